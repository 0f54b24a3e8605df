//! Swiss tournaments: a set number of rounds; each round pairs players of equal (or near)
//! scores who have not met, with balanced colours, and gives a bye to one player when their
//! number is odd. A simplification of the FIDE Dutch system, documented in
//! `docs/tournaments.md`:
//!
//! 1. Players are ranked by score, then rating, then entry.
//! 2. From the top, each unpaired player is paired within their score group in the Dutch order
//!    (the top half against the bottom half: the first with the first of the bottom half, and
//!    so on), then with the highest of the lower groups (a "downfloat"), trying the next
//!    candidate whenever the rest of the round could not be paired (a search with backtracking).
//! 3. Absolute rules: nobody meets the same opponent twice; nobody gets the same colour three
//!    times in a row or two more of one colour than the other; nobody gets a second bye. The bye
//!    goes to the lowest-ranked player who has not had one.
//! 4. When the search in this order runs past [`SEARCH_BUDGET`] steps, a maximum matching
//!    (Edmonds) says whether any pairing under the rules exists and gives one; when none does,
//!    the colour rules are dropped first, and only then may players meet again (or have a
//!    second bye): [`Compromise`] says which.
//!
//! ```
//! use skillgames_tournament::swiss::{SwissEntrant, pair_round};
//! use skillgames_tournament::EntrantId;
//!
//! let players: Vec<SwissEntrant> = (1..=5)
//!     .map(|id| SwissEntrant::new(EntrantId(id), 1600 - 10 * id as i32))
//!     .collect();
//! let round = pair_round(&players).unwrap();
//! // The top half meets the bottom half; the last player has the bye.
//! assert_eq!(round.pairs.len(), 2);
//! assert_eq!(round.bye, Some(EntrantId(5)));
//! assert_eq!((round.pairs[0].white, round.pairs[0].black), (EntrantId(1), EntrantId(3)));
//! assert_eq!((round.pairs[1].white, round.pairs[1].black), (EntrantId(4), EntrantId(2)));
//! ```

pub mod colour;
mod matching;
pub(crate) mod standings;

use serde::{Deserialize, Serialize};
use skillgames_online::Colour;

use crate::entrant::{EntrantId, Pairing, PlayerResult};
use crate::points::Points;
use colour::Preference;
pub use standings::{SwissStanding, standings};

/// Steps of the search in the Dutch order before the matching decides.
pub const SEARCH_BUDGET: usize = 20_000;

/// Adds a round to each player of `field`: their game of `pairing` with White's result on
/// each board from `white_result(board, pairing)` (the opponent's the opposite), or the bye.
/// Players of the pairing missing from `field` are passed over. For simulations, tests and
/// benches; the server keeps its rounds as rows.
pub fn record_round(
    field: &mut [SwissEntrant],
    pairing: &RoundPairing,
    white_result: impl Fn(usize, &Pairing) -> PlayerResult,
) {
    for (board, pair) in pairing.pairs.iter().enumerate() {
        let white = white_result(board, pair);
        for (id, colour, opponent, result) in [
            (pair.white, Colour::White, pair.black, white),
            (pair.black, Colour::Black, pair.white, white.opposite()),
        ] {
            if let Some(entrant) = field.iter_mut().find(|e| e.entrant == id) {
                entrant.rounds.push(SwissGame::Played {
                    opponent,
                    colour,
                    result,
                });
            }
        }
    }
    if let Some(entrant) = pairing
        .bye
        .and_then(|bye| field.iter_mut().find(|e| e.entrant == bye))
    {
        entrant.rounds.push(SwissGame::Bye);
    }
}

/// A round of a Swiss, for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum SwissGame {
    /// A game against `opponent`, in seat `colour`.
    Played {
        /// Whom.
        opponent: EntrantId,
        /// Their seat.
        colour: Colour,
        /// How it ended for the player.
        result: PlayerResult,
    },
    /// No opponent was left: a point.
    Bye,
    /// Not there (joined late, or paused): nothing.
    Absent,
}

/// A player of a Swiss and their rounds so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SwissEntrant {
    /// Who.
    pub entrant: EntrantId,
    /// Their rating when they joined.
    pub rating: i32,
    /// Their rounds, the first first.
    pub rounds: Vec<SwissGame>,
}

