//! Vacation through the account's routes: taken from now for some days (at most 30 a year,
//! one at a time), the clock of the account's correspondence game stops and its opponent sees
//! until when (kept across a restart); back early, the days not used are given back and the
//! clock runs again; a game begun while away waits too; two requests at once take one; a page
//! of another site may change nothing through the vacation, email or password routes.
//! Visitors, and days beyond the allowance, are refused, nothing changed. On SQLite and on
//! PostgreSQL.

#[macro_use]
mod support;

use skillgames_online::http::VacationView;
use skillgames_online::{Colour, GameView};
use support::{Db, Player, Server, from_another_site, http, start_game};

const DAY: u64 = 86_400_000;

async fn vacation(
    server: &Server,
    player: &Player,
    path: &str,
    days: Option<u32>,
) -> (u16, String) {
    let (method, body) = match days {
        Some(days) => ("POST", Some(format!(r#"{{"days":{days}}}"#))),
        None if path.ends_with("end") => ("POST", None),
        None => ("GET", None),
    };
    let reply = http(
        server.address,
        method,
        path,
        Some(&player.cookie),
        body.as_deref(),
    )
    .await;
    (reply.status, reply.body)
}

fn view(body: &str) -> VacationView {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

fn white_away(game: &GameView) -> Option<u64> {
    game.white.as_ref().and_then(|w| w.away_until)
}

async fn vacations(db: Db) {
    let server = Server::start_with(
        db.clone(),
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let mut ada = server.account("Ada").await;
    let mut bob = server.account("Bob").await;
    let visitor = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "3d", false).await;

    let (status, body) = vacation(&server, &ada, "/api/vacation", None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        view(&body),
        VacationView {
            until: None,
            days_left: 30
        }
    );
    // Refused, nothing changed: a visitor, no days, more than a year's.
    let (status, _) = vacation(&server, &visitor, "/api/vacation", Some(3)).await;
    assert_eq!(status, 403);
    for days in [0, 31] {
        let (status, body) = vacation(&server, &ada, "/api/vacation", Some(days)).await;
        assert_eq!(status, 400, "{body}");
        assert!(body.contains("1 to 30 days"), "{body}");
    }

    // A page of another site may change nothing of hers (the cookie alone is not enough).
    let cookie = format!("sg_session={}", ada.cookie);
    for (method, path) in [
        ("POST", "/api/vacation"),
        ("POST", "/api/vacation/end"),
        ("POST", "/api/email"),
        ("DELETE", "/api/email"),
        ("POST", "/api/email/digest"),
        ("POST", "/api/password/forgot"),
        ("POST", "/api/password/reset"),
    ] {
        assert_eq!(
            from_another_site(&server, method, path, &cookie).await,
            403,
            "{path}"
        );
    }
    let (_, body) = vacation(&server, &ada, "/api/vacation", None).await;
    assert_eq!(view(&body).days_left, 30, "unchanged");

    // Ada goes away for 3 days: her clock stops, and Bob sees until when.
    let now = server.clock.now();
    let (status, body) = vacation(&server, &ada, "/api/vacation", Some(3)).await;
    assert_eq!(status, 200, "{body}");
    let until = now + 3 * DAY;
    assert_eq!(
        view(&body),
        VacationView {
            until: Some(until),
            days_left: 27
        }
    );
    let seen = bob
        .game_until(|g| g.id == id && white_away(g).is_some())
        .await;
    assert_eq!(white_away(&seen), Some(until));
    assert_eq!(seen.clocks.running, None);
    assert_eq!(seen.clocks.white, 3 * DAY);
    // One at a time.
    let (status, body) = vacation(&server, &ada, "/api/vacation", Some(2)).await;
    assert_eq!(status, 400);
    assert!(body.contains("on vacation already"), "{body}");

    // Kept across a restart: the game still waits for her.
    server.clock.advance(DAY);
    let (db, clock, port) = server.kill();
    let server = Server::start_on(db, clock, |_| {}, Some(port)).await;
    let mut bob = bob.again().await;
    bob.send(&skillgames_online::ClientMessage::Watch { game: id.clone() })
        .await;
    let seen = bob.game_until(|g| g.id == id).await;
    assert_eq!(white_away(&seen), Some(until));
    assert_eq!(seen.clocks.running, None);
    assert_eq!(seen.clocks.white, 3 * DAY);

    // Back a day early (two days used): one whole day given back, her clock runs again.
    server.clock.advance(DAY);
    // (A day of silence closes a connection: Bob watches again.)
    let mut bob = bob.again().await;
    bob.send(&skillgames_online::ClientMessage::Watch { game: id.clone() })
        .await;
    bob.game_until(|g| g.id == id).await;
    let (status, body) = vacation(&server, &ada, "/api/vacation/end", None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        view(&body),
        VacationView {
            until: None,
            days_left: 28
        }
    );
    let seen = bob
        .game_until(|g| g.id == id && white_away(g).is_none())
        .await;
    assert_eq!(seen.clocks.running, Some(Colour::White));
    assert_eq!(seen.clocks.white, 3 * DAY);

    // The rest of the year's allowance, and no more.
    let (status, _) = vacation(&server, &ada, "/api/vacation", Some(29)).await;
    assert_eq!(status, 400);
    let (status, body) = vacation(&server, &ada, "/api/vacation", Some(28)).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(view(&body).days_left, 0);

    // A correspondence game begun while she is away waits for her too.
    let mut ada = ada.again().await;
    let other = start_game(&mut ada, &mut bob, "amazons", 6, "1d", false).await;
    // (Its view with her away may have come while the game was starting: asked again.)
    bob.send(&skillgames_online::ClientMessage::Watch {
        game: other.clone(),
    })
    .await;
    let seen = bob
        .game_until(|g| g.id == other && white_away(g).is_some())
        .await;
    assert_eq!(seen.clocks.running, None);
    assert_eq!(seen.clocks.white, DAY);

    // Two requests at once: one vacation, its days taken once.
    let (first, second) = tokio::join!(
        vacation(&server, &bob, "/api/vacation", Some(10)),
        vacation(&server, &bob, "/api/vacation", Some(10)),
    );
    let mut statuses = [first.0, second.0];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 400], "{first:?} {second:?}");
    let (_, body) = vacation(&server, &bob, "/api/vacation", None).await;
    assert_eq!(view(&body).days_left, 20);
}

on_both_stores!(vacations_sqlite, vacations_postgres, vacations);
