//! The game's task alone, over a store in memory ([`MemoryStore`]) and an announcer that
//! writes down what it is told ([`Recorder`]), both writing to one log so that the order of
//! storing and telling shows: moves accepted and refused, a move stored before anyone hears
//! of it, a rated end stored with its ratings, a store failure that changes nothing, a
//! rematch, and on a cluster a refusal decided on a copy behind the store decided again.

use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};

use skillgames_catalogue::CATALOGUE;
use skillgames_online::{
    ColourChoice, GameId, GameStatus, GameTournament, GameView, Offer, Refusal, ServerMessage,
    TimeControl,
};
use skillgames_play::Variant;
use tokio::sync::{Notify, Semaphore, mpsc};

use super::{Action, Announcer, Command, GameHandle, GameRules, GameStore, Listing, prepare};
use crate::bus::Played;
use crate::clock::{Clock, Millis};
use crate::connection::{Out, SendQueue};
use crate::round::{PlayerId, Round, Status, Terms};
use crate::store::{RatingUpdate, StoreError, StoredGame, StoredPlayer, StoredRating};

const ADA: PlayerId = 1;
const BOB: PlayerId = 2;
const EVE: PlayerId = 3;
const START: Millis = 1_000_000;

/// What was stored and told, in order.
type Log = Arc<Mutex<Vec<String>>>;

fn note(log: &Log, what: String) {
    log.lock().unwrap().push(what);
}

/// Holds every write until opened, and says when one is waiting.
struct Gate {
    waiting: Notify,
    open: Semaphore,
}

/// What the store in memory holds.
#[derive(Default)]
struct Kept {
    players: HashMap<PlayerId, StoredPlayer>,
    ratings: HashMap<PlayerId, StoredRating>,
    games: HashMap<GameId, Round>,
    moves: HashMap<GameId, Vec<String>>,
    plans: HashMap<(GameId, PlayerId), super::Plan>,
    /// The next writes fail, as a database out of reach.
    failing: bool,
    /// Games read (`GameStore::game`).
    reads: usize,
    gate: Option<Arc<Gate>>,
}

/// A store in memory, with the real one's conditions: a change is written only over the
/// version it was made from, and a move only after as many moves as it says.
#[derive(Clone)]
struct MemoryStore {
    kept: Arc<Mutex<Kept>>,
    log: Log,
}

impl MemoryStore {
    fn new(log: &Log) -> MemoryStore {
        let store = MemoryStore {
            kept: Arc::default(),
            log: log.clone(),
        };
        for (id, name) in [(ADA, "Ada"), (BOB, "Bob"), (EVE, "Eve")] {
            let player = StoredPlayer {
                id,
                name: name.into(),
                password: Some("hash".into()),
                bot: false,
            };
            store.kept().players.insert(id, player);
        }
        store
    }

    fn kept(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.kept.lock().unwrap()
    }

    fn keep(&self, round: &Round) {
        let mut kept = self.kept();
        kept.moves.insert(round.id.clone(), round.moves().to_vec());
        kept.games.insert(round.id.clone(), round.duplicate());
    }

    fn stored_moves(&self, id: &GameId) -> Vec<String> {
        self.kept().moves.get(id).cloned().unwrap_or_default()
    }

    fn stored_status(&self, id: &GameId) -> Status {
        self.kept().games[id].status.clone()
    }

    /// Waits at the gate (if any), then writes with `write` if the stored game is at the
    /// version before `round`'s.
    async fn write(
        &self,
        round: &Round,
        what: String,
        write: impl FnOnce(&mut Kept) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let gate = self.kept().gate.clone();
        if let Some(gate) = gate {
            gate.waiting.notify_one();
            gate.open.acquire().await.unwrap().forget();
        }
        let mut kept = self.kept();
        if kept.failing {
            return Err(StoreError::Failed("the database is away".into()));
        }
        let stored = kept.games.get(&round.id).map(|g| g.version);
        if stored != Some(round.version - 1) {
            return Err(StoreError::Conflict);
        }
        write(&mut kept)?;
        kept.games.insert(round.id.clone(), round.duplicate());
        drop(kept);
        note(&self.log, format!("stored {what}"));
        Ok(())
    }

