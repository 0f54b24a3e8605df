//! On the home page: the online games where it is the player's turn, each a button to it.

use super::context::AppContext;
use super::online::variant_words;
use super::route::Route;
use crate::i18n::{t, tf};
use leptos::prelude::*;

/// "Your turn": the player's online games waiting for their move (nothing when there are none).
#[component]
pub(super) fn YourTurn() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    move || {
        let games: Vec<_> = online
            .games
            .get()
            .into_iter()
            .filter(|g| g.your_turn)
            .collect();
        (!games.is_empty()).then(|| {
            let items = games
                .into_iter()
                .map(|g| {
                    let label = tf(
                        "common-game-against",
                        &[
                            ("variant", variant_words(&g.variant).into()),
                            ("opponent", g.opponent.clone().into()),
                        ],
                    );
                    let id = g.id;
                    view! {
                        <li>
                            <button data-game-id=id.to_string() on:click=move |_| context.navigate(&Route::Online(id.clone()))>
                                {label}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <section class="your-turn" aria-labelledby="your-turn-title">
                    <h2 id="your-turn-title">{t("common-your-turn")}</h2>
                    <ul>{items}</ul>
                </section>
            }
        })
    }
}
