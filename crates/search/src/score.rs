//! Search scores: the shared units (`skillgames_play`), and wins and losses as the table keeps them.

pub use skillgames_play::{INFINITY, WIN, WIN_BOUND, clamp_eval, is_decisive};

/// A win or loss score as stored in the table: relative to the stored position, not the root.
#[inline]
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_table`].
#[inline]
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
