//! A maximum matching of a general graph (Edmonds' blossom algorithm): whether the players of
//! a round can all be paired under the rules at all, when the search in the Dutch order gave up.
//! Each search for an augmenting path costs at most O(V²) besides the edges, and it starts from
//! a greedy matching, so a round of a thousand players is matched in milliseconds.

use std::collections::VecDeque;

const NONE: usize = usize::MAX;

/// A maximum matching of the graph with `adjacent[v]` the neighbours of `v` (each edge listed
/// from both ends): `mate[v]` is `v`'s partner, or `None`.
#[must_use]
pub(super) fn maximum(adjacent: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = adjacent.len();
    let mut search = Search {
        adjacent,
        mate: vec![NONE; n],
        parent: vec![NONE; n],
        base: (0..n).collect(),
        used: vec![false; n],
        blossom: vec![false; n],
        queue: VecDeque::new(),
    };
    // Greedy first: most vertices are matched without any search.
    for (v, neighbours) in adjacent.iter().enumerate() {
        if search.mate[v] == NONE
            && let Some(&u) = neighbours
                .iter()
                .find(|&&u| search.mate[u] == NONE && u != v)
        {
            search.mate[v] = u;
            search.mate[u] = v;
        }
    }
    for root in 0..n {
        if search.mate[root] == NONE {
            let end = search.augmenting_path(root);
            search.augment(end);
        }
    }
    search
        .mate
        .into_iter()
        .map(|m| (m != NONE).then_some(m))
        .collect()
}

struct Search<'a> {
    adjacent: &'a [Vec<usize>],
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
    queue: VecDeque<usize>,
}

impl Search<'_> {
    /// The lowest common ancestor of `a` and `b` in the alternating tree (by blossom bases).
    fn common_base(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.mate.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    /// The free vertex at the end of an augmenting path from `root`, if there is one.
    fn augmenting_path(&mut self, root: usize) -> usize {
        let n = self.mate.len();
        self.used.fill(false);
        self.parent.fill(NONE);
        for (i, base) in self.base.iter_mut().enumerate() {
            *base = i;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for &to in &self.adjacent[v] {
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let current = self.common_base(v, to);
                    self.blossom.fill(false);
                    self.mark_path(v, current, to);
                    self.mark_path(to, current, v);
                    for i in 0..n {
                        if self.blossom[self.base[i]] {
                            self.base[i] = current;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push_back(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return to;
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    self.queue.push_back(next);
                }
            }
        }
        NONE
    }

    fn augment(&mut self, mut end: usize) {
        while end != NONE {
            let previous = self.parent[end];
            let further = self.mate[previous];
            self.mate[end] = previous;
            self.mate[previous] = end;
            end = further;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut adjacent = vec![Vec::new(); n];
        for &(a, b) in edges {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
        adjacent
    }

    fn size(mate: &[Option<usize>]) -> usize {
        mate.iter().filter(|m| m.is_some()).count() / 2
    }

    #[test]
    fn an_odd_cycle_with_a_tail_is_matched_through_its_blossom() {
        // A triangle 0-1-2 with tails 2-3 and 0-4, 4-5: greedy takes 0-1, 2-3 and leaves 4, 5
        // only if it has to; the blossom search finds the perfect matching anyway.
        let adjacent = graph(6, &[(0, 1), (1, 2), (2, 0), (2, 3), (0, 4), (4, 5)]);
        let mate = maximum(&adjacent);
        assert_eq!(size(&mate), 3);
        for (v, m) in mate.iter().enumerate() {
            let m = m.unwrap();
            assert_eq!(mate[m], Some(v));
            assert!(adjacent[v].contains(&m));
        }
    }

    #[test]
    fn a_star_matches_once() {
        let adjacent = graph(4, &[(0, 1), (0, 2), (0, 3)]);
        assert_eq!(size(&maximum(&adjacent)), 1);
    }

    #[test]
    fn the_petersen_graph_has_a_perfect_matching() {
        let outer = (0..5).map(|i| (i, (i + 1) % 5));
        let spokes = (0..5).map(|i| (i, i + 5));
        let inner = (0..5).map(|i| (5 + i, 5 + (i + 2) % 5));
        let edges: Vec<_> = outer.chain(spokes).chain(inner).collect();
        assert_eq!(size(&maximum(&graph(10, &edges))), 5);
    }
}
