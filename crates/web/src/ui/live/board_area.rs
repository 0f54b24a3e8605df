//! The live game's board area: the players' strips with their clocks, the board, the status
//! line, and the notes under it (a problem, a move waiting to be sent, an opponent gone).

use super::{LivePage, connected};
use crate::i18n::{t, tf};
use crate::net;
use crate::ui::board::{Board, BoardInput};
use crate::ui::online::name_with_rating;
use crate::ui::when::day_and_time;
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_online::{Colour, GameStatus, clock_text};
use skillgames_page::online::{OnlineGame, WAITING_TO_SEND, player_name};
use web_time::Instant;

/// The board between the two players' strips, the status line and the notes under it.
pub(super) fn board_area(live: LivePage) -> impl IntoView {
    let LivePage {
        page,
        problem,
        context,
        now,
        ..
    } = live;
    let online = context.online;
    let board_model =
        Memo::new(move |_| live.with_game(|g| g.map(|g| g.board_state().board_model(None))));
    let on_input = Callback::new(move |input: BoardInput| {
        let tap = |at| {
            if let Some(actions) = page.try_update(|p| p.tap(at, connected(online), Instant::now()))
            {
                live.perform(actions);
            }
        };
        match input {
            BoardInput::Tap(at) => tap(at),
            BoardInput::Cursor(files, ranks) => page.update(|p| {
                if let Some(g) = p.game_mut() {
                    g.state_mut().move_cursor(files, ranks);
                }
            }),
            BoardInput::Enter => {
                if let Some(at) = page.with_untracked(|p| p.game().map(|g| g.state().cursor())) {
                    tap(at);
                }
            }
        }
    });
    let board_size = Memo::new(move |_| live.with_game(|g| g.map(|g| g.view().variant.size())));
    let waiting_to_send = move || {
        live.has(&|g| g.waiting_to_send())
            && (!online.network.get() || online.link.get() != net::Link::Open)
    };
    let claim_line = move || {
        let ms = live.with_game(|g| g.and_then(|g| g.claim_ms(now.get())))?;
        Some(if ms == 0 {
            t("live-opponent-left")
        } else {
            tf(
                "live-opponent-left-wait",
                &[("time", clock_text(ms).into())],
            )
        })
    };
    let gone = move || live.has(&|g| g.opponent_gone());
    // A side on vacation (its correspondence clock stopped): said to both players.
    let vacation = move || {
        live.with_game(|g| {
            let g = g.filter(|g| g.playing())?;
            let now = js_sys::Date::now() as u64;
            [Colour::White, Colour::Black]
                .into_iter()
                .find_map(|colour| {
                    let side = g.side(colour)?;
                    let until = day_and_time(side.away_until.filter(|&u| u > now)?);
                    Some(if g.mine() == Some(colour) {
                        tf("live-vacation-mine", &[("until", until.into())])
                    } else {
                        tf(
                            "live-vacation-other",
                            &[
                                ("name", side.player.name.as_str().into()),
                                ("until", until.into()),
                            ],
                        )
                    })
                })
        })
    };
    view! {
        {move || strip(live, true)}
        <div class="board-wrap">
            {move || board_size.get().map(|_| view! { <Board model=board_model on_input=on_input /> })}
        </div>
        {move || strip(live, false)}
        <p class="status" role="status" aria-live="polite" class:shoot=move || live.has(&|g| g.state().must_shoot())>
            {move || live.with_game(|g| g.map(status_line))}
        </p>
        <p class="error" role="alert">{move || live.with_game(|g| g.is_some()).then(|| problem.get()).flatten()}</p>
        <Show when=waiting_to_send>
            <p class="queued" role="status">{t(WAITING_TO_SEND)}</p>
        </Show>
        <Show when=gone>
            <p class="opponent-gone" role="status">{claim_line}</p>
        </Show>
        {move || vacation().map(|text| view! { <p class="on-vacation" role="status">{text}</p> })}
    }
}

/// A player's strip: their colour, name and rating, whether they are away, and their clock;
/// the opponent's on `top` (the player at this device is at the bottom, else White).
fn strip(live: LivePage, top: bool) -> impl IntoView {
    let bottom = move || live.with_game(|g| g.and_then(OnlineGame::mine).unwrap_or(Colour::White));
    let colour = move || if top { bottom().other() } else { bottom() };
    let player = move || live.with_game(|g| g.map_or(Player::White, |g| g.player(colour())));
    let name = move || {
        live.with_game(|g| {
            let g = g?;
            let side = g.side(colour())?;
            Some(name_with_rating(side))
        })
    };
    let away = move || {
        live.with_game(|g| {
            g.is_some_and(|g| g.playing() && g.side(colour()).is_some_and(|s| !s.here))
        })
    };
    let running = move || live.with_game(|g| g.and_then(OnlineGame::running)) == Some(colour());
    let to_move = move || live.has(&|g| g.playing() && g.to_move() == colour());
    let clock = move || {
        let ms = live.with_game(|g| g.map_or(0, |g| g.clock_ms(colour(), live.now.get())));
        clock_text(ms)
    };
    view! {
        <div class="strip" class:top=top class:to-move=to_move data-player=move || player().name()>
            <span class=move || format!("swatch {}", player().name()) aria-hidden="true"></span>
            <span class="strip-name">{move || side_words(player())} " " {move || name().unwrap_or_else(|| t("live-waiting-player"))}</span>
            <Show when=away>
                <span class="away">{t("live-away")}</span>
            </Show>
            <span
                class="clock"
                class:running=running
                role="timer"
                aria-label=move || clock_label(player())
                data-colour=move || player_name(player())
            >
                {clock}
            </span>
        </div>
    }
}

/// The name of a side in words: "White", "Black".
fn side_words(player: Player) -> String {
    match player {
        Player::White => t("live-white"),
        Player::Black => t("live-black"),
    }
}

/// The name of a side's clock for screen readers: "White's clock".
fn clock_label(player: Player) -> String {
    match player {
        Player::White => t("live-clock-white"),
        Player::Black => t("live-clock-black"),
    }
}

/// The status line: the move shown while stepping through the game, or how the game stands.
fn status_line(g: &OnlineGame) -> String {
    let state = g.state();
    if let Some(ply) = state.reviewing() {
        return tf(
            "live-status-move",
            &[("ply", ply.into()), ("total", state.history().len().into())],
        );
    }
    match &g.view().status {
        GameStatus::Open if g.waiting_for_opponent() => t("live-status-waiting-join"),
        GameStatus::Open => t("live-status-waiting-opponent"),
        GameStatus::Ended { .. } | GameStatus::Aborted => t("live-status-game-over"),
        GameStatus::Playing if g.mine().is_none() => match g.player(g.to_move()) {
            Player::White => t("live-status-watching-white"),
            Player::Black => t("live-status-watching-black"),
        },
        GameStatus::Playing if state.must_shoot() => t("live-status-shoot"),
        GameStatus::Playing if g.my_turn() => t("live-status-your-move"),
        GameStatus::Playing if g.outbox().is_some() => t("live-status-sending"),
        GameStatus::Playing => t("live-status-waiting-move"),
    }
}
