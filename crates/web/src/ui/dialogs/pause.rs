//! The game page's pause menu: resume, a new game, sharing, the record, sound and preferences.

use super::{focused_on_open, trap_focus};
use crate::i18n::t;
use crate::ui::context::AppContext;
use leptos::prelude::*;

/// The pause menu.
#[component]
pub(in crate::ui) fn PauseMenu(
    on_resume: Callback<()>,
    on_new: Callback<()>,
    on_share: Callback<()>,
    on_record: Callback<()>,
    on_import: Callback<()>,
    on_preferences: Callback<()>,
    on_home: Callback<()>,
) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let resume_button = focused_on_open::<leptos::html::Button>();
    let sound_on = move || context.preferences.with(|p| p.sound);
    let toggle_sound = move |_| context.update_preferences(|p| p.sound = !p.sound);
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="pause-title" on:keydown=trap_focus>
            <div class="dialog">
                <h2 id="pause-title">{t("play-paused")}</h2>
                <button node_ref=resume_button class="primary wide" on:click=move |_| on_resume.run(())>
                    {t("play-resume")}
                </button>
                <button class="wide" on:click=move |_| on_new.run(())>{t("play-new-game")}</button>
                <button class="wide" on:click=move |_| on_share.run(())>{t("play-share-game")}</button>
                <button class="wide" on:click=move |_| on_record.run(())>{t("play-game-record")}</button>
                <button class="wide" on:click=move |_| on_import.run(())>{t("play-open-record")}</button>
                <div class="pair">
                    <button
                        aria-pressed=move || sound_on().to_string()
                        on:click=toggle_sound
                    >
                        {move || if sound_on() { t("play-sound-on") } else { t("play-sound-off") }}
                    </button>
                    <button on:click=move |_| on_preferences.run(())>{t("play-preferences")}</button>
                </div>
                <button class="wide quiet" on:click=move |_| on_home.run(())>{t("play-home")}</button>
            </div>
        </div>
    }
}
