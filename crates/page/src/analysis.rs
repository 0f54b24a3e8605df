//! The after-game analysis: the engine's verdict on every position of a game, what it says of
//! each move (inaccuracy, mistake, blunder), and the evaluation graph's geometry. The worker
//! evaluates the positions one by one ([`crate::think::Ask::Evaluate`]); the controller
//! keeps them with the game, and the saved game keeps them for next time.
//!
//! ```
//! use skillgames_catalogue::CATALOGUE;
//! use skillgames_core::Player;
//! use skillgames_page::analysis::{Analysis, Evaluation, Mark};
//!
//! let info = CATALOGUE.find("archimedes").unwrap();
//! let mut analysis = Analysis::new(100_000);
//! let even = Evaluation { white: 0, best: Some("a1-a2".into()), line: vec![] };
//! let lost = Evaluation { white: -2000, best: None, line: vec![] }; // White gave two ships
//! analysis.set(0, even);
//! analysis.set(1, lost);
//! let marks = analysis.marks(&info.marks, Player::White, &["b1-b2".to_owned()]);
//! assert_eq!(marks, [Some(Mark::Blunder)]);
//! ```

use serde::{Deserialize, Deserializer, Serialize};
use skillgames_core::Player;
use skillgames_i18n::Message;
use skillgames_play::{MarkRules, MoveInfo, WIN, WIN_BOUND};

/// At a marked move of an analysed game: what the engine would have played instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Advice {
    /// How much the move played lost.
    pub mark: Mark,
    /// The move played, in notation.
    pub played: String,
    /// The engine's move in its place.
    pub better: MoveInfo,
    /// The line the engine expected after it (its move first).
    pub line: Vec<String>,
}

/// The engine's verdict on one position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Evaluation {
    /// The score from White's side, in the game's evaluation units (± [`WIN`] for a game
    /// decided, nearer zero the longer the win takes).
    pub white: i32,
    /// The engine's move there (none once the game is over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<String>,
    /// The line of play it expects after that move (the move first).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub line: Vec<String>,
}

/// How much a move lost, from the gentlest mark to the worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// A little worse than the engine's move.
    Inaccuracy,
    /// Clearly worse.
    Mistake,
    /// Threw away a good part of the game.
    Blunder,
}

impl Mark {
    /// Every mark, gentlest first.
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The sign written after the move, as in chess books: `?!`, `?`, `??`.
    #[must_use]
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// Its name for people, as a catalogue's message: "blunder" (the view words it in the
    /// player's language).
    #[must_use]
    pub fn message(self) -> Message {
        Message::new(match self {
            Mark::Inaccuracy => "play-mark-inaccuracy",
            Mark::Mistake => "play-mark-mistake",
            Mark::Blunder => "play-mark-blunder",
        })
    }

    /// Its name in English, in the singular and the plural (its stylesheet class is the
    /// singular; people read [`Mark::message`]).
    #[must_use]
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Mark::Inaccuracy => ("inaccuracy", "inaccuracies"),
            Mark::Mistake => ("mistake", "mistakes"),
            Mark::Blunder => ("blunder", "blunders"),
        }
    }

    /// Its stylesheet class.
    #[must_use]
    pub fn class(self) -> &'static str {
        self.words().0
    }
}

/// The verdicts on a game's positions, as far as the analysis has come.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    /// The budget it was made with (positions searched in each): an analysis made with
    /// another budget is not mixed with this one.
    pub nodes: u64,
    /// Position by position from the start (`None`: not evaluated yet).
    pub positions: Vec<Option<Evaluation>>,
}

/// Who is to move after `ply` moves of a game `first` started: the sides take turns.
#[must_use]
pub fn to_move(first: Player, ply: usize) -> Player {
    if ply.is_multiple_of(2) {
        first
    } else {
        first.opponent()
    }
}

/// The winning chances a score gives White, from -1 (lost) to 1 (won).
#[must_use]
pub fn chances(white: i32, rules: &MarkRules) -> f64 {
    if white >= WIN_BOUND {
        return 1.0;
    }
    if white <= -WIN_BOUND {
        return -1.0;
    }
    let scale = f64::from(rules.scale.max(1));
    2.0 / (1.0 + (-f64::from(white) / scale).exp()) - 1.0
}

impl Analysis {
    /// An empty analysis at `nodes` per position.
    #[must_use]
    pub fn new(nodes: u64) -> Self {
        Analysis {
            nodes,
            positions: Vec::new(),
        }
    }

    /// The verdict on the position after `ply` moves, once evaluated.
    #[must_use]
    pub fn get(&self, ply: usize) -> Option<&Evaluation> {
        self.positions.get(ply).and_then(Option::as_ref)
    }

