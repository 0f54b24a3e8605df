//! The workspace's task runner, run as `cargo xtask <task>`: the only place that knows about
//! build tools.
//!
//! - `cargo xtask run`: builds the web app and serves it (`skillgames serve`).
//! - `cargo xtask dist`: builds the web app into `dist/`, for any static host.
//! - `cargo xtask test`: every check CI runs (formatting, lints, all tests, the OpenSpiel
//!   cross-check, the browser tests), installing what is missing first.
//! - `cargo xtask cluster`: PostgreSQL, Redis, several `skillgames serve` nodes and nginx in
//!   front of them, on loopback ports, until Ctrl-C.

mod cluster;
mod cmd;
mod dist;
mod i18n;
mod setup;
mod split;
mod test;

use anyhow::Result;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "cargo xtask", about = "skillgames build and test tasks")]
struct Cli {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Build the web app and serve it at http://127.0.0.1:8080/.
    Run {
        /// Port to serve on.
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// Address to listen on.
        #[arg(long, default_value = "127.0.0.1")]
        bind: String,
    },
    /// Build the web app into dist/ (static files for any host or CDN).
    Dist,
    /// List what each language's catalogue lacks, and the messages the code does not use.
    I18n,
    /// Run every test: fmt, clippy, workspace tests, the OpenSpiel cross-check, browser tests.
    Test {
        /// Skip the steps that need Python and OpenSpiel.
        #[arg(long)]
        no_openspiel: bool,
        /// Skip building the web app and the browser tests.
        #[arg(long)]
        no_browser: bool,
        /// Rerun the cross-check and the browser tests even if nothing they read changed
        /// since they last passed.
        #[arg(long)]
        again: bool,
    },
    /// Run the game server as a cluster on this machine: PostgreSQL, Redis, N nodes and nginx
    /// in front of them (round-robin, WebSockets proxied), until Ctrl-C.
    Cluster {
        /// How many `skillgames serve` nodes.
        #[arg(long, default_value_t = 3)]
        nodes: usize,
        /// The site's port (nginx's); a free one by default.
        #[arg(long)]
        port: Option<u16>,
        /// Use the `skillgames` already built instead of building the web app and the server
        /// first.
        #[arg(long)]
        no_build: bool,
        /// The `skillgames` the nodes run (with --no-build), e.g. target/release/skillgames
        /// for measuring.
        #[arg(long, default_value = "target/debug/skillgames")]
        program: std::path::PathBuf,
        /// More arguments for every node's `skillgames serve`, after `--` (e.g. the raised
        /// limits the load tool needs: `-- --connections-per-address 5000`).
        #[arg(last = true)]
        serve: Vec<String>,
    },
}

fn main() -> Result<()> {
    match Cli::parse().task {
        Task::Run { port, bind } => {
            dist::run()?;
            let port = port.to_string();
            cmd::run_step(
                "build skillgames (release)",
                cmd::command("cargo", &["build", "--release", "-p", "skillgames"]),
            )?;
            cmd::run_step(
                "skillgames serve",
                cmd::command(
                    "target/release/skillgames",
                    // House bots: the lobby always has someone to play.
                    &["serve", "--bind", &bind, "--port", &port, "--house-bots"],
                ),
            )
        }
        Task::Cluster {
            nodes,
            port,
            no_build,
            program,
            serve,
        } => {
            if !no_build {
                dist::run()?;
                cmd::run_step(
                    "build skillgames (the tests' build, which holds target/debug/skillgames)",
                    test::lint_and_build(&test::BUILD_ALL),
                )?;
            }
            cluster::run(&cluster::Options {
                nodes,
                port,
                program,
                serve,
                json: cmd::root().join("target/cluster.json"),
                logs: cmd::root().join("target/cluster"),
            })
        }
        Task::I18n => i18n::run(),
        Task::Dist => dist::run().map(|dir| eprintln!("    built {}", dir.display())),
        Task::Test {
            no_openspiel,
            no_browser,
            again,
        } => test::run(&test::Options {
            openspiel: !no_openspiel,
            browser: !no_browser,
            again,
        }),
    }
}
