//! A game on the game server, `#/online/<id>`: played by its two players, watched by anyone.
//! The logic is [`LiveController`] (`skillgames-page`): it takes the server's messages, taps
//! and buttons and says what to do as [`LiveActions`]; this view performs them over the
//! connection and the browser's storage, and draws the game with the same board, move list
//! and review as offline play, its clocks ticking.

use super::board::{Board, BoardInput};
use super::context::AppContext;
use super::moves::{MoveList, ReviewBar, Step};
use super::online::{OnlineBar, name_with_rating, rated_words, time_words, variant_words};
use super::play::absolute;
use super::route::Route;
use crate::net::{self, Incoming, Online, Service};
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_online::{Colour, GameStatus, Offer, clock_text};
use skillgames_page::live::{Command, KeepOutbox, LiveActions, LiveController, Notice};
use skillgames_page::online::{Asker, OnlineGame, WAITING_TO_SEND, offer_words, player_name};
use skillgames_page::state::GameState;
use skillgames_play::link::{GameLink, LinkKind};
use std::time::Duration;
use web_time::Instant;

/// `f` of the game on the page, once the server has shown it (tracked).
fn with_game<T>(page: RwSignal<LiveController>, f: impl FnOnce(Option<&OnlineGame>) -> T) -> T {
    page.with(|p| f(p.game()))
}

/// Whether a message can go out now: the connection open and the browser on the network.
fn connected(online: Online) -> bool {
    online.is_open() && net::online()
}

/// Does what the controller asked for; a message that cannot go out is handed back to it, and
/// what it says then is done in turn.
fn perform(
    actions: LiveActions,
    page: RwSignal<LiveController>,
    problem: RwSignal<Option<String>>,
    context: AppContext,
) {
    match actions.notice {
        Some(Notice::Show(text)) => problem.set(Some(text)),
        Some(Notice::Clear) => problem.set(None),
        None => {}
    }
    if let Some(sound) = actions.sound {
        context.play(sound);
    }
    for message in &actions.send {
        if !context.online.send(message)
            && let Some(next) = page.try_update(|p| p.unsent(message))
        {
            perform(next, page, problem, context);
        }
    }
    match actions.keep {
        Some(KeepOutbox::Save(outbox)) => context.storage.with_value(|s| s.save_outbox(&outbox)),
        Some(KeepOutbox::Clear(id)) => context.storage.with_value(|s| s.clear_outbox(&id)),
        None => {}
    }
    if let Some(next) = actions.go_to {
        context.navigate(&Route::Online(next));
    }
}

