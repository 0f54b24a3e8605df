//! Tournaments through the HTTP API and the director, on SQLite and on PostgreSQL: a Swiss of
//! five players played to its end (byes, no repeat pairing, final standings); an arena that
//! pairs free players again at once, avoiding the last opponent, and ends when its time is up
//! and its games are over; refusals in words that change nothing (joining twice, full,
//! password, rating range, bots, visitors in rated events, impossible schedules, a page of
//! another site); the lease that lets one server direct a tournament at a time.

#[macro_use]
mod support;

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use serde_json::json;
use skillgames_online::tournament::{TournamentStatus, TournamentView};
use skillgames_online::{ClientMessage, ServerMessage, TimeControl};
use skillgames_play::Variant;
use skillgames_server::clock::Clock;
use skillgames_server::store::tournaments::StoredTournament;
use support::{Db, Player, Server, http};

const T0: u64 = 1_800_000_000_000;

async fn start(db: Db) -> Server {
    // The players here only write (resign, join, berserk) and never read their sockets, so
    // they never answer the server's pings: with the usual 10 s of patience a slow run (the
    // whole suite on two cores) had a player's connection closed as dead before its
    // resignation, and the round never ended. Liveness is tested in hostile.rs.
    Server::start_with(db, Clock::manual(T0), |config| {
        config.limits.idle_after = Duration::from_secs(600);
    })
    .await
}

/// `POST /api/tournaments` by `creator`: a sound Swiss with the fields of `changes`.
async fn create(server: &Server, creator: &Player, changes: serde_json::Value) -> (u16, String) {
    let mut body = serde_json::json!({
        "name": "Friday Swiss", "kind": "swiss", "game": "amazons", "size": 6,
        "time": {"kind": "live", "minutes": 3, "increment": 2}, "rated": false,
        "starts": T0 + 1_000, "rounds": 3, "max_players": 8, "bots": true,
    });
    for (key, value) in changes.as_object().unwrap() {
        body[key] = value.clone();
    }
    let reply = http(
        server.address,
        "POST",
        "/api/tournaments",
        Some(&creator.cookie),
        Some(&body.to_string()),
    )
    .await;
    (reply.status, reply.body)
}

fn id_of(body: &str) -> String {
    let value: serde_json::Value = serde_json::from_str(body).unwrap();
    value["id"].as_str().unwrap().to_owned()
}

async fn join(server: &Server, player: &Player, id: &str, body: Option<&str>) -> (u16, String) {
    let reply = http(
        server.address,
        "POST",
        &format!("/api/tournaments/{id}/join"),
        Some(&player.cookie),
        body,
    )
    .await;
    (reply.status, reply.body)
}

