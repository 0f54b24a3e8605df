//! The catalogue: every game described once, next to its rules, as data that the protocol,
//! `perft`, `bench`, `match` and the app iterate over. A game's crate defines its
//! [`GameInfo`] and (with its feature `engine`) its `GameEngine`; one registration line in the `skillgames-catalogue`
//! crate lists both.
//!
//! The engines are a list of their own (`skillgames_search::Engines`): the description of a game
//! holds no path to its search, so a program that only plays by the rules (the browser's page,
//! the game server) reads the whole catalogue without compiling the search.
//!
//! A game on one of its boards, [`Variant`], is here too: it is the only way to name a board
//! size, so that only sizes a game is played on can be constructed, and it and the game's
//! description refer to each other (a board starts a game of a variant, a variant names a board
//! of a game). The parts of the description that depend on nothing else are in `details.rs`.

use crate::Rules;
use crate::level::Level;
use skillgames_core::ParseFenError;
use skillgames_core::Player;
use std::fmt;

pub use crate::details::{BenchDepths, MarkRules, Noun, OpeningPolicy, RemovalTally};

/// Starts a game on one board of a game (see [`crate::rules_of`]).
pub type MakeRules = fn(Variant, Option<&str>) -> Result<Box<dyn Rules>, ParseFenError>;

/// One board a game is played on.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    /// Files (and ranks).
    pub size: u8,
    /// Its name in the settings window ("Quick"), or empty.
    pub label: &'static str,
    /// The depths `skillgames bench` times on it.
    pub bench: BenchDepths,
    /// Each level's measured strength on this board, in Elo above the first level, in the
    /// order of [`GameInfo::levels`]: the sums of the ladder's rows in `docs/strength.md`
    /// (matches of each level against the one below).
    pub elo: &'static [i32],
    /// Positions the after-game analysis searches in each position of a game on this board
    /// (the top level's search, without randomness): a fixed budget, so an analysis finds the
    /// same in every browser, chosen for about a quarter of a second per position in the
    /// browser's WebAssembly (`docs/performance.md`).
    pub analysis_nodes: u64,
    /// Starts a game on this board.
    pub rules: MakeRules,
}

/// A section of the how-to-play page: a heading and its paragraphs.
#[derive(Clone, Copy, Debug)]
pub struct Section {
    /// The heading.
    pub title: &'static str,
    /// Paragraphs; those starting with "- " are shown as bullets.
    pub paragraphs: &'static [&'static str],
}

/// A game's how-to-play page: apart from its [`GameInfo`], so that the programs that never
/// show it (the computer's worker, the tools) do not carry its text.
#[derive(Debug)]
pub struct Guide {
    /// The game's protocol name (its [`GameInfo::name`]).
    pub game: &'static str,
    /// The sections, before the difficulty levels.
    pub sections: &'static [Section],
    /// The last line of the difficulty section, after each level's description.
    pub levels_note: &'static str,
}

impl Guide {
    /// The catalogues' message (`skillgames-i18n`) of section `section`'s heading (counted
    /// from 0 here, from 1 in the id): the page shows each text in the player's language.
    #[must_use]
    pub fn title_id(&self, section: usize) -> String {
        format!("guide-{}-{}-title", self.game, section + 1)
    }

    /// The message of paragraph `paragraph` of section `section` (without a bullet's "- ",
    /// which the English text decides).
    #[must_use]
    pub fn paragraph_id(&self, section: usize, paragraph: usize) -> String {
        format!("guide-{}-{}-{}", self.game, section + 1, paragraph + 1)
    }

    /// The message of [`Guide::levels_note`].
    #[must_use]
    pub fn levels_note_id(&self) -> String {
        format!("guide-{}-levels-note", self.game)
    }

    /// Every text of the guide with its message's id, in order: what the English catalogue
    /// holds (`crates/catalogue/tests/texts.rs` checks it).
    #[must_use]
    pub fn texts(&self) -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        for (s, section) in self.sections.iter().enumerate() {
            out.push((self.title_id(s), section.title));
            for (p, paragraph) in section.paragraphs.iter().enumerate() {
                let text = paragraph.strip_prefix("- ").unwrap_or(paragraph);
                out.push((self.paragraph_id(s, p), text));
            }
        }
        if !self.levels_note.is_empty() {
            out.push((self.levels_note_id(), self.levels_note));
        }
        out
    }
}

