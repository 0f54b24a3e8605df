//! The site's own tournaments, from a schedule the operator writes (`skillgames serve
//! --schedule FILE`): a TOML file of `[[event]]` tables, each an event that comes back every
//! hour, day or week (UTC). Every server of a cluster reads the same file and makes each
//! occurrence when it is due to be announced; the occurrence's key (`schedule_key`, the
//! event's name and start) lets only the first server's make it.
//!
//! ```
//! use skillgames_server::tournament::schedule::Schedule;
//!
//! let schedule = Schedule::parse(r#"
//!     [[event]]
//!     name = "Hourly Amazons Arena"
//!     kind = "arena"
//!     game = "amazons"
//!     size = 8
//!     time = "3+2"
//!     every = "hour"
//!     at = ":30"
//!     minutes = 45
//! "#)?;
//! // 2026-12-04 22:10 UTC: the 22:30 arena is listed (30 minutes ahead by default).
//! let now = 1_796_422_200_000;
//! let due = schedule.due(now);
//! assert_eq!(due.len(), 1);
//! assert_eq!(due[0].new.starts, now + 20 * 60_000);
//! assert_eq!(due[0].key, format!("Hourly Amazons Arena@{}", now + 20 * 60_000));
//! # Ok::<(), skillgames_server::tournament::schedule::ScheduleError>(())
//! ```

use serde::Deserialize;
use skillgames_online::tournament::{NewTournament, TournamentKind};
use skillgames_online::{TimeControl, VariantId};
use thiserror::Error;

use super::check;
use crate::clock::Millis;

const MINUTE: Millis = 60_000;
const HOUR: Millis = 60 * MINUTE;
const DAY: Millis = 24 * HOUR;

/// How often an event comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Every {
    /// Every hour, at minute `at` (`":30"`).
    Hour,
    /// Every day, at `at` (`"18:00"`).
    Day,
    /// Every week, on day `on`, at `at`.
    Week,
}

/// A day of the week.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Weekday {
    /// Monday.
    Monday,
    /// Tuesday.
    Tuesday,
    /// Wednesday.
    Wednesday,
    /// Thursday.
    Thursday,
    /// Friday.
    Friday,
    /// Saturday.
    Saturday,
    /// Sunday.
    Sunday,
}

/// One event of the schedule, as written.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    /// The tournaments' name.
    pub name: String,
    /// Their kind.
    pub kind: TournamentKind,
    /// The game's catalogue name.
    pub game: String,
    /// The board.
    pub size: u8,
    /// The time control (`"3+2"`, `"3d"`).
    pub time: String,
    /// How often.
    pub every: Every,
    /// When: `":MM"` for an hourly event, `"HH:MM"` (UTC) for the others; the hour's start,
    /// or midnight, if none.
    #[serde(default)]
    pub at: Option<String>,
    /// The day of a weekly event.
    #[serde(default)]
    pub on: Option<Weekday>,
    /// An arena's length in minutes.
    #[serde(default)]
    pub minutes: Option<u32>,
    /// A Swiss's rounds.
    #[serde(default)]
    pub rounds: Option<u32>,
    /// A round-robin with both colours.
    #[serde(default)]
    pub twice: bool,
    /// A correspondence Swiss's days per round.
    #[serde(default)]
    pub round_days: Option<u32>,
    /// The most players.
    #[serde(default = "default_players")]
    pub max_players: u32,
    /// Rated (by default).
    #[serde(default = "yes")]
    pub rated: bool,
    /// Bots may join (by default: they fill the site's events at quiet hours).
    #[serde(default = "yes")]
    pub bots: bool,
    /// The lowest rating.
    #[serde(default)]
    pub min_rating: Option<i32>,
    /// The highest rating.
    #[serde(default)]
    pub max_rating: Option<i32>,
    /// How long before its start each occurrence is listed, in minutes (by default 30 for an
    /// hourly event, 60 for the others).
    #[serde(default)]
    pub announce_minutes: Option<u32>,
}

fn default_players() -> u32 {
    200
}

fn yes() -> bool {
    true
}

