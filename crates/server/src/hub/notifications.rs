//! Notifications: made by the games' tasks (a move, an end, an offer, for a player not
//! watching), by a challenge and by the sweep of correspondence clocks; kept by the store,
//! then sent to every connection of their player on every server (the bell of every page).
//! One task takes them in order from a bounded queue, so a game's task never waits for
//! them.

use std::sync::Arc;

use skillgames_online::{NotificationKind, NotificationView, Refusal, ServerMessage};
use tokio::sync::mpsc;

use super::{Hub, log_store};
use crate::game::Notice;
use crate::identity;
use crate::push::{Push, PushError};
use crate::round::PlayerId;
use crate::store::StoreError;

/// How many notifications may wait to be kept and sent (more are dropped, and logged).
pub(super) const NOTICE_QUEUE: usize = 10_000;
/// How many notifications are kept and sent at once.
const NOTICES_AT_ONCE: usize = 32;
/// How many pushes may be on their way at once (more wait for a place).
pub(super) const PUSHES_AT_ONCE: usize = 256;
/// How many notifications a page is sent (the newest).
const LISTED: u32 = 50;
/// How often a server looks for correspondence clocks running low.
const ALARM_EVERY: std::time::Duration = std::time::Duration::from_secs(30);
/// The most alarms one statement takes.
const ALARM_BATCH: u32 = 500;

impl Hub {
    /// Keeps `notice` and sends it to every connection of its player.
    pub async fn notify(&self, notice: Notice) {
        let opponent = match notice.opponent {
            Some(id) => match self.store.player(id).await {
                Ok(player) => player.map(|p| p.name),
                Err(e) => {
                    log_store("notify", &e);
                    None
                }
            },
            None => None,
        };
        let id = identity::new_id();
        let at = self.clock.now();
        if let Err(e) = self
            .store
            .add_notification(id, &notice, opponent.as_deref(), at)
            .await
        {
            log_store("notify", &e);
            return;
        }
        let view = NotificationView {
            id: u64::try_from(id).unwrap_or(0),
            kind: notice.kind,
            game: notice.game,
            opponent,
            outcome: notice.outcome,
            at,
            read: false,
        };
        let text: Arc<str> = ServerMessage::Notified {
            notification: view.clone(),
        }
        .to_json()
        .into();
        self.around.tell(notice.player, &text);
        self.push_to(notice.player, view).await;
    }

    /// Web Push for the server: set once, when the service starts.
    pub fn set_push(&self, push: Push) {
        let _ = self.push.set(Arc::new(push));
    }

    /// The server's Web Push, if set.
    #[must_use]
    pub fn push(&self) -> Option<&Arc<Push>> {
        self.push.get()
    }

    /// Sends `notification` to every device of `player` that wants its kind, each in a task
    /// of its own (a slow push service holds up nothing); a subscription gone for good is
    /// forgotten.
    async fn push_to(&self, player: PlayerId, notification: NotificationView) {
        let Some(push) = self.push.get() else {
            return;
        };
        let devices = match self.store.subscriptions_of(player).await {
            Ok(devices) => devices,
            Err(e) => {
                log_store("push", &e);
                return;
            }
        };
        if devices.is_empty() {
            return;
        }
        // Written in the account's language, whatever the device's.
        let words = crate::words::words_of(&self.store, player).await;
        for device in devices {
            if !device.kinds.contains(&notification.kind) {
                continue;
            }
            let (push, store, pushing) = (push.clone(), self.store.clone(), self.pushing.clone());
            let notification = notification.clone();
            tokio::spawn(async move {
                let Ok(_place) = pushing.acquire_owned().await else {
                    return;
                };
                match push
                    .send(
                        &device.endpoint,
                        &device.p256dh,
                        &device.auth,
                        &notification,
                        words,
                    )
                    .await
                {
                    Ok(()) => {}
                    Err(PushError::Gone) => {
                        if let Err(e) = store.unsubscribe(&device.endpoint, None).await {
                            log_store("push", &e);
                        }
                    }
                    Err(PushError::Failed(why)) => eprintln!("skillgames: push: {why}"),
                }
            });
        }
    }

    /// Keeps and sends the notices the tasks queue, [`NOTICES_AT_ONCE`] at a time (a burst
    /// of moves is not told one after the other, each waiting on the database).
    pub(super) async fn deliver_notices(self: Arc<Self>, mut notices: mpsc::Receiver<Notice>) {
        let places = Arc::new(tokio::sync::Semaphore::new(NOTICES_AT_ONCE));
        while let Some(notice) = notices.recv().await {
            let Ok(place) = places.clone().acquire_owned().await else {
                return;
            };
            let hub = self.clone();
            tokio::spawn(async move {
                hub.notify(notice).await;
                drop(place);
            });
        }
    }

    /// `player`'s newest notifications and their unread count, as sent.
    ///
    /// # Errors
    /// [`Refusal::Unavailable`] when the store fails.
    pub async fn notifications(&self, player: PlayerId) -> Result<ServerMessage, Refusal> {
        let (notifications, unread) =
            self.store
                .notifications_of(player, LISTED)
                .await
                .map_err(|e| {
                    log_store("notifications", &e);
                    Refusal::Unavailable
                })?;
        Ok(ServerMessage::Notifications {
            notifications,
            unread,
        })
    }

    /// Marks `player`'s notifications `ids` read (all when `None`), then sends the list
    /// again to every page of theirs (their other tabs and devices too).
    ///
    /// # Errors
    /// [`Refusal::Unavailable`] when the store fails.
    pub async fn read_notifications(
        &self,
        player: PlayerId,
        ids: Option<&[u64]>,
    ) -> Result<(), Refusal> {
        let changed = self
            .store
            .read_notifications(player, ids)
            .await
            .map_err(|e| {
                log_store("read notifications", &e);
                Refusal::Unavailable
            })?;
        if changed > 0 {
            let list = self.notifications(player).await?;
            self.around.tell(player, &list.to_json().into());
        }
        Ok(())
    }

    /// Tells the side to move of each correspondence game whose alarm is due that its time is
    /// almost up (each once, by one server of a cluster); how many were told.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn sweep_alarms(self: &Arc<Self>) -> Result<usize, StoreError> {
        let mut told = 0;
        loop {
            let due = self.store.due_alarms(self.clock.now(), ALARM_BATCH).await?;
            let more = due.len() == ALARM_BATCH as usize;
            told += due.len();
            // Told [`NOTICES_AT_ONCE`] at a time, all before the next batch is taken.
            let mut telling = tokio::task::JoinSet::new();
            for alarm in due {
                if telling.len() >= NOTICES_AT_ONCE {
                    telling.join_next().await;
                }
                let hub = self.clone();
                telling.spawn(async move {
                    hub.notify(Notice {
                        player: alarm.player,
                        kind: NotificationKind::TimeAlmostUp,
                        game: Some(alarm.game),
                        opponent: alarm.opponent,
                        outcome: None,
                    })
                    .await;
                });
            }
            telling.join_all().await;
            if !more {
                return Ok(told);
            }
        }
    }

    /// Sweeps the correspondence clocks every [`ALARM_EVERY`].
    pub(super) async fn alarms(self: Arc<Self>) {
        let mut every = tokio::time::interval(ALARM_EVERY);
        loop {
            every.tick().await;
            if let Err(e) = self.sweep_alarms().await {
                log_store("alarms", &e);
            }
        }
    }
}
