//! Several servers sharing one PostgreSQL database and one Redis, as a site runs them: each
//! test starts its own Redis (Debian's `redis-server`, on a free loopback port) and a fresh
//! database on the PostgreSQL server `cargo xtask test` starts, and servers in their own
//! runtimes, which a test can kill as a crash would.

mod support;

use skillgames_online::VariantId;
use std::sync::atomic::Ordering;
use std::time::Duration;

use skillgames_online::{ClientMessage, GameStatus, Refusal, ServerMessage};
use skillgames_server::clock::Clock;
use skillgames_services::{Postgres, Redis};
use support::{Db, Player, Server, http, play_out, rules_after, send_and_see, start_game};

/// A cluster's shared parts and its servers (a killed one is `None`).
struct Cluster {
    redis: Redis,
    db: Db,
    clock: Clock,
    nodes: Vec<Option<Server>>,
}

/// Our own Redis, or `None` (the test is skipped) when there is none and none is required.
fn redis() -> Option<Redis> {
    match Redis::start() {
        Ok(redis) => Some(redis),
        Err(e) => {
            assert!(
                std::env::var_os("SKILLGAMES_REQUIRE_REDIS").is_none(),
                "SKILLGAMES_REQUIRE_REDIS is set but Redis does not start: {e:#}"
            );
            eprintln!("no Redis ({e:#}): skipped");
            None
        }
    }
}

impl Cluster {
    /// `count` servers on a fresh database of the tests' PostgreSQL (or `db`).
    async fn start(name: &str, count: usize, db: Option<Db>) -> Option<Cluster> {
        let redis = redis()?;
        let db = match db {
            Some(db) => db,
            None => Db::postgres(name).await?,
        };
        let mut cluster = Cluster {
            redis,
            db,
            clock: Clock::manual(1_000_000),
            nodes: Vec::new(),
        };
        for i in 0..count {
            let node = cluster.node(i).await;
            cluster.nodes.push(Some(node));
        }
        Some(cluster)
    }

    /// Starts server number `i`.
    async fn node(&self, i: usize) -> Server {
        let url = self.redis.url.clone();
        Server::start_with(self.db.clone(), self.clock.clone(), move |config| {
            config.pubsub = Some(url);
            config.node = format!("node-{i}");
        })
        .await
    }

    fn at(&self, i: usize) -> &Server {
        self.nodes[i].as_ref().expect("a live server")
    }

    /// Kills server `i` as a crash would.
    fn kill(&mut self, i: usize) {
        if let Some(server) = self.nodes[i].take() {
            server.kill();
        }
    }
}

/// Plays the move after `ply` moves by `mover` and waits until `others` see it.
async fn play(
    mover: &mut Player,
    others: &mut [&mut Player],
    id: &str,
    moves: &mut Vec<String>,
    game: &str,
    size: u8,
) {
    let mv = rules_after(game, size, moves).legal_moves()[0].clone();
    let ply = u32::try_from(moves.len()).unwrap();
    send_and_see(mover, others, id, ply, &mv).await;
    moves.push(mv);
}

