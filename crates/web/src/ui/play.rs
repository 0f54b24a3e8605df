//! The game page: renders the [`Controller`] (the settings window first, then the board, the
//! score line, the pause menu and the end screen) and performs the actions it asks for
//! (the worker, sounds, timers).

use super::app::{AppContext, Route};
use super::board::{Board, BoardInput};
use super::dialogs::{EndScreen, PauseMenu, SettingsDialog};
use crate::controller::{Actions, Controller, Overlay};
use crate::settings::{Opponent, Settings};
use crate::state::GameState;
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_search::GameInfo;
use std::time::Duration;

fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Does what the controller asked for; timers call back into it, and what they return is
/// performed in turn.
fn perform(actions: Actions, page: RwSignal<Controller>, context: AppContext) {
    if let Some(request) = actions.think {
        context.think(request);
    }
    if let Some(sound) = actions.sound {
        context.play(sound);
    }
    if let Some(text) = actions.notice {
        context.notices.update(|n| n.push(text));
    }
    if let Some(detail) = actions.log {
        leptos::logging::warn!("{detail}");
    }
    if actions.started {
        // From now on a reload resumes this game (a test position stays in the address, so
        // that "Play again" starts from it again).
        let name = page.with_untracked(|p| p.info().name);
        if let (Some(window), Route::Play { position, .. }) =
            (web_sys::window(), context.route.get_untracked())
        {
            let route = Route::Play {
                game: name,
                fresh: false,
                position,
            };
            let _ = window.location().set_hash(&route.href());
        }
    }
    if let Some((delivery, wait)) = actions.deliver_after {
        set_timeout(
            move || {
                let next = context.storage.with_value(|storage| {
                    page.try_update(|p| p.deliver(delivery, now_ms(), storage))
                });
                perform(next.unwrap_or_default(), page, context);
            },
            Duration::from_millis(wait),
        );
    }
    if let Some(wait) = actions.end_screen_after {
        set_timeout(
            move || {
                if let Some(sound) = page.try_update(Controller::show_end).flatten() {
                    context.play(sound);
                }
            },
            Duration::from_millis(wait),
        );
    }
    context.collect_notices();
}

