//! Leaderboards over HTTP: `GET /api/leaderboard/{game}/{size}` (the game's protocol name and
//! the board's size, as in the catalogue), the best hundred people and the best hundred bots
//! with established ratings who played a rated game there lately, and the asking player's own
//! place (`docs/online.md`). The store decides who counts (`store/leaderboard.rs`).

use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::leaderboard::{LEADERBOARD_SIZE, LeaderLine, Leaderboard, MyPlace};

use super::{Reply, refuse, unavailable};
use crate::Service;
use crate::store::LeaderEntry;

/// A rating as shown: rounded to a whole number.
#[allow(clippy::cast_possible_truncation)]
fn shown(value: f64) -> i32 {
    value.round() as i32
}

/// The lines of `entries`, best first: equal ratings share a place, the next place counts
/// everyone above it (1, 2, 2, 4), as one's own place does.
fn lines(entries: Vec<LeaderEntry>) -> Vec<LeaderLine> {
    let mut lines = Vec::with_capacity(entries.len());
    let mut previous: Option<(f64, u32)> = None;
    for (index, entry) in (1..).zip(entries) {
        let rank = match previous {
            Some((rating, rank)) if rating.total_cmp(&entry.rating).is_eq() => rank,
            _ => index,
        };
        previous = Some((entry.rating, rank));
        lines.push(LeaderLine {
            rank,
            name: entry.name,
            rating: shown(entry.rating),
            deviation: shown(entry.deviation),
            games: u32::try_from(entry.games).unwrap_or(u32::MAX),
        });
    }
    lines
}

/// `GET /api/leaderboard/{game}/{size}`.
pub(super) async fn show(
    State(online): State<Arc<Service>>,
    headers: HeaderMap,
    Path((game, size)): Path<(String, String)>,
) -> Reply {
    let variant = CATALOGUE
        .variant(&game, Some(&size))
        .map_err(|_| refuse(StatusCode::NOT_FOUND, "api-no-such-variant"))?;
    let store = &online.hub.store;
    let now = online.hub.clock.now();
    let players = store
        .leaderboard(variant, false, now, LEADERBOARD_SIZE)
        .await
        .map_err(|e| unavailable(&e))?;
    let bots = store
        .leaderboard(variant, true, now, LEADERBOARD_SIZE)
        .await
        .map_err(|e| unavailable(&e))?;
    let me = match super::viewer(&online, &headers).await? {
        Some(player) if player.password.is_some() => store
            .leaderboard_place(player.id, player.bot, variant, now)
            .await
            .map_err(|e| unavailable(&e))?
            .map(|(rank, rating)| MyPlace {
                rank: u32::try_from(rank).unwrap_or(u32::MAX),
                rating: shown(rating),
            }),
        _ => None,
    };
    Ok(Json(Leaderboard {
        game: variant.game().name.to_owned(),
        size: variant.size(),
        players: lines(players),
        bots: lines(bots),
        me,
    })
    .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(name: &str, rating: f64) -> LeaderEntry {
        LeaderEntry {
            name: name.into(),
            rating,
            deviation: 60.4,
            games: 12,
        }
    }

    #[test]
    fn equal_ratings_share_a_place_and_the_next_counts_everyone_above() {
        let shown = lines(vec![
            entry("Ada", 1900.2),
            entry("Bob", 1800.0),
            entry("Cy", 1800.0),
            entry("Di", 1700.6),
        ]);
        let places: Vec<(u32, &str, i32)> = shown
            .iter()
            .map(|l| (l.rank, l.name.as_str(), l.rating))
            .collect();
        assert_eq!(
            places,
            [
                (1, "Ada", 1900),
                (2, "Bob", 1800),
                (2, "Cy", 1800),
                (4, "Di", 1701)
            ]
        );
        assert_eq!((shown[0].deviation, shown[0].games), (60, 12));
    }
}
