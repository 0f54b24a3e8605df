//! The games being played, to watch (`#/watch`): fetched from the service, refreshed on
//! request, each with its Watch button; bots' games hidden if the player chose so.

use super::bots::{bots_filter, has_bot, hide_bots};
use super::games::game_line;
use crate::i18n::{t, tf};
use crate::net::{self, Service};
use crate::ui::context::AppContext;
use crate::ui::online::OnlineBar;
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_online::LobbyGame;

/// The games being played, to watch: `#/watch`.
#[component]
pub(in crate::ui) fn WatchPage() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    // Who the player is (the bar at the top); watching needs no connection until a game opens.
    online.refresh();
    let games = RwSignal::new(None::<Vec<LobbyGame>>);
    let load = move || {
        leptos::task::spawn_local(async move {
            match net::api("GET", "/api/live", None).await {
                Ok(answer) if answer.ok() => {
                    games.set(serde_json::from_str(&answer.text).ok());
                }
                _ => online.service.set(Service::Unreachable),
            }
        });
    };
    load();
    let hidden = hide_bots();
    let rows = move || {
        let hide = hidden.get();
        games.get().map(|list| {
            let list: Vec<LobbyGame> = list.into_iter().filter(|g| !(hide && has_bot(g))).collect();
            if list.is_empty() {
                return view! { <p class="empty">{t("lobby-nobody-playing")}</p> }.into_any();
            }
            let items = list
                .into_iter()
                .map(|game| {
                    let id = game.id.clone();
                    let moves = tf("lobby-moves", &[("count", game.ply.into())]);
                    let key = id.to_string();
                    view! {
                        <li class="game-line" data-game-id=key>
                            {game_line(&game)}
                            <span class="line-moves">{moves}</span>
                            <button on:click=move |_| context.navigate(&Route::Online(id.clone()))>{t("lobby-watch")}</button>
                        </li>
                    }
                })
                .collect_view();
            view! { <ul class="game-lines" aria-label=t("lobby-games-being-played")>{items}</ul> }.into_any()
        })
    };
    view! {
        <div class="online-page watch">
            <OnlineBar />
            <h1>{t("lobby-watch-title")}</h1>
            <button on:click=move |_| load()>{t("lobby-refresh")}</button>
            {bots_filter(hidden)}
            {rows}
        </div>
    }
}
