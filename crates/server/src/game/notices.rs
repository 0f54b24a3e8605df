//! What a change of a game notifies its players of (the bell, a push, an email): decided from
//! the game before and after, without waiting on anything. The task then leaves out the
//! players watching the game (they see it happen, as on lichess) and hands the rest to the
//! [`super::Announcer`].

use skillgames_online::{Colour, GameId, NotificationKind, Offer, Outcome};

use crate::round::{PlayerId, Round, Status};

/// A notification to make: for whom, what, about which game and opponent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Whom it is for.
    pub player: PlayerId,
    /// What it says.
    pub kind: NotificationKind,
    /// The game it links to.
    pub game: Option<GameId>,
    /// The other player, named in it.
    pub opponent: Option<PlayerId>,
    /// How the game ended for `player` ([`NotificationKind::GameOver`]).
    pub outcome: Option<Outcome>,
}

impl Notice {
    /// A notice of `kind` for the player of `side` in `round`, naming the other side.
    fn of(round: &Round, side: Colour, kind: NotificationKind) -> Option<Notice> {
        Some(Notice {
            player: round.player(side)?,
            kind,
            game: Some(round.id.clone()),
            opponent: round.player(side.other()),
            outcome: None,
        })
    }
}

/// What going from `before` to `after` (the same game) notifies: the side to move after a
/// move (its turn in a correspondence game, the opponent's move in a live one), both players
/// when the game ended with a result, the side asked when a draw or a takeback is offered.
#[must_use]
pub(super) fn between(before: &Round, after: &Round) -> Vec<Notice> {
    let mut notices = Vec::new();
    if let Status::Ended { winner, .. } = after.status {
        if !before.status.is_over() {
            for side in [Colour::White, Colour::Black] {
                let outcome = match winner {
                    None => Outcome::Drawn,
                    Some(w) if w == side => Outcome::Won,
                    Some(_) => Outcome::Lost,
                };
                if let Some(mut notice) = Notice::of(after, side, NotificationKind::GameOver) {
                    notice.outcome = Some(outcome);
                    notices.push(notice);
                }
            }
        }
        return notices;
    }
    if after.status != Status::Playing {
        return notices;
    }
    if after.ply() > before.ply() {
        let kind = if after.terms.time.is_correspondence() {
            NotificationKind::YourTurn
        } else {
            NotificationKind::OpponentMoved
        };
        notices.extend(Notice::of(after, after.to_move(), kind));
    }
    if let Some(offer) = after.offer
        && before.offer != after.offer
    {
        let kind = match offer.offer {
            Offer::Draw => Some(NotificationKind::DrawOffer),
            Offer::Takeback => Some(NotificationKind::TakebackOffer),
            Offer::Rematch => None,
        };
        if let Some(kind) = kind {
            notices.extend(Notice::of(after, offer.by.other(), kind));
        }
    }
    notices
}

#[cfg(test)]
mod tests {
    use super::*;

    const ADA: PlayerId = 1;
    const BOB: PlayerId = 2;

    fn game(time: &str) -> Round {
        super::super::begun_between_1_and_2(time)
    }

    fn first_move(round: &Round) -> String {
        let rules = round.terms.variant.rules(None).unwrap();
        rules.legal_moves()[0].clone()
    }

    #[test]
    fn a_move_tells_the_side_to_move() {
        for (time, kind) in [
            ("3d", NotificationKind::YourTurn),
            ("5+3", NotificationKind::OpponentMoved),
        ] {
            let before = game(time);
            let mut after = before.duplicate();
            after.play(ADA, 0, &first_move(&before), 10).unwrap();
            let notices = between(&before, &after);
            assert_eq!(
                notices,
                vec![Notice {
                    player: BOB,
                    kind,
                    game: Some("g".into()),
                    opponent: Some(ADA),
                    outcome: None,
                }]
            );
        }
    }

    #[test]
    fn an_end_tells_both_their_outcome_once() {
        let before = game("3d");
        let mut after = before.duplicate();
        after.resign(BOB).unwrap();
        let notices = between(&before, &after);
        assert_eq!(notices.len(), 2);
        assert_eq!(notices[0].player, ADA);
        assert_eq!(notices[0].outcome, Some(Outcome::Won));
        assert_eq!(notices[1].player, BOB);
        assert_eq!(notices[1].outcome, Some(Outcome::Lost));
        assert!(notices.iter().all(|n| n.kind == NotificationKind::GameOver));
        // An offer of a rematch after the end tells nothing more.
        let mut later = after.duplicate();
        let _ = later.propose(ADA, Offer::Rematch, 20);
        assert!(between(&after, &later).is_empty());
    }

    #[test]
    fn an_offer_tells_the_side_asked() {
        let before = game("3d");
        let mut moved = before.duplicate();
        moved.play(ADA, 0, &first_move(&before), 10).unwrap();
        let mut after = moved.duplicate();
        after.propose(ADA, Offer::Takeback, 20).unwrap();
        let notices = between(&moved, &after);
        assert_eq!(notices.len(), 1);
        assert_eq!(notices[0].player, BOB);
        assert_eq!(notices[0].kind, NotificationKind::TakebackOffer);
        assert_eq!(notices[0].opponent, Some(ADA));
        // Declined: nothing.
        let mut declined = after.duplicate();
        declined.answer(BOB, Offer::Takeback, false, 30).unwrap();
        assert!(between(&after, &declined).is_empty());
    }
}
