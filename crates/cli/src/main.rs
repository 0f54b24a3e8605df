//! `skillgames`: play, test and serve the skillgames engines from the command line.

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use skillgames::CATALOGUE;
use skillgames::arena::{self, Contestant, MatchSpec};
use skillgames::protocol::MAX_PERFT_DEPTH;
use skillgames_catalogue::StartSession;
use std::io::{self, Write};
use std::time::{Duration, Instant};

#[derive(Parser)]
#[command(
    name = "skillgames",
    version,
    about = "The skillgames engines: play, test, measure and serve the games of the catalogue"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Speak the engine protocol on standard input and output (send `help` for the commands).
    Engine,
    /// Count the leaf positions of the game tree, and report the speed.
    Perft {
        /// The game (archimedes, amazons, loa, ...).
        game: String,
        /// Plies to look ahead.
        #[arg(value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_PERFT_DEPTH)))]
        depth: u32,
        /// Board size (6, 8 or 10; Lines of Action is 8 only). Defaults to the game's default
        /// or, with --fen, to the size the position text describes.
        #[arg(long)]
        size: Option<u8>,
        /// Start from this position text instead of the start position.
        #[arg(long)]
        fen: Option<String>,
        /// Print the count below each move as well.
        #[arg(long)]
        divide: bool,
    },
    /// Time a fixed set of perft counts and searches from the start positions (medians), and
    /// print their counts and the search signature.
    Bench {
        /// Runs of each case; the median is reported.
        #[arg(long, default_value_t = skillgames::bench::DEFAULT_RUNS)]
        runs: usize,
        /// Shallower cases that finish in a few seconds.
        #[arg(long)]
        quick: bool,
    },
    /// Serve the web app (built into this binary by `cargo xtask dist`) and the online game
    /// service (lobby, live and correspondence games, accounts, ratings) over HTTP.
    Serve {
        /// Serve this folder (the one `cargo xtask dist` wrote, or a copy) instead of the app
        /// built into the binary; its files are read at every request.
        #[arg(long)]
        dir: Option<std::path::PathBuf>,
        /// Address to listen on.
        #[arg(long, default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
        /// Port to listen on (0 picks a free one).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The online service's data folder (its SQLite database), made if missing.
        #[arg(long, default_value = "skillgames-data")]
        data: std::path::PathBuf,
        /// A database URL instead of the data folder's SQLite file (`postgres://...`).
        #[arg(long)]
        database: Option<String>,
        /// Serve only the app, without the online service.
        #[arg(long)]
        no_online: bool,
        /// Another origin allowed to use the online service (repeatable), e.g.
        /// `https://play.example.org` when a proxy serves the site under that name.
        #[arg(long = "origin")]
        origins: Vec<String>,
        /// Send cookies only over HTTPS (behind a TLS proxy).
        #[arg(long)]
        secure_cookies: bool,
        /// WebSocket connections one address may hold (raise it for the load tool).
        #[arg(long, default_value_t = 64)]
        connections_per_address: usize,
        /// API requests one address may make in a burst (raise it for the load tool).
        #[arg(long, default_value_t = 100)]
        request_burst: u32,
        /// Sign-ups and logins one address may make in a burst (raise it for the load tool's
        /// bots through the API, each an account).
        #[arg(long, default_value_t = 10)]
        login_burst: u32,
        /// HTTP connections one address may hold open at once, besides its WebSockets (no
        /// cap with --trust-proxy).
        #[arg(long, default_value_t = 64)]
        http_connections_per_address: usize,
        /// Share the games with other servers over Redis pub/sub (`redis://host:port`), one
        /// node of a cluster: give them all the same `--database postgres://...`.
        #[arg(long, requires = "database")]
        pubsub: Option<String>,
        /// This node's name in the cluster (in the log and `/api/health`); random if none.
        #[arg(long)]
        node: Option<String>,
        /// Requests come through a proxy (nginx) that sets `X-Forwarded-For`: the limits per
        /// address use the address it forwards.
        #[arg(long)]
        trust_proxy: bool,
        /// Keep a house bot of each level of each game connected, each with an open game in
        /// the lobby and ready for challenges (they share one core for their searches).
        #[arg(long)]
        house_bots: bool,
        /// A host (`host` or `host:port`) a Web Push subscription may name besides the
        /// browsers' push services, such as a test's local endpoint (again for more).
        #[arg(long = "push-allow-host", value_name = "HOST")]
        push_allow_hosts: Vec<String>,
        /// Send email through this SMTP server (address confirmations, password resets,
        /// "your turn" digests): `smtp://host:port` (plain, a relay on this machine),
        /// `smtp://user:password@host:587?tls=required` (STARTTLS) or `smtps://...` (TLS).
        /// Without it the site sends no email, and says so.
        #[arg(long, value_name = "URL")]
        smtp: Option<String>,
        /// The site's address as players reach it, the start of the links in its letters
        /// (`https://play.example.org`); `http://<bind>:<port>` if none.
        #[arg(long, value_name = "URL", requires = "smtp")]
        site_url: Option<String>,
        /// Who the letters come from (`skillgames <no-reply@example.org>`); `no-reply@` the
        /// site's host if none.
        #[arg(long, value_name = "ADDRESS", requires = "smtp")]
        mail_from: Option<String>,
        /// The site's own tournaments: a TOML file of `[[event]]`s, each an arena, Swiss or
        /// round-robin made again every hour, day or week (docs/tournaments.md, "The site's
        /// schedule"). Every server of a cluster may be given the same file.
        #[arg(long, value_name = "FILE")]
        schedule: Option<std::path::PathBuf>,
    },
    /// Play as a bot on a skillgames site through its public Bot API (docs/api.md): accept the
    /// challenges it can play, decline the others with a reason, and play every game it starts
    /// at a level of ours. The account is made a bot first if it is not one yet.
    Bot {
        /// The site: http://host:port.
        #[arg(long, default_value = "http://127.0.0.1:8080")]
        url: String,
        /// The account's API token (with the bot:play scope), or set SKILLGAMES_TOKEN.
        #[arg(long, env = "SKILLGAMES_TOKEN", hide_env_values = true)]
        token: String,
        /// The level it plays at (easy, medium, hard, ..., as each game names them).
        #[arg(long, default_value = "hard")]
        level: String,
        /// A game it plays (repeatable): archimedes, amazons or loa; every game by default.
        #[arg(long = "game")]
        games: Vec<String>,
        /// Decline live games.
        #[arg(long)]
        no_live: bool,
        /// Decline correspondence games.
        #[arg(long)]
        no_correspondence: bool,
        /// The shortest live clock it plays, in minutes.
        #[arg(long, default_value_t = 1)]
        min_minutes: u64,
        /// Decline rated games.
        #[arg(long)]
        casual_only: bool,
        /// Games it plays at once (more challenges are declined: later).
        #[arg(long, default_value_t = 4)]
        games_at_once: usize,
        /// Searches it runs at once over all its games (each takes a core while it thinks).
        #[arg(long, default_value_t = 1)]
        searches: usize,
        /// Keep an open game of each of its games in the lobby, at this time control: minutes
        /// and increment (5+3) or days per move (3d).
        #[arg(long)]
        seek: Option<skillgames::bot::Seek>,
        /// Make its open games rated (only accounts may take them); casual without it.
        #[arg(long, requires = "seek")]
        seek_rated: bool,
        /// Join tournaments (arenas and Swiss events of its games and time controls, not
        /// private): those the site makes from its schedule, or any.
        #[arg(long, value_enum)]
        tournaments: Option<skillgames::bot::Events>,
    },
    /// Load a running game server: many players over WebSockets playing random legal games,
    /// reporting moves per second, move latency, memory per game and lost or doubled moves.
    Load {
        /// The server's address (start it with raised --connections-per-address and
        /// --request-burst: every player comes from this machine).
        #[arg(long, default_value = "127.0.0.1:8080")]
        server: std::net::SocketAddr,
        /// Games at once (two connections each).
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Moves a second over all games (with --chat: chat lines a minute over all writers).
        #[arg(long, default_value_t = 100.0)]
        rate: f64,
        /// How long to play, in seconds.
        #[arg(long, default_value_t = 30)]
        seconds: u64,
        /// The random games' seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A node behind the load balancer whose `/api/health` counts (repeatable): the
        /// connections and memory are added up over them. With --chat the spectators connect
        /// to the nodes in turn (the players to --server).
        #[arg(long = "node")]
        nodes: Vec<std::net::SocketAddr>,
        /// Bot pairs through the public Bot API (tokens, event streams, challenges by name,
        /// game streams, moves by POST) instead of players over WebSockets; `--games` pairs.
        #[arg(long)]
        api: bool,
        /// An arena of simulated players (`--games` counts the players): each joins it, plays
        /// each game it pairs them in at the pace over all games, and is paired again
        /// (docs/tournaments.md).
        #[arg(long, conflicts_with = "api")]
        arena: bool,
        /// A crowd in one game's spectators' room: two players start a correspondence game,
        /// `--spectators` watch it, and some of them write at `--rate` lines a minute for
        /// `--seconds`; measured: each line's time to every spectator, lines lost or doubled,
        /// and that none reached the players.
        #[arg(long, conflicts_with_all = ["api", "arena"])]
        chat: bool,
        /// Spectators watching the game (with --chat).
        #[arg(long, default_value_t = 1000, requires = "chat")]
        spectators: usize,
    },
    /// Play a match between two levels (or against an external engine) and report the score
    /// and Elo difference.
    Match {
        /// The game (archimedes, amazons, loa, ...).
        #[arg(long)]
        game: String,
        /// Board size (defaults to the game's default).
        #[arg(long)]
        size: Option<u8>,
        /// Level of player A (results are given from A's side): a level's name, or `mcts` for
        /// the MCTS-Solver; `<level>@<ms>` gives it a time per move of its own, replacing
        /// --movetime for it alone (time odds: `--a crazy@500 --b mcts@1000`).
        #[arg(long)]
        a: String,
        /// Level of player B, as --a; with --b-cmd, the level passed to the external engine's
        /// `go`.
        #[arg(long)]
        b: String,
        /// Games to play; pairs share a random opening with colours swapped.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Milliseconds per move, replacing the levels' time budgets.
        #[arg(long)]
        movetime: Option<u64>,
        /// Seed of the openings and of the players' random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Random plies played before the players take over.
        #[arg(long, default_value_t = 4)]
        opening_plies: u32,
        /// Games played at once (default: one per core).
        #[arg(long)]
        jobs: Option<usize>,
        /// Play B with this external program, which must speak the engine protocol.
        #[arg(long)]
        b_cmd: Option<String>,
        /// Milliseconds the external engine may take beyond its move time before it forfeits
        /// the game (and is killed if it does not quit).
        #[arg(long, default_value_t = arena::DEFAULT_GRACE.as_millis() as u64)]
        grace_ms: u64,
    },
    /// Generate puzzles with the engine, or verify a puzzle file.
    Puzzles {
        #[command(subcommand)]
        action: PuzzlesAction,
    },
    /// What only the site's operator does, on the server's machine (never from the web).
    Admin {
        #[command(subcommand)]
        action: AdminAction,
        /// The online service's data folder (its SQLite database).
        #[arg(long, default_value = "skillgames-data", global = true)]
        data: std::path::PathBuf,
        /// A database URL instead of the data folder's SQLite file (`postgres://...`).
        #[arg(long, global = true)]
        database: Option<String>,
    },
}

