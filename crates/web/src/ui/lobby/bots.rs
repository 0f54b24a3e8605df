//! Bots in the lobby: "Play a bot" (the bots connected now, `GET /api/bot/online`, each with
//! its ratings and a Challenge button), and the choice to hide bots' games from the lobby and
//! the games to watch (kept on the device).

use super::create::CreateDialog;
use crate::i18n::{t, tf};
use crate::net;
use crate::ui::online::{bot_badge, variant_words};
use leptos::prelude::*;
use serde::Deserialize;
use skillgames_online::{LobbyGame, VariantId};
use std::collections::BTreeMap;

/// Where the choice to hide bots' games is kept.
const HIDE_KEY: &str = "skillgames-hide-bots";
/// The most ratings shown for one bot.
const SHOWN_RATINGS: usize = 3;

/// A rating of the API's user (lichess's `perfs`).
#[derive(Clone, Debug, Deserialize)]
struct Perf {
    games: u32,
    rating: i64,
    prov: bool,
}

/// A bot, as `GET /api/bot/online` lists it (lichess's user).
#[derive(Clone, Debug, Deserialize)]
struct Bot {
    username: String,
    #[serde(default)]
    perfs: BTreeMap<String, Perf>,
}

impl Bot {
    /// Its ratings with the most games, in words: "Amazons, 8 × 8: 1612?".
    fn ratings(&self) -> String {
        let mut perfs: Vec<(&String, &Perf)> = self.perfs.iter().collect();
        perfs.sort_by_key(|(_, p)| std::cmp::Reverse(p.games));
        let words: Vec<String> = perfs
            .into_iter()
            .take(SHOWN_RATINGS)
            .filter_map(|(key, p)| {
                let (game, size) = key.rsplit_once('-')?;
                let mark = if p.prov { "?" } else { "" };
                let variant = variant_words(&VariantId::new(game, size.parse().ok()?));
                Some(tf(
                    "lobby-bot-rating",
                    &[
                        ("variant", variant.into()),
                        ("rating", format!("{}{mark}", p.rating).into()),
                    ],
                ))
            })
            .collect();
        if words.is_empty() {
            t("lobby-not-rated-yet")
        } else {
            words.join(" · ")
        }
    }
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whether bots' games are hidden, as the player last chose on this device.
pub(super) fn hide_bots() -> RwSignal<bool> {
    let hidden = local_storage()
        .and_then(|s| s.get_item(HIDE_KEY).ok().flatten())
        .is_some_and(|v| v == "1");
    let signal = RwSignal::new(hidden);
    Effect::new(move |_| {
        let hidden = signal.get();
        if let Some(storage) = local_storage() {
            let _ = storage.set_item(HIDE_KEY, if hidden { "1" } else { "0" });
        }
    });
    signal
}

/// Whether a bot plays in `game`.
pub(super) fn has_bot(game: &LobbyGame) -> bool {
    game.white.player.bot || game.black.as_ref().is_some_and(|b| b.player.bot)
}

/// The box that hides bots' games.
pub(super) fn bots_filter(hidden: RwSignal<bool>) -> impl IntoView {
    view! {
        <label class="bots-filter">
            <input
                type="checkbox"
                prop:checked=move || hidden.get()
                on:change=move |ev| hidden.set(event_target_checked(&ev))
            />
            " "
            {t("lobby-hide-bots")}
        </label>
    }
}

/// "Play a bot": the bots connected now, each to challenge.
#[component]
pub(super) fn PlayABot() -> impl IntoView {
    let bots = RwSignal::new(None::<Vec<Bot>>);
    let challenging = RwSignal::new(None::<String>);
    leptos::task::spawn_local(async move {
        if let Ok(answer) = net::api("GET", "/api/bot/online", None).await
            && answer.ok()
        {
            let list = answer
                .text
                .lines()
                .filter_map(|line| serde_json::from_str::<Bot>(line).ok())
                .collect();
            bots.set(Some(list));
        }
    });
    let rows = move || {
        bots.get().map(|list| {
            if list.is_empty() {
                return view! { <p class="empty">{t("lobby-no-bot")}</p> }.into_any();
            }
            let items = list
                .into_iter()
                .map(|bot| {
                    let name = bot.username.clone();
                    let label = tf("lobby-challenge-player", &[("name", name.clone().into())]);
                    let shown = name.clone();
                    let key = name.clone();
                    view! {
                        <li class="game-line bot-line" data-bot=key>
                            <span class="line-players">{shown} " " {bot_badge(true)}</span>
                            <span class="line-rated">{bot.ratings()}</span>
                            <button aria-label=label on:click=move |_| challenging.set(Some(name.clone()))>
                                {t("lobby-challenge")}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            view! { <ul class="game-lines" aria-label=t("lobby-bots")>{items}</ul> }.into_any()
        })
    };
    view! {
        <details class="play-a-bot">
            <summary>{t("lobby-play-a-bot")}</summary>
            {rows}
        </details>
        {move || challenging.get().map(|name| view! {
            <CreateDialog
                private=true
                opponent=name
                on_sent=Callback::new(|()| {})
                on_close=Callback::new(move |()| challenging.set(None))
            />
        })}
    }
}
