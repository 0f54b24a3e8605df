//! What the servers share, and what `cargo xtask` uses too: free loopback ports, temporary
//! folders, installing missing Debian packages, running and stopping processes, and waiting
//! for a server to answer.

use anyhow::{Context, Result, bail};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// How long a server may take to answer once started.
pub(crate) const START_TIMEOUT: Duration = Duration::from_secs(20);

/// How often [`wait_until`] asks again.
const WAIT_POLL: Duration = Duration::from_millis(25);

/// How many of a log's last lines an error quotes.
pub(crate) const LOG_TAIL_LINES: usize = 15;

/// Whether we run as root (who may install packages, and must not run PostgreSQL itself).
#[must_use]
pub fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

/// Whether `cmd` runs and succeeds, quietly (no input, its output discarded).
#[must_use]
pub fn succeeds(mut cmd: Command) -> bool {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// One apt-get at a time in this process (the tests and xtask's threads may start servers at
/// once; apt-get holds a lock and a second one would fail).
pub(crate) static INSTALLING: Mutex<()> = Mutex::new(());

/// Installs Debian `packages` (when root and apt-get is there; otherwise says what to do),
/// `why` naming what needs them ("the online service's tests").
///
/// # Errors
/// When we are not root, there is no apt-get, or apt-get fails.
pub fn install(packages: &[&str], why: &str) -> Result<()> {
    let _one = INSTALLING.lock().unwrap_or_else(|e| e.into_inner());
    install_locked(packages, why)
}

/// [`install`], the caller holding [`INSTALLING`].
pub(crate) fn install_locked(packages: &[&str], why: &str) -> Result<()> {
    if packages.is_empty() {
        return Ok(());
    }
    let mut apt_get = Command::new("apt-get");
    apt_get.arg("--version");
    if !is_root() || !succeeds(apt_get) {
        bail!(
            "{why} need {}: install them (sudo apt-get install {})",
            packages.join(", "),
            packages.join(" ")
        );
    }
    let step = |title: String, args: &[&str]| -> Result<()> {
        eprintln!("\n==> {title}");
        let status = Command::new("apt-get")
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .stdin(Stdio::null())
            .status()
            .context("could not start apt-get")?;
        if !status.success() {
            bail!("{title} failed ({status})");
        }
        Ok(())
    };
    step("apt-get update".to_owned(), &["update", "-qq"])?;
    let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
    args.extend_from_slice(packages);
    step(format!("apt-get install {}", packages.join(" ")), &args)
}

/// Makes sure `program` is there, installing Debian's `package` if not (see [`install`]).
///
/// # Errors
/// When it is missing and cannot be installed, or is still missing afterwards.
pub fn ensure(program: &Path, package: &str, why: &str) -> Result<()> {
    let _one = INSTALLING.lock().unwrap_or_else(|e| e.into_inner());
    if !program.is_file() {
        install_locked(&[package], why)?;
    }
    if !program.is_file() {
        bail!(
            "{} is missing although Debian's {package} was installed",
            program.display()
        );
    }
    Ok(())
}

/// A port nobody listens on now.
///
/// # Errors
/// When no loopback port can be bound.
pub fn free_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// Whether something accepts connections on the loopback `port`.
pub(crate) fn answers(port: u16) -> bool {
    TcpStream::connect_timeout(
        &SocketAddr::from(([127, 0, 0, 1], port)),
        Duration::from_secs(1),
    )
    .is_ok()
}

/// Waits until `ready` holds, failing with `what` and `problem()`'s words as soon as
/// `problem()` has something to say (a server that exited), or after `timeout`.
///
/// ```
/// use skillgames_services::wait_until;
/// use std::time::Duration;
///
/// let mut asked = 0;
/// wait_until("counting", Duration::from_secs(5), || { asked += 1; asked == 3 }, || None)?;
/// let error = wait_until("a server", Duration::from_secs(5), || false, || Some("it exited".into()));
/// assert_eq!(error.unwrap_err().to_string(), "a server: it exited");
/// # Ok::<(), anyhow::Error>(())
/// ```
///
/// # Errors
/// When `problem()` says something, or `ready` does not hold within `timeout`.
pub fn wait_until(
    what: &str,
    timeout: Duration,
    mut ready: impl FnMut() -> bool,
    mut problem: impl FnMut() -> Option<String>,
) -> Result<()> {
    let deadline = Instant::now() + timeout;
    loop {
        if ready() {
            return Ok(());
        }
        if let Some(problem) = problem() {
            bail!("{what}: {problem}");
        }
        if Instant::now() > deadline {
            bail!("{what}: no answer after {} s", timeout.as_secs());
        }
        std::thread::sleep(WAIT_POLL);
    }
}

/// The last `lines` lines of the log file at `path`, for an error message: "PATH says:" and
/// the lines.
#[must_use]
pub fn log_tail(path: &Path, lines: usize) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let all: Vec<&str> = text.lines().collect();
    let tail = all[all.len().saturating_sub(lines)..].join("\n");
    format!("{} says:\n{tail}", path.display())
}

/// Runs `cmd` to its end, its output kept for the error if it fails.
pub(crate) fn run(title: &str, mut cmd: Command) -> Result<()> {
    let out = cmd
        .stdin(Stdio::null())
        .output()
        .with_context(|| format!("{title}: could not start {:?}", cmd.get_program()))?;
    if !out.status.success() {
        bail!(
            "{title} failed ({}): {}{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(())
}

/// Sends `signal` (`TERM`, `KILL`, ...) to the process `pid`, quietly (a process that is
/// already gone is no error).
pub fn signal(pid: u32, signal: &str) {
    let mut kill = Command::new("kill");
    kill.arg(format!("-{signal}")).arg(pid.to_string());
    let _ = succeeds(kill);
}

/// Stops `child`: SIGTERM, then SIGKILL if it is still there after `grace`.
pub fn stop_child(child: &mut Child, grace: Duration) {
    if child.try_wait().ok().flatten().is_some() {
        return;
    }
    signal(child.id(), "TERM");
    let deadline = Instant::now() + grace;
    while Instant::now() < deadline {
        if child.try_wait().ok().flatten().is_some() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// A fresh folder under the system's temporary one, removed when dropped.
pub(crate) struct TempDir(pub(crate) PathBuf);

impl TempDir {
    /// A fresh folder named after `kind` ("postgres"), this process and a counter.
    pub(crate) fn new(kind: &str) -> Result<TempDir> {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("skillgames-{kind}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path)
            .with_context(|| format!("making the folder {}", path.display()))?;
        Ok(TempDir(path))
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether a test needing `program` can run: it is there, or we may install it.
#[cfg(test)]
pub(crate) fn can_run(program: &str) -> bool {
    let ok = Path::new(program).is_file() || is_root();
    if !ok {
        eprintln!("skipped: {program} is not installed (apt-get install it, or run as root)");
    }
    ok
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_temporary_folder_is_fresh_and_removed_when_dropped() {
        let dir = TempDir::new("shared-test").unwrap();
        let path = dir.0.clone();
        assert!(path.is_dir());
        assert_eq!(std::fs::read_dir(&path).unwrap().count(), 0);
        drop(dir);
        assert!(!path.exists());
    }

    #[test]
    fn a_log_tail_quotes_the_last_lines() {
        let dir = TempDir::new("shared-test").unwrap();
        let log = dir.0.join("a.log");
        std::fs::write(&log, "one\ntwo\nthree\n").unwrap();
        assert_eq!(
            log_tail(&log, 2),
            format!("{} says:\ntwo\nthree", log.display())
        );
    }
}
