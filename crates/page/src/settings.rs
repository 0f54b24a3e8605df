//! The choices made in the settings window, remembered per game.

use serde::{Deserialize, Serialize};
use skillgames_play::GameInfo;

/// Who the player faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// The computer, at a difficulty level.
    Computer,
    /// Another person on the same device.
    Friend,
}

/// A game's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The difficulty level's name.
    pub level: String,
    /// Board size.
    pub size: u8,
    /// Computer or friend.
    pub opponent: Opponent,
}

impl Settings {
    /// The defaults for a game: its default board and level, against the computer.
    #[must_use]
    pub fn default_for(info: &GameInfo) -> Self {
        Settings {
            level: info.default_level.to_owned(),
            size: info.boards[0].size,
            opponent: Opponent::Computer,
        }
    }

    /// These settings if they fit `info`, otherwise the defaults.
    #[must_use]
    pub fn checked(self, info: &GameInfo) -> Self {
        let level_ok = info.level(&self.level).is_some();
        let size_ok = info.boards.iter().any(|b| b.size == self.size);
        if level_ok && size_ok {
            self
        } else {
            Self::default_for(info)
        }
    }
}
