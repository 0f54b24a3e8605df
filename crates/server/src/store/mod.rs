//! Everything the server keeps, through `sqlx` on SQLite (a file in the data folder) or
//! PostgreSQL, with the same SQL: the migrations in `migrations/` and the queries here use
//! only what both read (`$1` parameters, BIGINT, TEXT, DOUBLE PRECISION).
//!
//! A move is written in one transaction with the game's new state, on the condition that the
//! game still has the number of moves the move was made after: a second move for the same
//! ply (from a repeated message, or another server) changes nothing.

use std::borrow::Cow;

use std::time::Duration;

use skillgames_catalogue::CATALOGUE;
use skillgames_online::{
    Colour, ColourChoice, EndReason, GameId, OfferView, RatingChange, TimeControl,
};
use skillgames_play::Variant;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AnyPool, Executor, Row};
use thiserror::Error;
use tokio::sync::{mpsc, oneshot};

use crate::clock::Millis;
use crate::round::{PlayerId, Round, Status, StatusKind, Terms};

mod api;
mod chat;
mod community;
mod email;
mod leaderboard;
mod lock;
mod notifications;
mod plans;
mod push;
pub mod tournaments;
mod vacation;
pub use api::StoredToken;
pub use chat::StoredLine;
pub use community::{
    Followed, MAX_RELATIONS, MAX_REPORTS_A_DAY, ModAction, Relation, ReportReason, Standing,
    StoredAction, StoredReport,
};
pub use email::{Addressee, DueDigest, LinkPurpose, StoredEmail, TakenLink, address_key};
pub use leaderboard::{ACTIVE_DAYS, ACTIVE_MS, LeaderEntry};
pub use notifications::{ALARM_LEAD_MIN, DueAlarm, MAX_KEPT_NOTIFICATIONS, alarm_at};
pub use push::{MAX_DEVICES, StoredSubscription};
pub use vacation::{StoredVacation, VACATION_DAYS, VacationStart, year_of};

/// A failure of the store: logged, and told to players as "could not save".
#[derive(Debug, Error)]
pub enum StoreError {
    /// The database refused or could not be reached.
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// The migrations failed.
    #[error("migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The lock file beside an SQLite database, held while it is brought up to date, could
    /// not be made or locked.
    #[error("the database's migration lock: {0}")]
    Lock(#[from] std::io::Error),
    /// Another write got there first (the game moved on).
    #[error("the game changed meanwhile")]
    Conflict,
    /// A group of writes failed together.
    #[error("database: {0}")]
    Failed(String),
    /// The player already has as many open games as they may.
    #[error("too many open games")]
    Limit,
}

/// The store's connection pool.
#[derive(Clone, Debug)]
pub struct Database {
    pool: AnyPool,
    /// PostgreSQL (several servers may share it), not SQLite.
    postgres: bool,
    writer: mpsc::Sender<MoveWrite>,
}

/// A move for the writer task to store, and where to say how it went.
struct MoveWrite {
    id: GameId,
    ply: i64,
    mv: String,
    fields: GameFields,
    now: Millis,
    reply: oneshot::Sender<Result<(), StoreError>>,
}

/// The most moves committed together.
const MAX_BATCH: usize = 128;

/// Stores the moves it is sent, those waiting together in one transaction. A move whose game
/// no longer has the number of moves it was made after is refused alone (its row is not
/// written, or taken out again), without aborting the others: no statement of the batch fails.
async fn write_moves(pool: AnyPool, mut jobs: mpsc::Receiver<MoveWrite>) {
    while let Some(first) = jobs.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        match commit_moves(&pool, &batch).await {
            Ok(stored) => {
                for (job, stored) in batch.into_iter().zip(stored) {
                    let _ = job.reply.send(if stored {
                        Ok(())
                    } else {
                        Err(StoreError::Conflict)
                    });
                }
            }
            Err(error) => {
                let text = error.to_string();
                for job in batch {
                    let _ = job.reply.send(Err(StoreError::Failed(text.clone())));
                }
            }
        }
    }
}

async fn commit_moves(pool: &AnyPool, batch: &[MoveWrite]) -> Result<Vec<bool>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let mut stored = Vec::with_capacity(batch.len());
    for job in batch {
        let inserted = sqlx::query(
            "INSERT INTO moves (game, ply, mv, at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game, ply) DO NOTHING",
        )
        .bind(job.id.as_str())
        .bind(job.ply)
        .bind(&job.mv)
        .bind(to_i64(job.now))
        .execute(&mut *tx)
        .await?;
        if inserted.rows_affected() != 1 {
            stored.push(false);
            continue;
        }
        let updated = bind_fields(
            sqlx::query(UPDATE_GAME),
            &job.id,
            job.fields.clone(),
            job.now,
        )
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() == 1 {
            stored.push(true);
        } else {
            sqlx::query("DELETE FROM moves WHERE game = $1 AND ply = $2")
                .bind(job.id.as_str())
                .bind(job.ply)
                .execute(&mut *tx)
                .await?;
            stored.push(false);
        }
    }
    tx.commit().await?;
    Ok(stored)
}