impl SwissEntrant {
    /// A player with no rounds yet.
    #[must_use]
    pub fn new(entrant: EntrantId, rating: i32) -> SwissEntrant {
        SwissEntrant {
            entrant,
            rating,
            rounds: Vec::new(),
        }
    }

    /// Their score.
    #[must_use]
    pub fn score(&self) -> Points {
        self.rounds
            .iter()
            .map(|round| match round {
                SwissGame::Played { result, .. } => Points::of(*result),
                SwissGame::Bye => Points::ONE,
                SwissGame::Absent => Points::ZERO,
            })
            .sum()
    }

    /// Whether they have had a bye.
    #[must_use]
    pub fn had_bye(&self) -> bool {
        self.rounds.contains(&SwissGame::Bye)
    }

    /// Whether they have played `opponent`.
    #[must_use]
    pub fn met(&self, opponent: EntrantId) -> bool {
        self.rounds
            .iter()
            .any(|round| matches!(round, SwissGame::Played { opponent: o, .. } if *o == opponent))
    }

    /// Their seats in the games they played, the first first.
    #[must_use]
    pub fn colours(&self) -> Vec<Colour> {
        self.rounds
            .iter()
            .filter_map(|round| match round {
                SwissGame::Played { colour, .. } => Some(*colour),
                _ => None,
            })
            .collect()
    }
}

/// Which rule a round's pairing had to give up, because no pairing kept it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Compromise {
    /// Every rule kept.
    None,
    /// Someone has a colour three times in a row, or two more of one colour.
    Colours,
    /// Someone meets an opponent again, or has a second bye.
    Repeats,
}

/// A round's pairings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundPairing {
    /// The games, the top board first.
    pub pairs: Vec<Pairing>,
    /// Who has the bye (when the number of players is odd).
    pub bye: Option<EntrantId>,
    /// The rule given up, if any.
    pub compromise: Compromise,
}

/// Why a round cannot be paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SwissError {
    /// Fewer than two players.
    #[error("a round needs at least two players")]
    TooFew,
    /// An entrant listed twice.
    #[error("player {0} is listed twice")]
    Duplicate(EntrantId),
}

/// Pairs the next round of `entrants` (those taking part in it: not the withdrawn).
///
/// # Errors
/// [`SwissError`] with fewer than two players or a player listed twice.
pub fn pair_round(entrants: &[SwissEntrant]) -> Result<RoundPairing, SwissError> {
    pair_within(entrants, SEARCH_BUDGET)
}

/// [`pair_round`] with `budget` steps of search before the matching decides.
fn pair_within(entrants: &[SwissEntrant], budget: usize) -> Result<RoundPairing, SwissError> {
    if entrants.len() < 2 {
        return Err(SwissError::TooFew);
    }
    let mut ranked: Vec<&SwissEntrant> = entrants.iter().collect();
    ranked.sort_by(|a, b| {
        b.score()
            .cmp(&a.score())
            .then(b.rating.cmp(&a.rating))
            .then(a.entrant.cmp(&b.entrant))
    });
    let mut ids: Vec<EntrantId> = ranked.iter().map(|e| e.entrant).collect();
    ids.sort_unstable();
    if let Some(twice) = ids.windows(2).find(|w| w[0] == w[1]) {
        return Err(SwissError::Duplicate(twice[0]));
    }
    let round = Round::new(&ranked, budget);
    for compromise in [Compromise::None, Compromise::Colours, Compromise::Repeats] {
        if let Some((pairs, bye)) = round.pair(compromise) {
            return Ok(round.seat(pairs, bye, compromise));
        }
    }
    // With repeats allowed any two players may meet, so the last level always pairs; were
    // it not to, straight down the ranking.
    let n = ranked.len();
    let pairs = (0..n / 2).map(|i| (2 * i, 2 * i + 1)).collect();
    let bye = (n % 2 == 1).then_some(n - 1);
    Ok(round.seat(pairs, bye, Compromise::Repeats))
}

/// A round's pairs by rank (the higher ranked first in each) and its bye.
type Ranked = (Vec<(usize, usize)>, Option<usize>);

