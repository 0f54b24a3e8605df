//! Conditional moves at the board of one's own correspondence game, while the opponent is
//! to move: the planner (`skillgames_page::planner`) plays both sides on the board, each line
//! their move and one's answer, as deep as wanted; "Save the plan" hands the lines to the
//! server, which plays the answer the moment the opponent plays a planned move.

use super::LivePage;
use leptos::prelude::*;
use skillgames_page::live::Command;
use skillgames_page::planner::Planner;

/// The planner's panel: its button, then its line, its lines and its buttons.
pub(super) fn planner_panel(live: LivePage) -> impl IntoView {
    let page = live.page;
    let can_plan = move || live.has(&|g| g.can_plan());
    let planning = move || live.has(&|g| g.planner().is_some());
    let with_planner = move |f: &dyn Fn(&Planner) -> String| {
        live.with_game(|g| g.and_then(|g| g.planner()).map(f))
            .unwrap_or_default()
    };
    let edit = move |f: &dyn Fn(&mut Planner)| {
        page.update(|p| {
            if let Some(planner) = p.game_mut().and_then(|g| g.planner_mut()) {
                f(planner);
            }
        });
    };
    let kept = move || {
        let count = live.with_game(|g| g.map_or(0, |g| g.planned_lines()));
        match count {
            0 => "No answers planned. Plan them here: when your opponent plays a move you planned for, your answer is played at once.".to_owned(),
            1 => "You have planned answers: 1 line.".to_owned(),
            n => format!("You have planned answers: {n} lines."),
        }
    };
    let lines = move || {
        live.with_game(|g| {
            g.and_then(|g| g.planner())
                .map(|p| p.written())
                .unwrap_or_default()
        })
    };
    view! {
        <Show when=move || can_plan() || planning()>
            <section class="planner" aria-labelledby="planner-title">
                <h2 id="planner-title">"Conditional moves"</h2>
                <Show
                    when=planning
                    fallback=move || view! {
                        <p class="help" role="status">{kept}</p>
                        <button on:click=move |_| page.update(|p| if let Some(g) = p.game_mut() { g.start_planning() })>
                            "Plan your answers"
                        </button>
                    }
                >
                    <p class="help">"On the board, play their move, then your answer, as many moves deep as you like; then add the line. Nothing is sent before you save."</p>
                    <p class="plan-line" aria-live="polite">
                        {move || with_planner(&|p| if p.line().is_empty() {
                            "This line: no moves yet.".to_owned()
                        } else {
                            format!("This line: {}", p.line().join(" "))
                        })}
                    </p>
                    <div class="planner-buttons">
                        <button
                            disabled=move || !live.has(&|g| g.planner().is_some_and(Planner::can_add))
                            on:click=move |_| edit(&|p| { p.add_line(); })
                        >"Add this line"</button>
                        <button on:click=move |_| edit(&Planner::restart_line)>"Start the line again"</button>
                    </div>
                    <ol class="plan-lines" aria-label="The plan">
                        {move || lines().into_iter().enumerate().map(|(index, line)| view! {
                            <li>
                                <span>{line}</span>
                                " "
                                <button class="quiet" on:click=move |_| edit(&|p| p.remove(index))>"Remove"</button>
                            </li>
                        }).collect_view()}
                    </ol>
                    <div class="planner-buttons">
                        <button class="primary" on:click=move |_| live.command(Command::SavePlan)>"Save the plan"</button>
                        <button class="quiet" on:click=move |_| page.update(|p| if let Some(g) = p.game_mut() { g.stop_planning() })>
                            "Close without saving"
                        </button>
                    </div>
                </Show>
            </section>
        </Show>
    }
}
