//! The statistics page: every game, board and level in one table, with a reset that asks
//! first.

use super::context::AppContext;
use super::dialogs::focused_on_open;
use super::dialogs::trap_focus;
use super::route::Route;
use crate::i18n::{game_title, level_label, t, tf};
use leptos::prelude::*;

#[component]
pub(super) fn StatsPage() -> impl IntoView {
    let context = expect_context::<AppContext>();
    let version = RwSignal::new(0_u32);
    let rows = move || {
        version.track();
        let rows = context.storage.with_value(|s| s.all_stats());
        context.collect_notices();
        rows
    };
    let asking = RwSignal::new(false);
    let reset = move |_| {
        context.storage.with_value(|s| s.reset_stats());
        asking.set(false);
        version.update(|v| *v += 1);
    };
    let cancel = focused_on_open::<leptos::html::Button>();
    let table = move || {
        rows()
            .into_iter()
            .map(|row| {
                let stats = row.stats;
                let played = stats.games() > 0;
                let draws = if row.info.draws {
                    stats.draws.to_string()
                } else {
                    "–".to_owned()
                };
                // The level's name in the page's language (the row names it by its English
                // label).
                let level = row
                    .info
                    .levels
                    .iter()
                    .find(|l| l.label == row.level)
                    .map_or_else(|| row.level.to_owned(), |l| level_label(l.name));
                view! {
                    <tr class:unplayed=!played data-stats=format!("{}/{}/{}", row.info.name, row.size, row.level)>
                        <th scope="row">{game_title(row.info.name)}</th>
                        <td>{format!("{n} × {n}", n = row.size)}</td>
                        <td>{level}</td>
                        <td data-stat="wins">{stats.wins}</td>
                        <td data-stat="losses">{stats.losses}</td>
                        <td data-stat="draws">{draws}</td>
                        <td data-stat="rate">{if played { tf("stats-win-rate-value", &[("rate", stats.win_rate().into())]) } else { "–".to_owned() }}</td>
                        <td data-stat="streak">{stats.streak}</td>
                        <td data-stat="best">{stats.best_streak}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <div class="stats-page">
            <nav class="rules-nav">
                <button on:click=move |_| context.navigate(&Route::Home)>{t("stats-back-home")}</button>
                <button on:click=move |_| asking.set(true)>{t("stats-reset-all")}</button>
            </nav>
            <h1>{t("stats-title")}</h1>
            <p class="help">{t("stats-help")}</p>
            <div class="table-wrap" tabindex="0" role="region" aria-label=t("stats-table")>
                <table class="stats-table">
                    <thead>
                        <tr>
                            <th scope="col">{t("stats-game")}</th>
                            <th scope="col">{t("stats-board")}</th>
                            <th scope="col">{t("stats-level")}</th>
                            <th scope="col">{t("stats-wins")}</th>
                            <th scope="col">{t("stats-losses")}</th>
                            <th scope="col">{t("stats-draws")}</th>
                            <th scope="col">{t("stats-win-rate")}</th>
                            <th scope="col">{t("stats-streak")}</th>
                            <th scope="col">{t("stats-best-streak")}</th>
                        </tr>
                    </thead>
                    <tbody>{table}</tbody>
                </table>
            </div>
            <Show when=move || asking.get()>
                <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="reset-title" on:keydown=trap_focus>
                    <div class="dialog">
                        <h2 id="reset-title">{t("stats-reset-title")}</h2>
                        <p class="help">{t("stats-reset-help")}</p>
                        <button class="primary wide" on:click=reset>{t("stats-reset")}</button>
                        <button node_ref=cancel class="wide" on:click=move |_| asking.set(false)>{t("stats-cancel")}</button>
                    </div>
                </div>
            </Show>
        </div>
    }
}
