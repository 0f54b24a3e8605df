//! Challenges by name, for every front (the page's socket and the Bot API): who may be
//! challenged (a known name, not oneself, their policy, a rated game only between accounts),
//! and a challenge as its two players see it.

use std::sync::Arc;

use skillgames_online::{
    ChallengeStatus, ChallengeView, ClientMessage, DeclineReason, GameId, PlayerView, Refusal,
};

use super::{Hub, log_store};
use crate::round::{PlayerId, Round, Status};
use crate::store::{StoreError, StoredPlayer};

fn unavailable(error: StoreError) -> Refusal {
    log_store("challenges", &error);
    Refusal::Unavailable
}

/// What became of the challenge `round`, and why it was declined (if it was): the one
/// reading of a challenge's round, for the page's `ChallengeView` and the API's lichess shape.
pub fn challenge_status(round: &Round) -> (ChallengeStatus, Option<DeclineReason>) {
    match (&round.status, &round.declined) {
        (Status::Open, _) => (ChallengeStatus::Open, None),
        (Status::Aborted, Some(key)) => (
            ChallengeStatus::Declined,
            Some(DeclineReason::from_key(key).unwrap_or(DeclineReason::Generic)),
        ),
        (Status::Aborted, None) => (ChallengeStatus::Canceled, None),
        _ => (ChallengeStatus::Accepted, None),
    }
}

/// The most open challenges a page is sent at once (newest first).
const MAX_LISTED: usize = 20;

impl Hub {
    /// The challenge `message` asks for (a [`ClientMessage::ChallengePlayer`]): the player it
    /// names invited to that game, kept out of the lobby.
    ///
    /// # Errors
    /// [`Refusal::NoSuchPlayer`] for a name nobody has, [`Refusal::SelfChallenge`],
    /// [`Refusal::NotAccepting`] when the player takes no challenges from `player` (or either
    /// blocked the other),
    /// [`Refusal::NeedAccount`] for a rated game with a visitor on either side, and as
    /// [`Hub::create`].
    pub async fn challenge_by_name(
        self: &Arc<Self>,
        player: &StoredPlayer,
        message: &ClientMessage,
    ) -> Result<GameId, Refusal> {
        let ClientMessage::ChallengePlayer {
            name,
            variant,
            time,
            rated,
            colour,
        } = message
        else {
            return Err(Refusal::NotNow);
        };
        let dest = self
            .store
            .player_named(name.trim())
            .await
            .map_err(unavailable)?
            .ok_or(Refusal::NoSuchPlayer)?;
        if dest.id == player.id {
            return Err(Refusal::SelfChallenge);
        }
        let policy = self
            .store
            .challenge_policy(dest.id)
            .await
            .map_err(unavailable)?;
        // A block either way reads as the player not taking challenges from the sender.
        if !policy.allows(player.password.is_some())
            || self
                .store
                .blocked_between(player.id, dest.id)
                .await
                .map_err(unavailable)?
        {
            return Err(Refusal::NotAccepting);
        }
        if *rated && dest.password.is_none() {
            return Err(Refusal::NeedAccount);
        }
        let message = ClientMessage::Create {
            variant: variant.clone(),
            time: *time,
            rated: *rated,
            colour: *colour,
            private: true,
        };
        self.challenge(player, &message, dest.id).await
    }

    /// The challenge `id` as `viewer` (one of its two players) sees it, answered or not.
    ///
    /// # Errors
    /// [`Refusal::NoSuchGame`] when it is no challenge of `viewer`'s.
    pub async fn challenge_state(
        &self,
        id: &GameId,
        viewer: PlayerId,
    ) -> Result<ChallengeView, Refusal> {
        let stored = self
            .store
            .game(id)
            .await
            .map_err(unavailable)?
            .ok_or(Refusal::NoSuchGame)?;
        let round = &stored.round;
        // Only its two players know of it; to anyone else it does not exist.
        let invited = round.invited.ok_or(Refusal::NoSuchGame)?;
        if viewer != invited && viewer != round.creator {
            return Err(Refusal::NoSuchGame);
        }
        self.challenge_view(round).await.ok_or(Refusal::NoSuchGame)
    }

    /// The open challenges from and to `player`, newest first.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn challenges_of(&self, player: PlayerId) -> Result<Vec<ChallengeView>, Refusal> {
        let (_, ids) = self.store.current_of(player).await.map_err(unavailable)?;
        let mut views = Vec::new();
        for id in ids.iter().rev().take(MAX_LISTED) {
            if let Ok(view) = self
                .challenge_state(&GameId::from(id.as_str()), player)
                .await
            {
                views.push(view);
            }
        }
        Ok(views)
    }

    /// The challenge `round` (an open game with an invited player), or `None` for a game
    /// that is none, or whose players the store no longer knows.
    pub async fn challenge_view(&self, round: &Round) -> Option<ChallengeView> {
        let invited = round.invited?;
        let person = |id| async move {
            let stored = self.store.player(id).await.ok().flatten()?;
            Some(PlayerView {
                account: stored.password.is_some(),
                bot: stored.bot,
                name: stored.name,
            })
        };
        let (status, reason) = challenge_status(round);
        Some(ChallengeView {
            id: round.id.clone(),
            from: person(round.creator).await?,
            to: person(invited).await?,
            variant: crate::game::view::variant_id(round.terms.variant),
            time: round.terms.time,
            rated: round.terms.rated,
            colour: round.terms.colour,
            status,
            reason,
        })
    }
}