#[component]
pub(super) fn Play(info: &'static GameInfo, fresh: bool) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let testing = context.storage.with_value(|s| s.testing());
    // The test-only start position in the address (used only when testing is on).
    let start_position = move || match context.route.get_untracked() {
        Route::Play { position, .. } => position.filter(|_| testing),
        _ => None,
    };
    let (controller, first) = context
        .storage
        .with_value(|storage| Controller::new(info, storage, fresh, random_seed()));
    let page = RwSignal::new(controller);
    perform(first, page, context);
    // Runs a controller method that needs the storage, then performs its actions.
    let act = move |f: &dyn Fn(&mut Controller, &crate::storage::AppStorage) -> Actions| {
        let actions = context
            .storage
            .with_value(|storage| page.try_update(|p| f(p, storage)))
            .unwrap_or_default();
        perform(actions, page, context);
    };

    // Asking for a new game of the same game (an address ending in /new) opens the settings.
    Effect::new(move |_| {
        if let Route::Play { fresh: true, .. } = context.route.get() {
            page.update(Controller::new_game);
        }
    });

    // The worker's answers.
    Effect::new(move |_| {
        if let Some(reply) = context.reply.get() {
            let actions = page.try_update(|p| p.reply(reply, now_ms()));
            perform(actions.unwrap_or_default(), page, context);
        }
    });

    let board_model = Memo::new(move |_| page.with(Controller::board_model));
    let on_input = Callback::new(move |input: BoardInput| match input {
        BoardInput::Tap(at) => act(&|p, s| p.tap(at, now_ms(), s)),
        BoardInput::Cursor(files, ranks) => page.update(|p| p.move_cursor(files, ranks)),
        BoardInput::Enter => {
            if let Some(at) = page.with_untracked(Controller::cursor) {
                act(&|p, s| p.tap(at, now_ms(), s));
            }
        }
    });

    let start_game = Callback::new(move |settings: Settings| {
        let start = start_position();
        act(&|p, s| p.start(settings.clone(), start.clone(), s));
    });
    let resume = Callback::new(move |()| act(&|p, s| p.resume(now_ms(), s)));
    let new_game = Callback::new(move |()| page.update(Controller::new_game));
    // Escape opens the pause menu, and closes it again.
    let escape = window_event_listener(leptos::ev::keydown, move |event| {
        if event.key() == "Escape" {
            act(&|p, s| p.escape(now_ms(), s));
        }
    });
    on_cleanup(move || escape.remove());
    let settings_back = Callback::new(move |()| {
        if page.try_update(Controller::settings_back).unwrap_or(true) {
            context.navigate(&Route::Home);
        }
    });
    let home = Callback::new(move |()| context.navigate(&Route::Home));
    let play_again = Callback::new(move |()| {
        let start = start_position();
        act(&|p, s| p.play_again(start.clone(), s));
    });
    let undo = move |_| act(&|p, s| p.undo(s));
    let ask_hint = move |_| {
        let actions = page.try_update(Controller::ask_hint).unwrap_or_default();
        perform(actions, page, context);
    };

    let with_game =
        move |f: &dyn Fn(&GameState) -> String| page.with(|p| p.game().map(f).unwrap_or_default());
    let name_of = move |player: Player| {
        page.with(|p| match p.game() {
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
    let thinking = move || page.with(Controller::thinking);
    let to_move = move || {
        page.with(|p| {
            p.game()
                .filter(|g| g.outcome().is_none())
                .map(GameState::turn)
        })
    };
    let score =
        move |player: Player| page.with(|p| p.game().map_or(0, |g| g.score_line()[player.index()]));
    let human = move || page.with(|p| p.game().map_or(info.first, GameState::human));
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
        with_game(&|g| {
            if g.outcome().is_some() {
                "Game over".to_owned()
            } else if g.must_shoot() {
                "SHOOT AN ARROW".to_owned()
            } else if g.awaits_computer() {
                "The computer is thinking…".to_owned()
            } else if g.settings().opponent == Opponent::Friend {
                format!(
                    "{} to move",
                    if g.turn() == Player::White {
                        "White"
                    } else {
                        "Black"
                    }
                )
            } else {
                "Your move".to_owned()
            }
        })
    };
    let has_game = move || page.with(|p| p.game().is_some());

    // Hint and Undo, once there is a game (not behind the settings window before one).
    let tools = move || {
        has_game().then(|| {
            view! {
                <div class="tools">
                    <button
                        class="tool"
                        aria-label="Hint"
                        disabled=move || !page.with(Controller::can_hint)
                        on:click=ask_hint
                    >
                        "Hint"
                    </button>
                    <button
                        class="tool"
                        aria-label="Undo"
                        disabled=move || !page.with(Controller::can_undo)
                        on:click=undo
                    >
                        "Undo"
                    </button>
                </div>
            }
        })
    };

    view! {
        <div class=format!("play play-{}", info.name)>
            <header class="topbar">
                <button
                    class="menu-button"
                    aria-label="Menu (pause)"
                    on:click=move |_| page.update(Controller::pause)
                >
                    <span></span><span></span><span></span>
                </button>
                <div class="score-line" aria-label="Score line" data-score-line="" class:hidden=move || !has_game()>
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
            <Show when=has_game>
                {move || strip(true)}
                <div class="board-wrap" data-think-ms=move || page.with(|p| p.think_ms().map(|ms| ms.to_string()))>
                    {move || {
                        let size = page.with(|p| p.game().map(|g| g.variant().size()));
                        size.map(|_| view! { <Board model=board_model on_input=on_input /> })
                    }}
                </div>
                {move || strip(false)}
                <p class="status" role="status" aria-live="polite" class:shoot=move || page.with(|p| p.game().is_some_and(GameState::must_shoot))>
                    {status}
                </p>
            </Show>
            {move || match page.with(Controller::overlay) {
                Overlay::None => ().into_any(),
                Overlay::Settings => {
                    let stored = context.storage.with_value(|s| s.settings(info.name));
                    context.collect_notices();
                    let initial = stored.map_or_else(|| Settings::default_for(info), |s| s.checked(info));
                    view! {
                        <SettingsDialog info=info initial=initial on_play=start_game on_back=settings_back />
                    }
                    .into_any()
                }
                Overlay::Paused => view! { <PauseMenu on_resume=resume on_new=new_game on_home=home /> }.into_any(),
                Overlay::Ended => match page.with_untracked(|p| p.ending().cloned()) {
                    Some((summary, stats)) => {
                        let (size, level) = page.with_untracked(|p| {
                            p.game().map_or((info.boards[0].size, String::new()), |g| (g.variant().size(), g.settings().level.clone()))
                        });
                        let level_label = info.level(&level).map_or("", |l| l.label);
                        view! {
                            <EndScreen
                                info=info
                                summary=summary
                                stats=stats
                                level_label=level_label
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
