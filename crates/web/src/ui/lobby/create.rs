//! The window that creates a game, open to anyone in the lobby, a challenge to pass on as a
//! link, or a challenge to a player by name: the game and its board, the clock (`time.rs`),
//! rated or casual, and the colour.

use super::time::TimeInput;
use crate::i18n::{game_title, t, tf};
use crate::net;
use crate::ui::context::AppContext;
use crate::ui::dialogs::{choice, focused_on_open, group, window_keys};
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_core::Player;
use skillgames_page::online::NewGame;
use skillgames_play::GameInfo;

/// The window that creates a game (`private`: a challenge to pass on as a link; `opponent`:
/// a challenge to that player by name).
#[component]
pub(in crate::ui) fn CreateDialog(
    private: bool,
    #[prop(optional)] opponent: Option<String>,
    on_sent: Callback<()>,
    on_close: Callback<()>,
) -> impl IntoView {
    let opponent = StoredValue::new(opponent);
    let context = expect_context::<AppContext>();
    let online = context.online;
    let create_button = focused_on_open::<leptos::html::Button>();
    let game = RwSignal::new(CATALOGUE.games()[0].name);
    let size = RwSignal::new(CATALOGUE.games()[0].boards[0].size);
    let time = TimeInput::new();
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
                    {game_title(g.name)}
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
    let create = move |_| {
        let control = time.control();
        if let Err(err) = control.check() {
            leptos::logging::warn!("the time control: {err}");
            error.set(Some(t("lobby-bad-time-control")));
            return;
        }
        let new_game = NewGame {
            info: CATALOGUE
                .find(game.get_untracked())
                .unwrap_or(CATALOGUE.games()[0]),
            size: size.get_untracked(),
            time: control,
            rated: rated.get_untracked() && account(),
            side: colour.get_untracked(),
            private,
        };
        let message = opponent.with_value(|o| match o {
            Some(name) => new_game.challenge(name),
            None => new_game.message(),
        });
        if online.send(&message) {
            on_sent.run(());
            on_close.run(());
        } else {
            error.set(Some(net::unreachable()));
        }
    };
    let title = match opponent.get_value() {
        Some(name) => tf("lobby-challenge-player", &[("name", name.into())]),
        None if private => t("lobby-challenge-friend"),
        None => t("lobby-create-game"),
    };
    let button = match (opponent.with_value(Option::is_some), private) {
        (true, _) => t("lobby-send-challenge"),
        (false, true) => t("lobby-create-challenge"),
        (false, false) => t("lobby-create"),
    };
    view! {
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="create-title" on:keydown=window_keys(move || on_close.run(()))>
            <div class="dialog create-game">
                <h2 id="create-title">{title}</h2>
                {group(t("lobby-game"), games)}
                <fieldset>
                    <legend>{t("lobby-board")}</legend>
                    <div class="choices">{boards}</div>
                </fieldset>
                {time.fieldset()}
                <fieldset>
                    <legend>{t("lobby-counts-for-ratings")}</legend>
                    <div class="choices">
                        {choice(rated, false, t("lobby-casual"))}
                        <button
                            class="choice"
                            class:chosen=move || rated.get()
                            aria-pressed=move || rated.get().to_string()
                            disabled=move || !account()
                            on:click=move |_| rated.set(true)
                        >
                            {t("lobby-rated")}
                        </button>
                    </div>
                    <Show when=move || !account()>
                        <p class="help">{t("lobby-rated-needs-account")}</p>
                    </Show>
                </fieldset>
                {group(t("lobby-your-colour"), (
                    choice(colour, None, t("lobby-random")),
                    choice(colour, Some(Player::White), t("lobby-white")),
                    choice(colour, Some(Player::Black), t("lobby-black")),
                ))}
                <p class="error" role="alert">{move || error.get()}</p>
                <button node_ref=create_button class="primary wide" on:click=create>
                    {button}
                </button>
                <button class="wide quiet" on:click=move |_| on_close.run(())>{t("lobby-cancel")}</button>
            </div>
        </div>
    }
}
