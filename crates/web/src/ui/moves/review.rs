//! The review controls: buttons (and the arrow keys, Home and End, which the pages map to the
//! same steps) to step through the game.

use crate::i18n::t;
use leptos::prelude::*;

/// What a review button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ui) enum Step {
    /// To the start of the game.
    First,
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// To the latest move (the live game).
    Last,
}

/// The class of a review button's icon: drawn by the stylesheet (an SVG mask in the button's
/// colour), not a character of a font (Debian's fonts, for one, have no ⏮).
fn step_icon(step: Step) -> &'static str {
    match step {
        Step::First => "step-icon icon-first",
        Step::Back => "step-icon icon-back",
        Step::Forward => "step-icon icon-forward",
        Step::Last => "step-icon icon-last",
    }
}

/// The review buttons under the board.
#[component]
pub(in crate::ui) fn ReviewBar(
    can_back: Signal<bool>,
    can_forward: Signal<bool>,
    on_step: Callback<Step>,
) -> impl IntoView {
    let button = move |step: Step, label: String, enabled: Signal<bool>| {
        view! {
            <button
                class="step"
                aria-label=label.clone()
                title=label
                disabled=move || !enabled.get()
                on:click=move |_| on_step.run(step)
            >
                <span class=step_icon(step) aria-hidden="true"></span>
            </button>
        }
    };
    view! {
        <div class="review-bar" role="group" aria-label=t("play-review-bar")>
            {button(Step::First, t("play-first-position"), can_back)}
            {button(Step::Back, t("play-previous-move"), can_back)}
            {button(Step::Forward, t("play-next-move"), can_forward)}
            {button(Step::Last, t("play-latest-move"), can_forward)}
        </div>
    }
}
