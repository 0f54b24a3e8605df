//! The board's squares: one button each (tap, keyboard cursor, screen readers), with the
//! classes the model gives it and the coordinates along two edges.

use super::BoardInput;
use leptos::prelude::*;
use skillgames_core::Coord;
use skillgames_page::state::{BoardModel, SquareView};

/// The squares of a board of `size` files, rank by rank from the top; a tap goes to
/// `on_input`.
pub(super) fn squares(
    model: Memo<Option<BoardModel>>,
    size: u8,
    on_input: Callback<BoardInput>,
) -> impl IntoView {
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
    (0..size)
        .rev()
        .map(|rank| {
            let cells = (0..size)
                .map(|file| square(Coord::new(file, rank)))
                .collect_view();
            view! { <div class="rank" role="row">{cells}</div> }
        })
        .collect_view()
}
