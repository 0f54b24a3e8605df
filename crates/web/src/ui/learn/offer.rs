//! The offer of a game's lessons on its first visit, in the settings window (made once: "No
//! thanks" or a lesson ends it).

use crate::i18n::{game_title, t, tf};
use crate::ui::context::AppContext;
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_catalogue::LESSONS;
use skillgames_play::GameInfo;

/// On a game's first visit, the offer of its lessons (made once: "No thanks" or a lesson
/// ends it).
#[component]
pub(in crate::ui) fn LessonOffer(info: &'static GameInfo) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let offer = context
        .storage
        .with_value(|s| s.lesson_progress().should_offer(info.name))
        && !LESSONS.of(info).is_empty();
    let shown = RwSignal::new(offer);
    let seen = move || {
        context.storage.with_value(|s| {
            let mut progress = s.lesson_progress();
            progress.offered(info.name);
            s.save_lesson_progress(&progress);
        });
        context.collect_notices();
    };
    view! {
        <Show when=move || shown.get()>
            <div class="lesson-offer" id="lesson-offer">
                <p>{tf("offer-new-to", &[("game", game_title(info.name).into()), ("count", LESSONS.of(info).len().into())])}</p>
                // Side by side: the offer stays small enough for the settings window to fit a
                // phone's screen with it.
                <div class="lesson-offer-buttons">
                    <button class="primary" id="lesson-offer-yes" on:click=move |_| {
                        seen();
                        context.navigate(&Route::Learn(info.name));
                    }>{t("offer-learn")}</button>
                    <button class="quiet" id="lesson-offer-no" on:click=move |_| {
                        seen();
                        shown.set(false);
                    }>{t("offer-no-thanks")}</button>
                </div>
            </div>
        </Show>
    }
}
