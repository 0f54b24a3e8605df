//! The tests' server and players: the real service on a loopback port, its database a SQLite
//! file in a fresh folder (or a fresh database on the PostgreSQL server `cargo xtask test`
//! starts), driven over real HTTP and WebSocket connections.

#![allow(dead_code, unreachable_pub)]

use skillgames_online::VariantId;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::{ClientMessage, ColourChoice, GameId, GameStatus, GameView, ServerMessage};
use skillgames_play::Rules;
use skillgames_server::clock::Clock;
use skillgames_server::{Config, Service};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for a message before it fails.
pub const PATIENCE: Duration = Duration::from_secs(10);

/// Where a test's data lives.
#[derive(Clone, Debug)]
pub enum Db {
    /// A SQLite file.
    Sqlite(PathBuf),
    /// A database on a PostgreSQL server.
    Postgres(String),
}

impl Db {
    /// A SQLite file in a fresh folder named after the test.
    pub fn sqlite(name: &str) -> Db {
        let dir = std::env::temp_dir().join(format!(
            "skillgames-online-{name}-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        Db::Sqlite(dir)
    }

    /// A fresh database on the server of `SKILLGAMES_TEST_POSTGRES` (a URL of a database on
    /// it that may create databases), or `None` when there is none (and none is required).
    pub async fn postgres(name: &str) -> Option<Db> {
        let Ok(url) = std::env::var("SKILLGAMES_TEST_POSTGRES") else {
            assert!(
                std::env::var_os("SKILLGAMES_REQUIRE_POSTGRES").is_none(),
                "SKILLGAMES_REQUIRE_POSTGRES is set but SKILLGAMES_TEST_POSTGRES is not"
            );
            eprintln!("no PostgreSQL server given (SKILLGAMES_TEST_POSTGRES): skipped");
            return None;
        };
        sqlx::any::install_default_drivers();
        let database = format!("t_{name}_{}", rand::random::<u32>());
        let mut admin = <sqlx::AnyConnection as sqlx::Connection>::connect(&url)
            .await
            .expect("the test PostgreSQL server answers");
        sqlx::Executor::execute(&mut admin, format!("CREATE DATABASE {database}").as_str())
            .await
            .unwrap();
        let base = url.rsplit_once('/').map_or(url.as_str(), |(base, _)| base);
        Some(Db::Postgres(format!("{base}/{database}")))
    }

    fn config(&self) -> Config {
        match self {
            Db::Sqlite(dir) => Config::in_folder(dir).unwrap(),
            Db::Postgres(url) => Config::new(url),
        }
    }
}

/// A running server.
pub struct Server {
    pub address: SocketAddr,
    pub online: Arc<Service>,
    pub clock: Clock,
    pub db: Db,
    /// The server's own runtime: shutting it down ends every task of the server at once,
    /// as a crash would.
    runtime: Option<tokio::runtime::Runtime>,
}

impl Server {
    /// Starts the service on `db` with a manual clock, changing its settings with `tune`.
    pub async fn start_with(db: Db, clock: Clock, tune: impl FnOnce(&mut Config)) -> Server {
        Self::start_on(db, clock, tune, None).await
    }

    /// Starts the service on `db` (on `port`, if given: a restart on the same address).
    pub async fn start_on(
        db: Db,
        clock: Clock,
        tune: impl FnOnce(&mut Config),
        port: Option<u16>,
    ) -> Server {
        let mut config = db.config();
        tune(&mut config);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let (started, ready) = tokio::sync::oneshot::channel();
        let server_clock = clock.clone();
        runtime.spawn(async move {
            // Served as `skillgames serve` serves: through the listener with its timeouts and
            // its cap of HTTP connections per address.
            let settings = skillgames_server::listen::Settings::of(&config);
            let online = Service::start(config, server_clock).await.unwrap();
            let listener = tokio::net::TcpListener::bind(("127.0.0.1", port.unwrap_or(0)))
                .await
                .unwrap();
            let address = listener.local_addr().unwrap();
            let app = skillgames_server::http::routes(online.clone());
            let _ = started.send((address, online));
            let _ = skillgames_server::listen::serve(
                listener,
                app,
                settings,
                std::future::pending::<()>(),
            )
            .await;
        });
        let (address, online) = ready.await.unwrap();
        Server {
            address,
            online,
            clock,
            db,
            runtime: Some(runtime),
        }
    }

    /// Starts the service on a fresh SQLite database.
    pub async fn start(name: &str) -> Server {
        Self::start_with(Db::sqlite(name), Clock::manual(1_000_000), |_| {}).await
    }

    /// Stops it as a crash would (its connections drop, nothing is said).
    pub fn kill(mut self) -> (Db, Clock, u16) {
        if let Some(runtime) = self.runtime.take() {
            // Waits until its workers have stopped, so that nothing of it runs on once the
            // test goes on (moving the shared clock, say); blocking is not allowed in the
            // test's own runtime, hence the thread.
            std::thread::spawn(move || runtime.shutdown_timeout(Duration::from_secs(5)))
                .join()
                .expect("the server's runtime stops");
        }
        (self.db.clone(), self.clock.clone(), self.address.port())
    }

    /// A visitor: a session from `/api/me`, and a WebSocket.
    pub async fn visitor(&self) -> Player {
        let reply = http(self.address, "GET", "/api/me", None, None).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        let cookie = reply.cookie.expect("a new visitor gets a cookie");
        Player::connect(self.address, cookie).await
    }

    /// Makes the account `name` a moderator (as the operator's command does).
    pub async fn make_moderator(&self, name: &str) {
        self.online
            .hub
            .store
            .set_moderator(name, true)
            .await
            .unwrap()
            .expect("an account");
    }

    /// An account made from a visitor.
    pub async fn account(&self, name: &str) -> Player {
        let visitor = self.visitor().await;
        let body = format!(r#"{{"name":"{name}","password":"password-{name}"}}"#);
        let reply = http(
            self.address,
            "POST",
            "/api/signup",
            Some(&visitor.cookie),
            Some(&body),
        )
        .await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        // Signing up gives a new session (the visitor's ends): connect again with it.
        let cookie = reply.cookie.expect("a new session for the account");
        Player::connect(self.address, cookie).await
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

pub use skillgames_server::client::Reply;

/// One HTTP/1.1 request.
pub async fn http(
    address: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<&str>,
) -> Reply {
    skillgames_server::client::request(address, method, path, cookie, body)
        .await
        .unwrap()
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A player's connection.
pub struct Player {
    pub address: SocketAddr,
    pub cookie: String,
    pub name: String,
    socket: Socket,
}

impl Player {
    /// Connects with the session `cookie`.
    pub async fn connect(address: SocketAddr, cookie: String) -> Player {
        let socket = open_socket(address, Some(&cookie), None).await.unwrap();
        let mut player = Player {
            address,
            cookie,
            name: String::new(),
            socket,
        };
        match player.next().await {
            ServerMessage::Hello { me } => player.name = me.name,
            other => panic!("expected hello, got {other:?}"),
        }
        player
    }

    /// A second connection of the same player.
    pub async fn again(&self) -> Player {
        Player::connect(self.address, self.cookie.clone()).await
    }

    /// Sends a message.
    pub async fn send(&mut self, message: &ClientMessage) {
        self.send_text(&message.to_json()).await;
    }

    /// Sends raw text.
    pub async fn send_text(&mut self, text: &str) {
        self.socket
            .send(Message::Text(text.to_owned().into()))
            .await
            .unwrap();
    }

    /// Sends a message, or says the server has closed the connection (a flood is cut off
    /// while its sender is still writing).
    pub async fn try_send(&mut self, message: &ClientMessage) -> bool {
        self.socket
            .send(Message::Text(message.to_json().into()))
            .await
            .is_ok()
    }

    /// The next message.
    pub async fn next(&mut self) -> ServerMessage {
        loop {
            let frame = tokio::time::timeout(PATIENCE, self.socket.next())
                .await
                .expect("a message in time")
                .expect("the connection is open")
                .expect("a frame");
            if let Message::Text(text) = frame {
                if std::env::var_os("SKILLGAMES_TRACE").is_some() {
                    eprintln!("{} <- {}", self.name, &text.as_str()[..text.len().min(300)]);
                }
                return serde_json::from_str(text.as_str()).unwrap();
            }
        }
    }

    /// Skips messages until one `matches`, and returns it.
    pub async fn until(&mut self, matches: impl Fn(&ServerMessage) -> bool) -> ServerMessage {
        loop {
            let message = self.next().await;
            if matches(&message) {
                return message;
            }
        }
    }

    /// Skips messages until a whole game `matches`.
    pub async fn game_until(&mut self, matches: impl Fn(&GameView) -> bool) -> GameView {
        match self
            .until(|m| matches!(m, ServerMessage::Game { game } if matches(game)))
            .await
        {
            ServerMessage::Game { game } => *game,
            _ => unreachable!(),
        }
    }

    /// The next refusal's reason (skipping other messages).
    pub async fn refusal(&mut self) -> skillgames_online::Refusal {
        match self
            .until(|m| matches!(m, ServerMessage::Refused { .. }))
            .await
        {
            ServerMessage::Refused { reason, .. } => reason,
            _ => unreachable!(),
        }
    }

    /// Whether the connection is closed by the server within a second.
    pub async fn closed(&mut self) -> bool {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(3);
        loop {
            match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    /// Closes the connection.
    pub async fn leave(mut self) {
        let _ = self.socket.close(None).await;
    }
}

/// A WebSocket to the service, with a session cookie and an `Origin` if given.
pub async fn open_socket(
    address: SocketAddr,
    cookie: Option<&str>,
    origin: Option<&str>,
) -> Result<Socket, tokio_tungstenite::tungstenite::Error> {
    let mut request = format!("ws://{address}/api/socket").into_client_request()?;
    if let Some(cookie) = cookie {
        request
            .headers_mut()
            .insert("cookie", format!("sg_session={cookie}").parse().unwrap());
    }
    if let Some(origin) = origin {
        request
            .headers_mut()
            .insert("origin", origin.parse().unwrap());
    }
    let (socket, _) = tokio_tungstenite::connect_async(request).await?;
    Ok(socket)
}

/// The rules of a game's variant after `moves`.
pub fn rules_after(game: &str, size: u8, moves: &[String]) -> Box<dyn Rules> {
    let mut rules = CATALOGUE
        .find(game)
        .and_then(|game| game.variant(size))
        .unwrap()
        .rules(None)
        .unwrap();
    for mv in moves {
        rules.play_move(mv).unwrap();
    }
    rules
}

/// `creator` opens a game, `joiner` joins it, both watch it: its id and first view.
pub async fn start_game(
    creator: &mut Player,
    joiner: &mut Player,
    game: &str,
    size: u8,
    time: &str,
    rated: bool,
) -> GameId {
    creator
        .send(&ClientMessage::Create {
            variant: VariantId::new(game, size),
            time: skillgames_online::TimeControl::parse(time).unwrap(),
            rated,
            colour: skillgames_online::ColourChoice::White,
            private: false,
        })
        .await;
    let id = match creator
        .until(|m| {
            matches!(
                m,
                ServerMessage::Created { .. } | ServerMessage::Refused { .. }
            )
        })
        .await
    {
        ServerMessage::Created { game } => game,
        other => panic!("not created: {other:?}"),
    };
    joiner.send(&ClientMessage::Join { game: id.clone() }).await;
    for player in [&mut *creator, &mut *joiner] {
        player
            .until(|m| matches!(m, ServerMessage::Started { game } if *game == id))
            .await;
        player
            .send(&ClientMessage::Watch { game: id.clone() })
            .await;
        player
            .game_until(|g| g.id == id && g.status == skillgames_online::GameStatus::Playing)
            .await;
    }
    id
}

/// Plays random legal moves from both sides until the game ends (or `limit` moves, then
/// White resigns), checking that every move reaches both players once and in order.
#[allow(clippy::too_many_arguments)]
pub async fn play_out(
    white: &mut Player,
    black: &mut Player,
    id: &str,
    game: &str,
    size: u8,
    limit: usize,
    seed: u64,
    mut moves: Vec<String>,
) -> GameStatus {
    let mut rng = rand_pcg::Pcg64::seed_from_u64(seed);
    loop {
        let rules = rules_after(game, size, &moves);
        if rules.outcome().is_some() {
            break;
        }
        if moves.len() >= limit {
            white.send(&ClientMessage::Resign { game: id.into() }).await;
            break;
        }
        let mv = rules.legal_moves().choose(&mut rng).unwrap().clone();
        let ply = u32::try_from(moves.len()).unwrap();
        let (mover, other) = if moves.len().is_multiple_of(2) {
            (&mut *white, &mut *black)
        } else {
            (&mut *black, &mut *white)
        };
        send_and_see(mover, &mut [other], id, ply, &mv).await;
        moves.push(mv);
    }
    let end = white
        .game_until(|g| g.id == id && matches!(g.status, GameStatus::Ended { .. }))
        .await;
    assert_eq!(end.moves, moves, "the server kept every move");
    black
        .game_until(|g| g.id == id && matches!(g.status, GameStatus::Ended { .. }))
        .await;
    end.status
}

/// Waits until `player` has seen the move after `ply` moves (of whatever game), and returns it.
#[allow(dead_code)]
pub async fn seen_move(player: &mut Player, ply: u32) -> String {
    match player
        .until(|m| matches!(m, ServerMessage::Moved { ply: p, .. } if *p == ply))
        .await
    {
        ServerMessage::Moved { mv, .. } => mv,
        _ => unreachable!(),
    }
}

/// `mover` plays the first legal move of game `id` (Amazons 6×6) after `moves`, watching it
/// or not, and waits until it is played; the move joins `moves`.
#[allow(dead_code)]
pub async fn play_first_legal(mover: &mut Player, id: &GameId, moves: &mut Vec<String>) {
    let mv = rules_after("amazons", 6, moves).legal_moves()[0].clone();
    let ply = u32::try_from(moves.len()).unwrap();
    mover
        .send(&ClientMessage::Move {
            game: id.clone(),
            ply,
            mv: mv.clone(),
        })
        .await;
    seen_move(mover, ply).await;
    moves.push(mv);
}

/// `mover` sends the move `mv` after `ply` moves of game `id`; it and every one of `others`
/// must see it played, once and in order.
pub async fn send_and_see(
    mover: &mut Player,
    others: &mut [&mut Player],
    id: &str,
    ply: u32,
    mv: &str,
) {
    mover
        .send(&ClientMessage::Move {
            game: id.into(),
            ply,
            mv: mv.to_owned(),
        })
        .await;
    for player in std::iter::once(mover).chain(others.iter_mut().map(|p| &mut **p)) {
        match player
            .until(|m| {
                matches!(
                    m,
                    ServerMessage::Moved { .. } | ServerMessage::Refused { .. }
                )
            })
            .await
        {
            ServerMessage::Moved {
                ply: got,
                mv: played,
                ..
            } => {
                assert_eq!(
                    (got, played.as_str()),
                    (ply, mv),
                    "moves arrive once, in order"
                );
            }
            other => panic!("move {mv} refused: {other:?}"),
        }
    }
}

impl Server {
    /// Starts the service on `db` as `skillgames serve` serves it (every server of the tests
    /// does now; the name stays for the tests of the listener's limits).
    pub async fn start_listening(db: Db, clock: Clock, tune: impl FnOnce(&mut Config)) -> Server {
        Self::start_on(db, clock, tune, None).await
    }
}

/// A public game of `game` on `size` at `time` with `colour`, as a creator asks for it.
pub fn seek(game: &str, size: u8, time: &str, rated: bool, colour: ColourChoice) -> ClientMessage {
    ClientMessage::Create {
        variant: VariantId::new(game, size),
        time: skillgames_online::TimeControl::parse(time).unwrap(),
        rated,
        colour,
        private: false,
    }
}

impl Player {
    /// Asks for the game `create` and returns its id (or the refusal).
    pub async fn create(
        &mut self,
        create: &ClientMessage,
    ) -> Result<GameId, skillgames_online::Refusal> {
        self.send(create).await;
        match self
            .until(|m| {
                matches!(
                    m,
                    ServerMessage::Created { .. } | ServerMessage::Refused { .. }
                )
            })
            .await
        {
            ServerMessage::Created { game } => Ok(game),
            ServerMessage::Refused { reason, .. } => Err(reason),
            _ => unreachable!(),
        }
    }
}

/// A line written in `room` of `game`.
pub fn say(game: &GameId, room: skillgames_online::ChatRoom, text: &str) -> ClientMessage {
    ClientMessage::Chat {
        game: game.clone(),
        text: text.to_owned(),
        room,
    }
}

impl Player {
    /// The next chat line this player is sent.
    pub async fn chat_line(&mut self) -> skillgames_online::ChatLine {
        match self
            .until(|m| matches!(m, ServerMessage::ChatLine { .. }))
            .await
        {
            ServerMessage::ChatLine { line, .. } => line,
            _ => unreachable!(),
        }
    }

    /// Watches game `id`, until its view comes.
    pub async fn watch(&mut self, id: &GameId) -> GameView {
        self.send(&ClientMessage::Watch { game: id.clone() }).await;
        self.game_until(|g| g.id == *id).await
    }
}

/// Sends the chat lines `line(0)`, `line(1)`, ... (at most `most`) until one is refused;
/// the refusal, if any came.
pub async fn flood_chat(
    player: &mut Player,
    most: usize,
    line: impl Fn(usize) -> ClientMessage,
) -> Option<skillgames_online::Refusal> {
    for i in 0..most {
        player.send(&line(i)).await;
        if let ServerMessage::Refused { reason, .. } = player
            .until(|m| {
                matches!(
                    m,
                    ServerMessage::ChatLine { .. } | ServerMessage::Refused { .. }
                )
            })
            .await
        {
            return Some(reason);
        }
    }
    None
}

/// A casual challenge by name to `name`: Amazons 6x6, 5+3, colours by lot.
pub fn challenge_to(name: &str) -> ClientMessage {
    ClientMessage::ChallengePlayer {
        name: name.to_owned(),
        variant: VariantId::new("amazons", 6),
        time: skillgames_online::TimeControl::parse("5+3").unwrap(),
        rated: false,
        colour: ColourChoice::Random,
    }
}

/// `POST path` with `body` and `cookie`, as the site's own page sends it (its `Origin`).
pub async fn from_page(
    server: &Server,
    cookie: &str,
    path: &str,
    body: &str,
) -> skillgames_server::client::Reply {
    let origin = format!("http://{}", server.address);
    skillgames_server::client::request_from(
        server.address,
        "POST",
        path,
        Some(cookie),
        Some(body),
        Some(&origin),
    )
    .await
    .unwrap()
}

/// The status of `method path` sent by a page of another site (its `Origin`) with `cookie`.
#[allow(dead_code)]
pub async fn from_another_site(server: &Server, method: &str, path: &str, cookie: &str) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let body = r#"{"days":3,"address":"a@example.org","digest":false,"who":"Ada","token":"t","password":"long-enough"}"#;
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nCookie: {cookie}\r\n\
         Origin: https://evil.example\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        server.address,
        body.len()
    );
    let mut stream = tokio::net::TcpStream::connect(server.address)
        .await
        .unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

/// A test on SQLite, and the same on the PostgreSQL server `cargo xtask test` starts (skipped
/// there when none runs and `SKILLGAMES_REQUIRE_POSTGRES` is unset).
#[allow(unused_macros)]
macro_rules! on_both_stores {
    ($sqlite:ident, $postgres:ident, $body:ident) => {
        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $sqlite() {
            $body($crate::support::Db::sqlite(stringify!($body))).await;
        }

        #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
        async fn $postgres() {
            if let Some(db) = $crate::support::Db::postgres(stringify!($body)).await {
                $body(db).await;
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use on_both_stores;
