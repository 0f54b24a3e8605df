//! Installing what the tasks need on a fresh machine, or saying exactly what to install.

use crate::cmd::{command, run_step, succeeds};
use anyhow::{Result, bail};

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
