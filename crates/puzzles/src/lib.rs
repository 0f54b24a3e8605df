//! Puzzles of every skillgames game, made by the engine: the data format ([`Puzzle`], one
//! line of text each), its check by the rules ([`Puzzle::check`]) and, with the feature
//! `engines`, the generator (`generate`) and the verifier (`verify`). Nothing here names a
//! game: the rules come from the catalogue (`Variant::rules`), the search from its engines
//! and the themes from each game's registration (`skillgames_catalogue::THEMES`).
//!
//! ```
//! use skillgames_puzzles::Puzzle;
//!
//! let line = "archimedes-6-1-0;archimedes;6;1B4/3B2/6/6/6/WW1W2 w 0 10;b1-b5;sink in 1;900;1000;3";
//! let puzzle: Puzzle = line.parse()?;
//! assert_eq!((puzzle.game.as_str(), puzzle.size, puzzle.solver_moves()), ("archimedes", 6, 1));
//! assert_eq!(puzzle.to_string(), line);
//! # Ok::<(), skillgames_puzzles::FormatError>(())
//! ```
//!
//! # The method
//!
//! - Games are played between levels of the engine (the depth-limited ones, without their
//!   time budgets, so that a seed replays exactly) from random quiet openings; every position
//!   is judged by a search of the generation depth (the board's quick benchmark depth,
//!   [`generation_depth`]).
//! - A **candidate** is the position right after a move that cost its side at least
//!   [`MISTAKE_SWING`] thousandths of the winning chances (`2 / (1 + e^(-score / scale)) - 1`,
//!   the analysis's measure, with the game's scale), leaving the other side at least
//!   [`WINNING`] thousandths, while the mover was not already lost ([`NOT_LOST`]).
//! - The **solution** is the winning side's best line, searched one ply deeper than
//!   generation ([`verification_depth`]): every move of the solver's (the search's choice,
//!   or a move that wins at once) is kept only if it is the **only good one**, every other
//!   legal move at least [`UNIQUE_MARGIN`] thousandths behind it (a move that wins at once is
//!   always good: any such move solves), both at that depth and one ply deeper (so that the
//!   margin is not the odd-even swing of a search), and still winning and [`DEEP_EXTRA`]
//!   plies deeper by `verify::DEEP_MARGIN` (the deep check). That is proven by one null-window
//!   search of the other moves (`verify::prove`), not an exact score for each. The
//!   opponent's replies are the engine's best at the same depth. The line stops at a move that
//!   is not unique, at a position where no move can fail ([`solver_choice`]: a single legal
//!   move, or every one right), after [`MAX_SOLVER_MOVES`], or when the game ends; it ends on
//!   a move of the solver's.
//! - The **rating** of a puzzle is how hard the engine found it ([`rating`]).

use skillgames_catalogue::CATALOGUE;
use skillgames_play::{MoveInfo, Rules, ThemeLine, Variant};
use std::fmt;
use std::str::FromStr;

#[cfg(feature = "engines")]
pub mod generate;
#[cfg(feature = "engines")]
pub mod verify;

/// Chances a move must lose for its side (thousandths of the range from even to won) to make
/// the position after it a candidate.
pub const MISTAKE_SWING: i32 = 400;
/// Chances the solver must have (thousandths) after the mistake, and keep along the line.
pub const WINNING: i32 = 500;
/// Chances the mistaken side must have had before its move (thousandths): a side already lost
/// makes no instructive mistake.
pub const NOT_LOST: i32 = -300;
/// How much better than the second best every move of the solver's must be (thousandths of
/// the chances), at the verification depth.
pub const UNIQUE_MARGIN: i32 = 250;
/// Moves of the solver's in a line at most.
pub const MAX_SOLVER_MOVES: usize = 5;
/// Legal moves a position of the solution may have at most (each is searched).
pub const MAX_MOVES: usize = 300;
/// Plies the verification adds to the generation's depth.
pub const VERIFY_EXTRA: u32 = 1;
/// Plies `verify --deep` adds to the verification depth (the generator's uniqueness check
/// also looks one ply deeper than the verification depth: the deep check looks one further,
/// and the generator keeps only puzzles that pass it).
pub const DEEP_EXTRA: u32 = 2;

