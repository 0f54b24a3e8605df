//! Archimedes' puzzle themes (what decided a line) and its lessons, as data.

use crate::{Archimedes, Outcome};
use skillgames_core::{Board6, Board8, Board10, Game, Geometry, Player};
use skillgames_play::{
    GameLessons, Goal, Lesson, PuzzleThemes, Step, ThemeLine, pass_turn, replay,
};

/// Archimedes' themes: "sink in N" (the line sinks the enemy fleet below three ships, the
/// game won, in N moves of the solver's), "chain reaction" (a move of the solver's sinks
/// ships in two waves or more) and "escape" (the solver's first move takes away a ship the
/// opponent could have sunk next).
pub static THEMES: PuzzleThemes = PuzzleThemes {
    game: "archimedes",
    detect,
};

fn detect(line: &ThemeLine<'_>) -> Vec<String> {
    match line.variant.size() {
        6 => themes::<Board6>(line),
        8 => themes::<Board8>(line),
        _ => themes::<Board10>(line),
    }
}

fn themes<G: Geometry>(line: &ThemeLine<'_>) -> Vec<String> {
    let mut chain = false;
    let mut first: Option<(Archimedes<G>, crate::Move<G>)> = None;
    let mut ply = 0;
    let Some((end, solver)) =
        replay::<Archimedes<G>>(line.start, line.moves, |before, mv, events, _| {
            if ply % 2 == 0 {
                chain |= events
                    .iter()
                    .any(|sinking| sinking.wave >= 1 && sinking.owner != before.turn());
                if first.is_none() {
                    first = Some((before.clone(), mv));
                }
            }
            ply += 1;
        })
    else {
        return Vec::new();
    };
    let mut themes = Vec::new();
    let solver_moves = line.moves.len().div_ceil(2);
    if let Some(Outcome::Win { winner, .. }) = end.outcome()
        && winner == solver
    {
        themes.push(format!("sink in {solver_moves}"));
    }
    if chain {
        themes.push("chain reaction".to_owned());
    }
    if let Some((start, mv)) = first
        && under_fire(&start, mv.from, solver)
    {
        themes.push("escape".to_owned());
    }
    themes
}

/// Whether the opponent, were it to move in `position`, could sink `solver`'s ship on `ship`.
fn under_fire<G: Geometry>(
    position: &Archimedes<G>,
    ship: skillgames_core::Square<G>,
    solver: Player,
) -> bool {
    let Some(passed) = pass_turn(position) else {
        return false;
    };
    let mut moves = Vec::new();
    passed.legal_moves(&mut moves);
    moves.into_iter().any(|mv| {
        let mut child = passed.clone();
        child.play_unchecked(mv);
        !child.ships(solver).contains(ship)
    })
}

/// Archimedes' lessons, on the 6x6 board.
pub static LESSONS: GameLessons = GameLessons {
    game: "archimedes",
    lessons: &[
        Lesson {
            title: "Three in sight sink a ship",
            summary: "A ship sinks when three enemy ships see it at once.",
            size: 6,
            steps: &[Step {
                fen: "BB4/B5/3B2/6/6/W2W1W w 0 0",
                prompt: "Your ships on a1 and d1 already see the black ship on d4. Move a ship so that three of your ships see d4.",
                goal: Goal::Remove(1),
                wrong: "d4 still sees only two of your ships. A ship sees along its row, its column and both diagonals, up to the first ship in the way: find a square on a clear line to d4.",
                right: "Three of your ships see d4, and it sinks.",
            }],
        },
        Lesson {
            title: "A safe square",
            summary: "Never land where three enemy ships can see you.",
            size: 6,
            steps: &[Step {
                fen: "2B3/4B1/6/5B/6/WW3W w 0 0",
                prompt: "The square c3 is watched by three black ships (c6, e5 and f3). Move a ship to a square where it stays afloat.",
                goal: Goal::Keep,
                wrong: "Your ship landed where three black ships see it, and sank. Before you move, look down all eight lines from the square you want and count the black ships at their ends.",
                right: "Safe: fewer than three black ships see your ship.",
            }],
        },
        Lesson {
            title: "Open the line",
            summary: "Moving a ship out of a line can open a view and sink the ship behind it.",
            size: 6,
            steps: &[Step {
                fen: "BB4/B5/3BWW/6/6/W5 w 0 0",
                prompt: "Your ship on e4 stands between your ship on f4 and the black ship on d4. Move it off the row, onto another line to d4, so that three of your ships see d4.",
                goal: Goal::Remove(1),
                wrong: "d4 still sees fewer than three of your ships. Moving e4 off the row lets f4 see d4: land it where it still sees d4 itself (on the column or a diagonal).",
                right: "The row is open: f4, the ship you moved and a1 all see d4, and it sinks.",
            }],
        },
    ],
};