/// How long before its start an occurrence is listed, in milliseconds.
fn announce(event: &Event) -> Millis {
    let minutes = event.announce_minutes.unwrap_or(match event.every {
        Every::Hour => 30,
        Every::Day | Every::Week => 60,
    });
    u64::from(minutes) * MINUTE
}

/// The schedule file as a whole.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    event: Vec<Event>,
}

/// What is wrong with a schedule, for the operator.
#[derive(Debug, Error)]
pub enum ScheduleError {
    /// Not TOML of the expected shape.
    #[error("the schedule cannot be read: {0}")]
    Syntax(String),
    /// An event that could not be held.
    #[error("event {index} ({name}): {why}")]
    Event {
        /// Its place in the file, from 1.
        index: usize,
        /// Its name.
        name: String,
        /// What is wrong.
        why: String,
    },
}

/// An occurrence due to be made.
#[derive(Clone, Debug)]
pub struct Due {
    /// The occurrence's key: the event's name and start.
    pub key: String,
    /// The tournament.
    pub new: NewTournament,
}

/// The site's schedule.
#[derive(Clone, Debug, Default)]
pub struct Schedule {
    events: Vec<(Event, Offset)>,
}

/// When in its period an event starts.
#[derive(Clone, Copy, Debug)]
struct Offset {
    /// From the start of the hour, day or week (Monday 00:00 UTC).
    from_period_start: Millis,
    period: Millis,
}

fn clock_time(at: Option<&str>, hourly: bool) -> Result<Millis, String> {
    let Some(at) = at else { return Ok(0) };
    let bad = || {
        if hourly {
            format!("`at` of an hourly event is \":MM\", not {at:?}")
        } else {
            format!("`at` is \"HH:MM\" (UTC), not {at:?}")
        }
    };
    let (hours, minutes) = at.split_once(':').ok_or_else(bad)?;
    let minutes: u64 = minutes.parse().map_err(|_| bad())?;
    let hours: u64 = if hourly {
        if !hours.is_empty() {
            return Err(bad());
        }
        0
    } else {
        hours.parse().map_err(|_| bad())?
    };
    if minutes >= 60 || hours >= 24 {
        return Err(bad());
    }
    Ok(hours * HOUR + minutes * MINUTE)
}

impl Schedule {
    /// Reads a schedule, checking each event as a tournament made at its next start.
    ///
    /// # Errors
    /// [`ScheduleError`] naming the event and what is wrong.
    pub fn parse(text: &str) -> Result<Schedule, ScheduleError> {
        let file: File = toml::from_str(text).map_err(|e| ScheduleError::Syntax(e.to_string()))?;
        let mut events = Vec::with_capacity(file.event.len());
        for (i, event) in file.event.into_iter().enumerate() {
            let wrong = |why: String| ScheduleError::Event {
                index: i + 1,
                name: event.name.clone(),
                why,
            };
            let at = clock_time(event.at.as_deref(), event.every == Every::Hour).map_err(wrong)?;
            let offset = match (event.every, event.on) {
                (Every::Hour, None) => Offset {
                    from_period_start: at,
                    period: HOUR,
                },
                (Every::Day, None) => Offset {
                    from_period_start: at,
                    period: DAY,
                },
                (Every::Week, Some(day)) => Offset {
                    from_period_start: day as u64 * DAY + at,
                    period: 7 * DAY,
                },
                (Every::Week, None) => return Err(wrong("a weekly event needs `on`".into())),
                (_, Some(_)) => return Err(wrong("`on` is for weekly events".into())),
            };
            let time = TimeControl::parse(&event.time)
                .map_err(|_| wrong(format!("{:?} is not a time control", event.time)))?;
            let sample = new_tournament(&event, time, 0);
            check(&sample, 0).map_err(|e| wrong(e.to_string()))?;
            if announce(&event) >= offset.period {
                return Err(wrong(
                    "`announce_minutes` is longer than the time between two of them".into(),
                ));
            }
            events.push((event, offset));
        }
        Ok(Schedule { events })
    }