/// The depth positions are judged at while generating, on `variant`'s board: its quick
/// benchmark depth (a search of milliseconds).
#[must_use]
pub fn generation_depth(variant: Variant) -> u32 {
    variant.board().bench.search_quick.max(1)
}

/// The depth every move of a solution is checked at: deeper than generation.
#[must_use]
pub fn verification_depth(variant: Variant) -> u32 {
    generation_depth(variant) + VERIFY_EXTRA
}

/// A score (for the side to move, in the evaluation's units) as winning chances, in
/// thousandths from -1000 (lost) to 1000 (won), with the game's analysis scale.
#[must_use]
pub fn chances(score: i32, scale: i32) -> i32 {
    if skillgames_play::is_decisive(score) {
        return if score > 0 { 1000 } else { -1000 };
    }
    let x = f64::from(score) / f64::from(scale.max(1));
    (1000.0 * (2.0 / (1.0 + (-x).exp()) - 1.0)).round() as i32
}

/// How hard the engine found a puzzle, per move of the solver's: how many legal moves there
/// were to choose from, the shallowest search depth (1, 2, ...) whose choice is that move (one
/// past the verification depth when none up to it is), and that search's nodes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Difficulty {
    /// Legal moves of each position of the solver's.
    pub choices: Vec<usize>,
    /// The shallowest depth that finds each move.
    pub depths: Vec<u32>,
    /// That search's nodes.
    pub nodes: Vec<u64>,
}

impl Difficulty {
    /// The raw difficulty: for each move, [`BITS_WEIGHT`] per doubling of the choices, plus
    /// [`DEPTH_WEIGHT`] per ply of depth beyond the first, plus [`NODES_WEIGHT`] per
    /// doubling of the nodes beyond [`FREE_NODES`]; summed over the moves.
    #[must_use]
    pub fn raw(&self) -> f64 {
        self.choices
            .iter()
            .zip(&self.depths)
            .zip(&self.nodes)
            .map(|((&choices, &depth), &nodes)| {
                BITS_WEIGHT * (choices.max(1) as f64).log2()
                    + DEPTH_WEIGHT * f64::from(depth.saturating_sub(1))
                    + NODES_WEIGHT * (nodes.max(1) as f64 / FREE_NODES as f64).log2().max(0.0)
            })
            .sum()
    }
}

/// Raw difficulty per doubling of the legal moves to choose from.
pub const BITS_WEIGHT: f64 = 1.0;
/// Raw difficulty per ply of search a move needed beyond the first.
pub const DEPTH_WEIGHT: f64 = 2.0;
/// Raw difficulty per doubling of the nodes a move needed.
pub const NODES_WEIGHT: f64 = 0.5;
/// Nodes a move may need without counting.
pub const FREE_NODES: u64 = 64;
/// The rating of a raw difficulty of 0.
pub const RATING_BASE: f64 = 850.0;
/// Rating per unit of raw difficulty. With [`RATING_BASE`], calibrated on the shipped set
/// (raw difficulty 6.5 on average, standard deviation 3.5) to a mean of 1500 and a spread of
/// about 350, as players' ratings are (`docs/puzzles.md`).
pub const RATING_PER_UNIT: f64 = 100.0;
/// The lowest rating.
pub const RATING_MIN: u32 = 400;
/// The highest rating.
pub const RATING_MAX: u32 = 3000;

/// The rating of a puzzle from how hard the engine found it: [`RATING_BASE`] plus
/// [`RATING_PER_UNIT`] per unit of [`Difficulty::raw`], kept within
/// [`RATING_MIN`]..=[`RATING_MAX`].
#[must_use]
pub fn rating(difficulty: &Difficulty) -> u32 {
    ((RATING_BASE + RATING_PER_UNIT * difficulty.raw()).round() as u32)
        .clamp(RATING_MIN, RATING_MAX)
}

