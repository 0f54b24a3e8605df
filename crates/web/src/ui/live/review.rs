//! Stepping through the live game: the review's buttons and the list of moves.

use super::LivePage;
use crate::ui::moves::{MoveList, ReviewBar, Step};
use leptos::prelude::*;
use skillgames_page::state::GameState;

/// The review under the game.
pub(super) fn review(live: LivePage, info_name: Memo<Option<&'static str>>) -> impl IntoView {
    let page = live.page;
    let entries = Memo::new(move |_| {
        live.with_game(|g| g.map(|g| g.state().move_list()).unwrap_or_default())
    });
    let shown = Memo::new(move |_| live.with_game(|g| g.map_or(0, |g| g.state().shown_ply())));
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
    let info = move || {
        info_name
            .get()
            .and_then(|name| skillgames_catalogue::CATALOGUE.find(name).ok())
    };
    view! {
        <div class="review">
            <ReviewBar
                can_back=Signal::derive(move || shown.get() > 0)
                can_forward=Signal::derive(move || live.has(&|g| g.state().reviewing().is_some()))
                on_step=on_step
            />
            {move || info().map(|info| view! { <MoveList info=info entries=entries shown=shown on_pick=on_pick /> })}
        </div>
    }
}
