//! The servers the tests use besides our own: Debian's PostgreSQL, installed when missing
//! (as Chromium is), started on a free loopback port in a temporary folder and stopped when
//! the task ends.

use crate::cmd::{command, run_step, succeeds};
use anyhow::{Context, Result, bail};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Whether we run as root (who may install packages, and must not run PostgreSQL itself).
fn is_root() -> bool {
    command("id", &["-u"])
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

/// Installs Debian `packages` (when root and apt-get is there; otherwise says what to do).
pub(crate) fn install(packages: &[&str], why: &str) -> Result<()> {
    if !is_root() || !succeeds(command("apt-get", &["--version"])) {
        bail!(
            "{why} need {}: install them (sudo apt-get install {})",
            packages.join(", "),
            packages.join(" ")
        );
    }
    let mut update = command("apt-get", &["update", "-qq"]);
    update.env("DEBIAN_FRONTEND", "noninteractive");
    run_step("apt-get update", update)?;
    let mut args = vec!["install", "-y", "-qq", "--no-install-recommends"];
    args.extend_from_slice(packages);
    let mut install = command("apt-get", &args);
    install.env("DEBIAN_FRONTEND", "noninteractive");
    run_step(&format!("apt-get install {}", packages.join(" ")), install)
}

/// A port nobody listens on now.
pub(crate) fn free_port() -> Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

/// The folder with Debian PostgreSQL's programs (`initdb`, `pg_ctl`), newest version first.
fn postgres_bin() -> Option<PathBuf> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|bin| bin.join("initdb").is_file())
        .collect();
    versions.sort();
    versions.pop()
}

/// `program args` as the user that runs the servers (`nobody` when we are root).
fn as_server_user(program: &Path, args: &[&str]) -> Command {
    if is_root() {
        let mut cmd = command("runuser", &["-u", "nobody", "--"]);
        cmd.arg(program).args(args);
        cmd
    } else {
        let mut cmd = Command::new(program);
        cmd.args(args);
        cmd
    }
}

/// A PostgreSQL server of the tests' own, stopped when dropped.
pub(crate) struct Postgres {
    bin: PathBuf,
    data: PathBuf,
    /// Where to connect, as a superuser, to the `postgres` database.
    pub(crate) url: String,
}

impl Postgres {
    /// Starts a fresh server (installing Debian's `postgresql` when missing).
    pub(crate) fn start() -> Result<Postgres> {
        if postgres_bin().is_none() {
            install(&["postgresql"], "the online service's tests")?;
        }
        let bin = postgres_bin().context("PostgreSQL's programs are not in /usr/lib/postgresql")?;
        let dir = std::env::temp_dir().join(format!("skillgames-postgres-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir)?;
        if is_root() {
            run_step(
                "the test database's folder",
                command("chown", &["nobody", &dir.display().to_string()]),
            )?;
        }
        let data = dir.join("data");
        let data_text = data.display().to_string();
        run_step(
            "initdb (the tests' PostgreSQL)",
            as_server_user(
                &bin.join("initdb"),
                &[
                    "-D",
                    &data_text,
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
             -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200",
            dir.display()
        );
        let log = dir.join("postgres.log").display().to_string();
        run_step(
            &format!("PostgreSQL on 127.0.0.1:{port}"),
            as_server_user(
                &bin.join("pg_ctl"),
                &[
                    "-D", &data_text, "-o", &options, "-l", &log, "-w", "-s", "start",
                ],
            ),
        )?;
        Ok(Postgres {
            bin,
            data,
            url: format!("postgres://postgres@127.0.0.1:{port}/postgres"),
        })
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let data = self.data.display().to_string();
        let _ = as_server_user(
            &self.bin.join("pg_ctl"),
            &["-D", &data, "-m", "immediate", "-s", "stop"],
        )
        .status();
        if let Some(dir) = self.data.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}