/// One puzzle: a position (the solver to move) and its solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Unique in its set: `<game>-<size>-<seed>-<n>`.
    pub id: String,
    /// The game's protocol name.
    pub game: String,
    /// The board size.
    pub size: u8,
    /// The position text, the solver to move.
    pub fen: String,
    /// The solution in the rules' notation: the solver's moves and the opponent's replies
    /// between them, the solver's first and last.
    pub moves: Vec<String>,
    /// What decides it, in words (the game's own themes).
    pub themes: Vec<String>,
    /// How hard it is ([`rating`]).
    pub rating: u32,
    /// The smallest margin of a solver's move over the second best, in thousandths of the
    /// chances, at the verification depth.
    pub margin: i32,
    /// The depth its moves were verified at.
    pub depth: u32,
}

/// Why a line of puzzle data was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FormatError {
    /// Not the nine fields.
    #[error("line {line}: expected 9 fields separated by ';', found {found}")]
    Fields {
        /// The line number (from 1).
        line: usize,
        /// Fields found.
        found: usize,
    },
    /// A number that does not read.
    #[error("line {line}: {field} is not a number: {text:?}")]
    Number {
        /// The line number (from 1).
        line: usize,
        /// Which field.
        field: &'static str,
        /// The text.
        text: String,
    },
}

/// Why a puzzle's line does not check out by the rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    /// The game or board is not in the catalogue.
    #[error("{id}: {reason}")]
    Variant {
        /// The puzzle.
        id: String,
        /// The catalogue's words.
        reason: String,
    },
    /// The position text is refused.
    #[error("{id}: the position does not read: {reason}")]
    Position {
        /// The puzzle.
        id: String,
        /// The rules' words.
        reason: String,
    },
    /// A move of the line is refused.
    #[error("{id}: move {index} ({text}) is refused: {reason}")]
    Move {
        /// The puzzle.
        id: String,
        /// Its index in the line, from 0.
        index: usize,
        /// The move.
        text: String,
        /// The rules' words.
        reason: String,
    },
    /// The line is empty or ends on the opponent's reply.
    #[error("{id}: the line must end on a move of the solver's ({len} moves)")]
    Length {
        /// The puzzle.
        id: String,
        /// Moves in it.
        len: usize,
    },
    /// At a step of the line, no legal move of the solver's fails ([`solver_choice`]).
    #[error("{id}: no move can fail at move {index} ({text}): {reason}")]
    NoChoice {
        /// The puzzle.
        id: String,
        /// The index in the line of the solver's move there, from 0.
        index: usize,
        /// That move.
        text: String,
        /// Why.
        reason: NoChoice,
    },
}

/// Why a position of the solver's is no puzzle: no legal move there fails, so there is
/// nothing to find.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoChoice {
    /// The solver has a single legal move (or none).
    #[error("the solver has a single legal move (or none)")]
    OnlyMove {
        /// Legal moves there (0 or 1).
        legal: usize,
    },
    /// Every legal move is right: the solution's or one that wins at once (the trainer
    /// accepts any move that wins at once).
    #[error("each of the solver's {legal} legal moves is right (the solution or a win at once)")]
    EveryMoveRight {
        /// Legal moves there.
        legal: usize,
    },
}

/// Whether the solver, to move in `game` with `solution` as the answer, has a choice: some
/// legal move that the trainer would call wrong (neither `solution`, in any notation, nor a
/// move that wins at once). A puzzle is a choice, so the generator keeps no step of a line
/// without one and the verifier refuses a puzzle with such a step ([`Puzzle::check_choices`]).
///
/// # Errors
/// Why there is no choice. A `solution` the rules do not resolve is no legal move: every
/// legal move that does not win at once is then a wrong one.
pub fn solver_choice(game: &dyn Rules, solution: &str) -> Result<(), NoChoice> {
    let moves = game.moves();
    if moves.len() < 2 {
        return Err(NoChoice::OnlyMove { legal: moves.len() });
    }
    let mover = game.turn();
    let expected = game.resolve(solution).ok();
    let can_fail = |mv: &MoveInfo| {
        if expected.as_ref().is_some_and(|e| e.same_move(mv)) {
            return false;
        }
        let mut trial = game.clone_rules();
        // A move the rules list is legal; were it refused, it would not be right either.
        trial.play_move(&mv.text).is_err()
            || trial.outcome().is_none_or(|e| e.winner != Some(mover))
    };
    if moves.iter().any(can_fail) {
        Ok(())
    } else {
        Err(NoChoice::EveryMoveRight { legal: moves.len() })
    }
}