#[derive(Subcommand)]
enum AdminAction {
    /// Make an account a moderator (the reports page, warnings, mutes, closing accounts).
    Moderator {
        /// The account's name.
        name: String,
        /// Take the rights back instead.
        #[arg(long)]
        remove: bool,
    },
}

#[derive(Subcommand)]
enum PuzzlesAction {
    /// Play games between levels and keep the positions after mistakes whose solution is
    /// unique at the verification depth (docs/puzzles.md).
    Generate {
        /// The game (archimedes, amazons, loa, ...).
        #[arg(long)]
        game: String,
        /// Board size (defaults to the game's default).
        #[arg(long)]
        size: Option<u8>,
        /// Puzzles wanted.
        #[arg(long, default_value_t = 10)]
        count: usize,
        /// Seed of the openings, pairings and the players' random moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at most.
        #[arg(long, default_value_t = 10_000)]
        max_games: usize,
        /// Stop after this many seconds (between plies), keeping what was found, and print
        /// the pace.
        #[arg(long)]
        seconds: Option<u64>,
        /// The file to write, one puzzle a line.
        #[arg(long)]
        out: std::path::PathBuf,
    },
    /// Measure again how hard the engine finds each puzzle of a file and print its rating
    /// (with --write, put the ratings in the file).
    Rate {
        /// The puzzle file.
        file: std::path::PathBuf,
        /// Write the ratings into the file.
        #[arg(long)]
        write: bool,
    },
    /// Check every puzzle of a file by the rules and the search (exits with an error if any
    /// does not hold).
    Verify {
        /// The puzzle file.
        file: std::path::PathBuf,
        /// Check the solver's moves two plies deeper than they were verified at, by a
        /// smaller margin (the deep check, docs/puzzles.md).
        #[arg(long)]
        deep: bool,
        /// Write the file back without the puzzles that do not hold.
        #[arg(long)]
        drop: bool,
    },
}

