//! `skillgames load`: many players over real WebSockets against a running game server, each
//! pair playing random legal games at a paced rate, measuring what players feel: moves per
//! second, the time from sending a move to the opponent receiving it (p50, p99), the server's
//! memory per game, and whether any accepted move was lost or arrived twice. Through the Bot
//! API instead: `load_api.rs`.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use futures_util::{SinkExt, StreamExt};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::{
    ClientMessage, ColourChoice, GameId, GameStatus, GameView, ServerMessage, TimeControl,
    VariantId,
};
use skillgames_play::{Rules, Variant};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// What to run.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The server's address.
    pub server: SocketAddr,
    /// Games played at once (two connections each).
    pub games: usize,
    /// Moves per second over all games.
    pub rate: f64,
    /// How long to play.
    pub seconds: u64,
    /// The random games' seed.
    pub seed: u64,
    /// The servers whose `/api/health` to add up (those behind a load balancer); none: the
    /// server itself.
    pub nodes: Vec<SocketAddr>,
}

/// What was measured.
#[derive(Clone, Debug)]
pub struct Report {
    /// Connections open at the peak.
    pub connections: usize,
    /// Games started.
    pub games_started: u64,
    /// Moves the server accepted (acknowledged to their players).
    pub moves: u64,
    /// Accepted moves per second.
    pub moves_per_second: f64,
    /// Median time from sending a move to the opponent receiving it, ms.
    pub p50_ms: f64,
    /// 99th percentile of it, ms.
    pub p99_ms: f64,
    /// The server's resident memory per game (or per stream, through the API) at full load,
    /// KiB (from `/api/health`).
    pub kib_per_game: f64,
    /// What the memory is counted per: `game` or `stream`.
    pub memory_per: &'static str,
    /// Accepted moves missing from the server's stored games.
    pub lost: u64,
    /// Moves that reached a player twice.
    pub duplicated: u64,
    /// Moves the server refused (none expected: every move is legal and in turn).
    pub refused: u64,
    /// Times a player's connection broke mid-game and it connected again.
    pub reconnections: u64,
    /// Players that stopped before the end (a connection broken outside a game).
    pub stopped: u64,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "connections held:   {}", self.connections)?;
        writeln!(f, "games started:      {}", self.games_started)?;
        writeln!(
            f,
            "moves accepted:     {} ({:.0} a second)",
            self.moves, self.moves_per_second
        )?;
        writeln!(
            f,
            "move to opponent:   p50 {:.1} ms, p99 {:.1} ms",
            self.p50_ms, self.p99_ms
        )?;
        writeln!(
            f,
            "server memory:      {:.0} KiB a {}",
            self.kib_per_game, self.memory_per
        )?;
        writeln!(f, "moves refused:      {}", self.refused)?;
        writeln!(f, "reconnections:      {}", self.reconnections)?;
        writeln!(f, "players stopped:    {}", self.stopped)?;
        write!(
            f,
            "moves lost:         {}\nmoves duplicated:   {}",
            self.lost, self.duplicated
        )
    }
}

/// One GET: status, the session cookie set, the body.
async fn get(
    server: SocketAddr,
    path: &str,
    cookie: Option<&str>,
) -> Result<(u16, Option<String>, String)> {
    let reply = skillgames_server::client::request(server, "GET", path, cookie, None).await?;
    Ok((reply.status, reply.cookie, reply.body))
}

pub(crate) type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A visitor's session from `server` and a WebSocket with it, its hello read.
pub(crate) async fn connect(server: SocketAddr) -> Result<(Socket, String)> {
    let (status, cookie, _) = get(server, "/api/me", None).await?;
    let cookie = cookie.with_context(|| {
        format!("no session from the server (HTTP {status}): raise its --request-burst")
    })?;
    Ok((socket_with(server, &cookie).await?, cookie))
}

/// A WebSocket with the session `cookie`, its hello read.
async fn socket_with(server: SocketAddr, cookie: &str) -> Result<Socket> {
    let mut request = format!("ws://{server}/api/socket").into_client_request()?;
    request
        .headers_mut()
        .insert("cookie", format!("sg_session={cookie}").parse()?);
    let (mut socket, _) = tokio_tungstenite::connect_async(request)
        .await
        .context("the WebSocket was refused: raise the server's --connections-per-address")?;
    // Hello.
    let _ = socket.next().await;
    Ok(socket)
}

pub(crate) async fn send(socket: &mut Socket, message: &ClientMessage) -> Result<()> {
    socket.send(Message::Text(message.to_json().into())).await?;
    Ok(())
}

pub(crate) async fn receive(socket: &mut Socket) -> Result<ServerMessage> {
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(text))) => return Ok(serde_json::from_str(text.as_str())?),
            Some(Ok(_)) => {}
            Some(Err(e)) => return Err(e.into()),
            None => bail!("the server closed a connection"),
        }
    }
}

