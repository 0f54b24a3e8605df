//! Email: an account's address and its digest preference, the links emailed to verify an
//! address or reset a password (kept hashed, each taken once), and the "your turn" digests
//! that are due.

use skillgames_online::GameId;
use sqlx::Row;

use super::{Database, StoreError, to_i64};
use crate::clock::Millis;
use crate::round::{PlayerId, StatusKind};

/// An account's address as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredEmail {
    /// The address, as its owner wrote it.
    pub address: String,
    /// Its owner opened the link sent to it.
    pub verified: bool,
    /// It wants the "your turn" digest.
    pub digest: bool,
}

/// What an emailed link is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkPurpose {
    /// Proves an address is its owner's.
    Verify,
    /// Lets its owner choose a new password.
    Reset,
}

impl LinkPurpose {
    const fn key(self) -> &'static str {
        match self {
            LinkPurpose::Verify => "verify",
            LinkPurpose::Reset => "reset",
        }
    }
}

/// A link taken (it works no more): whose, and the address it was sent to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakenLink {
    /// The account.
    pub player: PlayerId,
    /// The address the link went to.
    pub address: String,
}

/// A verified account with the address it is known by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Addressee {
    /// The account.
    pub player: PlayerId,
    /// Its name.
    pub name: String,
    /// Its verified address.
    pub address: String,
}

/// A digest due: an account, its address, and the games where it is to move (with the
/// opponent's name), oldest notice first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DueDigest {
    /// Who to write to.
    pub to: Addressee,
    /// The games waiting for their move.
    pub games: Vec<(GameId, Option<String>)>,
}

/// The key an address is found by: the same whatever the case.
#[must_use]
pub fn address_key(address: &str) -> String {
    address.trim().to_lowercase()
}

