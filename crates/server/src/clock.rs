//! The server's time: the system clock, or a clock the tests move by hand (flags, absences
//! and correspondence days are then tested without waiting).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::watch;

/// Milliseconds since the Unix epoch.
pub type Millis = u64;

/// The clock a server reads its time from.
#[derive(Clone, Debug)]
pub struct Clock(Kind);

#[derive(Clone, Debug)]
enum Kind {
    System,
    Manual(Arc<Manual>),
}

#[derive(Debug)]
struct Manual {
    now: AtomicU64,
    moved: watch::Sender<Millis>,
}

impl Clock {
    /// The system's clock.
    #[must_use]
    pub fn system() -> Clock {
        Clock(Kind::System)
    }

    /// A clock that shows `start` until [`Clock::advance`] moves it.
    #[must_use]
    pub fn manual(start: Millis) -> Clock {
        let (moved, _) = watch::channel(start);
        Clock(Kind::Manual(Arc::new(Manual {
            now: AtomicU64::new(start),
            moved,
        })))
    }

    /// The time now.
    #[must_use]
    pub fn now(&self) -> Millis {
        match &self.0 {
            Kind::System => SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            Kind::Manual(manual) => manual.now.load(Ordering::SeqCst),
        }
    }

    /// Moves a manual clock on by `ms` (the system clock moves by itself: nothing happens).
    pub fn advance(&self, ms: Millis) {
        if let Kind::Manual(manual) = &self.0 {
            let now = manual.now.fetch_add(ms, Ordering::SeqCst) + ms;
            manual.moved.send_replace(now);
        }
    }

    /// Waits until the clock shows `deadline` or later.
    pub async fn sleep_until(&self, deadline: Millis) {
        match &self.0 {
            Kind::System => {
                let wait = deadline.saturating_sub(self.now());
                tokio::time::sleep(Duration::from_millis(wait)).await;
            }
            Kind::Manual(manual) => {
                let mut moved = manual.moved.subscribe();
                while manual.now.load(Ordering::SeqCst) < deadline {
                    if moved.changed().await.is_err() {
                        std::future::pending::<()>().await;
                    }
                }
            }
        }
    }
}
