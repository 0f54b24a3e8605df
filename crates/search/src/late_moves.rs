//! Late-move pruning: near the horizon, in a node that only asks whether a move beats a bound,
//! the quiet moves that come late in the ordering are not searched at all. The ordering has
//! put the table move, the forcing moves, the killers and the moves with a good history first;
//! a quiet move after many others rarely refutes anything a ply or two from the horizon.
//!
//! ```
//! use skillgames_search::LateMoves;
//!
//! let late = LateMoves { max_depth: 3, base: 3, per_depth_squared: 2 };
//! assert_eq!(late.moves_searched(1), Some(5));
//! assert_eq!(late.moves_searched(3), Some(21));
//! assert_eq!(late.moves_searched(4), None); // deeper: every move is searched
//! ```

/// How many quiet moves a null-window node searches before it prunes the rest, by plies left:
/// `base + per_depth_squared * depth²` up to `max_depth` plies from the horizon (the squared
/// shape of Stockfish's move-count pruning). A game's data ([`crate::Evaluate::LATE_MOVES`]),
/// used by the levels whose shape asks for pruning ([`crate::Shape::pruning`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LateMoves {
    /// The most plies left at which a node prunes late moves.
    pub max_depth: u32,
    /// The moves searched however few plies are left (at least one always is).
    pub base: usize,
    /// The moves added per square of the plies left.
    pub per_depth_squared: usize,
}

impl LateMoves {
    /// The moves searched (in the order they are picked) at `depth` plies left before the
    /// quiet ones are pruned; `None` when none are.
    #[must_use]
    pub fn moves_searched(self, depth: u32) -> Option<usize> {
        let depth = usize::try_from(depth).ok()?;
        (depth <= self.max_depth as usize)
            .then(|| (self.base + self.per_depth_squared * depth * depth).max(1))
    }
}
