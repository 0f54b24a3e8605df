//! The players' chat of a game: a line from one of its two players is checked (its length, no
//! control characters, the writer's rate, the game's bounded number of lines), kept with the
//! game, then sent to both players wherever they are (every page and API stream of theirs, on
//! every server of a cluster). Spectators do not read it. Shown as text by every front.

use std::num::NonZeroU32;
use std::sync::Arc;

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use skillgames_online::{ChatLine, GameId, MAX_CHAT_LEN, Refusal, ServerMessage};

use super::{Hub, log_store};
use crate::round::{PlayerId, Round, Status};
use crate::store::{StoreError, StoredPlayer};

/// The most lines a game's chat keeps.
pub const MAX_CHAT_LINES: usize = 200;
/// Lines a player may write in a burst, then one per [`CHAT_EVERY_MS`].
const CHAT_BURST: u32 = 5;
/// The pace after a burst.
const CHAT_EVERY_MS: u64 = 2_000;

/// Each player's pace of chat lines (on this server).
pub struct ChatRates(DefaultKeyedRateLimiter<PlayerId>);

impl Default for ChatRates {
    fn default() -> Self {
        let quota = Quota::with_period(std::time::Duration::from_millis(CHAT_EVERY_MS))
            .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(CHAT_BURST).unwrap_or(NonZeroU32::MIN));
        ChatRates(RateLimiter::keyed(quota))
    }
}

/// `text` as a chat line keeps it: trimmed, 1 to [`MAX_CHAT_LEN`] characters, no control
/// characters (line breaks become spaces).
///
/// # Errors
/// [`Refusal::BadChat`] for an empty or too long line.
pub fn clean_line(text: &str) -> Result<String, Refusal> {
    let text: String = text
        .trim()
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !c.is_control())
        .collect();
    let length = text.chars().count();
    if length == 0 || length > MAX_CHAT_LEN {
        return Err(Refusal::BadChat);
    }
    Ok(text)
}

fn unavailable(error: &StoreError) -> Refusal {
    log_store("chat", error);
    Refusal::Unavailable
}

impl Hub {
    /// Game `game` as stored, if `player` plays in it.
    pub(super) async fn played_by(
        &self,
        game: &GameId,
        player: PlayerId,
    ) -> Result<Round, Refusal> {
        let stored = self
            .store
            .game(game)
            .await
            .map_err(|e| unavailable(&e))?
            .ok_or(Refusal::NoSuchGame)?;
        if stored.round.side_of(player).is_none() {
            return Err(Refusal::NotYourGame);
        }
        Ok(stored.round)
    }

    /// Writes `text` in `game`'s chat as `player`, one of its players.
    ///
    /// # Errors
    /// [`Refusal::BadChat`], [`Refusal::TooFast`] (the writer's pace, or a game whose chat is
    /// full), [`Refusal::NoSuchGame`], [`Refusal::NotYourGame`] for anyone but its players,
    /// [`Refusal::NotStarted`] before both are seated, [`Refusal::Unavailable`].
    pub async fn chat(
        self: &Arc<Self>,
        player: &StoredPlayer,
        game: &GameId,
        text: &str,
    ) -> Result<(), Refusal> {
        let text = clean_line(text)?;
        if self.chat_rates.0.check_key(&player.id).is_err() {
            return Err(Refusal::TooFast);
        }
        let round = self.played_by(game, player.id).await?;
        if round.status == Status::Open {
            return Err(Refusal::NotStarted);
        }
        match self
            .store
            .add_chat_line(game, player.id, &text, self.clock.now(), MAX_CHAT_LINES)
            .await
        {
            Ok(()) => {}
            Err(StoreError::Limit) => return Err(Refusal::TooFast),
            Err(e) => return Err(unavailable(&e)),
        }
        let line = ServerMessage::ChatLine {
            game: game.clone(),
            line: ChatLine {
                from: player.name.clone(),
                text,
            },
        };
        let text: Arc<str> = line.to_json().into();
        for seat in [round.white, round.black].into_iter().flatten() {
            self.around.tell(seat, &text);
        }
        Ok(())
    }

    /// `game`'s chat so far, for `viewer`, one of its players.
    ///
    /// # Errors
    /// [`Refusal::NotYourGame`] for anyone else, [`Refusal::NoSuchGame`],
    /// [`Refusal::Unavailable`].
    pub async fn chat_of(&self, game: &GameId, viewer: PlayerId) -> Result<Vec<ChatLine>, Refusal> {
        self.played_by(game, viewer).await?;
        let lines = self
            .store
            .chat_of(game)
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(lines
            .into_iter()
            .map(|l| ChatLine {
                from: l.name,
                text: l.text,
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_cleaned_or_refused() {
        assert_eq!(clean_line("  good game \n").unwrap(), "good game");
        assert_eq!(clean_line("a\nb\tc").unwrap(), "a b c");
        assert_eq!(clean_line("bell\u{7}").unwrap(), "bell");
        assert_eq!(clean_line("   "), Err(Refusal::BadChat));
        assert_eq!(
            clean_line(&"x".repeat(MAX_CHAT_LEN + 1)),
            Err(Refusal::BadChat)
        );
        assert_eq!(
            clean_line(&"é".repeat(MAX_CHAT_LEN))
                .unwrap()
                .chars()
                .count(),
            MAX_CHAT_LEN
        );
        // Markup is text: kept as written, shown as text by the page.
        assert_eq!(clean_line("<b>hi</b>").unwrap(), "<b>hi</b>");
    }
}
