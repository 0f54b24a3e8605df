//! The game page: the settings window first, then the board, the score line, the pause
//! menu and the end screen; the computer's moves come from the worker.

use super::app::{AppContext, Route};
use super::board::{Board, WAVE_MS};
use super::dialogs::{EndScreen, PauseMenu, SettingsDialog};
use crate::games::{GameInfo, info};
use crate::settings::{Opponent, Settings};
use crate::sound::Sound;
use crate::state::{GameState, Summary, Tap};
use crate::stats::{GameResult, Stats};
use crate::thinker::ThinkRequest;
use leptos::prelude::*;
use skillgames_core::{Coord, Player};
use skillgames_search::{EventInfo, GameKind, Variant};
use std::time::Duration;

/// The computer's move is shown no sooner than this after the player's, so both glide.
const COMPUTER_MOVE_DELAY_MS: u64 = 380;
/// How long a wave of sinkings stays on screen beyond its start (matches the CSS animations).
const SINKING_SHOWN_MS: u32 = 600;
/// The end screen waits this long after the last move (plus the sinking waves).
const END_SCREEN_DELAY_MS: u64 = 900;

/// What covers the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Overlay {
    /// Nothing: play.
    None,
    /// The settings window.
    Settings,
    /// The pause menu.
    Paused,
    /// The end screen.
    Ended,
}

/// A request sent to the worker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pending {
    /// The computer's move.
    Move(u64),
    /// A hint for the player.
    Hint(u64),
}

fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn sound_for(events: &[EventInfo], arrow: bool) -> Sound {
    if events.iter().any(|e| matches!(e, EventInfo::Sunk { .. })) {
        Sound::Sink
    } else if events
        .iter()
        .any(|e| matches!(e, EventInfo::Captured { .. }))
    {
        Sound::Capture
    } else if arrow {
        Sound::Shoot
    } else {
        Sound::Move
    }
}

