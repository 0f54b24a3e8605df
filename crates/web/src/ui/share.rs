//! Windows for taking a game out of the app and bringing one in: a text to copy (a link or
//! a game record), the import window, and the question before a friend's game replaces the
//! one in progress. Every window keeps the keyboard inside it.

use super::dialogs::{focused_on_open, window_keys};
use crate::i18n::t;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Copies `text` to the clipboard; `done` hears whether it worked (the browser may refuse).
pub(super) fn copy_text(text: String, done: impl FnOnce(bool) + 'static) {
    let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) else {
        done(false);
        return;
    };
    let promise = clipboard.write_text(&text);
    leptos::task::spawn_local(async move {
        let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
        if !ok {
            leptos::logging::warn!("the browser refused to copy to the clipboard");
        }
        done(ok);
    });
}

/// Something to copy: a link or a game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Sharing {
    /// The window's title.
    pub(super) title: String,
    /// One line on what it is for.
    pub(super) help: String,
    /// The text.
    pub(super) text: String,
}

/// A window showing a text with a Copy button (and the text selected, to copy by hand).
#[component]
pub(super) fn ShareDialog(sharing: Sharing, on_close: Callback<()>) -> impl IntoView {
    let copy_button = focused_on_open::<leptos::html::Button>();
    let copied = RwSignal::new(None::<bool>);
    let text = sharing.text.clone();
    let copy = move |_| {
        let copied = copied;
        copy_text(text.clone(), move |ok| copied.set(Some(ok)));
    };
    let select_all = |event: leptos::ev::FocusEvent| {
        if let Some(area) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
        {
            area.select();
        }
    };
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="share-title" on:keydown=window_keys(move || on_close.run(()))>
            <div class="dialog">
                <h2 id="share-title">{sharing.title.clone()}</h2>
                <p class="help">{sharing.help}</p>
                <textarea class="share-text" readonly rows="5" aria-label=sharing.title on:focus=select_all>
                    {sharing.text.clone()}
                </textarea>
                <p class="copied" role="status">
                    {move || match copied.get() {
                        Some(true) => t("common-copied"),
                        Some(false) => t("common-copy-refused"),
                        None => String::new(),
                    }}
                </p>
                <button node_ref=copy_button class="primary wide" on:click=copy>{t("common-copy")}</button>
                <button class="wide quiet" on:click=move |_| on_close.run(())>{t("common-done")}</button>
            </div>
        </div>
    }
}

/// The import window: paste a game record or a position; `on_open` answers with the error
/// to show, if the text is not a game. `heading` is the window's title.
#[component]
pub(super) fn ImportDialog(
    heading: String,
    on_open: Callback<String, Option<String>>,
    on_close: Callback<()>,
) -> impl IntoView {
    let area = focused_on_open::<leptos::html::Textarea>();
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let open = move |_| error.set(on_open.run(text.get_untracked()));
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="import-title" on:keydown=window_keys(move || on_close.run(()))>
            <div class="dialog">
                <h2 id="import-title">{heading}</h2>
                <p class="help">{t("common-import-help")}</p>
                <textarea
                    node_ref=area
                    class="share-text"
                    rows="7"
                    aria-label=t("common-import-label")
                    aria-describedby="import-error"
                    on:input=move |event| text.set(event_target_value(&event))
                ></textarea>
                <p id="import-error" class="error" role="alert">{move || error.get()}</p>
                <button class="primary wide" on:click=open>{t("common-open")}</button>
                <button class="wide quiet" on:click=move |_| on_close.run(())>{t("common-cancel")}</button>
            </div>
        </div>
    }
}

/// Before a friend's game from a link replaces the game in progress.
#[component]
pub(super) fn ReplaceDialog(on_answer: Callback<bool>) -> impl IntoView {
    let keep = focused_on_open::<leptos::html::Button>();
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="replace-title" on:keydown=window_keys(move || on_answer.run(false))>
            <div class="dialog">
                <h2 id="replace-title">{t("common-replace-title")}</h2>
                <p class="help">{t("common-replace-help")}</p>
                <button class="primary wide" on:click=move |_| on_answer.run(true)>{t("common-replace-open")}</button>
                <button node_ref=keep class="wide" on:click=move |_| on_answer.run(false)>{t("common-replace-keep")}</button>
            </div>
        </div>
    }
}
