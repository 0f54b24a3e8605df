//! The challenges by name a player has, whichever page is open: those to answer, those
//! waiting for an answer, and what became of them (a decline and its reason, a challenge
//! withdrawn). It knows no view: it reads the server's messages and says what to ask next.
//!
//! ```
//! use skillgames_online::{ClientMessage, PlayerView, ServerMessage};
//! use skillgames_page::challenges::Challenges;
//!
//! let mut challenges = Challenges::default();
//! let me = PlayerView { name: "Bob".into(), account: true, bot: false };
//! // Connected: ask for the open ones.
//! assert_eq!(challenges.receive(&ServerMessage::Hello { me }), vec![ClientMessage::Challenges]);
//! // Told that one changed: ask how it stands.
//! let asked = challenges.receive(&ServerMessage::Challenge { game: "g".into() });
//! assert_eq!(asked, vec![ClientMessage::ChallengeOf { game: "g".into() }]);
//! ```

use skillgames_i18n::Message;
use skillgames_online::{ChallengeStatus, ChallengeView, ClientMessage, GameId, ServerMessage};

/// The most notices kept at once (the oldest go first).
const MAX_NOTICES: usize = 3;

/// What became of a challenge, told once to the player it concerns.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// The challenge.
    pub id: GameId,
    /// The sentence, for the view to word in the player's language.
    pub text: Message,
}

/// The player's challenges.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Challenges {
    me: Option<String>,
    open: Vec<ChallengeView>,
    notices: Vec<Notice>,
}

