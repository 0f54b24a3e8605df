//! The board: squares as buttons (tap, keyboard, screen readers), pieces on a layer above
//! that glides them between squares, and lines of sight. It draws a [`BoardModel`] and
//! reports taps and keys; it knows no rules and no game. Here the board and its keys; the
//! squares in `squares.rs`, the pieces and the lines of sight in `layers.rs`.

mod layers;
mod squares;

use crate::i18n::t;
use leptos::prelude::*;
use skillgames_core::Coord;
use skillgames_page::state::BoardModel;

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

    let squares = squares::squares(model, size, on_input);
    let piece_layer = layers::pieces(model, size, look);
    let sight_lines = layers::sight_lines(model, size);

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
            aria-label=t("common-board-label")
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
