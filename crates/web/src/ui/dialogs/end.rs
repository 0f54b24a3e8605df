//! The end screen of a game: who won and why, the moves, what was taken, the statistics, and
//! what to do next.

use super::{focused_on_open, trap_focus};
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_page::state::Summary;
use skillgames_page::stats::{GameResult, Stats};
use skillgames_play::GameInfo;

/// The name shown for a board: "8 × 8 Classic".
fn size_label(info: &GameInfo, size: u8) -> String {
    match info.boards.iter().find(|b| b.size == size) {
        Some(board) if !board.label.is_empty() => format!("{size} × {size} {}", board.label),
        _ => format!("{size} × {size}"),
    }
}

/// How the end screen names `player`: "You", "The computer", or the colour between friends;
/// in lower case (`"you"`, `"the computer"`) in the middle of a sentence.
fn subject(summary: &Summary, player: Player, capital: bool) -> &'static str {
    summary.sides.name(player).subject(capital)
}

/// The end screen: who won and why, the moves, sinkings, and the player's statistics.
#[component]
pub(in crate::ui) fn EndScreen(
    info: &'static GameInfo,
    summary: Summary,
    stats: Option<Stats>,
    level_label: &'static str,
    size: u8,
    on_again: Callback<()>,
    on_review: Callback<()>,
    on_analyse: Callback<()>,
    on_share: Callback<()>,
    on_record: Callback<()>,
    on_settings: Callback<()>,
    on_home: Callback<()>,
) -> impl IntoView {
    let title = match (summary.result, summary.ending.winner) {
        (Some(GameResult::Win), _) => "You won!".to_owned(),
        (Some(GameResult::Loss), _) => "You lost".to_owned(),
        (Some(GameResult::Draw), _) | (None, None) => "Draw".to_owned(),
        (None, Some(Player::White)) => "White wins".to_owned(),
        (None, Some(Player::Black)) => "Black wins".to_owned(),
    };
    let again_button = focused_on_open::<leptos::html::Button>();
    let reason = summary.reason();
    let sank = summary
        .removed
        .zip(info.removals)
        .map(|([white, black], tally)| {
            view! {
                <p class="sank">
                    {format!(
                        "{} {} {}; {} {} {}.",
                        subject(&summary, Player::White, true),
                        tally.verb,
                        tally.noun.count(white),
                        subject(&summary, Player::Black, false),
                        tally.verb,
                        tally.noun.count(black),
                    )}
                </p>
            }
        });
    let stats_view = stats.map(|stats| {
        view! {
            <div class="stats" aria-label="Your statistics">
                <h3>{format!("{} · {} · {}", info.title, size_label(info, size), level_label)}</h3>
                <dl>
                    <div><dt>"Wins"</dt><dd data-stat="wins">{stats.wins}</dd></div>
                    <div><dt>"Losses"</dt><dd data-stat="losses">{stats.losses}</dd></div>
                    {info.draws.then(|| view! {
                        <div><dt>"Draws"</dt><dd data-stat="draws">{stats.draws}</dd></div>
                    })}
                    <div><dt>"Win rate"</dt><dd data-stat="rate">{format!("{}%", stats.win_rate())}</dd></div>
                    <div><dt>"Streak"</dt><dd data-stat="streak">{stats.streak}</dd></div>
                    <div><dt>"Best streak"</dt><dd data-stat="best">{stats.best_streak}</dd></div>
                </dl>
            </div>
        }
    });
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="end-title" on:keydown=trap_focus>
            <div class="dialog end">
                <h2 id="end-title">{title}</h2>
                <p class="reason">{reason}</p>
                <p class="moves">
                    {format!("{} {} played.", summary.moves, if summary.moves == 1 { "move" } else { "moves" })}
                </p>
                {sank}
                {stats_view}
                <button node_ref=again_button class="primary wide" on:click=move |_| on_again.run(())>
                    "Play again"
                </button>
                <div class="pair">
                    <button on:click=move |_| on_review.run(())>"Review game"</button>
                    <button on:click=move |_| on_analyse.run(())>"Analyse"</button>
                </div>
                <div class="pair">
                    <button on:click=move |_| on_share.run(())>"Share a link"</button>
                    <button on:click=move |_| on_record.run(())>"Game record"</button>
                </div>
                <button class="wide" on:click=move |_| on_settings.run(())>"Change settings"</button>
                <button class="wide quiet" on:click=move |_| on_home.run(())>"Home"</button>
            </div>
        </div>
    }
}
