//! The lobby (the open games, each to join; creating one; challenging a friend by link) and
//! the list of games being played, to watch.

use super::context::AppContext;
use super::dialogs::{choice, focused_on_open, group, window_keys};
use super::online::{OnlineBar, name_with_rating, rated_words, time_words, variant_words};
use super::play::absolute;
use super::route::Route;
use super::share::{ShareDialog, Sharing};
use crate::net::{self, Incoming, Service};
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_core::Player;
use skillgames_online::{
    CORRESPONDENCE_DAYS, ClientMessage, LobbyGame, PRESETS, ServerMessage, TimeControl,
};
use skillgames_page::online::NewGame;
use skillgames_play::GameInfo;

/// What the creator of a game chose for its clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TimeChoice {
    /// One of the presets, or a custom control once typed in.
    Live(u16, u16),
    /// Minutes and increment typed in.
    Custom,
    /// Days a move.
    Days(u8),
}

/// The window that creates a game (`private`: a challenge to pass on as a link).
#[component]
fn CreateDialog(private: bool, on_sent: Callback<()>, on_close: Callback<()>) -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let create_button = focused_on_open::<leptos::html::Button>();
    let game = RwSignal::new(CATALOGUE.games()[0].name);
    let size = RwSignal::new(CATALOGUE.games()[0].boards[0].size);
    let time = RwSignal::new(TimeChoice::Live(5, 3));
    let minutes = RwSignal::new(String::from("10"));
    let increment = RwSignal::new(String::from("0"));
    let account = move || online.me.with(|m| m.as_ref().is_some_and(|m| m.account));
    let rated = RwSignal::new(false);
    // The side of the board by the game's own names (none: by lot); the server's seat for it
    // depends on the game (`NewGame::message`).
    let colour = RwSignal::new(None::<Player>);
    let error = RwSignal::new(None::<String>);
    let info = move || CATALOGUE.find(game.get()).unwrap_or(CATALOGUE.games()[0]);
    // Another game: its first board.
    let pick_game = move |chosen: &'static GameInfo| {
        game.set(chosen.name);
        size.set(chosen.boards[0].size);
    };
    let games = CATALOGUE
        .games()
        .iter()
        .map(|&g| {
            view! {
                <button
                    class="choice"
                    class:chosen=move || game.get() == g.name
                    aria-pressed=move || (game.get() == g.name).to_string()
                    on:click=move |_| pick_game(g)
                >
                    {g.title}
                </button>
            }
        })
        .collect_view();
    let boards = move || {
        info()
            .boards
            .iter()
            .map(|b| choice(size, b.size, format!("{0} × {0}", b.size)))
            .collect_view()
    };
    let presets = PRESETS
        .iter()
        .map(|&(m, i)| choice(time, TimeChoice::Live(m, i), format!("{m}+{i}")))
        .collect_view();
    let days = CORRESPONDENCE_DAYS
        .iter()
        .map(|&d| {
            let label = if d == 1 {
                "1 day".to_owned()
            } else {
                format!("{d} days")
            };
            choice(time, TimeChoice::Days(d), label)
        })
        .collect_view();
    let create = move |_| {
        let control = match time.get_untracked() {
            TimeChoice::Live(minutes, increment) => TimeControl::Live { minutes, increment },
            TimeChoice::Days(days) => TimeControl::Correspondence { days },
            TimeChoice::Custom => {
                let parsed = (
                    minutes.get_untracked().trim().parse::<u16>(),
                    increment.get_untracked().trim().parse::<u16>(),
                );
                match parsed {
                    (Ok(minutes), Ok(increment)) => TimeControl::Live { minutes, increment },
                    _ => TimeControl::Live {
                        minutes: 0,
                        increment: 0,
                    },
                }
            }
        };
        if let Err(err) = control.check() {
            error.set(Some(err.to_string()));
            return;
        }
        let message = NewGame {
            info: CATALOGUE
                .find(game.get_untracked())
                .unwrap_or(CATALOGUE.games()[0]),
            size: size.get_untracked(),
            time: control,
            rated: rated.get_untracked() && account(),
            side: colour.get_untracked(),
            private,
        }
        .message();
        if online.send(&message) {
            on_sent.run(());
            on_close.run(());
        } else {
            error.set(Some(net::UNREACHABLE.to_owned()));
        }
    };
    let title = if private {
        "Challenge a friend"
    } else {
        "Create a game"
    };
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="create-title" on:keydown=window_keys(move || on_close.run(()))>
            <div class="dialog create-game">
                <h2 id="create-title">{title}</h2>
                {group("Game", games)}
                <fieldset>
                    <legend>"Board"</legend>
                    <div class="choices">{boards}</div>
                </fieldset>
                <fieldset>
                    <legend>"Time"</legend>
                    <div class="choices">
                        {presets}
                        {choice(time, TimeChoice::Custom, "Custom")}
                    </div>
                    <Show when=move || time.get() == TimeChoice::Custom>
                        <div class="custom-time">
                            <label>
                                "Minutes"
                                <input type="number" min="1" max="180" prop:value=move || minutes.get()
                                    on:input=move |e| minutes.set(event_target_value(&e)) />
                            </label>
                            <label>
                                "Seconds a move"
                                <input type="number" min="0" max="180" prop:value=move || increment.get()
                                    on:input=move |e| increment.set(event_target_value(&e)) />
                            </label>
                        </div>
                    </Show>
                    <p class="help">"Correspondence: days for each move, nobody needs to stay online."</p>
                    <div class="choices">{days}</div>
                </fieldset>
                <fieldset>
                    <legend>"Counts for the ratings"</legend>
                    <div class="choices">
                        {choice(rated, false, "Casual")}
                        <button
                            class="choice"
                            class:chosen=move || rated.get()
                            aria-pressed=move || rated.get().to_string()
                            disabled=move || !account()
                            on:click=move |_| rated.set(true)
                        >
                            "Rated"
                        </button>
                    </div>
                    <Show when=move || !account()>
                        <p class="help">"Rated games need an account: log in or create one first."</p>
                    </Show>
                </fieldset>
                {group("Your colour", (
                    choice(colour, None, "Random"),
                    choice(colour, Some(Player::White), "White"),
                    choice(colour, Some(Player::Black), "Black"),
                ))}
                <p class="error" role="alert">{move || error.get()}</p>
                <button node_ref=create_button class="primary wide" on:click=create>
                    {if private { "Create the challenge" } else { "Create" }}
                </button>
                <button class="wide quiet" on:click=move |_| on_close.run(())>"Cancel"</button>
            </div>
        </div>
    }
}

