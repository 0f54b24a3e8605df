//! The puzzles' filters (folded under the board): the game (one at a time: the trainer
//! fetches only its puzzles), then its board and a theme among what it has.

use super::{PuzzlePage, title_of};
use crate::i18n::{say, t};
use leptos::prelude::*;
use skillgames_catalogue::CATALOGUE;
use skillgames_page::puzzles::{Filter, theme_words};

/// The filters, folded.
pub(super) fn filters(page: PuzzlePage) -> impl IntoView {
    let PuzzlePage { book, progress, .. } = page;
    let set_filter = move |f: &dyn Fn(&mut Filter)| {
        let before = progress.with_untracked(|p| p.filter.boards());
        progress.update(|p| f(&mut p.filter));
        page.save();
        // Another game or board: its puzzles are fetched first.
        if progress.with_untracked(|p| p.filter.boards()) == before {
            page.next(page.current());
        } else {
            page.load(None);
        }
    };
    let games = || CATALOGUE.games().iter().map(|g| g.name).collect::<Vec<_>>();
    let sizes = move || {
        progress.with(|p| {
            p.filter
                .game
                .as_deref()
                .and_then(|g| CATALOGUE.find(g).ok())
                .map(|g| g.boards.iter().map(|b| b.size).collect::<Vec<u8>>())
                .unwrap_or_default()
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
            <summary>{t("puzzle-filters")}</summary>
            <div class="puzzle-filters">
                <label>
                    {t("puzzle-filter-game")} " "
                    <select id="filter-game" on:change=move |e| {
                        let v = value_of(&e);
                        // Its default board: the player may then choose all of them.
                        let size = CATALOGUE.find(&v).ok().map(|g| g.boards[0].size);
                        set_filter(&|f| {
                            f.game = Some(v.clone());
                            f.size = size;
                            f.theme = None;
                        });
                    }>
                        {games().into_iter().map(|game| view! {
                            <option value=game selected=move || progress.with(|p| p.filter.game.as_deref() == Some(game))>{title_of(game)}</option>
                        }).collect_view()}
                    </select>
                </label>
                <label>
                    {t("puzzle-filter-board")} " "
                    <select id="filter-board" on:change=move |e| {
                        let v = value_of(&e).parse::<u8>().ok();
                        set_filter(&|f| f.size = v);
                    }>
                        <option value="" selected=move || progress.with(|p| p.filter.size.is_none())>{t("puzzle-all-boards")}</option>
                        <For each=sizes key=|s| *s let:size>
                            <option value=size.to_string() selected=move || progress.with(|p| p.filter.size == Some(size))>{format!("{size} × {size}")}</option>
                        </For>
                    </select>
                </label>
                <label>
                    {t("puzzle-filter-theme")} " "
                    <select id="filter-theme" on:change=move |e| {
                        let v = value_of(&e);
                        set_filter(&|f| f.theme = (!v.is_empty()).then(|| v.clone()));
                    }>
                        <option value="" selected=move || progress.with(|p| p.filter.theme.is_none())>{t("puzzle-all-themes")}</option>
                        <For each=themes key=|t| t.clone() let:theme>
                            {
                                let selected = {
                                    let theme = theme.clone();
                                    move || progress.with(|p| p.filter.theme.as_deref() == Some(theme.as_str()))
                                };
                                view! { <option value=theme.clone() selected=selected>{say(&theme_words(&theme))}</option> }
                            }
                        </For>
                    </select>
                </label>
            </div>
        </details>
    }
}
