//! Tournaments as kept: the events, their players, their games, byes and missed rounds, and
//! the lease of the one server that directs each. Every change a director makes goes through
//! [`Database::fenced`]: a transaction that first checks (and on PostgreSQL locks) the lease,
//! so that a server that lost its lease, or two servers at once, never pair anyone twice.

use skillgames_catalogue::CATALOGUE;
use skillgames_online::tournament::{TournamentKind, TournamentStatus};
use skillgames_online::{GameId, GameTournament, TimeControl};
use skillgames_play::Variant;
use skillgames_tournament::GameResult;
use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::{Database, StoreError, changed, insert_game, to_i64};
use crate::clock::Millis;
use crate::round::{PlayerId, Round};

/// A tournament as kept.
#[derive(Clone, Debug)]
pub struct StoredTournament {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its kind.
    pub kind: TournamentKind,
    /// Its game and board.
    pub variant: Variant,
    /// The time control.
    pub time: TimeControl,
    /// Whether its games are rated.
    pub rated: bool,
    /// When it starts.
    pub starts: Millis,
    /// An arena's length.
    pub minutes: Option<u32>,
    /// A Swiss's rounds (a round-robin's, once started).
    pub rounds: Option<u32>,
    /// A round-robin with both colours.
    pub twice: bool,
    /// A correspondence Swiss: days between rounds.
    pub round_days: Option<u32>,
    /// The most players.
    pub max_players: u32,
    /// The lowest rating allowed.
    pub min_rating: Option<i32>,
    /// The highest rating allowed.
    pub max_rating: Option<i32>,
    /// Whether bots may join.
    pub bots: bool,
    /// The password's Argon2id hash (a private event).
    pub password: Option<String>,
    /// Who made it (none: the site).
    pub creator: Option<PlayerId>,
    /// The site's schedule slot it was made for.
    pub schedule_key: Option<String>,
    /// Where it stands.
    pub status: TournamentStatus,
    /// The round being played (0 before the first; an arena's stays 0).
    pub round: u32,
    /// When the round began.
    pub round_started: Option<Millis>,
    /// When it was made.
    pub created: Millis,
}

impl StoredTournament {
    /// When an arena ends.
    #[must_use]
    pub fn ends(&self) -> Option<Millis> {
        (self.kind == TournamentKind::Arena)
            .then(|| self.starts + u64::from(self.minutes.unwrap_or(0)) * 60_000)
    }
}

/// A tournament in a list, with its players (those who did not withdraw) and its creator's
/// name.
#[derive(Clone, Debug)]
pub struct Listed {
    /// The tournament.
    pub tournament: StoredTournament,
    /// Its players.
    pub players: u32,
    /// Who made it (none: the site).
    pub by: Option<String>,
}

/// A player of a tournament.
#[derive(Clone, Debug)]
pub struct StoredEntrant {
    /// Who.
    pub player: PlayerId,
    /// Their name.
    pub name: String,
    /// An account (not a visitor).
    pub account: bool,
    /// A bot.
    pub bot: bool,
    /// Their rating when they joined.
    pub rating: i32,
    /// When they joined.
    pub joined: Millis,
    /// The first round they could be paired in.
    pub first_round: u32,
    /// Gone from it.
    pub withdrawn: bool,
    /// Taking a break.
    pub paused: bool,
    /// Their game now.
    pub playing: Option<GameId>,
}

/// A game of a tournament.
#[derive(Clone, Debug)]
pub struct StoredPairing {
    /// The game.
    pub game: GameId,
    /// Its round (0 in an arena).
    pub round: u32,
    /// White.
    pub white: PlayerId,
    /// Black.
    pub black: PlayerId,
    /// How it ended: `None` while played; `Some(None)` aborted (counts for nobody).
    pub result: Option<Option<GameResult>>,
    /// White went berserk.
    pub white_berserk: bool,
    /// Black went berserk.
    pub black_berserk: bool,
    /// When it was paired.
    pub created: Millis,
    /// When its end was counted.
    pub ended: Option<Millis>,
}

/// A Swiss round a player did not play: a bye (a point) or missed (none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredBye {
    /// Who.
    pub player: PlayerId,
    /// Which round.
    pub round: u32,
    /// A bye (true) or a missed round.
    pub point: bool,
}

/// A tournament game over in the games' table, not yet counted.
#[derive(Clone, Debug)]
pub struct EndedGame {
    /// The game.
    pub game: GameId,
    /// How it ended (`None`: aborted).
    pub result: Option<GameResult>,
    /// The end's reason word (`time`, `abandoned`, ...).
    pub reason: Option<String>,
    /// Moves played.
    pub ply: u32,
    /// White and Black.
    pub players: (PlayerId, PlayerId),
}

