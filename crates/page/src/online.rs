//! A game played through the game server, apart from the view and the connection: the
//! board from the server's [`GameView`] (its moves replayed by the rules in a [`GameState`]
//! whose other side is [`Seat::Online`](crate::state::Seat::Online)), the player's move shown
//! at once and kept until the server confirms it (sent again after a reconnection, kept in
//! the browser while offline, taken back when refused), the two clocks ticking from the
//! server's last word, offers, the end and its words.
//!
//! ```
//! use skillgames_online::{
//!     Clocks, GameStatus, GameView, PlayerView, SideView, TimeControl, VariantId,
//! };
//! use skillgames_page::online::OnlineGame;
//! use web_time::Instant;
//!
//! let side = |name: &str| SideView {
//!     player: PlayerView { name: name.into(), account: false, bot: false },
//!     rating: None,
//!     here: true,
//!     away_until: None,
//! };
//! let view = GameView {
//!     id: "g1".into(), variant: VariantId::new("amazons", 6),
//!     time: TimeControl::Live { minutes: 3, increment: 2 }, rated: false,
//!     white: Some(side("Ada")), black: Some(side("Bo")), moves: vec![],
//!     clocks: Clocks { white: 180_000, black: 180_000, running: None },
//!     status: GameStatus::Playing, offer: None, watchers: 0, claim_in: None, rematch: None,
//!     creator: Some("Ada".into()),
//!     tournament: None,
//! };
//! let now = Instant::now();
//! let mut game = OnlineGame::new(view, Some("Ada"), None, now).unwrap();
//! assert!(game.my_turn());
//! game.state_mut().tap(skillgames_core::Coord::new(1, 0)); // b1: picked up
//! ```

use crate::planner::Planner;
use crate::settings::{Opponent, Settings};
use crate::state::{GameState, Tap};
use serde::{Deserialize, Serialize};
use skillgames_catalogue::CATALOGUE;
use skillgames_core::{Coord, Player};
use skillgames_i18n::Message;
use skillgames_online::{
    ClientMessage, Clocks, Colour, ColourChoice, EndReason, GameId, GameStatus, GameView, Offer,
    RatingChange, Refusal, SideView, TimeControl, VariantId,
};
use skillgames_play::{Cue, GameInfo, Sides};
use web_time::{Duration, Instant};

/// Under this much time on their own clock in a live game, the player hears a tick each
/// second (a preference).
pub const LOW_TIME_MS: u64 = 10_000;

/// The catalogue's message that tells the player a move waits for the connection ("Your move
/// will be sent when you are back online.").
pub const WAITING_TO_SEND: &str = "online-waiting-to-send";

/// The side of the board the protocol's colour names in `info`'s game: the protocol's White
/// is the side that moves first (Black in Lines of Action). The mapping is the protocol's own
/// ([`Colour::side`]).
#[must_use]
pub fn player_of(info: &GameInfo, colour: Colour) -> Player {
    colour.side(info.first)
}

/// The protocol's colour of a side of the board in `info`'s game.
#[must_use]
pub fn colour_of(info: &GameInfo, player: Player) -> Colour {
    Colour::of_side(player, info.first)
}

/// What the creator of a game chose in the window that creates it.
#[derive(Clone, Copy, Debug)]
pub struct NewGame {
    /// The game.
    pub info: &'static GameInfo,
    /// The board's size.
    pub size: u8,
    /// The time control.
    pub time: TimeControl,
    /// Whether it counts for the ratings.
    pub rated: bool,
    /// The side of the board asked for, by the game's own names (none: drawn by lot).
    pub side: Option<Player>,
    /// A challenge passed on as a link, kept out of the lobby.
    pub private: bool,
}

impl NewGame {
    /// The message that creates it: the side asked for becomes the server's seat of that side
    /// in this game (the first to move or the second).
    #[must_use]
    pub fn message(&self) -> ClientMessage {
        ClientMessage::Create {
            variant: VariantId::new(self.info.name.to_owned(), self.size),
            time: self.time,
            rated: self.rated,
            colour: ColourChoice::of_side(self.side, self.info.first),
            private: self.private,
        }
    }

    /// The message that challenges the player `name` to it.
    #[must_use]
    pub fn challenge(&self, name: &str) -> ClientMessage {
        ClientMessage::ChallengePlayer {
            name: name.to_owned(),
            variant: VariantId::new(self.info.name.to_owned(), self.size),
            time: self.time,
            rated: self.rated,
            colour: ColourChoice::of_side(self.side, self.info.first),
        }
    }
}

/// Who made an offer, as the player at this device sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asker {
    /// The player at this device: the offer waits for the opponent's answer.
    Me,
    /// The opponent: the player at this device answers it.
    Opponent,
}

/// The sentence that shows an offer to the one who made it or the one who answers it ("Your
/// opponent offers a draw."), for the view to word in the player's language.
#[must_use]
pub fn offer_words(offer: Offer, asker: Asker) -> Message {
    Message::new(match (offer, asker) {
        (Offer::Draw, Asker::Opponent) => "online-offer-draw-theirs",
        (Offer::Draw, Asker::Me) => "online-offer-draw-mine",
        (Offer::Takeback, Asker::Opponent) => "online-offer-takeback-theirs",
        (Offer::Takeback, Asker::Me) => "online-offer-takeback-mine",
        (Offer::Rematch, Asker::Opponent) => "online-offer-rematch-theirs",
        (Offer::Rematch, Asker::Me) => "online-offer-rematch-mine",
    })
}

/// The English name of a side of the board: "White", "Black" (the page's `data-` attributes;
/// a sentence names a side through the catalogues).
#[must_use]
pub fn player_name(player: Player) -> &'static str {
    match player {
        Player::White => "White",
        Player::Black => "Black",
    }
}

/// A move played at this device that the server has not confirmed yet: kept in the browser
/// (so that a correspondence move made offline survives the page being closed) and sent when
/// the connection allows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outbox {
    /// The game's id.
    pub game: GameId,
    /// Moves before it.
    pub ply: u32,
    /// The move, as the rules write it.
    pub mv: String,
    /// Whether it went out over the connection open now.
    #[serde(skip)]
    pub sent: bool,
}

