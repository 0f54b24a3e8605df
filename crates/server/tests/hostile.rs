//! The online service against hostile or broken clients: slow readers, dead connections,
//! claims against players who never left, visitors in rated games, races for the open-game
//! cap, floods of binary frames, of push subscriptions and of conditional moves, half-done
//! writes, and a game whose loading is held up by
//! the database. Each test is the attack, played with the real server and real WebSockets.

mod support;

use skillgames_online::VariantId;
use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use skillgames_online::{
    ClientMessage, ColourChoice, GameStatus, Offer, Refusal, ServerMessage, TimeControl,
};
use skillgames_server::clock::Clock;
use support::{Db, PATIENCE, Player, Server, http, rules_after, start_game};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

type RawSocket = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// A WebSocket of the player of `cookie` whose side of the connection holds little: a small
/// receive buffer and small segments, so that a client that stops reading is soon a client
/// the server cannot write to (as a slow phone on a poor network is).
async fn narrow_socket(address: SocketAddr, cookie: &str) -> RawSocket {
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    socket.set_tcp_mss(536).unwrap();
    socket.connect(&address.into()).unwrap();
    socket.set_nonblocking(true).unwrap();
    let stream = tokio::net::TcpStream::from_std(socket.into()).unwrap();
    let mut request = format!("ws://{address}/api/socket")
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("cookie", format!("sg_session={cookie}").parse().unwrap());
    let (socket, _) = tokio_tungstenite::client_async(request, stream)
        .await
        .unwrap();
    socket
}

/// The next text message of a raw socket.
async fn next_message(socket: &mut RawSocket) -> ServerMessage {
    loop {
        let frame = tokio::time::timeout(PATIENCE, socket.next())
            .await
            .expect("a message in time")
            .expect("the connection is open")
            .expect("a frame");
        if let Message::Text(text) = frame {
            return serde_json::from_str(text.as_str()).unwrap();
        }
    }
}

/// Reads a raw socket to its end: `true` if the server closed it within `within`.
async fn read_to_end(socket: &mut RawSocket, within: Duration) -> bool {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        match tokio::time::timeout_at(deadline, socket.next()).await {
            Err(_) => return false,
            Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
            Ok(Some(Ok(_))) => {}
        }
    }
}