/// A round being paired: the players in rank order and what the rules need of each.
struct Round<'a> {
    ranked: &'a [&'a SwissEntrant],
    scores: Vec<Points>,
    preferences: Vec<Preference>,
    budget: usize,
}

impl<'a> Round<'a> {
    fn new(ranked: &'a [&'a SwissEntrant], budget: usize) -> Round<'a> {
        Round {
            budget,
            ranked,
            scores: ranked.iter().map(|e| e.score()).collect(),
            preferences: ranked
                .iter()
                .map(|e| Preference::of(&e.colours()))
                .collect(),
        }
    }

    fn allowed(&self, a: usize, b: usize, compromise: Compromise) -> bool {
        a != b
            && match compromise {
                Compromise::None => {
                    !self.ranked[a].met(self.ranked[b].entrant)
                        && self.preferences[a].compatible(self.preferences[b])
                }
                Compromise::Colours => !self.ranked[a].met(self.ranked[b].entrant),
                Compromise::Repeats => true,
            }
    }

    fn may_have_bye(&self, player: usize, compromise: Compromise) -> bool {
        compromise == Compromise::Repeats || !self.ranked[player].had_bye()
    }

    /// The pairs (by rank, higher first) and the bye, keeping the rules of `compromise`.
    fn pair(&self, compromise: Compromise) -> Option<Ranked> {
        let n = self.ranked.len();
        let mut budget = self.budget;
        let byes: Vec<Option<usize>> = if n % 2 == 1 {
            (0..n)
                .rev()
                .filter(|&p| self.may_have_bye(p, compromise))
                .map(Some)
                .collect()
        } else {
            vec![None]
        };
        let mut exhausted = false;
        for bye in &byes {
            let mut unpaired: Vec<usize> = (0..n).filter(|p| Some(*p) != *bye).collect();
            let mut pairs = Vec::with_capacity(n / 2);
            match self.search(&mut unpaired, &mut pairs, compromise, &mut budget) {
                Search::Found => return Some((pairs, *bye)),
                Search::NotFound => {}
                Search::OutOfTime => {
                    exhausted = true;
                    break;
                }
            }
        }
        if exhausted {
            self.matching(compromise)
        } else {
            None
        }
    }

    /// Pairs the first of `unpaired` with each candidate in the Dutch order, then the rest.
    fn search(
        &self,
        unpaired: &mut Vec<usize>,
        pairs: &mut Vec<(usize, usize)>,
        compromise: Compromise,
        budget: &mut usize,
    ) -> Search {
        let Some(&first) = unpaired.first() else {
            return Search::Found;
        };
        for candidate in self.candidates(first, unpaired) {
            if !self.allowed(first, candidate, compromise) {
                continue;
            }
            if *budget == 0 {
                return Search::OutOfTime;
            }
            *budget -= 1;
            let at = unpaired
                .iter()
                .position(|&p| p == candidate)
                .unwrap_or_default();
            unpaired.remove(at);
            unpaired.remove(0);
            pairs.push((first, candidate));
            match self.search(unpaired, pairs, compromise, budget) {
                Search::NotFound => {}
                other => return other,
            }
            pairs.pop();
            unpaired.insert(0, first);
            unpaired.insert(at, candidate);
        }
        Search::NotFound
    }

    /// The opponents `first` (the highest-ranked unpaired) tries, in the Dutch order: the
    /// bottom half of their score group, then its top half from the bottom up, then the lower
    /// groups from the top.
    fn candidates(&self, first: usize, unpaired: &[usize]) -> Vec<usize> {
        let score = self.scores[first];
        let group: Vec<usize> = unpaired
            .iter()
            .copied()
            .filter(|&p| self.scores[p] == score)
            .collect();
        let half = group.len() / 2;
        let mut order: Vec<usize> = group[half.max(1)..].to_vec();
        order.extend(group[1..half.max(1)].iter().rev());
        order.extend(unpaired.iter().copied().filter(|&p| self.scores[p] < score));
        order
    }

    /// Any pairing under the rules of `compromise`, by a maximum matching (the bye a vertex of
    /// its own, joined to those who may have it).
    fn matching(&self, compromise: Compromise) -> Option<Ranked> {
        let n = self.ranked.len();
        let bye_vertex = (n % 2 == 1).then_some(n);
        let mut adjacent = vec![Vec::new(); n + usize::from(bye_vertex.is_some())];
        for a in 0..n {
            for b in a + 1..n {
                if self.allowed(a, b, compromise) {
                    adjacent[a].push(b);
                    adjacent[b].push(a);
                }
            }
        }
        if let Some(bye) = bye_vertex {
            // The lowest ranked first, so that the greedy start gives them the bye.
            for p in (0..n).rev().filter(|&p| self.may_have_bye(p, compromise)) {
                adjacent[bye].push(p);
                adjacent[p].push(bye);
            }
        }
        let mate = matching::maximum(&adjacent);
        if mate.iter().any(Option::is_none) {
            return None;
        }
        let mut pairs = Vec::new();
        let mut bye = None;
        for (a, partner) in mate.iter().enumerate().take(n) {
            let b = partner.unwrap_or_default();
            if Some(b) == bye_vertex {
                bye = Some(a);
            } else if a < b {
                pairs.push((a, b));
            }
        }
        Some((pairs, bye))
    }

    /// The round with its seats, the top board (the best-ranked pair) first.
    fn seat(
        &self,
        mut pairs: Vec<(usize, usize)>,
        bye: Option<usize>,
        compromise: Compromise,
    ) -> RoundPairing {
        pairs.sort_unstable();
        let pairs = pairs
            .iter()
            .enumerate()
            .map(|(board, &(higher, lower))| {
                let (h, l) = (self.ranked[higher], self.ranked[lower]);
                if colour::higher_plays_white(&h.colours(), &l.colours(), board) {
                    Pairing {
                        white: h.entrant,
                        black: l.entrant,
                    }
                } else {
                    Pairing {
                        white: l.entrant,
                        black: h.entrant,
                    }
                }
            })
            .collect();
        RoundPairing {
            pairs,
            bye: bye.map(|p| self.ranked[p].entrant),
            compromise,
        }
    }
}

