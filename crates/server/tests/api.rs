//! The Bot and Board API over real HTTP, as a lichess client calls it: personal API tokens,
//! the account and the bot upgrade, challenges by name and their answers, the event stream,
//! a game's stream and every action on it, and every bad input (a clear JSON error with
//! lichess's status, nothing changed). On SQLite and on PostgreSQL.

#[macro_use]
mod support;

use std::net::SocketAddr;
use std::time::Duration;

use serde_json::Value;
use skillgames_online::{ClientMessage, ColourChoice, GameId, ServerMessage};
use support::{Db, Player, Server, rules_after};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// How long a test waits for a line of a stream.
const LINE_PATIENCE: Duration = Duration::from_secs(10);

/// An answer: its status and body.
struct Answer {
    status: u16,
    body: String,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    /// The sentence of an error answer (and that it is one).
    fn error(&self) -> String {
        self.json()["error"]
            .as_str()
            .unwrap_or_else(|| panic!("no error in words: {}", self.body))
            .to_owned()
    }
}

/// The request's head: `token` as a bearer token, `cookie` as the session, a body's type.
fn head(
    method: &str,
    path: &str,
    address: SocketAddr,
    extra: &[(&str, &str)],
    length: usize,
) -> String {
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n");
    for (name, value) in extra {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    if method != "GET" {
        head.push_str(&format!("Content-Length: {length}\r\n"));
    }
    head.push_str("\r\n");
    head
}

/// Reads a chunked body's data (or a plain one) from `text`.
fn body_of(head: &str, body: &str) -> String {
    if !head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        return body.to_owned();
    }
    let mut out = String::new();
    let mut rest = body;
    while let Some((size, after)) = rest.split_once("\r\n") {
        let Ok(size) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if size == 0 || after.len() < size {
            break;
        }
        out.push_str(&after[..size]);
        rest = after[size..].trim_start_matches("\r\n");
    }
    out
}

/// One request with these headers and body.
async fn call(
    address: SocketAddr,
    method: &str,
    path: &str,
    extra: &[(&str, &str)],
    body: &str,
) -> Answer {
    let mut stream = TcpStream::connect(address).await.unwrap();
    let request = head(method, path, address, extra, body.len()) + body;
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let text = String::from_utf8_lossy(&response);
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    Answer {
        status: head
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0),
        body: body_of(head, body),
    }
}

/// A call with `token`.
async fn api(address: SocketAddr, method: &str, path: &str, token: &str) -> Answer {
    let bearer = format!("Bearer {token}");
    call(address, method, path, &[("Authorization", &bearer)], "").await
}

/// A call with `token` and a form body, as lichess documents its routes.
async fn form(address: SocketAddr, path: &str, token: &str, body: &str) -> Answer {
    let bearer = format!("Bearer {token}");
    call(
        address,
        "POST",
        path,
        &[
            ("Authorization", &bearer),
            ("Content-Type", "application/x-www-form-urlencoded"),
        ],
        body,
    )
    .await
}

/// A stream of newline-delimited JSON, read line by line as it comes.
struct Stream {
    reader: BufReader<TcpStream>,
    /// Bytes left in the current chunk.
    left: usize,
    pending: String,
}

impl Stream {
    async fn open(address: SocketAddr, path: &str, token: &str) -> Stream {
        let mut stream = TcpStream::connect(address).await.unwrap();
        let bearer = format!("Bearer {token}");
        let request = head("GET", path, address, &[("Authorization", &bearer)], 0);
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut reader = BufReader::new(stream);
        let mut status = String::new();
        reader.read_line(&mut status).await.unwrap();
        assert!(status.contains(" 200 "), "{path}: {status}");
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).await.unwrap();
            if line == "\r\n" {
                break;
            }
        }
        Stream {
            reader,
            left: 0,
            pending: String::new(),
        }
    }

    /// The next line (an empty one is a keep-alive); `None` when the stream ended.
    async fn line(&mut self) -> Option<String> {
        loop {
            if let Some(at) = self.pending.find('\n') {
                let line: String = self.pending.drain(..=at).collect();
                return Some(line.trim_end().to_owned());
            }
            if self.left == 0 {
                let mut size = String::new();
                tokio::time::timeout(LINE_PATIENCE, self.reader.read_line(&mut size))
                    .await
                    .expect("a stream went silent")
                    .ok()?;
                let size = size.trim();
                if size.is_empty() {
                    continue;
                }
                self.left = usize::from_str_radix(size, 16).ok()?;
                if self.left == 0 {
                    return None;
                }
            }
            let mut data = vec![0; self.left];
            tokio::time::timeout(LINE_PATIENCE, self.reader.read_exact(&mut data))
                .await
                .expect("a stream went silent")
                .ok()?;
            self.left = 0;
            self.pending.push_str(&String::from_utf8_lossy(&data));
        }
    }

    /// The next event that is not a keep-alive.
    async fn event(&mut self) -> Value {
        let deadline = tokio::time::Instant::now() + LINE_PATIENCE;
        loop {
            assert!(tokio::time::Instant::now() < deadline, "no event came");
            let line = self.line().await.expect("the stream ended");
            if !line.is_empty() {
                return serde_json::from_str(&line).unwrap();
            }
        }
    }

    /// The next event of type `kind`, skipping others.
    async fn event_of(&mut self, kind: &str) -> Value {
        let deadline = tokio::time::Instant::now() + LINE_PATIENCE;
        loop {
            let event = self.event().await;
            if event["type"] == kind {
                return event;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "no {kind} came: {event}"
            );
        }
    }
}

