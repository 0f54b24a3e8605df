//! A game on screen, apart from rendering: whose turn it is, what is selected, which
//! destinations to show, the pieces with stable identities (so the view can animate them),
//! undo, and what to save. The board view only draws the [`BoardModel`] it gives and reports
//! taps.

pub use crate::analysis::Advice;
use crate::analysis::{Analysis, Evaluation, Mark, to_move};
pub use crate::board::{BoardModel, SightLine, SquareView};
pub use crate::history::PieceView;
use crate::history::{Frame, History};
use crate::record::{GameRecord, RECORD_VERSION, RecordError};
use crate::settings::{Opponent, Settings};
use crate::stats::GameResult;
use skillgames_core::{Coord, MoveError, ParseFenError, Piece, Player};
use skillgames_i18n::Message;
use skillgames_play::transcript::{Side as TranscriptSide, Transcript};
use skillgames_play::{Effects, Ending, GameInfo, Level, MoveInfo, Rules, Sides, Variant};

/// What the player has picked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// Nothing.
    None,
    /// A piece, whose destinations are shown.
    Piece(Coord),
    /// Amazons: the amazon from `from` has landed on `to` and must shoot.
    Landed {
        /// Where it started.
        from: Coord,
        /// Where it stands now.
        to: Coord,
    },
}

/// Who plays a side of the game on screen: the controller asks the seat of the side to move
/// whose turn it is, instead of branching on how the game was opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this device (the player against the computer, or either friend).
    Here,
    /// The computer, at the game's level.
    Computer,
    /// A friend on another device: their moves arrive by link.
    ByLink,
    /// Nobody: the game is only looked at (a shared or imported game, [`Seats::LookingOnly`]).
    LookingOnly,
    /// A person on another device, playing through the game server: their moves arrive over
    /// the connection (and a spectator sees both sides so).
    Online,
    /// A puzzle's answer: the opponent's replies come from the puzzle's solution, played
    /// by the trainer (`crate::puzzles::Trainer`), never by a person or the computer.
    Puzzle,
}

/// Who plays each side of the game on screen, as one value: "whose move may this device
/// play" is a lookup ([`Seats::seat`]). How the game was set up (against the computer or a
/// friend, the person's side) stays in the settings for the record, the statistics and the
/// sides' names, also once the game is only looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seats {
    /// Against the computer: a person at this device plays `person`'s side.
    Solo {
        /// The person's side.
        person: Player,
    },
    /// Two friends at this device.
    Friends,
    /// Between friends by link: `remote`'s side is played on another device, whose moves
    /// arrive by link; the other side here.
    ByLink {
        /// The friend's side on the other device.
        remote: Player,
    },
    /// Through the game server: the opponent (or both sides, for a spectator) plays over the
    /// connection.
    Online {
        /// The side this device may move now (none: a spectator, or a game not in play).
        mine: Option<Player>,
        /// The player's own side, named "your" on the board also while it may not move (none
        /// for a spectator, who reads the sides by colour).
        yours: Option<Player>,
    },
    /// A puzzle: `answer`'s side is the puzzle's answer, played by the trainer; the other
    /// side the person solving it.
    Puzzle {
        /// The side of the puzzle's answer.
        answer: Player,
    },
    /// Only looked at (a shared or imported game, until "Play from here"): nobody moves, and
    /// it is never saved.
    LookingOnly,
}

impl Seats {
    /// Who plays `player`'s side.
    #[must_use]
    pub fn seat(self, player: Player) -> Seat {
        match self {
            Seats::Solo { person } if person == player => Seat::Here,
            Seats::Solo { .. } => Seat::Computer,
            Seats::Friends => Seat::Here,
            Seats::ByLink { remote } if remote == player => Seat::ByLink,
            Seats::ByLink { .. } => Seat::Here,
            Seats::Online { mine, .. } if mine == Some(player) => Seat::Here,
            Seats::Online { .. } => Seat::Online,
            Seats::Puzzle { answer } if answer == player => Seat::Puzzle,
            Seats::Puzzle { .. } => Seat::Here,
            Seats::LookingOnly => Seat::LookingOnly,
        }
    }
}

/// What the player is doing on the live board: apart from the game's history, which it never
/// changes; the board model draws it over the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Interaction {
    /// What is picked up (or landed, in Amazons).
    selection: Selection,
    /// The keyboard cursor.
    cursor: Coord,
}

/// What a tap did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tap {
    /// Nothing (not the player's turn, or an empty or foreign square with nothing selected).
    Ignored,
    /// A piece was picked up.
    Selected,
    /// The selection was dropped.
    Cleared,
    /// Amazons: the amazon glided to its landing square; now the arrow.
    Landed,
    /// Amazons: the moved amazon went back to where it started.
    TookBack,
    /// A whole move is ready, checked by the rules: play it with [`GameState::play`].
    Move(MoveInfo),
}

/// A finished game, for the end screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The game's name in the catalogue (`archimedes`).
    pub game: &'static str,
    /// How it ended.
    pub ending: Ending,
    /// The result for the player against the computer (`None` between friends).
    pub result: Option<GameResult>,
    /// Moves (plies) played.
    pub moves: u32,
    /// How many pieces each side removed, White first, in games whose catalogue entry counts
    /// them (Archimedes sinkings).
    pub removed: Option<[u32; 2]>,
    /// How the sides are named.
    pub sides: Sides,
    /// The player's side against the computer (`None` between friends).
    pub human: Option<Player>,
}

impl Summary {
    /// The sentence that says how the game ended, for the view to word in the player's
    /// language.
    #[must_use]
    pub fn reason(&self) -> Message {
        self.ending.message(&self.sides, self.game)
    }
}

/// One move of the move list.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveEntry {
    /// How many moves have been played once it is (1 for the first move): review goes there.
    pub ply: usize,
    /// Its number in the list ("1." for the first move of each side).
    pub number: usize,
    /// Who played it.
    pub player: Player,
    /// The move in the game's notation.
    pub text: String,
    /// How many pieces it removed (sinkings, captures).
    pub removed: u8,
    /// The analysis's mark, if it judged the move poor.
    pub mark: Option<Mark>,
}

/// A game in progress on screen.
pub struct GameState {
    variant: Variant,
    settings: Settings,
    start: Option<String>,
    /// Who plays each side.
    seats: Seats,
    /// The game itself: review reads it and never alters it.
    history: History,
    /// What the player is doing.
    interaction: Interaction,
    /// The position on show in review (moves into the game), read from the history.
    review: Option<(usize, Frame)>,
    date: Option<String>,
    counted: bool,
    analysis: Option<Analysis>,
    /// The computer's level: one of the catalogue's, resolved once from the settings.
    level: &'static Level,
}

