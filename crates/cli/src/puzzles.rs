//! `skillgames puzzles generate` and `skillgames puzzles verify`: the engine's puzzles made
//! and checked (`skillgames-puzzles`).

use anyhow::{Context, Result};
use skillgames_catalogue::CATALOGUE;
use skillgames_puzzles::generate::{Request, generate as run_generation};
use skillgames_puzzles::verify::{verify as verify_puzzle, verify_deep};
use skillgames_puzzles::{DEEP_EXTRA, parse_set, write_set};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// Generates `count` puzzles of `game` on the `size` board (its default without one) from
/// `seed`, playing at most `max_games` games (for at most `seconds`, when given), and writes
/// them to `out`; reports the pace on standard error and returns its summary line.
///
/// # Errors
/// An unknown game or board, a failed search, or a file that cannot be written.
pub fn generate(
    game: &str,
    size: Option<u8>,
    count: usize,
    seed: u64,
    max_games: usize,
    seconds: Option<u64>,
    out: &Path,
) -> Result<String> {
    let game = CATALOGUE.find(game)?;
    let variant = match size {
        Some(size) => game.variant(size)?,
        None => game.default_variant(),
    };
    let request = Request {
        variant,
        count,
        seed,
        max_games,
        time_limit: seconds.map(std::time::Duration::from_secs),
    };
    let mut stderr = std::io::stderr();
    // Each puzzle is written as it is found, so a run cut short keeps what it made (the
    // first puzzles of the seed's sequence).
    let mut file =
        std::fs::File::create(out).with_context(|| format!("writing {}", out.display()))?;
    let mut failure = None;
    let (_, stats) = run_generation(&request, |puzzle, stats| {
        if let Err(e) = writeln!(file, "{puzzle}").and_then(|()| file.flush()) {
            failure.get_or_insert(e);
        }
        let _ = writeln!(
            stderr,
            "[{:>6.1} s] {} ({} moves, rating {}, {}) after {} games",
            stats.elapsed.as_secs_f64(),
            puzzle.id,
            puzzle.moves.len(),
            puzzle.rating,
            puzzle.themes.join(", "),
            stats.games
        );
    })
    .map_err(anyhow::Error::msg)?;
    if let Some(e) = failure {
        return Err(e).with_context(|| format!("writing {}", out.display()));
    }
    Ok(format!(
        "{variant}: {} puzzles from {} games ({} plies, {} candidates) in {:.1} s ({:.1} s solving candidates): {:.0} puzzles per hour",
        stats.puzzles,
        stats.games,
        stats.plies,
        stats.candidates,
        stats.elapsed.as_secs_f64(),
        stats.solving.as_secs_f64(),
        stats.per_hour()
    ))
}

/// Verifies every puzzle of `file`: a choice at each step of the solver's (those without one
/// are counted in the summary: `verify::Report::no_choice`), and at each puzzle's
/// verification depth (with the opponent's replies), or `deep`er by [`DEEP_EXTRA`] plies (the
/// solver's moves only); with `drop`, writes the file back without the puzzles that do not
/// hold. Returns the summary line and whether every puzzle held.
///
/// # Errors
/// A file that does not read or cannot be written, or a line the rules refuse.
pub fn verify(file: &Path, deep: bool, drop: bool) -> Result<(String, bool)> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let puzzles = parse_set(&text)?;
    let start = Instant::now();
    let mut kept = Vec::with_capacity(puzzles.len());
    // Puzzles where no move of the solver's can fail at some step (also among those failing).
    let mut no_choice = 0;
    for puzzle in &puzzles {
        let depth = puzzle.depth + if deep { DEEP_EXTRA } else { 0 };
        let report = if deep {
            verify_deep(puzzle, depth)?
        } else {
            verify_puzzle(puzzle, depth, true)?
        };
        no_choice += usize::from(report.no_choice.is_some());
        if report.problems.is_empty() {
            kept.push(puzzle.clone());
        } else {
            eprintln!("{}: {}", puzzle.id, report.problems.join("; "));
        }
    }
    let failed = puzzles.len() - kept.len();
    if drop && failed > 0 {
        std::fs::write(file, write_set(&kept))
            .with_context(|| format!("writing {}", file.display()))?;
    }
    let summary = format!(
        "{}: {} of {} puzzles hold{} in {:.1} s{}{}",
        file.display(),
        kept.len(),
        puzzles.len(),
        if deep { " at the deep check" } else { "" },
        start.elapsed().as_secs_f64(),
        if no_choice > 0 {
            format!("; {no_choice} where no move can fail")
        } else {
            String::new()
        },
        if drop && failed > 0 {
            format!("; {failed} dropped")
        } else {
            String::new()
        }
    );
    Ok((summary, failed == 0))
}

/// Measures every puzzle of `file` again ([`skillgames_puzzles::generate::measure`]) and
/// prints each one's raw difficulty and rating; with `write`, puts the ratings into the file.
///
/// # Errors
/// A file that does not read or cannot be written, or a failed search.
pub fn rate(file: &Path, write: bool) -> Result<String> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let mut puzzles = parse_set(&text)?;
    let mut changed = 0;
    for puzzle in &mut puzzles {
        let variant = puzzle.variant()?;
        let difficulty = skillgames_puzzles::generate::measure(variant, &puzzle.fen, &puzzle.moves)
            .map_err(anyhow::Error::msg)?;
        let rating = skillgames_puzzles::rating(&difficulty);
        println!(
            "{} raw {:.2} choices {:?} depths {:?} nodes {:?} rating {rating}",
            puzzle.id,
            difficulty.raw(),
            difficulty.choices,
            difficulty.depths,
            difficulty.nodes
        );
        if rating != puzzle.rating {
            changed += 1;
            puzzle.rating = rating;
        }
    }
    if write {
        std::fs::write(file, skillgames_puzzles::write_set(&puzzles))
            .with_context(|| format!("writing {}", file.display()))?;
    }
    Ok(format!(
        "{}: {changed} of {} ratings {}",
        file.display(),
        puzzles.len(),
        if write { "changed" } else { "would change" }
    ))
}
