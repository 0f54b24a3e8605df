//! `skillgames load --api`: bot pairs through the public Bot API (personal tokens, the event
//! stream, challenges by name, each game's stream, moves by POST), as lichess bots would load
//! the site: each pair plays random legal games at a paced rate. It measures the moves a
//! second, the time from a bot's POST of a move to the opponent's stream carrying it (p50,
//! p99), the server's memory per stream, and that every accepted move is stored.
//!
//! Each bot is an account made for the run (`/api/signup`, then a token on `/api/tokens`):
//! start the server with raised limits, every bot comes from this machine
//! (`--request-burst`, `--http-connections-per-address`).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use serde_json::Value;
use skillgames_catalogue::CATALOGUE;
use skillgames_server::client::request;

use crate::bot::http::{Lines, Site, encode};
use crate::load::{Plan, Report, lost_moves, percentiles};
use skillgames_online::GameId;

/// The game every pair plays, and its board.
const GAME: (&str, u8) = ("amazons", 8);
/// The clock of the pairs' games: long enough never to run out during a run.
const CLOCK_SECONDS: &str = "1800";

/// The books the bots keep together.
#[derive(Default)]
struct Books {
    /// When each move (game, ply) was posted.
    sent: Mutex<HashMap<(String, usize), Instant>>,
    /// Post-to-opponent times, ms.
    latencies: Mutex<Vec<f64>>,
    /// Moves accepted per game (answered 200).
    accepted: Mutex<HashMap<GameId, u32>>,
    moves: AtomicU64,
    games: AtomicU64,
    refused: AtomicU64,
}

/// An account made for the run: its session cookie.
pub(crate) async fn sign_up(server: SocketAddr, name: &str) -> Result<String> {
    let me = request(server, "GET", "/api/me", None, None).await?;
    let cookie = me
        .cookie
        .with_context(|| format!("no session (HTTP {}): raise --request-burst", me.status))?;
    let body = serde_json::json!({ "name": name, "password": "load-test-password" }).to_string();
    let signed = request(server, "POST", "/api/signup", Some(&cookie), Some(&body)).await?;
    match (signed.status, signed.cookie) {
        (200, Some(cookie)) => Ok(cookie),
        (status, _) => bail!("signing up {name}: HTTP {status}: {}", signed.body),
    }
}

/// An account made for the run, and a token of it with the bot:play scope.
async fn enlist(server: SocketAddr, name: &str) -> Result<Site> {
    let cookie = sign_up(server, name).await?;
    let body = serde_json::json!({ "name": "load", "scopes": ["bot:play"] }).to_string();
    let made = request(server, "POST", "/api/tokens", Some(&cookie), Some(&body)).await?;
    let token: Value = serde_json::from_str(&made.body)
        .with_context(|| format!("a token for {name}: HTTP {}", made.status))?;
    let token = token["token"]
        .as_str()
        .with_context(|| format!("a token for {name}: {}", made.body))?;
    Ok(Site::new(&format!("http://{server}"), token)?)
}

/// The moves of a `gameFull`'s state or a `gameState`, and whether the game goes on.
fn moves_of(state: &Value) -> (Vec<String>, bool) {
    let moves = state["moves"]
        .as_str()
        .unwrap_or("")
        .split_whitespace()
        .map(str::to_owned)
        .collect();
    (moves, state["status"].as_str() == Some("started"))
}

/// Plays one game `id` from its stream until it ends or the run does; `white` moves first.
async fn play(
    site: &Site,
    id: &str,
    white: bool,
    books: &Books,
    interval: Duration,
    until: Instant,
    rng: &mut rand::rngs::StdRng,
) -> Result<()> {
    let variant = CATALOGUE.find(GAME.0)?.variant(GAME.1)?;
    let mut stream: Lines = site
        .lines(&format!("/api/bot/game/stream/{}", encode(id)))
        .await?;
    let full = stream.event().await?.context("no gameFull")?;
    let mut state = full["state"].clone();
    let mut seen = 0;
    loop {
        let (moves, going) = moves_of(&state);
        let arrived = Instant::now();
        // The opponent's moves arriving: their post-to-here times.
        for ply in seen..moves.len() {
            let theirs = (ply % 2 == 0) != white;
            if theirs
                && let Some(sent) = books
                    .sent
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .remove(&(id.to_owned(), ply))
            {
                books
                    .latencies
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .push(arrived.duration_since(sent).as_secs_f64() * 1000.0);
            }
        }
        seen = seen.max(moves.len());
        if !going {
            return Ok(());
        }
        let mine = moves.len().is_multiple_of(2) == white;
        if mine {
            if Instant::now() >= until {
                site.post(&format!("/api/bot/game/{}/resign", encode(id)), &[])
                    .await?;
                return Ok(());
            }
            tokio::time::sleep(interval).await;
            let rules = crate::load::rules_after(variant, &moves)?;
            let legal = rules.legal_moves();
            let Some(mv) = legal.choose(rng).cloned() else {
                bail!("no legal move in a game going on");
            };
            let ply = moves.len();
            books
                .sent
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .insert((id.to_owned(), ply), Instant::now());
            let path = format!("/api/bot/game/{}/move/{}", encode(id), encode(&mv));
            match site.post(&path, &[]).await {
                Ok(()) => {
                    books.moves.fetch_add(1, Ordering::Relaxed);
                    *books
                        .accepted
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .entry(GameId::from(id))
                        .or_default() += 1;
                }
                Err(error) => {
                    books.refused.fetch_add(1, Ordering::Relaxed);
                    eprintln!("skillgames load: a move refused: {error}");
                }
            }
        }
        state = stream.event().await?.context("the game's stream ended")?;
    }
}