    /// Records the verdict on the position after `ply` moves.
    pub fn set(&mut self, ply: usize, evaluation: Evaluation) {
        if self.positions.len() <= ply {
            self.positions.resize(ply + 1, None);
        }
        self.positions[ply] = Some(evaluation);
    }

    /// Forgets the positions past `plies` moves (after an undo).
    pub fn truncate(&mut self, plies: usize) {
        self.positions.truncate(plies + 1);
    }

    /// How many of the positions of a game of `plies` moves are evaluated.
    #[must_use]
    pub fn done(&self, plies: usize) -> usize {
        (0..=plies).filter(|&ply| self.get(ply).is_some()).count()
    }

    /// Whether every position of a game of `plies` moves is evaluated.
    #[must_use]
    pub fn complete(&self, plies: usize) -> bool {
        self.done(plies) == plies + 1
    }

    /// The first position of a game of `plies` moves still to evaluate.
    #[must_use]
    pub fn next(&self, plies: usize) -> Option<usize> {
        (0..=plies).find(|&ply| self.get(ply).is_none())
    }

    /// The chances a move lost its side, in thousandths, when both of its positions are
    /// evaluated: `index` is the move's place in `moves`, `mover` who played it.
    #[must_use]
    pub fn loss(
        &self,
        rules: &MarkRules,
        mover: Player,
        index: usize,
        played: Option<&str>,
    ) -> Option<u32> {
        let before = self.get(index)?;
        let after = self.get(index + 1)?;
        // The engine's own move loses nothing, whatever the deeper look at the next position
        // says (a fixed budget sees a little further from one position than from another).
        if before.best.as_deref() == played {
            return Some(0);
        }
        let side = if mover == Player::White { 1.0 } else { -1.0 };
        let lost = side * (chances(before.white, rules) - chances(after.white, rules));
        Some((lost.max(0.0) * 1000.0).round() as u32)
    }

    /// The mark of the move at `index` of `moves` (played from the start by `first`, the sides
    /// taking turns): `None` for a good move, or one not evaluated yet.
    #[must_use]
    pub fn mark(
        &self,
        rules: &MarkRules,
        first: Player,
        index: usize,
        played: Option<&str>,
    ) -> Option<Mark> {
        let loss = self.loss(rules, to_move(first, index), index, played)?;
        Mark::ALL.into_iter().rev().find(|&mark| {
            loss >= match mark {
                Mark::Inaccuracy => rules.inaccuracy,
                Mark::Mistake => rules.mistake,
                Mark::Blunder => rules.blunder,
            }
        })
    }

    /// The mark of each move of `moves` (see [`Analysis::mark`]).
    #[must_use]
    pub fn marks(&self, rules: &MarkRules, first: Player, moves: &[String]) -> Vec<Option<Mark>> {
        (0..moves.len())
            .map(|index| self.mark(rules, first, index, moves.get(index).map(String::as_str)))
            .collect()
    }

    /// The graph's points: for each evaluated position, its ply and White's chances.
    #[must_use]
    pub fn curve(&self, rules: &MarkRules, plies: usize) -> Vec<(usize, f64)> {
        (0..=plies)
            .filter_map(|ply| self.get(ply).map(|e| (ply, chances(e.white, rules))))
            .collect()
    }
}

/// How many of each mark each side got: `[White, Black]`, counts in the order of
/// [`Mark::ALL`].
#[must_use]
pub fn tally(marks: &[Option<Mark>], first: Player) -> [[u32; 3]; 2] {
    let mut counts = [[0; 3]; 2];
    for (index, mark) in marks.iter().enumerate() {
        let Some(mark) = mark else { continue };
        counts[to_move(first, index).index()][*mark as usize] += 1;
    }
    counts
}

/// Moves of the engine's line shown after its better move.
const LINE_SHOWN: usize = 6;

/// "1 inaccuracy, 0 mistakes, 2 blunders": `counts` in the order of [`Mark::ALL`] (see
/// [`tally`]).
#[must_use]
pub fn counts_words(counts: [u32; 3]) -> Message {
    let [inaccuracies, mistakes, blunders] = counts;
    Message::new("play-mark-counts")
        .with("inaccuracies", inaccuracies)
        .with("mistakes", mistakes)
        .with("blunders", blunders)
}

