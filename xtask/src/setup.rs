//! Installing what the tasks need on a fresh machine, or saying exactly what to install.

use crate::cmd::{command, root, run_step};
use anyhow::{Context, Result, bail};
use skillgames_services::succeeds;
use std::path::{Path, PathBuf};

/// The WebAssembly target of the app.
pub(crate) const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// Makes `import pyspiel` work, installing the `open-spiel` wheel with pip if needed.
pub(crate) fn openspiel() -> Result<()> {
    if succeeds(command("python3", &["-c", "import pyspiel"])) {
        return Ok(());
    }
    if !succeeds(command("python3", &["-m", "pip", "--version"])) {
        bail!(
            "python3 with pip is needed for the OpenSpiel cross-check: install python3 and python3-pip"
        );
    }
    run_step(
        "install open-spiel (pip)",
        command(
            "python3",
            &[
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "open-spiel",
            ],
        ),
    )
}

/// The `berserk` release the bot API's test drives (lichess's Python client, from PyPI).
const BERSERK: &str = "berserk==0.14.0";

/// Makes `import berserk` work, installing lichess's Python client with pip if needed.
pub(crate) fn berserk() -> Result<()> {
    if succeeds(command("python3", &["-c", "import berserk"])) {
        return Ok(());
    }
    if !succeeds(command("python3", &["-m", "pip", "--version"])) {
        bail!("python3 with pip is needed for the bot API's test: install python3 and python3-pip");
    }
    run_step(
        "install berserk, lichess's Python client (pip)",
        command(
            "python3",
            &[
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                BERSERK,
            ],
        ),
    )
}

/// Adds the wasm target with rustup if it is missing.
pub(crate) fn wasm_target() -> Result<()> {
    let installed = command("rustup", &["target", "list", "--installed"])
        .output()
        .context("rustup is needed to add the wasm32-unknown-unknown target")?;
    if String::from_utf8_lossy(&installed.stdout)
        .lines()
        .any(|l| l.trim() == WASM_TARGET)
    {
        return Ok(());
    }
    run_step(
        "rustup target add wasm32-unknown-unknown",
        command("rustup", &["target", "add", WASM_TARGET]),
    )
}

/// The version of the `wasm-bindgen` crate in Cargo.lock: the CLI must match it exactly.
fn locked_wasm_bindgen() -> Result<String> {
    let lock = std::fs::read_to_string(root().join("Cargo.lock")).context("reading Cargo.lock")?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == "name = \"wasm-bindgen\""
            && let Some(version) = lines.next().and_then(|l| l.strip_prefix("version = \""))
        {
            return Ok(version.trim_end_matches('"').to_owned());
        }
    }
    bail!("wasm-bindgen is not in Cargo.lock")
}

/// Installs `wasm-bindgen-cli` at the locked version if `wasm-bindgen` is missing or differs.
pub(crate) fn wasm_bindgen() -> Result<()> {
    let version = locked_wasm_bindgen()?;
    let current = command("wasm-bindgen", &["--version"]).output().ok();
    let current = current
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default();
    if current == format!("wasm-bindgen {version}") {
        return Ok(());
    }
    // Without --locked: the registry mirror lacks some of the newest transitive versions.
    // Without default features: they only add TLS (for its test runner's downloads), which is
    // most of its compile time.
    run_step(
        &format!("cargo install wasm-bindgen-cli {version} (a few minutes, once)"),
        command(
            "cargo",
            &[
                "install",
                "wasm-bindgen-cli",
                "--version",
                &version,
                "--no-default-features",
            ],
        ),
    )
}

/// Installs the npm packages (binaryen's wasm-opt, Playwright) from package-lock.json.
pub(crate) fn npm_packages() -> Result<()> {
    let root = root();
    let installed = root.join("node_modules/.package-lock.json");
    let lock = root.join("package-lock.json");
    let fresh = match (
        installed.metadata().and_then(|m| m.modified()),
        lock.metadata().and_then(|m| m.modified()),
    ) {
        (Ok(installed), Ok(lock)) => installed >= lock,
        _ => false,
    };
    if fresh && wasm_opt().is_file() {
        return Ok(());
    }
    if !succeeds(command("npm", &["--version"])) {
        bail!(
            "Node.js and npm are needed for wasm-opt and the browser tests: install nodejs and npm"
        );
    }
    run_step("npm ci", command("npm", &["ci", "--no-audit", "--no-fund"]))
}

/// binaryen's `wasm-opt` from npm (Debian's older one produces WebAssembly Leptos breaks on).
pub(crate) fn wasm_opt() -> PathBuf {
    root().join("node_modules/.bin/wasm-opt")
}

/// The Chromium the browser tests drive.
pub(crate) const CHROMIUM: &str = "/usr/bin/chromium";

/// A font with the Chinese characters: the pages in Chinese are checked in it (a machine
/// without one draws boxes, and measures them).
const CJK_FONT: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

/// Installs Debian's Chromium, and the CJK fonts the pages in Chinese are drawn in, when they
/// are missing and we are root; otherwise says what to do.
pub(crate) fn chromium() -> Result<()> {
    skillgames_services::ensure(Path::new(CHROMIUM), "chromium", "the browser tests")?;
    skillgames_services::ensure(
        Path::new(CJK_FONT),
        "fonts-noto-cjk",
        "the browser tests of the pages in Chinese",
    )
}
