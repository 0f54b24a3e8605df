//! The home page: the three games, each with PLAY, CONTINUE and HOW TO PLAY.

use super::app::{AppContext, Route};
use crate::games::GAMES;
use leptos::prelude::*;

/// PLAY: opens the settings window of a new game of `kind`.
#[component]
pub(super) fn PlayButton(kind: skillgames_search::GameKind) -> impl IntoView {
    let context = expect_context::<AppContext>();
    view! {
        <button
            class="primary"
            aria-label=format!("Play {}", crate::games::info(kind).title)
            on:click=move |_| context.navigate(&Route::Play { kind, fresh: true, position: None })
        >
            "PLAY"
        </button>
    }
}

#[component]
pub(super) fn Home() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let cards = GAMES
        .into_iter()
        .map(|info| {
            let kind = info.kind;
            let saved = context.storage.with_value(|s| s.has_game(kind.name()));
            context.collect_notices();
            view! {
                <section class=format!("card card-{kind}") aria-labelledby=format!("title-{kind}")>
                    <div class=format!("card-art art-{kind}") aria-hidden="true"></div>
                    <h2 id=format!("title-{kind}")>{info.title}</h2>
                    <p class="tagline">{info.tagline}</p>
                    <div class="card-buttons">
                        <PlayButton kind=kind />
                        <Show when=move || saved>
                            <button
                                aria-label=format!("Continue {}", info.title)
                                on:click=move |_| context.navigate(&Route::Play { kind, fresh: false, position: None })
                            >
                                "CONTINUE"
                            </button>
                        </Show>
                        <button
                            class="quiet"
                            aria-label=format!("How to play {}", info.title)
                            on:click=move |_| context.navigate(&Route::Rules(kind))
                        >
                            "HOW TO PLAY"
                        </button>
                    </div>
                </section>
            }
        })
        .collect_view();
    view! {
        <header class="masthead">
            <h1>"skill" <span>"games"</span></h1>
            <p>"Three games of pure skill. No luck, nothing hidden."</p>
        </header>
        <div class="cards">{cards}</div>
        <footer class="foot">"Your games and statistics stay in this browser."</footer>
    }
}
