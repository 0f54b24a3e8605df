//! The game page: renders the [`Controller`] (the settings window first, then the board, the
//! score line, the pause menu and the end screen) and performs the actions it asks for
//! (the worker, sounds, timers).

use super::analysis::AnalysisPanel;
use super::board::{Board, BoardInput};
use super::context::AppContext;
use super::dialogs::{EndScreen, PauseMenu, SettingsDialog};
use super::moves::{MoveList, ReviewBar, Step};
use super::preferences::PreferencesDialog;
use super::route::Route;
use super::share::{ImportDialog, ReplaceDialog, ShareDialog, Sharing};
use super::waiting::{now_ms, wait_for_worker};
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_page::controller::{Actions, Controller, Overlay};
use skillgames_page::move_list::move_words;
use skillgames_page::settings::{Opponent, Settings};
use skillgames_page::state::GameState;
use skillgames_play::GameInfo;
use std::time::Duration;

fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
}

/// The whole address of a link whose fragment is `href`, to send to someone.
pub(super) fn absolute(href: &str) -> String {
    let location = web_sys::window().map(|w| w.location());
    let origin = location
        .as_ref()
        .and_then(|l| l.origin().ok())
        .unwrap_or_default();
    let path = location
        .as_ref()
        .and_then(|l| l.pathname().ok())
        .unwrap_or_default();
    format!("{origin}{path}{href}")
}

