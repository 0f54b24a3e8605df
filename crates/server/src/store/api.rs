//! What the Bot and Board API keeps: personal API tokens (only a digest of each), which
//! accounts are bots, and the challenges by name (open games with an invited player).

use skillgames_online::ChallengePolicy;
use sqlx::Row;
use sqlx::any::AnyRow;

use super::{Database, StoreError, StoredPlayer, to_i64};
use crate::clock::Millis;
use crate::round::PlayerId;

/// A personal API token as kept: everything but the token, of which only a digest is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredToken {
    /// Its public id (shown on the account page, used to revoke it).
    pub id: String,
    /// Whose.
    pub player: PlayerId,
    /// The name its owner gave it.
    pub name: String,
    /// What it may do, as words separated by spaces (`bot:play board:play`).
    pub scopes: String,
    /// When it was made.
    pub created: Millis,
    /// When it was last used.
    pub last_used: Option<Millis>,
}

/// How often at most a token's last use is written: a bot's every move need not be a write.
const LAST_USE_EVERY: Millis = 60_000;

fn to_millis(value: i64) -> Millis {
    u64::try_from(value).unwrap_or(0)
}

fn token_of(row: &AnyRow) -> Result<StoredToken, sqlx::Error> {
    Ok(StoredToken {
        id: row.try_get("id")?,
        player: row.try_get("player")?,
        name: row.try_get("name")?,
        scopes: row.try_get("scopes")?,
        created: to_millis(row.try_get("created")?),
        last_used: row.try_get::<Option<i64>, _>("last_used")?.map(to_millis),
    })
}

impl Database {
    /// Keeps a new token: `digest` is the digest of the token itself.
    ///
    /// # Errors
    /// When the player has `most` tokens already ([`StoreError::Limit`]) or the database fails.
    pub async fn add_token(
        &self,
        token: &StoredToken,
        digest: &str,
        most: usize,
    ) -> Result<(), StoreError> {
        // One statement (a transaction reading then writing would meet SQLite's single
        // writer): the token is stored only while its owner holds fewer than `most`.
        let done = sqlx::query(
            "INSERT INTO api_tokens (id, player, name, scopes, digest, created) \
             SELECT $1, $2, $3, $4, $5, $6 WHERE \
             (SELECT COUNT(*) FROM api_tokens WHERE player = $2 AND revoked IS NULL) < $7",
        )
        .bind(&token.id)
        .bind(token.player)
        .bind(&token.name)
        .bind(&token.scopes)
        .bind(digest)
        .bind(to_i64(token.created))
        .bind(i64::try_from(most).unwrap_or(i64::MAX))
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 1 {
            Ok(())
        } else {
            Err(StoreError::Limit)
        }
    }

    /// The tokens of `player` not revoked, newest first.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn tokens_of(&self, player: PlayerId) -> Result<Vec<StoredToken>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, player, name, scopes, created, last_used FROM api_tokens \
             WHERE player = $1 AND revoked IS NULL ORDER BY created DESC, id",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(token_of).collect::<Result<_, _>>()?)
    }

    /// Revokes `player`'s token `id`; `false` when they have no such token.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn revoke_token(
        &self,
        player: PlayerId,
        id: &str,
        now: Millis,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE api_tokens SET revoked = $3 WHERE id = $1 AND player = $2 AND revoked IS NULL",
        )
        .bind(id)
        .bind(player)
        .bind(to_i64(now))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The token whose digest is `digest`, not revoked, with its player; its last use is
    /// noted (at most once a minute).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn token(
        &self,
        digest: &str,
        now: Millis,
    ) -> Result<Option<(StoredToken, StoredPlayer)>, StoreError> {
        let row = sqlx::query(
            "SELECT t.id, t.player, t.name, t.scopes, t.created, t.last_used, \
             p.name AS player_name, p.password, p.bot \
             FROM api_tokens t JOIN players p ON p.id = t.player \
             WHERE t.digest = $1 AND t.revoked IS NULL AND p.closed = 0",
        )
        .bind(digest)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let token = token_of(&row)?;
        let player = StoredPlayer {
            id: token.player,
            name: row.try_get("player_name")?,
            password: row.try_get("password")?,
            bot: row.try_get::<i64, _>("bot")? != 0,
        };
        if token.last_used.is_none_or(|at| now >= at + LAST_USE_EVERY) {
            sqlx::query("UPDATE api_tokens SET last_used = $2 WHERE id = $1")
                .bind(&token.id)
                .bind(to_i64(now))
                .execute(&self.pool)
                .await?;
        }
        Ok(Some((token, player)))
    }

    /// Makes `player` a bot, for good; `false` when they have played a game (begun or
    /// finished) or have open games.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn make_bot(&self, player: PlayerId) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE players SET bot = 1 WHERE id = $1 AND password IS NOT NULL AND NOT EXISTS \
             (SELECT 1 FROM games WHERE (white = $1 OR black = $1 OR creator = $1) \
             AND status <> 'aborted')",
        )
        .bind(player)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The bot accounts, by name.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn bots(&self) -> Result<Vec<StoredPlayer>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, name, password, bot FROM players WHERE bot = 1 ORDER BY name_key",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(Database::player_of)
            .collect::<Result<_, _>>()?)
    }

    /// The ids of the games `player` plays that are being played, and of the open
    /// challenges from or to them.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn current_of(
        &self,
        player: PlayerId,
    ) -> Result<(Vec<String>, Vec<String>), StoreError> {
        let playing = sqlx::query(
            "SELECT id FROM games WHERE (white = $1 OR black = $1) AND status = 'playing' \
             ORDER BY updated",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        let challenges = sqlx::query(
            "SELECT id FROM games WHERE status = 'open' AND invited IS NOT NULL \
             AND (invited = $1 OR creator = $1) ORDER BY updated",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        let ids = |rows: Vec<AnyRow>| -> Result<Vec<String>, sqlx::Error> {
            rows.iter().map(|r| r.try_get("id")).collect()
        };
        Ok((ids(playing)?, ids(challenges)?))
    }

    /// Who may challenge `player` by name (anyone for a player the store does not know).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn challenge_policy(&self, player: PlayerId) -> Result<ChallengePolicy, StoreError> {
        let row = sqlx::query("SELECT challenges FROM players WHERE id = $1")
            .bind(player)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => ChallengePolicy::from_key(&row.try_get::<String, _>("challenges")?),
            None => ChallengePolicy::default(),
        })
    }

    /// Sets who may challenge `player` by name.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn set_challenge_policy(
        &self,
        player: PlayerId,
        policy: ChallengePolicy,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE players SET challenges = $1 WHERE id = $2")
            .bind(policy.key())
            .bind(player)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// When game `id` was created, in milliseconds since the epoch (0 for no such game).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn created_at(&self, id: &skillgames_online::GameId) -> Result<Millis, StoreError> {
        let row = sqlx::query("SELECT created FROM games WHERE id = $1")
            .bind(id.as_str())
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => to_millis(row.try_get("created")?),
            None => 0,
        })
    }

    /// Revokes every token of `player` (a house bot's, when the server starts again).
    ///
    /// # Errors
    /// When the database fails.
    pub async fn revoke_all_tokens(
        &self,
        player: PlayerId,
        now: Millis,
    ) -> Result<u64, StoreError> {
        let done =
            sqlx::query("UPDATE api_tokens SET revoked = $2 WHERE player = $1 AND revoked IS NULL")
                .bind(player)
                .bind(to_i64(now))
                .execute(&self.pool)
                .await?;
        Ok(done.rows_affected())
    }
}