/// The game `id`, live.
#[component]
pub(super) fn LiveGame(id: String) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let saved = context.storage.with_value(|s| s.load_outbox(&id));
    let page = RwSignal::new(LiveController::new(&id, saved));
    let problem = RwSignal::new(None::<String>);
    let now = RwSignal::new(Instant::now());
    let confirming_resign = RwSignal::new(false);
    if let Ok(ticking) =
        set_interval_with_handle(move || now.set(Instant::now()), Duration::from_millis(250))
    {
        on_cleanup(move || ticking.clear());
    }
    let act = move |actions: LiveActions| perform(actions, page, problem, context);
    online.listen(move |incoming| {
        let actions = match incoming {
            Incoming::Message(message) => {
                let me = online
                    .me
                    .with_untracked(|m| m.as_ref().map(|m| m.name.clone()));
                page.try_update(|p| {
                    p.message(message, me.as_deref(), connected(online), Instant::now())
                })
            }
            Incoming::Connected => None,
            Incoming::Disconnected => {
                page.update(LiveController::disconnected);
                None
            }
            Incoming::BackOnline => page.try_update(|p| p.back_online(connected(online))),
        };
        if let Some(actions) = actions {
            act(actions);
        }
    });
    online.subscribe(
        skillgames_online::ClientMessage::Watch { game: id.clone() },
        skillgames_online::ClientMessage::Unwatch { game: id.clone() },
    );
    let command = move |command: Command| {
        if let Some(actions) = page.try_update(|p| p.command(command)) {
            act(actions);
        }
    };

    let has = move |f: &dyn Fn(&OnlineGame) -> bool| with_game(page, |g| g.is_some_and(f));
    let board_model =
        Memo::new(move |_| with_game(page, |g| g.map(|g| g.state().board_model(None))));
    let on_input = Callback::new(move |input: BoardInput| {
        let tap = |at| {
            if let Some(actions) = page.try_update(|p| p.tap(at, connected(online), Instant::now()))
            {
                act(actions);
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
    let entries = Memo::new(move |_| {
        with_game(page, |g| {
            g.map(|g| g.state().move_list()).unwrap_or_default()
        })
    });
    let shown = Memo::new(move |_| with_game(page, |g| g.map_or(0, |g| g.state().shown_ply())));
    let review = move |f: &dyn Fn(&mut GameState)| {
        page.update(|p| {
            if let Some(g) = p.game_mut() {
                f(g.state_mut());
            }
        });
    };
    let on_step = Callback::new(move |step: Step| match step {
        Step::First => review(&|s| {
            s.review_at(0);
        }),
        Step::Back => review(&|s| {
            s.review_step(-1);
        }),
        Step::Forward => review(&|s| {
            s.review_step(1);
        }),
        Step::Last => review(&|s| {
            s.review_end();
        }),
    });
    let on_pick = Callback::new(move |ply: usize| {
        review(&|s| {
            s.review_at(ply);
        });
    });
    // By name: the catalogue's entries do not compare.
    let info_name = Memo::new(move |_| with_game(page, |g| g.map(|g| g.info().name)));
    let info = move || {
        info_name
            .get()
            .and_then(|name| skillgames_catalogue::CATALOGUE.find(name).ok())
    };
    let board_size = Memo::new(move |_| with_game(page, |g| g.map(|g| g.view().size)));
    let status = Memo::new(move |_| with_game(page, |g| g.map(|g| g.view().status.clone())));

    // Who is at the bottom: the player at this device, else White.
    let bottom = move || {
        with_game(page, |g| {
            g.and_then(OnlineGame::mine).unwrap_or(Colour::White)
        })
    };
    let clock = move |colour: Colour| {
        let ms = with_game(page, |g| g.map_or(0, |g| g.clock_ms(colour, now.get())));
        clock_text(ms)
    };
    let strip = move |top: bool| {
        let colour = move || if top { bottom().other() } else { bottom() };
        let player = move || with_game(page, |g| g.map_or(Player::White, |g| g.player(colour())));
        let name = move || {
            with_game(page, |g| {
                let g = g?;
                let side = g.side(colour())?;
                Some(name_with_rating(&side.player.name, side.rating))
            })
        };
        let away = move || {
            with_game(page, |g| {
                g.is_some_and(|g| g.playing() && g.side(colour()).is_some_and(|s| !s.here))
            })
        };
        let running =
            move || with_game(page, |g| g.and_then(OnlineGame::running)) == Some(colour());
        let to_move = move || has(&|g| g.playing() && g.to_move() == colour());
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
                    {move || clock(colour())}
                </span>
            </div>
        }
    };

    let status_line = move || {
        with_game(page, |g| {
            let g = g?;
            let state = g.state();
            if let Some(ply) = state.reviewing() {
                return Some(format!("Move {ply} of {}", state.history().len()));
            }
            Some(match &g.view().status {
                GameStatus::Open if g.waiting_for_opponent() => {
                    "Waiting for someone to join.".to_owned()
                }
                GameStatus::Open => "This game is waiting for an opponent.".to_owned(),
                GameStatus::Ended { .. } | GameStatus::Aborted => "Game over".to_owned(),
                GameStatus::Playing if g.mine().is_none() => {
                    format!("You are watching. {} to move.", g.colour_name(g.to_move()))
                }
                GameStatus::Playing if state.must_shoot() => "SHOOT AN ARROW".to_owned(),
                GameStatus::Playing if g.my_turn() => "Your move".to_owned(),
                GameStatus::Playing if g.outbox().is_some() => "Sending your move…".to_owned(),
                GameStatus::Playing => "Waiting for your opponent's move.".to_owned(),
            })
        })
    };
    let waiting_to_send = move || {
        has(&|g| g.waiting_to_send())
            && (!online.network.get() || online.link.get() != net::Link::Open)
    };
    let watchers = move || {
        with_game(page, |g| {
            g.map(|g| g.view().watchers)
                .filter(|n| *n > 0)
                .map(|n| format!("{n} watching"))
        })
    };
    let claim_line = move || {
        let ms = with_game(page, |g| g.and_then(|g| g.claim_ms(now.get())))?;
        Some(if ms == 0 {
            "Your opponent has left. You can claim the win.".to_owned()
        } else {
            format!(
                "Your opponent has left. You can claim the win in {}.",
                clock_text(ms)
            )
        })
    };
    let gone = move || has(&|g| g.opponent_gone());
    let can_claim = move || with_game(page, |g| g.and_then(|g| g.claim_ms(now.get()))) == Some(0);
    let ended =
        move || status.with(|s| matches!(s, Some(GameStatus::Ended { .. } | GameStatus::Aborted)));
    let playing = move || status.with(|s| matches!(s, Some(GameStatus::Playing)));
    let player = move || has(&|g| g.mine().is_some());
    let open_game = move || status.with(|s| matches!(s, Some(GameStatus::Open)));
    // The creator's own open game, also before the lot gives them a side.
    let own_open_game = move || has(&|g| g.waiting_for_opponent());

    let result = move || with_game(page, |g| g.and_then(OnlineGame::result_words));
    let ratings = move || {
        with_game(page, |g| {
            let g = g?;
            let changes = g.rating_changes()?;
            Some(
                [Colour::White, Colour::Black]
                    .into_iter()
                    .zip(changes)
                    .map(|(colour, change)| {
                        let name = g.side(colour).map(|s| s.player.name.clone()).unwrap_or_default();
                        let delta = change.after.rating - change.before.rating;
                        view! {
                            <li data-rating-change=name.clone()>
                                {format!("{name}: {} → {} ({delta:+})", change.before, change.after)}
                            </li>
                        }
                    })
                    .collect_view(),
            )
        })
    };
    // The finished game on the review page, where it can be analysed.
    let review_link = move || {
        with_game(page, |g| {
            let g = g?;
            let variant = g.state().variant();
            Some(GameLink::new(LinkKind::View, variant, None, g.view().moves.clone()).href())
        })
    };
    let record_href = StoredValue::new(format!("/api/games/{id}/record"));
    let invite = StoredValue::new(absolute(&Route::Online(id.clone()).href()));

    let resign = move |_| {
        confirming_resign.set(false);
        command(Command::Resign);
    };
    let abort = move |_| command(Command::Abort);
    let claim = move |_| command(Command::ClaimWin);
    let cancel = move |_| command(Command::Cancel);
    let join = move |_| command(Command::Join);
    let offer_to_answer = move || with_game(page, |g| g.and_then(OnlineGame::offer_to_answer));
    let offer_made = move || with_game(page, |g| g.and_then(OnlineGame::offer_made));

    view! {
        <div class="online-page live">
            <OnlineBar />
            {move || match (with_game(page, |g| g.is_some()), problem.get(), online.service.get()) {
                (false, Some(text), _) => Some(view! { <p class="error" role="alert">{text}</p> }.into_any()),
                (false, None, Service::Unreachable) => None,
                (false, None, _) => Some(view! { <p class="empty">"Opening the game…"</p> }.into_any()),
                (true, _, _) => None,
            }}
        </div>
        <Show when=move || with_game(page, |g| g.is_some())>
            <div class=move || format!("play online-play play-{}", info_name.get().unwrap_or_default())>
                <p class="game-title">
                    {move || with_game(page, |g| g.map(|g| {
                        let v = g.view();
                        format!("{} · {} · {}", variant_words(&v.game, v.size), time_words(v.time), rated_words(v.rated))
                    }))}
                    " "
                    <span class="watchers">{watchers}</span>
                </p>
                {move || strip(true)}
                <div class="board-wrap">
                    {move || board_size.get().map(|_| view! { <Board model=board_model on_input=on_input /> })}
                </div>
                {move || strip(false)}
                <p class="status" role="status" aria-live="polite" class:shoot=move || has(&|g| g.state().must_shoot())>
                    {status_line}
                </p>
                <p class="error" role="alert">{move || with_game(page, |g| g.is_some()).then(|| problem.get()).flatten()}</p>
                <Show when=waiting_to_send>
                    <p class="queued" role="status">{WAITING_TO_SEND}</p>
                </Show>
                <Show when=gone>
                    <p class="opponent-gone" role="status">{claim_line}</p>
                </Show>
                <div class="online-actions">
                    <Show when=own_open_game>
                        <p class="help">"Send this link to a friend to play them:"</p>
                        <p class="invite"><code>{invite.get_value()}</code></p>
                        <button on:click=cancel>"Cancel the game"</button>
                    </Show>
                    <Show when=move || open_game() && !own_open_game()>
                        <button class="primary" on:click=join>"Join this game"</button>
                    </Show>
                    <Show when=move || offer_to_answer().is_some()>
                        <div class="offer" role="alert">
                            <span>{move || offer_to_answer().map(|o| offer_words(o, Asker::Opponent))}</span>
                            <button class="primary" on:click=move |_| if let Some(o) = offer_to_answer() { command(Command::Answer(o, true)) }>"Accept"</button>
                            <button on:click=move |_| if let Some(o) = offer_to_answer() { command(Command::Answer(o, false)) }>"Decline"</button>
                        </div>
                    </Show>
                    <Show when=move || offer_made().is_some()>
                        <p class="help">{move || offer_made().map(|o| offer_words(o, Asker::Me))}</p>
                    </Show>
                    <Show when=move || playing() && player()>
                        <div class="game-buttons">
                            <Show
                                when=move || confirming_resign.get()
                                fallback=move || view! { <button on:click=move |_| confirming_resign.set(true)>"Resign"</button> }
                            >
                                <span>"Resign this game?"</span>
                                <button class="primary" on:click=resign>"Yes, resign"</button>
                                <button on:click=move |_| confirming_resign.set(false)>"No"</button>
                            </Show>
                            <Show when=move || has(&|g| g.can_offer_draw())>
                                <button on:click=move |_| command(Command::Offer(Offer::Draw))>"Offer a draw"</button>
                            </Show>
                            <button
                                disabled=move || !has(&|g| g.can_ask_takeback())
                                on:click=move |_| command(Command::Offer(Offer::Takeback))
                            >
                                "Takeback"
                            </button>
                            <Show when=move || has(&|g| g.can_abort())>
                                <button on:click=abort>"Abort"</button>
                            </Show>
                            <Show when=can_claim>
                                <button class="primary" on:click=claim>"Claim the win"</button>
                            </Show>
                        </div>
                    </Show>
                    <Show when=ended>
                        <section class="online-result" aria-label="Result">
                            <h2 class="result">{result}</h2>
                            <ul class="rating-changes">{ratings}</ul>
                            <div class="game-buttons">
                                <Show when=move || has(&|g| g.can_offer_rematch())>
                                    <button class="primary" on:click=move |_| command(Command::Offer(Offer::Rematch))>"Rematch"</button>
                                </Show>
                                {move || review_link().map(|href| view! { <a class="button" href=href>"Review and analyse"</a> })}
                                <a class="button" href=record_href.get_value()>"Game record"</a>
                                <button on:click=move |_| context.navigate(&Route::Lobby)>"Back to the lobby"</button>
                            </div>
                        </section>
                    </Show>
                </div>
                <div class="review">
                    <ReviewBar
                        can_back=Signal::derive(move || shown.get() > 0)
                        can_forward=Signal::derive(move || has(&|g| g.state().reviewing().is_some()))
                        on_step=on_step
                    />
                    {move || info().map(|info| view! { <MoveList info=info entries=entries shown=shown on_pick=on_pick /> })}
                </div>
            </div>
        </Show>
    }
}
