//! The preferences window, from the home page and the pause menu: theme, animation speed,
//! board coordinates and sound, each applied (and remembered) the moment it is chosen.

use super::context::AppContext;
use super::dialogs::{choice, focused_on_open, group, window_keys};
use leptos::prelude::*;
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
        .map(|t| choice(theme, t, t.label()))
        .into_iter()
        .collect_view();
    let speeds = Motion::ALL
        .map(|m| choice(motion, m, m.label()))
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
                <h2 id="preferences-title">"Preferences"</h2>
                {group("Theme", themes)}
                {group("Animations", speeds)}
                {group(
                    "Board coordinates",
                    (choice(coordinates, true, "Shown"), choice(coordinates, false, "Hidden")),
                )}
                {group("Sound", (choice(sound, true, "On"), choice(sound, false, "Off")))}
                {group(
                    "Tick in my last 10 seconds (live games)",
                    (choice(low_time, true, "On"), choice(low_time, false, "Off")),
                )}
                {group("Chat in games", (choice(chat, true, "Shown"), choice(chat, false, "Off")))}
                {group(
                    "Bad words in my games' chat",
                    (choice(clean_chat, true, "Hidden"), choice(clean_chat, false, "Shown")),
                )}
                <button node_ref=done class="primary wide" on:click=move |_| close()>"Done"</button>
            </div>
        </div>
    }
}
