//! A game's chat and a tournament's. A game has two rooms: its players' (a line from one of
//! its two players is sent to both wherever they are, on every server; kept as written, with a
//! copy without bad words for a player who asked for it) and its spectators' (anyone watching
//! the game being played but its players, who read it once the game is over; bad words hidden
//! for everyone). A tournament has one room, read by its page. Every line is checked (its
//! length, no control characters, the writer's rate, the room's bounded number of lines, a
//! block, a moderator's mute in public rooms) and kept before it is sent. Shown as text by
//! every front.

use std::num::NonZeroU32;
use std::sync::Arc;

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use rustrict::CensorStr;
use skillgames_online::{ChatLine, ChatRoom, GameId, MAX_CHAT_LEN, Refusal, ServerMessage};

use super::{Hub, log_store};
use crate::bus::Event;
use crate::game::Command;
use crate::round::{PlayerId, Round, StatusKind};
use crate::store::{Relation, Seats, StoreError, StoredLine, StoredPlayer};

/// The most lines a game's players' room keeps.
pub const MAX_CHAT_LINES: usize = 200;
/// The most lines a public room (a game's spectators', a tournament's) keeps.
pub const MAX_PUBLIC_LINES: usize = 500;
/// A tournament's room's word in the store.
pub(super) const EVENT_ROOM: &str = "event";
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

/// `text` as one line a player wrote keeps it (a chat line, a report's words): trimmed, no
/// control characters (line breaks become spaces), if 1 to `most` characters are left.
pub(super) fn one_line(text: &str, most: usize) -> Option<String> {
    let text: String = text
        .trim()
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|c| !c.is_control())
        .collect();
    let length = text.chars().count();
    (1..=most).contains(&length).then_some(text)
}

/// `text` as a chat line keeps it: trimmed, 1 to [`MAX_CHAT_LEN`] characters, no control
/// characters (line breaks become spaces).
///
/// # Errors
/// [`Refusal::BadChat`] for an empty or too long line.
pub fn clean_line(text: &str) -> Result<String, Refusal> {
    one_line(text, MAX_CHAT_LEN).ok_or(Refusal::BadChat)
}

/// `text` with its bad words hidden (`****`), as public rooms show it.
#[must_use]
pub fn censored(text: &str) -> String {
    text.censor()
}

