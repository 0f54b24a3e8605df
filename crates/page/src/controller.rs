//! The game page's logic, apart from the view: the game on screen, what covers it, the
//! requests to the worker and their ids, a computer move held while the game is paused, the
//! hint, undo, and finishing a game (statistics, the saved game, the end screen). Every
//! method says what the page must do next as [`Actions`] (think, play a sound, wait and call
//! back); the view only performs them and renders the state, so all of this is tested
//! natively.
//!
//! ```
//! use skillgames_catalogue::CATALOGUE;
//! use skillgames_core::{Coord, Player};
//! use skillgames_page::controller::{Controller, Overlay};
//! use skillgames_page::settings::Settings;
//! use skillgames_page::storage::{AppStorage, MemoryStore};
//!
//! let storage = AppStorage::new(Box::new(MemoryStore::default()));
//! let game = CATALOGUE.find("amazons").unwrap();
//! let (mut page, _) = Controller::new(game, &storage, true, 1);
//! assert_eq!(page.overlay(), Overlay::Settings);
//! page.start(Settings::default_for(game), None, &storage);
//! page.tap(Coord::new(1, 0), 0.0, &storage); // b1
//! page.tap(Coord::new(1, 3), 0.0, &storage); // b4
//! let actions = page.tap(Coord::new(1, 0), 0.0, &storage); // the arrow back on b1
//! assert!(actions.think.is_some(), "now the computer thinks");
//! assert!(page.thinking());
//! ```

use crate::analysis::{Evaluation, final_verdict, to_move};
use crate::preferences::Motion;
use crate::settings::{Opponent, Settings};
use crate::sound::Sound;
use crate::state::{BoardModel, GameState, Summary, Tap};
use crate::stats::{GameResult, Stats};
use crate::storage::AppStorage;
pub use crate::think::EVALUATION_PATIENCE_MS;
use crate::think::{Ask, Position, ThinkReply, ThinkRequest, next_request_id};
use skillgames_catalogue::CATALOGUE;
use skillgames_core::{Coord, Player};
use skillgames_play::link::{GameLink, LinkKind};
use skillgames_play::transcript::{self, ReadError};
use skillgames_play::{Cue, GameInfo, MoveInfo};

// Every delay below is at the normal speed; the player's animation speed scales them all
// ([`Controller::set_motion`]).

/// The computer's move is shown no sooner than this after the player's, so both glide.
pub const COMPUTER_MOVE_DELAY_MS: u64 = 380;
/// Delay between waves of removals (a chain of sinkings), in milliseconds (matched by the
/// stylesheet's animations).
pub const WAVE_MS: u32 = 700;
/// How long a wave of removals stays on screen beyond its start (matches the animations).
pub const REMOVAL_SHOWN_MS: u32 = 600;
/// The end screen waits this long after the last move (plus its waves of removals).
pub const END_SCREEN_DELAY_MS: u64 = 900;

/// A friend's move from a link is played this long after the game opens, so it is seen.
pub const LINK_MOVE_DELAY_MS: u64 = 600;

/// The analysis is saved after every this many positions (and when it is done).
pub const SAVE_ANALYSIS_EVERY: usize = 8;

/// What the player is told when a position from a link or a record cannot be played.
pub const UNPLAYABLE: &str = "play-position-unplayable";

/// What the player is told when the computer could not give a move twice over (it cannot
/// happen with a working engine; the game can go on by Undo or a new game).
pub const COMPUTER_FAILED: &str = "play-computer-failed";

/// What the player is told when they open the link they sent their friend.
pub const OWN_LINK: &str = "play-own-link";

/// What the player is told when the computer's worker stopped answering and was replaced.
pub const WORKER_RESTARTED: &str = "play-computer-restarted";

/// A game between friends from a link's start and `moves` (already checked by the link).
fn friends_game(link: &GameLink, moves: &[String]) -> Option<GameState> {
    let info = link.variant.game();
    let settings = Settings {
        level: info.default_level.to_owned(),
        size: link.variant.size(),
        opponent: Opponent::Friend,
    };
    GameState::with_moves(link.variant, settings, link.start.clone(), moves.to_vec())
}

/// What covers the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// Nothing: play.
    None,
    /// The settings window.
    Settings,
    /// The pause menu.
    Paused,
    /// The end screen.
    Ended,
    /// A friend's move arrived by link for another game than the one in progress: open it
    /// (replacing that game) or keep the game in progress?
    ReplaceGame,
}

/// What the page must do after a call.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Actions {
    /// Send this request to the worker; its answer goes to [`Controller::reply`].
    pub think: Option<ThinkRequest>,
    /// Play this sound.
    pub sound: Option<Sound>,
    /// After this many milliseconds, hand this computer move to [`Controller::deliver`].
    pub deliver_after: Option<(Delivery, u64)>,
    /// After this many milliseconds, call [`Controller::show_end`].
    pub end_screen_after: Option<u64>,
    /// Tell the player this: a message of the catalogues (`skillgames-i18n`), by its id.
    pub notice: Option<String>,
    /// A new game started: the address should now resume it.
    pub started: bool,
    /// Technical detail for the console.
    pub log: Option<String>,
    /// Stop the worker's search under way (its answer is no longer wanted, and a search at
    /// the top level can take seconds): the page replaces the worker.
    pub cancel_thinking: bool,
}

/// A move on its way to the board (the computer's, or a friend's by link), checked by the
/// rules in the position it was found for, which it is delivered to only.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivery {
    mv: MoveInfo,
    fen: String,
}

/// What an answer from the worker is awaited for (the request itself carries its id).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Request {
    /// The computer's move.
    Move,
    /// A hint for the player.
    Hint,
    /// The analysis's verdict on the position after this many moves.
    Evaluate(usize),
}

/// The game page: one game of one kind, and everything around it.
pub struct Controller {
    info: &'static GameInfo,
    game: Option<GameState>,
    overlay: Overlay,
    /// What the worker was asked and is awaited for.
    pending: Option<(Request, ThinkRequest)>,
    /// Whether the request awaited was already asked again once (after an answer that was
    /// no use): a second such answer is given up on.
    asked_again: bool,
    /// A friend's move from a link is on its way to the board: until it lands, nothing of
    /// this device's may be undone (the friend's move would then no longer fit).
    arriving: bool,
    seed: u64,
    held: Option<Delivery>,
    hint: Option<MoveInfo>,
    ending: Option<(Summary, Option<Stats>)>,
    last_person_move: f64,
    animating_until: f64,
    think_ms: Option<u32>,
    /// Positions the computer's last search visited.
    think_nodes: Option<u64>,
    /// The worker's memory at its last answer, in bytes.
    worker_memory: Option<u64>,
    /// A link's game waiting for the player's yes ([`Overlay::ReplaceGame`]).
    waiting_link: Option<GameLink>,
    /// "Play from here": the position the next game starts from.
    from_here: Option<String>,
    /// The animation speed: it scales every delay.
    motion: Motion,
}

