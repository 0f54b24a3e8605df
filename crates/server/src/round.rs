//! One game's round logic, apart from sockets and storage (as lila's `round` is apart from
//! lila-ws): who sits where, the moves checked by the rules, both clocks, offers and how the
//! game ends. Every method takes the time as an argument, so the logic is tested without
//! waiting; the game's task ([`crate::game`]) owns one `Round` and stores what it changes.

use skillgames_online::{
    Clocks, Colour, ColourChoice, EndReason, GameId, Offer, OfferView, RatingChange, Refusal,
    TimeControl,
};
use skillgames_play::{Rules, Variant};

use crate::clock::Millis;

/// A player's id (random, stored).
pub type PlayerId = i64;

/// How a game stands, on the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Waiting for an opponent.
    Open,
    /// Being played.
    Playing,
    /// Over.
    Ended {
        /// The winner (none for a draw).
        winner: Option<Colour>,
        /// Why.
        reason: EndReason,
    },
    /// Ended before both sides moved, or withdrawn while open.
    Aborted,
}

/// What a [`Status`] is, without its result: the word stored for it (`games.status`), through
/// `Display` and `FromStr`, so that the store never spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatusKind {
    /// `open`.
    Open,
    /// `playing`.
    Playing,
    /// `ended`.
    Ended,
    /// `aborted`.
    Aborted,
}

impl StatusKind {
    /// The word stored for it.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            StatusKind::Open => "open",
            StatusKind::Playing => "playing",
            StatusKind::Ended => "ended",
            StatusKind::Aborted => "aborted",
        }
    }
}

impl std::fmt::Display for StatusKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.word())
    }
}

impl std::str::FromStr for StatusKind {
    type Err = ();

    fn from_str(word: &str) -> Result<StatusKind, ()> {
        [
            StatusKind::Open,
            StatusKind::Playing,
            StatusKind::Ended,
            StatusKind::Aborted,
        ]
        .into_iter()
        .find(|kind| kind.word() == word)
        .ok_or(())
    }
}

impl Status {
    /// What it is, without its result.
    #[must_use]
    pub fn kind(&self) -> StatusKind {
        match self {
            Status::Open => StatusKind::Open,
            Status::Playing => StatusKind::Playing,
            Status::Ended { .. } => StatusKind::Ended,
            Status::Aborted => StatusKind::Aborted,
        }
    }

    /// Whether the game is over (ended or aborted).
    #[must_use]
    pub fn is_over(&self) -> bool {
        matches!(self, Status::Ended { .. } | Status::Aborted)
    }
}

/// What a request changed, for the game's task to store and announce.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Done {
    /// A move was played (and perhaps ended the game).
    Moved {
        /// Moves before it.
        ply: u32,
        /// Whether it ended the game.
        ended: bool,
    },
    /// Moves were taken back (an answer, or the same offer made by the other side).
    TookBack,
    /// Anything else: the whole game is sent again.
    Other,
    /// Both agreed to a rematch: the caller creates it.
    Rematch,
}

/// The settings a game is created with.
#[derive(Clone, Copy, Debug)]
pub struct Terms {
    /// The game on its board.
    pub variant: Variant,
    /// The time control.
    pub time: TimeControl,
    /// Whether it counts for the ratings.
    pub rated: bool,
    /// Kept out of the lobby.
    pub private: bool,
    /// The creator's side.
    pub colour: ColourChoice,
}

