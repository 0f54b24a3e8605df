//! The player's preferences, one set for every game: the theme, how fast things move, the
//! board's coordinates and the sound. Remembered in the browser, applied at once.
//!
//! ```
//! use skillgames_page::preferences::{Motion, Preferences, Theme};
//!
//! let mut preferences = Preferences::default();
//! assert_eq!(preferences.theme, Theme::System);
//! // Until the player chooses, a system asking for reduced motion means no animation.
//! assert_eq!(preferences.motion(true), Motion::Off);
//! assert_eq!(preferences.motion(false), Motion::Normal);
//! preferences.motion = Some(Motion::Fast);
//! assert_eq!(preferences.motion(true).scale(600), 300);
//! ```

use serde::{Deserialize, Serialize};

/// The colours of the site.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// Light or dark as the device is set.
    #[default]
    System,
    /// Dark text on light backgrounds.
    Light,
    /// Light text on dark backgrounds.
    Dark,
}

impl Theme {
    /// Every theme, in the order the preferences window offers them.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// Its name in the preferences window.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Theme::System => "Follow the system",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
        }
    }

    /// The theme drawn: `System` resolved by whether the device prefers light colours.
    #[must_use]
    pub fn resolved(self, system_light: bool) -> Theme {
        match self {
            Theme::System if system_light => Theme::Light,
            Theme::System => Theme::Dark,
            theme => theme,
        }
    }

    /// The page's `data-theme` value (of a resolved theme).
    #[must_use]
    pub fn attribute(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark | Theme::System => "dark",
        }
    }
}

/// How fast pieces glide, sunk ships fade and the computer's answer follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Motion {
    /// As designed.
    Normal,
    /// Everything in half the time.
    Fast,
    /// No animation: pieces jump, removed pieces vanish, nothing waits for a glide.
    Off,
}

/// Durations under [`Motion::Fast`], in percent of the normal ones.
pub const FAST_PERCENT: u64 = 50;

impl Motion {
    /// Every speed, in the order the preferences window offers them.
    pub const ALL: [Motion; 3] = [Motion::Normal, Motion::Fast, Motion::Off];

    /// Its name in the preferences window.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Motion::Normal => "Normal",
            Motion::Fast => "Fast",
            Motion::Off => "Off",
        }
    }

    /// The page's `data-motion` value.
    #[must_use]
    pub fn attribute(self) -> &'static str {
        match self {
            Motion::Normal => "normal",
            Motion::Fast => "fast",
            Motion::Off => "off",
        }
    }

    /// A duration of the normal speed, in milliseconds, at this speed.
    #[must_use]
    pub fn scale(self, ms: u64) -> u64 {
        match self {
            Motion::Normal => ms,
            Motion::Fast => ms * FAST_PERCENT / 100,
            Motion::Off => 0,
        }
    }
}

/// Everything the preferences window sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preferences {
    /// The colours.
    pub theme: Theme,
    /// The animation speed the player chose; `None` until then (see [`Preferences::motion`]).
    pub motion: Option<Motion>,
    /// Whether the board shows its coordinates.
    pub coordinates: bool,
    /// Whether moves and endings make a sound.
    pub sound: bool,
    /// Whether the last ten seconds of one's own clock in a live game tick (with sound on).
    pub low_time: bool,
    /// Whether games show their chat.
    pub chat: bool,
    /// Whether the players' chat is shown without its bad words (public rooms always are).
    pub clean_chat: bool,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            theme: Theme::System,
            motion: None,
            coordinates: true,
            sound: true,
            low_time: true,
            chat: true,
            clean_chat: false,
        }
    }
}

impl Preferences {
    /// The animation speed in force: the player's choice, or, until there is one, off when
    /// the device asks for reduced motion and normal otherwise.
    #[must_use]
    pub fn motion(&self, reduced_motion: bool) -> Motion {
        self.motion.unwrap_or(if reduced_motion {
            Motion::Off
        } else {
            Motion::Normal
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_theme_follows_the_device() {
        assert_eq!(Theme::System.resolved(true), Theme::Light);
        assert_eq!(Theme::System.resolved(false), Theme::Dark);
        assert_eq!(Theme::Dark.resolved(true), Theme::Dark);
        assert_eq!(Theme::Light.resolved(false).attribute(), "light");
    }

    #[test]
    fn speeds_scale_every_duration() {
        assert_eq!(Motion::Normal.scale(700), 700);
        assert_eq!(Motion::Fast.scale(700), 350);
        assert_eq!(Motion::Off.scale(700), 0);
    }

    #[test]
    fn a_choice_outranks_the_device() {
        let chosen = Preferences {
            motion: Some(Motion::Normal),
            ..Preferences::default()
        };
        assert_eq!(chosen.motion(true), Motion::Normal);
        assert_eq!(Preferences::default().motion(true), Motion::Off);
    }

    #[test]
    fn stored_preferences_read_back_and_missing_fields_take_defaults() {
        let preferences = Preferences {
            theme: Theme::Light,
            motion: Some(Motion::Off),
            coordinates: false,
            sound: false,
            low_time: false,
            chat: false,
            clean_chat: true,
        };
        let text = serde_json::to_string(&preferences).unwrap();
        assert_eq!(
            serde_json::from_str::<Preferences>(&text).unwrap(),
            preferences
        );
        let partial: Preferences = serde_json::from_str(r#"{"theme":"Dark"}"#).unwrap();
        assert_eq!(
            partial,
            Preferences {
                theme: Theme::Dark,
                ..Preferences::default()
            }
        );
    }
}
