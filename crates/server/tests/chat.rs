//! The players' chat of a game through the page's socket: a line reaches both players, never a
//! spectator; it is kept (a player who opens the game again reads it, a spectator does not);
//! bad lines (empty, too long, by someone not playing, before the game began, a flood) are
//! refused in words with nothing kept; so is markup (a tag), while a `<` that makes no tag is
//! a word. On SQLite and on PostgreSQL.

#[macro_use]
mod support;

use skillgames_online::VariantId;
use skillgames_online::{ChatLine, ClientMessage, MAX_CHAT_LEN, Refusal, ServerMessage};
use support::{Db, Player, Server, start_game};

fn say(game: &skillgames_online::GameId, text: &str) -> ClientMessage {
    support::say(game, skillgames_online::ChatRoom::Players, text)
}

async fn history_of(player: &mut Player, game: &skillgames_online::GameId) -> Vec<ChatLine> {
    player
        .send(&ClientMessage::Watch { game: game.clone() })
        .await;
    match player
        .until(|m| matches!(m, ServerMessage::ChatHistory { game: g, .. } if g == game))
        .await
    {
        ServerMessage::ChatHistory { lines, .. } => lines,
        _ => unreachable!(),
    }
}

async fn players_chat(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let mut ada = server.visitor().await;
    let mut bo = server.visitor().await;
    let mut eve = server.visitor().await;

    // Before anyone joined: no chat.
    ada.send(&ClientMessage::Create {
        variant: VariantId::new("amazons", 6),
        time: skillgames_online::TimeControl::parse("5+3").unwrap(),
        rated: false,
        colour: skillgames_online::ColourChoice::White,
        private: true,
    })
    .await;
    let open = match ada
        .until(|m| matches!(m, ServerMessage::Created { .. }))
        .await
    {
        ServerMessage::Created { game } => game,
        _ => unreachable!(),
    };
    ada.send(&say(&open, "anyone?")).await;
    assert_eq!(ada.refusal().await, Refusal::NotStarted);

    let id = start_game(&mut ada, &mut bo, "amazons", 6, "5+3", false).await;
    eve.watch(&id).await;

    ada.send(&say(&id, "  Good luck \n")).await;
    let ada_name = ada.name.clone();
    for player in [&mut ada, &mut bo] {
        let line = player.chat_line().await;
        assert_eq!(
            (line.from.as_str(), line.text.as_str()),
            (ada_name.as_str(), "Good luck")
        );
    }
    // Markup is refused in words (and kept nowhere); a `<` that makes no tag is a word.
    bo.send(&say(&id, "<script>alert(1)</script>")).await;
    assert_eq!(bo.refusal().await, Refusal::ChatMarkup);
    bo.send(&say(&id, "I <3 you")).await;
    assert_eq!(ada.chat_line().await.text, "I <3 you");

    // Two lines at the same moment from both players: both kept (each its own number).
    let (a, b) = (say(&id, "same time a"), say(&id, "same time b"));
    tokio::join!(ada.send(&a), bo.send(&b));
    let mut heard = vec![ada.chat_line().await.text, ada.chat_line().await.text];
    heard.sort();
    assert_eq!(heard, ["same time a", "same time b"]);

    // Bad lines: refused, nothing kept.
    for text in ["   ".to_owned(), "x".repeat(MAX_CHAT_LEN + 1)] {
        ada.send(&say(&id, &text)).await;
        assert_eq!(ada.refusal().await, Refusal::BadChat);
    }
    eve.send(&say(&id, "hi players")).await;
    assert_eq!(eve.refusal().await, Refusal::NotYourGame);
    // A flood: a burst goes, then the writer is slowed down.
    let slowed = support::flood_chat(&mut bo, 12, |i| say(&id, &format!("spam {i}"))).await;
    assert_eq!(
        slowed,
        Some(Refusal::TooFast),
        "a flood of chat is slowed down"
    );

    // Kept: a player opening the game again reads it; a spectator reads nothing of it.
    let lines = history_of(&mut ada, &id).await;
    assert_eq!(lines[0].text, "Good luck");
    assert_eq!(lines[1].text, "I <3 you");
    assert!(lines[2..4].iter().all(|l| l.text.starts_with("same time")));
    assert!(
        lines
            .iter()
            .all(|l| !l.text.is_empty() && l.text.chars().count() <= MAX_CHAT_LEN)
    );
    let mut again = bo.again().await;
    assert_eq!(history_of(&mut again, &id).await, lines);
    eve.watch(&id).await;
    // The spectator heard none of it.
    ada.send(&ClientMessage::Resign { game: id.clone() }).await;
    loop {
        match eve.next().await {
            ServerMessage::ChatLine { .. } => panic!("a spectator read the players' chat"),
            // A spectator reads the spectators' room so far (nothing here), never the players'.
            ServerMessage::ChatHistory { lines, .. } => assert!(
                lines
                    .iter()
                    .all(|l| l.room == skillgames_online::ChatRoom::Spectators),
                "a spectator read the players' chat"
            ),
            ServerMessage::Game { game }
                if game.id == id && game.status != skillgames_online::GameStatus::Playing =>
            {
                break;
            }
            _ => {}
        }
    }
}

on_both_stores!(players_chat_sqlite, players_chat_postgres, players_chat);
