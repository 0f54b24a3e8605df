//! What the server keeps, and for how long (docs/online.md, "Retention"). Every
//! [`CLEAN_EVERY`] a task of each server removes what has had its time:
//!
//! - sessions that expired ([`crate::identity::SESSION_DAYS`] after they began);
//! - games still open [`OPEN_GAME_DAYS`] after they were made (a friend's challenge nobody
//!   took, an open game whose creator never came back after a restart): withdrawn, as their
//!   creator would;
//! - aborted games (withdrawn, cancelled or aborted: never a result) [`ABORTED_KEEP_MS`]
//!   after they ended, with their moves;
//! - visitors (players without an account) named in no game, not connected, stored more
//!   than [`VISITOR_KEEP_MS`] before, with their sessions. Their cookie still names them the
//!   same (it is signed, and their name comes from it): coming back, they are stored again.
//!
//! - notifications [`NOTIFICATION_KEEP_MS`] (30 days) after they were made.
//! - emailed links (to confirm an address, to reset a password) once expired.
//!
//! Accounts are kept, and so are the games played (ended or being played) and the visitors
//! who played them. Nothing is stored for a visitor until they connect.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::clock::Millis;
use crate::game::Action;
use crate::hub::Hub;
use crate::store::StoreError;

/// How often the clean-up runs.
pub const CLEAN_EVERY: Millis = 3_600_000;
/// A day, in milliseconds.
const DAY: Millis = 86_400_000;
/// How long a game may stay open before it is withdrawn.
pub const OPEN_GAME_DAYS: u64 = 7;
/// How long an aborted game is kept after it ended.
pub const ABORTED_KEEP_MS: Millis = DAY;
/// How long a visitor who never played is kept after being stored (while not connected).
pub const VISITOR_KEEP_MS: Millis = DAY;
/// How long a notification is kept.
pub const NOTIFICATION_KEEP_MS: Millis = 30 * DAY;
/// The most rows of one kind one pass looks at (the next pass goes on).
const BATCH: u32 = 500;

/// The clean-up task's record, for the tests and the log.
#[derive(Debug, Default)]
pub struct Retention {
    passes: AtomicU64,
}

impl Retention {
    /// Clean-up passes done since the server started.
    #[must_use]
    pub fn passes(&self) -> u64 {
        self.passes.load(Ordering::SeqCst)
    }
}

/// What one pass removed.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Cleaned {
    /// Sessions that had expired.
    pub sessions: u64,
    /// Open games withdrawn for their age.
    pub withdrawn: u64,
    /// Aborted games deleted.
    pub games: u64,
    /// Visitors who never played, deleted.
    pub visitors: u64,
    /// Notifications past their time.
    pub notifications: u64,
    /// Emailed links that expired unused.
    pub email_links: u64,
}

/// Starts the clean-up task of `hub`: a pass every [`CLEAN_EVERY`] of the hub's clock.
pub fn start(hub: Arc<Hub>) -> Arc<Retention> {
    let retention = Arc::new(Retention::default());
    let record = retention.clone();
    tokio::spawn(async move {
        loop {
            let next = hub.clock.now().saturating_add(CLEAN_EVERY);
            hub.clock.sleep_until(next).await;
            match clean(&hub).await {
                Ok(cleaned) if cleaned != Cleaned::default() => {
                    eprintln!("skillgames: clean-up: {cleaned:?}");
                }
                Ok(_) => {}
                Err(e) => eprintln!("skillgames: store: clean-up: {e}"),
            }
            record.passes.fetch_add(1, Ordering::SeqCst);
        }
    });
    retention
}

/// One pass: removes what has had its time by the hub's clock now.
///
/// # Errors
/// When the store fails (the next pass tries again).
pub async fn clean(hub: &Arc<Hub>) -> Result<Cleaned, StoreError> {
    let now = hub.clock.now();
    let store = &hub.store;
    let mut cleaned = Cleaned {
        sessions: store.forget_expired_sessions(now).await?,
        notifications: store
            .forget_notifications_before(now.saturating_sub(NOTIFICATION_KEEP_MS))
            .await?,
        email_links: store.forget_expired_email_links(now).await?,
        ..Cleaned::default()
    };
    // Withdrawn by their game's task, as their creator would: the lobby and any watcher
    // hear of it, and the game is then an aborted one like any other.
    let stale = now.saturating_sub(OPEN_GAME_DAYS * DAY);
    for (id, creator) in store.open_games_made_before(stale, BATCH).await? {
        if hub.act(&id, creator, Action::Cancel).await.is_ok() {
            cleaned.withdrawn += 1;
        }
    }
    // The games before the visitors: a visitor whose only game goes is one who never played.
    cleaned.games = store
        .forget_aborted_games(now.saturating_sub(ABORTED_KEEP_MS))
        .await?;
    for visitor in store
        .idle_visitors(now.saturating_sub(VISITOR_KEEP_MS), BATCH)
        .await?
    {
        // One connected now is using their identity: kept while they are.
        if !hub.is_connected(visitor) && store.forget_visitor(visitor).await? {
            cleaned.visitors += 1;
        }
    }
    Ok(cleaned)
}
