//! A request's way through the game's task, and the clock's: decide ([`super::decide`],
//! pure), store ([`super::store::persist`]), then announce ([`super::announce`]). The game
//! the task holds becomes the decided one only once it is stored; a conflict with another
//! server is tried once more on what that server stored.

use skillgames_online::{Refusal, ServerMessage};

use super::decide::{self, Circumstances, Decision, Request};
use super::notices;
use super::plan::{self, Plan};
use super::store::persist;
use super::{Action, FLAG_RETRY, GameStore, GameTask, log_store};
use crate::clock::Millis;
use crate::identity;
use crate::round::{PlayerId, Status};
use crate::store::StoreError;

/// Why an attempt at an action failed.
enum Attempt {
    /// The game's (or the store's) refusal.
    Refused(Refusal),
    /// Another server changed the game first: read it again and try once more.
    Conflict,
}

impl From<Refusal> for Attempt {
    fn from(refusal: Refusal) -> Self {
        Attempt::Refused(refusal)
    }
}

impl<S: GameStore> GameTask<S> {
    /// Does `action` for `player`.
    ///
    /// # Errors
    /// The game's refusal, or [`Refusal::Unavailable`] when the store failed.
    pub(super) async fn act(&mut self, player: PlayerId, action: Action) -> Result<(), Refusal> {
        if let Action::Plan(lines) = &action {
            return self.keep_plan(player, lines).await;
        }
        let result = self.act_once(player, &action).await;
        if result.is_ok() && matches!(action, Action::Move { .. } | Action::PlayNow { .. }) {
            self.follow_plans().await;
        }
        if result.is_ok() && matches!(action, Action::Join) {
            self.stop_clocks_of_the_away().await;
        }
        result
    }

    /// A correspondence game just begun: the clock of a player on vacation stops until they
    /// are back, as in their other games.
    async fn stop_clocks_of_the_away(&mut self) {
        if self.round.status != Status::Playing || !self.round.terms.time.is_correspondence() {
            return;
        }
        for player in [self.round.white, self.round.black].into_iter().flatten() {
            match self.store.away_until(player, self.clock.now()).await {
                Ok(Some(until)) => {
                    let _ = self.act_once(player, &Action::Away(until)).await;
                }
                Ok(None) => {}
                Err(error) => log_store("vacation", &error),
            }
        }
    }

    async fn act_once(&mut self, player: PlayerId, action: &Action) -> Result<(), Refusal> {
        let action = action.clone();
        match self.attempt(player, &action).await {
            Ok(()) => return Ok(()),
            Err(Attempt::Refused(refusal)) => {
                // On a cluster this copy can be behind the store (another server's change
                // not yet heard of on the bus): a refusal that depends on the game's state is
                // decided again on the stored game, if it is newer.
                let stale = matches!(
                    refusal,
                    Refusal::NotYourTurn
                        | Refusal::StalePly
                        | Refusal::NotStarted
                        | Refusal::NotNow
                );
                if !(stale && self.around.clustered() && self.refresh().await) {
                    return Err(refusal);
                }
            }
            Err(Attempt::Conflict) => {
                // Another server changed the game first: try again on what it stored (a
                // move made for the old position is then refused as stale).
                self.refresh().await;
            }
        }
        match self.attempt(player, &action).await {
            Ok(()) => Ok(()),
            Err(Attempt::Refused(refusal)) => Err(refusal),
            Err(Attempt::Conflict) => Err(Refusal::StalePly),
        }
    }

    async fn attempt(&mut self, player: PlayerId, action: &Action) -> Result<(), Attempt> {
        let now = self.clock.now();
        // A flag that fell before this request ends the game first.
        if self.round.status == Status::Playing && self.round.deadline().is_some_and(|at| now >= at)
        {
            self.on_time().await;
            if self.round.status.is_over() {
                return Err(Refusal::GameOver.into());
            }
        }
        if matches!(action, Action::Join) && self.round.terms.rated {
            // A rated game is between two accounts: the creator's was checked at creation.
            let account = self.store.player(player).await.map_err(|error| {
                log_store("join", &error);
                Refusal::Unavailable
            })?;
            if account.is_none_or(|p| p.password.is_none()) {
                return Err(Refusal::NeedAccount.into());
            }
        }
        let request = Request {
            player,
            action,
            now,
        };
        let circumstances = Circumstances {
            gone: self.presence.gone,
            abandon_after: self.rules.abandon_after,
            white_by_lot: matches!(action, Action::Join) && rand::random(),
        };
        let Decision {
            mut round,
            write,
            news,
        } = decide::decide(&self.round, &request, &circumstances, identity::game_id)?;
        if let Err(error) = persist(&self.store, &mut round, &write, now).await {
            return Err(match error {
                StoreError::Conflict => Attempt::Conflict,
                _ => {
                    log_store("change", &error);
                    Refusal::Unavailable.into()
                }
            });
        }
        let notices = notices::between(&self.round, &round);
        self.round = round;
        self.tell(news, now).await;
        self.notify(notices);
        Ok(())
    }

