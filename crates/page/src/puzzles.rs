//! The puzzle trainer's logic: the puzzles shipped as data ([`PuzzleBook`]: filters, the
//! puzzle nearest the player's rating, the daily puzzle), one puzzle being solved
//! ([`Trainer`]: the player's side is [`Seat::Here`](crate::state::Seat::Here), the answer's
//! [`Seat::Puzzle`](crate::state::Seat::Puzzle)), and what the player keeps ([`Progress`]:
//! a Glicko-2 rating, the solved puzzles, the streak), stored through the page's `Store`.

use crate::settings::{Opponent, Settings};
use crate::state::{GameState, Tap};
use crate::think::{Ask, Position, ThinkReply, ThinkRequest, next_request_id};
use serde::{Deserialize, Serialize};
use skillgames_catalogue::CATALOGUE;
use skillgames_core::{Coord, Player};
use skillgames_i18n::Message;
use skillgames_play::{Effects, MoveInfo, Rules, WIN, WIN_BOUND};
pub use skillgames_puzzles::Puzzle;
use skillgames_puzzles::{FormatError, parse_set};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// A new player's rating.
pub const START_RATING: f64 = 1500.0;
/// A new player's rating deviation.
pub const START_DEVIATION: f64 = 350.0;
/// A puzzle's rating deviation: its rating is the engine's measure, taken as well known.
pub const PUZZLE_DEVIATION: f64 = 80.0;
/// A player's deviation never falls below this, so the rating keeps following the player.
pub const MIN_DEVIATION: f64 = 60.0;
/// Puzzles chosen among the nearest to the player's rating, in turn.
pub const NEAREST: usize = 12;

/// Which puzzles the player wants.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Filter {
    /// One game (its protocol name); `None` before the player chose one (see
    /// [`Filter::settled`]).
    pub game: Option<String>,
    /// One board, or all.
    pub size: Option<u8>,
    /// One theme, or all.
    pub theme: Option<String>,
}

/// The file holding the puzzles of `game` on the `size` board, beside the page: one per board,
/// so that the trainer fetches only the puzzles of the game it shows (`cargo xtask dist`
/// writes them from `crates/puzzles/data/<game>-<size>.txt`).
#[must_use]
pub fn board_file(game: &str, size: u8) -> String {
    format!("puzzles-{game}-{size}.txt")
}

impl Filter {
    /// The filter of the puzzle `id` (`<game>-<size>-<seed>-<n>`): its game and board, any
    /// theme; `None` for an id of no game and board the catalogue has.
    #[must_use]
    pub fn of_puzzle(id: &str) -> Option<Filter> {
        let mut parts = id.split('-');
        let game = CATALOGUE.find(parts.next()?).ok()?;
        let size: u8 = parts.next()?.parse().ok()?;
        game.variant(size).ok()?;
        Some(Filter {
            game: Some(game.name.to_owned()),
            size: Some(size),
            theme: None,
        })
    }

    /// This filter with a game the catalogue has: the trainer shows one game at a time (so
    /// that it fetches only that game's puzzles), and before the player chooses (or for a game
    /// no longer shipped, or a board it is not played on) that is the catalogue's first game
    /// on its default board.
    #[must_use]
    pub fn settled(&self) -> Filter {
        let chosen = self.game.as_deref().and_then(|g| CATALOGUE.find(g).ok());
        match chosen {
            Some(game) if self.size.is_none_or(|s| game.variant(s).is_ok()) => self.clone(),
            Some(game) => Filter {
                game: Some(game.name.to_owned()),
                size: None,
                theme: None,
            },
            None => {
                let first = CATALOGUE.games()[0];
                Filter {
                    game: Some(first.name.to_owned()),
                    size: Some(first.boards[0].size),
                    theme: None,
                }
            }
        }
    }

    /// The boards whose puzzles this filter needs, as `(game, size)`: its board, or every
    /// board of its game; none without a game (see [`Filter::settled`]).
    #[must_use]
    pub fn boards(&self) -> Vec<(&'static str, u8)> {
        let Some(game) = self.game.as_deref().and_then(|g| CATALOGUE.find(g).ok()) else {
            return Vec::new();
        };
        game.boards
            .iter()
            .filter(|b| self.size.is_none_or(|s| s == b.size))
            .map(|b| (game.name, b.size))
            .collect()
    }

    /// Whether `puzzle` passes.
    #[must_use]
    pub fn admits(&self, puzzle: &Puzzle) -> bool {
        self.game.as_ref().is_none_or(|g| *g == puzzle.game)
            && self.size.is_none_or(|s| s == puzzle.size)
            && self
                .theme
                .as_ref()
                .is_none_or(|t| puzzle.themes.iter().any(|p| p == t))
    }
}

/// What the player keeps of the puzzles.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Glicko-2 rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// Puzzles tried (rated once each), oldest first.
    pub tried: Vec<String>,
    /// Of those, the ones solved without a wrong move.
    pub solved: Vec<String>,
    /// Puzzles solved in a row without a wrong move.
    pub streak: u32,
    /// The longest streak.
    pub best_streak: u32,
    /// The last date whose daily puzzle was solved (`2026-12-01`).
    pub daily: Option<String>,
    /// The filters chosen.
    pub filter: Filter,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: 0.06,
            tried: Vec::new(),
            solved: Vec::new(),
            streak: 0,
            best_streak: 0,
            daily: None,
            filter: Filter::default(),
        }
    }
}

