//! Checks every game's engine must pass, written once against [`Evaluate`] and run by each
//! game's tests (as `skillgames_core::conformance` does for the rules): the levels take winning
//! moves, play only legal moves, replay under a seed, and are ordered; evaluations are colour
//! symmetric; the windowed search agrees with the search; late-move reductions save nodes.
//! Plus the helpers they share: seeded random positions and colour mirrors.
//!
//! ```
//! use skillgames_search::conformance::{check_moves_legal, random_positions};
//! use skillgames_loa::Loa;
//!
//! assert_eq!(random_positions::<Loa>(1, 5).len(), 5);
//! check_moves_legal::<Loa>(1, 3);
//! ```

use crate::{Decision, Engine, Evaluate, INFINITY, Level, Limits, Searcher, Shape, is_decisive};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use skillgames_core::{Bitboard, Game, Setup, Square};
use std::any::type_name;
use std::time::Duration;

/// Plies after which a random game is abandoned and a new one started (Lines of Action ends
/// in a draw at ply 300; the mirror needs one more ply to spare).
const MAX_PLAYOUT_PLIES: u32 = 200;

/// `count` positions (not finished) taken from seeded uniformly random games from the start.
pub fn random_positions<G: Game>(seed: u64, count: usize) -> Vec<G> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut positions = Vec::with_capacity(count);
    let mut moves = Vec::new();
    while positions.len() < count {
        let mut position = G::start();
        while position.outcome().is_none()
            && position.ply() < MAX_PLAYOUT_PLIES
            && positions.len() < count
        {
            positions.push(position.clone());
            position.legal_moves(&mut moves);
            let mv = moves[rng.random_range(0..moves.len())];
            position.play_unchecked(mv);
        }
    }
    positions
}

/// Positions from seeded random games where the side to move has a move that wins at once,
/// up to `count` of them (at most one per game).
pub fn positions_with_a_winning_move<G: Game>(seed: u64, count: usize) -> Vec<G> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut found = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..count * 20 {
        if found.len() >= count {
            break;
        }
        let mut position = G::start();
        while position.outcome().is_none() && position.ply() < MAX_PLAYOUT_PLIES {
            position.legal_moves(&mut moves);
            if let Some(mv) = winning_moves(&position).first() {
                assert!(position.is_legal(*mv));
                found.push(position.clone());
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            position.play_unchecked(mv);
        }
    }
    found
}

/// Every move that ends the game at once with a win for the side to move (found by playing
/// them all, independently of the engine).
pub fn winning_moves<G: Game>(position: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves.retain(|&mv| {
        let mut child = position.clone();
        child.play_unchecked(mv);
        child
            .outcome()
            .is_some_and(|o| o.winner() == Some(position.turn()))
    });
    moves
}

/// The colour mirror of `position`: the board turned half a turn, the colours swapped, and the
/// other side to move (one more ply played, so that the ply count still says whose turn it
/// is). It is the same position for the other colour, so its evaluation for the side to move
/// is the same.
pub fn mirror<G: Game>(position: &G) -> G {
    let setup = position.setup();
    let turn = |b: Bitboard<G::Geometry>| -> Bitboard<G::Geometry> {
        b.into_iter().map(Square::flip).collect()
    };
    let mirrored = Setup {
        stones: [turn(setup.stones[1]), turn(setup.stones[0])],
        arrows: turn(setup.arrows),
        turn: setup.turn.opponent(),
        quiet: setup.quiet,
        ply: setup.ply + 1,
    };
    G::from_setup(mirrored).expect("the mirror of a position is a position")
}

/// Table size of the test engines (small: they are created by the hundred).
const TABLE_MB: usize = 1;

/// Time a level may think in the legality test: short, so that deep levels are interrupted
/// mid-iteration as often as not.
const LEGALITY_TIME: Duration = Duration::from_millis(2);

