//! The chat of each game (its players' room and its spectators') and of each tournament: kept
//! with the game (its review shows it), at most a bounded number of lines a room, deleted with
//! the game. A room is named by its game's (or tournament's) id and its word
//! (`ChatRoom::word`, or `event` for a tournament's).

use sqlx::Row;

use super::{Database, StoreError, to_i64};
use crate::clock::Millis;
use crate::round::PlayerId;

/// A line of a game's chat as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredLine {
    /// Who wrote it.
    pub player: PlayerId,
    /// Their name.
    pub name: String,
    /// What they wrote.
    pub text: String,
    /// When.
    pub at: Millis,
    /// Its room's word.
    pub room: String,
}

impl Database {
    /// Keeps a line of `player`'s in room `room` of `game`'s chat, after its others, unless
    /// the room holds `most` lines already ([`StoreError::Limit`]). One statement: the count, the line's
    /// number and the insert together (two lines at once on PostgreSQL: the second tries
    /// again with the next number).
    ///
    /// # Errors
    /// [`StoreError::Limit`], or when the database fails.
    pub async fn add_chat_line(
        &self,
        game: &str,
        room: &str,
        player: PlayerId,
        text: &str,
        at: Millis,
        most: usize,
    ) -> Result<(), StoreError> {
        let mut tries = 0;
        loop {
            let done = sqlx::query(
                "INSERT INTO chat (game, seq, player, text, at, room) \
                 SELECT $1, (SELECT COALESCE(MAX(seq), 0) + 1 FROM chat WHERE game = $1), \
                 $2, $3, $4, $6 \
                 WHERE (SELECT COUNT(*) FROM chat WHERE game = $1 AND room = $6) < $5",
            )
            .bind(game)
            .bind(player)
            .bind(text)
            .bind(to_i64(at))
            .bind(i64::try_from(most).unwrap_or(i64::MAX))
            .bind(room)
            .execute(&self.pool)
            .await;
            match done {
                Ok(done) if done.rows_affected() == 1 => return Ok(()),
                Ok(_) => return Err(StoreError::Limit),
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() && tries < 3 => {
                    tries += 1;
                }
                Err(e) => return Err(e.into()),
            }
        }
    }

    /// The chat of `game` (a game's or a tournament's id), every room, oldest first.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn chat_of(&self, game: &str) -> Result<Vec<StoredLine>, StoreError> {
        let rows = sqlx::query(
            "SELECT c.player, p.name, c.text, c.at, c.room FROM chat c \
             JOIN players p ON p.id = c.player WHERE c.game = $1 ORDER BY c.seq",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(StoredLine {
                    player: row.try_get("player")?,
                    name: row.try_get("name")?,
                    text: row.try_get("text")?,
                    at: u64::try_from(row.try_get::<i64, _>("at")?).unwrap_or(0),
                    room: row.try_get("room")?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }
}
