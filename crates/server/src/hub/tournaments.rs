//! The tournaments' director and the players' doings in them. Every server runs the director
//! every [`DIRECT_EVERY`]: for each tournament due to start or running, it takes (or keeps)
//! the tournament's lease ([`LEASE_MS`]); the holder counts the games that ended, asks the
//! plan (`tournament::plan`, pure) for the next step and carries it out in one fenced
//! transaction, then starts the new games' tasks and tells their players. A server that dies
//! holding a lease lets it run out; another takes it over and goes on from the rows, which
//! hold everything: nothing is paired twice (the fence and the one-game-at-a-time rows), and
//! no result is lost (the games' own rows are read again).

use std::sync::Arc;
use std::time::Duration;

use skillgames_online::tournament::{
    MyEntry, NewTournament, TournamentGame, TournamentKind, TournamentList, TournamentStatus,
    TournamentSummary, TournamentView,
};
use skillgames_online::{ColourChoice, GameId, NotificationKind, Refusal};
use skillgames_tournament::{GameResult, Pairing};

use super::{Hub, log_store};
use crate::clock::Millis;
use crate::game::view::variant_id;
use crate::game::{Announcer, Notice};
use crate::identity;
use crate::round::{PlayerId, Round, Terms};
use crate::store::tournaments::{JoinRefusal, StoredTournament};
use crate::store::{StoreError, StoredPlayer};
use crate::tournament::plan::{self, Step};
use crate::tournament::schedule::Schedule;
use crate::tournament::standings::{self, Rows};
use crate::tournament::{self as rules, TournamentError};

/// How often each server directs the tournaments it holds (and looks for others to hold).
pub(super) const DIRECT_EVERY: Duration = Duration::from_secs(1);
/// How long a lease lasts without being renewed: how long a dead director's tournaments wait.
pub const LEASE_MS: Millis = 10_000;
/// How often the site's schedule is looked at.
const SCHEDULE_EVERY: Duration = Duration::from_secs(30);
/// How many tournaments each list shows.
const LISTED: u32 = 30;

fn unavailable(e: &StoreError) -> TournamentError {
    log_store("tournament", e);
    TournamentError::Unavailable
}

impl Hub {
    /// The name this server directs under.
    fn director(&self) -> String {
        self.node().unwrap_or("local").to_owned()
    }

    /// Directs the tournaments every [`DIRECT_EVERY`].
    pub(super) async fn direct_tournaments(self: Arc<Self>) {
        let mut every = tokio::time::interval(DIRECT_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            if let Err(e) = self.direct_once().await {
                log_store("tournaments", &e);
            }
        }
    }

