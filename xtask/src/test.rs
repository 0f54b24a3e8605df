//! `cargo xtask test`: everything CI checks, fastest first, stopping at the first failure.

use crate::cmd::{command, run_step, spawn_step};
use crate::{dist, setup};
use anyhow::Result;
use std::time::Instant;

/// The `skillgames` binary of the test profile: `cargo test` builds it for the command's own
/// tests, embedding the web app built just before.
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
    let mut clippy = command(
        "cargo",
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    );
    // A check from scratch gains nothing from incremental compilation and pays for writing
    // its caches (CI always starts from scratch; an unchanged second run does nothing either
    // way).
    clippy.env("CARGO_INCREMENTAL", "0");
    // Clippy shares the two cores with the web app's build, whose fat LTO and `wasm-opt`
    // run on one core for minutes. The app is built before the tests, so that the server
    // `cargo test` builds (the test profile's `skillgames`) already embeds it.
    if options.browser {
        let clippy = spawn_step("cargo clippy", "clippy", clippy)?;
        let built = dist::run();
        let linted = clippy.wait();
        built?;
        linted?;
    } else {
        run_step("cargo clippy", clippy)?;
    }
    let mut test = command("cargo", &["test", "--workspace"]);
    test.env("CARGO_INCREMENTAL", "0");
    run_step("cargo test", test)?;
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
