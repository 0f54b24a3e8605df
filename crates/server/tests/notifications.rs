//! Notifications through the page's socket: a correspondence move, an offer and a game's
//! end reach the player who is not watching the game (never one who is), one "your turn" per
//! game; a challenge by name; the time alarm of a correspondence clock, once. Read one by
//! one or all at once, on every page of the player's; another player's ids change nothing; a
//! request naming too many is refused. On SQLite and on PostgreSQL.

#[macro_use]
mod support;

use skillgames_i18n::{Catalogue, Language};
use skillgames_online::VariantId;
use skillgames_online::{
    ClientMessage, ColourChoice, NotificationKind, NotificationView, Offer, Outcome, ServerMessage,
    TimeControl,
};
use skillgames_server::words::sentence;
use support::{Db, Player, Server, play_first_legal, start_game};

async fn notified(player: &mut Player) -> NotificationView {
    match player
        .until(|m| matches!(m, ServerMessage::Notified { .. }))
        .await
    {
        ServerMessage::Notified { notification } => notification,
        _ => unreachable!(),
    }
}

async fn list_of(player: &mut Player) -> (Vec<NotificationView>, u32) {
    player.send(&ClientMessage::Notifications).await;
    listed(player).await
}

/// The next list of notifications `player` is sent.
async fn listed(player: &mut Player) -> (Vec<NotificationView>, u32) {
    match player
        .until(|m| matches!(m, ServerMessage::Notifications { .. }))
        .await
    {
        ServerMessage::Notifications {
            notifications,
            unread,
        } => (notifications, unread),
        _ => unreachable!(),
    }
}

/// Plays the next legal move of game `id` (of Amazons 6×6) as `mover`, and waits until it is
/// played.
async fn notifications(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let hub = server.online.hub.clone();
    let mut ada = server.visitor().await;
    let mut bo = server.visitor().await;
    let mut eve = server.visitor().await;

    let id = start_game(&mut ada, &mut bo, "amazons", 6, "1d", false).await;
    let mut moves = Vec::new();
    // Bo watches: Ada's move tells him nothing (he sees it).
    play_first_legal(&mut ada, &id, &mut moves).await;
    play_first_legal(&mut bo, &id, &mut moves).await;
    assert_eq!(list_of(&mut bo).await, (vec![], 0));

    // Bo leaves the game: Ada's move is his turn, named and linked.
    bo.send(&ClientMessage::Unwatch { game: id.clone() }).await;
    list_of(&mut bo).await; // the unwatch is done
    play_first_legal(&mut ada, &id, &mut moves).await;
    let turn = notified(&mut bo).await;
    assert_eq!(turn.kind, NotificationKind::YourTurn);
    assert_eq!(turn.game.as_ref(), Some(&id));
    assert_eq!(turn.opponent.as_deref(), Some(ada.name.as_str()));
    assert_eq!(
        sentence(Catalogue::shared(Language::English), &turn),
        format!("Your turn against {}.", ada.name)
    );
    assert!(!turn.read);

    // An offer while he is away (a takeback: Amazons has no draws), a moment later.
    server.clock.advance(1);
    ada.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Takeback,
    })
    .await;
    let offer = notified(&mut bo).await;
    assert_eq!(offer.kind, NotificationKind::TakebackOffer);
    let (list, unread) = list_of(&mut bo).await;
    assert_eq!(unread, 2);
    assert_eq!(list[0], offer);
    assert_eq!(list[1], turn);

    // Another player's ids change nothing; too many ids at once are refused.
    eve.send(&ClientMessage::ReadNotifications {
        ids: vec![turn.id, offer.id],
    })
    .await;
    assert_eq!(list_of(&mut eve).await, (vec![], 0));
    assert_eq!(list_of(&mut bo).await.1, 2);
    bo.send_text(&format!(
        r#"{{"t":"read_notifications","ids":[{}]}}"#,
        vec!["1"; 101].join(",")
    ))
    .await;
    assert!(matches!(
        bo.until(|m| matches!(m, ServerMessage::Error { .. })).await,
        ServerMessage::Error { .. }
    ));

    // Read one: every page of his hears the new count.
    let mut bo_elsewhere = bo.again().await;
    bo.send(&ClientMessage::ReadNotifications { ids: vec![turn.id] })
        .await;
    for page in [&mut bo, &mut bo_elsewhere] {
        let (notifications, unread) = listed(page).await;
        assert_eq!(unread, 1);
        assert!(notifications.iter().any(|n| n.id == turn.id && n.read));
    }

    // The time alarm: due a tenth of a day before his clock runs out, told once.
    bo.send(&ClientMessage::Answer {
        game: id.clone(),
        offer: Offer::Takeback,
        accept: false,
    })
    .await;
    ada.game_until(|g| g.id == id && g.offer.is_none()).await;
    server.clock.advance(86_400_000 - 9_000_000);
    assert_eq!(hub.sweep_alarms().await.unwrap(), 0, "not yet");
    server.clock.advance(1_000_000);
    assert_eq!(hub.sweep_alarms().await.unwrap(), 1);
    let alarm = notified(&mut bo).await;
    assert_eq!(alarm.kind, NotificationKind::TimeAlmostUp);
    assert_eq!(hub.sweep_alarms().await.unwrap(), 0, "once a turn");

    // One "your turn" per game: his move, then Ada's, replaces the last.
    bo.send(&ClientMessage::Watch { game: id.clone() }).await;
    bo.game_until(|g| g.id == id).await;
    play_first_legal(&mut bo, &id, &mut moves).await;
    bo.send(&ClientMessage::Unwatch { game: id.clone() }).await;
    list_of(&mut bo).await;
    play_first_legal(&mut ada, &id, &mut moves).await;
    let again = notified(&mut bo).await;
    let (list, _) = list_of(&mut bo).await;
    let turns: Vec<_> = list
        .iter()
        .filter(|n| n.kind == NotificationKind::YourTurn)
        .collect();
    assert_eq!(turns, vec![&again]);

    // The end: Ada resigns while watching (nothing for her), Bo away hears he won.
    ada.send(&ClientMessage::Resign { game: id.clone() }).await;
    let end = notified(&mut bo).await;
    assert_eq!(end.kind, NotificationKind::GameOver);
    assert_eq!(end.outcome, Some(Outcome::Won));
    assert_eq!(
        sentence(Catalogue::shared(Language::English), &end),
        format!("You won against {}.", ada.name)
    );
    let (list, _) = list_of(&mut ada).await;
    assert!(list.is_empty(), "{list:?}");

    // Mark all read.
    bo.send(&ClientMessage::ReadAllNotifications).await;
    let (notifications, unread) = listed(&mut bo).await;
    assert_eq!(unread, 0);
    assert!(notifications.iter().all(|n| n.read));

    // A challenge by name.
    eve.send(&ClientMessage::ChallengePlayer {
        name: bo.name.clone(),
        variant: VariantId::new("amazons", 6),
        time: TimeControl::parse("3d").unwrap(),
        rated: false,
        colour: ColourChoice::Random,
    })
    .await;
    let challenge = notified(&mut bo).await;
    assert_eq!(challenge.kind, NotificationKind::Challenge);
    assert_eq!(challenge.opponent.as_deref(), Some(eve.name.as_str()));
    assert_eq!(list_of(&mut bo).await.1, 1);
}

on_both_stores!(notifications_sqlite, notifications_postgres, notifications);
