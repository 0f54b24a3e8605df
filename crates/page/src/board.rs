//! What the board draws, derived from the game's history and what the player is doing: pieces,
//! destinations, highlights and lines, with the words a screen reader says for each square.
//! It knows no rules and no game (as chessground's board).

use crate::history::PieceView;
use skillgames_core::Coord;

/// A line of sight to draw: from the piece that saw to the piece it removed, in a wave.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SightLine {
    /// The piece that saw.
    pub from: Coord,
    /// The piece removed.
    pub to: Coord,
    /// Its wave (0 first).
    pub wave: u8,
}

/// What the board draws: pieces, destinations, highlights and lines, with the words a screen
/// reader says for each square. It knows no rules and no game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardModel {
    /// Files (and ranks).
    pub size: u8,
    /// The look of the pieces (the game's protocol name, a class of the stylesheet).
    pub look: &'static str,
    /// Every piece to draw, including those the last move removed.
    pub pieces: Vec<PieceView>,
    /// The piece gliding to its landing square before its arrow (Amazons).
    pub moving: Option<u32>,
    /// Where the selected piece can go, or where its arrow can land: green dots.
    pub targets: Vec<Coord>,
    /// Enemy pieces the selected piece can capture: red rings.
    pub captures: Vec<Coord>,
    /// The selected piece.
    pub selected: Option<Coord>,
    /// The squares of the last move.
    pub last: Vec<Coord>,
    /// A hint's squares.
    pub hint: Vec<Coord>,
    /// At a marked move in review: the squares of the engine's better move.
    pub better: Vec<Coord>,
    /// The keyboard cursor.
    pub cursor: Coord,
    /// Lines of sight of the last move's removals.
    pub lines: Vec<SightLine>,
    /// Whether the next tap places an arrow.
    pub shooting: bool,
    /// The screen reader's label of each square, rank by rank from a1.
    pub labels: Vec<String>,
    /// The position text (for tools).
    pub fen: String,
    /// Moves played (for tools).
    pub ply: usize,
    /// The hint's move in notation (for tools), when one is shown.
    pub hint_text: Option<String>,
}

/// How one square is drawn: what [`BoardModel`] says of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SquareView {
    /// A destination of the selected piece (or of its arrow).
    pub target: bool,
    /// An enemy piece the selected piece can capture.
    pub capture: bool,
    /// The selected piece's square.
    pub selected: bool,
    /// A square of the last move.
    pub last: bool,
    /// A square of the hint.
    pub hint: bool,
    /// A square of the analysis's better move.
    pub better: bool,
    /// The keyboard cursor.
    pub cursor: bool,
    /// What a screen reader says.
    pub label: String,
}

impl BoardModel {
    /// How the square `at` is drawn (each square of the board follows its own, so a change
    /// of the model redraws only the squares it changes).
    #[must_use]
    pub fn square(&self, at: Coord) -> SquareView {
        SquareView {
            target: self.targets.contains(&at),
            capture: self.captures.contains(&at),
            selected: self.selected == Some(at),
            last: self.last.contains(&at),
            hint: self.hint.contains(&at),
            better: self.better.contains(&at),
            cursor: self.cursor == at,
            label: self.label(at).to_owned(),
        }
    }

    /// The label of the square `at`.
    #[must_use]
    pub fn label(&self, at: Coord) -> &str {
        let index = usize::from(at.rank) * usize::from(self.size) + usize::from(at.file);
        self.labels.get(index).map_or("", String::as_str)
    }
}
