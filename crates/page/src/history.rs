//! A game's history, one value: its positions, its moves (as the rules resolved them), the
//! checkpoints review replays from, and its outcome. It grows by a move checked by the rules
//! and is cut by undo; review reads it at any ply ([`History::frame_at`]) and never alters it.
//! What the player is doing (a selection, an amazon that has landed but not shot) is not
//! here: the board model draws it over the history (`state.rs`), as chessground's `State`
//! keeps its drawing apart from lila's round (`steps` and `ply`).

use skillgames_core::{Coord, MoveError, ParseFenError, Piece, Player};
use skillgames_play::{Effects, Ending, MoveInfo, Played, Rules, Variant};

/// A piece on screen, with an identity that survives its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// Stable identity.
    pub id: u32,
    /// What it is.
    pub piece: Piece,
    /// Where it stands (or stood, if removed).
    pub at: Coord,
    /// Set when the last move removed it: the wave of sinkings it went down in (0 for a
    /// capture).
    pub removed: Option<u8>,
}

/// Pieces with identities that survive their moves, followed move by move from the start
/// (so that the live board and a reviewed position give each piece the same identity, and
/// stepping through a game glides the pieces).
#[derive(Clone, Debug, Default)]
pub(crate) struct Tracker {
    pub(crate) pieces: Vec<PieceView>,
    next_id: u32,
}

impl Tracker {
    /// The pieces of `session`, numbered square by square from a1.
    fn of(session: &dyn Rules, size: u8) -> Self {
        let mut tracker = Tracker::default();
        for rank in 0..size {
            for file in 0..size {
                let at = Coord::new(file, rank);
                if let Some(piece) = session.piece_at(at) {
                    tracker.add(piece, at);
                }
            }
        }
        tracker
    }

    fn add(&mut self, piece: Piece, at: Coord) {
        self.pieces.push(PieceView {
            id: self.next_id,
            piece,
            at,
            removed: None,
        });
        self.next_id += 1;
    }

    /// Moves the piece on `from` to `to` (on screen only).
    fn glide(&mut self, from: Coord, to: Coord) {
        if let Some(view) = self
            .pieces
            .iter_mut()
            .find(|p| p.at == from && p.removed.is_none())
        {
            view.at = to;
        }
    }

    /// Follows a move: the pieces the previous move removed go, the piece moves, its arrow
    /// appears, and what it removes is marked with its wave.
    fn play(&mut self, mv: &MoveInfo, effects: &Effects) {
        self.pieces.retain(|p| p.removed.is_none());
        self.glide(mv.from, mv.to);
        if let Some(arrow) = mv.arrow {
            self.add(Piece::Arrow, arrow);
        }
        // By owner: a captured piece shares its square with the piece that took it.
        for removal in &effects.removals {
            if let Some(view) = self.pieces.iter_mut().find(|p| {
                p.at == removal.square
                    && p.piece == Piece::Stone(removal.owner)
                    && p.removed.is_none()
            }) {
                view.removed = Some(removal.wave);
            }
        }
    }
}

/// A position of the game as the board shows it: the rules' position, the pieces on screen
/// and the move that led there with what it caused.
pub(crate) struct Frame {
    /// The rules' position.
    pub(crate) session: Box<dyn Rules>,
    /// The pieces on screen.
    pub(crate) tracker: Tracker,
    /// The move that led here, with what it caused.
    pub(crate) last: Option<(MoveInfo, Effects)>,
}

/// Review replays a position from the nearest position kept every this many moves, instead of
/// from the start, so that stepping through a long game costs no more than a short one.
pub(crate) const CHECKPOINT_EVERY: usize = 16;

impl Frame {
    /// The position `initial` of a board of `size`, before any move.
    fn start(initial: &dyn Rules, size: u8) -> Frame {
        Frame {
            session: initial.clone_rules(),
            tracker: Tracker::of(initial, size),
            last: None,
        }
    }

    /// A copy of this position (the rules' position, the pieces on screen, the last move).
    fn duplicate(&self) -> Frame {
        Frame {
            session: self.session.clone_rules(),
            tracker: self.tracker.clone(),
            last: self.last.clone(),
        }
    }

    /// Plays one more move (checked by the rules: nothing changes if it is not legal here)
    /// and returns it, as the rules resolved it, with what it caused.
    fn play(&mut self, text: &str) -> Result<&(MoveInfo, Effects), MoveError> {
        let played = self.session.play_move(text)?;
        self.tracker.play(&played.mv, &played.effects);
        Ok(self.last.insert((played.mv, played.effects)))
    }
}

