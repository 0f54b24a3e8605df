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
/// characters (line breaks become spaces), no markup.
///
/// # Errors
/// [`Refusal::BadChat`] for an empty or too long line, [`Refusal::ChatMarkup`] for one with
/// a tag in it.
pub fn clean_line(text: &str) -> Result<String, Refusal> {
    let line = one_line(text, MAX_CHAT_LEN).ok_or(Refusal::BadChat)?;
    if has_markup(&line) {
        return Err(Refusal::ChatMarkup);
    }
    Ok(line)
}

/// Whether `text` holds something shaped like a tag (`<b>`, `</i>`, `<script src=...>`,
/// `<!-- -->`): `<`, maybe `/` or `!`, a letter (or `-` after `!`), then a `>` later on.
/// Every front shows lines as text anyway; a tag is refused so that nobody is shown one
/// (`x < y`, `<3` and `->` are words, not tags).
fn has_markup(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(i, &b)| {
        if b != b'<' {
            return false;
        }
        let rest = &bytes[i + 1..];
        let name = match rest.first() {
            Some(b'/' | b'!') => rest.get(1),
            _ => rest.first(),
        };
        name.is_some_and(|c| c.is_ascii_alphabetic() || *c == b'-') && rest.contains(&b'>')
    })
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

    /// Refuses a line from `player` when it is not a clean line, they write too fast or a
    /// moderator muted them in public rooms (`public`), and logs why; the line cleaned.
    async fn check_writer(
        &self,
        player: &StoredPlayer,
        text: &str,
        public: bool,
    ) -> Result<String, Refusal> {
        let checked = self.writer_may(player, text, public).await;
        if let Err(refusal) = checked
            && refusal != Refusal::Unavailable
        {
            eprintln!(
                "skillgames: refused: a chat line of {} characters from player {}: {refusal:?}",
                text.chars().count(),
                player.id
            );
        }
        checked
    }

    async fn writer_may(
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
            Err(StoreError::Limit) => Err(Refusal::ChatFull),
            Err(e) => Err(unavailable(&e)),
        }
    }

    /// Writes `text` in room `room` of `game`'s chat as `player`.
    ///
    /// # Errors
    /// [`Refusal::BadChat`], [`Refusal::ChatMarkup`], [`Refusal::TooFast`] (the writer's pace),
    /// [`Refusal::ChatFull`],
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
        // Whoever blocked the writer never receives the line, on any server (read before the
        // line is kept: a line kept is a line sent).
        let blockers = self
            .store
            .blockers_of(player.id)
            .await
            .map_err(|e| unavailable(&e))?;
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
        self.tell_spectators(game, line.as_str().into(), blockers.as_slice().into())
            .await;
        self.publish(Event::SpectatorsLine {
            game: game.clone(),
            text: line,
            blockers,
        });
        Ok(())
    }

    /// Sends a spectators' line to this server's spectators of `game` but `blockers`.
    async fn tell_spectators(&self, game: &GameId, text: Arc<str>, blockers: Arc<[PlayerId]>) {
        if let Some(handle) = self.registry.game(game) {
            handle
                .send(Command::SpectatorsLine { text, blockers })
                .await;
        }
    }

    /// `lines` without those written by players `viewer` blocked (read only when there are
    /// lines).
    async fn unblocked(
        &self,
        viewer: Option<PlayerId>,
        mut lines: Vec<StoredLine>,
    ) -> Result<Vec<StoredLine>, Refusal> {
        if let Some(viewer) = viewer
            && !lines.is_empty()
        {
            let blocked = self
                .store
                .blocked_by(viewer)
                .await
                .map_err(|e| unavailable(&e))?;
            lines.retain(|l| !blocked.contains(&l.player));
        }
        Ok(lines)
    }

    /// `game`'s chat so far as `viewer` may read it: its players, their room (and once the
    /// game is over the spectators'); anyone else, the spectators' room; never the lines of
    /// players `viewer` blocked.
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
        Ok(self
            .unblocked(Some(viewer), lines)
            .await?
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
    /// [`Refusal::BadChat`], [`Refusal::ChatMarkup`], [`Refusal::TooFast`], [`Refusal::ChatFull`],
    /// [`Refusal::Muted`], [`Refusal::NoSuchGame`] for a tournament that does not exist, [`Refusal::Unavailable`].
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

    /// Tournament `id`'s room so far as `viewer` reads it (not the lines of players they
    /// blocked), oldest first.
    ///
    /// # Errors
    /// [`Refusal::Unavailable`].
    pub async fn tournament_chat_of(
        &self,
        id: &str,
        viewer: Option<PlayerId>,
    ) -> Result<Vec<ChatLine>, Refusal> {
        let lines = self.store.chat_of(id).await.map_err(|e| unavailable(&e))?;
        Ok(self
            .unblocked(viewer, lines)
            .await?
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
        // Tags are refused; words with `<` or `>` in them are not tags.
        for tagged in [
            "<b>hi</b>",
            "<script>alert(1)</script>",
            "look </i> here",
            "<img src=x onerror=alert(1)>",
            "<!-- hidden -->",
            "<a\nhref='x'>link</a>",
        ] {
            assert_eq!(clean_line(tagged), Err(Refusal::ChatMarkup), "{tagged}");
        }
        for words in [
            "I <3 this game",
            "x < y and y > z",
            "a -> b",
            "<<>>",
            "< b >",
            "1<2",
        ] {
            assert_eq!(clean_line(words).unwrap(), words);
        }
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
