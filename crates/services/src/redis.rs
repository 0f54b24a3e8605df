//! Redis (Debian's `redis-server`): a broker of our own, a child process that keeps nothing on
//! disk.

use crate::shared::{
    LOG_TAIL_LINES, START_TIMEOUT, TempDir, ensure, free_port, log_tail, stop_child, wait_until,
};
use anyhow::{Context, Result};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::time::Duration;

/// Debian's Redis server.
pub const REDIS_SERVER: &str = "/usr/bin/redis-server";

/// Whether a Redis server answers PING on the loopback `port`.
fn redis_pings(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect_timeout(
        &SocketAddr::from(([127, 0, 0, 1], port)),
        Duration::from_secs(1),
    ) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(1)));
    if stream.write_all(b"PING\r\n").is_err() {
        return false;
    }
    let mut answer = [0; 7];
    stream.read_exact(&mut answer).is_ok() && answer == *b"+PONG\r\n"
}

/// A Redis server of our own (Debian's `redis-server`), a child process that keeps nothing on
/// disk; stopped and its folder removed when dropped.
pub struct Redis {
    /// Where to connect: `redis://127.0.0.1:PORT`.
    pub url: String,
    /// The loopback port it listens on.
    pub port: u16,
    config: PathBuf,
    child: Mutex<Option<Child>>,
    dir: TempDir,
}

impl Redis {
    /// Starts a fresh server (installing Debian's `redis-server` when missing and root) and
    /// waits until it answers PING.
    ///
    /// # Errors
    /// When Redis is missing and cannot be installed, or does not start.
    pub fn start() -> Result<Redis> {
        ensure(
            Path::new(REDIS_SERVER),
            "redis-server",
            "the game server's nodes (their pub/sub broker)",
        )?;
        let dir = TempDir::new("redis")?;
        let port = free_port()?;
        let config = dir.0.join("redis.conf");
        let text = format!(
            "# Written by skillgames-services: a broker for tests, nothing kept on disk.\n\
             bind 127.0.0.1\n\
             port {port}\n\
             save \"\"\n\
             appendonly no\n\
             daemonize no\n\
             dir {dir}\n\
             logfile {dir}/redis.log\n",
            dir = dir.0.display()
        );
        std::fs::write(&config, text).context("writing redis.conf")?;
        let redis = Redis {
            url: format!("redis://127.0.0.1:{port}"),
            port,
            config,
            child: Mutex::new(None),
            dir,
        };
        redis.start_again()?;
        Ok(redis)
    }

    /// Stops the server (it keeps nothing: its subscribers are disconnected and whatever it
    /// held is gone), to start it again later with [`Redis::start_again`].
    ///
    /// # Errors
    /// Never so far (a server already stopped is left as it is).
    pub fn stop(&self) -> Result<()> {
        let mut child = self.child.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(mut running) = child.take() {
            stop_child(&mut running, Duration::from_secs(5));
        }
        Ok(())
    }

    /// Starts the stopped server again on the same port and waits until it answers PING (a
    /// server still running is left as it is).
    ///
    /// # Errors
    /// When it does not start (for example when the port was taken meanwhile).
    pub fn start_again(&self) -> Result<()> {
        let mut child = self.child.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(running) = child.as_mut()
            && running.try_wait().ok().flatten().is_none()
        {
            return Ok(());
        }
        let mut started = Command::new(REDIS_SERVER)
            .arg(&self.config)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("could not start {REDIS_SERVER}"))?;
        let log = self.dir.0.join("redis.log");
        let waited = wait_until(
            &format!("Redis on 127.0.0.1:{}", self.port),
            START_TIMEOUT,
            || redis_pings(self.port),
            || {
                let status = started.try_wait().ok().flatten()?;
                Some(format!(
                    "it exited ({status}); {}",
                    log_tail(&log, LOG_TAIL_LINES)
                ))
            },
        );
        if waited.is_err() {
            stop_child(&mut started, Duration::from_secs(1));
        } else {
            *child = Some(started);
        }
        waited
    }

    /// The folder holding its configuration and log.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir.0
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        let child = self.child.get_mut().unwrap_or_else(|e| e.into_inner());
        if let Some(mut running) = child.take() {
            let _ = running.kill();
            let _ = running.wait();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::can_run;

    #[test]
    fn redis_stops_and_starts_again_on_its_port() {
        if !can_run(REDIS_SERVER) {
            return;
        }
        let redis = Redis::start().unwrap();
        assert_eq!(redis.url, format!("redis://127.0.0.1:{}", redis.port));
        assert!(redis_pings(redis.port));
        redis.stop().unwrap();
        assert!(!redis_pings(redis.port));
        redis.stop().unwrap();
        redis.start_again().unwrap();
        assert!(redis_pings(redis.port));
        redis.start_again().unwrap();
        let dir = redis.dir().to_owned();
        let port = redis.port;
        drop(redis);
        assert!(!dir.exists());
        assert!(!redis_pings(port));
    }
}
