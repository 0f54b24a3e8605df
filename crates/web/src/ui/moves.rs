//! The move list and the review controls: the moves of the game, numbered, the one on show
//! highlighted and scrolled into view; buttons (and the arrow keys, Home and End) to step
//! through the game.

use leptos::prelude::*;
use skillgames_page::move_list::{move_words, rows};
use skillgames_page::state::MoveEntry;
use skillgames_play::GameInfo;

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
    // In the next animation frame: the page's layout is then made once, for the frame, instead
    // of once here and again after the rest of the page has changed.
    Effect::new(move |_| {
        let ply = shown.get();
        request_animation_frame(move || {
            // The list may be gone by then (the page was left): nothing to scroll.
            let Some(list) = list.try_get_untracked().flatten() else {
                return;
            };
            let selector = format!("[data-ply=\"{ply}\"]");
            if let Ok(Some(current)) = list.query_selector(&selector) {
                use wasm_bindgen::JsCast;
                if let Ok(current) = current.dyn_into::<web_sys::HtmlElement>() {
                    let top = current.offset_top() - list.client_height() / 2;
                    list.set_scroll_top(top.max(0));
                }
            }
        });
    });
    // Only the two moves whose highlight changes hear of a step, not every move of the list.
    let current = StoredValue::new(Selector::new(move || shown.get()));
    let is_current = move |ply: usize| current.with_value(|c| c.selected(&ply));
    let cell = move |entry: Option<MoveEntry>| match entry {
        Some(entry) => {
            let ply = entry.ply;
            let removes = entry.removed > 0;
            let words = move_words(info, &entry);
            let mark = removes.then(|| {
                let count = if entry.removed > 1 {
                    entry.removed.to_string()
                } else {
                    String::new()
                };
                // Drawn by the stylesheet (`::after`), so that the button's visible text stays
                // part of its accessible name ("sank 2 ships"), as WCAG's label-in-name asks.
                view! { <span class="removal" aria-hidden="true" data-count=format!("×{count}")></span> }
            });
            let judged = entry.mark.map(|mark| {
                view! {
                    <span class=format!("mark {}", mark.class()) aria-hidden="true" title=mark.words().0>
                        {mark.sign()}
                    </span>
                }
            });
            view! {
                <button
                    class="move"
                    class:current=move || is_current(ply)
                    class:removes=removes
                    aria-current=move || is_current(ply).then_some("step")
                    aria-label=words
                    data-ply=ply.to_string()
                    on:click=move |_| on_pick.run(ply)
                >
                    {entry.text.clone()}
                    {mark}
                    {judged}
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

/// The class of a review button's icon: drawn by the stylesheet (an SVG mask in the button's
/// colour), not a character of a font (Debian's fonts, for one, have no ⏮).
fn step_icon(step: Step) -> &'static str {
    match step {
        Step::First => "step-icon icon-first",
        Step::Back => "step-icon icon-back",
        Step::Forward => "step-icon icon-forward",
        Step::Last => "step-icon icon-last",
    }
}

/// The review buttons under the board.
#[component]
pub(super) fn ReviewBar(
    can_back: Signal<bool>,
    can_forward: Signal<bool>,
    on_step: Callback<Step>,
) -> impl IntoView {
    let button = move |step: Step, label: &'static str, enabled: Signal<bool>| {
        view! {
            <button
                class="step"
                aria-label=label
                title=label
                disabled=move || !enabled.get()
                on:click=move |_| on_step.run(step)
            >
                <span class=step_icon(step) aria-hidden="true"></span>
            </button>
        }
    };
    view! {
        <div class="review-bar" role="group" aria-label="Review the game">
            {button(Step::First, "First position", can_back)}
            {button(Step::Back, "Previous move", can_back)}
            {button(Step::Forward, "Next move", can_forward)}
            {button(Step::Last, "Latest move", can_forward)}
        </div>
    }
}
