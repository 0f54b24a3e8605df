//! The players' chat of the game, under it: the lines so far, the quick phrases and a line to
//! write. Its model is [`GameChat`] (`skillgames-page`), kept by the game's page from the
//! moment it opens (the history arrives with the game). Lines are drawn as text.

use crate::net::{Incoming, Online};
use leptos::prelude::*;
use skillgames_online::{GameId, MAX_CHAT_LEN};
use skillgames_page::chat::{GameChat, QUICK_PHRASES};
use skillgames_page::live::OFFLINE;

/// The chat of game `id`, listening from now on.
pub(super) fn listen(online: Online, id: GameId) -> RwSignal<GameChat> {
    let chat = RwSignal::new(GameChat::new(id));
    online.listen(move |incoming| {
        if let Incoming::Message(message) = incoming {
            chat.try_update(|c| c.receive(message));
        }
    });
    chat
}

/// The chat's panel.
pub(super) fn chat_panel(online: Online, chat: RwSignal<GameChat>) -> impl IntoView {
    let draft = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let send = move |text: String| match chat.with_untracked(|c| c.write(&text)) {
        Ok(message) => {
            if online.send(&message) {
                draft.set(String::new());
                error.set(None);
            } else {
                error.set(Some(OFFLINE.to_owned()));
            }
        }
        Err(err) => error.set(Some(err.to_string())),
    };
    let lines = move || {
        chat.with(|c| {
            c.lines()
                .iter()
                .map(|l| {
                    view! {
                        <p class="chat-line"><span class="chat-from">{l.from.clone()}</span> ": " {l.text.clone()}</p>
                    }
                })
                .collect_view()
        })
    };
    let quick = QUICK_PHRASES
        .iter()
        .map(|&phrase| view! { <button class="quiet" on:click=move |_| send(phrase.to_owned())>{phrase}</button> })
        .collect_view();
    view! {
        <section class="game-chat" aria-label="Chat">
            <h2>"Chat"</h2>
            <div class="chat-lines">{lines}</div>
            <div class="quick-phrases">{quick}</div>
            <div class="chat-write">
                <input
                    type="text"
                    aria-label="Your message"
                    maxlength=MAX_CHAT_LEN.to_string()
                    prop:value=move || draft.get()
                    on:input=move |ev| draft.set(event_target_value(&ev))
                    on:keydown=move |ev| {
                        if ev.key() == "Enter" {
                            send(draft.get_untracked());
                        }
                    }
                />
                <button on:click=move |_| send(draft.get_untracked())>"Send"</button>
            </div>
            <p class="error" role="alert">{move || error.get()}</p>
        </section>
    }
}