/// Game `id` as server `server` serves it over HTTP.
async fn stored(server: &Server, id: &str) -> skillgames_online::GameView {
    let reply = http(
        server.address,
        "GET",
        &format!("/api/games/{id}"),
        None,
        None,
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    serde_json::from_str(&reply.body).unwrap()
}

/// Waits until server `server`'s readiness (`/api/ready`) answers `status`.
async fn ready_is(server: &Server, status: u16) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let reply = http(server.address, "GET", "/api/ready", None, None).await;
        if reply.status == status {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "ready: {}",
            reply.status
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The lobby as `player` sees it, once it holds (or no longer holds) `id`.
async fn lobby_until(player: &mut Player, id: &str, listed: bool) {
    player
        .until(|m| {
            matches!(m, ServerMessage::Lobby { games }
                if games.iter().any(|g| g.id == id) == listed)
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_on_different_servers_play_and_a_third_watches_live() {
    let Some(cluster) = Cluster::start("cross", 3, None).await else {
        return;
    };
    let mut ada = cluster.at(0).visitor().await;
    let mut bob = cluster.at(1).visitor().await;
    let mut eve = cluster.at(2).visitor().await;
    // A game created on one server is in every server's lobby.
    eve.send(&ClientMessage::Lobby).await;
    ada.send(&ClientMessage::Create {
        variant: VariantId::new("loa", 8),
        time: skillgames_online::TimeControl::parse("5+3").unwrap(),
        rated: false,
        colour: skillgames_online::ColourChoice::White,
        private: false,
    })
    .await;
    let id = match ada
        .until(|m| matches!(m, ServerMessage::Created { .. }))
        .await
    {
        ServerMessage::Created { game } => game,
        _ => unreachable!(),
    };
    lobby_until(&mut eve, &id, true).await;
    bob.send(&ClientMessage::Lobby).await;
    lobby_until(&mut bob, &id, true).await;
    // Joined from another server: both players hear it began, and it leaves the lobbies.
    bob.send(&ClientMessage::Join { game: id.clone() }).await;
    for player in [&mut ada, &mut bob] {
        player
            .until(|m| matches!(m, ServerMessage::Started { game } if *game == id))
            .await;
        player
            .send(&ClientMessage::Watch { game: id.clone() })
            .await;
    }
    lobby_until(&mut eve, &id, false).await;
    // Each player sees the other here, across servers.
    ada.game_until(|g| g.status == GameStatus::Playing && g.black.as_ref().is_some_and(|b| b.here))
        .await;
    eve.watch(&id).await;
    // The players see the spectator on the third server.
    ada.game_until(|g| g.watchers == 1).await;
    bob.game_until(|g| g.watchers == 1).await;
    let mut moves = Vec::new();
    for ply in 0..6 {
        if ply % 2 == 0 {
            play(
                &mut ada,
                &mut [&mut bob, &mut eve],
                &id,
                &mut moves,
                "loa",
                8,
            )
            .await;
        } else {
            play(
                &mut bob,
                &mut [&mut ada, &mut eve],
                &id,
                &mut moves,
                "loa",
                8,
            )
            .await;
        }
    }
    let status = play_out(&mut ada, &mut bob, &id, "loa", 8, 60, 3, moves.clone()).await;
    assert!(matches!(status, GameStatus::Ended { .. }));
    let end = eve
        .game_until(|g| g.id == id && matches!(g.status, GameStatus::Ended { .. }))
        .await;
    assert!(end.moves.starts_with(&moves));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn of_two_moves_for_one_ply_on_two_servers_exactly_one_is_played() {
    let Some(cluster) = Cluster::start("race", 2, None).await else {
        return;
    };
    for round in 0..5 {
        let mut ada = cluster.at(0).visitor().await;
        let mut bob = cluster.at(1).visitor().await;
        let id = start_game(&mut ada, &mut bob, "loa", 8, "5+3", false).await;
        // Ada's second connection is on the other server: both send a move for ply 0.
        let mut other = Player::connect(cluster.at(1).address, ada.cookie.clone()).await;
        other.watch(&id).await;
        let legal = rules_after("loa", 8, &[]).legal_moves();
        let (a, b) = (legal[round].clone(), legal[round + 1].clone());
        let send = |mv: &String| ClientMessage::Move {
            game: id.clone(),
            ply: 0,
            mv: mv.clone(),
        };
        let (move_a, move_b) = (send(&a), send(&b));
        tokio::join!(ada.send(&move_a), other.send(&move_b));
        let played = match bob
            .until(|m| matches!(m, ServerMessage::Moved { .. }))
            .await
        {
            ServerMessage::Moved { mv, .. } => mv,
            _ => unreachable!(),
        };
        assert!(played == a || played == b);
        let loser = if played == a { &mut other } else { &mut ada };
        let refusal = loser.refusal().await;
        assert!(
            matches!(refusal, Refusal::NotYourTurn | Refusal::StalePly),
            "{refusal:?}"
        );
        // The store holds the one move, and every server says so.
        for node in 0..2 {
            let view = stored(cluster.at(node), &id).await;
            assert_eq!(view.moves, vec![played.clone()]);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_killed_mid_game_loses_nothing_and_the_game_ends_through_another() {
    let Some(mut cluster) = Cluster::start("kill", 3, None).await else {
        return;
    };
    let mut ada = cluster.at(0).visitor().await;
    let mut bob = cluster.at(1).visitor().await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "5+3", false).await;
    let mut moves = Vec::new();
    for ply in 0..4 {
        if ply % 2 == 0 {
            play(&mut ada, &mut [&mut bob], &id, &mut moves, "amazons", 6).await;
        } else {
            play(&mut bob, &mut [&mut ada], &id, &mut moves, "amazons", 6).await;
        }
    }
    let clocks = stored(cluster.at(1), &id).await.clocks;
    cluster.kill(0);
    assert!(ada.closed().await);
    // Bob's server sees Ada gone once her server is silent.
    bob.game_until(|g| g.white.as_ref().is_some_and(|w| !w.here))
        .await;
    // Ada comes back through another server: the same moves, the clocks where they were.
    let mut ada = Player::connect(cluster.at(2).address, ada.cookie.clone()).await;
    ada.send(&ClientMessage::Watch { game: id.clone() }).await;
    let view = ada.game_until(|g| g.id == id).await;
    assert_eq!(view.moves, moves);
    assert_eq!(view.status, GameStatus::Playing);
    assert_eq!(view.clocks.white, clocks.white);
    bob.game_until(|g| g.white.as_ref().is_some_and(|w| w.here))
        .await;
    let status = play_out(&mut ada, &mut bob, &id, "amazons", 6, 400, 11, moves).await;
    assert!(matches!(status, GameStatus::Ended { .. }));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_redis_restarts_the_servers_catch_up_from_the_database() {
    let Some(cluster) = Cluster::start("redis", 2, None).await else {
        return;
    };
    let mut ada = cluster.at(0).visitor().await;
    let mut bob = cluster.at(1).visitor().await;
    let id = start_game(&mut ada, &mut bob, "loa", 8, "5+3", false).await;
    let mut moves = Vec::new();
    play(&mut ada, &mut [&mut bob], &id, &mut moves, "loa", 8).await;
    cluster.redis.stop().unwrap();
    ready_is(cluster.at(0), 503).await;
    // Past the time a silent server is taken for dead, Bob is still here for Ada's server:
    // it hears nobody, which says nothing of Bob (no win to claim from it).
    let gone = tokio::time::timeout(
        Duration::from_millis(5500),
        ada.game_until(|g| g.black.as_ref().is_some_and(|b| !b.here)),
    )
    .await;
    assert!(gone.is_err(), "Bob was taken for gone while Redis was away");
    // Bob's move is stored by his server; Ada's cannot hear of it while the bus is away.
    let mv = rules_after("loa", 8, &moves).legal_moves()[0].clone();
    bob.send(&ClientMessage::Move {
        game: id.clone(),
        ply: 1,
        mv: mv.clone(),
    })
    .await;
    bob.until(|m| matches!(m, ServerMessage::Moved { ply: 1, .. }))
        .await;
    moves.push(mv);
    cluster.redis.start_again().unwrap();
    ready_is(cluster.at(0), 200).await;
    // Back: Ada's server reads the game again and she sees Bob's move.
    ada.until(|m| match m {
        ServerMessage::Moved { ply: 1, .. } => true,
        ServerMessage::Game { game } => game.moves.len() == 2,
        _ => false,
    })
    .await;
    play(&mut ada, &mut [&mut bob], &id, &mut moves, "loa", 8).await;
    play(&mut bob, &mut [&mut ada], &id, &mut moves, "loa", 8).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_database_away_moves_are_refused_and_play_resumes_when_it_is_back() {
    let Ok(postgres) = Postgres::start() else {
        assert!(
            std::env::var_os("SKILLGAMES_REQUIRE_POSTGRES").is_none(),
            "SKILLGAMES_REQUIRE_POSTGRES is set but PostgreSQL does not start"
        );
        return;
    };
    let db = Db::Postgres(postgres.url.clone());
    let Some(cluster) = Cluster::start("outage", 2, Some(db)).await else {
        return;
    };
    let mut ada = cluster.at(0).visitor().await;
    let mut bob = cluster.at(1).visitor().await;
    let id = start_game(&mut ada, &mut bob, "loa", 8, "5+3", false).await;
    let mut moves = Vec::new();
    play(&mut ada, &mut [&mut bob], &id, &mut moves, "loa", 8).await;
    postgres.stop().unwrap();
    let mv = rules_after("loa", 8, &moves).legal_moves()[0].clone();
    let message = ClientMessage::Move {
        game: id.clone(),
        ply: 1,
        mv: mv.clone(),
    };
    bob.send(&message).await;
    assert_eq!(bob.refusal().await, Refusal::Unavailable);
    postgres.start_again().unwrap();
    // The same move again, once the database is back: played, and Ada sees it.
    let mut tries = 0;
    loop {
        bob.send(&message).await;
        match bob
            .until(|m| {
                matches!(
                    m,
                    ServerMessage::Moved { .. } | ServerMessage::Refused { .. }
                )
            })
            .await
        {
            ServerMessage::Moved { ply: 1, .. } => break,
            ServerMessage::Refused {
                reason: Refusal::Unavailable,
                ..
            } if tries < 20 => {
                tries += 1;
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            other => panic!("{other:?}"),
        }
    }
    ada.until(|m| matches!(m, ServerMessage::Moved { ply: 1, .. }))
        .await;
    moves.push(mv);
    play(&mut ada, &mut [&mut bob], &id, &mut moves, "loa", 8).await;
    let view = stored(cluster.at(0), &id).await;
    assert_eq!(
        view.moves, moves,
        "nothing refused was stored, nothing accepted lost"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_in_a_game_nobody_holds_is_found_once_by_one_server() {
    let Some(mut cluster) = Cluster::start("flag", 3, None).await else {
        return;
    };
    let mut ada = cluster.at(0).visitor().await;
    let mut bob = cluster.at(0).visitor().await;
    let id = start_game(&mut ada, &mut bob, "loa", 8, "1+0", false).await;
    let mut moves = Vec::new();
    play(&mut ada, &mut [&mut bob], &id, &mut moves, "loa", 8).await;
    // The only server holding the game dies; Black's minute runs out meanwhile.
    cluster.kill(0);
    cluster.clock.advance(61_000);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
    let view = loop {
        let view = stored(cluster.at(1), &id).await;
        if matches!(view.status, GameStatus::Ended { .. }) {
            break view;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the flag was not found"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert!(
        matches!(
            &view.status,
            GameStatus::Ended {
                winner: Some(skillgames_online::Colour::White),
                ..
            }
        ),
        "{:?}",
        view.status
    );
    // Give the other sweeps their turns: still one end.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let flags: u64 = cluster
        .nodes
        .iter()
        .flatten()
        .map(|s| s.online.hub.counters.flags.load(Ordering::Relaxed))
        .sum();
    assert_eq!(flags, 1, "one server ended it, once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plan_made_on_one_server_answers_a_move_made_on_another() {
    let Some(cluster) = Cluster::start("conditional", 2, None).await else {
        return;
    };
    let mut ada = cluster.at(0).visitor().await;
    let mut bob = cluster.at(1).visitor().await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "3d", false).await;
    // Bob plans on server 1 while Ada is to move.
    let x = rules_after("amazons", 6, &[]).legal_moves()[3].clone();
    let y = rules_after("amazons", 6, std::slice::from_ref(&x)).legal_moves()[0].clone();
    bob.send(&ClientMessage::Conditional {
        game: id.clone(),
        plan: vec![format!("{x} {y}")],
    })
    .await;
    bob.until(|m| matches!(m, ServerMessage::Conditional { plan, .. } if plan.len() == 1))
        .await;
    // Ada plays into it on server 0: Bob's answer is played at once, both see it.
    send_and_see(&mut ada, &mut [&mut bob], &id, 0, &x).await;
    for player in [&mut ada, &mut bob] {
        match player
            .until(|m| matches!(m, ServerMessage::Moved { ply: 1, .. }))
            .await
        {
            ServerMessage::Moved { mv, .. } => assert_eq!(mv, y),
            _ => unreachable!(),
        }
    }
    assert_eq!(stored(cluster.at(1), &id).await.moves, vec![x, y]);
}

/// An arena's view as server `server` serves it.
async fn arena_view(server: &Server, id: &str) -> skillgames_online::tournament::TournamentView {
    let reply = http(
        server.address,
        "GET",
        &format!("/api/tournaments/{id}"),
        None,
        None,
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    serde_json::from_str(&reply.body).unwrap()
}

async fn arena_until(
    server: &Server,
    id: &str,
    done: impl Fn(&skillgames_online::tournament::TournamentView) -> bool,
) -> skillgames_online::tournament::TournamentView {
    for _ in 0..150 {
        let seen = arena_view(server, id).await;
        if done(&seen) {
            return seen;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the arena never got there: {:?}",
        arena_view(server, id).await
    );
}

/// Ends each game of `seen` being played: its Black resigns, through `server` (the
/// connections are kept until the caller has seen the results).
async fn resign_on(
    server: &Server,
    cookies: &std::collections::HashMap<String, String>,
    seen: &skillgames_online::tournament::TournamentView,
) -> Vec<Player> {
    let mut resigned = Vec::new();
    for game in seen.games.iter().filter(|g| g.result.is_none()) {
        let mut black = Player::connect(server.address, cookies[&game.black].clone()).await;
        black
            .send(&ClientMessage::Resign {
                game: game.id.clone(),
            })
            .await;
        resigned.push(black);
    }
    resigned
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_whose_director_dies_goes_on_from_another_server_with_every_result_counted() {
    let Some(mut cluster) = Cluster::start("arena_takeover", 2, None).await else {
        return;
    };
    let now = cluster.clock.now();
    let organiser = cluster.at(0).account("Organiser").await;
    let body = serde_json::json!({
        "name": "Takeover Arena", "kind": "arena", "game": "amazons", "size": 6,
        "time": {"kind": "live", "minutes": 3, "increment": 2}, "rated": false,
        "starts": now + 1_000, "minutes": 10, "max_players": 10, "bots": true,
    });
    let reply = http(
        cluster.at(0).address,
        "POST",
        "/api/tournaments",
        Some(&organiser.cookie),
        Some(&body.to_string()),
    )
    .await;
    assert_eq!(reply.status, 201, "{}", reply.body);
    let id: serde_json::Value = serde_json::from_str(&reply.body).unwrap();
    let id = id["id"].as_str().unwrap().to_owned();
    let mut cookies = std::collections::HashMap::new();
    for name in ["Ada", "Bob", "Cyd", "Dee"] {
        let player = cluster.at(1).account(name).await;
        let reply = http(
            cluster.at(1).address,
            "POST",
            &format!("/api/tournaments/{id}/join"),
            Some(&player.cookie),
            None,
        )
        .await;
        assert_eq!(reply.status, 200, "{}", reply.body);
        cookies.insert(name.to_owned(), player.cookie.clone());
    }
    cluster.clock.advance(2_000);
    let first = arena_until(cluster.at(0), &id, |v| v.games.len() == 2).await;
    // Kill the server directing it, mid-event, its games being played.
    let (director, _) = cluster
        .at(0)
        .online
        .hub
        .store
        .director_of(&id)
        .await
        .unwrap()
        .expect("a director");
    let dead: usize = director.trim_start_matches("node-").parse().unwrap();
    let alive = 1 - dead;
    cluster.kill(dead);
    let _first = resign_on(cluster.at(alive), &cookies, &first).await;
    // Nothing moves until the dead server's lease runs out; then the other takes over, counts
    // both results and pairs everyone again.
    cluster
        .clock
        .advance(skillgames_server::hub::LEASE_MS + 1_000);
    let second = arena_until(cluster.at(alive), &id, |v| {
        v.games.len() == 4 && v.games.iter().filter(|g| g.result.is_some()).count() == 2
    })
    .await;
    let store = &cluster.at(alive).online.hub.store;
    let (now_directing, _) = store.director_of(&id).await.unwrap().unwrap();
    assert_eq!(now_directing, format!("node-{alive}"));
    // Everyone takes a break (the games go on), the last games end, time is up: every one of
    // the four games is counted.
    for cookie in cookies.values() {
        let reply = http(
            cluster.at(alive).address,
            "POST",
            &format!("/api/tournaments/{id}/pause"),
            Some(cookie),
            None,
        )
        .await;
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    let _second = resign_on(cluster.at(alive), &cookies, &second).await;
    arena_until(cluster.at(alive), &id, |v| {
        v.games.iter().filter(|g| g.result.is_some()).count() == 4
    })
    .await;
    cluster.clock.advance(10 * 60_000);
    let done = arena_until(cluster.at(alive), &id, |v| {
        v.info.status == skillgames_online::tournament::TournamentStatus::Finished
    })
    .await;
    assert_eq!(done.games.len(), 4);
    assert!(
        done.games
            .iter()
            .all(|g| g.result.as_deref() == Some("1-0"))
    );
    let played: usize = done.standings.iter().map(|l| l.sheet.len()).sum();
    assert_eq!(played, 8, "{:?}", done.standings);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blocks_rooms_and_a_closed_account_hold_on_every_server() {
    let Some(cluster) = Cluster::start("community", 3, None).await else {
        return;
    };
    let mut ada = cluster.at(0).account("Ada").await;
    let mut bob = cluster.at(1).account("Bob").await;
    let mut eve = cluster.at(2).visitor().await;
    let mut fay = cluster.at(0).visitor().await;

    // A spectator's line on one server reaches the spectators on the others, not the players.
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "3d", false).await;
    for spectator in [&mut eve, &mut fay] {
        spectator.watch(&id).await;
    }
    eve.send(&ClientMessage::Chat {
        game: id.clone(),
        text: "hello from node 2".into(),
        room: skillgames_online::ChatRoom::Spectators,
    })
    .await;
    let line = match fay
        .until(|m| matches!(m, ServerMessage::ChatLine { .. }))
        .await
    {
        ServerMessage::ChatLine { line, .. } => line,
        _ => unreachable!(),
    };
    assert_eq!(line.text, "hello from node 2");

    // Fay (server 0) blocks Eve (server 2): Eve's next line reaches Gus (server 1), never Fay,
    // whose next line is the one Gus writes after reading Eve's.
    let mut gus = cluster.at(1).visitor().await;
    gus.watch(&id).await;
    let eve_name = eve.name.clone();
    let body = format!(r#"{{"name":"{eve_name}","relation":"block","on":true}}"#);
    let reply = http(
        cluster.at(0).address,
        "POST",
        "/api/relations",
        Some(&fay.cookie),
        Some(&body),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let spectators = |text: &str| ClientMessage::Chat {
        game: id.clone(),
        text: text.into(),
        room: skillgames_online::ChatRoom::Spectators,
    };
    eve.send(&spectators("fay cannot read this")).await;
    assert_eq!(gus.chat_line().await.text, "fay cannot read this");
    gus.send(&spectators("from node 1")).await;
    assert_eq!(fay.chat_line().await.text, "from node 1");

    // Blocked on one server: refused on another.
    let body = r#"{"name":"Ada","relation":"block","on":true}"#;
    let reply = http(
        cluster.at(1).address,
        "POST",
        "/api/relations",
        Some(&bob.cookie),
        Some(body),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let mut ada2 = Player::connect(cluster.at(2).address, ada.cookie.clone()).await;
    ada2.send(&support::challenge_to("Bob")).await;
    assert_eq!(ada2.refusal().await, Refusal::NotAccepting);
    ada2.send(&ClientMessage::Chat {
        game: id.clone(),
        text: "hi".into(),
        room: skillgames_online::ChatRoom::Players,
    })
    .await;
    assert_eq!(ada2.refusal().await, Refusal::Blocked);

    // A moderator on server 0 closes Ada's account: her connections on servers 0 and 2 are
    // told and closed, her session ends everywhere.
    let moderator = cluster.at(0).account("Mona").await;
    cluster.at(0).make_moderator("Mona").await;
    let status = support::from_page(
        cluster.at(0),
        &moderator.cookie,
        "/api/mod/act",
        r#"{"name":"Ada","action":"close","reason":"abuse"}"#,
    )
    .await
    .status;
    assert_eq!(status, 200);
    for page in [&mut ada, &mut ada2] {
        page.until(|m| matches!(m, ServerMessage::SignedOut { .. }))
            .await;
        assert!(page.closed().await);
    }
    for i in 0..3 {
        let me = http(
            cluster.at(i).address,
            "GET",
            "/api/me",
            Some(&ada.cookie),
            None,
        )
        .await;
        assert!(me.body.contains(r#""account":false"#), "{}", me.body);
    }
    // Her game was resigned.
    bob.game_until(|g| g.id == id && matches!(g.status, GameStatus::Ended { .. }))
        .await;
}
