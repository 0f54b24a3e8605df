//! `cargo xtask cluster`: the game server as several nodes on this machine, as on many:
//! PostgreSQL (the games, players and sessions), Redis (the nodes' pub/sub), N `skillgames
//! serve` nodes and nginx in front of them, all on loopback ports, their data in temporary
//! folders. [`start`] is also how `cargo xtask test` gives the browser tests a cluster.

use crate::cmd::root;
use anyhow::{Context, Result, anyhow, bail};
use skillgames_services::{
    Nginx, Postgres, Redis, free_port, log_tail, signal, stop_child, wait_until,
};
use std::fs;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a node may take to answer `GET /api/ready` once started (its migrations wait for
/// the other nodes').
const READY_TIMEOUT: Duration = Duration::from_secs(60);

/// How long the nodes are given to stop after SIGTERM before they are killed.
const STOP_GRACE: Duration = Duration::from_secs(10);

/// How many of a node's last log lines an error quotes.
const LOG_LINES: usize = 20;

/// What to start.
pub(crate) struct Options {
    /// How many nodes.
    pub(crate) nodes: usize,
    /// nginx's port (the site's), or a free one.
    pub(crate) port: Option<u16>,
    /// The `skillgames` binary the nodes run.
    pub(crate) program: PathBuf,
    /// More arguments for every node's `skillgames serve`.
    pub(crate) serve: Vec<String>,
    /// Where to write the cluster's description (JSON).
    pub(crate) json: PathBuf,
    /// The folder for the nodes' logs.
    pub(crate) logs: PathBuf,
}

/// One `skillgames serve` node.
pub(crate) struct Node {
    /// Its name (`node-1`, ...), as it gives it in `/api/health`.
    pub(crate) name: String,
    /// Its loopback port.
    pub(crate) port: u16,
    /// Its command line after the program.
    args: Vec<String>,
    /// Its output.
    log: PathBuf,
    child: Child,
    /// Whether its end was already reported.
    reported: bool,
}

/// A running cluster, stopped when dropped (the nodes first, then nginx, Redis, PostgreSQL).
pub(crate) struct Cluster {
    /// The nodes.
    pub(crate) nodes: Vec<Node>,
    json: PathBuf,
    /// The site's address (nginx's).
    url: String,
    /// The load balancer, once the nodes are ready.
    pub(crate) nginx: Option<Nginx>,
    /// The nodes' broker.
    pub(crate) redis: Redis,
    /// The nodes' database.
    pub(crate) postgres: Postgres,
}

/// `GET path` on the loopback `port`: the status code, if it answered.
fn http_status(port: u16, path: &str) -> Option<u16> {
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(1)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(2))).ok()?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
    )
    .ok()?;
    let mut head = [0; 12];
    stream.read_exact(&mut head).ok()?;
    std::str::from_utf8(&head[9..12]).ok()?.parse().ok()
}

/// Starts PostgreSQL, Redis, `options.nodes` nodes (each once it answers `GET /api/ready`)
/// and nginx in front of them, and writes the description to `options.json`.
pub(crate) fn start(options: &Options) -> Result<Cluster> {
    if options.nodes == 0 {
        bail!("a cluster needs at least one node");
    }
    let program = root().join(&options.program);
    if !program.is_file() {
        bail!("{} is not built", program.display());
    }
    let postgres = Postgres::start().context("the cluster's PostgreSQL")?;
    let redis = Redis::start().context("the cluster's Redis")?;
    let site_port = match options.port {
        Some(port) => port,
        None => free_port()?,
    };
    let site = format!("http://127.0.0.1:{site_port}");
    fs::create_dir_all(&options.logs)?;
    // All the nodes start at once, as after a deployment: their migrations wait for each
    // other (sqlx holds an advisory lock on PostgreSQL while migrating).
    let mut nodes = Vec::new();
    for i in 1..=options.nodes {
        let name = format!("node-{i}");
        let port = free_port()?;
        let args: Vec<String> = [
            "serve",
            "--port",
            &port.to_string(),
            "--database",
            &postgres.url,
            "--pubsub",
            &redis.url,
            "--node",
            &name,
            "--trust-proxy",
            "--origin",
            &site,
        ]
        .map(str::to_owned)
        .into_iter()
        .chain(options.serve.iter().cloned())
        .collect();
        let log = options.logs.join(format!("{name}.log"));
        let out = fs::File::create(&log).with_context(|| format!("{}", log.display()))?;
        let child = Command::new(&program)
            .args(&args)
            .current_dir(root())
            .stdin(Stdio::null())
            .stdout(out.try_clone()?)
            .stderr(out)
            .spawn()
            .with_context(|| format!("could not start {}", program.display()))?;
        nodes.push(Node {
            name,
            port,
            args,
            log,
            child,
            reported: false,
        });
    }
    // Dropped on a failure below, it stops the nodes started so far.
    let mut cluster = Cluster {
        nodes,
        json: options.json.clone(),
        url: site,
        nginx: None,
        redis,
        postgres,
    };
    for node in &mut cluster.nodes {
        node.wait_ready()?;
    }
    let upstreams: Vec<SocketAddr> = cluster
        .nodes
        .iter()
        .map(|n| SocketAddr::from(([127, 0, 0, 1], n.port)))
        .collect();
    cluster.nginx = Some(Nginx::start_on(site_port, &upstreams).context("the cluster's nginx")?);
    cluster.write_json(&program)?;
    Ok(cluster)
}