/// The sentence under the board at a marked move ("b6-c5 was an inaccuracy. Better was
/// b6-b5."), and the line the engine expected (its moves in notation).
#[must_use]
pub fn advice_words(advice: &Advice) -> (Message, String) {
    let id = match advice.mark {
        Mark::Inaccuracy => "play-advice-inaccuracy",
        Mark::Mistake => "play-advice-mistake",
        Mark::Blunder => "play-advice-blunder",
    };
    let head = Message::new(id)
        .with("played", advice.played.clone())
        .with("better", advice.better.text.clone());
    let line = advice
        .line
        .iter()
        .take(LINE_SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    (head, line)
}

/// The evaluation graph's drawing, in a box `width` by `height` (White's chances up).
#[derive(Clone, Debug, PartialEq)]
pub struct GraphShape {
    /// White's share: the area under the curve (an SVG path).
    pub area: String,
    /// The curve itself (an SVG path).
    pub line: String,
    /// Where each move's point is: x of the position after `ply` moves.
    pub step: f64,
}

/// The graph of `curve` (see [`Analysis::curve`]) for a game of `plies` moves.
#[must_use]
pub fn graph(curve: &[(usize, f64)], plies: usize, width: f64, height: f64) -> GraphShape {
    use std::fmt::Write;
    let step = width / plies.max(1) as f64;
    let y = |chances: f64| (1.0 - chances.clamp(-1.0, 1.0)) * height / 2.0;
    let mut line = String::new();
    for (n, &(ply, value)) in curve.iter().enumerate() {
        let command = if n == 0 { 'M' } else { 'L' };
        let _ = write!(line, "{command}{:.1},{:.1}", ply as f64 * step, y(value));
    }
    let area = match (curve.first(), curve.last()) {
        (Some(&(first, _)), Some(&(last, _))) => format!(
            "M{:.1},{height:.1}{}L{:.1},{height:.1}Z",
            first as f64 * step,
            line.replacen('M', "L", 1),
            last as f64 * step
        ),
        _ => String::new(),
    };
    GraphShape { area, line, step }
}

/// The position a tap at `x` (of `width`) on the graph of a `plies`-move game points to.
#[must_use]
pub fn ply_at(x: f64, width: f64, plies: usize) -> usize {
    if width <= 0.0 {
        return 0;
    }
    let ply = (x / width * plies as f64).round();
    (ply.max(0.0) as usize).min(plies)
}

/// Reads a saved analysis leniently: a damaged one is dropped (the game is analysed again),
/// never the game it came with.
///
/// # Errors
/// Never: serde's signature.
pub fn lenient<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Analysis>, D::Error> {
    let value = serde_json::Value::deserialize(deserializer)?;
    Ok(serde_json::from_value(value).ok())
}

/// The verdict on a finished position: won, lost or drawn, from White's side.
#[must_use]
pub fn final_verdict(winner: Option<Player>) -> Evaluation {
    Evaluation {
        white: match winner {
            Some(Player::White) => WIN,
            Some(Player::Black) => -WIN,
            None => 0,
        },
        best: None,
        line: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_catalogue::CATALOGUE;

    fn at(white: i32, best: &str) -> Evaluation {
        Evaluation {
            white,
            best: Some(best.into()),
            line: vec![best.into()],
        }
    }

    fn rules() -> MarkRules {
        MarkRules {
            scale: 1000,
            inaccuracy: 100,
            mistake: 200,
            blunder: 300,
        }
    }

    #[test]
    fn chances_are_clamped_at_won_and_lost_and_even_at_zero() {
        let rules = rules();
        assert_eq!(chances(0, &rules), 0.0);
        assert_eq!(chances(WIN - 3, &rules), 1.0);
        assert_eq!(chances(-WIN, &rules), -1.0);
        assert!((chances(1000, &rules) - 0.462).abs() < 0.001);
        assert!(chances(500, &rules) > 0.0 && chances(-500, &rules) < 0.0);
    }

    #[test]
    fn each_side_is_judged_by_what_its_own_move_lost() {
        let rules = rules();
        let moves: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        let mut analysis = Analysis::new(1);
        analysis.set(0, at(0, "x")); // White to move, even
        analysis.set(1, at(150, "x")); // White's "a" gained: no mark
        analysis.set(2, at(-200, "c")); // Black's "b" was good for Black: no mark
        analysis.set(3, at(-500, "x")); // White's "c" lost 0.15: but it was the engine's move
        analysis.set(4, at(1500, "x")); // Black's "d" threw the game away
        let marks = analysis.marks(&rules, Player::White, &moves);
        assert_eq!(marks, [None, None, None, Some(Mark::Blunder)]);
        assert_eq!(
            analysis.loss(&rules, Player::White, 2, Some(moves[2].as_str())),
            Some(0)
        );
        assert_eq!(
            tally(&marks, Player::White),
            [[0, 0, 0], [0, 0, 1]],
            "one blunder, Black's"
        );
    }

    #[test]
    fn the_thresholds_grade_the_marks() {
        let rules = rules();
        let moves: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        for (after, mark) in [
            (-150, None),
            (-250, Some(Mark::Inaccuracy)),
            (-450, Some(Mark::Mistake)),
            (-700, Some(Mark::Blunder)),
        ] {
            let mut analysis = Analysis::new(1);
            analysis.set(0, at(0, "x"));
            analysis.set(1, at(after, "x"));
            assert_eq!(
                analysis.marks(&rules, Player::White, &moves)[0],
                mark,
                "{after}"
            );
        }
    }

    #[test]
    fn moves_not_yet_evaluated_have_no_mark_and_progress_counts_positions() {
        let moves: Vec<String> = ["a", "b"].map(String::from).to_vec();
        let mut analysis = Analysis::new(1);
        assert_eq!(analysis.next(2), Some(0));
        analysis.set(0, at(0, "x"));
        analysis.set(2, final_verdict(Some(Player::Black)));
        assert_eq!(
            analysis.marks(&rules(), Player::White, &moves),
            [None, None]
        );
        assert_eq!((analysis.done(2), analysis.next(2)), (2, Some(1)));
        analysis.set(1, at(0, "x"));
        assert!(analysis.complete(2));
        analysis.truncate(1);
        assert!(analysis.complete(1) && !analysis.complete(2));
    }

    #[test]
    fn the_graph_spans_the_box_and_taps_find_their_move() {
        let curve = [(0, 0.0), (1, 1.0), (2, -1.0)];
        let shape = graph(&curve, 2, 200.0, 100.0);
        assert_eq!(shape.line, "M0.0,50.0L100.0,0.0L200.0,100.0");
        assert_eq!(
            shape.area,
            "M0.0,100.0L0.0,50.0L100.0,0.0L200.0,100.0L200.0,100.0Z"
        );
        assert_eq!(ply_at(0.0, 200.0, 2), 0);
        assert_eq!(ply_at(160.0, 200.0, 2), 2);
        assert_eq!(ply_at(-5.0, 200.0, 2), 0);
        assert_eq!(ply_at(500.0, 200.0, 2), 2);
        assert_eq!(graph(&[], 0, 200.0, 100.0).area, "");
    }

    #[test]
    fn every_game_has_graded_thresholds_and_a_budget_on_every_board() {
        for game in CATALOGUE.games() {
            let m = game.marks;
            assert!(m.scale > 0, "{}", game.name);
            assert!(0 < m.inaccuracy && m.inaccuracy < m.mistake && m.mistake < m.blunder);
            assert!(
                m.blunder < 1000,
                "{}: a blunder must be possible",
                game.name
            );
            for board in game.boards {
                assert!(
                    board.analysis_nodes >= 10_000,
                    "{} {}",
                    game.name,
                    board.size
                );
            }
        }
    }

    #[test]
    fn a_damaged_saved_analysis_is_dropped_not_the_game() {
        #[derive(Deserialize)]
        struct Holder {
            #[serde(default, deserialize_with = "lenient")]
            analysis: Option<Analysis>,
        }
        let good: Holder =
            serde_json::from_str(r#"{"analysis":{"nodes":5,"positions":[null,{"white":3}]}}"#)
                .unwrap();
        assert_eq!(good.analysis.unwrap().get(1).unwrap().white, 3);
        let bad: Holder = serde_json::from_str(r#"{"analysis":{"nodes":"lots"}}"#).unwrap();
        assert!(bad.analysis.is_none());
    }

    #[test]
    fn counts_are_written_in_words() {
        let english = skillgames_i18n::Catalogue::english();
        assert_eq!(
            english.say(&counts_words([1, 0, 2])),
            "1 inaccuracy, 0 mistakes, 2 blunders"
        );
        assert_eq!(
            english.say(&counts_words([2, 1, 0])),
            "2 inaccuracies, 1 mistake, 0 blunders"
        );
        for mark in Mark::ALL {
            assert_eq!(english.say(&mark.message()), mark.words().0);
        }
    }

    #[test]
    fn the_advice_names_the_move_its_mark_and_the_better_line() {
        let better = skillgames_play::MoveInfo {
            from: skillgames_core::Coord::new(1, 5),
            to: skillgames_core::Coord::new(1, 4),
            arrow: None,
            capture: false,
            text: "b6-b5".into(),
        };
        let advice = Advice {
            mark: Mark::Inaccuracy,
            played: "b6-c5".into(),
            better,
            line: ["b6-b5", "a1-a2", "b5-b4"].map(String::from).to_vec(),
        };
        let english = skillgames_i18n::Catalogue::english();
        let (head, line) = advice_words(&advice);
        assert_eq!(
            english.say(&head),
            "b6-c5 was an inaccuracy. Better was b6-b5."
        );
        assert_eq!(line, "b6-b5 a1-a2 b5-b4");
        let blunder = Advice {
            mark: Mark::Blunder,
            ..advice
        };
        assert_eq!(
            english.say(&advice_words(&blunder).0),
            "b6-c5 was a blunder. Better was b6-b5."
        );
    }
}
