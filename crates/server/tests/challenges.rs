//! Challenges by name through the page's socket: made, listed to both players, declined with
//! a reason the challenger reads, accepted into a game, and every bad request (an unknown
//! name, oneself, a rated game with a visitor, a player who takes no challenges) refused with
//! nothing changed. On SQLite and on PostgreSQL.

#[macro_use]
mod support;

use skillgames_online::VariantId;
use skillgames_online::{
    ChallengeStatus, ClientMessage, ColourChoice, DeclineReason, GameId, Refusal, ServerMessage,
    TimeControl,
};
use support::{Db, Player, Server, http};

fn challenge(name: &str, rated: bool) -> ClientMessage {
    ClientMessage::ChallengePlayer {
        name: name.to_owned(),
        variant: VariantId::new("amazons".to_owned(), 6),
        time: TimeControl::Live {
            minutes: 5,
            increment: 3,
        },
        rated,
        colour: ColourChoice::White,
    }
}

async fn made(player: &mut Player) -> GameId {
    match player
        .until(|m| {
            matches!(
                m,
                ServerMessage::Created { .. } | ServerMessage::Refused { .. }
            )
        })
        .await
    {
        ServerMessage::Created { game } => game,
        other => panic!("not made: {other:?}"),
    }
}

async fn listed(player: &mut Player) -> Vec<skillgames_online::ChallengeView> {
    player.send(&ClientMessage::Challenges).await;
    match player
        .until(|m| matches!(m, ServerMessage::Challenges { .. }))
        .await
    {
        ServerMessage::Challenges { challenges } => challenges,
        _ => unreachable!(),
    }
}

async fn state(player: &mut Player, id: &GameId) -> skillgames_online::ChallengeView {
    player
        .until(|m| matches!(m, ServerMessage::Challenge { game } if game == id))
        .await;
    player
        .send(&ClientMessage::ChallengeOf { game: id.clone() })
        .await;
    match player
        .until(|m| matches!(m, ServerMessage::ChallengeState { .. }))
        .await
    {
        ServerMessage::ChallengeState { challenge } => challenge,
        _ => unreachable!(),
    }
}

/// How challenge `id` stands now (without waiting for news of it).
async fn state_now(player: &mut Player, id: &GameId) -> skillgames_online::ChallengeView {
    player
        .send(&ClientMessage::ChallengeOf { game: id.clone() })
        .await;
    match player
        .until(|m| matches!(m, ServerMessage::ChallengeState { challenge } if challenge.id == *id))
        .await
    {
        ServerMessage::ChallengeState { challenge } => challenge,
        _ => unreachable!(),
    }
}

async fn set_policy(player: &Player, policy: &str) {
    let reply = http(
        player.address,
        "POST",
        "/api/challenge-policy",
        Some(&player.cookie),
        Some(&format!(r#"{{"policy":"{policy}"}}"#)),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
}

async fn challenges_by_name(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let mut ada = server.account("Ada").await;
    let mut bob = server.account("Bob").await;
    let mut eve = server.visitor().await;

    // Bad requests change nothing.
    for (message, refusal) in [
        (challenge("Nobody-here", false), Refusal::NoSuchPlayer),
        (challenge("ada", false), Refusal::SelfChallenge),
        (challenge(&eve.name.clone(), true), Refusal::NeedAccount),
    ] {
        ada.send(&message).await;
        assert_eq!(ada.refusal().await, refusal);
    }
    assert!(listed(&mut ada).await.is_empty());

    // Made: both players are told, and both list it.
    ada.send(&challenge("bob", true)).await;
    let id = made(&mut ada).await;
    let seen = state(&mut bob, &id).await;
    assert_eq!(seen.status, ChallengeStatus::Open);
    assert_eq!(
        (seen.from.name.as_str(), seen.to.name.as_str()),
        ("Ada", "Bob")
    );
    assert!(seen.rated && seen.from.account && !seen.from.bot);
    assert_eq!(listed(&mut bob).await, vec![seen.clone()]);
    assert_eq!(listed(&mut ada).await, vec![seen.clone()]);
    // Nobody else reads it, declines it or takes it.
    eve.send(&ClientMessage::ChallengeOf { game: id.clone() })
        .await;
    assert_eq!(eve.refusal().await, Refusal::NoSuchGame);
    eve.send(&ClientMessage::Decline {
        game: id.clone(),
        reason: DeclineReason::Generic,
    })
    .await;
    eve.refusal().await;
    assert_eq!(listed(&mut bob).await, vec![seen.clone()]);

    // Declined: the challenger reads why.
    bob.send(&ClientMessage::Decline {
        game: id.clone(),
        reason: DeclineReason::TooFast,
    })
    .await;
    let answered = state(&mut ada, &id).await;
    assert_eq!(answered.status, ChallengeStatus::Declined);
    assert_eq!(answered.reason, Some(DeclineReason::TooFast));
    assert!(listed(&mut bob).await.is_empty());

    // Accepted: the game begins for both.
    ada.send(&challenge("Bob", false)).await;
    let second = made(&mut ada).await;
    state(&mut bob, &second).await;
    eve.send(&ClientMessage::Join {
        game: second.clone(),
    })
    .await;
    assert_eq!(eve.refusal().await, Refusal::NotInvited);
    bob.send(&ClientMessage::Join {
        game: second.clone(),
    })
    .await;
    for player in [&mut ada, &mut bob] {
        player
            .until(|m| matches!(m, ServerMessage::Started { game } if *game == second))
            .await;
    }

    // Accepting and declining at once, from two pages: one wins, the other is refused.
    ada.send(&challenge("Bob", false)).await;
    let raced = made(&mut ada).await;
    state(&mut bob, &raced).await;
    let mut bob_again = bob.again().await;
    let accept = ClientMessage::Join {
        game: raced.clone(),
    };
    let decline = ClientMessage::Decline {
        game: raced.clone(),
        reason: DeclineReason::Later,
    };
    tokio::join!(bob.send(&accept), bob_again.send(&decline));
    let settled = state(&mut ada, &raced).await;
    assert!(
        matches!(
            settled.status,
            ChallengeStatus::Accepted | ChallengeStatus::Declined
        ),
        "{settled:?}"
    );
    let loser = if settled.status == ChallengeStatus::Accepted {
        &mut bob_again
    } else {
        &mut bob
    };
    loser.refusal().await;
    // Nothing changes after: the settled answer stands.
    assert_eq!(state_now(&mut ada, &raced).await.status, settled.status);
    if settled.status == ChallengeStatus::Accepted {
        ada.send(&ClientMessage::Abort {
            game: raced.clone(),
        })
        .await;
    }

    // Challenges from accounts only, then from nobody.
    set_policy(&bob, "accounts").await;
    eve.send(&challenge("Bob", false)).await;
    assert_eq!(eve.refusal().await, Refusal::NotAccepting);
    set_policy(&bob, "nobody").await;
    ada.send(&challenge("Bob", false)).await;
    assert_eq!(ada.refusal().await, Refusal::NotAccepting);
    set_policy(&bob, "anyone").await;
    eve.send(&challenge("Bob", false)).await;
    made(&mut eve).await;
    // A visitor has no policy to set.
    let reply = http(
        eve.address,
        "POST",
        "/api/challenge-policy",
        Some(&eve.cookie),
        Some(r#"{"policy":"nobody"}"#),
    )
    .await;
    assert_eq!(reply.status, 403, "{}", reply.body);
}

on_both_stores!(
    challenges_by_name_sqlite,
    challenges_by_name_postgres,
    challenges_by_name
);