/// Every game's guide, in menu order.
#[derive(Clone, Copy, Debug)]
pub struct Guides {
    guides: &'static [&'static Guide],
}

impl Guides {
    /// The guides of a catalogue's games.
    #[must_use]
    pub const fn new(guides: &'static [&'static Guide]) -> Self {
        Guides { guides }
    }

    /// The guide of `game`, if it has one.
    #[must_use]
    pub fn of(&self, game: &GameInfo) -> Option<&'static Guide> {
        self.guides.iter().copied().find(|g| g.game == game.name)
    }
}

/// Everything the protocol, the tools and the app know about one game.
#[derive(Debug)]
pub struct GameInfo {
    /// The protocol name, e.g. `amazons`.
    pub name: &'static str,
    /// The name shown to people, e.g. `Amazons`.
    pub title: &'static str,
    /// One line for the home page.
    pub tagline: &'static str,
    /// The boards it is played on, the default first.
    pub boards: &'static [Board],
    /// The difficulty levels, easiest first; the last is the full-strength engine.
    pub levels: &'static [Level],
    /// The level new players start with.
    pub default_level: &'static str,
    /// The side that moves first (the player's, against the computer).
    pub first: Player,
    /// What a piece is called.
    pub piece: Noun,
    /// What the score line counts ("ships", "squares", "pieces").
    pub score_label: &'static str,
    /// What the score line's numbers mean, for screen readers ("ships left").
    pub score_meaning: &'static str,
    /// Whether a game can end in a draw.
    pub draws: bool,
    /// What the end screen counts of the pieces each side removed, if the game removes any
    /// in a way worth counting.
    pub removals: Option<RemovalTally>,
    /// How the arena plays openings.
    pub opening: OpeningPolicy,
    /// How the after-game analysis marks its moves.
    pub marks: MarkRules,
}

/// The longest player name the site allows (`skillgames_online::MAX_NAME_LEN`), which a house
/// bot's name must fit.
const HOUSE_NAME_MAX: usize = 20;

impl GameInfo {
    /// The name of the site's house bot playing this game at the level labelled `label`:
    /// `Archimedes Hard`, or, for a game whose title makes one of its bots' names too long,
    /// with the game's protocol name for all of them (`LOA Medium`).
    #[must_use]
    pub fn house_bot_name(&self, label: &str) -> String {
        let fits = self
            .levels
            .iter()
            .all(|l| self.title.chars().count() + 1 + l.label.chars().count() <= HOUSE_NAME_MAX);
        if fits {
            format!("{} {label}", self.title)
        } else {
            format!("{} {label}", self.name.to_uppercase())
        }
    }

    /// The level whose house bot is named `name` (its index in [`GameInfo::levels`]), if any.
    #[must_use]
    pub fn house_bot_level(&self, name: &str) -> Option<usize> {
        self.levels
            .iter()
            .position(|l| self.house_bot_name(l.label).eq_ignore_ascii_case(name))
    }

    /// The default board's variant.
    #[must_use]
    pub fn default_variant(&'static self) -> Variant {
        Variant::from_parts(self, &self.boards[0])
    }

    /// The game on the `size` board.
    ///
    /// # Errors
    /// [`VariantError::UnsupportedSize`] when the game is not played on it.
    pub fn variant(&'static self, size: u8) -> Result<Variant, VariantError> {
        match self.boards.iter().find(|board| board.size == size) {
            Some(board) => Ok(Variant::from_parts(self, board)),
            // The refusal reads as one of a size written out.
            None => self.variant_text(Some(&size.to_string())),
        }
    }

    /// The game on the board written `size` (e.g. `8`), or on its default board when `None`.
    ///
    /// # Errors
    /// [`VariantError::UnsupportedSize`] for anything but one of the game's sizes.
    pub fn variant_text(&'static self, size: Option<&str>) -> Result<Variant, VariantError> {
        let Some(text) = size else {
            return Ok(self.default_variant());
        };
        self.boards
            .iter()
            .find(|board| board.size.to_string() == text)
            .map(|board| Variant::from_parts(self, board))
            .ok_or_else(|| VariantError::UnsupportedSize {
                game: self.name,
                sizes: self
                    .boards
                    .iter()
                    .map(|b| format!("{0}x{0}", b.size))
                    .collect::<Vec<_>>()
                    .join(", "),
                found: text.chars().take(24).collect(),
            })
    }

