//! What every window over the page shares: the focus kept inside it (Tab stays in, the main
//! button focused on opening, the focus given back on closing) and Escape closing it. The
//! windows themselves are one per file: the settings (`settings.rs`), the pause menu
//! (`pause.rs`) and the end screen (`end.rs`); the options they are made of, `choices.rs`.

mod choices;
mod end;
mod pause;
mod settings;

pub(super) use choices::{choice, group};
pub(super) use end::EndScreen;
pub(super) use pause::PauseMenu;
pub(super) use settings::SettingsDialog;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Keeps Tab and Shift+Tab inside the window (`.overlay`) the event happened in.
pub(super) fn trap_focus(event: leptos::ev::KeyboardEvent) {
    if event.key() != "Tab" {
        return;
    }
    let Some(overlay) = super::listening_element(&event) else {
        return;
    };
    let Ok(found) = overlay.query_selector_all(
        "button:not([disabled]), textarea, input, [tabindex]:not([tabindex='-1'])",
    ) else {
        return;
    };
    let focusable: Vec<web_sys::HtmlElement> = (0..found.length())
        .filter_map(|i| found.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|e| e.offset_parent().is_some()) // hidden ones cannot take the focus
        .collect();
    let (Some(first), Some(last)) = (focusable.first(), focusable.last()) else {
        return;
    };
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    let is = |e: &web_sys::HtmlElement| {
        active
            .as_ref()
            .is_some_and(|a| a == e.unchecked_ref::<web_sys::Element>())
    };
    let inside = active.as_ref().is_some_and(|a| overlay.contains(Some(a)));
    if event.shift_key() && (is(first) || !inside) {
        event.prevent_default();
        let _ = last.focus();
    } else if !event.shift_key() && (is(last) || !inside) {
        event.prevent_default();
        let _ = first.focus();
    }
}

/// A node reference for a dialog's main button, focused when the dialog opens so that the
/// keyboard (and screen readers) start inside it. When the dialog closes, the focus goes back
/// to where it was when the dialog opened (the button that opened it, in the window under it),
/// never to the page behind the windows.
pub(super) fn focused_on_open<E>() -> NodeRef<E>
where
    E: leptos::html::ElementType,
    E::Output: wasm_bindgen::JsCast + Clone + Into<web_sys::HtmlElement> + 'static,
{
    use wasm_bindgen::JsCast;
    let opener = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    let opener = StoredValue::new_local(opener);
    on_cleanup(move || {
        if let Some(opener) = opener.try_get_value().flatten()
            && opener.is_connected()
        {
            let _ = opener.focus();
        }
    });
    let element = NodeRef::<E>::new();
    Effect::new(move |_| {
        if let Some(element) = element.get() {
            let _ = Into::<web_sys::HtmlElement>::into(element).focus();
        }
    });
    element
}

/// The keys of a window that closes by itself (`close`): Escape closes it, and only it (the
/// window under it, and the game, never hear that Escape); Tab stays inside it.
pub(super) fn window_keys(close: impl Fn() + 'static) -> impl Fn(leptos::ev::KeyboardEvent) {
    move |event: leptos::ev::KeyboardEvent| {
        if event.key() == "Escape" {
            event.stop_propagation();
            event.prevent_default();
            close();
        } else {
            trap_focus(event);
        }
    }
}
