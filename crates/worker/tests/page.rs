//! The page's controller with the real worker's search behind it, natively.

use skillgames_catalogue::CATALOGUE;
use skillgames_core::Coord;
use skillgames_page::controller::{Controller, Overlay};
use skillgames_page::settings::{Opponent, Settings};
use skillgames_page::storage::{AppStorage, MemoryStore};
use skillgames_worker::Brain;

fn c(name: &str) -> Coord {
    let file = name.as_bytes()[0] - b'a';
    let rank: u8 = name[1..].parse().unwrap();
    Coord::new(file, rank - 1)
}

#[test]
fn a_finished_game_is_analysed_from_the_end_screen_and_kept_as_the_last_game() {
    let storage = AppStorage::new(Box::new(MemoryStore::default()));
    let info = CATALOGUE.find("loa").unwrap();
    let (mut page, _) = Controller::new(info, &storage, true, 1);
    let settings = Settings {
        opponent: Opponent::Friend,
        ..Settings::default_for(info)
    };
    page.start(
        settings,
        Some("8/8/8/8/8/4B3/2B5/W6W b 0 0".into()),
        &storage,
    );
    for square in ["e3", "d3"] {
        page.tap(c(square), 0.0, &storage);
    }
    page.show_end();
    assert!(page.can_analyse(), "from the end screen");
    let request = page.analyse(&storage).think.unwrap();
    assert_eq!(page.overlay(), Overlay::None, "the game is shown meanwhile");
    // The real worker's search: the final position is judged by its result.
    let reply = Brain::default().think(&request);
    assert!(skillgames_play::is_decisive(reply.score), "a winning move");
    assert!(page.reply(reply, 0.0, &storage).think.is_none(), "done");
    let analysis = page.game().unwrap().analysis().unwrap().clone();
    assert_eq!(analysis.get(1).unwrap().white, -skillgames_play::WIN);
    assert!(storage.load_game("loa").is_none(), "no game in progress");
    let (mut later, _) = Controller::new(info, &storage, false, 2);
    assert!(later.game().is_none() && later.has_last_game(&storage));
    later.open_last_game(&storage);
    assert_eq!(later.reviewing(), Some(0));
    assert_eq!(later.game().unwrap().analysis(), Some(&analysis));
    assert!(!later.can_analyse(), "nothing left to analyse");
}