/// `level` limited by depth alone (its time budget made irrelevant), so that it is
/// deterministic: at most `depth` plies.
pub fn depth_limited(level: &Level, depth: u32) -> Level {
    Level {
        depth: level.depth.min(depth),
        time: Duration::from_secs(600),
        ..*level
    }
}

/// In positions from random games where the side to move can win at once, every level (with
/// several seeds) plays a winning move, and says so.
pub fn check_winning_move_taken<G: Evaluate>(seed: u64) {
    let positions = positions_with_a_winning_move::<G>(seed, 6);
    assert!(
        positions.len() >= 3,
        "too few test positions for {}",
        type_name::<G>()
    );
    for position in &positions {
        let winners = winning_moves(position);
        for level in G::levels() {
            for game_seed in 0..4 {
                let mut engine = Engine::<G>::new(game_seed, TABLE_MB);
                let choice = engine
                    .choose(position, level, None, None, &mut |_| {})
                    .expect("a move");
                assert!(
                    winners.contains(&choice.mv),
                    "{}: {} played {} instead of a winning move in {position}",
                    type_name::<G>(),
                    level.name,
                    choice.mv
                );
                assert_eq!(choice.decision, Decision::Winning);
            }
        }
    }
}

/// Every level, interrupted by a very short time budget as often as not, plays a legal move in
/// `count` positions from random games; so does the node-limited analysis search.
pub fn check_moves_legal<G: Evaluate>(seed: u64, count: usize) {
    let positions = random_positions::<G>(seed, count);
    let mut engines: Vec<Engine<G>> = (0..G::levels().len())
        .map(|i| Engine::new(seed + i as u64, TABLE_MB))
        .collect();
    for position in &positions {
        for (level, engine) in G::levels().iter().zip(&mut engines) {
            let choice = engine
                .choose(position, level, Some(LEGALITY_TIME), None, &mut |_| {})
                .expect("a move in an unfinished position");
            assert!(
                position.is_legal(choice.mv),
                "{}: {} chose the illegal {} in {position}",
                type_name::<G>(),
                level.name,
                choice.mv
            );
        }
    }
    // The node-limited analysis search too, including limits too small to finish depth 1.
    let mut engine = Engine::<G>::new(seed, TABLE_MB);
    for (index, position) in positions.iter().enumerate().step_by(7) {
        let limits = Limits::nodes(1 + (index as u64 * 37) % 2000);
        let result = engine.search(position, limits, None, &mut |_| {});
        assert!(position.is_legal(result.best.expect("a move")));
    }
}

