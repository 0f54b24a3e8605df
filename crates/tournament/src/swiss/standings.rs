//! A Swiss's standings: score, then the Buchholz and Sonneborn-Berger tie-breaks, then rating.

use std::collections::HashMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::{SwissEntrant, SwissGame};
use crate::entrant::{EntrantId, PlayerResult};
use crate::points::Points;

/// A player's line in the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwissStanding {
    /// Who.
    pub entrant: EntrantId,
    /// Their score.
    pub score: Points,
    /// Buchholz: the sum of the scores of the opponents they played (a bye or an absence adds
    /// nothing).
    pub buchholz: Points,
    /// Sonneborn-Berger: the scores of the opponents they beat, and half those they drew.
    pub sonneborn_berger: Quarters,
    /// Their rating when they joined.
    pub rating: i32,
}

/// A tie-break counted in quarter points (half a drawn opponent's half point).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Quarters(pub u32);

impl fmt::Display for Quarters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 4;
        match self.0 % 4 {
            0 => write!(f, "{whole}"),
            1 => write!(f, "{whole}.25"),
            2 => write!(f, "{whole}.5"),
            _ => write!(f, "{whole}.75"),
        }
    }
}

/// The standings of `entrants` (withdrawn players too: their games count for their
/// opponents' tie-breaks), best first: score, Buchholz, Sonneborn-Berger, rating, entry.
///
/// ```
/// use skillgames_online::Colour;
/// use skillgames_tournament::swiss::{SwissEntrant, SwissGame, standings};
/// use skillgames_tournament::{EntrantId, PlayerResult};
///
/// let played = |opponent, colour, result| SwissGame::Played { opponent: EntrantId(opponent), colour, result };
/// let mut a = SwissEntrant::new(EntrantId(1), 1500);
/// let mut b = SwissEntrant::new(EntrantId(2), 1500);
/// a.rounds.push(played(2, Colour::White, PlayerResult::Win));
/// b.rounds.push(played(1, Colour::Black, PlayerResult::Loss));
/// let table = standings(&[a, b]);
/// assert_eq!(table[0].entrant, EntrantId(1));
/// assert_eq!(table[0].buchholz.to_string(), "0");
/// assert_eq!(table[1].buchholz.to_string(), "1");
/// ```
#[must_use]
pub fn standings(entrants: &[SwissEntrant]) -> Vec<SwissStanding> {
    let scores: HashMap<EntrantId, Points> =
        entrants.iter().map(|e| (e.entrant, e.score())).collect();
    let mut table: Vec<SwissStanding> = entrants
        .iter()
        .map(|e| {
            let mut buchholz = Points::ZERO;
            let mut sonneborn_berger = 0;
            for round in &e.rounds {
                if let SwissGame::Played {
                    opponent, result, ..
                } = round
                {
                    let theirs = scores.get(opponent).copied().unwrap_or_default();
                    buchholz += theirs;
                    sonneborn_berger += match result {
                        PlayerResult::Win => 2 * theirs.halves(),
                        PlayerResult::Draw => theirs.halves(),
                        PlayerResult::Loss => 0,
                    };
                }
            }
            SwissStanding {
                entrant: e.entrant,
                score: e.score(),
                buchholz,
                sonneborn_berger: Quarters(sonneborn_berger),
                rating: e.rating,
            }
        })
        .collect();
    table.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.buchholz.cmp(&a.buchholz))
            .then(b.sonneborn_berger.cmp(&a.sonneborn_berger))
            .then(b.rating.cmp(&a.rating))
            .then(a.entrant.cmp(&b.entrant))
    });
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_online::Colour;

    /// Four players, three rounds, worked by hand:
    /// R1: A–B 1-0, C–D ½-½; R2: A–C ½-½, D–B 1-0; R3: D–A 0-1, B–C 0-1.
    /// Scores: A 2½, C 2, D 1½, B 0.
    /// Buchholz: A = B0 + C2 + D1½ = 3½; C = D1½ + A2½ + B0 = 4; D = C2 + B0 + A2½ = 4½; B = A2½ + D1½ + C2 = 6.
    /// Sonneborn-Berger: A = B0 + ½·C2 + D1½ = 2½; C = ½·D1½ + ½·A2½ + B0 = 2; D = ½·C2 + B0 = 1; B = 0.
    #[test]
    fn tie_breaks_match_the_hand_worked_example() {
        let (a, b, c, d) = (EntrantId(1), EntrantId(2), EntrantId(3), EntrantId(4));
        let game = |opponent, colour, result| SwissGame::Played {
            opponent,
            colour,
            result,
        };
        use Colour::{Black as Bk, White as Wh};
        use PlayerResult::{Draw, Loss, Win};
        let entrants = vec![
            SwissEntrant {
                entrant: a,
                rating: 1500,
                rounds: vec![game(b, Wh, Win), game(c, Wh, Draw), game(d, Bk, Win)],
            },
            SwissEntrant {
                entrant: b,
                rating: 1500,
                rounds: vec![game(a, Bk, Loss), game(d, Bk, Loss), game(c, Wh, Loss)],
            },
            SwissEntrant {
                entrant: c,
                rating: 1500,
                rounds: vec![game(d, Wh, Draw), game(a, Bk, Draw), game(b, Bk, Win)],
            },
            SwissEntrant {
                entrant: d,
                rating: 1500,
                rounds: vec![game(c, Bk, Draw), game(b, Wh, Win), game(a, Wh, Loss)],
            },
        ];
        let table = standings(&entrants);
        let line = |id| table.iter().find(|s| s.entrant == id).unwrap();
        assert_eq!(line(a).score.to_string(), "2½");
        assert_eq!(line(a).buchholz.to_string(), "3½");
        assert_eq!(line(c).buchholz.to_string(), "4");
        assert_eq!(line(d).buchholz.to_string(), "4½");
        assert_eq!(line(b).buchholz.to_string(), "6");
        assert_eq!(line(a).sonneborn_berger.to_string(), "2.5");
        assert_eq!(line(c).sonneborn_berger.to_string(), "2");
        assert_eq!(line(d).sonneborn_berger.to_string(), "1");
        assert_eq!(line(b).sonneborn_berger.to_string(), "0");
        let order: Vec<EntrantId> = table.iter().map(|s| s.entrant).collect();
        assert_eq!(order, vec![a, c, d, b]);
    }

    #[test]
    fn equal_scores_are_split_by_buchholz_then_sonneborn_berger() {
        // Two players on 1 point: the one whose opponents scored more is first.
        let (a, b, x, y) = (EntrantId(1), EntrantId(2), EntrantId(3), EntrantId(4));
        let game = |opponent, result| SwissGame::Played {
            opponent,
            colour: Colour::White,
            result,
        };
        let entrants = vec![
            SwissEntrant {
                entrant: a,
                rating: 1000,
                rounds: vec![game(x, PlayerResult::Win)],
            },
            SwissEntrant {
                entrant: b,
                rating: 2000,
                rounds: vec![game(y, PlayerResult::Win)],
            },
            SwissEntrant {
                entrant: x,
                rating: 1500,
                rounds: vec![game(a, PlayerResult::Loss), SwissGame::Bye],
            },
            SwissEntrant {
                entrant: y,
                rating: 1500,
                rounds: vec![game(b, PlayerResult::Loss), SwissGame::Absent],
            },
        ];
        let table = standings(&entrants);
        assert_eq!(table[0].entrant, a);
        assert_eq!(table[1].entrant, x);
        assert_eq!(table[2].entrant, b);
    }
}