/// A player as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredPlayer {
    /// The id.
    pub id: PlayerId,
    /// The name.
    pub name: String,
    /// The Argon2id hash of the password (accounts only).
    pub password: Option<String>,
    /// A bot account (upgraded through the API, for good).
    pub bot: bool,
}

/// A stored Glicko-2 rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StoredRating {
    /// Rating.
    pub rating: f64,
    /// Deviation.
    pub deviation: f64,
    /// Volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
}

impl Default for StoredRating {
    fn default() -> Self {
        StoredRating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            games: 0,
        }
    }
}

/// A player's rating before and after a rated game: the change is written only if the
/// stored rating is still the one it was computed from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingUpdate {
    /// Whose.
    pub player: PlayerId,
    /// What it was computed from.
    pub before: StoredRating,
    /// What it becomes.
    pub after: StoredRating,
}

/// A game as stored.
pub struct StoredGame {
    /// The round.
    pub round: Round,
    /// When it last changed.
    pub updated: Millis,
}

/// Who plays a game and where it stands, read from its row alone: a chat line or a chat's
/// history needs no more, and must not wait on the game's moves (a game held up in the
/// database would hold up the connection that asked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    /// The white player, once seated.
    pub white: Option<PlayerId>,
    /// The black player, once seated.
    pub black: Option<PlayerId>,
    /// Where the game stands.
    pub status: StatusKind,
}

impl Seats {
    /// Whether `player` plays in the game.
    #[must_use]
    pub fn plays(&self, player: PlayerId) -> bool {
        self.white == Some(player) || self.black == Some(player)
    }

    /// The player facing `player`, if both are seated and `player` is one of them.
    #[must_use]
    pub fn opponent_of(&self, player: PlayerId) -> Option<PlayerId> {
        match (self.white, self.black) {
            (Some(w), Some(b)) if w == player => Some(b),
            (Some(w), Some(b)) if b == player => Some(w),
            _ => None,
        }
    }
}