impl GameState {
    /// A new game with `settings`, from the usual start or from `start` (position text).
    ///
    /// # Errors
    /// When `start` is not a possible position.
    pub fn new(
        variant: Variant,
        settings: Settings,
        start: Option<String>,
    ) -> Result<Self, ParseFenError> {
        let history = History::new(variant, start.as_deref())?;
        // A level the game does not have plays at the game's default (saved games are
        // checked when read, and one naming no level of the game is set aside instead).
        let info = variant.game();
        let level = info
            .level(&settings.level)
            .or_else(|| info.level(info.default_level))
            .unwrap_or_else(|| info.top_level());
        let settings = Settings {
            level: level.name.to_owned(),
            ..settings
        };
        let seats = match settings.opponent {
            Opponent::Computer => Seats::Solo {
                person: history.turn(),
            },
            Opponent::Friend => Seats::Friends,
        };
        Ok(GameState {
            variant,
            settings,
            start,
            seats,
            history,
            interaction: Interaction {
                selection: Selection::None,
                cursor: Coord::new(0, 0),
            },
            review: None,
            date: None,
            counted: true,
            analysis: None,
            level,
        })
    }

    /// The same game, kept out of the statistics (a game started from a position of another
    /// game, with "Play from here").
    #[must_use]
    pub fn uncounted(mut self) -> Self {
        self.counted = false;
        self
    }

    /// Whether a finished game against the computer goes into the statistics.
    #[must_use]
    pub fn counted(&self) -> bool {
        self.counted
    }

    /// The same game, dated (the day it started, `2026-12-01`).
    #[must_use]
    pub fn dated(mut self, date: Option<String>) -> Self {
        self.date = date;
        self
    }

    /// The same game, to be looked at only: nobody moves in it (a shared or imported game,
    /// [`Seats::LookingOnly`]).
    #[must_use]
    pub fn looking_only(mut self) -> Self {
        self.seats = Seats::LookingOnly;
        self
    }

