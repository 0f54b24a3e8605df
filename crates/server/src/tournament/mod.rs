//! Tournaments on the server: what a creator may ask for (`check`), what the director does
//! next (`plan`, pure), the standings players see (`standings`). The director itself, which
//! holds each tournament's lease and carries the steps out, is `hub/tournaments.rs`; the
//! rows are `store/tournaments.rs`; the pairing and scoring rules `skillgames-tournament`.

pub mod plan;
pub mod schedule;
pub mod standings;

use skillgames_catalogue::CATALOGUE;
use skillgames_i18n::Arg;
use skillgames_online::TimeControl;
use skillgames_online::tournament::{NewTournament, TournamentKind};
use skillgames_play::Variant;
use thiserror::Error;

use crate::clock::Millis;

/// The longest name.
pub const MAX_NAME: usize = 40;
/// The shortest name.
pub const MIN_NAME: usize = 3;
/// The most players any tournament may have.
pub const MAX_PLAYERS: u32 = 1000;
/// The most players of a round-robin (everyone plays everyone).
pub const MAX_ROUND_ROBIN: u32 = 20;
/// An arena's shortest and longest length, in minutes.
pub const ARENA_MINUTES: std::ops::RangeInclusive<u32> = 10..=720;
/// A Swiss's most rounds.
pub const MAX_ROUNDS: u32 = 20;
/// A correspondence Swiss's most days per round.
pub const MAX_ROUND_DAYS: u32 = 60;
/// How far ahead a tournament may be announced.
pub const MAX_AHEAD_MS: Millis = 90 * 86_400_000;
/// How long before now a start may be asked (a form filled a little slowly).
pub const START_SLACK_MS: Millis = 5 * 60_000;
/// The most tournaments an account may have planned or being played at once.
pub const MAX_PLANNED: u32 = 5;
/// The longest password.
pub const MAX_PASSWORD: usize = 64;
/// Moves a game is assumed to last, to check that an arena leaves time for one.
const MOVES_A_GAME: u64 = 40;

/// Why a tournament cannot be made, joined or left, in words for players.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TournamentError {
    /// No tournament has this id.
    #[error("There is no such tournament.")]
    NotFound,
    /// Every place is taken.
    #[error("This tournament is full.")]
    Full,
    /// Already in it.
    #[error("You are in this tournament already.")]
    AlreadyIn,
    /// Not in it.
    #[error("You are not in this tournament.")]
    NotIn,
    /// Over, or (a round-robin) begun.
    #[error("This tournament can no longer be joined.")]
    Closed,
    /// The password does not match.
    #[error("That is not this tournament's password.")]
    WrongPassword,
    /// Outside the rating range.
    #[error("This tournament is for ratings from {min} to {max}; yours is {rating}.")]
    Rating {
        /// The lowest allowed.
        min: i32,
        /// The highest allowed.
        max: i32,
        /// The player's.
        rating: i32,
    },
    /// A bot where bots are not allowed.
    #[error("Bots may not join this tournament.")]
    NoBots,
    /// A visitor in a rated event, or making one.
    #[error("Only accounts can do this: create one or log in first.")]
    NeedAccount,
    /// What was asked cannot be held.
    #[error("{0}")]
    Impossible(Infeasible),
    /// The store failed.
    #[error("The tournaments are not available just now. Try again in a moment.")]
    Unavailable,
}

/// A tournament asked for, checked: its variant from the catalogue.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The name, trimmed.
    pub name: String,
    /// The game and board.
    pub variant: Variant,
    /// The time control.
    pub time: TimeControl,
}

impl TournamentError {
    /// The catalogues' message for it (`server/api.ftl`), its values in [`Self::args`]: the
    /// API words a refusal in the language the request asks for; its English (`Display`) is
    /// for the logs.
    pub(crate) const fn message(&self) -> &'static str {
        match self {
            TournamentError::NotFound => "api-tournament-not-found",
            TournamentError::Full => "api-tournament-full",
            TournamentError::AlreadyIn => "api-tournament-already-in",
            TournamentError::NotIn => "api-tournament-not-in",
            TournamentError::Closed => "api-tournament-closed",
            TournamentError::WrongPassword => "api-tournament-wrong-password",
            TournamentError::Rating { .. } => "api-tournament-rating",
            TournamentError::NoBots => "api-tournament-no-bots",
            TournamentError::NeedAccount => "api-tournament-accounts-only",
            TournamentError::Impossible(why) => why.message(),
            TournamentError::Unavailable => "api-tournaments-unavailable",
        }
    }

    /// The values of [`Self::message`]'s variables.
    pub(crate) fn args(&self) -> Vec<(&'static str, Arg)> {
        match self {
            TournamentError::Rating { min, max, rating } => vec![
                ("min", (*min).into()),
                ("max", (*max).into()),
                ("rating", (*rating).into()),
            ],
            TournamentError::Impossible(why) => why.args(),
            _ => Vec::new(),
        }
    }
}