fn migrator() -> Migrator {
    Migrator {
        migrations: Cow::Owned(vec![
            Migration::new(
                1,
                Cow::Borrowed("online"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0001_online.sql")),
                false,
            ),
            Migration::new(
                2,
                Cow::Borrowed("cluster"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0002_cluster.sql")),
                false,
            ),
            Migration::new(
                3,
                Cow::Borrowed("name skeleton"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0003_name_skeleton.sql")),
                false,
            ),
            Migration::new(
                4,
                Cow::Borrowed("retention"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0004_retention.sql")),
                false,
            ),
            Migration::new(
                5,
                Cow::Borrowed("api"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0005_api.sql")),
                false,
            ),
            Migration::new(
                6,
                Cow::Borrowed("challenge policy"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0006_challenge_policy.sql")),
                false,
            ),
            Migration::new(
                7,
                Cow::Borrowed("chat"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0007_chat.sql")),
                false,
            ),
            Migration::new(
                8,
                Cow::Borrowed("notifications"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0008_notifications.sql")),
                false,
            ),
            Migration::new(
                9,
                Cow::Borrowed("push"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0009_push.sql")),
                false,
            ),
            Migration::new(
                10,
                Cow::Borrowed("plans"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0010_plans.sql")),
                false,
            ),
            Migration::new(
                12,
                Cow::Borrowed("vacation"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0012_vacation.sql")),
                false,
            ),
            Migration::new(
                13,
                Cow::Borrowed("tournaments"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0013_tournaments.sql")),
                false,
            ),
            Migration::new(
                11,
                Cow::Borrowed("email"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0011_email.sql")),
                false,
            ),
            Migration::new(
                14,
                Cow::Borrowed("community"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0014_community.sql")),
                false,
            ),
            Migration::new(
                15,
                Cow::Borrowed("language"),
                MigrationType::Simple,
                Cow::Borrowed(include_str!("../../migrations/0015_language.sql")),
                false,
            ),
        ]),
        ..Migrator::DEFAULT
    }
}

/// An offer as stored: what, and by whom (`draw white`).
fn offer_text(offer: Option<OfferView>) -> Option<String> {
    offer.map(|o| format!("{} {}", o.offer, o.by))
}

fn offer_of(text: &str) -> Option<OfferView> {
    let (what, by) = text.split_once(' ')?;
    Some(OfferView {
        offer: what.parse().ok()?,
        by: by.parse().ok()?,
    })
}

/// The stored form of a game's state (everything but its moves), bound in this order.
#[derive(Clone, Debug)]
struct GameFields {
    status: StatusKind,
    winner: Option<String>,
    reason: Option<String>,
    ply: i64,
    clocks: [i64; 2],
    turn_started: i64,
    offer: Option<String>,
    rematch: Option<String>,
    ratings: Option<String>,
    white: Option<i64>,
    black: Option<i64>,
    version: i64,
    deadline: Option<i64>,
    alarm_at: Option<i64>,
    away: [i64; 2],
}

/// A conditional write's outcome: one row changed, or someone changed the game first.
fn changed(rows: u64) -> Result<(), StoreError> {
    if rows == 1 {
        Ok(())
    } else {
        Err(StoreError::Conflict)
    }
}

fn to_i64(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

fn fields(round: &Round) -> GameFields {
    let (winner, reason) = match &round.status {
        Status::Ended { winner, reason } => (
            winner.map(|w| w.word().to_owned()),
            Some(reason.to_string()),
        ),
        // Why a challenge was declined, the reason of its end.
        Status::Aborted => (None, round.declined.clone()),
        _ => (None, None),
    };
    let (clocks, turn_started) = round.stored_clocks();
    GameFields {
        status: round.status.kind(),
        winner,
        reason,
        ply: i64::from(round.ply()),
        clocks: [to_i64(clocks[0]), to_i64(clocks[1])],
        turn_started: to_i64(turn_started),
        offer: offer_text(round.offer),
        rematch: round.rematch.as_deref().map(str::to_owned),
        ratings: round
            .ratings
            .as_ref()
            .and_then(|r| serde_json::to_string(r).ok()),
        white: round.white,
        black: round.black,
        version: to_i64(round.version),
        deadline: round.deadline().map(to_i64),
        alarm_at: alarm_at(round).map(to_i64),
        away: round.stored_away().map(to_i64),
    }
}

/// The game's new state, on the condition that it is still at the version read. The time
/// alarm is set anew with each turn (a change within a turn, an offer, keeps it: told or not).
const UPDATE_GAME: &str = "UPDATE games SET status = $2, winner = $3, reason = $4, ply = $5, \
     white_ms = $6, black_ms = $7, turn_started = $8, offer = $9, rematch = $10, ratings = $11, \
     white = $12, black = $13, updated = $14, version = $15, deadline = $16, \
     alarm_at = CASE WHEN ply = $5 AND status = $2 THEN alarm_at ELSE $18 END, \
     white_away = $19, black_away = $20 \
     WHERE id = $1 AND version = $17";

const GAME_COLUMNS: &str = "id, game, size, time_control, rated, private, colour, creator, white, \
     black, status, winner, reason, white_ms, black_ms, turn_started, offer, rematch, ratings, updated, version, \
     invited, white_away, black_away";

impl Database {
    /// Opens the database at `url` (`sqlite://path?mode=rwc` or `postgres://...`) and brings
    /// its tables up to date.
    ///
    /// # Errors
    /// When it cannot be reached or migrated.
    pub async fn open(url: &str) -> Result<Database, StoreError> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        // Each connection to an in-memory SQLite database has a database of its own: one.
        let memory = sqlite && url.contains(":memory:");
        let options = |connections: u32| {
            AnyPoolOptions::new()
                .max_connections(connections)
                .acquire_timeout(Duration::from_secs(3))
                .after_connect(move |conn, _| {
                    Box::pin(async move {
                        if sqlite {
                            conn.execute("PRAGMA journal_mode = WAL").await?;
                            conn.execute("PRAGMA synchronous = NORMAL").await?;
                            conn.execute("PRAGMA busy_timeout = 5000").await?;
                            conn.execute("PRAGMA foreign_keys = ON").await?;
                        }
                        Ok(())
                    })
                })
        };
        // SQLite has one writer at a time whatever the pool: the moves, nearly all the
        // writes, go through the writer task's one connection at a time; the rest read.
        let pool = options(if memory {
            1
        } else if sqlite {
            4
        } else {
            16
        })
        .connect(url)
        .await?;
        let lock = lock::migration_lock(url).await?;
        migrator().run(&pool).await?;
        drop(lock);
        // The moves' writer has a connection of its own: a flood of reads (requests about
        // games that must be read from the store) can take every connection of the pool,
        // never the one the moves are written with.
        let moves_pool = if memory {
            pool.clone()
        } else {
            options(1).connect(url).await?
        };
        let (writer, jobs) = mpsc::channel(4 * MAX_BATCH);
        tokio::spawn(write_moves(moves_pool, jobs));
        Ok(Database {
            pool,
            postgres: !sqlite,
            writer,
        })
    }

    /// Whether the database answers.
    pub async fn ready(&self) -> bool {
        sqlx::query("SELECT 1").fetch_one(&self.pool).await.is_ok()
    }

    // ---- players and sessions ----

    /// Stores a new player (an anonymous one without a password).
    ///
    /// # Errors
    /// When the name is taken ([`StoreError::Conflict`]) or the database fails.
    pub async fn add_player(&self, player: &StoredPlayer, now: Millis) -> Result<(), StoreError> {
        let result = sqlx::query(
            "INSERT INTO players (id, name, name_key, password, created, name_skeleton) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(player.id)
        .bind(&player.name)
        .bind(player.name.to_lowercase())
        .bind(player.password.clone())
        .bind(to_i64(now))
        .bind(crate::identity::name_skeleton(&player.name))
        .execute(&self.pool)
        .await;
        match result {
            Ok(_) => Ok(()),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(StoreError::Conflict),
            Err(e) => Err(e.into()),
        }
    }

    /// Gives the player `id` a name and password: it becomes an account.
    ///
    /// # Errors
    /// When the name is taken ([`StoreError::Conflict`]) or the database fails.
    pub async fn make_account(
        &self,
        id: PlayerId,
        name: &str,
        password: &str,
    ) -> Result<(), StoreError> {
        let result = sqlx::query(
            "UPDATE players SET name = $2, name_key = $3, password = $4, name_skeleton = $5 \
             WHERE id = $1 AND password IS NULL",
        )
        .bind(id)
        .bind(name)
        .bind(name.to_lowercase())
        .bind(password)
        .bind(crate::identity::name_skeleton(name))
        .execute(&self.pool)
        .await;
        match result {
            Ok(done) if done.rows_affected() == 1 => Ok(()),
            Ok(_) => Err(StoreError::Conflict),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(StoreError::Conflict),
            Err(e) => Err(e.into()),
        }
    }

    fn player_of(row: &AnyRow) -> Result<StoredPlayer, sqlx::Error> {
        Ok(StoredPlayer {
            id: row.try_get("id")?,
            name: row.try_get("name")?,
            password: row.try_get("password")?,
            bot: row.try_get::<i64, _>("bot")? != 0,
        })
    }

    /// The player named `name` (case-insensitively).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn player_named(&self, name: &str) -> Result<Option<StoredPlayer>, StoreError> {
        let row = sqlx::query("SELECT id, name, password, bot FROM players WHERE name_key = $1")
            .bind(name.to_lowercase())
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| Self::player_of(&r)).transpose()?)
    }

    /// The player `id`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn player(&self, id: PlayerId) -> Result<Option<StoredPlayer>, StoreError> {
        let row = sqlx::query("SELECT id, name, password, bot FROM players WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| Self::player_of(&r)).transpose()?)
    }

    /// Keeps a session: `token` is the digest of the cookie's secret.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn add_session(
        &self,
        token: &str,
        player: PlayerId,
        expires: Millis,
    ) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO sessions (token, player, expires) VALUES ($1, $2, $3)")
            .bind(token)
            .bind(player)
            .bind(to_i64(expires))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The player of a session that has not expired.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn session(
        &self,
        token: &str,
        now: Millis,
    ) -> Result<Option<StoredPlayer>, StoreError> {
        let row = sqlx::query(
            "SELECT p.id, p.name, p.password, p.bot FROM sessions s JOIN players p ON p.id = s.player \
             WHERE s.token = $1 AND s.expires > $2 AND p.closed = 0",
        )
        .bind(token)
        .bind(to_i64(now))
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| Self::player_of(&r)).transpose()?)
    }

    /// Ends a session.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn drop_session(&self, token: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM sessions WHERE token = $1")
            .bind(token)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    // ---- games ----

    /// Stores a new game.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn add_game(&self, round: &Round, now: Millis) -> Result<(), StoreError> {
        insert_game(round, now).execute(&self.pool).await?;
        Ok(())
    }

    /// Stores a new open game of its creator unless they already have `limit` open games
    /// ([`StoreError::Limit`]). The count and the insert are one statement, and on
    /// PostgreSQL the creator's row is locked first, so that requests at once, on one
    /// server or several, never pass the limit together.
    ///
    /// # Errors
    /// [`StoreError::Limit`], or when the database fails.
    pub async fn add_open_game(
        &self,
        round: &Round,
        now: Millis,
        limit: usize,
    ) -> Result<(), StoreError> {
        let sql = format!(
            "{INSERT_GAME_HEAD} SELECT {INSERT_GAME_VALUES} WHERE \
             (SELECT COUNT(*) FROM games WHERE creator = $8 AND status = '{open}') < $20",
            open = StatusKind::Open
        );
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let inserted = if self.postgres {
            let mut tx = self.pool.begin().await?;
            sqlx::query("SELECT id FROM players WHERE id = $1 FOR UPDATE")
                .bind(round.creator)
                .execute(&mut *tx)
                .await?;
            let done = bind_game(sqlx::query(&sql), round, now)
                .bind(limit)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            done.rows_affected()
        } else {
            // SQLite runs one writing statement at a time: the statement alone is enough.
            bind_game(sqlx::query(&sql), round, now)
                .bind(limit)
                .execute(&self.pool)
                .await?
                .rows_affected()
        };
        if inserted == 1 {
            Ok(())
        } else {
            Err(StoreError::Limit)
        }
    }

    /// Stores a rematch: the new game, already started, and the old one naming it, in one
    /// transaction (a failure leaves neither: no game that nobody was told of).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the old game changed meanwhile, or when the database
    /// fails.
    pub async fn add_rematch(
        &self,
        old: &Round,
        new: &Round,
        now: Millis,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        insert_game(new, now).execute(&mut *tx).await?;
        let done = bind_fields(sqlx::query(UPDATE_GAME), &old.id, fields(old), now)
            .execute(&mut *tx)
            .await?;
        // Dropping the transaction unwritten takes the new game back too.
        changed(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    /// Stores the move after `ply` moves that ended a rated game, with the game's end and
    /// both players' new ratings, in one transaction, if the stored game still has `ply`
    /// moves: the stored game never shows a rating change that was not made.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when it has not (nothing is written), or when the database
    /// fails.
    pub async fn add_rated_end(
        &self,
        round: &Round,
        ply: u32,
        new: [RatingUpdate; 2],
        now: Millis,
    ) -> Result<(), StoreError> {
        let mv = round
            .moves()
            .get(ply as usize)
            .ok_or(StoreError::Conflict)?;
        let mut tx = self.pool.begin().await?;
        let inserted = sqlx::query(
            "INSERT INTO moves (game, ply, mv, at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game, ply) DO NOTHING",
        )
        .bind(round.id.as_str())
        .bind(i64::from(ply))
        .bind(mv)
        .bind(to_i64(now))
        .execute(&mut *tx)
        .await?;
        changed(inserted.rows_affected())?;
        let done = bind_fields(sqlx::query(UPDATE_GAME), &round.id, fields(round), now)
            .execute(&mut *tx)
            .await?;
        changed(done.rows_affected())?;
        write_ratings(&mut tx, round, new, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Stores the game's state (not its moves), e.g. after a join, an offer or the end.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn save_game(&self, round: &Round, now: Millis) -> Result<(), StoreError> {
        let f = fields(round);
        let done = bind_fields(sqlx::query(UPDATE_GAME), &round.id, f, now)
            .execute(&self.pool)
            .await?;
        changed(done.rows_affected())
    }

    /// Stores the move after `ply` moves with the game's new state, in one transaction, if the
    /// stored game still has `ply` moves. Moves of many games that arrive together are
    /// committed together (a group commit by the store's writer task): each keeps its own
    /// condition, and the commit's cost is shared.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when it has not (nothing is written), or when the database fails.
    pub async fn add_move(&self, round: &Round, ply: u32, now: Millis) -> Result<(), StoreError> {
        let mv = round
            .moves()
            .get(ply as usize)
            .ok_or(StoreError::Conflict)?;
        let (reply, answer) = oneshot::channel();
        let job = MoveWrite {
            id: round.id.clone(),
            ply: i64::from(ply),
            mv: mv.clone(),
            fields: fields(round),
            now,
            reply,
        };
        self.writer
            .send(job)
            .await
            .map_err(|_| StoreError::Failed("the store's writer stopped".into()))?;
        answer
            .await
            .unwrap_or_else(|_| Err(StoreError::Failed("the store's writer stopped".into())))
    }

    /// Stores the game after a takeback: its moves from `ply` on go.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn take_back(&self, round: &Round, now: Millis) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM moves WHERE game = $1 AND ply >= $2")
            .bind(round.id.as_str())
            .bind(i64::from(round.ply()))
            .execute(&mut *tx)
            .await?;
        let done = bind_fields(sqlx::query(UPDATE_GAME), &round.id, fields(round), now)
            .execute(&mut *tx)
            .await?;
        // Dropping the transaction unwritten takes the moves' deletion back too.
        changed(done.rows_affected())?;
        tx.commit().await?;
        Ok(())
    }

    async fn rounds(&self, rows: Vec<AnyRow>) -> Result<Vec<StoredGame>, StoreError> {
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            let id: String = row.try_get("id")?;
            let moves: Vec<String> =
                sqlx::query("SELECT mv FROM moves WHERE game = $1 ORDER BY ply")
                    .bind(&id)
                    .fetch_all(&self.pool)
                    .await?
                    .iter()
                    .map(|r| r.try_get("mv"))
                    .collect::<Result<_, _>>()?;
            match restore(&row, moves) {
                Some(game) => games.push(game),
                None => {
                    eprintln!("skillgames: game {id} could not be read from the store; skipped")
                }
            }
        }
        Ok(games)
    }

    /// The games open or being played (loaded when the server starts).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn active_games(&self) -> Result<Vec<StoredGame>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status IN ('{}', '{}')",
            StatusKind::Open,
            StatusKind::Playing
        ))
        .fetch_all(&self.pool)
        .await?;
        self.rounds(rows).await
    }

    /// Takes up to `limit` games being played whose side to move has run out of time by `now`
    /// and that no server has taken since `now`: each is marked taken until `hold_until`, so
    /// the other servers' sweeps pass it by while this one ends it. On PostgreSQL the rows are
    /// locked as they are taken (`FOR UPDATE SKIP LOCKED`): two sweeps at once take different
    /// games, never the same one twice.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn overdue(
        &self,
        now: Millis,
        hold_until: Millis,
        limit: u32,
    ) -> Result<Vec<GameId>, StoreError> {
        let lock = if self.postgres {
            " FOR UPDATE SKIP LOCKED"
        } else {
            ""
        };
        let rows = sqlx::query(&format!(
            "UPDATE games SET swept_until = $1 WHERE id IN (SELECT id FROM games \
             WHERE status = '{playing}' AND deadline <= $2 \
             AND (swept_until IS NULL OR swept_until < $2) ORDER BY deadline LIMIT $3{lock}) \
             RETURNING id",
            playing = StatusKind::Playing
        ))
        .bind(to_i64(hold_until))
        .bind(to_i64(now))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .filter_map(|row| row.try_get::<String, _>("id").ok())
            .map(GameId::from)
            .collect())
    }

    /// One game, whatever its state.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn game(&self, id: &GameId) -> Result<Option<StoredGame>, StoreError> {
        let rows = sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
            .bind(id.as_str())
            .fetch_all(&self.pool)
            .await?;
        Ok(self.rounds(rows).await?.pop())
    }

    /// Who plays game `id` and where it stands, without reading its moves.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn seats(&self, id: &GameId) -> Result<Option<Seats>, StoreError> {
        let row = sqlx::query("SELECT white, black, status FROM games WHERE id = $1")
            .bind(id.as_str())
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        // A status no version of the server writes is read as a game that is over.
        let status = row
            .try_get::<String, _>("status")?
            .parse()
            .unwrap_or(StatusKind::Aborted);
        Ok(Some(Seats {
            white: row.try_get("white")?,
            black: row.try_get("black")?,
            status,
        }))
    }

    /// A player's latest games, newest first.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn games_of(
        &self,
        player: PlayerId,
        limit: i64,
    ) -> Result<Vec<StoredGame>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE (white = $1 OR black = $1) \
             AND status IN ('{}', '{}') ORDER BY updated DESC LIMIT $2",
            StatusKind::Playing,
            StatusKind::Ended
        ))
        .bind(player)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        self.rounds(rows).await
    }

    /// Wins, losses and draws of a player.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn results(&self, player: PlayerId) -> Result<[u32; 3], StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT white, black, winner FROM games WHERE (white = $1 OR black = $1) \
             AND status = '{}'",
            StatusKind::Ended
        ))
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        let mut results = [0; 3];
        for row in rows {
            let white: Option<i64> = row.try_get("white")?;
            let winner: Option<String> = row.try_get("winner")?;
            let side = if white == Some(player) {
                Colour::White
            } else {
                Colour::Black
            };
            match winner.map(|w| w.parse::<Colour>()) {
                None => results[2] += 1,
                Some(Ok(w)) if w == side => results[0] += 1,
                Some(_) => results[1] += 1,
            }
        }
        Ok(results)
    }

    // ---- ratings ----

    /// A player's rating in a game and board (the starting rating if none).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn rating(
        &self,
        player: PlayerId,
        variant: Variant,
    ) -> Result<StoredRating, StoreError> {
        let mut conn = self.pool.acquire().await?;
        read_rating(&mut conn, player, variant).await
    }

    /// A player's ratings in every game and board, with their histories.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn ratings_of(
        &self,
        player: PlayerId,
    ) -> Result<Vec<(String, u8, StoredRating, Vec<f64>)>, StoreError> {
        let rows = sqlx::query(
            "SELECT game, size, rating, deviation, volatility, games FROM ratings WHERE player = $1 \
             ORDER BY game, size",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::new();
        for row in rows {
            let game: String = row.try_get("game")?;
            let size: i64 = row.try_get("size")?;
            let history = sqlx::query(
                "SELECT rating FROM rating_history WHERE player = $1 AND game = $2 AND size = $3 \
                 ORDER BY at",
            )
            .bind(player)
            .bind(&game)
            .bind(size)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| r.try_get("rating"))
            .collect::<Result<_, _>>()?;
            out.push((
                game,
                u8::try_from(size).unwrap_or(0),
                StoredRating {
                    rating: row.try_get("rating")?,
                    deviation: row.try_get("deviation")?,
                    volatility: row.try_get("volatility")?,
                    games: row.try_get("games")?,
                },
                history,
            ));
        }
        Ok(out)
    }

    /// Ends a rated game: its state and both players' new ratings in one transaction.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn end_rated(
        &self,
        round: &Round,
        new: [RatingUpdate; 2],
        now: Millis,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = bind_fields(sqlx::query(UPDATE_GAME), &round.id, fields(round), now)
            .execute(&mut *tx)
            .await?;
        changed(done.rows_affected())?;
        write_ratings(&mut tx, round, new, now).await?;
        tx.commit().await?;
        Ok(())
    }
}

