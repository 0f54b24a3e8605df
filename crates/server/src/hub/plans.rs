//! A player's plan of conditional moves, as they (and only they) may read it. Setting one goes
//! through the game's task (`Action::Plan`), which checks it against the game as it is.

use skillgames_online::{GameId, Refusal, ServerMessage};

use super::{Hub, log_store};
use crate::round::PlayerId;

impl Hub {
    /// `player`'s plan in `game` (one of its players), as sent.
    ///
    /// # Errors
    /// [`Refusal::NotYourGame`] for anyone else, [`Refusal::NoSuchGame`],
    /// [`Refusal::Unavailable`].
    pub async fn conditional_of(
        &self,
        game: &GameId,
        player: PlayerId,
    ) -> Result<ServerMessage, Refusal> {
        let round = self.played_by(game, player).await?;
        let plan = self.store.plan(game, player).await.map_err(|e| {
            log_store("plan", &e);
            Refusal::Unavailable
        })?;
        let plan = plan.filter(|p| p.ply == round.ply()).unwrap_or_default();
        Ok(ServerMessage::Conditional {
            game: game.clone(),
            ply: round.ply(),
            plan: skillgames_online::plan_written(&plan.lines),
        })
    }
}
