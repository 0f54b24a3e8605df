//! The outside servers the tests and `cargo xtask` start besides our own: Debian's PostgreSQL,
//! Redis and nginx. Each runs on a free loopback port with everything it writes in a fresh
//! temporary folder, and is stopped (and its folder removed) when dropped. A program that is
//! missing is installed with apt-get when we are root (as `cargo xtask test` installs
//! Chromium); otherwise the error says what to install.
//!
//! The programs are found where Debian puts them: `/usr/lib/postgresql/<version>/bin`
//! (`initdb`, `pg_ctl`), `/usr/bin/redis-server` and `/usr/sbin/nginx`.
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

use anyhow::{Context, Result, bail};
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Debian's Redis server.
pub const REDIS_SERVER: &str = "/usr/bin/redis-server";

/// Debian's nginx.
pub const NGINX: &str = "/usr/sbin/nginx";

/// How long a server may take to answer once started.
const START_TIMEOUT: Duration = Duration::from_secs(20);

/// Whether we run as root (who may install packages, and must not run PostgreSQL itself).
#[must_use]
pub fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

/// Whether `cmd` runs and succeeds, quietly.
fn succeeds(mut cmd: Command) -> bool {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// One apt-get at a time in this process (the tests and xtask's threads may start servers at
/// once; apt-get holds a lock and a second one would fail).
static INSTALLING: Mutex<()> = Mutex::new(());

/// Installs Debian `packages` (when root and apt-get is there; otherwise says what to do),
/// `why` naming what needs them ("the online service's tests").
///
/// # Errors
/// When we are not root, there is no apt-get, or apt-get fails.
pub fn install(packages: &[&str], why: &str) -> Result<()> {
    let _one = INSTALLING.lock().unwrap_or_else(|e| e.into_inner());
    install_locked(packages, why)
}

fn install_locked(packages: &[&str], why: &str) -> Result<()> {
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

/// Installs, in one apt-get, whichever of PostgreSQL, Redis and nginx are missing.
///
/// # Errors
/// As [`install`].
pub fn install_missing(why: &str) -> Result<()> {
    let _one = INSTALLING.lock().unwrap_or_else(|e| e.into_inner());
    let mut missing = Vec::new();
    if postgres_bin().is_none() {
        missing.push("postgresql");
    }
    if !Path::new(REDIS_SERVER).is_file() {
        missing.push("redis-server");
    }
    if !Path::new(NGINX).is_file() {
        missing.push("nginx");
    }
    install_locked(&missing, why)
}

/// Makes sure `program` is there, installing Debian's `package` if not.
fn ensure(program: &Path, package: &str, why: &str) -> Result<()> {
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
fn answers(port: u16) -> bool {
    TcpStream::connect_timeout(
        &SocketAddr::from(([127, 0, 0, 1], port)),
        Duration::from_secs(1),
    )
    .is_ok()
}

/// Waits until `ready` holds, failing with `what` and `problem()`'s words after
/// [`START_TIMEOUT`] or as soon as `problem()` has something to say (a server that exited).
fn wait_until(
    what: &str,
    mut ready: impl FnMut() -> bool,
    mut problem: impl FnMut() -> Option<String>,
) -> Result<()> {
    let deadline = Instant::now() + START_TIMEOUT;
    loop {
        if ready() {
            return Ok(());
        }
        if let Some(problem) = problem() {
            bail!("{what}: {problem}");
        }
        if Instant::now() > deadline {
            bail!("{what}: no answer after {} s", START_TIMEOUT.as_secs());
        }
        std::thread::sleep(Duration::from_millis(25));
    }
}

/// The last lines of the log file at `path`, for an error message.
fn log_tail(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let tail = lines[lines.len().saturating_sub(15)..].join("\n");
    format!("{} says:\n{tail}", path.display())
}

/// Runs `cmd` to its end, its output kept for the error if it fails.
fn run(title: &str, mut cmd: Command) -> Result<()> {
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

/// Sends `signal` (`TERM`, `KILL`, ...) to the process `pid`.
fn signal(pid: u32, signal: &str) {
    let mut kill = Command::new("kill");
    kill.arg(format!("-{signal}")).arg(pid.to_string());
    let _ = succeeds(kill);
}

/// Stops `child`: SIGTERM, then SIGKILL if it is still there after `grace`.
fn stop_child(child: &mut Child, grace: Duration) {
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
struct TempDir(PathBuf);

impl TempDir {
    fn new(kind: &str) -> Result<TempDir> {
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

/// The folder with Debian PostgreSQL's programs (`initdb`, `pg_ctl`), newest version first.
fn postgres_bin() -> Option<PathBuf> {
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
        .map_err(|e| e.context(log_tail(Path::new(&self.log))))?;
        wait_until(&what, || answers(self.port), || None)
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
            || redis_pings(self.port),
            || {
                let status = started.try_wait().ok().flatten()?;
                Some(format!("it exited ({status}); {}", log_tail(&log)))
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

/// nginx (Debian's) in front of the game server's nodes: round-robin over them, WebSockets
/// proxied, a node that refuses connections skipped; a child process, stopped and its folder
/// removed when dropped.
pub struct Nginx {
    /// The loopback port it listens on.
    pub port: u16,
    /// The site's address through it: `http://127.0.0.1:PORT`.
    pub url: String,
    child: Child,
    dir: TempDir,
}

impl Nginx {
    /// Starts nginx on a free loopback port in front of `upstreams` (installing Debian's
    /// `nginx` when missing and root), and waits until its port answers.
    ///
    /// # Errors
    /// When there are no upstreams, nginx is missing and cannot be installed, or it does not
    /// start.
    pub fn start(upstreams: &[SocketAddr]) -> Result<Nginx> {
        Nginx::start_on(free_port()?, upstreams)
    }

    /// [`Nginx::start`] on the loopback `port` (chosen beforehand, for example so that the
    /// nodes behind it know the site's origin before it starts).
    ///
    /// # Errors
    /// As [`Nginx::start`].
    pub fn start_on(port: u16, upstreams: &[SocketAddr]) -> Result<Nginx> {
        if upstreams.is_empty() {
            bail!("nginx needs at least one node to send requests to");
        }
        ensure(
            Path::new(NGINX),
            "nginx",
            "the local cluster's load balancer",
        )?;
        let dir = TempDir::new("nginx")?;
        let mut text = String::new();
        if is_root() {
            // Its workers as root too: they write only in this folder, and need nothing of
            // Debian's (/var/lib/nginx, the www-data user's rights).
            text.push_str("user root;\n");
        }
        text.push_str(&Nginx::config_text(&dir.0, port, upstreams));
        let config = dir.0.join("nginx.conf");
        std::fs::write(&config, text).context("writing nginx.conf")?;
        let prefix = format!("{}/", dir.0.display());
        let error_log = dir.0.join("error.log");
        let mut child = Command::new(NGINX)
            .arg("-p")
            .arg(&prefix)
            .arg("-e")
            .arg(&error_log)
            .arg("-c")
            .arg(&config)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .with_context(|| format!("could not start {NGINX}"))?;
        let waited = wait_until(
            &format!("nginx on 127.0.0.1:{port}"),
            || answers(port),
            || {
                let status = child.try_wait().ok().flatten()?;
                Some(format!("it exited ({status}); {}", log_tail(&error_log)))
            },
        );
        if let Err(e) = waited {
            stop_child(&mut child, Duration::from_secs(1));
            return Err(e);
        }
        Ok(Nginx {
            port,
            url: format!("http://127.0.0.1:{port}"),
            child,
            dir,
        })
    }

    /// The configuration nginx runs with (apart from a `user root;` line first when we are
    /// root): listening on the loopback `port`, everything it writes in `dir`, round-robin over
    /// `upstreams` with WebSockets proxied and a failed node skipped for 2 s.
    #[must_use]
    pub fn config_text(dir: &Path, port: u16, upstreams: &[SocketAddr]) -> String {
        let dir = dir.display();
        let mut servers = String::new();
        for upstream in upstreams {
            let _ = writeln!(
                servers,
                "        server {upstream} max_fails=1 fail_timeout=2s;"
            );
        }
        format!(
            r#"# nginx in front of skillgames serve's nodes (written by skillgames-services).
daemon off;
master_process on;
worker_processes 1;
worker_rlimit_nofile 20000;
pid {dir}/nginx.pid;
error_log {dir}/error.log warn;

events {{
    worker_connections 8192;
}}

http {{
    access_log {dir}/access.log;
    client_body_temp_path {dir}/client_body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;

    # A WebSocket's upgrade passed on; any other request closes its upstream connection.
    map $http_upgrade $connection_upgrade {{
        default upgrade;
        ''      close;
    }}

    # Round-robin, no stickiness: any node serves any player. A node that fails once is left
    # out for 2 s.
    upstream skillgames {{
{servers}    }}

    server {{
        listen 127.0.0.1:{port};

        location / {{
            proxy_pass http://skillgames;
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $scheme;
            # A WebSocket stays open as long as its page: the server pings it well within this.
            proxy_read_timeout 1h;
            # A node that is down (refused, timed out, or answering 502/503 while it stops)
            # is skipped for the next one.
            proxy_next_upstream error timeout http_502 http_503;
            proxy_connect_timeout 1s;
            proxy_buffering off;
        }}
    }}
}}
"#
        )
    }

    /// The folder holding its configuration and logs.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir.0
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        // SIGTERM: a fast shutdown, its workers with it (SIGKILL would leave them behind).
        stop_child(&mut self.child, Duration::from_secs(5));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether a test needing `program` can run: it is there, or we may install it.
    fn can_run(program: &str) -> bool {
        let ok = Path::new(program).is_file() || is_root();
        if !ok {
            eprintln!("skipped: {program} is not installed (apt-get install it, or run as root)");
        }
        ok
    }

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

    #[test]
    fn nginx_config_names_every_upstream() {
        let upstreams: Vec<SocketAddr> = vec![
            "127.0.0.1:8081".parse().unwrap(),
            "127.0.0.1:8082".parse().unwrap(),
            "10.0.0.3:80".parse().unwrap(),
        ];
        let text = Nginx::config_text(Path::new("/tmp/x"), 8080, &upstreams);
        for upstream in &upstreams {
            assert!(text.contains(&format!("server {upstream} max_fails=1 fail_timeout=2s;")));
        }
        assert!(text.contains("listen 127.0.0.1:8080;"));
        assert!(text.contains("pid /tmp/x/nginx.pid;"));
        assert!(!text.contains("ip_hash"));
        assert!(text.contains("proxy_set_header Connection $connection_upgrade;"));
    }

    /// A one-line HTTP server on a free port answering every request with `name`.
    fn named_upstream(name: &'static str) -> SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let mut request = Vec::new();
                let mut byte = [0];
                while !request.ends_with(b"\r\n\r\n") && stream.read_exact(&mut byte).is_ok() {
                    request.push(byte[0]);
                }
                let _ = write!(
                    stream,
                    "HTTP/1.1 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{name}",
                    name.len()
                );
            }
        });
        addr
    }

    fn get(port: u16) -> String {
        let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        write!(
            stream,
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        answer
            .rsplit("\r\n\r\n")
            .next()
            .unwrap_or_default()
            .to_owned()
    }

    #[test]
    fn nginx_spreads_requests_and_skips_a_dead_node() {
        if !can_run(NGINX) {
            return;
        }
        let dead = SocketAddr::from(([127, 0, 0, 1], free_port().unwrap()));
        let upstreams = [named_upstream("a"), named_upstream("b"), dead];
        let nginx = Nginx::start(&upstreams).unwrap();
        let answers: Vec<String> = (0..6).map(|_| get(nginx.port)).collect();
        assert!(answers.iter().any(|a| a == "a"), "{answers:?}");
        assert!(answers.iter().any(|a| a == "b"), "{answers:?}");
        assert!(answers.iter().all(|a| a == "a" || a == "b"), "{answers:?}");
        let dir = nginx.dir().to_owned();
        drop(nginx);
        assert!(!dir.exists());
    }
}