    fn rate(kept: &mut Kept, new: &[RatingUpdate; 2]) -> Result<(), StoreError> {
        for update in new {
            let stored = kept
                .ratings
                .get(&update.player)
                .copied()
                .unwrap_or_default();
            if stored != update.before {
                return Err(StoreError::Conflict);
            }
        }
        for update in new {
            kept.ratings.insert(update.player, update.after);
        }
        Ok(())
    }

    fn add_moves(kept: &mut Kept, round: &Round, ply: u32) -> Result<(), StoreError> {
        let moves = kept.moves.entry(round.id.clone()).or_default();
        if moves.len() != ply as usize {
            return Err(StoreError::Conflict);
        }
        moves.push(round.moves()[ply as usize].clone());
        Ok(())
    }
}

impl GameStore for MemoryStore {
    async fn tournament_of(&self, _: &GameId) -> Result<Option<GameTournament>, StoreError> {
        Ok(None)
    }

    async fn player(&self, id: PlayerId) -> Result<Option<StoredPlayer>, StoreError> {
        Ok(self.kept().players.get(&id).cloned())
    }

    async fn rating(&self, player: PlayerId, _: Variant) -> Result<StoredRating, StoreError> {
        Ok(self
            .kept()
            .ratings
            .get(&player)
            .copied()
            .unwrap_or_default())
    }

    async fn game(&self, id: &GameId) -> Result<Option<StoredGame>, StoreError> {
        let mut kept = self.kept();
        kept.reads += 1;
        Ok(kept.games.get(id).map(|round| StoredGame {
            round: round.duplicate(),
            updated: 0,
        }))
    }

    async fn add_move(&self, round: &Round, ply: u32, _: Millis) -> Result<(), StoreError> {
        self.write(round, format!("move {ply}"), |kept| {
            Self::add_moves(kept, round, ply)
        })
        .await
    }

    async fn add_rated_end(
        &self,
        round: &Round,
        ply: u32,
        new: [RatingUpdate; 2],
        _: Millis,
    ) -> Result<(), StoreError> {
        self.write(round, format!("move {ply} ending rated"), |kept| {
            Self::add_moves(kept, round, ply)?;
            Self::rate(kept, &new)
        })
        .await
    }

    async fn save_game(&self, round: &Round, _: Millis) -> Result<(), StoreError> {
        self.write(round, format!("game v{}", round.version), |_| Ok(()))
            .await
    }

    async fn end_rated(
        &self,
        round: &Round,
        new: [RatingUpdate; 2],
        _: Millis,
    ) -> Result<(), StoreError> {
        self.write(round, "rated end".into(), |kept| Self::rate(kept, &new))
            .await
    }

    async fn take_back(&self, round: &Round, _: Millis) -> Result<(), StoreError> {
        self.write(round, "takeback".into(), |kept| {
            kept.moves.insert(round.id.clone(), round.moves().to_vec());
            Ok(())
        })
        .await
    }

    async fn add_rematch(&self, old: &Round, new: &Round, _: Millis) -> Result<(), StoreError> {
        self.write(old, format!("rematch {}", new.id), |kept| {
            kept.games.insert(new.id.clone(), new.duplicate());
            kept.moves.insert(new.id.clone(), Vec::new());
            Ok(())
        })
        .await
    }

    async fn plan(
        &self,
        game: &GameId,
        player: PlayerId,
    ) -> Result<Option<super::Plan>, StoreError> {
        Ok(self.kept().plans.get(&(game.clone(), player)).cloned())
    }

    async fn keep_plan(
        &self,
        game: &GameId,
        player: PlayerId,
        plan: Option<&super::Plan>,
    ) -> Result<(), StoreError> {
        let key = (game.clone(), player);
        match plan.filter(|p| !p.lines.is_empty()) {
            Some(plan) => self.kept().plans.insert(key, plan.clone()),
            None => self.kept().plans.remove(&key),
        };
        Ok(())
    }

    async fn away_until(
        &self,
        _player: PlayerId,
        _now: crate::clock::Millis,
    ) -> Result<Option<crate::clock::Millis>, StoreError> {
        Ok(None)
    }
}

/// An announcer that writes down what it is told (one of a cluster's servers, whose bus
/// carries nothing, when `clustered`).
struct Recorder {
    log: Log,
    clustered: bool,
}

