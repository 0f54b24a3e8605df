//! The game's chat, under it: the players' room for its players, the spectators' room for
//! everyone else while it is played (its players read it once the game is over), each with its
//! lines so far, the quick phrases and a line to write. Its model is [`GameChat`]
//! (`skillgames-page`), kept by the game's page from the moment it opens (the history arrives
//! with the game); the lines of players the viewer muted or blocked are not shown, and a
//! players' line is shown without its bad words when the viewer's preferences ask. Lines are
//! drawn as text; a name links to its player's page (follow, mute, block, report).

use crate::i18n::t;
use crate::net::{self, Incoming, Online};
use crate::ui::chat_view::{chat_lines, write_box};
use leptos::prelude::*;
use skillgames_online::{ChatRoom, GameId};
use skillgames_page::chat::{GameChat, QUICK_PHRASES};

/// The chat of game `id`, listening from now on; the names the viewer does not read are asked
/// for once.
pub(super) fn listen(online: Online, id: GameId, clean: bool) -> RwSignal<GameChat> {
    let mut model = GameChat::new(id);
    model.set_clean(clean);
    let chat = RwSignal::new(model);
    online.listen(move |incoming| {
        if let Incoming::Message(message) = incoming {
            chat.try_update(|c| c.receive(message));
        }
    });
    leptos::task::spawn_local(async move {
        let Ok(answer) = net::api("GET", "/api/relations", None).await else {
            return;
        };
        if !answer.ok() {
            return;
        }
        let Ok(value) = serde_json::from_str::<serde_json::Value>(&answer.text) else {
            return;
        };
        let names = |key: &str| -> Vec<String> {
            value[key]
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|n| n.as_str().map(str::to_owned))
                        .collect()
                })
                .unwrap_or_default()
        };
        let mut hidden = names("mutes");
        hidden.extend(names("blocks"));
        chat.try_update(|c| c.set_hidden(hidden));
    });
    chat
}

/// The lines of `room`, as text.
fn lines(chat: RwSignal<GameChat>, room: ChatRoom) -> impl IntoView {
    move || chat_lines(chat.with(|c| c.shown(room)))
}

/// The chat's panels: the room one writes in (`playing`: the players'; otherwise the
/// spectators', while `open`), and, once the game is over, the spectators' room read-only for
/// its players.
pub(super) fn chat_panel(
    online: Online,
    chat: RwSignal<GameChat>,
    playing: Signal<bool>,
    over: Signal<bool>,
) -> impl IntoView {
    let draft = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        let room = if playing.get() {
            ChatRoom::Players
        } else {
            ChatRoom::Spectators
        };
        chat.update(|c| c.set_room(room));
    });
    // Once the game is over its players may read the spectators' room: the chat read again,
    // once (the memo changes only when the game ends, not with every change of the page).
    let finished = Memo::new(move |_| playing.get() && over.get());
    Effect::new(move |_| {
        if !finished.get() {
            return;
        }
        let game = chat.with_untracked(|c| c.game().clone());
        leptos::task::spawn_local(async move {
            let path = format!("/api/games/{game}/chat");
            let Ok(answer) = net::api("GET", &path, None).await else {
                return;
            };
            #[derive(serde::Deserialize)]
            struct Lines {
                lines: Vec<skillgames_online::ChatLine>,
            }
            if let Ok(read) = serde_json::from_str::<Lines>(&answer.text) {
                let history = skillgames_online::ServerMessage::ChatHistory {
                    game,
                    lines: read.lines,
                };
                chat.try_update(|c| c.receive(&history));
            }
        });
    });
    let send = move |text: String| match chat.with_untracked(|c| c.write(&text)) {
        Ok(message) => {
            if online.send(&message) {
                draft.set(String::new());
                error.set(None);
            } else {
                error.set(Some(t("live-offline")));
            }
        }
        Err(err) => error.set(Some(t(err.message()))),
    };
    // A refusal of a line (a flood, a mute, a block) is said under the line.
    online.listen(move |incoming| {
        if let Incoming::Message(message) = incoming
            && let skillgames_online::ServerMessage::Refused {
                reason:
                    reason @ (skillgames_online::Refusal::BadChat
                    | skillgames_online::Refusal::ChatMarkup
                    | skillgames_online::Refusal::ChatFull
                    | skillgames_online::Refusal::Muted
                    | skillgames_online::Refusal::Blocked),
                ..
            } = message.as_ref()
        {
            error.try_set(Some(t(reason.message())));
        }
    });
    let quick = move || {
        // Said in the writer's language, as on lichess.
        QUICK_PHRASES
            .iter()
            .map(|&phrase| {
                let words = t(phrase);
                let said = words.clone();
                view! { <button class="quiet" on:click=move |_| send(said.clone())>{words}</button> }
            })
            .collect_view()
    };
    // Spectators write while the game is played; players always in their own room.
    let writable = move || playing.get() || !over.get();
    let title = move || {
        if playing.get() {
            t("live-chat")
        } else {
            t("live-spectators-chat")
        }
    };
    view! {
        <section class="game-chat" aria-label=title>
            <h2>{title}</h2>
            <div class="chat-lines">
                {move || {
                    let room = if playing.get() { ChatRoom::Players } else { ChatRoom::Spectators };
                    lines(chat, room)
                }}
            </div>
            <Show when=writable>
                <div class="quick-phrases">{quick()}</div>
                {write_box(t("live-your-message"), draft, move || send(draft.get_untracked()))}
            </Show>
            <p class="error" role="alert">{move || error.get()}</p>
        </section>
        <Show when=move || playing.get() && over.get() && chat.with(|c| c.has(ChatRoom::Spectators))>
            <section class="game-chat spectators-room" aria-label=t("live-spectators-chat")>
                <h2>{t("live-spectators-chat")}</h2>
                <div class="chat-lines">{lines(chat, ChatRoom::Spectators)}</div>
            </section>
        </Show>
    }
}
