//! Time controls and the clocks as the server reports them.

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::error::MessageError;
use crate::side::Colour;

/// How much time the players have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    tag = "kind",
    rename_all = "lowercase",
    try_from = "crate::read::TimeControlFields"
)]
pub enum TimeControl {
    /// A live game: `minutes` each, plus `increment` seconds after every move.
    Live {
        /// Minutes each side starts with.
        minutes: u16,
        /// Seconds added to a side's clock after each of its moves.
        increment: u16,
    },
    /// A correspondence game: `days` for each move; the clock starts again after every move.
    Correspondence {
        /// Days per move (1, 3 or 7).
        days: u8,
    },
}

/// The live time controls offered first, as (minutes, increment).
pub const PRESETS: &[(u16, u16)] = &[(1, 1), (3, 2), (5, 3), (10, 5), (15, 10)];
/// The correspondence controls offered, in days per move.
pub const CORRESPONDENCE_DAYS: &[u8] = &[1, 3, 7];
/// The longest live game a custom control may set, in minutes.
const MAX_MINUTES: u16 = 180;
/// The largest custom increment, in seconds.
const MAX_INCREMENT: u16 = 180;

const MINUTE_MS: u64 = 60_000;
const DAY_MS: u64 = 24 * 60 * MINUTE_MS;

impl TimeControl {
    /// Reads `3+2` (minutes + increment seconds) or `3d` (days per move).
    ///
    /// # Errors
    /// When the text is no time control, or one out of range (live: 1 to 180 minutes and 0
    /// to 180 seconds; correspondence: 1, 3 or 7 days).
    pub fn parse(text: &str) -> Result<TimeControl, MessageError> {
        let bad = || MessageError::TimeControl;
        let text = text.trim();
        let control = if let Some(days) = text.strip_suffix('d') {
            TimeControl::Correspondence {
                days: days.trim().parse().map_err(|_| bad())?,
            }
        } else {
            let (minutes, increment) = text.split_once('+').ok_or_else(bad)?;
            TimeControl::Live {
                minutes: minutes.trim().parse().map_err(|_| bad())?,
                increment: increment.trim().parse().map_err(|_| bad())?,
            }
        };
        control.check()
    }

    /// This control, if it is within the limits [`TimeControl::parse`] states.
    ///
    /// # Errors
    /// When it is out of range.
    pub fn check(self) -> Result<TimeControl, MessageError> {
        let fine = match self {
            TimeControl::Live { minutes, increment } => {
                (1..=MAX_MINUTES).contains(&minutes) && increment <= MAX_INCREMENT
            }
            TimeControl::Correspondence { days } => CORRESPONDENCE_DAYS.contains(&days),
        };
        if fine {
            Ok(self)
        } else {
            Err(MessageError::TimeControl)
        }
    }

    /// Each side's time at the start, in milliseconds.
    #[must_use]
    pub fn initial_ms(self) -> u64 {
        match self {
            TimeControl::Live { minutes, .. } => u64::from(minutes) * MINUTE_MS,
            TimeControl::Correspondence { days } => u64::from(days) * DAY_MS,
        }
    }

    /// What a side gets after its move, given what it had left: live games add the
    /// increment, correspondence games start the move's time again.
    #[must_use]
    pub fn after_move(self, left_ms: u64) -> u64 {
        match self {
            TimeControl::Live { increment, .. } => left_ms + u64::from(increment) * 1000,
            TimeControl::Correspondence { .. } => self.initial_ms(),
        }
    }

    /// Whether nobody needs to stay connected (days per move).
    #[must_use]
    pub fn is_correspondence(self) -> bool {
        matches!(self, TimeControl::Correspondence { .. })
    }

    /// The name of its speed, for lists and ratings' labels.
    #[must_use]
    pub fn speed(self) -> &'static str {
        match self {
            TimeControl::Correspondence { .. } => "correspondence",
            TimeControl::Live { minutes, increment } => {
                // Estimated length of a 40-move game, as lichess classifies chess games.
                let estimate = u64::from(minutes) * 60 + 40 * u64::from(increment);
                match estimate {
                    0..180 => "bullet",
                    180..480 => "blitz",
                    480..1500 => "rapid",
                    _ => "classical",
                }
            }
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Live { minutes, increment } => write!(f, "{minutes}+{increment}"),
            TimeControl::Correspondence { days } => write!(f, "{days}d"),
        }
    }
}

/// Both clocks as the server saw them when it sent them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    /// White's time left, in milliseconds.
    pub white: u64,
    /// Black's time left, in milliseconds.
    pub black: u64,
    /// The side whose clock runs (none before the first move and after the end).
    pub running: Option<Colour>,
}

impl Clocks {
    /// The time left of `side`, `elapsed_ms` after the server sent these clocks.
    #[must_use]
    pub fn left(&self, side: Colour, elapsed_ms: u64) -> u64 {
        let stored = match side {
            Colour::White => self.white,
            Colour::Black => self.black,
        };
        if self.running == Some(side) {
            stored.saturating_sub(elapsed_ms)
        } else {
            stored
        }
    }
}

/// A clock's face: `m:ss` (`h:mm:ss` from an hour, whole days and hours from a day), rounded
/// up so that a clock shows 0:00 only when it has run out.
#[must_use]
pub fn clock_text(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    let (days, hours, minutes, secs) = (
        seconds / 86_400,
        seconds / 3600 % 24,
        seconds / 60 % 60,
        seconds % 60,
    );
    if days > 0 {
        let unit = if days == 1 { "day" } else { "days" };
        format!("{days} {unit} {hours} h")
    } else if hours > 0 {
        format!("{hours}:{minutes:02}:{secs:02}")
    } else {
        format!("{minutes}:{secs:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_read_and_write_back() {
        for text in [
            "1+1", "3+2", "5+3", "10+5", "15+10", "1d", "3d", "7d", "180+0",
        ] {
            assert_eq!(TimeControl::parse(text).unwrap().to_string(), text);
        }
        for bad in [
            "", "3", "0+2", "181+0", "3+181", "2d", "x+1", "-1+2", "3+2+1",
        ] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn clocks_gain_their_increment_and_correspondence_starts_again() {
        let blitz = TimeControl::parse("3+2").unwrap();
        assert_eq!(blitz.initial_ms(), 180_000);
        assert_eq!(blitz.after_move(1_000), 3_000);
        let corr = TimeControl::parse("1d").unwrap();
        assert_eq!(corr.after_move(5), 86_400_000);
        assert!(corr.is_correspondence() && !blitz.is_correspondence());
        assert_eq!(blitz.speed(), "blitz");
        assert_eq!(TimeControl::parse("1+1").unwrap().speed(), "bullet");
    }

    #[test]
    fn faces_round_up_and_grow_with_the_time() {
        assert_eq!(clock_text(0), "0:00");
        assert_eq!(clock_text(1), "0:01");
        assert_eq!(clock_text(59_001), "1:00");
        assert_eq!(clock_text(180_000), "3:00");
        assert_eq!(clock_text(3_600_000), "1:00:00");
        assert_eq!(clock_text(3 * 86_400_000), "3 days 0 h");
        let clocks = Clocks {
            white: 10_000,
            black: 5_000,
            running: Some(Colour::Black),
        };
        assert_eq!(clocks.left(Colour::Black, 6_000), 0);
        assert_eq!(clocks.left(Colour::White, 6_000), 10_000);
    }
}
