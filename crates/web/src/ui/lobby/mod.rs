//! The lobby (`#/online`): the open games, each to join (`games.rs`); creating one or
//! challenging a friend by link (`create.rs`, its clock in `time.rs`); the bots to play and
//! the choice to hide bots' games (`bots.rs`). The list of games being
//! played, to watch, is `watch.rs`.

mod bots;
mod create;
mod games;
mod time;
mod watch;

pub(super) use create::CreateDialog;
pub(super) use time::TimeInput;
pub(super) use watch::WatchPage;

use super::context::AppContext;
use super::online::OnlineBar;
use super::play::absolute;
use super::route::Route;
use super::share::{ShareDialog, Sharing};
use crate::i18n::t;
use crate::net::{Incoming, Service};
use bots::{PlayABot, bots_filter, has_bot, hide_bots};
use games::open_games;
use leptos::prelude::*;
use skillgames_online::{ClientMessage, GameId, LobbyGame, ServerMessage};

/// The lobby: `#/online`.
#[component]
pub(super) fn Lobby() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let games = RwSignal::new(None::<Vec<LobbyGame>>);
    let error = RwSignal::new(None::<String>);
    let creating = RwSignal::new(None::<bool>);
    let challenging = StoredValue::new(false);
    let challenge = RwSignal::new(None::<GameId>);
    online.listen(move |incoming| {
        let Incoming::Message(message) = incoming else {
            return;
        };
        match message.as_ref() {
            ServerMessage::Lobby { games: list } => games.set(Some(list.clone())),
            ServerMessage::Created { game } if challenging.get_value() => {
                challenging.set_value(false);
                challenge.set(Some(game.clone()));
            }
            // Worded in the page's language.
            ServerMessage::Refused { reason, .. } => error.set(Some(t(reason.message()))),
            ServerMessage::Error { text } => {
                // The server's own words are for the log; the player is told in their language.
                leptos::logging::warn!("the server could not read a message: {text}");
                error.set(Some(t("live-unread")));
            }
            _ => {}
        }
    });
    online.subscribe(ClientMessage::Lobby, ClientMessage::LeaveLobby);
    let me = move || online.me.with(|m| m.as_ref().map(|m| m.name.clone()));
    let hidden = hide_bots();
    let rows = move || {
        let mine = me();
        let account = online.me.with(|m| m.as_ref().is_some_and(|m| m.account));
        let hide = hidden.get();
        games.get().map(|list| {
            let list = list.into_iter().filter(|g| !(hide && has_bot(g))).collect();
            open_games(list, mine.as_deref(), account, context, error)
        })
    };
    let close_challenge = Callback::new(move |()| {
        if let Some(id) = challenge.get_untracked() {
            challenge.set(None);
            context.navigate(&Route::Online(id));
        }
    });
    view! {
        <div class="online-page lobby">
            <OnlineBar />
            <h1>{t("lobby-title")}</h1>
            <div class="lobby-buttons">
                <button class="primary" on:click=move |_| creating.set(Some(false))>{t("lobby-create-game")}</button>
                <button on:click=move |_| creating.set(Some(true))>{t("lobby-challenge-friend")}</button>
            </div>
            <p class="error" role="alert">{move || error.get()}</p>
            <PlayABot />
            <h2>{t("lobby-open-games")}</h2>
            {bots_filter(hidden)}
            {move || match (games.with(Option::is_some), online.service.get()) {
                (false, Service::Unreachable) => None,
                (false, _) => Some(view! { <p class="empty">{t("lobby-looking")}</p> }.into_any()),
                (true, _) => rows().map(IntoAny::into_any),
            }}
        </div>
        {move || creating.get().map(|private| view! {
            <CreateDialog
                private=private
                on_sent=Callback::new(move |()| challenging.set_value(private))
                on_close=Callback::new(move |()| creating.set(None))
            />
        })}
        {move || challenge.get().map(|id| view! {
            <ShareDialog
                sharing=Sharing {
                    title: t("lobby-challenge-friend"),
                    help: t("lobby-challenge-link-help"),
                    text: absolute(&Route::Online(id).href()),
                }
                on_close=close_challenge
            />
        })}
    }
}
