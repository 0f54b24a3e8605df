//! `skillgames load --chat`: a crowd in one game's spectators' room. Two players start a
//! correspondence game (its clock never runs out during a run) and watch it; the spectators
//! connect (spread over the `--node` servers when given, else all on `--server`) and watch it
//! too; some of them write in the spectators' room at the plan's rate of lines a minute, each
//! line carrying its number and its sending time. Every spectator notes each line's arrival.
//! Measured: lines sent and refused, deliveries expected (lines accepted × spectators),
//! delivered, lost and doubled, the time from a line sent to its arrival (p50, p99, max), the
//! connections refused, and the spectators' lines that reached a player (none expected: the
//! players do not read that room while the game is played).

use std::collections::HashSet;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use futures_util::StreamExt;
use skillgames_online::{
    ChatRoom, ClientMessage, ColourChoice, GameId, ServerMessage, TimeControl, VariantId,
};
use skillgames_server::hub::MAX_PUBLIC_LINES;

use crate::load::{Socket, connect, percentiles, receive, send};

/// What to run.
#[derive(Clone, Debug)]
pub struct ChatPlan {
    /// The server the players use (a cluster's load balancer, or the one server).
    pub server: SocketAddr,
    /// The servers the spectators are spread over, in turn; none: `server`.
    pub nodes: Vec<SocketAddr>,
    /// Spectators watching the game (the writers among them).
    pub spectators: usize,
    /// Lines a minute over all writers.
    pub rate: f64,
    /// How long to write, in seconds.
    pub seconds: u64,
}

/// What was measured.
#[derive(Clone, Debug)]
pub struct ChatReport {
    /// Spectators watching when the writing began.
    pub spectators: usize,
    /// Spectators that could not connect or watch.
    pub refused_connections: usize,
    /// Connections the servers held then (their `/api/health`).
    pub connections: u64,
    /// Spectators who wrote.
    pub writers: usize,
    /// Lines written.
    pub sent: u64,
    /// Lines the server refused (none expected).
    pub refused_lines: u64,
    /// Deliveries expected: lines accepted × spectators.
    pub expected: u64,
    /// Lines that reached a spectator, each counted once per spectator.
    pub delivered: u64,
    /// Expected deliveries that never came.
    pub lost: u64,
    /// Lines that reached a spectator twice.
    pub duplicated: u64,
    /// From a line sent to its arrival: median, 99th percentile and the longest, ms.
    pub latency_ms: (f64, f64, f64),
    /// Spectators' lines that reached a player (none expected).
    pub to_players: u64,
}

impl std::fmt::Display for ChatReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "spectators:         {} watching ({} connections refused; the servers held {})",
            self.spectators, self.refused_connections, self.connections
        )?;
        writeln!(
            f,
            "lines sent:         {} by {} writers ({} refused)",
            self.sent, self.writers, self.refused_lines
        )?;
        writeln!(
            f,
            "deliveries:         {} expected, {} delivered, {} lost, {} duplicated",
            self.expected, self.delivered, self.lost, self.duplicated
        )?;
        writeln!(
            f,
            "line to spectator:  p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            self.latency_ms.0, self.latency_ms.1, self.latency_ms.2
        )?;
        write!(f, "lines to players:   {}", self.to_players)
    }
}

/// Lines a writer sends a minute: a third of what the server lets one player write (one line
/// every 2 s after a burst), so that a late timer never meets the limit.
const LINES_A_WRITER_A_MINUTE: f64 = 10.0;

/// How long the spectators wait for lines after the last one was sent.
const DRAIN: Duration = Duration::from_secs(5);

/// Spectators connecting at once.
const CONNECTING_AT_ONCE: usize = 50;

/// The writers needed for `rate` lines a minute, each within its own pace.
#[must_use]
pub fn writers_for(rate: f64) -> usize {
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let writers = (rate / LINES_A_WRITER_A_MINUTE).ceil().max(1.0) as usize;
    writers
}