impl Puzzle {
    /// Moves of the solver's in the solution.
    #[must_use]
    pub fn solver_moves(&self) -> usize {
        self.moves.len().div_ceil(2)
    }

    /// Its game and board.
    ///
    /// # Errors
    /// A game or board the catalogue does not know.
    pub fn variant(&self) -> Result<Variant, CheckError> {
        CATALOGUE
            .find(&self.game)
            .and_then(|game| game.variant(self.size))
            .map_err(|e| CheckError::Variant {
                id: self.id.clone(),
                reason: e.to_string(),
            })
    }

    /// The game at the puzzle's position, by the rules.
    ///
    /// # Errors
    /// An unknown variant or a position the rules refuse.
    pub fn rules(&self) -> Result<Box<dyn Rules>, CheckError> {
        self.variant()?
            .rules(Some(&self.fen))
            .map_err(|e| CheckError::Position {
                id: self.id.clone(),
                reason: e.to_string(),
            })
    }

    /// Checks the line by the rules: the position reads, every move is legal in turn, and
    /// the line ends on a move of the solver's.
    ///
    /// # Errors
    /// The first problem.
    pub fn check(&self) -> Result<(), CheckError> {
        if self.moves.len().is_multiple_of(2) {
            return Err(CheckError::Length {
                id: self.id.clone(),
                len: self.moves.len(),
            });
        }
        let mut game = self.rules()?;
        for (index, text) in self.moves.iter().enumerate() {
            game.play_move(text).map_err(|e| CheckError::Move {
                id: self.id.clone(),
                index,
                text: text.clone(),
                reason: e.to_string(),
            })?;
        }
        Ok(())
    }

    /// Checks that the solver has a choice at every step of the line ([`solver_choice`]):
    /// at each position of the solver's, some legal move is wrong.
    ///
    /// # Errors
    /// The first step without a choice ([`CheckError::NoChoice`]), or what [`Puzzle::rules`]
    /// and the moves' play refuse.
    pub fn check_choices(&self) -> Result<(), CheckError> {
        let mut game = self.rules()?;
        for (index, text) in self.moves.iter().enumerate() {
            if index % 2 == 0 {
                solver_choice(game.as_ref(), text).map_err(|reason| CheckError::NoChoice {
                    id: self.id.clone(),
                    index,
                    text: text.clone(),
                    reason,
                })?;
            }
            game.play_move(text).map_err(|e| CheckError::Move {
                id: self.id.clone(),
                index,
                text: text.clone(),
                reason: e.to_string(),
            })?;
        }
        Ok(())
    }

    /// The themes of the line by its game's rules.
    ///
    /// # Errors
    /// An unknown variant.
    pub fn detect_themes(&self) -> Result<Vec<String>, CheckError> {
        let variant = self.variant()?;
        Ok(skillgames_catalogue::THEMES.of(&ThemeLine {
            variant,
            start: &self.fen,
            moves: &self.moves,
        }))
    }
}

/// `id;game;size;fen;moves;themes;rating;margin;depth`: moves separated by spaces, themes by
/// commas.
impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{};{};{};{};{};{};{};{};{}",
            self.id,
            self.game,
            self.size,
            self.fen,
            self.moves.join(" "),
            self.themes.join(","),
            self.rating,
            self.margin,
            self.depth
        )
    }
}

impl FromStr for Puzzle {
    type Err = FormatError;

