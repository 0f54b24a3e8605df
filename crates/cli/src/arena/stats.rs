//! The results of a match: game results, their tally, and the Elo difference they suggest.

/// How one game ended, from A's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// A won.
    Win,
    /// Nobody won.
    Draw,
    /// B won.
    Loss,
}

impl GameResult {
    /// A's points for the game.
    fn points(self) -> f64 {
        match self {
            GameResult::Win => 1.0,
            GameResult::Draw => 0.5,
            GameResult::Loss => 0.0,
        }
    }
}

/// The tally of a match, from A's side.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Games A won.
    pub wins: usize,
    /// Games drawn.
    pub draws: usize,
    /// Games A lost.
    pub losses: usize,
    /// Games A won with White.
    pub wins_as_white: usize,
    /// Games where a player forfeited (illegal move, crash or time-out).
    pub forfeits: usize,
    /// Plies over all games.
    pub plies: u64,
}

impl Tally {
    /// Counts one finished game.
    pub(super) fn add(&mut self, result: GameResult, a_was_white: bool, plies: u32, forfeit: bool) {
        match result {
            GameResult::Win => {
                self.wins += 1;
                self.wins_as_white += usize::from(a_was_white);
            }
            GameResult::Draw => self.draws += 1,
            GameResult::Loss => self.losses += 1,
        }
        self.forfeits += usize::from(forfeit);
        self.plies += u64::from(plies);
    }

    /// Games played.
    #[must_use]
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// A's score as a fraction, draws counting half.
    #[must_use]
    pub fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    /// The Elo difference (A minus B) and its 95% interval.
    #[must_use]
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let p = self.score();
        let variance = [
            (GameResult::Win, self.wins),
            (GameResult::Draw, self.draws),
            (GameResult::Loss, self.losses),
        ]
        .iter()
        .map(|&(r, count)| count as f64 * (r.points() - p).powi(2))
        .sum::<f64>()
            / n;
        let margin = 1.96 * (variance / n).sqrt();
        (elo_of(p), elo_of(p - margin), elo_of(p + margin))
    }
}

/// The Elo difference that predicts the score `p`.
#[must_use]
pub fn elo_of(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_known_scores() {
        assert!(elo_of(0.5).abs() < 1e-9);
        assert!((elo_of(0.75) - 190.85).abs() < 0.01);
        assert_eq!(elo_of(1.0), f64::INFINITY);
        let tally = Tally {
            wins: 60,
            draws: 20,
            losses: 20,
            ..Tally::default()
        };
        let (elo, low, high) = tally.elo();
        assert!(low < elo && elo < high);
        assert!((tally.score() - 0.7).abs() < 1e-9);
    }

    #[test]
    fn add_counts_results_forfeits_and_plies() {
        let mut tally = Tally::default();
        tally.add(GameResult::Win, true, 10, false);
        tally.add(GameResult::Win, false, 3, true);
        tally.add(GameResult::Loss, true, 7, false);
        tally.add(GameResult::Draw, false, 20, false);
        let expected = Tally {
            wins: 2,
            draws: 1,
            losses: 1,
            wins_as_white: 1,
            forfeits: 1,
            plies: 40,
        };
        assert_eq!(tally, expected);
        assert_eq!(tally.games(), 4);
    }
}
