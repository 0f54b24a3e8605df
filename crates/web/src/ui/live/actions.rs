//! The live game's buttons: the invitation to the creator's open game, joining, the offers
//! to answer, the buttons while playing (resign, draw, takeback, berserk, abort, claim), the
//! result once it ends, and the way back to its tournament.

use super::LivePage;
use super::result::result;
use crate::i18n::{say, t};
use crate::ui::route::Route;
use leptos::prelude::*;
use skillgames_online::{GameStatus, Offer};
use skillgames_page::live::Command;
use skillgames_page::online::{Asker, OnlineGame, offer_words};

/// The buttons of the game, by how it stands.
pub(super) fn actions(
    live: LivePage,
    invite: StoredValue<String>,
    record_href: StoredValue<String>,
) -> impl IntoView {
    let status = Memo::new(move |_| live.with_game(|g| g.map(|g| g.view().status.clone())));
    let ended =
        move || status.with(|s| matches!(s, Some(GameStatus::Ended { .. } | GameStatus::Aborted)));
    let open_game = move || status.with(|s| matches!(s, Some(GameStatus::Open)));
    // The creator's own open game, also before the lot gives them a side.
    let own_open_game = move || live.has(&|g| g.waiting_for_opponent());
    let offer_to_answer = move || live.with_game(|g| g.and_then(OnlineGame::offer_to_answer));
    let offer_made = move || live.with_game(|g| g.and_then(OnlineGame::offer_made));
    view! {
        <div class="online-actions">
            <Show when=own_open_game>
                <p class="help">{t("live-invite-help")}</p>
                <p class="invite"><code>{invite.get_value()}</code></p>
                <button on:click=move |_| live.command(Command::Cancel)>{t("live-cancel-game")}</button>
            </Show>
            <Show when=move || open_game() && !own_open_game()>
                <button class="primary" on:click=move |_| live.command(Command::Join)>{t("live-join")}</button>
            </Show>
            <Show when=move || offer_to_answer().is_some()>
                <div class="offer" role="alert">
                    <span>{move || offer_to_answer().map(|o| say(&offer_words(o, Asker::Opponent)))}</span>
                    <button class="primary" on:click=move |_| if let Some(o) = offer_to_answer() { live.command(Command::Answer(o, true)) }>{t("live-accept")}</button>
                    <button on:click=move |_| if let Some(o) = offer_to_answer() { live.command(Command::Answer(o, false)) }>{t("live-decline")}</button>
                </div>
            </Show>
            <Show when=move || offer_made().is_some()>
                <p class="help">{move || offer_made().map(|o| say(&offer_words(o, Asker::Me)))}</p>
            </Show>
            {playing_buttons(live, status)}
            <Show when=ended>
                {result(live, record_href)}
            </Show>
            {tournament_link(live)}
        </div>
    }
}

/// The way back to the tournament the game is a game of.
fn tournament_link(live: LivePage) -> impl IntoView {
    move || {
        live.with_game(|g| g.and_then(|g| g.view().tournament.clone()))
            .map(|tournament| {
                view! {
                    <p class="tournament-link"><a href=Route::Tournament(tournament.id).href()>{t("live-back-to-tournament")}</a></p>
                }
            })
    }
}

/// While the player plays: resign (asked again), offer a draw, ask a takeback, go berserk (an
/// arena's game), abort, claim the win.
fn playing_buttons(live: LivePage, status: Memo<Option<GameStatus>>) -> impl IntoView {
    let confirming_resign = live.confirming_resign;
    let playing = move || status.with(|s| matches!(s, Some(GameStatus::Playing)));
    let player = move || live.has(&|g| g.mine().is_some());
    let can_claim =
        move || live.with_game(|g| g.and_then(|g| g.claim_ms(live.now.get()))) == Some(0);
    let resign = move |_| {
        confirming_resign.set(false);
        live.command(Command::Resign);
    };
    view! {
        <Show when=move || playing() && player()>
            <div class="game-buttons">
                <Show
                    when=move || confirming_resign.get()
                    fallback=move || view! { <button on:click=move |_| confirming_resign.set(true)>{t("live-resign")}</button> }
                >
                    <span>{t("live-resign-confirm")}</span>
                    <button class="primary" on:click=resign>{t("live-resign-yes")}</button>
                    <button on:click=move |_| confirming_resign.set(false)>{t("live-resign-no")}</button>
                </Show>
                <Show when=move || live.has(&|g| g.can_offer_draw())>
                    <button on:click=move |_| live.command(Command::Offer(Offer::Draw))>{t("live-offer-draw")}</button>
                </Show>
                <button
                    disabled=move || !live.has(&|g| g.can_ask_takeback())
                    on:click=move |_| live.command(Command::Offer(Offer::Takeback))
                >
                    {t("live-takeback")}
                </button>
                <Show when=move || live.has(&|g| g.can_berserk())>
                    <button title=t("live-berserk-help")
                        on:click=move |_| live.command(Command::Berserk)>{t("live-berserk")}</button>
                </Show>
                <Show when=move || live.has(&|g| g.can_abort())>
                    <button on:click=move |_| live.command(Command::Abort)>{t("live-abort")}</button>
                </Show>
                <Show when=can_claim>
                    <button class="primary" on:click=move |_| live.command(Command::ClaimWin)>{t("live-claim-win")}</button>
                </Show>
            </div>
        </Show>
    }
}
