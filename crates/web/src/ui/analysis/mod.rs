//! The analysis under the board in review: the Analyse button, its progress with Cancel, the
//! evaluation graph (a tap jumps to that move; `graph.rs`), each side's marks, and at a marked
//! move the engine's better move and its line. It renders what [`skillgames_page::analysis`]
//! and the controller work out.

mod graph;

use crate::i18n::{say, t, tf};
use leptos::prelude::*;
use skillgames_page::analysis::{self, advice_words, counts_words};
use skillgames_page::controller::Controller;
use skillgames_page::state::GameState;

#[component]
pub(super) fn AnalysisPanel(
    page: RwSignal<Controller>,
    on_analyse: Callback<()>,
    on_cancel: Callback<()>,
    on_pick: Callback<usize>,
) -> impl IntoView {
    let drawing = Memo::new(move |_| page.with(|p| p.game().and_then(graph::drawing)));
    let shown = Memo::new(move |_| page.with(|p| p.game().map_or(0, GameState::shown_ply)));
    let progress = Memo::new(move |_| page.with(Controller::analysing));
    let can_analyse = Memo::new(move |_| page.with(Controller::can_analyse));
    let advice = Memo::new(move |_| page.with(|p| p.game().and_then(GameState::advice)));
    let summary = Memo::new(move |_| {
        page.with(|p| {
            let game = p.game()?;
            game.analysis()?;
            let first = game.first_player();
            let counts = analysis::tally(&game.marks(), first);
            let sides = game.sides();
            Some(
                [first, first.opponent()]
                    .map(|player| {
                        (
                            player,
                            t(sides.0[player.index()].subject_id()),
                            say(&counts_words(counts[player.index()])),
                        )
                    })
                    .to_vec(),
            )
        })
    });

    let evaluation_graph = graph::graph(drawing, shown, on_pick);

    view! {
        <section class="analysis" aria-label=t("common-analysis")>
            <Show when=move || can_analyse.get() && progress.get().is_none()>
                <button class="analyse" on:click=move |_| on_analyse.run(())>
                    {move || if drawing.with(Option::is_some) { t("common-analysis-finish") } else { t("common-analysis-start") }}
                </button>
            </Show>
            {move || progress.get().map(|(done, total)| view! {
                <div class="analysing">
                    <label>
                        <span>{tf("common-analysing", &[("position", (done + 1).min(total).into()), ("total", total.into())])}</span>
                        <progress max=total.to_string() value=done.to_string()></progress>
                    </label>
                    <button on:click=move |_| on_cancel.run(())>{t("common-cancel")}</button>
                </div>
            })}
            {evaluation_graph}
            {move || summary.get().map(|sides| view! {
                <ul class="mark-summary" aria-label=t("common-marks")>
                    {sides.into_iter().map(|(player, name, words)| view! {
                        <li>
                            <span class=format!("swatch {}", player.name()) aria-hidden="true"></span>
                            <span><b>{tf("common-side-marks", &[("name", name.into())])}</b>" "{words}</span>
                        </li>
                    }).collect_view()}
                </ul>
            })}
            {move || advice.get().map(|advice| {
                let (head, line) = advice_words(&advice);
                view! {
                    <p class=format!("advice {}", advice.mark.class()) role="note">
                        {say(&head)}
                        {(!line.is_empty()).then(|| view! { <span class="line">" "{tf("common-analysis-line", &[("line", line.into())])}</span> })}
                    </p>
                }
            })}
        </section>
    }
}