fn main() -> Result<()> {
    match Cli::parse().command {
        Command::Engine => {
            let stdin = io::stdin();
            skillgames::protocol::run(stdin.lock(), io::stdout().lock())?;
        }
        Command::Perft {
            game,
            depth,
            size,
            fen,
            divide,
        } => {
            let game = CATALOGUE.find(&game)?;
            let size = size.or_else(|| fen.as_deref().map(|f| f.split('/').count() as u8));
            let variant = match size {
                Some(size) => game.variant(size)?,
                None => game.default_variant(),
            };
            let session = variant.session(fen.as_deref()).context("invalid --fen")?;
            let mut out = io::stdout().lock();
            if divide {
                for (mv, count) in session.perft_divide(depth) {
                    writeln!(out, "{mv} {count}")?;
                }
            }
            let start = Instant::now();
            let nodes = session.perft(depth);
            let seconds = start.elapsed().as_secs_f64();
            writeln!(
                out,
                "{variant} perft {depth}: {nodes} nodes in {seconds:.3} s ({:.1} M nodes/s)",
                nodes as f64 / seconds.max(1e-9) / 1e6
            )?;
        }
        Command::Load {
            server,
            games,
            rate,
            seconds,
            seed,
            nodes,
            api,
            arena,
            chat,
            spectators,
        } => {
            if chat {
                let plan = skillgames::load_chat::ChatPlan {
                    server,
                    nodes,
                    spectators,
                    rate,
                    seconds,
                };
                let runtime = tokio::runtime::Builder::new_multi_thread()
                    .enable_all()
                    .build()?;
                let report = runtime.block_on(skillgames::load_chat::run(&plan))?;
                println!("{report}");
                anyhow::ensure!(
                    report.lost == 0
                        && report.duplicated == 0
                        && report.refused_lines == 0
                        && report.to_players == 0,
                    "lines were lost, doubled, refused or reached the players"
                );
                return Ok(());
            }
            let plan = skillgames::load::Plan {
                server,
                games,
                rate,
                seconds,
                seed,
                nodes,
            };
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .enable_all()
                .build()?;
            if arena {
                let report = runtime.block_on(skillgames::load_arena::run(&plan))?;
                println!("{report}");
                anyhow::ensure!(report.refused == 0, "moves were refused");
                return Ok(());
            }
            let report = if api {
                runtime.block_on(skillgames::load_api::run(&plan))?
            } else {
                runtime.block_on(skillgames::load::run(&plan))?
            };
            println!("{report}");
            anyhow::ensure!(
                report.lost == 0 && report.duplicated == 0,
                "moves were lost or doubled"
            );
        }
        Command::Bot {
            url,
            token,
            level,
            games,
            no_live,
            no_correspondence,
            min_minutes,
            casual_only,
            games_at_once,
            searches,
            seek,
            seek_rated,
            tournaments,
        } => {
            let bot = skillgames::bot::Bot {
                url,
                token,
                wants: skillgames::bot::choose::Wants {
                    level,
                    games,
                    live: !no_live,
                    correspondence: !no_correspondence,
                    min_minutes,
                    rated: !casual_only,
                    at_once: games_at_once,
                },
                searches,
                seek,
                seek_rated,
                tournaments,
            };
            tokio::runtime::Builder::new_multi_thread()
                .enable_all()
                .build()?
                .block_on(bot.run())?;
        }
        Command::Bench { runs, quick } => {
            let cases = skillgames::bench::cases(quick);
            let bar =
                ProgressBar::new(cases.len() as u64).with_style(ProgressStyle::with_template(
                    "{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} {msg}",
                )?);
            let mut results = Vec::with_capacity(cases.len());
            for case in &cases {
                bar.set_message(case.to_string());
                results.push(skillgames::bench::run_case(case, runs)?);
                bar.inc(1);
            }
            bar.finish_and_clear();
            println!("{}", skillgames::bench::report(&results, runs.max(1)));
        }
        Command::Serve {
            bind,
            port,
            dir,
            data,
            database,
            no_online,
            origins,
            secure_cookies,
            connections_per_address,
            request_burst,
            login_burst,
            http_connections_per_address,
            pubsub,
            node,
            trust_proxy,
            house_bots,
            push_allow_hosts,
            smtp,
            site_url,
            mail_from,
            schedule,
        } => {
            let site = dir.map_or(
                skillgames::serve::Site::Embedded,
                skillgames::serve::Site::Folder,
            );
            let online = if no_online {
                None
            } else {
                let mut config = match database {
                    Some(url) => skillgames_server::Config::new(&url),
                    None => skillgames_server::Config::in_folder(&data)?,
                };
                config.origins = origins;
                config.secure_cookies = secure_cookies;
                config.limits.connections_per_address = connections_per_address;
                config.limits.request_burst = request_burst;
                config.limits.login_burst = login_burst;
                config.limits.http_connections_per_address = http_connections_per_address;
                config.pubsub = pubsub;
                if let Some(node) = node {
                    config.node = node;
                }
                config.trust_proxy = trust_proxy;
                config.push_allow_hosts = push_allow_hosts;
                if let Some(smtp) = smtp {
                    if site_url.is_none() && port == 0 {
                        anyhow::bail!(
                            "--smtp with --port 0 needs --site-url: the letters' links name the site"
                        );
                    }
                    let site = site_url.unwrap_or_else(|| {
                        format!("http://{}", std::net::SocketAddr::from((bind, port)))
                    });
                    let mut mail = skillgames_server::email::MailConfig::new(&smtp, &site);
                    if let Some(from) = mail_from {
                        mail.from = from;
                    }
                    config.mail = Some(mail);
                }
                if let Some(file) = schedule {
                    let text = std::fs::read_to_string(&file)
                        .with_context(|| format!("reading the schedule {}", file.display()))?;
                    config.schedule =
                        skillgames_server::tournament::schedule::Schedule::parse(&text)
                            .with_context(|| format!("the schedule {}", file.display()))?;
                }
                Some(config)
            };
            skillgames::serve::serve(site, (bind, port).into(), online, house_bots)?;
        }
        Command::Match {
            game,
            size,
            a,
            b,
            games,
            movetime,
            seed,
            opening_plies,
            jobs,
            b_cmd,
            grace_ms,
        } => {
            let game = CATALOGUE.find(&game)?;
            let variant = match size {
                Some(size) => game.variant(size)?,
                None => game.default_variant(),
            };
            for spec in std::iter::once(&a).chain(b_cmd.is_none().then_some(&b)) {
                let Some((level, _)) = arena::level_and_time(spec) else {
                    bail!("bad time in {spec:?}: expected <level>@<milliseconds>");
                };
                if level != arena::MCTS && game.level(level).is_none() {
                    let names: Vec<&str> = game.levels.iter().map(|l| l.name).collect();
                    bail!(
                        "unknown level {level:?} for {}: expected one of {}, or mcts",
                        game.name,
                        names.join(", ")
                    );
                }
            }
            let spec = MatchSpec {
                variant,
                a: Contestant::Level(a),
                b: match b_cmd {
                    Some(command) => Contestant::External { command, level: b },
                    None => Contestant::Level(b),
                },
                games,
                movetime: movetime.map(Duration::from_millis),
                seed,
                opening_plies,
                jobs: jobs
                    .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
                grace: Duration::from_millis(grace_ms),
            };
            let bar = ProgressBar::new(games as u64).with_style(ProgressStyle::with_template(
                "{spinner} [{elapsed_precise}] {bar:30} {pos}/{len} {msg}",
            )?);
            let tally = arena::play_match(&spec, |_, tally| {
                bar.set_message(format!(
                    "+{} ={} -{}",
                    tally.wins, tally.draws, tally.losses
                ));
                bar.inc(1);
            })?;
            bar.finish_and_clear();
            println!("{}", arena::report(&spec, &tally));
        }
        Command::Admin {
            action: AdminAction::Moderator { name, remove },
            data,
            database,
        } => {
            let url = match database {
                Some(url) => url,
                None => skillgames_server::Config::in_folder(&data)?.database,
            };
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()?;
            let said = runtime.block_on(async {
                let database = skillgames_server::store::Database::open(&url).await?;
                skillgames::admin::set_moderator(&database, &name, !remove).await
            })?;
            println!("{said}");
        }
        Command::Puzzles { action } => match action {
            PuzzlesAction::Generate {
                game,
                size,
                count,
                seed,
                max_games,
                seconds,
                out,
            } => println!(
                "{}",
                skillgames::puzzles::generate(&game, size, count, seed, max_games, seconds, &out)?
            ),
            PuzzlesAction::Rate { file, write } => {
                println!("{}", skillgames::puzzles::rate(&file, write)?);
            }
            PuzzlesAction::Verify { file, deep, drop } => {
                let (summary, held) = skillgames::puzzles::verify(&file, deep, drop)?;
                println!("{summary}");
                if !held && !drop {
                    std::process::exit(1);
                }
            }
        },
    }
    Ok(())
}
