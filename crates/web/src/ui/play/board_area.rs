//! The game page's board area: the players' strips above and below the board, the board, and
//! the status line under it.

use super::GamePage;
use crate::i18n::{t, tf};
use crate::ui::board::{Board, BoardInput};
use crate::ui::waiting::now_ms;
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_page::controller::Controller;
use skillgames_page::move_list::move_words;
use skillgames_page::settings::Opponent;
use skillgames_page::state::GameState;
use skillgames_play::GameInfo;

/// The board between the two players' strips, and the status line.
pub(super) fn board_area(game: GamePage) -> impl IntoView {
    let page = game.page;
    let board_model = Memo::new(move |_| page.with(Controller::board_model));
    let on_input = Callback::new(move |input: BoardInput| match input {
        BoardInput::Tap(at) => game.act(&|p, s| p.tap(at, now_ms(), s)),
        BoardInput::Cursor(files, ranks) => page.update(|p| p.move_cursor(files, ranks)),
        BoardInput::Enter => {
            if let Some(at) = page.with_untracked(Controller::cursor) {
                game.act(&|p, s| p.tap(at, now_ms(), s));
            }
        }
    });
    // The board is rebuilt only for a board of another size.
    let board_size = Memo::new(move |_| page.with(|p| p.game().map(|g| g.variant().size())));
    let info = game.info;
    view! {
        {move || strip(game, true)}
        <div
            class="board-wrap"
            data-think-ms=move || page.with(|p| p.think_ms().map(|ms| ms.to_string()))
            data-think-nodes=move || page.with(|p| p.think_nodes().map(|n| n.to_string()))
            data-worker-memory=move || page.with(|p| p.worker_memory().map(|n| n.to_string()))
        >
            {move || board_size.get().map(|_| view! { <Board model=board_model on_input=on_input /> })}
        </div>
        {move || strip(game, false)}
        <p class="status" role="status" aria-live="polite" class:shoot=move || page.with(|p| p.game().is_some_and(GameState::must_shoot))>
            {move || game.with_game(|g| status(info, g))}
        </p>
    }
}

/// A player's strip: their colour and name, and whether the computer is thinking for them;
/// the opponent's on `top`.
fn strip(game: GamePage, top: bool) -> impl IntoView {
    let page = game.page;
    let player = move || {
        if top {
            game.human().opponent()
        } else {
            game.human()
        }
    };
    let thinking = move || page.with(Controller::thinking);
    let to_move = move || {
        page.with(|p| {
            p.game()
                .filter(|g| g.outcome().is_none())
                .map(GameState::turn)
        })
    };
    view! {
        <div
            class="strip"
            class:top=top
            class:to-move=move || to_move() == Some(player())
            data-player=move || player().name()
        >
            <span class=move || format!("swatch {}", player().name()) aria-hidden="true"></span>
            <span class="strip-name">{move || game.name_of(player())}</span>
            <Show when=move || thinking() && to_move() == Some(player())>
                <span class="thinking" role="status" aria-label=t("play-thinking")>
                    <i></i><i></i><i></i>
                </span>
            </Show>
        </div>
    }
}

/// The status line: the move shown while stepping through a game, or whose move it is.
fn status(info: &GameInfo, g: &GameState) -> String {
    if let Some(ply) = g
        .reviewing()
        .or(g.is_looking_only().then(|| g.history().len()))
    {
        let total = g.history().len();
        return match ply.checked_sub(1).and_then(|index| g.move_entry(index)) {
            Some(entry) => tf(
                "play-status-move",
                &[
                    ("move", move_words(info, &entry).into()),
                    ("ply", ply.into()),
                    ("total", total.into()),
                ],
            ),
            None => tf("play-status-start", &[("total", total.into())]),
        };
    }
    if g.outcome().is_some() {
        t("play-status-game-over")
    } else if g.must_shoot() {
        t("play-status-shoot")
    } else if g.awaits_computer() {
        t("play-status-thinking")
    } else if g.settings().opponent == Opponent::Friend {
        if g.turn() == Player::White {
            t("play-status-white-to-move")
        } else {
            t("play-status-black-to-move")
        }
    } else {
        t("play-status-your-move")
    }
}
