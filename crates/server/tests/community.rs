//! Playing together safely, through the page's socket and HTTP routes, on SQLite and on
//! PostgreSQL: the spectators' room (apart from the players', bad words hidden, kept with the
//! game), the players' room's clean copy, follows, blocks (no challenge, chat, follow or lobby
//! game), reports, and moderation (only moderators, only from the site's pages; warn, mute in
//! public rooms, rename a visitor, close an account whose sessions end at once), a tournament's
//! room. Every refusal changes nothing.

#[macro_use]
mod support;

use serde_json::{Value, json};
use skillgames_online::{
    ChatRoom, ClientMessage, GameStatus, NotificationKind, Refusal, ServerMessage,
};
use skillgames_server::clock::Clock;
use support::{Db, Player, Server, http, say, start_game};

const T0: u64 = 1_800_000_000_000;

async fn post(server: &Server, who: &Player, path: &str, body: Value) -> (u16, Value) {
    let reply = http(
        server.address,
        "POST",
        path,
        Some(&who.cookie),
        Some(&body.to_string()),
    )
    .await;
    (
        reply.status,
        serde_json::from_str(&reply.body).unwrap_or(Value::Null),
    )
}

async fn get(server: &Server, who: Option<&Player>, path: &str) -> (u16, Value) {
    let reply = http(
        server.address,
        "GET",
        path,
        who.map(|p| p.cookie.as_str()),
        None,
    )
    .await;
    (
        reply.status,
        serde_json::from_str(&reply.body).unwrap_or(Value::Null),
    )
}

/// A moderator's request as the site's page sends it (its `Origin`).
async fn from_page(server: &Server, who: &Player, path: &str, body: Value) -> (u16, Value) {
    let reply = support::from_page(server, &who.cookie, path, &body.to_string()).await;
    (
        reply.status,
        serde_json::from_str(&reply.body).unwrap_or(Value::Null),
    )
}

async fn relate(server: &Server, who: &Player, name: &str, relation: &str, on: bool) -> u16 {
    post(
        server,
        who,
        "/api/relations",
        json!({"name": name, "relation": relation, "on": on}),
    )
    .await
    .0
}