impl Announcer for Recorder {
    fn clustered(&self) -> bool {
        self.clustered
    }
    fn changed(&self, _: &GameId, version: u64, moved: Option<Played>) {
        let what = moved.map_or(String::new(), |m| format!(" by {}", m.mv));
        note(&self.log, format!("told v{version}{what}"));
    }
    fn presence(&self, _: &GameId, _: Vec<PlayerId>) {}
    fn ask(&self, _: &GameId) {}
    fn list(&self, _: &GameId, _: Listing) {}
    fn moved_on(&self, _: &GameId, ply: u32) {
        note(&self.log, format!("listed at {ply}"));
    }
    fn started(&self, player: PlayerId, game: &GameId) {
        note(&self.log, format!("sent {player} to {game}"));
    }
    fn over(&self, _: PlayerId, _: &GameId) {}
    fn challenged(&self, player: PlayerId, game: &GameId) {
        note(&self.log, format!("told {player} of challenge {game}"));
    }
    fn tell(&self, player: PlayerId, message: &ServerMessage) {
        let what = match message {
            ServerMessage::Conditional { plan, .. } => format!("{} lines", plan.len()),
            other => format!("{other:?}"),
        };
        note(&self.log, format!("told {player} their plan: {what}"));
    }
    fn notify(&self, notice: crate::game::Notice) {
        note(
            &self.log,
            format!("notified {} of {}", notice.player, notice.kind.key()),
        );
    }
    fn move_counted(&self) {}
    fn flag_counted(&self) {
        note(&self.log, "flag counted".into());
    }
    fn task_ended(&self, _: &GameId) {}
}

/// A game of Amazons on the 6×6 board between Ada (White) and Bob, begun at [`START`], its
/// task running, and Ada's connection watching it.
struct Table {
    store: MemoryStore,
    log: Log,
    clock: Clock,
    game: GameHandle,
    id: GameId,
    ada: mpsc::Receiver<Out>,
}

impl Table {
    async fn new(rated: bool, time: &str) -> Table {
        Table::on(rated, time, false).await
    }

    /// The table on one server of a cluster, when `clustered`.
    async fn on(rated: bool, time: &str, clustered: bool) -> Table {
        let log = Log::default();
        let store = MemoryStore::new(&log);
        let terms = Terms {
            variant: CATALOGUE.variant("amazons", Some("6")).unwrap(),
            time: TimeControl::parse(time).unwrap(),
            rated,
            private: false,
            colour: ColourChoice::White,
        };
        let mut round = Round::open("g1".into(), terms, ADA).unwrap();
        round.join(BOB, START, false).unwrap();
        store.keep(&round);
        let clock = Clock::manual(START);
        let around = Arc::new(Recorder {
            log: log.clone(),
            clustered,
        });
        let (game, launch) = prepare(
            round,
            store.clone(),
            around,
            clock.clone(),
            GameRules::default(),
        );
        launch.launch().await;
        let (send_queue, ada, _cut) = SendQueue::new(64);
        let watch = Command::Watch {
            conn: 1,
            player: ADA,
            send_queue,
        };
        assert!(game.send(watch).await);
        let mut table = Table {
            store,
            log,
            clock,
            game,
            id: "g1".into(),
            ada,
        };
        assert!(matches!(table.next().await, ServerMessage::Game { .. }));
        table.log.lock().unwrap().clear();
        table
    }

    /// The next message to Ada's connection.
    async fn next(&mut self) -> ServerMessage {
        let wait = std::time::Duration::from_secs(5);
        match tokio::time::timeout(wait, self.ada.recv()).await {
            Ok(Some(Out::Text(text))) => serde_json::from_str(&text).unwrap(),
            other => panic!("no message for Ada: {other:?}"),
        }
    }

    /// The next whole game sent to Ada.
    async fn next_view(&mut self) -> GameView {
        match self.next().await {
            ServerMessage::Game { game } => *game,
            other => panic!("not a game: {other:?}"),
        }
    }

    fn nothing_sent(&mut self) -> bool {
        self.ada.try_recv().is_err()
    }

    fn log(&self) -> Vec<String> {
        self.log.lock().unwrap().clone()
    }

