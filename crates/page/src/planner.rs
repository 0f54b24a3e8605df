//! Conditional moves planned at the board of one's own correspondence game while the
//! opponent is to move: "if they play X, I answer Y", several moves deep and several
//! branches. The planner plays both sides on a board of its own, from the game's position;
//! each line is the opponent's move, one's answer, and so on. The server checks and keeps
//! the plan (`ClientMessage::Conditional`); the rules here only let the board play legal moves.
//!
//! ```
//! use skillgames_catalogue::CATALOGUE;
//! use skillgames_page::planner::Planner;
//!
//! let variant = CATALOGUE.variant("amazons", Some("6")).unwrap();
//! let mut planner = Planner::new(variant, &["b1-b4/b1".to_owned()], Vec::new()).unwrap();
//! assert!(planner.play("a5-a3/c1") && !planner.can_add());
//! assert!(planner.play("b4-c5/c4") && planner.add_line());
//! assert_eq!(planner.written(), ["a5-a3/c1 b4-c5/c4"]);
//! assert!(planner.line().is_empty(), "the board is back at the game's position");
//! ```

use skillgames_core::Coord;
use skillgames_play::{Cue, Variant};

use crate::settings::{Opponent, Settings};
use crate::state::{GameState, Tap};

/// The most lines a plan keeps (the server's own limit).
pub const MAX_LINES: usize = 32;

/// A plan being made.
pub struct Planner {
    variant: Variant,
    start: Vec<String>,
    state: GameState,
    line: Vec<String>,
    lines: Vec<Vec<String>>,
}

impl Planner {
    /// A planner at the position after `moves`, with the plan kept so far, `lines`.
    /// `None` if the moves do not replay.
    #[must_use]
    pub fn new(variant: Variant, moves: &[String], lines: Vec<Vec<String>>) -> Option<Planner> {
        let state = board(variant, moves)?;
        Some(Planner {
            variant,
            start: moves.to_vec(),
            state,
            line: Vec::new(),
            lines,
        })
    }

    /// The planner's board.
    #[must_use]
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The line being played, from the game's position.
    #[must_use]
    pub fn line(&self) -> &[String] {
        &self.line
    }

    /// The lines of the plan.
    #[must_use]
    pub fn lines(&self) -> &[Vec<String>] {
        &self.lines
    }

    /// A tap on the planner's board: the sound it makes, if any; a whole move goes on the line.
    pub fn tap(&mut self, at: Coord) -> Option<Cue> {
        match self.state.tap(at) {
            Tap::Move(mv) => {
                let effects = self.state.play(&mv).ok()?;
                self.line.push(mv.text);
                Some(effects.cue)
            }
            Tap::Selected | Tap::Landed | Tap::TookBack => Some(Cue::Move),
            Tap::Cleared | Tap::Ignored => None,
        }
    }

    /// Plays `mv` (in notation) on the planner's board; whether it was legal.
    pub fn play(&mut self, mv: &str) -> bool {
        let Some(found) = self.state.legal_move(mv) else {
            return false;
        };
        if self.state.play(&found).is_err() {
            return false;
        }
        self.line.push(found.text);
        true
    }

    /// Whether the line can be added: their move and one's answer, as many pairs as wanted.
    #[must_use]
    pub fn can_add(&self) -> bool {
        !self.line.is_empty() && self.line.len().is_multiple_of(2) && self.lines.len() < MAX_LINES
    }

    /// Adds the line to the plan (in place of one that answers the same moves otherwise, as
    /// the latest word) and sets the board back at the game's position; whether it was added.
    pub fn add_line(&mut self) -> bool {
        if !self.can_add() {
            return false;
        }
        let line = std::mem::take(&mut self.line);
        // Two lines that begin alike must answer alike: the new one stands.
        self.lines.retain(|kept| !conflicts(kept, &line));
        if !self.lines.contains(&line) {
            self.lines.push(line);
        }
        self.restart_line();
        true
    }

    /// The board back at the game's position, the line being played dropped.
    pub fn restart_line(&mut self) {
        if let Some(state) = board(self.variant, &self.start) {
            self.state = state;
        }
        self.line.clear();
    }

    /// Drops line `index` of the plan.
    pub fn remove(&mut self, index: usize) {
        if index < self.lines.len() {
            self.lines.remove(index);
        }
    }

    /// The plan as the server reads it: each line its moves separated by spaces.
    #[must_use]
    pub fn written(&self) -> Vec<String> {
        skillgames_online::plan_written(&self.lines)
    }
}

/// Whether `a` and `b` answer the same moves of the opponent differently.
fn conflicts(a: &[String], b: &[String]) -> bool {
    let same = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    // They part at one's own answer (an odd index): the same question, two answers.
    same < a.len().min(b.len()) && same % 2 == 1
}

fn board(variant: Variant, moves: &[String]) -> Option<GameState> {
    let settings = Settings {
        level: variant.game().default_level.to_owned(),
        size: variant.size(),
        opponent: Opponent::Friend,
    };
    GameState::with_moves(variant, settings, None, moves.to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_catalogue::CATALOGUE;

    fn planner() -> Planner {
        let variant = CATALOGUE.variant("amazons", Some("6")).unwrap();
        Planner::new(variant, &["b1-b4/b1".to_owned()], Vec::new()).unwrap()
    }

    #[test]
    fn lines_are_pairs_of_legal_moves_and_several_branches_are_kept() {
        let mut planner = planner();
        assert!(!planner.play("b1-b2/b3"), "not a legal move here");
        assert!(planner.line().is_empty());
        assert!(planner.play("a5-a3/c1"));
        assert!(!planner.add_line(), "their move needs an answer");
        assert!(planner.play("b4-c5/c4"));
        assert!(planner.play("f5-f3/f4"));
        assert!(planner.play("e1-e3/e2"));
        assert!(planner.add_line());
        assert!(planner.play("f5-f3/f4"));
        assert!(planner.play("b4-c5/c4"));
        assert!(planner.add_line());
        assert_eq!(
            planner.written(),
            ["a5-a3/c1 b4-c5/c4 f5-f3/f4 e1-e3/e2", "f5-f3/f4 b4-c5/c4"]
        );
        planner.remove(0);
        assert_eq!(planner.written(), ["f5-f3/f4 b4-c5/c4"]);
    }

    #[test]
    fn a_new_answer_to_the_same_move_replaces_the_old_one() {
        let mut planner = planner();
        for mv in ["a5-a3/c1", "b4-c5/c4"] {
            assert!(planner.play(mv));
        }
        assert!(planner.add_line());
        for mv in ["a5-a3/c1", "e1-e3/e2"] {
            assert!(planner.play(mv));
        }
        assert!(planner.add_line());
        assert_eq!(planner.written(), ["a5-a3/c1 e1-e3/e2"]);
        // Starting the line again leaves the plan.
        assert!(planner.play("f5-f3/f4"));
        planner.restart_line();
        assert!(planner.line().is_empty());
        assert_eq!(planner.lines().len(), 1);
    }
}