impl Database {
    /// `player`'s address, if they gave one.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn email_of(&self, player: PlayerId) -> Result<Option<StoredEmail>, StoreError> {
        let row = sqlx::query("SELECT address, verified, digest FROM emails WHERE player = $1")
            .bind(player)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|row| {
            Ok(StoredEmail {
                address: row.try_get("address")?,
                verified: row.try_get::<i64, _>("verified")? != 0,
                digest: row.try_get::<i64, _>("digest")? != 0,
            })
        })
        .transpose()
    }

    /// Gives `player` the address `address`, not verified yet, the digest on. The links sent
    /// to an earlier address stay (they count against the daily allowance) but verify only it.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn set_email(&self, player: PlayerId, address: &str) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO emails (player, address, address_key, verified, digest, last_digest) \
             VALUES ($1, $2, $3, 0, 1, NULL) ON CONFLICT (player) DO UPDATE SET \
             address = excluded.address, address_key = excluded.address_key, verified = 0, \
             digest = 1, last_digest = NULL",
        )
        .bind(player)
        .bind(address)
        .bind(address_key(address))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Forgets `player`'s address. The links sent to confirm it stay until they expire
    /// (counted against the daily allowance, so that removing and giving an address again
    /// sends no more letters) but confirm nothing: there is no address for them.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn drop_email(&self, player: PlayerId) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM emails WHERE player = $1")
            .bind(player)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Turns `player`'s digest on or off; whether they have an address.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn set_digest(&self, player: PlayerId, on: bool) -> Result<bool, StoreError> {
        let done = sqlx::query("UPDATE emails SET digest = $2 WHERE player = $1")
            .bind(player)
            .bind(i64::from(on))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Keeps the link whose secret has the digest `token`, for `purpose`, sent to `address`
    /// at `now`, working until `expires`.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn add_email_link(
        &self,
        token: &str,
        player: PlayerId,
        purpose: LinkPurpose,
        address: &str,
        now: Millis,
        expires: Millis,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO email_tokens (token, player, purpose, address, created, expires) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(token)
        .bind(player)
        .bind(purpose.key())
        .bind(address)
        .bind(to_i64(now))
        .bind(to_i64(expires))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// How many links for `purpose` were sent to `player` since `since`, and when the last.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn email_links_since(
        &self,
        player: PlayerId,
        purpose: LinkPurpose,
        since: Millis,
    ) -> Result<(u32, Option<Millis>), StoreError> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS sent, MAX(created) AS last FROM email_tokens \
             WHERE player = $1 AND purpose = $2 AND created > $3",
        )
        .bind(player)
        .bind(purpose.key())
        .bind(to_i64(since))
        .fetch_one(&self.pool)
        .await?;
        let sent: i64 = row.try_get("sent")?;
        let last: Option<i64> = row.try_get("last")?;
        Ok((
            u32::try_from(sent).unwrap_or(u32::MAX),
            last.and_then(|l| u64::try_from(l).ok()),
        ))
    }

    /// Takes the link whose secret has the digest `token`, if it is one for `purpose` still
    /// working at `now`: it works no more, whatever the answer.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn take_email_link(
        &self,
        token: &str,
        purpose: LinkPurpose,
        now: Millis,
    ) -> Result<Option<TakenLink>, StoreError> {
        let row = sqlx::query(
            "DELETE FROM email_tokens WHERE token = $1 AND purpose = $2 \
             RETURNING player, address, expires",
        )
        .bind(token)
        .bind(purpose.key())
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let expires: i64 = row.try_get("expires")?;
        if expires <= to_i64(now) {
            return Ok(None);
        }
        Ok(Some(TakenLink {
            player: row.try_get("player")?,
            address: row.try_get("address")?,
        }))
    }

    /// Marks `player`'s address verified if it is still `address`; whether it was.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn verify_email(&self, player: PlayerId, address: &str) -> Result<bool, StoreError> {
        let done = sqlx::query("UPDATE emails SET verified = 1 WHERE player = $1 AND address = $2")
            .bind(player)
            .bind(address)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// The accounts known by `who`: the one of that name, or those whose verified address it
    /// is (at most a few); only those with a verified address.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn addressees(&self, who: &str) -> Result<Vec<Addressee>, StoreError> {
        let rows = sqlx::query(
            "SELECT p.id, p.name, e.address FROM emails e JOIN players p ON p.id = e.player \
             WHERE e.verified = 1 AND p.password IS NOT NULL \
             AND (e.address_key = $1 OR p.name_key = $2) ORDER BY p.id LIMIT 5",
        )
        .bind(address_key(who))
        .bind(who.trim().to_lowercase())
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(Addressee {
                    player: row.try_get("id")?,
                    name: row.try_get("name")?,
                    address: row.try_get("address")?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }

    /// Gives `player` the password hash `hash`, ends every session of theirs and takes every
    /// reset link still out.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn reset_password(&self, player: PlayerId, hash: &str) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE players SET password = $2 WHERE id = $1 AND password IS NOT NULL")
            .bind(player)
            .bind(hash)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM sessions WHERE player = $1")
            .bind(player)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM email_tokens WHERE player = $1 AND purpose = $2")
            .bind(player)
            .bind(LinkPurpose::Reset.key())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The digests due at `now`: verified addresses that want one, sent none since `every`
    /// ago, with unread "your turn" notices at least `delay` old (newer than their last
    /// digest) in games where they are still to move. At most `limit` accounts.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn due_digests(
        &self,
        now: Millis,
        every: Millis,
        delay: Millis,
        limit: u32,
    ) -> Result<Vec<DueDigest>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT e.player, p.name, e.address, n.game, n.opponent FROM emails e \
             JOIN players p ON p.id = e.player \
             JOIN notifications n ON n.player = e.player \
             JOIN games g ON g.id = n.game \
             WHERE e.player IN (SELECT e2.player FROM emails e2 \
                 JOIN notifications n2 ON n2.player = e2.player \
                 WHERE e2.verified = 1 AND e2.digest = 1 \
                 AND (e2.last_digest IS NULL OR e2.last_digest <= $1) \
                 AND n2.kind = $3 AND n2.seen = 0 AND n2.at <= $2 \
                 AND n2.at > COALESCE(e2.last_digest, 0) \
                 GROUP BY e2.player ORDER BY e2.player LIMIT $4) \
             AND n.kind = $3 AND n.seen = 0 AND n.at <= $2 \
             AND n.at > COALESCE(e.last_digest, 0) AND g.status = '{playing}' \
             AND ((g.ply % 2 = 0 AND g.white = e.player) OR (g.ply % 2 = 1 AND g.black = e.player)) \
             ORDER BY e.player, n.at",
            playing = StatusKind::Playing
        ))
        .bind(to_i64(now.saturating_sub(every)))
        .bind(to_i64(now.saturating_sub(delay)))
        .bind(skillgames_online::NotificationKind::YourTurn.key())
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut due: Vec<DueDigest> = Vec::new();
        for row in &rows {
            let player: PlayerId = row.try_get("player")?;
            let game = GameId::from(row.try_get::<String, _>("game")?);
            let opponent: Option<String> = row.try_get("opponent")?;
            match due.last_mut() {
                Some(last) if last.to.player == player => last.games.push((game, opponent)),
                _ => due.push(DueDigest {
                    to: Addressee {
                        player,
                        name: row.try_get("name")?,
                        address: row.try_get("address")?,
                    },
                    games: vec![(game, opponent)],
                }),
            }
        }
        Ok(due)
    }

    /// Claims `player`'s digest at `now` if none went since `every` ago (one server of a
    /// cluster sends it); whether this call did.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn claim_digest(
        &self,
        player: PlayerId,
        now: Millis,
        every: Millis,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE emails SET last_digest = $2 WHERE player = $1 \
             AND (last_digest IS NULL OR last_digest <= $3)",
        )
        .bind(player)
        .bind(to_i64(now))
        .bind(to_i64(now.saturating_sub(every)))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Forgets the emailed links that expired by `now`; how many.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn forget_expired_email_links(&self, now: Millis) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM email_tokens WHERE expires <= $1")
            .bind(to_i64(now))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected())
    }
}
