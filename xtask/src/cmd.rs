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

/// Whether `cmd` runs and succeeds, quietly.
pub(crate) fn succeeds(mut cmd: Command) -> bool {
    cmd.stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
