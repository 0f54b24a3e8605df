//! The move list and the review controls: the moves of the game, numbered, the one on show
//! highlighted and scrolled into view; buttons (and the arrow keys, Home and End) to step
//! through the game.

use crate::state::MoveEntry;
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_search::GameInfo;

/// What a move removed, in words: "sank 2 ships", "took 1 piece".
fn removal_words(info: &GameInfo, count: u8) -> String {
    let count = u32::from(count);
    match info.removals {
        Some(tally) => format!("{} {}", tally.verb, tally.noun.count(count)),
        None => format!("took {}", info.piece.count(count)),
    }
}

/// The screen reader's words for a move: "Move 3, White: c2-d3, sank 2 ships".
#[must_use]
pub(super) fn move_words(info: &GameInfo, entry: &MoveEntry) -> String {
    let side = if entry.player == Player::White {
        "White"
    } else {
        "Black"
    };
    let mut words = format!("Move {}, {side}: {}", entry.number, entry.text);
    if entry.removed > 0 {
        words.push_str(", ");
        words.push_str(&removal_words(info, entry.removed));
    }
    words
}

/// One row of the list: a move number and the moves of both sides.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Row {
    number: usize,
    moves: [Option<MoveEntry>; 2],
}

/// Groups moves by number, White's first when White starts the row.
fn rows(entries: &[MoveEntry], first: Player) -> Vec<Row> {
    let mut rows: Vec<Row> = Vec::new();
    for entry in entries {
        let column = usize::from(entry.player != first);
        match rows.last_mut() {
            Some(row) if row.number == entry.number && row.moves[column].is_none() => {
                row.moves[column] = Some(entry.clone());
            }
            _ => {
                let mut moves = [None, None];
                moves[column] = Some(entry.clone());
                rows.push(Row {
                    number: entry.number,
                    moves,
                });
            }
        }
    }
    rows
}

/// The list of moves; a tap on a move shows the position after it (`on_pick` receives how
/// many moves that is).
#[component]
pub(super) fn MoveList(
    info: &'static GameInfo,
    entries: Memo<Vec<MoveEntry>>,
    shown: Memo<usize>,
    on_pick: Callback<usize>,
) -> impl IntoView {
    let list = NodeRef::<leptos::html::Ol>::new();
    // The move on show stays in view as the game goes on or is stepped through.
    Effect::new(move |_| {
        let ply = shown.get();
        let Some(list) = list.get() else { return };
        let selector = format!("[data-ply=\"{ply}\"]");
        if let Ok(Some(current)) = list.query_selector(&selector) {
            use wasm_bindgen::JsCast;
            if let Ok(current) = current.dyn_into::<web_sys::HtmlElement>() {
                let top = current.offset_top() - list.client_height() / 2;
                list.set_scroll_top(top.max(0));
            }
        }
    });
    let cell = move |entry: Option<MoveEntry>| match entry {
        Some(entry) => {
            let ply = entry.ply;
            let removes = entry.removed > 0;
            let words = move_words(info, &entry);
            let mark = (entry.removed > 0).then(|| {
                let count = if entry.removed > 1 {
                    entry.removed.to_string()
                } else {
                    String::new()
                };
                view! { <span class="removal" aria-hidden="true">{format!("×{count}")}</span> }
            });
            view! {
                <button
                    class="move"
                    class:current=move || shown.get() == ply
                    class:removes=removes
                    aria-current=move || (shown.get() == ply).then_some("step")
                    aria-label=words
                    data-ply=ply.to_string()
                    on:click=move |_| on_pick.run(ply)
                >
                    {entry.text.clone()}
                    {mark}
                </button>
            }
            .into_any()
        }
        None => view! { <span class="move empty"></span> }.into_any(),
    };
    let first = info.first;
    view! {
        <section class="move-list" aria-label="Moves">
            <Show
                when=move || entries.with(|e| !e.is_empty())
                fallback=|| view! { <p class="no-moves">"No moves yet."</p> }
            >
                <ol node_ref=list class="moves">
                    <For
                        each=move || entries.with(|e| rows(e, first))
                        key=|row| row.clone()
                        let:row
                    >
                        <li class="row">
                            <span class="number" aria-hidden="true">{format!("{}.", row.number)}</span>
                            {cell(row.moves[0].clone())}
                            {cell(row.moves[1].clone())}
                        </li>
                    </For>
                </ol>
            </Show>
        </section>
    }
}

/// What a review button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// To the start of the game.
    First,
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// To the latest move (the live game).
    Last,
}

/// The review buttons under the board.
#[component]
pub(super) fn ReviewBar(
    can_back: Signal<bool>,
    can_forward: Signal<bool>,
    on_step: Callback<Step>,
) -> impl IntoView {
    let button =
        move |step: Step, label: &'static str, symbol: &'static str, enabled: Signal<bool>| {
            view! {
                <button
                    class="step"
                    aria-label=label
                    title=label
                    disabled=move || !enabled.get()
                    on:click=move |_| on_step.run(step)
                >
                    {symbol}
                </button>
            }
        };
    view! {
        <div class="review-bar" role="group" aria-label="Review the game">
            {button(Step::First, "First position", "⏮", can_back)}
            {button(Step::Back, "Previous move", "◀", can_back)}
            {button(Step::Forward, "Next move", "▶", can_forward)}
            {button(Step::Last, "Latest move", "⏭", can_forward)}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(ply: usize, number: usize, player: Player) -> MoveEntry {
        MoveEntry {
            ply,
            number,
            player,
            text: format!("m{ply}"),
            removed: 0,
        }
    }

    #[test]
    fn rows_pair_the_moves_of_both_sides() {
        let entries = [
            entry(1, 1, Player::White),
            entry(2, 1, Player::Black),
            entry(3, 2, Player::White),
        ];
        let rows = rows(&entries, Player::White);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1].moves[0].as_ref().unwrap().text, "m3");
        assert!(rows[1].moves[1].is_none());
        // A game set up with the second player to move starts with "1. … m1".
        let rows = super::rows(&[entry(1, 1, Player::Black)], Player::White);
        assert!(rows[0].moves[0].is_none());
    }
}
