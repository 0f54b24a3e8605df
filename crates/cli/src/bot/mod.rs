//! `skillgames bot`: our engine as a bot on a skillgames site, through the public Bot API only
//! (`docs/api.md`), as any lichess bot plays: it reads its event stream, accepts the
//! challenges it can play (its games, time controls, rated or not, games at once) and declines
//! the others with lichess's reason, and plays each game that starts at its level. Its searches
//! run on a bounded pool (`--searches`, one by default), so that a bot beside the game server
//! never takes more than that of the machine. Split by concern: the HTTP (`http.rs`), which
//! challenges it takes (`choose.rs`, pure), which tournaments it joins (`events.rs`, pure), one
//! game (`game.rs`).
//!
//! ```no_run
//! # async fn run() -> anyhow::Result<()> {
//! use skillgames::bot::{Bot, Events, Seek, choose::Wants};
//!
//! let bot = Bot {
//!     url: "http://127.0.0.1:8080".into(),
//!     token: "sgp_...".into(),
//!     wants: Wants {
//!         level: "hard".into(),
//!         games: vec![],
//!         live: true,
//!         correspondence: true,
//!         min_minutes: 1,
//!         rated: true,
//!         at_once: 4,
//!     },
//!     searches: 1,
//!     // Keep a 5+3 game of each of its games in the lobby, casual.
//!     seek: Some(Seek::Live { minutes: 5, increment: 3 }),
//!     seek_rated: false,
//!     // Join the site's own arenas and Swiss events of its games.
//!     tournaments: Some(Events::Site),
//! };
//! bot.run().await?;
//! # Ok(()) }
//! ```

pub mod choose;
pub mod events;
pub mod game;
pub mod house;
pub mod http;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::Context;
use tokio::sync::Semaphore;

use choose::{Answer, Wants};
pub use events::Events;
use http::{HttpError, Site, encode};

/// How long the bot waits before opening its event stream again after it broke.
const RECONNECT_AFTER: Duration = Duration::from_secs(2);
/// How often a bot that joins tournaments reads the list again.
const JOIN_EVERY: Duration = Duration::from_secs(3);

/// A bot's settings.
#[derive(Clone, Debug)]
pub struct Bot {
    /// The site: `http://host:port`.
    pub url: String,
    /// The account's API token (with the `bot:play` scope).
    pub token: String,
    /// What it plays (its level among it).
    pub wants: Wants,
    /// Searches at once, over all its games.
    pub searches: usize,
    /// The open game it keeps in the lobby for each of its games, if any.
    pub seek: Option<Seek>,
    /// Whether its open games are rated (so only accounts may take them); casual, anyone may.
    pub seek_rated: bool,
    /// The tournaments it joins, if any (`events.rs`).
    pub tournaments: Option<Events>,
}

/// The time control of the open games a bot keeps in the lobby.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seek {
    /// A live game: minutes each, and seconds added after each move.
    Live {
        /// Minutes.
        minutes: u16,
        /// Seconds.
        increment: u16,
    },
    /// A correspondence game: days per move.
    Days(u8),
}

impl std::str::FromStr for Seek {
    type Err = String;

    /// `5+3` (minutes and increment) or `3d` (days per move).
    fn from_str(text: &str) -> Result<Seek, String> {
        let bad = || format!("{text:?}: write minutes+increment (5+3) or days (3d)");
        if let Some(days) = text.strip_suffix('d') {
            return days.parse().map(Seek::Days).map_err(|_| bad());
        }
        let (minutes, increment) = text.split_once('+').ok_or_else(bad)?;
        Ok(Seek::Live {
            minutes: minutes.parse().map_err(|_| bad())?,
            increment: increment.parse().map_err(|_| bad())?,
        })
    }
}

impl Seek {
    /// The seek's form fields (besides the game).
    fn fields(self) -> Vec<(&'static str, String)> {
        match self {
            Seek::Live { minutes, increment } => {
                vec![
                    ("time", minutes.to_string()),
                    ("increment", increment.to_string()),
                ]
            }
            Seek::Days(days) => vec![("days", days.to_string())],
        }
    }
}

impl Bot {
    /// Plays until stopped (or the token is refused).
    ///
    /// # Errors
    /// A site that is not `http://host:port`, or a token the site refuses.
    pub async fn run(self) -> anyhow::Result<()> {
        let searches = Arc::new(Semaphore::new(self.searches.max(1)));
        self.run_with(searches).await
    }

