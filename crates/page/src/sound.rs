//! The sounds a game makes, named; the browser synthesises them (`skillgames-web`).

/// A sound the game makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A piece moves.
    Move,
    /// An amazon shoots an arrow.
    Shoot,
    /// A ship sinks.
    Sink,
    /// A piece is captured.
    Capture,
    /// The player won.
    Win,
    /// The player lost (or drew).
    Lose,
    /// A second of the last ten on the player's own clock.
    LowTime,
}