/// The lines `rate` a minute make in `seconds`.
#[must_use]
pub fn lines_for(rate: f64, seconds: u64) -> u64 {
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let lines = (rate.max(0.0) * seconds as f64 / 60.0).floor() as u64;
    lines
}

/// When line `n` (from 0) is sent after the writing began, at `rate` lines a minute.
#[must_use]
pub fn send_offset(n: u64, rate: f64) -> Duration {
    #[allow(clippy::cast_precision_loss)]
    Duration::from_secs_f64(n as f64 * 60.0 / rate.max(0.001))
}

/// The words a line's numbers are spelt in, one a digit: the spectators' room hides bad words,
/// and its filter reads digits as letters ("5" as "s"), so digits would be hidden at times.
const DIGITS: [&str; 10] = [
    "oak", "elm", "cedar", "fir", "yew", "bay", "lime", "pine", "palm", "teak",
];

/// `n` spelt in [`DIGITS`].
fn spell(n: u64) -> String {
    n.to_string()
        .bytes()
        .map(|b| DIGITS[usize::from(b - b'0')])
        .collect::<Vec<_>>()
        .join(" ")
}

/// A number spelt by [`spell`].
fn unspell(words: &str) -> Option<u64> {
    let mut n: u64 = 0;
    let mut any = false;
    for word in words.split_whitespace() {
        let digit = DIGITS.iter().position(|d| *d == word)?;
        n = n.checked_mul(10)?.checked_add(digit as u64)?;
        any = true;
    }
    any.then_some(n)
}

/// A line's text: its number and its sending time (microseconds since the run's start).
#[must_use]
pub fn line_text(n: u64, sent_us: u64) -> String {
    format!("line {} sent {}", spell(n), spell(sent_us))
}

/// A line's number and sending time, if it is one of [`line_text`]'s.
#[must_use]
pub fn parse_line(text: &str) -> Option<(u64, u64)> {
    let (n, sent) = text.strip_prefix("line ")?.split_once(" sent ")?;
    Some((unspell(n)?, unspell(sent)?))
}

/// What one spectator received.
#[derive(Debug, Default)]
pub struct Arrivals {
    /// The lines seen (their numbers).
    seen: HashSet<u64>,
    /// Each line's time from sent to arrival, ms (the first arrival only).
    latencies: Vec<f64>,
    /// Lines seen again.
    duplicated: u64,
}

impl Arrivals {
    /// Notes a line's `text` arrived at `now_us` (microseconds since the run's start): `false`
    /// when it is not one of the run's lines.
    pub fn record(&mut self, text: &str, now_us: u64) -> bool {
        let Some((n, sent)) = parse_line(text) else {
            return false;
        };
        if self.seen.insert(n) {
            #[allow(clippy::cast_precision_loss)]
            self.latencies
                .push(now_us.saturating_sub(sent) as f64 / 1000.0);
        } else {
            self.duplicated += 1;
        }
        true
    }
}

/// Every spectator's arrivals added up.
#[derive(Debug, Default)]
pub struct Tally {
    /// Lines delivered, once per spectator.
    pub delivered: u64,
    /// Lines delivered again.
    pub duplicated: u64,
    /// Every first arrival's latency, ms.
    pub latencies: Mutex<Vec<f64>>,
}

impl Tally {
    /// Adds one spectator's arrivals.
    pub fn add(&mut self, arrivals: Arrivals) {
        self.delivered += arrivals.seen.len() as u64;
        self.duplicated += arrivals.duplicated;
        self.latencies
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .extend(arrivals.latencies);
    }

    /// The deliveries missing when `accepted` lines were each due to `spectators`.
    #[must_use]
    pub fn lost(&self, accepted: u64, spectators: usize) -> u64 {
        (accepted * spectators as u64).saturating_sub(self.delivered)
    }
}

