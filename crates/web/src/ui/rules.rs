//! How to play: the rules and tips of one game, in our own words.

use super::app::{AppContext, Route};
use super::home::PlayButton;
use crate::games::info;
use leptos::prelude::*;
use skillgames_search::GameKind;

#[component]
pub(super) fn Rules(kind: GameKind) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let info = info(kind);
    let sections = info
        .rules
        .iter()
        .map(|section| {
            let mut blocks = Vec::new();
            let mut bullets = Vec::new();
            for paragraph in section.paragraphs {
                match paragraph.strip_prefix("- ") {
                    Some(bullet) => bullets.push(view! { <li>{bullet}</li> }),
                    None => {
                        if !bullets.is_empty() {
                            blocks
                                .push(view! { <ul>{std::mem::take(&mut bullets)}</ul> }.into_any());
                        }
                        blocks.push(view! { <p>{*paragraph}</p> }.into_any());
                    }
                }
            }
            if !bullets.is_empty() {
                blocks.push(view! { <ul>{bullets}</ul> }.into_any());
            }
            view! {
                <section>
                    <h2>{section.title}</h2>
                    {blocks}
                </section>
            }
        })
        .collect_view();
    view! {
        <article class="rules">
            <nav class="rules-nav">
                <button class="quiet" aria-label="Back to the games" on:click=move |_| context.navigate(&Route::Home)>
                    "← Games"
                </button>
                <PlayButton kind=kind />
            </nav>
            <h1>"How to play " {info.title}</h1>
            {sections}
        </article>
    }
}