async fn view(server: &Server, id: &str, who: Option<&Player>) -> TournamentView {
    let reply = http(
        server.address,
        "GET",
        &format!("/api/tournaments/{id}"),
        who.map(|p| p.cookie.as_str()),
        None,
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    serde_json::from_str(&reply.body).unwrap()
}

/// Waits (the director runs every second) until the tournament's view satisfies `done`.
async fn until(
    server: &Server,
    id: &str,
    done: impl Fn(&TournamentView) -> bool,
) -> TournamentView {
    for _ in 0..100 {
        let seen = view(server, id, None).await;
        if done(&seen) {
            return seen;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "the tournament never got there: {:?}",
        view(server, id, None).await
    );
}

/// Ends each game being played by its Black resigning (Black: the second name).
async fn resign_all(players: &mut HashMap<String, Player>, seen: &TournamentView) -> usize {
    let mut ended = 0;
    for game in seen.games.iter().filter(|g| g.result.is_none()) {
        let black = players.get_mut(&game.black).unwrap();
        black
            .send(&ClientMessage::Resign {
                game: game.id.clone(),
            })
            .await;
        ended += 1;
    }
    ended
}

async fn swiss_to_the_end(db: Db) {
    let server = start(db).await;
    let organiser = server.account("Organiser").await;
    let (status, body) = create(&server, &organiser, json!({})).await;
    assert_eq!(status, 201, "{body}");
    let id = id_of(&body);
    let mut players = HashMap::new();
    for name in ["Ada", "Bob", "Cyd", "Dee", "Eddie"] {
        let player = server.account(name).await;
        let (status, body) = join(&server, &player, &id, None).await;
        assert_eq!(status, 200, "{body}");
        players.insert(name.to_owned(), player);
    }
    // Joining twice changes nothing.
    let (status, body) = join(&server, &players["Ada"], &id, None).await;
    assert_eq!((status, body.contains("already")), (400, true), "{body}");
    let before = view(&server, &id, Some(&players["Ada"])).await;
    assert_eq!(before.info.status, TournamentStatus::Upcoming);
    assert_eq!(before.info.players, 5);
    assert!(before.me.is_some());

    server.clock.advance(2_000);
    let mut met = HashSet::new();
    let mut byes = HashMap::new();
    for round in 1..=3 {
        let seen = until(&server, &id, |v| {
            v.info.round == round && v.games.iter().filter(|g| g.round == round).count() == 2
        })
        .await;
        assert_eq!(seen.info.status, TournamentStatus::Running);
        for game in seen.games.iter().filter(|g| g.round == round) {
            let pair = if game.white < game.black {
                (game.white.clone(), game.black.clone())
            } else {
                (game.black.clone(), game.white.clone())
            };
            assert!(met.insert(pair), "a repeat pairing in round {round}");
        }
        // Five players: one has the bye each round, never twice.
        let resting: Vec<String> = seen
            .standings
            .iter()
            .filter(|line| line.sheet.get(round as usize - 1).is_some_and(|m| m == "+"))
            .map(|line| line.player.name.clone())
            .collect();
        assert_eq!(resting.len(), 1, "{:?}", seen.standings);
        *byes.entry(resting[0].clone()).or_insert(0) += 1;
        if round == 1 {
            // Berserk is an arena's: refused in a Swiss, the clock untouched.
            let game = seen.games.iter().find(|g| g.round == 1).unwrap();
            let white = players.get_mut(&game.white).unwrap();
            white
                .send(&ClientMessage::Berserk {
                    game: game.id.clone(),
                })
                .await;
            assert_eq!(white.refusal().await, skillgames_online::Refusal::NotNow);
        }
        assert_eq!(resign_all(&mut players, &seen).await, 2);
    }
    let done = until(&server, &id, |v| {
        v.info.status == TournamentStatus::Finished
    })
    .await;
    assert!(byes.values().all(|n| *n == 1), "{byes:?}");
    assert_eq!(done.games.len(), 6);
    assert!(
        done.games
            .iter()
            .all(|g| g.result.as_deref() == Some("1-0"))
    );
    // Six games of a point each, three byes of a point each.
    let total: f64 = done
        .standings
        .iter()
        .map(|l| l.score.replace('½', ".5").parse::<f64>().unwrap_or(0.0))
        .sum();
    assert!((total - 9.0).abs() < 1e-9, "{:?}", done.standings);
    assert_eq!(done.standings[0].rank, 1);
    assert_eq!(done.standings[0].tiebreaks.len(), 2);
    // Over: joining or leaving changes nothing.
    let late = server.account("Late").await;
    let (status, body) = join(&server, &late, &id, None).await;
    assert_eq!(status, 400, "{body}");
}

on_both_stores!(
    a_swiss_is_played_to_its_end_on_sqlite,
    a_swiss_is_played_to_its_end_on_postgres,
    swiss_to_the_end
);

async fn arena(db: Db) {
    let server = start(db).await;
    let mut organiser = server.account("Organiser").await;
    let mut quiet = server.account("Quiet").await;
    let (status, body) = create(
        &server,
        &organiser,
        json!({"kind": "arena", "minutes": 10, "rounds": null}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let id = id_of(&body);
    let mut players = HashMap::new();
    for name in ["Ada", "Bob", "Cyd"] {
        let player = server.account(name).await;
        assert_eq!(join(&server, &player, &id, None).await.0, 200);
        players.insert(name.to_owned(), player);
    }
    // The organiser follows the three and is told of their games; Quiet follows them too but
    // asked not to be told.
    for (follower, name) in [&organiser, &quiet]
        .into_iter()
        .flat_map(|f| ["Ada", "Bob", "Cyd"].map(|n| (f, n)))
    {
        let body = format!(r#"{{"name":"{name}","relation":"follow","on":true}}"#);
        let reply = http(
            server.address,
            "POST",
            "/api/relations",
            Some(&follower.cookie),
            Some(&body),
        )
        .await;
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    let reply = http(
        server.address,
        "POST",
        "/api/relations/alerts",
        Some(&quiet.cookie),
        Some(r#"{"on":false}"#),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    server.clock.advance(2_000);
    let first = until(&server, &id, |v| v.games.len() == 1).await;
    let game = first.games[0].clone();
    let mut told = Vec::new();
    while told.len() < 2 {
        if let ServerMessage::Notified { notification } = organiser
            .until(|m| matches!(m, ServerMessage::Notified { .. }))
            .await
            && notification.kind == skillgames_online::NotificationKind::FollowedPlaying
        {
            assert_eq!(notification.game.as_ref(), Some(&game.id));
            told.push(notification.opponent.unwrap_or_default());
        }
    }
    told.sort();
    let mut seated = vec![game.white.clone(), game.black.clone()];
    seated.sort();
    assert_eq!(told, seated, "told of each followed player's game");
    // The organiser's list of follows says who plays which game, in which tournament.
    let reply = http(
        server.address,
        "GET",
        "/api/relations",
        Some(&organiser.cookie),
        None,
    )
    .await;
    let relations: serde_json::Value = serde_json::from_str(&reply.body).unwrap();
    for followed in relations["follows"].as_array().unwrap() {
        let name = followed["name"].as_str().unwrap();
        assert_eq!(followed["online"], true, "{followed}");
        assert_eq!(followed["tournament"], id.as_str(), "{followed}");
        if seated.iter().any(|s| s == name) {
            assert_eq!(followed["game"], game.id.as_str(), "{followed}");
        } else {
            assert!(followed["game"].is_null(), "{followed}");
        }
    }
    quiet.send(&ClientMessage::Notifications).await;
    match quiet
        .until(|m| matches!(m, ServerMessage::Notifications { .. }))
        .await
    {
        ServerMessage::Notifications { notifications, .. } => assert!(
            notifications
                .iter()
                .all(|n| n.kind != skillgames_online::NotificationKind::FollowedPlaying),
            "{notifications:?}"
        ),
        _ => unreachable!(),
    }
    let waiting: Vec<String> = ["Ada", "Bob", "Cyd"]
        .into_iter()
        .filter(|n| *n != game.white && *n != game.black)
        .map(str::to_owned)
        .collect();
    assert_eq!(waiting.len(), 1);
    // The third player's view names no game yet; the players' do.
    let mine = view(&server, &id, Some(&players[&game.white])).await;
    assert_eq!(mine.me.unwrap().playing, Some(game.id.clone()));
    // Someone else's game: refused, nothing changed.
    let outsider = players.get_mut(&waiting[0]).unwrap();
    outsider
        .send(&ClientMessage::Berserk {
            game: game.id.clone(),
        })
        .await;
    assert_eq!(
        outsider.refusal().await,
        skillgames_online::Refusal::NotYourGame
    );
    // Both players' pages were sent to their live game as it began.
    for name in [&game.white, &game.black] {
        let player = players.get_mut(name).unwrap();
        let started = player
            .until(|m| matches!(m, ServerMessage::Started { .. }))
            .await;
        assert_eq!(
            started,
            ServerMessage::Started {
                game: game.id.clone()
            }
        );
    }
    // White goes berserk (their clock halved), then wins: a point more.
    let white = players.get_mut(&game.white).unwrap();
    white
        .send(&ClientMessage::Berserk {
            game: game.id.clone(),
        })
        .await;
    for _ in 0..50 {
        let reply = http(
            server.address,
            "GET",
            &format!("/api/games/{}", game.id),
            None,
            None,
        )
        .await;
        let seen: skillgames_online::GameView = serde_json::from_str(&reply.body).unwrap();
        // The game names its tournament: the page links back to it and offers berserk.
        assert_eq!(
            seen.tournament,
            Some(skillgames_online::GameTournament {
                id: id.clone(),
                arena: true,
            })
        );
        if seen.clocks.white <= 90_000 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    resign_all(&mut players, &first).await;
    // Paired again at once: the winner with the one who waited, not with the same opponent.
    let second = until(&server, &id, |v| v.games.len() == 2).await;
    let next = second.games.iter().find(|g| g.result.is_none()).unwrap();
    let names = [next.white.as_str(), next.black.as_str()];
    assert!(names.contains(&waiting[0].as_str()), "{names:?}");
    assert!(
        names.contains(&game.white.as_str()),
        "the winner plays on: {names:?}"
    );
    let winner_line = second
        .standings
        .iter()
        .find(|l| l.player.name == game.white)
        .unwrap();
    assert_eq!((winner_line.score.as_str(), winner_line.rank), ("3", 1));
    // A break: not paired while it lasts.
    let loser = &players[&game.black];
    let reply = http(
        server.address,
        "POST",
        &format!("/api/tournaments/{id}/pause"),
        Some(&loser.cookie),
        None,
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    // Time is up: no new game; over once the last one is.
    server.clock.advance(10 * 60_000);
    let last = view(&server, &id, None).await;
    resign_all(&mut players, &last).await;
    let done = until(&server, &id, |v| {
        v.info.status == TournamentStatus::Finished
    })
    .await;
    assert_eq!(done.games.len(), 2);
}

/// A first-time visitor (a cookie from `/api/me`, never connected) joins a casual event: they
/// are stored then, as when they first connect to play; a rated one still wants an account.
async fn visitor_joins(db: Db) {
    let server = start(db).await;
    let organiser = server.account("Organiser").await;
    let (status, body) = create(&server, &organiser, json!({})).await;
    assert_eq!(status, 201, "{body}");
    let casual = id_of(&body);
    let (_, body) = create(&server, &organiser, json!({"rated": true})).await;
    let rated = id_of(&body);
    let me = http(server.address, "GET", "/api/me", None, None).await;
    let cookie = me.cookie.expect("a visitor's cookie");
    let ask = |id: String| {
        let cookie = cookie.clone();
        let address = server.address;
        async move {
            http(
                address,
                "POST",
                &format!("/api/tournaments/{id}/join"),
                Some(&cookie),
                None,
            )
            .await
        }
    };
    let joined = ask(casual.clone()).await;
    assert_eq!(joined.status, 200, "{}", joined.body);
    let seen: TournamentView = serde_json::from_str(&joined.body).unwrap();
    assert_eq!(seen.standings.len(), 1);
    assert!(seen.me.is_some_and(|me| !me.withdrawn));
    let refused = ask(rated.clone()).await;
    assert_eq!(refused.status, 403, "{}", refused.body);
    assert!(view(&server, &rated, None).await.standings.is_empty());
}

on_both_stores!(
    a_first_time_visitor_joins_a_casual_event_on_sqlite,
    a_first_time_visitor_joins_a_casual_event_on_postgres,
    visitor_joins
);

on_both_stores!(
    an_arena_pairs_again_at_once_and_ends_on_time_on_sqlite,
    an_arena_pairs_again_at_once_and_ends_on_time_on_postgres,
    arena
);

async fn refusals(db: Db) {
    let server = start(db).await;
    let organiser = server.account("Organiser").await;
    // Impossible schedules and visitors making events.
    for (fields, words) in [
        (json!({"rounds": 9}), "more players than rounds"),
        (
            json!({"kind": "arena", "minutes": 10, "time": {"kind": "live", "minutes": 30, "increment": 0}}),
            "shorter than one game",
        ),
        (json!({"starts": 1}), "passed"),
        (json!({"name": "<b"}), "name"),
    ] {
        let (status, body) = create(&server, &organiser, fields.clone()).await;
        assert_eq!(status, 400, "{fields}: {body}");
        assert!(body.contains(words), "{fields}: {body}");
    }
    let visitor = server.visitor().await;
    assert_eq!(create(&server, &visitor, json!({})).await.0, 403);
    let list = http(server.address, "GET", "/api/tournaments", None, None).await;
    assert!(list.body.contains(r#""upcoming":[]"#), "{}", list.body);

    // A private, rated event for ratings 1400 to 1450, without bots, room for two.
    let (status, body) = create(
        &server,
        &organiser,
        json!({"rated": true, "password": "open sesame", "min_rating": 1400, "max_rating": 1450,
            "bots": false, "max_players": 2, "rounds": 1}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let id = id_of(&body);
    let ada = server.account("Ada").await;
    let (status, body) = join(&server, &ada, &id, None).await;
    assert!(status == 400 && body.contains("password"), "{body}");
    let (status, body) = join(&server, &ada, &id, Some(r#"{"password":"wrong"}"#)).await;
    assert!(status == 400 && body.contains("password"), "{body}");
    // A new account's rating (1500) is above the range.
    let (status, body) = join(&server, &ada, &id, Some(r#"{"password":"open sesame"}"#)).await;
    assert!(status == 400 && body.contains("1400 to 1450"), "{body}");
    let visitor = server.visitor().await;
    let (status, body) = join(
        &server,
        &visitor,
        &id,
        Some(r#"{"password":"open sesame"}"#),
    )
    .await;
    assert!(status == 403 && body.contains("accounts"), "{body}");
    assert_eq!(view(&server, &id, None).await.info.players, 0);

    // Full: a third player is refused.
    let (status, body) = create(&server, &organiser, json!({"max_players": 2, "rounds": 1})).await;
    assert_eq!(status, 201, "{body}");
    let open = id_of(&body);
    for name in ["Bob", "Cyd"] {
        let player = server.account(name).await;
        assert_eq!(join(&server, &player, &open, None).await.0, 200);
    }
    let (status, body) = join(&server, &ada, &open, None).await;
    assert!(status == 400 && body.contains("full"), "{body}");
    // A page of another site joins nobody.
    let stranger = server.account("Dee").await;
    let status = support::from_another_site(
        &server,
        "POST",
        &format!("/api/tournaments/{open}/join"),
        &stranger.cookie,
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(view(&server, &open, None).await.info.players, 2);
    // No such tournament.
    assert_eq!(join(&server, &ada, "nothing", None).await.0, 404);
    // An account has at most five events planned at once (two made above).
    for made in 0..3 {
        let (status, body) = create(&server, &organiser, json!({})).await;
        assert_eq!(status, 201, "{made}: {body}");
    }
    let (status, body) = create(&server, &organiser, json!({})).await;
    assert!(status == 400 && body.contains("planned"), "{body}");
}

on_both_stores!(
    refusals_change_nothing_on_sqlite,
    refusals_change_nothing_on_postgres,
    refusals
);

async fn lease(db: Db) {
    let server = start(db).await;
    let store = &server.online.hub.store;
    let variant: Variant = skillgames_catalogue::CATALOGUE
        .find("amazons")
        .unwrap()
        .variant(6)
        .unwrap();
    let t = StoredTournament {
        id: "leased".into(),
        name: "Leased".into(),
        kind: skillgames_online::tournament::TournamentKind::Swiss,
        variant,
        time: TimeControl::parse("3+2").unwrap(),
        rated: false,
        // Far ahead: the servers' own directors leave it alone.
        starts: T0 + 86_400_000,
        minutes: None,
        rounds: Some(3),
        twice: false,
        round_days: None,
        max_players: 8,
        min_rating: None,
        max_rating: None,
        bots: true,
        password: None,
        creator: None,
        schedule_key: Some("weekly-1".into()),
        status: TournamentStatus::Upcoming,
        round: 0,
        round_started: None,
        created: T0,
    };
    assert!(store.add_tournament(&t).await.unwrap());
    // The site's schedule makes each slot once, whichever server gets there first.
    let again = StoredTournament {
        id: "other".into(),
        ..t.clone()
    };
    assert!(!store.add_tournament(&again).await.unwrap());
    // The director's own server runs its loop too: use names no server has.
    let now = T0 + 500_000;
    assert!(
        store
            .take_lease("leased", "node-a", now, now + 10_000)
            .await
            .unwrap()
    );
    assert!(
        !store
            .take_lease("leased", "node-b", now + 5_000, now + 15_000)
            .await
            .unwrap()
    );
    assert!(store.fenced("leased", "node-b", now + 5_000).await.is_err());
    let held = store.fenced("leased", "node-a", now + 5_000).await.unwrap();
    held.commit().await.unwrap();
    // Run out: another server takes over, and the one that held it changes nothing more.
    assert!(
        store
            .take_lease("leased", "node-b", now + 10_000, now + 20_000)
            .await
            .unwrap()
    );
    assert!(
        store
            .fenced("leased", "node-a", now + 11_000)
            .await
            .is_err()
    );
}

on_both_stores!(
    one_server_directs_a_tournament_at_a_time_on_sqlite,
    one_server_directs_a_tournament_at_a_time_on_postgres,
    lease
);

async fn scheduled(db: Db) {
    let server = start(db).await;
    // T0 is 2027-01-15 08:00 UTC: the 08:30 arena is listed, the daily one not yet.
    let schedule = skillgames_server::tournament::schedule::Schedule::parse(
        r#"
        [[event]]
        name = "Half-past Arena"
        kind = "arena"
        game = "amazons"
        size = 6
        time = "3+2"
        every = "hour"
        at = ":30"
        minutes = 20

        [[event]]
        name = "Evening Swiss"
        kind = "swiss"
        game = "loa"
        size = 8
        time = "5+3"
        every = "day"
        at = "20:00"
        rounds = 5
        "#,
    )
    .unwrap();
    let hub = &server.online.hub;
    assert_eq!(hub.make_scheduled(&schedule).await.unwrap(), 1);
    // A second server with the same file (or the same one again) makes nothing more.
    assert_eq!(hub.make_scheduled(&schedule).await.unwrap(), 0);
    let list = http(server.address, "GET", "/api/tournaments", None, None).await;
    let list: skillgames_online::tournament::TournamentList =
        serde_json::from_str(&list.body).unwrap();
    assert_eq!(list.upcoming.len(), 1);
    let arena = &list.upcoming[0];
    assert_eq!(
        (arena.name.as_str(), arena.by.as_deref()),
        ("Half-past Arena", None)
    );
    assert_eq!(arena.starts, T0 + 30 * 60_000);
    // The home page's next tournament is that one.
    let next = http(server.address, "GET", "/api/tournaments/next", None, None).await;
    let next: skillgames_online::tournament::NextTournament =
        serde_json::from_str(&next.body).unwrap();
    assert_eq!(next.next.as_ref(), Some(arena));
    assert!(arena.rated);
}

on_both_stores!(
    the_site_schedule_makes_each_event_once_on_sqlite,
    the_site_schedule_makes_each_event_once_on_postgres,
    scheduled
);

async fn attacks(db: Db) {
    let server = start(db).await;
    let organiser = server.account("Organiser").await;
    let (status, body) = create(&server, &organiser, json!({"max_players": 2, "rounds": 1})).await;
    assert_eq!(status, 201, "{body}");
    let id = id_of(&body);
    // Four players race for two places: two get in.
    let mut racers = Vec::new();
    for name in ["Ada", "Bob", "Cyd", "Dee"] {
        racers.push(server.account(name).await);
    }
    let (a, b, c, d) = tokio::join!(
        join(&server, &racers[0], &id, None),
        join(&server, &racers[1], &id, None),
        join(&server, &racers[2], &id, None),
        join(&server, &racers[3], &id, None),
    );
    let statuses = [a.0, b.0, c.0, d.0];
    assert_eq!(
        statuses.iter().filter(|s| **s == 200).count(),
        2,
        "{statuses:?}"
    );
    assert_eq!(view(&server, &id, None).await.info.players, 2);

    // One player twice at once: in once.
    let (status, body) = create(&server, &organiser, json!({})).await;
    assert_eq!(status, 201, "{body}");
    let open = id_of(&body);
    let eve = server.account("Eve").await;
    let (first, second) = tokio::join!(
        join(&server, &eve, &open, None),
        join(&server, &eve, &open, None)
    );
    let mut both = [first.0, second.0];
    both.sort_unstable();
    assert_eq!(both, [200, 400]);
    assert_eq!(view(&server, &open, None).await.info.players, 1);

    // Leaving or pausing an event one is not in, or with no session: refused.
    for what in ["withdraw", "pause", "resume"] {
        let path = format!("/api/tournaments/{open}/{what}");
        let reply = http(server.address, "POST", &path, Some(&organiser.cookie), None).await;
        assert!(
            reply.status == 400 && reply.body.contains("not in"),
            "{}",
            reply.body
        );
        let reply = http(server.address, "POST", &path, None, None).await;
        assert_eq!(reply.status, 403, "{}", reply.body);
    }
    assert_eq!(view(&server, &open, None).await.info.players, 1);

    // Guessing a private event's password at speed: cut off (a guess a second at most).
    let (status, body) = create(&server, &organiser, json!({"password": "secret words"})).await;
    assert_eq!(status, 201, "{body}");
    let private = id_of(&body);
    let guesser = server.account("Guesser").await;
    let mut guesses = tokio::task::JoinSet::new();
    for guess in 0..40 {
        let (address, cookie, path) = (
            server.address,
            guesser.cookie.clone(),
            format!("/api/tournaments/{private}/join"),
        );
        guesses.spawn(async move {
            let body = format!(r#"{{"password":"guess {guess}"}}"#);
            http(address, "POST", &path, Some(&cookie), Some(&body))
                .await
                .status
        });
    }
    let mut limited = false;
    while let Some(status) = guesses.join_next().await {
        let status = status.unwrap();
        assert_ne!(status, 200);
        limited |= status == 429;
    }
    assert!(limited, "forty guesses at once were all answered");
    assert_eq!(view(&server, &private, None).await.info.players, 0);
}

on_both_stores!(
    attacks_change_nothing_on_sqlite,
    attacks_change_nothing_on_postgres,
    attacks
);