/// Why joining was refused by the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinRefusal {
    /// No such tournament, or it is over.
    Closed,
    /// Every place is taken.
    Full,
    /// Already in it.
    AlreadyIn,
}

fn result_text(result: Option<GameResult>) -> &'static str {
    match result {
        Some(GameResult::White) => "white",
        Some(GameResult::Black) => "black",
        Some(GameResult::Draw) => "draw",
        None => "aborted",
    }
}

fn result_of(text: &str) -> Option<Option<GameResult>> {
    match text {
        "white" => Some(Some(GameResult::White)),
        "black" => Some(Some(GameResult::Black)),
        "draw" => Some(Some(GameResult::Draw)),
        "aborted" => Some(None),
        _ => None,
    }
}

fn millis(row: &AnyRow, column: &str) -> Result<Millis, StoreError> {
    Ok(u64::try_from(row.try_get::<i64, _>(column)?).unwrap_or(0))
}

fn small(row: &AnyRow, column: &str) -> Result<Option<u32>, StoreError> {
    Ok(row
        .try_get::<Option<i64>, _>(column)?
        .and_then(|v| u32::try_from(v).ok()))
}

const TOURNAMENT_COLUMNS: &str = "id, name, kind, game, size, time_control, rated, starts, minutes, \
     rounds, twice, round_days, max_players, min_rating, max_rating, bots, password, creator, \
     schedule_key, status, round, round_started, created";

fn tournament_of(row: &AnyRow) -> Result<Option<StoredTournament>, StoreError> {
    let game: String = row.try_get("game")?;
    let size = u8::try_from(row.try_get::<i64, _>("size")?).unwrap_or(0);
    let Ok(variant) = CATALOGUE.find(&game).and_then(|info| info.variant(size)) else {
        return Ok(None);
    };
    let Ok(time) = TimeControl::parse(&row.try_get::<String, _>("time_control")?) else {
        return Ok(None);
    };
    let (Some(kind), Some(status)) = (
        TournamentKind::from_key(&row.try_get::<String, _>("kind")?),
        TournamentStatus::from_key(&row.try_get::<String, _>("status")?),
    ) else {
        return Ok(None);
    };
    let rating = |column: &str| -> Result<Option<i32>, StoreError> {
        Ok(row
            .try_get::<Option<i64>, _>(column)?
            .and_then(|v| i32::try_from(v).ok()))
    };
    Ok(Some(StoredTournament {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        kind,
        variant,
        time,
        rated: row.try_get::<i64, _>("rated")? != 0,
        starts: millis(row, "starts")?,
        minutes: small(row, "minutes")?,
        rounds: small(row, "rounds")?,
        twice: row.try_get::<i64, _>("twice")? != 0,
        round_days: small(row, "round_days")?,
        max_players: small(row, "max_players")?.unwrap_or(0),
        min_rating: rating("min_rating")?,
        max_rating: rating("max_rating")?,
        bots: row.try_get::<i64, _>("bots")? != 0,
        password: row.try_get("password")?,
        creator: row.try_get("creator")?,
        schedule_key: row.try_get("schedule_key")?,
        status,
        round: small(row, "round")?.unwrap_or(0),
        round_started: row
            .try_get::<Option<i64>, _>("round_started")?
            .and_then(|v| u64::try_from(v).ok()),
        created: millis(row, "created")?,
    }))
}

fn pairing_of(row: &AnyRow) -> Result<StoredPairing, StoreError> {
    Ok(StoredPairing {
        game: GameId::from(row.try_get::<String, _>("game")?),
        round: small(row, "round")?.unwrap_or(0),
        white: row.try_get("white")?,
        black: row.try_get("black")?,
        result: row
            .try_get::<Option<String>, _>("result")?
            .and_then(|r| result_of(&r)),
        white_berserk: row.try_get::<i64, _>("white_berserk")? != 0,
        black_berserk: row.try_get::<i64, _>("black_berserk")? != 0,
        created: millis(row, "created")?,
        ended: row
            .try_get::<Option<i64>, _>("ended")?
            .and_then(|v| u64::try_from(v).ok()),
    })
}

/// A director's transaction: every write in it happens only if the director still held the
/// lease when it began ([`Database::fenced`]).
pub struct Fenced {
    tx: Transaction<'static, Any>,
    tournament: String,
}

