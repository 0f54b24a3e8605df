//! Everything the app keeps in the browser (saved games, statistics, settings, the sound
//! switch), read defensively: a damaged entry is set aside under another key with a notice,
//! and the rest keeps working. When storage is full or disabled, the app plays on without
//! saving and says so once.

use crate::preferences::Preferences;
use crate::record::{GameRecord, RecordError};
use crate::settings::Settings;
use crate::stats::{GameResult, Stats};
use skillgames_catalogue::CATALOGUE;
use skillgames_online::GameId;
use skillgames_play::{GameInfo, Level};
use std::cell::RefCell;
use std::collections::BTreeMap;

/// Prefix of every key this app writes.
const PREFIX: &str = "skillgames/v1";
/// Prefix of entries set aside because they could not be read.
const SET_ASIDE_PREFIX: &str = "skillgames/set-aside";
/// How many entries set aside are kept (the newest): enough to look into a problem, without
/// filling the browser's storage over the years.
pub const MAX_SET_ASIDE: usize = 5;

/// What could not be read, for the notice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Damaged {
    Game,
    LastGame,
    Stats,
    Settings,
    Preferences,
}

impl Damaged {
    /// The notice's message in the catalogues (`skillgames-i18n`): the page words it.
    fn notice(self) -> &'static str {
        match self {
            Damaged::Game => "storage-game-damaged",
            Damaged::LastGame => "storage-last-game-damaged",
            Damaged::Stats => "storage-stats-damaged",
            Damaged::Settings => "storage-settings-damaged",
            Damaged::Preferences => "storage-preferences-damaged",
        }
    }
}

/// The browser refused to read or write (storage disabled, or full).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("browser storage is unavailable or full")]
pub struct Unavailable;

/// A key-value store: the browser's `localStorage`, or memory in tests.
pub trait Store {
    /// The value under `key`.
    ///
    /// # Errors
    /// When the store cannot be read.
    fn get(&self, key: &str) -> Result<Option<String>, Unavailable>;
    /// Writes `value` under `key`.
    ///
    /// # Errors
    /// When storage is full or disabled.
    fn set(&self, key: &str, value: &str) -> Result<(), Unavailable>;
    /// Removes `key`.
    fn remove(&self, key: &str);
    /// Every key stored (of this site).
    fn keys(&self) -> Vec<String>;
}

/// A store in memory; with `capacity`, writes fail once it would hold more bytes.
#[derive(Default)]
pub struct MemoryStore {
    entries: RefCell<BTreeMap<String, String>>,
    capacity: Option<usize>,
}

impl MemoryStore {
    /// An empty store that refuses writes beyond `bytes` (keys and values).
    #[must_use]
    pub fn with_capacity(bytes: usize) -> Self {
        MemoryStore {
            entries: RefCell::default(),
            capacity: Some(bytes),
        }
    }
}

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, Unavailable> {
        Ok(self.entries.borrow().get(key).cloned())
    }

    fn set(&self, key: &str, value: &str) -> Result<(), Unavailable> {
        let mut entries = self.entries.borrow_mut();
        if let Some(capacity) = self.capacity {
            let used: usize = entries
                .iter()
                .filter(|(k, _)| *k != key)
                .map(|(k, v)| k.len() + v.len())
                .sum();
            if used + key.len() + value.len() > capacity {
                return Err(Unavailable);
            }
        }
        entries.insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove(&self, key: &str) {
        self.entries.borrow_mut().remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.entries.borrow().keys().cloned().collect()
    }
}

/// Every game, board and level of the catalogue, in its order: what statistics are kept for.
fn every_level() -> impl Iterator<Item = (&'static GameInfo, u8, &'static Level)> {
    CATALOGUE.games().iter().flat_map(|&info| {
        info.boards.iter().flat_map(move |board| {
            info.levels
                .iter()
                .map(move |level| (info, board.size, level))
        })
    })
}

/// One line of the statistics page.
#[derive(Clone, Debug)]
pub struct StatsRow {
    /// The game.
    pub info: &'static GameInfo,
    /// The board.
    pub size: u8,
    /// The level's name for players.
    pub level: &'static str,
    /// The record.
    pub stats: Stats,
}

/// Typed access to what the app stores, collecting notices for the player.
pub struct AppStorage {
    store: Box<dyn Store>,
    notices: RefCell<Vec<String>>,
    details: RefCell<Vec<String>>,
    warned_unavailable: RefCell<bool>,
}

