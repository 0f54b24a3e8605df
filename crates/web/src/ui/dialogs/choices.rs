//! The options a settings window is made of: a choice among several, under its legend.

use leptos::prelude::*;

/// One option of a settings group: highlighted (and pressed, for screen readers) when chosen.
pub(in crate::ui) fn choice<T, L>(chosen: RwSignal<T>, value: T, label: L) -> impl IntoView
where
    T: Clone + PartialEq + Send + Sync + 'static,
    L: IntoView + 'static,
{
    let is_chosen = {
        let value = value.clone();
        move || chosen.with(|c| *c == value)
    };
    view! {
        <button
            class="choice"
            class:chosen=is_chosen.clone()
            aria-pressed=move || is_chosen().to_string()
            on:click=move |_| chosen.set(value.clone())
        >
            {label}
        </button>
    }
}

/// A group of options under its legend.
pub(in crate::ui) fn group(
    legend: impl IntoView + 'static,
    choices: impl IntoView + 'static,
) -> impl IntoView {
    view! {
        <fieldset>
            <legend>{legend}</legend>
            <div class="choices">{choices}</div>
        </fieldset>
    }
}
