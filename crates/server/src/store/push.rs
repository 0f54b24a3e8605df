//! Web Push subscriptions: one per device (its endpoint), at most [`MAX_DEVICES`] a player
//! (the oldest go), each with the kinds of notification it wants.

use skillgames_online::NotificationKind;
use sqlx::Row;

use super::{Database, StoreError, to_i64};
use crate::clock::Millis;
use crate::round::PlayerId;

/// The most devices a player may have subscribed.
pub const MAX_DEVICES: i64 = 10;

/// A device's subscription as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSubscription {
    /// The push service's address for the device.
    pub endpoint: String,
    /// Its public key (base64url).
    pub p256dh: String,
    /// Its secret (base64url).
    pub auth: String,
    /// What it wants to hear of.
    pub kinds: Vec<NotificationKind>,
}

fn kinds_text(kinds: &[NotificationKind]) -> String {
    kinds.iter().map(|k| k.key()).collect::<Vec<_>>().join(",")
}

fn kinds_of(text: &str) -> Vec<NotificationKind> {
    text.split(',')
        .filter_map(NotificationKind::from_key)
        .collect()
}

impl Database {
    /// Keeps `subscription` for `player` at `now` (the device's earlier one replaced, even
    /// if another player had it: the device is theirs now), and forgets their oldest beyond
    /// [`MAX_DEVICES`].
    ///
    /// # Errors
    /// When the database fails.
    pub async fn subscribe(
        &self,
        player: PlayerId,
        subscription: &StoredSubscription,
        now: Millis,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO push_subscriptions (endpoint, player, p256dh, auth, kinds, created) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (endpoint) DO UPDATE SET \
             player = excluded.player, p256dh = excluded.p256dh, auth = excluded.auth, \
             kinds = excluded.kinds, created = excluded.created",
        )
        .bind(&subscription.endpoint)
        .bind(player)
        .bind(&subscription.p256dh)
        .bind(&subscription.auth)
        .bind(kinds_text(&subscription.kinds))
        .bind(to_i64(now))
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "DELETE FROM push_subscriptions WHERE player = $1 AND endpoint NOT IN \
             (SELECT endpoint FROM push_subscriptions WHERE player = $1 \
             ORDER BY created DESC LIMIT $2)",
        )
        .bind(player)
        .bind(MAX_DEVICES)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Forgets the subscription at `endpoint` if it is `player`'s (any player's when `None`);
    /// whether there was one.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn unsubscribe(
        &self,
        endpoint: &str,
        player: Option<PlayerId>,
    ) -> Result<bool, StoreError> {
        let done = match player {
            Some(player) => {
                sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1 AND player = $2")
                    .bind(endpoint)
                    .bind(player)
                    .execute(&self.pool)
                    .await?
            }
            None => {
                sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1")
                    .bind(endpoint)
                    .execute(&self.pool)
                    .await?
            }
        };
        Ok(done.rows_affected() > 0)
    }

    /// `player`'s subscriptions.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn subscriptions_of(
        &self,
        player: PlayerId,
    ) -> Result<Vec<StoredSubscription>, StoreError> {
        let rows = sqlx::query(
            "SELECT endpoint, p256dh, auth, kinds FROM push_subscriptions WHERE player = $1",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok(StoredSubscription {
                    endpoint: row.try_get("endpoint")?,
                    p256dh: row.try_get("p256dh")?,
                    auth: row.try_get("auth")?,
                    kinds: kinds_of(&row.try_get::<String, _>("kinds")?),
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(StoreError::from)
    }
}
