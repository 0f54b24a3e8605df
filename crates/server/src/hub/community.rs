//! Players with each other: follows (with who is online, playing or in a tournament), blocks
//! and mutes, reports, and what moderators do about them. Each refusal is a
//! [`CommunityError`] in plain words; every moderator's action is kept with who did it and
//! why, and a closed account's sessions end at once on every server.

use std::sync::Arc;

use serde::Serialize;
use skillgames_online::{DeclineReason, GameId, NotificationKind, ServerMessage};
use thiserror::Error;

use super::{Hub, log_store};
use crate::bus::Event;
use crate::clock::Millis;
use crate::game::{Action, Notice};
use crate::round::{PlayerId, StatusKind};
use crate::store::{
    ModAction, Relation, ReportReason, StoreError, StoredAction, StoredPlayer, StoredReport,
};

/// The longest report or moderator's reason, in characters.
pub const MAX_REASON_LEN: usize = 500;
/// The longest mute, in minutes (30 days).
pub const MAX_MUTE_MINUTES: u64 = 30 * 24 * 60;
/// How many reports and actions a moderator's page lists.
const LISTED: usize = 100;
/// What a closed account's pages are told.
const CLOSED_TEXT: &str = "A moderator has closed this account. You have been logged out.";

/// Why something about another player was not done, in words for players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum CommunityError {
    /// Nobody has that name.
    #[error("There is no player of that name.")]
    NoSuchPlayer,
    /// Oneself.
    #[error("You cannot do that to yourself.")]
    Yourself,
    /// The other player blocked the asker.
    #[error("This player does not take messages or challenges from you.")]
    Blocked,
    /// Too many of a relation.
    #[error("You follow, block or mute as many players as you may: remove some first.")]
    TooMany,
    /// A report or an action without its reason, or one too long.
    #[error("Say why in a few words (1 to 500 characters).")]
    NoReason,
    /// Too many reports today.
    #[error("You have sent many reports today; moderators will read them. Try again tomorrow.")]
    TooManyReports,
    /// Not a moderator.
    #[error("Only moderators can do this.")]
    NotModerator,
    /// A rename of an account (only visitors' names are replaced).
    #[error("Only a visitor's name can be replaced; an account can be warned or closed.")]
    NotVisitor,
    /// A mute's length out of range.
    #[error("A mute lasts from 1 minute to 30 days.")]
    BadLength,
    /// A report that does not exist, or is about someone else.
    #[error("There is no such report about this player.")]
    NoSuchReport,
    /// A report naming a game that does not exist.
    #[error("This game does not exist.")]
    NoSuchGame,
    /// The account is closed already.
    #[error("This account is closed already.")]
    Closed,
    /// The store failed.
    #[error("The server could not save this, so nothing changed. Try again in a moment.")]
    Unavailable,
}

impl CommunityError {
    /// The catalogues' message for it (`server/api.ftl`): the API words a refusal in the
    /// language the request asks for; its English (`Display`) is for the logs.
    pub(crate) const fn message(self) -> &'static str {
        match self {
            CommunityError::NoSuchPlayer => "api-no-player-of-that-name",
            CommunityError::Yourself => "api-not-to-yourself",
            CommunityError::Blocked => "api-blocked",
            CommunityError::TooMany => "api-too-many-relations",
            CommunityError::NoReason => "api-no-reason",
            CommunityError::TooManyReports => "api-too-many-reports",
            CommunityError::NotModerator => "api-not-moderator",
            CommunityError::NotVisitor => "api-not-visitor",
            CommunityError::BadLength => "api-mute-length",
            CommunityError::NoSuchReport => "api-no-such-report",
            CommunityError::Closed => "api-closed-already",
            CommunityError::NoSuchGame => "api-no-such-game",
            CommunityError::Unavailable => "api-not-saved",
        }
    }
}

fn unavailable(error: &StoreError) -> CommunityError {
    log_store("community", error);
    CommunityError::Unavailable
}

/// `text` as a reason: trimmed, 1 to [`MAX_REASON_LEN`] characters, no control characters.
///
/// # Errors
/// [`CommunityError::NoReason`].
pub(super) fn clean_reason(text: &str) -> Result<String, CommunityError> {
    super::chat::one_line(text, MAX_REASON_LEN).ok_or(CommunityError::NoReason)
}

/// A player one follows, as listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FollowView {
    /// Their name.
    pub name: String,
    /// Connected now.
    pub online: bool,
    /// A game they are playing (to watch).
    pub game: Option<String>,
    /// A tournament they are playing in.
    pub tournament: Option<String>,
}

