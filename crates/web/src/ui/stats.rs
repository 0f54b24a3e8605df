//! The statistics page: every game, board and level in one table, with a reset that asks
//! first.

use super::context::AppContext;
use super::dialogs::focused_on_open;
use super::dialogs::trap_focus;
use super::route::Route;
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
                view! {
                    <tr class:unplayed=!played data-stats=format!("{}/{}/{}", row.info.name, row.size, row.level)>
                        <th scope="row">{row.info.title}</th>
                        <td>{format!("{n} × {n}", n = row.size)}</td>
                        <td>{row.level}</td>
                        <td data-stat="wins">{stats.wins}</td>
                        <td data-stat="losses">{stats.losses}</td>
                        <td data-stat="draws">{draws}</td>
                        <td data-stat="rate">{if played { format!("{}%", stats.win_rate()) } else { "–".to_owned() }}</td>
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
                <button on:click=move |_| context.navigate(&Route::Home)>"← Home"</button>
                <button on:click=move |_| asking.set(true)>"Reset statistics"</button>
            </nav>
            <h1>"Your statistics"</h1>
            <p class="help">"Games against the computer from the usual start, in this browser."</p>
            <div class="table-wrap" tabindex="0" role="region" aria-label="Statistics table">
                <table class="stats-table">
                    <thead>
                        <tr>
                            <th scope="col">"Game"</th>
                            <th scope="col">"Board"</th>
                            <th scope="col">"Level"</th>
                            <th scope="col">"Wins"</th>
                            <th scope="col">"Losses"</th>
                            <th scope="col">"Draws"</th>
                            <th scope="col">"Win rate"</th>
                            <th scope="col">"Streak"</th>
                            <th scope="col">"Best streak"</th>
                        </tr>
                    </thead>
                    <tbody>{table}</tbody>
                </table>
            </div>
            <Show when=move || asking.get()>
                <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="reset-title" on:keydown=trap_focus>
                    <div class="dialog">
                        <h2 id="reset-title">"Reset all statistics?"</h2>
                        <p class="help">"Every win, loss and streak of every game is forgotten. Games in progress stay."</p>
                        <button class="primary wide" on:click=reset>"Reset"</button>
                        <button node_ref=cancel class="wide" on:click=move |_| asking.set(false)>"Cancel"</button>
                    </div>
                </div>
            </Show>
        </div>
    }
}