impl Fenced {
    /// Stores `games` (already started, each with its round) as the tournament's, each player
    /// marked as playing it; refused ([`StoreError::Conflict`]) if one of them is playing
    /// already (a correspondence round-robin's players play all theirs at once: `at_once`).
    ///
    /// # Errors
    /// [`StoreError::Conflict`], or when the database fails.
    pub async fn add_games(
        &mut self,
        games: &[(u32, Round)],
        at_once: bool,
        now: Millis,
    ) -> Result<(), StoreError> {
        for (round, game) in games {
            let round = *round;
            let (Some(white), Some(black)) = (game.white, game.black) else {
                return Err(StoreError::Conflict);
            };
            insert_game(game, now).execute(&mut *self.tx).await?;
            sqlx::query(
                "INSERT INTO tournament_games (game, tournament, round, white, black, created) \
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(game.id.as_str())
            .bind(&self.tournament)
            .bind(i64::from(round))
            .bind(white)
            .bind(black)
            .bind(to_i64(now))
            .execute(&mut *self.tx)
            .await?;
            for player in [white, black] {
                if at_once {
                    continue;
                }
                let done = sqlx::query(
                    "UPDATE tournament_players SET playing = $3 \
                     WHERE tournament = $1 AND player = $2 AND playing IS NULL",
                )
                .bind(&self.tournament)
                .bind(player)
                .bind(game.id.as_str())
                .execute(&mut *self.tx)
                .await?;
                changed(done.rows_affected())?;
            }
        }
        Ok(())
    }

    /// Counts the end of a game: its result, and both players free again.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn end_game(
        &mut self,
        game: &GameId,
        result: Option<GameResult>,
        now: Millis,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE tournament_games SET result = $3, ended = $4 \
             WHERE game = $1 AND tournament = $2 AND result IS NULL",
        )
        .bind(game.as_str())
        .bind(&self.tournament)
        .bind(result_text(result))
        .bind(to_i64(now))
        .execute(&mut *self.tx)
        .await?;
        changed(done.rows_affected())?;
        sqlx::query(
            "UPDATE tournament_players SET playing = NULL WHERE tournament = $1 AND playing = $2",
        )
        .bind(&self.tournament)
        .bind(game.as_str())
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }

    /// Puts `player` on a break (an arena player who let a game go without a move).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn pause(&mut self, player: PlayerId) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE tournament_players SET paused = 1 WHERE tournament = $1 AND player = $2",
        )
        .bind(&self.tournament)
        .bind(player)
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }

    /// A Swiss round's bye or missed round for `player`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn add_bye(&mut self, bye: StoredBye) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO tournament_byes (tournament, player, round, kind) VALUES ($1, $2, $3, $4)",
        )
        .bind(&self.tournament)
        .bind(bye.player)
        .bind(i64::from(bye.round))
        .bind(if bye.point { "bye" } else { "absent" })
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }

    /// Moves the tournament to `status`, round `round` (begun at `now` when it changed), with
    /// `rounds` rounds in all.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn set_state(
        &mut self,
        status: TournamentStatus,
        round: u32,
        rounds: Option<u32>,
        now: Millis,
    ) -> Result<(), StoreError> {
        let over = matches!(
            status,
            TournamentStatus::Finished | TournamentStatus::Cancelled
        );
        sqlx::query(
            "UPDATE tournaments SET status = $2, \
             round_started = CASE WHEN round = $3 THEN round_started ELSE $4 END, round = $3, \
             rounds = $5, finished = $6, director = CASE WHEN $7 = 1 THEN NULL ELSE director END \
             WHERE id = $1",
        )
        .bind(&self.tournament)
        .bind(status.key())
        .bind(i64::from(round))
        .bind(to_i64(now))
        .bind(rounds.map(i64::from))
        .bind(over.then(|| to_i64(now)))
        .bind(i64::from(over))
        .execute(&mut *self.tx)
        .await?;
        Ok(())
    }

    /// Writes it all.
    ///
    /// # Errors
    /// When the database fails (nothing is written).
    pub async fn commit(self) -> Result<(), StoreError> {
        self.tx.commit().await?;
        Ok(())
    }
}