/// Whom a player follows, blocks and mutes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RelationsView {
    /// Followed, with what they are doing.
    pub follows: Vec<FollowView>,
    /// Blocked names.
    pub blocks: Vec<String>,
    /// Muted names.
    pub mutes: Vec<String>,
    /// Whether one is told when a followed player begins a tournament game.
    pub follow_alerts: bool,
}

/// What a moderator sees of a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerRecord {
    /// The name.
    pub name: String,
    /// An account (not a visitor).
    pub account: bool,
    /// Closed.
    pub closed: bool,
    /// Muted in public rooms until then (0: not muted).
    pub muted_until: Millis,
    /// The reports about them, newest first.
    pub reports: Vec<StoredReport>,
    /// What moderators did to them, newest first.
    pub actions: Vec<StoredAction>,
}

/// A moderator's action as asked.
#[derive(Clone, Debug)]
pub struct ActionRequest {
    /// On whom.
    pub name: String,
    /// What.
    pub action: ModAction,
    /// Why.
    pub reason: String,
    /// A mute's length.
    pub minutes: Option<u64>,
    /// The report it answers.
    pub report: Option<u64>,
}

impl Hub {
    async fn named(&self, name: &str) -> Result<StoredPlayer, CommunityError> {
        self.store
            .player_named(name.trim())
            .await
            .map_err(|e| unavailable(&e))?
            .ok_or(CommunityError::NoSuchPlayer)
    }

    /// `player` follows, blocks or mutes the player named `name` (`on`), or no longer does.
    /// A blocked player cannot follow the blocker; a block ends the follows between the two.
    ///
    /// # Errors
    /// [`CommunityError::NoSuchPlayer`], [`CommunityError::Yourself`],
    /// [`CommunityError::Blocked`], [`CommunityError::TooMany`],
    /// [`CommunityError::Unavailable`].
    pub async fn set_relation(
        &self,
        player: &StoredPlayer,
        name: &str,
        relation: Relation,
        on: bool,
    ) -> Result<(), CommunityError> {
        let other = self.named(name).await?;
        if other.id == player.id {
            return Err(CommunityError::Yourself);
        }
        if on
            && relation == Relation::Follow
            && self
                .store
                .blocked_between(player.id, other.id)
                .await
                .map_err(|e| unavailable(&e))?
        {
            return Err(CommunityError::Blocked);
        }
        match self
            .store
            .set_relation(player.id, other.id, relation, on, self.clock.now())
            .await
        {
            Ok(()) => Ok(()),
            Err(StoreError::Limit) => Err(CommunityError::TooMany),
            Err(e) => Err(unavailable(&e)),
        }
    }

    /// Whom `player` follows (and what they are doing), blocks and mutes.
    ///
    /// # Errors
    /// [`CommunityError::Unavailable`].
    pub async fn relations(&self, player: PlayerId) -> Result<RelationsView, CommunityError> {
        let follows = self
            .store
            .follows_of(player)
            .await
            .map_err(|e| unavailable(&e))?;
        let all = self
            .store
            .relations_of(player)
            .await
            .map_err(|e| unavailable(&e))?;
        let standing = self
            .store
            .standing(player)
            .await
            .map_err(|e| unavailable(&e))?;
        let named = |kind: Relation| {
            all.iter()
                .filter(|(r, _, _)| *r == kind)
                .map(|(_, _, name)| name.clone())
                .collect()
        };
        Ok(RelationsView {
            follows: follows
                .into_iter()
                .map(|f| FollowView {
                    online: self.registry.connected(f.id),
                    name: f.name,
                    game: f.game,
                    tournament: f.tournament,
                })
                .collect(),
            blocks: named(Relation::Block),
            mutes: named(Relation::Mute),
            follow_alerts: standing.follow_alerts,
        })
    }

    /// Whether `player` is told when a followed player begins a tournament game.
    ///
    /// # Errors
    /// [`CommunityError::Unavailable`].
    pub async fn set_follow_alerts(
        &self,
        player: PlayerId,
        on: bool,
    ) -> Result<(), CommunityError> {
        self.store
            .set_follow_alerts(player, on)
            .await
            .map_err(|e| unavailable(&e))
    }

    /// Tells those who follow `player` (and asked to be told) that they began tournament
    /// game `game`; in a task of its own, so that pairing never waits for it.
    pub(super) fn tell_followers(
        self: &Arc<Self>,
        player: PlayerId,
        game: &skillgames_online::GameId,
    ) {
        let hub = Arc::clone(self);
        let game = game.clone();
        tokio::spawn(async move {
            let followers = match hub.store.alerted_followers(player).await {
                Ok(followers) => followers,
                Err(e) => return log_store("followers", &e),
            };
            for follower in followers {
                hub.notify(Notice {
                    player: follower,
                    kind: NotificationKind::FollowedPlaying,
                    game: Some(game.clone()),
                    opponent: Some(player),
                    outcome: None,
                })
                .await;
            }
        });
    }

