//! The live game's board area: the players' strips with their clocks, the board, the status
//! line, and the notes under it (a problem, a move waiting to be sent, an opponent gone).

use super::{LivePage, connected};
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
            "Your opponent has left. You can claim the win.".to_owned()
        } else {
            format!(
                "Your opponent has left. You can claim the win in {}.",
                clock_text(ms)
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
                        format!("You are on vacation until {until}: your clock is stopped.")
                    } else {
                        format!(
                            "{} is on vacation until {until}: their clock is stopped.",
                            side.player.name
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
            <p class="queued" role="status">{WAITING_TO_SEND}</p>
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
            <span class="strip-name">{move || player_name(player())} " " {move || name().unwrap_or_else(|| "(waiting)".to_owned())}</span>
            <Show when=away>
                <span class="away">"(away)"</span>
            </Show>
            <span
                class="clock"
                class:running=running
                role="timer"
                aria-label=move || format!("{}'s clock", player_name(player()))
                data-colour=move || player_name(player())
            >
                {clock}
            </span>
        </div>
    }
}

/// The status line: the move shown while stepping through the game, or how the game stands.
fn status_line(g: &OnlineGame) -> String {
    let state = g.state();
    if let Some(ply) = state.reviewing() {
        return format!("Move {ply} of {}", state.history().len());
    }
    match &g.view().status {
        GameStatus::Open if g.waiting_for_opponent() => "Waiting for someone to join.".to_owned(),
        GameStatus::Open => "This game is waiting for an opponent.".to_owned(),
        GameStatus::Ended { .. } | GameStatus::Aborted => "Game over".to_owned(),
        GameStatus::Playing if g.mine().is_none() => {
            format!("You are watching. {} to move.", g.colour_name(g.to_move()))
        }
        GameStatus::Playing if state.must_shoot() => "SHOOT AN ARROW".to_owned(),
        GameStatus::Playing if g.my_turn() => "Your move".to_owned(),
        GameStatus::Playing if g.outbox().is_some() => "Sending your move…".to_owned(),
        GameStatus::Playing => "Waiting for your opponent's move.".to_owned(),
    }
}