/// How long a player keeps trying to connect again after its connection broke.
const RECONNECT_FOR: Duration = Duration::from_secs(30);
/// The wait between its tries.
const RECONNECT_EVERY: Duration = Duration::from_millis(250);

/// Connects again with the same session after a connection broke (its server died: the
/// load balancer sends it to another) and watches game `id` again: the game as stored.
async fn rejoin(server: SocketAddr, cookie: &str, id: &GameId) -> Result<(Socket, GameView)> {
    let give_up = Instant::now() + RECONNECT_FOR;
    loop {
        let attempt = async {
            let mut socket = socket_with(server, cookie).await?;
            send(&mut socket, &ClientMessage::Watch { game: id.clone() }).await?;
            loop {
                if let ServerMessage::Game { game } = receive(&mut socket).await?
                    && game.id == *id
                {
                    return anyhow::Ok((socket, *game));
                }
            }
        };
        match tokio::time::timeout(RECONNECT_FOR, attempt).await {
            Ok(Ok(done)) => return Ok(done),
            Ok(Err(e)) if Instant::now() >= give_up => return Err(e),
            Err(_) => bail!("no answer from the server after connecting again"),
            Ok(Err(_)) => tokio::time::sleep(RECONNECT_EVERY).await,
        }
    }
}

/// The moves counted in `accepted` (per game) that the server's stored games lack.
///
/// # Errors
/// When the server cannot be reached.
pub(crate) async fn lost_moves(
    server: SocketAddr,
    accepted: &Mutex<HashMap<GameId, u32>>,
) -> Result<u64> {
    let accepted: Vec<(GameId, u32)> = accepted
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .iter()
        .map(|(k, v)| (k.clone(), *v))
        .collect();
    let mut lost = 0;
    for (id, count) in accepted {
        let (_, _, body) = get(server, &format!("/api/games/{id}"), None).await?;
        let stored =
            serde_json::from_str::<skillgames_online::GameView>(&body).map_or(0, |v| v.moves.len());
        lost += u64::from(count).saturating_sub(stored as u64);
    }
    Ok(lost)
}

/// The times kept in `latencies`, sorted, as a function of the fraction `p` (0.5 the median):
/// 0 when none were kept.
pub(crate) fn percentiles(latencies: &Mutex<Vec<f64>>) -> impl Fn(f64) -> f64 {
    let mut sorted = latencies
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .clone();
    sorted.sort_by(f64::total_cmp);
    move |p: f64| {
        if sorted.is_empty() {
            0.0
        } else {
            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                clippy::cast_precision_loss
            )]
            let index = ((sorted.len() - 1) as f64 * p).round() as usize;
            sorted[index]
        }
    }
}

/// The rules of `variant` after `moves`.
pub(crate) fn rules_after(variant: Variant, moves: &[String]) -> Result<Box<dyn Rules>> {
    let mut rules = variant.rules(None)?;
    for mv in moves {
        rules.play_move(mv)?;
    }
    Ok(rules)
}

/// When each move was sent and how long it took to reach the opponent: the load tools' move
/// latency, kept by the players together.
#[derive(Default)]
pub(crate) struct MoveTimes {
    /// When each move (game, ply) was sent.
    sent: Mutex<HashMap<(GameId, u32), Instant>>,
    /// Send-to-opponent times, ms.
    pub(crate) latencies: Mutex<Vec<f64>>,
}

impl MoveTimes {
    /// The opponent's move `ply` of `game` arrived: its latency is kept, and its sending
    /// time returned (none if this side did not see it sent).
    pub(crate) fn arrived(&self, game: &GameId, ply: u32) -> Option<Instant> {
        let at = self
            .sent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&(game.clone(), ply))?;
        self.latencies
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(at.elapsed().as_secs_f64() * 1000.0);
        Some(at)
    }
}

/// Sends a random legal move of `rules` as move `ply` of `game`, its sending time noted in
/// `times`; `false` when there is none.
pub(crate) async fn send_random_move(
    socket: &mut Socket,
    rules: &dyn Rules,
    rng: &mut impl rand::Rng,
    times: &MoveTimes,
    game: &GameId,
    ply: u32,
) -> Result<bool> {
    let moves = rules.legal_moves();
    let Some(mv) = moves.choose(rng) else {
        return Ok(false);
    };
    times
        .sent
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .insert((game.clone(), ply), Instant::now());
    send(
        socket,
        &ClientMessage::Move {
            game: game.clone(),
            ply,
            mv: mv.clone(),
        },
    )
    .await?;
    Ok(true)
}