    /// Every board's variant, the default first.
    pub fn variants(&'static self) -> impl Iterator<Item = Variant> {
        self.boards
            .iter()
            .map(move |board| Variant::from_parts(self, board))
    }

    /// The level called `name`.
    #[must_use]
    pub fn level(&self, name: &str) -> Option<&'static Level> {
        self.levels.iter().find(|level| level.name == name)
    }

    /// The full-strength level (the last).
    #[must_use]
    pub fn top_level(&self) -> &'static Level {
        &self.levels[self.levels.len() - 1]
    }
}

/// The games this build knows, in menu order.
#[derive(Clone, Copy, Debug)]
pub struct Catalogue {
    games: &'static [&'static GameInfo],
}

impl Catalogue {
    /// A catalogue of `games`, in menu order.
    #[must_use]
    pub const fn new(games: &'static [&'static GameInfo]) -> Self {
        Catalogue { games }
    }

    /// Every game, in menu order.
    #[must_use]
    pub fn games(&self) -> &'static [&'static GameInfo] {
        self.games
    }

    /// The game the protocol calls `name`.
    ///
    /// # Errors
    /// [`VariantError::UnknownGame`] listing the names there are.
    pub fn find(&self, name: &str) -> Result<&'static GameInfo, VariantError> {
        self.games
            .iter()
            .copied()
            .find(|game| game.name == name)
            .ok_or_else(|| VariantError::UnknownGame {
                found: name.chars().take(24).collect(),
                expected: self.names(),
            })
    }

    /// The game `name` on the board written `size` (its default board when `None`).
    ///
    /// # Errors
    /// An unknown game or a board it is not played on.
    pub fn variant(&self, name: &str, size: Option<&str>) -> Result<Variant, VariantError> {
        self.find(name)?.variant_text(size)
    }

    /// Every game on every board, game by game.
    pub fn variants(&self) -> impl Iterator<Item = Variant> + use<> {
        self.games.iter().flat_map(|game| game.variants())
    }

    /// The protocol names, for messages: `archimedes, amazons or loa`.
    #[must_use]
    pub fn names(&self) -> String {
        let names: Vec<&str> = self.games.iter().map(|g| g.name).collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            Some((last, _)) => (*last).to_owned(),
            None => String::new(),
        }
    }
}

/// Why a game name or size was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    /// Not one of the games.
    #[error("unknown game {found:?}: expected {expected}")]
    UnknownGame {
        /// The name asked for, shortened.
        found: String,
        /// The games there are.
        expected: String,
    },
    /// The game is not played on that board.
    #[error("{game} is played on {sizes}, not {found:?}")]
    UnsupportedSize {
        /// The game's protocol name.
        game: &'static str,
        /// The sizes it supports, as text.
        sizes: String,
        /// The size asked for, shortened.
        found: String,
    },
}

/// A game and one of its boards. Made by [`GameInfo::variant`] and friends, so it always names
/// a board the game is played on.
#[derive(Clone, Copy)]
pub struct Variant {
    game: &'static GameInfo,
    board: &'static Board,
}

impl Variant {
    fn from_parts(game: &'static GameInfo, board: &'static Board) -> Self {
        Variant { game, board }
    }

    /// The game.
    #[must_use]
    pub fn game(self) -> &'static GameInfo {
        self.game
    }

    /// The board.
    #[must_use]
    pub fn board(self) -> &'static Board {
        self.board
    }

    /// Files (and ranks) of the board.
    #[must_use]
    pub fn size(self) -> u8 {
        self.board.size
    }

    /// A game of this variant at its start, or at `fen`, played by the rules (a session with
    /// the computer comes from the catalogue's [`Engines`](crate::Engines)).
    ///
    /// # Errors
    /// When `fen` is not a possible position of this variant.
    pub fn rules(self, fen: Option<&str>) -> Result<Box<dyn Rules>, ParseFenError> {
        (self.board.rules)(self, fen)
    }
}

impl PartialEq for Variant {
    fn eq(&self, other: &Self) -> bool {
        self.game.name == other.game.name && self.board.size == other.board.size
    }
}

impl Eq for Variant {}

impl std::hash::Hash for Variant {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.game.name.hash(state);
        self.board.size.hash(state);
    }
}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Variant({self})")
    }
}

/// `amazons 8x8`.
impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}x{}", self.game.name, self.size(), self.size())
    }
}
