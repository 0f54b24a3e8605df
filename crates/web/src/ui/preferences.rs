//! The preferences window, from the home page and the pause menu: theme, animation speed,
//! board coordinates and sound, each applied (and remembered) the moment it is chosen.

use super::context::AppContext;
use super::dialogs::{choice, focused_on_open, group, window_keys};
use crate::i18n::t;
use leptos::prelude::*;
use skillgames_i18n::Language;
use skillgames_page::preferences::{Motion, Preferences, Theme};

/// A signal for one preference: it starts at `initial` and writes each new value into the
/// preferences with `store`.
fn preference<T>(context: AppContext, initial: T, store: fn(&mut Preferences, T)) -> RwSignal<T>
where
    T: Clone + PartialEq + Send + Sync + 'static,
{
    let signal = RwSignal::new(initial);
    Effect::new(move |previous: Option<T>| {
        let value = signal.get();
        if previous.is_some_and(|p| p != value) {
            let chosen = value.clone();
            context.update_preferences(move |p| store(p, chosen));
        }
        value
    });
    signal
}

/// The preferences window.
#[component]
pub(super) fn PreferencesDialog(on_close: Callback<()>) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let done = focused_on_open::<leptos::html::Button>();
    let now = context.preferences.get_untracked();
    let theme = preference(context, now.theme, |p, v| p.theme = v);
    let motion = preference(context, context.motion(), |p, v| p.motion = Some(v));
    let coordinates = preference(context, now.coordinates, |p, v| p.coordinates = v);
    let sound = preference(context, now.sound, |p, v| p.sound = v);
    let low_time = preference(context, now.low_time, |p, v| p.low_time = v);
    let chat = preference(context, now.chat, |p, v| p.chat = v);
    let clean_chat = preference(context, now.clean_chat, |p, v| p.clean_chat = v);
    let themes = Theme::ALL
        .map(|v| choice(theme, v, t(v.label())))
        .into_iter()
        .collect_view();
    let speeds = Motion::ALL
        .map(|m| choice(motion, m, t(m.label())))
        .into_iter()
        .collect_view();
    let close = move || on_close.run(());
    view! {
        <div
            class="overlay"
            role="dialog"
            aria-modal="true"
            aria-labelledby="preferences-title"
            on:keydown=window_keys(close)
        >
            <div class="dialog preferences">
                <h2 id="preferences-title">{t("preferences-title")}</h2>
                <LanguageMenu />
                {group(t("preferences-theme"), themes)}
                {group(t("preferences-animations"), speeds)}
                {group(
                    t("preferences-coordinates"),
                    (
                        choice(coordinates, true, t("preferences-shown")),
                        choice(coordinates, false, t("preferences-hidden")),
                    ),
                )}
                {group(
                    t("preferences-sound"),
                    (choice(sound, true, t("preferences-on")), choice(sound, false, t("preferences-off"))),
                )}
                {group(
                    t("preferences-low-time"),
                    (choice(low_time, true, t("preferences-on")), choice(low_time, false, t("preferences-off"))),
                )}
                {group(
                    t("preferences-chat"),
                    (choice(chat, true, t("preferences-shown")), choice(chat, false, t("preferences-off"))),
                )}
                {group(
                    t("preferences-bad-words"),
                    (
                        choice(clean_chat, true, t("preferences-hidden")),
                        choice(clean_chat, false, t("preferences-shown")),
                    ),
                )}
                <button node_ref=done class="primary wide" on:click=move |_| close()>{t("preferences-done")}</button>
            </div>
        </div>
    }
}

/// The language menu: each language named in itself (a reader finds theirs whatever the
/// page's language). A choice is fetched first (and kept for offline use), then remembered,
/// and the page is drawn again in it; a language that cannot be fetched now leaves the page
/// as it is, and says why.
#[component]
fn LanguageMenu() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let current = crate::i18n::language();
    let offline = RwSignal::new(false);
    let change = move |event: leptos::ev::Event| {
        let Some(language) = Language::from_code(&event_target_value(&event)) else {
            return;
        };
        leptos::task::spawn_local(async move {
            // Fetched (and so kept for offline use) before the page is drawn again in it;
            // the new page takes it.
            if crate::i18n::fetch(language).await.is_err() {
                offline.try_set(true);
                return;
            }
            context.update_preferences(|p| p.language = Some(language));
            crate::i18n::remember_on_server(language).await;
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        });
    };
    let options = Language::ALL
        .map(|l| {
            view! {
                <option value=l.code() lang=l.code() selected=l == current>
                    {l.native_name()}
                </option>
            }
        })
        .into_iter()
        .collect_view();
    view! {
        <fieldset class="language">
            <legend>
                <label for="language-menu">{t("preferences-language")}</label>
            </legend>
            <select id="language-menu" on:change=change>{options}</select>
            <Show when=move || offline.get()>
                <p class="field-error" role="alert">{t("preferences-language-offline")}</p>
            </Show>
        </fieldset>
    }
}
