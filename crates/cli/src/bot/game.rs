//! One game of the bot's: its stream read (`gameFull`, then `gameState`), and at each of the
//! bot's turns a move from our engine at the bot's level, searched on the bounded pool of
//! searches, then sent. The stream is opened again if it breaks while the game goes on.

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use skillgames_catalogue::{CATALOGUE, StartSession};
use skillgames_search::Go;
use tokio::sync::Semaphore;

use super::http::{HttpError, Site, encode};

/// How long the bot waits before opening a broken stream again.
const RECONNECT_AFTER: Duration = Duration::from_secs(2);
/// The share of its clock the bot spends at most on one move.
const CLOCK_SHARE: u64 = 30;

/// What a game needs of the bot.
pub struct Player {
    /// The site.
    pub site: Site,
    /// The bot's id (its name, lower case).
    pub me: String,
    /// The level it plays at.
    pub level: String,
    /// The searches that may run at once (over all its games).
    pub searches: Arc<Semaphore>,
}

/// The move at `level` after `moves` in `game` on `size`, with at most `budget` to think.
fn think(
    game: &str,
    size: u8,
    moves: &[String],
    level: &str,
    budget: Option<Duration>,
) -> Option<String> {
    let variant = CATALOGUE.find(game).ok()?.variant(size).ok()?;
    let mut session = variant.session(None).ok()?;
    if !moves.is_empty() {
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        session.play(&moves).ok()?;
    }
    let request = Go::Level {
        name: level.to_owned(),
        movetime: budget,
        seed: None,
    };
    session
        .go(&request, None, &mut |_| {})
        .ok()
        .map(|reply| reply.mv)
}

impl Player {
    /// Plays game `id` until it ends.
    pub async fn play(&self, id: &str) {
        loop {
            match self.follow(id).await {
                Ok(true) => return,
                Ok(false) => {}
                Err(HttpError::Refused { status, text }) if (400..500).contains(&status) => {
                    eprintln!("skillgames bot: game {id}: {text}");
                    return;
                }
                Err(error) => eprintln!("skillgames bot: game {id}: {error}; following it again"),
            }
            tokio::time::sleep(RECONNECT_AFTER).await;
        }
    }

    /// Follows the game's stream; `true` once the game is over.
    async fn follow(&self, id: &str) -> Result<bool, HttpError> {
        let mut stream = self
            .site
            .lines(&format!("/api/bot/game/stream/{}", encode(id)))
            .await?;
        let Some(full) = stream.event().await? else {
            return Ok(false);
        };
        let white = full["white"]["id"].as_str() == Some(self.me.as_str());
        let game = full["variant"]["key"].as_str().unwrap_or("").to_owned();
        let size = u8::try_from(full["variant"]["size"].as_u64().unwrap_or(0)).unwrap_or(0);
        let mut state = full["state"].clone();
        let mut last_played: Option<usize> = None;
        loop {
            if state["type"] == "gameState" || state.get("moves").is_some() {
                if state["status"].as_str() != Some("started") {
                    return Ok(true);
                }
                let moves: Vec<String> = state["moves"]
                    .as_str()
                    .unwrap_or("")
                    .split_whitespace()
                    .map(str::to_owned)
                    .collect();
                // The seat `white` moves first, in every game.
                let mine = moves.len().is_multiple_of(2) == white;
                if mine && last_played != Some(moves.len()) {
                    last_played = Some(moves.len());
                    let left = clock_left(&state, white);
                    if !self.move_after(id, &game, size, moves, left).await {
                        // Refused (e.g. a node that had not yet seen the last move, on a
                        // cluster): follow the game again from its current state, which
                        // tries the move again, instead of waiting for an event that the
                        // opponent, waiting for us, will never cause.
                        return Ok(false);
                    }
                }
            }
            match stream.event().await? {
                Some(next) => state = next,
                None => return Ok(false),
            }
        }
    }

    /// Thinks (on the pool) and sends the move; whether the site took it (also `true` when
    /// there was nothing to send: the game is then followed as before).
    async fn move_after(
        &self,
        id: &str,
        game: &str,
        size: u8,
        moves: Vec<String>,
        left: Option<u64>,
    ) -> bool {
        let Ok(_permit) = self.searches.acquire().await else {
            return true;
        };
        let budget = left.map(|ms| Duration::from_millis(ms / CLOCK_SHARE));
        let (game, level) = (game.to_owned(), self.level.clone());
        let chosen =
            tokio::task::spawn_blocking(move || think(&game, size, &moves, &level, budget))
                .await
                .ok()
                .flatten();
        let Some(mv) = chosen else {
            eprintln!("skillgames bot: game {id}: no move found");
            return true;
        };
        let path = format!("/api/bot/game/{}/move/{}", encode(id), encode(&mv));
        match self.site.post(&path, &[]).await {
            Ok(_) => true,
            Err(error) => {
                eprintln!(
                    "skillgames bot: game {id}: the move {mv} was not taken: {error}; following the game again"
                );
                false
            }
        }
    }
}

/// The bot's clock in a live game's state, in milliseconds (`None` in correspondence, where
/// the clock holds days).
fn clock_left(state: &Value, white: bool) -> Option<u64> {
    let (time, inc) = if white {
        ("wtime", "winc")
    } else {
        ("btime", "binc")
    };
    let left = state[time].as_u64()?;
    // A correspondence game's clock is days long and has no increment: its level's own time.
    (left < 86_400_000 || state[inc].as_u64().unwrap_or(0) > 0).then_some(left)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_engine_answers_at_the_level() {
        let mv = think("amazons", 6, &[], "easy", None).unwrap();
        assert!(mv.contains('/'), "{mv}");
        assert_eq!(think("chess", 8, &[], "easy", None), None);
        assert_eq!(think("loa", 8, &["z9-z1".into()], "easy", None), None);
    }

    #[test]
    fn a_live_clock_bounds_the_thinking() {
        let state = json!({ "wtime": 60_000, "btime": 3_000, "winc": 2_000, "binc": 2_000 });
        assert_eq!(clock_left(&state, true), Some(60_000));
        assert_eq!(clock_left(&state, false), Some(3_000));
        let days = json!({ "wtime": 259_200_000, "btime": 259_200_000, "winc": 0, "binc": 0 });
        assert_eq!(clock_left(&days, true), None);
    }
}