/// One step of SplitMix64: the computer's random seeds, one per request.
fn next_seed(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn sound_of(cue: Cue) -> Sound {
    match cue {
        Cue::Move => Sound::Move,
        Cue::Shoot => Sound::Shoot,
        Cue::Capture => Sound::Capture,
        Cue::Sink => Sound::Sink,
    }
}

impl Controller {
    /// The page of `info`: the saved game resumed (unless `fresh`), else the settings window.
    /// `seed` starts the computer's random choices. The actions: the computer thinks if the
    /// game was saved while it was its turn.
    #[must_use]
    pub fn new(
        info: &'static GameInfo,
        storage: &AppStorage,
        fresh: bool,
        seed: u64,
    ) -> (Self, Actions) {
        let mut page = Controller {
            info,
            game: None,
            overlay: Overlay::Settings,
            pending: None,
            asked_again: false,
            arriving: false,
            seed,
            held: None,
            hint: None,
            ending: None,
            last_person_move: f64::NEG_INFINITY,
            animating_until: f64::NEG_INFINITY,
            think_ms: None,
            think_nodes: None,
            worker_memory: None,
            waiting_link: None,
            from_here: None,
            motion: Motion::Normal,
        };
        if !fresh
            && let Some(Ok(state)) = storage
                .load_game(info.name)
                .map(|r| GameState::from_record(&r))
        {
            page.game = Some(state);
            page.overlay = Overlay::None;
        }
        let actions = Actions {
            think: page.ask_computer(),
            ..Actions::default()
        };
        (page, actions)
    }

    /// Sets the animation speed: every delay the page waits (for glides, removals, the end
    /// screen, a friend's move from a link) is scaled by it; off waits for nothing.
    pub fn set_motion(&mut self, motion: Motion) {
        self.motion = motion;
    }

    /// The game's catalogue entry.
    #[must_use]
    pub fn info(&self) -> &'static GameInfo {
        self.info
    }

    /// The game on screen, once there is one.
    #[must_use]
    pub fn game(&self) -> Option<&GameState> {
        self.game.as_ref()
    }

    /// What covers the board.
    #[must_use]
    pub fn overlay(&self) -> Overlay {
        self.overlay
    }

    /// Whether the computer is thinking about its move.
    #[must_use]
    pub fn thinking(&self) -> bool {
        matches!(self.pending, Some((Request::Move, _)))
    }

    /// The hint on show: the whole move (an Amazons move with its arrow).
    #[must_use]
    pub fn hint(&self) -> Option<&MoveInfo> {
        self.hint.as_ref()
    }

    /// The finished game and the player's updated statistics, for the end screen.
    #[must_use]
    pub fn ending(&self) -> Option<&(Summary, Option<Stats>)> {
        self.ending.as_ref()
    }

    /// How long the worker took for the computer's last move.
    #[must_use]
    pub fn think_ms(&self) -> Option<u32> {
        self.think_ms
    }

    /// How many positions the computer's last search visited (with [`Controller::think_ms`],
    /// its speed in this browser, for measuring tools).
    #[must_use]
    pub fn think_nodes(&self) -> Option<u64> {
        self.think_nodes
    }

    /// The worker's memory at its last answer, in bytes (for the tools that check it stays
    /// bounded), where the worker can tell.
    #[must_use]
    pub fn worker_memory(&self) -> Option<u64> {
        self.worker_memory
    }

    /// What the board draws.
    #[must_use]
    pub fn board_model(&self) -> Option<BoardModel> {
        self.game
            .as_ref()
            .map(|g| g.board_model(self.hint.as_ref()))
    }

    /// Whether Hint may be pressed: a person is to move.
    #[must_use]
    pub fn can_hint(&self) -> bool {
        self.overlay == Overlay::None
            && self.analysing().is_none()
            && self.game.as_ref().is_some_and(GameState::awaits_person)
    }

    /// Whether Undo may be pressed: a move of the player's to take back in a game still on.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.overlay == Overlay::None
            && !self.arriving
            && self
                .game
                .as_ref()
                .is_some_and(|g| g.undo_plies() > 0 && g.outcome().is_none())
    }

    fn save(&self, storage: &AppStorage) {
        // A game only looked at (shared, imported) never replaces the saved one; a finished
        // game is kept as the last one, with its analysis.
        match self.game.as_ref().filter(|g| !g.is_looking_only()) {
            Some(game) if game.outcome().is_some() => {
                storage.save_finished(&game.record());
                storage.clear_game(self.info.name);
            }
            Some(game) => {
                storage.save_game(&game.record());
            }
            None => {}
        }
    }

    /// A request about the position `fen`, under a new id; its answer is awaited as `kind`.
    fn request(&mut self, kind: Request, fen: String, ask: Ask) -> ThinkRequest {
        let size = self.game.as_ref().map_or(0, |g| g.variant().size());
        let request = ThinkRequest {
            id: next_request_id(),
            position: Position {
                game: self.info.name.to_owned(),
                size,
                fen,
            },
            ask,
        };
        self.pending = Some((kind, request.clone()));
        self.asked_again = false;
        request
    }

    /// The same question as `request` again, under a new id (a worker replaced, or an answer
    /// that was no use).
    fn ask_again(&mut self, kind: Request, request: &ThinkRequest) -> ThinkRequest {
        self.request(kind, request.position.fen.clone(), request.ask.clone())
    }

    /// An answer to the computer's move that was no use (no move, or not a legal one): the
    /// question is asked once more, then given up on (the player is told).
    fn unusable(&mut self, kind: Request, request: &ThinkRequest, why: String) -> Actions {
        if self.asked_again {
            self.pending = None;
            return Actions {
                notice: Some(COMPUTER_FAILED.to_owned()),
                log: Some(why),
                ..Actions::default()
            };
        }
        let think = self.ask_again(kind, request);
        self.asked_again = true;
        Actions {
            think: Some(think),
            log: Some(format!("{why}; asked again")),
            ..Actions::default()
        }
    }

    /// Whether the answer to request `id` is still awaited.
    #[must_use]
    pub fn awaiting(&self, id: u64) -> bool {
        self.pending.as_ref().is_some_and(|(_, r)| r.id == id)
    }

    /// The worker has not answered request `id` in its time ([`ThinkRequest::patience_ms`],
    /// waited for by a [`crate::think::Wait`]): if
    /// it is still awaited, the worker is taken for dead. The page starts a new one
    /// (`cancel_thinking`), the same question is asked again, and the player is told.
    pub fn worker_silent(&mut self, id: u64) -> Actions {
        let Some((kind, request)) = self.pending.clone().filter(|(_, r)| r.id == id) else {
            return Actions::default();
        };
        let think = self.ask_again(kind, &request);
        Actions {
            think: Some(think),
            cancel_thinking: true,
            notice: Some(WORKER_RESTARTED.to_owned()),
            log: Some(format!(
                "the worker did not answer request {id} in time; restarted"
            )),
            ..Actions::default()
        }
    }

    /// Puts `game` on screen in place of the one there, dropping what belonged to that one
    /// (a search, a held move, a hint, an end screen); returns whether a search was under way
    /// (the page must then stop it).
    fn show_game(&mut self, game: GameState) -> bool {
        let cancel_thinking = self.pending.is_some();
        self.game = Some(game);
        self.pending = None;
        self.held = None;
        self.hint = None;
        self.ending = None;
        self.arriving = false;
        self.overlay = Overlay::None;
        cancel_thinking
    }

    /// The computer's turn: a request for its move.
    fn ask_computer(&mut self) -> Option<ThinkRequest> {
        // The worker is told the catalogue level's name; it resolves it by the same catalogue.
        let level = self
            .game
            .as_ref()
            .filter(|g| g.awaits_computer())?
            .level()
            .name
            .to_owned();
        let seed = next_seed(&mut self.seed);
        let fen = self.game.as_ref()?.fen();
        Some(self.request(Request::Move, fen, Ask::Move { level, seed }))
    }

    /// Starts a game with `settings` (remembered for next time), from the usual start or from
    /// `start` (position text).
    pub fn start(
        &mut self,
        settings: Settings,
        start: Option<String>,
        storage: &AppStorage,
    ) -> Actions {
        storage.save_settings(self.info.name, &settings);
        let from_here = self.from_here.take();
        // A game from a position of another game is played on that game's board.
        let size = match (&from_here, self.game.as_ref()) {
            (Some(_), Some(game)) => game.variant().size(),
            _ => settings.size,
        };
        let Ok(variant) = self.info.variant(size) else {
            return Actions::default();
        };
        let settings = Settings { size, ..settings };
        let counted = from_here.is_none();
        match GameState::new(variant, settings, from_here.or(start)) {
            Ok(state) => {
                let state = state.dated(Some(crate::record::today()));
                let state = if counted { state } else { state.uncounted() };
                let cancel_thinking = self.show_game(state);
                self.save(storage);
                Actions {
                    think: self.ask_computer(),
                    started: true,
                    cancel_thinking,
                    ..Actions::default()
                }
            }
            Err(err) => Actions {
                notice: Some(UNPLAYABLE.to_owned()),
                log: Some(format!("refused start position: {err}")),
                ..Actions::default()
            },
        }
    }

    /// Plays a move and everything that follows it: sound, animation time, saving, the end or
    /// the computer's turn.
    fn apply(&mut self, mv: &MoveInfo, now: f64, storage: &AppStorage) -> Actions {
        let Some(Ok(effects)) = self.game.as_mut().map(|g| g.play(mv)) else {
            return Actions::default();
        };
        self.hint = None;
        // A move in the live game stops an analysis or a hint under way (the worker is
        // wanted for what comes next).
        let hinting = matches!(self.pending, Some((Request::Hint, _)));
        if hinting {
            self.pending = None;
        }
        let cancel_thinking = self.cancel_analysis().cancel_thinking || hinting;
        let mut actions = Actions {
            sound: Some(sound_of(effects.cue)),
            cancel_thinking,
            ..Actions::default()
        };
        if effects.waves > 0 {
            let shown = u64::from(effects.waves) * u64::from(WAVE_MS) + u64::from(REMOVAL_SHOWN_MS);
            self.animating_until = now + self.motion.scale(shown) as f64;
        }
        self.save(storage);
        match self.game.as_ref().and_then(GameState::summary) {
            Some(summary) => {
                actions.end_screen_after = Some(self.finish(summary, effects.waves, storage));
            }
            None => actions.think = self.ask_computer(),
        }
        actions
    }

    /// Counts a finished game (against the computer) and forgets the saved game; returns when
    /// to show the end screen.
    fn finish(&mut self, summary: Summary, waves: u8, storage: &AppStorage) -> u64 {
        let (settings, counted) = self
            .game
            .as_ref()
            .map(|g| (g.settings().clone(), g.counted()))
            .expect("a finished game");
        let stats = summary.result.filter(|_| counted).map(|result| {
            storage.record_result(self.info.name, settings.size, &settings.level, result)
        });
        storage.clear_game(self.info.name);
        self.pending = None;
        self.ending = Some((summary, stats));
        self.motion
            .scale(END_SCREEN_DELAY_MS + u64::from(waves) * u64::from(WAVE_MS))
    }

    /// The end screen's time has come: shows it if the game is (still) over, with its sound.
    pub fn show_end(&mut self) -> Option<Sound> {
        let over = self.game.as_ref().is_some_and(|g| g.outcome().is_some());
        let (summary, _) = self.ending.as_ref().filter(|_| over)?;
        self.overlay = Overlay::Ended;
        Some(match summary.result {
            Some(GameResult::Win) | None => Sound::Win,
            Some(_) => Sound::Lose,
        })
    }

    /// A tap on `at` (or Enter on the cursor) at time `now` (milliseconds).
    pub fn tap(&mut self, at: Coord, now: f64, storage: &AppStorage) -> Actions {
        if self.overlay != Overlay::None {
            return Actions::default();
        }
        match self.game.as_mut().map(|g| g.tap(at)) {
            Some(Tap::Move(mv)) => {
                self.last_person_move = now;
                self.apply(&mv, now, storage)
            }
            Some(Tap::Landed | Tap::TookBack) => Actions {
                sound: Some(Sound::Move),
                ..Actions::default()
            },
            _ => Actions::default(),
        }
    }

    /// Moves the keyboard cursor.
    pub fn move_cursor(&mut self, files: i8, ranks: i8) {
        if let Some(game) = &mut self.game {
            game.move_cursor(files, ranks);
        }
    }

    /// The keyboard cursor, for Enter.
    #[must_use]
    pub fn cursor(&self) -> Option<Coord> {
        self.game.as_ref().map(GameState::cursor)
    }

    /// The worker's answer at time `now`. Answers to requests since replaced (by undo, a new
    /// game, another hint) are dropped.
    pub fn reply(&mut self, reply: ThinkReply, now: f64, storage: &AppStorage) -> Actions {
        // Only the answer to what is awaited, about the very position asked about.
        let Some((kind, request)) = self.pending.clone().filter(|(_, r)| reply.answers(r)) else {
            return Actions::default();
        };
        if reply.memory > 0 {
            self.worker_memory = Some(reply.memory);
        }
        match kind {
            Request::Move => {
                self.pending = None;
                self.think_ms = Some(reply.millis);
                self.think_nodes = Some(reply.nodes);
                let text = match reply.result {
                    Ok(text) => text,
                    Err(err) => {
                        let why = format!("the computer found no move: {err}");
                        return self.unusable(kind, &request, why);
                    }
                };
                // Checked once by the rules, in the position it was asked about (which the
                // game is still in: the request is the one awaited), and delivered only there.
                let fen = request.position.fen.clone();
                let Some(mv) = self
                    .game
                    .as_ref()
                    .filter(|g| g.fen() == fen)
                    .and_then(|g| g.legal_move(&text))
                else {
                    let why = format!("the worker's move {text:?} is not legal here");
                    return self.unusable(kind, &request, why);
                };
                let wait = (self.last_person_move
                    + self.motion.scale(COMPUTER_MOVE_DELAY_MS) as f64)
                    .max(self.animating_until)
                    - now;
                Actions {
                    deliver_after: Some((Delivery { mv, fen }, wait.max(0.0) as u64)),
                    ..Actions::default()
                }
            }
            Request::Hint => {
                self.pending = None;
                if let Ok(mv) = reply.result {
                    self.hint = self
                        .game
                        .as_ref()
                        .filter(|g| g.fen() == request.position.fen)
                        .and_then(|g| g.legal_move(&mv));
                }
                Actions::default()
            }
            Request::Evaluate(ply) => {
                let Ok(best) = reply.result else {
                    self.pending = None;
                    return Actions {
                        log: reply.result.err().map(|e| format!("analysis stopped: {e}")),
                        ..Actions::default()
                    };
                };
                if let Some(game) = self.game.as_mut() {
                    let white_moves = to_move(game.first_player(), ply) == Player::White;
                    let evaluation = Evaluation {
                        white: if white_moves {
                            reply.score
                        } else {
                            -reply.score
                        },
                        best: Some(best),
                        line: reply.line,
                    };
                    game.record_evaluation(ply, evaluation);
                }
                // Saved as it goes (every few positions, and at the end), so a reload keeps
                // most of the work without writing the store at every position.
                if ply % SAVE_ANALYSIS_EVERY == 0 {
                    self.save(storage);
                }
                Actions {
                    think: self.next_evaluation(false, storage),
                    ..Actions::default()
                }
            }
        }
    }

    /// The computer's move has waited its time: it is played now, or held while the game is
    /// paused. A move found for another position (the game was undone or replaced meanwhile)
    /// is dropped.
    pub fn deliver(&mut self, delivery: Delivery, now: f64, storage: &AppStorage) -> Actions {
        if self.game.as_ref().map(GameState::fen) != Some(delivery.fen.clone()) {
            return Actions::default();
        }
        self.arriving = false;
        if self.overlay == Overlay::Paused || self.reviewing().is_some() {
            self.held = Some(delivery);
            return Actions::default();
        }
        self.apply(&delivery.mv, now, storage)
    }

    /// The position reviewed (moves into the game), or `None` for the live game.
    #[must_use]
    pub fn reviewing(&self) -> Option<usize> {
        self.game.as_ref().and_then(GameState::reviewing)
    }

    /// Whether the review can step back (`-1`) or forward (`1`) from the position on show.
    #[must_use]
    pub fn can_step(&self, by: isize) -> bool {
        self.overlay == Overlay::None
            && self.game.as_ref().is_some_and(|g| {
                let ply = g.shown_ply();
                if by < 0 {
                    ply > 0
                } else {
                    ply < g.history().len()
                }
            })
    }

    /// Steps through the game: `by` moves back (negative) or forward. Stepping onto the
    /// latest move returns to the live game (and plays a computer move that arrived meanwhile).
    pub fn review_step(&mut self, by: isize, now: f64, storage: &AppStorage) -> Actions {
        let target = self
            .game
            .as_ref()
            .map(|g| g.shown_ply().saturating_add_signed(by));
        match target {
            Some(ply) => self.review_at(ply, now, storage),
            None => Actions::default(),
        }
    }

    /// Shows the position after `ply` moves (from the move list, Home or End).
    pub fn review_at(&mut self, ply: usize, now: f64, storage: &AppStorage) -> Actions {
        if self.overlay != Overlay::None {
            return Actions::default();
        }
        let Some(game) = self.game.as_mut() else {
            return Actions::default();
        };
        if !game.review_at(ply) {
            return Actions::default();
        }
        self.hint = None;
        if game.reviewing().is_some() {
            return Actions::default();
        }
        match self.held.take() {
            Some(delivery) => self.deliver(delivery, now, storage),
            None => Actions::default(),
        }
    }

    /// Back to the live game from review.
    pub fn review_end(&mut self, now: f64, storage: &AppStorage) -> Actions {
        let last = self.game.as_ref().map_or(0, |g| g.history().len());
        self.review_at(last, now, storage)
    }

    /// From the end screen: the finished game stays on the board, to be stepped through.
    pub fn review_game(&mut self) {
        if self.overlay == Overlay::Ended {
            self.overlay = Overlay::None;
        }
    }

    /// The end screen again, after reviewing a finished game.
    pub fn show_results(&mut self) {
        if self.ending.is_some() && self.game.as_ref().is_some_and(|g| g.outcome().is_some()) {
            self.overlay = Overlay::Ended;
        }
    }

    /// Opens the pause menu (once there is a game).
    pub fn pause(&mut self) {
        if self.game.is_some() {
            self.overlay = Overlay::Paused;
        }
    }

    /// Closes the pause menu; a computer move that arrived meanwhile is played now.
    pub fn resume(&mut self, now: f64, storage: &AppStorage) -> Actions {
        self.overlay = Overlay::None;
        match self.held.take() {
            Some(delivery) => self.deliver(delivery, now, storage),
            None => Actions::default(),
        }
    }

    /// Escape: pauses, or resumes from the pause menu.
    pub fn escape(&mut self, now: f64, storage: &AppStorage) -> Actions {
        match self.overlay {
            Overlay::None => {
                self.pause();
                Actions::default()
            }
            Overlay::Paused => self.resume(now, storage),
            _ => Actions::default(),
        }
    }

    /// Opens the settings window for a new game.
    pub fn new_game(&mut self) {
        self.overlay = Overlay::Settings;
    }

    /// Back from the settings window: to the game in progress (paused); returns `true` when
    /// there is none and the page should go home.
    pub fn settings_back(&mut self) -> bool {
        if self.game.as_ref().is_some_and(|g| g.outcome().is_none()) {
            self.overlay = Overlay::Paused;
            false
        } else {
            true
        }
    }

    /// The same settings again, from the same start.
    pub fn play_again(&mut self, start: Option<String>, storage: &AppStorage) -> Actions {
        match self.game.as_ref().map(|g| g.settings().clone()) {
            Some(settings) => self.start(settings, start, storage),
            None => Actions::default(),
        }
    }

    /// Takes back the player's last move (with the computer's answer), cancelling a search or
    /// hint under way.
    pub fn undo(&mut self, storage: &AppStorage) -> Actions {
        if !self.can_undo() || !self.game.as_mut().is_some_and(GameState::undo) {
            return Actions::default();
        }
        let cancel_thinking = self.pending.is_some();
        self.pending = None;
        self.held = None;
        self.hint = None;
        self.save(storage);
        Actions {
            sound: Some(Sound::Move),
            cancel_thinking,
            ..Actions::default()
        }
    }

    /// Whether the game on screen is only looked at (a shared or imported game).
    #[must_use]
    pub fn is_looking_only(&self) -> bool {
        self.game.as_ref().is_some_and(GameState::is_looking_only)
    }

    /// A game to look at, in review at its latest move: nobody moves in it and it is not
    /// saved, so the game in progress stays as it was.
    fn view(&mut self, game: GameState) -> Actions {
        let cancel_thinking = self.show_game(game.looking_only());
        Actions {
            cancel_thinking,
            ..Actions::default()
        }
    }

    /// Opens a link: a shared game in review, or a friend's move to answer (asking first if
    /// it would replace another game in progress).
    pub fn open_link(&mut self, link: GameLink, storage: &AppStorage) -> Actions {
        if link.variant.game().name != self.info.name {
            return Actions::default();
        }
        match link.kind {
            LinkKind::View => match friends_game(&link, &link.moves) {
                Some(game) => self.view(game),
                None => Actions::default(),
            },
            LinkKind::Turn => {
                let saved = storage.load_game(self.info.name);
                // This device's own link, holding no move it has not seen: it is the friend's
                // to open (answering it here would hand this device the friend's side).
                if saved.as_ref().is_some_and(|r| r.moves == link.moves) {
                    return Actions {
                        notice: Some(OWN_LINK.to_owned()),
                        ..Actions::default()
                    };
                }
                let same_game = saved.as_ref().is_none_or(|r| {
                    r.opponent == Opponent::Friend
                        && r.size == link.variant.size()
                        && r.start == link.start
                        && link.moves.starts_with(&r.moves)
                });
                if same_game {
                    self.answer_link(link, storage)
                } else {
                    self.waiting_link = Some(link);
                    self.overlay = Overlay::ReplaceGame;
                    Actions::default()
                }
            }
        }
    }

    /// The player's answer to [`Overlay::ReplaceGame`]: open the friend's game, or keep the
    /// game in progress.
    pub fn replace_game(&mut self, open: bool, storage: &AppStorage) -> Actions {
        let link = self.waiting_link.take();
        self.overlay = if self.game.is_some() {
            Overlay::None
        } else {
            Overlay::Settings
        };
        match link.filter(|_| open) {
            Some(link) => self.answer_link(link, storage),
            None => Actions::default(),
        }
    }

    /// The friend's game, with their last move still to come: it is played after a moment, so
    /// the player sees it move.
    fn answer_link(&mut self, link: GameLink, storage: &AppStorage) -> Actions {
        let (last, before) = match link.moves.split_last() {
            Some((last, before)) => (last.clone(), before),
            None => return Actions::default(),
        };
        let Some(game) = friends_game(&link, before) else {
            return Actions::default();
        };
        // The friend who sent the link plays their side there; this device plays the other.
        let friend = game.turn();
        let game = game.with_remote(friend);
        let fen = game.fen();
        // The link's moves were checked by the rules when it was read.
        let Some(last) = game.legal_move(&last) else {
            return Actions::default();
        };
        let cancel_thinking = self.show_game(game.dated(Some(crate::record::today())));
        self.arriving = true;
        self.save(storage);
        Actions {
            deliver_after: Some((
                Delivery { mv: last, fen },
                self.motion.scale(LINK_MOVE_DELAY_MS),
            )),
            started: true,
            cancel_thinking,
            ..Actions::default()
        }
    }

    /// Reads a pasted record (or position) of this game and opens it in review.
    ///
    /// # Errors
    /// The first thing wrong with the text; nothing changes then.
    pub fn import(&mut self, text: &str) -> Result<Actions, ReadError> {
        let read = transcript::read(text, self.info, &CATALOGUE)?;
        let computer = read.computer();
        let settings = Settings {
            level: computer
                .map_or(self.info.default_level, |level| level.name)
                .to_owned(),
            size: read.variant.size(),
            opponent: if computer.is_some() {
                Opponent::Computer
            } else {
                Opponent::Friend
            },
        };
        let game = GameState::with_moves(read.variant, settings, read.start, read.moves)
            .map(|game| game.dated(read.date));
        Ok(game.map(|game| self.view(game)).unwrap_or_default())
    }

    /// Leaves a game that was only looked at: back to the game in progress, or the settings.
    pub fn close_view(&mut self, storage: &AppStorage) -> Actions {
        if !self.is_looking_only() {
            return Actions::default();
        }
        self.game = None;
        self.overlay = Overlay::Settings;
        if let Some(Ok(state)) = storage
            .load_game(self.info.name)
            .map(|r| GameState::from_record(&r))
        {
            self.game = Some(state);
            self.overlay = Overlay::None;
        }
        Actions {
            think: self.ask_computer(),
            ..Actions::default()
        }
    }

    /// Whether there is a last finished game to review (for the settings window).
    #[must_use]
    pub fn has_last_game(&self, storage: &AppStorage) -> bool {
        storage.load_finished(self.info.name).is_some()
    }

    /// Opens the last finished game in review, with its analysis.
    pub fn open_last_game(&mut self, storage: &AppStorage) -> Actions {
        let Some(Ok(mut game)) = storage
            .load_finished(self.info.name)
            .map(|r| GameState::from_record(&r))
        else {
            return Actions::default();
        };
        game.review_at(0);
        Actions {
            cancel_thinking: self.show_game(game),
            ..Actions::default()
        }
    }

    /// "Play from here": the settings window, for a new game from the position on show.
    pub fn play_from_here(&mut self) {
        if let Some(game) = &self.game {
            self.from_here = Some(game.shown_fen());
            self.overlay = Overlay::Settings;
        }
    }

    /// Whether the settings window is for a game from a chosen position.
    #[must_use]
    pub fn starting_from_here(&self) -> bool {
        self.from_here.is_some()
    }

    /// The game on screen as text (see [`transcript`]).
    #[must_use]
    pub fn record_text(&self) -> Option<String> {
        self.game
            .as_ref()
            .map(|game| transcript::write(&game.transcript()))
    }

    /// A link that opens the game on screen in review.
    #[must_use]
    pub fn share_link(&self) -> Option<String> {
        self.link(LinkKind::View)
    }

    /// Between friends on two devices: the link that hands the game to the friend.
    #[must_use]
    pub fn turn_link(&self) -> Option<String> {
        let game = self.game.as_ref()?;
        let friends = game.settings().opponent == Opponent::Friend;
        (friends && !game.is_looking_only() && !game.history().is_empty())
            .then(|| self.link(LinkKind::Turn))
            .flatten()
    }

    fn link(&self, kind: LinkKind) -> Option<String> {
        let game = self.game.as_ref()?;
        let link = GameLink::new(
            kind,
            game.variant(),
            game.start().map(str::to_owned),
            game.moves(),
        );
        Some(link.href())
    }

    /// Asks the worker for a good move (the top level's) to show the player.
    pub fn ask_hint(&mut self) -> Actions {
        if !self.can_hint() {
            return Actions::default();
        }
        let level = self.info.top_level().name.to_owned();
        let fen = self.game.as_ref().map(GameState::fen).unwrap_or_default();
        Actions {
            think: Some(self.request(Request::Hint, fen, Ask::Move { level, seed: 0 })),
            ..Actions::default()
        }
    }

    /// Whether Analyse may be pressed: a game with moves on show in review (or finished, or
    /// only looked at), not fully analysed, with the worker free.
    #[must_use]
    pub fn can_analyse(&self) -> bool {
        matches!(self.overlay, Overlay::None | Overlay::Ended)
            && self.pending.is_none()
            && self.game.as_ref().is_some_and(|g| {
                let plies = g.history().len();
                plies > 0
                    && (g.reviewing().is_some() || g.outcome().is_some() || g.is_looking_only())
                    && !g.analysis().is_some_and(|a| a.complete(plies))
            })
    }

    /// While the analysis runs: the positions evaluated and the positions of the game.
    #[must_use]
    pub fn analysing(&self) -> Option<(usize, usize)> {
        let Some((Request::Evaluate { .. }, _)) = self.pending else {
            return None;
        };
        let game = self.game.as_ref()?;
        let plies = game.history().len();
        Some((game.analysis().map_or(0, |a| a.done(plies)), plies + 1))
    }

    /// Analyses the game: the worker evaluates its positions one by one (from the end
    /// screen, the game is shown in review meanwhile). Positions already evaluated are kept.
    pub fn analyse(&mut self, storage: &AppStorage) -> Actions {
        if !self.can_analyse() {
            return Actions::default();
        }
        self.overlay = Overlay::None;
        Actions {
            think: self.next_evaluation(true, storage),
            ..Actions::default()
        }
    }

    /// Stops the analysis; what it found so far is kept.
    pub fn cancel_analysis(&mut self) -> Actions {
        if self.analysing().is_none() {
            return Actions::default();
        }
        self.pending = None;
        Actions {
            cancel_thinking: true,
            ..Actions::default()
        }
    }

    /// The request for the next position to evaluate; a finished position is judged here,
    /// by its result. `None` once every position is evaluated (the analysis is saved).
    fn next_evaluation(&mut self, fresh: bool, storage: &AppStorage) -> Option<ThinkRequest> {
        let game = self.game.as_mut()?;
        let plies = game.history().len();
        let nodes = game.analysis_budget();
        loop {
            let ply = match game.analysis().map_or(Some(0), |a| a.next(plies)) {
                Some(ply) => ply,
                None => {
                    self.pending = None;
                    self.save(storage);
                    return None;
                }
            };
            let (fen, outcome) = game.position_after(ply)?;
            match outcome {
                Some(ending) => game.record_evaluation(ply, final_verdict(ending.winner)),
                None => {
                    let ask = Ask::Evaluate { nodes, fresh };
                    return Some(self.request(Request::Evaluate(ply), fen, ask));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Mark;
    use crate::settings::Opponent;
    use crate::state::tests::c;
    use crate::storage::MemoryStore;
    use crate::think::{WORKER_GRACE_MS, WORKER_PATIENCE_FACTOR};
    use skillgames_catalogue::CATALOGUE;

    fn storage() -> AppStorage {
        AppStorage::new(Box::new(MemoryStore::default()))
    }

    fn page(name: &str, storage: &AppStorage, opponent: Opponent) -> Controller {
        let info = CATALOGUE.find(name).unwrap();
        let (mut page, actions) = Controller::new(info, storage, true, 7);
        assert_eq!(actions, Actions::default());
        let settings = Settings {
            opponent,
            ..Settings::default_for(info)
        };
        let started = page.start(settings, None, storage);
        assert!(started.started);
        page
    }

    /// Taps the squares named, one after the other, at time 0.
    /// Amazons against the computer after the player's first move: the computer's request.
    fn amazons_moved(storage: &AppStorage) -> (Controller, ThinkRequest) {
        let mut page = page("amazons", storage, Opponent::Computer);
        taps(&mut page, &["b1", "b4"], storage);
        let request = page.tap(c("b1"), 0.0, storage).think.unwrap();
        (page, request)
    }

    fn taps(page: &mut Controller, squares: &[&str], storage: &AppStorage) {
        for square in squares {
            page.tap(c(square), 0.0, storage);
        }
    }

    fn answer(request: &ThinkRequest, mv: &str) -> ThinkReply {
        ThinkReply {
            result: Ok(mv.to_owned()),
            millis: 12,
            nodes: 3400,
            ..ThinkReply::failed(request, "")
        }
    }

    #[test]
    fn the_computer_answers_after_the_players_move_has_glided() {
        let storage = storage();
        let mut page = page("loa", &storage, Opponent::Computer);
        page.tap(c("b1"), 0.0, &storage);
        let actions = page.tap(c("b3"), 1000.0, &storage);
        assert_eq!(actions.sound, Some(Sound::Move));
        let request = actions.think.expect("the computer's turn");
        assert!(matches!(&request.ask, Ask::Move { level, .. } if level == "medium"));
        assert!(page.thinking());
        // An answer to another request is dropped.
        let stale = ThinkReply {
            id: request.id + 5,
            ..answer(&request, "a2-c2")
        };
        assert_eq!(page.reply(stale, 1100.0, &storage), Actions::default());
        let actions = page.reply(answer(&request, "a2-c2"), 1100.0, &storage);
        assert_eq!(
            (page.think_ms(), page.think_nodes()),
            (Some(12), Some(3400))
        );
        let (delivery, wait) = actions.deliver_after.expect("the move, later");
        assert_eq!(wait, 280, "380 ms after the player's move");
        let actions = page.deliver(delivery, 1380.0, &storage);
        assert_eq!(actions.sound, Some(Sound::Move));
        assert_eq!(page.game().unwrap().moves(), ["b1-b3", "a2-c2"]);
        assert_eq!(
            storage.load_game("loa").unwrap().moves,
            ["b1-b3", "a2-c2"],
            "saved after every move"
        );
    }

    #[test]
    fn a_move_that_arrives_while_paused_is_held_until_resume() {
        let storage = storage();
        let mut page = page("loa", &storage, Opponent::Computer);
        page.tap(c("b1"), 0.0, &storage);
        let request = page.tap(c("b3"), 0.0, &storage).think.unwrap();
        let (delivery, _) = page
            .reply(answer(&request, "a2-c2"), 0.0, &storage)
            .deliver_after
            .unwrap();
        page.pause();
        assert_eq!(page.overlay(), Overlay::Paused);
        assert_eq!(page.tap(c("c1"), 0.0, &storage), Actions::default());
        page.deliver(delivery, 500.0, &storage);
        assert_eq!(page.game().unwrap().history().len(), 1, "held");
        let actions = page.resume(600.0, &storage);
        assert_eq!(actions.sound, Some(Sound::Move));
        assert_eq!(page.game().unwrap().history().len(), 2);
    }

    #[test]
    fn undo_while_thinking_drops_the_late_answer() {
        let storage = storage();
        let mut page = page("archimedes", &storage, Opponent::Computer);
        page.tap(c("c2"), 0.0, &storage);
        let request = page.tap(c("d3"), 0.0, &storage).think.unwrap();
        assert!(page.can_undo());
        assert_eq!(page.undo(&storage).sound, Some(Sound::Move));
        assert!(!page.thinking());
        assert!(page.game().unwrap().history().is_empty());
        assert_eq!(
            page.reply(answer(&request, "f4-e3"), 0.0, &storage),
            Actions::default()
        );
        // A move already on its way when the game changed is dropped too.
        page.tap(c("c2"), 0.0, &storage);
        let request = page.tap(c("d3"), 0.0, &storage).think.unwrap();
        let (delivery, _) = page
            .reply(answer(&request, "f4-e3"), 0.0, &storage)
            .deliver_after
            .unwrap();
        page.undo(&storage);
        assert_eq!(page.deliver(delivery, 0.0, &storage), Actions::default());
        assert!(page.game().unwrap().history().is_empty());
    }

    #[test]
    fn hints_come_from_the_top_level_and_go_with_the_next_move() {
        let storage = storage();
        let mut page = page("amazons", &storage, Opponent::Computer);
        let request = page.ask_hint().think.expect("a hint request");
        assert_eq!(
            request.ask,
            Ask::Move {
                level: "crazy".into(),
                seed: 0
            }
        );
        assert!(!page.thinking(), "a hint is not the computer's move");
        page.reply(answer(&request, "b1-b4/d2"), 0.0, &storage);
        assert_eq!(page.hint().map(|m| m.text.as_str()), Some("b1-b4/d2"));
        // The whole move, its arrow included.
        assert_eq!(
            page.board_model().unwrap().hint,
            [c("b1"), c("b4"), c("d2")]
        );
        // Once the amazon has landed, the hint still shows the whole move.
        taps(&mut page, &["b1", "b4"], &storage);
        assert_eq!(
            page.board_model().unwrap().hint,
            [c("b1"), c("b4"), c("d2")]
        );
        taps(&mut page, &["b4", "e1", "e4", "e1"], &storage);
        assert_eq!(page.hint(), None);
        assert!(!page.can_hint(), "the computer's turn");
        // A hint still being searched when the player moves is dropped, and its search stopped.
        let storage = self::storage();
        let mut page = self::page("amazons", &storage, Opponent::Computer);
        let hint = page.ask_hint().think.unwrap();
        taps(&mut page, &["b1", "b4"], &storage);
        let moved = page.tap(c("b1"), 0.0, &storage);
        assert!(moved.cancel_thinking, "the hint's search is stopped");
        let computer = moved.think.expect("the computer's turn");
        assert!(page.thinking());
        assert_eq!(
            page.reply(answer(&hint, "b1-b4/d2"), 0.0, &storage),
            Actions::default()
        );
        assert!(page.awaiting(computer.id) && page.hint().is_none());
    }

    #[test]
    fn an_answer_that_is_no_use_is_asked_again_once_then_the_player_is_told() {
        let storage = storage();
        let (mut page, request) = amazons_moved(&storage);
        let failed = ThinkReply::failed(&request, "the game is over");
        let again = page
            .reply(failed, 0.0, &storage)
            .think
            .expect("asked again");
        assert_ne!(again.id, request.id);
        let illegal = page.reply(answer(&again, "a5-a5/a5"), 0.0, &storage);
        assert_eq!(illegal.notice.as_deref(), Some(COMPUTER_FAILED));
        assert!(illegal.think.is_none() && !page.thinking());
        assert!(page.can_undo(), "the player can go on");
    }

    /// The animation speed scales every wait: half at fast, nothing at off.
    #[test]
    fn the_animation_speed_scales_the_waits() {
        for (motion, end_screen) in [
            (Motion::Normal, END_SCREEN_DELAY_MS),
            (Motion::Fast, END_SCREEN_DELAY_MS / 2),
            (Motion::Off, 0),
        ] {
            let storage = storage();
            let info = CATALOGUE.find("loa").unwrap();
            let (mut page, _) = Controller::new(info, &storage, true, 7);
            page.set_motion(motion);
            let start = Some("8/8/8/8/8/4B3/2B5/W6W b 0 0".to_owned());
            page.start(Settings::default_for(info), start, &storage);
            page.tap(c("e3"), 0.0, &storage);
            let actions = page.tap(c("d3"), 0.0, &storage);
            assert_eq!(actions.end_screen_after, Some(end_screen), "{motion:?}");
        }
    }

    #[test]
    fn a_finished_game_is_counted_once_and_ends_on_the_end_screen() {
        let storage = storage();
        let info = CATALOGUE.find("loa").unwrap();
        let (mut page, _) = Controller::new(info, &storage, true, 7);
        let start = Some("8/8/8/8/8/4B3/2B5/W6W b 0 0".to_owned());
        page.start(Settings::default_for(info), start.clone(), &storage);
        page.tap(c("e3"), 0.0, &storage);
        let actions = page.tap(c("d3"), 0.0, &storage);
        assert_eq!(actions.think, None, "the game is over");
        assert_eq!(actions.end_screen_after, Some(END_SCREEN_DELAY_MS));
        assert!(
            storage.load_game("loa").is_none(),
            "a finished game is not kept"
        );
        let (summary, stats) = page.ending().unwrap();
        assert_eq!(
            skillgames_i18n::Catalogue::english().say(&summary.reason()),
            "You connected all your pieces."
        );
        assert_eq!(stats.as_ref().unwrap().wins, 1);
        assert!(!page.can_undo(), "the result is counted");
        assert_eq!(page.show_end(), Some(Sound::Win));
        assert_eq!(page.overlay(), Overlay::Ended);
        page.play_again(start, &storage);
        assert_eq!(page.overlay(), Overlay::None);
        assert!(page.ending().is_none());
        assert_eq!(storage.stats("loa", 8, "medium").wins, 1);
    }

    #[test]
    fn a_saved_game_resumes_and_the_computer_thinks_again() {
        let storage = storage();
        let info = CATALOGUE.find("loa").unwrap();
        {
            let mut page = page("loa", &storage, Opponent::Computer);
            taps(&mut page, &["b1", "b3"], &storage);
        }
        let (page, actions) = Controller::new(info, &storage, false, 7);
        assert_eq!(page.overlay(), Overlay::None);
        assert_eq!(page.game().unwrap().moves(), ["b1-b3"]);
        assert!(actions.think.is_some() && page.thinking());
        let (page, _) = Controller::new(info, &storage, true, 7);
        assert_eq!(
            page.overlay(),
            Overlay::Settings,
            "a new game was asked for"
        );
    }

    #[test]
    fn settings_back_and_escape() {
        let storage = storage();
        let info = CATALOGUE.find("amazons").unwrap();
        let (mut page, _) = Controller::new(info, &storage, true, 7);
        assert!(page.settings_back(), "no game yet: go home");
        page.start(Settings::default_for(info), None, &storage);
        page.new_game();
        assert!(!page.settings_back());
        assert_eq!(page.overlay(), Overlay::Paused);
        page.escape(0.0, &storage);
        assert_eq!(page.overlay(), Overlay::None);
        page.escape(0.0, &storage);
        assert_eq!(page.overlay(), Overlay::Paused);
    }

    #[test]
    fn a_bad_start_position_is_refused_in_plain_words() {
        let storage = storage();
        let info = CATALOGUE.find("loa").unwrap();
        let (mut page, _) = Controller::new(info, &storage, true, 7);
        let actions = page.start(Settings::default_for(info), Some("junk".into()), &storage);
        assert_eq!(actions.notice.as_deref(), Some(UNPLAYABLE));
        assert!(actions.log.is_some());
        assert!(page.game().is_none());
    }

    #[test]
    fn review_holds_the_computers_move_until_back_to_the_game() {
        let storage = storage();
        let mut page = page("loa", &storage, Opponent::Computer);
        page.tap(c("b1"), 0.0, &storage);
        let request = page.tap(c("b3"), 0.0, &storage).think.unwrap();
        assert!(page.can_step(-1) && !page.can_step(1));
        page.review_step(-1, 10.0, &storage);
        assert_eq!(page.reviewing(), Some(0));
        assert!(!page.can_hint(), "nobody moves while reviewing");
        let (delivery, _) = page
            .reply(answer(&request, "a2-c2"), 20.0, &storage)
            .deliver_after
            .unwrap();
        page.deliver(delivery, 400.0, &storage);
        assert_eq!(
            page.game().unwrap().history().len(),
            1,
            "held during review"
        );
        assert_eq!(
            page.board_model().unwrap().fen,
            CATALOGUE
                .find("loa")
                .unwrap()
                .variant(8)
                .unwrap()
                .rules(None)
                .unwrap()
                .fen(),
            "the board shows the start"
        );
        let actions = page.review_end(500.0, &storage);
        assert_eq!(actions.sound, Some(Sound::Move), "the held move is played");
        assert_eq!(page.reviewing(), None);
        assert_eq!(page.game().unwrap().moves(), ["b1-b3", "a2-c2"]);
        page.review_at(1, 600.0, &storage);
        assert_eq!(page.reviewing(), Some(1));
        page.review_step(1, 700.0, &storage);
        assert_eq!(
            page.reviewing(),
            None,
            "stepping onto the latest move is the live game"
        );
    }

    #[test]
    fn undo_and_a_new_game_cancel_the_search_under_way() {
        let storage = storage();
        let mut page = page("amazons", &storage, Opponent::Computer);
        taps(&mut page, &["b1", "b4"], &storage);
        assert!(page.tap(c("b1"), 0.0, &storage).think.is_some());
        let actions = page.undo(&storage);
        assert!(actions.cancel_thinking, "the worker is replaced");
        assert!(!page.thinking());
        let settings = Settings::default_for(page.info());
        assert!(!page.start(settings.clone(), None, &storage).cancel_thinking);
        taps(&mut page, &["b1", "b4", "b1"], &storage);
        assert!(page.start(settings, None, &storage).cancel_thinking);
    }

    /// Lines of Action between friends, Black to move and connect (e3-d3 wins).
    fn one_move_from_the_end(storage: &AppStorage) -> (Controller, &'static GameInfo) {
        let info = CATALOGUE.find("loa").unwrap();
        let (mut page, _) = Controller::new(info, storage, true, 1);
        let settings = Settings {
            opponent: Opponent::Friend,
            ..Settings::default_for(info)
        };
        let start = Some("8/8/8/8/8/4B3/2B5/W6W b 0 0".into());
        page.start(settings, start, storage);
        (page, info)
    }

    #[test]
    fn a_finished_game_is_reviewed_from_the_end_screen() {
        let storage = storage();
        let (mut page, _) = one_move_from_the_end(&storage);
        let wait = page.tap(c("e3"), 0.0, &storage);
        assert!(wait.end_screen_after.is_none(), "a tap only selects");
        let done = page.tap(c("d3"), 0.0, &storage);
        assert!(done.end_screen_after.is_some());
        page.show_end();
        assert_eq!(page.overlay(), Overlay::Ended);
        page.review_game();
        assert_eq!(page.overlay(), Overlay::None);
        assert!(page.can_step(-1));
        page.review_step(-1, 0.0, &storage);
        assert_eq!(page.reviewing(), Some(0));
        page.show_results();
        assert_eq!(page.overlay(), Overlay::Ended);
    }

    /// Amazons 6x6 between friends, three moves played, reviewed at the start.
    fn three_moves(storage: &AppStorage) -> Controller {
        let mut page = page("amazons", storage, Opponent::Friend);
        taps(&mut page, &["b1", "b4", "b1"], storage);
        taps(&mut page, &["b6", "c5", "c2"], storage);
        taps(&mut page, &["e1", "e4", "e1"], storage);
        page.review_at(0, 0.0, storage);
        page
    }

    fn evaluated(request: &ThinkRequest, mv: &str, score: i32) -> ThinkReply {
        ThinkReply {
            score,
            line: vec![mv.to_owned()],
            ..answer(request, mv)
        }
    }

    #[test]
    fn the_analysis_evaluates_each_position_in_turn_and_marks_the_moves() {
        let storage = storage();
        let mut page = three_moves(&storage);
        assert!(page.can_analyse());
        let mut request = page.analyse(&storage).think.expect("the first position");
        let budget = CATALOGUE
            .variant("amazons", Some("6"))
            .unwrap()
            .board()
            .analysis_nodes;
        assert_eq!(
            request.ask,
            Ask::Evaluate {
                nodes: budget,
                fresh: true
            }
        );
        assert_eq!(page.analysing(), Some((0, 4)));
        assert!(!page.can_analyse() && !page.can_hint());
        // Scores for the side to move: White even, Black fine, White (after Black's
        // "b6-c5/c2") lost by 6 squares, then White's move that was the engine's own.
        let answers = [
            ("b1-b4/b1", 0),
            ("b6-b5/b6", 100),
            ("e1-e4/e1", 600),
            ("f6-f5/f4", 0),
        ];
        for (n, (best, score)) in answers.iter().enumerate() {
            assert_eq!(page.analysing(), Some((n, 4)));
            let next = page
                .reply(evaluated(&request, best, *score), 0.0, &storage)
                .think;
            match next {
                Some(next) => {
                    assert_eq!(
                        next.ask,
                        Ask::Evaluate {
                            nodes: budget,
                            fresh: false
                        }
                    );
                    request = next;
                }
                None => assert_eq!(n, 3, "four positions"),
            }
        }
        assert_eq!(page.analysing(), None);
        let game = page.game().unwrap();
        assert!(game.analysis().unwrap().complete(3));
        assert_eq!(game.analysis().unwrap().get(1).unwrap().white, -100);
        assert_eq!(game.marks(), [None, Some(Mark::Blunder), None]);
        assert!(!page.can_analyse(), "done");
        // At the blunder, the board shows what the engine would have played.
        page.review_at(2, 0.0, &storage);
        let advice = page
            .game()
            .unwrap()
            .advice()
            .expect("advice at the blunder");
        assert_eq!(
            (advice.played.as_str(), advice.better.text.as_str()),
            ("b6-c5/c2", "b6-b5/b6")
        );
        assert_eq!(page.board_model().unwrap().better, [c("b6"), c("b5")]);
        page.review_at(1, 0.0, &storage);
        assert!(page.board_model().unwrap().better.is_empty(), "a good move");
        // Kept with the saved game: reopening it does not analyse again.
        let (again, _) = Controller::new(page.info(), &storage, false, 1);
        assert!(again.game().unwrap().analysis().unwrap().complete(3));
    }

    #[test]
    fn a_cancelled_analysis_keeps_what_it_found_and_goes_on_from_there() {
        let storage = storage();
        let mut page = three_moves(&storage);
        let request = page.analyse(&storage).think.unwrap();
        page.reply(evaluated(&request, "b1-b4/b1", 0), 0.0, &storage);
        let cancel = page.cancel_analysis();
        assert!(cancel.cancel_thinking, "the worker is stopped");
        assert_eq!(page.analysing(), None);
        assert_eq!(page.game().unwrap().analysis().unwrap().done(3), 1);
        let resumed = page.analyse(&storage).think.unwrap();
        assert_eq!(page.analysing(), Some((1, 4)));
        assert_ne!(
            resumed.position.fen, request.position.fen,
            "the next position, not the first again"
        );
        // A move in the live game stops it too.
        page.review_end(0.0, &storage);
        let played = {
            taps(&mut page, &["e6", "e5"], &storage);
            page.tap(c("e6"), 0.0, &storage)
        };
        assert!(played.cancel_thinking && page.analysing().is_none());
        assert!(page.can_hint());
    }

    #[test]
    fn a_reply_to_a_page_left_behind_never_moves_for_the_next_one() {
        let storage = storage();
        // Amazons: the player moves and leaves while the computer thinks.
        let mut amazons = page("amazons", &storage, Opponent::Computer);
        let left = {
            taps(&mut amazons, &["b1", "b4"], &storage);
            amazons.tap(c("b1"), 0.0, &storage).think.unwrap()
        };
        // Lines of Action, saved with the computer to move, is opened: it asks at once.
        let mut loa = page("loa", &storage, Opponent::Computer);
        taps(&mut loa, &["b1", "b3"], &storage);
        drop(loa);
        let info = CATALOGUE.find("loa").unwrap();
        let (mut opened, actions) = Controller::new(info, &storage, false, 9);
        let asked = actions.think.expect("the computer's turn");
        assert_ne!(asked.id, left.id, "ids are never reused by a later page");
        // The answer about the page left behind arrives first: dropped, under either id.
        assert_eq!(
            opened.reply(answer(&left, "a5-a3/c1"), 0.0, &storage),
            Actions::default()
        );
        let same_id = ThinkReply {
            id: asked.id,
            ..answer(&left, "a5-a3/c1")
        };
        assert_eq!(opened.reply(same_id, 0.0, &storage), Actions::default());
        assert!(opened.thinking(), "still waiting for its own answer");
        // Its own answer: the computer moves.
        let (delivery, _) = opened
            .reply(answer(&asked, "a2-c2"), 0.0, &storage)
            .deliver_after
            .expect("the computer's move");
        opened.deliver(delivery, 0.0, &storage);
        assert_eq!(opened.game().unwrap().moves(), ["b1-b3", "a2-c2"]);
    }

    #[test]
    fn a_move_from_the_worker_is_checked_by_the_rules_once_and_a_bad_one_is_dropped() {
        let storage = storage();
        let (mut page, request) = amazons_moved(&storage);
        let actions = page.reply(answer(&request, "a5-a5/a5"), 0.0, &storage);
        assert!(actions.deliver_after.is_none(), "not a legal move there");
        assert!(actions.log.unwrap().contains("not legal"));
        assert_eq!(page.game().unwrap().moves(), ["b1-b4/b1"]);
    }

    #[test]
    fn a_silent_worker_is_replaced_told_and_asked_again() {
        let storage = storage();
        let (mut page, request) = amazons_moved(&storage);
        let easy = CATALOGUE.find("amazons").unwrap().level("normal").unwrap();
        assert_eq!(
            request.patience_ms(),
            easy.time.as_millis() as u64 * WORKER_PATIENCE_FACTOR + WORKER_GRACE_MS
        );
        let actions = page.worker_silent(request.id);
        assert!(actions.cancel_thinking, "a new worker");
        assert_eq!(actions.notice.as_deref(), Some(WORKER_RESTARTED));
        let again = actions.think.expect("asked again");
        assert_ne!(again.id, request.id);
        assert_eq!(
            (&again.position.fen, &again.ask),
            (&request.position.fen, &request.ask)
        );
        assert!(page.thinking());
        // The dead worker's answer, should it come, is dropped; the new one's is played.
        assert_eq!(
            page.reply(answer(&request, "a5-a3/c1"), 0.0, &storage),
            Actions::default()
        );
        let (delivery, _) = page
            .reply(answer(&again, "a5-a3/c1"), 0.0, &storage)
            .deliver_after
            .unwrap();
        page.deliver(delivery, 0.0, &storage);
        assert_eq!(page.game().unwrap().history().len(), 2);
        // A request already answered is not a silent worker.
        assert_eq!(page.worker_silent(again.id), Actions::default());
    }

    #[test]
    fn a_shared_game_is_only_looked_at_and_never_replaces_the_saved_one() {
        let storage = storage();
        let mut page = page("amazons", &storage, Opponent::Computer);
        taps(&mut page, &["b1", "b4", "b1"], &storage);
        let saved = storage.load_game("amazons").unwrap();
        let link = GameLink::parse(
            "view",
            "amazons",
            "6",
            "moves=b1-b4/b1,a5-a3/c1",
            &CATALOGUE,
        )
        .unwrap();
        let actions = page.open_link(link, &storage);
        assert!(
            actions.cancel_thinking,
            "the computer stops thinking about the other game"
        );
        assert!(page.is_looking_only());
        assert_eq!(page.game().unwrap().moves(), ["b1-b4/b1", "a5-a3/c1"]);
        assert!(!page.game().unwrap().awaits_person() && !page.thinking());
        assert!(
            !page.can_undo(),
            "a game looked at has no move of this device's"
        );
        assert_eq!(page.undo(&storage), Actions::default());
        assert_eq!(page.game().unwrap().history().len(), 2);
        assert!(page.can_step(-1));
        assert_eq!(
            storage.load_game("amazons").unwrap(),
            saved,
            "the saved game is untouched"
        );
        assert!(
            page.turn_link().is_none(),
            "nothing to send from a game looked at"
        );
        let back = page.close_view(&storage);
        assert!(
            back.think.is_some(),
            "back to the saved game, the computer's turn"
        );
        assert_eq!(page.game().unwrap().moves(), saved.moves);
    }

    #[test]
    fn play_by_link_continues_the_same_game_and_asks_before_replacing_another() {
        let storage = storage();
        let mut page = page("loa", &storage, Opponent::Friend);
        taps(&mut page, &["b1", "b3"], &storage);
        let href = page.turn_link().unwrap();
        assert_eq!(href, "#/turn/loa/8?moves=b1-b3");
        // Opened here by mistake, the link changes nothing: it is the friend's to answer.
        let own = GameLink::parse("turn", "loa", "8", "moves=b1-b3", &CATALOGUE).unwrap();
        let actions = page.open_link(own, &storage);
        assert_eq!(actions.notice.as_deref(), Some(OWN_LINK));
        assert!(actions.deliver_after.is_none());
        assert_eq!(
            page.game().unwrap().seat(Player::White),
            crate::state::Seat::Here
        );
        // The friend's device: no game there yet; the move arrives with a moment's delay.
        let other = self::storage();
        let info = CATALOGUE.find("loa").unwrap();
        let (mut friend, _) = Controller::new(info, &other, false, 3);
        let link = GameLink::parse("turn", "loa", "8", "moves=b1-b3", &CATALOGUE).unwrap();
        let actions = friend.open_link(link, &other);
        let (delivery, wait) = actions.deliver_after.unwrap();
        assert_eq!(wait, LINK_MOVE_DELAY_MS);
        assert!(friend.game().unwrap().history().is_empty());
        friend.deliver(delivery, 0.0, &other);
        assert_eq!(friend.game().unwrap().moves(), ["b1-b3"]);
        assert!(
            !friend.can_undo(),
            "the move that came by link is not this device's"
        );
        taps(&mut friend, &["a2", "c2"], &other);
        assert!(friend.can_undo(), "its own answer is");
        assert!(
            !friend.game().unwrap().awaits_person(),
            "nobody here plays the side of the friend who sent the link"
        );
        taps(&mut friend, &["b3", "b5"], &other);
        assert_eq!(friend.game().unwrap().history().len(), 2);
        assert_eq!(
            friend.turn_link().unwrap(),
            "#/turn/loa/8?moves=b1-b3,a2-c2"
        );
        // Back on the first device: the answer continues the game in progress.
        let link = GameLink::parse("turn", "loa", "8", "moves=b1-b3,a2-c2", &CATALOGUE).unwrap();
        let actions = page.open_link(link, &storage);
        assert!(actions.deliver_after.is_some() && page.overlay() == Overlay::None);
        assert!(
            !page.can_undo(),
            "nothing is undone while the friend's move is on its way"
        );
        let (delivery, _) = actions.deliver_after.unwrap();
        page.deliver(delivery, 0.0, &storage);
        assert_eq!(page.game().unwrap().moves(), ["b1-b3", "a2-c2"]);
        // A link of another game asks first; keeping the game changes nothing.
        let link = GameLink::parse("turn", "loa", "8", "moves=d1-d3", &CATALOGUE).unwrap();
        page.open_link(link.clone(), &storage);
        assert_eq!(page.overlay(), Overlay::ReplaceGame);
        let saved = storage.load_game("loa").unwrap();
        assert_eq!(page.replace_game(false, &storage), Actions::default());
        assert_eq!(storage.load_game("loa").unwrap(), saved);
        page.open_link(link, &storage);
        assert!(page.replace_game(true, &storage).deliver_after.is_some());
        assert!(
            page.game().unwrap().history().is_empty(),
            "the friend's game, its move to come"
        );
    }

    #[test]
    fn an_imported_record_opens_in_review_and_a_bad_one_changes_nothing() {
        let storage = storage();
        let mut page = page("archimedes", &storage, Opponent::Friend);
        taps(&mut page, &["c2", "d3"], &storage);
        let text = page.record_text().unwrap();
        let err = page
            .import("Game: Archimedes\n\n1. c2-d3 c2-d3")
            .unwrap_err();
        assert!(
            err.to_string().starts_with("Line 3: move 1 for Black"),
            "{err}"
        );
        assert!(!page.is_looking_only(), "nothing changed");
        page.import(&text).unwrap();
        assert!(page.is_looking_only());
        assert!(!page.can_undo(), "an imported game's moves are not undone");
        assert_eq!(page.game().unwrap().moves(), ["c2-d3"]);
    }

    #[test]
    fn play_from_here_starts_an_uncounted_game_from_the_reviewed_position() {
        let storage = storage();
        let info = CATALOGUE.find("loa").unwrap();
        let mut page = page("loa", &storage, Opponent::Friend);
        taps(&mut page, &["b1", "b3", "a2", "c2"], &storage);
        page.review_at(1, 0.0, &storage);
        let position = page.game().unwrap().shown_fen();
        page.play_from_here();
        assert_eq!(page.overlay(), Overlay::Settings);
        assert!(page.starting_from_here());
        page.start(Settings::default_for(info), None, &storage);
        let game = page.game().unwrap();
        assert_eq!(game.fen(), position);
        assert!(game.history().is_empty() && !game.counted());
        assert!(
            !storage.load_game("loa").unwrap().counted,
            "saved as uncounted"
        );
        assert!(
            game.awaits_person() && !page.thinking(),
            "the player takes the side to move"
        );
    }
}