/// The counts kept by everyone together.
#[derive(Default)]
struct Books {
    sent: AtomicU64,
    refused: AtomicU64,
    to_players: AtomicU64,
}

/// Microseconds since `epoch`.
fn micros(epoch: Instant) -> u64 {
    u64::try_from(epoch.elapsed().as_micros()).unwrap_or(u64::MAX)
}

/// Watches `game`: once its view came.
async fn watch(socket: &mut Socket, game: &GameId) -> Result<()> {
    send(socket, &ClientMessage::Watch { game: game.clone() }).await?;
    loop {
        match receive(socket).await? {
            ServerMessage::Game { game: view } if view.id == *game => return Ok(()),
            ServerMessage::Refused { text, .. } => bail!("watching the game: {text}"),
            _ => {}
        }
    }
}

/// Two players in a correspondence game, both watching it: their sockets and its id.
async fn start_game(server: SocketAddr) -> Result<(Socket, Socket, GameId)> {
    let (mut white, _) = connect(server).await?;
    let (mut black, _) = connect(server).await?;
    send(
        &mut white,
        &ClientMessage::Create {
            variant: VariantId::new("amazons", 8),
            time: TimeControl::Correspondence { days: 7 },
            rated: false,
            colour: ColourChoice::White,
            private: true,
        },
    )
    .await?;
    let id = loop {
        match receive(&mut white).await? {
            ServerMessage::Created { game } => break game,
            ServerMessage::Refused { text, .. } => bail!("making the game: {text}"),
            _ => {}
        }
    };
    send(&mut black, &ClientMessage::Join { game: id.clone() }).await?;
    for socket in [&mut white, &mut black] {
        loop {
            match receive(socket).await? {
                ServerMessage::Started { game } if game == id => break,
                ServerMessage::Refused { text, .. } => bail!("joining the game: {text}"),
                _ => {}
            }
        }
        watch(socket, &id).await?;
    }
    Ok((white, black, id))
}

