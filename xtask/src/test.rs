//! `cargo xtask test`: everything CI checks, fastest first, stopping at the first failure.

use crate::cmd::{command, run_step};
use crate::{dist, setup};
use anyhow::Result;
use std::time::Instant;

/// The `skillgames` binary of the test profile (`cargo build --profile test` writes it under
/// `target/debug`).
const TEST_BINARY: &str = "target/debug/skillgames";

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
    // The server and engine for the steps below in the test profile: `cargo test` has just
    // built everything in it, so only the crate embedding the app is compiled again, instead
    // of the whole workspace a third time in release (the app itself is the release wasm).
    run_step(
        "build skillgames (test profile, embedding the app)",
        command("cargo", &["build", "--profile", "test", "-p", "skillgames"]),
    )?;
    if options.openspiel {
        setup::openspiel()?;
        run_step(
            "OpenSpiel cross-check (the games OpenSpiel also has)",
            command(
                "python3",
                &["tools/openspiel_crosscheck.py", "--engine", TEST_BINARY],
            ),
        )?;
    }
    if options.browser {
        setup::chromium()?;
        let mut playwright = command("npx", &["playwright", "test"]);
        playwright.env("SKILLGAMES_BIN", TEST_BINARY);
        run_step("browser tests (Playwright, headless Chromium)", playwright)?;
    }
    eprintln!(
        "\nall checks passed in {:.0} s",
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