impl Progress {
    /// The rating, rounded.
    #[must_use]
    pub fn shown_rating(&self) -> i32 {
        self.rating.round() as i32
    }

    /// Whether `id` was tried.
    #[must_use]
    pub fn tried(&self, id: &str) -> bool {
        self.tried.iter().any(|t| t == id)
    }

    /// Counts the first attempt at `puzzle`: a Glicko-2 game against the puzzle (won when
    /// solved without a wrong move), and the streak. A puzzle already tried changes nothing.
    /// Returns the rating's change.
    pub fn record(&mut self, puzzle: &Puzzle, solved: bool) -> i32 {
        if self.tried(&puzzle.id) {
            return 0;
        }
        let before = self.shown_rating();
        let player = Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        };
        let opponent = Glicko2Rating {
            rating: f64::from(puzzle.rating),
            deviation: PUZZLE_DEVIATION,
            volatility: 0.06,
        };
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let (after, _) = glicko2(&player, &opponent, &outcome, &Glicko2Config::new());
        self.rating = after.rating;
        self.deviation = after.deviation.max(MIN_DEVIATION);
        self.volatility = after.volatility;
        self.tried.push(puzzle.id.clone());
        if solved {
            self.solved.push(puzzle.id.clone());
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        self.shown_rating() - before
    }
}

/// Every puzzle shipped, in file order.
#[derive(Clone, Debug, Default)]
pub struct PuzzleBook {
    puzzles: Vec<Puzzle>,
}

impl PuzzleBook {
    /// The puzzles of a data file.
    ///
    /// # Errors
    /// A line that does not read.
    pub fn parse(text: &str) -> Result<Self, FormatError> {
        Ok(PuzzleBook {
            puzzles: parse_set(text)?,
        })
    }

    /// Every puzzle.
    #[must_use]
    pub fn puzzles(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// The puzzle called `id`.
    #[must_use]
    pub fn find(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }

    /// The games and boards there are puzzles of, in file order.
    #[must_use]
    pub fn boards(&self) -> Vec<(String, u8)> {
        let mut boards: Vec<(String, u8)> = Vec::new();
        for p in &self.puzzles {
            if !boards.iter().any(|(g, s)| *g == p.game && *s == p.size) {
                boards.push((p.game.clone(), p.size));
            }
        }
        boards
    }

    /// The themes of the puzzles `filter` admits (whatever its theme), sorted.
    #[must_use]
    pub fn themes(&self, filter: &Filter) -> Vec<String> {
        let any_theme = Filter {
            theme: None,
            ..filter.clone()
        };
        let mut themes: Vec<String> = self
            .puzzles
            .iter()
            .filter(|p| any_theme.admits(p))
            .flat_map(|p| p.themes.iter().cloned())
            .collect();
        themes.sort();
        themes.dedup();
        themes
    }

    /// How many puzzles `filter` admits.
    #[must_use]
    pub fn count(&self, filter: &Filter) -> usize {
        self.puzzles.iter().filter(|p| filter.admits(p)).count()
    }

    /// The next puzzle for the player: of those `filter` admits and not tried yet (all of
    /// them once every one was), one of the [`NEAREST`] to the player's rating, taken in turn
    /// by how many were tried; never `skip` (the puzzle just played) while there is another.
    #[must_use]
    pub fn next(
        &self,
        filter: &Filter,
        progress: &Progress,
        skip: Option<&str>,
    ) -> Option<&Puzzle> {
        let admitted: Vec<&Puzzle> = self.puzzles.iter().filter(|p| filter.admits(p)).collect();
        let fresh: Vec<&Puzzle> = admitted
            .iter()
            .copied()
            .filter(|p| !progress.tried(&p.id))
            .collect();
        let mut pool = if fresh.is_empty() { admitted } else { fresh };
        if pool.len() > 1 {
            pool.retain(|p| Some(p.id.as_str()) != skip);
        }
        let target = progress.rating;
        pool.sort_by(|a, b| {
            let da = (f64::from(a.rating) - target).abs();
            let db = (f64::from(b.rating) - target).abs();
            da.total_cmp(&db).then_with(|| a.id.cmp(&b.id))
        });
        pool.truncate(NEAREST);
        let turn = progress.tried.len();
        pool.get(turn % pool.len().max(1)).copied()
    }

    /// The puzzle of the day `date` (`2026-12-01`) among this book's: the same for everyone
    /// with the same puzzles (the trainer's book holds the game and board chosen), on any
    /// device, online or not.
    #[must_use]
    pub fn daily(&self, date: &str) -> Option<&Puzzle> {
        if self.puzzles.is_empty() {
            return None;
        }
        // FNV-1a: stable across builds and platforms.
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in date.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        self.puzzles
            .get((hash % self.puzzles.len() as u64) as usize)
    }
}

/// A puzzle's theme in words for the player: `theme` is the key the games' crates make
/// (`teach.rs`: "sink in 2", "chain reaction", "connect in 3"...), kept in English in the
/// puzzles' files and in the filter; a theme this version does not know is shown as its key.
#[must_use]
pub fn theme_words(theme: &str) -> Message {
    let counted = |prefix: &str| {
        theme
            .strip_prefix(prefix)
            .and_then(|n| n.parse::<u32>().ok())
    };
    if let Some(moves) = counted("sink in ") {
        return Message::new("puzzle-theme-sink-in").with("moves", moves);
    }
    if let Some(moves) = counted("connect in ") {
        return Message::new("puzzle-theme-connect-in").with("moves", moves);
    }
    let id = match theme {
        // Archimedes.
        "chain reaction" => "puzzle-theme-chain-reaction",
        "escape" => "puzzle-theme-escape",
        // Amazons.
        "trap an amazon" => "puzzle-theme-trap-an-amazon",
        "seal a room" => "puzzle-theme-seal-a-room",
        "last move" => "puzzle-theme-last-move",
        // Lines of Action.
        "stop the connection" => "puzzle-theme-stop-the-connection",
        "capture to win" => "puzzle-theme-capture-to-win",
        _ => return Message::new("puzzle-theme-other").with("theme", theme),
    };
    Message::new(id)
}

/// Where the player stands in a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// The player's move.
    Solving,
    /// A right move was played: the answer's reply is due ([`Trainer::answer`]).
    Answering,
    /// A wrong move was played (on the board): what it allows.
    Wrong {
        /// The move played.
        played: MoveInfo,
        /// The opponent's answer to it, or that the engine is still looking.
        refutation: Refutation,
        /// What is said of it, to be worded in the player's language.
        explanation: Message,
    },
    /// Solved: every move found.
    Solved,
    /// The solution was shown.
    Shown,
}

