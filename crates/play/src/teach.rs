//! What a game adds for puzzles and lessons, game-neutrally: the themes its puzzles are
//! tagged with (a function of the game's own, registered per game, since only the game knows
//! what decided a line) and its lessons, as data (small positions with a goal that the rules
//! check). The shared code (the puzzle generator, the page) reads these types and never a
//! game's notation.

use crate::catalogue::{GameInfo, Variant};
use skillgames_core::{Game, Player};

/// A puzzle's line, for its game to name its themes.
#[derive(Clone, Copy, Debug)]
pub struct ThemeLine<'a> {
    /// The game and board.
    pub variant: Variant,
    /// The puzzle's position (the solver to move).
    pub start: &'a str,
    /// The solution: the solver's moves and the opponent's replies, the solver's first and last.
    pub moves: &'a [String],
}

/// A game's puzzle themes: what its lines are tagged with.
#[derive(Debug)]
pub struct PuzzleThemes {
    /// The game's protocol name (its [`GameInfo::name`]).
    pub game: &'static str,
    /// The themes of a line, in words ("sink in 2", "chain reaction"); none for a line the
    /// rules refuse.
    pub detect: fn(&ThemeLine<'_>) -> Vec<String>,
}

/// Every game's themes.
#[derive(Clone, Copy, Debug)]
pub struct Themes {
    themes: &'static [&'static PuzzleThemes],
}

impl Themes {
    /// The themes of a catalogue's games.
    #[must_use]
    pub const fn new(themes: &'static [&'static PuzzleThemes]) -> Self {
        Themes { themes }
    }

    /// The themes of `line` by its game's rules (none if the game registered none).
    #[must_use]
    pub fn of(&self, line: &ThemeLine<'_>) -> Vec<String> {
        self.themes
            .iter()
            .find(|t| t.game == line.variant.game().name)
            .map(|t| (t.detect)(line))
            .unwrap_or_default()
    }
}

/// What the player must do in one step of a lesson, checked by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Play one of these moves (in the game's notation).
    OneOf(&'static [&'static str]),
    /// Play a move that removes at least this many enemy pieces.
    Remove(u32),
    /// Play a move that wins the game at once.
    Win,
    /// Move a piece so that it stays on its landing square and none of the mover's pieces is
    /// removed (a safe square).
    Keep,
    /// Leave the opponent's piece on this square (`a6`) without a legal move.
    Stuck(&'static str),
}

/// One step of a lesson: a position, what to do, and what to say.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// The position (the player's side to move).
    pub fen: &'static str,
    /// The task, in plain words.
    pub prompt: &'static str,
    /// What the rules check.
    pub goal: Goal,
    /// Said after a move that misses the goal: why, in plain words.
    pub wrong: &'static str,
    /// Said when the goal is reached.
    pub right: &'static str,
}

/// A short lesson: a few steps on one board.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// Its name in the list ("Move, then shoot").
    pub title: &'static str,
    /// What it teaches, in one sentence.
    pub summary: &'static str,
    /// The board size its positions are on.
    pub size: u8,
    /// The steps, in order.
    pub steps: &'static [Step],
}

/// A game's lessons.
#[derive(Debug)]
pub struct GameLessons {
    /// The game's protocol name (its [`GameInfo::name`]).
    pub game: &'static str,
    /// The lessons, in order.
    pub lessons: &'static [Lesson],
}

/// A text of a lesson's step, named by the catalogues' id ([`GameLessons::step_id`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepText {
    /// [`Step::prompt`].
    Prompt,
    /// [`Step::wrong`].
    Wrong,
    /// [`Step::right`].
    Right,
}

impl GameLessons {
    /// The catalogues' message (`skillgames-i18n`) of lesson `lesson`'s title (counted from 0
    /// here, from 1 in the id): the page shows each text in the player's language.
    #[must_use]
    pub fn title_id(&self, lesson: usize) -> String {
        format!("lesson-{}-{}-title", self.game, lesson + 1)
    }

    /// The message of lesson `lesson`'s summary.
    #[must_use]
    pub fn summary_id(&self, lesson: usize) -> String {
        format!("lesson-{}-{}-summary", self.game, lesson + 1)
    }

    /// The message of text `text` of step `step` of lesson `lesson`.
    #[must_use]
    pub fn step_id(&self, lesson: usize, step: usize, text: StepText) -> String {
        let text = match text {
            StepText::Prompt => "prompt",
            StepText::Wrong => "wrong",
            StepText::Right => "right",
        };
        format!("lesson-{}-{}-{}-{text}", self.game, lesson + 1, step + 1)
    }

    /// Every text of the lessons with its message's id, in order: what the English catalogue
    /// holds (`crates/catalogue/tests/texts.rs` checks it).
    #[must_use]
    pub fn texts(&self) -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        for (l, lesson) in self.lessons.iter().enumerate() {
            out.push((self.title_id(l), lesson.title));
            out.push((self.summary_id(l), lesson.summary));
            for (s, step) in lesson.steps.iter().enumerate() {
                out.push((self.step_id(l, s, StepText::Prompt), step.prompt));
                out.push((self.step_id(l, s, StepText::Wrong), step.wrong));
                out.push((self.step_id(l, s, StepText::Right), step.right));
            }
        }
        out
    }
}

/// Every game's lessons.
#[derive(Clone, Copy, Debug)]
pub struct Lessons {
    lessons: &'static [&'static GameLessons],
}

impl Lessons {
    /// The lessons of a catalogue's games.
    #[must_use]
    pub const fn new(lessons: &'static [&'static GameLessons]) -> Self {
        Lessons { lessons }
    }

    /// The lessons of `game` with their catalogue ids ([`GameLessons`]), if it has any.
    #[must_use]
    pub fn all_of(&self, game: &GameInfo) -> Option<&'static GameLessons> {
        self.lessons.iter().copied().find(|l| l.game == game.name)
    }

    /// Every game's lessons.
    #[must_use]
    pub fn every(&self) -> &'static [&'static GameLessons] {
        self.lessons
    }

    /// The lessons of `game` (none if it has none).
    #[must_use]
    pub fn of(&self, game: &GameInfo) -> &'static [Lesson] {
        self.lessons
            .iter()
            .find(|l| l.game == game.name)
            .map_or(&[], |l| l.lessons)
    }
}

/// `position` with the turn passed to the other side (the ply one further), if the rules
/// allow such a position: to ask what the opponent threatens.
#[must_use]
pub fn pass_turn<G: Game>(position: &G) -> Option<G> {
    let mut setup = position.setup();
    setup.turn = setup.turn.opponent();
    setup.ply += 1;
    G::from_setup(setup).ok()
}

/// Replays `line` from `start` by `G`'s rules, calling `each` with the position before each
/// move, the move, the events it caused and the position after it; `None` if the rules refuse
/// a move or the start.
pub fn replay<G: Game>(
    start: &str,
    moves: &[String],
    mut each: impl FnMut(&G, G::Move, &[G::Event], &G),
) -> Option<(G, Player)> {
    let mut position: G = start.parse().ok()?;
    let solver = position.turn();
    for text in moves {
        let mv = position.parse_move(text).ok()?;
        let before = position.clone();
        let mut events = Vec::new();
        position.play_recording(mv, &mut events);
        each(&before, mv, &events, &position);
    }
    Some((position, solver))
}
