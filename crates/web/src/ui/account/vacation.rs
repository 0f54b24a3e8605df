//! The account page's vacation: days away (at most 30 a year), during which the clocks of the
//! account's correspondence games stop; back early, the days not used are given back.

use super::one_field::OneField;
use crate::i18n::{t, tf};
use crate::net;
use crate::ui::when::day_and_time;
use leptos::prelude::*;
use skillgames_online::http::{VacationDays, VacationView};

/// Until when the account is away, or the days it may still take, and the way to change it.
#[component]
pub(super) fn VacationChoice() -> impl IntoView {
    let state = RwSignal::new(None::<VacationView>);
    let status = RwSignal::new(None::<String>);
    let read = move |text: &str| {
        if let Ok(now) = serde_json::from_str::<VacationView>(text) {
            state.set(Some(now));
        }
    };
    leptos::task::spawn_local(async move {
        if let Ok(answer) = net::api("GET", "/api/vacation", None).await
            && answer.ok()
        {
            read(&answer.text);
        }
    });
    let come_back = move |_| {
        status.set(None);
        leptos::task::spawn_local(async move {
            match net::api("POST", "/api/vacation/end", None).await {
                Ok(answer) if answer.ok() => read(&answer.text),
                Ok(answer) => status.set(Some(answer.error())),
                Err(()) => status.set(Some(net::unreachable())),
            }
        });
    };
    let taken = Callback::new(move |text: String| {
        read(&text);
        None
    });
    view! {
        <section class="vacation">
            <h2>{t("settings-vacation-title")}</h2>
            {move || state.get().map(|now| match now.until {
                Some(until) => view! {
                    <p>{tf("settings-vacation-until", &[("until", day_and_time(until).into())])}</p>
                    <button on:click=come_back>{t("settings-vacation-end")}</button>
                }.into_any(),
                None => view! {
                    <p class="help">{tf("settings-vacation-help", &[("count", now.days_left.into())])}</p>
                    <OneField id="vacation-days" label=t("settings-vacation-days") kind="number" autocomplete="off"
                        button=t("settings-vacation-go") method="POST" path="/api/vacation"
                        body=Callback::new(|days: String| serde_json::to_string(&VacationDays { days: days.parse().unwrap_or(0) }).ok())
                        done=taken />
                }.into_any(),
            })}
            <p class="help" role="status">{move || status.get()}</p>
        </section>
    }
}
