//! `skillgames bench`: a fixed set of perft counts and searches from the start positions,
//! timed, for comparing builds and machines without criterion.
//!
//! Every case is deterministic, so its count never changes unless the rules or the search do:
//! the perft counts check the rules, and the sum of the search's node counts (the *signature*,
//! as in chess engines' `bench`) changes exactly when the search's behaviour does. Times are the
//! median of several runs.
//!
//! ```
//! use skillgames::bench::{Case, run_case};
//! use skillgames::CATALOGUE;
//!
//! let case = Case::perft(CATALOGUE.variant("loa", None)?, 2);
//! let result = run_case(&case, 3)?;
//! assert_eq!(result.count, 1_244);
//! assert_eq!(result.times.len(), 3);
//! # Ok::<(), anyhow::Error>(())
//! ```

use crate::{CATALOGUE, Variant};
use anyhow::Result;
use skillgames_catalogue::StartSession;
use skillgames_search::Go;
use std::fmt;
use std::time::{Duration, Instant};

/// Runs of each case, by default: enough for a stable median, few enough to finish in about a
/// minute.
pub const DEFAULT_RUNS: usize = 5;

/// What a case measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Counting the leaves of the game tree to this depth.
    Perft(u32),
    /// A search to this depth (the top level's search, without randomness, from an empty
    /// transposition table; its allocation is not timed).
    Search(u32),
}

/// One benchmark case: a task from a variant's start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    /// The game and board.
    pub variant: Variant,
    /// What is measured.
    pub task: Task,
}

impl Case {
    /// Perft to `depth` from the start of `variant`.
    #[must_use]
    pub fn perft(variant: Variant, depth: u32) -> Self {
        Case {
            variant,
            task: Task::Perft(depth),
        }
    }

    /// A search to `depth` from the start of `variant`.
    #[must_use]
    pub fn search(variant: Variant, depth: u32) -> Self {
        Case {
            variant,
            task: Task::Search(depth),
        }
    }
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.task {
            Task::Perft(depth) => write!(f, "perft  {} depth {depth}", self.variant),
            Task::Search(depth) => write!(f, "search {} depth {depth}", self.variant),
        }
    }
}

/// The cases of `skillgames bench`: a perft and a search from the start of every board of
/// every game in the catalogue, at the board's benchmark depths (the perft targets of
/// `docs/performance.md`, the search depths of `cargo bench -p skillgames-catalogue`); with
/// `quick`, shallower versions of each that take well under a second in all. The perft cases
/// come first, then the searches.
#[must_use]
pub fn cases(quick: bool) -> Vec<Case> {
    let pick = |full: u32, short: u32| if quick { short } else { full };
    let perfts = CATALOGUE.variants().map(|v| {
        let depths = v.board().bench;
        Case::perft(v, pick(depths.perft, depths.perft_quick))
    });
    let searches = CATALOGUE.variants().map(|v| {
        let depths = v.board().bench;
        Case::search(v, pick(depths.search, depths.search_quick))
    });
    perfts.chain(searches).collect()
}

/// The measurements of one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseResult {
    /// The case.
    pub case: Case,
    /// Leaves (perft) or nodes visited (search); the same on every run.
    pub count: u64,
    /// The time of each run.
    pub times: Vec<Duration>,
}

impl CaseResult {
    /// The median run time.
    #[must_use]
    pub fn median(&self) -> Duration {
        let mut times = self.times.clone();
        times.sort_unstable();
        times.get(times.len() / 2).copied().unwrap_or_default()
    }

    /// Leaves or nodes per second, at the median time.
    #[must_use]
    pub fn per_second(&self) -> f64 {
        self.count as f64 / self.median().as_secs_f64().max(1e-9)
    }
}

/// Runs `case` `runs` times (at least once).
///
/// # Errors
/// When a run's count differs from the first run's: the engine would not be deterministic,
/// which is a bug worth stopping for.
pub fn run_case(case: &Case, runs: usize) -> Result<CaseResult> {
    let mut count = None;
    let mut times = Vec::with_capacity(runs.max(1));
    for _ in 0..runs.max(1) {
        let (this, time) = run_once(case)?;
        if count.is_some_and(|first| first != this) {
            anyhow::bail!(
                "{case}: counted {this} after {}, the engine is not deterministic",
                count.unwrap_or_default()
            );
        }
        count = Some(this);
        times.push(time);
    }
    Ok(CaseResult {
        case: *case,
        count: count.unwrap_or_default(),
        times,
    })
}

