//! The how-to-play page of a game: its guide's sections, then a difficulty section
//! written from its levels' own descriptions.

use super::context::AppContext;
use super::home::PlayButton;
use super::route::Route;
use crate::i18n::{game_title, level_description, t, tf};
use leptos::prelude::*;
use skillgames_catalogue::GUIDES;
use skillgames_play::GameInfo;

/// A heading and its paragraphs; those starting with "- " are shown as bullets.
fn section(title: &str, paragraphs: &[String]) -> impl IntoView + use<> {
    let mut blocks = Vec::new();
    let mut bullets = Vec::new();
    for paragraph in paragraphs {
        match paragraph.strip_prefix("- ") {
            Some(bullet) => bullets.push(view! { <li>{bullet.to_owned()}</li> }),
            None => {
                if !bullets.is_empty() {
                    blocks.push(view! { <ul>{std::mem::take(&mut bullets)}</ul> }.into_any());
                }
                blocks.push(view! { <p>{paragraph.clone()}</p> }.into_any());
            }
        }
    }
    if !bullets.is_empty() {
        blocks.push(view! { <ul>{bullets}</ul> }.into_any());
    }
    view! {
        <section>
            <h2>{title.to_owned()}</h2>
            {blocks}
        </section>
    }
}

#[component]
pub(super) fn Rules(info: &'static GameInfo) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let guide = GUIDES.of(info);
    let difficulty: Vec<String> = info
        .levels
        .iter()
        .map(|level| format!("- {}", level_description(info.name, level.name)))
        .chain(
            guide
                .filter(|g| !g.levels_note.is_empty())
                .map(|g| format!("- {}", t(&g.levels_note_id()))),
        )
        .collect();
    // Each text in the page's language (the guide's English decides which are bullets).
    let sections = guide
        .map(|g| {
            g.sections
                .iter()
                .enumerate()
                .map(|(at, s)| {
                    let paragraphs: Vec<String> = s
                        .paragraphs
                        .iter()
                        .enumerate()
                        .map(|(p, english)| {
                            let words = t(&g.paragraph_id(at, p));
                            if english.starts_with("- ") {
                                format!("- {words}")
                            } else {
                                words
                            }
                        })
                        .collect();
                    section(&t(&g.title_id(at)), &paragraphs)
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
        .into_iter()
        .chain(std::iter::once(section(
            &t("rules-difficulty"),
            &difficulty,
        )))
        .collect_view();
    view! {
        <article class="rules">
            <nav class="rules-nav">
                <button class="quiet" aria-label=t("rules-back-games-label") on:click=move |_| context.navigate(&Route::Home)>
                    {t("rules-back-games")}
                </button>
                <PlayButton info=info />
                <button class="quiet" id="learn-link" on:click=move |_| context.navigate(&Route::Learn(info.name))>
                    {t("rules-learn-by-playing")}
                </button>
            </nav>
            <h1>{tf("rules-title", &[("game", game_title(info.name).into())])}</h1>
            {sections}
        </article>
    }
}
