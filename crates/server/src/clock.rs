//! The server's time: the system clock, or a clock the tests move by hand (flags, absences
//! and correspondence days are then tested without waiting).
//!
//! The system clock reads the wall time once, when it is made, and counts on from there with
//! the monotonic clock ([`Instant`]): a wall clock set back or forward while the server runs
//! (by hand, or NTP stepping it) changes no player's clock, no deadline and no expiry.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::watch;

/// Milliseconds since the Unix epoch.
pub type Millis = u64;

/// The clock a server reads its time from.
#[derive(Clone, Debug)]
pub struct Clock(Kind);

#[derive(Clone, Debug)]
enum Kind {
    System(Anchor),
    Manual(Arc<Manual>),
}

/// The wall time when the clock was made, and the monotonic instant it was read at.
#[derive(Clone, Copy, Debug)]
struct Anchor {
    wall: Millis,
    at: Instant,
}

#[derive(Debug)]
struct Manual {
    now: AtomicU64,
    moved: watch::Sender<Millis>,
}

/// The operating system's wall time.
fn wall_time() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

impl Clock {
    /// The system's clock: the wall time now, then the monotonic time elapsed since.
    #[must_use]
    pub fn system() -> Clock {
        Clock::system_from(wall_time)
    }

    /// The system's clock anchored on the wall time `wall` gives (read once, now).
    #[must_use]
    pub fn system_from(wall: impl FnOnce() -> Millis) -> Clock {
        Clock(Kind::System(Anchor {
            wall: wall(),
            at: Instant::now(),
        }))
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
            Kind::System(anchor) => {
                let elapsed = u64::try_from(anchor.at.elapsed().as_millis()).unwrap_or(u64::MAX);
                anchor.wall.saturating_add(elapsed)
            }
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
            Kind::System(_) => {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The wall clock jumping back an hour, then on a day, while the server runs: the time
    /// elapsed on the server's clock is the real time elapsed, and it never goes back.
    #[test]
    fn a_wall_clock_jump_changes_no_elapsed_time() {
        let wall = Arc::new(AtomicU64::new(1_700_000_000_000));
        let source = wall.clone();
        let clock = Clock::system_from(move || source.load(Ordering::SeqCst));
        let start = clock.now();
        assert!((1_700_000_000_000..1_700_000_001_000).contains(&start));
        let mut last = start;
        for jump in [-3_600_000_i64, 86_400_000, -86_400_000 * 30] {
            let before = clock.now();
            let set = wall.load(Ordering::SeqCst).saturating_add_signed(jump);
            wall.store(set, Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(20));
            let after = clock.now();
            assert!(after >= last, "the time never goes back");
            let elapsed = after - before;
            assert!(
                (20..2_000).contains(&elapsed),
                "a jump of {jump} ms moved the clock by {elapsed} ms"
            );
            last = after;
        }
        // The system clock proper is the wall time now.
        let system = Clock::system().now();
        assert!(system.abs_diff(wall_time()) < 2_000);
    }

    #[test]
    fn a_manual_clock_moves_only_by_hand() {
        let clock = Clock::manual(5);
        assert_eq!(clock.now(), 5);
        clock.advance(10);
        assert_eq!(clock.now(), 15);
    }
}
