//! Playing the match: the openings drawn up front from the seed, then the games handed out to
//! worker threads, each game refereed here between two seats.

use super::external::ExternalSeat;
use super::openings::opening;
use super::seat::{LevelSeat, Seat};
use super::spec::{Contestant, MatchSpec};
use super::stats::{GameResult, Tally};
use anyhow::Result;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use skillgames_catalogue::StartSession;
use skillgames_core::Player;
use skillgames_play::Ending;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// Longest game played before it is called a draw: no game lasts this long under the rules
/// (Archimedes' quiet rule, the finite Amazons board, the 300-ply Lines of Action limit), so it
/// only guards against a broken external engine.
const MAX_PLIES: u32 = 4000;

/// One finished game, as reported to the caller.
#[derive(Clone, Debug)]
pub struct Finished {
    /// Index of the game in the match.
    pub index: usize,
    /// The result from A's side.
    pub result: GameResult,
    /// Whether A had White.
    pub a_was_white: bool,
    /// Plies played after the opening.
    pub plies: u32,
    /// Whether a player forfeited.
    pub forfeit: bool,
}

/// Plays the whole match, calling `on_game` as each game finishes (in finishing order).
///
/// # Errors
/// When a player cannot be started, or an opening cannot be made.
pub fn play_match(spec: &MatchSpec, mut on_game: impl FnMut(&Finished, &Tally)) -> Result<Tally> {
    // All openings before any game, from one generator, so that they do not depend on which
    // worker plays which game.
    let mut rng = Pcg64Mcg::seed_from_u64(spec.seed);
    let pairs = spec.games.div_ceil(2);
    let openings: Vec<String> = (0..pairs)
        .map(|_| opening(spec.variant, spec.opening_plies, &mut rng))
        .collect::<Result<_>>()?;
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel::<Result<Finished>>();
    let mut tally = Tally::default();
    std::thread::scope(|scope| -> Result<()> {
        for _ in 0..spec.jobs.clamp(1, spec.games.max(1)) {
            let sender = sender.clone();
            let (next, openings) = (&next, &openings);
            scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= spec.games {
                        break;
                    }
                    let a_is_white = index % 2 == 0;
                    let seed = spec
                        .seed
                        .wrapping_mul(0x9E37_79B9)
                        .wrapping_add(index as u64);
                    let finished = play_game(spec, &openings[index / 2], a_is_white, seed).map(
                        |(result, plies, forfeit)| Finished {
                            index,
                            result,
                            a_was_white: a_is_white,
                            plies,
                            forfeit,
                        },
                    );
                    if sender.send(finished).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for finished in receiver {
            let finished = finished?;
            tally.add(
                finished.result,
                finished.a_was_white,
                finished.plies,
                finished.forfeit,
            );
            on_game(&finished, &tally);
        }
        Ok(())
    })?;
    Ok(tally)
}

/// Plays one game from `fen`; returns the outcome from A's side, the plies, and whether it
/// ended by a forfeit. The seats end with the game (an external engine is stopped then).
fn play_game(
    spec: &MatchSpec,
    fen: &str,
    a_is_white: bool,
    seed: u64,
) -> Result<(GameResult, u32, bool)> {
    let mut referee = spec.variant.session(Some(fen))?;
    let mut a = seat(&spec.a, spec, fen)?;
    let mut b = seat(&spec.b, spec, fen)?;
    let start_ply = referee.ply();
    loop {
        let plies = referee.ply() - start_ply;
        if let Some(outcome) = referee.outcome() {
            return Ok((from_a(&outcome, a_is_white), plies, false));
        }
        if plies >= MAX_PLIES {
            return Ok((GameResult::Draw, plies, false));
        }
        let a_to_move = (referee.turn() == Player::White) == a_is_white;
        let (mover, other) = if a_to_move {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let forfeit = if a_to_move {
            GameResult::Loss
        } else {
            GameResult::Win
        };
        let seat_seed = seed ^ u64::from(a_to_move);
        // A player that cannot answer (time-out, crash, garbage) or plays an illegal move
        // loses the game, not the match.
        let Ok(mv) = mover.choose(&referee.fen(), seat_seed) else {
            return Ok((forfeit, plies, true));
        };
        if referee.play(&[&mv]).is_err() {
            return Ok((forfeit, plies, true));
        }
        if mover.observe(&mv).is_err() || other.observe(&mv).is_err() {
            return Ok((forfeit, plies, true));
        }
    }
}

/// The seat `contestant` takes in a game of `spec` that starts at `fen`.
fn seat(contestant: &Contestant, spec: &MatchSpec, fen: &str) -> Result<Box<dyn Seat>> {
    Ok(match contestant {
        Contestant::Level(level) => Box::new(LevelSeat::new(
            spec.variant.session(Some(fen))?,
            level,
            spec.movetime,
        )),
        Contestant::External { command, level } => Box::new(ExternalSeat::start(
            command,
            spec.variant,
            level,
            spec.movetime,
            spec.grace,
        )?),
    })
}

/// The result of a game that ended by the rules, from A's side.
fn from_a(ending: &Ending, a_is_white: bool) -> GameResult {
    match ending.winner {
        None => GameResult::Draw,
        Some(winner) if (winner == Player::White) == a_is_white => GameResult::Win,
        Some(_) => GameResult::Loss,
    }
}
