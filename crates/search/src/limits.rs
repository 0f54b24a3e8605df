//! How long a search may run: depth, nodes and time, plus a flag to stop it from outside.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// Bounds on one search. `None` means unbounded; at least one bound should be set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Nodes to visit at most.
    pub nodes: Option<u64>,
    /// Wall-clock time at most.
    pub time: Option<Duration>,
}

impl Limits {
    /// Search to `depth` plies.
    #[must_use]
    pub fn depth(depth: u32) -> Self {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search at most `nodes` nodes.
    #[must_use]
    pub fn nodes(nodes: u64) -> Self {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for at most `time`.
    #[must_use]
    pub fn time(time: Duration) -> Self {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }
}

/// Nodes between two looks at the clock (reading it costs a system or JavaScript call).
const NODES_PER_CLOCK_CHECK: u64 = 512;

/// Decides when a search must stop.
pub(crate) struct Clock<'a> {
    start: Instant,
    limits: Limits,
    stop: Option<&'a AtomicBool>,
}

impl<'a> Clock<'a> {
    pub(crate) fn new(limits: Limits, stop: Option<&'a AtomicBool>) -> Self {
        Clock {
            start: Instant::now(),
            limits,
            stop,
        }
    }

    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether the search must stop now, after `nodes` nodes.
    #[inline]
    pub(crate) fn must_stop(&self, nodes: u64) -> bool {
        if self.limits.nodes.is_some_and(|limit| nodes >= limit) {
            return true;
        }
        nodes.is_multiple_of(NODES_PER_CLOCK_CHECK) && self.out_of_time()
    }

    /// Whether the time is up or the stop flag is set (whatever the node count).
    pub(crate) fn out_of_time(&self) -> bool {
        self.stop.is_some_and(|flag| flag.load(Ordering::Relaxed))
            || self
                .limits
                .time
                .is_some_and(|limit| self.start.elapsed() >= limit)
    }

    /// Whether another iteration of depth `depth` may start: within the depth limit and while
    /// any time is left. A move's time is not banked for the next one, and an unfinished
    /// iteration still counts (a move that beats the previous best, which is searched first,
    /// is played), so no time is kept back.
    pub(crate) fn may_start(&self, depth: u32) -> bool {
        self.limits.depth.is_none_or(|limit| depth <= limit) && !self.out_of_time()
    }
}