type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// The columns a new game is stored with, and their parameters (`bind_game` binds them).
const INSERT_GAME_HEAD: &str = "INSERT INTO games (id, game, size, time_control, rated, private, \
     colour, creator, white, black, status, ply, white_ms, black_ms, turn_started, created, \
     updated, version, deadline, invited)";
const INSERT_GAME_VALUES: &str =
    "$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17, $18, $19";

/// The statement that stores a new game.
fn insert_game(round: &Round, now: Millis) -> AnyQuery<'static> {
    static SQL: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| format!("{INSERT_GAME_HEAD} VALUES ({INSERT_GAME_VALUES})"));
    bind_game(sqlx::query(SQL.as_str()), round, now)
}

/// Binds a new game's columns as `INSERT_GAME_VALUES` names them.
fn bind_game<'q>(query: AnyQuery<'q>, round: &Round, now: Millis) -> AnyQuery<'q> {
    let f = fields(round);
    query
        .bind(round.id.to_string())
        .bind(round.terms.variant.game().name)
        .bind(i64::from(round.terms.variant.size()))
        .bind(round.terms.time.to_string())
        .bind(i64::from(round.terms.rated))
        .bind(i64::from(round.terms.private))
        .bind(round.terms.colour.word())
        .bind(round.creator)
        .bind(f.white)
        .bind(f.black)
        .bind(f.status.word())
        .bind(f.ply)
        .bind(f.clocks[0])
        .bind(f.clocks[1])
        .bind(f.turn_started)
        .bind(to_i64(now))
        .bind(f.version)
        .bind(f.deadline)
        .bind(round.invited)
}