    fn from_str(text: &str) -> Result<Self, FormatError> {
        parse_line(text, 1)
    }
}

fn parse_line(text: &str, line: usize) -> Result<Puzzle, FormatError> {
    let fields: Vec<&str> = text.trim().split(';').collect();
    let [id, game, size, fen, moves, themes, rating, margin, depth] = fields[..] else {
        return Err(FormatError::Fields {
            line,
            found: fields.len(),
        });
    };
    fn number<T: FromStr>(line: usize, field: &'static str, text: &str) -> Result<T, FormatError> {
        text.parse().map_err(|_| FormatError::Number {
            line,
            field,
            text: text.chars().take(24).collect(),
        })
    }
    let words = |text: &str, sep: char| -> Vec<String> {
        text.split(sep)
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect()
    };
    Ok(Puzzle {
        id: id.to_owned(),
        game: game.to_owned(),
        size: number(line, "size", size)?,
        fen: fen.to_owned(),
        moves: words(moves, ' '),
        themes: words(themes, ','),
        rating: number(line, "rating", rating)?,
        margin: number(line, "margin", margin)?,
        depth: number(line, "depth", depth)?,
    })
}

/// Reads a puzzle file: one puzzle a line; empty lines and lines starting with `#` are
/// skipped.
///
/// # Errors
/// The first line that does not read.
pub fn parse_set(text: &str) -> Result<Vec<Puzzle>, FormatError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| parse_line(l, i + 1))
        .collect()
}