    /// The computer's level (the catalogue's value; the settings keep its name).
    #[must_use]
    pub fn level(&self) -> &'static Level {
        self.level
    }

    /// The same game, with `player`'s side played by a friend on another device, whose moves
    /// arrive by link.
    #[must_use]
    pub fn with_remote(mut self, player: Player) -> Self {
        self.seats = Seats::ByLink { remote: player };
        self
    }

    /// The same game as a puzzle: `player`'s side is the puzzle's answer ([`Seat::Puzzle`]),
    /// the other side the person solving it.
    #[must_use]
    pub fn with_answer(mut self, player: Player) -> Self {
        self.seats = Seats::Puzzle { answer: player };
        self
    }

    /// Makes the game one played through the game server ([`Seats::Online`]): `mine` the side
    /// this device may move now (none once the game is over, or for a spectator), `yours` the
    /// player's own side, named "your" on the board ("your amazon", "your opponent's amazon")
    /// also while it may not move (none for a spectator, who reads the sides by colour).
    pub fn set_online(&mut self, mine: Option<Player>, yours: Option<Player>) {
        self.seats = Seats::Online { mine, yours };
        if mine.is_none() {
            self.interaction.selection = Selection::None;
        }
    }

    /// Makes `moves` (from the usual start or the game's start position) the game, replayed
    /// by the rules; `false` (and nothing changed) if one is not legal. Moves already on the
    /// board are kept as they are (their pieces keep their identities) and only the new ones
    /// are played, so a game that only grew glides its last move.
    pub fn sync_moves(&mut self, moves: &[String]) -> bool {
        let ours = self.history.texts();
        if moves.len() >= ours.len() && moves[..ours.len()] == ours[..] {
            if moves.len() == ours.len() {
                return true;
            }
            for (pushed, text) in moves[ours.len()..].iter().enumerate() {
                if self.history.push(text).is_err() {
                    // Nothing changes: the moves pushed so far are taken back.
                    if let Some(history) = self.history.cut(pushed) {
                        self.history = history;
                    }
                    return false;
                }
            }
            let reviewing = self.review.take();
            self.interaction.selection = Selection::None;
            // Review stays where it was: a move arriving does not pull the player back.
            if let Some((ply, _)) = reviewing {
                self.review_at(ply);
            }
            return true;
        }
        self.replace_history(moves)
    }

    /// Who plays `player`'s side.
    #[must_use]
    pub fn seat(&self, player: Player) -> Seat {
        self.seats.seat(player)
    }

    /// Who plays each side.
    #[must_use]
    pub fn seats(&self) -> Seats {
        self.seats
    }

    /// Whether the game is only looked at ([`Seats::LookingOnly`]).
    #[must_use]
    pub fn is_looking_only(&self) -> bool {
        self.seats == Seats::LookingOnly
    }

    /// The day the game started, if known.
    #[must_use]
    pub fn date(&self) -> Option<&str> {
        self.date.as_deref()
    }

    /// A game from `start` (or the usual start) with `moves` played, replayed once; `None`
    /// if the position or a move is not legal.
    #[must_use]
    pub fn with_moves(
        variant: Variant,
        settings: Settings,
        start: Option<String>,
        moves: Vec<String>,
    ) -> Option<Self> {
        let mut state = Self::new(variant, settings, start).ok()?;
        state.replace_history(&moves).then_some(state)
    }

    /// A saved game, replayed and checked.
    ///
    /// # Errors
    /// When the record is unusable.
    pub fn from_record(record: &GameRecord) -> Result<Self, RecordError> {
        let variant = record.variant()?;
        let settings = Settings {
            level: record.level.clone(),
            size: record.size,
            opponent: record.opponent,
        };
        let state = Self::with_moves(
            variant,
            settings,
            record.start.clone(),
            record.moves.clone(),
        )
        .ok_or(RecordError::Illegal)?;
        let mut state = state.dated(record.date.clone());
        let remote = record
            .remote
            .as_deref()
            .and_then(|name| Player::ALL.into_iter().find(|p| p.name() == name));
        if let Some(remote) = remote
            && record.opponent == Opponent::Friend
        {
            state = state.with_remote(remote);
        }
        // An analysis made at another budget is not mixed with a new one: it is made again.
        state.analysis = record
            .analysis
            .clone()
            .filter(|a| a.nodes == state.analysis_budget());
        if let Some(analysis) = &mut state.analysis {
            analysis.truncate(record.moves.len());
        }
        Ok(if record.counted {
            state
        } else {
            state.uncounted()
        })
    }

    /// The game as a record's text holds it (see `skillgames_play::transcript`).
    #[must_use]
    pub fn transcript(&self) -> Transcript {
        // Who played, also in a game only looked at (whose seats are nobody's now).
        let side = |player: Player| match self.settings.opponent {
            Opponent::Computer if player != self.human() => TranscriptSide::Computer(self.level),
            _ => TranscriptSide::Person,
        };
        Transcript {
            variant: self.variant,
            start: self.start.clone(),
            moves: self.history.texts(),
            white: side(Player::White),
            black: side(Player::Black),
            date: self.date.clone(),
        }
    }

    /// What to save.
    #[must_use]
    pub fn record(&self) -> GameRecord {
        GameRecord {
            version: RECORD_VERSION,
            game: self.variant.game().name.to_owned(),
            size: self.variant.size(),
            level: self.settings.level.clone(),
            opponent: self.settings.opponent,
            start: self.start.clone(),
            moves: self.history.texts(),
            date: self.date.clone(),
            counted: self.counted,
            analysis: self.analysis.clone(),
            remote: match self.seats {
                Seats::ByLink { remote } => Some(remote.name().to_owned()),
                _ => None,
            },
        }
    }

    /// Replays `moves` from the start and makes them the game; `false` (and nothing changed)
    /// if one is illegal.
    fn replace_history(&mut self, moves: &[String]) -> bool {
        match self.history.replayed(moves) {
            Some(history) => self.set_history(history),
            None => false,
        }
    }

    /// Makes `history` the game (after an undo, or a replay), leaving review and dropping
    /// what the player was doing.
    fn set_history(&mut self, history: History) -> bool {
        if let Some(analysis) = &mut self.analysis {
            analysis.truncate(history.len());
        }
        self.history = history;
        self.interaction.selection = Selection::None;
        self.review = None;
        true
    }

    /// The game and board.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The game's catalogue entry.
    #[must_use]
    pub fn info(&self) -> &'static GameInfo {
        self.variant.game()
    }

    /// The settings the game was started with.
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The position the game started from, when not the usual start.
    #[must_use]
    pub fn start(&self) -> Option<&str> {
        self.start.as_deref()
    }

    /// The person's side against the computer (the side that moved first), or solving a
    /// puzzle (the side that is not the answer's).
    #[must_use]
    pub fn human(&self) -> Player {
        match self.seats {
            Seats::Solo { person } => person,
            Seats::Puzzle { answer } => answer.opponent(),
            _ => self.first_player(),
        }
    }

    /// The side to move.
    #[must_use]
    pub fn turn(&self) -> Player {
        self.history.turn()
    }

    /// The position text.
    #[must_use]
    pub fn fen(&self) -> String {
        self.history.fen()
    }

    /// The game's history: every move, as the rules resolved it.
    #[must_use]
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The moves played so far, in notation.
    #[must_use]
    pub fn moves(&self) -> Vec<String> {
        self.history.texts()
    }

    /// How the game ended, once it is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Ending> {
        self.history.outcome()
    }

    /// Whether a person at this device may move now (not while a position of the past is
    /// reviewed).
    #[must_use]
    pub fn awaits_person(&self) -> bool {
        self.outcome().is_none() && self.review.is_none() && self.seat(self.turn()) == Seat::Here
    }

    /// Whether the computer should move now.
    #[must_use]
    pub fn awaits_computer(&self) -> bool {
        self.outcome().is_none() && self.seat(self.turn()) == Seat::Computer
    }

    /// The selection.
    #[must_use]
    pub fn selection(&self) -> Selection {
        self.interaction.selection
    }

    /// The keyboard cursor.
    #[must_use]
    pub fn cursor(&self) -> Coord {
        self.interaction.cursor
    }

    /// Every piece of the live game as its history has it, including those the last move
    /// removed (so they can go down in style).
    #[must_use]
    pub fn pieces(&self) -> &[PieceView] {
        &self.history.live().tracker.pieces
    }

    /// The last move played, for highlighting.
    #[must_use]
    pub fn last_move(&self) -> Option<&MoveInfo> {
        self.history.live().last.as_ref().map(|(mv, _)| mv)
    }

    /// What the last move caused.
    #[must_use]
    pub fn last_effects(&self) -> Option<&Effects> {
        self.history
            .live()
            .last
            .as_ref()
            .map(|(_, effects)| effects)
    }

    /// The score line: the number for each side, White first.
    #[must_use]
    pub fn score_line(&self) -> [u32; 2] {
        let session = &self.shown().session;
        Player::ALL.map(|p| session.score(p))
    }

    /// How the sides are named: by colour between friends, else "you" and "the computer".
    #[must_use]
    pub fn sides(&self) -> Sides {
        match self.settings.opponent {
            Opponent::Friend => Sides::FRIENDS,
            Opponent::Computer => Sides::against_computer(self.human()),
        }
    }

    /// What stands on `at`, as the rules see it now (an amazon that has landed but not yet
    /// shot is still on its starting square).
    #[must_use]
    pub fn piece_at(&self, at: Coord) -> Option<Piece> {
        self.history.piece_at(at)
    }

    /// The moves so far, numbered, for the move list.
    #[must_use]
    pub fn move_list(&self) -> Vec<MoveEntry> {
        (0..self.history.len())
            .filter_map(|index| self.move_entry(index))
            .collect()
    }

    /// The move list's entry for the move at `index` (0 for the first move).
    #[must_use]
    pub fn move_entry(&self, index: usize) -> Option<MoveEntry> {
        // A game set up with the second player to move starts its list at "1. …".
        let first = self.first_player();
        let offset = usize::from(first != self.info().first);
        let step = self.history.steps().get(index)?;
        Some(MoveEntry {
            ply: index + 1,
            number: (index + offset) / 2 + 1,
            player: to_move(first, index),
            text: step.mv.text.clone(),
            removed: step.removed,
            mark: self.mark(index),
        })
    }

    /// The position reviewed (how many moves into the game), or `None` for the live game.
    #[must_use]
    pub fn reviewing(&self) -> Option<usize> {
        self.review.as_ref().map(|(ply, _)| *ply)
    }

    /// The move on show: the reviewed one, else the latest (0 before the first move).
    #[must_use]
    pub fn shown_ply(&self) -> usize {
        self.reviewing().unwrap_or(self.history.len())
    }

    /// Shows the position after `ply` moves (the live game at the last one); returns whether
    /// anything changed.
    pub fn review_at(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.history.len());
        if ply == self.shown_ply() {
            return false;
        }
        if ply == self.history.len() {
            self.review = None;
            return true;
        }
        match self.history.frame_at(ply) {
            Some(frame) => {
                self.interaction.selection = Selection::None;
                self.review = Some((ply, frame));
                true
            }
            None => false, // cannot happen: these moves were played
        }
    }

    /// Steps `by` moves back (negative) or forward through the game.
    pub fn review_step(&mut self, by: isize) -> bool {
        let ply = self.shown_ply().saturating_add_signed(by);
        self.review_at(ply)
    }

    /// Back to the live game.
    pub fn review_end(&mut self) -> bool {
        self.review_at(self.history.len())
    }

    /// The frame on the board: the reviewed one or the live one.
    fn shown(&self) -> &Frame {
        self.review
            .as_ref()
            .map_or(self.history.live(), |(_, frame)| frame)
    }

    /// The position text of the position on show.
    #[must_use]
    pub fn shown_fen(&self) -> String {
        self.shown().session.fen()
    }

    fn moves_from(&self, from: Coord) -> impl Iterator<Item = &MoveInfo> {
        self.history
            .legal_moves()
            .iter()
            .filter(move |m| m.from == from)
    }

    /// Where the selected piece can go (for the green dots), or where the landed amazon can
    /// shoot.
    #[must_use]
    pub fn targets(&self) -> Vec<Coord> {
        let mut targets: Vec<Coord> = match self.interaction.selection {
            Selection::None => Vec::new(),
            Selection::Piece(from) => self.moves_from(from).map(|m| m.to).collect(),
            Selection::Landed { from, to } => self
                .moves_from(from)
                .filter(|m| m.to == to)
                .filter_map(|m| m.arrow)
                .collect(),
        };
        targets.sort_unstable();
        targets.dedup();
        targets
    }

    /// Enemy pieces the selected piece can capture (ringed in red).
    #[must_use]
    pub fn capture_targets(&self) -> Vec<Coord> {
        match self.interaction.selection {
            Selection::Piece(from) => self
                .moves_from(from)
                .filter(|m| m.capture)
                .map(|m| m.to)
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The legal move `text` names in the live position (in any form the notation allows),
    /// checked by the rules.
    #[must_use]
    pub fn legal_move(&self, text: &str) -> Option<MoveInfo> {
        self.history.rules().resolve(text).ok()
    }

    /// Whether the board should say SHOOT AN ARROW.
    #[must_use]
    pub fn must_shoot(&self) -> bool {
        matches!(self.interaction.selection, Selection::Landed { .. })
    }

    fn own_piece_with_moves(&self, at: Coord) -> bool {
        self.history.piece_at(at) == Some(Piece::Stone(self.turn()))
            && self.moves_from(at).next().is_some()
    }

    /// Handles a tap (or Enter on the cursor) on `at`.
    pub fn tap(&mut self, at: Coord) -> Tap {
        if !self.awaits_person() {
            return Tap::Ignored;
        }
        self.interaction.cursor = at;
        match self.interaction.selection {
            Selection::Landed { from, to } => {
                if at == to {
                    self.interaction.selection = Selection::None;
                    return Tap::TookBack;
                }
                match self
                    .moves_from(from)
                    .find(|m| m.to == to && m.arrow == Some(at))
                {
                    Some(mv) => Tap::Move(mv.clone()),
                    None => Tap::Ignored,
                }
            }
            Selection::Piece(from) => {
                let found = self.moves_from(from).find(|m| m.to == at).cloned();
                if let Some(mv) = found {
                    if mv.arrow.is_some() {
                        self.interaction.selection = Selection::Landed { from, to: at };
                        return Tap::Landed;
                    }
                    return Tap::Move(mv);
                }
                if at != from && self.own_piece_with_moves(at) {
                    self.interaction.selection = Selection::Piece(at);
                    Tap::Selected
                } else {
                    self.interaction.selection = Selection::None;
                    Tap::Cleared
                }
            }
            Selection::None => {
                if self.own_piece_with_moves(at) {
                    self.interaction.selection = Selection::Piece(at);
                    Tap::Selected
                } else {
                    Tap::Ignored
                }
            }
        }
    }

    /// Moves the keyboard cursor by a step, staying on the board.
    pub fn move_cursor(&mut self, files: i8, ranks: i8) {
        let last = self.variant.size() - 1;
        let step = |value: u8, by: i8| value.saturating_add_signed(by).min(last);
        let cursor = self.interaction.cursor;
        self.interaction.cursor = Coord::new(step(cursor.file, files), step(cursor.rank, ranks));
    }

    /// Plays a move the rules made ([`Tap::Move`], [`GameState::legal_move`]) on the live game,
    /// leaving review, and returns what it caused.
    ///
    /// # Errors
    /// When it is not a move of the live position (one made for another position).
    pub fn play(&mut self, mv: &MoveInfo) -> Result<Effects, MoveError> {
        self.apply(&mv.text)
    }

    /// Plays a move (the player's or the computer's) on the live game, leaving review, and
    /// returns what it caused. The move may be written in any form the notation allows (a
    /// Lines of Action capture with `-`).
    ///
    /// # Errors
    /// When the move is not legal; nothing changes then.
    pub fn apply(&mut self, text: &str) -> Result<Effects, MoveError> {
        // The rules resolve and play the move before anything on screen changes.
        let played = self.history.push(text)?;
        self.review = None;
        self.interaction.selection = Selection::None;
        Ok(played.effects)
    }

    /// How many plies Undo takes back now: the last move made at this device, with the
    /// computer's answers after it (against the computer: the player's move and its answer, or
    /// the player's move alone while it thinks; between friends: one). Zero when the last move
    /// was not made here (a friend's move by link) and in a game only looked at.
    #[must_use]
    pub fn undo_plies(&self) -> usize {
        let first = self.first_player();
        for (plies, index) in (0..self.history.len()).rev().enumerate() {
            match self.seat(to_move(first, index)) {
                Seat::Computer => {}
                Seat::Here => return plies + 1,
                Seat::ByLink | Seat::LookingOnly | Seat::Online | Seat::Puzzle => return 0,
            }
        }
        0
    }

    /// Takes back [`GameState::undo_plies`] plies; returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        let plies = self.undo_plies();
        if plies == 0 {
            return false;
        }
        match self.history.cut(plies) {
            Some(history) => self.set_history(history),
            None => false,
        }
    }

    /// The positions the analysis searches in each position of this game.
    #[must_use]
    pub fn analysis_budget(&self) -> u64 {
        self.variant.board().analysis_nodes
    }

    /// The analysis so far.
    #[must_use]
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    /// Records the engine's verdict on the position after `ply` moves.
    pub fn record_evaluation(&mut self, ply: usize, evaluation: Evaluation) {
        if ply > self.history.len() {
            return;
        }
        let budget = self.analysis_budget();
        self.analysis
            .get_or_insert_with(|| Analysis::new(budget))
            .set(ply, evaluation);
    }

    /// The position after `ply` moves, as text, and how the game ended there if it did.
    #[must_use]
    pub fn position_after(&self, ply: usize) -> Option<(String, Option<Ending>)> {
        if ply == self.history.len() {
            return Some((self.fen(), self.outcome()));
        }
        let frame = self.history.frame_at(ply)?;
        Some((frame.session.fen(), frame.session.outcome()))
    }

    /// The analysis's mark of each move so far (`None`: good, or not evaluated yet).
    #[must_use]
    pub fn marks(&self) -> Vec<Option<Mark>> {
        (0..self.history.len())
            .map(|index| self.mark(index))
            .collect()
    }

    /// The analysis's mark of the move at `index` (`None`: good, or not evaluated yet).
    #[must_use]
    pub fn mark(&self, index: usize) -> Option<Mark> {
        let analysis = self.analysis.as_ref()?;
        analysis.mark(
            &self.info().marks,
            self.first_player(),
            index,
            self.history.steps().get(index).map(|s| s.mv.text.as_str()),
        )
    }

    /// The side that made the first move.
    #[must_use]
    pub fn first_player(&self) -> Player {
        self.history.first_player()
    }

    /// At a marked move on show: the engine's better move in its place.
    #[must_use]
    pub fn advice(&self) -> Option<Advice> {
        let index = self.shown_ply().checked_sub(1)?;
        let mark = self.mark(index)?;
        let evaluation = self.analysis.as_ref()?.get(index)?;
        let frame = self.history.frame_at(index)?;
        let better = frame.session.resolve(evaluation.best.as_deref()?).ok()?;
        Some(Advice {
            mark,
            played: self.history.steps().get(index)?.mv.text.clone(),
            better,
            line: evaluation.line.clone(),
        })
    }

    /// The end-screen summary, once the game is over.
    #[must_use]
    pub fn summary(&self) -> Option<Summary> {
        let ending = self.outcome()?;
        let computer = self.settings.opponent == Opponent::Computer;
        let result = computer.then(|| match ending.winner {
            Some(winner) if winner == self.human() => GameResult::Win,
            Some(_) => GameResult::Loss,
            None => GameResult::Draw,
        });
        let size = self.variant.size();
        let removed = self.info().removals.map(|_| {
            // Each side removed what the other has lost (no game adds pieces).
            let lost = |p: Player| {
                stones(self.history.initial(), size, p).saturating_sub(stones(
                    self.history.rules(),
                    size,
                    p,
                ))
            };
            [lost(Player::Black), lost(Player::White)]
        });
        Some(Summary {
            game: self.info().name,
            ending,
            result,
            moves: self.history.len() as u32,
            removed,
            sides: self.sides(),
            human: computer.then_some(self.human()),
        })
    }

    /// What the board draws now: the live game (with `hint`, a suggested move), or the
    /// reviewed position, where nothing can be picked up.
    #[must_use]
    pub fn board_model(&self, hint: Option<&MoveInfo>) -> BoardModel {
        let size = self.variant.size();
        let frame = self.shown();
        let live = self.review.is_none();
        let (targets, captures) = if live {
            (self.targets(), self.capture_targets())
        } else {
            (Vec::new(), Vec::new())
        };
        // The game's pieces as the history has them, with what the player is doing drawn over
        // them: an amazon that has landed but not shot stands on its landing square.
        let mut pieces = frame.tracker.pieces.clone();
        let moving = match self.interaction.selection {
            Selection::Landed { from, to } if live => pieces
                .iter_mut()
                .find(|p| p.at == from && p.removed.is_none())
                .map(|p| {
                    p.at = to;
                    p.id
                }),
            _ => None,
        };
        let lines = frame
            .last
            .iter()
            .flat_map(|(_, effects)| &effects.removals)
            .flat_map(|removal| {
                removal.seen_from.iter().map(|&from| SightLine {
                    from,
                    to: removal.square,
                    wave: removal.wave,
                })
            })
            .collect();
        let selected = match self.interaction.selection {
            Selection::Piece(at) if live => Some(at),
            _ => None,
        };
        let labels = (0..size)
            .flat_map(|rank| (0..size).map(move |file| Coord::new(file, rank)))
            .map(|at| self.describe(frame.session.as_ref(), at, selected, &targets, &captures))
            .collect();
        BoardModel {
            size,
            look: self.info().name,
            pieces,
            moving,
            selected,
            last: frame.last.iter().flat_map(|(m, _)| m.squares()).collect(),
            hint: hint
                .filter(|_| live)
                .map(MoveInfo::squares)
                .unwrap_or_default(),
            better: self
                .advice()
                .map(|a| a.better.squares())
                .unwrap_or_default(),
            cursor: self.interaction.cursor,
            lines,
            shooting: live && self.must_shoot(),
            targets,
            captures,
            labels,
            fen: frame.session.fen(),
            ply: self.shown_ply(),
            hint_text: hint.filter(|_| live).map(|m| m.text.clone()),
        }
    }

    fn side_name(&self, player: Player) -> &'static str {
        // Online, the player's own pieces are theirs as against the computer: a screen reader
        // user need not work out their colour from the seats.
        if let Seats::Online {
            yours: Some(yours), ..
        } = self.seats
        {
            return if player == yours {
                "your"
            } else {
                "your opponent's"
            };
        }
        match self.settings.opponent {
            Opponent::Friend if player == Player::White => "White's",
            Opponent::Friend => "Black's",
            Opponent::Computer if player == self.human() => "your",
            Opponent::Computer => "the computer's",
        }
    }

    /// What a screen reader says for the square `at` of `session`.
    fn describe(
        &self,
        session: &dyn Rules,
        at: Coord,
        selected: Option<Coord>,
        targets: &[Coord],
        captures: &[Coord],
    ) -> String {
        let mut label = at.to_string();
        match session.piece_at(at) {
            Some(Piece::Stone(player)) => {
                label.push_str(&format!(
                    ", {} {}",
                    self.side_name(player),
                    self.info().piece.one
                ));
            }
            Some(Piece::Arrow) => label.push_str(", arrow"),
            None => label.push_str(", empty"),
        }
        if selected == Some(at) {
            label.push_str(", selected");
        }
        if captures.contains(&at) {
            label.push_str(", capture");
        } else if targets.contains(&at) {
            label.push_str(if self.must_shoot() {
                ", shoot here"
            } else {
                ", move here"
            });
        }
        label
    }
}