/// A player's stored rating in a game and board (the starting one if none is stored).
async fn read_rating(
    conn: &mut sqlx::AnyConnection,
    player: PlayerId,
    variant: Variant,
) -> Result<StoredRating, StoreError> {
    let row = sqlx::query(
        "SELECT rating, deviation, volatility, games FROM ratings \
         WHERE player = $1 AND game = $2 AND size = $3",
    )
    .bind(player)
    .bind(variant.game().name)
    .bind(i64::from(variant.size()))
    .fetch_optional(conn)
    .await?;
    Ok(match row {
        None => StoredRating::default(),
        Some(row) => StoredRating {
            rating: row.try_get("rating")?,
            deviation: row.try_get("deviation")?,
            volatility: row.try_get("volatility")?,
            games: row.try_get("games")?,
        },
    })
}

/// Writes both players' new ratings after `round`, in the transaction of its end.
async fn write_ratings(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    round: &Round,
    new: [RatingUpdate; 2],
    now: Millis,
) -> Result<(), StoreError> {
    let variant = round.terms.variant;
    let (game, size) = (variant.game().name, i64::from(variant.size()));
    // Read again inside the transaction, after its first write (which, on SQLite, holds the
    // only write lock): if another rated game of a player ended since the ratings were
    // read, this one is computed from an old rating and would undo that game's change.
    for update in &new {
        if read_rating(tx, update.player, variant).await? != update.before {
            return Err(StoreError::Conflict);
        }
    }
    for RatingUpdate {
        player,
        after: rating,
        ..
    } in new
    {
        sqlx::query("DELETE FROM ratings WHERE player = $1 AND game = $2 AND size = $3")
            .bind(player)
            .bind(game)
            .bind(size)
            .execute(&mut **tx)
            .await?;
        sqlx::query(
            "INSERT INTO ratings (player, game, size, rating, deviation, volatility, games) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(player)
        .bind(game)
        .bind(size)
        .bind(rating.rating)
        .bind(rating.deviation)
        .bind(rating.volatility)
        .bind(rating.games)
        .execute(&mut **tx)
        .await?;
        sqlx::query(
            "INSERT INTO rating_history (player, game, size, game_id, rating, at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(player)
        .bind(game)
        .bind(size)
        .bind(round.id.to_string())
        .bind(rating.rating)
        .bind(to_i64(now))
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

fn bind_fields<'q>(query: AnyQuery<'q>, id: &str, f: GameFields, now: Millis) -> AnyQuery<'q> {
    query
        .bind(id.to_owned())
        .bind(f.status.word())
        .bind(f.winner)
        .bind(f.reason)
        .bind(f.ply)
        .bind(f.clocks[0])
        .bind(f.clocks[1])
        .bind(f.turn_started)
        .bind(f.offer)
        .bind(f.rematch)
        .bind(f.ratings)
        .bind(f.white)
        .bind(f.black)
        .bind(to_i64(now))
        .bind(f.version)
        .bind(f.deadline)
        // The version the writer read: the change is made only if nobody changed it since.
        .bind(f.version - 1)
        .bind(f.alarm_at)
        .bind(f.away[0])
        .bind(f.away[1])
}

/// A stored row and its moves as a round; `None` if any of it does not read.
fn restore(row: &AnyRow, moves: Vec<String>) -> Option<StoredGame> {
    let get_u64 = |name: &str| {
        row.try_get::<i64, _>(name)
            .ok()
            .and_then(|v| u64::try_from(v).ok())
    };
    let game: String = row.try_get("game").ok()?;
    let size = u8::try_from(get_u64("size")?).ok()?;
    let variant = CATALOGUE.find(&game).ok()?.variant(size).ok()?;
    let time = TimeControl::parse(&row.try_get::<String, _>("time_control").ok()?).ok()?;
    let colour = row
        .try_get::<String, _>("colour")
        .ok()?
        .parse()
        .unwrap_or(ColourChoice::Random);
    let terms = Terms {
        variant,
        time,
        rated: get_u64("rated")? != 0,
        private: get_u64("private")? != 0,
        colour,
    };
    let status = match row.try_get::<String, _>("status").ok()?.parse().ok()? {
        StatusKind::Open => Status::Open,
        StatusKind::Playing => Status::Playing,
        StatusKind::Aborted => Status::Aborted,
        StatusKind::Ended => Status::Ended {
            winner: row
                .try_get::<Option<String>, _>("winner")
                .ok()?
                .and_then(|word| word.parse().ok()),
            reason: EndReason::from(row.try_get::<Option<String>, _>("reason").ok()??.as_str()),
        },
    };
    let mut round = Round::restore(
        GameId::from(row.try_get::<String, _>("id").ok()?),
        terms,
        row.try_get("creator").ok()?,
        (row.try_get("white").ok()?, row.try_get("black").ok()?),
        moves,
        [get_u64("white_ms")?, get_u64("black_ms")?],
        get_u64("turn_started")?,
        status,
    )
    .ok()?;
    round.offer = row
        .try_get::<Option<String>, _>("offer")
        .ok()?
        .as_deref()
        .and_then(offer_of);
    round.rematch = row
        .try_get::<Option<String>, _>("rematch")
        .ok()?
        .map(GameId::from);
    round.version = get_u64("version")?;
    round.restore_away([get_u64("white_away")?, get_u64("black_away")?]);
    round.invited = row.try_get("invited").ok()?;
    if round.status == Status::Aborted {
        round.declined = row.try_get("reason").ok()?;
    }
    round.ratings = row
        .try_get::<Option<String>, _>("ratings")
        .ok()?
        .and_then(|text| serde_json::from_str::<[RatingChange; 2]>(&text).ok());
    Some(StoredGame {
        round,
        updated: get_u64("updated")?,
    })
}

impl Database {
    /// Fills the look-alike key (`name_skeleton`) of the players stored before it existed;
    /// the number filled. A name that looks like one already keyed stays without (it was
    /// allowed then; it only stops no newcomer), and is logged.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn fill_name_skeletons(&self) -> Result<u64, StoreError> {
        let rows = sqlx::query("SELECT id, name FROM players WHERE name_skeleton IS NULL")
            .fetch_all(&self.pool)
            .await?;
        let mut filled = 0;
        for row in rows {
            let id: i64 = row.try_get("id")?;
            let name: String = row.try_get("name")?;
            let done = sqlx::query("UPDATE players SET name_skeleton = $2 WHERE id = $1")
                .bind(id)
                .bind(crate::identity::name_skeleton(&name))
                .execute(&self.pool)
                .await;
            match done {
                Ok(_) => filled += 1,
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                    eprintln!("skillgames: player {id}'s name looks like another's: left as it is");
                }
                Err(e) => return Err(e.into()),
            }
        }
        Ok(filled)
    }
}

