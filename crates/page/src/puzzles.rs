//! The puzzle trainer's logic: the puzzles shipped as data ([`PuzzleBook`]: filters, the
//! puzzle nearest the player's rating, the daily puzzle), one puzzle being solved
//! ([`Trainer`]: the player's side is [`Seat::Here`](crate::state::Seat::Here), the answer's
//! [`Seat::Puzzle`](crate::state::Seat::Puzzle)), and what the player keeps ([`Progress`]:
//! a Glicko-2 rating, the solved puzzles, the streak), stored through the page's `Store`.

use crate::settings::{Opponent, Settings};
use crate::state::{GameState, Tap};
use serde::{Deserialize, Serialize};
use skillgames_core::{Coord, Player};
use skillgames_play::{Effects, MoveInfo, Rules};
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
    /// One game (its protocol name), or all.
    pub game: Option<String>,
    /// One board, or all.
    pub size: Option<u8>,
    /// One theme, or all.
    pub theme: Option<String>,
}

impl Filter {
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

    /// The puzzle of the day `date` (`2026-12-01`): the same for everyone with this data, on
    /// any device, online or not.
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

/// Where the player stands in a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The player's move.
    Solving,
    /// A right move was played: the answer's reply is due ([`Trainer::answer`]).
    Answering,
    /// A wrong move was played (on the board): what it allows, if the rules see it.
    Wrong {
        /// The move played.
        played: MoveInfo,
        /// The opponent's strongest answer by the rules alone (a move that wins at once,
        /// else the one that removes most), if there is one.
        allows: Option<MoveInfo>,
        /// In words.
        explanation: String,
    },
    /// Solved: every move found.
    Solved,
    /// The solution was shown.
    Shown,
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
            let allows = self.strongest_answer();
            let explanation = self.explain(allows.as_ref());
            self.phase = Phase::Wrong {
                played: mv.clone(),
                allows,
                explanation,
            };
            Verdict::Wrong(effects)
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

    fn explain(&self, allows: Option<&MoveInfo>) -> String {
        let info = self.state.info();
        if self.state.outcome().is_some() {
            return "That move ends the game, but not with your win.".to_owned();
        }
        let Some(answer) = allows else {
            return format!(
                "That is not the move: it lets your advantage go. The {} answer keeps the game.",
                info.title
            );
        };
        let mut game = self.rules_now();
        let wins = game.as_mut().is_some_and(|g| {
            let mover = g.turn();
            g.play_move(&answer.text).is_ok()
                && g.outcome().is_some_and(|e| e.winner == Some(mover))
        });
        if wins {
            format!(
                "That is not the move: it allows {}, which wins at once.",
                answer.text
            )
        } else {
            let removed = self
                .rules_now()
                .and_then(|mut g| g.play_move(&answer.text).ok())
                .map_or(0, |p| p.effects.removals.len() as u32);
            format!(
                "That is not the move: it allows {}, which takes {}.",
                answer.text,
                info.piece.count(removed)
            )
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

    /// Two boards' shipped puzzles.
    const DATA: &str = concat!(
        include_str!("../../puzzles/data/archimedes-6.txt"),
        include_str!("../../puzzles/data/amazons-6.txt")
    );

    fn book() -> PuzzleBook {
        PuzzleBook::parse(DATA).unwrap()
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

    #[test]
    fn a_wrong_move_is_said_and_can_be_retried() {
        let book = book();
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
        let Phase::Wrong { explanation, .. } = trainer.phase().clone() else {
            panic!("not wrong");
        };
        assert!(explanation.starts_with("That"), "{explanation}");
        assert!(trainer.retry());
        assert_eq!(trainer.phase(), &Phase::Solving);
        assert_eq!(trainer.state().history().len(), 0);
        assert!(!trainer.clean());
        trainer.show_solution();
        assert_eq!(trainer.state().history().len(), puzzle.moves.len());
        assert!(trainer.finished());
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
