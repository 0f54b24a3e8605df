//! Measurements of the notifications (docs/performance.md), not run by default: the sweep of
//! 10,000 correspondence clocks whose alarms are due, and the time from a move to the
//! opponent's push request with 1,000 subscribed players (a local push endpoint that reads
//! each request). Run them with
//! `cargo test --release -p skillgames-server --test notify_load -- --ignored --nocapture`
//! (on PostgreSQL too when `SKILLGAMES_TEST_POSTGRES` names a server).

#[macro_use]
mod support;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{Path, State};
use axum::http::StatusCode;
use base64::Engine;
use skillgames_catalogue::CATALOGUE;
use skillgames_online::{ColourChoice, TimeControl};
use skillgames_server::clock::Clock;
use skillgames_server::game::Action;
use skillgames_server::round::{PlayerId, Round, Terms};
use skillgames_server::store::{Database, StoredPlayer, StoredSubscription};
use support::{Db, Server, rules_after};

const DAY: u64 = 86_400_000;
const START: u64 = 1_000_000;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at]
}

/// `pairs` correspondence games of Amazons 6×6 being played between new players; their ids
/// and players (White, Black).
async fn games(
    store: &Database,
    pairs: usize,
    days: u8,
) -> Vec<(skillgames_online::GameId, PlayerId, PlayerId)> {
    let mut made = Vec::with_capacity(pairs);
    for i in 0..pairs {
        let (white, black) = (2 * i as i64 + 1_000_000, 2 * i as i64 + 1_000_001);
        for id in [white, black] {
            let player = StoredPlayer {
                id,
                name: format!("Player {id}"),
                password: None,
                bot: false,
            };
            store.add_player(&player, START).await.unwrap();
        }
        let terms = Terms {
            variant: CATALOGUE.variant("amazons", Some("6")).unwrap(),
            time: TimeControl::Correspondence { days },
            rated: false,
            private: false,
            colour: ColourChoice::White,
        };
        let id = skillgames_online::GameId::from(format!("load{i:06}"));
        let open = Round::open(id.clone(), terms, white).unwrap();
        store.add_game(&open, START).await.unwrap();
        let mut round = open.duplicate();
        round.join(black, START, false).unwrap();
        round.version += 1;
        store.save_game(&round, START).await.unwrap();
        made.push((id, white, black));
    }
    made
}

async fn sweep(db: Db) {
    let clock = Clock::manual(START);
    let server = Server::start_with(db, clock.clone(), |_| {}).await;
    let hub = server.online.hub.clone();
    let made = Instant::now();
    games(&hub.store, 10_000, 1).await;
    println!(
        "20,000 players and 10,000 games stored in {:?}",
        made.elapsed()
    );
    // Nothing due: one statement.
    let mut idle = Vec::new();
    for _ in 0..20 {
        let at = Instant::now();
        assert_eq!(hub.sweep_alarms().await.unwrap(), 0);
        idle.push(at.elapsed());
    }
    idle.sort();
    println!(
        "sweep with nothing due: median {:?}",
        percentile(&idle, 0.5)
    );
    // All due: each told once.
    clock.advance(DAY);
    let at = Instant::now();
    let told = hub.sweep_alarms().await.unwrap();
    println!(
        "sweep of {told} due alarms (10,000 games): {:?}",
        at.elapsed()
    );
    assert_eq!(told, 10_000);
}

async fn delivery(db: Db) {
    // The endpoint notes when each player's push arrives.
    type Arrivals = Arc<Mutex<HashMap<String, Instant>>>;
    async fn receive(State(arrivals): State<Arrivals>, Path(who): Path<String>) -> StatusCode {
        arrivals.lock().unwrap().insert(who, Instant::now());
        StatusCode::CREATED
    }
    let arrivals: Arrivals = Arc::default();
    let app = axum::Router::new()
        .route("/push/{who}", axum::routing::post(receive))
        .with_state(arrivals.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move { axum::serve(listener, app).await });

    let clock = Clock::manual(START);
    let server = Server::start_with(db, clock, |config| {
        config.push_allow_hosts = vec![format!("127.0.0.1:{port}")];
    })
    .await;
    let hub = server.online.hub.clone();
    let pairs = games(&hub.store, 500, 3).await;
    let (keys, auth) = ece::generate_keypair_and_auth_secret().unwrap();
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    for (_, white, black) in &pairs {
        for player in [*white, *black] {
            let device = StoredSubscription {
                endpoint: format!("http://127.0.0.1:{port}/push/{player}"),
                p256dh: b64.encode(keys.pub_as_raw().unwrap()),
                auth: b64.encode(auth),
                kinds: skillgames_online::NotificationKind::ALL.to_vec(),
            };
            hub.store.subscribe(player, &device, START).await.unwrap();
        }
    }
    println!("1,000 players subscribed");
    let first = rules_after("amazons", 6, &[]).legal_moves()[0].clone();
    let second = rules_after("amazons", 6, std::slice::from_ref(&first)).legal_moves()[0].clone();
    let mut latencies = Vec::new();
    for (ply, mv) in [(0u32, first), (1, second)] {
        let sent: Arc<Mutex<HashMap<String, Instant>>> = Arc::default();
        let mut moves = Vec::new();
        for (id, white, black) in &pairs {
            let (mover, told) = if ply == 0 {
                (*white, *black)
            } else {
                (*black, *white)
            };
            let (hub, sent, id, mv) = (hub.clone(), sent.clone(), id.clone(), mv.clone());
            moves.push(tokio::spawn(async move {
                sent.lock()
                    .unwrap()
                    .insert(told.to_string(), Instant::now());
                hub.act(&id, mover, Action::Move { ply, mv }).await.unwrap();
            }));
        }
        for done in moves {
            done.await.unwrap();
        }
        // Every push arrives.
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let arrived = sent
                .lock()
                .unwrap()
                .keys()
                .filter(|who| arrivals.lock().unwrap().contains_key(*who))
                .count();
            if arrived == pairs.len() {
                break;
            }
            assert!(
                Instant::now() < deadline,
                "{arrived} of {} arrived",
                pairs.len()
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let arrivals = std::mem::take(&mut *arrivals.lock().unwrap());
        for (who, at) in sent.lock().unwrap().iter() {
            latencies.push(arrivals[who].duration_since(*at));
        }
    }
    latencies.sort();
    println!(
        "move to push request, 1,000 pushes (500 moves at once, twice): p50 {:?}, p99 {:?}, max {:?}",
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        latencies[latencies.len() - 1]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement (docs/performance.md)"]
async fn alarm_sweep_of_10000_games_sqlite() {
    sweep(Db::sqlite("sweep")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement (docs/performance.md)"]
async fn alarm_sweep_of_10000_games_postgres() {
    if let Some(db) = Db::postgres("sweep").await {
        sweep(db).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement (docs/performance.md)"]
async fn push_delivery_to_1000_players_sqlite() {
    delivery(Db::sqlite("delivery")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement (docs/performance.md)"]
async fn push_delivery_to_1000_players_postgres() {
    if let Some(db) = Db::postgres("delivery").await {
        delivery(db).await;
    }
}
