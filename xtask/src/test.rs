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
    // Clippy lints while the tests compile: `clippy-driver` stands in for rustc on the
    // workspace's own crates (`RUSTC_WORKSPACE_WRAPPER`, as `cargo clippy` itself does), in
    // a build instead of a separate check, so every crate is compiled once, not twice. All
    // targets (benches too) are built and linted; warnings are errors (dependencies from the
    // registry have their lints capped by cargo). Incremental compilation only writes caches
    // a build from scratch never reads.
    let lint_and_build = |args: &[&str]| {
        let mut cmd = command("cargo", args);
        cmd.env("RUSTC_WORKSPACE_WRAPPER", "clippy-driver")
            .env("RUSTFLAGS", "-D warnings")
            .env("CARGO_INCREMENTAL", "0");
        cmd
    };
    let build_all = ["test", "--workspace", "--all-targets", "--no-run"];
    if options.browser {
        // The web app is built first, since the server the tests build (the test profile's
        // `skillgames`) embeds it; meanwhile everything but that command compiles: the app's
        // fat LTO and `wasm-opt` leave a core free for minutes.
        let early = spawn_step(
            "clippy and the tests' build, but the command's",
            "early-build",
            lint_and_build(&[&build_all[..], &["--exclude", "skillgames"]].concat()),
        )?;
        let built = dist::run();
        let linted = early.wait();
        built?;
        linted?;
    }
    run_step(
        "clippy and the tests' build (cargo test --workspace --all-targets --no-run)",
        lint_and_build(&build_all),
    )?;
    run_step("cargo test", lint_and_build(&["test", "--workspace"]))?;
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