/// The games that name a player (made, or played on either side): such a player is kept.
const PLAYS_ANY_GAME: &str = "EXISTS (SELECT 1 FROM games g \
     WHERE g.creator = p.id OR g.white = p.id OR g.black = p.id)";

impl Database {
    /// The server's secret `name`, made by `make` the first time any server of the
    /// database asks (the first to store it wins; all then read the same).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn secret(
        &self,
        name: &str,
        make: impl FnOnce() -> String,
    ) -> Result<String, StoreError> {
        sqlx::query(
            "INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(make())
        .execute(&self.pool)
        .await?;
        let value: String = sqlx::query_scalar("SELECT value FROM secrets WHERE name = $1")
            .bind(name)
            .fetch_one(&self.pool)
            .await?;
        Ok(value)
    }

    /// Deletes the sessions that expired by `now`; how many.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn forget_expired_sessions(&self, now: Millis) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM sessions WHERE expires <= $1")
            .bind(to_i64(now))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// Up to `limit` games still open (nobody joined) that were made before `before`, with
    /// their creators.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn open_games_made_before(
        &self,
        before: Millis,
        limit: u32,
    ) -> Result<Vec<(GameId, PlayerId)>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT id, creator FROM games WHERE status = '{}' AND created < $1 \
             ORDER BY created LIMIT $2",
            StatusKind::Open
        ))
        .bind(to_i64(before))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let id: String = row.try_get("id")?;
                Ok((GameId::from(id), row.try_get("creator")?))
            })
            .collect()
    }

    /// Deletes the aborted games (withdrawn, cancelled, aborted: never a result) that last
    /// changed before `before`, with their moves; how many.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn forget_aborted_games(&self, before: Millis) -> Result<u64, StoreError> {
        let mut tx = self.pool.begin().await?;
        for table in ["moves", "chat"] {
            sqlx::query(&format!(
                "DELETE FROM {table} WHERE game IN \
                 (SELECT id FROM games WHERE status = '{}' AND updated < $1)",
                StatusKind::Aborted
            ))
            .bind(to_i64(before))
            .execute(&mut *tx)
            .await?;
        }
        let done = sqlx::query(&format!(
            "DELETE FROM games WHERE status = '{}' AND updated < $1",
            StatusKind::Aborted
        ))
        .bind(to_i64(before))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(done.rows_affected())
    }

    /// Up to `limit` visitors (players without a password) stored before `before` that are
    /// named in no game.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn idle_visitors(
        &self,
        before: Millis,
        limit: u32,
    ) -> Result<Vec<PlayerId>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT p.id FROM players p WHERE p.password IS NULL AND p.created < $1 \
             AND NOT {PLAYS_ANY_GAME} LIMIT $2"
        ))
        .bind(to_i64(before))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|row| Ok(row.try_get("id")?)).collect()
    }

    /// Deletes the visitor `id` and their sessions, unless they have an account or a game
    /// by now; whether they were deleted.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn forget_visitor(&self, id: PlayerId) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        for table in ["sessions", "notifications", "push_subscriptions", "plans"] {
            sqlx::query(&format!("DELETE FROM {table} WHERE player = $1"))
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        let done = sqlx::query(&format!(
            "DELETE FROM players WHERE id = $1 AND password IS NULL AND id IN \
             (SELECT p.id FROM players p WHERE p.id = $1 AND NOT {PLAYS_ANY_GAME})"
        ))
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            // An account or a player by now: their sessions stay too.
            return Ok(false);
        }
        tx.commit().await?;
        Ok(true)
    }
}