/// A player until `until`: counts the spectators' lines that reach them.
async fn player(mut socket: Socket, books: Arc<Books>, until: Instant) -> Result<()> {
    loop {
        let left = until.saturating_duration_since(Instant::now());
        let Ok(message) = tokio::time::timeout(left, receive(&mut socket)).await else {
            return Ok(());
        };
        if let ServerMessage::ChatLine { line, .. } = message?
            && line.room == ChatRoom::Spectators
        {
            books.to_players.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// What a writer sends: the numbers of its lines, in order, and when the writing began.
struct Writing {
    lines: Vec<u64>,
    rate: f64,
    begins: Instant,
}

/// A spectator until `until`: each line's arrival noted; a writer also sends its lines.
async fn spectator(
    mut socket: Socket,
    game: GameId,
    epoch: Instant,
    until: Instant,
    mut writing: Option<Writing>,
    books: Arc<Books>,
) -> Result<Arrivals> {
    let mut arrivals = Arrivals::default();
    let mut next = 0;
    loop {
        let due = writing
            .as_ref()
            .and_then(|w| Some(w.begins + send_offset(*w.lines.get(next)?, w.rate)));
        let wake = due.unwrap_or(until).min(until);
        let message = tokio::select! {
            message = receive(&mut socket) => Some(message?),
            () = tokio::time::sleep_until(wake.into()) => None,
        };
        match message {
            None if due.is_some_and(|at| at <= Instant::now()) => {
                let Some(w) = writing.as_mut() else { continue };
                let text = line_text(w.lines[next], micros(epoch));
                next += 1;
                send(
                    &mut socket,
                    &ClientMessage::Chat {
                        game: game.clone(),
                        text,
                        room: ChatRoom::Spectators,
                    },
                )
                .await?;
                books.sent.fetch_add(1, Ordering::Relaxed);
            }
            None => {
                if Instant::now() >= until {
                    return Ok(arrivals);
                }
            }
            Some(ServerMessage::ChatLine { game: g, line }) if g == game => {
                arrivals.record(&line.text, micros(epoch));
            }
            Some(ServerMessage::Refused { text, .. }) if writing.is_some() => {
                if books.refused.fetch_add(1, Ordering::Relaxed) < 3 {
                    eprintln!("skillgames load: a line was refused: {text}");
                }
            }
            Some(_) => {}
        }
    }
}

/// Runs the plan against a running server or cluster.
///
/// # Errors
/// When the server cannot be reached, refuses the game, the plan writes more lines than a
/// room keeps, or there are too few spectators for the writers it needs.
pub async fn run(plan: &ChatPlan) -> Result<ChatReport> {
    let lines = lines_for(plan.rate, plan.seconds);
    if lines > MAX_PUBLIC_LINES as u64 {
        bail!(
            "{lines} lines is more than a spectators' room keeps ({MAX_PUBLIC_LINES}): \
             lower --rate or --seconds"
        );
    }
    let writers = writers_for(plan.rate);
    if writers > plan.spectators {
        bail!(
            "{} lines a minute need {writers} writers among the spectators: raise --spectators",
            plan.rate
        );
    }
    let nodes = if plan.nodes.is_empty() {
        vec![plan.server]
    } else {
        plan.nodes.clone()
    };
    let (white, black, game) = start_game(plan.server)
        .await
        .context("starting the players' game")?;
    eprintln!(
        "skillgames load: game {game}; {} spectators connecting",
        plan.spectators
    );
    let watching: Vec<Result<Socket>> = futures_util::stream::iter((0..plan.spectators).map(|i| {
        let (node, game) = (nodes[i % nodes.len()], game.clone());
        async move {
            let (mut socket, _) = connect(node).await?;
            watch(&mut socket, &game).await?;
            anyhow::Ok(socket)
        }
    }))
    .buffered(CONNECTING_AT_ONCE)
    .collect()
    .await;
    let mut sockets = Vec::with_capacity(plan.spectators);
    let mut refused_connections = 0;
    for result in watching {
        match result {
            Ok(socket) => sockets.push(socket),
            Err(e) => {
                if refused_connections == 0 {
                    eprintln!("skillgames load: a spectator could not watch: {e:#}");
                }
                refused_connections += 1;
            }
        }
    }
    if sockets.len() < writers {
        bail!(
            "only {} spectators could watch, fewer than the {writers} writers",
            sockets.len()
        );
    }
    // The spectators' arrivals announced to each other settle before the writing begins.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let mut connections = 0;
    for node in &nodes {
        if let Ok(reply) =
            skillgames_server::client::request(*node, "GET", "/api/health", None, None).await
            && let Ok(value) = serde_json::from_str::<serde_json::Value>(&reply.body)
        {
            connections += value["connections"].as_u64().unwrap_or(0);
        }
    }
    let books = Arc::new(Books::default());
    let epoch = Instant::now();
    let begins = epoch + Duration::from_millis(100);
    let until = begins + send_offset(lines, plan.rate) + DRAIN;
    let spectators = sockets.len();
    let mut tasks = Vec::with_capacity(spectators);
    // The writers are the first spectators, one on each node in turn.
    for (i, socket) in sockets.into_iter().enumerate() {
        let writing = (i < writers).then(|| Writing {
            lines: (i as u64..lines).step_by(writers).collect(),
            rate: plan.rate,
            begins,
        });
        tasks.push(tokio::spawn(spectator(
            socket,
            game.clone(),
            epoch,
            until,
            writing,
            books.clone(),
        )));
    }
    let players = [white, black].map(|socket| tokio::spawn(player(socket, books.clone(), until)));
    let mut tally = Tally::default();
    let mut stopped = 0;
    for task in tasks {
        match task.await {
            Ok(Ok(arrivals)) => tally.add(arrivals),
            _ => stopped += 1,
        }
    }
    for task in players {
        task.await??;
    }
    if stopped > 0 {
        eprintln!("skillgames load: {stopped} spectators stopped early");
    }
    let sent = books.sent.load(Ordering::Relaxed);
    let refused_lines = books.refused.load(Ordering::Relaxed);
    let accepted = sent.saturating_sub(refused_lines);
    let latency = percentiles(&tally.latencies);
    Ok(ChatReport {
        spectators,
        refused_connections,
        connections,
        writers,
        sent,
        refused_lines,
        expected: accepted * spectators as u64,
        delivered: tally.delivered,
        lost: tally.lost(accepted, spectators),
        duplicated: tally.duplicated,
        latency_ms: (latency(0.5), latency(0.99), latency(1.0)),
        to_players: books.to_players.load(Ordering::Relaxed),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_online::MAX_CHAT_LEN;

    #[test]
    fn writers_keep_to_a_third_of_their_limit() {
        assert_eq!(writers_for(200.0), 20);
        assert_eq!(writers_for(205.0), 21);
        assert_eq!(writers_for(1.0), 1);
        assert_eq!(writers_for(0.0), 1);
        // Each writer's lines are `writers` lines apart: at least 6 s.
        let writers = writers_for(200.0) as u64;
        assert!(send_offset(writers, 200.0) >= Duration::from_secs(6));
    }

    #[test]
    fn lines_and_their_times_follow_the_rate() {
        assert_eq!(lines_for(200.0, 60), 200);
        assert_eq!(lines_for(200.0, 90), 300);
        assert_eq!(lines_for(100.0, 1), 1);
        assert_eq!(send_offset(0, 200.0), Duration::ZERO);
        assert_eq!(send_offset(200, 200.0), Duration::from_secs(60));
        assert_eq!(send_offset(10, 120.0), Duration::from_secs(5));
    }

    #[test]
    fn a_line_carries_its_number_and_time() {
        assert_eq!(
            line_text(17, 1_234_560),
            "line elm pine sent elm cedar fir yew bay lime oak"
        );
        assert_eq!(parse_line(&line_text(17, 1_234_567)), Some((17, 1_234_567)));
        assert_eq!(parse_line(&line_text(0, 0)), Some((0, 0)));
        assert_eq!(parse_line("line elm sent"), None);
        assert_eq!(parse_line("line elm sent fir rose"), None);
        assert_eq!(parse_line("hello elm sent fir"), None);
        assert!(MAX_CHAT_LEN >= line_text(999, 999_999_999).chars().count());
    }

    #[test]
    fn the_rooms_filter_leaves_the_lines_as_they_are() {
        // The spectators' room hides bad words: a line's words must never look like one.
        for i in 0..20_000u64 {
            let text = line_text(i % 500, i.wrapping_mul(2_654_435_761) % 1_000_000_000);
            assert_eq!(skillgames_server::hub::censored(&text), text);
        }
    }

    #[test]
    fn arrivals_count_latency_once_and_doubles_apart() {
        let mut a = Arrivals::default();
        assert!(a.record(&line_text(1, 1_000), 3_500));
        assert!(a.record(&line_text(2, 2_000), 2_000));
        assert!(a.record(&line_text(1, 1_000), 9_000));
        assert!(!a.record("good game", 9_000));
        assert_eq!(a.latencies, vec![2.5, 0.0]);
        assert_eq!(a.duplicated, 1);
        let mut b = Arrivals::default();
        b.record(&line_text(2, 2_000), 12_000);
        let mut tally = Tally::default();
        tally.add(a);
        tally.add(b);
        assert_eq!(tally.delivered, 3);
        assert_eq!(tally.duplicated, 1);
        // Two lines due to two spectators: one missing.
        assert_eq!(tally.lost(2, 2), 1);
        assert_eq!(tally.lost(1, 2), 0);
        let p = percentiles(&tally.latencies);
        assert!((p(0.5) - 2.5).abs() < 1e-9);
        assert!((p(1.0) - 10.0).abs() < 1e-9);
    }
}