impl Outbox {
    /// The message that plays it.
    #[must_use]
    pub fn message(&self) -> ClientMessage {
        ClientMessage::Move {
            game: self.game.clone(),
            ply: self.ply,
            mv: self.mv.clone(),
        }
    }
}

/// Why a game from the server cannot be shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OnlineError {
    /// A game or board this app does not have.
    #[error("This game is played on a board this version of the app does not have.")]
    UnknownGame,
    /// The moves do not replay by the rules here.
    #[error("The moves of this game could not be read.")]
    Illegal,
}

impl OnlineError {
    /// The catalogues' message for it (`skillgames-i18n`): the page words it in the player's
    /// language (its `Display` is the English, for logs).
    #[must_use]
    pub const fn message(self) -> &'static str {
        match self {
            OnlineError::UnknownGame => "online-unknown-game",
            OnlineError::Illegal => "online-unreadable-moves",
        }
    }
}

/// What a message from the server changed, for the view's sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Nothing on the board (or nothing at all).
    Quiet,
    /// A move arrived and was played, with its sound.
    Played(Cue),
    /// The game does not match what this page holds (a move was missed): watch it again to
    /// get the whole game.
    Resync,
}

/// What a tap did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tapped {
    /// A sound to play (a piece picked up, landed, or a move made).
    pub sound: Option<Cue>,
    /// Whether a whole move was made (now in the outbox).
    pub moved: bool,
}

/// A game played through the game server, on screen.
pub struct OnlineGame {
    /// The server's last word on the game (its moves kept up to date by every move it
    /// confirmed).
    view: GameView,
    /// The board, the move list and review: the server's moves and the outbox's.
    state: GameState,
    /// The side of the player at this device (none for a spectator).
    me: Option<Colour>,
    /// Whether the player at this device created the game (who has no side yet while the
    /// game waits for an opponent and its colours are drawn by lot).
    created_here: bool,
    outbox: Option<Outbox>,
    clocks: Clocks,
    /// When the clocks arrived.
    clocks_at: Instant,
    /// When the absent side may be claimed to have left.
    claim_at: Option<Instant>,
    /// Conditional moves being planned (a correspondence game, the opponent to move).
    planner: Option<Planner>,
    /// The plan the server keeps: the moves before it, and its lines.
    plan: Option<(u32, Vec<Vec<String>>)>,
}

impl OnlineGame {
    /// The game `view` as the player named `me` sees it (a spectator if they play in it
    /// neither side, or if nobody is logged in), with a move of theirs still to send
    /// (`saved`, from the browser's storage) when it still fits.
    ///
    /// # Errors
    /// When the game or board is not this app's, or its moves do not replay.
    pub fn new(
        view: GameView,
        me: Option<&str>,
        saved: Option<Outbox>,
        now: Instant,
    ) -> Result<Self, OnlineError> {
        let info = CATALOGUE
            .find(view.variant.game())
            .map_err(|_| OnlineError::UnknownGame)?;
        let variant = info
            .variant(view.variant.size())
            .map_err(|_| OnlineError::UnknownGame)?;
        let settings = Settings {
            level: info.default_level.to_owned(),
            size: view.variant.size(),
            opponent: Opponent::Friend,
        };
        let state = GameState::with_moves(variant, settings, None, view.moves.clone())
            .ok_or(OnlineError::Illegal)?;
        let mine = me.and_then(|name| side_named(&view, name));
        let mut game = OnlineGame {
            clocks: view.clocks,
            clocks_at: now,
            claim_at: None,
            created_here: created_by(&view, me),
            view,
            state,
            me: mine,
            outbox: None,
            planner: None,
            plan: None,
        };
        game.settle(now);
        if let Some(saved) = saved
            && saved.game == game.view.id
            && game.my_turn()
            && saved.ply as usize == game.view.moves.len()
            && game.state.apply(&saved.mv).is_ok()
        {
            game.outbox = Some(Outbox {
                sent: false,
                ..saved
            });
            game.start_opponents_clock(now);
        }
        Ok(game)
    }

    /// After the server's word: who may move here, and when the absent side can be claimed.
    fn settle(&mut self, now: Instant) {
        let playing = self.view.status == GameStatus::Playing;
        let mine = self.me.map(|c| player_of(self.state.info(), c));
        self.state.set_online(mine.filter(|_| playing), mine);
        self.claim_at = self.view.claim_in.map(|ms| now + Duration::from_millis(ms));
    }

    /// The game's id.
    #[must_use]
    pub fn id(&self) -> &GameId {
        &self.view.id
    }

    /// The server's last word on the game.
    #[must_use]
    pub fn view(&self) -> &GameView {
        &self.view
    }

    /// The game on the board.
    #[must_use]
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The game on the board, for review and the keyboard's cursor (moves are made with
    /// [`OnlineGame::tap`]).
    pub fn state_mut(&mut self) -> &mut GameState {
        &mut self.state
    }