    /// Plays until stopped, its searches on the pool `searches` (which several bots may share).
    ///
    /// # Errors
    /// As [`Bot::run`].
    pub async fn run_with(self, searches: Arc<Semaphore>) -> anyhow::Result<()> {
        let site = Site::new(&self.url, &self.token)?;
        let account = site
            .get("/api/account")
            .await
            .context("reading the bot's account")?;
        let me = account["id"].as_str().unwrap_or("").to_owned();
        let name = account["username"].as_str().unwrap_or("").to_owned();
        if account["title"] != "BOT" {
            site.post("/api/bot/account/upgrade", &[])
                .await
                .with_context(|| format!("making {name} a bot"))?;
        }
        eprintln!(
            "skillgames bot: {name} plays at level {} on {}",
            self.wants.level, self.url
        );
        let player = Arc::new(game::Player {
            site: site.clone(),
            me,
            level: self.wants.level.clone(),
            searches,
        });
        let playing: Arc<Mutex<HashSet<String>>> = Arc::default();
        let listening = async {
            loop {
                match self.listen(&site, &player, &playing).await {
                    Err(HttpError::Refused {
                        status: 401 | 403,
                        text,
                    }) => {
                        anyhow::bail!("the site refuses the bot's token: {text}");
                    }
                    Err(error) => eprintln!("skillgames bot: events: {error}; listening again"),
                    Ok(()) => {
                        eprintln!("skillgames bot: the event stream ended; listening again");
                    }
                }
                tokio::time::sleep(RECONNECT_AFTER).await;
            }
        };
        let joining = async {
            match self.tournaments {
                Some(events) => self.join_events(&site, events).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            stopped = listening => stopped,
            never = joining => match never {},
        }
    }

    /// Joins the tournaments it wants (`events.rs`) as they are announced, each until it is
    /// in or refused;
    /// their games then come through the event stream as any other.
    async fn join_events(&self, site: &Site, events: Events) -> std::convert::Infallible {
        let mut tried = HashSet::new();
        loop {
            match site.get("/api/tournaments").await {
                Ok(list) => {
                    for (id, path) in events::to_join(&self.wants, events, &list) {
                        if tried.contains(&id) {
                            continue;
                        }
                        match site.post(&path, &[]).await {
                            Ok(()) => {
                                tried.insert(id);
                            }
                            // Refused (full, bots not allowed, out of range): not again.
                            Err(
                                error @ HttpError::Refused {
                                    status: 400..500, ..
                                },
                            ) => {
                                eprintln!("skillgames bot: tournament {id} not joined: {error}");
                                tried.insert(id);
                            }
                            // The site busy or away: next time.
                            Err(error) => {
                                eprintln!("skillgames bot: tournament {id}: {error}; trying again");
                            }
                        }
                    }
                }
                Err(error) => eprintln!("skillgames bot: reading the tournaments: {error}"),
            }
            tokio::time::sleep(JOIN_EVERY).await;
        }
    }

    /// Reads the event stream until it ends.
    async fn listen(
        &self,
        site: &Site,
        player: &Arc<game::Player>,
        playing: &Arc<Mutex<HashSet<String>>>,
    ) -> Result<(), HttpError> {
        let mut events = site.lines("/api/stream/event").await?;
        // Its open games went with its last connection: seek again, now that it listens.
        let mut seeking: HashMap<String, String> = HashMap::new();
        self.seek_all(site, &mut seeking).await;
        while let Some(event) = events.event().await? {
            match event["type"].as_str() {
                Some("challenge") if event["challenge"]["direction"] == "in" => {
                    let challenge = &event["challenge"];
                    let id = challenge["id"].as_str().unwrap_or("");
                    let busy = playing.lock().map_or(0, |p| p.len());
                    let result = match choose::answer(&self.wants, challenge, busy) {
                        Answer::Accept => {
                            site.post(&format!("/api/challenge/{}/accept", encode(id)), &[])
                                .await
                        }
                        Answer::Decline(reason) => {
                            site.post(
                                &format!("/api/challenge/{}/decline", encode(id)),
                                &[("reason", reason)],
                            )
                            .await
                        }
                    };
                    if let Err(error) = result {
                        eprintln!("skillgames bot: challenge {id}: {error}");
                    }
                }
                Some("gameStart") => {
                    let id = event["game"]["gameId"].as_str().unwrap_or("").to_owned();
                    // A seek taken: another goes to the lobby.
                    seeking.retain(|_, seek| *seek != id);
                    let fresh = playing.lock().is_ok_and(|mut p| p.insert(id.clone()));
                    if fresh {
                        if playing.lock().map_or(0, |p| p.len()) < self.wants.at_once {
                            self.seek_all(site, &mut seeking).await;
                        }
                        let (player, playing) = (player.clone(), playing.clone());
                        tokio::spawn(async move {
                            player.play(&id).await;
                            if let Ok(mut p) = playing.lock() {
                                p.remove(&id);
                            }
                        });
                    }
                }
                Some("gameFinish") => {
                    let busy = playing.lock().map_or(0, |p| p.len());
                    if busy < self.wants.at_once {
                        self.seek_all(site, &mut seeking).await;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Opens a game in the lobby for each of its games that has none, while it has room for
    /// another game.
    async fn seek_all(&self, site: &Site, seeking: &mut HashMap<String, String>) {
        let Some(seek) = self.seek else {
            return;
        };
        let games: Vec<&str> = if self.wants.games.is_empty() {
            skillgames_catalogue::CATALOGUE
                .games()
                .iter()
                .map(|g| g.name)
                .collect()
        } else {
            self.wants.games.iter().map(String::as_str).collect()
        };
        for game in games {
            if seeking.contains_key(game) {
                continue;
            }
            let mut fields = seek.fields();
            fields.push(("variant", game.to_owned()));
            fields.push(("rated", self.seek_rated.to_string()));
            let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            match site.post_json("/api/board/seek", &fields).await {
                Ok(answer) => {
                    if let Some(id) = answer["id"].as_str() {
                        seeking.insert(game.to_owned(), id.to_owned());
                    }
                }
                Err(error) => eprintln!("skillgames bot: seeking a game of {game}: {error}"),
            }
        }
    }
}
