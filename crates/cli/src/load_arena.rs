//! `skillgames load --arena`: an arena of simulated players. An account made for the run
//! makes an arena (Amazons 6×6, 60+0, casual, starting at once); every player is a visitor
//! who joins it over HTTP, keeps a WebSocket, and plays each game the arena pairs them in
//! (random legal moves at the plan's pace over all games) until the run's end, then is paired
//! again by the arena. Measured: moves a second, the time from a move sent to the opponent
//! receiving it, the wait from a game's end to the next game's notice, the server's own time
//! per pairing wave (`/api/health`), and its memory per player.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result, bail};
use rand::SeedableRng;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::{ClientMessage, GameStatus, NotificationKind, ServerMessage};
use skillgames_server::client::request;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use crate::load::{MoveTimes, Plan, Socket, percentiles, receive, send, send_random_move};

/// What was measured.
#[derive(Clone, Debug)]
pub struct ArenaReport {
    /// Players in the arena.
    pub players: usize,
    /// Games begun (counted by their White).
    pub games: u64,
    /// Moves the server accepted.
    pub moves: u64,
    /// Accepted moves a second.
    pub moves_per_second: f64,
    /// A move to the opponent: median and 99th percentile, ms.
    pub move_ms: (f64, f64),
    /// From a game's end to the next game's notice: median and 99th percentile, ms.
    pub wait_ms: (f64, f64),
    /// The server's pairing waves: how many, median and 99th percentile of each's time, ms.
    pub pairing: (u64, f64, f64),
    /// The server's memory per player, KiB.
    pub kib_per_player: f64,
    /// Moves refused (none expected).
    pub refused: u64,
}

impl std::fmt::Display for ArenaReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "arena players:      {}", self.players)?;
        writeln!(f, "games begun:        {}", self.games)?;
        writeln!(
            f,
            "moves accepted:     {} ({:.0} a second)",
            self.moves, self.moves_per_second
        )?;
        writeln!(
            f,
            "move to opponent:   p50 {:.1} ms, p99 {:.1} ms",
            self.move_ms.0, self.move_ms.1
        )?;
        writeln!(
            f,
            "end to next game:   p50 {:.0} ms, p99 {:.0} ms",
            self.wait_ms.0, self.wait_ms.1
        )?;
        writeln!(
            f,
            "pairing waves:      {} (p50 {:.1} ms, p99 {:.1} ms each)",
            self.pairing.0, self.pairing.1, self.pairing.2
        )?;
        writeln!(
            f,
            "server memory:      {:.0} KiB a player",
            self.kib_per_player
        )?;
        write!(f, "moves refused:      {}", self.refused)
    }
}

#[derive(Default)]
struct Books {
    times: MoveTimes,
    waits: Mutex<Vec<f64>>,
    moves: AtomicU64,
    games: AtomicU64,
    refused: AtomicU64,
}

async fn health(server: SocketAddr) -> Result<serde_json::Value> {
    let reply = request(server, "GET", "/api/health", None, None).await?;
    Ok(serde_json::from_str(&reply.body)?)
}

/// A visitor's session and WebSocket, and the name the server gave it.
async fn visitor(server: SocketAddr) -> Result<(String, Socket, String)> {
    let me = request(server, "GET", "/api/me", None, None).await?;
    let cookie = me
        .cookie
        .with_context(|| format!("no session (HTTP {}): raise --request-burst", me.status))?;
    let mut ws = format!("ws://{server}/api/socket").into_client_request()?;
    ws.headers_mut()
        .insert("cookie", format!("sg_session={cookie}").parse()?);
    let (mut socket, _) = tokio_tungstenite::connect_async(ws)
        .await
        .context("the WebSocket was refused: raise --connections-per-address")?;
    let name = match receive(&mut socket).await? {
        ServerMessage::Hello { me } => me.name,
        other => bail!("expected hello, got {other:?}"),
    };
    Ok((cookie, socket, name))
}

/// The arena, made by an account of the run's: its id.
async fn make_arena(server: SocketAddr, players: usize) -> Result<String> {
    let name = format!("Load{}", rand::random::<u32>() % 1_000_000);
    let cookie = crate::load_api::sign_up(server, &name).await?;
    let now = u64::try_from(SystemTime::now().duration_since(UNIX_EPOCH)?.as_millis())?;
    let body = serde_json::json!({
        "name": "Load Arena", "kind": "arena", "game": "amazons", "size": 6,
        "time": {"kind": "live", "minutes": 60, "increment": 0}, "rated": false,
        "starts": now, "minutes": 180, "max_players": players.max(2), "bots": true,
    })
    .to_string();
    let made = request(
        server,
        "POST",
        "/api/tournaments",
        Some(&cookie),
        Some(&body),
    )
    .await?;
    let value: serde_json::Value = serde_json::from_str(&made.body)
        .with_context(|| format!("making the arena: HTTP {}", made.status))?;
    Ok(value["id"]
        .as_str()
        .with_context(|| format!("making the arena: {}", made.body))?
        .to_owned())
}

