//! The settings window of the game page: difficulty, board size (and opponent), then PLAY.

use super::{choice, focused_on_open, group, trap_focus};
use crate::i18n::{board_label, game_title, level_description, level_label, t, tf};
use leptos::prelude::*;
use skillgames_page::settings::{Opponent, Settings};
use skillgames_play::GameInfo;

/// The settings window: difficulty, board size (and opponent in Lines of Action), then PLAY.
#[component]
pub(in crate::ui) fn SettingsDialog(
    info: &'static GameInfo,
    initial: Settings,
    /// For a game from the position on show ("Play from here"): its board is that game's.
    from_here: bool,
    on_play: Callback<Settings>,
    on_back: Callback<()>,
    /// Opens the last finished game in review, when there is one.
    on_last_game: Option<Callback<()>>,
) -> impl IntoView {
    let play_button = focused_on_open::<leptos::html::Button>();
    let level = RwSignal::new(initial.level);
    let size = RwSignal::new(initial.size);
    let opponent = RwSignal::new(initial.opponent);
    let opponents = group(
        t("play-opponent"),
        (
            choice(opponent, Opponent::Computer, t("play-computer")),
            choice(opponent, Opponent::Friend, t("play-friend")),
        ),
    );
    // How the chosen level plays, and how strong it measured on the chosen board.
    let level_help = move || {
        let chosen = level.get();
        let index = info.levels.iter().position(|l| l.name == chosen)?;
        let board = info.boards.iter().find(|b| b.size == size.get())?;
        let first = level_label(info.levels.first()?.name);
        let elo = board.elo.get(index).copied().unwrap_or(0);
        let strength = if index == 0 {
            t("play-level-gentlest")
        } else {
            // Given as text: the number stays as written ("1200", never "1,200").
            tf(
                "play-level-stronger",
                &[("elo", elo.to_string().into()), ("first", first.into())],
            )
        };
        Some(view! {
            <span class="level-line">{level_description(info.name, info.levels[index].name)}</span>
            " "
            <span class="level-elo" data-elo=elo.to_string()>{strength}</span>
        })
    };
    let levels = info
        .levels
        .iter()
        .map(|l| choice(level, l.name.to_owned(), level_label(l.name)))
        .collect_view();
    let sizes = info
        .boards
        .iter()
        .map(|board| {
            let (n, name) = (board.size, board_label(board.label));
            // The dimensions never wrap; the board's name goes below them on narrow screens.
            let label = view! {
                <span class="dims">{format!("{n} × {n}")}</span>
                " "
                <span class="dims-name">{name}</span>
            };
            choice(size, n, label)
        })
        .collect_view();
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="settings-title" on:keydown=trap_focus>
            <div class="dialog">
                <div class="dialog-head">
                    <button class="back" aria-label=t("play-back") on:click=move |_| on_back.run(())>"←"</button>
                    <h2 id="settings-title">{game_title(info.name)}</h2>
                </div>
                <crate::ui::learn::LessonOffer info=info />
                {opponents}
                // Between friends there is no computer to choose a difficulty for.
                <fieldset class:hidden=move || opponent.get() == Opponent::Friend>
                    <legend>{t("play-difficulty")}</legend>
                    <div class="choices">{levels}</div>
                    <p class="level-help" aria-live="polite">{level_help}</p>
                </fieldset>
                {from_here.then(|| view! {
                    <p class="help from-here">
                        {t("play-from-here-help")}
                    </p>
                })}
                <fieldset class:hidden=from_here>
                    <legend>{t("play-board")}</legend>
                    <div class="choices">{sizes}</div>
                </fieldset>
                <button
                    node_ref=play_button
                    class="primary wide"
                    aria-label=t("play-start-label")
                    on:click=move |_| on_play.run(Settings {
                        level: level.get_untracked(),
                        size: size.get_untracked(),
                        opponent: opponent.get_untracked(),
                    })
                >
                    {t("play-start")}
                </button>
                {on_last_game.filter(|_| !from_here).map(|open| view! {
                    <button class="wide quiet last-game" on:click=move |_| open.run(())>
                        {t("play-last-game")}
                    </button>
                })}
            </div>
        </div>
    }
}
