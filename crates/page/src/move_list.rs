//! The move list in words and rows, apart from its view: what a screen reader says for a move
//! ("Move 3, White: c2-d3, sank 2 ships, blunder", as a catalogue's [`Message`] the view words
//! in the player's language) and the numbered rows of both sides' moves.

use crate::analysis::Mark;
use crate::state::MoveEntry;
use skillgames_core::Player;
use skillgames_i18n::Message;
use skillgames_play::{GameInfo, Name};

/// What a side removed, counted: "sank 2 ships" (`removed-<game>`, for a game whose catalogue
/// entry names its removals), else "took 1 piece" (`play-took` with `pieces-<game>`).
#[must_use]
pub fn removal_words(info: &GameInfo, count: u32) -> Message {
    match info.removals {
        Some(_) => Message::new(format!("removed-{}", info.name)).with("count", count),
        None => Message::new("play-took").with(
            "pieces",
            Message::new(format!("pieces-{}", info.name)).with("count", count),
        ),
    }
}

/// The screen reader's words for a move: "Move 3, White: c2-d3, sank 2 ships, blunder".
#[must_use]
pub fn move_words(info: &GameInfo, entry: &MoveEntry) -> Message {
    let removed = (entry.removed > 0).then(|| removal_words(info, u32::from(entry.removed)));
    let mark = entry.mark.map(Mark::message);
    let id = match (&removed, &mark) {
        (None, None) => "play-move-words",
        (Some(_), None) => "play-move-words-removed",
        (None, Some(_)) => "play-move-words-marked",
        (Some(_), Some(_)) => "play-move-words-removed-marked",
    };
    let side = Message::new(Name::Colour(entry.player).subject_id());
    let mut words = Message::new(id)
        .with("number", entry.number)
        .with("side", side)
        .with("move", entry.text.clone());
    if let Some(removed) = removed {
        words = words.with("removed", removed);
    }
    if let Some(mark) = mark {
        words = words.with("mark", mark);
    }
    words
}

/// One row of the list: a move number and the moves of both sides.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    /// The move number.
    pub number: usize,
    /// The first player's move and the second's.
    pub moves: [Option<MoveEntry>; 2],
}

/// Groups moves by number, White's first when White starts the row.
#[must_use]
pub fn rows(entries: &[MoveEntry], first: Player) -> Vec<Row> {
    let mut rows: Vec<Row> = Vec::new();
    for entry in entries {
        let column = usize::from(entry.player != first);
        match rows.last_mut() {
            Some(row) if row.number == entry.number && row.moves[column].is_none() => {
                row.moves[column] = Some(entry.clone());
            }
            _ => {
                let mut moves = [None, None];
                moves[column] = Some(entry.clone());
                rows.push(Row {
                    number: entry.number,
                    moves,
                });
            }
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_catalogue::CATALOGUE;

    fn entry(ply: usize, number: usize, player: Player) -> MoveEntry {
        MoveEntry {
            ply,
            number,
            player,
            text: format!("m{ply}"),
            removed: 0,
            mark: None,
        }
    }

    #[test]
    fn a_move_is_worded_with_what_it_removed_and_its_mark() {
        let english = skillgames_i18n::Catalogue::english();
        let archimedes = CATALOGUE.find("archimedes").unwrap();
        let loa = CATALOGUE.find("loa").unwrap();
        let mut sank = entry(5, 3, Player::White);
        sank.text = "c2-d3".into();
        sank.removed = 2;
        sank.mark = Some(Mark::Blunder);
        assert_eq!(
            english.say(&move_words(archimedes, &sank)),
            "Move 3, White: c2-d3, sank 2 ships, blunder"
        );
        sank.mark = None;
        assert_eq!(
            english.say(&move_words(archimedes, &sank)),
            "Move 3, White: c2-d3, sank 2 ships"
        );
        let mut took = entry(2, 1, Player::Black);
        took.removed = 1;
        assert_eq!(
            english.say(&move_words(loa, &took)),
            "Move 1, Black: m2, took 1 piece"
        );
        took.removed = 0;
        took.mark = Some(Mark::Inaccuracy);
        assert_eq!(
            english.say(&move_words(loa, &took)),
            "Move 1, Black: m2, inaccuracy"
        );
        took.mark = None;
        assert_eq!(english.say(&move_words(loa, &took)), "Move 1, Black: m2");
    }

    #[test]
    fn every_game_words_its_removals_as_its_catalogue_entry_does() {
        let english = skillgames_i18n::Catalogue::english();
        for game in CATALOGUE.games() {
            for count in [1, 3] {
                let expected = match game.removals {
                    Some(tally) => format!("{} {}", tally.verb, tally.noun.count(count)),
                    None => format!("took {}", game.piece.count(count)),
                };
                assert_eq!(
                    english.say(&removal_words(game, count)),
                    expected,
                    "{}",
                    game.name
                );
            }
        }
    }

    #[test]
    fn the_sides_are_named_as_their_subjects() {
        let english = skillgames_i18n::Catalogue::english();
        for name in [
            Name::You,
            Name::Computer,
            Name::Colour(Player::White),
            Name::Colour(Player::Black),
        ] {
            assert_eq!(english.text(name.subject_id()), name.subject(true));
        }
    }

    #[test]
    fn rows_pair_the_moves_of_both_sides() {
        let entries = [
            entry(1, 1, Player::White),
            entry(2, 1, Player::Black),
            entry(3, 2, Player::White),
        ];
        let rows = rows(&entries, Player::White);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1].moves[0].as_ref().unwrap().text, "m3");
        assert!(rows[1].moves[1].is_none());
        // A game set up with the second player to move starts with "1. … m1".
        let rows = super::rows(&[entry(1, 1, Player::Black)], Player::White);
        assert!(rows[0].moves[0].is_none());
    }
}