/// A line as kept, as sent: a players' line carries its censored copy when it differs.
fn line_of(stored: StoredLine) -> ChatLine {
    let room = if stored.room == ChatRoom::Spectators.word() {
        ChatRoom::Spectators
    } else {
        ChatRoom::Players
    };
    let clean = censored(&stored.text);
    ChatLine {
        from: stored.name,
        clean: (room == ChatRoom::Players && clean != stored.text).then_some(clean),
        text: stored.text,
        room,
    }
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

    /// Who plays `game` and where it stands (its row only: a chat never waits on the moves).
    async fn seats(&self, game: &GameId) -> Result<Seats, Refusal> {
        self.store
            .seats(game)
            .await
            .map_err(|e| unavailable(&e))?
            .ok_or(Refusal::NoSuchGame)
    }

    /// Refuses a line from `player` when they write too fast or a moderator muted them in
    /// public rooms (`public`); the line cleaned.
    async fn check_writer(
        &self,
        player: &StoredPlayer,
        text: &str,
        public: bool,
    ) -> Result<String, Refusal> {
        let text = clean_line(text)?;
        if self.chat_rates.0.check_key(&player.id).is_err() {
            return Err(Refusal::TooFast);
        }
        if public {
            let standing = self
                .store
                .standing(player.id)
                .await
                .map_err(|e| unavailable(&e))?;
            if standing.muted_until > self.clock.now() {
                return Err(Refusal::Muted);
            }
        }
        Ok(text)
    }

    /// Keeps a line in a room (`key`: a game's or a tournament's id).
    async fn keep_line(
        &self,
        key: &str,
        room: &str,
        player: PlayerId,
        text: &str,
        most: usize,
    ) -> Result<(), Refusal> {
        match self
            .store
            .add_chat_line(key, room, player, text, self.clock.now(), most)
            .await
        {
            Ok(()) => Ok(()),
            Err(StoreError::Limit) => Err(Refusal::TooFast),
            Err(e) => Err(unavailable(&e)),
        }
    }

    /// Writes `text` in room `room` of `game`'s chat as `player`.
    ///
    /// # Errors
    /// [`Refusal::BadChat`], [`Refusal::TooFast`] (the writer's pace, or a full room),
    /// [`Refusal::NoSuchGame`]; in the players' room [`Refusal::NotYourGame`] for anyone but its
    /// players, [`Refusal::NotStarted`] before both are seated, [`Refusal::Blocked`] when the
    /// opponent blocked the writer; in the spectators' room [`Refusal::NotNow`] for its players
    /// and once the game is not being played, [`Refusal::Muted`]; [`Refusal::Unavailable`].
    pub async fn chat(
        self: &Arc<Self>,
        player: &StoredPlayer,
        game: &GameId,
        room: ChatRoom,
        text: &str,
    ) -> Result<(), Refusal> {
        match room {
            ChatRoom::Players => self.players_line(player, game, text).await,
            ChatRoom::Spectators => self.spectators_line(player, game, text).await,
        }
    }

    async fn players_line(
        self: &Arc<Self>,
        player: &StoredPlayer,
        game: &GameId,
        text: &str,
    ) -> Result<(), Refusal> {
        let text = self.check_writer(player, text, false).await?;
        let seats = self.seats(game).await?;
        if !seats.plays(player.id) {
            return Err(Refusal::NotYourGame);
        }
        if seats.status == StatusKind::Open {
            return Err(Refusal::NotStarted);
        }
        if let Some(opponent) = seats.opponent_of(player.id)
            && self
                .store
                .has_relation(opponent, player.id, Relation::Block)
                .await
                .map_err(|e| unavailable(&e))?
        {
            return Err(Refusal::Blocked);
        }
        self.keep_line(
            game.as_str(),
            ChatRoom::Players.word(),
            player.id,
            &text,
            MAX_CHAT_LINES,
        )
        .await?;
        let clean = censored(&text);
        let line = ServerMessage::ChatLine {
            game: game.clone(),
            line: ChatLine {
                from: player.name.clone(),
                clean: (clean != text).then_some(clean),
                text,
                room: ChatRoom::Players,
            },
        };
        let text: Arc<str> = line.to_json().into();
        for seat in [seats.white, seats.black].into_iter().flatten() {
            self.around.tell(seat, &text);
        }
        Ok(())
    }

    async fn spectators_line(
        self: &Arc<Self>,
        player: &StoredPlayer,
        game: &GameId,
        text: &str,
    ) -> Result<(), Refusal> {
        let text = censored(&self.check_writer(player, text, true).await?);
        let seats = self.seats(game).await?;
        if seats.status != StatusKind::Playing || seats.plays(player.id) {
            return Err(Refusal::NotNow);
        }
        self.keep_line(
            game.as_str(),
            ChatRoom::Spectators.word(),
            player.id,
            &text,
            MAX_PUBLIC_LINES,
        )
        .await?;
        let line = ServerMessage::ChatLine {
            game: game.clone(),
            line: ChatLine {
                from: player.name.clone(),
                text,
                room: ChatRoom::Spectators,
                clean: None,
            },
        }
        .to_json();
        self.tell_spectators(game, line.as_str().into()).await;
        self.publish(Event::SpectatorsLine {
            game: game.clone(),
            text: line,
        });
        Ok(())
    }

    /// Sends a spectators' line to this server's spectators of `game`.
    async fn tell_spectators(&self, game: &GameId, text: Arc<str>) {
        if let Some(handle) = self.registry.game(game) {
            handle.send(Command::SpectatorsLine { text }).await;
        }
    }

    /// `game`'s chat so far as `viewer` may read it: its players, their room (and once the
    /// game is over the spectators'); anyone else, the spectators' room.
    ///
    /// # Errors
    /// [`Refusal::NoSuchGame`], [`Refusal::Unavailable`].
    pub async fn chat_of(&self, game: &GameId, viewer: PlayerId) -> Result<Vec<ChatLine>, Refusal> {
        let seats = self.seats(game).await?;
        let player = seats.plays(viewer);
        let over = matches!(seats.status, StatusKind::Ended | StatusKind::Aborted);
        let lines = self
            .store
            .chat_of(game.as_str())
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(lines
            .into_iter()
            .map(line_of)
            .filter(|l| match l.room {
                ChatRoom::Players => player,
                ChatRoom::Spectators => !player || over,
            })
            .collect())
    }

    /// Writes `text` in tournament `id`'s room as `player`.
    ///
    /// # Errors
    /// [`Refusal::BadChat`], [`Refusal::TooFast`], [`Refusal::Muted`], [`Refusal::NoSuchGame`]
    /// for a tournament that does not exist, [`Refusal::Unavailable`].
    pub async fn tournament_chat(
        &self,
        player: &StoredPlayer,
        id: &str,
        text: &str,
    ) -> Result<(), Refusal> {
        let text = censored(&self.check_writer(player, text, true).await?);
        if self
            .store
            .tournament(id)
            .await
            .map_err(|e| unavailable(&e))?
            .is_none()
        {
            return Err(Refusal::NoSuchGame);
        }
        self.keep_line(id, EVENT_ROOM, player.id, &text, MAX_PUBLIC_LINES)
            .await
    }

    /// Tournament `id`'s room so far, oldest first.
    ///
    /// # Errors
    /// [`Refusal::Unavailable`].
    pub async fn tournament_chat_of(&self, id: &str) -> Result<Vec<ChatLine>, Refusal> {
        let lines = self.store.chat_of(id).await.map_err(|e| unavailable(&e))?;
        Ok(lines
            .into_iter()
            .filter(|l| l.room == EVENT_ROOM)
            .map(|l| ChatLine {
                from: l.name,
                text: l.text,
                room: ChatRoom::Spectators,
                clean: None,
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

    #[test]
    fn public_rooms_hide_bad_words_and_keep_the_rest() {
        assert_eq!(censored("good game, well played"), "good game, well played");
        let hidden = censored("you are a fucking idiot");
        assert!(!hidden.contains("fuck"), "{hidden}");
        assert!(hidden.starts_with("you are a "), "{hidden}");
        assert!(hidden.contains('*'), "{hidden}");
    }

    #[test]
    fn a_players_line_carries_its_clean_copy_only_when_it_differs() {
        let stored = |text: &str, room: &str| StoredLine {
            player: 1,
            name: "Ada".into(),
            text: text.into(),
            at: 0,
            room: room.into(),
        };
        let plain = line_of(stored("good luck", "players"));
        assert_eq!((plain.room, plain.clean), (ChatRoom::Players, None));
        let rude = line_of(stored("shit move", "players"));
        assert_eq!(rude.text, "shit move");
        assert!(rude.clean.is_some_and(|c| !c.contains("shit")));
        let public = line_of(stored("nice", "spectators"));
        assert_eq!((public.room, public.clean), (ChatRoom::Spectators, None));
    }
}