/// The books the players keep together.
#[derive(Default)]
struct Books {
    /// The moves' sending times and latencies.
    times: MoveTimes,
    /// Accepted moves per game (as their movers saw them acknowledged).
    accepted: Mutex<HashMap<GameId, u32>>,
    moves: AtomicU64,
    games: AtomicU64,
    duplicated: AtomicU64,
    refused: AtomicU64,
    reconnections: AtomicU64,
}

/// Plays one side of game after game until `until`.
#[allow(clippy::too_many_arguments)]
async fn player(
    server: SocketAddr,
    (mut socket, cookie): (Socket, String),
    books: Arc<Books>,
    interval: Duration,
    until: Instant,
    seed: u64,
    mut pairing: tokio::sync::mpsc::Receiver<GameId>,
    creator: Option<tokio::sync::mpsc::Sender<GameId>>,
    variant_index: usize,
) -> Result<()> {
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    let variants: Vec<_> = CATALOGUE.variants().collect();
    let mut round = 0;
    while Instant::now() < until {
        // The creator opens a private game and tells its partner the id.
        let id = if let Some(partner) = &creator {
            let variant = variants[(variant_index + round) % variants.len()];
            send(
                &mut socket,
                &ClientMessage::Create {
                    variant: VariantId::new(variant.game().name, variant.size()),
                    time: TimeControl::Live {
                        minutes: 60,
                        increment: 0,
                    },
                    rated: false,
                    colour: ColourChoice::White,
                    private: true,
                },
            )
            .await?;
            let id = loop {
                if let ServerMessage::Created { game } = receive(&mut socket).await? {
                    break game;
                }
            };
            partner.send(id.clone()).await?;
            id
        } else {
            let Some(id) = pairing.recv().await else {
                return Ok(());
            };
            send(&mut socket, &ClientMessage::Join { game: id.clone() }).await?;
            id
        };
        round += 1;
        loop {
            if let ServerMessage::Started { game } = receive(&mut socket).await?
                && game == id
            {
                break;
            }
        }
        send(&mut socket, &ClientMessage::Watch { game: id.clone() }).await?;
        let variant = loop {
            // Not a late word of the last game (a server still telling who left it).
            if let ServerMessage::Game { game } = receive(&mut socket).await?
                && game.id == id
            {
                break CATALOGUE
                    .find(game.variant.game())
                    .and_then(|info| info.variant(game.variant.size()))?;
            }
        };
        if creator.is_some() {
            books.games.fetch_add(1, Ordering::Relaxed);
        }
        let me_white = creator.is_some();
        let mut rules = variant.rules(None)?;
        let mut ply: u32 = 0;
        let mut last = Instant::now();
        loop {
            let my_turn = ply.is_multiple_of(2) == me_white && rules.outcome().is_none();
            if Instant::now() >= until {
                break;
            }
            let wait = if my_turn {
                (last + interval).saturating_duration_since(Instant::now())
            } else {
                until.saturating_duration_since(Instant::now())
            };
            let message = tokio::select! {
                message = receive(&mut socket) => Some(message),
                () = tokio::time::sleep(wait) => None,
            };
            let message = match message {
                Some(Ok(message)) => Some(message),
                None => None,
                Some(Err(_)) => {
                    // The connection broke (its server died): back through the load
                    // balancer, the game as stored is where to go on from. A move sent
                    // and not acknowledged is in it, or is to be made again.
                    let (again, view) = rejoin(server, &cookie, &id).await?;
                    socket = again;
                    books.reconnections.fetch_add(1, Ordering::Relaxed);
                    rules = rules_after(variant, &view.moves)?;
                    let stored = u32::try_from(view.moves.len())?;
                    if stored > ply && (ply.is_multiple_of(2) == me_white) {
                        // My move was stored though its acknowledgement was lost.
                        books.moves.fetch_add(1, Ordering::Relaxed);
                    }
                    ply = stored;
                    if matches!(view.status, GameStatus::Ended { .. } | GameStatus::Aborted) {
                        break;
                    }
                    last = Instant::now();
                    continue;
                }
            };
            match message {
                None if my_turn => {
                    if !send_random_move(&mut socket, &*rules, &mut rng, &books.times, &id, ply)
                        .await?
                    {
                        break;
                    }
                    // Wait for the acknowledgement before anything else.
                    last = Instant::now() + Duration::from_secs(3600);
                }
                None => {}
                Some(ServerMessage::Moved {
                    game, ply: got, mv, ..
                }) if game == id => {
                    if got != ply {
                        books.duplicated.fetch_add(1, Ordering::Relaxed);
                        continue;
                    }
                    rules.play_move(&mv)?;
                    let mover_white = got.is_multiple_of(2);
                    if mover_white == me_white {
                        books.moves.fetch_add(1, Ordering::Relaxed);
                        *books
                            .accepted
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner)
                            .entry(id.clone())
                            .or_default() = got + 1;
                        last = Instant::now();
                    } else if let Some(at) = books.times.arrived(&id, got) {
                        // The game's pace counts from when the opponent sent its move, so
                        // that the delivery time does not slow the rate.
                        last = at;
                    } else {
                        last = Instant::now();
                    }
                    ply += 1;
                    if rules.outcome().is_some() {
                        break;
                    }
                }
                Some(ServerMessage::Refused { text, .. }) => {
                    books.refused.fetch_add(1, Ordering::Relaxed);
                    eprintln!(
                        "skillgames load: game {id}: the move after {ply} was refused: {text}"
                    );
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
                Some(ServerMessage::Game { game })
                    if game.id == id && game.moves.len() != ply as usize =>
                {
                    // The whole game, moved on (or back) from what this player had: as a
                    // page does, go on from it.
                    rules = rules_after(variant, &game.moves)?;
                    ply = u32::try_from(game.moves.len())?;
                    last = Instant::now();
                }
                Some(_) => {}
            }
        }
        send(&mut socket, &ClientMessage::Unwatch { game: id.clone() }).await?;
    }
    Ok(())
}

