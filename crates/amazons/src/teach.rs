//! Amazons' puzzle themes (what decided a line) and its lessons, as data.

use crate::Amazons;
use skillgames_core::{Bitboard, Board6, Board8, Board10, Game, Geometry, Player};
use skillgames_play::{GameLessons, Goal, Lesson, PuzzleThemes, Step, ThemeLine, replay};

/// Squares a side's sealed rooms must gain over a line for "seal a room".
const ROOM_GAIN: u32 = 3;

/// Amazons' themes: "trap an amazon" (an enemy amazon that could move at the start cannot
/// at the end), "seal a room" (the squares only the solver's amazons touch grow by
/// [`ROOM_GAIN`] or more: a room closed off) and "last move" (the line ends the game, or
/// leaves every region of the board to one side alone: the rest is counting moves).
pub static THEMES: PuzzleThemes = PuzzleThemes {
    game: "amazons",
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
    let Ok(start) = line.start.parse::<Amazons<G>>() else {
        return Vec::new();
    };
    let Some((end, solver)) = replay::<Amazons<G>>(line.start, line.moves, |_, _, _, _| {}) else {
        return Vec::new();
    };
    let enemy = solver.opponent();
    let mut themes = Vec::new();
    let mobile = |position: &Amazons<G>| {
        let occupied = position.occupied();
        position
            .amazons(enemy)
            .into_iter()
            .filter(|&sq| Bitboard::queen_moves(sq, occupied).any())
            .count()
    };
    if mobile(&end) < mobile(&start) {
        themes.push("trap an amazon".to_owned());
    }
    let (start_rooms, _) = rooms(&start, solver);
    let (end_rooms, shared) = rooms(&end, solver);
    if end_rooms >= start_rooms + ROOM_GAIN {
        themes.push("seal a room".to_owned());
    }
    if end.outcome().is_some() || shared == 0 {
        themes.push("last move".to_owned());
    }
    themes
}

/// The empty squares in regions that only `solver`'s amazons touch, and the number of regions
/// both sides touch.
fn rooms<G: Geometry>(position: &Amazons<G>, solver: Player) -> (u32, u32) {
    let empty = !position.occupied();
    let mine = position.amazons(solver);
    let theirs = position.amazons(solver.opponent());
    let mut left = empty;
    let (mut own, mut shared) = (0, 0);
    while let Some(seed) = left.first() {
        let mut region = Bitboard::from_square(seed);
        loop {
            let grown = region.dilate() & empty;
            if grown == region {
                break;
            }
            region = grown;
        }
        left = left - region;
        let touch = region.dilate();
        match ((touch & mine).any(), (touch & theirs).any()) {
            (true, false) => own += region.count(),
            (true, true) => shared += 1,
            _ => {}
        }
    }
    (own, shared)
}

/// Amazons' lessons, on the 6x6 board.
pub static LESSONS: GameLessons = GameLessons {
    game: "amazons",
    lessons: &[
        Lesson {
            title: "Move, then shoot",
            summary: "A turn is a queen's move and then an arrow shot from where the amazon lands.",
            size: 6,
            steps: &[Step {
                fen: "1B2B1/B4B/6/6/W4W/1W2W1 w 0 0",
                prompt: "Tap your amazon on b1, then b4 to move it there. Then tap b1 to shoot an arrow back onto the square it left.",
                goal: Goal::OneOf(&["b1-b4/b1"]),
                wrong: "Not that one: take the amazon on b1 up to b4, then shoot its arrow back down to b1. The arrow flies like a queen from where the amazon landed.",
                right: "That is a whole turn: the amazon moved, and its arrow blocks b1 for good.",
            }],
        },
        Lesson {
            title: "Trap the amazon",
            summary: "An amazon with no free square next to it can never move again.",
            size: 6,
            steps: &[
                Step {
                    fen: "B1X1BB/XX3B/2XW2/2X1X1/3X2/WW2XW w 8 8",
                    prompt: "The black amazon on a6 has one way out: b6. Close it with your amazon or your arrow.",
                    goal: Goal::Stuck("a6"),
                    wrong: "The amazon on a6 can still slip out through b6. Land on b6, or shoot an arrow onto it.",
                    right: "Trapped: the amazon on a6 can never move again.",
                },
                Step {
                    fen: "2BXXB/B1W3/6/B5/1W2W1/5W w 2 2",
                    prompt: "The black amazon on f6 has two ways out: e5 and f5. Close both in one turn: land on one, and shoot your arrow onto the other.",
                    goal: Goal::Stuck("f6"),
                    wrong: "The amazon on f6 can still get out. Your amazon must land on e5 or f5, and its arrow close the other one.",
                    right: "Trapped with one turn: the amazon closed one square and its arrow the other.",
                },
            ],
        },
        Lesson {
            title: "Seal the room: the last move",
            summary: "The side that cannot move loses: take the other side's last free square.",
            size: 6,
            steps: &[Step {
                fen: "B1XXBB/XX1XXB/3WXX/6/6/WW3W w 8 8",
                prompt: "Three black amazons are already walled in; the one on a6 still has b6. Seal its room and Black has no move left.",
                goal: Goal::Win,
                wrong: "Black can still move: the amazon on a6 steps out to b6. Take that square away.",
                right: "Black has no legal move, and loses: every square Black could use is gone.",
            }],
        },
    ],
};
