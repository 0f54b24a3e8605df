//! Move ordering: the table move first, then forcing moves, killer moves and moves with a good
//! history. Good ordering is what makes alpha-beta cut off early.

/// Ordering score of the transposition-table move.
const TABLE_MOVE_SCORE: i32 = i32::MAX - 1;
/// Base ordering score of forcing moves (their hint is added).
const FORCING_BASE: i32 = 1 << 28;
/// Ordering score of the first killer; the second scores one less.
const KILLER_SCORE: i32 = 1 << 27;
/// History scores are halved at the start of each search, so old successes fade.
const HISTORY_AGE_SHIFT: u32 = 1;
/// History scores stay below this, under the killer score.
const HISTORY_MAX: i32 = 1 << 26;
/// Moves picked one at a time by selection before sorting the rest: a cut-off usually comes
/// from one of the first few moves, and a full sort of thousands of Amazons moves is wasted
/// work then.
const SELECTION_PICKS: usize = 6;

/// How often each move slot caused a cut-off, weighted by depth squared.
pub(crate) struct History(Vec<i32>);

impl History {
    pub(crate) fn new(slots: usize) -> Self {
        History(vec![0; slots])
    }

    pub(crate) fn age(&mut self) {
        self.0.iter_mut().for_each(|h| *h >>= HISTORY_AGE_SHIFT);
    }

    pub(crate) fn reward(&mut self, slot: usize, depth: u32) {
        if let Some(h) = self.0.get_mut(slot) {
            let bonus = (depth * depth).min(HISTORY_MAX as u32) as i32;
            *h = (*h + bonus).min(HISTORY_MAX);
        }
    }

    fn score(&self, slot: usize) -> i32 {
        self.0.get(slot).copied().unwrap_or(0)
    }
}

/// Two quiet moves per ply that recently caused cut-offs in sibling positions.
pub(crate) struct Killers<M>(Vec<[Option<M>; 2]>);

impl<M> Default for Killers<M> {
    fn default() -> Self {
        Killers(Vec::new())
    }
}

impl<M: Copy + PartialEq> Killers<M> {
    pub(crate) fn at(&self, ply: usize) -> [Option<M>; 2] {
        self.0.get(ply).copied().unwrap_or([None, None])
    }

    pub(crate) fn record(&mut self, ply: usize, mv: M) {
        if self.0.len() <= ply {
            self.0.resize(ply + 1, [None, None]);
        }
        let slot = &mut self.0[ply];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
    }
}

/// Whether a move's ordering score (from [`order_scores`]) is a quiet move's: not the table
/// move, not forcing, not a killer, so scored by its history alone.
#[inline]
pub(crate) fn is_quiet(score: i32) -> bool {
    score <= HISTORY_MAX
}

/// The ordering score of `mv`.
#[inline]
pub(crate) fn order_scores<M: Copy + PartialEq>(
    mv: M,
    table_move: Option<M>,
    killers: [Option<M>; 2],
    hint: i32,
    history: &History,
    slot: impl Fn(M) -> usize,
) -> i32 {
    if Some(mv) == table_move {
        TABLE_MOVE_SCORE
    } else if hint > 0 {
        FORCING_BASE.saturating_add(hint)
    } else if Some(mv) == killers[0] {
        KILLER_SCORE
    } else if Some(mv) == killers[1] {
        KILLER_SCORE - 1
    } else {
        history.score(slot(mv))
    }
}

/// Moves the best remaining move to `index` and returns it: by selection for the first few
/// picks, then by sorting the rest once.
#[inline]
pub(crate) fn pick_next<M: Copy>(scored: &mut [(i32, M)], index: usize) -> M {
    if index < SELECTION_PICKS {
        let best = (index..scored.len())
            .max_by_key(|&i| scored[i].0)
            .unwrap_or(index);
        scored.swap(index, best);
    } else if index == SELECTION_PICKS {
        scored[index..].sort_unstable_by_key(|s| std::cmp::Reverse(s.0));
    }
    scored[index].1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_history_scored_moves_are_quiet() {
        let mut history = History::new(4);
        for _ in 0..1000 {
            history.reward(1, 64);
        }
        let score = |mv: u32, hint: i32| {
            order_scores(mv, Some(0), [Some(2), Some(3)], hint, &history, |m| {
                m as usize
            })
        };
        assert!(is_quiet(score(1, 0)), "the best history is still quiet");
        assert!(!is_quiet(score(0, 0)), "the table move");
        assert!(!is_quiet(score(1, 4)), "a forcing move");
        assert!(
            !is_quiet(score(2, 0)) && !is_quiet(score(3, 0)),
            "the killers"
        );
    }

    #[test]
    fn picks_in_order() {
        let mut scored: Vec<(i32, u32)> = (0..20).map(|i| ((i * 7919) % 23, i as u32)).collect();
        let mut expected: Vec<i32> = scored.iter().map(|s| s.0).collect();
        expected.sort_unstable_by(|a, b| b.cmp(a));
        let picked: Vec<i32> = (0..scored.len())
            .map(|i| {
                pick_next(&mut scored, i);
                scored[i].0
            })
            .collect();
        assert_eq!(picked, expected);
    }

    #[test]
    fn killers_keep_two_distinct_moves() {
        let mut killers = Killers::default();
        killers.record(3, 'a');
        killers.record(3, 'a');
        killers.record(3, 'b');
        assert_eq!(killers.at(3), [Some('b'), Some('a')]);
        assert_eq!(killers.at(9), [None, None]);
    }
}
