//! Leaderboards through `GET /api/leaderboard/{game}/{size}`, on SQLite and on PostgreSQL:
//! established ratings only (a real rated game leaves both players provisional), accounts only
//! (no visitor), a rated game there in the last 30 days (the server's clock moved on drops a
//! player), best first, bots apart, the other boards apart, at most a hundred, one's own place
//! outside the hundred, and an unknown game or board refused in words.

#[macro_use]
mod support;

use skillgames_online::leaderboard::Leaderboard;
use skillgames_online::{ClientMessage, GameStatus};
use skillgames_server::clock::Clock;
use skillgames_server::store::ACTIVE_MS;
use support::{Db, Server, http, start_game};

const T0: u64 = 1_800_000_000_000;
const DAY: u64 = 86_400_000;

/// The server's database, opened beside it.
async fn database(db: &Db) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    let url = match db {
        Db::Sqlite(dir) => format!("sqlite://{}", dir.join("skillgames.sqlite").display()),
        Db::Postgres(url) => url.clone(),
    };
    sqlx::AnyPool::connect(&url).await.unwrap()
}

/// Who a seeded player is.
#[derive(Clone, Copy)]
enum Kind {
    Person,
    Bot,
    Visitor,
}

/// Stores a player `name` (id `id`) of `kind`.
async fn seed_player(pool: &sqlx::AnyPool, id: i64, name: &str, kind: Kind) {
    let password = match kind {
        Kind::Visitor => None,
        _ => Some("not a real hash"),
    };
    sqlx::query(
        "INSERT INTO players (id, name, name_key, password, created, bot) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(id)
    .bind(name)
    .bind(name.to_lowercase())
    .bind(password)
    .bind(1_i64)
    .bind(i64::from(matches!(kind, Kind::Bot)))
    .execute(pool)
    .await
    .unwrap();
}

/// Gives player `id` the rating `rating` (deviation `deviation`) on `game` `size`, with its
/// last rated game there at `at`.
#[allow(clippy::too_many_arguments)]
async fn seed_rating(
    pool: &sqlx::AnyPool,
    id: i64,
    game: &str,
    size: i64,
    rating: f64,
    deviation: f64,
    at: u64,
) {
    sqlx::query(
        "INSERT INTO ratings (player, game, size, rating, deviation, volatility, games) \
         VALUES ($1, $2, $3, $4, $5, 0.06, 30)",
    )
    .bind(id)
    .bind(game)
    .bind(size)
    .bind(rating)
    .bind(deviation)
    .execute(pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO rating_history (player, game, size, game_id, rating, at) \
         VALUES ($1, $2, $3, 'seeded', $4, $5)",
    )
    .bind(id)
    .bind(game)
    .bind(size)
    .bind(rating)
    .bind(i64::try_from(at).unwrap())
    .execute(pool)
    .await
    .unwrap();
}

/// The leaderboard of `game` `size` as the holder of `cookie` (none: a stranger) sees it.
async fn board(server: &Server, game: &str, size: u8, cookie: Option<&str>) -> Leaderboard {
    let reply = http(
        server.address,
        "GET",
        &format!("/api/leaderboard/{game}/{size}"),
        cookie,
        None,
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    serde_json::from_str(&reply.body).unwrap()
}

fn names(lines: &[skillgames_online::leaderboard::LeaderLine]) -> Vec<&str> {
    lines.iter().map(|l| l.name.as_str()).collect()
}

on_both_stores!(
    leaderboards_on_sqlite,
    leaderboards_on_postgres,
    leaderboards
);

async fn leaderboards(db: Db) {
    let server = Server::start_with(db, Clock::manual(T0), |config| {
        config.limits.login_burst = 100;
    })
    .await;
    let pool = database(&server.db).await;

    // A real rated game: both players' ratings are written, and both are provisional.
    let mut ada = server.account("Ada").await;
    let mut bob = server.account("Bob").await;
    let id = start_game(&mut ada, &mut bob, "amazons", 8, "5+0", true).await;
    bob.send(&ClientMessage::Resign { game: id.clone() }).await;
    ada.game_until(|g| {
        g.id == id
            && matches!(
                g.status,
                GameStatus::Ended {
                    ratings: Some(_),
                    ..
                }
            )
    })
    .await;
    let empty = board(&server, "amazons", 8, Some(&ada.cookie)).await;
    assert_eq!((empty.game.as_str(), empty.size), ("amazons", 8));
    assert!(empty.players.is_empty() && empty.bots.is_empty() && empty.me.is_none());

    // Once established (as after many games), their last rated game counts them in.
    sqlx::query("UPDATE ratings SET deviation = 80")
        .execute(&pool)
        .await
        .unwrap();
    let two = board(&server, "amazons", 8, Some(&ada.cookie)).await;
    assert_eq!(names(&two.players), ["Ada", "Bob"], "the winner first");
    assert_eq!(two.players[0].rank, 1);
    assert_eq!(two.players[0].deviation, 80);
    assert_eq!(two.players[0].games, 1);
    assert_eq!(two.me.map(|m| m.rank), Some(1));
    let bobs = board(&server, "amazons", 8, Some(&bob.cookie)).await;
    assert_eq!(bobs.me.map(|m| m.rank), Some(2));
    assert_eq!(bobs.me.map(|m| m.rating), Some(bobs.players[1].rating));

    // Who is not listed: the provisional, visitors, the inactive, another board's; bots apart.
    let now = T0;
    seed_player(&pool, 901, "Cleo", Kind::Person).await;
    seed_rating(&pool, 901, "amazons", 8, 2100.0, 50.0, now - DAY).await;
    seed_player(&pool, 902, "Dan", Kind::Person).await;
    seed_rating(&pool, 902, "amazons", 8, 2200.0, 150.0, now - DAY).await;
    seed_player(&pool, 903, "Guest-1234", Kind::Visitor).await;
    seed_rating(&pool, 903, "amazons", 8, 2300.0, 50.0, now - DAY).await;
    seed_player(&pool, 904, "Eve", Kind::Person).await;
    seed_rating(
        &pool,
        904,
        "amazons",
        8,
        2400.0,
        50.0,
        now - ACTIVE_MS - DAY,
    )
    .await;
    seed_player(&pool, 905, "Finn", Kind::Person).await;
    seed_rating(&pool, 905, "amazons", 10, 2500.0, 50.0, now - DAY).await;
    seed_rating(
        &pool,
        905,
        "amazons",
        8,
        1200.0,
        50.0,
        now - ACTIVE_MS + 2 * DAY,
    )
    .await;
    seed_player(&pool, 906, "Robo", Kind::Bot).await;
    seed_rating(&pool, 906, "amazons", 8, 2600.0, 40.0, now - DAY).await;
    seed_player(&pool, 907, "Tin", Kind::Bot).await;
    seed_rating(&pool, 907, "amazons", 8, 2000.0, 40.0, now - DAY).await;
    seed_player(&pool, 908, "Rusty", Kind::Bot).await;
    seed_rating(&pool, 908, "amazons", 8, 2700.0, 200.0, now - DAY).await;

    let eight = board(&server, "amazons", 8, None).await;
    assert_eq!(names(&eight.players), ["Cleo", "Ada", "Bob", "Finn"]);
    assert_eq!(
        eight.players.iter().map(|l| l.rank).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    assert_eq!(eight.players[0].rating, 2100);
    assert_eq!(names(&eight.bots), ["Robo", "Tin"]);
    assert!(eight.me.is_none(), "a stranger has no place");
    let ten = board(&server, "amazons", 10, None).await;
    assert_eq!(names(&ten.players), ["Finn"]);
    assert!(ten.bots.is_empty());
    let other = board(&server, "loa", 8, Some(&ada.cookie)).await;
    assert!(other.players.is_empty() && other.me.is_none());
    // A visitor asking has no place either.
    let visitor = server.visitor().await;
    assert!(
        board(&server, "amazons", 8, Some(&visitor.cookie))
            .await
            .me
            .is_none()
    );

    // Three days on, Finn's last game on the 8x8 board is over 30 days old.
    server.clock.advance(3 * DAY);
    let later = board(&server, "amazons", 8, None).await;
    assert_eq!(names(&later.players), ["Cleo", "Ada", "Bob"]);

    // A hundred and twenty better players: the list stops at a hundred, Bob's place is known.
    let now = server.clock.now();
    for n in 0..120_i64 {
        let id = 10_000 + n;
        seed_player(&pool, id, &format!("Strong{n:03}"), Kind::Person).await;
        #[allow(clippy::cast_precision_loss)]
        let rating = 2000.25 + n as f64;
        seed_rating(&pool, id, "amazons", 8, rating, 60.0, now - DAY).await;
    }
    let crowded = board(&server, "amazons", 8, Some(&bob.cookie)).await;
    assert_eq!(crowded.players.len(), 100);
    assert_eq!(crowded.players[0].name, "Strong119");
    assert_eq!(crowded.players[99].rank, 100);
    assert!(!names(&crowded.players).contains(&"Bob"));
    assert_eq!(
        crowded.me.map(|m| m.rank),
        Some(123),
        "120, Cleo and Ada above"
    );
    assert_eq!(crowded.bots.len(), 2);

    // An unknown game or board: refused in words.
    for path in [
        "/api/leaderboard/chess/8",
        "/api/leaderboard/amazons/7",
        "/api/leaderboard/amazons/eight",
    ] {
        let reply = http(server.address, "GET", path, None, None).await;
        assert_eq!(reply.status, 404, "{path}: {}", reply.body);
        assert!(
            reply.body.contains("This site has no such game or board."),
            "{}",
            reply.body
        );
    }
}
