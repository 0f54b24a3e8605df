//! The lines of a list of games (what each is and who plays), and the lobby's list of open
//! games, each with its button: Join, Cancel for one's own, or Log in to join a rated one.

use crate::i18n::{t, tf};
use crate::ui::context::AppContext;
use crate::ui::online::{name_with_rating, rated_words, time_words, variant_words};
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_online::{ClientMessage, LobbyGame};

/// One game of a list: what it is, who plays, and its button.
pub(super) fn game_line(game: &LobbyGame) -> impl IntoView + use<> {
    let creator = name_with_rating(&game.white);
    let players = match &game.black {
        Some(black) => tf(
            "lobby-players-against",
            &[
                ("white", creator.into()),
                ("black", name_with_rating(black).into()),
            ],
        ),
        None => creator,
    };
    view! {
        <span class="line-variant">{variant_words(&game.variant)}</span>
        <span class="line-time">{time_words(game.time)}</span>
        <span class="line-rated">{rated_words(game.rated)}</span>
        <span class="line-players">{players}</span>
    }
}

/// The open games of `list` for the player named `mine` (with an `account` or not); a refused
/// join shows in `error`.
pub(super) fn open_games(
    list: Vec<LobbyGame>,
    mine: Option<&str>,
    account: bool,
    context: AppContext,
    error: RwSignal<Option<String>>,
) -> AnyView {
    let online = context.online;
    if list.is_empty() {
        return view! { <p class="empty">{t("lobby-no-open-games")}</p> }.into_any();
    }
    let items = list
        .into_iter()
        .map(|game| {
            let id = game.id.clone();
            let own = mine == Some(game.white.player.name.as_str());
            let button = if own {
                let id = id.clone();
                view! {
                    <button on:click=move |_| {
                        online.send(&ClientMessage::Cancel { game: id.clone() });
                    }>{t("lobby-cancel")}</button>
                }
                .into_any()
            } else if game.rated && !account {
                // A rated game is between accounts: the server would refuse the join.
                view! {
                    <button on:click=move |_| context.navigate(&Route::Account)>
                        {t("lobby-log-in-to-join")}
                    </button>
                }
                .into_any()
            } else {
                let id = id.clone();
                view! {
                    <button class="primary" on:click=move |_| {
                        error.set(None);
                        online.send(&ClientMessage::Join { game: id.clone() });
                    }>{t("lobby-join")}</button>
                }
                .into_any()
            };
            view! {
                <li class="game-line" class:own=own data-game-id=id.to_string() data-creator=game.white.player.name.clone()>
                    {game_line(&game)}
                    {button}
                </li>
            }
        })
        .collect_view();
    view! { <ul class="game-lines" aria-label=t("lobby-open-games")>{items}</ul> }.into_any()
}
