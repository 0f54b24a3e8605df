//! `cargo xtask test`: everything CI checks, fastest first. The native checks and the web
//! app's run side by side, each line stopping at its first failure; the task fails if either
//! does.

use crate::cmd::{Background, command, root, run_step, spawn_step};
use crate::{cluster, dist, setup};
use anyhow::{Context, Result};
use sha2::{Digest, Sha256};
use skillgames_services::succeeds;
use std::fs;
use std::process::Command;
use std::sync::mpsc;
use std::thread;
use std::time::Instant;

/// The `skillgames` binary of the test profile: `cargo test` builds it for the command's own
/// tests, embedding the web app built just before.
pub(crate) const TEST_BINARY: &str = "target/debug/skillgames";

/// What to include.
pub(crate) struct Options {
    /// Run the OpenSpiel cross-check.
    pub(crate) openspiel: bool,
    /// Build the web app and run the browser tests.
    pub(crate) browser: bool,
    /// Run the slow test steps even when their inputs are those of their last pass.
    pub(crate) again: bool,
}

/// What `program args` prints (its version), or nothing if it cannot run.
fn tool_version(program: &str, args: &[&str]) -> String {
    command(program, args)
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
        .unwrap_or_default()
}

/// A digest of every file under `inputs` (paths from the root: files or folders) and of
/// `versions` (the tools the step uses).
fn fingerprint(inputs: &[&str], versions: &[String]) -> Result<String> {
    let root = root();
    let mut digest = Sha256::new();
    for input in inputs {
        let path = root.join(input);
        let mut names = Vec::new();
        if path.is_dir() {
            dist::list_files(&path, &path, &mut names)?;
            names.sort();
        } else {
            names.push(String::new());
        }
        for name in names {
            let file = if name.is_empty() {
                path.clone()
            } else {
                path.join(&name)
            };
            digest.update(format!("{input}/{name}\0").as_bytes());
            digest.update(fs::read(&file).unwrap_or_default());
        }
    }
    for version in versions {
        digest.update(version.as_bytes());
    }
    Ok(dist::hex(&digest.finalize()))
}

/// Runs a slow, self-contained test step unless everything it reads (`inputs`, `versions`)
/// is exactly what it was when the step last passed: like a build system's cached test
/// result, a second run with nothing changed does not redo it. A fresh clone has no record
/// and runs everything; `again` always runs it.
fn unless_passed(
    title: &str,
    name: &str,
    inputs: &[&str],
    versions: &[String],
    again: bool,
    run: impl FnOnce() -> Result<()>,
) -> Result<()> {
    let record = root().join("target/xtask/passed").join(name);
    let print = fingerprint(inputs, versions)?;
    if !again && fs::read_to_string(&record).is_ok_and(|last| last == print) {
        eprintln!(
            "\n==> {title}: passed before with exactly these inputs ({}…), not rerun \
             (`cargo xtask test --again` reruns it)",
            &print[..12]
        );
        return Ok(());
    }
    let _ = fs::remove_file(&record);
    run()?;
    if let Some(dir) = record.parent() {
        fs::create_dir_all(dir)?;
    }
    fs::write(&record, print)?;
    Ok(())
}

