//! The game page's top bar: the menu button, the score line and the tools (Hint, Undo).

use super::GamePage;
use crate::i18n::{score_label, t};
use leptos::prelude::*;
use skillgames_page::controller::Controller;

/// The bar above the board; the score line and the tools once there is a game.
pub(super) fn top_bar(game: GamePage, has_game: Memo<bool>) -> impl IntoView {
    let GamePage { page, info, .. } = game;
    let score = move |player: skillgames_core::Player| {
        page.with(|p| p.game().map_or(0, |g| g.score_line()[player.index()]))
    };
    let human = move || game.human();
    view! {
        <header class="topbar">
            <button
                class="menu-button"
                aria-label=t("play-menu")
                on:click=move |_| page.update(Controller::pause)
            >
                <span></span><span></span><span></span>
            </button>
            <div class="score-line" aria-label=t("play-score-line") data-score-line="" class:hidden=move || !has_game.get()>
                <span class="score-side">
                    <span class=move || format!("swatch {}", human().name()) aria-hidden="true"></span>
                    <span class="score-name">{move || game.name_of(human())}</span>
                    " "
                    <b data-score=move || human().name()>{move || score(human())}</b>
                </span>
                <span class="score-label">{score_label(info.name)}</span>
                <span class="score-side">
                    <b data-score=move || human().opponent().name()>{move || score(human().opponent())}</b>
                    " "
                    <span class="score-name">{move || game.name_of(human().opponent())}</span>
                    <span class=move || format!("swatch {}", human().opponent().name()) aria-hidden="true"></span>
                </span>
            </div>
            {move || tools(game, has_game)}
        </header>
    }
}

/// Hint and Undo, once there is a game (not behind the settings window before one).
fn tools(game: GamePage, has_game: Memo<bool>) -> Option<impl IntoView> {
    let page = game.page;
    has_game.get().then(|| {
        view! {
            <div class="tools">
                <button
                    class="tool"
                    aria-label=t("play-hint")
                    disabled=move || !page.with(Controller::can_hint)
                    on:click=move |_| game.act_alone(Controller::ask_hint)
                >
                    {t("play-hint")}
                </button>
                <button
                    class="tool"
                    aria-label=t("play-undo")
                    disabled=move || !page.with(Controller::can_undo)
                    on:click=move |_| game.act(&|p, s| p.undo(s))
                >
                    {t("play-undo")}
                </button>
            </div>
        }
    })
}