    /// `reporter` reports the player named `name`, for `reason`, in `game`, in their words.
    ///
    /// # Errors
    /// [`CommunityError::NoSuchPlayer`], [`CommunityError::Yourself`],
    /// [`CommunityError::NoReason`] (logged), [`CommunityError::NoSuchGame`],
    /// [`CommunityError::TooManyReports`], [`CommunityError::Unavailable`].
    pub async fn report(
        &self,
        reporter: &StoredPlayer,
        name: &str,
        reason: ReportReason,
        game: Option<&str>,
        text: &str,
    ) -> Result<u64, CommunityError> {
        let text = clean_reason(text).inspect_err(|_| {
            eprintln!(
                "skillgames: refused: a report without its reason from player {}",
                reporter.id
            );
        })?;
        let player = self.named(name).await?;
        if player.id == reporter.id {
            return Err(CommunityError::Yourself);
        }
        let game = game.map(str::trim).filter(|g| !g.is_empty());
        if let Some(game) = game {
            // The game a report names is one of the site's, so that moderators can open it.
            let known = game.len() <= skillgames_online::MAX_GAME_ID_LEN
                && self
                    .store
                    .seats(&GameId::from(game.to_owned()))
                    .await
                    .map_err(|e| unavailable(&e))?
                    .is_some();
            if !known {
                return Err(CommunityError::NoSuchGame);
            }
        }
        match self
            .store
            .add_report(
                reporter.id,
                player.id,
                reason,
                game,
                &text,
                self.clock.now(),
            )
            .await
        {
            Ok(id) => {
                eprintln!(
                    "skillgames: report {id}: player {} reported {} for {}",
                    reporter.id,
                    player.id,
                    reason.word()
                );
                Ok(id)
            }
            Err(StoreError::Limit) => Err(CommunityError::TooManyReports),
            Err(e) => Err(unavailable(&e)),
        }
    }

    /// `player` if a moderator; the attempt is logged otherwise.
    ///
    /// # Errors
    /// [`CommunityError::NotModerator`], [`CommunityError::Unavailable`].
    pub async fn moderator(&self, player: &StoredPlayer, what: &str) -> Result<(), CommunityError> {
        let standing = self
            .store
            .standing(player.id)
            .await
            .map_err(|e| unavailable(&e))?;
        if standing.moderator && !standing.closed {
            Ok(())
        } else {
            eprintln!(
                "skillgames: refused: player {} is not a moderator ({what})",
                player.id
            );
            Err(CommunityError::NotModerator)
        }
    }

    /// The reports waiting for a moderator, and what moderators did lately.
    ///
    /// # Errors
    /// [`CommunityError::Unavailable`].
    pub async fn moderation_desk(
        &self,
    ) -> Result<(Vec<StoredReport>, Vec<StoredAction>), CommunityError> {
        let reports = self
            .store
            .open_reports(LISTED)
            .await
            .map_err(|e| unavailable(&e))?;
        let actions = self
            .store
            .recent_actions(LISTED)
            .await
            .map_err(|e| unavailable(&e))?;
        Ok((reports, actions))
    }

    /// A player's record: reports about them and what moderators did.
    ///
    /// # Errors
    /// [`CommunityError::NoSuchPlayer`], [`CommunityError::Unavailable`].
    pub async fn player_record(&self, name: &str) -> Result<PlayerRecord, CommunityError> {
        let player = self.named(name).await?;
        let standing = self
            .store
            .standing(player.id)
            .await
            .map_err(|e| unavailable(&e))?;
        Ok(PlayerRecord {
            account: player.password.is_some(),
            closed: standing.closed,
            muted_until: standing.muted_until,
            reports: self
                .store
                .reports_about(player.id, LISTED)
                .await
                .map_err(|e| unavailable(&e))?,
            actions: self
                .store
                .actions_about(player.id, LISTED)
                .await
                .map_err(|e| unavailable(&e))?,
            name: player.name,
        })
    }