/// One game of a list: what it is, who plays, and its button.
fn game_line(game: &LobbyGame) -> impl IntoView + use<> {
    let creator = name_with_rating(&game.white.player.name, game.white.rating);
    let players = match &game.black {
        Some(black) => format!(
            "{creator} against {}",
            name_with_rating(&black.player.name, black.rating)
        ),
        None => creator,
    };
    view! {
        <span class="line-variant">{variant_words(&game.game, game.size)}</span>
        <span class="line-time">{time_words(game.time)}</span>
        <span class="line-rated">{rated_words(game.rated)}</span>
        <span class="line-players">{players}</span>
    }
}

/// The lobby: `#/online`.
#[component]
pub(super) fn Lobby() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    let games = RwSignal::new(None::<Vec<LobbyGame>>);
    let error = RwSignal::new(None::<String>);
    let creating = RwSignal::new(None::<bool>);
    let challenging = StoredValue::new(false);
    let challenge = RwSignal::new(None::<String>);
    online.listen(move |incoming| {
        let Incoming::Message(message) = incoming else {
            return;
        };
        match message.as_ref() {
            ServerMessage::Lobby { games: list } => games.set(Some(list.clone())),
            ServerMessage::Created { game } if challenging.get_value() => {
                challenging.set_value(false);
                challenge.set(Some(game.to_string()));
            }
            ServerMessage::Refused { text, .. } | ServerMessage::Error { text } => {
                error.set(Some(text.clone()));
            }
            _ => {}
        }
    });
    online.subscribe(ClientMessage::Lobby, ClientMessage::LeaveLobby);
    let me = move || online.me.with(|m| m.as_ref().map(|m| m.name.clone()));
    let rows = move || {
        let mine = me();
        let account = online.me.with(|m| m.as_ref().is_some_and(|m| m.account));
        games.get().map(|list| {
            if list.is_empty() {
                return view! { <p class="empty">"No open games right now: create one."</p> }
                    .into_any();
            }
            let items = list
                .into_iter()
                .map(|game| {
                    let id = game.id.clone();
                    let own = mine.as_deref() == Some(game.white.player.name.as_str());
                    let button = if own {
                        let id = id.clone();
                        view! {
                            <button on:click=move |_| {
                                online.send(&ClientMessage::Cancel { game: id.clone() });
                            }>"Cancel"</button>
                        }
                        .into_any()
                    } else if game.rated && !account {
                        // A rated game is between accounts: the server would refuse the join.
                        view! {
                            <button on:click=move |_| context.navigate(&Route::Account)>
                                "Log in to join"
                            </button>
                        }
                        .into_any()
                    } else {
                        let id = id.clone();
                        view! {
                            <button class="primary" on:click=move |_| {
                                error.set(None);
                                online.send(&ClientMessage::Join { game: id.clone() });
                            }>"Join"</button>
                        }
                        .into_any()
                    };
                    view! {
                        <li class="game-line" class:own=own data-game-id=id.to_string() data-creator=game.white.player.name.clone()>
                            {game_line(&game)}
                            {button}
                        </li>
                    }
                })
                .collect_view();
            view! { <ul class="game-lines" aria-label="Open games">{items}</ul> }.into_any()
        })
    };
    let close_challenge = Callback::new(move |()| {
        if let Some(id) = challenge.get_untracked() {
            challenge.set(None);
            context.navigate(&Route::Online(id));
        }
    });
    view! {
        <div class="online-page lobby">
            <OnlineBar />
            <h1>"Play online"</h1>
            <div class="lobby-buttons">
                <button class="primary" on:click=move |_| creating.set(Some(false))>"Create a game"</button>
                <button on:click=move |_| creating.set(Some(true))>"Challenge a friend"</button>
            </div>
            <p class="error" role="alert">{move || error.get()}</p>
            <h2>"Open games"</h2>
            {move || match (games.with(Option::is_some), online.service.get()) {
                (false, Service::Unreachable) => None,
                (false, _) => Some(view! { <p class="empty">"Looking for games…"</p> }.into_any()),
                (true, _) => rows().map(IntoAny::into_any),
            }}
        </div>
        {move || creating.get().map(|private| view! {
            <CreateDialog
                private=private
                on_sent=Callback::new(move |()| challenging.set_value(private))
                on_close=Callback::new(move |()| creating.set(None))
            />
        })}
        {move || challenge.get().map(|id| view! {
            <ShareDialog
                sharing=Sharing {
                    title: "Challenge a friend",
                    help: "Send this link to your friend: the first person to open it plays you.",
                    text: absolute(&Route::Online(id).href()),
                }
                on_close=close_challenge
            />
        })}
    }
}

/// The games being played, to watch: `#/watch`.
#[component]
pub(super) fn WatchPage() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let online = context.online;
    online.connect();
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
    let rows = move || {
        games.get().map(|list| {
            if list.is_empty() {
                return view! { <p class="empty">"Nobody is playing right now."</p> }.into_any();
            }
            let items = list
                .into_iter()
                .map(|game| {
                    let id = game.id.to_string();
                    let moves = match game.ply {
                        1 => "1 move".to_owned(),
                        n => format!("{n} moves"),
                    };
                    let key = id.clone();
                    view! {
                        <li class="game-line" data-game-id=key>
                            {game_line(&game)}
                            <span class="line-moves">{moves}</span>
                            <button on:click=move |_| context.navigate(&Route::Online(id.clone()))>"Watch"</button>
                        </li>
                    }
                })
                .collect_view();
            view! { <ul class="game-lines" aria-label="Games being played">{items}</ul> }.into_any()
        })
    };
    view! {
        <div class="online-page watch">
            <OnlineBar />
            <h1>"Watch"</h1>
            <button on:click=move |_| load()>"Refresh"</button>
            {rows}
        </div>
    }
}
