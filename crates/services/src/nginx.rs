//! nginx (Debian's) in front of the game server's nodes, as on a real site: round-robin,
//! WebSockets proxied, a node that fails skipped.

use crate::shared::{
    LOG_TAIL_LINES, START_TIMEOUT, TempDir, answers, ensure, free_port, is_root, log_tail,
    stop_child, wait_until,
};
use anyhow::{Context, Result, bail};
use std::fmt::Write as _;
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// Debian's nginx.
pub const NGINX: &str = "/usr/sbin/nginx";

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
            START_TIMEOUT,
            || answers(port),
            || {
                let status = child.try_wait().ok().flatten()?;
                Some(format!(
                    "it exited ({status}); {}",
                    log_tail(&error_log, LOG_TAIL_LINES)
                ))
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
    use crate::shared::can_run;
    use std::io::{Read, Write};
    use std::net::{TcpListener, TcpStream};

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
