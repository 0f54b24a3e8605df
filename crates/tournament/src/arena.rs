//! Arenas: for a fixed time, every player who is free is paired again at once with a free
//! player of near rank. Scored as lichess scores its arenas: a win 2, a draw 1; after two wins
//! in a row a player is "on fire" and every game counts double (a win 4, a draw 2) until one is
//! not won; a player who went berserk (halved their own clock before the first move) and won
//! gets a point more.
//!
//! ```
//! use skillgames_tournament::arena::{ArenaSheet, ArenaStanding};
//! use skillgames_tournament::PlayerResult::{Draw, Loss, Win};
//!
//! let mut sheet = ArenaSheet::default();
//! for (result, berserk) in [(Win, false), (Win, false), (Win, true), (Draw, false), (Loss, false)] {
//!     sheet.record(result, berserk);
//! }
//! // 2, 2, then on fire: 4 + 1 for the berserk, a draw 2 (which puts the fire out), 0.
//! assert_eq!(sheet.points(), vec![2, 2, 5, 2, 0]);
//! assert_eq!(sheet.score(), 11);
//! assert!(!sheet.on_fire());
//! ```

use serde::{Deserialize, Serialize};
use skillgames_online::Colour;

use crate::entrant::{EntrantId, Pairing, PlayerResult};

/// A win's points.
pub const WIN_POINTS: u32 = 2;
/// A draw's points.
pub const DRAW_POINTS: u32 = 1;
/// Wins in a row after which a player is on fire.
pub const WINS_TO_CATCH_FIRE: usize = 2;
/// What a game played on fire counts for, times its usual points.
pub const FIRE_FACTOR: u32 = 2;
/// The extra point of a berserk win.
pub const BERSERK_BONUS: u32 = 1;
/// How many of the nearest-ranked free players a player may be paired with: a wider window
/// avoids more repeats, a narrower one keeps the ranks closer.
pub const PAIRING_WINDOW: usize = 6;

/// One game on a player's arena sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetEntry {
    /// How it ended for the player.
    pub result: PlayerResult,
    /// Whether they went berserk in it.
    pub berserk: bool,
    /// Whether they were on fire when it began.
    pub fire: bool,
    /// What it scored.
    pub points: u32,
}

/// A player's arena games in the order they ended, with what each scored.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaSheet {
    entries: Vec<SheetEntry>,
}

impl ArenaSheet {
    /// A sheet of these results in order (`(result, berserk)`), scored from the start.
    #[must_use]
    pub fn from_results(results: impl IntoIterator<Item = (PlayerResult, bool)>) -> ArenaSheet {
        let mut sheet = ArenaSheet::default();
        for (result, berserk) in results {
            sheet.record(result, berserk);
        }
        sheet
    }

    /// Whether the last [`WINS_TO_CATCH_FIRE`] games were all won: the next one counts double.
    #[must_use]
    pub fn on_fire(&self) -> bool {
        self.entries.len() >= WINS_TO_CATCH_FIRE
            && self.entries[self.entries.len() - WINS_TO_CATCH_FIRE..]
                .iter()
                .all(|entry| entry.result == PlayerResult::Win)
    }

    /// Adds a finished game and returns what it scored.
    pub fn record(&mut self, result: PlayerResult, berserk: bool) -> u32 {
        let fire = self.on_fire();
        let base = match result {
            PlayerResult::Win => WIN_POINTS,
            PlayerResult::Draw => DRAW_POINTS,
            PlayerResult::Loss => 0,
        };
        let bonus = if berserk && result == PlayerResult::Win {
            BERSERK_BONUS
        } else {
            0
        };
        let points = if fire { base * FIRE_FACTOR } else { base } + bonus;
        self.entries.push(SheetEntry {
            result,
            berserk,
            fire,
            points,
        });
        points
    }

    /// The games so far.
    #[must_use]
    pub fn entries(&self) -> &[SheetEntry] {
        &self.entries
    }