    /// One pass: each tournament due that this server holds (or can take) gets its next steps.
    /// Returns how many it directed.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn direct_once(self: &Arc<Self>) -> Result<usize, StoreError> {
        let node = self.director();
        let mut directed = 0;
        let now = self.clock.now();
        for id in self.store.tournaments_to_direct(now).await? {
            let now = self.clock.now();
            if !self
                .store
                .take_lease(&id, &node, now, now + LEASE_MS)
                .await?
            {
                continue;
            }
            directed += 1;
            match self.direct_one(&id, &node).await {
                // Another server took over meanwhile: it carries on.
                Ok(()) | Err(StoreError::Conflict) => {}
                Err(e) => log_store("tournament", &e),
            }
        }
        Ok(directed)
    }

    async fn direct_one(self: &Arc<Self>, id: &str, node: &str) -> Result<(), StoreError> {
        let now = self.clock.now();
        let ended = self.store.tournament_games_ended(id).await?;
        if !ended.is_empty() {
            let Some(t) = self.store.tournament(id).await? else {
                return Ok(());
            };
            let mut fenced = self.store.fenced(id, node, now).await?;
            for end in &ended {
                fenced.end_game(&end.game, end.result, now).await?;
                // An arena player who let a game go without moving is away: a break, until
                // they come back to the page, rather than a string of lost games.
                let walked_away = matches!(end.reason.as_deref(), Some("time" | "abandoned"));
                let loser = match end.result {
                    Some(GameResult::White) => Some(end.players.1),
                    Some(GameResult::Black) => Some(end.players.0),
                    _ => None,
                };
                if let (TournamentKind::Arena, true, true, Some(loser)) =
                    (t.kind, walked_away, end.ply < 2, loser)
                {
                    fenced.pause(loser).await?;
                }
            }
            fenced.commit().await?;
        }
        // A start is followed at once by the first pairing.
        for _ in 0..2 {
            // A wave's time: its rows read, the pairs made, stored, the games started.
            let began = std::time::Instant::now();
            let Some(t) = self.store.tournament(id).await? else {
                return Ok(());
            };
            let entrants = self.store.entrants(id).await?;
            let games = self.store.tournament_games(id).await?;
            let byes = self.store.tournament_byes(id).await?;
            let now = self.clock.now();
            let step = plan::next(&t, &entrants, &games, &byes, now);
            let started = matches!(step, Step::Start { .. });
            let pairing = matches!(step, Step::Pair { .. });
            self.carry_out(&t, step, node, now).await?;
            if pairing {
                let micros = u64::try_from(began.elapsed().as_micros()).unwrap_or(u64::MAX);
                self.counters.paired(micros);
            }
            if !started {
                break;
            }
        }
        Ok(())
    }

    async fn carry_out(
        self: &Arc<Self>,
        t: &StoredTournament,
        step: Step,
        node: &str,
        now: Millis,
    ) -> Result<(), StoreError> {
        let state = |status| (status, t.round, t.rounds);
        let (status, round, rounds, games, byes) = match step {
            Step::Wait => return Ok(()),
            Step::Cancel => {
                let (s, r, n) = state(TournamentStatus::Cancelled);
                (s, r, n, Vec::new(), Vec::new())
            }
            Step::Finish => {
                let (s, r, n) = state(TournamentStatus::Finished);
                (s, r, n, Vec::new(), Vec::new())
            }
            Step::Start { rounds } => {
                (TournamentStatus::Running, 0, rounds, Vec::new(), Vec::new())
            }
            Step::Pair { round, games, byes } => {
                (TournamentStatus::Running, round, t.rounds, games, byes)
            }
        };
        let mut made = Vec::with_capacity(games.len());
        for (game_round, pairing) in &games {
            made.push((*game_round, tournament_game(t, *pairing, now)?));
        }
        let at_once = t.kind == TournamentKind::RoundRobin && t.time.is_correspondence();
        let mut fenced = self.store.fenced(&t.id, node, now).await?;
        fenced.add_games(&made, at_once, now).await?;
        for bye in byes {
            fenced.add_bye(bye).await?;
        }
        fenced.set_state(status, round, rounds, now).await?;
        fenced.commit().await?;
        for (_, round) in made {
            let id = round.id.clone();
            let seats = [(round.white, round.black), (round.black, round.white)];
            let live = !round.terms.time.is_correspondence();
            let (handle, launch) = self.prepare(round);
            self.registry.add_game(id.clone(), handle);
            launch.launch().await;
            for (player, opponent) in seats {
                if let Some(player) = player {
                    // A live game begins now: the player's pages open it, wherever they are
                    // (a correspondence event starts many games at once; those are told).
                    if live {
                        self.around.started(player, &id);
                        self.tell_followers(player, &id);
                    }
                    self.around.notify(Notice {
                        player,
                        kind: NotificationKind::TournamentGame,
                        game: Some(id.clone()),
                        opponent,
                        outcome: None,
                    });
                }
            }
        }
        Ok(())
    }

    /// `player` goes berserk in arena game `id`: their clock halved now, a point more if they
    /// win.
    ///
    /// # Errors
    /// [`Refusal::NotNow`] in any game but a running arena's, before the player's first move;
    /// the game's own refusals.
    pub async fn berserk(&self, id: &GameId, player: PlayerId) -> Result<(), Refusal> {
        let seats = self.store.running_arena_game(id).await.map_err(|e| {
            log_store("berserk", &e);
            Refusal::Unavailable
        })?;
        match seats {
            Some((white, black)) if player == white || player == black => {}
            Some(_) => return Err(Refusal::NotYourGame),
            None => return Err(Refusal::NotNow),
        }
        self.act(id, player, crate::game::Action::Berserk).await?;
        // The clock is halved: the point must be counted too.
        if let Err(e) = self.store.mark_berserk(id, player).await {
            log_store("berserk", &e);
        }
        Ok(())
    }

    /// Makes the site's scheduled tournaments as they come due, every [`SCHEDULE_EVERY`]
    /// (each once, whichever server gets there first).
    pub async fn keep_schedule(self: Arc<Self>, schedule: Schedule) {
        let mut every = tokio::time::interval(SCHEDULE_EVERY);
        loop {
            every.tick().await;
            if let Err(e) = self.make_scheduled(&schedule).await {
                log_store("schedule", &e);
            }
        }
    }

    /// Makes the occurrences of `schedule` due now; returns how many this server made.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn make_scheduled(&self, schedule: &Schedule) -> Result<usize, StoreError> {
        let now = self.clock.now();
        let mut made_here = 0;
        for due in schedule.due(now) {
            match made(&due.new, None, Some(due.key), None, now) {
                Ok(t) => {
                    if self.store.add_tournament(&t).await? {
                        made_here += 1;
                    }
                }
                Err(e) => eprintln!("skillgames: schedule: {}: {e}", due.new.name),
            }
        }
        Ok(made_here)
    }

    /// Makes a tournament for `creator` (an account), its password already hashed.
    ///
    /// # Errors
    /// [`TournamentError`] in words: a visitor, or what was asked cannot be held.
    pub async fn create_tournament(
        &self,
        creator: &StoredPlayer,
        asked: &NewTournament,
        password_hash: Option<String>,
    ) -> Result<String, TournamentError> {
        if creator.password.is_none() {
            return Err(TournamentError::NeedAccount);
        }
        let now = self.clock.now();
        let t = made(asked, Some(creator.id), None, password_hash, now)?;
        // A flood of events would bury everyone else's.
        let planned = self
            .store
            .planned_by(creator.id)
            .await
            .map_err(|e| unavailable(&e))?;
        if planned >= rules::MAX_PLANNED {
            return Err(TournamentError::Impossible(
                rules::Infeasible::TooManyPlanned,
            ));
        }
        self.store
            .add_tournament(&t)
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(t.id)
    }

    /// `player` joins `t` (its password, if any, checked already).
    ///
    /// # Errors
    /// [`TournamentError`] in words: over, full, in it already, a bot where none may play, a
    /// visitor in a rated event, a rating outside the range.
    pub async fn join_tournament(
        &self,
        t: &StoredTournament,
        player: &StoredPlayer,
    ) -> Result<(), TournamentError> {
        if player.bot && !t.bots {
            return Err(TournamentError::NoBots);
        }
        if t.rated && player.password.is_none() {
            return Err(TournamentError::NeedAccount);
        }
        let rating = self
            .store
            .rating(player.id, t.variant)
            .await
            .map_err(|e| unavailable(&e))?;
        // Whole points, as the page shows them.
        let rating = rating.rating.round() as i32;
        if t.min_rating.is_some_and(|min| rating < min)
            || t.max_rating.is_some_and(|max| rating > max)
        {
            return Err(TournamentError::Rating {
                min: t.min_rating.unwrap_or(0),
                max: t.max_rating.unwrap_or(4000),
                rating,
            });
        }
        // A Swiss is joined late for its next round; an arena at any time; a round-robin only
        // before it begins.
        let late = t.kind != TournamentKind::RoundRobin;
        let first_round = if t.kind == TournamentKind::Swiss {
            t.round + 1
        } else {
            1
        };
        let now = self.clock.now();
        match self
            .store
            .join_tournament(&t.id, player.id, rating, first_round, late, now)
            .await
            .map_err(|e| unavailable(&e))?
        {
            Ok(()) => Ok(()),
            Err(JoinRefusal::Closed) => Err(TournamentError::Closed),
            Err(JoinRefusal::Full) => Err(TournamentError::Full),
            Err(JoinRefusal::AlreadyIn) => Err(TournamentError::AlreadyIn),
        }
    }

    /// `player` leaves tournament `id` for good (`withdraw`), or takes a break or comes back
    /// (`pause`). A game being played goes on; they are just not paired again.
    ///
    /// # Errors
    /// [`TournamentError::NotIn`], or the store fails.
    pub async fn set_entry(
        &self,
        id: &str,
        player: &StoredPlayer,
        withdraw: bool,
        pause: bool,
    ) -> Result<(), TournamentError> {
        let t = self.existing(id).await?;
        if matches!(
            t.status,
            TournamentStatus::Finished | TournamentStatus::Cancelled
        ) {
            return Err(TournamentError::Closed);
        }
        let entrants = self.store.entrants(id).await.map_err(|e| unavailable(&e))?;
        if !entrants
            .iter()
            .any(|e| e.player == player.id && !e.withdrawn)
        {
            return Err(TournamentError::NotIn);
        }
        if self
            .store
            .set_entrant_flags(id, player.id, withdraw, pause && !withdraw)
            .await
            .map_err(|e| unavailable(&e))?
        {
            Ok(())
        } else {
            Err(TournamentError::NotIn)
        }
    }

    async fn summary(&self, t: &StoredTournament) -> Result<TournamentSummary, StoreError> {
        let players = self.store.tournament_sizes(&t.id).await?;
        let by = match t.creator {
            Some(id) => self.store.player(id).await?.map(|p| p.name),
            None => None,
        };
        Ok(summary_of(t, players, by))
    }

    /// The tournaments starting soon, running and recently over.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn tournament_list(&self) -> Result<TournamentList, TournamentError> {
        let mut lists = Vec::with_capacity(3);
        for (status, latest_first) in [
            (TournamentStatus::Upcoming, false),
            (TournamentStatus::Running, false),
            (TournamentStatus::Finished, true),
        ] {
            let found = self
                .store
                .tournaments_by_status(status, latest_first, LISTED)
                .await
                .map_err(|e| unavailable(&e))?;
            lists.push(
                found
                    .into_iter()
                    .map(|listed| summary_of(&listed.tournament, listed.players, listed.by))
                    .collect::<Vec<_>>(),
            );
        }
        let finished = lists.pop().unwrap_or_default();
        let running = lists.pop().unwrap_or_default();
        let upcoming = lists.pop().unwrap_or_default();
        Ok(TournamentList {
            upcoming,
            running,
            finished,
        })
    }

    /// Tournament `id`, which must exist.
    async fn existing(&self, id: &str) -> Result<StoredTournament, TournamentError> {
        self.store
            .tournament(id)
            .await
            .map_err(|e| unavailable(&e))?
            .ok_or(TournamentError::NotFound)
    }

    /// The tournament the home page shows: the open (not private) one starting soonest, else
    /// one being played.
    ///
    /// # Errors
    /// The store fails.
    pub async fn next_tournament(&self) -> Result<Option<TournamentSummary>, TournamentError> {
        for status in [TournamentStatus::Upcoming, TournamentStatus::Running] {
            let found = self
                .store
                .tournaments_by_status(status, false, LISTED)
                .await
                .map_err(|e| unavailable(&e))?;
            if let Some(listed) = found.into_iter().find(|l| l.tournament.password.is_none()) {
                return Ok(Some(summary_of(
                    &listed.tournament,
                    listed.players,
                    listed.by,
                )));
            }
        }
        Ok(None)
    }

    /// Tournament `id` as `viewer` sees it: standings, games, their own entry.
    ///
    /// # Errors
    /// [`TournamentError::NotFound`], or the store fails.
    pub async fn tournament_view(
        &self,
        id: &str,
        viewer: Option<&StoredPlayer>,
    ) -> Result<TournamentView, TournamentError> {
        let t = self.existing(id).await?;
        let entrants = self.store.entrants(id).await.map_err(|e| unavailable(&e))?;
        let games = self
            .store
            .tournament_games(id)
            .await
            .map_err(|e| unavailable(&e))?;
        let byes = self
            .store
            .tournament_byes(id)
            .await
            .map_err(|e| unavailable(&e))?;
        let rows = Rows {
            entrants: &entrants,
            games: &games,
            byes: &byes,
            round: t.round,
        };
        let name = |player| {
            entrants
                .iter()
                .find(|e| e.player == player)
                .map_or_else(String::new, |e| e.name.clone())
        };
        let mut listed: Vec<TournamentGame> = games
            .iter()
            .map(|g| TournamentGame {
                id: g.game.clone(),
                round: g.round,
                white: name(g.white),
                black: name(g.black),
                result: g.result.map(standings::result_words),
            })
            .collect();
        listed.reverse();
        let me = viewer.and_then(|viewer| {
            entrants
                .iter()
                .find(|e| e.player == viewer.id)
                .map(|e| MyEntry {
                    withdrawn: e.withdrawn,
                    paused: e.paused,
                    playing: e.playing.clone(),
                })
        });
        Ok(TournamentView {
            info: self.summary(&t).await.map_err(|e| unavailable(&e))?,
            min_rating: t.min_rating,
            max_rating: t.max_rating,
            bots: t.bots,
            twice: t.twice,
            standings: standings::lines(t.kind, &rows),
            games: listed,
            me,
        })
    }
}

