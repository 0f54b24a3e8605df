//! PostgreSQL (Debian's `postgresql`): a server of our own in a temporary folder, as `nobody`
//! when we are root.

use crate::shared::{
    INSTALLING, LOG_TAIL_LINES, START_TIMEOUT, TempDir, answers, free_port, install_locked,
    is_root, log_tail, run, succeeds, wait_until,
};
use anyhow::{Context, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder with Debian PostgreSQL's programs (`initdb`, `pg_ctl`), newest version first.
pub(crate) fn postgres_bin() -> Option<PathBuf> {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| {
            let e = e.ok()?;
            let version = e.file_name().to_str()?.parse().ok()?;
            Some((version, e.path().join("bin")))
        })
        .filter(|(_, bin)| bin.join("initdb").is_file() && bin.join("pg_ctl").is_file())
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

/// `program args` as the user that runs PostgreSQL (`nobody` when we are root: PostgreSQL
/// refuses to run as root).
fn as_server_user(program: &Path, args: &[&str]) -> Command {
    if is_root() {
        let mut cmd = Command::new("runuser");
        cmd.args(["-u", "nobody", "--"]).arg(program).args(args);
        cmd
    } else {
        let mut cmd = Command::new(program);
        cmd.args(args);
        cmd
    }
}

/// A PostgreSQL server of our own (Debian's `postgresql`), stopped and its folder removed
/// when dropped. It trusts every local connection and does not sync to disk: for tests only.
pub struct Postgres {
    /// Where to connect, as the superuser `postgres`, to the database `postgres`.
    pub url: String,
    /// The loopback port it listens on.
    pub port: u16,
    bin: PathBuf,
    data: String,
    options: String,
    log: String,
    dir: TempDir,
}

impl Postgres {
    /// Starts a fresh server (installing Debian's `postgresql` when missing and root), as
    /// `nobody` when we are root, and waits until it accepts connections.
    ///
    /// # Errors
    /// When PostgreSQL is missing and cannot be installed, or does not start.
    pub fn start() -> Result<Postgres> {
        if postgres_bin().is_none() {
            let _one = INSTALLING.lock().unwrap_or_else(|e| e.into_inner());
            if postgres_bin().is_none() {
                install_locked(&["postgresql"], "the online service's tests")?;
            }
        }
        let bin = postgres_bin().context(
            "PostgreSQL's programs (initdb, pg_ctl) are not in /usr/lib/postgresql/*/bin",
        )?;
        let dir = TempDir::new("postgres")?;
        if is_root() {
            let mut chown = Command::new("chown");
            chown.arg("nobody").arg(&dir.0);
            run("chown of PostgreSQL's folder to nobody", chown)?;
        }
        let data = dir.0.join("data").display().to_string();
        run(
            "initdb (PostgreSQL)",
            as_server_user(
                &bin.join("initdb"),
                &[
                    "-D",
                    &data,
                    "-U",
                    "postgres",
                    "--auth=trust",
                    "-E",
                    "UTF8",
                    "--no-sync",
                ],
            ),
        )?;
        let port = free_port()?;
        let options = format!(
            "-c listen_addresses=127.0.0.1 -c port={port} -c unix_socket_directories={} \
             -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300",
            dir.0.display()
        );
        let postgres = Postgres {
            url: format!("postgres://postgres@127.0.0.1:{port}/postgres"),
            port,
            log: dir.0.join("postgres.log").display().to_string(),
            bin,
            data,
            options,
            dir,
        };
        postgres.start_again()?;
        Ok(postgres)
    }

    /// Stops the server (`pg_ctl stop -m fast`: its clients are disconnected), keeping its
    /// data for [`Postgres::start_again`].
    ///
    /// # Errors
    /// When `pg_ctl` fails (for example when the server is not running).
    pub fn stop(&self) -> Result<()> {
        run(
            &format!("stopping PostgreSQL on port {}", self.port),
            as_server_user(
                &self.bin.join("pg_ctl"),
                &["-D", &self.data, "-m", "fast", "-w", "-s", "stop"],
            ),
        )
    }

    /// Starts the stopped server again, on the same port with the same data, and waits until
    /// it accepts connections.
    ///
    /// # Errors
    /// When it does not start (for example when the port was taken meanwhile).
    pub fn start_again(&self) -> Result<()> {
        let what = format!("PostgreSQL on 127.0.0.1:{}", self.port);
        run(
            &what,
            as_server_user(
                &self.bin.join("pg_ctl"),
                &[
                    "-D",
                    &self.data,
                    "-o",
                    &self.options,
                    "-l",
                    &self.log,
                    "-w",
                    "-s",
                    "start",
                ],
            ),
        )
        .map_err(|e| e.context(log_tail(Path::new(&self.log), LOG_TAIL_LINES)))?;
        wait_until(&what, START_TIMEOUT, || answers(self.port), || None)
    }

    /// The folder holding its data, socket and log.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir.0
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let _ = succeeds(as_server_user(
            &self.bin.join("pg_ctl"),
            &["-D", &self.data, "-m", "immediate", "-w", "-s", "stop"],
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postgres_stops_and_starts_again_with_its_data() {
        if postgres_bin().is_none() && !is_root() {
            eprintln!("skipped: PostgreSQL is not installed (apt-get install postgresql)");
            return;
        }
        let postgres = Postgres::start().unwrap();
        assert!(
            postgres
                .url
                .ends_with(&format!(":{}/postgres", postgres.port))
        );
        assert!(answers(postgres.port));
        postgres.stop().unwrap();
        assert!(!answers(postgres.port));
        postgres.start_again().unwrap();
        assert!(answers(postgres.port));
        let dir = postgres.dir().to_owned();
        drop(postgres);
        assert!(!dir.exists());
    }
}
