//! Tournaments on the server: what a creator may ask for (`check`), what the director does
//! next (`plan`, pure), the standings players see (`standings`). The director itself, which
//! holds each tournament's lease and carries the steps out, is `hub/tournaments.rs`; the
//! rows are `store/tournaments.rs`; the pairing and scoring rules `skillgames-tournament`.

pub mod plan;
pub mod schedule;
pub mod standings;

use skillgames_catalogue::CATALOGUE;
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
    Impossible(String),
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

fn impossible(why: &str) -> TournamentError {
    TournamentError::Impossible(why.to_owned())
}

/// Checks what a creator asks for at `now`.
///
/// # Errors
/// [`TournamentError::Impossible`] with the reason in words.
pub fn check(asked: &NewTournament, now: Millis) -> Result<Checked, TournamentError> {
    let name = asked.name.trim();
    let length = name.chars().count();
    if !(MIN_NAME..=MAX_NAME).contains(&length) || name.chars().any(char::is_control) {
        return Err(impossible(&format!(
            "A tournament's name has {MIN_NAME} to {MAX_NAME} letters."
        )));
    }
    let variant = CATALOGUE
        .find(asked.variant.game())
        .and_then(|game| game.variant(asked.variant.size()))
        .map_err(|_| impossible("This site has no such game or board."))?;
    let time = asked
        .time
        .check()
        .map_err(|_| impossible("That time control is not one of this site's."))?;
    if asked.starts + START_SLACK_MS < now {
        return Err(impossible("The start has passed already."));
    }
    if asked.starts > now + MAX_AHEAD_MS {
        return Err(impossible("A tournament starts within 90 days."));
    }
    if !(2..=MAX_PLAYERS).contains(&asked.max_players) {
        return Err(impossible(&format!(
            "A tournament has room for 2 to {MAX_PLAYERS} players."
        )));
    }
    if let (Some(min), Some(max)) = (asked.min_rating, asked.max_rating)
        && min > max
    {
        return Err(impossible("The lowest rating is above the highest."));
    }
    if asked
        .password
        .as_ref()
        .is_some_and(|p| p.chars().count() > MAX_PASSWORD)
    {
        return Err(impossible("The password is too long."));
    }
    match asked.kind {
        TournamentKind::Arena => {
            let TimeControl::Live { minutes, increment } = time else {
                return Err(impossible("An arena is played with live clocks."));
            };
            let length = asked.minutes.unwrap_or(0);
            if !ARENA_MINUTES.contains(&length) {
                return Err(impossible("An arena lasts 10 minutes to 12 hours."));
            }
            // Both clocks used up over a game of 40 moves each must fit in the arena.
            let game_seconds = 2 * (u64::from(minutes) * 60 + MOVES_A_GAME * u64::from(increment));
            if u64::from(length) * 60 < game_seconds {
                return Err(impossible(
                    "The arena is shorter than one game with this clock.",
                ));
            }
        }
        TournamentKind::Swiss => {
            let rounds = asked.rounds.unwrap_or(0);
            if !(1..=MAX_ROUNDS).contains(&rounds) {
                return Err(impossible(&format!(
                    "A Swiss has 1 to {MAX_ROUNDS} rounds."
                )));
            }
            if rounds >= asked.max_players {
                return Err(impossible(
                    "A Swiss needs more players than rounds, or some would meet twice.",
                ));
            }
            if let TimeControl::Correspondence { days } = time {
                let round_days = asked.round_days.unwrap_or(0);
                if !(u32::from(days)..=MAX_ROUND_DAYS).contains(&round_days) {
                    return Err(impossible(&format!(
                        "A correspondence round lasts {days} to {MAX_ROUND_DAYS} days: at least \
                         one turn's time."
                    )));
                }
            }
        }
        TournamentKind::RoundRobin => {
            if !(3..=MAX_ROUND_ROBIN).contains(&asked.max_players) {
                return Err(impossible(&format!(
                    "A round-robin has room for 3 to {MAX_ROUND_ROBIN} players."
                )));
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
            Err(TournamentError::Impossible(why)) => why,
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
