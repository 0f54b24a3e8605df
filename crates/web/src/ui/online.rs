//! What the online pages share: the bar at their top (the way home, the lobby, watching, who
//! the player is there, logging in and out), the words for games, time controls and ratings,
//! and the line that says when the service cannot be reached.

use super::context::AppContext;
use super::route::Route;
use crate::i18n::{game_title, t, tf};
use crate::net::{self, Link, Service};
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::{SideView, TimeControl, VariantId};

/// The game and board in words: "Amazons, 6 × 6".
pub(super) fn variant_words(variant: &VariantId) -> String {
    let (game, size) = (variant.game(), variant.size());
    let game = match CATALOGUE.find(game) {
        Ok(info) => game_title(info.name),
        Err(_) => game.to_owned(),
    };
    tf(
        "common-variant",
        &[("game", game.into()), ("size", size.into())],
    )
}

/// A time control in words: "3+2" (minutes and seconds a move), "3 days a move".
pub(super) fn time_words(time: TimeControl) -> String {
    match time {
        TimeControl::Live { .. } => time.to_string(),
        TimeControl::Correspondence { days } => {
            tf("common-days-per-move", &[("count", days.into())])
        }
    }
}

/// Rated or casual.
pub(super) fn rated_words(rated: bool) -> String {
    if rated {
        t("common-rated")
    } else {
        t("common-casual")
    }
}

/// A player's name with their rating, if they have one, and BOT before a bot's: "Ada
/// (1500?)", "BOT Archimedes Hard (1720)".
pub(super) fn name_with_rating(side: &SideView) -> String {
    let bot = if side.player.bot { "BOT " } else { "" };
    let name = &side.player.name;
    match side.rating {
        Some(rating) => format!("{bot}{name} ({rating})"),
        None => format!("{bot}{name}"),
    }
}

/// "BOT" after a bot's name (a computer program playing through the Bot API).
pub(super) fn bot_badge(bot: bool) -> Option<impl IntoView + use<>> {
    bot.then(|| view! { <span class="bot-badge" title=t("common-bot-title")>"BOT"</span> })
}

/// The line saying the service cannot be reached, when it cannot.
#[component]
pub(super) fn Unreachable() -> impl IntoView {
    let online = expect_context::<AppContext>().online;
    view! {
        <Show when=move || online.service.get() == Service::Unreachable>
            <p class="unreachable" role="status">{t("common-unreachable")}</p>
        </Show>
    }
}

/// The line saying the connection is being opened again, while it is.
#[component]
pub(super) fn Reconnecting() -> impl IntoView {
    let online = expect_context::<AppContext>().online;
    view! {
        <Show when=move || online.link.get() == Link::Reconnecting>
            <p class="reconnecting" role="status">{t("common-reconnecting")}</p>
        </Show>
    }
}

/// The bar at the top of the online pages.
#[component]
pub(super) fn OnlineBar() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let me = move || online.me.get();
    let log_out = move |_| {
        leptos::task::spawn_local(async move {
            let _ = net::api("POST", "/api/logout", None).await;
            online.refresh();
            // The socket carries the identity it was opened with: open it again.
            online.reconnect();
        });
    };
    view! {
        <nav class="online-bar" aria-label=t("common-online")>
            <button class="quiet" on:click=move |_| context.navigate(&Route::Home)>"← "{t("common-home")}</button>
            <button class="quiet" on:click=move |_| context.navigate(&Route::Lobby)>{t("common-lobby")}</button>
            <button class="quiet" on:click=move |_| context.navigate(&Route::Watch)>{t("common-watch")}</button>
            <button class="quiet" on:click=move |_| context.navigate(&Route::Tournaments)>{t("common-tournaments")}</button>
            <span class="who">
                {move || me().map(|me| {
                    let name = me.name.clone();
                    let href = Route::Player(me.name.clone()).href();
                    view! {
                        {t("common-you-play-as")} " "
                        <a href=href data-me=name.clone()>{name.clone()}</a>
                    }
                })}
            </span>
            {move || match me() {
                Some(me) if me.account => view! {
                    <button class="quiet" on:click=log_out>{t("common-log-out")}</button>
                }
                .into_any(),
                Some(_) => view! {
                    <button class="quiet" on:click=move |_| context.navigate(&Route::Account)>
                        {t("common-log-in")}
                    </button>
                }
                .into_any(),
                None => ().into_any(),
            }}
            <Show when=move || online.moderator.get()>
                <button class="quiet" on:click=move |_| context.navigate(&Route::Moderation)>{t("common-moderation")}</button>
            </Show>
        </nav>
        {move || online.signed_out.get().map(|text| view! {
            <p class="error signed-out" role="alert">
                {text} " "
                <button class="quiet" on:click=move |_| online.signed_out.set(None)>{t("common-ok")}</button>
            </p>
        })}
        <Unreachable />
        <Reconnecting />
    }
}
