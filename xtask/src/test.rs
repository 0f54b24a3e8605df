//! `cargo xtask test`: everything CI checks, fastest first, stopping at the first failure.

use crate::cmd::{command, run_step};
use crate::{dist, setup};
use anyhow::Result;
use std::time::Instant;

/// What to include.
pub(crate) struct Options {
    /// Run the OpenSpiel cross-check.
    pub(crate) openspiel: bool,
    /// Build the web app and run the browser tests.
    pub(crate) browser: bool,
}

/// Runs every check.
pub(crate) fn run(options: &Options) -> Result<()> {
    let start = Instant::now();
    run_step(
        "cargo fmt --check",
        command("cargo", &["fmt", "--all", "--", "--check"]),
    )?;
    run_step(
        "cargo clippy",
        command(
            "cargo",
            &[
                "clippy",
                "--workspace",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ],
        ),
    )?;
    run_step("cargo test", command("cargo", &["test", "--workspace"]))?;
    if options.browser {
        dist::run()?;
    }
    run_step(
        "build skillgames (release)",
        command("cargo", &["build", "--release", "-p", "skillgames"]),
    )?;
    if options.openspiel {
        setup::openspiel()?;
        run_step(
            "OpenSpiel cross-check (Amazons, Lines of Action)",
            command(
                "python3",
                &[
                    "tools/openspiel_crosscheck.py",
                    "--engine",
                    "target/release/skillgames",
                ],
            ),
        )?;
    }
    if options.browser {
        setup::chromium()?;
        run_step(
            "browser tests (Playwright, headless Chromium)",
            command("npx", &["playwright", "test"]),
        )?;
    }
    eprintln!(
        "\nall checks passed in {:.0} s",
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