/// Why what a creator asks for cannot be held, in words for players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Infeasible {
    /// A name too short or too long.
    #[error("A tournament's name has {} to {} letters.", MIN_NAME, MAX_NAME)]
    NameLength,
    /// A game or board not in the catalogue.
    #[error("This site has no such game or board.")]
    NoSuchVariant,
    /// A time control out of range.
    #[error("That time control is not one of this site's.")]
    TimeControl,
    /// A start in the past.
    #[error("The start has passed already.")]
    StartPassed,
    /// A start too far ahead ([`MAX_AHEAD_MS`]).
    #[error("A tournament starts within 90 days.")]
    TooFarAhead,
    /// Room for too few or too many players.
    #[error("A tournament has room for 2 to {} players.", MAX_PLAYERS)]
    Room,
    /// A rating range upside down.
    #[error("The lowest rating is above the highest.")]
    RatingRange,
    /// A password longer than [`MAX_PASSWORD`].
    #[error("The password is too long.")]
    PasswordTooLong,
    /// An arena with correspondence days.
    #[error("An arena is played with live clocks.")]
    ArenaClock,
    /// An arena's length out of [`ARENA_MINUTES`].
    #[error("An arena lasts 10 minutes to 12 hours.")]
    ArenaLength,
    /// An arena shorter than a game.
    #[error("The arena is shorter than one game with this clock.")]
    ArenaTooShort,
    /// Too few or too many rounds.
    #[error("A Swiss has 1 to {} rounds.", MAX_ROUNDS)]
    SwissRounds,
    /// As many rounds as players, or more.
    #[error("A Swiss needs more players than rounds, or some would meet twice.")]
    SwissPlayers,
    /// A correspondence round shorter than a turn, or too long.
    #[error(
        "A correspondence round lasts {days} to {} days: at least one turn's time.",
        MAX_ROUND_DAYS
    )]
    RoundDays {
        /// The days a turn may take.
        days: u8,
    },
    /// Room for too few or too many players in a round-robin.
    #[error("A round-robin has room for 3 to {} players.", MAX_ROUND_ROBIN)]
    RoundRobinRoom,
    /// The creator has [`MAX_PLANNED`] tournaments planned or being played.
    #[error(
        "You have {} tournaments planned or being played already: make another once one has \
         ended.",
        MAX_PLANNED
    )]
    TooManyPlanned,
}

impl Infeasible {
    /// The catalogues' message for it (`server/api.ftl`), its values in [`Self::args`].
    pub(crate) const fn message(self) -> &'static str {
        match self {
            Infeasible::NameLength => "api-tournament-name-length",
            Infeasible::NoSuchVariant => "api-no-such-variant",
            Infeasible::TimeControl => "api-tournament-time-control",
            Infeasible::StartPassed => "api-tournament-start-passed",
            Infeasible::TooFarAhead => "api-tournament-too-far-ahead",
            Infeasible::Room => "api-tournament-room",
            Infeasible::RatingRange => "api-tournament-rating-range",
            Infeasible::PasswordTooLong => "api-tournament-password-too-long",
            Infeasible::ArenaClock => "api-arena-clock",
            Infeasible::ArenaLength => "api-arena-length",
            Infeasible::ArenaTooShort => "api-arena-too-short",
            Infeasible::SwissRounds => "api-swiss-rounds",
            Infeasible::SwissPlayers => "api-swiss-players",
            Infeasible::RoundDays { .. } => "api-round-days",
            Infeasible::RoundRobinRoom => "api-round-robin-room",
            Infeasible::TooManyPlanned => "api-too-many-planned",
        }
    }

    /// The values of [`Self::message`]'s variables.
    pub(crate) fn args(self) -> Vec<(&'static str, Arg)> {
        match self {
            Infeasible::NameLength => vec![("min", MIN_NAME.into()), ("max", MAX_NAME.into())],
            Infeasible::Room => vec![("max", MAX_PLAYERS.into())],
            Infeasible::SwissRounds => vec![("max", MAX_ROUNDS.into())],
            Infeasible::RoundDays { days } => {
                vec![("min", days.into()), ("max", MAX_ROUND_DAYS.into())]
            }
            Infeasible::RoundRobinRoom => vec![("max", MAX_ROUND_ROBIN.into())],
            Infeasible::TooManyPlanned => vec![("count", MAX_PLANNED.into())],
            _ => Vec::new(),
        }
    }
}

fn impossible(why: Infeasible) -> TournamentError {
    TournamentError::Impossible(why)
}

