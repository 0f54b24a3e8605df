//! The store as a game's task sees it ([`GameStore`]: the few reads and writes of one game),
//! and the task's second step: storing what was decided ([`persist`]), the ratings of a rated
//! end computed from the stored ones and written in the same transaction. The server's
//! [`Database`] is the one implementation outside the tests, which use one in memory.

use std::future::Future;

use skillgames_online::{GameId, GameTournament, RatingChange};
use skillgames_play::Variant;

use super::decide::Write;
use super::plan::Plan;
use crate::clock::Millis;
use crate::ratings;
use crate::round::{PlayerId, Round, Status};
use crate::store::{Database, RatingUpdate, StoreError, StoredGame, StoredPlayer, StoredRating};

/// What a game's task reads and writes. Every write is conditional on the stored game still
/// being at the version before the round's ([`StoreError::Conflict`] otherwise).
pub trait GameStore: Clone + Send + Sync + 'static {
    /// The player `id`.
    fn player(
        &self,
        id: PlayerId,
    ) -> impl Future<Output = Result<Option<StoredPlayer>, StoreError>> + Send;

    /// `player`'s rating in `variant` (the starting one if none).
    fn rating(
        &self,
        player: PlayerId,
        variant: Variant,
    ) -> impl Future<Output = Result<StoredRating, StoreError>> + Send;

    /// The game `id` as stored.
    fn game(
        &self,
        id: &GameId,
    ) -> impl Future<Output = Result<Option<StoredGame>, StoreError>> + Send;

    /// The move after `ply` moves, with the game's new state.
    fn add_move(
        &self,
        round: &Round,
        ply: u32,
        now: Millis,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The move after `ply` moves that ended a rated game, its end and both new ratings.
    fn add_rated_end(
        &self,
        round: &Round,
        ply: u32,
        new: [RatingUpdate; 2],
        now: Millis,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The game's state (not its moves).
    fn save_game(
        &self,
        round: &Round,
        now: Millis,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The end of a rated game and both new ratings.
    fn end_rated(
        &self,
        round: &Round,
        new: [RatingUpdate; 2],
        now: Millis,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The game after a takeback: its moves from its ply on go.
    fn take_back(
        &self,
        round: &Round,
        now: Millis,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// The rematch `new`, and `old` naming it, together.
    fn add_rematch(
        &self,
        old: &Round,
        new: &Round,
        now: Millis,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// `player`'s plan of conditional moves in `game`.
    fn plan(
        &self,
        game: &GameId,
        player: PlayerId,
    ) -> impl Future<Output = Result<Option<Plan>, StoreError>> + Send;

    /// Keeps `plan` as `player`'s in `game` (none, or one without lines: forgotten).
    fn keep_plan(
        &self,
        game: &GameId,
        player: PlayerId,
        plan: Option<&Plan>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Until when `player` is on vacation, if they are at `now`.
    fn away_until(
        &self,
        player: PlayerId,
        now: Millis,
    ) -> impl Future<Output = Result<Option<Millis>, StoreError>> + Send;

    /// The tournament game `id` is a game of, if any.
    fn tournament_of(
        &self,
        id: &GameId,
    ) -> impl Future<Output = Result<Option<GameTournament>, StoreError>> + Send;
}

impl GameStore for Database {
    async fn tournament_of(&self, id: &GameId) -> Result<Option<GameTournament>, StoreError> {
        Database::game_tournament(self, id).await
    }

    async fn player(&self, id: PlayerId) -> Result<Option<StoredPlayer>, StoreError> {
        Database::player(self, id).await
    }

    async fn rating(&self, player: PlayerId, variant: Variant) -> Result<StoredRating, StoreError> {
        Database::rating(self, player, variant).await
    }

    async fn game(&self, id: &GameId) -> Result<Option<StoredGame>, StoreError> {
        Database::game(self, id).await
    }

    async fn add_move(&self, round: &Round, ply: u32, now: Millis) -> Result<(), StoreError> {
        Database::add_move(self, round, ply, now).await
    }

    async fn add_rated_end(
        &self,
        round: &Round,
        ply: u32,
        new: [RatingUpdate; 2],
        now: Millis,
    ) -> Result<(), StoreError> {
        Database::add_rated_end(self, round, ply, new, now).await
    }

    async fn save_game(&self, round: &Round, now: Millis) -> Result<(), StoreError> {
        Database::save_game(self, round, now).await
    }

    async fn end_rated(
        &self,
        round: &Round,
        new: [RatingUpdate; 2],
        now: Millis,
    ) -> Result<(), StoreError> {
        Database::end_rated(self, round, new, now).await
    }

    async fn take_back(&self, round: &Round, now: Millis) -> Result<(), StoreError> {
        Database::take_back(self, round, now).await
    }

    async fn add_rematch(&self, old: &Round, new: &Round, now: Millis) -> Result<(), StoreError> {
        Database::add_rematch(self, old, new, now).await
    }

    async fn plan(&self, game: &GameId, player: PlayerId) -> Result<Option<Plan>, StoreError> {
        Database::plan(self, game, player).await
    }

    async fn away_until(
        &self,
        player: PlayerId,
        now: Millis,
    ) -> Result<Option<Millis>, StoreError> {
        Ok(Database::vacation(self, player, now).await?.until)
    }

    async fn keep_plan(
        &self,
        game: &GameId,
        player: PlayerId,
        plan: Option<&Plan>,
    ) -> Result<(), StoreError> {
        Database::keep_plan(self, game, player, plan).await
    }
}

/// Stores `write`, decided for the game as it is now `next` (a rated end is rated first:
/// its ratings go into `next` and are written with it). Nothing is told meanwhile; on an
/// error the caller keeps the game as it was.
///
/// # Errors
/// The store's: [`StoreError::Conflict`] when another server changed the game first.
pub(crate) async fn persist<S: GameStore>(
    store: &S,
    next: &mut Round,
    write: &Write,
    now: Millis,
) -> Result<(), StoreError> {
    match write {
        Write::Move { ply, rated_end } => {
            if *rated_end && let Some(new) = rate(store, next).await? {
                return store.add_rated_end(next, *ply, new, now).await;
            }
            store.add_move(next, *ply, now).await
        }
        Write::TakeBack => store.take_back(next, now).await,
        Write::Rematch(new) => store.add_rematch(next, new, now).await,
        Write::RatedEnd => match rate(store, next).await? {
            Some(new) => store.end_rated(next, new, now).await,
            None => store.save_game(next, now).await,
        },
        Write::Game => store.save_game(next, now).await,
    }
}

/// Rates a rated game that just ended from both players' stored ratings: the change shown
/// goes into `round`, the ratings to write are returned (none unless both seats are taken
/// and the game ended with a result).
async fn rate<S: GameStore>(
    store: &S,
    round: &mut Round,
) -> Result<Option<[RatingUpdate; 2]>, StoreError> {
    let (Some(white), Some(black)) = (round.white, round.black) else {
        return Ok(None);
    };
    let Status::Ended { winner, .. } = &round.status else {
        return Ok(None);
    };
    let winner = *winner;
    let variant = round.terms.variant;
    let w = store.rating(white, variant).await?;
    let b = store.rating(black, variant).await?;
    let (w2, b2) = ratings::update(&w, &b, winner);
    round.ratings = Some([
        RatingChange {
            before: ratings::view(&w),
            after: ratings::view(&w2),
        },
        RatingChange {
            before: ratings::view(&b),
            after: ratings::view(&b2),
        },
    ]);
    Ok(Some([
        RatingUpdate {
            player: white,
            before: w,
            after: w2,
        },
        RatingUpdate {
            player: black,
            before: b,
            after: b2,
        },
    ]))
}
