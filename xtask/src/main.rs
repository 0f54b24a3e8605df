//! The workspace's task runner, run as `cargo xtask <task>`: the only place that knows about
//! build tools.
//!
//! - `cargo xtask test`: every check CI runs (formatting, lints, all tests, the OpenSpiel
//!   cross-check), installing what is missing first.

mod cmd;
mod setup;
mod test;

use anyhow::Result;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "cargo xtask", about = "skillgames build and test tasks")]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Run every test: fmt, clippy, workspace tests, the OpenSpiel cross-check.
    Test {
        /// Skip the steps that need Python and OpenSpiel.
        #[arg(long)]
        no_openspiel: bool,
    },
}

fn main() -> Result<()> {
    match Cli::parse().task {
        Task::Test { no_openspiel } => test::run(&test::Options {
            openspiel: !no_openspiel,
        }),
    }
}