    /// The game's catalogue entry.
    #[must_use]
    pub fn info(&self) -> &'static GameInfo {
        self.state.info()
    }

    /// The side played at this device (none for a spectator).
    #[must_use]
    pub fn mine(&self) -> Option<Colour> {
        self.me
    }

    /// Whether the player at this device created the game (also before they have a side:
    /// an open game whose colours are drawn by lot).
    #[must_use]
    pub fn created_here(&self) -> bool {
        self.created_here
    }

    /// Whether the game waits for an opponent to join, and it is the player's own: theirs to
    /// pass on or cancel, not to join.
    #[must_use]
    pub fn waiting_for_opponent(&self) -> bool {
        self.view.status == GameStatus::Open && (self.me.is_some() || self.created_here)
    }

    /// A side's player, once it has one.
    #[must_use]
    pub fn side(&self, colour: Colour) -> Option<&SideView> {
        match colour {
            Colour::White => self.view.white.as_ref(),
            Colour::Black => self.view.black.as_ref(),
        }
    }

    /// Whose turn it is on the board (by the rules).
    #[must_use]
    pub fn to_move(&self) -> Colour {
        colour_of(self.info(), self.state.turn())
    }

    /// Whether the game is being played.
    #[must_use]
    pub fn playing(&self) -> bool {
        self.view.status == GameStatus::Playing
    }

    /// Whether the player at this device may move now.
    #[must_use]
    pub fn my_turn(&self) -> bool {
        self.playing()
            && self.outbox.is_none()
            && self.me.is_some_and(|me| me == self.to_move())
            && self.state.outcome().is_none()
    }

    /// The move played here that the server has not confirmed yet.
    #[must_use]
    pub fn outbox(&self) -> Option<&Outbox> {
        self.outbox.as_ref()
    }

    /// Whether a move played here waits for the connection to be sent.
    #[must_use]
    pub fn waiting_to_send(&self) -> bool {
        self.outbox.as_ref().is_some_and(|o| !o.sent)
    }

    /// Whether the player may plan conditional moves now: their correspondence game, the
    /// opponent to move.
    #[must_use]
    pub fn can_plan(&self) -> bool {
        self.playing()
            && self.view.time.is_correspondence()
            && self.me.is_some_and(|me| me != self.to_move())
            && self.outbox.is_none()
    }

    /// Opens the planner at the game's position, with the plan the server keeps (if it
    /// starts here).
    pub fn start_planning(&mut self) {
        if !self.can_plan() {
            return;
        }
        let kept = match &self.plan {
            Some((ply, lines)) if *ply as usize == self.view.moves.len() => lines.clone(),
            _ => Vec::new(),
        };
        self.planner = Planner::new(self.state.variant(), &self.view.moves, kept);
    }

    /// Closes the planner (what was not saved is dropped).
    pub fn stop_planning(&mut self) {
        self.planner = None;
    }

    /// The planner, while open.
    #[must_use]
    pub fn planner(&self) -> Option<&Planner> {
        self.planner.as_ref()
    }

    /// The planner, to change.
    pub fn planner_mut(&mut self) -> Option<&mut Planner> {
        self.planner.as_mut()
    }

    /// The server's word on the player's plan: the moves before it and its lines (each its
    /// moves separated by spaces).
    pub fn set_plan(&mut self, ply: u32, lines: &[String]) {
        let lines = skillgames_online::plan_lines(lines);
        self.plan = (!lines.is_empty()).then_some((ply, lines));
    }

    /// How many lines of the player's plan the server keeps for the position now.
    #[must_use]
    pub fn planned_lines(&self) -> usize {
        match &self.plan {
            Some((ply, lines)) if *ply as usize == self.view.moves.len() => lines.len(),
            _ => 0,
        }
    }

    /// The board on screen: the planner's while it is open, else the game's.
    #[must_use]
    pub fn board_state(&self) -> &GameState {
        self.planner.as_ref().map_or(&self.state, Planner::state)
    }

    /// A tap on `at` at `now`: a piece picked up, or a whole move, played on the board at
    /// once and put in the outbox (send it with [`OnlineGame::take_unsent`]); on the
    /// planner's board while it is open.
    pub fn tap(&mut self, at: Coord, now: Instant) -> Tapped {
        let nothing = Tapped {
            sound: None,
            moved: false,
        };
        if let Some(planner) = &mut self.planner {
            return Tapped {
                sound: planner.tap(at),
                moved: false,
            };
        }
        if !self.my_turn() {
            return nothing;
        }
        match self.state.tap(at) {
            Tap::Move(mv) => {
                let ply = self.state.history().len() as u32;
                let Ok(effects) = self.state.play(&mv) else {
                    return nothing;
                };
                self.outbox = Some(Outbox {
                    game: self.view.id.clone(),
                    ply,
                    mv: mv.text,
                    sent: false,
                });
                self.start_opponents_clock(now);
                Tapped {
                    sound: Some(effects.cue),
                    moved: true,
                }
            }
            Tap::Selected | Tap::Landed | Tap::TookBack => Tapped {
                sound: Some(Cue::Move),
                moved: false,
            },
            Tap::Cleared | Tap::Ignored => nothing,
        }
    }

    /// The player's clock stops at once when they move (the server's word corrects it).
    fn start_opponents_clock(&mut self, now: Instant) {
        let Some(me) = self.me else {
            return;
        };
        let left = self.clock_ms(me, now);
        let mut clocks = self.clocks;
        match me {
            Colour::White => clocks.white = left,
            Colour::Black => clocks.black = left,
        }
        clocks.running = Some(me.other());
        self.clocks = clocks;
        self.clocks_at = now;
    }

    /// The move to send now, if one waits and the connection is `connected`: it is then
    /// taken as sent (until the connection drops: [`OnlineGame::disconnected`]).
    pub fn take_unsent(&mut self, connected: bool) -> Option<ClientMessage> {
        if !connected || !self.playing() {
            return None;
        }
        let outbox = self.outbox.as_mut().filter(|o| !o.sent)?;
        outbox.sent = true;
        Some(outbox.message())
    }

    /// The connection dropped: a move sent over it may not have arrived, so it is sent again
    /// once the server has said where the game stands.
    pub fn disconnected(&mut self) {
        if let Some(outbox) = &mut self.outbox {
            outbox.sent = false;
        }
    }

    /// The whole game from the server at `now` (after watching it, and after anything but a
    /// move). A move of the player's still unconfirmed stays on the board while it fits.
    pub fn update(&mut self, view: GameView, me: Option<&str>, now: Instant) -> Change {
        if view.id != self.view.id {
            return Change::Quiet;
        }
        let before = self.state.history().len();
        self.me = me.and_then(|name| side_named(&view, name));
        self.created_here = created_by(&view, me);
        self.clocks = view.clocks;
        self.clocks_at = now;
        let mut moves = view.moves.clone();
        match &self.outbox {
            // Not played yet: it stays on the board while the game waits for it.
            Some(outbox)
                if outbox.ply as usize == moves.len() && view.status == GameStatus::Playing =>
            {
                moves.push(outbox.mv.clone());
            }
            Some(_) => self.outbox = None,
            None => {}
        }
        if view.moves.len() != self.view.moves.len() || view.status != GameStatus::Playing {
            self.planner = None;
        }
        self.view = view;
        self.settle(now);
        if !self.state.sync_moves(&moves) {
            // The outbox's move does not fit (cannot happen with the server's rules): the
            // server's game is the game.
            self.outbox = None;
            if !self.state.sync_moves(&self.view.moves) {
                return Change::Resync;
            }
        }
        if self.outbox.is_some() {
            self.start_opponents_clock(now);
        }
        self.played_since(before)
    }

    /// The sound of the last move if the game grew from `before` moves.
    fn played_since(&self, before: usize) -> Change {
        if self.state.history().len() > before {
            self.state
                .last_effects()
                .map_or(Change::Quiet, |e| Change::Played(e.cue))
        } else {
            Change::Quiet
        }
    }

    /// A move played in the game (the opponent's, or the player's own, confirmed), with the
    /// clocks after it, at `now`.
    pub fn moved(&mut self, ply: u32, mv: &str, clocks: Clocks, now: Instant) -> Change {
        let ply = ply as usize;
        if ply != self.view.moves.len() {
            // Already known (sent twice), or one was missed.
            return if ply < self.view.moves.len() {
                Change::Quiet
            } else {
                Change::Resync
            };
        }
        self.view.moves.push(mv.to_owned());
        self.clocks = clocks;
        self.clocks_at = now;
        // The position the plan was made from is gone.
        self.planner = None;
        if let Some(outbox) = self.outbox.take() {
            if outbox.ply as usize == ply && outbox.mv == mv {
                return Change::Quiet; // the player's own move, now played
            }
            // Another move took its place: the server's game is the game.
            let before = self.state.history().len();
            if !self.state.sync_moves(&self.view.moves) {
                return Change::Resync;
            }
            return self.played_since(before.saturating_sub(1));
        }
        let before = self.state.history().len();
        if self.state.sync_moves(&self.view.moves) {
            self.played_since(before)
        } else {
            Change::Resync
        }
    }

    /// The server refused something: a move waiting for its word is taken back (the board
    /// shows the server's game again). Returns whether a move was taken back.
    pub fn refused(&mut self, reason: Refusal) -> bool {
        let about_a_move = matches!(
            reason,
            Refusal::NotYourTurn
                | Refusal::IllegalMove
                | Refusal::StalePly
                | Refusal::GameOver
                | Refusal::NotStarted
                | Refusal::NotYourGame
                | Refusal::Unavailable
                | Refusal::TooFast
        );
        if !about_a_move || self.outbox.as_ref().is_none_or(|o| !o.sent) {
            return false;
        }
        self.outbox = None;
        self.state.sync_moves(&self.view.moves);
        true
    }

    /// The time `colour` has left at `now`, in milliseconds.
    #[must_use]
    pub fn clock_ms(&self, colour: Colour, now: Instant) -> u64 {
        let elapsed = now.saturating_duration_since(self.clocks_at).as_millis() as u64;
        if self.playing() {
            self.clocks.left(colour, elapsed)
        } else {
            self.clocks.left(colour, 0)
        }
    }

    /// In a live game, while the player's own clock runs under [`LOW_TIME_MS`]: the
    /// seconds left, rounded up (10 to 1), so that the page ticks once a second.
    #[must_use]
    pub fn low_time_second(&self, now: Instant) -> Option<u64> {
        let me = self.me?;
        if self.view.time.is_correspondence() || self.running() != Some(me) {
            return None;
        }
        let ms = self.clock_ms(me, now);
        (ms > 0 && ms <= LOW_TIME_MS).then(|| ms.div_ceil(1000))
    }

    /// The side whose clock runs now.
    #[must_use]
    pub fn running(&self) -> Option<Colour> {
        self.clocks.running.filter(|_| self.playing())
    }

    /// Whether the player's opponent has left (is not connected).
    #[must_use]
    pub fn opponent_gone(&self) -> bool {
        self.playing()
            && self
                .me
                .and_then(|me| self.side(me.other()))
                .is_some_and(|side| !side.here)
    }

    /// Milliseconds until the win can be claimed from an absent opponent (0: now).
    #[must_use]
    pub fn claim_ms(&self, now: Instant) -> Option<u64> {
        if !self.opponent_gone() {
            return None;
        }
        self.claim_at
            .map(|at| at.saturating_duration_since(now).as_millis() as u64)
    }

    /// Whether the player may go berserk (an arena's game, before their first move): their
    /// clock halved for a point more if they win. The server decides again.
    #[must_use]
    pub fn can_berserk(&self) -> bool {
        let Some(me) = self.me else {
            return false;
        };
        let arena = self.view.tournament.as_ref().is_some_and(|t| t.arena);
        let moved = match me {
            Colour::White => !self.view.moves.is_empty(),
            Colour::Black => self.view.moves.len() >= 2,
        };
        let left = match me {
            Colour::White => self.view.clocks.white,
            Colour::Black => self.view.clocks.black,
        };
        // Once halved it is at most half: berserk only once.
        arena
            && self.playing()
            && !moved
            && !self.view.time.is_correspondence()
            && left > self.view.time.initial_ms() / 2
    }

    /// Whether the game may be aborted (no result): before both sides have moved.
    #[must_use]
    pub fn can_abort(&self) -> bool {
        self.playing() && self.me.is_some() && self.view.moves.len() < 2
    }

    /// Whether the player may offer a draw (only in games that can end in one).
    #[must_use]
    pub fn can_offer_draw(&self) -> bool {
        self.playing() && self.me.is_some() && self.info().draws && self.view.offer.is_none()
    }

    /// Whether the player may ask to take back their last move.
    #[must_use]
    pub fn can_ask_takeback(&self) -> bool {
        let Some(me) = self.me else {
            return false;
        };
        // The player has a move of their own on the board, confirmed (White moves first).
        let own_moves = if me == Colour::White {
            self.view.moves.len().div_ceil(2)
        } else {
            self.view.moves.len() / 2
        };
        self.playing() && self.view.offer.is_none() && self.outbox.is_none() && own_moves > 0
    }

    /// Whether the player may ask for a rematch: after a game that ended with a result (an
    /// aborted game has none, and is not played again), when no offer waits.
    #[must_use]
    pub fn can_offer_rematch(&self) -> bool {
        matches!(self.view.status, GameStatus::Ended { .. })
            && self.me.is_some()
            && self.view.offer.is_none()
            && self.view.rematch.is_none()
    }

    /// The opponent's offer waiting for the player's answer.
    #[must_use]
    pub fn offer_to_answer(&self) -> Option<Offer> {
        let offer = self.view.offer?;
        (self.me.is_some_and(|me| me != offer.by)).then_some(offer.offer)
    }

    /// The player's own offer waiting for the opponent's answer.
    #[must_use]
    pub fn offer_made(&self) -> Option<Offer> {
        let offer = self.view.offer?;
        (self.me == Some(offer.by)).then_some(offer.offer)
    }

    /// How the game ended, in words ("White (Ada) won. Black (Bo) resigned."), once it has.
    #[must_use]
    pub fn result_words(&self) -> Option<Message> {
        match &self.view.status {
            GameStatus::Aborted => Some(Message::new("online-result-aborted")),
            GameStatus::Ended { winner, reason, .. } => Some(self.end_words(*winner, reason)),
            GameStatus::Open | GameStatus::Playing => None,
        }
    }

    /// Who won (or a draw) and why: the server's own endings in the catalogue's words, the
    /// rules' endings in their own sentence.
    fn end_words(&self, winner: Option<Colour>, reason: &EndReason) -> Message {
        match (reason, winner) {
            (EndReason::Resigned, Some(winner)) => Message::new("online-result-resigned")
                .with("winner", self.who(winner))
                .with("loser", self.who(winner.other())),
            (EndReason::Time, Some(winner)) => Message::new("online-result-time")
                .with("winner", self.who(winner))
                .with("loser", self.who(winner.other())),
            (EndReason::Abandoned, Some(winner)) => Message::new("online-result-abandoned")
                .with("winner", self.who(winner))
                .with("loser", self.who(winner.other())),
            // Only ever a draw.
            (EndReason::Agreed, _) => Message::new("online-result-agreed"),
            // The rules' own sentence, sides named by colour.
            (_, winner) => match (winner, self.state.outcome()) {
                (Some(winner), Some(ending)) => Message::new("online-result-won-by-rules")
                    .with("winner", self.who(winner))
                    .with("ending", ending.message(&Sides::FRIENDS, self.info().name)),
                (Some(winner), None) => {
                    Message::new("online-result-won").with("winner", self.who(winner))
                }
                (None, Some(ending)) => Message::new("online-result-draw-by-rules")
                    .with("ending", ending.message(&Sides::FRIENDS, self.info().name)),
                (None, None) => Message::new("online-result-draw"),
            },
        }
    }

    /// The side of the board the protocol's colour names in this game.
    #[must_use]
    pub fn player(&self, colour: Colour) -> Player {
        player_of(self.info(), colour)
    }

    /// The name of the side the protocol's colour names: "White", "Black" (the protocol's
    /// White is Black in Lines of Action, which Black starts).
    #[must_use]
    pub fn colour_name(&self, colour: Colour) -> &'static str {
        player_name(self.player(colour))
    }

    /// A side by colour and name, for a sentence: "White (Ada)" ("White" for a seat nobody
    /// has taken).
    #[must_use]
    pub fn who(&self, colour: Colour) -> Message {
        let name = self.side(colour).map(|side| side.player.name.clone());
        match (self.player(colour), name) {
            (Player::White, Some(name)) => Message::new("online-side-white").with("name", name),
            (Player::Black, Some(name)) => Message::new("online-side-black").with("name", name),
            (Player::White, None) => Message::new("online-white"),
            (Player::Black, None) => Message::new("online-black"),
        }
    }

    /// How the ratings moved, White's first (rated games, once over).
    #[must_use]
    pub fn rating_changes(&self) -> Option<[RatingChange; 2]> {
        match &self.view.status {
            GameStatus::Ended { ratings, .. } => *ratings,
            _ => None,
        }
    }
}

