//! Game records as text, to copy out of the app and paste back in: a few `Name: value`
//! lines (game, board, who played, result, date, the start if it was not the usual one),
//! a blank line, then the numbered moves in the game's notation. Reading checks every move
//! with the rules and names the first thing wrong; a position text alone (the README's) is
//! read as a game that starts there.
//!
//! ```text
//! Game: Amazons
//! Board: 6 × 6
//! White: Player
//! Black: Computer (Normal)
//! Result: Unfinished
//! Date: 2026-12-01
//!
//! 1. b1-b4/b1 b6-c5/c2
//! 2. a3-b2/a3
//! ```
//!
//! ```
//! use skillgames_catalogue::CATALOGUE;
//! use skillgames_web::transcript::{read, ReadError};
//!
//! let amazons = CATALOGUE.find("amazons").unwrap();
//! let game = read("Game: Amazons\nBoard: 6\n\n1. b1-b4/b1 b6-c5/c2", amazons).unwrap();
//! assert_eq!(game.moves, ["b1-b4/b1", "b6-c5/c2"]);
//! let bad = read("Game: Amazons\nBoard: 6\n\n1. b1-b4/b1 b1-b2/b3", amazons);
//! assert!(matches!(bad, Err(ReadError::IllegalMove { line: 4, number: 1, .. })));
//! ```

use crate::settings::Opponent;
use crate::state::GameState;
use skillgames_catalogue::CATALOGUE;
use skillgames_core::{ParseFenError, Player};
use skillgames_search::{GameInfo, Sides, Variant};

/// How the computer's side is written: "Computer (Normal)".
const COMPUTER: &str = "Computer";
/// How a person's side is written.
const PERSON: &str = "Player";

/// A game read from text, checked by the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transcript {
    /// The game and board.
    pub variant: Variant,
    /// The starting position, when not the usual one.
    pub start: Option<String>,
    /// Every move, as the rules write it.
    pub moves: Vec<String>,
    /// Who played: the computer (at `level`) or two people.
    pub opponent: Opponent,
    /// The computer's level, when it played.
    pub level: Option<String>,
    /// The date the game was played, as written.
    pub date: Option<String>,
}

/// Why a text is not a game record, naming the first thing wrong (lines count from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// Nothing but blanks.
    #[error("There is nothing to read: paste a game record or a position.")]
    Empty,
    /// The game named is not one of the site's.
    #[error("Line {line}: “{name}” is not a game played here.")]
    UnknownGame {
        /// The line.
        line: usize,
        /// What it said.
        name: String,
    },
    /// A record of another game than the page's.
    #[error("Line {line}: this is a game of {found}; open it from the {found} page.")]
    OtherGame {
        /// The line.
        line: usize,
        /// The game it records.
        found: &'static str,
    },
    /// A board the game is not played on.
    #[error("Line {line}: {game} is not played on a board of “{board}”.")]
    UnknownBoard {
        /// The line.
        line: usize,
        /// The game.
        game: &'static str,
        /// What it said.
        board: String,
    },
    /// The starting position is not a possible one.
    #[error("Line {line}: the starting position cannot be played.")]
    BadPosition {
        /// The line.
        line: usize,
        /// Why.
        reason: ParseFenError,
    },
    /// A move that is not legal (or not a move) where it stands.
    #[error("Line {line}: move {number} for {side}, “{text}”, is not a legal move there.")]
    IllegalMove {
        /// The line.
        line: usize,
        /// Its number in the record.
        number: usize,
        /// Whose move it was.
        side: &'static str,
        /// What it said.
        text: String,
    },
    /// A move after the game was over.
    #[error("Line {line}: the game was already over before “{text}”.")]
    AfterEnd {
        /// The line.
        line: usize,
        /// The move.
        text: String,
    },
    /// Text that is neither a position nor a record.
    #[error("Line {line}: “{text}” is neither a game record nor a position.")]
    Unreadable {
        /// The line.
        line: usize,
        /// What it said.
        text: String,
    },
}

fn colour(player: Player) -> &'static str {
    if player == Player::White {
        "White"
    } else {
        "Black"
    }
}