/// How a search ended.
enum Search {
    Found,
    NotFound,
    OutOfTime,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays a round with White winning on odd boards and draws on even ones.
    fn play(field: &mut [SwissEntrant], pairing: &RoundPairing) {
        record_round(field, pairing, |board, _| {
            if board % 2 == 1 {
                PlayerResult::Win
            } else {
                PlayerResult::Draw
            }
        });
    }

    #[test]
    fn the_matching_pairs_under_the_same_rules_when_the_search_gives_up_at_once() {
        for players in [6, 7, 9, 12] {
            let mut searched: Vec<SwissEntrant> = (1..=players)
                .map(|id| SwissEntrant::new(EntrantId(id), 1500 + 7 * i32::try_from(id).unwrap()))
                .collect();
            for _ in 0..players - 2 {
                let by_search = pair_within(&searched, SEARCH_BUDGET).unwrap();
                let by_matching = pair_within(&searched, 0).unwrap();
                // Both find a pairing at the same level: the matching is exact.
                assert_eq!(
                    by_search.compromise, by_matching.compromise,
                    "{players} players"
                );
                assert_eq!(by_matching.pairs.len(), by_search.pairs.len());
                let mut seen = std::collections::HashSet::new();
                for pair in &by_matching.pairs {
                    assert!(seen.insert(pair.white) && seen.insert(pair.black));
                    let white = searched.iter().find(|e| e.entrant == pair.white).unwrap();
                    if by_matching.compromise < Compromise::Repeats {
                        assert!(!white.met(pair.black));
                    }
                }
                play(&mut searched, &by_search);
            }
        }
    }

    #[test]
    fn duplicates_and_lone_players_are_refused() {
        let one = SwissEntrant::new(EntrantId(1), 1500);
        assert_eq!(
            pair_round(std::slice::from_ref(&one)),
            Err(SwissError::TooFew)
        );
        assert_eq!(
            pair_round(&[one.clone(), SwissEntrant::new(EntrantId(2), 1500), one]),
            Err(SwissError::Duplicate(EntrantId(1)))
        );
    }
}
