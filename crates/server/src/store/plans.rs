//! Conditional moves: each player's plan in a game (at most one), deleted when followed to
//! its end or dropped.

use skillgames_online::GameId;
use sqlx::Row;

use super::{Database, StoreError};
use crate::game::Plan;
use crate::round::PlayerId;

impl Database {
    /// `player`'s plan in `game`, if any (one that does not read is none).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn plan(&self, game: &GameId, player: PlayerId) -> Result<Option<Plan>, StoreError> {
        let row = sqlx::query("SELECT ply, lines FROM plans WHERE game = $1 AND player = $2")
            .bind(game.as_str())
            .bind(player)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let ply: i64 = row.try_get("ply")?;
        let lines: String = row.try_get("lines")?;
        Ok(serde_json::from_str(&lines).ok().map(|lines| Plan {
            ply: u32::try_from(ply).unwrap_or(0),
            lines,
        }))
    }

    /// Keeps `plan` as `player`'s in `game` (none, or one without lines: deleted).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn keep_plan(
        &self,
        game: &GameId,
        player: PlayerId,
        plan: Option<&Plan>,
    ) -> Result<(), StoreError> {
        match plan.filter(|p| !p.lines.is_empty()) {
            None => {
                sqlx::query("DELETE FROM plans WHERE game = $1 AND player = $2")
                    .bind(game.as_str())
                    .bind(player)
                    .execute(&self.pool)
                    .await?;
            }
            Some(plan) => {
                sqlx::query(
                    "INSERT INTO plans (game, player, ply, lines) VALUES ($1, $2, $3, $4) \
                     ON CONFLICT (game, player) DO UPDATE SET ply = excluded.ply, \
                     lines = excluded.lines",
                )
                .bind(game.as_str())
                .bind(player)
                .bind(i64::from(plan.ply))
                .bind(serde_json::to_string(&plan.lines).unwrap_or_default())
                .execute(&self.pool)
                .await?;
            }
        }
        Ok(())
    }
}