impl Phase {
    /// After a wrong move: what it allows, and what is said of it.
    #[must_use]
    pub fn wrong(&self) -> Option<(&Refutation, &Message)> {
        match self {
            Phase::Wrong {
                refutation,
                explanation,
                ..
            } => Some((refutation, explanation)),
            _ => None,
        }
    }

    /// The answer a wrong move allows, once known (for the board to show).
    #[must_use]
    pub fn allows(&self) -> Option<&MoveInfo> {
        match self.wrong() {
            Some((Refutation::Answer { mv, .. }, _)) => Some(mv),
            _ => None,
        }
    }
}

/// What a wrong move allows: the opponent's best answer, found by the engine (in the
/// browser's worker) in the position after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refutation {
    /// The engine is looking: the request is [`Trainer::refutation_request`], its reply goes
    /// to [`Trainer::refuted`].
    Looking,
    /// The opponent's answer.
    Answer {
        /// The move.
        mv: MoveInfo,
        /// Who found it.
        by: Finder,
        /// The opponent's moves to a win the engine proved (the answer counted), if it did.
        wins_in: Option<u32>,
        /// The engine's score of the position for the opponent (none when the rules found
        /// the answer).
        score: Option<i32>,
        /// The line the engine expects from the answer on (empty when the rules found it).
        line: Vec<String>,
    },
    /// Nothing to show: the wrong move ended the game, or no answer stands out.
    Nothing,
}

/// Who found a [`Refutation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finder {
    /// The engine's search at the analysis's budget.
    Engine,
    /// The rules alone (a move that wins at once, else the one that removes most), when the
    /// engine could not answer.
    Rules,
}

/// What a tap or a move did in the puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Only the selection changed (or nothing).
    Pending,
    /// The right move: the reply is due, or the puzzle is solved.
    Right(Effects),
    /// A wrong move.
    Wrong(Effects),
}

/// One puzzle being solved.
pub struct Trainer {
    puzzle: Puzzle,
    state: GameState,
    solver: Player,
    phase: Phase,
    /// Whether a wrong move was played or the solution shown (the attempt is not clean).
    stumbled: bool,
    /// The engine's search for a wrong move's refutation: asked (and whether it was taken to
    /// be sent).
    asked: Option<(ThinkRequest, bool)>,
}

impl Trainer {
    /// The puzzle at its start.
    ///
    /// # Errors
    /// When the puzzle's game or position is unknown to the rules.
    pub fn new(puzzle: Puzzle) -> Result<Self, String> {
        let variant = puzzle.variant().map_err(|e| e.to_string())?;
        let solver = variant
            .rules(Some(&puzzle.fen))
            .map_err(|e| e.to_string())?
            .turn();
        let settings = Settings {
            level: variant.game().default_level.to_owned(),
            size: variant.size(),
            opponent: Opponent::Computer,
        };
        let state = GameState::new(variant, settings, Some(puzzle.fen.clone()))
            .map_err(|e| e.to_string())?
            .uncounted()
            .with_answer(solver.opponent());
        Ok(Trainer {
            puzzle,
            state,
            solver,
            phase: Phase::Solving,
            stumbled: false,
            asked: None,
        })
    }

    /// The puzzle.
    #[must_use]
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game on the board.
    #[must_use]
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The solver's side.
    #[must_use]
    pub fn solver(&self) -> Player {
        self.solver
    }

    /// The task, said above the board: "Black to play and win." (every puzzle is a win for
    /// the side to move: `docs/puzzles.md`), to be worded in the player's language.
    #[must_use]
    pub fn task(&self) -> Message {
        Message::new(match self.solver {
            Player::White => "puzzle-task-white",
            Player::Black => "puzzle-task-black",
        })
    }

    /// Where the player stands.
    #[must_use]
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Whether the puzzle was solved without a wrong move (so far).
    #[must_use]
    pub fn clean(&self) -> bool {
        !self.stumbled
    }

    /// Moves of the line played so far.
    fn step(&self) -> usize {
        self.state.history().len()
    }

