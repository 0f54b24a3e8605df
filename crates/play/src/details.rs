//! The small parts of a game's description ([`GameInfo`](crate::GameInfo)) that depend on
//! nothing else: what `skillgames bench` runs on a board, the nouns of its pieces, what the end
//! screen counts, how the match arena opens its games and how the after-game analysis marks its
//! moves.

/// The depths of the benchmark cases on one board: full, and quick (`bench --quick`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchDepths {
    /// Perft depth.
    pub perft: u32,
    /// Perft depth with `--quick`.
    pub perft_quick: u32,
    /// Search depth (the top level's search, no randomness).
    pub search: u32,
    /// Search depth with `--quick`.
    pub search_quick: u32,
}

/// A noun in its two numbers: "ship", "ships".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun {
    /// One.
    pub one: &'static str,
    /// Several (or none).
    pub many: &'static str,
}

impl Noun {
    /// `count` and the noun in the right number: "1 ship", "3 ships".
    #[must_use]
    pub fn count(self, count: u32) -> String {
        format!("{count} {}", if count == 1 { self.one } else { self.many })
    }
}

/// What the end screen counts of the pieces a side removed ("You sank 3 ships"). The page says
/// it with the catalogues' message `removed-<game>` (`crates/page/src/move_list.rs`'s tests
/// check its English against these words).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RemovalTally {
    /// The verb in the past tense: "sank".
    pub verb: &'static str,
    /// What was removed.
    pub noun: Noun,
}

/// How the match arena plays the random openings of this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpeningPolicy {
    /// Draw opening moves from the quietest class available (no removal, and none allowed in
    /// reply), for games where a random capture decides the game at once.
    pub quiet_moves: bool,
    /// How far from even, in the evaluation's units for the side to move, a random opening
    /// may be; `None`: openings are not judged.
    pub balance_margin: Option<i32>,
}

/// How the after-game analysis judges the moves of a game: scores become winning chances
/// (`2 / (1 + e^(-score / scale)) - 1`, from -1 lost to 1 won, as lichess does), and a move
/// that loses more of its side's chances than a threshold gets a mark. The thresholds are in
/// thousandths of that range (1000 is the whole of a won game's margin over an even one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkRules {
    /// The evaluation's units of an advantage worth about half of a won game (chances 0.46).
    pub scale: i32,
    /// Chances lost (thousandths) from which a move is an inaccuracy.
    pub inaccuracy: u32,
    /// Chances lost (thousandths) from which a move is a mistake.
    pub mistake: u32,
    /// Chances lost (thousandths) from which a move is a blunder.
    pub blunder: u32,
}
