//! The generator: games between levels of the engine from random openings, the positions
//! right after their mistakes, and the winning side's line from each, kept when every move of
//! the solver's is the only good one (see the crate docs for the method). Deterministic for a
//! seed: the players are depth-limited levels without their time budgets, the judge and the
//! verifier search to fixed depths, and every random choice comes from the seed.

use crate::verify::{DEEP_MARGIN, analyse, best_reply, prove, rules_at};
use crate::{
    DEEP_EXTRA, Difficulty, MAX_MOVES, MAX_SOLVER_MOVES, MISTAKE_SWING, NOT_LOST, Puzzle,
    UNIQUE_MARGIN, WINNING, chances, generation_depth, rating, solver_choice, verification_depth,
};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use skillgames_catalogue::StartSession;
use skillgames_play::{Level, Rules, ThemeLine, Variant};
use skillgames_search::{Go, Session};
use std::collections::HashSet;
use std::time::{Duration, Instant};

/// Levels deeper than this are searched by time (iterative deepening) and would make a game
/// depend on the machine: they do not play.
pub const MAX_PLAYER_DEPTH: u32 = 8;
/// Random plies of an opening, at least.
pub const OPENING_MIN: u32 = 2;
/// Random plies of an opening, at most.
pub const OPENING_MAX: u32 = 6;
/// Plies of a game at most.
pub const MAX_PLIES: u32 = 160;
/// The players' time budget, so long that only their depth limits them.
const NO_TIME_LIMIT: Duration = Duration::from_secs(3600);

/// What to generate.
#[derive(Clone, Copy, Debug)]
pub struct Request {
    /// The game and board.
    pub variant: Variant,
    /// Puzzles wanted.
    pub count: usize,
    /// The seed of the openings, the pairings and the players' random moves.
    pub seed: u64,
    /// Games played at most, whatever was found.
    pub max_games: usize,
    /// Time to generate for at most (checked between plies): the puzzles found are then the
    /// first of the seed's sequence, how many depends on the machine. `None`: no limit.
    pub time_limit: Option<Duration>,
}

/// What a generation did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Games played.
    pub games: usize,
    /// Plies played (each judged).
    pub plies: usize,
    /// Positions after a mistake.
    pub candidates: usize,
    /// Puzzles kept.
    pub puzzles: usize,
    /// Time taken.
    pub elapsed: Duration,
    /// Of it, the time spent solving candidates (the rest plays and judges the games).
    pub solving: Duration,
}

