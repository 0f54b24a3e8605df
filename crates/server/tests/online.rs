//! The online service as players use it: the real server on a loopback port, real HTTP and
//! WebSocket clients, a clock the tests move by hand.

mod support;

use skillgames_catalogue::CATALOGUE;
use skillgames_online::VariantId;
use skillgames_online::{
    ClientMessage, Colour, GameStatus, Offer, Refusal, ServerMessage, TimeControl,
};
use skillgames_server::clock::Clock;
use support::{
    Db, Player, Server, http, on_both_stores, open_socket, play_out, rules_after, start_game,
};

on_both_stores!(
    whole_games_of_every_game_on_sqlite,
    whole_games_of_every_game_on_postgres,
    whole_games
);

async fn whole_games(db: Db) {
    let server = Server::start_with(db, Clock::manual(1_000_000), |_| {}).await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    for (seed, info) in CATALOGUE.games().iter().enumerate() {
        let size = info.boards.iter().map(|b| b.size).min().unwrap();
        let id = start_game(&mut ada, &mut bob, info.name, size, "15+10", false).await;
        let status = play_out(
            &mut ada,
            &mut bob,
            &id,
            info.name,
            size,
            160,
            seed as u64,
            Vec::new(),
        )
        .await;
        assert!(matches!(status, GameStatus::Ended { .. }), "{status:?}");
        // The stored game reads back whole, and its record is the rules' text.
        let stored = http(
            server.address,
            "GET",
            &format!("/api/games/{id}"),
            None,
            None,
        )
        .await;
        assert_eq!(stored.status, 200);
        let view: skillgames_online::GameView = serde_json::from_str(&stored.body).unwrap();
        assert_eq!(view.status, status);
        let record = http(
            server.address,
            "GET",
            &format!("/api/games/{id}/record"),
            None,
            None,
        )
        .await;
        assert!(record.body.contains(info.title), "{}", record.body);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_clear_refusal_and_changes_nothing() {
    let server = Server::start("bad").await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let mut eve = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "5+3", false).await;
    let first = rules_after("amazons", 6, &[]).legal_moves()[0].clone();
    let mv = |ply: u32, mv: &str| ClientMessage::Move {
        game: id.clone(),
        ply,
        mv: mv.into(),
    };

    ada.send_text("this is not json").await;
    let error = ada
        .until(|m| matches!(m, ServerMessage::Error { .. }))
        .await;
    assert!(
        matches!(error, ServerMessage::Error { text } if text == "This message could not be read.")
    );
    ada.send_text(&format!(
        "{{\"t\":\"move\",\"game\":\"{}\"}}",
        "x".repeat(20_000)
    ))
    .await;
    // Larger than a message may be: the connection is closed, the server goes on.
    assert!(ada.closed().await);
    let mut ada = ada.again().await;
    ada.send(&ClientMessage::Watch { game: id.clone() }).await;
    ada.game_until(|g| g.id == id).await;

    bob.send(&mv(0, &first)).await;
    assert_eq!(bob.refusal().await, Refusal::NotYourTurn);
    eve.send(&mv(0, &first)).await;
    assert_eq!(eve.refusal().await, Refusal::NotYourGame);
    ada.send(&mv(0, "a1-a1/a1")).await;
    assert_eq!(ada.refusal().await, Refusal::IllegalMove);
    ada.send(&mv(3, &first)).await;
    assert_eq!(ada.refusal().await, Refusal::StalePly);
    ada.send(&ClientMessage::Move {
        game: "nosuchgame".into(),
        ply: 0,
        mv: first.clone(),
    })
    .await;
    assert_eq!(ada.refusal().await, Refusal::NoSuchGame);
    // An id longer than any game's is no game, and is not named back.
    let long = "g".repeat(skillgames_online::MAX_GAME_ID_LEN + 1);
    for text in [
        format!(r#"{{"t":"watch","game":"{long}"}}"#),
        format!(r#"{{"t":"move","game":"{long}","ply":0,"mv":"{first}"}}"#),
    ] {
        ada.send_text(&text).await;
        let refused = ada
            .until(|m| matches!(m, ServerMessage::Refused { .. }))
            .await;
        assert_eq!(refused, ServerMessage::refused(None, Refusal::NoSuchGame));
    }
    ada.send(&mv(0, &first)).await;
    ada.until(|m| matches!(m, ServerMessage::Moved { ply: 0, .. }))
        .await;
    // The same message again (a replay): refused, the game has moved on.
    ada.send(&mv(0, &first)).await;
    assert_eq!(ada.refusal().await, Refusal::NotYourTurn);
    ada.send(&ClientMessage::Resign { game: id.clone() }).await;
    ada.game_until(|g| matches!(g.status, GameStatus::Ended { .. }))
        .await;
    let second = rules_after("amazons", 6, std::slice::from_ref(&first)).legal_moves()[0].clone();
    bob.send(&mv(1, &second)).await;
    assert_eq!(bob.refusal().await, Refusal::GameOver);
    let view = http(
        server.address,
        "GET",
        &format!("/api/games/{id}"),
        None,
        None,
    )
    .await;
    let view: skillgames_online::GameView = serde_json::from_str(&view.body).unwrap();
    assert_eq!(
        view.moves,
        vec![first],
        "nothing but the one good move was kept"
    );

    // Rated games are for accounts; a game that does not exist; a time control out of range.
    ada.send(&ClientMessage::Create {
        variant: VariantId::new("loa", 8),
        time: TimeControl::Live {
            minutes: 3,
            increment: 2,
        },
        rated: true,
        colour: skillgames_online::ColourChoice::Random,
        private: false,
    })
    .await;
    assert_eq!(ada.refusal().await, Refusal::NeedAccount);
    ada.send(&ClientMessage::Create {
        variant: VariantId::new("chess", 8),
        time: TimeControl::Live {
            minutes: 3,
            increment: 2,
        },
        rated: false,
        colour: skillgames_online::ColourChoice::Random,
        private: false,
    })
    .await;
    assert_eq!(ada.refusal().await, Refusal::NoSuchVariant);
    ada.send_text(r#"{"t":"create","game":"loa","size":8,"time":{"kind":"live","minutes":0,"increment":0},"rated":false,"colour":"white","private":false}"#).await;
    ada.until(|m| matches!(m, ServerMessage::Error { .. }))
        .await;

    // A forged cookie, no cookie, another origin: no WebSocket.
    assert!(
        open_socket(server.address, Some("forged-token-forged-token"), None)
            .await
            .is_err()
    );
    assert!(open_socket(server.address, None, None).await.is_err());
    assert!(
        open_socket(
            server.address,
            Some(&ada.cookie),
            Some("https://evil.example")
        )
        .await
        .is_err()
    );
    let own = format!("http://{}", server.address);
    assert!(
        open_socket(server.address, Some(&ada.cookie), Some(&own))
            .await
            .is_ok()
    );
    let forged = http(server.address, "GET", "/api/me", Some("forged-token"), None).await;
    assert!(forged.cookie.is_some(), "a forged cookie is a new visitor");
    assert!(!forged.body.contains(&ada.name));

    // A flood: refused once past the burst, and closed if it goes on.
    let mut flood = bob.again().await;
    for _ in 0..60 {
        flood.send(&ClientMessage::Lobby).await;
    }
    assert_eq!(flood.refusal().await, Refusal::TooFast);
    for _ in 0..300 {
        // The server may close the connection before the flood has all been written.
        if !flood.try_send(&ClientMessage::LeaveLobby).await {
            break;
        }
    }
    assert!(flood.closed().await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_and_passwords_are_checked_and_logins_do_not_tell_which_was_wrong() {
    let server = Server::start_with(Db::sqlite("names"), Clock::manual(1_000), |config| {
        config.limits.login_burst = 8;
    })
    .await;
    let post = |path: &'static str, body: String| {
        let address = server.address;
        async move { http(address, "POST", path, None, Some(&body)).await }
    };
    for (name, password) in [
        ("<b>x</b>", "password1"),
        ("ab", "password1"),
        ("Ada Lovelace", "short"),
    ] {
        let reply = post(
            "/api/signup",
            format!(r#"{{"name":"{name}","password":"{password}"}}"#),
        )
        .await;
        assert_eq!(reply.status, 400, "{name}");
        assert!(reply.body.contains("\"error\""));
    }
    let ok = post(
        "/api/signup",
        r#"{"name":"Ada Lovelace","password":"password1"}"#.into(),
    )
    .await;
    assert_eq!(ok.status, 200, "{}", ok.body);
    let taken = post(
        "/api/signup",
        r#"{"name":"ada lovelace","password":"password2"}"#.into(),
    )
    .await;
    assert_eq!(taken.status, 409);
    let wrong = post(
        "/api/login",
        r#"{"name":"Ada Lovelace","password":"password2"}"#.into(),
    )
    .await;
    let nobody = post(
        "/api/login",
        r#"{"name":"Nobody Here","password":"password2"}"#.into(),
    )
    .await;
    assert_eq!((wrong.status, nobody.status), (401, 401));
    assert_eq!(
        wrong.body, nobody.body,
        "one message whether or not the name exists"
    );
    let good = post(
        "/api/login",
        r#"{"name":"ADA LOVELACE","password":"password1"}"#.into(),
    )
    .await;
    assert_eq!(good.status, 200);
    let me = http(
        server.address,
        "GET",
        "/api/me",
        good.cookie.as_deref(),
        None,
    )
    .await;
    assert!(me.body.contains("\"Ada Lovelace\"") && me.body.contains("\"account\":true"));
    // Too many tries from one address.
    let mut limited = false;
    for _ in 0..10 {
        let reply = post(
            "/api/login",
            r#"{"name":"Ada Lovelace","password":"guess-guess"}"#.into(),
        )
        .await;
        if reply.status == 429 {
            assert!(reply.body.contains("Too many tries"));
            limited = true;
            break;
        }
    }
    assert!(limited, "logins are rate-limited");
    // A session that has expired is no session.
    server.clock.advance(366 * 86_400_000);
    let later = http(
        server.address,
        "GET",
        "/api/me",
        good.cookie.as_deref(),
        None,
    )
    .await;
    assert!(!later.body.contains("Ada Lovelace"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clocks_run_gain_increments_and_a_flag_loses() {
    let server = Server::start("clocks").await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "loa", 8, "1+2", false).await;
    let first = rules_after("loa", 8, &[]).legal_moves()[0].clone();
    server.clock.advance(10_000);
    ada.send(&ClientMessage::Move {
        game: id.clone(),
        ply: 0,
        mv: first,
    })
    .await;
    match bob
        .until(|m| matches!(m, ServerMessage::Moved { .. }))
        .await
    {
        ServerMessage::Moved { clocks, .. } => {
            assert_eq!(
                (clocks.white, clocks.black),
                (60_000 - 10_000 + 2_000, 60_000)
            );
            assert_eq!(clocks.running, Some(Colour::Black));
        }
        _ => unreachable!(),
    }
    server.clock.advance(59_999);
    // Not yet.
    server.clock.advance(1);
    let end = ada
        .game_until(|g| matches!(g.status, GameStatus::Ended { .. }))
        .await;
    assert_eq!(
        end.status,
        GameStatus::Ended {
            winner: Some(Colour::White),
            reason: "time".into(),
            ratings: None
        }
    );
    assert_eq!(end.clocks.black, 0);
    bob.game_until(|g| matches!(g.status, GameStatus::Ended { .. }))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn correspondence_waits_days_for_a_move_with_nobody_connected() {
    let server = Server::start("corr").await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "1d", false).await;
    let first = rules_after("amazons", 6, &[]).legal_moves()[0].clone();
    ada.send(&ClientMessage::Move {
        game: id.clone(),
        ply: 0,
        mv: first.clone(),
    })
    .await;
    ada.until(|m| matches!(m, ServerMessage::Moved { .. }))
        .await;
    let (ada_cookie, bob_cookie) = (ada.cookie.clone(), bob.cookie.clone());
    ada.leave().await;
    bob.leave().await;
    server.clock.advance(23 * 3_600_000);
    // Bob's home page lists the game as his turn.
    let me = http(server.address, "GET", "/api/me", Some(&bob_cookie), None).await;
    assert!(
        me.body.contains(id.as_str()) && me.body.contains("\"your_turn\":true"),
        "{}",
        me.body
    );
    let mut bob = Player::connect(server.address, bob_cookie).await;
    bob.send(&ClientMessage::Watch { game: id.clone() }).await;
    let view = bob.game_until(|g| g.id == id).await;
    assert_eq!(
        (view.moves.len(), view.status.clone()),
        (1, GameStatus::Playing)
    );
    assert_eq!(
        view.claim_in, None,
        "nobody claims a correspondence game: the clock decides"
    );
    assert_eq!(view.clocks.black, 3_600_000);
    bob.leave().await;
    server.clock.advance(3_600_000);
    let mut ada = Player::connect(server.address, ada_cookie).await;
    ada.send(&ClientMessage::Watch { game: id.clone() }).await;
    let end = ada
        .game_until(|g| g.id == id && matches!(g.status, GameStatus::Ended { .. }))
        .await;
    assert!(
        matches!(end.status, GameStatus::Ended { winner: Some(Colour::White), ref reason, .. } if reason == "time")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_leaves_is_seen_gone_and_comes_back_to_the_same_game() {
    let server = Server::start_with(Db::sqlite("away"), Clock::manual(5_000), |config| {
        config.rules.abandon_after = 20_000;
    })
    .await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let mut eve = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "10+5", false).await;
    eve.send(&ClientMessage::Watch { game: id.clone() }).await;
    eve.game_until(|g| g.id == id).await;
    ada.game_until(|g| g.watchers == 1).await;
    let first = rules_after("amazons", 6, &[]).legal_moves()[0].clone();
    ada.send(&ClientMessage::Move {
        game: id.clone(),
        ply: 0,
        mv: first.clone(),
    })
    .await;
    eve.until(|m| matches!(m, ServerMessage::Moved { ply: 0, .. }))
        .await;
    // Bob's device drops off; Ada sees him gone and may claim only after the wait.
    let bob_cookie = bob.cookie.clone();
    bob.leave().await;
    let view = ada
        .game_until(|g| g.black.as_ref().is_some_and(|b| !b.here))
        .await;
    assert_eq!(view.claim_in, Some(20_000));
    ada.send(&ClientMessage::ClaimWin { game: id.clone() })
        .await;
    assert_eq!(ada.refusal().await, Refusal::CannotClaim);
    server.clock.advance(5_000);
    // Bob comes back: the exact game, moves and clocks.
    let mut bob_again = Player::connect(server.address, bob_cookie).await;
    bob_again
        .send(&ClientMessage::Watch { game: id.clone() })
        .await;
    let back = bob_again.game_until(|g| g.id == id).await;
    assert_eq!(back.moves, vec![first]);
    assert_eq!(back.clocks.black, 600_000 - 5_000);
    ada.game_until(|g| g.black.as_ref().is_some_and(|b| b.here))
        .await;
    // Gone again, for good this time: Ada claims the win.
    bob_again.leave().await;
    ada.game_until(|g| g.black.as_ref().is_some_and(|b| !b.here))
        .await;
    server.clock.advance(20_000);
    ada.game_until(|g| g.claim_in == Some(0)).await;
    ada.send(&ClientMessage::ClaimWin { game: id.clone() })
        .await;
    let end = ada
        .game_until(|g| matches!(g.status, GameStatus::Ended { .. }))
        .await;
    assert!(
        matches!(end.status, GameStatus::Ended { winner: Some(Colour::White), ref reason, .. } if reason == "abandoned")
    );
}

on_both_stores!(
    a_restart_mid_game_loses_no_move_and_the_game_goes_on,
    a_restart_mid_game_loses_no_move_and_the_game_goes_on_on_postgres,
    restart
);

async fn restart(db: Db) {
    let server = Server::start_with(db, Clock::manual(1_000_000), |_| {}).await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "5+3", false).await;
    let mut moves = Vec::new();
    for ply in 0..3 {
        let mover = if ply % 2 == 0 { &mut ada } else { &mut bob };
        support::play_first_legal(mover, &id, &mut moves).await;
    }
    let (ada_cookie, bob_cookie) = (ada.cookie.clone(), bob.cookie.clone());
    let (db, clock, port) = server.kill();
    assert!(ada.closed().await && bob.closed().await);
    let server = Server::start_on(db, clock, |_| {}, Some(port)).await;
    let mut ada = Player::connect(server.address, ada_cookie).await;
    let mut bob = Player::connect(server.address, bob_cookie).await;
    for player in [&mut ada, &mut bob] {
        player
            .send(&ClientMessage::Watch { game: id.clone() })
            .await;
        let view = player.game_until(|g| g.id == id).await;
        assert_eq!(
            (view.moves.clone(), view.status),
            (moves.clone(), GameStatus::Playing)
        );
    }
    let status = play_out(&mut ada, &mut bob, &id, "amazons", 6, 400, 7, moves).await;
    assert!(matches!(status, GameStatus::Ended { .. }));
}

on_both_stores!(
    of_two_moves_for_the_same_ply_exactly_one_is_played,
    of_two_moves_for_the_same_ply_exactly_one_is_played_on_postgres,
    race
);

async fn race(db: Db) {
    let server = Server::start_with(db, Clock::manual(1_000_000), |_| {}).await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "loa", 8, "5+3", false).await;
    let mut other = ada.again().await;
    let legal = rules_after("loa", 8, &[]).legal_moves();
    let (a, b) = (legal[0].clone(), legal[1].clone());
    let (move_a, move_b) = (
        ClientMessage::Move {
            game: id.clone(),
            ply: 0,
            mv: a.clone(),
        },
        ClientMessage::Move {
            game: id.clone(),
            ply: 0,
            mv: b.clone(),
        },
    );
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
    assert_eq!(loser.refusal().await, Refusal::NotYourTurn);
    bob.send(&ClientMessage::Watch { game: id.clone() }).await;
    let view = bob.game_until(|g| g.id == id).await;
    assert_eq!(view.moves, vec![played]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offers_takebacks_aborts_and_a_rematch_with_colours_swapped() {
    let server = Server::start("offers").await;
    let mut ada = server.visitor().await;
    let mut bob = server.visitor().await;
    let id = start_game(&mut ada, &mut bob, "loa", 8, "5+3", false).await;
    ada.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Draw,
    })
    .await;
    let view = bob.game_until(|g| g.offer.is_some()).await;
    assert_eq!(
        view.offer.map(|o| (o.offer, o.by)),
        Some((Offer::Draw, Colour::White))
    );
    bob.send(&ClientMessage::Answer {
        game: id.clone(),
        offer: Offer::Draw,
        accept: false,
    })
    .await;
    ada.game_until(|g| g.offer.is_none()).await;
    let first = rules_after("loa", 8, &[]).legal_moves()[0].clone();
    ada.send(&ClientMessage::Move {
        game: id.clone(),
        ply: 0,
        mv: first.clone(),
    })
    .await;
    ada.until(|m| matches!(m, ServerMessage::Moved { .. }))
        .await;
    ada.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Takeback,
    })
    .await;
    bob.game_until(|g| g.offer.is_some()).await;
    bob.send(&ClientMessage::Answer {
        game: id.clone(),
        offer: Offer::Takeback,
        accept: true,
    })
    .await;
    let back = ada.game_until(|g| g.moves.is_empty()).await;
    assert_eq!(back.status, GameStatus::Playing);
    ada.send(&ClientMessage::Abort { game: id.clone() }).await;
    assert_eq!(
        bob.game_until(|g| g.status == GameStatus::Aborted)
            .await
            .moves
            .len(),
        0
    );

    // Amazons has no draws; a finished game is rematched with colours swapped.
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "3+2", false).await;
    ada.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Draw,
    })
    .await;
    assert_eq!(ada.refusal().await, Refusal::NoDraws);
    ada.send(&ClientMessage::Resign { game: id.clone() }).await;
    bob.game_until(|g| matches!(g.status, GameStatus::Ended { .. }))
        .await;
    bob.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Rematch,
    })
    .await;
    ada.game_until(|g| g.offer.is_some_and(|o| o.offer == Offer::Rematch))
        .await;
    ada.send(&ClientMessage::Answer {
        game: id.clone(),
        offer: Offer::Rematch,
        accept: true,
    })
    .await;
    let next = match ada
        .until(|m| matches!(m, ServerMessage::Started { .. }))
        .await
    {
        ServerMessage::Started { game } => game,
        _ => unreachable!(),
    };
    ada.send(&ClientMessage::Watch { game: next.clone() }).await;
    let view = ada.game_until(|g| g.id == next).await;
    assert_eq!(view.white.map(|s| s.player.name), Some(bob.name.clone()));
    assert_eq!(view.black.map(|s| s.player.name), Some(ada.name.clone()));
}