/// Runs every check.
pub(crate) fn run(options: &Options) -> Result<()> {
    let start = Instant::now();
    run_step(
        "cargo fmt --check",
        command("cargo", &["fmt", "--all", "--", "--check"]),
    )?;
    if options.browser {
        // Two lines of work that share nothing but the server: the native one (the tests'
        // build, then the tests and the cross-check) in the background, the web app's (its
        // build, then the browser tests) here. The app's fat LTO and `wasm-opt` leave a core
        // free for minutes, which the native line fills. The test profile's `skillgames`
        // (the server of the browser tests) reads `dist/` while serving (see its build
        // script), so it only needs the folder to exist when it is built.
        fs::create_dir_all(root().join("dist"))?;
        let (built, server_ready) = mpsc::channel();
        thread::scope(|scope| {
            let native = scope.spawn(move || {
                let build = spawn_step(
                    "clippy and the tests' build (beside the web app's)",
                    "tests-build",
                    lint_and_build(&BUILD_ALL),
                )
                .and_then(Background::wait);
                let _ = built.send(build.is_ok());
                build?;
                native_tests(options, true)
            });
            let web = dist::run().and_then(|_| {
                anyhow::ensure!(
                    server_ready.recv().unwrap_or(false),
                    "the tests' build failed, so there is no server for the browser tests"
                );
                browser_tests(options)
            });
            let native = native
                .join()
                .unwrap_or_else(|_| Err(anyhow::anyhow!("the native tests' thread panicked")));
            web.and(native)
        })?;
    } else {
        run_step(
            "clippy and the tests' build (cargo test --workspace --all-targets --no-run)",
            lint_and_build(&BUILD_ALL),
        )?;
        native_tests(options, false)?;
    }
    eprintln!(
        "\nall checks passed in {:.0} s",
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Builds every target of the workspace (benches too) for the tests, linted: `clippy-driver`
/// stands in for rustc on the workspace's own crates (`RUSTC_WORKSPACE_WRAPPER`, as `cargo
/// clippy` itself does), in a build instead of a separate check, so every crate is compiled
/// once, not twice. Warnings are errors (dependencies from the registry have their lints
/// capped by cargo). Incremental compilation only writes caches a build from scratch never
/// reads.
pub(crate) const BUILD_ALL: [&str; 4] = ["test", "--workspace", "--all-targets", "--no-run"];

/// `cargo args` with clippy and warnings as errors, as the tests' build is made.
pub(crate) fn lint_and_build(args: &[&str]) -> Command {
    let mut cmd = command("cargo", args);
    cmd.env("RUSTC_WORKSPACE_WRAPPER", "clippy-driver")
        .env("RUSTFLAGS", "-D warnings")
        .env("CARGO_INCREMENTAL", "0");
    cmd
}

/// `cargo test` beside the OpenSpiel cross-check: both only read what is built, and each
/// leaves a core mostly idle (the tests are short, the cross-check is one engine and one
/// Python process). Beside the browser tests (`yielding`) both run at a lower priority, so
/// that they take what the browser leaves instead of slowing its pages.
fn native_tests(options: &Options, yielding: bool) -> Result<()> {
    // The online service's tests run on SQLite and on this real PostgreSQL server too, and
    // its nodes share this Redis (the browser tests' cluster needs nginx too: one apt-get).
    skillgames_services::install_missing("the online service's tests")?;
    let postgres = skillgames_services::Postgres::start()?;
    let redis = skillgames_services::Redis::start()?;
    let mut cargo_test = lint_and_build(&["test", "--workspace"]);
    cargo_test
        .env("SKILLGAMES_TEST_POSTGRES", &postgres.url)
        .env("SKILLGAMES_REQUIRE_POSTGRES", "1")
        .env("SKILLGAMES_TEST_REDIS", &redis.url)
        .env("SKILLGAMES_REQUIRE_REDIS", "1");
    let tests = spawn_step(
        "cargo test",
        "cargo-test",
        yielding_if(yielding, cargo_test),
    )?;
    let crosscheck = if options.openspiel {
        openspiel_crosscheck(options.again, yielding)
    } else {
        Ok(())
    };
    let bots = if options.openspiel {
        berserk_bots(options.again)
    } else {
        Ok(())
    };
    let tested = tests.wait();
    drop(redis);
    drop(postgres);
    tested.and(crosscheck).and(bots)
}

/// Two bots play a whole game of each game through lichess's own Python client (`berserk`)
/// against `skillgames serve` (unless it passed before with exactly these inputs).
fn berserk_bots(again: bool) -> Result<()> {
    setup::berserk()?;
    let versions = [tool_version(
        "python3",
        &[
            "-c",
            "import importlib.metadata as m; print(m.version('berserk'))",
        ],
    )];
    unless_passed(
        "the bot API through lichess's Python client (berserk)",
        "berserk-bots",
        &[TEST_BINARY, "tools/berserk_bots.py", "tools/engine.py"],
        &versions,
        again,
        || {
            run_step(
                "the bot API through lichess's Python client (berserk)",
                command(
                    "python3",
                    &["tools/berserk_bots.py", "--engine", TEST_BINARY],
                ),
            )
        },
    )
}

/// `cmd` run under `nice` when `yielding` (and `nice` is there).
fn yielding_if(yielding: bool, cmd: Command) -> Command {
    if !yielding || !succeeds(command("nice", &["true"])) {
        return cmd;
    }
    let mut nice = command("nice", &["-n", "10"]);
    nice.arg(cmd.get_program()).args(cmd.get_args());
    for (key, value) in cmd.get_envs() {
        match value {
            Some(value) => nice.env(key, value),
            None => nice.env_remove(key),
        };
    }
    nice
}

/// The browser tests (unless they passed before with exactly these inputs).
fn browser_tests(options: &Options) -> Result<()> {
    setup::chromium()?;
    let versions = [tool_version(setup::CHROMIUM, &["--version"])];
    unless_passed(
        "browser tests (Playwright, headless Chromium)",
        "browser-tests",
        &[
            TEST_BINARY,
            "dist",
            "tests/browser",
            "playwright.config.mjs",
            "package-lock.json",
        ],
        &versions,
        options.again,
        || {
            // The cluster spec plays through nginx in front of three nodes of this binary
            // (and kills one); the other specs start their own servers.
            skillgames_services::install_missing("the browser tests' cluster")?;
            eprintln!("\n==> a cluster for the browser tests (PostgreSQL, Redis, 3 nodes, nginx)");
            let json = root().join("target/xtask/cluster.json");
            let cluster = cluster::start(&cluster::Options {
                nodes: 3,
                port: None,
                program: TEST_BINARY.into(),
                serve: Vec::new(),
                json: json.clone(),
                logs: root().join("target/xtask/cluster"),
            })
            .context("starting the browser tests' cluster")?;
            eprintln!("    the cluster: {}", cluster.url());
            // The tests' server starts on an empty database every run, as on a fresh clone:
            // games left being played by earlier runs would crowd the lists the tests read
            // (the games to watch keep the 100 longest).
            let data = root().join("target/playwright-data");
            if data.exists() {
                std::fs::remove_dir_all(&data).context("emptying the tests' database")?;
            }
            let mut playwright = command("npx", &["playwright", "test"]);
            playwright
                .env("SKILLGAMES_BIN", TEST_BINARY)
                .env("SKILLGAMES_CLUSTER", &json);
            let tested = run_step("browser tests (Playwright, headless Chromium)", playwright);
            drop(cluster);
            tested
        },
    )
}

/// The OpenSpiel cross-check (unless it passed before with exactly these inputs), in the
/// background (its output in a log), at a lower priority when `yielding`.
fn openspiel_crosscheck(again: bool, yielding: bool) -> Result<()> {
    setup::openspiel()?;
    let versions = [tool_version(
        "python3",
        &[
            "-c",
            "import importlib.metadata as m; print(m.version('open_spiel'))",
        ],
    )];
    unless_passed(
        "OpenSpiel cross-check (the games OpenSpiel also has)",
        "openspiel-crosscheck",
        &[TEST_BINARY, "tools/openspiel_crosscheck.py", "fixtures"],
        &versions,
        again,
        || {
            spawn_step(
                "OpenSpiel cross-check (the games OpenSpiel also has)",
                "openspiel-crosscheck",
                yielding_if(
                    yielding,
                    command(
                        "python3",
                        &["tools/openspiel_crosscheck.py", "--engine", TEST_BINARY],
                    ),
                ),
            )?
            .wait()
        },
    )
}
