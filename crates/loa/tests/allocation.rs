//! Playing moves the way search and perft do (`play_unchecked`) allocates nothing, captures
//! included: the event a capture reports is dropped, not collected into a vector.

use skillgames_core::{Game, Player, perft};
use skillgames_loa::Loa;

#[test]
fn captures_in_search_and_perft_do_not_allocate() {
    let start = Loa::start();
    let capture = start.parse_move("c1xa3").unwrap();
    let mut positions = vec![start.clone(); 100];
    let info = allocation_counter::measure(|| {
        for position in &mut positions {
            position.play_unchecked(capture);
        }
    });
    assert_eq!(info.count_total, 0, "playing a capture allocated");
    assert!(
        positions
            .iter()
            .all(|p| p.pieces(Player::White).count() == 11)
    );

    // Perft allocates a move list per ply, not a vector per capture.
    let mut count = 0;
    let info = allocation_counter::measure(|| count = perft(&start, 3));
    assert_eq!(count, 44_952);
    assert!(
        info.count_total < 50,
        "perft 3 allocated {} times",
        info.count_total
    );
}