impl Challenges {
    /// Reads a message from the server; returns what to send.
    pub fn receive(&mut self, message: &ServerMessage) -> Vec<ClientMessage> {
        match message {
            ServerMessage::Hello { me } => {
                if self.me.as_deref() != Some(me.name.as_str()) {
                    // Another player at this device (logged in or out): nothing of the last.
                    *self = Challenges {
                        me: Some(me.name.clone()),
                        ..Challenges::default()
                    };
                }
                vec![ClientMessage::Challenges]
            }
            ServerMessage::Challenge { game } => {
                vec![ClientMessage::ChallengeOf { game: game.clone() }]
            }
            ServerMessage::Challenges { challenges } => {
                self.open = challenges
                    .iter()
                    .filter(|c| c.status == ChallengeStatus::Open)
                    .cloned()
                    .collect();
                Vec::new()
            }
            ServerMessage::ChallengeState { challenge } => {
                self.update(challenge);
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    fn update(&mut self, challenge: &ChallengeView) {
        let known = self.open.iter().position(|c| c.id == challenge.id);
        if challenge.status == ChallengeStatus::Open {
            match known {
                Some(at) => self.open[at] = challenge.clone(),
                None => self.open.insert(0, challenge.clone()),
            }
            return;
        }
        if let Some(at) = known {
            self.open.remove(at);
        }
        let mine = self.me.as_deref() == Some(challenge.from.name.as_str());
        let text = match challenge.status {
            ChallengeStatus::Declined if mine => Some(match challenge.reason {
                Some(reason) => Message::new("online-challenge-declined")
                    .with("name", challenge.to.name.as_str())
                    .with("reason", Message::new(reason.message())),
                None => Message::new("online-challenge-declined")
                    .with("name", challenge.to.name.as_str())
                    .with("reason", ""),
            }),
            ChallengeStatus::Canceled if !mine && known.is_some() => Some(
                Message::new("online-challenge-withdrawn")
                    .with("name", challenge.from.name.as_str()),
            ),
            _ => None,
        };
        if let Some(text) = text
            && !self.notices.iter().any(|n| n.id == challenge.id)
        {
            self.notices.push(Notice {
                id: challenge.id.clone(),
                text,
            });
            if self.notices.len() > MAX_NOTICES {
                self.notices.remove(0);
            }
        }
    }

    /// The challenges to the player, waiting for their answer (newest first).
    #[must_use]
    pub fn incoming(&self) -> Vec<&ChallengeView> {
        self.open.iter().filter(|c| !self.is_mine(c)).collect()
    }

    /// The player's challenges, waiting for the other's answer (newest first).
    #[must_use]
    pub fn outgoing(&self) -> Vec<&ChallengeView> {
        self.open.iter().filter(|c| self.is_mine(c)).collect()
    }

    fn is_mine(&self, challenge: &ChallengeView) -> bool {
        self.me.as_deref() == Some(challenge.from.name.as_str())
    }

    /// What became of the player's challenges, not yet dismissed.
    #[must_use]
    pub fn notices(&self) -> &[Notice] {
        &self.notices
    }

    /// Forgets the notice of challenge `id` (the player closed it).
    pub fn dismiss(&mut self, id: &GameId) {
        self.notices.retain(|n| n.id != *id);
    }

    /// Forgets challenge `id` at once (the player answered it here; the server's word
    /// follows).
    pub fn answered(&mut self, id: &GameId) {
        self.open.retain(|c| c.id != *id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_online::{ColourChoice, DeclineReason, PlayerView, TimeControl, VariantId};

    fn person(name: &str) -> PlayerView {
        PlayerView {
            name: name.into(),
            account: true,
            bot: false,
        }
    }

    fn challenge(id: &str, from: &str, to: &str, status: ChallengeStatus) -> ChallengeView {
        ChallengeView {
            id: id.into(),
            from: person(from),
            to: person(to),
            variant: VariantId::new("amazons", 8),
            time: TimeControl::Live {
                minutes: 5,
                increment: 3,
            },
            rated: false,
            colour: ColourChoice::Random,
            status,
            reason: None,
        }
    }

    fn hello(name: &str) -> ServerMessage {
        ServerMessage::Hello { me: person(name) }
    }

    fn state(c: ChallengeView) -> ServerMessage {
        ServerMessage::ChallengeState { challenge: c }
    }

    #[test]
    fn incoming_and_outgoing_are_told_apart() {
        let mut c = Challenges::default();
        c.receive(&hello("Bob"));
        c.receive(&ServerMessage::Challenges {
            challenges: vec![
                challenge("a", "Ada", "Bob", ChallengeStatus::Open),
                challenge("b", "Bob", "Cy", ChallengeStatus::Open),
            ],
        });
        assert_eq!(c.incoming()[0].id, GameId::from("a"));
        assert_eq!(c.outgoing()[0].id, GameId::from("b"));
        // A new one comes first; the same one again is not listed twice.
        c.receive(&state(challenge("n", "Cy", "Bob", ChallengeStatus::Open)));
        c.receive(&state(challenge("n", "Cy", "Bob", ChallengeStatus::Open)));
        let ids: Vec<&str> = c.incoming().iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["n", "a"]);
    }

    #[test]
    fn the_challenger_reads_why_it_was_declined() {
        let mut c = Challenges::default();
        c.receive(&hello("Ada"));
        c.receive(&state(challenge("a", "Ada", "Bob", ChallengeStatus::Open)));
        let mut declined = challenge("a", "Ada", "Bob", ChallengeStatus::Declined);
        declined.reason = Some(DeclineReason::Later);
        c.receive(&state(declined.clone()));
        c.receive(&state(declined));
        assert!(c.outgoing().is_empty());
        assert_eq!(c.notices().len(), 1, "told once");
        let text = skillgames_i18n::Catalogue::english().say(&c.notices()[0].text);
        assert!(text.starts_with("Bob declined your challenge"), "{text}");
        assert!(text.contains("ask again later"), "{text}");
        c.dismiss(&"a".into());
        assert!(c.notices().is_empty());
    }

    #[test]
    fn the_invited_player_hears_of_a_withdrawal_and_nothing_of_an_acceptance() {
        let mut c = Challenges::default();
        c.receive(&hello("Bob"));
        c.receive(&state(challenge("a", "Ada", "Bob", ChallengeStatus::Open)));
        c.receive(&state(challenge("b", "Ada", "Bob", ChallengeStatus::Open)));
        c.receive(&state(challenge(
            "a",
            "Ada",
            "Bob",
            ChallengeStatus::Canceled,
        )));
        c.receive(&state(challenge(
            "b",
            "Ada",
            "Bob",
            ChallengeStatus::Accepted,
        )));
        assert!(c.incoming().is_empty());
        let english = skillgames_i18n::Catalogue::english();
        let texts: Vec<String> = c.notices().iter().map(|n| english.say(&n.text)).collect();
        assert_eq!(texts, ["Ada withdrew their challenge."]);
    }

    #[test]
    fn another_player_at_the_device_starts_afresh() {
        let mut c = Challenges::default();
        c.receive(&hello("Bob"));
        c.receive(&state(challenge("a", "Ada", "Bob", ChallengeStatus::Open)));
        c.receive(&hello("Bob"));
        assert_eq!(
            c.incoming().len(),
            1,
            "the same player reconnecting keeps them"
        );
        c.receive(&hello("Cy"));
        assert!(c.incoming().is_empty() && c.notices().is_empty());
    }

    #[test]
    fn notices_are_few() {
        let mut c = Challenges::default();
        c.receive(&hello("Ada"));
        for id in ["a", "b", "c", "d", "e"] {
            c.receive(&state(challenge(
                id,
                "Ada",
                "Bob",
                ChallengeStatus::Declined,
            )));
        }
        assert_eq!(c.notices().len(), MAX_NOTICES);
        assert_eq!(c.notices()[0].id, GameId::from("c"));
    }
}
