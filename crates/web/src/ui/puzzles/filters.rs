//! The puzzles' filters (folded under the board): the game, then the board and the theme
//! among what that game has.

use super::{PuzzlePage, title_of};
use leptos::prelude::*;
use skillgames_page::puzzles::Filter;

/// The filters, folded.
pub(super) fn filters(page: PuzzlePage) -> impl IntoView {
    let PuzzlePage { book, progress, .. } = page;
    let set_filter = move |f: &dyn Fn(&mut Filter)| {
        progress.update(|p| f(&mut p.filter));
        page.save();
        page.next(page.current());
    };
    let games = move || {
        book.with(|b| {
            let mut games: Vec<String> = b
                .as_ref()
                .map(|b| b.boards().into_iter().map(|(g, _)| g).collect())
                .unwrap_or_default();
            games.dedup();
            games
        })
    };
    let sizes = move || {
        let game = progress.with(|p| p.filter.game.clone());
        book.with(|b| {
            let mut sizes: Vec<u8> = b
                .as_ref()
                .map(|b| {
                    b.boards()
                        .into_iter()
                        .filter(|(g, _)| game.as_ref().is_none_or(|w| w == g))
                        .map(|(_, s)| s)
                        .collect()
                })
                .unwrap_or_default();
            sizes.sort_unstable();
            sizes.dedup();
            sizes
        })
    };
    let themes = move || {
        let filter = progress.with(|p| p.filter.clone());
        book.with(|b| b.as_ref().map(|b| b.themes(&filter)).unwrap_or_default())
    };
    let value_of = |event: &leptos::ev::Event| event_target_value(event);
    view! {
        // Folded: the board comes first on every screen.
        <details class="puzzle-fold">
            <summary>"Filters"</summary>
            <div class="puzzle-filters">
                <label>
                    "Game "
                    <select id="filter-game" on:change=move |e| {
                        let v = value_of(&e);
                        set_filter(&|f| {
                            f.game = (!v.is_empty()).then(|| v.clone());
                            f.size = None;
                            f.theme = None;
                        });
                    }>
                        <option value="" selected=move || progress.with(|p| p.filter.game.is_none())>"All games"</option>
                        <For each=games key=|g| g.clone() let:game>
                            {
                                let selected = {
                                    let game = game.clone();
                                    move || progress.with(|p| p.filter.game.as_deref() == Some(game.as_str()))
                                };
                                view! { <option value=game.clone() selected=selected>{title_of(&game)}</option> }
                            }
                        </For>
                    </select>
                </label>
                <label>
                    "Board "
                    <select id="filter-board" on:change=move |e| {
                        let v = value_of(&e).parse::<u8>().ok();
                        set_filter(&|f| f.size = v);
                    }>
                        <option value="" selected=move || progress.with(|p| p.filter.size.is_none())>"All boards"</option>
                        <For each=sizes key=|s| *s let:size>
                            <option value=size.to_string() selected=move || progress.with(|p| p.filter.size == Some(size))>{format!("{size} × {size}")}</option>
                        </For>
                    </select>
                </label>
                <label>
                    "Theme "
                    <select id="filter-theme" on:change=move |e| {
                        let v = value_of(&e);
                        set_filter(&|f| f.theme = (!v.is_empty()).then(|| v.clone()));
                    }>
                        <option value="" selected=move || progress.with(|p| p.filter.theme.is_none())>"All themes"</option>
                        <For each=themes key=|t| t.clone() let:theme>
                            {
                                let selected = {
                                    let theme = theme.clone();
                                    move || progress.with(|p| p.filter.theme.as_deref() == Some(theme.as_str()))
                                };
                                view! { <option value=theme.clone() selected=selected>{theme.clone()}</option> }
                            }
                        </For>
                    </select>
                </label>
            </div>
        </details>
    }
}