/// One pair: `challenger` challenges `invited` by name, `invited` accepts, both play; again
/// until the run is over.
#[allow(clippy::too_many_arguments)]
async fn pair(
    challenger: Site,
    invited: Site,
    invited_name: String,
    books: Arc<Books>,
    interval: Duration,
    until: Instant,
    seed: u64,
) -> Result<()> {
    // Both hold their event streams open all along, as bots do.
    let mut streams = Vec::new();
    for site in [&challenger, &invited] {
        let mut lines = site.lines("/api/stream/event").await?;
        streams.push(tokio::spawn(async move {
            while let Ok(Some(_)) = lines.next().await {}
        }));
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut rng2 = rand::rngs::StdRng::seed_from_u64(seed ^ 0x5eed);
    while Instant::now() < until {
        let made = challenger
            .post_json(
                &format!("/api/challenge/{}", encode(&invited_name)),
                &[
                    ("variant", GAME.0),
                    ("size", &GAME.1.to_string()),
                    ("clock.limit", CLOCK_SECONDS),
                    ("clock.increment", "0"),
                    ("color", "white"),
                ],
            )
            .await?;
        let id = made["id"].as_str().context("a challenge's id")?.to_owned();
        invited
            .post(&format!("/api/challenge/{}/accept", encode(&id)), &[])
            .await?;
        books.games.fetch_add(1, Ordering::Relaxed);
        let (a, b) = tokio::join!(
            play(&challenger, &id, true, &books, interval, until, &mut rng),
            play(&invited, &id, false, &books, interval, until, &mut rng2),
        );
        a?;
        b?;
    }
    for stream in streams {
        stream.abort();
    }
    Ok(())
}

/// Runs `plan` through the Bot API: `plan.games` pairs of bots.
///
/// # Errors
/// When the server cannot be reached, or refuses to make the bots' accounts.
pub async fn run(plan: &Plan) -> Result<Report> {
    let server = plan.server;
    let health = || async move {
        let reply = request(server, "GET", "/api/health", None, None).await?;
        let value: Value = serde_json::from_str(&reply.body)?;
        anyhow::Ok(value)
    };
    let run_id = plan.seed % 10_000;
    let mut sites = Vec::new();
    for i in 0..plan.games * 2 {
        let name = format!("Load {run_id} {i}");
        sites.push((enlist(server, &name).await?, name));
    }
    // Counted after the accounts are made (each sign-up's Argon2id hash takes memory the
    // allocator may keep), before any stream opens.
    let before = health().await?["rss_bytes"].as_u64().unwrap_or(0);
    let books = Arc::new(Books::default());
    #[allow(clippy::cast_precision_loss)]
    let interval = Duration::from_secs_f64(plan.games as f64 / plan.rate.max(0.001));
    let start = Instant::now();
    let until = start + Duration::from_secs(plan.seconds);
    let mut tasks = Vec::new();
    let mut sites = sites.into_iter();
    for game in 0..plan.games {
        let (a, _) = sites.next().context("a bot")?;
        let (b, b_name) = sites.next().context("a bot")?;
        tasks.push(tokio::spawn(pair(
            a,
            b,
            b_name,
            books.clone(),
            interval,
            until,
            plan.seed.wrapping_add(game as u64),
        )));
    }
    // Memory at full load: once every pair is playing (four streams a pair).
    tokio::time::sleep(Duration::from_secs(plan.seconds.min(5))).await;
    let at_load = health().await?;
    let after = at_load["rss_bytes"].as_u64().unwrap_or(0);
    let mut failures = 0;
    for task in tasks {
        match task.await {
            Ok(Ok(())) => {}
            Ok(Err(error)) => {
                eprintln!("skillgames load: a pair stopped: {error:#}");
                failures += 1;
            }
            Err(_) => failures += 1,
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    // Both sides count their moves under the game's id: the game holds both sides'.
    let lost = lost_moves(server, &books.accepted).await?;
    let percentile = percentiles(&books.latencies);
    let moves = books.moves.load(Ordering::Relaxed);
    let streams = plan.games * 4;
    #[allow(clippy::cast_precision_loss)]
    Ok(Report {
        connections: streams,
        games_started: books.games.load(Ordering::Relaxed),
        moves,
        moves_per_second: moves as f64 / elapsed,
        p50_ms: percentile(0.5),
        p99_ms: percentile(0.99),
        // Four streams a pair: two event streams, two game streams.
        kib_per_game: after.saturating_sub(before) as f64 / 1024.0 / streams.max(1) as f64,
        memory_per: "stream",
        lost,
        duplicated: 0,
        refused: books.refused.load(Ordering::Relaxed),
        reconnections: 0,
        stopped: failures,
    })
}