/// The record of `game` as text; `date` as the game's record keeps it.
#[must_use]
pub fn write(game: &GameState) -> String {
    let info = game.info();
    let settings = game.settings();
    let size = game.variant().size();
    let mut text = format!("Game: {}\nBoard: {size} × {size}\n", info.title);
    for player in [Player::White, Player::Black] {
        let who = match settings.opponent {
            Opponent::Computer if player != game.human() => {
                let level = info
                    .level(&settings.level)
                    .map_or(settings.level.as_str(), |l| l.label);
                format!("{COMPUTER} ({level})")
            }
            _ => PERSON.to_owned(),
        };
        text.push_str(&format!("{}: {who}\n", colour(player)));
    }
    let result = match game.outcome() {
        Some(ending) => {
            let who = match ending.winner {
                Some(winner) => format!("{} won", colour(winner)),
                None => "Draw".to_owned(),
            };
            format!("{who}. {}", ending.describe(&Sides::FRIENDS))
        }
        None => "Unfinished".to_owned(),
    };
    text.push_str(&format!("Result: {result}\n"));
    if let Some(date) = game.date() {
        text.push_str(&format!("Date: {date}\n"));
    }
    if let Some(start) = game.start() {
        text.push_str(&format!("Position: {start}\n"));
    }
    text.push('\n');
    let mut line = String::new();
    for entry in game.move_list() {
        let starts_row = entry.player == info.first || entry.ply == 1;
        if starts_row {
            if !line.is_empty() {
                text.push_str(line.trim_end());
                text.push('\n');
                line.clear();
            }
            line.push_str(&format!("{}.", entry.number));
            if entry.player != info.first {
                line.push_str(" …");
            }
        }
        line.push(' ');
        line.push_str(&entry.text);
    }
    if !line.is_empty() {
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// A `Name: value` line, if it is one.
fn header(line: &str) -> Option<(String, &str)> {
    let (name, value) = line.split_once(':')?;
    let name = name.trim();
    let named = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphabetic() || c == ' ');
    named.then(|| (name.to_ascii_lowercase(), value.trim()))
}

/// The board size a `Board:` value names ("8", "8x8", "8 × 8 Classic").
fn board_size(value: &str) -> Option<u8> {
    let digits: String = value.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Who played, from the `White:` and `Black:` values.
fn players(
    white: Option<&str>,
    black: Option<&str>,
    info: &GameInfo,
) -> (Opponent, Option<String>) {
    for value in [white, black].into_iter().flatten() {
        if let Some(rest) = value.strip_prefix(COMPUTER) {
            let wanted = rest
                .trim()
                .trim_start_matches('(')
                .trim_end_matches(')')
                .trim();
            let level = info.levels.iter().find(|l| {
                l.label.eq_ignore_ascii_case(wanted) || l.name.eq_ignore_ascii_case(wanted)
            });
            return (Opponent::Computer, level.map(|l| l.name.to_owned()));
        }
    }
    (Opponent::Friend, None)
}

/// Strips a move number ("12.", "12...", "…") from the front of a word.
fn without_number(word: &str) -> &str {
    let rest = word.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() < word.len() && rest.starts_with('.') {
        rest.trim_start_matches('.')
    } else {
        word
    }
    .trim_start_matches('…')
}

/// Reads a game record (or a bare position) of `info`'s game.
///
/// # Errors
/// The first thing wrong, with its line.
pub fn read(text: &str, info: &'static GameInfo) -> Result<Transcript, ReadError> {
    let lines: Vec<&str> = text.lines().collect();
    let first = lines
        .iter()
        .position(|l| !l.trim().is_empty())
        .ok_or(ReadError::Empty)?;
    if header(lines[first]).is_none() && !starts_moves(lines[first]) {
        return read_position(lines[first].trim(), first + 1, info);
    }
    let mut size = None;
    let (mut white, mut black, mut date, mut start) = (None, None, None, None);
    let mut body = lines.len();
    for (index, line) in lines.iter().enumerate().skip(first) {
        let number = index + 1;
        if line.trim().is_empty() {
            continue;
        }
        let Some((name, value)) = header(line) else {
            body = index;
            break;
        };
        match name.as_str() {
            "game" => {
                let game = find_game(value).ok_or_else(|| ReadError::UnknownGame {
                    line: number,
                    name: value.to_owned(),
                })?;
                if game.name != info.name {
                    return Err(ReadError::OtherGame {
                        line: number,
                        found: game.title,
                    });
                }
            }
            "board" => {
                let variant = board_size(value).and_then(|n| info.variant(n).ok());
                size = Some(variant.ok_or_else(|| ReadError::UnknownBoard {
                    line: number,
                    game: info.title,
                    board: value.to_owned(),
                })?);
            }
            "white" => white = Some(value),
            "black" => black = Some(value),
            "date" => date = Some(value.to_owned()),
            "position" => start = Some((number, value.to_owned())),
            _ => {} // Other headers (an event, a site) are kept out, not refused.
        }
    }
    let variant = match size {
        Some(variant) => variant,
        None => default_variant(info),
    };
    let (opponent, level) = players(white, black, info);
    let mut session = variant
        .rules(start.as_ref().map(|(_, fen)| fen.as_str()))
        .map_err(|reason| ReadError::BadPosition {
            line: start.as_ref().map_or(first + 1, |(line, _)| *line),
            reason,
        })?;
    let mut moves = Vec::new();
    let mut number = 1;
    for (index, line) in lines.iter().enumerate().skip(body) {
        for word in line.split_whitespace() {
            let word = without_number(word);
            if word.is_empty() {
                continue;
            }
            if session.outcome().is_some() {
                return Err(ReadError::AfterEnd {
                    line: index + 1,
                    text: word.to_owned(),
                });
            }
            let mover = session.turn();
            match session.play_move(word) {
                Ok(played) => moves.push(played.mv.text),
                Err(_) => {
                    return Err(ReadError::IllegalMove {
                        line: index + 1,
                        number,
                        side: colour(mover),
                        text: word.to_owned(),
                    });
                }
            }
            if session.turn() == info.first {
                number += 1;
            }
        }
    }
    Ok(Transcript {
        variant,
        start: start.map(|(_, fen)| fen),
        moves,
        opponent,
        level,
        date,
    })
}

/// Whether `line` starts with a numbered move ("1. b1-b4/b1").
fn starts_moves(line: &str) -> bool {
    line.split_whitespace()
        .next()
        .is_some_and(|word| without_number(word) != word)
}

/// The game a `Game:` value names: its title or its short name, in any case.
fn find_game(value: &str) -> Option<&'static GameInfo> {
    CATALOGUE
        .games()
        .iter()
        .copied()
        .find(|g| g.title.eq_ignore_ascii_case(value) || g.name.eq_ignore_ascii_case(value))
}

/// The game's usual board.
fn default_variant(info: &'static GameInfo) -> Variant {
    info.boards
        .iter()
        .find_map(|b| info.variant(b.size).ok())
        .expect("every game has a board")
}

/// A position text alone: a game that starts there, on whichever of the game's boards it fits.
fn read_position(
    text: &str,
    line: usize,
    info: &'static GameInfo,
) -> Result<Transcript, ReadError> {
    let mut reason = None;
    for board in info.boards {
        let Ok(variant) = info.variant(board.size) else {
            continue;
        };
        match variant.rules(Some(text)) {
            Ok(_) => {
                return Ok(Transcript {
                    variant,
                    start: Some(text.to_owned()),
                    moves: Vec::new(),
                    opponent: Opponent::Friend,
                    level: None,
                    date: None,
                });
            }
            Err(ParseFenError::Impossible(error)) => {
                reason = Some(ParseFenError::Impossible(error));
            }
            Err(_) => {}
        }
    }
    Err(match reason {
        Some(reason) => ReadError::BadPosition { line, reason },
        None => ReadError::Unreadable {
            line,
            text: text.chars().take(40).collect(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Settings;

    fn info(name: &str) -> &'static GameInfo {
        CATALOGUE.find(name).unwrap()
    }

    fn played(name: &str, opponent: Opponent, start: Option<&str>, moves: &[&str]) -> GameState {
        let info = info(name);
        let settings = Settings {
            opponent,
            ..Settings::default_for(info)
        };
        let variant = info.variant(settings.size).unwrap();
        let mut game = GameState::new(variant, settings, start.map(str::to_owned))
            .unwrap()
            .dated(Some("2026-12-01".into()));
        for mv in moves {
            game.apply(mv).unwrap();
        }
        game
    }

    #[test]
    fn a_record_reads_back_as_the_same_game_in_every_game() {
        for (name, moves) in [
            ("archimedes", &["c2-d3", "d5-c4", "b3-c3"][..]),
            ("amazons", &["b1-b4/b1", "a5-a3/c1", "b4-c5/c4"][..]),
            ("loa", &["b1-b3", "a2-c2", "c1xa3"][..]),
        ] {
            let game = played(name, Opponent::Computer, None, moves);
            let text = write(&game);
            let back = read(&text, info(name)).unwrap();
            assert_eq!(back.moves, moves, "{text}");
            assert_eq!(back.variant, game.variant());
            assert_eq!(back.opponent, Opponent::Computer);
            assert_eq!(back.level.as_deref(), Some(game.settings().level.as_str()));
            assert_eq!(back.date.as_deref(), Some("2026-12-01"));
            assert_eq!(back.start, None);
        }
    }

    #[test]
    fn the_text_says_who_played_and_how_it_ended() {
        let game = played(
            "loa",
            Opponent::Friend,
            Some("8/8/8/8/8/4B3/2B5/W6W b 0 0"),
            &["e3-d3"],
        );
        let text = write(&game);
        assert!(
            text.starts_with("Game: Lines of Action\nBoard: 8 × 8\nWhite: Player\nBlack: Player\n"),
            "{text}"
        );
        assert!(text.contains("Result: Black won. "), "{text}");
        assert!(
            text.contains("Position: 8/8/8/8/8/4B3/2B5/W6W b 0 0\n"),
            "{text}"
        );
        assert!(text.ends_with("\n1. e3-d3\n"), "{text}");
        let back = read(&text, info("loa")).unwrap();
        assert_eq!(back.start.as_deref(), Some("8/8/8/8/8/4B3/2B5/W6W b 0 0"));
        assert_eq!(back.opponent, Opponent::Friend);
        // Numbers and any spacing are optional; captures may be written with a dash.
        let loose = read("game: loa\n\nb1-b3   a2-c2\n2. c1-a3", info("loa")).unwrap();
        assert_eq!(loose.moves, ["b1-b3", "a2-c2", "c1xa3"]);
    }

    #[test]
    fn a_position_alone_is_a_game_that_starts_there() {
        let game = read("  4BB/5B/W1B3/6/6/W1W1W1 w 0 0 \n", info("archimedes")).unwrap();
        assert_eq!(game.variant.size(), 6);
        assert_eq!(game.start.as_deref(), Some("4BB/5B/W1B3/6/6/W1W1W1 w 0 0"));
        assert!(game.moves.is_empty());
    }

    #[test]
    fn errors_name_the_line_and_the_first_thing_wrong() {
        let amazons = info("amazons");
        assert_eq!(read(" \n\n", amazons), Err(ReadError::Empty));
        assert!(matches!(
            read("Game: Chess\n", amazons),
            Err(ReadError::UnknownGame { line: 1, .. })
        ));
        assert!(matches!(
            read("Game: Lines of Action\n", amazons),
            Err(ReadError::OtherGame {
                line: 1,
                found: "Lines of Action"
            })
        ));
        assert!(matches!(
            read("Game: Amazons\nBoard: 7 × 7\n", amazons),
            Err(ReadError::UnknownBoard { line: 2, .. })
        ));
        assert!(matches!(
            read(
                "Game: Amazons\nBoard: 6\nPosition: 6/6/6/6/6/6 w 0 0\n",
                amazons
            ),
            Err(ReadError::BadPosition { line: 3, .. })
        ));
        let bad = read(
            "Game: Amazons\nBoard: 6\n\n1. b1-b4/b1 a5-a3/c1\n2. b4-b4/b1",
            amazons,
        );
        assert_eq!(
            bad,
            Err(ReadError::IllegalMove {
                line: 5,
                number: 2,
                side: "White",
                text: "b4-b4/b1".into()
            })
        );
        assert_eq!(
            bad.unwrap_err().to_string(),
            "Line 5: move 2 for White, “b4-b4/b1”, is not a legal move there."
        );
        let over = read(
            "Game: loa\nPosition: 8/8/8/8/8/4B3/2B5/W6W b 0 0\n\n1. e3-d3 a1-a2",
            info("loa"),
        );
        assert!(matches!(over, Err(ReadError::AfterEnd { line: 4, .. })));
        assert!(matches!(
            read("hello there", amazons),
            Err(ReadError::Unreadable { line: 1, .. })
        ));
    }
}