/// The notice shown once when nothing can be saved (its message in the catalogues).
pub const UNAVAILABLE_NOTICE: &str = "storage-unavailable";

impl AppStorage {
    /// Storage backed by `store`.
    #[must_use]
    pub fn new(store: Box<dyn Store>) -> Self {
        AppStorage {
            store,
            notices: RefCell::default(),
            details: RefCell::default(),
            warned_unavailable: RefCell::new(false),
        }
    }

    /// Notices gathered since the last call, oldest first: the catalogues' message ids
    /// (`skillgames-i18n`), which the page words in the player's language.
    pub fn take_notices(&self) -> Vec<String> {
        std::mem::take(&mut self.notices.borrow_mut())
    }

    /// Technical detail gathered since the last call, for the console.
    pub fn take_details(&self) -> Vec<String> {
        std::mem::take(&mut self.details.borrow_mut())
    }

    fn notice(&self, text: String) {
        self.notices.borrow_mut().push(text);
    }

    fn unavailable(&self) {
        if !self.warned_unavailable.replace(true) {
            self.notice(UNAVAILABLE_NOTICE.to_owned());
        }
    }

    fn read(&self, key: &str) -> Option<String> {
        match self.store.get(key) {
            Ok(value) => value,
            Err(Unavailable) => {
                self.unavailable();
                None
            }
        }
    }

    fn write(&self, key: &str, value: &str) -> bool {
        let ok = self.store.set(key, value).is_ok();
        if !ok {
            self.unavailable();
        }
        ok
    }

    /// Moves a damaged entry out of the way, keeping its text for inspection (the newest
    /// [`MAX_SET_ASIDE`] only); the player hears what it means, the console why.
    fn set_aside(&self, key: &str, raw: &str, why: &str, what: Damaged) {
        let stamp = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        let aside = format!("{SET_ASIDE_PREFIX}/{stamp:015}/{key}");
        let _ = self.store.set(&aside, raw);
        self.store.remove(key);
        let mut kept: Vec<String> = self
            .store
            .keys()
            .into_iter()
            .filter(|k| k.starts_with(SET_ASIDE_PREFIX))
            .collect();
        kept.sort(); // oldest first: the stamps have a fixed width
        for old in kept.iter().rev().skip(MAX_SET_ASIDE) {
            self.store.remove(old);
        }
        self.notice(what.notice().to_owned());
        self.details
            .borrow_mut()
            .push(format!("{key} set aside as {aside}: {why}"));
    }

    fn save_key(game: &str) -> String {
        format!("{PREFIX}/save/{game}")
    }

    fn finished_key(game: &str) -> String {
        format!("{PREFIX}/finished/{game}")
    }

    /// The saved game of `game`, if there is a usable one. A damaged save is set aside.
    pub fn load_game(&self, game: &str) -> Option<GameRecord> {
        self.load_record(game, &Self::save_key(game), Damaged::Game)
    }

    /// The last finished game of `game` (with its analysis), if there is a usable one.
    pub fn load_finished(&self, game: &str) -> Option<GameRecord> {
        self.load_record(game, &Self::finished_key(game), Damaged::LastGame)
    }

    /// Keeps a finished game (the last of each game only), to review and analyse later.
    pub fn save_finished(&self, record: &GameRecord) -> bool {
        self.write(&Self::finished_key(&record.game), &record.to_json())
    }

    fn load_record(&self, game: &str, key: &str, damaged: Damaged) -> Option<GameRecord> {
        let raw = self.read(key)?;
        let checked = GameRecord::parse(&raw).and_then(|record| {
            if record.game != game {
                return Err(RecordError::Unknown);
            }
            record.replay().map(|_| record)
        });
        match checked {
            Ok(record) => Some(record),
            Err(err) => {
                self.set_aside(key, &raw, &err.to_string(), damaged);
                None
            }
        }
    }

    /// Whether `game` has a usable saved game (for the CONTINUE button).
    pub fn has_game(&self, game: &str) -> bool {
        self.load_game(game).is_some()
    }

    /// Saves a game in progress; `false` if it could not be stored.
    pub fn save_game(&self, record: &GameRecord) -> bool {
        self.write(&Self::save_key(&record.game), &record.to_json())
    }

    /// Forgets the saved game of `game` (when it ends).
    pub fn clear_game(&self, game: &str) {
        self.store.remove(&Self::save_key(game));
    }

