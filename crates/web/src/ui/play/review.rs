//! The part under the board: stepping through the game, its analysis, the buttons to go back
//! to it or play on, and the list of moves.

use super::GamePage;
use super::windows::Windows;
use crate::i18n::t;
use crate::ui::analysis::AnalysisPanel;
use crate::ui::moves::{MoveList, ReviewBar, Step};
use crate::ui::route::Route;
use crate::ui::waiting::now_ms;
use leptos::prelude::*;
use skillgames_page::controller::{Controller, Overlay};
use skillgames_page::state::GameState;

/// The review under the board.
pub(super) fn review(game: GamePage, windows: Windows) -> impl IntoView {
    let GamePage {
        page,
        context,
        info,
        ..
    } = game;
    let on_step = Callback::new(move |step: Step| game.step(step));
    let on_pick = Callback::new(move |ply: usize| game.act(&|p, s| p.review_at(ply, now_ms(), s)));
    let analyse = Callback::new(move |()| game.act(&|p, s| p.analyse(s)));
    let cancel_analysis = Callback::new(move |()| game.act_alone(Controller::cancel_analysis));
    let entries =
        Memo::new(move |_| page.with(|p| p.game().map(GameState::move_list).unwrap_or_default()));
    let shown = Memo::new(move |_| page.with(|p| p.game().map_or(0, GameState::shown_ply)));
    let reviewing = move || page.with(|p| p.reviewing().is_some());
    let finished = move || page.with(|p| p.game().is_some_and(|g| g.outcome().is_some()));
    let looking_only = move || page.with(Controller::is_looking_only);
    let can_send = move || {
        page.with(|p| p.turn_link().is_some() && p.game().is_some_and(|g| !g.awaits_computer()))
    };
    let close_view = move |_| {
        game.act(&|p, s| p.close_view(s));
        context.navigate(&Route::play(info, false));
    };
    let send_move = move |_| {
        windows.offer(
            page,
            t("play-send-move"),
            t("play-send-move-help"),
            Controller::turn_link,
            true,
        );
    };
    view! {
        <div class="review">
            <Show when=looking_only>
                <div class="viewing" role="note">
                    <span>{t("play-looking")}</span>
                    <button on:click=close_view>{t("play-close")}</button>
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
                <button class="primary back-to-game" on:click=move |_| game.act(&|p, s| p.review_end(now_ms(), s))>
                    {t("play-back-to-game")}
                </button>
            </Show>
            <Show when=move || finished() && page.with(|p| p.ending().is_some() && p.overlay() == Overlay::None)>
                <button class="primary back-to-game" on:click=move |_| page.update(Controller::show_results)>
                    {t("play-results")}
                </button>
            </Show>
            <div class="review-tools">
                <Show when=move || reviewing() || looking_only() || finished()>
                    <button on:click=move |_| page.update(Controller::play_from_here)>{t("play-from-here")}</button>
                </Show>
                <Show when=can_send>
                    <button class="primary" on:click=send_move>{t("play-send-move")}</button>
                </Show>
            </div>
            <MoveList info=info entries=entries shown=shown on_pick=on_pick />
        </div>
    }
}