/// Under depth and node limits the engine replays exactly for a seed.
pub fn check_seeded_replay<G: Evaluate>(seed: u64) {
    let positions = random_positions::<G>(seed, 8);
    for level in G::levels() {
        let level = depth_limited(level, 2);
        let play = || {
            let mut engine = Engine::<G>::new(seed, TABLE_MB);
            positions
                .iter()
                .map(|p| {
                    engine
                        .choose(p, &level, None, None, &mut |_| {})
                        .unwrap()
                        .mv
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(
            play(),
            play(),
            "{} {} is not deterministic",
            type_name::<G>(),
            level.name
        );
    }
    for position in positions.iter().take(4) {
        let search = || {
            Engine::<G>::new(seed, TABLE_MB)
                .search(position, Limits::nodes(3000), None, &mut |_| {})
                .best
        };
        assert_eq!(search(), search());
    }
}

/// Plays `games` games of `strong` against `weak` (colours alternated, each pair from the
/// same two random opening plies) and returns the strong side's points (draws count half).
pub fn ladder_points<G: Evaluate>(strong: &Level, weak: &Level, games: u32, seed: u64) -> f64 {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut points = 0.0;
    let mut moves = Vec::new();
    let mut opening = G::start();
    for game in 0..games {
        if game % 2 == 0 {
            opening = G::start();
            for _ in 0..2 {
                opening.legal_moves(&mut moves);
                opening.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
        }
        let strong_colour = if game % 2 == 0 {
            opening.turn()
        } else {
            opening.turn().opponent()
        };
        let mut engines = [
            Engine::<G>::new(seed + u64::from(game), TABLE_MB),
            Engine::<G>::new(seed + 100 + u64::from(game), TABLE_MB),
        ];
        let mut position = opening.clone();
        while position.outcome().is_none() {
            let strong_to_move = position.turn() == strong_colour;
            let (engine, level) = if strong_to_move {
                (&mut engines[0], strong)
            } else {
                (&mut engines[1], weak)
            };
            let mv = engine
                .choose(&position, level, None, None, &mut |_| {})
                .unwrap()
                .mv;
            position.play(mv);
        }
        points += match position.outcome().and_then(|o| o.winner()) {
            Some(winner) if winner == strong_colour => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    points
}

/// A position and its colour mirror (board turned, colours and turn swapped) are the same
/// position for the other colour: the evaluation for the side to move is the same, so from
/// White's side the two scores are opposite. Where the game says its noisy moves are hinted
/// ([`Evaluate::NOISY_MOVES_HINTED`]), each has a positive hint; and the unordered listing
/// ([`Evaluate::noisy_moves_unordered`]) holds the same moves.
pub fn check_evaluation_symmetric<G: Evaluate>(seed: u64) {
    for position in random_positions::<G>(seed, 300) {
        let mirrored = mirror(&position);
        assert_ne!(position.turn(), mirrored.turn());
        assert_eq!(
            position.evaluate(),
            mirrored.evaluate(),
            "{}: {position} and its mirror {mirrored}",
            type_name::<G>()
        );
        let mut noisy = Vec::new();
        let mut mirrored_noisy = Vec::new();
        position.noisy_moves(&mut noisy);
        mirrored.noisy_moves(&mut mirrored_noisy);
        assert_eq!(noisy.len(), mirrored_noisy.len());
        // The unordered listing the main search uses holds the same moves.
        let mut unordered = Vec::new();
        position.noisy_moves_unordered(&mut unordered);
        assert!(
            unordered.len() == noisy.len()
                && unordered.iter().all(|mv| noisy.contains(mv))
                && noisy.iter().all(|mv| unordered.contains(mv)),
            "{}: the unordered noisy moves of {position} differ from the noisy moves",
            type_name::<G>()
        );
        if G::NOISY_MOVES_HINTED {
            for &mv in &noisy {
                assert!(
                    position.move_hint(mv) > 0,
                    "{}: the noisy move {mv} of {position} has no hint",
                    type_name::<G>()
                );
            }
        }
    }
}

/// The levels are ordered, easiest first: randomness falls and depth rises from one to the
/// next, and the top level never plays at random.
pub fn check_levels_ordered<G: Evaluate>() {
    let levels = G::levels();
    let top = levels.last().expect("at least one level");
    assert_eq!(
        top.random_per_mille, 0,
        "the top level never plays at random"
    );
    for pair in levels.windows(2) {
        assert!(pair[0].random_per_mille >= pair[1].random_per_mille);
        assert!(pair[0].depth <= pair[1].depth);
    }
}

/// A stop flag ends a search at once: one already set gives the statically best move without
/// finishing an iteration, and one set after the first iteration (from the progress report,
/// as a browser's cancel would) ends the search long before its depth.
pub fn check_stop_flag<G: Evaluate>() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let position = G::start();
    let stop = AtomicBool::new(true);
    let result =
        Engine::<G>::new(1, 1).search(&position, Limits::depth(8), Some(&stop), &mut |_| {});
    assert!(position.is_legal(result.best.expect("a move")));
    assert_eq!(result.depth, 0, "{}", type_name::<G>());

    let stop = AtomicBool::new(false);
    let result =
        Engine::<G>::new(1, 1).search(&position, Limits::depth(60), Some(&stop), &mut |_| {
            stop.store(true, Ordering::Relaxed)
        });
    assert!(position.is_legal(result.best.expect("a move")));
    assert!(
        (1..60).contains(&result.depth),
        "{}: depth {}",
        type_name::<G>(),
        result.depth
    );
}

/// Depth of the windowed search's checks: enough for a tree with cuts, quick on every board.
const WINDOW_CHECK_DEPTH: u32 = 2;
/// Random positions the windowed search is checked on.
const WINDOW_CHECK_POSITIONS: usize = 6;

/// The windowed search agrees with the search over the same tree (the top level's shape
/// without reductions and pruning, as the proofs search; each question asked of a fresh
/// engine): over
/// every move with the whole window it finds the search's move and score; a null window just
/// under that score fails high and one at it fails low; without the best move, the rest are
/// no better, and null windows around their best bound them both ways; with every move left
/// out there is nothing to search.
pub fn check_window_search<G: Evaluate>(seed: u64) {
    let name = type_name::<G>();
    let depth = WINDOW_CHECK_DEPTH;
    // The windowed search's tree: the top level's, without reductions and pruning.
    let top = G::levels().last().expect("at least one level").shape();
    let proof_shape = Shape {
        reductions: false,
        pruning: false,
        ..top
    };
    for position in random_positions::<G>(seed, WINDOW_CHECK_POSITIONS) {
        let full = Searcher::<G>::new(1).search(
            &position,
            Limits::depth(depth),
            proof_shape,
            None,
            &mut |_| {},
        );
        // A win found early ends the search's iterations before the depth: not comparable.
        if is_decisive(full.score) {
            continue;
        }
        let window = |excluded: &[G::Move], window: (i32, i32)| {
            Engine::<G>::new(1, 1).search_window(&position, excluded, depth, window, None)
        };
        let all = window(&[], (-INFINITY, INFINITY));
        assert_eq!((all.best, all.score), (full.best, full.score), "{name}");
        assert!(all.complete);
        let score = full.score;
        assert!(
            window(&[], (score - 1, score)).score >= score,
            "{name}: fails high"
        );
        assert!(
            window(&[], (score, score + 1)).score <= score,
            "{name}: fails low"
        );
        let best = full.best.expect("a move");
        let rest = window(&[best], (-INFINITY, INFINITY));
        assert!(rest.score <= score, "{name}: the rest are no better");
        if let Some(second) = rest.best {
            assert_ne!(second, best);
            let high = window(&[best], (rest.score - 1, rest.score));
            assert!(high.score >= rest.score && high.best.is_some(), "{name}");
            assert!(window(&[best], (rest.score, rest.score + 1)).score <= rest.score);
        }
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let none = window(&moves, (-INFINITY, INFINITY));
        assert_eq!((none.best, none.score), (None, -INFINITY), "{name}");
    }
}

/// Depth of the reductions and pruning checks: deep enough for moves to be reduced (from
/// three plies left) and for aspiration windows (from four).
const REDUCTION_CHECK_DEPTH: u32 = 4;
/// Random positions the reductions check searches...
const REDUCTION_CHECK_POSITIONS: usize = 3;
/// ...out of this many.
const REDUCTION_CHECK_SAMPLE: usize = 20;

/// The positions with the fewest moves of a larger random sample: a full-width search four
/// plies deep from an Amazons opening would take minutes in a debug build.
fn narrow_positions<G: Evaluate>(seed: u64) -> Vec<G> {
    let mut positions = random_positions::<G>(seed, REDUCTION_CHECK_SAMPLE);
    let mut moves = Vec::new();
    positions.sort_by_cached_key(|position| {
        position.legal_moves(&mut moves);
        moves.len()
    });
    positions.truncate(REDUCTION_CHECK_POSITIONS);
    positions
}

/// The top level's search with late-move reductions (whether or not the level uses them)
/// visits fewer nodes than without, still plays legal moves, and still takes a win in one.
pub fn check_reductions<G: Evaluate>(seed: u64) {
    let name = type_name::<G>();
    let top = G::levels().last().expect("at least one level").shape();
    let reduced = Shape {
        reductions: true,
        ..top
    };
    let full = Shape {
        reductions: false,
        ..top
    };
    let search = |position: &G, shape: Shape| {
        Searcher::<G>::new(1).search(
            position,
            Limits::depth(REDUCTION_CHECK_DEPTH),
            shape,
            None,
            &mut |_| {},
        )
    };
    let (mut with, mut without) = (0, 0);
    for position in narrow_positions::<G>(seed) {
        let a = search(&position, reduced);
        let b = search(&position, full);
        assert!(position.is_legal(a.best.expect("a move")), "{name}");
        with += a.nodes;
        without += b.nodes;
    }
    assert!(
        with < without,
        "{name}: {with} nodes reduced, {without} not"
    );
    for position in positions_with_a_winning_move::<G>(seed, 3) {
        let best = search(&position, reduced).best.expect("a move");
        assert!(winning_moves(&position).contains(&best), "{name}");
    }
}

/// The top level's search with reverse futility pruning and aspiration windows
/// ([`Shape::pruning`], whether or not the level uses them) still plays legal moves and takes
/// a win in one. Unlike reductions, it need not save nodes in every small sample: a window
/// that fails is searched again, which in a four-ply search from a few end-game positions can
/// cost more than it saves; the savings are measured by `skillgames bench`
/// (`docs/performance.md`) and the strength by matches. A game's late-move pruning
/// ([`Evaluate::LATE_MOVES`], part of the same shape) must save nodes: the same searches
/// without it visit more.
pub fn check_pruning<G: Evaluate>(seed: u64) {
    let name = type_name::<G>();
    let top = G::levels().last().expect("at least one level").shape();
    let pruning = Shape {
        pruning: true,
        ..top
    };
    let searched = |position: &G, late_moves| {
        let mut searcher = Searcher::<G>::new(1);
        searcher.set_late_moves(late_moves);
        searcher.search(
            position,
            Limits::depth(REDUCTION_CHECK_DEPTH),
            pruning,
            None,
            &mut |_| {},
        )
    };
    let search = |position: &G| searched(position, G::LATE_MOVES).best.expect("a move");
    let (mut with, mut without) = (0, 0);
    for position in narrow_positions::<G>(seed) {
        let result = searched(&position, G::LATE_MOVES);
        assert!(position.is_legal(result.best.expect("a move")), "{name}");
        with += result.nodes;
        without += searched(&position, None).nodes;
    }
    if G::LATE_MOVES.is_some() {
        assert!(
            with < without,
            "{name}: {with} nodes with late-move pruning, {without} without"
        );
    }
    for position in positions_with_a_winning_move::<G>(seed, 3) {
        assert!(
            winning_moves(&position).contains(&search(&position)),
            "{name}"
        );
    }
}

/// The engine checks of one game type, as a test module: `engine_tests!(name: Type, seed,
/// positions; ...)` with a seed of its own and the number of random positions the legality
/// check plays through.
#[macro_export]
macro_rules! engine_tests {
    ($($module:ident: $game:ty, $seed:expr, $positions:expr;)*) => {$(
        mod $module {
            use $crate::conformance as check;

            #[test]
            fn winning_move_is_always_taken() {
                check::check_winning_move_taken::<$game>($seed);
            }

            #[test]
            fn every_move_is_legal() {
                check::check_moves_legal::<$game>($seed, $positions);
            }

            #[test]
            fn choices_repeat_for_a_seed() {
                check::check_seeded_replay::<$game>($seed);
            }

            #[test]
            fn a_stop_flag_ends_the_search() {
                check::check_stop_flag::<$game>();
            }

            #[test]
            fn the_windowed_search_agrees_with_the_search() {
                check::check_window_search::<$game>($seed);
            }

            #[test]
            fn levels_are_ordered() {
                check::check_levels_ordered::<$game>();
            }

            #[test]
            fn reductions_save_nodes() {
                check::check_reductions::<$game>($seed);
            }

            #[test]
            fn pruning_keeps_play_sound() {
                check::check_pruning::<$game>($seed);
            }
        }
    )*};
}
