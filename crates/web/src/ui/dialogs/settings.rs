//! The settings window of the game page: difficulty, board size (and opponent), then PLAY.

use super::{choice, focused_on_open, group, trap_focus};
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
        "Opponent",
        (
            choice(opponent, Opponent::Computer, "Computer"),
            choice(opponent, Opponent::Friend, "Friend"),
        ),
    );
    // How the chosen level plays, and how strong it measured on the chosen board.
    let level_help = move || {
        let chosen = level.get();
        let index = info.levels.iter().position(|l| l.name == chosen)?;
        let board = info.boards.iter().find(|b| b.size == size.get())?;
        let first = info.levels.first()?.label;
        let elo = board.elo.get(index).copied().unwrap_or(0);
        let strength = if index == 0 {
            "The gentlest level.".to_owned()
        } else {
            format!("Measured about {elo} Elo stronger than {first} on this board.")
        };
        Some(view! {
            <span class="level-line">{info.levels[index].description}</span>
            " "
            <span class="level-elo" data-elo=elo.to_string()>{strength}</span>
        })
    };
    let levels = info
        .levels
        .iter()
        .map(|l| choice(level, l.name.to_owned(), l.label))
        .collect_view();
    let sizes = info
        .boards
        .iter()
        .map(|board| {
            let (n, name) = (board.size, board.label);
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
                    <button class="back" aria-label="Back" on:click=move |_| on_back.run(())>"←"</button>
                    <h2 id="settings-title">{info.title}</h2>
                </div>
                <crate::ui::learn::LessonOffer info=info />
                {opponents}
                // Between friends there is no computer to choose a difficulty for.
                <fieldset class:hidden=move || opponent.get() == Opponent::Friend>
                    <legend>"Difficulty"</legend>
                    <div class="choices">{levels}</div>
                    <p class="level-help" aria-live="polite">{level_help}</p>
                </fieldset>
                {from_here.then(|| view! {
                    <p class="help from-here">
                        "A new game from the position on show. It is not counted in your statistics."
                    </p>
                })}
                <fieldset class:hidden=from_here>
                    <legend>"Board"</legend>
                    <div class="choices">{sizes}</div>
                </fieldset>
                <button
                    node_ref=play_button
                    class="primary wide"
                    aria-label="PLAY: start the game"
                    on:click=move |_| on_play.run(Settings {
                        level: level.get_untracked(),
                        size: size.get_untracked(),
                        opponent: opponent.get_untracked(),
                    })
                >
                    "PLAY"
                </button>
                {on_last_game.filter(|_| !from_here).map(|open| view! {
                    <button class="wide quiet last-game" on:click=move |_| open.run(())>
                        "Review your last game"
                    </button>
                })}
            </div>
        </div>
    }
}