on_both_stores!(
    a_rated_game_moves_both_ratings_and_the_profiles_show_them,
    a_rated_game_moves_both_ratings_and_the_profiles_show_them_on_postgres,
    rated
);

async fn rated(db: Db) {
    let server = Server::start_with(db, Clock::manual(1_000_000), |_| {}).await;
    let mut ada = server.account("Ada").await;
    let mut bob = server.account("Bob").await;
    let mut eve = server.visitor().await;
    // The lobby shows open games with their creators' ratings, and the creator can cancel.
    eve.send(&ClientMessage::Lobby).await;
    eve.until(|m| matches!(m, ServerMessage::Lobby { games } if games.is_empty()))
        .await;
    let id = start_game(&mut ada, &mut bob, "amazons", 6, "3+2", true).await;
    let view = ada.game_until(|g| g.id == id).await;
    let rating = view.white.as_ref().and_then(|s| s.rating).unwrap();
    assert_eq!((rating.rating, rating.provisional), (1500, true));
    assert_eq!(rating.to_string(), "1500?");
    let live = http(server.address, "GET", "/api/live", None, None).await;
    assert!(live.body.contains(id.as_str()));
    bob.send(&ClientMessage::Resign { game: id.clone() }).await;
    let end = ada
        .game_until(|g| matches!(g.status, GameStatus::Ended { .. }))
        .await;
    let GameStatus::Ended {
        ratings: Some([white, black]),
        ..
    } = end.status
    else {
        panic!(
            "a rated game's end carries the rating changes: {:?}",
            end.status
        );
    };
    assert!(white.after.rating > white.before.rating);
    assert!(black.after.rating < black.before.rating);
    let profile = http(server.address, "GET", "/api/players/ada", None, None).await;
    let profile: skillgames_online::http::Profile = serde_json::from_str(&profile.body).unwrap();
    assert_eq!(profile.results, [1, 0, 0]);
    assert_eq!(profile.ratings[0].games, 1);
    assert_eq!(profile.ratings[0].history, vec![white.after.rating]);
    assert_eq!(profile.games[0].id, id);
    let missing = http(
        server.address,
        "GET",
        "/api/players/nobody-at-all",
        None,
        None,
    )
    .await;
    assert_eq!(missing.status, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_address_holds_only_so_many_connections() {
    let server = Server::start_with(Db::sqlite("per-address"), Clock::manual(1_000), |config| {
        config.limits.connections_per_address = 3;
    })
    .await;
    let ada = server.visitor().await;
    let second = ada.again().await;
    let third = ada.again().await;
    assert!(
        open_socket(server.address, Some(&ada.cookie), None)
            .await
            .is_err()
    );
    // One closes: another may open.
    third.leave().await;
    let mut opened = false;
    for _ in 0..50 {
        if open_socket(server.address, Some(&ada.cookie), None)
            .await
            .is_ok()
        {
            opened = true;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(opened, "a closed connection gives its place back");
    drop(second);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_game_leaves_the_lobby_with_its_creator() {
    let server = Server::start("leaves").await;
    let mut ada = server.visitor().await;
    let mut eve = server.visitor().await;
    eve.send(&ClientMessage::Lobby).await;
    eve.until(|m| matches!(m, ServerMessage::Lobby { games } if games.is_empty()))
        .await;
    let create = |private| ClientMessage::Create {
        variant: VariantId::new("loa", 8),
        time: TimeControl::Live {
            minutes: 5,
            increment: 3,
        },
        rated: false,
        colour: skillgames_online::ColourChoice::Random,
        private,
    };
    for _ in 0..3 {
        ada.send(&create(false)).await;
        ada.until(|m| matches!(m, ServerMessage::Created { .. }))
            .await;
    }
    // Three open games at most.
    ada.send(&create(true)).await;
    assert_eq!(ada.refusal().await, Refusal::TooFast);
    eve.until(|m| matches!(m, ServerMessage::Lobby { games } if games.len() == 3))
        .await;
    ada.leave().await;
    // After the grace for a reload, the lobby is empty again.
    eve.until(|m| matches!(m, ServerMessage::Lobby { games } if games.is_empty()))
        .await;
}
