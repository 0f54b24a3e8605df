//! One field and a button, sent as JSON: the account page's small forms (an email address,
//! a forgotten password, a new one, days of vacation) share it, as the lobby's piece must stay
//! small.

use crate::net;
use leptos::prelude::*;

/// One field and a button: `body` makes the request's JSON from what was typed; `done` gets
/// the answer's text when it succeeds, and says what to show.
#[component]
pub(super) fn OneField(
    id: &'static str,
    #[prop(into)] label: String,
    kind: &'static str,
    autocomplete: &'static str,
    #[prop(into)] button: String,
    method: &'static str,
    path: &'static str,
    #[prop(optional)] start: String,
    body: Callback<String, Option<String>>,
    done: Callback<String, Option<String>>,
) -> impl IntoView {
    let value = RwSignal::new(start);
    let said = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        said.set(None);
        let request = body.run(value.get_untracked().trim().to_owned());
        leptos::task::spawn_local(async move {
            let text = match net::api(method, path, request).await {
                Ok(answer) if answer.ok() => done.run(answer.text),
                Ok(answer) => Some(answer.error()),
                Err(()) => Some(net::unreachable()),
            };
            said.set(text);
            busy.set(false);
        });
    };
    view! {
        <form class="one-field" on:submit=submit>
            <label>
                {label}
                <input
                    type=kind
                    name=id
                    autocomplete=autocomplete
                    required
                    aria-describedby=format!("{id}-said")
                    prop:value=move || value.get()
                    on:input=move |e| value.set(event_target_value(&e))
                />
            </label>
            <button type="submit" disabled=move || busy.get()>{button}</button>
            <p id=format!("{id}-said") class="help" role="status">{move || said.get()}</p>
        </form>
    }
}