fn run_once(case: &Case) -> Result<(u64, Duration)> {
    let mut session = case.variant.session(None)?;
    if let Task::Search(_) = case.task {
        // Allocate the engine and its table outside the timing, then empty them, so that every
        // run starts from the same state and only the search is timed.
        session.go(&Go::Depth(1), None, &mut |_| {})?;
        session.clear();
    }
    let start = Instant::now();
    let count = match case.task {
        Task::Perft(depth) => session.perft(depth),
        Task::Search(depth) => session.go(&Go::Depth(depth), None, &mut |_| {})?.nodes,
    };
    Ok((count, start.elapsed()))
}

/// The signature of a set of results: the sum of the search cases' node counts.
#[must_use]
pub fn signature(results: &[CaseResult]) -> u64 {
    results
        .iter()
        .filter(|r| matches!(r.case.task, Task::Search(_)))
        .map(|r| r.count)
        .sum()
}

/// `1234567` as `1.23 M`, for rates.
fn si(value: f64) -> String {
    let (scaled, unit) = if value >= 1e9 {
        (value / 1e9, " G")
    } else if value >= 1e6 {
        (value / 1e6, " M")
    } else if value >= 1e3 {
        (value / 1e3, " K")
    } else {
        (value, "")
    };
    format!("{scaled:.2}{unit}")
}

/// A duration in the unit that suits it.
fn human(time: Duration) -> String {
    let ms = time.as_secs_f64() * 1e3;
    if ms >= 1e3 {
        format!("{:.3} s", ms / 1e3)
    } else {
        format!("{ms:.2} ms")
    }
}

/// The report: one line per case, then the signature.
#[must_use]
pub fn report(results: &[CaseResult], runs: usize) -> String {
    let mut out = format!(
        "{:<38} {:>15} {:>12} {:>12}\n",
        format!("case (median of {runs})"),
        "leaves/nodes",
        "time",
        "per second"
    );
    for result in results {
        out += &format!(
            "{:<38} {:>15} {:>12} {:>12}\n",
            result.case.to_string(),
            result.count,
            human(result.median()),
            si(result.per_second())
        );
    }
    out += &format!("signature {}", signature(results));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_quick_cases_count_what_the_fixtures_say() {
        let results: Vec<CaseResult> = cases(true)
            .iter()
            .map(|case| run_case(case, 1).unwrap())
            .collect();
        let count = |name: &str| {
            results
                .iter()
                .find(|r| r.case.to_string() == name)
                .map(|r| r.count)
        };
        assert_eq!(count("perft  archimedes 10x10 depth 3"), Some(1_069_935));
        assert_eq!(count("perft  amazons 8x8 depth 2"), Some(1_331_198));
        assert_eq!(count("perft  loa 8x8 depth 4"), Some(1_563_208));
        assert_eq!(results.len(), 14);
        assert!(
            results
                .iter()
                .filter(|r| matches!(r.case.task, Task::Search(_)))
                .all(|r| r.count > 0)
        );
        assert_eq!(
            signature(&results),
            results[7..].iter().map(|r| r.count).sum::<u64>()
        );
        let text = report(&results, 1);
        assert_eq!(text.lines().count(), 16);
        assert!(text.ends_with(&format!("signature {}", signature(&results))));
    }

    #[test]
    fn medians_and_units() {
        let result = CaseResult {
            case: Case::perft(CATALOGUE.variant("loa", None).unwrap(), 1),
            count: 3_000_000,
            times: [3, 1, 2].map(Duration::from_secs).to_vec(),
        };
        assert_eq!(result.median(), Duration::from_secs(2));
        assert_eq!(si(result.per_second()), "1.50 M");
        assert_eq!(human(Duration::from_micros(1500)), "1.50 ms");
        assert_eq!(human(Duration::from_millis(2500)), "2.500 s");
    }
}
