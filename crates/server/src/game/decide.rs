//! The first step of a request to a game: what it does, decided without waiting on anything.
//! [`decide`] takes the game as it is and a player's [`Action`] and gives a [`Decision`]: the
//! game as it would be after it (the round's own checks: seats, turn, ply, clock, rules), what
//! to store for it ([`Write`]) and what to tell once it is stored ([`News`]). The game the
//! task holds is untouched: it is replaced only once the store has the new one, so a store
//! that fails changes nothing.

use skillgames_online::{Colour, ColourChoice, GameId, Refusal};

use super::Action;
use crate::clock::Millis;
use crate::round::{Done, PlayerId, Round, Status, Terms};

/// What a request does, once decided.
pub(crate) struct Decision {
    /// The game after it, at the next version.
    pub round: Round,
    /// What to store.
    pub write: Write,
    /// What to tell once it is stored.
    pub news: News,
}

/// What is stored for a decision, in one transaction.
pub(crate) enum Write {
    /// The move after `ply` moves with the game's new state (and its end with both ratings,
    /// when it ended a rated game).
    Move {
        /// Moves before it.
        ply: u32,
        /// Whether it ended a rated game.
        rated_end: bool,
    },
    /// The game after a takeback: its later moves go.
    TakeBack,
    /// The rematch (opened and joined), with the old game naming it.
    Rematch(Box<Round>),
    /// The end of a rated game, with both players' new ratings.
    RatedEnd,
    /// The game's state.
    Game,
}

/// What is told once a decision is stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum News {
    /// A move, sent as a move (the whole game follows if it ended it).
    Moved {
        /// Moves before it.
        ply: u32,
    },
    /// Anything else: the whole game is sent again.
    Changed {
        /// The game began: both players are sent to it.
        started: bool,
        /// Both agreed to a rematch: both players are sent to it.
        rematch: Option<GameId>,
    },
}

/// A player's request at a time.
pub(crate) struct Request<'a> {
    /// Who asks.
    pub player: PlayerId,
    /// What they ask.
    pub action: &'a Action,
    /// When.
    pub now: Millis,
}

/// What the task knows besides the game, and what is left to chance.
pub(crate) struct Circumstances {
    /// Since when each side (White, Black) has had nobody watching.
    pub gone: [Option<Millis>; 2],
    /// How long an absent side may be gone before the opponent may claim the win.
    pub abandon_after: Millis,
    /// Whether the joiner plays White when the colour is drawn by lot.
    pub white_by_lot: bool,
}

/// The seat's index in `[White, Black]`.
pub(crate) const fn side_index(side: Colour) -> usize {
    match side {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

/// What `request` does to `round`; `new_id` names a rematch, if one is agreed.
///
/// # Errors
/// The round's refusal: nothing is to be stored or told.
pub(crate) fn decide(
    round: &Round,
    request: &Request<'_>,
    circumstances: &Circumstances,
    new_id: impl FnOnce() -> GameId,
) -> Result<Decision, Refusal> {
    let Request {
        player,
        action,
        now,
    } = *request;
    let mut next = round.duplicate();
    let change = match action {
        Action::Join => next.join(player, now, circumstances.white_by_lot),
        Action::Cancel => next.cancel(player),
        Action::Move { ply, mv } => next.play(player, *ply, mv, now),
        Action::PlayNow { mv } => next.play(player, round.ply(), mv, now),
        Action::Decline(reason) => next.decline(player, reason),
        Action::Away(until) => next.go_away(player, *until, now),
        // Not a change of the game: the task keeps plans itself (`step.rs`).
        Action::Plan(_) => return Err(Refusal::NotNow),
        Action::Resign => next.resign(player),
        Action::Berserk => next.berserk(player),
        Action::Abort => next.abort(player),
        Action::Offer(offer) => next.propose(player, *offer, now),
        Action::Answer(offer, accept) => next.answer(player, *offer, *accept, now),
        Action::Claim => {
            let side = next.side_of(player).ok_or(Refusal::NotYourGame)?;
            let gone = circumstances.gone[side_index(side.other())];
            next.claim(player, now, gone, circumstances.abandon_after)
        }
    }?;
    next.version += 1;
    let write = match (&change, action) {
        (Done::Moved { ply, ended }, _) => Write::Move {
            ply: *ply,
            rated_end: *ended && next.terms.rated,
        },
        // Also when it was asked by both sides: the moves go from the store too.
        (Done::TookBack, _) => Write::TakeBack,
        (Done::Rematch, _) => match rematch(&next, now, new_id())? {
            Some(new) => {
                next.rematch = Some(new.id.clone());
                Write::Rematch(Box::new(new))
            }
            None => Write::Game,
        },
        // Rated once, by the change that ended it (a later offer of a rematch is no second
        // result).
        _ if matches!(next.status, Status::Ended { .. })
            && !round.status.is_over()
            && next.terms.rated =>
        {
            Write::RatedEnd
        }
        _ => Write::Game,
    };
    let news = match change {
        Done::Moved { ply, .. } => News::Moved { ply },
        Done::Rematch => News::Changed {
            started: false,
            rematch: next.rematch.clone(),
        },
        Done::Other | Done::TookBack => News::Changed {
            started: matches!(action, Action::Join),
            rematch: None,
        },
    };
    Ok(Decision {
        round: next,
        write,
        news,
    })
}

/// The rematch of `round` (both seated), already started: the old Black opens it as White,
/// and the old White joins as Black.
fn rematch(round: &Round, now: Millis, id: GameId) -> Result<Option<Round>, Refusal> {
    let (Some(white), Some(black)) = (round.white, round.black) else {
        return Ok(None);
    };
    let terms = Terms {
        colour: ColourChoice::White,
        ..round.terms
    };
    let mut new = Round::open(id, terms, black)?;
    new.join(white, now, false)?;
    new.version += 1;
    Ok(Some(new))
}

/// The end of `round` on time at `now`, if its side to move has run out: the game ended,
/// to be stored (rated, when it counts) and told whole.
pub(crate) fn flag(round: &Round, now: Millis) -> Option<Decision> {
    let mut next = round.duplicate();
    if !next.flag(now) {
        return None;
    }
    next.version += 1;
    let write = if next.terms.rated {
        Write::RatedEnd
    } else {
        Write::Game
    };
    Some(Decision {
        round: next,
        write,
        news: News::Changed {
            started: false,
            rematch: None,
        },
    })
}