async fn rooms(db: Db) {
    let server = Server::start_with(db, Clock::manual(T0), |_| {}).await;
    let mut ada = server.visitor().await;
    let mut bo = server.visitor().await;
    let mut eve = server.visitor().await;
    let mut fay = server.visitor().await;
    let id = start_game(&mut ada, &mut bo, "amazons", 6, "5+3", false).await;
    for spectator in [&mut eve, &mut fay] {
        spectator.watch(&id).await;
    }

    // A spectator's line reaches the spectators, its bad words hidden.
    eve.send(&say(&id, ChatRoom::Spectators, "what a fucking move"))
        .await;
    for spectator in [&mut eve, &mut fay] {
        let line = spectator.chat_line().await;
        assert_eq!(line.room, ChatRoom::Spectators);
        assert!(!line.text.contains("fuck") && line.text.starts_with("what a "));
    }
    // Players write in their own room only, while the game is played.
    ada.send(&say(&id, ChatRoom::Spectators, "hello watchers"))
        .await;
    assert_eq!(ada.refusal().await, Refusal::NotNow);
    // A players' line keeps its words, with a clean copy for those who want one.
    bo.send(&say(&id, ChatRoom::Players, "shit, good move"))
        .await;
    let line = ada.chat_line().await;
    assert_eq!(
        (line.text.as_str(), line.room),
        ("shit, good move", ChatRoom::Players)
    );
    assert!(line.clean.is_some_and(|c| !c.contains("shit")));
    bo.send(&say(&id, ChatRoom::Players, "good luck")).await;
    assert_eq!(ada.chat_line().await.clean, None);

    // The spectators' chat so far, for a spectator coming: theirs only.
    let (status, body) = get(&server, Some(&fay), &format!("/api/games/{id}/chat")).await;
    assert_eq!(status, 200);
    let lines = body["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["room"], "spectators");

    // The players never heard the spectators; once the game is over they read both rooms.
    ada.send(&ClientMessage::Resign { game: id.clone() }).await;
    loop {
        match ada.next().await {
            ServerMessage::ChatLine { line, .. } => assert_eq!(line.room, ChatRoom::Players),
            ServerMessage::Game { game } if game.id == id && game.status != GameStatus::Playing => {
                break;
            }
            _ => {}
        }
    }
    let (_, body) = get(&server, Some(&ada), &format!("/api/games/{id}/chat")).await;
    let rooms: Vec<&str> = body["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["room"].as_str().unwrap_or("players"))
        .collect();
    assert_eq!(rooms, ["spectators", "players", "players"]);
    let (_, body) = get(&server, None, &format!("/api/games/{id}/chat")).await;
    assert_eq!(body["lines"].as_array().unwrap().len(), 1, "{body}");
    // Over: the spectators' room is closed.
    eve.send(&say(&id, ChatRoom::Spectators, "gg")).await;
    assert_eq!(eve.refusal().await, Refusal::NotNow);

    // A flood in a public room is slowed down like any other; markup is refused in words and
    // kept nowhere, while a `<` that makes no tag is a word like any other.
    let mut g = server.visitor().await;
    let mut h = server.visitor().await;
    let next = start_game(&mut g, &mut h, "amazons", 6, "5+3", false).await;
    fay.send(&ClientMessage::Watch { game: next.clone() }).await;
    fay.game_until(|v| v.id == next).await;
    for tagged in ["<img src=x onerror=alert(1)>", "<script>alert(1)</script>"] {
        fay.send(&say(&next, ChatRoom::Spectators, tagged)).await;
        assert_eq!(fay.refusal().await, Refusal::ChatMarkup);
    }
    g.send(&say(&next, ChatRoom::Players, "<b>gg</b>")).await;
    assert_eq!(g.refusal().await, Refusal::ChatMarkup);
    fay.send(&say(&next, ChatRoom::Spectators, "I <3 this game"))
        .await;
    assert_eq!(fay.chat_line().await.text, "I <3 this game");
    let (_, body) = get(&server, None, &format!("/api/games/{next}/chat")).await;
    assert_eq!(body["lines"].as_array().unwrap().len(), 1, "{body}");
    let slowed = support::flood_chat(&mut fay, 12, |i| {
        say(&next, ChatRoom::Spectators, &format!("spam {i}"))
    })
    .await;
    assert_eq!(
        slowed,
        Some(Refusal::TooFast),
        "a flood of the spectators' room is slowed down"
    );
}

on_both_stores!(rooms_sqlite, rooms_postgres, rooms);

async fn follows_and_blocks(db: Db) {
    let server = Server::start_with(db, Clock::manual(T0), |_| {}).await;
    let mut ada = server.account("Ada").await;
    let mut bo = server.account("Bob").await;
    let mut cy = server.visitor().await;

    // Following: who is online, and playing.
    assert_eq!(relate(&server, &ada, "Bob", "follow", true).await, 200);
    assert_eq!(relate(&server, &ada, "ada", "follow", true).await, 400);
    assert_eq!(relate(&server, &ada, "Nobody", "follow", true).await, 404);
    assert_eq!(relate(&server, &ada, "Bob", "adore", true).await, 400);
    let id = start_game(&mut bo, &mut cy, "amazons", 6, "5+3", false).await;
    let (_, view) = get(&server, Some(&ada), "/api/relations").await;
    assert_eq!(view["follows"][0]["name"], "Bob");
    assert_eq!(view["follows"][0]["online"], true);
    assert_eq!(view["follows"][0]["game"], id.as_str());
    assert_eq!(view["follow_alerts"], true);
    assert_eq!(
        post(&server, &ada, "/api/relations/alerts", json!({"on": false}))
            .await
            .0,
        200
    );
    let (_, view) = get(&server, Some(&ada), "/api/relations").await;
    assert_eq!(view["follow_alerts"], false);
    // One who has left is listed as away.
    let zed = server.account("Zed").await;
    zed.leave().await;
    assert_eq!(relate(&server, &ada, "Zed", "follow", true).await, 200);
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let (_, view) = get(&server, Some(&ada), "/api/relations").await;
        let zed = &view["follows"][1];
        assert_eq!(zed["name"], "Zed");
        assert!(
            zed["game"].is_null() && zed["tournament"].is_null(),
            "{zed}"
        );
        if zed["online"] == false {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "still online: {zed}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(relate(&server, &ada, "Zed", "follow", false).await, 200);

    // Bo blocks Ada: her follow ends, and she cannot follow, challenge, chat with or join him.
    assert_eq!(relate(&server, &bo, "Ada", "block", true).await, 200);
    let (_, view) = get(&server, Some(&ada), "/api/relations").await;
    assert_eq!(view["follows"].as_array().unwrap().len(), 0);
    let (_, view) = get(&server, Some(&bo), "/api/relations").await;
    assert_eq!(view["blocks"], json!(["Ada"]));
    assert_eq!(relate(&server, &ada, "Bob", "follow", true).await, 403);
    ada.send(&support::challenge_to("Bob")).await;
    assert_eq!(ada.refusal().await, Refusal::NotAccepting);
    // Nor the other way round.
    bo.send(&support::challenge_to("Ada")).await;
    assert_eq!(bo.refusal().await, Refusal::NotAccepting);
    let open = bo
        .create(&support::seek(
            "amazons",
            6,
            "5+3",
            false,
            skillgames_online::ColourChoice::White,
        ))
        .await
        .unwrap();
    ada.send(&ClientMessage::Join { game: open.clone() }).await;
    assert_eq!(ada.refusal().await, Refusal::Blocked);
    // Someone else still joins it.
    let mut dee = server.visitor().await;
    dee.send(&ClientMessage::Join { game: open.clone() }).await;
    dee.until(|m| matches!(m, ServerMessage::Started { game } if *game == open))
        .await;
    // A game begun before the block: Ada's lines no longer reach Bo.
    assert_eq!(relate(&server, &bo, "Ada", "block", false).await, 200);
    let mut ada2 = ada.again().await;
    let game = start_game(&mut ada2, &mut bo, "amazons", 6, "5+3", false).await;
    assert_eq!(relate(&server, &bo, "Ada", "block", true).await, 200);
    ada2.send(&say(&game, ChatRoom::Players, "hi")).await;
    assert_eq!(ada2.refusal().await, Refusal::Blocked);
    bo.send(&say(&game, ChatRoom::Players, "hello")).await;
    assert_eq!(bo.chat_line().await.text, "hello");

    // Mutes are the muter's own list.
    assert_eq!(relate(&server, &ada, "Cy", "mute", true).await, 404);
    let cy_name = cy.name.clone();
    assert_eq!(relate(&server, &ada, &cy_name, "mute", true).await, 200);
    let (_, view) = get(&server, Some(&ada), "/api/relations").await;
    assert_eq!(view["mutes"], json!([cy_name]));
    // Nobody's: nothing to list.
    let (status, view) = get(&server, None, "/api/relations").await;
    assert_eq!(
        (status, view["follows"].as_array().map(Vec::len)),
        (200, Some(0))
    );
}

on_both_stores!(follows_sqlite, follows_postgres, follows_and_blocks);

async fn moderation(db: Db) {
    let server = Server::start_with(db, Clock::manual(T0), |_| {}).await;
    let ada = server.account("Ada").await;
    let mut rude = server.account("Rude").await;
    let mod_ = server.account("Mona").await;
    let guest = server.visitor().await;

    // Reports: a reason and words are needed; not oneself; ten a day.
    for body in [
        json!({"name": "Rude", "reason": "chat", "text": "  "}),
        json!({"name": "Rude", "text": "rude words"}),
        json!({"name": "Rude", "reason": "spite", "text": "rude words"}),
        json!({"name": "Ada", "reason": "chat", "text": "me"}),
    ] {
        let (status, _) = post(&server, &ada, "/api/reports", body).await;
        assert!((400..500).contains(&status), "{status}");
    }
    // A report names a game of the site, or none.
    let (status, body) = post(
        &server,
        &ada,
        "/api/reports",
        json!({"name": "Rude", "reason": "chat", "game": "abc", "text": "Called me names"}),
    )
    .await;
    assert_eq!(status, 404, "{body}");
    let mut ada_page = ada.again().await;
    let played = start_game(&mut ada_page, &mut rude, "amazons", 6, "5+3", false).await;
    ada_page
        .send(&ClientMessage::Resign {
            game: played.clone(),
        })
        .await;
    let (status, _) = post(
        &server,
        &ada,
        "/api/reports",
        json!({"name": "Rude", "reason": "chat", "game": played.as_str(), "text": "Called me names <b>"}),
    )
    .await;
    assert_eq!(status, 200);

    // No moderator yet: the desk and every action are refused, and change nothing.
    assert_eq!(get(&server, Some(&mod_), "/api/mod/desk").await.0, 403);
    assert_eq!(
        get(&server, Some(&mod_), "/api/mod/players/Rude").await.0,
        403
    );
    let close = json!({"name": "Rude", "action": "close", "reason": "abuse"});
    assert_eq!(
        from_page(&server, &mod_, "/api/mod/act", close.clone())
            .await
            .0,
        403
    );
    server.make_moderator("Mona").await;
    let me: Value = serde_json::from_str(
        &http(server.address, "GET", "/api/me", Some(&mod_.cookie), None)
            .await
            .body,
    )
    .unwrap();
    assert_eq!(me["moderator"], true);
    // A forged request: from another site, or naming no origin.
    assert_eq!(
        support::from_another_site(&server, "POST", "/api/mod/act", &mod_.cookie).await,
        403
    );
    assert_eq!(
        post(&server, &mod_, "/api/mod/act", close.clone()).await.0,
        403
    );
    let (_, desk) = get(&server, Some(&mod_), "/api/mod/desk").await;
    let reports = desk["reports"].as_array().unwrap();
    assert_eq!(reports.len(), 1);
    assert_eq!(reports[0]["player"], "Rude");
    assert_eq!(reports[0]["text"], "Called me names <b>");
    assert_eq!(reports[0]["game"], played.as_str());
    let report = reports[0]["id"].as_u64().unwrap();
    assert_eq!(desk["actions"].as_array().unwrap().len(), 0);

    // Bad actions: no reason, a mute of no length, a rename of an account, a report of another.
    for body in [
        json!({"name": "Rude", "action": "warn", "reason": ""}),
        json!({"name": "Rude", "action": "mute", "reason": "abuse", "minutes": 0}),
        json!({"name": "Rude", "action": "rename", "reason": "bad name"}),
        json!({"name": "Ada", "action": "warn", "reason": "x", "report": report}),
        json!({"name": "Rude", "action": "explode", "reason": "x"}),
    ] {
        let (status, _) = from_page(&server, &mod_, "/api/mod/act", body.clone()).await;
        assert!((400..500).contains(&status), "{status} {body}");
    }

    // A warning reaches the player's bell.
    let (status, _) = from_page(
        &server,
        &mod_,
        "/api/mod/act",
        json!({"name": "Rude", "action": "warn", "reason": "rude in chat", "report": report}),
    )
    .await;
    assert_eq!(status, 200);
    match rude
        .until(|m| matches!(m, ServerMessage::Notified { .. }))
        .await
    {
        ServerMessage::Notified { notification } => {
            assert_eq!(notification.kind, NotificationKind::Warning);
        }
        _ => unreachable!(),
    }
    // Muted in public rooms for ten minutes: the spectators' room and a tournament's.
    let (status, _) = from_page(
        &server,
        &mod_,
        "/api/mod/act",
        json!({"name": "Rude", "action": "mute", "reason": "spam", "minutes": 10}),
    )
    .await;
    assert_eq!(status, 200);
    let mut a = server.visitor().await;
    let mut b = server.visitor().await;
    // A correspondence game: still being played once the mute is over.
    let id = start_game(&mut a, &mut b, "amazons", 6, "3d", false).await;
    rude.watch(&id).await;
    rude.send(&say(&id, ChatRoom::Spectators, "hi")).await;
    assert_eq!(rude.refusal().await, Refusal::Muted);
    server.clock.advance(11 * 60_000);
    // The clock's jump closes silent connections: Rude's page connects again.
    let mut rude = rude.again().await;
    rude.watch(&id).await;
    rude.send(&say(&id, ChatRoom::Spectators, "hi again")).await;
    assert_eq!(rude.chat_line().await.text, "hi again");
    let mut guest = guest.again().await;

    // A visitor's bad name is replaced.
    let guest_name = guest.name.clone();
    let (status, done) = from_page(
        &server,
        &mod_,
        "/api/mod/act",
        json!({"name": guest_name, "action": "rename", "reason": "offensive name"}),
    )
    .await;
    assert_eq!(status, 200, "{done}");
    let (_, me) = get(&server, Some(&guest), "/api/me").await;
    assert_ne!(me["me"]["name"], guest_name.as_str());
    let new_name = me["me"]["name"].as_str().unwrap().to_owned();
    assert_eq!(
        done["detail"].as_str().unwrap(),
        format!("{guest_name} -> {new_name}")
    );
    assert_eq!(
        done["player"],
        new_name.as_str(),
        "the answer names them anew"
    );
    let old = format!("/api/mod/players/{}", guest_name.replace(' ', "%20"));
    let (status, body) = get(&server, Some(&mod_), &old).await;
    assert_eq!(status, 404, "the old name is nobody's now: {body}");
    guest.send(&ClientMessage::Lobby).await;

    // Rude has joined a tournament not begun yet.
    let body = json!({
        "name": "Sunday Swiss", "kind": "swiss", "game": "amazons", "size": 6,
        "time": {"kind": "live", "minutes": 3, "increment": 2}, "rated": false,
        "starts": T0 + 86_400_000, "rounds": 3, "max_players": 8, "bots": true,
    });
    let (status, created) = post(&server, &ada, "/api/tournaments", body).await;
    assert_eq!(status, 201, "{created}");
    let event = created["id"].as_str().unwrap().to_owned();
    let (status, _) = post(
        &server,
        &rude,
        &format!("/api/tournaments/{event}/join"),
        json!({}),
    )
    .await;
    assert_eq!(status, 200);

    // A second report, not handled yet: closing the account handles it.
    let (status, _) = post(
        &server,
        &ada,
        "/api/reports",
        json!({"name": "Rude", "reason": "other", "text": "still at it"}),
    )
    .await;
    assert_eq!(status, 200);
    let (_, desk) = get(&server, Some(&mod_), "/api/mod/desk").await;
    assert_eq!(desk["reports"].as_array().unwrap().len(), 1);

    // Closing: Rude's pages are told and closed at once, the session and login end, the game
    // being played is resigned, the tournament left; the record and the log show who did what
    // and why.
    let game = start_game(&mut rude, &mut guest, "amazons", 6, "5+3", false).await;
    let (status, _) = from_page(&server, &mod_, "/api/mod/act", close).await;
    assert_eq!(status, 200);
    match rude
        .until(|m| matches!(m, ServerMessage::SignedOut { .. }))
        .await
    {
        ServerMessage::SignedOut { text } => assert!(text.contains("closed")),
        _ => unreachable!(),
    }
    assert!(rude.closed().await, "the connection closes");
    guest
        .game_until(|g| g.id == game && g.status != GameStatus::Playing)
        .await;
    let (_, me) = get(&server, Some(&rude), "/api/me").await;
    assert_eq!(me["me"]["account"], false, "the session ended");
    let login = http(
        server.address,
        "POST",
        "/api/login",
        None,
        Some(r#"{"name":"Rude","password":"password-Rude"}"#),
    )
    .await;
    assert_eq!(login.status, 403, "{}", login.body);
    assert!(login.body.contains("closed"));
    let entrants = server.online.hub.store.entrants(&event).await.unwrap();
    assert!(
        entrants.iter().all(|e| e.name != "Rude" || e.withdrawn),
        "left the tournament"
    );
    let (_, record) = get(&server, Some(&mod_), "/api/mod/players/Rude").await;
    assert_eq!(record["closed"], true);
    let actions: Vec<&str> = record["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["close", "mute", "warn"]);
    assert_eq!(record["actions"][0]["moderator"], "Mona");
    assert_eq!(record["actions"][0]["reason"], "abuse");
    let reports = record["reports"].as_array().unwrap();
    assert_eq!(reports.len(), 2);
    assert!(
        reports.iter().all(|r| r["handled_by"] == "Mona"),
        "{record}"
    );
    let (_, desk) = get(&server, Some(&mod_), "/api/mod/desk").await;
    assert_eq!(desk["reports"].as_array().unwrap().len(), 0);
    assert_eq!(desk["actions"].as_array().unwrap().len(), 4);
    // Another moderator reads what Mona did, with who and why.
    server
        .online
        .hub
        .store
        .set_moderator("Ada", true)
        .await
        .unwrap();
    let (status, desk) = get(&server, Some(&ada), "/api/mod/desk").await;
    assert_eq!(status, 200);
    let done: Vec<(&str, &str)> = desk["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            (
                a["moderator"].as_str().unwrap(),
                a["action"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        done,
        [
            ("Mona", "close"),
            ("Mona", "rename"),
            ("Mona", "mute"),
            ("Mona", "warn")
        ]
    );
    assert_eq!(desk["actions"][0]["reason"], "abuse");
    // Finished games stay.
    assert_eq!(
        get(&server, None, &format!("/api/games/{game}")).await.0,
        200
    );
}

on_both_stores!(moderation_sqlite, moderation_postgres, moderation);

async fn report_flood(db: Db) {
    let server = Server::start_with(db, Clock::manual(T0), |_| {}).await;
    let ada = server.account("Ada").await;
    let _bo = server.account("Bob").await;
    let mut statuses = Vec::new();
    for i in 0..12 {
        let (status, _) = post(
            &server,
            &ada,
            "/api/reports",
            json!({"name": "Bob", "reason": "other", "text": format!("report {i}")}),
        )
        .await;
        statuses.push(status);
    }
    assert_eq!(statuses[..10], [200; 10]);
    assert_eq!(statuses[10..], [429, 429]);
    server.clock.advance(86_400_000 + 1);
    let (status, _) = post(
        &server,
        &ada,
        "/api/reports",
        json!({"name": "Bob", "reason": "other", "text": "the next day"}),
    )
    .await;
    assert_eq!(status, 200);
}

on_both_stores!(report_flood_sqlite, report_flood_postgres, report_flood);

async fn tournament_room(db: Db) {
    let server = Server::start_with(db, Clock::manual(T0), |_| {}).await;
    let ada = server.account("Ada").await;
    let bo = server.visitor().await;
    let body = json!({
        "name": "Friday Swiss", "kind": "swiss", "game": "amazons", "size": 6,
        "time": {"kind": "live", "minutes": 3, "increment": 2}, "rated": false,
        "starts": T0 + 60_000, "rounds": 3, "max_players": 8, "bots": true,
    });
    let (status, created) = post(&server, &ada, "/api/tournaments", body).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_owned();
    let path = format!("/api/tournaments/{id}/chat");
    assert_eq!(
        post(&server, &ada, &path, json!({"text": "Welcome all"}))
            .await
            .0,
        200
    );
    assert_eq!(
        post(&server, &bo, &path, json!({"text": "bullshit pairings"}))
            .await
            .0,
        200
    );
    assert_eq!(post(&server, &bo, &path, json!({"text": " "})).await.0, 400);
    assert_eq!(
        post(
            &server,
            &bo,
            "/api/tournaments/nope/chat",
            json!({"text": "hi"})
        )
        .await
        .0,
        404
    );
    let (status, room) = get(&server, None, &path).await;
    assert_eq!(status, 200);
    let lines = room["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["from"], "Ada");
    assert!(!lines[1]["text"].as_str().unwrap().contains("shit"));
}

on_both_stores!(
    tournament_room_sqlite,
    tournament_room_postgres,
    tournament_room
);

/// What a player keeps of others is bounded: the 501st follow (or block, or mute) is refused
/// in words and nothing more is kept.
async fn bounded_relations(db: Db) {
    use skillgames_server::store::{MAX_RELATIONS, Relation, StoreError, StoredPlayer};
    let server = Server::start_with(db, Clock::manual(T0), |_| {}).await;
    let fan = server.account("Fan").await;
    let store = &server.online.hub.store;
    let fan_id = store.player_named("Fan").await.unwrap().unwrap().id;
    let mut ids = Vec::new();
    for i in 0..=MAX_RELATIONS {
        let player = StoredPlayer {
            id: 10_000 + i64::try_from(i).unwrap(),
            name: format!("Star{i}"),
            password: None,
            bot: false,
        };
        store.add_player(&player, T0).await.unwrap();
        ids.push(player.id);
    }
    for id in &ids[..MAX_RELATIONS] {
        store
            .set_relation(fan_id, *id, Relation::Follow, true, T0)
            .await
            .unwrap();
    }
    assert!(matches!(
        store
            .set_relation(fan_id, ids[MAX_RELATIONS], Relation::Follow, true, T0)
            .await,
        Err(StoreError::Limit)
    ));
    // The same follow asked twice at the same moment: both answered as done, kept once.
    let twice = json!({"name": "Star0", "relation": "mute", "on": true});
    let (a, b) = tokio::join!(
        post(&server, &fan, "/api/relations", twice.clone()),
        post(&server, &fan, "/api/relations", twice)
    );
    assert_eq!((a.0, b.0), (200, 200));
    let (_, view) = get(&server, Some(&fan), "/api/relations").await;
    assert_eq!(view["mutes"], json!(["Star0"]));
    // Through the page: refused in words; a follow ended makes room again.
    let last = format!("Star{MAX_RELATIONS}");
    let (status, body) = post(
        &server,
        &fan,
        "/api/relations",
        json!({"name": last, "relation": "follow", "on": true}),
    )
    .await;
    assert_eq!(status, 400);
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .contains("as many players as you may")
    );
    assert_eq!(relate(&server, &fan, "Star0", "follow", false).await, 200);
    assert_eq!(relate(&server, &fan, &last, "follow", true).await, 200);
    let (_, view) = get(&server, Some(&fan), "/api/relations").await;
    assert_eq!(view["follows"].as_array().unwrap().len(), MAX_RELATIONS);
}

on_both_stores!(
    bounded_relations_sqlite,
    bounded_relations_postgres,
    bounded_relations
);

/// A blocker never reads the blocked player: not in a game's spectators' room as it is
/// written, nor in its history, nor in a tournament's room; everyone else does.
async fn blocks_in_public_rooms(db: Db) {
    let server = Server::start_with(db, Clock::manual(T0), |_| {}).await;
    let mut ada = server.visitor().await;
    let mut bo = server.visitor().await;
    let mut blocker = server.account("Bea").await;
    let mut troll = server.account("Troll").await;
    let mut fay = server.visitor().await;
    let id = start_game(&mut ada, &mut bo, "amazons", 6, "3d", false).await;
    for spectator in [&mut blocker, &mut troll, &mut fay] {
        spectator.watch(&id).await;
    }
    troll
        .send(&say(&id, ChatRoom::Spectators, "before the block"))
        .await;
    for spectator in [&mut blocker, &mut troll, &mut fay] {
        assert_eq!(spectator.chat_line().await.text, "before the block");
    }
    assert_eq!(relate(&server, &blocker, "Troll", "block", true).await, 200);
    troll
        .send(&say(&id, ChatRoom::Spectators, "after the block"))
        .await;
    assert_eq!(troll.chat_line().await.text, "after the block");
    assert_eq!(fay.chat_line().await.text, "after the block");
    fay.send(&say(&id, ChatRoom::Spectators, "from Fay")).await;
    // The room's lines come in order: Bea's next line is Fay's, the troll's never came.
    assert_eq!(blocker.chat_line().await.text, "from Fay");
    let texts = |body: Value| -> Vec<String> {
        body["lines"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["text"].as_str().unwrap().to_owned())
            .collect()
    };
    let path = format!("/api/games/{id}/chat");
    let (_, body) = get(&server, Some(&blocker), &path).await;
    assert_eq!(texts(body), ["from Fay"]);
    let (_, body) = get(&server, None, &path).await;
    assert_eq!(
        texts(body),
        ["before the block", "after the block", "from Fay"]
    );
    // A page opening the game reads its history the same way.
    let mut again = blocker.again().await;
    again.send(&ClientMessage::Watch { game: id.clone() }).await;
    match again
        .until(|m| matches!(m, ServerMessage::ChatHistory { .. }))
        .await
    {
        ServerMessage::ChatHistory { lines, .. } => {
            let texts: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
            assert_eq!(texts, ["from Fay"]);
        }
        _ => unreachable!(),
    }

    // A tournament's room.
    let body = json!({
        "name": "Quiet Swiss", "kind": "swiss", "game": "amazons", "size": 6,
        "time": {"kind": "live", "minutes": 3, "increment": 2}, "rated": false,
        "starts": T0 + 60_000, "rounds": 3, "max_players": 8, "bots": true,
    });
    let (status, created) = post(&server, &blocker, "/api/tournaments", body).await;
    assert_eq!(status, 201, "{created}");
    let room = format!("/api/tournaments/{}/chat", created["id"].as_str().unwrap());
    for (who, text) in [(&troll, "troll here"), (&fay, "hello")] {
        assert_eq!(
            post(&server, who, &room, json!({"text": text})).await.0,
            200
        );
    }
    let (_, body) = get(&server, Some(&blocker), &room).await;
    assert_eq!(texts(body), ["hello"]);
    let (_, body) = get(&server, Some(&fay), &room).await;
    assert_eq!(texts(body), ["troll here", "hello"]);
}

on_both_stores!(
    blocks_in_public_rooms_sqlite,
    blocks_in_public_rooms_postgres,
    blocks_in_public_rooms
);

/// A room keeps a bounded number of lines: the next is refused as "full", in words, and
/// nothing is kept; a tournament's room refuses floods, long lines and markup like a game's.
async fn full_rooms_and_bad_lines(db: Db) {
    use skillgames_server::hub::{MAX_CHAT_LINES, MAX_PUBLIC_LINES};
    let server = Server::start_with(db, Clock::manual(T0), |_| {}).await;
    let mut ada = server.visitor().await;
    let mut bo = server.visitor().await;
    let mut eve = server.visitor().await;
    let id = start_game(&mut ada, &mut bo, "amazons", 6, "3d", false).await;
    eve.watch(&id).await;
    let store = &server.online.hub.store;
    let ada_id = store.player_named(&ada.name).await.unwrap().unwrap().id;
    // The rooms filled to their bounds as a long game's would be.
    for (room, most) in [
        ("players", MAX_CHAT_LINES),
        ("spectators", MAX_PUBLIC_LINES),
    ] {
        for i in 0..most {
            store
                .add_chat_line(id.as_str(), room, ada_id, &format!("line {i}"), T0, most)
                .await
                .unwrap();
        }
    }
    ada.send(&say(&id, ChatRoom::Players, "one more")).await;
    assert_eq!(ada.refusal().await, Refusal::ChatFull);
    eve.send(&say(&id, ChatRoom::Spectators, "one more")).await;
    assert_eq!(eve.refusal().await, Refusal::ChatFull);
    let (_, body) = get(&server, Some(&ada), &format!("/api/games/{id}/chat")).await;
    assert_eq!(body["lines"].as_array().unwrap().len(), MAX_CHAT_LINES);

    // A tournament's room.
    let owner = server.account("Ada").await;
    let body = json!({
        "name": "Loud Swiss", "kind": "swiss", "game": "amazons", "size": 6,
        "time": {"kind": "live", "minutes": 3, "increment": 2}, "rated": false,
        "starts": T0 + 60_000, "rounds": 3, "max_players": 8, "bots": true,
    });
    let (status, created) = post(&server, &owner, "/api/tournaments", body).await;
    assert_eq!(status, 201, "{created}");
    let room = format!("/api/tournaments/{}/chat", created["id"].as_str().unwrap());
    let long = "x".repeat(skillgames_online::MAX_CHAT_LEN + 1);
    for (text, refused) in [
        (long.as_str(), "refusal-bad-chat"),
        ("<script>alert(1)</script>", "refusal-chat-markup"),
    ] {
        let (status, body) = post(&server, &owner, &room, json!({"text": text})).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (400, Some(refused)),
            "{body}"
        );
    }
    let mut statuses = Vec::new();
    for i in 0..12 {
        statuses.push(
            post(&server, &owner, &room, json!({"text": format!("spam {i}")}))
                .await
                .0,
        );
    }
    assert_eq!(statuses[..5], [200; 5], "a burst of five");
    assert!(
        statuses[5..].contains(&429),
        "then slowed down: {statuses:?}"
    );
    let kept = statuses.iter().filter(|s| **s == 200).count();
    let (_, body) = get(&server, None, &room).await;
    assert_eq!(body["lines"].as_array().unwrap().len(), kept);
}

on_both_stores!(
    full_rooms_sqlite,
    full_rooms_postgres,
    full_rooms_and_bad_lines
);