/// Checks what a creator asks for at `now`.
///
/// # Errors
/// [`TournamentError::Impossible`] with the reason.
pub fn check(asked: &NewTournament, now: Millis) -> Result<Checked, TournamentError> {
    let name = asked.name.trim();
    let length = name.chars().count();
    if !(MIN_NAME..=MAX_NAME).contains(&length) || name.chars().any(char::is_control) {
        return Err(impossible(Infeasible::NameLength));
    }
    let variant = CATALOGUE
        .find(asked.variant.game())
        .and_then(|game| game.variant(asked.variant.size()))
        .map_err(|_| impossible(Infeasible::NoSuchVariant))?;
    let time = asked
        .time
        .check()
        .map_err(|_| impossible(Infeasible::TimeControl))?;
    if asked.starts + START_SLACK_MS < now {
        return Err(impossible(Infeasible::StartPassed));
    }
    if asked.starts > now + MAX_AHEAD_MS {
        return Err(impossible(Infeasible::TooFarAhead));
    }
    if !(2..=MAX_PLAYERS).contains(&asked.max_players) {
        return Err(impossible(Infeasible::Room));
    }
    if let (Some(min), Some(max)) = (asked.min_rating, asked.max_rating)
        && min > max
    {
        return Err(impossible(Infeasible::RatingRange));
    }
    if asked
        .password
        .as_ref()
        .is_some_and(|p| p.chars().count() > MAX_PASSWORD)
    {
        return Err(impossible(Infeasible::PasswordTooLong));
    }
    match asked.kind {
        TournamentKind::Arena => {
            let TimeControl::Live { minutes, increment } = time else {
                return Err(impossible(Infeasible::ArenaClock));
            };
            let length = asked.minutes.unwrap_or(0);
            if !ARENA_MINUTES.contains(&length) {
                return Err(impossible(Infeasible::ArenaLength));
            }
            // Both clocks used up over a game of 40 moves each must fit in the arena.
            let game_seconds = 2 * (u64::from(minutes) * 60 + MOVES_A_GAME * u64::from(increment));
            if u64::from(length) * 60 < game_seconds {
                return Err(impossible(Infeasible::ArenaTooShort));
            }
        }
        TournamentKind::Swiss => {
            let rounds = asked.rounds.unwrap_or(0);
            if !(1..=MAX_ROUNDS).contains(&rounds) {
                return Err(impossible(Infeasible::SwissRounds));
            }
            if rounds >= asked.max_players {
                return Err(impossible(Infeasible::SwissPlayers));
            }
            if let TimeControl::Correspondence { days } = time {
                let round_days = asked.round_days.unwrap_or(0);
                if !(u32::from(days)..=MAX_ROUND_DAYS).contains(&round_days) {
                    return Err(impossible(Infeasible::RoundDays { days }));
                }
            }
        }
        TournamentKind::RoundRobin => {
            if !(3..=MAX_ROUND_ROBIN).contains(&asked.max_players) {
                return Err(impossible(Infeasible::RoundRobinRoom));
            }
        }
    }
    Ok(Checked {
        name: name.to_owned(),
        variant,
        time,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_online::VariantId;

    fn asked(kind: TournamentKind, time: &str) -> NewTournament {
        NewTournament {
            name: "Friday".into(),
            kind,
            variant: VariantId::new("amazons", 8),
            time: TimeControl::parse(time).unwrap(),
            rated: true,
            starts: 1_000_000,
            minutes: Some(60),
            rounds: Some(5),
            twice: false,
            round_days: Some(7),
            max_players: 16,
            min_rating: None,
            max_rating: None,
            bots: true,
            password: None,
        }
    }

    #[test]
    fn sound_events_pass() {
        for (kind, time) in [
            (TournamentKind::Arena, "3+2"),
            (TournamentKind::Swiss, "5+3"),
            (TournamentKind::Swiss, "3d"),
            (TournamentKind::RoundRobin, "7d"),
        ] {
            assert!(
                check(&asked(kind, time), 1_000_000).is_ok(),
                "{kind:?} {time}"
            );
        }
    }

    #[test]
    fn impossible_schedules_are_refused_in_words() {
        let refused = |t: NewTournament| match check(&t, 1_000_000) {
            Err(TournamentError::Impossible(why)) => why.to_string(),
            other => panic!("{other:?}"),
        };
        let mut short = asked(TournamentKind::Arena, "30+0");
        short.minutes = Some(30);
        assert!(refused(short).contains("shorter than one game"));
        assert!(refused(asked(TournamentKind::Arena, "3d")).contains("live clocks"));
        let mut rounds = asked(TournamentKind::Swiss, "5+3");
        rounds.max_players = 4;
        assert!(refused(rounds).contains("more players than rounds"));
        let mut days = asked(TournamentKind::Swiss, "7d");
        days.round_days = Some(3);
        assert!(refused(days).contains("at least one turn"));
        let mut past = asked(TournamentKind::Swiss, "5+3");
        past.starts = 1;
        assert!(refused(past).contains("passed"));
        let mut big = asked(TournamentKind::RoundRobin, "3d");
        big.max_players = 50;
        assert!(refused(big).contains("round-robin"));
        let mut name = asked(TournamentKind::Swiss, "5+3");
        name.name = " x ".into();
        assert!(refused(name).contains("name"));
        let mut game = asked(TournamentKind::Swiss, "5+3");
        game.variant = VariantId::new("chess", 8);
        assert!(refused(game).contains("no such game"));
    }
}
