//! The clock of a game being created: one of the presets, minutes and an increment typed in,
//! or days a move (correspondence).

use crate::i18n::{t, tf};
use crate::ui::dialogs::choice;
use leptos::prelude::*;
use skillgames_online::{CORRESPONDENCE_DAYS, PRESETS, TimeControl};

/// What the creator of a game chose for its clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TimeChoice {
    /// One of the presets, or a custom control once typed in.
    Live(u16, u16),
    /// Minutes and increment typed in.
    Custom,
    /// Days a move.
    Days(u8),
}

/// The clock chosen so far: the choice, and the custom control's fields as typed.
#[derive(Clone, Copy)]
pub(in crate::ui) struct TimeInput {
    time: RwSignal<TimeChoice>,
    minutes: RwSignal<String>,
    increment: RwSignal<String>,
}

impl TimeInput {
    /// Five minutes and three seconds a move chosen; the custom fields at 10 and 0.
    pub(in crate::ui) fn new() -> TimeInput {
        TimeInput {
            time: RwSignal::new(TimeChoice::Live(5, 3)),
            minutes: RwSignal::new(String::from("10")),
            increment: RwSignal::new(String::from("0")),
        }
    }

    /// The control chosen (a custom one that does not read is 0+0, which its check refuses).
    pub(in crate::ui) fn control(self) -> TimeControl {
        let TimeInput {
            time,
            minutes,
            increment,
        } = self;
        match time.get_untracked() {
            TimeChoice::Live(minutes, increment) => TimeControl::Live { minutes, increment },
            TimeChoice::Days(days) => TimeControl::Correspondence { days },
            TimeChoice::Custom => {
                let parsed = (
                    minutes.get_untracked().trim().parse::<u16>(),
                    increment.get_untracked().trim().parse::<u16>(),
                );
                match parsed {
                    (Ok(minutes), Ok(increment)) => TimeControl::Live { minutes, increment },
                    _ => TimeControl::Live {
                        minutes: 0,
                        increment: 0,
                    },
                }
            }
        }
    }

    /// The choices: the presets, Custom (with its fields), and the days of correspondence.
    pub(in crate::ui) fn fieldset(self) -> impl IntoView {
        let TimeInput {
            time,
            minutes,
            increment,
        } = self;
        let presets = PRESETS
            .iter()
            .map(|&(m, i)| choice(time, TimeChoice::Live(m, i), format!("{m}+{i}")))
            .collect_view();
        let days = CORRESPONDENCE_DAYS
            .iter()
            .map(|&d| {
                let label = tf("lobby-days", &[("count", d.into())]);
                choice(time, TimeChoice::Days(d), label)
            })
            .collect_view();
        view! {
            <fieldset>
                <legend>{t("lobby-time")}</legend>
                <div class="choices">
                    {presets}
                    {choice(time, TimeChoice::Custom, t("lobby-custom"))}
                </div>
                <Show when=move || time.get() == TimeChoice::Custom>
                    <div class="custom-time">
                        <label>
                            {t("lobby-minutes")}
                            <input type="number" min="1" max="180" prop:value=move || minutes.get()
                                on:input=move |e| minutes.set(event_target_value(&e)) />
                        </label>
                        <label>
                            {t("lobby-seconds-a-move")}
                            <input type="number" min="0" max="180" prop:value=move || increment.get()
                                on:input=move |e| increment.set(event_target_value(&e)) />
                        </label>
                    </div>
                </Show>
                <p class="help">{t("lobby-correspondence-help")}</p>
                <div class="choices">{days}</div>
            </fieldset>
        }
    }
}