    fn stats_key(game: &str, size: u8, level: &str) -> String {
        format!("{PREFIX}/stats/{game}/{size}/{level}")
    }

    /// The statistics for one game, board and level; a damaged entry is set aside and counts
    /// start again.
    pub fn stats(&self, game: &str, size: u8, level: &str) -> Stats {
        let key = Self::stats_key(game, size, level);
        let Some(raw) = self.read(&key) else {
            return Stats::new();
        };
        match Stats::parse(&raw) {
            Ok(stats) => stats,
            Err(err) => {
                self.set_aside(&key, &raw, &err.to_string(), Damaged::Stats);
                Stats::new()
            }
        }
    }

    /// Adds a finished game to the statistics and returns them.
    pub fn record_result(&self, game: &str, size: u8, level: &str, result: GameResult) -> Stats {
        let mut stats = self.stats(game, size, level);
        stats.add(result);
        self.write(&Self::stats_key(game, size, level), &stats.to_json());
        stats
    }

    /// The last settings chosen for `game`, or its defaults.
    pub fn settings(&self, game: &str) -> Option<Settings> {
        let key = format!("{PREFIX}/settings/{game}");
        let raw = self.read(&key)?;
        match serde_json::from_str::<Settings>(&raw) {
            Ok(settings) => Some(settings),
            Err(err) => {
                self.set_aside(&key, &raw, &err.to_string(), Damaged::Settings);
                None
            }
        }
    }

    /// Remembers the settings chosen for `game`.
    pub fn save_settings(&self, game: &str, settings: &Settings) {
        self.write(
            &format!("{PREFIX}/settings/{game}"),
            &serde_json::to_string(settings).unwrap_or_default(),
        );
    }

    /// The player's preferences; until any are saved, the defaults with the sound switch that
    /// earlier versions kept on its own.
    pub fn preferences(&self) -> Preferences {
        let key = format!("{PREFIX}/preferences");
        let Some(raw) = self.read(&key) else {
            return Preferences {
                sound: self.read(&format!("{PREFIX}/sound")).as_deref() != Some("off"),
                ..Preferences::default()
            };
        };
        serde_json::from_str(&raw).unwrap_or_else(|err| {
            self.set_aside(&key, &raw, &err.to_string(), Damaged::Preferences);
            Preferences::default()
        })
    }

    /// The stored preferences as they are, touching nothing: a damaged copy is `None` (and
    /// set aside, with its notice, by [`AppStorage::preferences`] later).
    pub fn peek_preferences(&self) -> Option<Preferences> {
        let raw = self.read(&format!("{PREFIX}/preferences"))?;
        serde_json::from_str(&raw).ok()
    }

    /// Remembers the player's preferences.
    pub fn save_preferences(&self, preferences: &Preferences) {
        self.write(
            &format!("{PREFIX}/preferences"),
            &serde_json::to_string(preferences).unwrap_or_default(),
        );
    }

    /// What the player keeps of the puzzles (a new player's when none, or a damaged one).
    pub fn puzzle_progress(&self) -> crate::puzzles::Progress {
        self.read(&format!("{PREFIX}/puzzles"))
            .and_then(|raw| serde_json::from_str(&raw).ok())
            .unwrap_or_default()
    }

    /// Keeps the puzzles' progress.
    pub fn save_puzzle_progress(&self, progress: &crate::puzzles::Progress) {
        self.write(
            &format!("{PREFIX}/puzzles"),
            &serde_json::to_string(progress).unwrap_or_default(),
        );
    }

    /// The lessons finished (`<game>/<index>`), and whether each game's offer of its lessons
    /// was seen.
    pub fn lesson_progress(&self) -> crate::lessons::LessonProgress {
        self.read(&format!("{PREFIX}/lessons"))
            .and_then(|raw| serde_json::from_str(&raw).ok())
            .unwrap_or_default()
    }

    /// Keeps the lessons' progress.
    pub fn save_lesson_progress(&self, progress: &crate::lessons::LessonProgress) {
        self.write(
            &format!("{PREFIX}/lessons"),
            &serde_json::to_string(progress).unwrap_or_default(),
        );
    }

    /// Every game, board and level the catalogue has, with its statistics (empty where none
    /// were kept), in the catalogue's order: the statistics page.
    pub fn all_stats(&self) -> Vec<StatsRow> {
        every_level()
            .map(|(info, size, level)| StatsRow {
                info,
                size,
                level: level.label,
                stats: self.stats(info.name, size, level.name),
            })
            .collect()
    }

