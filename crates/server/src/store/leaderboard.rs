//! Leaderboards: per game and board, the accounts with an established rating (its deviation
//! at most [`PROVISIONAL_DEVIATION`]) who played a rated game there in the last
//! [`ACTIVE_DAYS`] days, best first; people and bots apart. Visitors (no password) are never
//! listed. A player's own place is one more than the number of better ratings among the
//! same, so it is known outside the first hundred too.
//!
//! The recent game is found through `rating_history_by_player` (player, game, size, at); the
//! ratings of one game and board are read whole (their key starts with the player), which is
//! a few thousand rows on a site of this size.

use skillgames_play::Variant;
use sqlx::Row;

use super::{Database, StoreError, to_i64};
use crate::clock::Millis;
use crate::ratings::PROVISIONAL_DEVIATION;
use crate::round::PlayerId;

/// A rated game within this many days makes a rating active.
pub const ACTIVE_DAYS: u64 = 30;

/// [`ACTIVE_DAYS`] in milliseconds.
pub const ACTIVE_MS: Millis = ACTIVE_DAYS * 86_400_000;

/// One account on a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderEntry {
    /// The account's name.
    pub name: String,
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Rated games played on this game and board.
    pub games: i64,
}

/// The ratings that count: this game and board's, established, of accounts (people or bots
/// as `$4` says), with a rated game there since `$5`. Parameters `$1` game, `$2` size, `$3`
/// the provisional deviation.
const COUNTED: &str = "FROM ratings r JOIN players p ON p.id = r.player \
     WHERE r.game = $1 AND r.size = $2 AND r.deviation <= $3 \
     AND p.password IS NOT NULL AND p.bot = $4 AND p.closed = 0 \
     AND EXISTS (SELECT 1 FROM rating_history h WHERE h.player = r.player \
     AND h.game = r.game AND h.size = r.size AND h.at >= $5)";

/// The earliest time a rated game keeps a rating active at `now`.
fn active_since(now: Millis) -> i64 {
    to_i64(now.saturating_sub(ACTIVE_MS))
}

impl Database {
    /// The best `limit` people (or bots, if `bots`) on `variant` at `now`, best first (equal
    /// ratings by name).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn leaderboard(
        &self,
        variant: Variant,
        bots: bool,
        now: Millis,
        limit: usize,
    ) -> Result<Vec<LeaderEntry>, StoreError> {
        let sql = format!(
            "SELECT p.name, r.rating, r.deviation, r.games {COUNTED} \
             ORDER BY r.rating DESC, p.name_key LIMIT $6"
        );
        let rows = sqlx::query(&sql)
            .bind(variant.game().name)
            .bind(i64::from(variant.size()))
            .bind(PROVISIONAL_DEVIATION)
            .bind(i64::from(bots))
            .bind(active_since(now))
            .bind(i64::try_from(limit).unwrap_or(i64::MAX))
            .fetch_all(&self.pool)
            .await?;
        let mut entries = Vec::with_capacity(rows.len());
        for row in rows {
            entries.push(LeaderEntry {
                name: row.try_get("name")?,
                rating: row.try_get("rating")?,
                deviation: row.try_get("deviation")?,
                games: row.try_get("games")?,
            });
        }
        Ok(entries)
    }

    /// `player`'s place on `variant` at `now` among people (or bots, if `bot`), with their
    /// rating: none if their rating there does not count (provisional, no recent rated
    /// game, none at all, or they are a visitor).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn leaderboard_place(
        &self,
        player: PlayerId,
        bot: bool,
        variant: Variant,
        now: Millis,
    ) -> Result<Option<(u64, f64)>, StoreError> {
        let (game, size) = (variant.game().name, i64::from(variant.size()));
        let since = active_since(now);
        let mine = sqlx::query(&format!("SELECT r.rating {COUNTED} AND r.player = $6"))
            .bind(game)
            .bind(size)
            .bind(PROVISIONAL_DEVIATION)
            .bind(i64::from(bot))
            .bind(since)
            .bind(player)
            .fetch_optional(&self.pool)
            .await?;
        let Some(mine) = mine else {
            return Ok(None);
        };
        let rating: f64 = mine.try_get("rating")?;
        let better: i64 = sqlx::query(&format!(
            "SELECT COUNT(*) AS better {COUNTED} AND r.rating > $6"
        ))
        .bind(game)
        .bind(size)
        .bind(PROVISIONAL_DEVIATION)
        .bind(i64::from(bot))
        .bind(since)
        .bind(rating)
        .fetch_one(&self.pool)
        .await?
        .try_get("better")?;
        Ok(Some((u64::try_from(better).unwrap_or(0) + 1, rating)))
    }
}
