//! The board: squares as buttons (tap, keyboard, screen readers), pieces on a layer above
//! that glides them between squares, and lines of sight. It draws a [`BoardModel`] and
//! reports taps and keys; it knows no rules and no game.

use leptos::prelude::*;
use skillgames_core::{Coord, Piece, Player};
use skillgames_page::controller::WAVE_MS;
use skillgames_page::state::{BoardModel, SquareView};

/// What the player did on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BoardInput {
    /// Tapped (or clicked) a square.
    Tap(Coord),
    /// Moved the keyboard cursor by files and ranks.
    Cursor(i8, i8),
    /// Pressed Enter or Space on the cursor.
    Enter,
}

/// From this many files on, squares are small on a phone: pieces leave the corners to the
/// coordinates (the stylesheet's `.dense`).
const DENSE_BOARD: u8 = 10;

/// Removals start this long after their wave begins (the moving piece lands first).
const REMOVAL_DELAY_MS: u32 = 250;

/// When a removal of `wave` starts, at the normal speed: the stylesheet's `--pace` (the
/// player's animation speed) scales it, as it scales every duration.
fn removal_delay(wave: u8) -> String {
    format!(
        "calc({}ms * var(--pace))",
        u32::from(wave) * WAVE_MS + REMOVAL_DELAY_MS
    )
}

/// The board drawn from `model`; `on_input` receives taps and keys.
#[component]
pub(super) fn Board(
    model: Memo<Option<BoardModel>>,
    on_input: Callback<BoardInput>,
) -> impl IntoView {
    let size = model.with_untracked(|m| m.as_ref().map_or(8, |m| m.size));
    let dense = size >= DENSE_BOARD;
    let look = model.with_untracked(|m| m.as_ref().map_or("", |m| m.look));
    let has = move |f: &dyn Fn(&BoardModel) -> bool| model.with(|m| m.as_ref().is_some_and(f));

    let square = move |at: Coord| {
        let dark = (at.file + at.rank).is_multiple_of(2);
        let name = at.to_string();
        // One memo per square: its classes follow it, not the whole model (a model with many
        // readers makes every change cost as many as it has readers).
        let look = Memo::new(move |_| {
            model.with(|m| m.as_ref().map(|m| m.square(at)).unwrap_or_default())
        });
        let is = move |f: fn(&SquareView) -> bool| look.with(f);
        view! {
            <button
                class="sq"
                class:dark=dark
                class:light=!dark
                class:target=move || is(|s| s.target)
                class:capture=move || is(|s| s.capture)
                class:selected=move || is(|s| s.selected)
                class:last=move || is(|s| s.last)
                class:hint=move || is(|s| s.hint)
                class:better=move || is(|s| s.better)
                class:cursor=move || is(|s| s.cursor)
                id=format!("sq-{name}")
                data-square=name.clone()
                tabindex="-1"
                role="gridcell"
                aria-label=move || look.with(|s| s.label.clone())
                on:click=move |_| on_input.run(BoardInput::Tap(at))
            >
                <span class="dot" aria-hidden="true"></span>
                // Drawn by the stylesheet from `data-label`: the square's accessible name
                // ("a1, your ship") already says where it is.
                {(at.rank == 0).then(|| view! { <span class="coord coord-file" aria-hidden="true" data-label=name[..1].to_owned()></span> })}
                {(at.file == 0).then(|| view! { <span class="coord coord-rank" aria-hidden="true" data-label=name[1..].to_owned()></span> })}
            </button>
        }
    };
    let squares = (0..size)
        .rev()
        .map(|rank| {
            let cells = (0..size)
                .map(|file| square(Coord::new(file, rank)))
                .collect_view();
            view! { <div class="rank" role="row">{cells}</div> }
        })
        .collect_view();

    let pieces = move || model.with(|m| m.as_ref().map(|m| m.pieces.clone()).unwrap_or_default());
    let piece_layer = view! {
        <For each=pieces key=|p| (p.id, p.removed) let:view>
            {
                let id = view.id;
                let class = match view.piece {
                    Piece::Stone(Player::White) => format!("piece white {look}"),
                    Piece::Stone(Player::Black) => format!("piece black {look}"),
                    Piece::Arrow => "piece arrow".to_owned(),
                };
                let removed = view.removed;
                let position = move || {
                    let at = model.with(|m| m.as_ref().and_then(|m| m.pieces.iter().find(|p| p.id == id).map(|p| p.at)));
                    let at = at.unwrap_or(view.at);
                    format!("translate({}%, {}%)", u32::from(at.file) * 100, u32::from(size - 1 - at.rank) * 100)
                };
                view! {
                    <div
                        class=class
                        class:gone=removed.is_some()
                        class:moving=move || has(&|m| m.moving == Some(id))
                        style:transform=position
                        style:animation-delay=removed.map(removal_delay)
                        data-piece=id.to_string()
                    ></div>
                }
            }
        </For>
    };

    let lines = move || model.with(|m| m.as_ref().map(|m| m.lines.clone()).unwrap_or_default());
    let center = move |c: Coord| (f32::from(c.file) + 0.5, f32::from(size - 1 - c.rank) + 0.5);
    let sight_lines = view! {
        <svg class="lines" viewBox=format!("0 0 {size} {size}") aria-hidden="true">
            <For each=lines key=|l| *l let:line>
                {
                    let (x1, y1) = center(line.from);
                    let (x2, y2) = center(line.to);
                    view! {
                        <line
                            class="sink-line"
                            data-wave=line.wave.to_string()
                            x1=x1 y1=y1 x2=x2 y2=y2
                            style:animation-delay=removal_delay(line.wave)
                        ></line>
                    }
                }
            </For>
        </svg>
    };

    let keydown = move |event: leptos::ev::KeyboardEvent| {
        let input = match event.key().as_str() {
            "ArrowUp" => BoardInput::Cursor(0, 1),
            "ArrowDown" => BoardInput::Cursor(0, -1),
            "ArrowLeft" => BoardInput::Cursor(-1, 0),
            "ArrowRight" => BoardInput::Cursor(1, 0),
            "Enter" | " " => BoardInput::Enter,
            _ => return,
        };
        event.prevent_default();
        on_input.run(input);
    };
    let active = move || {
        model.with(|m| {
            m.as_ref()
                .map(|m| format!("sq-{}", m.cursor))
                .unwrap_or_default()
        })
    };

    view! {
        <div
            class=format!("board board-{look}")
            class:shoot=move || has(&|m| m.shooting)
            class:dense=dense
            style:--n=size.to_string()
            role="grid"
            tabindex="0"
            aria-label="Board: arrow keys move the cursor, Enter selects"
            aria-activedescendant=active
            data-fen=move || model.with(|m| m.as_ref().map(|m| m.fen.clone()).unwrap_or_default())
            data-ply=move || model.with(|m| m.as_ref().map_or(0, |m| m.ply).to_string())
            data-hint=move || model.with(|m| m.as_ref().and_then(|m| m.hint_text.clone()))
            on:keydown=keydown
        >
            <div class="squares">{squares}</div>
            <div class="pieces" aria-hidden="true">{piece_layer}</div>
            {sight_lines}
        </div>
    }
}