impl Stats {
    /// Puzzles an hour at this pace.
    #[must_use]
    pub fn per_hour(&self) -> f64 {
        self.puzzles as f64 * 3600.0 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Generates puzzles as `request` asks, calling `on_puzzle` with each as it is found.
///
/// # Errors
/// When a search or the rules fail (they should not).
pub fn generate(
    request: &Request,
    mut on_puzzle: impl FnMut(&Puzzle, &Stats),
) -> Result<(Vec<Puzzle>, Stats), String> {
    let start = Instant::now();
    let variant = request.variant;
    let game = variant.game();
    let levels: Vec<&'static Level> = game
        .levels
        .iter()
        .filter(|l| l.depth <= MAX_PLAYER_DEPTH)
        .collect();
    if levels.is_empty() {
        return Err(format!("{variant} has no depth-limited level to play"));
    }
    let mut rng = Pcg64Mcg::seed_from_u64(request.seed);
    let mut stats = Stats::default();
    let mut puzzles = Vec::new();
    let mut seen = HashSet::new();
    let scale = game.marks.scale;
    let depth = generation_depth(variant);
    let out_of_time = || {
        request
            .time_limit
            .is_some_and(|limit| start.elapsed() >= limit)
    };
    while puzzles.len() < request.count && stats.games < request.max_games && !out_of_time() {
        stats.games += 1;
        let pairing = [
            levels[rng.random_range(0..levels.len())],
            levels[rng.random_range(0..levels.len())],
        ];
        let seeds: [u64; 2] = [rng.random(), rng.random()];
        let plies = rng.random_range(OPENING_MIN..=OPENING_MAX);
        let mut rules = random_opening(variant, plies, &mut rng)?;
        let fen = rules.fen();
        let mut players = [session(variant, &fen)?, session(variant, &fen)?];
        let mut judge = session(variant, &fen)?;
        let mut before = judge_score(judge.as_mut(), &fen, depth)?;
        let mut seeded = [false; 2];
        for _ in 0..MAX_PLIES {
            if rules.outcome().is_some() || out_of_time() {
                break;
            }
            let side = rules.turn().index();
            let player = players[side].as_mut();
            player
                .set_position(&rules.fen())
                .map_err(|e| e.to_string())?;
            let reply = player
                .go(
                    &Go::Level {
                        name: pairing[side].name.to_owned(),
                        movetime: Some(NO_TIME_LIMIT),
                        seed: (!seeded[side]).then_some(seeds[side]),
                    },
                    None,
                    &mut |_| {},
                )
                .map_err(|e| e.to_string())?;
            seeded[side] = true;
            rules.play_move(&reply.mv).map_err(|e| e.to_string())?;
            stats.plies += 1;
            if rules.outcome().is_some() {
                break;
            }
            let fen = rules.fen();
            let after = judge_score(judge.as_mut(), &fen, depth)?;
            let (was, now) = (chances(before, scale), chances(after, scale));
            // The mover's chances went from `was` to `-now`.
            if was >= NOT_LOST
                && was + now >= MISTAKE_SWING
                && now >= WINNING
                && seen.insert(fen.clone())
            {
                stats.candidates += 1;
                let id = format!(
                    "{}-{}-{}-{}",
                    game.name,
                    variant.size(),
                    request.seed,
                    puzzles.len()
                );
                let solving = Instant::now();
                let solved = solve(variant, &fen, id)?;
                stats.solving += solving.elapsed();
                if let Some(puzzle) = solved {
                    stats.puzzles += 1;
                    stats.elapsed = start.elapsed();
                    on_puzzle(&puzzle, &stats);
                    puzzles.push(puzzle);
                    if puzzles.len() >= request.count {
                        break;
                    }
                }
            }
            before = after;
        }
    }
    stats.elapsed = start.elapsed();
    Ok((puzzles, stats))
}

/// A fresh session at `fen`.
fn session(variant: Variant, fen: &str) -> Result<Box<dyn Session>, String> {
    variant.session(Some(fen)).map_err(|e| e.to_string())
}

/// The judge's score of `fen` for the side to move, at `depth`.
fn judge_score(judge: &mut dyn Session, fen: &str, depth: u32) -> Result<i32, String> {
    judge.set_position(fen).map_err(|e| e.to_string())?;
    Ok(judge
        .go(&Go::Depth(depth), None, &mut |_| {})
        .map_or(0, |reply| reply.score))
}

/// The puzzle at `fen` (the solver to move), if its best line has a first move that is the
/// only good one at the verification depth.
///
/// Each move of the solver's is the first that wins at once, else the search's choice at the
/// verification depth; the line stops where no legal move can fail ([`solver_choice`]: a single
/// legal move, or every one wins at once); a move is kept when [`prove`] shows it the only good one
/// by [`UNIQUE_MARGIN`] at that depth and one ply deeper (so that the margin is not the odd-even
/// swing of a search), and passes the deep check (still winning and [`DEEP_MARGIN`] ahead
/// [`DEEP_EXTRA`] plies deeper, what `verify --deep` asks). Those proofs are null-window searches,
/// which refute most candidates within a few nodes; only a kept move pays for [`analyse`] (every
/// move's exact score), which must agree, and gives the margin the puzzle records.
///
/// # Errors
/// When a search or the rules fail.
pub fn solve(variant: Variant, fen: &str, id: String) -> Result<Option<Puzzle>, String> {
    let depth = verification_depth(variant);
    let mut game = rules_at(variant, fen)?;
    let mut line: Vec<String> = Vec::new();
    // Per move of the solver's: its margin, and whether it wins at once.
    let mut found: Vec<(i32, bool)> = Vec::new();
    while found.len() < MAX_SOLVER_MOVES {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.legal_moves();
        if moves.len() > MAX_MOVES {
            break;
        }
        let here = game.fen();
        let winning = first_winning(game.as_ref(), &moves)?;
        let best = match &winning {
            Some(mv) => mv.clone(),
            None => best_reply(variant, &here, depth)?.0,
        };
        // A step where no move can fail is no puzzle (the same check as the verifier's).
        if solver_choice(game.as_ref(), &best).is_err() {
            break;
        }
        // Cheapest first: the proofs at the depth and one deeper, then the deep check's.
        if winning.is_none()
            && !(prove(variant, &here, &best, depth, UNIQUE_MARGIN)?.holds
                && prove(variant, &here, &best, depth + 1, UNIQUE_MARGIN)?.holds
                && prove(variant, &here, &best, depth + DEEP_EXTRA, DEEP_MARGIN)?.holds)
        {
            break;
        }
        let Some(analysis) = analyse(variant, &here, depth, MAX_MOVES)? else {
            break;
        };
        if !analysis.accepts(&best) {
            break;
        }
        found.push((analysis.margin(), winning.is_some()));
        game.play_move(&best).map_err(|e| e.to_string())?;
        line.push(best);
        if game.outcome().is_some() {
            break;
        }
        let (reply, _) = best_reply(variant, &game.fen(), depth)?;
        game.play_move(&reply).map_err(|e| e.to_string())?;
        line.push(reply);
        if game.outcome().is_some() {
            // The opponent's reply ended the game: the last move of the solver's did not
            // keep it won.
            line.truncate(line.len() - 2);
            found.pop();
            break;
        }
    }
    if line.len().is_multiple_of(2) {
        line.pop();
    }
    if line.is_empty() {
        return Ok(None);
    }
    let difficulty = measure(variant, fen, &line)?;
    let themes = skillgames_catalogue::THEMES.of(&ThemeLine {
        variant,
        start: fen,
        moves: &line,
    });
    Ok(Some(Puzzle {
        id,
        game: variant.game().name.to_owned(),
        size: variant.size(),
        fen: fen.to_owned(),
        moves: line,
        themes,
        rating: rating(&difficulty),
        margin: found
            .iter()
            .filter(|f| !f.1)
            .map(|f| f.0)
            .min()
            .or_else(|| found.iter().map(|f| f.0).min())
            .unwrap_or(0),
        depth,
    }))
}

/// How hard the engine found the line `moves` from `fen` (see [`Difficulty`]): for each move of
/// the solver's, its legal moves and the shallowest search that chooses it.
///
/// # Errors
/// When a search or the rules fail.
pub fn measure(variant: Variant, fen: &str, moves: &[String]) -> Result<Difficulty, String> {
    let depth = verification_depth(variant);
    let mut game = rules_at(variant, fen)?;
    let mut difficulty = Difficulty::default();
    for (index, mv) in moves.iter().enumerate() {
        if index % 2 == 0 {
            let here = game.fen();
            let wins_now = wins_at_once(variant, &here, mv)?;
            let (needed, nodes) = needed(variant, &here, mv, wins_now, depth)?;
            difficulty.choices.push(game.legal_moves().len());
            difficulty.depths.push(needed);
            difficulty.nodes.push(nodes);
        }
        game.play_move(mv).map_err(|e| e.to_string())?;
    }
    Ok(difficulty)
}

/// The shallowest search (depth 1, 2, ... up to `depth`) that chooses `mv` at `fen` (any
/// move that wins at once, when `mv` does), with its nodes; one ply past `depth` and twice
/// the deepest search's nodes when none does.
fn needed(
    variant: Variant,
    fen: &str,
    mv: &str,
    wins_now: bool,
    depth: u32,
) -> Result<(u32, u64), String> {
    let mut last = 0;
    for d in 1..=depth {
        let (choice, nodes) = best_reply(variant, fen, d)?;
        last = nodes;
        let chosen = choice == mv || (wins_now && wins_at_once(variant, fen, &choice)?);
        if chosen {
            return Ok((d, nodes));
        }
    }
    Ok((depth + 1, last.saturating_mul(2)))
}

/// The first of `moves` (in the rules' order) that wins at once.
fn first_winning(game: &dyn Rules, moves: &[String]) -> Result<Option<String>, String> {
    let mover = game.turn();
    for mv in moves {
        let mut trial = game.clone_rules();
        trial.play_move(mv).map_err(|e| e.to_string())?;
        if trial.outcome().is_some_and(|e| e.winner == Some(mover)) {
            return Ok(Some(mv.clone()));
        }
    }
    Ok(None)
}

/// Whether `mv` wins at once at `fen`.
fn wins_at_once(variant: Variant, fen: &str, mv: &str) -> Result<bool, String> {
    let mut game = rules_at(variant, fen)?;
    let mover = game.turn();
    game.play_move(mv).map_err(|e| e.to_string())?;
    Ok(game.outcome().is_some_and(|e| e.winner == Some(mover)))
}

/// A random opening of `plies` plies that do not end the game, each drawn uniformly from the
/// quietest moves available (as the match arena draws them): in games whose opening policy
/// asks for quiet moves, moves that remove nothing and leave the opponent no removal if
/// there are such, else moves that remove nothing, else any.
fn random_opening(
    variant: Variant,
    plies: u32,
    rng: &mut Pcg64Mcg,
) -> Result<Box<dyn Rules>, String> {
    let mut game = variant.rules(None).map_err(|e| e.to_string())?;
    let quiet = variant.game().opening.quiet_moves;
    for _ in 0..plies {
        let mut classes: [Vec<Box<dyn Rules>>; 3] = Default::default();
        for mv in game.legal_moves() {
            let mut trial = game.clone_rules();
            let removed = !trial
                .play_move(&mv)
                .map_err(|e| e.to_string())?
                .effects
                .removals
                .is_empty();
            if trial.outcome().is_some() {
                continue;
            }
            let class = if !quiet {
                0
            } else if removed {
                2
            } else if allows_removal(trial.as_ref())? {
                1
            } else {
                0
            };
            classes[class].push(trial);
        }
        let Some(class) = classes.iter_mut().find(|c| !c.is_empty()) else {
            break;
        };
        game = class.swap_remove(rng.random_range(0..class.len()));
    }
    Ok(game)
}

/// Whether the side to move has a move that removes a piece.
fn allows_removal(game: &dyn Rules) -> Result<bool, String> {
    for mv in game.legal_moves() {
        let mut trial = game.clone_rules();
        if !trial
            .play_move(&mv)
            .map_err(|e| e.to_string())?
            .effects
            .removals
            .is_empty()
        {
            return Ok(true);
        }
    }
    Ok(false)
}
