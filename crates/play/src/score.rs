//! Score units shared by the engine and what reads its verdicts (the analysis): evaluations in
//! small units, and wins and losses far outside their range.

/// The score of a win on the spot; a win found `ply` plies deep scores `WIN - ply`, so that
/// sooner wins and later losses are preferred.
pub const WIN: i32 = 1_000_000;

/// Scores beyond this are wins or losses, not evaluations.
pub const WIN_BOUND: i32 = WIN - 10_000;

/// Above every score.
pub const INFINITY: i32 = WIN + 1;

/// Keeps an evaluation clear of the win range.
#[inline]
#[must_use]
pub fn clamp_eval(score: i32) -> i32 {
    score.clamp(-WIN_BOUND + 1, WIN_BOUND - 1)
}

/// Whether `score` is a proven win or loss.
#[inline]
#[must_use]
pub fn is_decisive(score: i32) -> bool {
    score.abs() >= WIN_BOUND
}
