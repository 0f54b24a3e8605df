//! Playing together safely: what a player thinks of another (follow, block, mute), a player's
//! standing (moderator, closed, muted in public rooms), reports and the moderators' actions.
//! Every list is bounded: a player keeps at most [`MAX_RELATIONS`] of each kind, a reporter
//! files at most [`MAX_REPORTS_A_DAY`] a day.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::{Database, StoreError, to_i64};
use crate::clock::Millis;
use crate::round::PlayerId;
use skillgames_i18n::Language;

/// The most players one follows, blocks or mutes (each).
pub const MAX_RELATIONS: usize = 500;
/// The most reports one player files in a day.
pub const MAX_REPORTS_A_DAY: usize = 10;
const DAY_MS: Millis = 86_400_000;

/// What a player thinks of another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    /// Follows them: sees when they are online or playing.
    Follow,
    /// Keeps them away: no challenge, chat, follow or lobby game between the two.
    Block,
    /// Does not read their chat.
    Mute,
}

impl Relation {
    /// Every relation.
    pub const ALL: [Relation; 3] = [Relation::Follow, Relation::Block, Relation::Mute];

    /// Its word in the store and the routes.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Relation::Follow => "follow",
            Relation::Block => "block",
            Relation::Mute => "mute",
        }
    }

    /// The relation a word names.
    #[must_use]
    pub fn from_word(word: &str) -> Option<Relation> {
        Relation::ALL.into_iter().find(|r| r.word() == word)
    }
}

/// Why a player is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReportReason {
    /// Plays with help.
    Cheating,
    /// Abuse in chat.
    Chat,
    /// An offensive name.
    Name,
    /// Anything else.
    Other,
}

impl ReportReason {
    /// Every reason.
    pub const ALL: [ReportReason; 4] = [
        ReportReason::Cheating,
        ReportReason::Chat,
        ReportReason::Name,
        ReportReason::Other,
    ];

    /// Its word in the store and the routes.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            ReportReason::Cheating => "cheating",
            ReportReason::Chat => "chat",
            ReportReason::Name => "name",
            ReportReason::Other => "other",
        }
    }

    fn from_word(word: &str) -> ReportReason {
        ReportReason::ALL
            .into_iter()
            .find(|r| r.word() == word)
            .unwrap_or(ReportReason::Other)
    }
}

/// What a moderator may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ModAction {
    /// Tell the player to keep to the rules (a notification).
    Warn,
    /// No writing in public rooms for a time.
    Mute,
    /// A visitor's bad name replaced by a new visitor name.
    Rename,
    /// The account closed: its sessions end, it can no longer log in or play.
    Close,
    /// A report needs nothing done.
    Dismiss,
}

impl ModAction {
    /// Every action.
    pub const ALL: [ModAction; 5] = [
        ModAction::Warn,
        ModAction::Mute,
        ModAction::Rename,
        ModAction::Close,
        ModAction::Dismiss,
    ];

    /// Its word in the store and the routes.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            ModAction::Warn => "warn",
            ModAction::Mute => "mute",
            ModAction::Rename => "rename",
            ModAction::Close => "close",
            ModAction::Dismiss => "dismiss",
        }
    }

    fn from_word(word: &str) -> ModAction {
        ModAction::ALL
            .into_iter()
            .find(|a| a.word() == word)
            .unwrap_or(ModAction::Dismiss)
    }
}

/// A player's standing with the site.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    /// A moderator.
    pub moderator: bool,
    /// Closed by a moderator.
    pub closed: bool,
    /// Until when they may not write in public rooms (0: never muted).
    pub muted_until: Millis,
    /// Told when someone they follow begins a tournament game.
    pub follow_alerts: bool,
}

/// A player one follows, and what they are doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Followed {
    /// Their id.
    pub id: PlayerId,
    /// Their name.
    pub name: String,
    /// A game they are playing.
    pub game: Option<String>,
    /// A tournament they are playing in.
    pub tournament: Option<String>,
}

/// A report as kept.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct StoredReport {
    /// Its id.
    pub id: u64,
    /// Who filed it.
    pub reporter: String,
    /// Whom it is about.
    pub player: String,
    /// Why.
    pub reason: ReportReason,
    /// The game it names.
    pub game: Option<String>,
    /// The reporter's words.
    pub text: String,
    /// When.
    pub at: Millis,
    /// The moderator who handled it, once handled.
    pub handled_by: Option<String>,
}

