//! The outside servers the tests and `cargo xtask` start besides our own: Debian's PostgreSQL,
//! Redis and nginx, each on a free loopback port in a fresh temporary folder, stopped (and its
//! folder removed) when dropped.
//!
//! ```no_run
//! use skillgames_services::{Nginx, Postgres, Redis};
//!
//! let postgres = Postgres::start()?; // postgres://postgres@127.0.0.1:PORT/postgres
//! let redis = Redis::start()?; // redis://127.0.0.1:PORT
//! // ... start the game server's nodes with these URLs, on 127.0.0.1:8081 and :8082 ...
//! let nginx = Nginx::start(&["127.0.0.1:8081".parse()?, "127.0.0.1:8082".parse()?])?;
//! println!("the site: {}", nginx.url);
//! redis.stop()?; // the nodes lose their broker ...
//! redis.start_again()?; // ... and find it again on the same port
//! # Ok::<(), anyhow::Error>(())
//! ```
//!
//! Without starting anything: the configuration nginx would run with, and a free port.
//!
//! ```
//! use skillgames_services::{Nginx, free_port};
//! use std::path::Path;
//!
//! let port = free_port()?;
//! let text = Nginx::config_text(Path::new("/tmp/site"), port, &["127.0.0.1:8081".parse()?]);
//! assert!(text.contains(&format!("listen 127.0.0.1:{port};")));
//! assert!(text.contains("server 127.0.0.1:8081 max_fails=1 fail_timeout=2s;"));
//! # Ok::<(), anyhow::Error>(())
//! ```
//!
//! A program that is missing is installed with apt-get when we are root (as `cargo xtask
//! test` installs Chromium); otherwise the error says what to install. The programs are found
//! where Debian puts them: `/usr/lib/postgresql/<version>/bin` (`initdb`, `pg_ctl`),
//! `/usr/bin/redis-server` and `/usr/sbin/nginx`.
//!
//! One file per server (`postgres.rs`, `redis.rs`, `nginx.rs`), and `shared.rs` for what they
//! share and `cargo xtask` uses too: free ports, temporary folders, installing Debian's
//! packages, running, stopping and waiting for processes.

mod nginx;
mod postgres;
mod redis;
mod shared;

pub use nginx::{NGINX, Nginx};
pub use postgres::Postgres;
pub use redis::{REDIS_SERVER, Redis};
pub use shared::{
    ensure, free_port, install, is_root, log_tail, signal, stop_child, succeeds, wait_until,
};

use anyhow::Result;
use std::path::Path;

/// Installs, in one apt-get, whichever of PostgreSQL, Redis and nginx are missing.
///
/// # Errors
/// As [`install`].
pub fn install_missing(why: &str) -> Result<()> {
    let _one = shared::INSTALLING.lock().unwrap_or_else(|e| e.into_inner());
    let mut missing = Vec::new();
    if postgres::postgres_bin().is_none() {
        missing.push("postgresql");
    }
    if !Path::new(REDIS_SERVER).is_file() {
        missing.push("redis-server");
    }
    if !Path::new(NGINX).is_file() {
        missing.push("nginx");
    }
    shared::install_locked(&missing, why)
}