    /// What each game scored, in order.
    #[must_use]
    pub fn points(&self) -> Vec<u32> {
        self.entries.iter().map(|entry| entry.points).collect()
    }

    /// The player's score.
    #[must_use]
    pub fn score(&self) -> u32 {
        self.entries.iter().map(|entry| entry.points).sum()
    }

    /// Games played.
    #[must_use]
    pub fn games(&self) -> usize {
        self.entries.len()
    }

    /// Games won.
    #[must_use]
    pub fn wins(&self) -> usize {
        self.entries
            .iter()
            .filter(|entry| entry.result == PlayerResult::Win)
            .count()
    }
}

/// A player's line in an arena's standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaStanding {
    /// Who.
    pub entrant: EntrantId,
    /// Their rating when they joined (the second key of the order).
    pub rating: i32,
    /// Their games.
    pub sheet: ArenaSheet,
}

/// The standings in order: the higher score first, then the higher rating, then the earlier
/// entrant (a stable order that every node computes the same).
pub fn rank(standings: &mut [ArenaStanding]) {
    standings.sort_by(|a, b| {
        b.sheet
            .score()
            .cmp(&a.sheet.score())
            .then(b.rating.cmp(&a.rating))
            .then(a.entrant.cmp(&b.entrant))
    });
}

/// A free player waiting to be paired, as the arena knows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waiting {
    /// Who.
    pub entrant: EntrantId,
    /// Their place in the standings (0 is first).
    pub rank: usize,
    /// Whom they played last, to avoid at once again.
    pub last_opponent: Option<EntrantId>,
    /// Games as White less games as Black.
    pub colour_balance: i32,
    /// Their seat in their last game.
    pub last_colour: Option<Colour>,
}

/// Pairs the free players of an arena: each with the nearest-ranked free player within
/// [`PAIRING_WINDOW`] who is not the one they just played, from the top of the standings down.
/// Two players who just met are paired again only when `anyone_else_playing` is false and
/// nobody else is free (otherwise they would wait for ever); a player left over waits for the
/// next wave. The seats even out each player's colours.
///
/// ```
/// use skillgames_tournament::EntrantId;
/// use skillgames_tournament::arena::{Waiting, pair};
///
/// let free = |id, rank, last: Option<i64>| Waiting {
///     entrant: EntrantId(id), rank, last_opponent: last.map(EntrantId),
///     colour_balance: 0, last_colour: None,
/// };
/// // 1 and 2 just played each other: each meets the next nearest instead.
/// let pairs = pair(&[free(1, 0, Some(2)), free(2, 1, Some(1)), free(3, 2, None), free(4, 3, None)], true);
/// assert_eq!(pairs.len(), 2);
/// assert!(pairs.iter().all(|p| !(p.has(EntrantId(1)) && p.has(EntrantId(2)))));
/// ```
#[must_use]
pub fn pair(waiting: &[Waiting], anyone_else_playing: bool) -> Vec<Pairing> {
    let mut free: Vec<Waiting> = waiting.to_vec();
    free.sort_by_key(|w| (w.rank, w.entrant));
    free.dedup_by_key(|w| w.entrant);
    let just_met = |a: &Waiting, b: &Waiting| {
        a.last_opponent == Some(b.entrant) || b.last_opponent == Some(a.entrant)
    };
    if free.len() == 2 && !anyone_else_playing {
        return vec![seats(&free[0], &free[1])];
    }
    let mut taken = vec![false; free.len()];
    let mut pairs = Vec::with_capacity(free.len() / 2);
    for i in 0..free.len() {
        if taken[i] {
            continue;
        }
        let partner = (i + 1..free.len())
            .filter(|&j| !taken[j])
            .take(PAIRING_WINDOW)
            .find(|&j| !just_met(&free[i], &free[j]));
        if let Some(j) = partner {
            taken[i] = true;
            taken[j] = true;
            pairs.push(seats(&free[i], &free[j]));
        }
    }
    pairs
}

