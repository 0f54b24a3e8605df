//! Round-robins: everyone plays everyone, once or twice (with each colour), on the Berger
//! tables of the circle method; and the crosstable of the results.
//!
//! ```
//! use skillgames_tournament::round_robin::schedule;
//!
//! // Five players: five rounds of two games, each player sitting out once.
//! let rounds = schedule(5, false);
//! assert_eq!(rounds.len(), 5);
//! assert!(rounds.iter().all(|round| round.games.len() == 2 && round.bye.is_some()));
//! ```

use serde::{Deserialize, Serialize};
use skillgames_online::Colour;

use crate::entrant::{EntrantId, GameResult, Pairing, PlayerResult};
use crate::points::Points;
use crate::swiss::standings::Quarters;

/// A round of a round-robin, by the players' places in the list of entrants.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScheduledRound {
    /// The games: `(white, black)`.
    pub games: Vec<(usize, usize)>,
    /// Who sits this round out (an odd number of players).
    pub bye: Option<usize>,
}

/// The rounds for `players` players (`twice`: a second cycle with the colours swapped). The
/// circle method: the last place stays, the others turn one step a round; the board of the
/// one who stays and every other board alternate colours, so nobody has one colour more than
/// once over the other in a cycle.
#[must_use]
pub fn schedule(players: usize, twice: bool) -> Vec<ScheduledRound> {
    if players < 2 {
        return Vec::new();
    }
    let m = players + players % 2;
    let fixed = m - 1;
    let real = |p: usize| (p < players).then_some(p);
    let mut rounds = Vec::with_capacity(if twice { 2 * (m - 1) } else { m - 1 });
    for r in 0..m - 1 {
        let mut games = Vec::with_capacity(m / 2);
        let mut bye = None;
        let mut board = |a: usize, b: usize| match (real(a), real(b)) {
            (Some(a), Some(b)) => games.push((a, b)),
            (Some(p), None) | (None, Some(p)) => bye = Some(p),
            (None, None) => {}
        };
        if r % 2 == 0 {
            board(r, fixed);
        } else {
            board(fixed, r);
        }
        for i in 1..m / 2 {
            let a = (r + i) % (m - 1);
            let b = (r + m - 1 - i) % (m - 1);
            if i % 2 == 1 { board(a, b) } else { board(b, a) }
        }
        rounds.push(ScheduledRound { games, bye });
    }
    if twice {
        let second: Vec<ScheduledRound> = rounds
            .iter()
            .map(|round| ScheduledRound {
                games: round.games.iter().map(|&(w, b)| (b, w)).collect(),
                bye: round.bye,
            })
            .collect();
        rounds.extend(second);
    }
    rounds
}

/// A round-robin's table: each player's results against each other player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crosstable {
    /// The rows, the best first.
    pub rows: Vec<CrosstableRow>,
}

/// One player's row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrosstableRow {
    /// Who.
    pub entrant: EntrantId,
    /// Against each player of [`Crosstable::rows`] in the same order: the results of the
    /// finished games (none against oneself; two in a double round-robin).
    pub cells: Vec<Vec<PlayerResult>>,
    /// Their score.
    pub score: Points,
    /// Sonneborn-Berger, the tie-break.
    pub sonneborn_berger: Quarters,
}

/// The crosstable of `entrants` from the finished `games`.
///
/// ```
/// use skillgames_tournament::round_robin::crosstable;
/// use skillgames_tournament::{EntrantId, GameResult, Pairing, PlayerResult};
///
/// let (a, b, c) = (EntrantId(1), EntrantId(2), EntrantId(3));
/// let game = |white, black, result| (Pairing { white, black }, result);
/// let table = crosstable(&[a, b, c], &[
///     game(a, b, GameResult::Draw),
///     game(b, c, GameResult::Black),
///     game(c, a, GameResult::Draw),
/// ]);
/// let order: Vec<EntrantId> = table.rows.iter().map(|row| row.entrant).collect();
/// assert_eq!(order, vec![c, a, b]);
/// assert_eq!(table.rows[0].score.to_string(), "1½");
/// // c's row, a's column: their draw.
/// assert_eq!(table.rows[0].cells[1], vec![PlayerResult::Draw]);
/// ```
#[must_use]
pub fn crosstable(entrants: &[EntrantId], games: &[(Pairing, GameResult)]) -> Crosstable {
    let place = |id: EntrantId| entrants.iter().position(|e| *e == id);
    let n = entrants.len();
    let mut cells = vec![vec![Vec::new(); n]; n];
    for (pairing, result) in games {
        if let (Some(w), Some(b)) = (place(pairing.white), place(pairing.black)) {
            cells[w][b].push(result.for_seat(Colour::White));
            cells[b][w].push(result.for_seat(Colour::Black));
        }
    }
    let scores: Vec<Points> = cells
        .iter()
        .map(|row| row.iter().flatten().map(|r| Points::of(*r)).sum())
        .collect();
    let sonneborn_berger: Vec<Quarters> = cells
        .iter()
        .map(|row| {
            Quarters(
                row.iter()
                    .enumerate()
                    .flat_map(|(j, results)| results.iter().map(move |r| (j, *r)))
                    .map(|(j, r)| match r {
                        PlayerResult::Win => 2 * scores[j].halves(),
                        PlayerResult::Draw => scores[j].halves(),
                        PlayerResult::Loss => 0,
                    })
                    .sum(),
            )
        })
        .collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        scores[b]
            .cmp(&scores[a])
            .then(sonneborn_berger[b].cmp(&sonneborn_berger[a]))
            .then(a.cmp(&b))
    });
    let rows = order
        .iter()
        .map(|&i| CrosstableRow {
            entrant: entrants[i],
            cells: order.iter().map(|&j| cells[i][j].clone()).collect(),
            score: scores[i],
            sonneborn_berger: sonneborn_berger[i],
        })
        .collect();
    Crosstable { rows }
}