/// How many pieces a move removed, for the move list.
pub(crate) fn removed_count(effects: &Effects) -> u8 {
    effects.removals.len().min(usize::from(u8::MAX)) as u8
}

/// One move of the history: as the rules resolved it, and how many pieces it removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The move, as the game writes it, with its squares.
    pub mv: MoveInfo,
    /// Pieces it removed (sinkings, captures).
    pub removed: u8,
}

/// The game's history (see the module's documentation).
pub struct History {
    variant: Variant,
    initial: Box<dyn Rules>,
    live: Frame,
    steps: Vec<Step>,
    /// The positions after 0, [`CHECKPOINT_EVERY`], twice that, ... moves.
    checkpoints: Vec<Frame>,
    /// The live position's legal moves.
    legal: Vec<MoveInfo>,
}

impl History {
    /// A game of `variant` from its usual start or from `start` (position text), before any
    /// move.
    ///
    /// # Errors
    /// When `start` is not a possible position.
    pub fn new(variant: Variant, start: Option<&str>) -> Result<Self, ParseFenError> {
        let initial = variant.rules(start)?;
        let live = Frame::start(initial.as_ref(), variant.size());
        Ok(History {
            variant,
            checkpoints: vec![live.duplicate()],
            legal: live.session.moves(),
            live,
            initial,
            steps: Vec::new(),
        })
    }

    /// The same start with `moves` played, each checked by the rules; `None` at the first that
    /// is not legal.
    #[must_use]
    pub fn replayed(&self, moves: &[String]) -> Option<History> {
        self.continued(0, moves.iter().map(String::as_str))
    }

