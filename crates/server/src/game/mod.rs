//! One game's task (lila's "one actor per game"): it owns the game's [`Round`], takes the
//! players' requests one at a time and, for each, decides (`decide.rs`, pure: the game and
//! the request give the game after it, what to store and what to tell), stores
//! (`store.rs`, through the [`GameStore`] it is given) and only then announces
//! (`announce.rs`, through the [`Announcer`]). `step.rs` is that way through, and the
//! clock's; `inbox.rs` the requests and the loop; `presence.rs` who watches; `sync.rs`
//! keeping in step with the other servers; `view.rs` how a game is shown.
//!
//! The task knows nothing of the hub: all it reaches of the rest of the server is the store
//! and the announcer, so it is tested alone, with a store in memory (`tests.rs`).

mod announce;
mod decide;
mod inbox;
mod notices;
mod plan;
mod presence;
mod step;
mod store;
mod sync;
#[cfg(test)]
mod tests;
pub mod view;

use std::sync::Arc;

use skillgames_online::{GameTournament, Offer};
use tokio::sync::mpsc;

pub use announce::Announcer;
pub(crate) use inbox::{Command, GameHandle};
pub use notices::Notice;
pub use plan::{MAX_LINE_LEN, MAX_LINES, Plan};
pub use store::GameStore;
pub use view::Listing;

use crate::clock::{Clock, Millis};
use crate::round::Round;
use crate::store::StoreError;
use presence::Presence;

/// How many requests may wait for a game's task.
const INBOX_LEN: usize = 64;
/// How often at most a game's watchers are told that spectators came or went.
const COUNT_EVERY: std::time::Duration = std::time::Duration::from_secs(1);
/// How long a game waits before storing its flag again when the store failed.
const FLAG_RETRY: Millis = 1000;

/// How long the server waits for a player who left a live game before the opponent may
/// claim the win, and other settings of the games.
#[derive(Clone, Copy, Debug)]
pub struct GameRules {
    /// Milliseconds a live game's player may be gone before the opponent may claim the win.
    pub abandon_after: Millis,
}

impl Default for GameRules {
    fn default() -> Self {
        GameRules {
            abandon_after: 30_000,
        }
    }
}

/// What a player asks of a game.
#[derive(Clone, Debug)]
pub enum Action {
    /// Take the empty seat.
    Join,
    /// Withdraw the open game.
    Cancel,
    /// A move after `ply` moves.
    Move {
        /// Moves before it.
        ply: u32,
        /// The move.
        mv: String,
    },
    /// Give up.
    Resign,
    /// End without a result.
    Abort,
    /// Ask for something.
    Offer(Offer),
    /// Answer the opponent.
    Answer(Offer, bool),
    /// Claim the win from an absent opponent.
    Claim,
    /// A move after however many moves there are now (the API's, which names no ply: the
    /// round still checks the turn, the clock and the rules).
    PlayNow {
        /// The move.
        mv: String,
    },
    /// Decline a challenge by name, for a reason (lichess's key).
    Decline(String),
    /// Keep these lines as one's plan of conditional moves (none: no plan).
    Plan(Vec<Vec<String>>),
    /// On vacation until then (back, when it has passed): a correspondence clock stops.
    Away(crate::clock::Millis),
    /// Halve one's own clock before one's first move (an arena's games: `Hub::berserk`).
    Berserk,
}

/// For the tests of the game's pure parts: a game of Amazons 6×6 at `time` between player 1
/// (White, its creator) and player 2, begun at 0.
#[cfg(test)]
pub(crate) fn begun_between_1_and_2(time: &str) -> Round {
    let terms = crate::round::Terms {
        variant: skillgames_catalogue::CATALOGUE
            .variant("amazons", Some("6"))
            .unwrap(),
        time: skillgames_online::TimeControl::parse(time).unwrap(),
        rated: false,
        private: false,
        colour: skillgames_online::ColourChoice::White,
    };
    let mut round = Round::open("g".into(), terms, 1).unwrap();
    round.join(2, 0, false).unwrap();
    round
}

fn log_store(what: &str, error: &StoreError) {
    eprintln!("skillgames: store: {what}: {error}");
}

/// The task that owns one game.
pub(crate) struct GameTask<S> {
    store: S,
    around: Arc<dyn Announcer>,
    clock: Clock,
    rules: GameRules,
    round: Round,
    presence: Presence,
    /// Not before this may the flag be stored again (the store failed).
    hold_until: Option<Millis>,
    /// When to tell everyone how many spectators there are (some came or went).
    count_due: Option<tokio::time::Instant>,
    /// The tournament it is a game of (read once, as the task starts).
    tournament: Option<GameTournament>,
}

/// A game task ready to run: its listing is made (and the other servers asked who watches
/// it) before it takes its first request, which waits in its inbox meanwhile.
pub(crate) struct Launch<S> {
    task: GameTask<S>,
    commands: mpsc::Receiver<Command>,
}

/// A task for `round`, storing through `store` and telling `around`, and its handle; the
/// task runs once launched.
pub(crate) fn prepare<S: GameStore>(
    round: Round,
    store: S,
    around: Arc<dyn Announcer>,
    clock: Clock,
    rules: GameRules,
) -> (GameHandle, Launch<S>) {
    let (inbox, commands) = mpsc::channel(INBOX_LEN);
    let presence = Presence::new(&round, clock.now());
    let task = GameTask {
        store,
        around,
        clock,
        rules,
        round,
        presence,
        hold_until: None,
        count_due: None,
        tournament: None,
    };
    (GameHandle { inbox }, Launch { task, commands })
}

impl<S: GameStore> Launch<S> {
    /// Lists the game, asks the other servers who watches it, and starts its task.
    pub(crate) async fn launch(self) {
        let Launch { mut task, commands } = self;
        // A store that fails here leaves the game without its link: it plays as any other.
        task.tournament = match task.store.tournament_of(&task.round.id).await {
            Ok(tournament) => tournament,
            Err(error) => {
                log_store("tournament", &error);
                None
            }
        };
        let view = task.view(0).await;
        task.list(&view).await;
        // Who watches it from the other servers? Their answers come to the task.
        task.around.ask(&task.round.id);
        tokio::spawn(task.run(commands));
    }
}