    /// Keeps `lines` as `player`'s plan of conditional moves (checked against the game now),
    /// and tells them.
    async fn keep_plan(&mut self, player: PlayerId, lines: &[Vec<String>]) -> Result<(), Refusal> {
        let plan = plan::check(&self.round, player, lines)?;
        self.store
            .keep_plan(&self.round.id, player, Some(&plan))
            .await
            .map_err(|error| {
                log_store("plan", &error);
                Refusal::Unavailable
            })?;
        self.tell_plan(player, &plan);
        Ok(())
    }

    fn tell_plan(&self, player: PlayerId, plan: &Plan) {
        self.around.tell(
            player,
            &ServerMessage::Conditional {
                game: self.round.id.clone(),
                ply: plan.ply,
                plan: skillgames_online::plan_written(&plan.lines),
            },
        );
    }

    /// After a move: the side to move answers at once if its plan has a branch for it (and
    /// then the other side, if its plan answers that), as they would; a plan without one is
    /// dropped. Each answer is a move like any other (checked, stored, announced, notified).
    async fn follow_plans(&mut self) {
        for _ in 0..plan::MAX_LINE_LEN * 2 {
            if self.round.status != Status::Playing || !self.round.terms.time.is_correspondence() {
                return;
            }
            let Some(planner) = self.round.player(self.round.to_move()) else {
                return;
            };
            let id = self.round.id.clone();
            let kept = match self.store.plan(&id, planner).await {
                Ok(Some(kept)) => kept,
                Ok(None) => return,
                Err(error) => return log_store("plan", &error),
            };
            let ply = self.round.ply() - 1;
            let played = self.round.moves()[ply as usize].clone();
            let followed = plan::follow(&kept, ply, &played);
            let rest = followed.as_ref().map_or_else(
                || Plan {
                    ply: self.round.ply(),
                    lines: Vec::new(),
                },
                |(_, rest)| rest.clone(),
            );
            if let Err(error) = self.store.keep_plan(&id, planner, Some(&rest)).await {
                return log_store("plan", &error);
            }
            let Some((answer, _)) = followed else {
                self.tell_plan(planner, &rest);
                return;
            };
            let action = Action::Move {
                ply: ply + 1,
                mv: answer,
            };
            if self.act_once(planner, &action).await.is_err() {
                // The game changed meanwhile (another server): the plan is no more.
                let _ = self.store.keep_plan(&id, planner, None).await;
                let none = Plan {
                    ply: self.round.ply(),
                    lines: Vec::new(),
                };
                self.tell_plan(planner, &none);
                return;
            }
            // The answer first, then what is left of the plan.
            self.tell_plan(planner, &rest);
        }
    }

    /// The clock's turn: a flag that fell, or the moment the absent side may be claimed.
    pub(super) async fn on_time(&mut self) {
        let now = self.clock.now();
        if let Some(decision) = decide::flag(&self.round, now) {
            self.finish(decision, now).await;
        } else if self
            .presence
            .claim_at(&self.round, self.rules.abandon_after)
            .is_some_and(|at| now >= at)
        {
            // The absent side may now be claimed to have left: the players see it.
            self.presence.claim_told = true;
            self.announce().await;
        }
    }

    /// Stores and announces a game the clock ended, once: if another server stored it first,
    /// its end is read back; if the store fails, the game is as before and tried again soon.
    async fn finish(&mut self, decision: Decision, now: Millis) {
        let Decision {
            mut round, write, ..
        } = decision;
        match persist(&self.store, &mut round, &write, now).await {
            Ok(()) => {
                let notices = notices::between(&self.round, &round);
                self.round = round;
                self.around.flag_counted();
                self.hold_until = None;
                self.tell_changed(None);
                self.announce().await;
                self.notify(notices);
            }
            Err(StoreError::Conflict) => {
                self.refresh().await;
            }
            Err(e) => {
                log_store("flag", &e);
                self.hold_until = Some(now + FLAG_RETRY);
            }
        }
    }
}
