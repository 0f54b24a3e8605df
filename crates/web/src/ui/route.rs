//! Which page is shown: the routes, read from and written to the address's `#` part. Imports
//! no page, so that every page can name a route and only the router (`app.rs`) imports pages.

use skillgames_catalogue::CATALOGUE;
use skillgames_online::GameId;
use skillgames_play::GameInfo;
use skillgames_play::link::{GameLink, LinkError};

/// Which page is shown, from the address's `#` part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Route {
    /// `#/`: the games.
    Home,
    /// `#/stats`: the statistics of every game.
    Stats,
    /// `#/rules/<game>`: how to play (the game's protocol name, from the catalogue).
    Rules(&'static str),
    /// `#/play/<game>` resumes the saved game; `#/play/<game>/new` opens the settings window.
    Play {
        /// The game's protocol name, from the catalogue.
        game: &'static str,
        /// Whether to start a new game.
        fresh: bool,
        /// Test-only start position (`?position=...`, honoured only when testing is enabled).
        position: Option<String>,
    },
    /// `#/view/<game>/<size>?...` (a shared game) or `#/turn/<game>/<size>?...` (a friend's
    /// move to answer): see [`skillgames_play::link`]. Checked by the rules when the address
    /// is read; a link that does not check out never becomes a route.
    Link(GameLink),
    /// `#/online`: the lobby of games to join.
    Lobby,
    /// `#/online/<id>`: a game on the game server (played, or watched).
    Online(GameId),
    /// `#/watch`: the games being played, to watch.
    Watch,
    /// `#/tournaments`: the tournaments starting soon, being played and over.
    Tournaments,
    /// `#/tournament/<id>`: one tournament.
    Tournament(String),
    /// `#/player/<name>`: a player's profile.
    Player(String),
    /// `#/leaderboard`: the first game's default board; `#/leaderboard/<game>/<size>`: that
    /// board's leaderboard (a game or board the catalogue does not have: the first).
    Leaderboard(Option<(&'static str, u8)>),
    /// `#/account`: log in, or create an account.
    Account,
    /// `#/mod`: the moderators' desk (reports, a player's record, actions).
    Moderation,
    /// `#/reset/<secret>`: choose a new password (the link of a reset letter).
    Reset(String),
    /// `#/puzzles`: the puzzle trainer; `#/puzzles/<id>` opens one puzzle.
    Puzzles(Option<String>),
    /// `#/learn/<game>`: a game's lessons.
    Learn(&'static str),
    /// `#/learn/<game>/<n>`: one lesson (from 1 in the address, from 0 here).
    Lesson(&'static str, usize),
}

/// The catalogue's name for `text`, if it is a game.
fn game_name(text: &str) -> Option<&'static str> {
    CATALOGUE.find(text).ok().map(|info| info.name)
}

impl Route {
    /// The game page of `info`: a new game, or the saved one resumed.
    pub(crate) fn play(info: &GameInfo, fresh: bool) -> Route {
        Route::Play {
            game: info.name,
            fresh,
            position: None,
        }
    }

    /// The page an address's `#` part leads to; a link to a game that does not check out
    /// says why, in words for players.
    pub(crate) fn parse(hash: &str) -> Result<Route, LinkError> {
        if let Some(link) = GameLink::from_fragment(hash, &CATALOGUE) {
            return link.map(Route::Link);
        }
        let hash = hash.trim_start_matches('#');
        let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        let position = query
            .split('&')
            .find_map(|pair| pair.strip_prefix("position="))
            .and_then(|v| js_sys::decode_uri_component(v).ok())
            .and_then(|v| v.as_string());
        Ok(match parts[..] {
            ["stats"] => Route::Stats,
            ["online"] => Route::Lobby,
            ["online", id] => Route::Online(GameId::from(id)),
            ["watch"] => Route::Watch,
            ["tournaments"] => Route::Tournaments,
            ["tournament", id] => Route::Tournament(id.to_owned()),
            ["leaderboard"] => Route::Leaderboard(None),
            ["leaderboard", game, size] => Route::Leaderboard(
                CATALOGUE
                    .find(game)
                    .ok()
                    .zip(size.parse::<u8>().ok())
                    .and_then(|(info, size)| info.variant(size).ok())
                    .map(|variant| (variant.game().name, variant.size())),
            ),
            ["account"] => Route::Account,
            ["mod"] => Route::Moderation,
            ["reset", token] => Route::Reset(token.to_owned()),
            ["player", name] => Route::Player(
                js_sys::decode_uri_component(name)
                    .ok()
                    .and_then(|v| v.as_string())
                    .unwrap_or_default(),
            ),
            ["rules", game] => game_name(game).map_or(Route::Home, Route::Rules),
            ["puzzles"] => Route::Puzzles(None),
            ["puzzles", id] => Route::Puzzles(Some(id.to_owned())),
            ["learn", game] => game_name(game).map_or(Route::Home, Route::Learn),
            ["learn", game, n] => match (game_name(game), n.parse::<usize>()) {
                (Some(game), Ok(n)) if n >= 1 => Route::Lesson(game, n - 1),
                (Some(game), _) => Route::Learn(game),
                _ => Route::Home,
            },
            ["play", game] => game_name(game).map_or(Route::Home, |game| Route::Play {
                game,
                fresh: false,
                position,
            }),
            ["play", game, "new"] => game_name(game).map_or(Route::Home, |game| Route::Play {
                game,
                fresh: true,
                position,
            }),
            _ => Route::Home,
        })
    }

    /// The page shown: routes that differ only in how a game was opened show the same page,
    /// so switching the address from `.../new` to the resumable one keeps the game on screen.
    pub(super) fn page(&self) -> Route {
        match self {
            Route::Play { game, .. } => Route::Play {
                game,
                fresh: false,
                position: None,
            },
            Route::Link(link) => Route::Play {
                game: link.variant.game().name,
                fresh: false,
                position: None,
            },
            // Choosing another board keeps the leaderboards' page (and its focus) on screen.
            Route::Leaderboard(_) => Route::Leaderboard(None),
            other => other.clone(),
        }
    }

    pub(crate) fn href(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Stats => "#/stats".into(),
            Route::Rules(game) => format!("#/rules/{game}"),
            Route::Play {
                game,
                fresh,
                position,
            } => {
                let new = if *fresh { "/new" } else { "" };
                let query = position
                    .as_deref()
                    .map(|p| {
                        format!(
                            "?position={}",
                            String::from(js_sys::encode_uri_component(p))
                        )
                    })
                    .unwrap_or_default();
                format!("#/play/{game}{new}{query}")
            }
            Route::Link(link) => link.href(),
            Route::Lobby => "#/online".into(),
            Route::Online(id) => format!("#/online/{id}"),
            Route::Watch => "#/watch".into(),
            Route::Tournaments => "#/tournaments".into(),
            Route::Tournament(id) => format!("#/tournament/{id}"),
            Route::Leaderboard(None) => "#/leaderboard".into(),
            Route::Leaderboard(Some((game, size))) => format!("#/leaderboard/{game}/{size}"),
            Route::Account => "#/account".into(),
            Route::Moderation => "#/mod".into(),
            Route::Reset(token) => format!("#/reset/{token}"),
            Route::Puzzles(None) => "#/puzzles".into(),
            Route::Puzzles(Some(id)) => format!("#/puzzles/{id}"),
            Route::Learn(game) => format!("#/learn/{game}"),
            Route::Lesson(game, index) => format!("#/learn/{game}/{}", index + 1),
            Route::Player(name) => format!(
                "#/player/{}",
                String::from(js_sys::encode_uri_component(name))
            ),
        }
    }
}