/// A moderator's action as kept.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct StoredAction {
    /// Its id.
    pub id: u64,
    /// Who did it.
    pub moderator: String,
    /// To whom.
    pub player: String,
    /// What.
    pub action: ModAction,
    /// Why, in the moderator's words.
    pub reason: String,
    /// What exactly (the mute's minutes, the old and new names).
    pub detail: String,
    /// The report it answered.
    pub report: Option<u64>,
    /// When.
    pub at: Millis,
}

fn millis(value: i64) -> Millis {
    u64::try_from(value).unwrap_or(0)
}

fn id_of(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

fn report_of(row: &AnyRow) -> Result<StoredReport, sqlx::Error> {
    Ok(StoredReport {
        id: id_of(row.try_get("id")?),
        reporter: row.try_get("reporter_name")?,
        player: row.try_get("player_name")?,
        reason: ReportReason::from_word(&row.try_get::<String, _>("reason")?),
        game: row.try_get("game")?,
        text: row.try_get("text")?,
        at: millis(row.try_get("at")?),
        handled_by: row.try_get("handler_name")?,
    })
}

fn action_of(row: &AnyRow) -> Result<StoredAction, sqlx::Error> {
    Ok(StoredAction {
        id: id_of(row.try_get("id")?),
        moderator: row.try_get("moderator_name")?,
        player: row.try_get("player_name")?,
        action: ModAction::from_word(&row.try_get::<String, _>("action")?),
        reason: row.try_get("reason")?,
        detail: row.try_get("detail")?,
        report: row.try_get::<Option<i64>, _>("report")?.map(id_of),
        at: millis(row.try_get("at")?),
    })
}

const REPORT_SELECT: &str = "SELECT r.id, a.name AS reporter_name, b.name AS player_name, \
     r.reason, r.game, r.text, r.at, h.name AS handler_name FROM reports r \
     JOIN players a ON a.id = r.reporter JOIN players b ON b.id = r.player \
     LEFT JOIN players h ON h.id = r.handled_by";

const ACTION_SELECT: &str = "SELECT m.id, a.name AS moderator_name, b.name AS player_name, \
     m.action, m.reason, m.detail, m.report, m.at FROM moderation m \
     JOIN players a ON a.id = m.moderator JOIN players b ON b.id = m.player";

impl Database {
    // ---- relations ----

    /// Sets (`on`) or ends what `player` thinks of `other`. A block ends the follows between
    /// the two, both ways. Beyond [`MAX_RELATIONS`] of a kind: [`StoreError::Limit`].
    ///
    /// # Errors
    /// [`StoreError::Limit`], or when the database fails.
    pub async fn set_relation(
        &self,
        player: PlayerId,
        other: PlayerId,
        relation: Relation,
        on: bool,
        now: Millis,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM relations WHERE player = $1 AND other = $2 AND kind = $3")
            .bind(player)
            .bind(other)
            .bind(relation.word())
            .execute(&mut *tx)
            .await?;
        if on {
            let done = sqlx::query(
                "INSERT INTO relations (player, other, kind, at) SELECT $1, $2, $3, $4 \
                 WHERE (SELECT COUNT(*) FROM relations WHERE player = $1 AND kind = $3) < $5",
            )
            .bind(player)
            .bind(other)
            .bind(relation.word())
            .bind(to_i64(now))
            .bind(i64::try_from(MAX_RELATIONS).unwrap_or(i64::MAX))
            .execute(&mut *tx)
            .await;
            match done {
                Ok(done) if done.rows_affected() == 1 => {}
                Ok(_) => return Err(StoreError::Limit),
                // The same request at the same moment set it first: done all the same.
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => return Ok(()),
                Err(e) => return Err(e.into()),
            }
            if relation == Relation::Block {
                sqlx::query(
                    "DELETE FROM relations WHERE kind = 'follow' AND \
                     ((player = $1 AND other = $2) OR (player = $2 AND other = $1))",
                )
                .bind(player)
                .bind(other)
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Whether `player` has `relation` to `other`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn has_relation(
        &self,
        player: PlayerId,
        other: PlayerId,
        relation: Relation,
    ) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS n FROM relations WHERE player = $1 AND other = $2 AND kind = $3",
        )
        .bind(player)
        .bind(other)
        .bind(relation.word())
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<i64, _>("n")? > 0)
    }

    /// Whether either of `a` and `b` has blocked the other.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn blocked_between(&self, a: PlayerId, b: PlayerId) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS n FROM relations WHERE kind = 'block' AND \
             ((player = $1 AND other = $2) OR (player = $2 AND other = $1))",
        )
        .bind(a)
        .bind(b)
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<i64, _>("n")? > 0)
    }

    /// Who has blocked `player`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn blockers_of(&self, player: PlayerId) -> Result<Vec<PlayerId>, StoreError> {
        self.ids(
            "SELECT player AS id FROM relations WHERE other = $1 AND kind = 'block'",
            player,
        )
        .await
    }

    /// Whom `player` has blocked.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn blocked_by(&self, player: PlayerId) -> Result<Vec<PlayerId>, StoreError> {
        self.ids(
            "SELECT other AS id FROM relations WHERE player = $1 AND kind = 'block'",
            player,
        )
        .await
    }

    /// The `id` column of `query` about `player`.
    async fn ids(&self, query: &str, player: PlayerId) -> Result<Vec<PlayerId>, StoreError> {
        let rows = sqlx::query(query)
            .bind(player)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| row.try_get("id").map_err(StoreError::from))
            .collect()
    }

    /// Everyone `player` follows, blocks or mutes: the relation, their id and name, by name.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn relations_of(
        &self,
        player: PlayerId,
    ) -> Result<Vec<(Relation, PlayerId, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.kind, r.other, p.name FROM relations r JOIN players p ON p.id = r.other \
             WHERE r.player = $1 ORDER BY p.name_key",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        let mut kept = Vec::with_capacity(rows.len());
        for row in &rows {
            let kind: String = row.try_get("kind")?;
            if let Some(relation) = Relation::from_word(&kind) {
                kept.push((relation, row.try_get("other")?, row.try_get("name")?));
            }
        }
        Ok(kept)
    }

    /// Who follows `player` and asked to be told of their tournament games.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn alerted_followers(&self, player: PlayerId) -> Result<Vec<PlayerId>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.player FROM relations r JOIN players p ON p.id = r.player \
             WHERE r.other = $1 AND r.kind = 'follow' AND p.follow_alerts = 1 AND p.closed = 0",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| row.try_get("player").map_err(StoreError::from))
            .collect()
    }

    /// Everyone `player` follows, by name: their id, name, a game they are playing (the
    /// latest moved) and a tournament they are playing in.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn follows_of(&self, player: PlayerId) -> Result<Vec<Followed>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.other, p.name FROM relations r JOIN players p ON p.id = r.other \
             WHERE r.player = $1 AND r.kind = 'follow' ORDER BY p.name_key",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        let mut follows = rows
            .iter()
            .map(|row| {
                Ok(Followed {
                    id: row.try_get("other")?,
                    name: row.try_get("name")?,
                    game: None,
                    tournament: None,
                })
            })
            .collect::<Result<Vec<_>, sqlx::Error>>()?;
        let games = sqlx::query(
            "SELECT r.other, g.id FROM relations r JOIN games g ON g.status = 'playing' \
             AND (g.white = r.other OR g.black = r.other) \
             WHERE r.player = $1 AND r.kind = 'follow' ORDER BY g.updated",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        for row in &games {
            let other: PlayerId = row.try_get("other")?;
            let game: String = row.try_get("id")?;
            if let Some(f) = follows.iter_mut().find(|f| f.id == other) {
                f.game = Some(game);
            }
        }
        let events = sqlx::query(
            "SELECT r.other, tp.tournament FROM relations r \
             JOIN tournament_players tp ON tp.player = r.other AND tp.withdrawn = 0 \
             JOIN tournaments t ON t.id = tp.tournament AND t.status = 'running' \
             WHERE r.player = $1 AND r.kind = 'follow'",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        for row in &events {
            let other: PlayerId = row.try_get("other")?;
            let tournament: String = row.try_get("tournament")?;
            if let Some(f) = follows.iter_mut().find(|f| f.id == other) {
                f.tournament = Some(tournament);
            }
        }
        Ok(follows)
    }

    // ---- standing ----

    /// `player`'s standing (the default for a player not found).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn standing(&self, player: PlayerId) -> Result<Standing, StoreError> {
        let row = sqlx::query(
            "SELECT moderator, closed, muted_until, follow_alerts FROM players WHERE id = $1",
        )
        .bind(player)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(Standing::default());
        };
        Ok(Standing {
            moderator: row.try_get::<i64, _>("moderator")? != 0,
            closed: row.try_get::<i64, _>("closed")? != 0,
            muted_until: millis(row.try_get("muted_until")?),
            follow_alerts: row.try_get::<i64, _>("follow_alerts")? != 0,
        })
    }

    /// Makes the account named `name` a moderator, or no longer one; its id, or `None` when
    /// no account has that name.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn set_moderator(
        &self,
        name: &str,
        on: bool,
    ) -> Result<Option<PlayerId>, StoreError> {
        let Some(player) = self.player_named(name).await? else {
            return Ok(None);
        };
        if player.password.is_none() {
            return Ok(None);
        }
        sqlx::query("UPDATE players SET moderator = $2 WHERE id = $1")
            .bind(player.id)
            .bind(i64::from(on))
            .execute(&self.pool)
            .await?;
        Ok(Some(player.id))
    }

    /// Keeps `player` out of public rooms until `until`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn set_muted_until(&self, player: PlayerId, until: Millis) -> Result<(), StoreError> {
        sqlx::query("UPDATE players SET muted_until = $2 WHERE id = $1")
            .bind(player)
            .bind(to_i64(until))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Whether `player` is told when someone they follow begins a tournament game.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn set_follow_alerts(&self, player: PlayerId, on: bool) -> Result<(), StoreError> {
        sqlx::query("UPDATE players SET follow_alerts = $2 WHERE id = $1")
            .bind(player)
            .bind(i64::from(on))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The language `player` chose, if any (one no longer offered reads as none).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn language(&self, player: PlayerId) -> Result<Option<Language>, StoreError> {
        let code: Option<Option<String>> =
            sqlx::query_scalar("SELECT language FROM players WHERE id = $1")
                .bind(player)
                .fetch_optional(&self.pool)
                .await?;
        Ok(code.flatten().as_deref().and_then(Language::from_code))
    }

    /// Keeps the language `player` chose.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn set_language(
        &self,
        player: PlayerId,
        language: Language,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE players SET language = $2 WHERE id = $1")
            .bind(player)
            .bind(language.code())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Closes `player`'s account: every session and API token of theirs ends with it, and they
    /// leave the tournaments not over.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn close_account(&self, player: PlayerId, now: Millis) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE players SET closed = 1 WHERE id = $1")
            .bind(player)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM sessions WHERE player = $1")
            .bind(player)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE api_tokens SET revoked = $2 WHERE player = $1 AND revoked IS NULL")
            .bind(player)
            .bind(to_i64(now))
            .execute(&mut *tx)
            .await?;
        // Out of the tournaments not over: never paired again.
        sqlx::query(
            "UPDATE tournament_players SET withdrawn = 1 WHERE player = $1 AND tournament IN \
             (SELECT id FROM tournaments WHERE status IN ('upcoming', 'running'))",
        )
        .bind(player)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Gives visitor `player` the name `name` (not an account's: [`StoreError::Conflict`],
    /// as for a name taken).
    ///
    /// # Errors
    /// [`StoreError::Conflict`], or when the database fails.
    pub async fn rename_visitor(&self, player: PlayerId, name: &str) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE players SET name = $2, name_key = $3, name_skeleton = $4 \
             WHERE id = $1 AND password IS NULL",
        )
        .bind(player)
        .bind(name)
        .bind(name.to_lowercase())
        .bind(crate::identity::name_skeleton(name))
        .execute(&self.pool)
        .await;
        match done {
            Ok(done) if done.rows_affected() == 1 => Ok(()),
            Ok(_) => Err(StoreError::Conflict),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(StoreError::Conflict),
            Err(e) => Err(e.into()),
        }
    }

    // ---- reports ----

    /// Files `reporter`'s report of `player`, unless they filed [`MAX_REPORTS_A_DAY`] in the
    /// last day ([`StoreError::Limit`]); its id.
    ///
    /// # Errors
    /// [`StoreError::Limit`], or when the database fails.
    #[allow(clippy::too_many_arguments)]
    pub async fn add_report(
        &self,
        reporter: PlayerId,
        player: PlayerId,
        reason: ReportReason,
        game: Option<&str>,
        text: &str,
        now: Millis,
    ) -> Result<u64, StoreError> {
        let id = crate::identity::new_id();
        let done = sqlx::query(
            "INSERT INTO reports (id, reporter, player, reason, game, text, at) \
             SELECT $1, $2, $3, $4, $5, $6, $7 \
             WHERE (SELECT COUNT(*) FROM reports WHERE reporter = $2 AND at > $8) < $9",
        )
        .bind(id)
        .bind(reporter)
        .bind(player)
        .bind(reason.word())
        .bind(game)
        .bind(text)
        .bind(to_i64(now))
        .bind(to_i64(now.saturating_sub(DAY_MS)))
        .bind(i64::try_from(MAX_REPORTS_A_DAY).unwrap_or(i64::MAX))
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 1 {
            Ok(id_of(id))
        } else {
            Err(StoreError::Limit)
        }
    }

    /// The reports no moderator has handled, oldest first (at most `most`).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn open_reports(&self, most: usize) -> Result<Vec<StoredReport>, StoreError> {
        let rows = sqlx::query(&format!(
            "{REPORT_SELECT} WHERE r.handled_at IS NULL ORDER BY r.at LIMIT $1"
        ))
        .bind(i64::try_from(most).unwrap_or(i64::MAX))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(report_of).collect::<Result<_, _>>()?)
    }

    /// The reports about `player`, newest first (at most `most`).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn reports_about(
        &self,
        player: PlayerId,
        most: usize,
    ) -> Result<Vec<StoredReport>, StoreError> {
        let rows = sqlx::query(&format!(
            "{REPORT_SELECT} WHERE r.player = $1 ORDER BY r.at DESC LIMIT $2"
        ))
        .bind(player)
        .bind(i64::try_from(most).unwrap_or(i64::MAX))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(report_of).collect::<Result<_, _>>()?)
    }

    /// The player report `id` is about, if it exists.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn report_subject(&self, id: u64) -> Result<Option<PlayerId>, StoreError> {
        let row = sqlx::query("SELECT player FROM reports WHERE id = $1")
            .bind(i64::try_from(id).unwrap_or(-1))
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.try_get("player")).transpose()?)
    }

    // ---- moderation ----

    /// Keeps what moderator `moderator` did to `player`, and marks the report it answered
    /// handled (all of the player's open reports, for a closed account); its id.
    ///
    /// # Errors
    /// When the database fails.
    #[allow(clippy::too_many_arguments)]
    pub async fn add_action(
        &self,
        moderator: PlayerId,
        player: PlayerId,
        action: ModAction,
        reason: &str,
        detail: &str,
        report: Option<u64>,
        now: Millis,
    ) -> Result<u64, StoreError> {
        let id = crate::identity::new_id();
        let report = report.map(|r| i64::try_from(r).unwrap_or(-1));
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO moderation (id, moderator, player, action, reason, detail, report, at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(id)
        .bind(moderator)
        .bind(player)
        .bind(action.word())
        .bind(reason)
        .bind(detail)
        .bind(report)
        .bind(to_i64(now))
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "UPDATE reports SET handled_by = $1, handled_at = $2 \
             WHERE player = $3 AND handled_at IS NULL AND (id = $4 OR $5 = 1)",
        )
        .bind(moderator)
        .bind(to_i64(now))
        .bind(player)
        .bind(report.unwrap_or(-1))
        .bind(i64::from(action == ModAction::Close))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(id_of(id))
    }

    /// What moderators did to `player`, newest first (at most `most`).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn actions_about(
        &self,
        player: PlayerId,
        most: usize,
    ) -> Result<Vec<StoredAction>, StoreError> {
        let rows = sqlx::query(&format!(
            "{ACTION_SELECT} WHERE m.player = $1 ORDER BY m.at DESC LIMIT $2"
        ))
        .bind(player)
        .bind(i64::try_from(most).unwrap_or(i64::MAX))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(action_of).collect::<Result<_, _>>()?)
    }

    /// What moderators did lately, newest first (at most `most`).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn recent_actions(&self, most: usize) -> Result<Vec<StoredAction>, StoreError> {
        let rows = sqlx::query(&format!("{ACTION_SELECT} ORDER BY m.at DESC LIMIT $1"))
            .bind(i64::try_from(most).unwrap_or(i64::MAX))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(action_of).collect::<Result<_, _>>()?)
    }

    /// The games of `player` not over: those they play (`playing`), and the open ones they
    /// made or are invited to (`open`): each game's id, its status's word and whether
    /// `player` made it.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn games_not_over(
        &self,
        player: PlayerId,
    ) -> Result<Vec<(String, String, bool)>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, status, creator FROM games WHERE \
             (status = 'playing' AND (white = $1 OR black = $1)) OR \
             (status = 'open' AND (creator = $1 OR invited = $1))",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let creator: PlayerId = row.try_get("creator")?;
                Ok((
                    row.try_get("id")?,
                    row.try_get("status")?,
                    creator == player,
                ))
            })
            .collect()
    }
}