    /// A legal move after the stored moves.
    fn legal(&self) -> String {
        let variant = CATALOGUE.variant("amazons", Some("6")).unwrap();
        let mut rules = variant.rules(None).unwrap();
        for mv in self.store.stored_moves(&self.id) {
            rules.play_move(&mv).unwrap();
        }
        rules.legal_moves()[0].clone()
    }

    async fn act(&self, player: PlayerId, action: Action) -> Result<(), Refusal> {
        self.game.act(player, action).await
    }

    /// The game's task on another server of the cluster, from the stored game, over the
    /// same store.
    async fn another_server(&self) -> GameHandle {
        let round = self.store.kept().games[&self.id].duplicate();
        let around = Arc::new(Recorder {
            log: self.log.clone(),
            clustered: true,
        });
        let (game, launch) = prepare(
            round,
            self.store.clone(),
            around,
            self.clock.clone(),
            GameRules::default(),
        );
        launch.launch().await;
        game
    }

    async fn play(&self, player: PlayerId, ply: u32) -> Result<(), Refusal> {
        let mv = self.legal();
        self.act(player, Action::Move { ply, mv }).await
    }
}

/// Runs a test's future on a runtime of its own.
fn run(test: impl Future<Output = ()>) {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(test);
}

#[test]
fn moves_are_checked_before_anything_is_stored() {
    run(async {
        let mut table = Table::new(false, "5+3").await;
        let first = table.legal();
        let refused = [
            (EVE, 0, first.clone(), Refusal::NotYourGame),
            (BOB, 0, first.clone(), Refusal::NotYourTurn),
            (ADA, 1, first.clone(), Refusal::StalePly),
            (ADA, 0, "a1-a1/a1".to_owned(), Refusal::IllegalMove),
        ];
        for (player, ply, mv, refusal) in refused {
            let action = Action::Move { ply, mv };
            assert_eq!(table.act(player, action).await, Err(refusal));
        }
        assert!(table.log().is_empty(), "nothing stored or told");
        assert!(table.nothing_sent());

        assert_eq!(table.play(ADA, 0).await, Ok(()));
        assert_eq!(
            table.store.stored_moves(&table.id),
            std::slice::from_ref(&first)
        );
        match table.next().await {
            ServerMessage::Moved { ply, mv, .. } => assert_eq!((ply, mv), (0, first)),
            other => panic!("not the move: {other:?}"),
        }
        // The same move again, or Ada again: refused, and the store keeps one move.
        assert_eq!(table.play(ADA, 0).await, Err(Refusal::NotYourTurn));
        assert_eq!(table.play(BOB, 0).await, Err(Refusal::StalePly));
        assert_eq!(table.store.stored_moves(&table.id).len(), 1);
        assert_eq!(table.play(BOB, 1).await, Ok(()));
        assert_eq!(table.store.stored_moves(&table.id).len(), 2);
    });
}

#[test]
fn a_move_is_stored_before_anyone_hears_of_it() {
    run(async {
        let mut table = Table::new(false, "5+3").await;
        let gate = Arc::new(Gate {
            waiting: Notify::new(),
            open: Semaphore::new(0),
        });
        table.store.kept().gate = Some(gate.clone());
        let mv = table.legal();
        let game = table.game.clone();
        let action = Action::Move { ply: 0, mv };
        let played = tokio::spawn(async move { game.act(ADA, action).await });
        // The write has begun and waits: nobody has been told anything.
        let wait = std::time::Duration::from_secs(5);
        tokio::time::timeout(wait, gate.waiting.notified())
            .await
            .expect("the move is written");
        tokio::task::yield_now().await;
        assert!(table.log().is_empty(), "{:?}", table.log());
        assert!(table.nothing_sent(), "a move told before it was stored");
        gate.open.add_permits(1);
        assert_eq!(played.await.unwrap(), Ok(()));
        let log = table.log();
        assert_eq!(log[0], "stored move 0", "{log:?}");
        assert!(log[1].starts_with("told v1 by "), "{log:?}");
        assert!(matches!(
            table.next().await,
            ServerMessage::Moved { ply: 0, .. }
        ));
    });
}