/// Writes puzzles as a file, one a line.
#[must_use]
pub fn write_set(puzzles: &[Puzzle]) -> String {
    puzzles.iter().map(|p| format!("{p}\n")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_follow_the_analysis_curve() {
        assert_eq!(chances(0, 1000), 0);
        assert_eq!(chances(skillgames_play::WIN - 3, 1000), 1000);
        assert_eq!(chances(-(skillgames_play::WIN - 3), 1000), -1000);
        assert_eq!(chances(1000, 1000), 462);
        assert_eq!(chances(-1000, 1000), -462);
    }

    #[test]
    fn a_line_reads_and_writes_back() {
        let text = "x;amazons;6;1B2B1/B4B/6/6/W4W/1W2W1 w 0 0;b1-b4/b1 a5-a3/c1 b4-c5/c4;last move,trap an amazon;1234;300;2";
        let puzzle: Puzzle = text.parse().unwrap();
        assert_eq!(puzzle.moves.len(), 3);
        assert_eq!(puzzle.themes, ["last move", "trap an amazon"]);
        assert_eq!(puzzle.to_string(), text);
        assert!(puzzle.check().is_ok());
        assert!(matches!(
            "a;b;c".parse::<Puzzle>(),
            Err(FormatError::Fields { found: 3, .. })
        ));
    }

    #[test]
    fn the_rules_check_the_line() {
        let good: Puzzle = "x;amazons;6;1B2B1/B4B/6/6/W4W/1W2W1 w 0 0;b1-b4/b1;;900;300;2"
            .parse()
            .unwrap();
        assert!(good.check().is_ok());
        let mut bad = good.clone();
        bad.moves = vec!["b1-b4/b1".into(), "b4-b5/b6".into(), "a2-a3/a4".into()];
        assert!(matches!(
            bad.check(),
            Err(CheckError::Move { index: 1, .. })
        ));
        bad.moves.pop();
        assert!(matches!(
            bad.check(),
            Err(CheckError::Length { len: 2, .. })
        ));
        bad.size = 7;
        assert!(matches!(bad.check(), Err(CheckError::Length { .. })));
        bad.moves.pop();
        assert!(matches!(bad.check(), Err(CheckError::Variant { .. })));
    }

    /// An Amazons 6x6 puzzle at `fen`, white to move, with `moves` as its line.
    fn amazons(fen: &str, moves: &str) -> Puzzle {
        format!("x;amazons;6;{fen};{moves};;900;1000;2")
            .parse()
            .unwrap()
    }

    #[test]
    fn a_position_where_no_move_can_fail_is_refused() {
        // Black's four amazons fill the corner a5-b6, walled in by arrows but for c4: any
        // white move that shuts c4 wins at once (d1-d4/c4), the others do not.
        let open = amazons("BBX3/BBX3/XX4/6/5X/WW1WWX w 6 6", "d1-d4/c4");
        assert_eq!(open.check_choices(), Ok(()));
        let game = open.rules().unwrap();
        assert_eq!(solver_choice(game.as_ref(), "d1-d4/c4"), Ok(()));
        // A solution the rules do not know: every move that does not win is a wrong one.
        assert_eq!(solver_choice(game.as_ref(), "a1-a9/a8"), Ok(()));

        // The same corner walled in already: every white move leaves Black no move.
        let every = amazons("BBX3/BBX3/XXX3/6/6/WW1WWX w 6 6", "d1-d4/d5");
        let game = every.rules().unwrap();
        let legal = game.legal_moves().len();
        assert!(legal > 1);
        assert_eq!(
            solver_choice(game.as_ref(), "d1-d4/d5"),
            Err(NoChoice::EveryMoveRight { legal })
        );
        assert_eq!(
            every.check_choices(),
            Err(CheckError::NoChoice {
                id: "x".into(),
                index: 0,
                text: "d1-d4/d5".into(),
                reason: NoChoice::EveryMoveRight { legal },
            })
        );

        // White's only move is f1-e1/f1 (the three other amazons are walled in).
        let single = amazons(
            "1BXXXX/BBBXXX/XXXXXX/WXXXXW/XXXXXX/WXXX1W w 26 26",
            "f1-e1/f1",
        );
        let game = single.rules().unwrap();
        assert_eq!(game.legal_moves(), ["f1-e1/f1"]);
        assert_eq!(
            solver_choice(game.as_ref(), "f1-e1/f1"),
            Err(NoChoice::OnlyMove { legal: 1 })
        );
        assert!(matches!(
            single.check_choices(),
            Err(CheckError::NoChoice {
                index: 0,
                reason: NoChoice::OnlyMove { legal: 1 },
                ..
            })
        ));
    }

    #[test]
    fn a_later_step_without_a_choice_is_refused() {
        // No white move wins at first (Black's amazon on c4 roams free); a1-a2/a3 is one
        // move among others. Black's c4-b5/c4 then walls its four amazons in: at the line's
        // second step every white move wins.
        let line = amazons(
            "BBX3/B1X3/XXB3/6/5X/WW1WWX w 6 6",
            "a1-a2/a3 c4-b5/c4 d1-d4/d5",
        );
        assert!(line.check().is_ok());
        let first = Puzzle {
            moves: line.moves[..1].to_vec(),
            ..line.clone()
        };
        assert_eq!(first.check_choices(), Ok(()));
        assert!(matches!(
            line.check_choices(),
            Err(CheckError::NoChoice {
                index: 2,
                reason: NoChoice::EveryMoveRight { .. },
                ..
            })
        ));
    }

    #[test]
    fn ratings_grow_with_the_work() {
        let d = |choices: Vec<usize>, depths: Vec<u32>, nodes: Vec<u64>| Difficulty {
            choices,
            depths,
            nodes,
        };
        assert_eq!(rating(&d(vec![1], vec![1], vec![10])), RATING_BASE as u32);
        assert!(
            rating(&d(vec![30], vec![3], vec![10_000]))
                > rating(&d(vec![30], vec![2], vec![10_000]))
        );
        assert!(
            rating(&d(vec![30; 2], vec![2; 2], vec![1000; 2]))
                > rating(&d(vec![30], vec![2], vec![1000]))
        );
        assert!(rating(&d(vec![300], vec![1], vec![64])) > rating(&d(vec![30], vec![1], vec![64])));
        assert_eq!(
            rating(&d(vec![usize::MAX; 9], vec![20; 9], vec![u64::MAX; 9])),
            RATING_MAX
        );
    }
}