#[component]
pub(super) fn Play(kind: GameKind, fresh: bool) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let info: &'static GameInfo = info(kind);
    let game = RwSignal::new(None::<GameState>);
    let overlay = RwSignal::new(Overlay::None);
    let pending = RwSignal::new(None::<Pending>);
    let held_reply = RwSignal::new(None::<String>);
    let hint = RwSignal::new(None::<(Coord, Coord)>);
    let ending = RwSignal::new(None::<(Summary, Option<Stats>)>);
    let last_person_move = StoredValue::new(0.0f64);
    // When the sinkings of the last move have finished showing (the next move waits for them).
    let animating_until = StoredValue::new(0.0f64);
    let next_id = StoredValue::new(1u64);
    // How long the worker took for the computer's last move (shown to tools as data-think-ms).
    let think_ms = RwSignal::new(None::<u32>);
    let testing = context.storage.with_value(|s| s.testing());
    // The test-only start position in the address (used only when testing is on).
    let address_position = move || match context.route.get_untracked() {
        Route::Play { position, .. } => position,
        _ => None,
    };
    let start_position = move || address_position().filter(|_| testing);

    let settings_for = move || {
        let stored = context.storage.with_value(|s| s.settings(kind.name()));
        context.collect_notices();
        stored.map_or_else(|| Settings::default_for(info), |s| s.checked(info))
    };

    // Resume the saved game unless a new one was asked for.
    if !fresh {
        let record = context.storage.with_value(|s| s.load_game(kind.name()));
        context.collect_notices();
        match record.map(|r| GameState::from_record(&r)) {
            Some(Ok(state)) => game.set(Some(state)),
            _ => overlay.set(Overlay::Settings),
        }
    } else {
        overlay.set(Overlay::Settings);
    }

    // Asking for a new game of the same game (an address ending in /new) opens the settings.
    Effect::new(move |_| {
        if let Route::Play { fresh: true, .. } = context.route.get() {
            overlay.set(Overlay::Settings);
        }
    });

    let save = move || {
        game.with_untracked(|g| {
            if let Some(g) = g {
                context.storage.with_value(|s| s.save_game(&g.record()));
            }
        });
        context.collect_notices();
    };

    let ask_computer = move || {
        let request = game.with_untracked(|g| {
            let g = g.as_ref()?;
            if !g.awaits_computer() {
                return None;
            }
            let id = next_id.get_value();
            next_id.set_value(id + 1);
            Some(ThinkRequest {
                id,
                game: kind.name().to_owned(),
                size: g.variant().size,
                fen: g.fen(),
                level: g.settings().level.clone(),
                seed: random_seed(),
            })
        });
        if let Some(request) = request {
            pending.set(Some(Pending::Move(request.id)));
            context.think(request);
        }
    };

    // A game saved while the computer was thinking: it thinks again.
    ask_computer();

    let finish = move |summary: Summary, waves: u8| {
        let settings = game.with_untracked(|g| g.as_ref().map(|g| g.settings().clone()));
        let Some(settings) = settings else { return };
        let stats = summary.result.map(|result| {
            context.storage.with_value(|s| {
                s.record_result(kind.name(), settings.size, &settings.level, result)
            })
        });
        context.storage.with_value(|s| s.clear_game(kind.name()));
        context.collect_notices();
        ending.set(Some((summary.clone(), stats)));
        let delay = END_SCREEN_DELAY_MS + u64::from(waves) * u64::from(WAVE_MS);
        set_timeout(
            move || {
                if game.with_untracked(|g| g.as_ref().is_some_and(|g| g.outcome().is_some())) {
                    overlay.set(Overlay::Ended);
                    context.play(match summary.result {
                        Some(GameResult::Win) | None => Sound::Win,
                        _ => Sound::Lose,
                    });
                }
            },
            Duration::from_millis(delay),
        );
    };

    // Plays a move on the board and does everything that follows it.
    let apply = move |text: String| {
        let result = game.try_update(|g| g.as_mut().map(|g| g.apply(&text)));
        let Some(Some(Ok(events))) = result else {
            return;
        };
        hint.set(None);
        context.play(sound_for(&events, text.contains('/')));
        let waves = events.iter().filter_map(|e| match e {
            EventInfo::Sunk { wave, .. } => Some(wave + 1),
            EventInfo::Captured { .. } => None,
        });
        let waves = waves.max().unwrap_or(0);
        if waves > 0 {
            animating_until
                .set_value(now_ms() + f64::from(u32::from(waves) * WAVE_MS + SINKING_SHOWN_MS));
        }
        save();
        match game.with_untracked(|g| g.as_ref().and_then(GameState::summary)) {
            Some(summary) => finish(summary, waves),
            None => ask_computer(),
        }
    };

    let on_tap = Callback::new(move |at: Coord| {
        if overlay.get_untracked() != Overlay::None {
            return;
        }
        let tap = game.try_update(|g| g.as_mut().map(|g| g.tap(at))).flatten();
        match tap {
            Some(Tap::Move(text)) => {
                last_person_move.set_value(now_ms());
                apply(text);
            }
            Some(Tap::Landed | Tap::TookBack) => context.play(Sound::Move),
            _ => {}
        }
    });

    // The worker's answers: the computer's move (shown after the player's has glided) or a hint.
    Effect::new(move |_| {
        let Some(reply) = context.reply.get() else {
            return;
        };
        match pending.get_untracked() {
            Some(Pending::Move(id)) if id == reply.id => {
                pending.set(None);
                think_ms.set(Some(reply.millis));
                let Ok(mv) = reply.result else { return };
                let wait = (last_person_move.get_value() + COMPUTER_MOVE_DELAY_MS as f64)
                    .max(animating_until.get_value())
                    - now_ms();
                let wait = wait.max(0.0);
                set_timeout(
                    move || {
                        if overlay.get_untracked() == Overlay::Paused {
                            held_reply.set(Some(mv));
                        } else {
                            apply(mv);
                        }
                    },
                    Duration::from_millis(wait as u64),
                );
            }
            Some(Pending::Hint(id)) if id == reply.id => {
                pending.set(None);
                if let Ok(mv) = reply.result {
                    let squares =
                        game.with_untracked(|g| g.as_ref().and_then(|g| g.squares_of(&mv)));
                    hint.set(squares);
                }
            }
            _ => {}
        }
    });

    let start_game = Callback::new(move |settings: Settings| {
        context
            .storage
            .with_value(|s| s.save_settings(kind.name(), &settings));
        let Ok(variant) = Variant::new(kind, settings.size) else {
            return;
        };
        match GameState::new(variant, settings, start_position()) {
            Ok(state) => {
                game.set(Some(state));
                pending.set(None);
                held_reply.set(None);
                hint.set(None);
                ending.set(None);
                overlay.set(Overlay::None);
                save();
                ask_computer();
                // From now on a reload resumes this game (a test position stays in the address,
                // so that "Play again" starts from it again).
                if let Some(window) = web_sys::window() {
                    let _ = window.location().set_hash(
                        &Route::Play {
                            kind,
                            fresh: false,
                            position: address_position(),
                        }
                        .href(),
                    );
                }
            }
            Err(err) => context
                .notices
                .update(|n| n.push(format!("That position cannot be played: {err}"))),
        }
        context.collect_notices();
    });

    let resume = Callback::new(move |()| {
        overlay.set(Overlay::None);
        if let Some(mv) = held_reply.try_update(Option::take).flatten() {
            apply(mv);
        }
    });
    let new_game = Callback::new(move |()| overlay.set(Overlay::Settings));
    // Escape opens the pause menu, and closes it again.
    let escape = window_event_listener(leptos::ev::keydown, move |event| {
        if event.key() != "Escape" || game.with_untracked(Option::is_none) {
            return;
        }
        match overlay.get_untracked() {
            Overlay::None => overlay.set(Overlay::Paused),
            Overlay::Paused => resume.run(()),
            _ => {}
        }
    });
    on_cleanup(move || escape.remove());
    // Back from the settings window: to the game in progress, else home.
    let settings_back = Callback::new(move |()| {
        let in_progress =
            game.with_untracked(|g| g.as_ref().is_some_and(|g| g.outcome().is_none()));
        if in_progress {
            overlay.set(Overlay::Paused);
        } else {
            context.navigate(&Route::Home);
        }
    });
    let home = Callback::new(move |()| context.navigate(&Route::Home));
    let play_again = Callback::new(move |()| {
        if let Some(settings) = game.with_untracked(|g| g.as_ref().map(|g| g.settings().clone())) {
            start_game.run(settings);
        }
    });

    let undo = move |_| {
        if game
            .try_update(|g| g.as_mut().is_some_and(GameState::undo))
            .unwrap_or(false)
        {
            pending.set(None);
            hint.set(None);
            save();
            context.play(Sound::Move);
        }
    };
    let ask_hint = move |_| {
        let request = game.with_untracked(|g| {
            let g = g.as_ref().filter(|g| g.awaits_person())?;
            let id = next_id.get_value();
            next_id.set_value(id + 1);
            let level = info.levels.last().map_or("hard", |l| l.0).to_owned();
            Some(ThinkRequest {
                id,
                game: kind.name().to_owned(),
                size: g.variant().size,
                fen: g.fen(),
                level,
                seed: 0,
            })
        });
        if let Some(request) = request {
            pending.set(Some(Pending::Hint(request.id)));
            context.think(request);
        }
    };

    let name_of = move |player: Player| {
        game.with(|g| match g.as_ref() {
            Some(g) if g.settings().opponent == Opponent::Friend => {
                if player == Player::White {
                    "White"
                } else {
                    "Black"
                }
            }
            Some(g) if g.human() == player => "You",
            Some(_) => "Computer",
            None => "",
        })
    };
    let thinking = move || matches!(pending.get(), Some(Pending::Move(_)));
    let to_move = move || {
        game.with(|g| {
            g.as_ref()
                .filter(|g| g.outcome().is_none())
                .map(GameState::turn)
        })
    };
    let score = move |player: Player| {
        game.with(|g| g.as_ref().map_or(0, |g| g.score_line()[player.index()]))
    };
    let human = move || game.with(|g| g.as_ref().map_or(info.first, GameState::human));
    let strip = move |top: bool| {
        let player = move || if top { human().opponent() } else { human() };
        view! {
            <div
                class="strip"
                class:top=top
                class:to-move=move || to_move() == Some(player())
                data-player=move || player().name()
            >
                <span class=move || format!("swatch {}", player().name()) aria-hidden="true"></span>
                <span class="strip-name">{move || name_of(player())}</span>
                <Show when=move || thinking() && to_move() == Some(player())>
                    <span class="thinking" role="status" aria-label="The computer is thinking">
                        <i></i><i></i><i></i>
                    </span>
                </Show>
            </div>
        }
    };
    let status = move || {
        game.with(|g| {
            let g = g.as_ref()?;
            if g.outcome().is_some() {
                Some("Game over".to_owned())
            } else if g.must_shoot() {
                Some("SHOOT AN ARROW".to_owned())
            } else if g.awaits_computer() {
                Some("The computer is thinking…".to_owned())
            } else if g.settings().opponent == Opponent::Friend {
                Some(format!(
                    "{} to move",
                    if g.turn() == Player::White {
                        "White"
                    } else {
                        "Black"
                    }
                ))
            } else {
                Some("Your move".to_owned())
            }
        })
    };

    let tools = info.friend_mode.then(|| {
        view! {
            <div class="tools">
                        <button
                            class="tool"
                            aria-label="Hint"
                            disabled=move || !game.with(|g| g.as_ref().is_some_and(GameState::awaits_person))
                            on:click=ask_hint
                        >
                            "Hint"
                        </button>
                        <button
                            class="tool"
                            aria-label="Undo"
                            disabled=move || game.with(|g| g.as_ref().is_none_or(|g| g.undo_plies() == 0 || g.outcome().is_some()))
                            on:click=undo
                        >
                            "Undo"
                        </button>
            </div>
        }
    });

    view! {
            <div class=format!("play play-{kind}")>
                <header class="topbar">
                    <button
                        class="menu-button"
                        aria-label="Menu (pause)"
                        on:click=move |_| if game.with_untracked(Option::is_some) { overlay.set(Overlay::Paused) }
                    >
                        <span></span><span></span><span></span>
                    </button>
                    <div class="score-line" aria-label="Score line" data-score-line="" class:hidden=move || game.with(Option::is_none)>
                        <span class="score-side">
                            <span class=move || format!("swatch {}", human().name()) aria-hidden="true"></span>
                            {move || name_of(human())}
                            " "
                            <b data-score=move || human().name()>{move || score(human())}</b>
                        </span>
                        <span class="score-label">{info.score_label}</span>
                        <span class="score-side">
                            <b data-score=move || human().opponent().name()>{move || score(human().opponent())}</b>
                            " "
                            {move || name_of(human().opponent())}
                            <span class=move || format!("swatch {}", human().opponent().name()) aria-hidden="true"></span>
                        </span>
                    </div>
    {tools}
                </header>
                <Show when=move || game.with(Option::is_some)>
                    {move || strip(true)}
                    <div class="board-wrap" data-think-ms=move || think_ms.get().map(|ms| ms.to_string())>
                        {move || {
                            let size = game.with(|g| g.as_ref().map(|g| g.variant().size));
                            size.map(|_| view! { <Board game=game on_tap=on_tap hint=hint /> })
                        }}
                    </div>
                    {move || strip(false)}
                    <p class="status" role="status" aria-live="polite" class:shoot=move || game.with(|g| g.as_ref().is_some_and(GameState::must_shoot))>
                        {status}
                    </p>
                </Show>
                {move || match overlay.get() {
                    Overlay::None => ().into_any(),
                    Overlay::Settings => view! {
                        <SettingsDialog info=info initial=settings_for() on_play=start_game on_back=settings_back />
                    }
                    .into_any(),
                    Overlay::Paused => view! { <PauseMenu on_resume=resume on_new=new_game on_home=home /> }.into_any(),
                    Overlay::Ended => match ending.get() {
                        Some((summary, stats)) => {
                            let (size, level) = game.with_untracked(|g| {
                                g.as_ref().map_or((info.sizes[0].0, String::new()), |g| (g.variant().size, g.settings().level.clone()))
                            });
                            view! {
                                <EndScreen
                                    info=info
                                    summary=summary
                                    stats=stats
                                    level_label=info.level_label(&level)
                                    size=size
                                    on_again=play_again
                                    on_settings=new_game
                                    on_home=home
                                />
                            }
                            .into_any()
                        }
                        None => ().into_any(),
                    },
                }}
            </div>
        }
}
