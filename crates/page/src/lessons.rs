//! The lessons' logic: each game's lessons come as data from its crate
//! (`skillgames_catalogue::LESSONS`); a [`LessonRun`] plays one, step by step, checking each
//! move against the step's goal by the rules, and [`LessonProgress`] remembers which lessons
//! were finished.

use crate::settings::{Opponent, Settings};
use crate::state::{GameState, Tap};
use serde::{Deserialize, Serialize};
use skillgames_core::Coord;
use skillgames_play::{Effects, Ending, GameInfo, Goal, Lesson, MoveInfo, Rules, Step, Variant};

/// What the player keeps of the lessons.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// Lessons finished, as `<game>/<index>`.
    pub done: Vec<String>,
    /// Games whose page already offered the lessons.
    pub offered: Vec<String>,
}

impl LessonProgress {
    /// Whether lesson `index` of `game` was finished.
    #[must_use]
    pub fn is_done(&self, game: &str, index: usize) -> bool {
        let key = format!("{game}/{index}");
        self.done.contains(&key)
    }

    /// Marks lesson `index` of `game` finished.
    pub fn finish(&mut self, game: &str, index: usize) {
        if !self.is_done(game, index) {
            self.done.push(format!("{game}/{index}"));
        }
    }

    /// Whether `game`'s page should offer the lessons: the first visit, before any lesson.
    #[must_use]
    pub fn should_offer(&self, game: &str) -> bool {
        !self.offered.iter().any(|g| g == game)
            && !self.done.iter().any(|d| d.starts_with(&format!("{game}/")))
    }

    /// Remembers that `game`'s page offered them.
    pub fn offered(&mut self, game: &str) {
        if !self.offered.iter().any(|g| g == game) {
            self.offered.push(game.to_owned());
        }
    }
}