/// `t` in a list, with `players` players, made by `by`.
fn summary_of(t: &StoredTournament, players: u32, by: Option<String>) -> TournamentSummary {
    TournamentSummary {
        id: t.id.clone(),
        name: t.name.clone(),
        kind: t.kind,
        variant: variant_id(t.variant),
        time: t.time,
        rated: t.rated,
        starts: t.starts,
        ends: t.ends(),
        rounds: t.rounds,
        round: t.round,
        status: t.status,
        players,
        max_players: t.max_players,
        private: t.password.is_some(),
        by,
    }
}

/// The tournament `asked` as kept, checked at `now`.
fn made(
    asked: &NewTournament,
    creator: Option<crate::round::PlayerId>,
    schedule_key: Option<String>,
    password_hash: Option<String>,
    now: Millis,
) -> Result<StoredTournament, TournamentError> {
    let checked = rules::check(asked, now)?;
    Ok(StoredTournament {
        id: identity::game_id().to_string(),
        name: checked.name,
        kind: asked.kind,
        variant: checked.variant,
        time: checked.time,
        rated: asked.rated,
        starts: asked.starts.max(now),
        minutes: asked
            .minutes
            .filter(|_| asked.kind == TournamentKind::Arena),
        rounds: asked.rounds.filter(|_| asked.kind == TournamentKind::Swiss),
        twice: asked.twice && asked.kind == TournamentKind::RoundRobin,
        round_days: asked
            .round_days
            .filter(|_| asked.kind == TournamentKind::Swiss && checked.time.is_correspondence()),
        max_players: asked.max_players,
        min_rating: asked.min_rating,
        max_rating: asked.max_rating,
        bots: asked.bots,
        password: password_hash,
        creator,
        schedule_key,
        status: TournamentStatus::Upcoming,
        round: 0,
        round_started: None,
        created: now,
    })
}

/// A tournament's game between the players of `pairing`, started at `now`.
fn tournament_game(
    t: &StoredTournament,
    pairing: Pairing,
    now: Millis,
) -> Result<Round, StoreError> {
    let terms = Terms {
        variant: t.variant,
        time: t.time,
        rated: t.rated,
        // Out of the lobby's open games (it starts at once), but watchable as any other.
        private: true,
        colour: ColourChoice::White,
    };
    let failed = |e: skillgames_online::Refusal| StoreError::Failed(e.to_string());
    let mut round = Round::open(identity::game_id(), terms, pairing.white.0).map_err(failed)?;
    round.join(pairing.black.0, now, false).map_err(failed)?;
    round.version += 1;
    Ok(round)
}
