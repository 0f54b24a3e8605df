//! Each player's notifications: kept [`crate::retention`]'s 30 days, at most
//! [`MAX_KEPT_NOTIFICATIONS`] a player (the oldest go), one per game and kind (a new "your
//! turn" replaces the last). And the correspondence games' time alarms: when each turn's
//! alarm is due (`games.alarm_at`), taken once by one server's sweep.

use skillgames_online::{GameId, NotificationKind, NotificationView, Outcome, TimeControl};
use sqlx::Row;
use sqlx::any::AnyRow;

use super::{Database, StoreError, to_i64};
use crate::clock::Millis;
use crate::game::Notice;
use crate::round::{PlayerId, Round, StatusKind};

/// The most notifications kept for a player.
pub const MAX_KEPT_NOTIFICATIONS: i64 = 100;
/// The alarm comes at least this long before a correspondence clock runs out (an hour).
pub const ALARM_LEAD_MIN: Millis = 3_600_000;
/// ... or a tenth of the time for a move before, if that is earlier.
const ALARM_LEAD_SHARE: u64 = 10;
const DAY: Millis = 86_400_000;

/// When `round`'s side to move is told its time is almost up: under an hour left, or under a
/// tenth of the time per move, whichever comes first. Correspondence games being played only.
#[must_use]
pub fn alarm_at(round: &Round) -> Option<Millis> {
    let TimeControl::Correspondence { days } = round.terms.time else {
        return None;
    };
    let lead = ALARM_LEAD_MIN.max(u64::from(days) * DAY / ALARM_LEAD_SHARE);
    round.deadline().map(|at| at.saturating_sub(lead))
}

fn outcome_word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "won",
        Outcome::Lost => "lost",
        Outcome::Drawn => "drawn",
    }
}

fn outcome_of(word: &str) -> Option<Outcome> {
    [Outcome::Won, Outcome::Lost, Outcome::Drawn]
        .into_iter()
        .find(|o| outcome_word(*o) == word)
}

/// A row as the player sees it; `None` for a kind this server does not know (a newer one's).
fn view_of(row: &AnyRow) -> Result<Option<NotificationView>, sqlx::Error> {
    let Some(kind) = NotificationKind::from_key(&row.try_get::<String, _>("kind")?) else {
        return Ok(None);
    };
    Ok(Some(NotificationView {
        id: u64::try_from(row.try_get::<i64, _>("id")?).unwrap_or(0),
        kind,
        game: row.try_get::<Option<String>, _>("game")?.map(GameId::from),
        opponent: row.try_get("opponent")?,
        outcome: row
            .try_get::<Option<String>, _>("outcome")?
            .as_deref()
            .and_then(outcome_of),
        at: u64::try_from(row.try_get::<i64, _>("at")?).unwrap_or(0),
        read: row.try_get::<i64, _>("seen")? != 0,
    }))
}

/// A correspondence game whose time alarm is due: the side to move and the other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DueAlarm {
    /// The game.
    pub game: GameId,
    /// Whose time is running out.
    pub player: PlayerId,
    /// The other player.
    pub opponent: Option<PlayerId>,
}