    /// The solution's move due now, if any.
    #[must_use]
    pub fn expected(&self) -> Option<&str> {
        self.puzzle.moves.get(self.step()).map(String::as_str)
    }

    /// A tap on the board (or Enter on the cursor).
    pub fn tap(&mut self, at: Coord) -> Verdict {
        if self.phase != Phase::Solving {
            return Verdict::Pending;
        }
        match self.state.tap(at) {
            Tap::Move(mv) => self.play(&mv),
            _ => Verdict::Pending,
        }
    }

    /// Moves the keyboard cursor.
    pub fn move_cursor(&mut self, files: i8, ranks: i8) {
        self.state.move_cursor(files, ranks);
    }

    /// The player's move `mv` (made by the rules at this position).
    pub fn play(&mut self, mv: &MoveInfo) -> Verdict {
        if self.phase != Phase::Solving {
            return Verdict::Pending;
        }
        let right = self.is_right(mv);
        let Ok(effects) = self.state.play(mv) else {
            return Verdict::Pending;
        };
        if right {
            self.phase = if self.state.outcome().is_some() || self.expected().is_none() {
                Phase::Solved
            } else {
                Phase::Answering
            };
            Verdict::Right(effects)
        } else {
            self.stumbled = true;
            let refutation = if self.state.outcome().is_some() {
                Refutation::Nothing
            } else {
                self.asked = Some((self.refutation_ask(), false));
                Refutation::Looking
            };
            let explanation = self.explain(&refutation);
            self.phase = Phase::Wrong {
                played: mv.clone(),
                refutation,
                explanation,
            };
            Verdict::Wrong(effects)
        }
    }

    /// The search for the opponent's best answer in the position on the board: the
    /// analysis's search, fresh, so the answer is the same in every browser.
    fn refutation_ask(&self) -> ThinkRequest {
        let variant = self.state.variant();
        ThinkRequest {
            id: next_request_id(),
            position: Position {
                game: variant.game().name.to_owned(),
                size: variant.size(),
                fen: self.state.fen(),
            },
            ask: Ask::Evaluate {
                nodes: self.state.analysis_budget(),
                fresh: true,
            },
        }
    }

    /// The engine's search a wrong move calls for, to send to the worker (once): its reply
    /// goes to [`Trainer::refuted`]. If none comes in its time (a [`crate::think::Wait`],
    /// while [`Trainer::awaiting`] it), [`Trainer::stop_looking`] lets the rules say what
    /// they see.
    pub fn refutation_request(&mut self) -> Option<ThinkRequest> {
        match &mut self.asked {
            Some((request, sent)) if !*sent => {
                *sent = true;
                Some(request.clone())
            }
            _ => None,
        }
    }

    /// The engine's reply to [`Trainer::refutation_request`]; a reply to anything else is
    /// ignored. Returns whether it was taken.
    pub fn refuted(&mut self, reply: &ThinkReply) -> bool {
        let awaited = self
            .asked
            .as_ref()
            .is_some_and(|(request, _)| reply.answers(request));
        if !awaited || !self.looking() {
            return false;
        }
        self.asked = None;
        let found = reply
            .result
            .as_ref()
            .ok()
            .and_then(|text| self.state.legal_move(text));
        let refutation = match found {
            Some(mv) => Refutation::Answer {
                mv,
                by: Finder::Engine,
                wins_in: (reply.score >= WIN_BOUND)
                    .then(|| (WIN.saturating_sub(reply.score).max(1) as u32).div_ceil(2)),
                score: Some(reply.score),
                line: reply.line.clone(),
            },
            // The worker could not search (why is in the reply, for the console): the rules
            // say what they see.
            None => self.rules_refutation(),
        };
        self.settle(refutation);
        true
    }

    /// Gives up waiting for the engine's reply to request `id` (it is gone or too slow): the
    /// rules say what they see. Returns whether it was still awaited.
    pub fn stop_looking(&mut self, id: u64) -> bool {
        if !self.awaiting(id) {
            return false;
        }
        self.asked = None;
        let refutation = self.rules_refutation();
        self.settle(refutation);
        true
    }

    /// Whether the answer to request `id` is still awaited (the engine looks for a wrong
    /// move's refutation by it).
    #[must_use]
    pub fn awaiting(&self, id: u64) -> bool {
        self.looking() && self.asked.as_ref().is_some_and(|(r, _)| r.id == id)
    }

    /// Whether the engine is looking for a wrong move's refutation.
    #[must_use]
    pub fn looking(&self) -> bool {
        matches!(
            self.phase,
            Phase::Wrong {
                refutation: Refutation::Looking,
                ..
            }
        )
    }

    fn settle(&mut self, found: Refutation) {
        let explanation = self.explain(&found);
        if let Phase::Wrong {
            refutation,
            explanation: said,
            ..
        } = &mut self.phase
        {
            *refutation = found;
            *said = explanation;
        }
    }

    fn rules_refutation(&self) -> Refutation {
        match self.strongest_answer() {
            Some(mv) => Refutation::Answer {
                mv,
                by: Finder::Rules,
                wins_in: None,
                score: None,
                line: Vec::new(),
            },
            None => Refutation::Nothing,
        }
    }

    /// Whether `mv` is right: the solution's move, or any move that wins at once.
    fn is_right(&self, mv: &MoveInfo) -> bool {
        let Some(expected) = self.expected() else {
            return false;
        };
        if self
            .state
            .legal_move(expected)
            .is_some_and(|e| e.same_move(mv))
        {
            return true;
        }
        self.wins_at_once(&mv.text)
    }