/// One player: each game the arena gives them, played at `interval` a move, until `until`.
async fn player(
    mut socket: Socket,
    name: String,
    books: Arc<Books>,
    interval: Duration,
    until: Instant,
    seed: u64,
) -> Result<()> {
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    let mut ended = Instant::now();
    let mut first = true;
    while Instant::now() < until {
        let left = until.saturating_duration_since(Instant::now());
        let message = match tokio::time::timeout(left, receive(&mut socket)).await {
            Ok(message) => message?,
            Err(_) => break,
        };
        let ServerMessage::Notified { notification } = message else {
            continue;
        };
        let (NotificationKind::TournamentGame, Some(id)) =
            (notification.kind, notification.game.clone())
        else {
            continue;
        };
        if !first {
            books
                .waits
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(ended.elapsed().as_secs_f64() * 1000.0);
        }
        first = false;
        send(&mut socket, &ClientMessage::Watch { game: id.clone() }).await?;
        let view = loop {
            if let ServerMessage::Game { game } = receive(&mut socket).await?
                && game.id == id
            {
                break game;
            }
        };
        let me_white = view.white.as_ref().is_some_and(|w| w.player.name == name);
        if me_white {
            books.games.fetch_add(1, Ordering::Relaxed);
        }
        let variant = CATALOGUE
            .find(view.variant.game())
            .and_then(|info| info.variant(view.variant.size()))?;
        let mut rules = crate::load::rules_after(variant, &view.moves)?;
        let mut ply = u32::try_from(view.moves.len())?;
        let mut last = Instant::now();
        loop {
            if Instant::now() >= until || rules.outcome().is_some() {
                break;
            }
            let my_turn = ply.is_multiple_of(2) == me_white;
            let wait = if my_turn {
                (last + interval).saturating_duration_since(Instant::now())
            } else {
                until.saturating_duration_since(Instant::now())
            };
            let message = tokio::select! {
                message = receive(&mut socket) => Some(message?),
                () = tokio::time::sleep(wait) => None,
            };
            match message {
                None if my_turn => {
                    if !send_random_move(&mut socket, &*rules, &mut rng, &books.times, &id, ply)
                        .await?
                    {
                        break;
                    }
                    last = Instant::now() + Duration::from_secs(3600);
                }
                Some(ServerMessage::Moved {
                    game, ply: got, mv, ..
                }) if game == id && got == ply => {
                    rules.play_move(&mv)?;
                    if got.is_multiple_of(2) == me_white {
                        books.moves.fetch_add(1, Ordering::Relaxed);
                        last = Instant::now();
                    } else if let Some(at) = books.times.arrived(&id, got) {
                        last = at;
                    }
                    ply += 1;
                }
                Some(ServerMessage::Refused { .. }) => {
                    books.refused.fetch_add(1, Ordering::Relaxed);
                    last = Instant::now();
                }
                Some(ServerMessage::Game { game })
                    if game.id == id
                        && matches!(
                            game.status,
                            GameStatus::Ended { .. } | GameStatus::Aborted
                        ) =>
                {
                    break;
                }
                _ => {}
            }
        }
        ended = Instant::now();
        send(&mut socket, &ClientMessage::Unwatch { game: id.clone() }).await?;
    }
    Ok(())
}

/// Runs an arena of `plan.games` players (`--games` counts players here) at `plan.rate` moves a
/// second over all games.
///
/// # Errors
/// When the server cannot be reached, or refuses the arena or a player.
pub async fn run(plan: &Plan) -> Result<ArenaReport> {
    let players = plan.games.max(2);
    let before = health(plan.server).await?;
    let rss_before = before["rss_bytes"].as_u64().unwrap_or(0);
    let waves_before = before["tournament_pairings"].as_u64().unwrap_or(0);
    let id = make_arena(plan.server, players).await?;
    let books = Arc::new(Books::default());
    let mut seats = Vec::with_capacity(players);
    for _ in 0..players {
        let (cookie, socket, name) = visitor(plan.server).await?;
        let joined = request(
            plan.server,
            "POST",
            &format!("/api/tournaments/{id}/join"),
            Some(&cookie),
            None,
        )
        .await?;
        if joined.status != 200 {
            bail!("joining the arena: HTTP {}: {}", joined.status, joined.body);
        }
        seats.push((socket, name));
    }
    #[allow(clippy::cast_precision_loss)]
    let interval = Duration::from_secs_f64((players / 2) as f64 / plan.rate.max(0.001));
    let start = Instant::now();
    let until = start + Duration::from_secs(plan.seconds);
    let mut tasks = Vec::with_capacity(players);
    for (i, (socket, name)) in seats.into_iter().enumerate() {
        tasks.push(tokio::spawn(player(
            socket,
            name,
            books.clone(),
            interval,
            until,
            plan.seed.wrapping_add(i as u64),
        )));
    }
    tokio::time::sleep(Duration::from_secs(plan.seconds.min(10))).await;
    let rss_after = health(plan.server).await?["rss_bytes"]
        .as_u64()
        .unwrap_or(0);
    let mut stopped = 0;
    for task in tasks {
        if !matches!(task.await, Ok(Ok(()))) {
            stopped += 1;
        }
    }
    if stopped > 0 {
        eprintln!("skillgames load: {stopped} arena players stopped early");
    }
    let after = health(plan.server).await?;
    let elapsed = start.elapsed().as_secs_f64();
    let moves = books.moves.load(Ordering::Relaxed);
    let latency = percentiles(&books.times.latencies);
    let wait = percentiles(&books.waits);
    #[allow(clippy::cast_precision_loss)]
    Ok(ArenaReport {
        players,
        games: books.games.load(Ordering::Relaxed),
        moves,
        moves_per_second: moves as f64 / elapsed,
        move_ms: (latency(0.5), latency(0.99)),
        wait_ms: (wait(0.5), wait(0.99)),
        pairing: (
            after["tournament_pairings"]
                .as_u64()
                .unwrap_or(0)
                .saturating_sub(waves_before),
            after["tournament_pairing_ms_p50"].as_f64().unwrap_or(0.0),
            after["tournament_pairing_ms_p99"].as_f64().unwrap_or(0.0),
        ),
        kib_per_player: rss_after.saturating_sub(rss_before) as f64 / 1024.0 / players as f64,
        refused: books.refused.load(Ordering::Relaxed),
    })
}
