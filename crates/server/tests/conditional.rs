//! Conditional moves through the page's socket: a plan of several branches, one two moves
//! deep, answered at once when the opponent plays into it; dropped when the opponent plays
//! anything else; a planned answer that ends the game; refused plans (an illegal move, one's
//! own turn, a live game, someone else's game) change nothing; the opponent never reads the
//! plan. On SQLite and on PostgreSQL (the cluster's test is in `cluster.rs`).

#[macro_use]
mod support;

use rand::SeedableRng;
use rand::seq::IndexedRandom;
use skillgames_online::{ClientMessage, GameId, GameStatus, Refusal, ServerMessage};
use support::{Db, Player, Server, rules_after, seen_move as seen, send_and_see, start_game};

/// The `index`th legal move after `moves` (Amazons 6×6).
fn legal(moves: &[String], index: usize) -> String {
    rules_after("amazons", 6, moves).legal_moves()[index].clone()
}

fn plan(game: &GameId, lines: &[&[&String]]) -> ClientMessage {
    ClientMessage::Conditional {
        game: game.clone(),
        plan: lines
            .iter()
            .map(|l| l.iter().map(|m| m.as_str()).collect::<Vec<_>>().join(" "))
            .collect(),
    }
}

/// The next plan `player` is told of: its ply and lines.
async fn told_plan(player: &mut Player) -> (u32, Vec<Vec<String>>) {
    match player
        .until(|m| matches!(m, ServerMessage::Conditional { .. }))
        .await
    {
        ServerMessage::Conditional { ply, plan, .. } => (
            ply,
            plan.iter()
                .map(|l| l.split(' ').map(str::to_owned).collect())
                .collect(),
        ),
        _ => unreachable!(),
    }
}