/// The game `id` as the opponent sees it, once `matches` holds.
async fn seen(
    player: &mut Player,
    id: &str,
    matches: impl Fn(&skillgames_online::GameView) -> bool,
) {
    player.game_until(|g| g.id == id && matches(g)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_too_far_behind_is_closed_and_its_player_is_not_claimed_from() {
    let server = Server::start_with(Db::sqlite("slow_reader"), Clock::manual(1_000_000), |c| {
        c.limits.send_queue = 8;
        c.limits.idle_after = Duration::from_secs(120);
    })
    .await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "amazons", 10, "15+10", false).await;
    // Bob's page is on a slow phone: the connection that watches the game stops reading.
    let cookie = bob.cookie.clone();
    bob.leave().await;
    let mut slow = narrow_socket(server.address, &cookie).await;
    next_message(&mut slow).await; // hello
    slow.send(Message::Text(
        ClientMessage::Watch { game: id.clone() }.to_json().into(),
    ))
    .await
    .unwrap();
    loop {
        if let ServerMessage::Game { game } = next_message(&mut slow).await
            && game.id == id
            && game.black.as_ref().is_some_and(|b| b.here)
        {
            break;
        }
    }
    slow.send(Message::Text(ClientMessage::Lobby.to_json().into()))
        .await
        .unwrap();
    // Many spectators come and go (the count of them is sent to everyone watching), and
    // many players open and withdraw games (the whole lobby is sent each time): more than
    // any connection's buffers hold.
    let eve = server.visitor().await;
    let mut spectators = Vec::new();
    for _ in 0..10 {
        spectators.push(eve.again().await);
    }
    for _ in 0..10 {
        for spectator in &mut spectators {
            spectator
                .send(&ClientMessage::Watch { game: id.clone() })
                .await;
            spectator
                .send(&ClientMessage::Unwatch { game: id.clone() })
                .await;
        }
    }
    let mut creators = Vec::new();
    for _ in 0..20 {
        creators.push(server.visitor().await);
    }
    for _ in 0..3 {
        let mut open = Vec::new();
        for creator in &mut creators {
            let mut mine = Vec::new();
            for _ in 0..3 {
                let seek = support::seek("loa", 8, "3+2", false, ColourChoice::Random);
                mine.push(creator.create(&seek).await.unwrap());
            }
            open.push(mine);
        }
        for (creator, mine) in creators.iter_mut().zip(open) {
            for game in mine {
                creator.send(&ClientMessage::Cancel { game }).await;
            }
        }
    }
    // The server gave up on the slow connection: it is closed for real (the page then
    // connects again and catches up), never kept open with messages lost.
    assert!(
        read_to_end(&mut slow, PATIENCE).await,
        "a connection that fell behind is closed"
    );
    // Bob's page comes back at once, as it does after any lost connection.
    let mut bob = Player::connect(server.address, cookie).await;
    bob.send(&ClientMessage::Watch { game: id.clone() }).await;
    seen(&mut bob, &id, |g| g.black.as_ref().is_some_and(|b| b.here)).await;
    server.clock.advance(31_000);
    ada.send(&ClientMessage::ClaimWin { game: id.clone() })
        .await;
    assert_eq!(ada.refusal().await, Refusal::CannotClaim);
    // And the game goes on, with bob's connection hearing every move.
    let mv = rules_after("amazons", 10, &[]).legal_moves()[0].clone();
    support::send_and_see(&mut ada, &mut [&mut bob], &id, 0, &mv).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dead_connection_is_noticed_by_its_silence_and_a_live_one_never_taken_for_gone() {
    let server = Server::start_with(Db::sqlite("keepalive"), Clock::manual(1_000_000), |c| {
        c.limits.ping_every = Duration::from_millis(200);
        c.limits.idle_after = Duration::from_secs(1);
    })
    .await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "loa", 8, "5+3", false).await;
    // Bob's connection stays open and answers the pings (any client reading does), though
    // bob sends nothing for far longer than the idle limit.
    // (Both are read meanwhile, as a page reads its socket: a client that reads answers.)
    let (bob_closed, ada_closed) = tokio::join!(bob.closed(), ada.closed());
    assert!(!bob_closed && !ada_closed, "a live connection stays open");
    server.clock.advance(40_000);
    ada.send(&ClientMessage::ClaimWin { game: id.clone() })
        .await;
    assert_eq!(ada.refusal().await, Refusal::CannotClaim);
    // A connection whose network died answers nothing: the server closes it, and only then
    // is its player gone.
    let cookie = bob.cookie.clone();
    drop(bob);
    let mut dead = narrow_socket(server.address, &cookie).await;
    next_message(&mut dead).await; // hello
    dead.send(Message::Text(
        ClientMessage::Watch { game: id.clone() }.to_json().into(),
    ))
    .await
    .unwrap();
    // From here on the dead client reads nothing, so it answers no ping.
    seen(&mut ada, &id, |g| {
        g.white.as_ref().is_some_and(|w| w.here) && g.black.as_ref().is_some_and(|b| b.here)
    })
    .await;
    let started = tokio::time::Instant::now();
    seen(&mut ada, &id, |g| g.black.as_ref().is_some_and(|b| !b.here)).await;
    assert!(started.elapsed() < Duration::from_secs(5));
    server.clock.advance(31_000);
    ada.send(&ClientMessage::ClaimWin { game: id.clone() })
        .await;
    let end = ada
        .game_until(|g| g.id == id && matches!(g.status, GameStatus::Ended { .. }))
        .await;
    assert!(
        matches!(
            &end.status,
            GameStatus::Ended { winner: Some(skillgames_online::Colour::White), reason, .. }
                if reason == "abandoned"
        ),
        "{:?}",
        end.status
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_cannot_be_claimed_whoever_left() {
    let server = Server::start("correspondence_claim").await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "archimedes", 8, "3d", false).await;
    bob.leave().await;
    seen(&mut ada, &id, |g| g.black.as_ref().is_some_and(|b| !b.here)).await;
    server.clock.advance(32_000);
    ada.send(&ClientMessage::ClaimWin { game: id.clone() })
        .await;
    assert_eq!(ada.refusal().await, Refusal::CannotClaim);
    server.clock.advance(86_400_000);
    ada.send(&ClientMessage::ClaimWin { game: id.clone() })
        .await;
    assert_eq!(ada.refusal().await, Refusal::CannotClaim);
    let stored = http(
        server.address,
        "GET",
        &format!("/api/games/{id}"),
        None,
        None,
    )
    .await;
    let view: skillgames_online::GameView = serde_json::from_str(&stored.body).unwrap();
    assert_eq!(view.status, GameStatus::Playing);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn visitors_cannot_join_a_rated_game() {
    let server = Server::start("rated_join").await;
    let mut ada = server.account("AdaRated").await;
    let seek = support::seek("loa", 8, "5+3", true, ColourChoice::White);
    let id = ada.create(&seek).await.unwrap();
    for _ in 0..3 {
        let mut visitor = server.visitor().await;
        visitor
            .send(&ClientMessage::Join { game: id.clone() })
            .await;
        assert_eq!(visitor.refusal().await, Refusal::NeedAccount);
    }
    let stored = http(
        server.address,
        "GET",
        &format!("/api/games/{id}"),
        None,
        None,
    )
    .await;
    let view: skillgames_online::GameView = serde_json::from_str(&stored.body).unwrap();
    assert_eq!(
        view.status,
        GameStatus::Open,
        "still waiting for an account"
    );
    let mut bob = server.account("BobRated").await;
    bob.send(&ClientMessage::Join { game: id.clone() }).await;
    bob.until(|m| matches!(m, ServerMessage::Started { game } if *game == id))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_open_game_cap_holds_when_many_connections_create_at_once() {
    let server = Server::start("cap_race").await;
    let ada = server.visitor().await;
    let mut connections = Vec::new();
    for _ in 0..20 {
        connections.push(ada.again().await);
    }
    let create = ClientMessage::Create {
        variant: VariantId::new("amazons", 6),
        time: TimeControl::parse("3+2").unwrap(),
        rated: false,
        colour: ColourChoice::Random,
        private: false,
    };
    let text = create.to_json();
    // Every connection's request is on its way before any answer is read.
    futures_util::future::join_all(connections.iter_mut().map(|c| c.send_text(&text))).await;
    let mut created = 0;
    let mut refused = 0;
    for connection in &mut connections {
        match connection
            .until(|m| {
                matches!(
                    m,
                    ServerMessage::Created { .. } | ServerMessage::Refused { .. }
                )
            })
            .await
        {
            ServerMessage::Created { .. } => created += 1,
            ServerMessage::Refused { reason, .. } => {
                assert_eq!(reason, Refusal::TooFast);
                refused += 1;
            }
            _ => unreachable!(),
        }
    }
    assert_eq!((created, refused), (3, 17));
    let mut db = sqlite_beside(&server).await;
    assert_eq!(
        count(&mut db, "SELECT COUNT(*) FROM games WHERE status = 'open'").await,
        3
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn binary_frames_count_against_the_message_rate() {
    let server = Server::start("binary_flood").await;
    let ada = server.visitor().await;
    let mut flood = narrow_socket(server.address, &ada.cookie).await;
    next_message(&mut flood).await; // hello
    for _ in 0..400 {
        if flood
            .send(Message::Binary(vec![1, 2, 3].into()))
            .await
            .is_err()
        {
            break;
        }
    }
    let mut answered = 0;
    let mut slowed = 0;
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        match tokio::time::timeout_at(deadline, flood.next()).await {
            Err(_) => panic!("a flooding connection is closed"),
            Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => break,
            Ok(Some(Ok(Message::Text(text)))) => {
                match serde_json::from_str::<ServerMessage>(text.as_str()).unwrap() {
                    ServerMessage::Error { .. } => answered += 1,
                    ServerMessage::Refused {
                        reason: Refusal::TooFast,
                        ..
                    } => slowed += 1,
                    other => panic!("{other:?}"),
                }
            }
            Ok(Some(Ok(_))) => {}
        }
    }
    assert!(answered <= 60, "{answered} binary frames answered");
    assert!(slowed >= 1, "refused for speed");
}

/// Opens the SQLite database of a test's server beside it (to break it on purpose).
async fn sqlite_beside(server: &Server) -> sqlx::AnyConnection {
    let Db::Sqlite(dir) = &server.db else {
        unreachable!()
    };
    sqlx::any::install_default_drivers();
    let url = format!("sqlite://{}", dir.join("skillgames.sqlite").display());
    <sqlx::AnyConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap()
}

async fn execute(db: &mut sqlx::AnyConnection, sql: &str) {
    sqlx::Executor::execute(db, sql).await.unwrap();
}

async fn count(db: &mut sqlx::AnyConnection, sql: &str) -> i64 {
    use sqlx::Row;
    sqlx::query(sql)
        .fetch_one(db)
        .await
        .unwrap()
        .try_get::<i64, _>(0)
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_that_cannot_be_stored_leaves_no_game_behind() {
    let server = Server::start("rematch_tx").await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "3+2", false).await;
    ada.send(&ClientMessage::Resign { game: id.clone() }).await;
    seen(&mut bob, &id, |g| {
        matches!(g.status, GameStatus::Ended { .. })
    })
    .await;
    let mut db = sqlite_beside(&server).await;
    // The old game's last write fails: the new game must not stay behind.
    execute(
        &mut db,
        "CREATE TRIGGER fail_rematch BEFORE UPDATE OF rematch ON games \
         WHEN NEW.rematch IS NOT NULL BEGIN SELECT RAISE(ABORT, 'injected'); END",
    )
    .await;
    ada.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Rematch,
    })
    .await;
    seen(&mut bob, &id, |g| g.offer.is_some()).await;
    bob.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Rematch,
    })
    .await;
    assert_eq!(bob.refusal().await, Refusal::Unavailable);
    assert_eq!(
        count(
            &mut db,
            "SELECT COUNT(*) FROM games WHERE status = 'playing'"
        )
        .await,
        0
    );
    assert_eq!(count(&mut db, "SELECT COUNT(*) FROM games").await, 1);
    execute(&mut db, "DROP TRIGGER fail_rematch").await;
    bob.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Rematch,
    })
    .await;
    let rematch = match bob
        .until(|m| matches!(m, ServerMessage::Started { game } if *game != id))
        .await
    {
        ServerMessage::Started { game } => game,
        _ => unreachable!(),
    };
    assert_eq!(
        count(
            &mut db,
            "SELECT COUNT(*) FROM games WHERE status = 'playing'"
        )
        .await,
        1
    );
    let stored = http(
        server.address,
        "GET",
        &format!("/api/games/{id}"),
        None,
        None,
    )
    .await;
    let view: skillgames_online::GameView = serde_json::from_str(&stored.body).unwrap();
    assert_eq!(view.rematch.as_deref(), Some(rematch.as_str()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_ends_with_its_ratings_or_not_at_all() {
    let server = Server::start("ratings_tx").await;
    let mut ada = server.account("AdaTx").await;
    let mut bob = server.account("BobTx").await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "15+10", true).await;
    let mut db = sqlite_beside(&server).await;
    let mut moves: Vec<String> = Vec::new();
    loop {
        let rules = rules_after("amazons", 6, &moves);
        let legal = rules.legal_moves();
        // The first legal move that ends the game, else the first one.
        let ending = legal.iter().find(|mv| {
            let mut after = moves.clone();
            after.push((*mv).clone());
            rules_after("amazons", 6, &after).outcome().is_some()
        });
        let mv = ending.unwrap_or(&legal[0]).clone();
        let ply = u32::try_from(moves.len()).unwrap();
        let (mover, other) = if moves.len().is_multiple_of(2) {
            (&mut ada, &mut bob)
        } else {
            (&mut bob, &mut ada)
        };
        if ending.is_some() {
            // The ratings cannot be written: the ending move is not played at all.
            execute(
                &mut db,
                "CREATE TRIGGER fail_ratings BEFORE INSERT ON ratings \
                 BEGIN SELECT RAISE(ABORT, 'injected'); END",
            )
            .await;
            mover
                .send(&ClientMessage::Move {
                    game: id.clone(),
                    ply,
                    mv: mv.clone(),
                })
                .await;
            assert_eq!(mover.refusal().await, Refusal::Unavailable);
            assert_eq!(
                count(
                    &mut db,
                    "SELECT COUNT(*) FROM games WHERE status = 'playing'"
                )
                .await,
                1
            );
            assert_eq!(count(&mut db, "SELECT COUNT(*) FROM ratings").await, 0);
            assert_eq!(
                count(
                    &mut db,
                    "SELECT COUNT(*) FROM games WHERE ratings IS NOT NULL"
                )
                .await,
                0
            );
            execute(&mut db, "DROP TRIGGER fail_ratings").await;
            support::send_and_see(mover, &mut [other], &id, ply, &mv).await;
            break;
        }
        support::send_and_see(mover, &mut [other], &id, ply, &mv).await;
        moves.push(mv);
    }
    let end = ada
        .game_until(|g| g.id == id && matches!(g.status, GameStatus::Ended { .. }))
        .await;
    let GameStatus::Ended { ratings, .. } = &end.status else {
        unreachable!()
    };
    assert!(ratings.is_some());
    assert_eq!(count(&mut db, "SELECT COUNT(*) FROM ratings").await, 2);
    // The server's game and the stored one are the same version: the next change stores.
    ada.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Rematch,
    })
    .await;
    seen(&mut bob, &id, |g| g.offer.is_some()).await;
    let stored = http(
        server.address,
        "GET",
        &format!("/api/games/{id}"),
        None,
        None,
    )
    .await;
    let view: skillgames_online::GameView = serde_json::from_str(&stored.body).unwrap();
    assert!(view.offer.is_some(), "the offer was stored");
    assert_eq!(view.status, end.status, "the stored end is the one shown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_held_up_in_the_database_holds_up_no_other_game() {
    let Some(db) = Db::postgres("held_up").await else {
        return;
    };
    let Db::Postgres(url) = &db else {
        unreachable!()
    };
    let url = url.clone();
    let server = Server::start_with(db, Clock::manual(1_000_000), |_| {}).await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let finished = start_game(&mut ada, &mut bob, "loa", 8, "5+3", false).await;
    ada.send(&ClientMessage::Resign {
        game: finished.clone(),
    })
    .await;
    seen(&mut bob, &finished, |g| {
        matches!(g.status, GameStatus::Ended { .. })
    })
    .await;
    // Nobody watches the finished game any more: its task ends, and whoever comes to it
    // next has it read from the store.
    for player in [&mut ada, &mut bob] {
        player
            .send(&ClientMessage::Unwatch {
                game: finished.clone(),
            })
            .await;
    }
    let live = start_game(&mut ada, &mut bob, "loa", 8, "5+3", false).await;
    // Reading the finished game's moves now waits for this transaction.
    let mut blocker = <sqlx::AnyConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    execute(&mut blocker, "BEGIN").await;
    execute(&mut blocker, "LOCK TABLE moves IN ACCESS EXCLUSIVE MODE").await;
    let mut eve = server.visitor().await;
    eve.send(&ClientMessage::Watch {
        game: finished.clone(),
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    // An honest player's requests about another game are answered at once: coming back to
    // it (its chat's history is read from the game's row, never its moves), and a move.
    ada.send(&ClientMessage::Watch { game: live.clone() }).await;
    ada.send(&ClientMessage::Move {
        game: live.clone(),
        ply: 5,
        mv: "a1-a2".into(),
    })
    .await;
    let answer = tokio::time::timeout(Duration::from_secs(3), ada.refusal()).await;
    execute(&mut blocker, "COMMIT").await;
    assert_eq!(
        answer.expect("answered while the other game loads"),
        Refusal::StalePly
    );
    seen(&mut eve, &finished, |g| {
        matches!(g.status, GameStatus::Ended { .. })
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_away_when_their_game_begins_is_sent_to_it_on_return() {
    let server = Server::start("started_again").await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let seek = support::seek("amazons", 6, "5+3", false, ColourChoice::Random);
    let id = ada.create(&seek).await.unwrap();
    // Ada's connection is gone at the moment bob joins: the news that it began is lost.
    let cookie = ada.cookie.clone();
    ada.leave().await;
    bob.send(&ClientMessage::Join { game: id.clone() }).await;
    bob.until(|m| matches!(m, ServerMessage::Started { game } if *game == id))
        .await;
    // Her page connects again: it is sent to the game, and comes.
    let mut ada = Player::connect(server.address, cookie.clone()).await;
    ada.until(|m| matches!(m, ServerMessage::Started { game } if *game == id))
        .await;
    ada.send(&ClientMessage::Watch { game: id.clone() }).await;
    seen(&mut ada, &id, |g| g.status == GameStatus::Playing).await;
    // Once she came, another connection of hers is not sent there again.
    let mut again = Player::connect(server.address, cookie).await;
    again.send(&ClientMessage::Lobby).await;
    assert!(matches!(again.next().await, ServerMessage::Lobby { .. }));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_coming_and_going_send_the_players_no_flood() {
    let server = Server::start("spectator_churn").await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "loa", 8, "5+3", false).await;
    let eve = server.visitor().await;
    let mut spectators = Vec::new();
    for _ in 0..10 {
        spectators.push(eve.again().await);
    }
    for _ in 0..10 {
        for spectator in &mut spectators {
            spectator
                .send(&ClientMessage::Watch { game: id.clone() })
                .await;
            spectator
                .send(&ClientMessage::Unwatch { game: id.clone() })
                .await;
        }
    }
    // Each spectator saw the game when it came.
    for spectator in &mut spectators {
        seen(spectator, &id, |_| true).await;
    }
    // The players hear the count a few times, not once per coming and going (200).
    let mut views = 0;
    loop {
        match tokio::time::timeout(Duration::from_millis(2500), ada.next()).await {
            Ok(ServerMessage::Game { game }) if game.id == id => views += 1,
            Ok(_) => {}
            Err(_) => break,
        }
    }
    assert!(views <= 8, "{views} whole games sent to a player");
    assert!(views >= 1, "the count is told");
}

/// Servers started at once on one fresh data folder (an operator's slip, or tests side by
/// side) each open the database: one brings its tables up to date, the others wait for it and
/// find them made, rather than each applying the first migration and all but one stopping.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn servers_started_at_once_on_one_sqlite_file_all_open_it() {
    use skillgames_server::store::Database;
    let Db::Sqlite(dir) = Db::sqlite("migration_race") else {
        unreachable!()
    };
    let url = format!("sqlite://{}?mode=rwc", dir.join("store.sqlite").display());
    let opening: Vec<_> = (0..6)
        .map(|_| {
            let url = url.clone();
            tokio::spawn(async move { Database::open(&url).await.map(|_| ()) })
        })
        .collect();
    for (i, open) in opening.into_iter().enumerate() {
        let opened = open.await.unwrap();
        assert!(opened.is_ok(), "server {i} could not open: {opened:?}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rating_changed_by_another_game_meanwhile_is_not_undone() {
    use skillgames_server::round::{Round, Terms};
    use skillgames_server::store::{
        Database, RatingUpdate, StoreError, StoredPlayer as Stored, StoredRating,
    };
    let Db::Sqlite(dir) = Db::sqlite("rating_race") else {
        unreachable!()
    };
    let url = format!("sqlite://{}?mode=rwc", dir.join("store.sqlite").display());
    let store = Database::open(&url).await.unwrap();
    for (id, name) in [(1, "Ada"), (2, "Bo")] {
        let player = Stored {
            id,
            name: name.into(),
            password: Some("hash".into()),
            bot: false,
        };
        store.add_player(&player, 0).await.unwrap();
    }
    let terms = Terms {
        variant: skillgames_catalogue::CATALOGUE
            .variant("loa", Some("8"))
            .unwrap(),
        time: TimeControl::parse("5+3").unwrap(),
        rated: true,
        private: false,
        colour: ColourChoice::White,
    };
    let ended = |id: &str| {
        let mut round = Round::open(id.into(), terms, 1).unwrap();
        round.join(2, 1_000, false).unwrap();
        round
    };
    let fresh = StoredRating::default();
    let won = StoredRating {
        rating: 1662.0,
        deviation: 290.0,
        volatility: 0.06,
        games: 1,
    };
    let lost = StoredRating {
        rating: 1338.0,
        ..won
    };
    let update = |player, before, after| RatingUpdate {
        player,
        before,
        after,
    };
    // Two rated games of the same players end at the same moment: both were rated from the
    // ratings before either ended.
    let mut games = Vec::new();
    for id in ["first", "second"] {
        let mut round = ended(id);
        store.add_game(&round, 1_000).await.unwrap();
        round.resign(2).unwrap();
        round.version += 1;
        games.push(round);
    }
    store
        .end_rated(
            &games[0],
            [update(1, fresh, won), update(2, fresh, lost)],
            2_000,
        )
        .await
        .unwrap();
    // The second is refused: written, it would undo the first game's change.
    assert!(matches!(
        store
            .end_rated(
                &games[1],
                [update(1, fresh, won), update(2, fresh, lost)],
                2_000
            )
            .await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(store.rating(1, loa8()).await.unwrap(), won);
    // Rated again from what is stored now, it is written.
    let better = StoredRating {
        rating: 1750.0,
        games: 2,
        ..won
    };
    store
        .end_rated(
            &games[1],
            [update(1, won, better), update(2, lost, lost)],
            2_000,
        )
        .await
        .unwrap();
    assert_eq!(store.rating(1, loa8()).await.unwrap(), better);
}

/// Lines of Action on its 8×8 board.
fn loa8() -> skillgames_play::Variant {
    skillgames_catalogue::CATALOGUE
        .find("loa")
        .and_then(|game| game.variant(8))
        .unwrap()
}

/// A device's subscription with real keys, at the test's allowed host.
fn subscription(n: usize) -> String {
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let (keys, auth) = ece::generate_keypair_and_auth_secret().unwrap();
    serde_json::json!({
        "endpoint": format!("http://127.0.0.1:9/push/{n}"),
        "keys": {
            "p256dh": base64::Engine::encode(&b64, keys.pub_as_raw().unwrap()),
            "auth": base64::Engine::encode(&b64, auth),
        },
    })
    .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn floods_of_subscriptions_and_plans_keep_little_and_are_slowed() {
    let server = Server::start_with(
        Db::sqlite("subscription_flood"),
        Clock::manual(1_000_000),
        |config| {
            config.push_allow_hosts = vec!["127.0.0.1:9".into()];
            // No refill during the floods: on a loaded machine 130 requests (or the plans' 100
            // writes) may take longer than the default refill of one per 50 ms needs to keep up.
            config.limits.request_every = Duration::from_secs(3600);
            config.limits.message_every = Duration::from_secs(3600);
        },
    )
    .await;
    let store = server.online.hub.store.clone();
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let bob_id = store.player_named(&bob.name).await.unwrap().unwrap().id;

    // A flood of devices from one player: the request limit cuts it short, and at most
    // `MAX_DEVICES` are kept (the newest).
    let mut statuses = Vec::new();
    for n in 0..130 {
        let reply = http(
            server.address,
            "POST",
            "/api/push/subscribe",
            Some(&bob.cookie),
            Some(&subscription(n)),
        )
        .await;
        statuses.push(reply.status);
    }
    assert!(statuses.contains(&429), "{statuses:?}");
    assert!(
        statuses.iter().all(|s| *s == 200 || *s == 429),
        "{statuses:?}"
    );
    assert_eq!(
        store.subscriptions_of(bob_id).await.unwrap().len(),
        skillgames_server::store::MAX_DEVICES as usize
    );

    // A flood of plans in a correspondence game (Ada to move): slowed, and one plan kept.
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "1d", false).await;
    let theirs = rules_after("amazons", 6, &[]).legal_moves()[0].clone();
    let answer = rules_after("amazons", 6, std::slice::from_ref(&theirs)).legal_moves()[0].clone();
    let plan = ClientMessage::Conditional {
        game: id.clone(),
        plan: vec![format!("{theirs} {answer}")],
    };
    // More than the burst, fewer than the strikes that close the connection: a closed socket
    // with unread input is reset, and a reset drops the refusals the test reads.
    let flood = skillgames_server::socket::MESSAGE_BURST * 5 / 2;
    for _ in 0..flood {
        assert!(bob.try_send(&plan).await, "the connection stays open");
    }
    let slowed = bob
        .until(|m| {
            matches!(
                m,
                ServerMessage::Refused {
                    reason: Refusal::TooFast,
                    ..
                }
            )
        })
        .await;
    assert!(matches!(slowed, ServerMessage::Refused { .. }));
    let kept = store.plan(&id, bob_id).await.unwrap().expect("a plan kept");
    assert_eq!(kept.lines, vec![vec![theirs.clone(), answer.clone()]]);
    // It still answers Ada's move, once.
    ada.send(&ClientMessage::Move {
        game: id.clone(),
        ply: 0,
        mv: theirs,
    })
    .await;
    assert_eq!(support::seen_move(&mut ada, 1).await, answer);
}
