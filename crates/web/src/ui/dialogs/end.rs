//! The end screen of a game: who won and why, the moves, what was taken, the statistics, and
//! what to do next.

use super::{focused_on_open, trap_focus};
use crate::i18n::{board_label, game_title, say, t, tf};
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_page::move_list::removal_words;
use skillgames_page::state::Summary;
use skillgames_page::stats::{GameResult, Stats};
use skillgames_play::{GameInfo, Name};

/// The name shown for a board: "8 × 8 Classic".
fn size_label(info: &GameInfo, size: u8) -> String {
    match info.boards.iter().find(|b| b.size == size) {
        Some(board) if !board.label.is_empty() => {
            format!("{size} × {size} {}", board_label(board.label))
        }
        _ => format!("{size} × {size}"),
    }
}

/// What each side removed, in a sentence that names them: "You sank 3 ships; the computer
/// sank 1 ship." (`white` and `black`: what White and Black removed).
fn removed_sentence(info: &GameInfo, summary: &Summary, white: u32, black: u32) -> String {
    let white = removal_words(info, white);
    let black = removal_words(info, black);
    match (
        summary.sides.name(Player::White),
        summary.sides.name(Player::Black),
    ) {
        (Name::You, _) => tf(
            "play-end-removed-you-computer",
            &[("you", white.into()), ("computer", black.into())],
        ),
        (_, Name::You) => tf(
            "play-end-removed-computer-you",
            &[("computer", white.into()), ("you", black.into())],
        ),
        _ => tf(
            "play-end-removed-white-black",
            &[("white", white.into()), ("black", black.into())],
        ),
    }
}

/// The end screen: who won and why, the moves, sinkings, and the player's statistics.
#[component]
pub(in crate::ui) fn EndScreen(
    info: &'static GameInfo,
    summary: Summary,
    stats: Option<Stats>,
    level_label: String,
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
        (Some(GameResult::Win), _) => t("play-end-you-won"),
        (Some(GameResult::Loss), _) => t("play-end-you-lost"),
        (Some(GameResult::Draw), _) | (None, None) => t("play-end-draw"),
        (None, Some(Player::White)) => t("play-end-white-wins"),
        (None, Some(Player::Black)) => t("play-end-black-wins"),
    };
    let again_button = focused_on_open::<leptos::html::Button>();
    let reason = say(&summary.reason());
    let sank = summary
        .removed
        .zip(info.removals)
        .map(|([white, black], _)| {
            view! {
                <p class="sank">
                    {removed_sentence(info, &summary, white, black)}
                </p>
            }
        });
    let stats_view = stats.map(|stats| {
        view! {
            <div class="stats" aria-label=t("play-end-statistics")>
                <h3>{format!("{} · {} · {}", game_title(info.name), size_label(info, size), level_label)}</h3>
                <dl>
                    <div><dt>{t("play-end-wins")}</dt><dd data-stat="wins">{stats.wins}</dd></div>
                    <div><dt>{t("play-end-losses")}</dt><dd data-stat="losses">{stats.losses}</dd></div>
                    {info.draws.then(|| view! {
                        <div><dt>{t("play-end-draws")}</dt><dd data-stat="draws">{stats.draws}</dd></div>
                    })}
                    <div>
                        <dt>{t("play-end-win-rate")}</dt>
                        <dd data-stat="rate">{tf("play-end-win-rate-value", &[("rate", stats.win_rate().into())])}</dd>
                    </div>
                    <div><dt>{t("play-end-streak")}</dt><dd data-stat="streak">{stats.streak}</dd></div>
                    <div><dt>{t("play-end-best-streak")}</dt><dd data-stat="best">{stats.best_streak}</dd></div>
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
                    {tf("play-end-moves", &[("count", summary.moves.into())])}
                </p>
                {sank}
                {stats_view}
                <button node_ref=again_button class="primary wide" on:click=move |_| on_again.run(())>
                    {t("play-end-again")}
                </button>
                <div class="pair">
                    <button on:click=move |_| on_review.run(())>{t("play-end-review")}</button>
                    <button on:click=move |_| on_analyse.run(())>{t("play-end-analyse")}</button>
                </div>
                <div class="pair">
                    <button on:click=move |_| on_share.run(())>{t("play-end-share")}</button>
                    <button on:click=move |_| on_record.run(())>{t("play-game-record")}</button>
                </div>
                <button class="wide" on:click=move |_| on_settings.run(())>{t("play-end-settings")}</button>
                <button class="wide quiet" on:click=move |_| on_home.run(())>{t("play-home")}</button>
            </div>
        </div>
    }
}