impl Node {
    /// Waits until the node answers `GET /api/ready` with 200.
    fn wait_ready(&mut self) -> Result<()> {
        let port = self.port;
        let (child, reported) = (&mut self.child, &mut self.reported);
        wait_until(
            &self.name,
            READY_TIMEOUT,
            || http_status(port, "/api/ready") == Some(200),
            || {
                let status = child.try_wait().ok().flatten()?;
                *reported = true;
                Some(format!("it exited before it was ready ({status})"))
            },
        )
        .map_err(|e| anyhow!("{e}; {}", log_tail(&self.log, LOG_LINES)))
    }

    /// The node's process id.
    pub(crate) fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Cluster {
    /// The site's address (nginx's).
    pub(crate) fn url(&self) -> &str {
        &self.url
    }

    /// Writes the cluster's description: the site's address, the program and each node's
    /// name, port, process id, command line and log, and the database's and broker's URLs.
    fn write_json(&self, program: &Path) -> Result<()> {
        let nodes: Vec<serde_json::Value> = self
            .nodes
            .iter()
            .map(|n| {
                serde_json::json!({
                    "name": n.name,
                    "port": n.port,
                    "pid": n.pid(),
                    "args": n.args,
                    "log": n.log,
                })
            })
            .collect();
        let description = serde_json::json!({
            "url": self.url(),
            "program": program,
            "cwd": root(),
            "nodes": nodes,
            "postgres": self.postgres.url,
            "redis": self.redis.url,
        });
        if let Some(dir) = self.json.parent() {
            fs::create_dir_all(dir)?;
        }
        fs::write(
            &self.json,
            serde_json::to_string_pretty(&description)? + "\n",
        )
        .with_context(|| format!("writing {}", self.json.display()))
    }

    /// The nodes that ended since last asked, each said in a line.
    pub(crate) fn ended(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        for node in &mut self.nodes {
            if node.reported {
                continue;
            }
            if let Ok(Some(status)) = node.child.try_wait() {
                node.reported = true;
                lines.push(format!(
                    "{} (port {}, pid {}) ended: {status}; its log: {}",
                    node.name,
                    node.port,
                    node.pid(),
                    node.log.display()
                ));
            }
        }
        lines
    }

    /// Process ids of nodes that someone else started again in the place of ours (the
    /// browser test restarts the node it killed and writes its new pid in the description).
    fn restarted_pids(&self) -> Vec<u32> {
        let Ok(text) = fs::read_to_string(&self.json) else {
            return Vec::new();
        };
        let Ok(description) = serde_json::from_str::<serde_json::Value>(&text) else {
            return Vec::new();
        };
        let ours: Vec<u32> = self.nodes.iter().map(Node::pid).collect();
        description["nodes"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|n| {
                let pid = u32::try_from(n["pid"].as_u64()?).ok()?;
                let name = n["name"].as_str()?;
                // Only a live `skillgames serve` with this node's name (not a reused pid).
                let cmdline = fs::read(format!("/proc/{pid}/cmdline")).ok()?;
                let wanted = format!("--node\0{name}\0");
                let is_node = cmdline
                    .windows(wanted.len())
                    .any(|w| w == wanted.as_bytes());
                (!ours.contains(&pid) && is_node).then_some(pid)
            })
            .collect()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // SIGTERM: each node tells its pages to reconnect and stops; SIGKILL after 10 s.
        let others = self.restarted_pids();
        for pid in self
            .nodes
            .iter()
            .map(Node::pid)
            .chain(others.iter().copied())
        {
            signal(pid, "TERM");
        }
        let deadline = Instant::now() + STOP_GRACE;
        for node in &mut self.nodes {
            // Signalled above (stop_child's second SIGTERM is ignored by a stopping node):
            // what is left of the grace, then SIGKILL.
            stop_child(
                &mut node.child,
                deadline.saturating_duration_since(Instant::now()),
            );
        }
        for pid in others {
            while Path::new(&format!("/proc/{pid}")).exists() && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(20));
            }
            signal(pid, "KILL");
        }
        let _ = fs::remove_file(&self.json);
    }
}

/// `cargo xtask cluster`: starts the cluster, says where everything is, and keeps it running
/// until Ctrl-C (reporting a node that ends meanwhile).
pub(crate) fn run(options: &Options) -> Result<()> {
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = Arc::clone(&stop);
        ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst))
            .context("setting the Ctrl-C handler")?;
    }
    let mut cluster = start(options)?;
    println!("\nthe site: {}", cluster.url());
    for node in &cluster.nodes {
        println!(
            "  {}: http://127.0.0.1:{} (pid {}, log {})",
            node.name,
            node.port,
            node.pid(),
            node.log.display()
        );
    }
    println!("  PostgreSQL: {}", cluster.postgres.url);
    println!("  Redis: {}", cluster.redis.url);
    if let Some(nginx) = &cluster.nginx {
        println!("  nginx: {}", nginx.dir().join("nginx.conf").display());
    }
    println!(
        "described in {}; Ctrl-C stops everything",
        options.json.display()
    );
    while !stop.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(200));
        if stop.load(Ordering::SeqCst) {
            break;
        }
        for line in cluster.ended() {
            eprintln!("skillgames cluster: {line} (the others go on)");
        }
    }
    eprintln!("\nstopping the cluster");
    drop(cluster);
    Ok(())
}