    /// Forgets every statistic (games in progress and settings stay).
    pub fn reset_stats(&self) {
        for (info, size, level) in every_level() {
            self.store
                .remove(&Self::stats_key(info.name, size, level.name));
        }
    }

    fn outbox_key(game: &GameId) -> String {
        format!("{PREFIX}/online/outbox/{game}")
    }

    /// Keeps a move of an online game that the server has not confirmed yet.
    pub fn save_outbox(&self, outbox: &crate::online::Outbox) {
        if let Ok(text) = serde_json::to_string(outbox) {
            self.write(&Self::outbox_key(&outbox.game), &text);
        }
    }

    /// The move of online game `game` still to send, if one was kept (one that cannot be
    /// read is dropped: the server's game stands).
    pub fn load_outbox(&self, game: &GameId) -> Option<crate::online::Outbox> {
        let key = Self::outbox_key(game);
        let text = self.read(&key)?;
        let outbox = serde_json::from_str(&text).ok();
        if outbox.is_none() {
            self.store.remove(&key);
        }
        outbox
    }

    /// Forgets the move kept for online game `game` (it was confirmed, or is no use now).
    pub fn clear_outbox(&self, game: &GameId) {
        let key = Self::outbox_key(game);
        if matches!(self.store.get(&key), Ok(Some(_))) {
            self.store.remove(&key);
        }
    }

