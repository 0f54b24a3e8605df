//! Running commands with a visible header and a clear failure.

use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The workspace root (the parent of `xtask/`).
pub(crate) fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_owned()
}

/// A command to run from the workspace root.
pub(crate) fn command(program: &str, args: &[&str]) -> Command {
    let mut cmd = Command::new(program);
    cmd.args(args).current_dir(root());
    cmd
}

/// Runs `cmd` under a `==> title` header, failing if it does not succeed.
pub(crate) fn run_step(title: &str, mut cmd: Command) -> Result<()> {
    eprintln!("\n==> {title}");
    let start = Instant::now();
    let status = cmd
        .status()
        .with_context(|| format!("could not start {:?}", cmd.get_program()))?;
    if !status.success() {
        bail!("{title} failed ({status})");
    }
    eprintln!("    {title}: ok in {:.1} s", start.elapsed().as_secs_f64());
    Ok(())
}

/// A step running in the background, its output kept in a log file until it is awaited.
pub(crate) struct Background {
    title: String,
    log: PathBuf,
    start: Instant,
    child: std::process::Child,
}

/// Starts `cmd` in the background (its output going to `target/xtask/<name>.log`), so that a
/// step with long single-threaded phases (linking, LTO, `wasm-opt`) can share the cores with
/// it.
pub(crate) fn spawn_step(title: &str, name: &str, mut cmd: Command) -> Result<Background> {
    let dir = root().join("target/xtask");
    std::fs::create_dir_all(&dir)?;
    let log = dir.join(format!("{name}.log"));
    let file = std::fs::File::create(&log)?;
    eprintln!(
        "\n==> {title} (in the background; output in {})",
        log.display()
    );
    let child = cmd
        .stdout(file.try_clone()?)
        .stderr(file)
        .spawn()
        .with_context(|| format!("could not start {:?}", cmd.get_program()))?;
    Ok(Background {
        title: title.to_owned(),
        log,
        start: Instant::now(),
        child,
    })
}

impl Background {
    /// Waits for the step; on failure its output is printed and the step fails.
    pub(crate) fn wait(mut self) -> Result<()> {
        let status = self.child.wait()?;
        let elapsed = self.start.elapsed().as_secs_f64();
        if !status.success() {
            let output = std::fs::read_to_string(&self.log).unwrap_or_default();
            eprintln!("\n==> {} (output)\n{output}", self.title);
            bail!("{} failed ({status})", self.title);
        }
        eprintln!("    {}: ok in {elapsed:.1} s", self.title);
        Ok(())
    }
}