    fn rules_now(&self) -> Option<Box<dyn Rules>> {
        self.state.variant().rules(Some(&self.state.fen())).ok()
    }

    fn wins_at_once(&self, text: &str) -> bool {
        let Some(mut game) = self.rules_now() else {
            return false;
        };
        let mover = game.turn();
        game.play_move(text).is_ok() && game.outcome().is_some_and(|e| e.winner == Some(mover))
    }

    /// The opponent's strongest answer by the rules alone, after a wrong move: one that wins
    /// at once, else the one that removes most of the solver's pieces.
    fn strongest_answer(&self) -> Option<MoveInfo> {
        let game = self.rules_now()?;
        if game.outcome().is_some() {
            return None;
        }
        let mover = game.turn();
        let mut best: Option<(u32, MoveInfo)> = None;
        for mv in game.moves() {
            let mut trial = game.clone_rules();
            let Ok(played) = trial.play_move(&mv.text) else {
                continue;
            };
            let value = if trial.outcome().is_some_and(|e| e.winner == Some(mover)) {
                u32::MAX
            } else {
                played
                    .effects
                    .removals
                    .iter()
                    .filter(|r| r.owner != mover)
                    .count() as u32
            };
            if value > 0 && best.as_ref().is_none_or(|(v, _)| value > *v) {
                best = Some((value, mv));
            }
        }
        best.map(|(_, mv)| mv)
    }

    /// What is said of a wrong move's refutation, to be worded in the player's language.
    fn explain(&self, refutation: &Refutation) -> Message {
        if self.state.outcome().is_some() {
            return Message::new("puzzle-wrong-ends-game");
        }
        let (answer, wins_in, score) = match refutation {
            Refutation::Looking => return Message::new("puzzle-wrong-looking"),
            Refutation::Nothing => return Message::new("puzzle-wrong-advantage-lost"),
            Refutation::Answer {
                mv, wins_in, score, ..
            } => (mv, *wins_in, *score),
        };
        let Some(mut game) = self.rules_now() else {
            return Message::new("puzzle-wrong");
        };
        let mover = game.turn();
        let Ok(played) = game.play_move(&answer.text) else {
            return Message::new("puzzle-wrong");
        };
        let taken = played
            .effects
            .removals
            .iter()
            .filter(|r| r.owner != mover)
            .count() as u32;
        // The solver's pieces the answer takes, counted in the game's own word ("2 ships").
        let pieces =
            Message::new(format!("pieces-{}", self.state.info().name)).with("count", taken);
        let text = answer.text.clone();
        if game.outcome().is_some_and(|e| e.winner == Some(mover)) {
            Message::new("puzzle-wrong-wins-at-once").with("move", text)
        } else if let Some(moves) = wins_in {
            if taken > 0 {
                Message::new("puzzle-wrong-takes-forces-win")
                    .with("move", text)
                    .with("pieces", pieces)
                    .with("moves", moves)
            } else {
                Message::new("puzzle-wrong-forces-win")
                    .with("move", text)
                    .with("moves", moves)
            }
        } else if taken > 0 {
            Message::new("puzzle-wrong-takes")
                .with("move", text)
                .with("pieces", pieces)
        } else if score.is_some_and(|s| s < 0) {
            // The engine still sees the solver ahead, by less than the puzzle's move gives.
            Message::new("puzzle-wrong-much-advantage-gone").with("move", text)
        } else {
            Message::new("puzzle-wrong-advantage-gone").with("move", text)
        }
    }

    /// Plays the answer's reply from the solution, when it is due.
    pub fn answer(&mut self) -> Option<Effects> {
        if self.phase != Phase::Answering {
            return None;
        }
        let reply = self.expected()?.to_owned();
        let effects = self.state.apply(&reply).ok()?;
        self.phase = if self.expected().is_none() || self.state.outcome().is_some() {
            Phase::Solved
        } else {
            Phase::Solving
        };
        Some(effects)
    }

    /// Takes back the wrong move, to try again.
    pub fn retry(&mut self) -> bool {
        if !matches!(self.phase, Phase::Wrong { .. }) {
            return false;
        }
        let undone = self.state.undo();
        if undone {
            self.phase = Phase::Solving;
        }
        undone
    }

    /// Shows the solution: the wrong move (if any) is taken back and the rest of the line
    /// played.
    pub fn show_solution(&mut self) {
        if matches!(self.phase, Phase::Wrong { .. }) {
            self.state.undo();
        }
        self.stumbled = true;
        while let Some(mv) = self.expected().map(str::to_owned) {
            if self.state.apply(&mv).is_err() {
                break;
            }
        }
        self.phase = Phase::Shown;
    }