    /// This game's first `kept` checkpoints' positions and moves, with `moves` played after
    /// them; the live position's legal moves are listed once, at the end.
    fn continued<'a>(
        &self,
        kept: usize,
        moves: impl IntoIterator<Item = &'a str>,
    ) -> Option<History> {
        let mut history = History {
            variant: self.variant,
            initial: self.initial.clone_rules(),
            live: self.checkpoints.get(kept)?.duplicate(),
            steps: self.steps.get(..kept * CHECKPOINT_EVERY)?.to_vec(),
            checkpoints: self.checkpoints[..=kept]
                .iter()
                .map(Frame::duplicate)
                .collect(),
            legal: Vec::new(),
        };
        for text in moves {
            history.step(text).ok()?;
        }
        history.legal = history.live.session.moves();
        Some(history)
    }

    /// Plays `text` (in any form the notation allows) on the live position and returns it as
    /// the rules resolved it, with what it caused.
    ///
    /// # Errors
    /// When it is not a legal move there; nothing changes then.
    pub fn push(&mut self, text: &str) -> Result<Played, MoveError> {
        let (mv, effects) = self.step(text)?.clone();
        self.legal = self.live.session.moves();
        Ok(Played { mv, effects })
    }

    /// Plays one move and keeps it (and a checkpoint every [`CHECKPOINT_EVERY`] moves),
    /// without listing the next position's legal moves.
    fn step(&mut self, text: &str) -> Result<&(MoveInfo, Effects), MoveError> {
        let (mv, effects) = self.live.play(text)?;
        self.steps.push(Step {
            mv: mv.clone(),
            removed: removed_count(effects),
        });
        if self.steps.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(self.live.duplicate());
        }
        Ok(self.live.last.as_ref().expect("the move just played"))
    }

    /// The index of the last checkpoint at or before `ply` moves.
    fn checkpoint_before(&self, ply: usize) -> Option<usize> {
        Some((ply / CHECKPOINT_EVERY).min(self.checkpoints.len().checked_sub(1)?))
    }

    /// The same game without its last `plies` moves: replayed from the last checkpoint before
    /// them, not from the start.
    #[must_use]
    pub fn cut(&self, plies: usize) -> Option<History> {
        let keep = self.steps.len().checked_sub(plies)?;
        let kept = self.checkpoint_before(keep)?;
        let again = self.steps[kept * CHECKPOINT_EVERY..keep].iter();
        self.continued(kept, again.map(|s| s.mv.text.as_str()))
    }

    /// The game and board.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The moves, in order.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The moves in notation, as the rules write them.
    #[must_use]
    pub fn texts(&self) -> Vec<String> {
        self.steps.iter().map(|s| s.mv.text.clone()).collect()
    }

    /// How many moves were played.
    #[must_use]
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether no move was played.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The side that made the first move.
    #[must_use]
    pub fn first_player(&self) -> Player {
        self.initial.turn()
    }

    /// The starting position's rules.
    #[must_use]
    pub fn initial(&self) -> &dyn Rules {
        self.initial.as_ref()
    }

    /// The live position's rules.
    #[must_use]
    pub fn rules(&self) -> &dyn Rules {
        self.live.session.as_ref()
    }

    /// The live position's legal moves.
    #[must_use]
    pub fn legal_moves(&self) -> &[MoveInfo] {
        &self.legal
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Player {
        self.live.session.turn()
    }

    /// The live position's text.
    #[must_use]
    pub fn fen(&self) -> String {
        self.live.session.fen()
    }

    /// How the game ended, once it is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Ending> {
        self.live.session.outcome()
    }

    /// What stands on `at` in the live position.
    #[must_use]
    pub fn piece_at(&self, at: Coord) -> Option<Piece> {
        self.live.session.piece_at(at)
    }

    /// The live position as the board shows it.
    pub(crate) fn live(&self) -> &Frame {
        &self.live
    }

    /// The position after `ply` moves, replayed from the nearest checkpoint before it (the
    /// live one at the last ply); `None` past the end.
    pub(crate) fn frame_at(&self, ply: usize) -> Option<Frame> {
        if ply == self.steps.len() {
            return Some(self.live.duplicate());
        }
        let steps = self.steps.get(..ply)?;
        let kept = self.checkpoint_before(ply)?;
        let mut frame = self.checkpoints[kept].duplicate();
        for step in &steps[kept * CHECKPOINT_EVERY..] {
            frame.play(&step.mv.text).ok()?;
        }
        Some(frame)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_catalogue::CATALOGUE;

    #[test]
    fn the_history_grows_by_legal_moves_and_review_reads_it_without_altering_it() {
        let variant = CATALOGUE.variant("amazons", Some("6")).unwrap();
        let mut history = History::new(variant, None).unwrap();
        assert!(history.push("b1-b4/b9").is_err(), "not a legal move");
        assert!(history.is_empty());
        let played = history.push("b1-b4/b1").unwrap();
        assert_eq!(
            (played.mv.from, played.mv.arrow),
            (Coord::new(1, 0), Some(Coord::new(1, 0)))
        );
        history.push("a5-a3/c1").unwrap();
        let live = history.fen();
        let start = history.frame_at(0).unwrap();
        assert_eq!(start.session.fen(), "1B2B1/B4B/6/6/W4W/1W2W1 w 0 0");
        assert!(start.last.is_none());
        assert_eq!(history.frame_at(1).unwrap().session.ply(), 1);
        assert!(history.frame_at(3).is_none(), "past the end");
        assert_eq!(
            (history.fen(), history.len()),
            (live, 2),
            "unchanged by review"
        );
        // Undo makes a new history; this one stays as it was.
        let undone = history.cut(1).unwrap();
        assert_eq!(undone.texts(), ["b1-b4/b1"]);
        assert_eq!(history.len(), 2);
        let start_again = history.cut(2).unwrap();
        assert!(start_again.is_empty() && !start_again.legal_moves().is_empty());
        assert!(history.cut(3).is_none());
    }

    #[test]
    fn undo_past_checkpoints_gives_the_game_a_replay_from_the_start_gives() {
        let variant = CATALOGUE.variant("loa", None).unwrap();
        let mut history = History::new(variant, None).unwrap();
        while history.len() < 2 * CHECKPOINT_EVERY + 3 && history.outcome().is_none() {
            let text = history.legal_moves()[0].text.clone();
            history.push(&text).unwrap();
        }
        for plies in [1, 3, 4, CHECKPOINT_EVERY + 3, history.len()] {
            let cut = history.cut(plies).unwrap();
            let replayed = history
                .replayed(&history.texts()[..history.len() - plies])
                .unwrap();
            assert_eq!(
                (cut.fen(), cut.texts()),
                (replayed.fen(), replayed.texts()),
                "{plies}"
            );
            assert_eq!(cut.legal_moves(), replayed.legal_moves(), "{plies}");
            assert_eq!(cut.checkpoints.len(), replayed.checkpoints.len(), "{plies}");
            assert_eq!(
                cut.live.tracker.pieces, replayed.live.tracker.pieces,
                "{plies}"
            );
        }
    }
}