/// Runs the plan against a running server.
///
/// # Errors
/// When the server cannot be reached or refuses the players (its limits per address).
pub async fn run(plan: &Plan) -> Result<Report> {
    let health = |server| async move {
        let (_, _, body) = get(server, "/api/health", None).await?;
        let value: serde_json::Value = serde_json::from_str(&body)?;
        anyhow::Ok(value)
    };
    health(plan.server).await?;
    let books = Arc::new(Books::default());
    // Every move of a game at this interval gives the rate over all games.
    #[allow(clippy::cast_precision_loss)]
    let interval = Duration::from_secs_f64(plan.games as f64 / plan.rate.max(0.001));
    let nodes = if plan.nodes.is_empty() {
        vec![plan.server]
    } else {
        plan.nodes.clone()
    };
    let total = |field: &'static str| {
        let nodes = nodes.clone();
        async move {
            let mut sum = 0;
            for node in nodes {
                if let Ok(value) = health(node).await {
                    sum += value[field].as_u64().unwrap_or(0);
                }
            }
            sum
        }
    };
    let before = total("rss_bytes").await;
    let mut sockets = Vec::with_capacity(plan.games * 2);
    for _ in 0..plan.games * 2 {
        sockets.push(connect(plan.server).await?);
    }
    let start = Instant::now();
    let until = start + Duration::from_secs(plan.seconds);
    let mut tasks = Vec::new();
    let mut sockets = sockets.into_iter();
    for game in 0..plan.games {
        let (tx, rx) = tokio::sync::mpsc::channel(1);
        let (_, none) = tokio::sync::mpsc::channel(1);
        let (white, black) = (
            sockets.next().context("socket")?,
            sockets.next().context("socket")?,
        );
        let seed = plan.seed.wrapping_add(game as u64 * 2);
        tasks.push(tokio::spawn(player(
            plan.server,
            white,
            books.clone(),
            interval,
            until,
            seed,
            none,
            Some(tx),
            game,
        )));
        tasks.push(tokio::spawn(player(
            plan.server,
            black,
            books.clone(),
            interval,
            until,
            seed + 1,
            rx,
            None,
            game,
        )));
    }
    // Memory at full load: once every game has begun.
    tokio::time::sleep(Duration::from_secs(plan.seconds.min(5))).await;
    let connections = usize::try_from(total("connections").await).unwrap_or(usize::MAX);
    let after = total("rss_bytes").await;
    let mut failures = 0;
    for task in tasks {
        if !matches!(task.await, Ok(Ok(()))) {
            failures += 1;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    if failures > 0 {
        eprintln!("skillgames load: {failures} players stopped early");
    }
    let lost = lost_moves(plan.server, &books.accepted).await?;
    let percentile = percentiles(&books.times.latencies);
    let moves = books.moves.load(Ordering::Relaxed);
    #[allow(clippy::cast_precision_loss)]
    Ok(Report {
        connections,
        games_started: books.games.load(Ordering::Relaxed),
        moves,
        moves_per_second: moves as f64 / elapsed,
        p50_ms: percentile(0.5),
        p99_ms: percentile(0.99),
        kib_per_game: after.saturating_sub(before) as f64 / 1024.0 / plan.games.max(1) as f64,
        memory_per: "game",
        lost,
        duplicated: books.duplicated.load(Ordering::Relaxed),
        refused: books.refused.load(Ordering::Relaxed),
        reconnections: books.reconnections.load(Ordering::Relaxed),
        stopped: failures,
    })
}