#[test]
fn a_rated_end_is_stored_with_both_ratings() {
    run(async {
        let mut table = Table::new(true, "5+3").await;
        assert_eq!(table.act(BOB, Action::Resign).await, Ok(()));
        // Bob, who does not watch the game, is notified of its end; Ada, watching, is not.
        assert_eq!(
            table.log(),
            ["stored rated end", "told v1", "notified 2 of game_over"]
        );
        let ratings = table.store.kept().ratings.clone();
        assert!(ratings[&ADA].rating > 1500.0 && ratings[&BOB].rating < 1500.0);
        assert_eq!((ratings[&ADA].games, ratings[&BOB].games), (1, 1));
        let view = table.next_view().await;
        let GameStatus::Ended {
            winner,
            reason,
            ratings: Some([white, black]),
        } = view.status
        else {
            panic!("not a rated end: {:?}", view.status);
        };
        assert_eq!(
            (winner, reason),
            (
                Some(skillgames_online::Colour::White),
                skillgames_online::EndReason::Resigned
            )
        );
        assert!(white.after.rating > white.before.rating);
        assert!(black.after.rating < black.before.rating);
        // A rematch offer after the end is no second result.
        assert_eq!(table.act(ADA, Action::Offer(Offer::Rematch)).await, Ok(()));
        assert_eq!(table.store.kept().ratings[&ADA].games, 1);
    });
}

#[test]
fn a_flag_is_stored_once_and_rated() {
    run(async {
        let mut table = Table::new(true, "1+0").await;
        table.clock.advance(60_000);
        let view = table.next_view().await;
        assert!(matches!(
            view.status,
            GameStatus::Ended { ref reason, ratings: Some(_), .. } if reason == "time"
        ));
        assert_eq!(
            table.log(),
            [
                "stored rated end",
                "flag counted",
                "told v1",
                "notified 2 of game_over"
            ]
        );
        assert!(matches!(
            table.store.stored_status(&table.id),
            Status::Ended { .. }
        ));
        assert_eq!(table.play(ADA, 0).await, Err(Refusal::GameOver));
    });
}

#[test]
fn a_store_failure_changes_nothing_and_the_player_is_told() {
    run(async {
        let mut table = Table::new(true, "5+3").await;
        table.store.kept().failing = true;
        assert_eq!(table.play(ADA, 0).await, Err(Refusal::Unavailable));
        assert_eq!(
            Refusal::Unavailable.to_string(),
            "The server could not save this, so nothing changed. Try again in a moment."
        );
        assert_eq!(
            table.act(BOB, Action::Resign).await,
            Err(Refusal::Unavailable)
        );
        assert!(table.log().is_empty(), "{:?}", table.log());
        assert!(table.nothing_sent());
        // The database is back: the game is as it was, the same move at the same ply.
        table.store.kept().failing = false;
        assert_eq!(table.play(ADA, 0).await, Ok(()));
        assert!(matches!(
            table.next().await,
            ServerMessage::Moved { ply: 0, .. }
        ));
        assert_eq!(table.store.kept().games[&table.id].version, 1);
        assert!(
            table.store.kept().ratings.is_empty(),
            "no rating was changed"
        );
    });
}

#[test]
fn a_rematch_is_stored_with_colours_swapped_and_both_are_sent_to_it() {
    run(async {
        let mut table = Table::new(false, "5+3").await;
        table.act(BOB, Action::Resign).await.unwrap();
        table.next_view().await;
        table.act(ADA, Action::Offer(Offer::Rematch)).await.unwrap();
        table.next_view().await;
        table.log.lock().unwrap().clear();
        let accept = Action::Answer(Offer::Rematch, true);
        assert_eq!(table.act(BOB, accept).await, Ok(()));
        let view = table.next_view().await;
        let new = view.rematch.expect("the rematch named");
        assert_eq!(
            table.log(),
            [
                format!("stored rematch {new}"),
                "told v3".to_owned(),
                format!("sent {ADA} to {new}"),
                format!("sent {BOB} to {new}"),
            ]
        );
        let kept = table.store.kept();
        let rematch = &kept.games[&new];
        assert_eq!((rematch.white, rematch.black), (Some(BOB), Some(ADA)));
        assert_eq!(rematch.status, Status::Playing);
        assert_eq!(kept.games[&table.id].rematch.as_deref(), Some(new.as_str()));
    });
}

