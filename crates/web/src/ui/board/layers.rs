//! The board's layers above the squares: the pieces, which glide between squares and fade
//! when removed, and the lines of sight drawn wave by wave.

use leptos::prelude::*;
use skillgames_core::{Coord, Piece, Player};
use skillgames_page::controller::WAVE_MS;
use skillgames_page::state::BoardModel;

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

/// The pieces of a board of `size` files, drawn in the board's `look`.
pub(super) fn pieces(
    model: Memo<Option<BoardModel>>,
    size: u8,
    look: &'static str,
) -> impl IntoView {
    let has = move |f: &dyn Fn(&BoardModel) -> bool| model.with(|m| m.as_ref().is_some_and(f));
    let pieces = move || model.with(|m| m.as_ref().map(|m| m.pieces.clone()).unwrap_or_default());
    view! {
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
    }
}

/// The lines of sight over a board of `size` files.
pub(super) fn sight_lines(model: Memo<Option<BoardModel>>, size: u8) -> impl IntoView {
    let lines = move || model.with(|m| m.as_ref().map(|m| m.lines.clone()).unwrap_or_default());
    let center = move |c: Coord| (f32::from(c.file) + 0.5, f32::from(size - 1 - c.rank) + 0.5);
    view! {
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
    }
}
