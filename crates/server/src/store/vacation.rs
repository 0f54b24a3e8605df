//! Vacation: the days an account took each calendar year (at most [`VACATION_DAYS`]), and
//! when its current vacation ends. The games' own record of it (until when a side's clock is
//! stopped) is kept with each game.

use skillgames_online::GameId;
use sqlx::Row;

use super::{Database, StoreError, to_i64};
use crate::clock::Millis;
use crate::round::{PlayerId, StatusKind};

/// The most days of vacation an account may take in a calendar year.
pub const VACATION_DAYS: u32 = 30;

const DAY_MS: u64 = 86_400_000;

/// The calendar year (UTC) of the moment `at`, in milliseconds since 1970.
#[must_use]
pub fn year_of(at: Millis) -> i64 {
    // Howard Hinnant's days-to-civil, for the year alone.
    let days = i64::try_from(at / DAY_MS).unwrap_or(i64::MAX / 2) + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let march_based = year_of_era + era * 400;
    if month_index >= 10 {
        march_based + 1
    } else {
        march_based
    }
}

/// What asking for a vacation did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VacationStart {
    /// Begun.
    Started,
    /// The account is on vacation already (one at a time).
    AlreadyAway,
    /// This year's allowance does not hold the days.
    TooManyDays,
}

/// An account's vacation as kept: when the current one ends, and the days taken this year.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredVacation {
    /// When the current vacation ends (none, or one that ended, is `None`).
    pub until: Option<Millis>,
    /// Days taken in the year asked about.
    pub taken: u32,
}

impl Database {
    /// `player`'s vacation at `now`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn vacation(
        &self,
        player: PlayerId,
        now: Millis,
    ) -> Result<StoredVacation, StoreError> {
        let until: Option<i64> = sqlx::query_scalar("SELECT away_until FROM players WHERE id = $1")
            .bind(player)
            .fetch_optional(&self.pool)
            .await?
            .flatten();
        let taken: Option<i64> =
            sqlx::query_scalar("SELECT days FROM vacations WHERE player = $1 AND year = $2")
                .bind(player)
                .bind(year_of(now))
                .fetch_optional(&self.pool)
                .await?;
        Ok(StoredVacation {
            until: until
                .and_then(|u| u64::try_from(u).ok())
                .filter(|&u| u > now),
            taken: taken.and_then(|t| u32::try_from(t).ok()).unwrap_or(0),
        })
    }

    /// Starts `player`'s vacation of `days` days at `now`, if they are not away already and
    /// this year's allowance holds the days (counted against the year it starts in); both
    /// checked in the writes themselves, so that two requests at once take one vacation.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn start_vacation(
        &self,
        player: PlayerId,
        days: u32,
        now: Millis,
    ) -> Result<VacationStart, StoreError> {
        let year = year_of(now);
        let mut tx = self.pool.begin().await?;
        let away = sqlx::query(
            "UPDATE players SET away_until = $2 WHERE id = $1 \
             AND (away_until IS NULL OR away_until <= $3)",
        )
        .bind(player)
        .bind(to_i64(now + u64::from(days) * DAY_MS))
        .bind(to_i64(now))
        .execute(&mut *tx)
        .await?;
        if away.rows_affected() == 0 {
            return Ok(VacationStart::AlreadyAway);
        }
        sqlx::query(
            "INSERT INTO vacations (player, year, days) VALUES ($1, $2, 0) \
             ON CONFLICT (player, year) DO NOTHING",
        )
        .bind(player)
        .bind(year)
        .execute(&mut *tx)
        .await?;
        let taken = sqlx::query(
            "UPDATE vacations SET days = days + $3 WHERE player = $1 AND year = $2 \
             AND days + $3 <= $4",
        )
        .bind(player)
        .bind(year)
        .bind(i64::from(days))
        .bind(i64::from(VACATION_DAYS))
        .execute(&mut *tx)
        .await?;
        if taken.rows_affected() == 0 {
            // Dropped uncommitted: the account is not away after all.
            return Ok(VacationStart::TooManyDays);
        }
        tx.commit().await?;
        Ok(VacationStart::Started)
    }

    /// Ends `player`'s vacation at `now`, giving the whole days not used back to this year's
    /// allowance; the days given back.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn end_vacation(&self, player: PlayerId, now: Millis) -> Result<u32, StoreError> {
        let Some(until) = self.vacation(player, now).await?.until else {
            return Ok(0);
        };
        let unused = u32::try_from((until - now) / DAY_MS).unwrap_or(0);
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE players SET away_until = NULL WHERE id = $1")
            .bind(player)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "UPDATE vacations SET days = CASE WHEN days > $3 THEN days - $3 ELSE 0 END \
             WHERE player = $1 AND year = $2",
        )
        .bind(player)
        .bind(year_of(now))
        .bind(i64::from(unused))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(unused)
    }

    /// The correspondence games `player` is playing.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn correspondence_games_of(
        &self,
        player: PlayerId,
    ) -> Result<Vec<GameId>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT id FROM games WHERE status = '{playing}' AND time_control LIKE '%d' \
             AND (white = $1 OR black = $1)",
            playing = StatusKind::Playing
        ))
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok(GameId::from(row.try_get::<String, _>("id")?)))
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_year_of_a_moment() {
        assert_eq!(year_of(0), 1970);
        // 2026-12-31T23:59:59.999Z and the next millisecond.
        assert_eq!(year_of(1_798_761_599_999), 2026);
        assert_eq!(year_of(1_798_761_600_000), 2027);
        // 2024-02-29 (a leap day).
        assert_eq!(year_of(1_709_164_800_000), 2024);
    }
}