    /// Whether test-only features are enabled (set by the browser tests, never by the app).
    pub fn testing(&self) -> bool {
        matches!(self.store.get("skillgames/dev"), Ok(Some(v)) if v == "on")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::preferences::{Motion, Theme};
    use crate::record::RECORD_VERSION;
    use crate::settings::Opponent;
    use std::rc::Rc;

    /// Lets a test keep looking into the store the storage owns.
    struct Shared(Rc<MemoryStore>);
    impl Store for Shared {
        fn get(&self, key: &str) -> Result<Option<String>, Unavailable> {
            self.0.get(key)
        }
        fn set(&self, key: &str, value: &str) -> Result<(), Unavailable> {
            self.0.set(key, value)
        }
        fn remove(&self, key: &str) {
            self.0.remove(key)
        }
        fn keys(&self) -> Vec<String> {
            self.0.keys()
        }
    }

    fn record() -> GameRecord {
        GameRecord {
            version: RECORD_VERSION,
            game: "loa".into(),
            size: 8,
            level: "easy".into(),
            opponent: Opponent::Computer,
            start: None,
            moves: vec!["b1-b3".into()],
            date: None,
            counted: true,
            analysis: None,
            remote: None,
        }
    }

    #[test]
    fn a_damaged_save_is_set_aside_and_the_rest_survives() {
        let memory = Rc::new(MemoryStore::default());
        let storage = AppStorage::new(Box::new(Shared(memory.clone())));
        assert!(storage.save_game(&record()));
        storage.record_result("loa", 8, "easy", GameResult::Win);
        assert_eq!(storage.load_game("loa"), Some(record()));

        memory
            .set(
                "skillgames/v1/save/loa",
                "{\"version\":1,\"game\":\"loa\",\"si",
            )
            .unwrap();
        assert_eq!(storage.load_game("loa"), None);
        let notices = storage.take_notices();
        assert_eq!(notices.len(), 1);
        assert_eq!(notices, [Damaged::Game.notice()]);
        assert!(
            !notices[0].contains("EOF") && !notices[0].contains("line 1"),
            "no parser words for players"
        );
        assert!(
            storage.take_details()[0].contains("EOF while parsing"),
            "they go to the console"
        );
        assert!(
            memory
                .keys()
                .iter()
                .any(|k| k.starts_with("skillgames/set-aside/") && k.ends_with("/save/loa"))
        );
        assert_eq!(
            storage.stats("loa", 8, "easy").wins,
            1,
            "statistics are untouched"
        );
        assert_eq!(
            storage.load_game("loa"),
            None,
            "and the notice is not repeated"
        );
        assert!(storage.take_notices().is_empty());
    }

    #[test]
    fn an_illegal_or_misfiled_save_is_set_aside() {
        let memory = Rc::new(MemoryStore::default());
        let storage = AppStorage::new(Box::new(Shared(memory.clone())));
        let mut bad = record();
        bad.moves.push("a1-a1".into());
        storage.save_game(&bad);
        assert_eq!(storage.load_game("loa"), None);
        memory
            .set("skillgames/v1/save/amazons", &record().to_json())
            .unwrap();
        assert_eq!(storage.load_game("amazons"), None);
        assert_eq!(storage.take_notices().len(), 2);
    }

    #[test]
    fn damaged_statistics_start_again_with_a_notice() {
        let memory = Rc::new(MemoryStore::default());
        let storage = AppStorage::new(Box::new(Shared(memory.clone())));
        memory
            .set("skillgames/v1/stats/archimedes/6/easy", "{\"version\":7}")
            .unwrap();
        memory
            .set(
                "skillgames/v1/stats/archimedes/6/hard",
                &Stats::new().to_json(),
            )
            .unwrap();
        assert_eq!(storage.stats("archimedes", 6, "easy"), Stats::new());
        assert_eq!(storage.take_notices().len(), 1);
        assert_eq!(storage.stats("archimedes", 6, "hard"), Stats::new());
        assert!(storage.take_notices().is_empty());
    }

    #[test]
    fn full_storage_plays_on_with_one_notice() {
        let storage = AppStorage::new(Box::new(MemoryStore::with_capacity(10)));
        assert!(!storage.save_game(&record()));
        assert!(!storage.save_game(&record()));
        let quiet = Preferences {
            sound: false,
            ..Preferences::default()
        };
        storage.save_preferences(&quiet);
        assert_eq!(storage.take_notices(), [UNAVAILABLE_NOTICE]);
        assert!(storage.preferences().sound, "nothing was stored");
    }

    #[test]
    fn preferences_are_remembered_and_a_damaged_copy_gives_the_defaults() {
        let memory = Rc::new(MemoryStore::default());
        let storage = AppStorage::new(Box::new(Shared(memory.clone())));
        // The sound switch of earlier versions carries over.
        memory.set("skillgames/v1/sound", "off").unwrap();
        assert!(!storage.preferences().sound);
        let chosen = Preferences {
            theme: Theme::Light,
            motion: Some(Motion::Off),
            coordinates: false,
            sound: true,
            low_time: false,
            chat: false,
            clean_chat: true,
            language: Some(skillgames_i18n::Language::French),
        };
        storage.save_preferences(&chosen);
        assert_eq!(storage.preferences(), chosen);
        memory
            .set("skillgames/v1/preferences", "{\"theme\":7")
            .unwrap();
        assert_eq!(storage.preferences(), Preferences::default());
        assert_eq!(storage.take_notices(), [Damaged::Preferences.notice()]);
    }

    #[test]
    fn the_statistics_page_lists_every_board_and_level_and_resets_them_all() {
        let memory = Rc::new(MemoryStore::default());
        let storage = AppStorage::new(Box::new(Shared(memory.clone())));
        storage.record_result("loa", 8, "hard", GameResult::Win);
        storage.record_result("amazons", 10, "easy", GameResult::Loss);
        storage.save_game(&record());
        let rows = storage.all_stats();
        let expected: usize = CATALOGUE
            .games()
            .iter()
            .map(|g| g.boards.len() * g.levels.len())
            .sum();
        assert_eq!(rows.len(), expected);
        let hard = rows
            .iter()
            .find(|r| r.info.name == "loa" && r.level == "Hard")
            .unwrap();
        assert_eq!(hard.stats.wins, 1);
        storage.reset_stats();
        assert!(storage.all_stats().iter().all(|r| r.stats.games() == 0));
        assert!(
            storage.load_game("loa").is_some(),
            "the game in progress stays"
        );
    }

    #[test]
    fn only_the_newest_entries_set_aside_are_kept() {
        let memory = Rc::new(MemoryStore::default());
        let storage = AppStorage::new(Box::new(Shared(memory.clone())));
        for _ in 0..(MAX_SET_ASIDE + 3) {
            memory.set("skillgames/v1/save/loa", "damaged").unwrap();
            assert_eq!(storage.load_game("loa"), None);
            std::thread::sleep(std::time::Duration::from_millis(2)); // distinct stamps
        }
        let aside = memory
            .keys()
            .into_iter()
            .filter(|k| k.starts_with(SET_ASIDE_PREFIX))
            .count();
        assert_eq!(aside, MAX_SET_ASIDE);
    }
}