/// One game on the server.
pub struct Round {
    /// Its id.
    pub id: GameId,
    /// Its settings.
    pub terms: Terms,
    /// Who created it.
    pub creator: PlayerId,
    /// White's player.
    pub white: Option<PlayerId>,
    /// Black's player.
    pub black: Option<PlayerId>,
    rules: Box<dyn Rules>,
    moves: Vec<String>,
    /// Each side's time left when the turn began (White, Black).
    clocks: [Millis; 2],
    /// When the side to move began its turn.
    turn_started: Millis,
    /// How it stands.
    pub status: Status,
    /// An offer waiting for its answer.
    pub offer: Option<OfferView>,
    /// The rematch's id, once agreed.
    pub rematch: Option<GameId>,
    /// How the ratings moved, once a rated game ended.
    pub ratings: Option<[RatingChange; 2]>,
    /// How many times it has been stored since it was opened: a change is stored with the
    /// next version only if the stored one is still this (`store.rs`).
    pub version: u64,
    /// A challenge by name: the only player who may take the open seat.
    pub invited: Option<PlayerId>,
    /// Why the invited player declined the challenge (lichess's key: `later`, `tooFast`...).
    pub declined: Option<String>,
    /// Until when each side (White, Black) is on vacation (0: not): in a correspondence
    /// game its clock does not run meanwhile.
    away: [Millis; 2],
}

