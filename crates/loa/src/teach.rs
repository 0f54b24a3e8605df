//! Lines of Action's puzzle themes (what decided a line) and its lessons, as data.

use crate::{Loa, Outcome};
use skillgames_core::Game;
use skillgames_play::{
    GameLessons, Goal, Lesson, PuzzleThemes, Step, ThemeLine, pass_turn, replay,
};

/// Lines of Action's themes: "connect in N" (the line connects the solver's pieces, the game
/// won, in N moves of the solver's), "stop the connection" (the opponent, were it to move,
/// would connect at once, and the solver's first move leaves it no such move) and "capture
/// to win" (the winning line captures).
pub static THEMES: PuzzleThemes = PuzzleThemes {
    game: "loa",
    detect,
};

/// Whether the side to move in `position` has a move that wins at once.
fn wins_at_once(position: &Loa) -> bool {
    let mover = position.turn();
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves.into_iter().any(|mv| {
        let mut child = position.clone();
        child.play_unchecked(mv);
        matches!(child.outcome(), Some(Outcome::Win { winner, .. }) if winner == mover)
    })
}

fn detect(line: &ThemeLine<'_>) -> Vec<String> {
    let mut captured = false;
    let mut after_first: Option<Loa> = None;
    let mut ply = 0;
    let Some((end, solver)) = replay::<Loa>(line.start, line.moves, |_, mv, _, after| {
        if ply % 2 == 0 {
            captured |= mv.capture;
            if after_first.is_none() {
                after_first = Some(after.clone());
            }
        }
        ply += 1;
    }) else {
        return Vec::new();
    };
    let won = matches!(end.outcome(), Some(Outcome::Win { winner, .. }) if winner == solver);
    let mut themes = Vec::new();
    if won {
        themes.push(format!("connect in {}", line.moves.len().div_ceil(2)));
    }
    let threatened = line
        .start
        .parse::<Loa>()
        .ok()
        .and_then(|start| pass_turn(&start))
        .is_some_and(|passed| wins_at_once(&passed));
    if threatened
        && after_first
            .as_ref()
            .is_some_and(|after| after.outcome().is_some() || !wins_at_once(after))
    {
        themes.push("stop the connection".to_owned());
    }
    if won && captured {
        themes.push("capture to win".to_owned());
    }
    themes
}

/// Lines of Action's lessons.
pub static LESSONS: GameLessons = GameLessons {
    game: "loa",
    lessons: &[
        Lesson {
            title: "Count the pieces on the line",
            summary: "A piece moves exactly as many squares as there are pieces on its line.",
            size: 8,
            steps: &[Step {
                fen: "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0",
                prompt: "Move the piece on b1 straight up its column. How far? Count every piece in column b, of both colours, itself included.",
                goal: Goal::OneOf(&["b1-b3"]),
                wrong: "Column b holds two pieces (b1 and b8), so the piece on b1 moves exactly two squares up it: to b3.",
                right: "Two pieces on the column, two squares.",
            }],
        },
        Lesson {
            title: "Capture",
            summary: "Landing on an enemy piece captures it.",
            size: 8,
            steps: &[
                Step {
                    fen: "W6W/8/3W4/8/3B4/8/8/B6B b 0 0",
                    prompt: "Capture the white piece on d6 with your piece on d4.",
                    goal: Goal::Remove(1),
                    wrong: "That captured nothing. Column d holds two pieces, d4 and d6: moving up it your piece goes exactly two squares, and lands on d6.",
                    right: "Captured: a piece moving its exact count may land on an enemy and take it.",
                },
                Step {
                    fen: "W7/7W/8/4W3/8/2B5/8/1B4B1 b 0 0",
                    prompt: "Now along a diagonal: capture the white piece on e5 with your piece on c3.",
                    goal: Goal::Remove(1),
                    wrong: "That captured nothing. The diagonal from c3 to e5 holds two pieces, c3 and e5: along it your piece goes exactly two squares, and lands on e5.",
                    right: "Captured along the diagonal: a diagonal's pieces are counted the same way.",
                },
            ],
        },
        Lesson {
            title: "Connect",
            summary: "Join all your pieces into one group to win.",
            size: 8,
            steps: &[Step {
                fen: "W6W/8/8/3B2B1/3B4/8/8/W7 b 0 0",
                prompt: "Your pieces on d4 and d5 touch; the one on g5 is apart. Bring it next to them and win.",
                goal: Goal::Win,
                wrong: "Your pieces are not all touching yet. Row 5 holds two pieces, so g5 moves two squares along it: to e5, next to d5 and d4.",
                right: "All your pieces form one group: you win.",
            }],
        },
    ],
};