async fn conditional(db: Db) {
    let server = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let mut ada = server.visitor().await;
    let mut bo = server.visitor().await;
    let mut eve = server.visitor().await;
    let id = start_game(&mut ada, &mut bo, "amazons", 6, "3d", false).await;

    // Bo (Black) plans while Ada is to move: two branches, the first two moves deep.
    let (x1, x2) = (legal(&[], 0), legal(&[], 1));
    let y1 = legal(std::slice::from_ref(&x1), 0);
    let y2 = legal(std::slice::from_ref(&x2), 0);
    let z = legal(&[x1.clone(), y1.clone()], 0);
    let w = legal(&[x1.clone(), y1.clone(), z.clone()], 0);
    bo.send(&plan(&id, &[&[&x1, &y1, &z, &w], &[&x2, &y2]]))
        .await;
    assert_eq!(
        told_plan(&mut bo).await,
        (
            0,
            vec![
                vec![x1.clone(), y1.clone(), z.clone(), w.clone()],
                vec![x2.clone(), y2.clone()]
            ]
        )
    );

    // Refused, nothing changed: an illegal move, a line answering nothing, Ada's own turn,
    // someone who does not play.
    let bogus = "a1-a1/a1".to_owned();
    for bad in [plan(&id, &[&[&x1, &bogus]]), plan(&id, &[&[&x1]])] {
        bo.send(&bad).await;
        assert_eq!(bo.refusal().await, Refusal::IllegalMove);
    }
    ada.send(&plan(&id, &[&[&y1, &z]])).await;
    assert_eq!(ada.refusal().await, Refusal::NotNow);
    eve.send(&plan(&id, &[&[&x1, &y1]])).await;
    assert_eq!(eve.refusal().await, Refusal::NotYourGame);
    bo.send(&ClientMessage::ConditionalOf { game: id.clone() })
        .await;
    assert_eq!(told_plan(&mut bo).await.1.len(), 2);
    eve.send(&ClientMessage::ConditionalOf { game: id.clone() })
        .await;
    assert_eq!(eve.refusal().await, Refusal::NotYourGame);
    // Ada reads her own plan (none), never Bo's.
    ada.send(&ClientMessage::ConditionalOf { game: id.clone() })
        .await;
    assert_eq!(told_plan(&mut ada).await, (0, vec![]));

    // Ada plays into the first branch: Bo's answer comes at once, then the deeper one.
    send_and_see(&mut ada, &mut [&mut bo], &id, 0, &x1).await;
    assert_eq!(seen(&mut ada, 1).await, y1);
    assert_eq!(seen(&mut bo, 1).await, y1);
    assert_eq!(
        told_plan(&mut bo).await,
        (2, vec![vec![z.clone(), w.clone()]])
    );
    send_and_see(&mut ada, &mut [&mut bo], &id, 2, &z).await;
    assert_eq!(seen(&mut ada, 3).await, w);
    assert_eq!(seen(&mut bo, 3).await, w);
    assert_eq!(told_plan(&mut bo).await, (4, vec![]));

    // Not matched: Ada plays something else, the plan is dropped and Bo is to move.
    let moves = vec![x1.clone(), y1.clone(), z.clone(), w.clone()];
    let (a, c) = (legal(&moves, 0), legal(&moves, 1));
    let b = legal(&[moves.clone(), vec![a.clone()]].concat(), 0);
    bo.send(&plan(&id, &[&[&a, &b]])).await;
    assert_eq!(told_plan(&mut bo).await.0, 4);
    send_and_see(&mut ada, &mut [&mut bo], &id, 4, &c).await;
    assert_eq!(told_plan(&mut bo).await, (5, vec![]));
    bo.send(&ClientMessage::Watch { game: id.clone() }).await;
    let view = bo.game_until(|g| g.id == id).await;
    assert_eq!(view.moves.len(), 5);
    assert_eq!(view.moves.last(), Some(&c), "no answer was played");
    // A live game has no plans.
    let live = start_game(&mut eve, &mut ada, "amazons", 6, "5+3", false).await;
    ada.send(&plan(&live, &[&[&x1, &y1]])).await;
    assert_eq!(ada.refusal().await, Refusal::NotNow);

    // A planned answer that ends the game: Bo wins on it.
    let mut rng = rand_pcg::Pcg64::seed_from_u64(7);
    'seeds: loop {
        let mut ada = server.visitor().await;
        let mut bo = server.visitor().await;
        let id = start_game(&mut ada, &mut bo, "amazons", 6, "1d", false).await;
        let mut moves: Vec<String> = Vec::new();
        loop {
            let rules = rules_after("amazons", 6, &moves);
            if rules.outcome().is_some() {
                continue 'seeds; // ended before a plan could end it: another game
            }
            if moves.len().is_multiple_of(2) && rules.legal_moves().len() <= 12 {
                // Ada to move, near the end: is there a move of hers that Bo can answer with
                // the last move?
                for x in rules.legal_moves() {
                    let after: Vec<String> = [moves.clone(), vec![x.clone()]].concat();
                    let answers = rules_after("amazons", 6, &after);
                    if answers.outcome().is_some() {
                        continue;
                    }
                    for y in answers.legal_moves() {
                        let mut end = rules_after("amazons", 6, &after);
                        end.play_move(&y).unwrap();
                        if end.outcome().is_some() {
                            bo.send(&plan(&id, &[&[&x, &y]])).await;
                            told_plan(&mut bo).await;
                            let ply = u32::try_from(moves.len()).unwrap();
                            send_and_see(&mut ada, &mut [&mut bo], &id, ply, &x).await;
                            let end = ada
                                .game_until(|g| {
                                    g.id == id && matches!(g.status, GameStatus::Ended { .. })
                                })
                                .await;
                            assert_eq!(end.moves.last(), Some(&y));
                            let GameStatus::Ended { winner, .. } = end.status else {
                                unreachable!()
                            };
                            assert_eq!(winner, Some(skillgames_online::Colour::Black));
                            return;
                        }
                    }
                }
            }
            let mv = rules.legal_moves().choose(&mut rng).unwrap().clone();
            let ply = u32::try_from(moves.len()).unwrap();
            let (mover, other) = if moves.len().is_multiple_of(2) {
                (&mut ada, &mut bo)
            } else {
                (&mut bo, &mut ada)
            };
            send_and_see(mover, &mut [other], &id, ply, &mv).await;
            moves.push(mv);
        }
    }
}

on_both_stores!(conditional_sqlite, conditional_postgres, conditional);