    /// Whether it has no events.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The occurrences to list at `now`: each event's next start, once it is within the
    /// event's announcement time.
    #[must_use]
    pub fn due(&self, now: Millis) -> Vec<Due> {
        self.events
            .iter()
            .filter_map(|(event, offset)| {
                let starts = next_start(*offset, now);
                if starts - now > announce(event) {
                    return None;
                }
                let time = TimeControl::parse(&event.time).ok()?;
                Some(Due {
                    key: format!("{}@{starts}", event.name),
                    new: new_tournament(event, time, starts),
                })
            })
            .collect()
    }
}

/// The first start at or after `now`.
fn next_start(offset: Offset, now: Millis) -> Millis {
    // The Unix epoch was a Thursday: weeks are counted from the Monday before it.
    let week_shift = if offset.period == 7 * DAY { 3 * DAY } else { 0 };
    let shifted = now + week_shift;
    let period_start = shifted - shifted % offset.period;
    let mut start = period_start + offset.from_period_start;
    if start < shifted {
        start += offset.period;
    }
    start - week_shift
}

fn new_tournament(event: &Event, time: TimeControl, starts: Millis) -> NewTournament {
    NewTournament {
        name: event.name.clone(),
        kind: event.kind,
        variant: VariantId::new(event.game.clone(), event.size),
        time,
        rated: event.rated,
        starts,
        minutes: event.minutes,
        rounds: event.rounds,
        twice: event.twice,
        round_days: event.round_days,
        max_players: event.max_players,
        min_rating: event.min_rating,
        max_rating: event.max_rating,
        bots: event.bots,
        password: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-12-04 (a Friday) 22:10 UTC.
    const FRIDAY: Millis = 1_796_422_200_000;

    #[test]
    fn weekly_and_daily_events_fall_on_their_day_and_time() {
        let schedule = Schedule::parse(
            r#"
            [[event]]
            name = "Saturday Swiss"
            kind = "swiss"
            game = "loa"
            size = 8
            time = "5+3"
            every = "week"
            on = "saturday"
            at = "18:00"
            rounds = 7
            announce_minutes = 1440

            [[event]]
            name = "Daily round-robin"
            kind = "round_robin"
            game = "archimedes"
            size = 8
            time = "1d"
            every = "day"
            at = "12:00"
            max_players = 8
            "#,
        )
        .unwrap();
        // Saturday 18:00 is 19 h 50 min after Friday 22:10: announced (a day ahead).
        let due = schedule.due(FRIDAY);
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].new.starts, FRIDAY + 19 * HOUR + 50 * MINUTE);
        // The next day's noon, an hour ahead.
        let noon = FRIDAY + 13 * HOUR + 50 * MINUTE;
        let due = schedule.due(noon - 30 * MINUTE);
        assert!(
            due.iter()
                .any(|d| d.new.starts == noon && d.new.kind == TournamentKind::RoundRobin)
        );
    }

    #[test]
    fn mistakes_are_told_with_the_event() {
        let wrong = |text: &str| Schedule::parse(text).unwrap_err().to_string();
        let head = "[[event]]\nname = \"Odd\"\nkind = \"swiss\"\ngame = \"loa\"\nsize = 8\n";
        assert!(
            wrong(&format!(
                "{head}time = \"5+3\"\nevery = \"week\"\nrounds = 3\n"
            ))
            .contains("needs `on`")
        );
        assert!(
            wrong(&format!(
                "{head}time = \"5+3\"\nevery = \"day\"\nat = \"25:00\"\nrounds = 3\n"
            ))
            .contains("HH:MM")
        );
        assert!(
            wrong(&format!(
                "{head}time = \"fast\"\nevery = \"day\"\nrounds = 3\n"
            ))
            .contains("time control")
        );
        assert!(
            wrong(&format!("{head}time = \"5+3\"\nevery = \"day\"\n")).contains("1 to 20 rounds")
        );
        assert!(
            wrong(&format!(
                "{head}time = \"5+3\"\nevery = \"day\"\nrounds = 3\ncolour = \"red\"\n"
            ))
            .contains("cannot be read")
        );
        assert!(
            wrong(&format!(
                "{head}time = \"5+3\"\nevery = \"hour\"\nrounds = 3\nannounce_minutes = 90\n"
            ))
            .contains("announce")
        );
    }
}
