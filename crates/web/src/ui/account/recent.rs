//! A profile's recent games: what each was, the player's colour and opponent, how it ended,
//! and links to review it and to its game record.

use crate::i18n::{t, tf};
use crate::ui::online::{rated_words, time_words, variant_words};
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_core::Player;
use skillgames_online::http::{GameSummary, Profile};
use skillgames_online::{Colour, GameStatus};
use skillgames_page::online::player_of;
use skillgames_play::link::{GameLink, LinkKind};

/// How a game of the list stands for the player named `name`: "Won", "Lost", "Draw".
fn outcome_words(game: &GameSummary, name: &str) -> String {
    match &game.status {
        GameStatus::Ended { winner: None, .. } => t("profile-draw"),
        GameStatus::Ended {
            winner: Some(winner),
            ..
        } => {
            let won_by = match winner {
                Colour::White => &game.white,
                Colour::Black => &game.black,
            };
            if won_by == name {
                t("profile-won")
            } else {
                t("profile-lost")
            }
        }
        GameStatus::Aborted => t("profile-aborted"),
        GameStatus::Playing => t("profile-being-played"),
        GameStatus::Open => t("profile-open"),
    }
}

/// The recent games of `profile`, whose player is named `who` (or that there are none yet).
pub(super) fn recent_games(profile: &Profile, who: &str) -> AnyView {
    if profile.games.is_empty() {
        return view! { <p class="empty">{t("profile-no-games")}</p> }.into_any();
    }
    let games = profile
        .games
        .iter()
        .map(|g| {
            let review = CATALOGUE
                .find(g.variant.game())
                .ok()
                .and_then(|info| info.variant(g.variant.size()).ok())
                .map(|variant| {
                    GameLink::new(LinkKind::View, variant, None, g.moves.clone()).href()
                });
            let record = format!("/api/games/{}/record", g.id);
            let opponent = if g.white == who { &g.black } else { &g.white };
            // The protocol's White moves first (Black in Lines of Action).
            let side = if g.white == who {
                Colour::White
            } else {
                Colour::Black
            };
            let player = CATALOGUE
                .find(g.variant.game())
                .map_or(Player::White, |info| player_of(info, side));
            let against = match player {
                Player::White => "profile-white-against",
                Player::Black => "profile-black-against",
            };
            let players = tf(against, &[("opponent", opponent.as_str().into())]);
            view! {
                <li class="game-line" data-game-id=g.id.to_string()>
                    <span class="line-variant">{variant_words(&g.variant)}</span>
                    <span class="line-time">{time_words(g.time)}</span>
                    <span class="line-rated">{rated_words(g.rated)}</span>
                    <span class="line-players">{players}</span>
                    <span class="line-outcome">{outcome_words(g, who)}</span>
                    {review.map(|href| view! { <a class="button" href=href>{t("profile-review")}</a> })}
                    <a class="button" href=record>{t("profile-game-record")}</a>
                </li>
            }
        })
        .collect_view();
    view! { <ul class="game-lines" aria-label=t("profile-recent-games")>{games}</ul> }.into_any()
}