#[test]
fn a_takeback_asked_by_both_takes_the_move_back_in_the_store_too() {
    run(async {
        let mut table = Table::new(false, "5+3").await;
        table.play(ADA, 0).await.unwrap();
        table.next().await;
        table.play(BOB, 1).await.unwrap();
        table.next().await;
        table
            .act(BOB, Action::Offer(Offer::Takeback))
            .await
            .unwrap();
        table.next_view().await;
        // Ada asks for a takeback too instead of answering: the same as accepting Bob's.
        assert_eq!(table.act(ADA, Action::Offer(Offer::Takeback)).await, Ok(()));
        let view = table.next_view().await;
        assert_eq!(view.moves.len(), 1, "Bob's move taken back");
        let log = table.log();
        assert!(log.contains(&"stored takeback".to_owned()), "{log:?}");
        assert_eq!(
            table.store.stored_moves(&table.id).len(),
            1,
            "in the store too"
        );
        // The game goes on from there.
        assert_eq!(table.play(BOB, 1).await, Ok(()));
    });
}

#[test]
fn on_a_cluster_a_refusal_decided_on_a_copy_behind_the_store_is_decided_again() {
    run(async {
        let table = Table::on(false, "5+3", true).await;
        let there = table.another_server().await;
        // Ada moves on the other server; this one has not heard of it (the bus is slow).
        let first = table.legal();
        let moved = Action::Move { ply: 0, mv: first };
        assert_eq!(there.act(ADA, moved).await, Ok(()));
        // Bob answers here: not refused as out of turn on the old copy, but played on the
        // stored game.
        assert_eq!(table.play(BOB, 1).await, Ok(()));
        assert_eq!(table.store.stored_moves(&table.id).len(), 2);
        // What is refused on the stored game stays refused, and changes nothing.
        assert_eq!(table.play(BOB, 2).await, Err(Refusal::NotYourTurn));
        assert_eq!(table.play(ADA, 1).await, Err(Refusal::StalePly));
        assert_eq!(table.store.stored_moves(&table.id).len(), 2);
        // The other server, behind now, takes Ada's next move too.
        assert_eq!(
            there
                .act(
                    ADA,
                    Action::Move {
                        ply: 2,
                        mv: table.legal()
                    }
                )
                .await,
            Ok(())
        );
        assert_eq!(table.store.stored_moves(&table.id).len(), 3);
    });
}

#[test]
fn on_one_server_a_refusal_reads_nothing_again() {
    run(async {
        let table = Table::new(false, "5+3").await;
        let there = table.another_server().await;
        let moved = Action::Move {
            ply: 0,
            mv: table.legal(),
        };
        assert_eq!(there.act(ADA, moved).await, Ok(()));
        // Alone, a server's copy is the truth: nothing is read again (here, with a second
        // writer it would never have, its copy stays behind and refuses).
        assert_eq!(table.play(BOB, 1).await, Err(Refusal::NotYourTurn));
        assert_eq!(table.store.stored_moves(&table.id).len(), 1);
    });
}

#[test]
fn on_a_cluster_refusals_to_outsiders_and_floods_read_little_and_change_nothing() {
    run(async {
        let mut table = Table::on(false, "5+3", true).await;
        let first = table.legal();
        // (Reads since Ada's connection came, which reads the game once on a cluster.)
        let before = table.store.kept().reads;
        let reads = |table: &Table| table.store.kept().reads - before;
        // Someone else's game: refused on any copy, without reading the store.
        for _ in 0..50 {
            let moved = Action::Move {
                ply: 0,
                mv: first.clone(),
            };
            assert_eq!(table.act(EVE, moved).await, Err(Refusal::NotYourGame));
        }
        assert_eq!(reads(&table), 0);
        // A flood of moves out of turn, the store no newer: each refused after one read at
        // most, nothing stored or told.
        for _ in 0..50 {
            assert_eq!(table.play(BOB, 0).await, Err(Refusal::NotYourTurn));
        }
        assert!(reads(&table) <= 50, "{} reads", reads(&table));
        assert!(table.store.stored_moves(&table.id).is_empty());
        assert!(table.log().is_empty(), "nothing stored or told");
        assert!(table.nothing_sent());
        // The game goes on.
        assert_eq!(table.play(ADA, 0).await, Ok(()));
    });
}
