//! The windows over the board (settings, the pause menu and the end screen), and what every
//! window shares: the focus kept inside it.

use super::context::AppContext;
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_page::settings::{Opponent, Settings};
use skillgames_page::state::Summary;
use skillgames_page::stats::{GameResult, Stats};
use skillgames_play::GameInfo;
use wasm_bindgen::JsCast;

/// Keeps Tab and Shift+Tab inside the window (`.overlay`) the event happened in.
pub(super) fn trap_focus(event: leptos::ev::KeyboardEvent) {
    if event.key() != "Tab" {
        return;
    }
    let Some(overlay) = super::listening_element(&event) else {
        return;
    };
    let Ok(found) = overlay.query_selector_all(
        "button:not([disabled]), textarea, input, [tabindex]:not([tabindex='-1'])",
    ) else {
        return;
    };
    let focusable: Vec<web_sys::HtmlElement> = (0..found.length())
        .filter_map(|i| found.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|e| e.offset_parent().is_some()) // hidden ones cannot take the focus
        .collect();
    let (Some(first), Some(last)) = (focusable.first(), focusable.last()) else {
        return;
    };
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    let is = |e: &web_sys::HtmlElement| {
        active
            .as_ref()
            .is_some_and(|a| a == e.unchecked_ref::<web_sys::Element>())
    };
    let inside = active.as_ref().is_some_and(|a| overlay.contains(Some(a)));
    if event.shift_key() && (is(first) || !inside) {
        event.prevent_default();
        let _ = last.focus();
    } else if !event.shift_key() && (is(last) || !inside) {
        event.prevent_default();
        let _ = first.focus();
    }
}

/// The name shown for a board: "8 × 8 Classic".
fn size_label(info: &GameInfo, size: u8) -> String {
    match info.boards.iter().find(|b| b.size == size) {
        Some(board) if !board.label.is_empty() => format!("{size} × {size} {}", board.label),
        _ => format!("{size} × {size}"),
    }
}

/// A node reference for a dialog's main button, focused when the dialog opens so that the
/// keyboard (and screen readers) start inside it. When the dialog closes, the focus goes back
/// to where it was when the dialog opened (the button that opened it, in the window under it),
/// never to the page behind the windows.
pub(super) fn focused_on_open<E>() -> NodeRef<E>
where
    E: leptos::html::ElementType,
    E::Output: wasm_bindgen::JsCast + Clone + Into<web_sys::HtmlElement> + 'static,
{
    use wasm_bindgen::JsCast;
    let opener = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    let opener = StoredValue::new_local(opener);
    on_cleanup(move || {
        if let Some(opener) = opener.try_get_value().flatten()
            && opener.is_connected()
        {
            let _ = opener.focus();
        }
    });
    let element = NodeRef::<E>::new();
    Effect::new(move |_| {
        if let Some(element) = element.get() {
            let _ = Into::<web_sys::HtmlElement>::into(element).focus();
        }
    });
    element
}

/// The keys of a window that closes by itself (`close`): Escape closes it, and only it (the
/// window under it, and the game, never hear that Escape); Tab stays inside it.
pub(super) fn window_keys(close: impl Fn() + 'static) -> impl Fn(leptos::ev::KeyboardEvent) {
    move |event: leptos::ev::KeyboardEvent| {
        if event.key() == "Escape" {
            event.stop_propagation();
            event.prevent_default();
            close();
        } else {
            trap_focus(event);
        }
    }
}

/// One option of a settings group: highlighted (and pressed, for screen readers) when chosen.
pub(super) fn choice<T, L>(chosen: RwSignal<T>, value: T, label: L) -> impl IntoView
where
    T: Clone + PartialEq + Send + Sync + 'static,
    L: IntoView + 'static,
{
    let is_chosen = {
        let value = value.clone();
        move || chosen.with(|c| *c == value)
    };
    view! {
        <button
            class="choice"
            class:chosen=is_chosen.clone()
            aria-pressed=move || is_chosen().to_string()
            on:click=move |_| chosen.set(value.clone())
        >
            {label}
        </button>
    }
}

/// A group of options under its legend.
pub(super) fn group(legend: &'static str, choices: impl IntoView + 'static) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{legend}</legend>
            <div class="choices">{choices}</div>
        </fieldset>
    }
}

/// The settings window: difficulty, board size (and opponent in Lines of Action), then PLAY.
#[component]
pub(super) fn SettingsDialog(
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
                <super::learn::LessonOffer info=info />
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

/// The pause menu.
#[component]
pub(super) fn PauseMenu(
    on_resume: Callback<()>,
    on_new: Callback<()>,
    on_share: Callback<()>,
    on_record: Callback<()>,
    on_import: Callback<()>,
    on_preferences: Callback<()>,
    on_home: Callback<()>,
) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let resume_button = focused_on_open::<leptos::html::Button>();
    let sound_on = move || context.preferences.with(|p| p.sound);
    let toggle_sound = move |_| context.update_preferences(|p| p.sound = !p.sound);
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="pause-title" on:keydown=trap_focus>
            <div class="dialog">
                <h2 id="pause-title">"Paused"</h2>
                <button node_ref=resume_button class="primary wide" on:click=move |_| on_resume.run(())>
                    "Resume"
                </button>
                <button class="wide" on:click=move |_| on_new.run(())>"New game"</button>
                <button class="wide" on:click=move |_| on_share.run(())>"Share a link to this game"</button>
                <button class="wide" on:click=move |_| on_record.run(())>"Game record"</button>
                <button class="wide" on:click=move |_| on_import.run(())>"Open a game record"</button>
                <div class="pair">
                    <button
                        aria-pressed=move || sound_on().to_string()
                        on:click=toggle_sound
                    >
                        {move || if sound_on() { "Sound: on" } else { "Sound: off" }}
                    </button>
                    <button on:click=move |_| on_preferences.run(())>"Preferences"</button>
                </div>
                <button class="wide quiet" on:click=move |_| on_home.run(())>"Home"</button>
            </div>
        </div>
    }
}

/// How the end screen names `player`: "You", "The computer", or the colour between friends;
/// in lower case (`"you"`, `"the computer"`) in the middle of a sentence.
fn subject(summary: &Summary, player: Player, capital: bool) -> &'static str {
    summary.sides.name(player).subject(capital)
}

/// The end screen: who won and why, the moves, sinkings, and the player's statistics.
#[component]
pub(super) fn EndScreen(
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
