//! The move list in words and rows, apart from its view: what a screen reader says for a move
//! ("Move 3, White: c2-d3, sank 2 ships, blunder") and the numbered rows of both sides' moves.

use crate::state::MoveEntry;
use skillgames_core::Player;
use skillgames_play::GameInfo;

/// What a move removed, in words: "sank 2 ships", "took 1 piece".
fn removal_words(info: &GameInfo, count: u8) -> String {
    let count = u32::from(count);
    match info.removals {
        Some(tally) => format!("{} {}", tally.verb, tally.noun.count(count)),
        None => format!("took {}", info.piece.count(count)),
    }
}

/// The screen reader's words for a move: "Move 3, White: c2-d3, sank 2 ships".
#[must_use]
pub fn move_words(info: &GameInfo, entry: &MoveEntry) -> String {
    let side = if entry.player == Player::White {
        "White"
    } else {
        "Black"
    };
    let mut words = format!("Move {}, {side}: {}", entry.number, entry.text);
    if entry.removed > 0 {
        words.push_str(", ");
        words.push_str(&removal_words(info, entry.removed));
    }
    if let Some(mark) = entry.mark {
        words.push_str(", ");
        words.push_str(mark.words().0);
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
