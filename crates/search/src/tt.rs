//! Transposition table: what earlier searches learnt about a position, keyed by its Zobrist
//! hash, so that positions reached by different move orders are searched once.

use crate::score::{from_table, to_table};

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true value is at least the score (a cut-off happened).
    Lower,
    /// The true value is at most the score (no move raised alpha).
    Upper,
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    key: u64,
    /// The best (or refuting) move found.
    pub mv: Option<M>,
    score: i32,
    /// Depth of the search that produced it.
    pub depth: u8,
    /// How to read the score.
    pub bound: Bound,
    generation: u8,
}

impl<M: Copy> Entry<M> {
    /// The score, as seen from a node `ply` plies below the root.
    #[must_use]
    pub fn score(&self, ply: usize) -> i32 {
        from_table(self.score, ply)
    }
}

/// A fixed-size hash table of search results with depth-preferred replacement.
pub struct TranspositionTable<M> {
    entries: Vec<Option<Entry<M>>>,
    generation: u8,
}

impl<M: Copy> TranspositionTable<M> {
    /// A table of about `megabytes` MiB (at least one entry).
    #[must_use]
    pub fn new(megabytes: usize) -> Self {
        let size = (megabytes * 1024 * 1024 / size_of::<Option<Entry<M>>>()).max(1);
        TranspositionTable {
            entries: vec![None; size],
            generation: 0,
        }
    }

    /// Marks the start of a new search: older entries become the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(None);
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        // Multiply-shift maps the key onto any table size without a division.
        ((u128::from(key) * self.entries.len() as u128) >> 64) as usize
    }

    /// The entry for `key`, if stored.
    #[inline]
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.entries[self.slot(key)].filter(|e| e.key == key)
    }

    /// Stores a result found `ply` plies below the root, unless a deeper result of the current
    /// search for another position holds the slot.
    #[inline]
    pub fn store(
        &mut self,
        key: u64,
        mv: Option<M>,
        score: i32,
        depth: u32,
        bound: Bound,
        ply: usize,
    ) {
        let slot = self.slot(key);
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        if let Some(old) = &self.entries[slot] {
            let keep = old.key != key && old.generation == self.generation && old.depth > depth;
            if keep {
                return;
            }
        }
        let mv = mv.or_else(|| {
            self.entries[slot]
                .filter(|e| e.key == key)
                .and_then(|e| e.mv)
        });
        self.entries[slot] = Some(Entry {
            key,
            mv,
            score: to_table(score, ply),
            depth,
            bound,
            generation: self.generation,
        });
    }
}
