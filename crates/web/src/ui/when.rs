//! A moment (milliseconds since 1970) in the browser's own words for dates and times.

/// The date and time of `ms`, as the browser writes them where the player lives.
pub(crate) fn day_and_time(ms: u64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    String::from(date.to_locale_string(
        crate::i18n::language().code(),
        &wasm_bindgen::JsValue::UNDEFINED,
    ))
}
