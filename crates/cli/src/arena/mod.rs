//! Matches between two players (levels of this engine, or any program that speaks the engine
//! protocol): games in pairs from the same random opening with colours swapped, and the
//! result as wins, draws, losses, score and Elo difference with a 95% interval.
//!
//! An external engine that hangs, crashes or answers nonsense forfeits the game it is playing
//! (and is killed if it will not quit); the match goes on.
//!
//! The parts, one file each: `spec` says what a match is, `openings` draws the random
//! openings, `schedule` plays the games over worker threads, each player sits in a `seat` (a
//! level of this engine, or an `external` program), `stats` tallies the results and `report`
//! prints them. This file only names them: each part imports the parts it needs directly, so
//! no two import each other.

mod external;
mod openings;
mod report;
mod schedule;
mod seat;
mod spec;
mod stats;

pub use report::report;
pub use schedule::{Finished, play_match};
pub use spec::{Contestant, DEFAULT_GRACE, MCTS, MatchSpec, level_and_time};
pub use stats::{GameResult, Tally, elo_of};

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_short_match_is_played_in_full() {
        let spec = MatchSpec {
            variant: crate::CATALOGUE.variant("amazons", Some("6")).unwrap(),
            a: Contestant::Level("normal".into()),
            b: Contestant::Level("easy".into()),
            games: 4,
            movetime: Some(Duration::from_millis(20)),
            seed: 1,
            opening_plies: 2,
            jobs: 2,
            grace: DEFAULT_GRACE,
        };
        let mut seen = Vec::new();
        let tally = play_match(&spec, |finished, _| seen.push(finished.index)).unwrap();
        seen.sort_unstable();
        assert_eq!(seen, [0, 1, 2, 3]);
        assert_eq!(tally.games(), 4);
        assert_eq!(tally.draws, 0, "Amazons has no draws");
        assert_eq!(tally.forfeits, 0);
        assert!(report(&spec, &tally).contains("normal vs easy, 4 games"));
    }

    #[test]
    fn the_mcts_solver_plays_at_time_odds() {
        assert_eq!(level_and_time("crazy"), Some(("crazy", None)));
        assert_eq!(
            level_and_time("mcts@40"),
            Some((MCTS, Some(Duration::from_millis(40))))
        );
        assert_eq!(level_and_time("mcts@0"), None);
        assert_eq!(level_and_time("mcts@x"), None);
        let spec = MatchSpec {
            variant: crate::CATALOGUE.variant("loa", None).unwrap(),
            a: Contestant::Level("medium@10".into()),
            b: Contestant::Level("mcts@20".into()),
            games: 2,
            movetime: Some(Duration::from_millis(500)),
            seed: 1,
            opening_plies: 2,
            jobs: 2,
            grace: DEFAULT_GRACE,
        };
        let start = std::time::Instant::now();
        let tally = play_match(&spec, |_, _| {}).unwrap();
        assert_eq!(tally.games(), 2);
        assert_eq!(tally.forfeits, 0);
        // Both play at their own times, far below the match's 500 ms a move.
        let per_ply = start.elapsed().as_secs_f64() / (tally.plies as f64 / 2.0).max(1.0);
        assert!(per_ply < 0.25, "{per_ply} s a ply");
        assert!(report(&spec, &tally).contains("medium@10 vs mcts@20"));
    }
}