    /// Whether the attempt is over (solved or shown).
    #[must_use]
    pub fn finished(&self) -> bool {
        matches!(self.phase, Phase::Solved | Phase::Shown)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::think::{EVALUATION_PATIENCE_MS, Wait, Waited};
    use skillgames_i18n::Catalogue;

    /// Two boards' shipped puzzles.
    const DATA: &str = concat!(
        include_str!("../../puzzles/data/archimedes-6.txt"),
        include_str!("../../puzzles/data/amazons-6.txt")
    );

    fn book() -> PuzzleBook {
        PuzzleBook::parse(DATA).unwrap()
    }

    #[test]
    fn the_task_names_the_side_to_move() {
        let english = Catalogue::english();
        let book = book();
        for puzzle in book.puzzles() {
            let trainer = Trainer::new(puzzle.clone()).unwrap();
            let side = if puzzle.fen.split(' ').nth(1) == Some("b") {
                "Black"
            } else {
                "White"
            };
            assert_eq!(
                english.say(&trainer.task()),
                format!("{side} to play and win."),
                "{}",
                puzzle.id
            );
        }
    }

    #[test]
    fn the_right_moves_solve_a_puzzle() {
        let book = book();
        for puzzle in book.puzzles() {
            let mut trainer = Trainer::new(puzzle.clone()).unwrap();
            for (i, text) in puzzle.moves.iter().enumerate() {
                if i % 2 == 0 {
                    let mv = trainer.state().legal_move(text).unwrap();
                    assert!(
                        matches!(trainer.play(&mv), Verdict::Right(_)),
                        "{}",
                        puzzle.id
                    );
                } else {
                    assert_eq!(trainer.phase(), &Phase::Answering);
                    assert!(trainer.answer().is_some());
                }
            }
            assert_eq!(trainer.phase(), &Phase::Solved, "{}", puzzle.id);
            assert!(trainer.clean());
        }
    }

    /// A puzzle of `book` with a wrong move played, the engine asked.
    fn gone_wrong(book: &PuzzleBook) -> (Trainer, ThinkRequest) {
        let puzzle = book.puzzles()[0].clone();
        let mut trainer = Trainer::new(puzzle.clone()).unwrap();
        let wrong = trainer
            .state()
            .history()
            .legal_moves()
            .iter()
            .find(|m| m.text != puzzle.moves[0] && !trainer.wins_at_once(&m.text))
            .cloned()
            .unwrap();
        assert!(matches!(trainer.play(&wrong), Verdict::Wrong(_)));
        assert!(trainer.looking());
        let request = trainer.refutation_request().expect("the engine is asked");
        assert_eq!(trainer.refutation_request(), None, "asked once");
        (trainer, request)
    }

    /// The worker's answer `mv` to `request`, scored `score` for the side to move.
    fn reply(request: &ThinkRequest, mv: &str, score: i32) -> ThinkReply {
        ThinkReply {
            result: Ok(mv.to_owned()),
            score,
            line: vec![mv.to_owned()],
            nodes: 1000,
            ..ThinkReply::failed(request, "")
        }
    }

    #[test]
    fn a_wrong_move_is_said_and_can_be_retried() {
        let book = book();
        let (mut trainer, _) = gone_wrong(&book);
        let explanation = Catalogue::english().say(trainer.phase().wrong().expect("wrong").1);
        assert_eq!(
            explanation,
            "That is not the move. Looking at what it allows…"
        );
        assert!(trainer.retry());
        assert_eq!(trainer.phase(), &Phase::Solving);
        assert_eq!(trainer.state().history().len(), 0);
        assert!(!trainer.clean());
        trainer.show_solution();
        let puzzle = trainer.puzzle().clone();
        assert_eq!(trainer.state().history().len(), puzzle.moves.len());
        assert!(trainer.finished());
    }

    #[test]
    fn the_engine_is_asked_about_the_position_after_the_wrong_move() {
        let book = book();
        let (trainer, request) = gone_wrong(&book);
        assert_eq!(request.position.fen, trainer.state().fen());
        assert_eq!(request.position.game, trainer.puzzle().game);
        assert_eq!(request.position.size, trainer.puzzle().size);
        assert_eq!(
            request.ask,
            Ask::Evaluate {
                nodes: trainer.state().analysis_budget(),
                fresh: true
            }
        );
    }

    #[test]
    fn the_engines_answer_is_what_the_wrong_move_allows() {
        let book = book();
        let (mut trainer, request) = gone_wrong(&book);
        let answer = trainer.state().history().legal_moves()[0].clone();
        let stale = ThinkReply {
            id: request.id + 1,
            ..reply(&request, &answer.text, 0)
        };
        assert!(!trainer.refuted(&stale), "a reply to another request");
        assert!(trainer.looking());
        // A win the engine proved three plies deep: the answer and one more move.
        assert!(trainer.refuted(&reply(&request, &answer.text, WIN - 3)));
        let (refutation, explanation) = trainer.phase().wrong().expect("wrong");
        let explanation = Catalogue::english().say(explanation);
        assert_eq!(
            refutation,
            &Refutation::Answer {
                mv: answer.clone(),
                by: Finder::Engine,
                wins_in: Some(2),
                score: Some(WIN - 3),
                line: vec![answer.text.clone()],
            }
        );
        assert!(explanation.contains(&answer.text), "{explanation}");
        assert!(
            explanation.contains("wins at once") || explanation.contains("in 2 moves"),
            "{explanation}"
        );
        assert_eq!(trainer.phase().allows(), Some(&answer));
        assert!(
            !trainer.refuted(&reply(&request, &answer.text, 0)),
            "taken once"
        );
        assert!(!trainer.stop_looking(request.id));
    }

    #[test]
    fn an_answer_the_rules_refuse_or_none_leaves_it_to_the_rules() {
        let book = book();
        for failed in [
            |r: &ThinkRequest| ThinkReply::failed(r, "no search"),
            |r: &ThinkRequest| reply(r, "not a move", 0),
        ] {
            let (mut trainer, request) = gone_wrong(&book);
            assert!(trainer.refuted(&failed(&request)));
            let rules = trainer.rules_refutation();
            let (refutation, _) = trainer.phase().wrong().expect("wrong");
            assert_eq!(refutation, &rules);
            assert!(matches!(
                refutation,
                Refutation::Nothing
                    | Refutation::Answer {
                        by: Finder::Rules,
                        ..
                    }
            ));
        }
    }

    #[test]
    fn a_silent_engine_is_given_up_and_a_late_answer_dropped() {
        let book = book();
        let (mut trainer, request) = gone_wrong(&book);
        assert!(trainer.awaiting(request.id));
        assert!(!trainer.awaiting(request.id + 1));
        // The page slept through the wait (as the game page's does, it waits again), then
        // the time is up.
        let mut wait = Wait::new(&request, 0.0);
        let patience = EVALUATION_PATIENCE_MS as f64;
        let hidden = wait.expired(trainer.awaiting(request.id), true, patience);
        assert_eq!(hidden, Waited::Again);
        let late = wait.expired(trainer.awaiting(request.id), false, 2.0 * patience);
        assert_eq!(late, Waited::Silent);
        assert!(!trainer.stop_looking(request.id + 1), "another request");
        assert!(trainer.stop_looking(request.id));
        assert!(!trainer.looking());
        let answer = trainer.state().history().legal_moves()[0].text.clone();
        assert!(!trainer.refuted(&reply(&request, &answer, 0)), "too late");

        // Retried before the answer came: the answer is not the new attempt's.
        let (mut trainer, request) = gone_wrong(&book);
        assert!(trainer.retry());
        assert!(!trainer.refuted(&reply(&request, &answer, 0)));
        assert_eq!(trainer.phase(), &Phase::Solving);
    }

    #[test]
    fn a_wrong_move_that_ends_the_game_asks_nothing() {
        // Every board's puzzles: find a wrong first move that ends the game at once.
        let book = book();
        for puzzle in book.puzzles() {
            let mut trainer = Trainer::new(puzzle.clone()).unwrap();
            let moves = trainer.state().history().legal_moves().to_vec();
            let Some(ending) = moves.iter().find(|m| {
                let mut game = trainer.rules_now().unwrap();
                !trainer.is_right(m) && game.play_move(&m.text).is_ok() && game.outcome().is_some()
            }) else {
                continue;
            };
            trainer.play(ending);
            assert!(!trainer.looking());
            assert_eq!(trainer.refutation_request(), None);
            assert_eq!(trainer.phase().allows(), None);
            let (_, explanation) = trainer.phase().wrong().expect("wrong");
            assert_eq!(explanation.id, "puzzle-wrong-ends-game");
            assert_eq!(
                Catalogue::english().say(explanation),
                "That move ends the game, but not with your win."
            );
            return;
        }
        panic!("no puzzle here has a wrong move that ends the game");
    }

    #[test]
    fn what_is_said_of_a_wrong_move_reads_in_english() {
        let english = Catalogue::english();
        let ships = |n: u32| Message::new("pieces-archimedes").with("count", n);
        let cases = [
            (
                Message::new("puzzle-wrong-wins-at-once").with("move", "a1-b2"),
                "That is not the move: it allows a1-b2, which wins at once.",
            ),
            (
                Message::new("puzzle-wrong-forces-win")
                    .with("move", "a1-b2")
                    .with("moves", 1_u32),
                "That is not the move: your opponent answers a1-b2 and forces a win in 1 move.",
            ),
            (
                Message::new("puzzle-wrong-takes-forces-win")
                    .with("move", "a1-b2")
                    .with("pieces", ships(2))
                    .with("moves", 3_u32),
                "That is not the move: your opponent answers a1-b2, takes 2 ships, and forces a win in 3 moves.",
            ),
            (
                Message::new("puzzle-wrong-takes")
                    .with("move", "a1-b2")
                    .with("pieces", ships(1)),
                "That is not the move: it allows a1-b2, which takes 1 ship.",
            ),
            (
                Message::new("puzzle-wrong-much-advantage-gone").with("move", "a1-b2"),
                "That is not the move: your opponent answers a1-b2, and much of your advantage is gone.",
            ),
            (
                Message::new("puzzle-wrong-advantage-gone").with("move", "a1-b2"),
                "That is not the move: your opponent answers a1-b2, and your advantage is gone.",
            ),
            (
                Message::new("puzzle-wrong-advantage-lost"),
                "That is not the move: it lets your advantage go.",
            ),
            (Message::new("puzzle-wrong"), "That is not the move."),
        ];
        for (message, said) in cases {
            assert_eq!(english.say(&message), said, "{}", message.id);
        }
    }

    /// Every theme the games' crates make (`detect` in each game's `teach.rs`).
    const THEMES: [&str; 11] = [
        "sink in 1",
        "sink in 3",
        "chain reaction",
        "escape",
        "trap an amazon",
        "seal a room",
        "last move",
        "connect in 1",
        "connect in 2",
        "stop the connection",
        "capture to win",
    ];

    #[test]
    fn every_theme_has_its_words() {
        let english = Catalogue::english();
        for theme in THEMES {
            let words = theme_words(theme);
            assert_ne!(words.id, "puzzle-theme-other", "{theme}");
            // In English, the words are the key itself.
            assert_eq!(english.say(&words), theme);
        }
        assert_eq!(
            theme_words("sink in 2"),
            Message::new("puzzle-theme-sink-in").with("moves", 2_u32)
        );
        assert_eq!(
            theme_words("connect in 4"),
            Message::new("puzzle-theme-connect-in").with("moves", 4_u32)
        );
        // Every theme of the shipped puzzles is one of them.
        let shipped = PuzzleBook::parse(concat!(
            include_str!("../../puzzles/data/archimedes-6.txt"),
            include_str!("../../puzzles/data/archimedes-8.txt"),
            include_str!("../../puzzles/data/archimedes-10.txt"),
            include_str!("../../puzzles/data/amazons-6.txt"),
            include_str!("../../puzzles/data/amazons-8.txt"),
            include_str!("../../puzzles/data/amazons-10.txt"),
            include_str!("../../puzzles/data/loa-8.txt"),
        ))
        .unwrap();
        for theme in shipped.themes(&Filter::default()) {
            assert_ne!(theme_words(&theme).id, "puzzle-theme-other", "{theme}");
        }
        // A theme this version does not know is shown as it is.
        let unknown = theme_words("sink in many");
        assert_eq!(unknown.id, "puzzle-theme-other");
        assert_eq!(english.say(&unknown), "sink in many");
    }

    #[test]
    fn ratings_move_once_per_puzzle() {
        let book = book();
        let mut progress = Progress::default();
        let puzzle = &book.puzzles()[0];
        let gain = progress.record(puzzle, true);
        assert!(gain > 0, "{gain}");
        assert_eq!(
            progress.record(puzzle, false),
            0,
            "a second try is not rated"
        );
        assert_eq!(progress.streak, 1);
        let other = &book.puzzles()[1];
        assert!(progress.record(other, false) < 0);
        assert_eq!((progress.streak, progress.best_streak), (0, 1));
    }

    #[test]
    fn puzzles_are_chosen_near_the_rating_and_filtered() {
        let book = book();
        let progress = Progress::default();
        let all = Filter::default();
        let first = book.next(&all, &progress, None).unwrap();
        let nearest = book
            .puzzles()
            .iter()
            .map(|p| (f64::from(p.rating) - progress.rating).abs())
            .fold(f64::MAX, f64::min);
        assert!(
            (f64::from(first.rating) - progress.rating).abs() <= nearest + 1e-9
                || book.puzzles().len() > NEAREST
        );
        let (game, size) = book.boards()[0].clone();
        let filter = Filter {
            game: Some(game.clone()),
            size: Some(size),
            theme: None,
        };
        let chosen = book.next(&filter, &progress, None).unwrap();
        assert_eq!((chosen.game.as_str(), chosen.size), (game.as_str(), size));
        assert_ne!(
            book.next(&filter, &progress, Some(&chosen.id))
                .map(|p| p.id.clone()),
            Some(chosen.id.clone())
        );
        assert!(book.count(&filter) <= book.puzzles().len());
    }

    #[test]
    fn a_filter_names_the_files_of_one_game() {
        // Before any choice: the catalogue's first game on its default board.
        let first = CATALOGUE.games()[0];
        let settled = Filter::default().settled();
        assert_eq!(settled.game.as_deref(), Some(first.name));
        assert_eq!(settled.boards(), vec![(first.name, first.boards[0].size)]);
        // A game without a board: each of its boards' files, in the catalogue's order.
        let amazons = Filter {
            game: Some("amazons".into()),
            size: None,
            theme: Some("seal a room".into()),
        };
        assert_eq!(amazons.settled(), amazons);
        let sizes: Vec<u8> = CATALOGUE
            .find("amazons")
            .unwrap()
            .boards
            .iter()
            .map(|b| b.size)
            .collect();
        assert_eq!(
            amazons.boards(),
            sizes.iter().map(|&s| ("amazons", s)).collect::<Vec<_>>()
        );
        assert_eq!(board_file("amazons", 10), "puzzles-amazons-10.txt");
        // A game no longer shipped, or a board it is not played on, falls back.
        let gone = Filter {
            game: Some("chess".into()),
            ..Filter::default()
        };
        assert_eq!(gone.settled(), settled);
        let odd = Filter {
            game: Some("loa".into()),
            size: Some(9),
            theme: Some("x".into()),
        };
        assert_eq!(
            odd.settled(),
            Filter {
                game: Some("loa".into()),
                size: None,
                theme: None
            }
        );
        // A puzzle's id names its game and board; anything else names none.
        assert_eq!(
            Filter::of_puzzle("amazons-10-1-3"),
            Some(Filter {
                game: Some("amazons".into()),
                size: Some(10),
                theme: None
            })
        );
        for id in [
            "",
            "amazons",
            "amazons-9-1-0",
            "chess-8-1-0",
            "loa-x-1-0",
            "loa-300-1",
        ] {
            assert_eq!(Filter::of_puzzle(id), None, "{id}");
        }
    }

    #[test]
    fn the_daily_puzzle_depends_on_the_date_only() {
        let book = book();
        let a = book.daily("2026-12-01").unwrap().id.clone();
        assert_eq!(book.daily("2026-12-01").unwrap().id, a);
        let days: std::collections::HashSet<String> = (1..=28)
            .map(|d| book.daily(&format!("2026-02-{d:02}")).unwrap().id.clone())
            .collect();
        assert!(days.len() > 1);
    }
}