/// Where the player stands in a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonPhase {
    /// Their move.
    Trying,
    /// The move missed the goal (it stays on the board): why.
    Wrong(&'static str),
    /// The goal is reached.
    Right(&'static str),
    /// Every step is done.
    Done,
}

/// Whether `mv`, played at `before` with `effects`, reaches `goal` (checked by the rules).
#[must_use]
pub fn reaches(
    goal: Goal,
    before: &dyn Rules,
    mv: &MoveInfo,
    effects: &Effects,
    after: &dyn Rules,
) -> bool {
    let mover = before.turn();
    let ending: Option<Ending> = after.outcome();
    match goal {
        Goal::OneOf(moves) => moves
            .iter()
            .any(|m| before.resolve(m).is_ok_and(|m| m.same_move(mv))),
        Goal::Remove(count) => {
            effects.removals.iter().filter(|r| r.owner != mover).count() as u32 >= count
        }
        Goal::Win => ending.is_some_and(|e| e.winner == Some(mover)),
        Goal::Keep => {
            after.piece_at(mv.to) == Some(skillgames_core::Piece::Stone(mover))
                && effects.removals.iter().all(|r| r.owner != mover)
        }
        Goal::Stuck(square) => {
            let enemy = skillgames_core::Piece::Stone(mover.opponent());
            let there = (0..before.variant().size())
                .flat_map(|f| (0..before.variant().size()).map(move |r| Coord::new(f, r)))
                .find(|c| c.to_string() == square);
            there.is_some_and(|at| {
                after.piece_at(at) == Some(enemy)
                    && (after.outcome().is_some() || after.moves().iter().all(|m| m.from != at))
            })
        }
    }
}

/// One lesson being played.
pub struct LessonRun {
    game: &'static GameInfo,
    index: usize,
    lesson: &'static Lesson,
    step: usize,
    state: GameState,
    phase: LessonPhase,
}

fn step_state(variant: Variant, step: &Step) -> Result<GameState, String> {
    let settings = Settings {
        level: variant.game().default_level.to_owned(),
        size: variant.size(),
        opponent: Opponent::Friend,
    };
    GameState::new(variant, settings, Some(step.fen.to_owned()))
        .map(GameState::uncounted)
        .map_err(|e| e.to_string())
}

impl LessonRun {
    /// Lesson `index` of `game`, at its first step.
    ///
    /// # Errors
    /// No such lesson, or a position the rules refuse.
    pub fn new(game: &'static GameInfo, index: usize) -> Result<Self, String> {
        let lesson = skillgames_catalogue::LESSONS
            .of(game)
            .get(index)
            .ok_or_else(|| format!("{} has no lesson {}", game.title, index + 1))?;
        let variant = game.variant(lesson.size).map_err(|e| e.to_string())?;
        let first = lesson.steps.first().ok_or("the lesson has no step")?;
        Ok(LessonRun {
            game,
            index,
            lesson,
            step: 0,
            state: step_state(variant, first)?,
            phase: LessonPhase::Trying,
        })
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &'static GameInfo {
        self.game
    }

    /// The lesson's index in its game's list.
    #[must_use]
    pub fn index(&self) -> usize {
        self.index
    }

    /// The lesson.
    #[must_use]
    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    /// The step on show (from 0).
    #[must_use]
    pub fn step_index(&self) -> usize {
        self.step
    }

    /// The step on show.
    #[must_use]
    pub fn step(&self) -> &'static Step {
        &self.lesson.steps[self.step.min(self.lesson.steps.len() - 1)]
    }

    /// The board's game.
    #[must_use]
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Where the player stands.
    #[must_use]
    pub fn phase(&self) -> &LessonPhase {
        &self.phase
    }

    /// A tap on the board; the move's effects, when one was played.
    pub fn tap(&mut self, at: Coord) -> Option<Effects> {
        if self.phase != LessonPhase::Trying {
            return None;
        }
        match self.state.tap(at) {
            Tap::Move(mv) => self.play(&mv),
            _ => None,
        }
    }

    /// Moves the keyboard cursor.
    pub fn move_cursor(&mut self, files: i8, ranks: i8) {
        self.state.move_cursor(files, ranks);
    }

    /// Plays `mv` (made by the rules here) and judges it.
    pub fn play(&mut self, mv: &MoveInfo) -> Option<Effects> {
        if self.phase != LessonPhase::Trying {
            return None;
        }
        let before = self.state.history().rules().clone_rules();
        let effects = self.state.play(mv).ok()?;
        let step = self.step();
        let after = self.state.history().rules();
        self.phase = if reaches(step.goal, before.as_ref(), mv, &effects, after) {
            LessonPhase::Right(step.right)
        } else {
            LessonPhase::Wrong(step.wrong)
        };
        Some(effects)
    }

    /// After a wrong move: back to the step's position.
    pub fn retry(&mut self) -> bool {
        if !matches!(self.phase, LessonPhase::Wrong(_)) {
            return false;
        }
        self.restart_step().is_ok()
    }

    fn restart_step(&mut self) -> Result<(), String> {
        self.state = step_state(self.state.variant(), self.step())?;
        self.phase = LessonPhase::Trying;
        Ok(())
    }

    /// After a right move: the next step, or the end of the lesson. Returns whether the
    /// lesson is now done.
    pub fn advance(&mut self) -> bool {
        if !matches!(self.phase, LessonPhase::Right(_)) {
            return self.phase == LessonPhase::Done;
        }
        if self.step + 1 >= self.lesson.steps.len() {
            self.phase = LessonPhase::Done;
            return true;
        }
        self.step += 1;
        if self.restart_step().is_err() {
            self.phase = LessonPhase::Done;
        }
        self.phase == LessonPhase::Done
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_catalogue::{CATALOGUE, LESSONS};

    /// Every step of every lesson can be passed, and has a legal move that misses its goal
    /// (so a wrong answer is detected), by the rules.
    #[test]
    fn every_goal_is_reachable_and_every_miss_detected() {
        for game in CATALOGUE.games() {
            let lessons = LESSONS.of(game);
            assert!(
                lessons.len() >= 3,
                "{} has {} lessons",
                game.title,
                lessons.len()
            );
            for (index, lesson) in lessons.iter().enumerate() {
                let mut run = LessonRun::new(game, index).unwrap();
                for (s, step) in lesson.steps.iter().enumerate() {
                    assert_eq!(run.step_index(), s);
                    let moves = run.state().history().legal_moves().to_vec();
                    let judged: Vec<bool> = moves
                        .iter()
                        .map(|mv| {
                            let before = run.state().history().rules();
                            let mut after = before.clone_rules();
                            let played = after.play_move(&mv.text).unwrap();
                            reaches(step.goal, before, mv, &played.effects, after.as_ref())
                        })
                        .collect();
                    let place = format!("{} lesson {} step {}", game.title, index + 1, s + 1);
                    assert!(
                        judged.iter().any(|&r| r),
                        "{place}: no move reaches the goal"
                    );
                    let wrong = moves
                        .iter()
                        .zip(&judged)
                        .find(|(_, r)| !**r)
                        .map(|(m, _)| m.clone());
                    let wrong = wrong.unwrap_or_else(|| panic!("{place}: every move reaches it"));
                    assert!(run.play(&wrong).is_some());
                    assert_eq!(run.phase(), &LessonPhase::Wrong(step.wrong), "{place}");
                    assert!(run.retry());
                    let right = moves
                        .iter()
                        .zip(&judged)
                        .find(|(_, r)| **r)
                        .unwrap()
                        .0
                        .clone();
                    assert!(run.play(&right).is_some());
                    assert_eq!(run.phase(), &LessonPhase::Right(step.right), "{place}");
                    let done = run.advance();
                    assert_eq!(done, s + 1 == lesson.steps.len(), "{place}");
                }
                assert_eq!(run.phase(), &LessonPhase::Done);
            }
        }
    }

    #[test]
    fn progress_is_remembered_and_the_offer_made_once() {
        let mut progress = LessonProgress::default();
        assert!(progress.should_offer("amazons"));
        progress.offered("amazons");
        assert!(!progress.should_offer("amazons"));
        assert!(progress.should_offer("loa"));
        progress.finish("loa", 1);
        assert!(progress.is_done("loa", 1) && !progress.is_done("loa", 0));
        assert!(!progress.should_offer("loa"));
    }
}
