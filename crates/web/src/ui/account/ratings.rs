//! A profile's ratings: a table of one game and board a row, each with its rating, its number
//! of rated games and a small line of its history.

use crate::i18n::{t, tf};
use crate::ui::online::variant_words;
use leptos::prelude::*;
use skillgames_online::http::Profile;

/// A small line of a rating's history.
fn history_line(history: &[i32]) -> impl IntoView + use<> {
    let (width, height) = (120.0_f64, 32.0_f64);
    let low = history.iter().copied().min().unwrap_or(0);
    let high = history.iter().copied().max().unwrap_or(0);
    let span = f64::from((high - low).max(1));
    let step = if history.len() > 1 {
        width / (history.len() - 1) as f64
    } else {
        0.0
    };
    let points = history
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            let x = i as f64 * step;
            let y = height - 2.0 - f64::from(r - low) / span * (height - 4.0);
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ");
    view! {
        <svg class="rating-history" viewBox=format!("0 0 {width} {height}") width="120" height="32" aria-hidden="true">
            <polyline points=points></polyline>
        </svg>
    }
}

/// The ratings of `profile` (or that it has none yet).
pub(super) fn ratings(profile: &Profile) -> AnyView {
    if profile.ratings.is_empty() {
        return view! { <p class="empty">{t("profile-no-rated-games")}</p> }.into_any();
    }
    let ratings = profile
        .ratings
        .iter()
        .map(|r| {
            let games = tf("profile-games", &[("count", r.games.into())]);
            view! {
                <tr data-rating=format!("{}-{}", r.variant.game(), r.variant.size())>
                    <th scope="row">{variant_words(&r.variant)}</th>
                    <td class="rating">{r.rating.to_string()}</td>
                    <td>{games}</td>
                    <td>{history_line(&r.history)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="table-wrap">
            <table class="stats-table ratings">
                <thead><tr><th scope="col">{t("profile-game")}</th><th scope="col">{t("profile-rating")}</th><th scope="col">{t("profile-rated-games")}</th><th scope="col">{t("profile-history")}</th></tr></thead>
                <tbody>{ratings}</tbody>
            </table>
        </div>
        <p class="help">{t("profile-provisional-help")}</p>
    }
    .into_any()
}
