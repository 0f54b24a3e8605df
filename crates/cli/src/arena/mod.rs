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
pub use spec::{Contestant, DEFAULT_GRACE, MatchSpec};
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
}