impl Database {
    /// Stores a new tournament; `false` when the site's schedule already made this one (its
    /// `schedule_key` is taken: another server got there first).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn add_tournament(&self, t: &StoredTournament) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT INTO tournaments (id, name, kind, game, size, time_control, rated, starts, \
             minutes, rounds, twice, round_days, max_players, min_rating, max_rating, bots, \
             password, creator, schedule_key, status, round, created) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, \
             $18, $19, $20, 0, $21) ON CONFLICT DO NOTHING",
        )
        .bind(&t.id)
        .bind(&t.name)
        .bind(t.kind.key())
        .bind(t.variant.game().name)
        .bind(i64::from(t.variant.size()))
        .bind(t.time.to_string())
        .bind(i64::from(t.rated))
        .bind(to_i64(t.starts))
        .bind(t.minutes.map(i64::from))
        .bind(t.rounds.map(i64::from))
        .bind(i64::from(t.twice))
        .bind(t.round_days.map(i64::from))
        .bind(i64::from(t.max_players))
        .bind(t.min_rating.map(i64::from))
        .bind(t.max_rating.map(i64::from))
        .bind(i64::from(t.bots))
        .bind(t.password.as_deref())
        .bind(t.creator)
        .bind(t.schedule_key.as_deref())
        .bind(t.status.key())
        .bind(to_i64(t.created))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The tournament `id`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn tournament(&self, id: &str) -> Result<Option<StoredTournament>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            Some(row) => tournament_of(&row),
            None => Ok(None),
        }
    }

    /// Tournaments with `status`, the soonest start first (or, `latest_first`, the latest),
    /// at most `limit`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn tournaments_by_status(
        &self,
        status: TournamentStatus,
        latest_first: bool,
        limit: u32,
    ) -> Result<Vec<Listed>, StoreError> {
        let order = if latest_first { "DESC" } else { "ASC" };
        // The players and the creator's name in the same statement: one query for a list.
        let rows = sqlx::query(&format!(
            "SELECT {TOURNAMENT_COLUMNS}, \
             (SELECT COUNT(*) FROM tournament_players tp \
              WHERE tp.tournament = tournaments.id AND tp.withdrawn = 0) AS players, \
             (SELECT pl.name FROM players pl WHERE pl.id = tournaments.creator) AS creator_name \
             FROM tournaments WHERE status = $1 ORDER BY starts {order}, id LIMIT $2"
        ))
        .bind(status.key())
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut found = Vec::with_capacity(rows.len());
        for row in &rows {
            if let Some(tournament) = tournament_of(row)? {
                found.push(Listed {
                    tournament,
                    players: u32::try_from(row.try_get::<i64, _>("players")?).unwrap_or(0),
                    by: row.try_get("creator_name")?,
                });
            }
        }
        Ok(found)
    }

    /// How many players are in tournament `id` (not counting those who withdrew).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn tournament_sizes(&self, id: &str) -> Result<u32, StoreError> {
        let count: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM tournament_players WHERE tournament = $1 AND withdrawn = 0",
        )
        .bind(id)
        .fetch_one(&self.pool)
        .await?;
        Ok(u32::try_from(count).unwrap_or(0))
    }

    /// The players of tournament `id`, in the order they joined.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn entrants(&self, id: &str) -> Result<Vec<StoredEntrant>, StoreError> {
        let rows = sqlx::query(
            "SELECT t.player, p.name, p.password IS NOT NULL AS account, p.bot, t.rating, \
             t.joined, t.first_round, t.withdrawn, t.paused, t.playing \
             FROM tournament_players t JOIN players p ON p.id = t.player \
             WHERE t.tournament = $1 ORDER BY t.joined, t.player",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(StoredEntrant {
                    player: row.try_get("player")?,
                    name: row.try_get("name")?,
                    account: row
                        .try_get::<bool, _>("account")
                        .unwrap_or_else(|_| row.try_get::<i64, _>("account").unwrap_or(0) != 0),
                    bot: row.try_get::<i64, _>("bot")? != 0,
                    rating: i32::try_from(row.try_get::<i64, _>("rating")?).unwrap_or(1500),
                    joined: millis(row, "joined")?,
                    first_round: small(row, "first_round")?.unwrap_or(1),
                    withdrawn: row.try_get::<i64, _>("withdrawn")? != 0,
                    paused: row.try_get::<i64, _>("paused")? != 0,
                    playing: row
                        .try_get::<Option<String>, _>("playing")?
                        .map(GameId::from),
                })
            })
            .collect()
    }

    /// The games of tournament `id`, the oldest first.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn tournament_games(&self, id: &str) -> Result<Vec<StoredPairing>, StoreError> {
        let rows = sqlx::query(
            "SELECT game, round, white, black, result, white_berserk, black_berserk, created, \
             ended FROM tournament_games WHERE tournament = $1 ORDER BY created, game",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(pairing_of).collect()
    }

    /// The byes and missed rounds of tournament `id`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn tournament_byes(&self, id: &str) -> Result<Vec<StoredBye>, StoreError> {
        let rows = sqlx::query(
            "SELECT player, round, kind FROM tournament_byes WHERE tournament = $1 ORDER BY round",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(StoredBye {
                    player: row.try_get("player")?,
                    round: small(row, "round")?.unwrap_or(0),
                    point: row.try_get::<String, _>("kind")? == "bye",
                })
            })
            .collect()
    }

    /// `player` joins tournament `id` (still upcoming, or running when `late` allows), rated
    /// `rating`, first paired in round `first_round`; unless it is full (`max_players`). A
    /// player who withdrew comes back. The count and the insert are one transaction, the
    /// tournament's row locked first on PostgreSQL, so that joins at once never overfill it.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn join_tournament(
        &self,
        id: &str,
        player: PlayerId,
        rating: i32,
        first_round: u32,
        late: bool,
        now: Millis,
    ) -> Result<Result<(), JoinRefusal>, StoreError> {
        let mut tx = self.pool.begin().await?;
        // A write first: it takes SQLite's write lock (a transaction that reads first and
        // writes later may find another writer in the way and fail) and PostgreSQL's lock on
        // the tournament's row, so that joins at once queue here.
        sqlx::query("UPDATE tournaments SET max_players = max_players WHERE id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let row = sqlx::query("SELECT status, max_players FROM tournaments WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(row) = row else {
            return Ok(Err(JoinRefusal::Closed));
        };
        let status = TournamentStatus::from_key(&row.try_get::<String, _>("status")?);
        let open = match status {
            Some(TournamentStatus::Upcoming) => true,
            Some(TournamentStatus::Running) => late,
            _ => false,
        };
        if !open {
            return Ok(Err(JoinRefusal::Closed));
        }
        let max: i64 = row.try_get("max_players")?;
        let existing: Option<i64> = sqlx::query_scalar(
            "SELECT withdrawn FROM tournament_players WHERE tournament = $1 AND player = $2",
        )
        .bind(id)
        .bind(player)
        .fetch_optional(&mut *tx)
        .await?;
        if existing == Some(0) {
            return Ok(Err(JoinRefusal::AlreadyIn));
        }
        let count: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM tournament_players WHERE tournament = $1 AND withdrawn = 0",
        )
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        if count >= max {
            return Ok(Err(JoinRefusal::Full));
        }
        if existing.is_some() {
            // The rounds missed meanwhile are kept as missed by the director.
            sqlx::query(
                "UPDATE tournament_players SET withdrawn = 0, paused = 0 \
                 WHERE tournament = $1 AND player = $2",
            )
            .bind(id)
            .bind(player)
            .execute(&mut *tx)
            .await?;
        } else {
            sqlx::query(
                "INSERT INTO tournament_players (tournament, player, rating, joined, first_round) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(player)
            .bind(i64::from(rating))
            .bind(to_i64(now))
            .bind(i64::from(first_round))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(Ok(()))
    }

    /// Sets `player`'s `withdrawn` or `paused` flag in tournament `id`; `false` when they are
    /// not in it.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn set_entrant_flags(
        &self,
        id: &str,
        player: PlayerId,
        withdrawn: bool,
        paused: bool,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournament_players SET withdrawn = $3, paused = $4 \
             WHERE tournament = $1 AND player = $2",
        )
        .bind(id)
        .bind(player)
        .bind(i64::from(withdrawn))
        .bind(i64::from(paused))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Takes (or keeps) the lease on tournament `id` for `node` until `until`, if nobody else
    /// holds it at `now`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn take_lease(
        &self,
        id: &str,
        node: &str,
        now: Millis,
        until: Millis,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournaments SET director = $2, lease_until = $3 \
             WHERE id = $1 AND status IN ('upcoming', 'running') \
             AND (director = $2 OR director IS NULL OR lease_until <= $4)",
        )
        .bind(id)
        .bind(node)
        .bind(to_i64(until))
        .bind(to_i64(now))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The arena game `game` of a running arena, as `(white, black)` (none for any other).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn running_arena_game(
        &self,
        game: &GameId,
    ) -> Result<Option<(PlayerId, PlayerId)>, StoreError> {
        let row = sqlx::query(
            "SELECT g.white, g.black FROM tournament_games g JOIN tournaments t \
             ON t.id = g.tournament WHERE g.game = $1 AND t.kind = 'arena' \
             AND t.status = 'running' AND g.result IS NULL",
        )
        .bind(game.as_str())
        .fetch_optional(&self.pool)
        .await?;
        match row {
            Some(row) => Ok(Some((row.try_get("white")?, row.try_get("black")?))),
            None => Ok(None),
        }
    }

    /// Counts `player`'s berserk in arena game `game`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn mark_berserk(&self, game: &GameId, player: PlayerId) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE tournament_games SET \
             white_berserk = CASE WHEN white = $2 THEN 1 ELSE white_berserk END, \
             black_berserk = CASE WHEN black = $2 THEN 1 ELSE black_berserk END WHERE game = $1",
        )
        .bind(game.as_str())
        .bind(player)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// How many tournaments `creator` made that are not over yet.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn planned_by(&self, creator: PlayerId) -> Result<u32, StoreError> {
        let count: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM tournaments WHERE creator = $1 \
             AND status IN ('upcoming', 'running')",
        )
        .bind(creator)
        .fetch_one(&self.pool)
        .await?;
        Ok(u32::try_from(count).unwrap_or(u32::MAX))
    }

    /// Which server holds tournament `id`'s lease, and until when.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn director_of(&self, id: &str) -> Result<Option<(String, Millis)>, StoreError> {
        let row = sqlx::query("SELECT director, lease_until FROM tournaments WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else { return Ok(None) };
        let director: Option<String> = row.try_get("director")?;
        Ok(director.map(|d| (d, millis(&row, "lease_until").unwrap_or(0))))
    }

    /// The ids of the tournaments that need a director at `now`: running, or upcoming and due
    /// to start.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn tournaments_to_direct(&self, now: Millis) -> Result<Vec<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM tournaments WHERE status = 'running' \
             OR (status = 'upcoming' AND starts <= $1) ORDER BY starts, id",
        )
        .bind(to_i64(now))
        .fetch_all(&self.pool)
        .await?)
    }

    /// The tournament game `id` is a game of, if any.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn game_tournament(&self, id: &GameId) -> Result<Option<GameTournament>, StoreError> {
        let row = sqlx::query(
            "SELECT t.id, t.kind FROM tournament_games g JOIN tournaments t ON t.id = g.tournament \
             WHERE g.game = $1",
        )
        .bind(id.as_str())
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let kind: String = row.try_get("kind")?;
        Ok(Some(GameTournament {
            id: row.try_get("id")?,
            arena: kind == TournamentKind::Arena.key(),
        }))
    }

    /// A transaction for `node`'s changes to tournament `id`, begun only if `node` holds its
    /// lease at `now` (on PostgreSQL the tournament's row stays locked until it ends, so the
    /// lease cannot be taken over meanwhile).
    ///
    /// # Errors
    /// [`StoreError::Conflict`] when the lease is not `node`'s, or when the database fails.
    pub async fn fenced(&self, id: &str, node: &str, now: Millis) -> Result<Fenced, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE tournaments SET lease_until = lease_until \
             WHERE id = $1 AND director = $2 AND lease_until > $3",
        )
        .bind(id)
        .bind(node)
        .bind(to_i64(now))
        .execute(&mut *tx)
        .await?;
        changed(done.rows_affected())?;
        Ok(Fenced {
            tx,
            tournament: id.to_owned(),
        })
    }

    /// The games of tournament `id` that ended (or were aborted) in the games' table but are
    /// not counted yet.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn tournament_games_ended(&self, id: &str) -> Result<Vec<EndedGame>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.id, g.status, g.winner, g.reason, g.ply, t.white AS seat_white, \
             t.black AS seat_black FROM tournament_games t \
             JOIN games g ON g.id = t.game \
             WHERE t.tournament = $1 AND t.result IS NULL AND g.status IN ('ended', 'aborted')",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let status: String = row.try_get("status")?;
                let winner: Option<String> = row.try_get("winner")?;
                let result = match (status.as_str(), winner.as_deref()) {
                    ("aborted", _) => None,
                    (_, Some("white")) => Some(GameResult::White),
                    (_, Some("black")) => Some(GameResult::Black),
                    _ => Some(GameResult::Draw),
                };
                Ok(EndedGame {
                    game: GameId::from(row.try_get::<String, _>("id")?),
                    result,
                    reason: row.try_get("reason")?,
                    ply: small(row, "ply")?.unwrap_or(0),
                    players: (row.try_get("seat_white")?, row.try_get("seat_black")?),
                })
            })
            .collect()
    }
}
