//! Who created a game, and which side they play: a game sent to the page names its creator
//! (who has no seat yet while a colour drawn by lot waits for an opponent), and a creator
//! who asks for a side of the board gets it in every game of the catalogue, whichever side
//! the game lets move first.

mod support;

use skillgames_catalogue::CATALOGUE;
use skillgames_core::Player as Side;
use skillgames_online::VariantId;
use skillgames_online::{
    ClientMessage, Colour, ColourChoice, GameId, GameStatus, ServerMessage, TimeControl,
};
use support::{Player, Server, rules_after};

const LIVE: TimeControl = TimeControl::Live {
    minutes: 5,
    increment: 3,
};

/// `creator` opens a game of `game` on `size` with `colour`: its id.
async fn create(
    creator: &mut Player,
    game: &str,
    size: u8,
    colour: ColourChoice,
    private: bool,
) -> GameId {
    creator
        .send(&ClientMessage::Create {
            variant: VariantId::new(game, size),
            time: LIVE,
            rated: false,
            colour,
            private,
        })
        .await;
    match creator
        .until(|m| {
            matches!(
                m,
                ServerMessage::Created { .. } | ServerMessage::Refused { .. }
            )
        })
        .await
    {
        ServerMessage::Created { game } => game,
        other => panic!("not created: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_game_by_lot_names_its_creator() {
    let server = Server::start("creator").await;
    let mut ada = server.visitor().await;
    let mut bo = server.visitor().await;
    let id = create(&mut ada, "amazons", 6, ColourChoice::Random, true).await;
    ada.send(&ClientMessage::Watch { game: id.clone() }).await;
    let open = ada.game_until(|g| g.id == id).await;
    assert_eq!(open.status, GameStatus::Open);
    assert!(
        open.white.is_none() && open.black.is_none(),
        "no seat before the lot"
    );
    assert_eq!(open.creator.as_deref(), Some(ada.name.as_str()));
    assert_eq!(
        open.watchers, 0,
        "the creator is no spectator of their own game"
    );
    let mut eve = server.visitor().await;
    eve.send(&ClientMessage::Watch { game: id.clone() }).await;
    ada.game_until(|g| g.id == id && g.watchers == 1).await;
    eve.send(&ClientMessage::Unwatch { game: id.clone() }).await;
    ada.game_until(|g| g.id == id && g.watchers == 0).await;
    // Seated by lot once someone joins: still the creator.
    bo.send(&ClientMessage::Join { game: id.clone() }).await;
    let playing = ada
        .game_until(|g| g.id == id && g.status == GameStatus::Playing)
        .await;
    assert_eq!(playing.creator.as_deref(), Some(ada.name.as_str()));
    let seated =
        [&playing.white, &playing.black].map(|side| side.as_ref().map(|s| s.player.name.clone()));
    assert!(seated.contains(&Some(ada.name.clone())), "{seated:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_creator_plays_the_side_they_chose_in_every_game() {
    let server = Server::start("chosen-side").await;
    let mut ada = server.visitor().await;
    let mut bo = server.visitor().await;
    for info in CATALOGUE.games() {
        let size = info.boards[0].size;
        // The side the rules let move first is the protocol's first seat.
        let starts = rules_after(info.name, size, &[]).turn();
        assert_eq!(Colour::to_move(0).side(info.first), starts, "{}", info.name);
        for side in Side::ALL {
            let choice = ColourChoice::of_side(Some(side), info.first);
            let id = create(&mut ada, info.name, size, choice, true).await;
            bo.send(&ClientMessage::Join { game: id.clone() }).await;
            ada.send(&ClientMessage::Watch { game: id.clone() }).await;
            let view = ada
                .game_until(|g| g.id == id && g.status == GameStatus::Playing)
                .await;
            let seat = Colour::of_side(side, info.first);
            let holder = match seat {
                Colour::White => &view.white,
                Colour::Black => &view.black,
            };
            assert_eq!(
                holder.as_ref().map(|s| s.player.name.as_str()),
                Some(ada.name.as_str()),
                "{}: asked for {side:?}",
                info.name
            );
            // Whoever asked for the side that starts is the one to move.
            assert_eq!(Colour::to_move(0) == seat, side == starts, "{}", info.name);
            ada.send(&ClientMessage::Abort { game: id.clone() }).await;
            ada.game_until(|g| g.id == id && g.status == GameStatus::Aborted)
                .await;
            ada.send(&ClientMessage::Unwatch { game: id }).await;
        }
    }
}
