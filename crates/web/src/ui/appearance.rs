//! The preferences on the page: the theme, the animation speed and the coordinates as
//! attributes of the root element, where the stylesheet reads them.

use leptos::prelude::*;

use super::context::{AppContext, media_matches};

/// The page's root element (`<html>`), whose attributes the stylesheet reads.
pub(super) fn root_element() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.document_element()
}

/// Puts the preferences on the page's root element, where the stylesheet reads them
/// (`data-theme`, `data-motion`, `data-coords`).
pub(super) fn apply_preferences(context: AppContext) {
    Effect::new(move |_| {
        let preferences = context.preferences.get();
        let theme = preferences.theme.resolved(context.system_light.get());
        let motion = preferences.motion(context.reduced_motion);
        let Some(root) = root_element() else {
            return;
        };
        let coords = if preferences.coordinates { "on" } else { "off" };
        for (name, value) in [
            ("data-theme", theme.attribute()),
            ("data-motion", motion.attribute()),
            ("data-coords", coords),
        ] {
            let _ = root.set_attribute(name, value);
        }
    });
    // "Follow the system" follows a change of the device's colours while the page is open.
    if let Some(light) = media_matches("(prefers-color-scheme: light)") {
        let system_light = context.system_light;
        let list = light.clone();
        let changed = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
            system_light.set(list.matches());
        });
        light.set_onchange(Some(wasm_bindgen::JsCast::unchecked_ref(changed.as_ref())));
        // The page's lifetime: the app is mounted once.
        changed.forget();
    }
}