/// Whether the player named `me` created the game `view`.
fn created_by(view: &GameView, me: Option<&str>) -> bool {
    me.is_some_and(|name| view.creator.as_deref() == Some(name))
}

/// The side the player named `name` plays in `view`.
fn side_named(view: &GameView, name: &str) -> Option<Colour> {
    let is = |side: &Option<SideView>| side.as_ref().is_some_and(|s| s.player.name == name);
    if is(&view.white) {
        Some(Colour::White)
    } else if is(&view.black) {
        Some(Colour::Black)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::{AppStorage, MemoryStore};
    use skillgames_i18n::Catalogue;
    use skillgames_online::{PlayerView, TimeControl, VariantId};

    /// The English catalogue, which words the page's messages as they were written here.
    fn english() -> Catalogue {
        Catalogue::english()
    }

    fn side(name: &str) -> Option<SideView> {
        Some(SideView {
            player: PlayerView {
                name: name.into(),
                account: false,
                bot: false,
            },
            rating: None,
            here: true,
            away_until: None,
        })
    }

    fn view(moves: &[&str]) -> GameView {
        GameView {
            id: "g1".into(),
            variant: VariantId::new("amazons", 6),
            time: TimeControl::Live {
                minutes: 3,
                increment: 2,
            },
            rated: false,
            white: side("Ada"),
            black: side("Bo"),
            moves: moves.iter().map(|&m| m.to_owned()).collect(),
            clocks: Clocks {
                white: 180_000,
                black: 180_000,
                running: Some(Colour::to_move(moves.len())),
            },
            status: GameStatus::Playing,
            offer: None,
            watchers: 0,
            claim_in: None,
            rematch: None,
            creator: Some("Ada".into()),
            tournament: None,
        }
    }

    fn c(name: &str) -> Coord {
        crate::state::tests::c(name)
    }

    #[test]
    fn a_move_is_shown_at_once_sent_once_and_confirmed() {
        let now = Instant::now();
        let mut game = OnlineGame::new(view(&[]), Some("Ada"), None, now).unwrap();
        assert!(game.my_turn());
        for at in ["b1", "b4"] {
            assert!(!game.tap(c(at), now).moved);
        }
        assert!(game.tap(c("b1"), now).moved);
        assert_eq!(game.state().history().len(), 1);
        assert!(!game.my_turn(), "one move at a time");
        assert!(game.take_unsent(false).is_none(), "offline: kept");
        assert!(game.waiting_to_send());
        let sent = game.take_unsent(true).unwrap();
        assert_eq!(
            sent,
            ClientMessage::Move {
                game: "g1".into(),
                ply: 0,
                mv: "b1-b4/b1".into()
            }
        );
        assert!(game.take_unsent(true).is_none(), "sent once");
        // A view arriving meanwhile (a spectator came) keeps the move on the board.
        let mut watched = view(&[]);
        watched.watchers = 1;
        assert_eq!(game.update(watched, Some("Ada"), now), Change::Quiet);
        assert_eq!(game.state().history().len(), 1);
        let clocks = Clocks {
            white: 181_000,
            black: 180_000,
            running: Some(Colour::Black),
        };
        assert_eq!(game.moved(0, "b1-b4/b1", clocks, now), Change::Quiet);
        assert!(game.outbox().is_none());
        // The opponent's move arrives and is played.
        let answer = game.state().history().legal_moves()[0].text.clone();
        assert!(matches!(
            game.moved(1, &answer, clocks, now),
            Change::Played(_)
        ));
        assert!(game.my_turn());
        assert_eq!(game.moved(5, "x", clocks, now), Change::Resync);
    }

    #[test]
    fn a_refused_move_is_taken_back_and_a_lost_one_sent_again() {
        let now = Instant::now();
        let mut game = OnlineGame::new(view(&[]), Some("Ada"), None, now).unwrap();
        game.state_mut();
        for at in ["b1", "b4", "b1"] {
            game.tap(c(at), now);
        }
        assert!(!game.refused(Refusal::IllegalMove), "not sent yet");
        game.take_unsent(true).unwrap();
        assert!(!game.refused(Refusal::NoDraws), "about something else");
        assert!(game.refused(Refusal::StalePly));
        assert_eq!(game.state().history().len(), 0);
        assert!(game.my_turn());
        // Sent, then the connection dropped: sent again after the server's word.
        for at in ["b1", "b4", "b1"] {
            game.tap(c(at), now);
        }
        game.take_unsent(true).unwrap();
        game.disconnected();
        assert_eq!(game.update(view(&[]), Some("Ada"), now), Change::Quiet);
        assert!(game.take_unsent(true).is_some());
        // The server had it after all: the view says so, and the outbox empties.
        game.disconnected();
        assert_eq!(
            game.update(view(&["b1-b4/b1"]), Some("Ada"), now),
            Change::Quiet
        );
        assert!(game.outbox().is_none());
        assert!(game.take_unsent(true).is_none());
    }

    #[test]
    fn a_move_kept_in_the_browser_comes_back_with_the_page() {
        let storage = AppStorage::new(Box::new(MemoryStore::default()));
        let now = Instant::now();
        let mut game = OnlineGame::new(view(&[]), Some("Ada"), None, now).unwrap();
        for at in ["b1", "b4", "b1"] {
            game.tap(c(at), now);
        }
        storage.save_outbox(game.outbox().unwrap());
        let saved = storage.load_outbox(&"g1".into());
        assert_eq!(saved.as_ref().map(|o| o.ply), Some(0));
        let mut again = OnlineGame::new(view(&[]), Some("Ada"), saved.clone(), now).unwrap();
        assert_eq!(again.state().history().len(), 1);
        assert!(again.take_unsent(true).is_some());
        // Too late: the game moved on without it.
        let other = OnlineGame::new(view(&["a2-a4/b4"]), Some("Ada"), saved, now).unwrap();
        assert!(
            other.outbox().is_none(),
            "so the page clears it (`LiveController`)"
        );
    }

    #[test]
    fn the_side_that_moves_first_is_the_protocols_white() {
        let now = Instant::now();
        let mut first = view(&[]);
        first.variant = VariantId::new("loa", 8);
        let game = OnlineGame::new(first, Some("Ada"), None, now).unwrap();
        assert_eq!(game.mine(), Some(Colour::White));
        assert!(
            game.my_turn(),
            "Black moves first in Lines of Action, and Ada plays it"
        );
        assert_eq!(game.player(Colour::White), Player::Black);
        assert_eq!(english().say(&game.who(Colour::White)), "Black (Ada)");
    }

    #[test]
    fn spectators_never_move_and_clocks_tick_for_the_side_to_move() {
        let now = Instant::now();
        let mut game = OnlineGame::new(view(&[]), Some("Cy"), None, now).unwrap();
        assert_eq!(game.mine(), None);
        assert!(!game.tap(c("b1"), now).moved);
        assert_eq!(game.state().selection(), crate::state::Selection::None);
        let later = now + Duration::from_millis(2500);
        assert_eq!(game.clock_ms(Colour::White, later), 177_500);
        assert_eq!(game.clock_ms(Colour::Black, later), 180_000);
        assert!(!game.can_abort() && !game.can_offer_draw());
    }

    #[test]
    fn berserk_is_offered_in_an_arena_before_ones_first_move_and_once() {
        let now = Instant::now();
        let arena = |moves: &[&str]| {
            let mut v = view(moves);
            v.tournament = Some(skillgames_online::GameTournament {
                id: "t1".into(),
                arena: true,
            });
            v
        };
        let can = |v: GameView, who: &str| {
            OnlineGame::new(v, Some(who), None, now)
                .unwrap()
                .can_berserk()
        };
        assert!(can(arena(&[]), "Ada"));
        assert!(can(arena(&[]), "Bo"));
        // Not after one's first move, not for a spectator.
        assert!(!can(arena(&["a2-a4/b4"]), "Ada"));
        assert!(can(arena(&["a2-a4/b4"]), "Bo"));
        assert!(!can(arena(&[]), "Cy"));
        // Not twice: the clock is halved already.
        let mut halved = arena(&[]);
        halved.clocks.white = 90_000;
        assert!(!can(halved, "Ada"));
        // Not outside an arena: a game of no tournament, or of a Swiss.
        assert!(!can(view(&[]), "Ada"));
        let mut swiss = arena(&[]);
        swiss.tournament.as_mut().unwrap().arena = false;
        assert!(!can(swiss, "Ada"));
        let mut over = arena(&[]);
        over.status = GameStatus::Aborted;
        assert!(!can(over, "Ada"));
    }

    #[test]
    fn the_last_ten_seconds_of_ones_own_live_clock_tick_once_a_second() {
        let now = Instant::now();
        let game = OnlineGame::new(view(&[]), Some("Ada"), None, now).unwrap();
        let at = |ms: u64| now + Duration::from_millis(ms);
        assert_eq!(game.low_time_second(at(169_999)), None);
        assert_eq!(game.low_time_second(at(170_000)), Some(10));
        assert_eq!(game.low_time_second(at(170_001)), Some(10));
        assert_eq!(game.low_time_second(at(171_000)), Some(9));
        assert_eq!(game.low_time_second(at(179_999)), Some(1));
        assert_eq!(game.low_time_second(at(180_000)), None);
        // Not the opponent's clock, not a spectator's, not a correspondence game.
        let bo = OnlineGame::new(view(&[]), Some("Bo"), None, now).unwrap();
        assert_eq!(bo.low_time_second(at(175_000)), None);
        let cy = OnlineGame::new(view(&[]), Some("Cy"), None, now).unwrap();
        assert_eq!(cy.low_time_second(at(175_000)), None);
        let mut days = view(&[]);
        days.time = TimeControl::Correspondence { days: 1 };
        days.clocks.white = 5_000;
        let slow = OnlineGame::new(days, Some("Ada"), None, now).unwrap();
        assert_eq!(slow.low_time_second(now), None);
    }

    #[test]
    fn a_correspondence_player_plans_on_a_board_of_its_own_while_the_opponent_is_to_move() {
        let now = Instant::now();
        let mut days = view(&["b1-b4/b1"]);
        days.time = TimeControl::Correspondence { days: 1 };
        // Ada, White, has moved: Bo is to move, so Ada may plan and Bo may not.
        let mut bo = OnlineGame::new(days.clone(), Some("Bo"), None, now).unwrap();
        assert!(!bo.can_plan());
        let mut ada = OnlineGame::new(days.clone(), Some("Ada"), None, now).unwrap();
        assert!(ada.can_plan());
        ada.start_planning();
        for at in ["a5", "a3", "c1"] {
            assert!(
                !ada.tap(c(at), now).moved,
                "played on the planner's board only"
            );
        }
        assert_eq!(ada.planner().unwrap().line(), ["a5-a3/c1"]);
        assert_eq!(ada.board_state().history().len(), 2);
        assert_eq!(ada.state().history().len(), 1);
        assert!(ada.take_unsent(true).is_none());
        // The server's word on the plan, then a move: the planner closes.
        ada.set_plan(1, &["a5-a3/c1 b4-c5/c4".to_owned()]);
        assert_eq!(ada.planned_lines(), 1);
        let clocks = days.clocks;
        ada.moved(1, "f5-f3/f4", clocks, now);
        assert!(ada.planner().is_none());
        assert_eq!(ada.planned_lines(), 0, "made for another position");
        // A live game has no planner.
        let mut live = OnlineGame::new(view(&["b1-b4/b1"]), Some("Ada"), None, now).unwrap();
        live.start_planning();
        assert!(live.planner().is_none());
        bo.start_planning();
        assert!(bo.planner().is_none());
    }

    #[test]
    fn the_end_in_words_offers_and_claims() {
        let now = Instant::now();
        let mut ended = view(&["b1-b4/b1"]);
        ended.status = GameStatus::Ended {
            winner: Some(Colour::White),
            reason: "resigned".into(),
            ratings: None,
        };
        let game = OnlineGame::new(ended.clone(), Some("Bo"), None, now).unwrap();
        let words = |game: &OnlineGame| game.result_words().map(|m| english().say(&m));
        assert_eq!(
            words(&game).as_deref(),
            Some("White (Ada) won. Black (Bo) resigned.")
        );
        assert!(!game.my_turn());
        for (winner, reason, said) in [
            (
                Some(Colour::Black),
                "time",
                "Black (Bo) won. White (Ada) ran out of time.",
            ),
            (
                Some(Colour::White),
                "abandoned",
                "White (Ada) won. Black (Bo) left the game.",
            ),
            (None, "agreed", "Draw. The players agreed to a draw."),
        ] {
            let mut over = ended.clone();
            over.status = GameStatus::Ended {
                winner,
                reason: reason.into(),
                ratings: None,
            };
            let game = OnlineGame::new(over, Some("Ada"), None, now).unwrap();
            assert_eq!(words(&game).as_deref(), Some(said));
        }
        let mut aborted = view(&[]);
        aborted.status = GameStatus::Aborted;
        let game = OnlineGame::new(aborted, Some("Ada"), None, now).unwrap();
        assert_eq!(
            words(&game).as_deref(),
            Some("The game was aborted: no result.")
        );
        assert_eq!(
            words(&OnlineGame::new(view(&[]), Some("Ada"), None, now).unwrap()),
            None
        );
        let mut gone = view(&["b1-b4/b1"]);
        gone.black.as_mut().unwrap().here = false;
        gone.claim_in = Some(1000);
        gone.offer = Some(skillgames_online::OfferView {
            offer: Offer::Takeback,
            by: Colour::Black,
        });
        let game = OnlineGame::new(gone, Some("Ada"), None, now).unwrap();
        assert!(game.opponent_gone());
        assert_eq!(game.claim_ms(now + Duration::from_secs(2)), Some(0));
        assert_eq!(game.offer_to_answer(), Some(Offer::Takeback));
        assert_eq!(game.offer_made(), None);
        assert!(!game.can_offer_draw(), "Amazons has no draws");
    }

    /// What a screen reader hears for the square `name` of `game`'s board.
    fn label(game: &OnlineGame, name: &str) -> String {
        let prefix = format!("{name},");
        game.state()
            .board_model(None)
            .labels
            .into_iter()
            .find(|l| l.starts_with(&prefix))
            .unwrap()
    }

    #[test]
    fn the_board_says_which_pieces_are_the_players() {
        let now = Instant::now();
        let ada = OnlineGame::new(view(&[]), Some("Ada"), None, now).unwrap();
        assert_eq!(label(&ada, "b1"), "b1, your amazon");
        assert_eq!(label(&ada, "a5"), "a5, your opponent's amazon");
        let bo = OnlineGame::new(view(&[]), Some("Bo"), None, now).unwrap();
        assert_eq!(label(&bo, "b1"), "b1, your opponent's amazon");
        assert_eq!(label(&bo, "a5"), "a5, your amazon");
        // A spectator reads the sides by colour.
        let cy = OnlineGame::new(view(&[]), Some("Cy"), None, now).unwrap();
        assert_eq!(label(&cy, "b1"), "b1, White's amazon");
        assert_eq!(label(&cy, "a5"), "a5, Black's amazon");
        // Still the player's once the game is over (nobody moves then).
        let mut ended = view(&[]);
        ended.status = GameStatus::Aborted;
        let over = OnlineGame::new(ended, Some("Ada"), None, now).unwrap();
        assert_eq!(label(&over, "b1"), "b1, your amazon");
        // Lines of Action: the first seat is Black's pieces.
        let mut loa = view(&[]);
        loa.variant = VariantId::new("loa", 8);
        let first = OnlineGame::new(loa, Some("Ada"), None, now).unwrap();
        assert_eq!(label(&first, "b8"), "b8, your piece");
        assert_eq!(label(&first, "a2"), "a2, your opponent's piece");
    }

    #[test]
    fn a_creator_plays_the_side_they_chose_in_every_game() {
        let now = Instant::now();
        for &info in CATALOGUE.games() {
            let size = info.boards[0].size;
            let starts = info.default_variant().rules(None).unwrap().turn();
            for asked in Player::ALL {
                let new = NewGame {
                    info,
                    size,
                    time: TimeControl::Live {
                        minutes: 5,
                        increment: 3,
                    },
                    rated: false,
                    side: Some(asked),
                    private: false,
                };
                let ClientMessage::Create { colour, .. } = new.message() else {
                    panic!("not a creation");
                };
                // The server seats the creator by the choice; the page reads the seat back.
                let seat = colour.seat().unwrap();
                let mut seated = view(&[]);
                seated.variant = VariantId::new(info.name, size);
                (seated.white, seated.black) = match seat {
                    Colour::White => (side("Ada"), side("Bo")),
                    Colour::Black => (side("Bo"), side("Ada")),
                };
                let game = OnlineGame::new(seated, Some("Ada"), None, now).unwrap();
                let mine = game.mine().unwrap();
                assert_eq!(
                    game.player(mine),
                    asked,
                    "{}: asked for {asked:?}",
                    info.name
                );
                assert_eq!(game.my_turn(), asked == starts, "{}: {asked:?}", info.name);
            }
            let random = NewGame {
                info,
                size,
                time: TimeControl::Correspondence { days: 1 },
                rated: false,
                side: None,
                private: true,
            };
            assert!(matches!(
                random.message(),
                ClientMessage::Create {
                    colour: ColourChoice::Random,
                    private: true,
                    ..
                }
            ));
        }
    }

    #[test]
    fn every_offer_reads_right_to_the_asker_and_to_the_answerer() {
        let expected = [
            (
                Offer::Draw,
                "You offered a draw: waiting for an answer.",
                "Your opponent offers a draw.",
            ),
            (
                Offer::Takeback,
                "You asked to take back your last move: waiting for an answer.",
                "Your opponent asks to take back their last move.",
            ),
            (
                Offer::Rematch,
                "You asked for a rematch: waiting for an answer.",
                "Your opponent asks for a rematch.",
            ),
        ];
        let mut seen = Vec::new();
        let english = english();
        for (offer, mine, theirs) in expected {
            assert_eq!(english.say(&offer_words(offer, Asker::Me)), mine);
            assert_eq!(english.say(&offer_words(offer, Asker::Opponent)), theirs);
            for text in [mine, theirs] {
                assert!(!text.contains("for to"), "{text}");
                seen.push(text);
            }
            assert!(!mine.contains("their"), "the asker's own move: {mine}");
        }
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 6, "a sentence for each offer and each side");
        // The page picks the sentence by who asked.
        let now = Instant::now();
        let mut asked = view(&["b1-b4/b1"]);
        asked.offer = Some(skillgames_online::OfferView {
            offer: Offer::Takeback,
            by: Colour::White,
        });
        let ada = OnlineGame::new(asked.clone(), Some("Ada"), None, now).unwrap();
        let bo = OnlineGame::new(asked, Some("Bo"), None, now).unwrap();
        assert_eq!(ada.offer_made(), Some(Offer::Takeback));
        assert_eq!(bo.offer_to_answer(), Some(Offer::Takeback));
    }

    #[test]
    fn the_creator_of_a_game_by_lot_waits_for_an_opponent_and_an_aborted_game_has_no_rematch() {
        let now = Instant::now();
        let mut open = view(&[]);
        open.status = GameStatus::Open;
        (open.white, open.black) = (None, None);
        let ada = OnlineGame::new(open.clone(), Some("Ada"), None, now).unwrap();
        assert_eq!(ada.mine(), None, "no seat before the lot");
        assert!(ada.created_here() && ada.waiting_for_opponent());
        let bo = OnlineGame::new(open.clone(), Some("Bo"), None, now).unwrap();
        assert!(
            !bo.created_here() && !bo.waiting_for_opponent(),
            "Bo may join"
        );
        // An older server does not say who created it: the page cannot tell.
        open.creator = None;
        let unsaid = OnlineGame::new(open, Some("Ada"), None, now).unwrap();
        assert!(!unsaid.waiting_for_opponent());

        let mut aborted = view(&[]);
        aborted.status = GameStatus::Aborted;
        let game = OnlineGame::new(aborted, Some("Ada"), None, now).unwrap();
        assert!(
            !game.can_offer_rematch(),
            "an aborted game is not played again"
        );
        let mut ended = view(&["b1-b4/b1"]);
        ended.status = GameStatus::Ended {
            winner: Some(Colour::White),
            reason: "resigned".into(),
            ratings: None,
        };
        let game = OnlineGame::new(ended.clone(), Some("Ada"), None, now).unwrap();
        assert!(game.can_offer_rematch());
        let watcher = OnlineGame::new(ended.clone(), Some("Cy"), None, now).unwrap();
        assert!(!watcher.can_offer_rematch());
        ended.offer = Some(skillgames_online::OfferView {
            offer: Offer::Rematch,
            by: Colour::Black,
        });
        let game = OnlineGame::new(ended, Some("Ada"), None, now).unwrap();
        assert!(!game.can_offer_rematch(), "one offer at a time");
    }
}