/// Does what the controller asked for; timers call back into it, and what they return is
/// performed in turn.
fn perform(actions: Actions, page: RwSignal<Controller>, context: AppContext) {
    if actions.cancel_thinking {
        context.cancel_thinking();
    }
    if let Some(request) = actions.think {
        // A worker that never answers (its WebAssembly panicked) is noticed in time.
        wait_for_worker(
            &request,
            move |id| page.try_with_untracked(|p| p.awaiting(id)).unwrap_or(false),
            move |id| {
                if let Some(next) = page.try_update(|p| p.worker_silent(id)) {
                    perform(next, page, context);
                }
            },
        );
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
        let position = match context.route.get_untracked() {
            Route::Play { position, .. } => position,
            _ => None,
        };
        if let Some(window) = web_sys::window() {
            let route = Route::Play {
                game: name,
                fresh: false,
                position,
            };
            // In place of the settings' address, so that Back goes where the player came
            // from instead of reopening the settings (and Forward returns to the game).
            let _ = window.location().replace(&route.href());
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
    let (mut controller, first) = context
        .storage
        .with_value(|storage| Controller::new(info, storage, fresh, random_seed()));
    controller.set_motion(context.motion());
    let page = RwSignal::new(controller);
    // The animation speed scales the page's waits, and follows the preferences.
    Effect::new(move |_| {
        context.preferences.track();
        let motion = context.motion();
        page.update_untracked(|p| p.set_motion(motion));
    });
    perform(first, page, context);
    // A record opened from the home page (already checked there).
    if let Some(text) = context.import.try_update(Option::take).flatten() {
        let actions = page
            .try_update(|p| p.import(&text))
            .and_then(Result::ok)
            .unwrap_or_default();
        perform(actions, page, context);
    }
    // Runs a controller method that needs the storage, then performs its actions.
    let act =
        move |f: &dyn Fn(&mut Controller, &skillgames_page::storage::AppStorage) -> Actions| {
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

    // A link to a game: checked, then opened (a bad one says so and goes home, touching
    // nothing).
    Effect::new(move |_| {
        if let Route::Link(link) = context.route.get()
            && link.variant.game().name == info.name
        {
            act(&|p, s| p.open_link(link.clone(), s));
        }
    });

    // The worker's answers, each taken once: a reply left in the signal by a page since left
    // is not handed to this one when it opens.
    context.reply.update_untracked(|r| *r = None);
    Effect::new(move |_| {
        let Some(reply) = context.reply.get() else {
            return;
        };
        context.reply.update_untracked(|r| *r = None);
        act(&|p, s| p.reply(reply.clone(), now_ms(), s));
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
    let step = move |step: Step| {
        act(&|p, s| match step {
            Step::First => p.review_at(0, now_ms(), s),
            Step::Back => p.review_step(-1, now_ms(), s),
            Step::Forward => p.review_step(1, now_ms(), s),
            Step::Last => p.review_end(now_ms(), s),
        });
    };
    // Escape opens the pause menu, and closes it again; the arrow keys, Home and End step
    // through the game (unless the board has used them for its cursor).
    let keys = window_event_listener(leptos::ev::keydown, move |event| {
        let key = event.key();
        if key == "Escape" {
            act(&|p, s| p.escape(now_ms(), s));
            return;
        }
        // The board's own keys move its cursor; text fields keep theirs.
        let elsewhere = event
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|e| {
                e.closest(".board, input, textarea")
                    .ok()
                    .flatten()
                    .is_some()
            });
        if elsewhere
            || event.default_prevented()
            || page.with_untracked(|p| p.overlay()) != Overlay::None
        {
            return;
        }
        let chosen = match key.as_str() {
            "ArrowLeft" => Step::Back,
            "ArrowRight" => Step::Forward,
            "Home" => Step::First,
            "End" => Step::Last,
            _ => return,
        };
        event.prevent_default();
        step(chosen);
    });
    on_cleanup(move || keys.remove());
    let on_step = Callback::new(step);
    let on_pick = Callback::new(move |ply: usize| act(&|p, s| p.review_at(ply, now_ms(), s)));
    let back_to_game = move |_| act(&|p, s| p.review_end(now_ms(), s));
    let review_game = Callback::new(move |()| page.update(Controller::review_game));
    let analyse = Callback::new(move |()| act(&|p, s| p.analyse(s)));
    let cancel_analysis = Callback::new(move |()| {
        let actions = page
            .try_update(Controller::cancel_analysis)
            .unwrap_or_default();
        perform(actions, page, context);
    });
    let open_last_game = Callback::new(move |()| act(&|p, s| p.open_last_game(s)));
    let show_results = move |_| page.update(Controller::show_results);
    let entries =
        Memo::new(move |_| page.with(|p| p.game().map(GameState::move_list).unwrap_or_default()));
    let shown = Memo::new(move |_| page.with(|p| p.game().map_or(0, GameState::shown_ply)));
    let reviewing = move || page.with(|p| p.reviewing().is_some());
    let finished = move || page.with(|p| p.game().is_some_and(|g| g.outcome().is_some()));
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
    let sharing = RwSignal::new(None::<Sharing>);
    let importing = RwSignal::new(false);
    let preferring = RwSignal::new(false);
    // Opens the window showing `text` (from `what`, the controller's link or record) to copy.
    let offer = move |title: &'static str,
                      help: &'static str,
                      what: fn(&Controller) -> Option<String>,
                      link: bool| {
        if let Some(text) = page.with_untracked(what) {
            let text = if link { absolute(&text) } else { text };
            sharing.set(Some(Sharing { title, help, text }));
        }
    };
    let share_link = Callback::new(move |()| {
        offer(
            "Share this game",
            "Whoever opens this link sees the game and can step through it.",
            Controller::share_link,
            true,
        );
    });
    let copy_record = Callback::new(move |()| {
        offer(
            "Game record",
            "The game as text: keep it, or paste it into Open a game later.",
            Controller::record_text,
            false,
        );
    });
    let send_move = move |_| {
        offer(
            "Send your move",
            "Send this link to your friend: it opens the game with your move, for them to answer.",
            Controller::turn_link,
            true,
        );
    };
    let open_import = Callback::new(move |()| importing.set(true));
    let on_import = Callback::new(move |text: String| {
        let result = page.try_update(|p| p.import(&text));
        match result {
            Some(Ok(actions)) => {
                importing.set(false);
                perform(actions, page, context);
                None
            }
            Some(Err(err)) => Some(err.to_string()),
            None => None,
        }
    });
    let close_view = move |_| {
        act(&|p, s| p.close_view(s));
        context.navigate(&Route::play(info, false));
    };
    let play_from_here = move |_| page.update(Controller::play_from_here);
    let on_replace = Callback::new(move |open: bool| {
        act(&|p, s| p.replace_game(open, s));
        if !open {
            context.navigate(&Route::play(info, false));
        }
    });
    let looking_only = move || page.with(Controller::is_looking_only);
    let can_send = move || {
        page.with(|p| p.turn_link().is_some() && p.game().is_some_and(|g| !g.awaits_computer()))
    };
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
            if let Some(ply) = g
                .reviewing()
                .or(g.is_looking_only().then(|| g.history().len()))
            {
                let total = g.history().len();
                return match ply.checked_sub(1).and_then(|index| g.move_entry(index)) {
                    Some(entry) => format!("{} ({ply} of {total})", move_words(info, &entry)),
                    None => format!("The start (0 of {total})"),
                };
            }
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
    // Memos, so that the views they decide are built again only when they change, not at every
    // change of the page (the board is rebuilt only for a board of another size).
    let has_game = Memo::new(move |_| page.with(|p| p.game().is_some()));
    let overlay = Memo::new(move |_| page.with(Controller::overlay));
    let board_size = Memo::new(move |_| page.with(|p| p.game().map(|g| g.variant().size())));

    // Hint and Undo, once there is a game (not behind the settings window before one).
    let tools = move || {
        has_game.get().then(|| {
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
                <div class="score-line" aria-label="Score line" data-score-line="" class:hidden=move || !has_game.get()>
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
            <Show when=move || has_game.get()>
                {move || strip(true)}
                <div
                    class="board-wrap"
                    data-think-ms=move || page.with(|p| p.think_ms().map(|ms| ms.to_string()))
                    data-think-nodes=move || page.with(|p| p.think_nodes().map(|n| n.to_string()))
                    data-worker-memory=move || page.with(|p| p.worker_memory().map(|n| n.to_string()))
                >
                    {move || board_size.get().map(|_| view! { <Board model=board_model on_input=on_input /> })}
                </div>
                {move || strip(false)}
                <p class="status" role="status" aria-live="polite" class:shoot=move || page.with(|p| p.game().is_some_and(GameState::must_shoot))>
                    {status}
                </p>
                <div class="review">
                    <Show when=looking_only>
                        <div class="viewing" role="note">
                            <span>"A game to look at: step through it, or play on from any position."</span>
                            <button on:click=close_view>"Close"</button>
                        </div>
                    </Show>
                    <ReviewBar
                        can_back=Signal::derive(move || page.with(|p| p.can_step(-1)))
                        can_forward=Signal::derive(move || page.with(|p| p.can_step(1)))
                        on_step=on_step
                    />
                    // Right under the board's buttons, so that on a phone the graph and the board
                    // are on screen together (the stylesheet puts the move list first on a desktop).
                    <AnalysisPanel page=page on_analyse=analyse on_cancel=cancel_analysis on_pick=on_pick />
                    <Show when=move || reviewing() && !finished()>
                        <button class="primary back-to-game" on:click=back_to_game>"Back to the game"</button>
                    </Show>
                    <Show when=move || finished() && page.with(|p| p.ending().is_some() && p.overlay() == Overlay::None)>
                        <button class="primary back-to-game" on:click=show_results>"Results"</button>
                    </Show>
                    <div class="review-tools">
                        <Show when=move || reviewing() || looking_only() || finished()>
                            <button on:click=play_from_here>"Play from here"</button>
                        </Show>
                        <Show when=can_send>
                            <button class="primary" on:click=send_move>"Send your move"</button>
                        </Show>
                    </div>
                    <MoveList info=info entries=entries shown=shown on_pick=on_pick />
                </div>
            </Show>
            {move || match overlay.get() {
                Overlay::None => ().into_any(),
                Overlay::Settings => {
                    let stored = context.storage.with_value(|s| s.settings(info.name));
                    context.collect_notices();
                    let initial = stored.map_or_else(|| Settings::default_for(info), |s| s.checked(info));
                    let from_here = page.with_untracked(Controller::starting_from_here);
                    let last_game = context
                        .storage
                        .with_value(|s| page.with_untracked(|p| p.has_last_game(s)))
                        .then_some(open_last_game);
                    view! {
                        <SettingsDialog
                            info=info
                            initial=initial
                            from_here=from_here
                            on_play=start_game
                            on_back=settings_back
                            on_last_game=last_game
                        />
                    }
                    .into_any()
                }
                Overlay::Paused => view! {
                    <PauseMenu
                        on_resume=resume
                        on_new=new_game
                        on_share=share_link
                        on_record=copy_record
                        on_import=open_import
                        on_preferences=Callback::new(move |()| preferring.set(true))
                        on_home=home
                    />
                }
                .into_any(),
                Overlay::ReplaceGame => view! { <ReplaceDialog on_answer=on_replace /> }.into_any(),
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
                                on_review=review_game
                                on_analyse=analyse
                                on_share=share_link
                                on_record=copy_record
                                on_settings=new_game
                                on_home=home
                            />
                        }
                        .into_any()
                    }
                    None => ().into_any(),
                },
            }}
            {move || sharing.get().map(|shared| view! {
                <ShareDialog sharing=shared on_close=Callback::new(move |()| sharing.set(None)) />
            })}
            <Show when=move || preferring.get()>
                <PreferencesDialog on_close=Callback::new(move |()| preferring.set(false)) />
            </Show>
            <Show when=move || importing.get()>
                <ImportDialog
                    heading=format!("Open a game of {}", info.title)
                    on_open=on_import
                    on_close=Callback::new(move |()| importing.set(false))
                />
            </Show>
        </div>
    }
}