/// The seats of two players: White to the one who has played Black more, then to the one
/// who was Black last, then to the higher ranked.
fn seats(a: &Waiting, b: &Waiting) -> Pairing {
    let a_white = match a.colour_balance.cmp(&b.colour_balance) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => match (a.last_colour, b.last_colour) {
            (Some(x), Some(y)) if x != y => x == Colour::Black,
            (Some(x), None) => x == Colour::Black,
            (None, Some(y)) => y == Colour::White,
            _ => a.rank <= b.rank,
        },
    };
    if a_white {
        Pairing {
            white: a.entrant,
            black: b.entrant,
        }
    } else {
        Pairing {
            white: b.entrant,
            black: a.entrant,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use PlayerResult::{Draw, Loss, Win};

    #[test]
    fn the_fire_catches_after_two_wins_and_goes_out_with_a_game_not_won() {
        let sheet = ArenaSheet::from_results(
            [Win, Win, Win, Win, Draw, Win, Win, Loss, Win]
                .into_iter()
                .map(|r| (r, false)),
        );
        assert_eq!(sheet.points(), vec![2, 2, 4, 4, 2, 2, 2, 0, 2]);
        assert_eq!(sheet.score(), 20);
        assert_eq!(sheet.wins(), 7);
    }

    #[test]
    fn berserk_adds_a_point_to_a_win_only() {
        let sheet =
            ArenaSheet::from_results([(Win, true), (Draw, true), (Loss, true), (Win, true)]);
        assert_eq!(sheet.points(), vec![3, 1, 0, 3]);
        let fire = ArenaSheet::from_results([(Win, false), (Win, true), (Win, true)]);
        assert_eq!(fire.points(), vec![2, 3, 5]);
        assert!(fire.on_fire());
    }

    #[test]
    fn standings_order_by_score_then_rating_then_entry() {
        let line = |id, rating, results: &[PlayerResult]| ArenaStanding {
            entrant: EntrantId(id),
            rating,
            sheet: ArenaSheet::from_results(results.iter().map(|r| (*r, false))),
        };
        let mut table = vec![
            line(1, 1500, &[Draw]),
            line(2, 1400, &[Win, Loss]),
            line(3, 1600, &[Win]),
            line(4, 1600, &[Win]),
        ];
        rank(&mut table);
        let order: Vec<i64> = table.iter().map(|s| s.entrant.0).collect();
        assert_eq!(order, vec![3, 4, 2, 1]);
    }

    fn free(id: i64, rank: usize, last: Option<i64>) -> Waiting {
        Waiting {
            entrant: EntrantId(id),
            rank,
            last_opponent: last.map(EntrantId),
            colour_balance: 0,
            last_colour: None,
        }
    }

    #[test]
    fn two_players_alone_meet_again_but_not_while_others_will_be_free() {
        let two = [free(1, 0, Some(2)), free(2, 1, Some(1))];
        assert_eq!(pair(&two, false).len(), 1);
        assert!(pair(&two, true).is_empty());
    }

    #[test]
    fn neighbours_in_rank_meet() {
        let pairs = pair(
            &[
                free(4, 3, None),
                free(1, 0, None),
                free(3, 2, None),
                free(2, 1, None),
            ],
            false,
        );
        let sets: Vec<(i64, i64)> = pairs
            .iter()
            .map(|p| (p.white.0.min(p.black.0), p.white.0.max(p.black.0)))
            .collect();
        assert_eq!(sets, vec![(1, 2), (3, 4)]);
    }

    #[test]
    fn seats_even_out_colours() {
        let mut a = free(1, 0, None);
        let mut b = free(2, 1, None);
        a.colour_balance = 1;
        assert_eq!(seats(&a, &b).white, EntrantId(2));
        a.colour_balance = 0;
        a.last_colour = Some(Colour::White);
        b.last_colour = Some(Colour::Black);
        assert_eq!(seats(&a, &b).white, EntrantId(2));
        a.last_colour = None;
        b.last_colour = None;
        assert_eq!(seats(&a, &b).white, EntrantId(1));
    }
}
