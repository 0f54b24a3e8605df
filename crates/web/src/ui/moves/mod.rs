//! The move list: the moves of the game, numbered, the one on show highlighted and scrolled
//! into view. The review controls to step through the game are in `review.rs`.

mod review;

pub(super) use review::{ReviewBar, Step};

use crate::i18n::{say, t};
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
            let words = say(&move_words(info, &entry));
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
                    <span class=format!("mark {}", mark.class()) aria-hidden="true" title=say(&mark.message())>
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
        <section class="move-list" aria-label=t("play-moves")>
            <Show
                when=move || entries.with(|e| !e.is_empty())
                fallback=|| view! { <p class="no-moves">{t("play-no-moves")}</p> }
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
