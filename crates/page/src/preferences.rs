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
use skillgames_i18n::Language;

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

    /// The id of its name in the preferences window (in the catalogues of `skillgames-i18n`).
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Theme::System => "theme-system",
            Theme::Light => "theme-light",
            Theme::Dark => "theme-dark",
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

    /// The id of its name in the preferences window (in the catalogues of `skillgames-i18n`).
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Motion::Normal => "motion-normal",
            Motion::Fast => "motion-fast",
            Motion::Off => "motion-off",
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
    /// The language the player chose; `None` until then (the browser's, see
    /// [`Preferences::language`]).
    #[serde(with = "language_code")]
    pub language: Option<Language>,
}

/// A language kept as its tag (`"de"`); a tag no longer offered reads as no choice.
mod language_code {
    use serde::{Deserialize, Deserializer, Serializer};
    use skillgames_i18n::Language;

    pub(super) fn serialize<S: Serializer>(
        language: &Option<Language>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match language {
            Some(language) => serializer.serialize_some(language.code()),
            None => serializer.serialize_none(),
        }
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Language>, D::Error> {
        let code = Option::<String>::deserialize(deserializer)?;
        Ok(code.as_deref().and_then(Language::from_code))
    }
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
            language: None,
        }
    }
}

impl Preferences {
    /// The language in force: the player's choice, or, until there is one, the first of the
    /// browser's languages (`wanted`, most wanted first) the site speaks.
    #[must_use]
    pub fn language<'a>(&self, wanted: impl IntoIterator<Item = &'a str>) -> Language {
        self.language.unwrap_or_else(|| Language::negotiate(wanted))
    }

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
    fn the_language_is_the_players_choice_or_the_browsers() {
        let mut preferences = Preferences::default();
        assert_eq!(preferences.language(["ru-RU", "en"]), Language::Russian);
        preferences.language = Some(Language::Chinese);
        assert_eq!(preferences.language(["ru-RU"]), Language::Chinese);
        let kept = serde_json::to_string(&preferences).unwrap();
        assert!(kept.contains("\"language\":\"zh-CN\""), "{kept}");
        assert_eq!(
            serde_json::from_str::<Preferences>(&kept).unwrap(),
            preferences
        );
        // Preferences kept before languages existed, or with one no longer offered.
        let old: Preferences = serde_json::from_str("{\"sound\":false}").unwrap();
        assert_eq!(old.language, None);
        let gone: Preferences = serde_json::from_str("{\"language\":\"tlh\"}").unwrap();
        assert_eq!(gone.language, None);
    }

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
            language: Some(Language::German),
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
