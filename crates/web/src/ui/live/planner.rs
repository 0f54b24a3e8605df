//! Conditional moves at the board of one's own correspondence game, while the opponent is
//! to move: the planner (`skillgames_page::planner`) plays both sides on the board, each line
//! their move and one's answer, as deep as wanted; "Save the plan" hands the lines to the
//! server, which plays the answer the moment the opponent plays a planned move.

use super::LivePage;
use crate::i18n::{t, tf};
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
            0 => t("live-plan-none"),
            n => tf("live-plan-lines", &[("count", n.into())]),
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
                <h2 id="planner-title">{t("live-planner-title")}</h2>
                <Show
                    when=planning
                    fallback=move || view! {
                        <p class="help" role="status">{kept}</p>
                        <button on:click=move |_| page.update(|p| if let Some(g) = p.game_mut() { g.start_planning() })>
                            {t("live-plan-answers")}
                        </button>
                    }
                >
                    <p class="help">{t("live-planner-help")}</p>
                    <p class="plan-line" aria-live="polite">
                        {move || with_planner(&|p| if p.line().is_empty() {
                            t("live-plan-line-empty")
                        } else {
                            tf("live-plan-line", &[("moves", p.line().join(" ").into())])
                        })}
                    </p>
                    <div class="planner-buttons">
                        <button
                            disabled=move || !live.has(&|g| g.planner().is_some_and(Planner::can_add))
                            on:click=move |_| edit(&|p| { p.add_line(); })
                        >{t("live-plan-add")}</button>
                        <button on:click=move |_| edit(&Planner::restart_line)>{t("live-plan-restart")}</button>
                    </div>
                    <ol class="plan-lines" aria-label=t("live-plan-label")>
                        {move || lines().into_iter().enumerate().map(|(index, line)| view! {
                            <li>
                                <span>{line}</span>
                                " "
                                <button class="quiet" on:click=move |_| edit(&|p| p.remove(index))>{t("live-plan-remove")}</button>
                            </li>
                        }).collect_view()}
                    </ol>
                    <div class="planner-buttons">
                        <button class="primary" on:click=move |_| live.command(Command::SavePlan)>{t("live-plan-save")}</button>
                        <button class="quiet" on:click=move |_| page.update(|p| if let Some(g) = p.game_mut() { g.stop_planning() })>
                            {t("live-plan-close")}
                        </button>
                    </div>
                </Show>
            </section>
        </Show>
    }
}