/// The session cookie's header.
fn cookie(player: &Player) -> String {
    format!("sg_session={}", player.cookie)
}

/// A token of `player`'s with `scopes`, made as the account page makes it.
async fn token(server: &Server, player: &Player, scopes: &[&str]) -> String {
    let body = serde_json::json!({ "name": "test", "scopes": scopes }).to_string();
    let answer = call(
        server.address,
        "POST",
        "/api/tokens",
        &[
            ("Cookie", &cookie(player)),
            ("Content-Type", "application/json"),
        ],
        &body,
    )
    .await;
    assert_eq!(answer.status, 201, "{}", answer.body);
    let token = answer.json()["token"].as_str().unwrap().to_owned();
    assert!(token.starts_with("sgp_"));
    token
}

async fn tokens_are_made_listed_and_revoked(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let ada = server.account("Ada").await;
    let secret = token(&server, &ada, &["bot:play", "account:read"]).await;
    // Listed without its secret; only a digest is kept.
    let listed = call(
        server.address,
        "GET",
        "/api/tokens",
        &[("Cookie", &cookie(&ada))],
        "",
    )
    .await;
    assert_eq!(listed.status, 200);
    assert!(!listed.body.contains(&secret));
    let list = listed.json();
    assert_eq!(
        list[0]["scopes"],
        serde_json::json!(["bot:play", "account:read"])
    );
    let id = list[0]["id"].as_str().unwrap().to_owned();
    let me = api(server.address, "GET", "/api/account", &secret).await;
    assert_eq!(me.status, 200, "{}", me.body);
    assert_eq!(me.json()["username"], "Ada");
    assert!(me.json().get("title").is_none());
    // Bad tokens: none, another scheme, made up, too long.
    for header in [
        "",
        "Basic QWRhOnB3",
        "Bearer sgp_madeup",
        "Bearer xyz",
        &format!("Bearer sgp_{}", "a".repeat(200)),
    ] {
        let extra: Vec<(&str, &str)> = if header.is_empty() {
            vec![]
        } else {
            vec![("Authorization", header)]
        };
        let answer = call(server.address, "GET", "/api/account", &extra, "").await;
        assert_eq!(answer.status, 401, "{header}: {}", answer.body);
        assert!(answer.error().contains("token"));
    }
    // Refusals when making one: a visitor, no scope, an unknown scope, a long name, another site.
    let visitor = server.visitor().await;
    let made = |who: String, body: &'static str, origin: Option<&'static str>| {
        let address = server.address;
        async move {
            let mut extra = vec![
                ("Cookie", who.as_str()),
                ("Content-Type", "application/json"),
            ];
            if let Some(origin) = origin {
                extra.push(("Origin", origin));
            }
            call(address, "POST", "/api/tokens", &extra, body).await
        }
    };
    assert_eq!(
        made(
            cookie(&visitor),
            r#"{"name":"x","scopes":["bot:play"]}"#,
            None
        )
        .await
        .status,
        403
    );
    assert_eq!(
        made(cookie(&ada), r#"{"name":"x","scopes":[]}"#, None)
            .await
            .status,
        400
    );
    assert_eq!(
        made(
            cookie(&ada),
            r#"{"name":"x","scopes":["email:read"]}"#,
            None
        )
        .await
        .status,
        400
    );
    let long = made(
        cookie(&ada),
        r#"{"name":"a name far too long for any token of anyone's","scopes":["bot:play"]}"#,
        None,
    )
    .await;
    assert_eq!(long.status, 400);
    assert_eq!(
        made(
            cookie(&ada),
            r#"{"name":"x","scopes":["bot:play"]}"#,
            Some("https://evil.example")
        )
        .await
        .status,
        403
    );
    // At most 20 at once.
    for _ in 1..20 {
        token(&server, &ada, &["board:play"]).await;
    }
    let over = made(cookie(&ada), r#"{"name":"x","scopes":["bot:play"]}"#, None).await;
    assert_eq!(over.status, 400, "{}", over.body);
    // Revoked: refused at once, and not listed.
    let path = format!("/api/tokens/{id}");
    let other = server.account("Boz").await;
    assert_eq!(
        call(
            server.address,
            "DELETE",
            &path,
            &[("Cookie", &cookie(&other))],
            ""
        )
        .await
        .status,
        404
    );
    assert_eq!(
        call(
            server.address,
            "DELETE",
            &path,
            &[("Cookie", &cookie(&ada))],
            ""
        )
        .await
        .status,
        200
    );
    assert_eq!(
        api(server.address, "GET", "/api/account", &secret)
            .await
            .status,
        401
    );
    let listed = call(
        server.address,
        "GET",
        "/api/tokens",
        &[("Cookie", &cookie(&ada))],
        "",
    )
    .await;
    assert!(!listed.body.contains(&id));
}

on_both_stores!(
    tokens_are_made_listed_and_revoked_sqlite,
    tokens_are_made_listed_and_revoked_postgres,
    tokens_are_made_listed_and_revoked
);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_made_up_tokens_is_refused_before_the_store() {
    let server = Server::start("api_flood").await;
    let mut statuses = Vec::new();
    for n in 0..40 {
        statuses.push(
            api(
                server.address,
                "GET",
                "/api/account",
                &format!("sgp_guess{n}"),
            )
            .await
            .status,
        );
    }
    assert!(statuses[..30].iter().all(|s| *s == 401), "{statuses:?}");
    assert_eq!(statuses.last(), Some(&429), "{statuses:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scopes_and_the_bot_upgrade() {
    let server = Server::start("api_scopes").await;
    let ada = server.account("Ada").await;
    let reader = token(&server, &ada, &["account:read"]).await;
    let bob = server.account("Bob").await;
    // Reading needs no play scope; playing does.
    assert_eq!(
        api(server.address, "GET", "/api/account", &reader)
            .await
            .status,
        200
    );
    let refused = form(server.address, "/api/challenge/Bob", &reader, "days=3").await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(refused.error().contains("bot:play"));
    assert_eq!(
        api(server.address, "POST", "/api/bot/account/upgrade", &reader)
            .await
            .status,
        403
    );
    // A new account becomes a bot, for good, and is shown as one.
    let bot = token(&server, &ada, &["bot:play"]).await;
    assert_eq!(
        api(server.address, "POST", "/api/bot/account/upgrade", &bot)
            .await
            .status,
        200
    );
    assert_eq!(
        api(server.address, "GET", "/api/account", &bot)
            .await
            .json()["title"],
        "BOT"
    );
    assert_eq!(
        api(server.address, "POST", "/api/bot/account/upgrade", &bot)
            .await
            .status,
        400
    );
    // Online bots: those connected (an event stream counts).
    let mut events = Stream::open(server.address, "/api/stream/event", &bot).await;
    let online = api(server.address, "GET", "/api/bot/online", &bot).await;
    assert_eq!(online.status, 200);
    let names: Vec<Value> = online
        .body
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(names.len(), 1, "{}", online.body);
    assert_eq!(names[0]["username"], "Ada");
    // An account that has played cannot become a bot.
    let bob_token = token(&server, &bob, &["bot:play"]).await;
    let cy = server.account("Cyd").await;
    let cy_token = token(&server, &cy, &["board:play"]).await;
    let challenge = form(
        server.address,
        "/api/challenge/Cyd",
        &bob_token,
        "clock.limit=300&clock.increment=3",
    )
    .await;
    assert_eq!(challenge.status, 200, "{}", challenge.body);
    let id = challenge.json()["id"].as_str().unwrap().to_owned();
    assert_eq!(
        api(
            server.address,
            "POST",
            &format!("/api/challenge/{id}/accept"),
            &cy_token
        )
        .await
        .status,
        200
    );
    let refused = api(
        server.address,
        "POST",
        "/api/bot/account/upgrade",
        &bob_token,
    )
    .await;
    assert_eq!(refused.status, 400);
    assert!(refused.error().contains("played"));
    assert!(
        api(server.address, "GET", "/api/account", &bob_token)
            .await
            .json()
            .get("title")
            .is_none()
    );
    drop(events.line());
}

async fn challenges_by_name(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let ada = server.account("Ada").await;
    let bob = server.account("Bob").await;
    let (a, b) = (
        token(&server, &ada, &["bot:play"]).await,
        token(&server, &bob, &["board:play"]).await,
    );
    let mut bob_events = Stream::open(server.address, "/api/stream/event", &b).await;
    let mut ada_events = Stream::open(server.address, "/api/stream/event", &a).await;
    // Bad challenges change nothing.
    let address = server.address;
    for (path, body, status) in [
        ("/api/challenge/Ada", "days=3", 400),
        ("/api/challenge/Nobody", "days=3", 404),
        ("/api/challenge/Bob", "", 400),
        (
            "/api/challenge/Bob",
            "clock.limit=90&clock.increment=0",
            400,
        ),
        ("/api/challenge/Bob", "clock.limit=300&days=3", 400),
        ("/api/challenge/Bob", "days=3&variant=chess", 400),
        ("/api/challenge/Bob", "days=3&variant=amazons&size=9", 400),
        ("/api/challenge/Bob", "days=3&color=purple", 400),
        ("/api/challenge/Bob", "days=3&fen=8/8/8/8/8/8/8/8", 400),
        ("/api/challenge/Bob", "clock.limit=abc", 400),
    ] {
        let answer = form(address, path, &a, body).await;
        assert_eq!(answer.status, status, "{path} {body}: {}", answer.body);
        answer.error();
    }
    // A challenge: the other side hears of it at once; its JSON is lichess's.
    let made = form(
        address,
        "/api/challenge/Bob",
        &a,
        "rated=true&clock.limit=300&clock.increment=3&color=white&variant=amazons-8",
    )
    .await;
    assert_eq!(made.status, 200, "{}", made.body);
    let challenge = made.json();
    let id = challenge["id"].as_str().unwrap().to_owned();
    assert_eq!(challenge["status"], "created");
    assert_eq!(challenge["challenger"]["name"], "Ada");
    assert_eq!(challenge["destUser"]["name"], "Bob");
    assert_eq!(challenge["variant"]["key"], "amazons");
    assert_eq!(challenge["variant"]["size"], 8);
    assert_eq!(challenge["timeControl"]["limit"], 300);
    assert_eq!(challenge["speed"], "blitz");
    assert_eq!(challenge["rated"], true);
    assert_eq!(challenge["direction"], "out");
    let heard = bob_events.event_of("challenge").await;
    assert_eq!(heard["challenge"]["id"], id.as_str());
    assert_eq!(heard["challenge"]["direction"], "in");
    // Nobody else may take its seat, on the page or by the API.
    let cy = server.account("Cyd").await;
    let c = token(&server, &cy, &["board:play"]).await;
    assert_eq!(
        api(address, "POST", &format!("/api/challenge/{id}/accept"), &c)
            .await
            .status,
        404
    );
    let mut cy_page = cy.again().await;
    cy_page
        .send(&ClientMessage::Join {
            game: GameId::from(id.as_str()),
        })
        .await;
    assert_eq!(
        cy_page.refusal().await,
        skillgames_online::Refusal::NotInvited
    );
    // Declined, with a reason: the challenger hears why.
    let bad_reason = form(
        address,
        &format!("/api/challenge/{id}/decline"),
        &b,
        "reason=rude",
    )
    .await;
    assert_eq!(bad_reason.status, 400);
    assert_eq!(
        form(
            address,
            &format!("/api/challenge/{id}/decline"),
            &b,
            "reason=tooFast"
        )
        .await
        .status,
        200
    );
    let declined = ada_events.event_of("challengeDeclined").await;
    assert_eq!(declined["challenge"]["declineReasonKey"], "tooFast");
    assert!(
        declined["challenge"]["declineReason"]
            .as_str()
            .unwrap()
            .contains("too fast")
    );
    assert_eq!(
        api(address, "POST", &format!("/api/challenge/{id}/accept"), &b)
            .await
            .status,
        400
    );
    // Withdrawn: the challenged hears of it.
    let again = form(address, "/api/challenge/Bob", &a, "days=3&variant=loa")
        .await
        .json();
    let again_id = again["id"].as_str().unwrap().to_owned();
    bob_events.event_of("challenge").await;
    assert_eq!(
        api(
            address,
            "POST",
            &format!("/api/challenge/{again_id}/cancel"),
            &b
        )
        .await
        .status,
        404
    );
    assert_eq!(
        api(
            address,
            "POST",
            &format!("/api/challenge/{again_id}/cancel"),
            &a
        )
        .await
        .status,
        200
    );
    let canceled = bob_events.event_of("challengeCanceled").await;
    assert_eq!(canceled["challenge"]["id"], again_id.as_str());
    // A flood of challenges: a few may wait at once.
    let mut statuses = Vec::new();
    for _ in 0..5 {
        statuses.push(
            form(address, "/api/challenge/Cyd", &a, "days=3")
                .await
                .status,
        );
    }
    assert_eq!(statuses, [200, 200, 200, 429, 429]);
    // The cap is the challenger's: Bob may still challenge Ada; accepted, both start it.
    let made = form(
        address,
        "/api/challenge/Ada",
        &b,
        "days=3&variant=archimedes&size=8&color=black",
    )
    .await;
    assert_eq!(made.status, 200, "{}", made.body);
    let id = made.json()["id"].as_str().unwrap().to_owned();
    ada_events.event_of("challenge").await;
    assert_eq!(
        api(address, "POST", &format!("/api/challenge/{id}/accept"), &a)
            .await
            .status,
        200
    );
    for events in [&mut ada_events, &mut bob_events] {
        let start = events.event_of("gameStart").await;
        assert_eq!(start["game"]["gameId"], id.as_str());
        assert_eq!(start["game"]["variant"]["size"], 8);
    }
}

on_both_stores!(
    challenges_by_name_sqlite,
    challenges_by_name_postgres,
    challenges_by_name
);

async fn a_game_through_the_api(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let address = server.address;
    let ada = server.account("Ada").await;
    let bob = server.account("Bob").await;
    let (a, b) = (
        token(&server, &ada, &["bot:play"]).await,
        token(&server, &bob, &["board:play"]).await,
    );
    let mut ada_events = Stream::open(address, "/api/stream/event", &a).await;
    let mut bob_events = Stream::open(address, "/api/stream/event", &b).await;
    let made = form(
        address,
        "/api/challenge/Bob",
        &a,
        "clock.limit=300&clock.increment=2&color=white&variant=amazons&size=6",
    )
    .await;
    let id = made.json()["id"].as_str().unwrap().to_owned();
    bob_events.event_of("challenge").await;
    assert_eq!(
        api(address, "POST", &format!("/api/challenge/{id}/accept"), &b)
            .await
            .status,
        200
    );
    let start = ada_events.event_of("gameStart").await;
    assert_eq!(start["game"]["gameId"], id.as_str());
    assert_eq!(start["game"]["color"], "white");
    assert_eq!(start["game"]["isMyTurn"], true);
    assert_eq!(start["game"]["opponent"]["username"], "Bob");
    assert_eq!(
        bob_events.event_of("gameStart").await["game"]["isMyTurn"],
        false
    );
    // Someone else's stream of it: not theirs.
    let cy = server.account("Cyd").await;
    let c = token(&server, &cy, &["bot:play"]).await;
    assert_eq!(
        api(address, "GET", &format!("/api/bot/game/stream/{id}"), &c)
            .await
            .status,
        404
    );
    let mut ada_game = Stream::open(address, &format!("/api/bot/game/stream/{id}"), &a).await;
    let mut bob_game = Stream::open(address, &format!("/api/board/game/stream/{id}"), &b).await;
    let full = ada_game.event().await;
    assert_eq!(full["type"], "gameFull");
    assert_eq!(full["white"]["name"], "Ada");
    assert_eq!(full["clock"]["initial"], 300_000);
    assert_eq!(full["state"]["moves"], "");
    assert_eq!(full["state"]["status"], "started");
    assert_eq!(bob_game.event().await["type"], "gameFull");
    // Moves: an Amazons move has a '/', plainly or percent-encoded.
    let mut moves: Vec<String> = Vec::new();
    for (n, (token, encode)) in [(&a, false), (&b, true), (&a, true), (&b, false)]
        .into_iter()
        .enumerate()
    {
        let mv = rules_after("amazons", 6, &moves).legal_moves()[n].clone();
        let path_move = if encode {
            mv.replace('/', "%2F")
        } else {
            mv.clone()
        };
        let answer = api(
            address,
            "POST",
            &format!("/api/bot/game/{id}/move/{path_move}"),
            token,
        )
        .await;
        assert_eq!(answer.status, 200, "{mv}: {}", answer.body);
        assert_eq!(answer.json()["ok"], true);
        moves.push(mv);
        for stream in [&mut ada_game, &mut bob_game] {
            let state = stream.event_of("gameState").await;
            assert_eq!(state["moves"], moves.join(" "));
        }
    }
    // Bad moves change nothing: illegal, out of turn, in a game not theirs, in no game.
    let legal = rules_after("amazons", 6, &moves).legal_moves()[0].clone();
    for (token, path, status) in [
        (&a, format!("/api/bot/game/{id}/move/a1-a1%2Fa1"), 400),
        (
            &a,
            format!("/api/bot/game/{id}/move/{}", "x".repeat(40)),
            400,
        ),
        (&b, format!("/api/board/game/{id}/move/{legal}"), 400),
        (&c, format!("/api/bot/game/{id}/move/{legal}"), 400),
        (&a, format!("/api/bot/game/nosuchgame/move/{legal}"), 404),
        (&a, format!("/api/bot/game/{id}/dance"), 404),
        (&a, format!("/api/bot/game/{id}/draw/maybe"), 404),
    ] {
        let answer = api(address, "POST", &path, token).await;
        assert_eq!(answer.status, status, "{path}: {}", answer.body);
        answer.error();
    }
    let stored = server
        .online
        .hub
        .store
        .game(&GameId::from(id.as_str()))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.round.moves(), moves.as_slice());
    // No draws in Amazons: refused. A takeback asked and refused.
    assert_eq!(
        api(address, "POST", &format!("/api/bot/game/{id}/draw/yes"), &a)
            .await
            .status,
        400
    );
    assert_eq!(
        api(
            address,
            "POST",
            &format!("/api/bot/game/{id}/takeback/yes"),
            &a
        )
        .await
        .status,
        200
    );
    assert_eq!(bob_game.event_of("gameState").await["wtakeback"], true);
    assert_eq!(ada_game.event_of("gameState").await["wtakeback"], true);
    assert_eq!(
        api(
            address,
            "POST",
            &format!("/api/board/game/{id}/takeback/no"),
            &b
        )
        .await
        .status,
        200
    );
    let state = ada_game.event_of("gameState").await;
    assert!(state.get("wtakeback").is_none(), "{state}");
    // Too late to abort; resigning ends it: the streams end with it, the events finish it.
    assert_eq!(
        api(address, "POST", &format!("/api/bot/game/{id}/abort"), &a)
            .await
            .status,
        400
    );
    assert_eq!(
        api(address, "POST", &format!("/api/board/game/{id}/resign"), &b)
            .await
            .status,
        200
    );
    let last = ada_game.event_of("gameState").await;
    assert_eq!(
        (last["status"].as_str(), last["winner"].as_str()),
        (Some("resign"), Some("white"))
    );
    loop {
        match ada_game.line().await {
            None => break,
            Some(line) => assert!(line.is_empty() || line.contains("opponentGone"), "{line}"),
        }
    }
    for events in [&mut ada_events, &mut bob_events] {
        let finish = events.event_of("gameFinish").await;
        assert_eq!(finish["game"]["gameId"], id.as_str());
        assert_eq!(finish["game"]["status"]["name"], "resign");
        assert_eq!(finish["game"]["winner"], "white");
    }
    assert_eq!(
        api(address, "POST", &format!("/api/bot/game/{id}/resign"), &a)
            .await
            .status,
        400
    );
}

on_both_stores!(
    a_game_through_the_api_sqlite,
    a_game_through_the_api_postgres,
    a_game_through_the_api
);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_event_stream_sends_what_is_going_on_and_keeps_alive() {
    let server = Server::start("api_events").await;
    let address = server.address;
    let ada = server.account("Ada").await;
    let mut bob = server.account("Bob").await;
    let a = token(&server, &ada, &["bot:play"]).await;
    // A game already being played (from the page) and a challenge waiting: both said at once.
    let mut ada_page = ada.again().await;
    let game = ada_page
        .create(&support::seek("loa", 8, "5+3", false, ColourChoice::White))
        .await
        .unwrap();
    bob.send(&ClientMessage::Join { game: game.clone() }).await;
    bob.until(|m| matches!(m, ServerMessage::Started { .. }))
        .await;
    let cy = server.account("Cyd").await;
    let c = token(&server, &cy, &["bot:play"]).await;
    let challenge = form(address, "/api/challenge/Ada", &c, "days=7")
        .await
        .json();
    let mut events = Stream::open(address, "/api/stream/event", &a).await;
    let mut kinds = Vec::new();
    for _ in 0..2 {
        let event = events.event().await;
        kinds.push(event["type"].as_str().unwrap().to_owned());
        match event["type"].as_str() {
            Some("challenge") => assert_eq!(event["challenge"]["id"], challenge["id"]),
            Some("gameStart") => assert_eq!(event["game"]["gameId"], game.as_str()),
            other => panic!("{other:?}"),
        }
    }
    kinds.sort();
    assert_eq!(kinds, ["challenge", "gameStart"]);
    // Nothing more to say: an empty line within 7 seconds.
    let started = std::time::Instant::now();
    assert_eq!(events.line().await.as_deref(), Some(""));
    assert!(started.elapsed() < Duration::from_secs(7));
    drop(ada);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn loa_first_moves_by_the_seat_that_moves_first() {
    let server = Server::start("api_loa").await;
    let address = server.address;
    let ada = server.account("Ada").await;
    let bob = server.account("Bob").await;
    let (a, b) = (
        token(&server, &ada, &["bot:play"]).await,
        token(&server, &bob, &["bot:play"]).await,
    );
    let id = form(
        address,
        "/api/challenge/Bob",
        &a,
        "days=3&variant=loa&color=black",
    )
    .await
    .json()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        api(address, "POST", &format!("/api/challenge/{id}/accept"), &b)
            .await
            .status,
        200
    );
    // Ada asked for the second seat: Bob's seat moves first.
    let first = rules_after("loa", 8, &[]).legal_moves()[0].clone();
    assert_eq!(
        api(
            address,
            "POST",
            &format!("/api/bot/game/{id}/move/{first}"),
            &a
        )
        .await
        .status,
        400
    );
    assert_eq!(
        api(
            address,
            "POST",
            &format!("/api/bot/game/{id}/move/{first}"),
            &b
        )
        .await
        .status,
        200
    );
}

/// A bot's open game (`POST /api/board/seek`): bad seeks change nothing; a good one is in the
/// lobby at once, with its id answered; taken from the lobby by a page, both sides start it;
/// and the bot's open games leave the lobby when its event stream does.
async fn seeks_wait_in_the_lobby(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let ada = server.account("Ada").await;
    let a = token(&server, &ada, &["bot:play"]).await;
    let address = server.address;
    let mut eve = server.visitor().await;
    for (body, status) in [
        ("", 400),
        ("variant=amazons", 400),
        ("variant=amazons&time=5&days=3", 400),
        ("variant=amazons&time=0&increment=0", 400),
        ("variant=amazons&time=99999", 400),
        ("variant=chess&time=5", 400),
        ("variant=amazons&days=3&color=purple", 400),
    ] {
        let answer = form(address, "/api/board/seek", &a, body).await;
        assert_eq!(answer.status, status, "{body}: {}", answer.body);
        if status != 200 {
            answer.error();
        }
    }
    assert_eq!(
        form(
            address,
            "/api/board/seek",
            "lip_madeup",
            "variant=amazons&time=5"
        )
        .await
        .status,
        401
    );
    eve.send(&ClientMessage::Lobby).await;
    eve.until(|m| matches!(m, ServerMessage::Lobby { games } if games.is_empty()))
        .await;
    let mut events = Stream::open(address, "/api/stream/event", &a).await;
    let made = form(
        address,
        "/api/board/seek",
        &a,
        "variant=amazons&size=6&time=5&increment=3&rated=false",
    )
    .await;
    assert_eq!(made.status, 200, "{}", made.body);
    let id = GameId::from(made.json()["id"].as_str().unwrap());
    let second = form(address, "/api/board/seek", &a, "variant=loa&days=3")
        .await
        .json();
    let listed = eve
        .until(|m| matches!(m, ServerMessage::Lobby { games } if games.len() == 2))
        .await;
    let ServerMessage::Lobby { games } = listed else {
        unreachable!()
    };
    let seek = games.iter().find(|g| g.id == id).unwrap();
    assert_eq!(
        (seek.variant.game(), seek.variant.size(), seek.rated),
        ("amazons", 6, false)
    );
    eve.send(&ClientMessage::Join { game: id.clone() }).await;
    let start = events.event_of("gameStart").await;
    assert_eq!(start["game"]["gameId"], id.as_str());
    eve.until(|m| matches!(m, ServerMessage::Started { game } if *game == id))
        .await;
    // A flood of seeks: beyond the open games a player may have, refused (429), nothing made.
    let mut answers = Vec::new();
    for _ in 0..4 {
        answers.push(
            form(address, "/api/board/seek", &a, "variant=loa&days=3")
                .await
                .status,
        );
    }
    assert_eq!(answers, [200, 200, 429, 429], "at most three open games");
    // Another site's page may not change who may challenge an account.
    let foreign = call(
        address,
        "POST",
        "/api/challenge-policy",
        &[
            ("Cookie", cookie(&ada).as_str()),
            ("Content-Type", "application/json"),
            ("Origin", "https://evil.example"),
        ],
        r#"{"policy":"nobody"}"#,
    )
    .await;
    assert_eq!(foreign.status, 403, "{}", foreign.body);
    let policy = call(
        address,
        "GET",
        "/api/challenge-policy",
        &[("Cookie", cookie(&ada).as_str())],
        "",
    )
    .await;
    assert_eq!(policy.json()["policy"], "anyone", "unchanged");
    // Gone with its stream: its open games leave the lobby after the grace.
    drop(events);
    let other = GameId::from(second["id"].as_str().unwrap());
    eve.until(
        |m| matches!(m, ServerMessage::Lobby { games } if !games.iter().any(|g| g.id == other)),
    )
    .await;
}

on_both_stores!(
    seeks_wait_in_the_lobby_sqlite,
    seeks_wait_in_the_lobby_postgres,
    seeks_wait_in_the_lobby
);

/// The players' chat through the API: a line posted by a bot reaches the opponent's game
/// stream as lichess's `chatLine`, and the page's socket; the spectators' room, an empty line
/// and someone else's game are refused with nothing kept.
async fn chat_through_the_api(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let mut ada = server.account("Ada").await;
    let mut bob = server.account("Bob").await;
    let a = token(&server, &ada, &["bot:play"]).await;
    let b = token(&server, &bob, &["board:play"]).await;
    let cy = server.account("Cyd").await;
    let c = token(&server, &cy, &["bot:play"]).await;
    let address = server.address;
    let id = support::start_game(&mut ada, &mut bob, "amazons", 6, "5+3", false).await;
    let mut stream = Stream::open(address, &format!("/api/board/game/stream/{id}"), &b).await;
    let _full = stream.event_of("gameFull").await;
    let said = form(
        address,
        &format!("/api/bot/game/{id}/chat"),
        &a,
        "room=player&text=good+luck",
    )
    .await;
    assert_eq!(said.status, 200, "{}", said.body);
    let line = stream.event_of("chatLine").await;
    assert_eq!(
        (
            line["room"].as_str(),
            line["username"].as_str(),
            line["text"].as_str()
        ),
        (Some("player"), Some("Ada"), Some("good luck"))
    );
    match bob
        .until(|m| matches!(m, ServerMessage::ChatLine { .. }))
        .await
    {
        ServerMessage::ChatLine { line, .. } => assert_eq!(line.text, "good luck"),
        _ => unreachable!(),
    }
    for (token, body, status) in [
        (&a, "room=spectator&text=hi", 400),
        (&a, "room=player&text=+++", 400),
        (&a, "room=lobby&text=hi", 400),
        (&c, "room=player&text=hi", 400),
        // A bot watching the game writes in the spectators' room (its players do not read it).
        (&c, "room=spectator&text=hi+from+the+stands", 200),
    ] {
        let answer = form(address, &format!("/api/bot/game/{id}/chat"), token, body).await;
        assert_eq!(answer.status, status, "{body}: {}", answer.body);
        if status != 200 {
            answer.error();
        }
    }
    // Only the one line was kept.
    bob.send(&ClientMessage::Watch { game: id.clone() }).await;
    match bob
        .until(|m| matches!(m, ServerMessage::ChatHistory { .. }))
        .await
    {
        ServerMessage::ChatHistory { lines, .. } => assert_eq!(lines.len(), 1),
        _ => unreachable!(),
    }
}

on_both_stores!(
    chat_through_the_api_sqlite,
    chat_through_the_api_postgres,
    chat_through_the_api
);

/// A blocked player cannot take the blocker's game through the API either; a closed
/// account's token ends, its open game is withdrawn and the challenge made to it is declined,
/// so nobody can start a game with it.
async fn blocks_and_closed_accounts_hold_for_the_api(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let address = server.address;
    let ada = server.account("Ada").await;
    let mut bob = server.account("Bob").await;
    let cy = server.account("Cyd").await;
    let mut dee = server.account("Dee").await;
    let page = |who: &Player| {
        let cookie = cookie(who);
        let origin = format!("http://{address}");
        move |path: &'static str, body: String| {
            let (cookie, origin) = (cookie.clone(), origin.clone());
            async move {
                call(
                    address,
                    "POST",
                    path,
                    &[
                        ("Cookie", &cookie),
                        ("Origin", &origin),
                        ("Content-Type", "application/json"),
                    ],
                    &body,
                )
                .await
            }
        }
    };
    let a = token(&server, &ada, &["board:play"]).await;
    let c = token(&server, &cy, &["board:play"]).await;
    let d = token(&server, &dee, &["board:play", "account:read"]).await;

    let seek = support::seek("amazons", 6, "5+3", false, ColourChoice::White);
    let accept = |id: String, token: String| async move {
        api(
            address,
            "POST",
            &format!("/api/challenge/{id}/accept"),
            &token,
        )
        .await
    };
    let store = &server.online.hub.store;

    // Bob blocks Ada, then opens a game in the lobby: her accept through the API is refused in
    // words and the game stays open; Cyd takes it.
    let blocked = page(&bob)(
        "/api/relations",
        r#"{"name":"Ada","relation":"block","on":true}"#.into(),
    )
    .await;
    assert_eq!(blocked.status, 200, "{}", blocked.body);
    let open = bob.create(&seek).await.unwrap();
    let refused = accept(open.to_string(), a.clone()).await;
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(
        refused.error().contains("does not take"),
        "{}",
        refused.body
    );
    let ada_id = store.player_named("Ada").await.unwrap().unwrap().id;
    assert!(!store.seats(&open).await.unwrap().unwrap().plays(ada_id));
    let taken = accept(open.to_string(), c.clone()).await;
    assert_eq!(taken.status, 200, "{}", taken.body);

    // Dee has a game in the lobby and a challenge from Ada waiting when a moderator closes her
    // account.
    let lobby = dee.create(&seek).await.unwrap();
    let made = form(
        address,
        "/api/challenge/Dee",
        &a,
        "days=3&variant=amazons-6",
    )
    .await;
    assert_eq!(made.status, 200, "{}", made.body);
    let challenge = made.json()["id"].as_str().unwrap().to_owned();
    assert_eq!(api(address, "GET", "/api/account", &d).await.status, 200);
    let mona = server.account("Mona").await;
    store.set_moderator("Mona", true).await.unwrap();
    let closed = page(&mona)(
        "/api/mod/act",
        r#"{"name":"Dee","action":"close","reason":"abuse"}"#.into(),
    )
    .await;
    assert_eq!(closed.status, 200, "{}", closed.body);
    // Her token is refused, her game left the lobby, the challenge to her is over.
    assert_eq!(api(address, "GET", "/api/account", &d).await.status, 401);
    for id in [lobby.to_string(), challenge] {
        let late = accept(id.clone(), c.clone()).await;
        assert_eq!(late.status, 400, "{id}: {}", late.body);
        let seats = store
            .seats(&GameId::from(id.as_str()))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            seats.status,
            skillgames_server::round::StatusKind::Aborted,
            "{id}"
        );
    }
}

on_both_stores!(
    blocks_and_closed_accounts_sqlite,
    blocks_and_closed_accounts_postgres,
    blocks_and_closed_accounts_hold_for_the_api
);