/// The stones `player` has on the board of `session`.
fn stones(session: &dyn Rules, size: u8, player: Player) -> u32 {
    let mut count = 0;
    for rank in 0..size {
        for file in 0..size {
            if session.piece_at(Coord::new(file, rank)) == Some(Piece::Stone(player)) {
                count += 1;
            }
        }
    }
    count
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use skillgames_catalogue::CATALOGUE;
    use skillgames_i18n::Catalogue;
    use skillgames_play::{Cue, Removal};

    /// The square written `name` (`a1`), for tests.
    pub(crate) fn c(name: &str) -> Coord {
        let file = name.as_bytes()[0] - b'a';
        let rank: u8 = name[1..].parse().unwrap();
        Coord::new(file, rank - 1)
    }

    fn game(name: &str, size: u8, opponent: Opponent, start: Option<&str>) -> GameState {
        let variant = CATALOGUE.find(name).unwrap().variant(size).unwrap();
        let settings = Settings {
            level: "easy".into(),
            size,
            opponent,
        };
        GameState::new(variant, settings, start.map(str::to_owned)).unwrap()
    }

    #[test]
    fn who_may_move_is_a_lookup_in_one_value() {
        use Player::{Black, White};
        let table = [
            (Seats::Solo { person: White }, [Seat::Here, Seat::Computer]),
            (Seats::Friends, [Seat::Here, Seat::Here]),
            (Seats::ByLink { remote: Black }, [Seat::Here, Seat::ByLink]),
            (
                Seats::Online {
                    mine: Some(Black),
                    yours: Some(Black),
                },
                [Seat::Online, Seat::Here],
            ),
            (
                Seats::Online {
                    mine: None,
                    yours: Some(Black),
                },
                [Seat::Online, Seat::Online],
            ),
            (Seats::Puzzle { answer: White }, [Seat::Puzzle, Seat::Here]),
            (Seats::LookingOnly, [Seat::LookingOnly, Seat::LookingOnly]),
        ];
        for (seats, [white, black]) in table {
            assert_eq!(
                (seats.seat(White), seats.seat(Black)),
                (white, black),
                "{seats:?}"
            );
        }
        // How a game is opened sets that one value; the person's side stays known.
        let solo = game("amazons", 6, Opponent::Computer, None);
        let first = solo.first_player();
        assert_eq!(solo.seats(), Seats::Solo { person: first });
        assert_eq!(solo.human(), first);
        let looked_at = solo.looking_only();
        assert!(looked_at.is_looking_only());
        assert_eq!(looked_at.human(), first, "the record still names the sides");
        let friends = game("amazons", 6, Opponent::Friend, None);
        assert_eq!(friends.seats(), Seats::Friends);
        let by_link = game("amazons", 6, Opponent::Friend, None).with_remote(Black);
        assert_eq!(by_link.seats(), Seats::ByLink { remote: Black });
        let puzzle = friends.with_answer(first.opponent());
        assert_eq!(puzzle.human(), first);
        assert_eq!(puzzle.seat(first.opponent()), Seat::Puzzle);
    }

    #[test]
    fn a_record_reads_back_as_the_same_game_in_every_game() {
        use skillgames_play::transcript::{read, write};
        for (name, moves) in [
            ("archimedes", &["c2-d3", "d5-c4", "b3-c3"][..]),
            ("amazons", &["b1-b4/b1", "a5-a3/c1", "b4-c5/c4"][..]),
            ("loa", &["b1-b3", "a2-c2", "c1xa3"][..]),
        ] {
            let info = CATALOGUE.find(name).unwrap();
            let mut game = game(name, info.boards[0].size, Opponent::Computer, None)
                .dated(Some("2026-12-01".into()));
            for mv in moves {
                game.apply(mv).unwrap();
            }
            let text = write(&game.transcript());
            let back = read(&text, info, &CATALOGUE).unwrap();
            assert_eq!(back, game.transcript(), "{text}");
            assert_eq!(back.computer().map(|l| l.name), Some("easy"));
            assert_eq!(back.date.as_deref(), Some("2026-12-01"));
        }
    }

    #[test]
    fn the_record_says_who_played_and_how_it_ended() {
        use skillgames_play::transcript::{Side, read, write};
        let mut game = game(
            "loa",
            8,
            Opponent::Friend,
            Some("8/8/8/8/8/4B3/2B5/W6W b 0 0"),
        );
        game.apply("e3-d3").unwrap();
        let text = write(&game.transcript());
        assert!(
            text.starts_with("Game: Lines of Action\nBoard: 8 × 8\nWhite: Player\nBlack: Player\n"),
            "{text}"
        );
        assert!(text.contains("Result: Black won. "), "{text}");
        assert!(text.ends_with("\n1. e3-d3\n"), "{text}");
        let info = CATALOGUE.find("loa").unwrap();
        let back = read(&text, info, &CATALOGUE).unwrap();
        assert_eq!((back.white, back.black), (Side::Person, Side::Person));
        // Captures may be written with a dash; a move after the end is refused.
        let loose = read("game: loa\n\nb1-b3   a2-c2\n2. c1-a3", info, &CATALOGUE).unwrap();
        assert_eq!(loose.moves, ["b1-b3", "a2-c2", "c1xa3"]);
        let over = read(
            "Game: loa\nPosition: 8/8/8/8/8/4B3/2B5/W6W b 0 0\n\n1. e3-d3 a1-a2",
            info,
            &CATALOGUE,
        );
        assert!(matches!(
            over,
            Err(skillgames_play::transcript::ReadError::AfterEnd { line: 4, .. })
        ));
        let other = read(
            "Game: Lines of Action\n",
            CATALOGUE.find("amazons").unwrap(),
            &CATALOGUE,
        );
        assert!(matches!(
            other,
            Err(skillgames_play::transcript::ReadError::OtherGame {
                line: 1,
                found: "Lines of Action"
            })
        ));
    }

    #[test]
    fn review_from_the_kept_positions_shows_what_a_replay_from_the_start_shows() {
        for name in ["archimedes", "amazons", "loa"] {
            let mut g = game(
                name,
                CATALOGUE.find(name).unwrap().boards.last().unwrap().size,
                Opponent::Friend,
                None,
            );
            // Three times the checkpoint distance and a little more, by the last legal move.
            while g.history().len() < 3 * crate::history::CHECKPOINT_EVERY + 5
                && g.outcome().is_none()
            {
                let text = g.history.legal_moves().last().unwrap().text.clone();
                g.apply(&text).unwrap();
            }
            let plies = g.history().len();
            assert!(
                plies > 2 * crate::history::CHECKPOINT_EVERY,
                "{name}: {plies} moves"
            );
            for ply in (0..plies).rev() {
                assert!(g.review_at(ply));
                let fresh = GameState::with_moves(
                    g.variant(),
                    g.settings().clone(),
                    None,
                    g.moves()[..ply].to_vec(),
                )
                .unwrap();
                let (ours, theirs) = (g.board_model(None), fresh.board_model(None));
                assert_eq!(
                    (ours.fen, ours.pieces, ours.last),
                    (theirs.fen, theirs.pieces, theirs.last),
                    "{name} after {ply} moves"
                );
            }
        }
    }

    #[test]
    fn archimedes_select_change_mind_and_move() {
        let mut g = game("archimedes", 6, Opponent::Computer, None);
        assert_eq!(g.tap(c("f6")), Tap::Ignored, "the computer's ship");
        assert_eq!(g.tap(c("c2")), Tap::Selected);
        assert!(g.targets().contains(&c("d3")));
        assert_eq!(
            g.tap(c("b3")),
            Tap::Selected,
            "another own ship: change of mind"
        );
        assert_eq!(g.selection(), Selection::Piece(c("b3")));
        assert_eq!(g.tap(c("b3")), Tap::Cleared);
        g.tap(c("c2"));
        assert!(matches!(g.tap(c("d3")), Tap::Move(mv) if mv.text == "c2-d3"));
        let ship = g.pieces().iter().find(|p| p.at == c("c2")).unwrap().id;
        g.apply("c2-d3").unwrap();
        assert_eq!(
            g.pieces().iter().find(|p| p.id == ship).unwrap().at,
            c("d3"),
            "same piece, new square"
        );
        assert!(g.awaits_computer() && !g.awaits_person());
        assert_eq!(g.tap(c("d3")), Tap::Ignored, "not the player's turn");
    }

    #[test]
    fn archimedes_sinkings_mark_pieces_and_count_for_the_end_screen() {
        // The black ship on c4 is watched from c1 and a4; e1-e2 brings the third watcher.
        let mut g = game(
            "archimedes",
            6,
            Opponent::Computer,
            Some("4BB/5B/W1B3/6/6/W1W1W1 w 0 0"),
        );
        let victim = g.pieces().iter().find(|p| p.at == c("c4")).unwrap().id;
        let effects = g.apply("e1-e2").unwrap();
        let seen_from = vec![c("c1"), c("e2"), c("a4")]; // in square order
        assert_eq!(
            effects,
            Effects {
                cue: Cue::Sink,
                removals: vec![Removal {
                    square: c("c4"),
                    owner: Player::Black,
                    wave: 0,
                    seen_from,
                }],
                waves: 1,
            }
        );
        assert_eq!(g.board_model(None).lines.len(), 3, "three lines of sight");
        assert_eq!(
            g.pieces().iter().find(|p| p.id == victim).unwrap().removed,
            Some(0)
        );
        assert_eq!(g.score_line(), [4, 3]);
        g.apply(&g.history.legal_moves()[0].text.clone()).unwrap();
        assert!(
            g.pieces().iter().all(|p| p.id != victim),
            "wrecks are cleared on the next move"
        );
    }

    #[test]
    fn amazons_three_taps_and_take_back() {
        let mut g = game("amazons", 6, Opponent::Computer, None);
        assert_eq!(g.tap(c("b1")), Tap::Selected);
        assert_eq!(g.tap(c("b4")), Tap::Landed);
        assert!(g.must_shoot());
        assert!(
            g.targets().contains(&c("b1")),
            "may shoot back into the vacated square"
        );
        let drawn = |g: &GameState, id: u32| {
            g.board_model(None)
                .pieces
                .iter()
                .find(|p| p.id == id)
                .unwrap()
                .at
        };
        let model = g.board_model(None);
        let amazon = model.pieces.iter().find(|p| p.at == c("b4")).unwrap().id;
        assert_eq!(model.moving, Some(amazon), "drawn on its landing square");
        assert_eq!(
            g.pieces().iter().find(|p| p.id == amazon).unwrap().at,
            c("b1"),
            "the game's history still has it on its start"
        );
        assert_eq!(g.tap(c("b4")), Tap::TookBack);
        assert_eq!(drawn(&g, amazon), c("b1"));
        assert_eq!(g.selection(), Selection::None);
        g.tap(c("b1"));
        g.tap(c("b4"));
        assert_eq!(g.tap(c("a6")), Tap::Ignored, "not an arrow square");
        assert!(matches!(g.tap(c("b1")), Tap::Move(mv) if mv.text == "b1-b4/b1"));
        g.apply("b1-b4/b1").unwrap();
        assert_eq!(
            g.pieces().iter().find(|p| p.id == amazon).unwrap().at,
            c("b4")
        );
        assert!(
            g.pieces()
                .iter()
                .any(|p| p.piece == Piece::Arrow && p.at == c("b1"))
        );
        assert_eq!(g.moves(), ["b1-b4/b1"]);
        assert_eq!(drawn(&g, amazon), c("b4"));
    }

    /// Every piece drawn stands where the rules have one of its kind, and the other way round.
    fn drawn_as_the_rules_have_it(g: &GameState) {
        let model = g.board_model(None);
        let size = g.variant().size();
        for rank in 0..size {
            for file in 0..size {
                let at = Coord::new(file, rank);
                let drawn: Vec<Piece> = model
                    .pieces
                    .iter()
                    .filter(|p| p.at == at && p.removed.is_none())
                    .map(|p| p.piece)
                    .collect();
                assert_eq!(
                    drawn,
                    g.piece_at(at).into_iter().collect::<Vec<_>>(),
                    "{at}"
                );
            }
        }
    }

    #[test]
    fn a_landed_amazon_goes_back_when_review_leaves_the_live_game_and_later_glides_find_it() {
        let mut g = game("amazons", 6, Opponent::Friend, None);
        g.apply("b1-b4/b1").unwrap();
        g.apply("a5-a3/c1").unwrap();
        // Select an amazon and land it; then step back in review and return.
        g.tap(c("b4"));
        assert_eq!(g.tap(c("c5")), Tap::Landed);
        assert!(g.review_step(-1));
        assert!(g.review_end());
        assert_eq!(g.selection(), Selection::None);
        drawn_as_the_rules_have_it(&g);
        // The same amazon moves on, and the board follows it.
        g.tap(c("b4"));
        assert_eq!(g.tap(c("c5")), Tap::Landed);
        assert!(matches!(g.tap(c("c4")), Tap::Move(mv) if mv.text == "b4-c5/c4"));
        g.apply("b4-c5/c4").unwrap();
        drawn_as_the_rules_have_it(&g);
        g.apply("a3-b3/b2").unwrap();
        drawn_as_the_rules_have_it(&g);
    }

    #[test]
    fn the_level_is_one_of_the_catalogues_even_when_the_settings_name_none() {
        let variant = CATALOGUE.variant("amazons", Some("6")).unwrap();
        let settings = Settings {
            level: "godlike".into(),
            size: 6,
            opponent: Opponent::Computer,
        };
        let g = GameState::new(variant, settings, None).unwrap();
        assert!(std::ptr::eq(
            g.level(),
            variant.game().level("normal").unwrap()
        ));
        assert_eq!(g.settings().level, "normal");
    }

    #[test]
    fn undo_takes_back_only_moves_made_at_this_device() {
        // A game only looked at: nothing is undone.
        let mut viewed = game("amazons", 6, Opponent::Friend, None);
        viewed.apply("b1-b4/b1").unwrap();
        let mut viewed = viewed.looking_only();
        assert_eq!(viewed.seat(Player::White), Seat::LookingOnly);
        assert_eq!(viewed.undo_plies(), 0);
        assert!(!viewed.undo());
        assert_eq!(viewed.history().len(), 1);
        // Play by link: the friend's move that arrived is theirs; this device's answer is not.
        let mut by_link = game("amazons", 6, Opponent::Friend, None);
        by_link.apply("b1-b4/b1").unwrap();
        let mut by_link = by_link.with_remote(Player::White);
        assert_eq!(by_link.seat(Player::White), Seat::ByLink);
        assert_eq!(by_link.undo_plies(), 0, "the friend's move stays");
        assert!(by_link.awaits_person());
        by_link.apply("a5-a3/c1").unwrap();
        assert!(
            !by_link.awaits_person(),
            "the friend's side is not played here"
        );
        assert_eq!(by_link.tap(c("b4")), Tap::Ignored);
        assert_eq!(by_link.undo_plies(), 1);
        assert!(by_link.undo());
        assert_eq!(by_link.moves(), ["b1-b4/b1"]);
        assert_eq!(by_link.undo_plies(), 0);
        // Saved and reopened, the friend still plays by link.
        let reopened = GameState::from_record(&by_link.record()).unwrap();
        assert_eq!(reopened.seat(Player::White), Seat::ByLink);
        // Against the computer: the player's move and the computer's answer.
        let mut computer = game("amazons", 6, Opponent::Computer, None);
        computer.apply("b1-b4/b1").unwrap();
        assert_eq!(computer.undo_plies(), 1, "while the computer thinks");
        computer.apply("a5-a3/c1").unwrap();
        assert_eq!(computer.undo_plies(), 2);
    }

    #[test]
    fn loa_rings_captures_and_undo_in_both_modes() {
        let mut g = game("loa", 8, Opponent::Friend, None);
        g.tap(c("c1"));
        assert_eq!(g.capture_targets(), [c("a3")]);
        g.apply("c1xa3").unwrap();
        assert!(g.awaits_person(), "friend mode: the other person moves");
        assert_eq!(g.score_line(), [11, 12]);
        assert_eq!(g.undo_plies(), 1);
        assert!(g.undo());
        assert_eq!(g.score_line(), [12, 12]);
        assert!(!g.undo(), "nothing left to take back");

        let mut g = game("loa", 8, Opponent::Computer, None);
        g.apply("b1-b3").unwrap();
        assert_eq!(
            g.undo_plies(),
            1,
            "while the computer thinks, only the player's move"
        );
        g.apply("a2-c2").unwrap();
        assert_eq!(g.undo_plies(), 2);
        assert!(g.undo());
        assert!(g.history().is_empty() && g.awaits_person());
    }

    #[test]
    fn saves_round_trip_and_summaries() {
        let mut g = game(
            "loa",
            8,
            Opponent::Computer,
            Some("8/8/8/8/8/4B3/2B5/W6W b 0 0"),
        );
        g.apply("e3-d3").unwrap();
        let summary = g.summary().unwrap();
        assert_eq!(summary.ending.winner, Some(Player::Black));
        assert_eq!(summary.ending.reason, "connected");
        assert_eq!(
            Catalogue::english().say(&summary.reason()),
            "You connected all your pieces."
        );
        assert_eq!(summary.result, Some(GameResult::Win));
        assert_eq!(summary.moves, 1);
        let again = GameState::from_record(&g.record()).unwrap();
        assert_eq!(again.fen(), g.fen());
        assert_eq!(again.moves(), g.moves());
    }

    #[test]
    fn keyboard_cursor_stays_on_the_board() {
        let mut g = game("amazons", 6, Opponent::Computer, None);
        g.move_cursor(-1, -1);
        assert_eq!(g.cursor(), c("a1"));
        for _ in 0..9 {
            g.move_cursor(1, 1);
        }
        assert_eq!(g.cursor(), c("f6"));
    }

    #[test]
    fn a_capture_written_with_a_dash_is_played_as_the_rules_write_it() {
        let mut g = game("loa", 8, Opponent::Friend, None);
        let before = g.fen();
        assert!(g.apply("c1-a9").is_err(), "not a move");
        assert!(g.apply("a2-a3").is_err(), "not Black's move");
        assert_eq!(g.fen(), before, "errors change nothing");
        let effects = g.apply("c1-a3").unwrap();
        assert_eq!(effects.cue, Cue::Capture);
        assert_eq!(g.moves(), ["c1xa3"]);
        let white_left = g
            .pieces()
            .iter()
            .filter(|p| p.piece == Piece::Stone(Player::White) && p.removed.is_none())
            .count();
        assert_eq!(white_left, 11);
        assert_eq!(
            g.board_model(None).pieces.len(),
            24,
            "the captured piece fades"
        );
    }

    #[test]
    fn the_board_model_shows_dots_rings_and_labels() {
        let mut g = game("loa", 8, Opponent::Computer, None);
        g.tap(c("c1"));
        let hint = g.legal_move("b1-b3").unwrap();
        let model = g.board_model(Some(&hint));
        assert_eq!(model.size, 8);
        assert_eq!(model.selected, Some(c("c1")));
        assert_eq!(model.captures, [c("a3")]);
        assert!(model.targets.contains(&c("c3")));
        assert_eq!(model.hint, [c("b1"), c("b3")]);
        assert_eq!(model.label(c("c1")), "c1, your piece, selected");
        assert_eq!(model.label(c("a3")), "a3, the computer's piece, capture");
        assert_eq!(model.label(c("d4")), "d4, empty");
    }

    #[test]
    fn amazons_end_screens_count_nothing_removed_and_archimedes_counts_sinkings() {
        let g = game("amazons", 6, Opponent::Computer, None);
        assert!(g.info().removals.is_none());
        let mut g = game(
            "archimedes",
            6,
            Opponent::Friend,
            Some("5B/5B/W1B3/6/6/W1W1W1 w 0 0"),
        );
        g.apply("e1-e2").unwrap();
        // Black is down to two ships: the game is over.
        let summary = g.summary().unwrap();
        assert_eq!(summary.removed, Some([1, 0]));
        assert_eq!(
            Catalogue::english().say(&summary.reason()),
            "Black's fleet fell below three ships."
        );
    }

    #[test]
    fn review_shows_past_positions_with_the_same_pieces() {
        let mut g = game("archimedes", 6, Opponent::Friend, None);
        let start_fen = g.fen();
        let ids: Vec<(u32, Coord)> = g.pieces().iter().map(|p| (p.id, p.at)).collect();
        g.apply("c2-d3").unwrap();
        g.apply("d5-c4").unwrap();
        let moved = g.pieces().iter().find(|p| p.at == c("d3")).unwrap().id;
        assert!(g.review_at(0));
        assert_eq!(g.reviewing(), Some(0));
        let model = g.board_model(None);
        assert_eq!(model.fen, start_fen);
        assert_eq!(model.ply, 0);
        assert!(model.last.is_empty());
        let shown: Vec<(u32, Coord)> = model.pieces.iter().map(|p| (p.id, p.at)).collect();
        assert_eq!(
            shown, ids,
            "the same identities, so stepping glides the pieces"
        );
        assert!(shown.contains(&(moved, c("c2"))));
        assert_eq!(g.tap(c("c2")), Tap::Ignored, "nobody moves while reviewing");
        assert!(g.review_step(1));
        assert_eq!(g.board_model(None).last, [c("c2"), c("d3")]);
        assert_eq!(g.shown_fen(), {
            let mut again = game("archimedes", 6, Opponent::Friend, None);
            again.apply("c2-d3").unwrap();
            again.fen()
        });
        assert!(g.review_step(1), "onto the latest move: the live game");
        assert_eq!(g.reviewing(), None);
        assert!(!g.review_step(1), "nothing beyond the live game");
        g.review_at(1);
        g.apply("e1-e2").unwrap_err(); // not White's move in the live game
        assert_eq!(g.reviewing(), Some(1), "an illegal move changes nothing");
        g.apply("c1-c2").unwrap();
        assert_eq!(g.reviewing(), None, "a move goes back to the live game");
    }

    #[test]
    fn the_move_list_numbers_moves_and_counts_removals() {
        let mut g = game(
            "archimedes",
            6,
            Opponent::Friend,
            Some("4BB/5B/W1B3/6/6/W1W1W1 w 0 0"),
        );
        g.apply("e1-e2").unwrap();
        let answer = g.history.legal_moves()[0].text.clone();
        g.apply(&answer).unwrap();
        let list = g.move_list();
        assert_eq!(list.len(), 2);
        assert_eq!(
            (list[0].number, list[0].player, list[0].removed),
            (1, Player::White, 1)
        );
        assert_eq!((list[1].number, list[1].player), (1, Player::Black));
        let again = GameState::from_record(&g.record()).unwrap();
        assert_eq!(again.move_list(), list, "a saved game keeps its marks");

        // Set up with the second player to move, the list starts at "1. …".
        let mut g = game(
            "loa",
            8,
            Opponent::Friend,
            Some("8/8/8/8/8/4B3/2B5/W6W w 0 1"),
        );
        g.apply("a1-a2").unwrap();
        g.apply("c2-c3").unwrap();
        let list = g.move_list();
        assert_eq!((list[0].number, list[0].player), (1, Player::White));
        assert_eq!((list[1].number, list[1].player), (2, Player::Black));
    }
}