const fn index(side: Colour) -> usize {
    match side {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

impl Round {
    /// A game open for someone to join.
    ///
    /// # Errors
    /// When the variant's start position cannot be set up (a catalogue defect).
    pub fn open(id: GameId, terms: Terms, creator: PlayerId) -> Result<Round, Refusal> {
        let rules = terms
            .variant
            .rules(None)
            .map_err(|_| Refusal::NoSuchVariant)?;
        let (white, black) = match terms.colour {
            ColourChoice::White => (Some(creator), None),
            ColourChoice::Black => (None, Some(creator)),
            ColourChoice::Random => (None, None),
        };
        let initial = terms.time.initial_ms();
        Ok(Round {
            id,
            terms,
            creator,
            white,
            black,
            rules,
            moves: Vec::new(),
            clocks: [initial; 2],
            turn_started: 0,
            status: Status::Open,
            offer: None,
            rematch: None,
            ratings: None,
            version: 0,
            invited: None,
            declined: None,
            away: [0; 2],
        })
    }

    /// A game as stored: its moves replayed by the rules.
    ///
    /// # Errors
    /// When a stored move is not legal (a corrupt store): the game is not loaded.
    #[allow(clippy::too_many_arguments)]
    pub fn restore(
        id: GameId,
        terms: Terms,
        creator: PlayerId,
        seats: (Option<PlayerId>, Option<PlayerId>),
        moves: Vec<String>,
        clocks: [Millis; 2],
        turn_started: Millis,
        status: Status,
    ) -> Result<Round, Refusal> {
        let mut round = Round::open(id, terms, creator)?;
        (round.white, round.black) = seats;
        for mv in &moves {
            round
                .rules
                .play_move(mv)
                .map_err(|_| Refusal::IllegalMove)?;
        }
        round.moves = moves;
        round.clocks = clocks;
        round.turn_started = turn_started;
        round.status = status;
        Ok(round)
    }

    /// A copy (the rules' position cloned), to go back to if the store refuses a change.
    #[must_use]
    pub fn duplicate(&self) -> Round {
        Round {
            id: self.id.clone(),
            terms: self.terms,
            creator: self.creator,
            white: self.white,
            black: self.black,
            rules: self.rules.clone_rules(),
            moves: self.moves.clone(),
            clocks: self.clocks,
            turn_started: self.turn_started,
            status: self.status.clone(),
            offer: self.offer,
            rematch: self.rematch.clone(),
            ratings: self.ratings,
            version: self.version,
            invited: self.invited,
            declined: self.declined.clone(),
            away: self.away,
        }
    }

    /// How the game stands, as sent.
    #[must_use]
    pub fn status_view(&self) -> skillgames_online::GameStatus {
        use skillgames_online::GameStatus;
        match &self.status {
            Status::Open => GameStatus::Open,
            Status::Playing => GameStatus::Playing,
            Status::Aborted => GameStatus::Aborted,
            Status::Ended { winner, reason } => GameStatus::Ended {
                winner: *winner,
                reason: reason.clone(),
                ratings: self.ratings,
            },
        }
    }

    /// The moves so far.
    #[must_use]
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The number of moves so far.
    #[must_use]
    pub fn ply(&self) -> u32 {
        u32::try_from(self.moves.len()).unwrap_or(u32::MAX)
    }

    /// Until when each side is on vacation (0: not), as stored.
    #[must_use]
    pub fn stored_away(&self) -> [Millis; 2] {
        self.away
    }

    /// Sets until when each side is on vacation, as stored.
    pub fn restore_away(&mut self, away: [Millis; 2]) {
        self.away = away;
    }

    /// Until when `side` is on vacation, if it is at `now`.
    #[must_use]
    pub fn away_until(&self, side: Colour, now: Millis) -> Option<Millis> {
        Some(self.away[index(side)]).filter(|&until| until > now)
    }

    /// `player` is on vacation until `until` (back, when it is `now` or earlier): in a
    /// correspondence game being played their clock stops meanwhile. Their turn now, the
    /// time they spent on it so far is charged and the turn goes on when they are back.
    ///
    /// # Errors
    /// When the player does not play here, or the game is not a correspondence game being
    /// played.
    pub fn go_away(
        &mut self,
        player: PlayerId,
        until: Millis,
        now: Millis,
    ) -> Result<Done, Refusal> {
        let side = self.playing_side(player)?;
        if !self.terms.time.is_correspondence() {
            return Err(Refusal::NotNow);
        }
        if side == self.to_move() {
            let left = self.clocks_at(now).left(side, 0);
            self.clocks[index(side)] = left;
            self.turn_started = until.max(now);
        }
        self.away[index(side)] = if until > now { until } else { 0 };
        Ok(Done::Other)
    }

    /// The side to move begins its turn at `now`, or when it is back from vacation in a
    /// correspondence game.
    fn start_turn(&mut self, now: Millis) {
        self.turn_started = if self.terms.time.is_correspondence() {
            now.max(self.away[index(self.to_move())])
        } else {
            now
        };
    }

    /// Each side's time left when the current turn began, and when it began.
    #[must_use]
    pub fn stored_clocks(&self) -> ([Millis; 2], Millis) {
        (self.clocks, self.turn_started)
    }

    /// The side to move.
    #[must_use]
    pub fn to_move(&self) -> Colour {
        Colour::to_move(self.moves.len())
    }

    /// The player of `side`.
    #[must_use]
    pub fn player(&self, side: Colour) -> Option<PlayerId> {
        match side {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// The side `player` plays, if any.
    #[must_use]
    pub fn side_of(&self, player: PlayerId) -> Option<Colour> {
        if self.white == Some(player) {
            Some(Colour::White)
        } else if self.black == Some(player) {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// The clocks at `now`.
    #[must_use]
    pub fn clocks_at(&self, now: Millis) -> Clocks {
        let mut clocks = self.clocks;
        // A side on vacation: its turn begins when it is back, its clock stopped till then.
        let running =
            (self.status == Status::Playing && self.turn_started <= now).then(|| self.to_move());
        if let Some(side) = running {
            let spent = now.saturating_sub(self.turn_started);
            clocks[index(side)] = clocks[index(side)].saturating_sub(spent);
        }
        Clocks {
            white: clocks[0],
            black: clocks[1],
            running,
        }
    }

    /// When the side to move runs out of time (while the game is played).
    #[must_use]
    pub fn deadline(&self) -> Option<Millis> {
        (self.status == Status::Playing)
            .then(|| self.turn_started + self.clocks[index(self.to_move())])
    }

    /// Gives the side to move its turn again from `now` with the time it had left when the
    /// turn began (after a server restart: the outage, which nobody can measure from the
    /// store, is not charged to anyone; `docs/online.md` says so).
    pub fn resume(&mut self, now: Millis) {
        if self.status == Status::Playing {
            // A turn that begins later (a vacation) still does.
            self.turn_started = self.turn_started.max(now);
        }
    }

    /// `player` takes the empty seat; `white_by_lot` settles a random colour.
    ///
    /// # Errors
    /// When the game is not open, or is the player's own.
    pub fn join(
        &mut self,
        player: PlayerId,
        now: Millis,
        white_by_lot: bool,
    ) -> Result<Done, Refusal> {
        if self.status != Status::Open {
            return Err(Refusal::Taken);
        }
        if player == self.creator {
            return Err(Refusal::OwnGame);
        }
        if self.invited.is_some_and(|invited| invited != player) {
            return Err(Refusal::NotInvited);
        }
        match self.terms.colour {
            ColourChoice::White => self.black = Some(player),
            ColourChoice::Black => self.white = Some(player),
            ColourChoice::Random if white_by_lot => {
                (self.white, self.black) = (Some(player), Some(self.creator));
            }
            ColourChoice::Random => (self.white, self.black) = (Some(self.creator), Some(player)),
        }
        self.status = Status::Playing;
        self.clocks = [self.terms.time.initial_ms(); 2];
        self.turn_started = now;
        Ok(Done::Other)
    }

    /// Ends the game on time if the side to move has none left at `now`.
    pub fn flag(&mut self, now: Millis) -> bool {
        if self.deadline().is_some_and(|deadline| now >= deadline) {
            let loser = self.to_move();
            self.clocks[index(loser)] = 0;
            self.end(Some(loser.other()), EndReason::Time);
            true
        } else {
            false
        }
    }

    fn end(&mut self, winner: Option<Colour>, reason: EndReason) {
        self.status = Status::Ended { winner, reason };
        self.offer = None;
    }

    fn playing_side(&self, player: PlayerId) -> Result<Colour, Refusal> {
        let side = self.side_of(player).ok_or(Refusal::NotYourGame)?;
        match self.status {
            Status::Open => Err(Refusal::NotStarted),
            Status::Playing => Ok(side),
            Status::Ended { .. } | Status::Aborted => Err(Refusal::GameOver),
        }
    }

    /// `player` plays `mv` as the move after `ply` moves.
    ///
    /// # Errors
    /// When the player does not play here, the game is not being played (or just ran out of
    /// time), it is not their turn, `ply` is not the number of moves played, or the rules do
    /// not allow the move. Nothing changes then.
    pub fn play(
        &mut self,
        player: PlayerId,
        ply: u32,
        mv: &str,
        now: Millis,
    ) -> Result<Done, Refusal> {
        let side = self.playing_side(player)?;
        if side != self.to_move() {
            return Err(Refusal::NotYourTurn);
        }
        if ply != self.ply() {
            return Err(Refusal::StalePly);
        }
        if self.deadline().is_some_and(|deadline| now >= deadline) {
            return Err(Refusal::GameOver);
        }
        let played = self.rules.play_move(mv).map_err(|_| Refusal::IllegalMove)?;
        let left = self.clocks_at(now).left(side, 0);
        self.clocks[index(side)] = self.terms.time.after_move(left);
        self.moves.push(played.mv.text.clone());
        self.start_turn(now);
        if self.offer.is_some_and(|o| o.offer == Offer::Takeback) {
            self.offer = None;
        }
        let ended = if let Some(ending) = self.rules.outcome() {
            let first = self.terms.variant.game().first;
            let winner = ending.winner.map(|w| Colour::of_side(w, first));
            self.end(winner, EndReason::from(ending.reason));
            true
        } else {
            false
        };
        Ok(Done::Moved { ply, ended })
    }

    /// `player` resigns.
    ///
    /// # Errors
    /// When they do not play here or the game is not being played.
    pub fn resign(&mut self, player: PlayerId) -> Result<Done, Refusal> {
        let side = self.playing_side(player)?;
        self.end(Some(side.other()), EndReason::Resigned);
        Ok(Done::Other)
    }

    /// `player` goes berserk (an arena's games): their own clock is halved, before their
    /// first move, for a point more if they win (`hub/tournaments.rs` counts it).
    ///
    /// # Errors
    /// When they do not play here, the game is not being played, it has no live clock, they
    /// have moved already, or went berserk already.
    pub fn berserk(&mut self, player: PlayerId) -> Result<Done, Refusal> {
        let side = self.playing_side(player)?;
        let moved = match side {
            Colour::White => !self.moves.is_empty(),
            Colour::Black => self.moves.len() >= 2,
        };
        let half = self.terms.time.initial_ms() / 2;
        let i = index(side);
        if moved || self.terms.time.is_correspondence() || self.clocks[i] <= half {
            return Err(Refusal::NotNow);
        }
        self.clocks[i] = half;
        Ok(Done::Other)
    }

    /// `player` aborts the game (before both sides moved).
    ///
    /// # Errors
    /// When they do not play here, or both have moved.
    pub fn abort(&mut self, player: PlayerId) -> Result<Done, Refusal> {
        self.playing_side(player)?;
        if self.moves.len() >= 2 {
            return Err(Refusal::CannotAbort);
        }
        self.status = Status::Aborted;
        self.offer = None;
        Ok(Done::Other)
    }

    /// The creator withdraws the open game.
    ///
    /// # Errors
    /// When it is not theirs or not open.
    pub fn cancel(&mut self, player: PlayerId) -> Result<Done, Refusal> {
        if player != self.creator {
            return Err(Refusal::NotYourGame);
        }
        if self.status != Status::Open {
            return Err(Refusal::NotNow);
        }
        self.status = Status::Aborted;
        Ok(Done::Other)
    }

    /// The invited player declines the challenge, for `reason` (lichess's key).
    ///
    /// # Errors
    /// When it is no challenge to them, or no longer open.
    pub fn decline(&mut self, player: PlayerId, reason: &str) -> Result<Done, Refusal> {
        if self.invited != Some(player) {
            return Err(Refusal::NotInvited);
        }
        if self.status != Status::Open {
            return Err(Refusal::NotNow);
        }
        self.status = Status::Aborted;
        self.declined = Some(reason.to_owned());
        Ok(Done::Other)
    }

    /// `player` asks for `offer`; the same offer already made by the other side is accepted.
    ///
    /// # Errors
    /// When they do not play here, or the offer cannot be made now.
    pub fn propose(
        &mut self,
        player: PlayerId,
        offer: Offer,
        now: Millis,
    ) -> Result<Done, Refusal> {
        let side = self.side_of(player).ok_or(Refusal::NotYourGame)?;
        match offer {
            Offer::Rematch => {
                if !matches!(self.status, Status::Ended { .. }) || self.rematch.is_some() {
                    return Err(Refusal::NotNow);
                }
            }
            Offer::Draw => {
                self.playing_side(player)?;
                if !self.terms.variant.game().draws {
                    return Err(Refusal::NoDraws);
                }
            }
            Offer::Takeback => {
                self.playing_side(player)?;
                let moved = if side == Colour::White {
                    !self.moves.is_empty()
                } else {
                    self.moves.len() >= 2
                };
                if !moved {
                    return Err(Refusal::NotNow);
                }
            }
        }
        match self.offer {
            Some(pending) if pending.offer == offer && pending.by != side => {
                self.answer(player, offer, true, now)
            }
            Some(pending) if pending.offer == offer => Err(Refusal::NotNow),
            _ => {
                self.offer = Some(OfferView { offer, by: side });
                Ok(Done::Other)
            }
        }
    }

    /// `player` answers the other side's `offer`.
    ///
    /// # Errors
    /// When they do not play here, or no such offer waits for them.
    pub fn answer(
        &mut self,
        player: PlayerId,
        offer: Offer,
        accept: bool,
        now: Millis,
    ) -> Result<Done, Refusal> {
        let side = self.side_of(player).ok_or(Refusal::NotYourGame)?;
        let pending = self.offer.ok_or(Refusal::NotNow)?;
        if pending.offer != offer || pending.by == side {
            return Err(Refusal::NotNow);
        }
        self.offer = None;
        if !accept {
            return Ok(Done::Other);
        }
        match offer {
            Offer::Draw => {
                self.end(None, EndReason::Agreed);
                Ok(Done::Other)
            }
            Offer::Takeback => {
                self.take_back(pending.by, now)?;
                Ok(Done::TookBack)
            }
            Offer::Rematch => Ok(Done::Rematch),
        }
    }

    /// Takes back `asker`'s last move (and the answer after it).
    fn take_back(&mut self, asker: Colour, now: Millis) -> Result<(), Refusal> {
        let count = if self.to_move() == asker { 2 } else { 1 };
        let keep = self.moves.len().saturating_sub(count);
        let mut rules = self
            .terms
            .variant
            .rules(None)
            .map_err(|_| Refusal::NoSuchVariant)?;
        for mv in &self.moves[..keep] {
            rules.play_move(mv).map_err(|_| Refusal::IllegalMove)?;
        }
        // The time spent so far this turn is charged to the side that was to move; the side
        // to move after the takeback is timed from now.
        let spent = self.clocks_at(now);
        self.clocks = [spent.white, spent.black];
        self.rules = rules;
        self.moves.truncate(keep);
        self.start_turn(now);
        Ok(())
    }

    /// `player` claims the win because the other side has been gone since `gone_since`
    /// and `patience` has passed (live games only: in a correspondence game only the clock
    /// decides).
    ///
    /// # Errors
    /// When they do not play here, the game is not being played or is played by
    /// correspondence, or the other side is here or has not been gone long enough.
    pub fn claim(
        &mut self,
        player: PlayerId,
        now: Millis,
        gone_since: Option<Millis>,
        patience: Millis,
    ) -> Result<Done, Refusal> {
        let side = self.playing_side(player)?;
        if self.terms.time.is_correspondence() {
            // Days a move: nobody has to stay connected, only the clock decides.
            return Err(Refusal::CannotClaim);
        }
        match gone_since {
            Some(since) if now >= since + patience => {
                self.end(Some(side), EndReason::Abandoned);
                Ok(Done::Other)
            }
            _ => Err(Refusal::CannotClaim),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_catalogue::CATALOGUE;

    const ADA: PlayerId = 1;
    const BOB: PlayerId = 2;
    const EVE: PlayerId = 3;

    fn terms(game: &str, size: &str, time: &str) -> Terms {
        Terms {
            variant: CATALOGUE.variant(game, Some(size)).unwrap(),
            time: TimeControl::parse(time).unwrap(),
            rated: false,
            private: false,
            colour: ColourChoice::White,
        }
    }

    fn started(game: &str, size: &str, time: &str) -> Round {
        let mut round = Round::open("g".into(), terms(game, size, time), ADA).unwrap();
        round.join(BOB, 1_000, false).unwrap();
        round
    }

    #[test]
    fn berserk_halves_ones_own_clock_once_before_ones_first_move() {
        let mut round = started("amazons", "6", "3+2");
        assert!(round.berserk(ADA).is_ok());
        assert_eq!(round.clocks_at(1_000).white, 90_000);
        assert_eq!(round.clocks_at(1_000).black, 180_000);
        assert_eq!(round.berserk(ADA), Err(Refusal::NotNow));
        assert_eq!(round.berserk(EVE), Err(Refusal::NotYourGame));
        let mv = legal(&round);
        round.play(ADA, 0, &mv, 2_000).unwrap();
        // Black may still, before its own first move; White no more.
        assert!(round.berserk(BOB).is_ok());
        let mut late = started("amazons", "6", "3+2");
        let mv = legal(&late);
        late.play(ADA, 0, &mv, 2_000).unwrap();
        assert_eq!(late.berserk(ADA), Err(Refusal::NotNow));
        let mut post = started("amazons", "6", "3d");
        assert_eq!(post.berserk(ADA), Err(Refusal::NotNow));
    }

    fn legal(round: &Round) -> String {
        let mut rules = round.terms.variant.rules(None).unwrap();
        for mv in round.moves() {
            rules.play_move(mv).unwrap();
        }
        rules.legal_moves()[0].clone()
    }

    #[test]
    fn moves_are_checked_for_seat_turn_ply_and_rules() {
        let mut round = started("amazons", "6", "3+2");
        let first = legal(&round);
        assert_eq!(round.play(EVE, 0, &first, 2_000), Err(Refusal::NotYourGame));
        assert_eq!(round.play(BOB, 0, &first, 2_000), Err(Refusal::NotYourTurn));
        assert_eq!(round.play(ADA, 1, &first, 2_000), Err(Refusal::StalePly));
        assert_eq!(
            round.play(ADA, 0, "a1-a1/a1", 2_000),
            Err(Refusal::IllegalMove)
        );
        assert_eq!(round.ply(), 0);
        assert_eq!(
            round.play(ADA, 0, &first, 11_000),
            Ok(Done::Moved {
                ply: 0,
                ended: false
            })
        );
        // Ten seconds spent, two gained.
        assert_eq!(round.clocks_at(11_000).white, 180_000 - 10_000 + 2_000);
        assert_eq!(round.clocks_at(12_000).running, Some(Colour::Black));
        assert_eq!(round.clocks_at(12_000).black, 179_000);
        assert_eq!(
            round.play(ADA, 0, &first, 12_000),
            Err(Refusal::NotYourTurn)
        );
    }

    #[test]
    fn a_flag_ends_the_game_once_and_no_move_comes_after_it() {
        let mut round = started("loa", "8", "1+0");
        assert_eq!(round.deadline(), Some(61_000));
        assert!(!round.flag(60_999));
        let mv = legal(&round);
        assert_eq!(round.play(ADA, 0, &mv, 61_000), Err(Refusal::GameOver));
        assert!(round.flag(61_000));
        assert_eq!(
            round.status,
            Status::Ended {
                winner: Some(Colour::Black),
                reason: "time".into()
            }
        );
        assert!(!round.flag(70_000), "flagged once");
        assert_eq!(round.play(ADA, 0, &mv, 61_000), Err(Refusal::GameOver));
    }

    #[test]
    fn offers_draws_takebacks_aborts_and_rematches() {
        let mut round = started("amazons", "6", "5+3");
        assert_eq!(
            round.propose(ADA, Offer::Draw, 2_000),
            Err(Refusal::NoDraws)
        );
        assert_eq!(
            round.propose(ADA, Offer::Takeback, 2_000),
            Err(Refusal::NotNow)
        );
        let mv = legal(&round);
        round.play(ADA, 0, &mv, 2_000).unwrap();
        assert_eq!(round.abort(BOB), Ok(Done::Other));
        assert_eq!(round.status, Status::Aborted);

        let mut round = started("amazons", "6", "5+3");
        for ply in 0..3 {
            let mv = legal(&round);
            let player = if ply % 2 == 0 { ADA } else { BOB };
            round.play(player, ply, &mv, 2_000).unwrap();
        }
        assert_eq!(round.abort(ADA), Err(Refusal::CannotAbort));
        // White asks to take back its move after Black has not replied: one move goes.
        round.propose(ADA, Offer::Takeback, 2_000).unwrap();
        assert_eq!(
            round.answer(ADA, Offer::Takeback, true, 2_000),
            Err(Refusal::NotNow)
        );
        round.answer(BOB, Offer::Takeback, true, 2_000).unwrap();
        assert_eq!(round.ply(), 2);
        // Black asks with White to move: Black's last move goes (refused here).
        round.propose(BOB, Offer::Takeback, 2_000).unwrap();
        round.answer(ADA, Offer::Takeback, false, 2_000).unwrap();
        assert_eq!((round.ply(), round.offer), (2, None));
        round.resign(BOB).unwrap();
        assert_eq!(
            round.status,
            Status::Ended {
                winner: Some(Colour::White),
                reason: "resigned".into()
            }
        );
        round.propose(BOB, Offer::Rematch, 2_000).unwrap();
        assert_eq!(round.propose(ADA, Offer::Rematch, 2_000), Ok(Done::Rematch));
    }

    #[test]
    fn joining_and_claiming() {
        let mut round = Round::open("g".into(), terms("loa", "8", "3+2"), ADA).unwrap();
        assert_eq!(round.join(ADA, 0, true), Err(Refusal::OwnGame));
        round.join(BOB, 0, true).unwrap();
        assert_eq!(round.join(EVE, 0, true), Err(Refusal::Taken));
        assert_eq!(
            round.claim(ADA, 10_000, Some(5_000), 30_000),
            Err(Refusal::CannotClaim)
        );
        assert_eq!(
            round.claim(ADA, 40_000, Some(5_000), 30_000),
            Ok(Done::Other)
        );
        assert_eq!(
            round.status,
            Status::Ended {
                winner: Some(Colour::White),
                reason: "abandoned".into()
            }
        );
    }

    #[test]
    fn a_correspondence_game_is_never_claimed_only_the_clock_decides() {
        for time in ["1d", "3d", "7d"] {
            let mut round = started("loa", "8", time);
            let days = 10 * 86_400_000;
            assert_eq!(
                round.claim(ADA, days, Some(1_000), 30_000),
                Err(Refusal::CannotClaim),
                "{time}"
            );
            assert_eq!(round.status, Status::Playing);
        }
    }

    #[test]
    fn a_side_on_vacation_has_its_clock_stopped_until_it_is_back() {
        const DAY: Millis = 86_400_000;
        const HOUR: Millis = 3_600_000;
        let mut round = started("amazons", "6", "1d");
        // Ada, to move since 1 s, leaves an hour later for two days: the hour is charged,
        // and her turn goes on when she is back.
        let back = 1_000 + HOUR + 2 * DAY;
        round.go_away(ADA, back, 1_000 + HOUR).unwrap();
        assert_eq!(round.away_until(Colour::White, back - 1), Some(back));
        assert_eq!(round.away_until(Colour::White, back), None);
        let clocks = round.clocks_at(1_000 + DAY);
        assert_eq!((clocks.white, clocks.running), (DAY - HOUR, None));
        assert_eq!(round.deadline(), Some(back + DAY - HOUR));
        assert!(!round.flag(back + DAY - HOUR - 1));
        // Bob leaves too; Ada moves on vacation: Bob's turn begins when he is back.
        let bob_back = 5 * DAY;
        round.go_away(BOB, bob_back, 1_000 + DAY).unwrap();
        let mv = legal(&round);
        round.play(ADA, 0, &mv, 2 * DAY).unwrap();
        assert_eq!(round.clocks_at(3 * DAY).running, None);
        assert_eq!(round.deadline(), Some(bob_back + DAY));
        // A restart while he is away keeps his turn's start.
        round.resume(3 * DAY);
        assert_eq!(round.deadline(), Some(bob_back + DAY));
        // Back early: his clock runs from now.
        round.go_away(BOB, 4 * DAY, 4 * DAY).unwrap();
        assert_eq!(round.away_until(Colour::Black, 4 * DAY), None);
        assert_eq!(round.clocks_at(4 * DAY).running, Some(Colour::Black));
        assert_eq!(round.deadline(), Some(5 * DAY));
        // Only the players, and only in a correspondence game.
        assert_eq!(
            round.go_away(EVE, 6 * DAY, 4 * DAY),
            Err(Refusal::NotYourGame)
        );
        let mut live = started("amazons", "6", "3+2");
        assert_eq!(live.go_away(ADA, 6 * DAY, 2_000), Err(Refusal::NotNow));
    }

    #[test]
    fn a_whole_game_ends_by_the_rules() {
        let mut round = started("amazons", "6", "15+10");
        let mut now = 1_000;
        while round.status == Status::Playing {
            let mv = legal(&round);
            let player = round.player(round.to_move()).unwrap();
            now += 100;
            round.play(player, round.ply(), &mv, now).unwrap();
        }
        assert!(matches!(
            round.status,
            Status::Ended {
                winner: Some(_),
                ..
            }
        ));
        let restored = Round::restore(
            "g".into(),
            round.terms,
            ADA,
            (round.white, round.black),
            round.moves().to_vec(),
            round.clocks,
            round.turn_started,
            round.status.clone(),
        )
        .unwrap();
        assert_eq!(restored.ply(), round.ply());
    }
}