    /// Moderator `moderator` acts on a player: kept with who, why and when, then done.
    ///
    /// # Errors
    /// [`CommunityError::NotModerator`] (logged), [`CommunityError::NoReason`],
    /// [`CommunityError::NoSuchPlayer`], [`CommunityError::Yourself`],
    /// [`CommunityError::NoSuchReport`], [`CommunityError::BadLength`],
    /// [`CommunityError::NotVisitor`], [`CommunityError::Closed`],
    /// [`CommunityError::Unavailable`].
    pub async fn moderate(
        self: &Arc<Self>,
        moderator: &StoredPlayer,
        request: ActionRequest,
    ) -> Result<StoredAction, CommunityError> {
        self.moderator(moderator, request.action.word()).await?;
        let reason = clean_reason(&request.reason)?;
        let mut player = self.named(&request.name).await?;
        if player.id == moderator.id {
            return Err(CommunityError::Yourself);
        }
        if let Some(report) = request.report {
            let about = self
                .store
                .report_subject(report)
                .await
                .map_err(|e| unavailable(&e))?;
            if about != Some(player.id) {
                return Err(CommunityError::NoSuchReport);
            }
        }
        let standing = self
            .store
            .standing(player.id)
            .await
            .map_err(|e| unavailable(&e))?;
        if standing.closed && request.action != ModAction::Dismiss {
            return Err(CommunityError::Closed);
        }
        let now = self.clock.now();
        let detail = match request.action {
            ModAction::Warn => {
                self.notify(Notice {
                    player: player.id,
                    kind: NotificationKind::Warning,
                    game: None,
                    opponent: None,
                    outcome: None,
                })
                .await;
                String::new()
            }
            ModAction::Mute => {
                let minutes = request
                    .minutes
                    .filter(|m| (1..=MAX_MUTE_MINUTES).contains(m))
                    .ok_or(CommunityError::BadLength)?;
                self.store
                    .set_muted_until(player.id, now + minutes * 60_000)
                    .await
                    .map_err(|e| unavailable(&e))?;
                format!("{minutes} minutes")
            }
            ModAction::Rename => {
                if player.password.is_some() {
                    return Err(CommunityError::NotVisitor);
                }
                let mut renamed = None;
                for _ in 0..5 {
                    let name = crate::identity::visitor_name();
                    match self.store.rename_visitor(player.id, &name).await {
                        Ok(()) => {
                            renamed = Some(name);
                            break;
                        }
                        Err(StoreError::Conflict) => {}
                        Err(e) => return Err(unavailable(&e)),
                    }
                }
                let name = renamed.ok_or(CommunityError::Unavailable)?;
                let detail = format!("{} -> {name}", player.name);
                // The answer names the player as they are called now.
                player.name = name;
                detail
            }
            ModAction::Close => {
                self.store
                    .close_account(player.id, now)
                    .await
                    .map_err(|e| unavailable(&e))?;
                self.sign_out_here(player.id);
                self.publish(Event::Closed { player: player.id });
                self.end_games_of(player.id).await;
                String::new()
            }
            ModAction::Dismiss => String::new(),
        };
        let id = self
            .store
            .add_action(
                moderator.id,
                player.id,
                request.action,
                &reason,
                &detail,
                request.report,
                now,
            )
            .await
            .map_err(|e| unavailable(&e))?;
        eprintln!(
            "skillgames: moderation {id}: moderator {} did {} to player {}",
            moderator.id,
            request.action.word(),
            player.id
        );
        Ok(StoredAction {
            id,
            moderator: moderator.name.clone(),
            player: player.name,
            action: request.action,
            reason,
            detail,
            report: request.report,
            at: now,
        })
    }

    /// Ends every connection of `player` on this server, telling their pages why.
    pub(super) fn sign_out_here(&self, player: PlayerId) {
        let text: Arc<str> = ServerMessage::SignedOut {
            text: CLOSED_TEXT.to_owned(),
        }
        .to_json()
        .into();
        self.registry.say_and_close(player, &text);
    }

    /// A closed account's games end: it resigns those being played, cancels its open games
    /// and challenges, and declines the challenges made to it (nobody can start a game with it).
    async fn end_games_of(&self, player: PlayerId) {
        let games = match self.store.games_not_over(player).await {
            Ok(games) => games,
            Err(e) => return log_store("end games", &e),
        };
        for (game, status, made) in games {
            let action = match (status == StatusKind::Playing.word(), made) {
                (true, _) => Action::Resign,
                (false, true) => Action::Cancel,
                (false, false) => Action::Decline(DeclineReason::Generic.key().to_owned()),
            };
            let _ = self.act(&game.into(), player, action).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_are_cleaned_or_refused() {
        assert_eq!(clean_reason("  rude\nin chat ").unwrap(), "rude in chat");
        assert_eq!(clean_reason(" \t "), Err(CommunityError::NoReason));
        assert_eq!(
            clean_reason(&"x".repeat(MAX_REASON_LEN + 1)),
            Err(CommunityError::NoReason)
        );
        assert!(clean_reason(&"é".repeat(MAX_REASON_LEN)).is_ok());
    }
}
