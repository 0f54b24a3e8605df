//! `skillgames`: play, test and serve the skillgames engines from the command line.

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use skillgames::{GameKind, Variant};
use std::io::{self, Write};
use std::time::Instant;

#[derive(Parser)]
#[command(name = "skillgames", version, about = "Archimedes, Amazons and Lines of Action engines")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Speak the engine protocol on standard input and output (send `help` for the commands).
    Engine,
    /// Count the leaf positions of the game tree, and report the speed.
    Perft {
        /// archimedes, amazons or loa.
        game: GameKind,
        /// Plies to look ahead.
        depth: u32,
        /// Board size (6, 8 or 10; Lines of Action is 8 only). Defaults to the game's default
        /// or, with --fen, to the size the position text describes.
        #[arg(long)]
        size: Option<u8>,
        /// Start from this position text instead of the start position.
        #[arg(long)]
        fen: Option<String>,
        /// Print the count below each move as well.
        #[arg(long)]
        divide: bool,
    },
}

fn main() -> Result<()> {
    match Cli::parse().command {
        Command::Engine => {
            let stdin = io::stdin();
            skillgames::protocol::run(stdin.lock(), io::stdout().lock())?;
        }
        Command::Perft { game, depth, size, fen, divide } => {
            let size = size.or_else(|| fen.as_deref().map(|f| f.split('/').count() as u8));
            let variant = match size {
                Some(size) => Variant::new(game, size)?,
                None => Variant::with_size_text(game, None)?,
            };
            let session = variant.session(fen.as_deref()).context("invalid --fen")?;
            let mut out = io::stdout().lock();
            if divide {
                for (mv, count) in session.perft_divide(depth) {
                    writeln!(out, "{mv} {count}")?;
                }
            }
            let start = Instant::now();
            let nodes = session.perft(depth);
            let seconds = start.elapsed().as_secs_f64();
            writeln!(
                out,
                "{variant} perft {depth}: {nodes} nodes in {seconds:.3} s ({:.1} M nodes/s)",
                nodes as f64 / seconds.max(1e-9) / 1e6
            )?;
        }
    }
    Ok(())
}
