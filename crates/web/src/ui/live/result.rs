//! The live game's result, once it ends: who won, how the ratings moved, and where to go next.

use super::LivePage;
use crate::i18n::{say, t};
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_online::Colour;
use skillgames_page::live::Command;
use skillgames_play::link::{GameLink, LinkKind};

/// The result, the ratings' changes and the buttons after the game.
pub(super) fn result(live: LivePage, record_href: StoredValue<String>) -> impl IntoView {
    let result = move || {
        live.with_game(|g| g.and_then(skillgames_page::online::OnlineGame::result_words))
            .map(|words| say(&words))
    };
    let ratings = move || {
        live.with_game(|g| {
            let g = g?;
            let changes = g.rating_changes()?;
            Some(
                [Colour::White, Colour::Black]
                    .into_iter()
                    .zip(changes)
                    .map(|(colour, change)| {
                        let name = g.side(colour).map(|s| s.player.name.clone()).unwrap_or_default();
                        let delta = change.after.rating - change.before.rating;
                        view! {
                            <li data-rating-change=name.clone()>
                                {format!("{name}: {} → {} ({delta:+})", change.before, change.after)}
                            </li>
                        }
                    })
                    .collect_view(),
            )
        })
    };
    // The finished game on the review page, where it can be analysed.
    let review_link = move || {
        live.with_game(|g| {
            let g = g?;
            let variant = g.state().variant();
            Some(GameLink::new(LinkKind::View, variant, None, g.view().moves.clone()).href())
        })
    };
    let context = live.context;
    view! {
        <section class="online-result" aria-label=t("live-result")>
            <h2 class="result">{result}</h2>
            <ul class="rating-changes">{ratings}</ul>
            <div class="game-buttons">
                <Show when=move || live.has(&|g| g.can_offer_rematch())>
                    <button class="primary" on:click=move |_| live.command(Command::Offer(skillgames_online::Offer::Rematch))>{t("live-rematch")}</button>
                </Show>
                {move || review_link().map(|href| view! { <a class="button" href=href>{t("live-review-analyse")}</a> })}
                <a class="button" href=record_href.get_value()>{t("live-game-record")}</a>
                <button on:click=move |_| context.navigate(&Route::Lobby)>{t("live-back-to-lobby")}</button>
            </div>
        </section>
    }
}