impl Database {
    /// Keeps `notice` (named `id`, its opponent called `opponent`) at `at`, in place of the
    /// player's earlier one of the same kind about the same game, and forgets their oldest
    /// beyond [`MAX_KEPT_NOTIFICATIONS`].
    ///
    /// # Errors
    /// When the database fails.
    pub async fn add_notification(
        &self,
        id: i64,
        notice: &Notice,
        opponent: Option<&str>,
        at: Millis,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        if let Some(game) = &notice.game {
            sqlx::query("DELETE FROM notifications WHERE player = $1 AND game = $2 AND kind = $3")
                .bind(notice.player)
                .bind(game.as_str())
                .bind(notice.kind.key())
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query(
            "INSERT INTO notifications (id, player, kind, game, opponent, outcome, at, seen) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0)",
        )
        .bind(id)
        .bind(notice.player)
        .bind(notice.kind.key())
        .bind(notice.game.as_ref().map(|g| g.as_str().to_owned()))
        .bind(opponent.map(str::to_owned))
        .bind(notice.outcome.map(outcome_word))
        .bind(to_i64(at))
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "DELETE FROM notifications WHERE player = $1 AND id NOT IN \
             (SELECT id FROM notifications WHERE player = $1 ORDER BY at DESC, id DESC LIMIT $2)",
        )
        .bind(notice.player)
        .bind(MAX_KEPT_NOTIFICATIONS)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Notification `id` of `player`'s, if it is theirs.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn notification(
        &self,
        player: PlayerId,
        id: i64,
    ) -> Result<Option<NotificationView>, StoreError> {
        let row = sqlx::query("SELECT * FROM notifications WHERE player = $1 AND id = $2")
            .bind(player)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.as_ref().map(view_of).transpose()?.flatten())
    }

    /// `player`'s newest `limit` notifications, and how many of all theirs are unread.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn notifications_of(
        &self,
        player: PlayerId,
        limit: u32,
    ) -> Result<(Vec<NotificationView>, u32), StoreError> {
        let rows = sqlx::query(
            "SELECT * FROM notifications WHERE player = $1 ORDER BY at DESC, id DESC LIMIT $2",
        )
        .bind(player)
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let list = rows
            .iter()
            .map(view_of)
            .filter_map(Result::transpose)
            .collect::<Result<Vec<_>, _>>()?;
        let unread: i64 =
            sqlx::query("SELECT COUNT(*) AS n FROM notifications WHERE player = $1 AND seen = 0")
                .bind(player)
                .fetch_one(&self.pool)
                .await?
                .try_get("n")?;
        Ok((list, u32::try_from(unread).unwrap_or(u32::MAX)))
    }

    /// Marks `player`'s notifications `ids` read (all of them when `None`); how many changed.
    /// Another player's ids change nothing.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn read_notifications(
        &self,
        player: PlayerId,
        ids: Option<&[u64]>,
    ) -> Result<u64, StoreError> {
        let Some(ids) = ids else {
            let done =
                sqlx::query("UPDATE notifications SET seen = 1 WHERE player = $1 AND seen = 0")
                    .bind(player)
                    .execute(&self.pool)
                    .await?;
            return Ok(done.rows_affected());
        };
        if ids.is_empty() {
            return Ok(0);
        }
        // One statement for all of them (at most `MAX_READ_IDS`, checked on reading).
        let marks: Vec<String> = (0..ids.len()).map(|i| format!("${}", i + 2)).collect();
        let sql = format!(
            "UPDATE notifications SET seen = 1 WHERE player = $1 AND seen = 0 AND id IN ({})",
            marks.join(", ")
        );
        let mut query = sqlx::query(&sql).bind(player);
        for id in ids {
            query = query.bind(to_i64(*id));
        }
        Ok(query.execute(&self.pool).await?.rows_affected())
    }

    /// Forgets the notifications made before `before`; how many.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn forget_notifications_before(&self, before: Millis) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM notifications WHERE at < $1")
            .bind(to_i64(before))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// Takes up to `limit` correspondence games being played whose time alarm is due by
    /// `now`: each is taken once (its alarm cleared in the same statement; on PostgreSQL the
    /// rows are locked as they are taken, so two servers' sweeps never take the same one).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn due_alarms(&self, now: Millis, limit: u32) -> Result<Vec<DueAlarm>, StoreError> {
        let lock = if self.postgres {
            " FOR UPDATE SKIP LOCKED"
        } else {
            ""
        };
        let rows = sqlx::query(&format!(
            "UPDATE games SET alarm_at = NULL WHERE id IN (SELECT id FROM games \
             WHERE alarm_at <= $1 AND status = '{playing}' ORDER BY alarm_at LIMIT $2{lock}) \
             RETURNING id, ply, white, black",
            playing = StatusKind::Playing
        ))
        .bind(to_i64(now))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let game = GameId::from(row.try_get::<String, _>("id")?);
                let ply: i64 = row.try_get("ply")?;
                let white: Option<i64> = row.try_get("white")?;
                let black: Option<i64> = row.try_get("black")?;
                // White moves at even plies.
                let (to_move, other) = if ply % 2 == 0 {
                    (white, black)
                } else {
                    (black, white)
                };
                Ok(to_move.map(|player| DueAlarm {
                    game,
                    player,
                    opponent: other,
                }))
            })
            .filter_map(Result::transpose)
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }
}
