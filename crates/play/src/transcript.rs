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
//! use skillgames_play::Catalogue;
//! use skillgames_play::transcript::{read, write, ReadError, Side};
//!
//! static GAMES: Catalogue = Catalogue::new(&[&skillgames_amazons::GAME]);
//! let games = &GAMES;
//! let amazons = games.find("amazons").unwrap();
//! let game = read("Game: Amazons\nBoard: 6\n\n1. b1-b4/b1 b6-c5/c2", amazons, games).unwrap();
//! assert_eq!(game.moves, ["b1-b4/b1", "b6-c5/c2"]);
//! assert_eq!(game.white, Side::Person);
//! assert!(write(&game).ends_with("\n1. b1-b4/b1 b6-c5/c2\n"));
//! let bad = read("Game: Amazons\nBoard: 6\n\n1. b1-b4/b1 b1-b2/b3", amazons, games);
//! assert!(matches!(bad, Err(ReadError::IllegalMove { line: 4, number: 1, .. })));
//! ```

use crate::{Catalogue, GameInfo, Level, Sides, Variant};
use skillgames_core::{ParseFenError, Player};

/// How the computer's side is written: "Computer (Normal)".
const COMPUTER: &str = "Computer";
/// How a person's side is written.
const PERSON: &str = "Player";

/// The longest text read as a record: a game of every move a board allows is far shorter.
/// Longer ones are refused before anything is read.
pub const MAX_RECORD_LEN: usize = 64 * 1024;

/// How much of a player's text an error message repeats.
const ECHOED: usize = 24;

/// Who played one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// A person.
    Person,
    /// The computer, at a level of the game's.
    Computer(&'static Level),
}

/// A game as a record holds it: checked by the rules when read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transcript {
    /// The game and board.
    pub variant: Variant,
    /// The starting position, when not the usual one.
    pub start: Option<String>,
    /// Every move, as the rules write it.
    pub moves: Vec<String>,
    /// Who played White.
    pub white: Side,
    /// Who played Black.
    pub black: Side,
    /// The date the game was played, as written.
    pub date: Option<String>,
}

impl Transcript {
    /// The computer's level, if it played a side.
    #[must_use]
    pub fn computer(&self) -> Option<&'static Level> {
        [self.white, self.black]
            .into_iter()
            .find_map(|side| match side {
                Side::Computer(level) => Some(level),
                Side::Person => None,
            })
    }
}

/// At most [`ECHOED`] characters of `text`, with "…" where it was cut.
fn echo(text: &str) -> String {
    let mut chars = text.chars();
    let shown: String = chars.by_ref().take(ECHOED).collect();
    if chars.next().is_some() {
        format!("{shown}…")
    } else {
        shown
    }
}

/// Why a text is not a game record, naming the first thing wrong (lines count from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// Nothing but blanks.
    #[error("There is nothing to read: paste a game record or a position.")]
    Empty,
    /// Far longer than any game.
    #[error("This text is too long to be a game record.")]
    TooLong,
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

/// The record of `game` as text. Its result is worked out by replaying the moves, which are
/// expected to be legal (as a read or played game's are): from the first that is not, the
/// result is "Unfinished".
#[must_use]
pub fn write(game: &Transcript) -> String {
    let info = game.variant.game();
    let size = game.variant.size();
    let mut text = format!("Game: {}\nBoard: {size} × {size}\n", info.title);
    for (player, side) in [(Player::White, game.white), (Player::Black, game.black)] {
        let who = match side {
            Side::Computer(level) => format!("{COMPUTER} ({})", level.label),
            Side::Person => PERSON.to_owned(),
        };
        text.push_str(&format!("{}: {who}\n", colour(player)));
    }
    let mut rules = game.variant.rules(game.start.as_deref()).ok();
    let first = rules.as_ref().map_or(info.first, |r| r.turn());
    for mv in &game.moves {
        if rules.as_mut().is_some_and(|r| r.play_move(mv).is_err()) {
            rules = None;
        }
    }
    let result = match rules.as_ref().and_then(|r| r.outcome()) {
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
    if let Some(date) = &game.date {
        text.push_str(&format!("Date: {date}\n"));
    }
    if let Some(start) = &game.start {
        text.push_str(&format!("Position: {start}\n"));
    }
    text.push('\n');
    // A game set up with the second player to move starts its list at "1. …".
    let offset = usize::from(first != info.first);
    let mut line = String::new();
    for (index, mv) in game.moves.iter().enumerate() {
        let player = if index % 2 == 0 {
            first
        } else {
            first.opponent()
        };
        let number = (index + offset) / 2 + 1;
        if player == info.first || index == 0 {
            if !line.is_empty() {
                text.push_str(line.trim_end());
                text.push('\n');
                line.clear();
            }
            line.push_str(&format!("{number}."));
            if player != info.first {
                line.push_str(" …");
            }
        }
        line.push(' ');
        line.push_str(mv);
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

/// Who played a side, from its `White:` or `Black:` value: the computer at a level of the
/// game's (its label or name, in any case; the default level if it names none known), or a
/// person.
fn side(value: Option<&str>, info: &'static GameInfo) -> Side {
    let Some(rest) = value.and_then(|v| v.strip_prefix(COMPUTER)) else {
        return Side::Person;
    };
    let wanted = rest
        .trim()
        .trim_start_matches('(')
        .trim_end_matches(')')
        .trim();
    let level = info
        .levels
        .iter()
        .find(|l| l.label.eq_ignore_ascii_case(wanted) || l.name.eq_ignore_ascii_case(wanted))
        .or_else(|| info.level(info.default_level))
        .unwrap_or_else(|| info.top_level());
    Side::Computer(level)
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

/// Reads a game record (or a bare position) of `info`'s game; `games` names the other games
/// a record might be of.
///
/// # Errors
/// The first thing wrong, with its line.
pub fn read(
    text: &str,
    info: &'static GameInfo,
    games: &Catalogue,
) -> Result<Transcript, ReadError> {
    if text.len() > MAX_RECORD_LEN {
        return Err(ReadError::TooLong);
    }
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
                let game = find_game(value, games).ok_or_else(|| ReadError::UnknownGame {
                    line: number,
                    name: echo(value),
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
                    board: echo(value),
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
    let (white, black) = (side(white, info), side(black, info));
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
                    text: echo(word),
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
                        text: echo(word),
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
        white,
        black,
        date,
    })
}

/// Reads a game record (or a bare position) of any game of `games`: the game its `Game:` line
/// names, or for a position alone, the first game whose board it fits.
///
/// # Errors
/// The first thing wrong, with its line (for a position that fits no game, as the first game
/// would read it).
pub fn read_any(text: &str, games: &Catalogue) -> Result<Transcript, ReadError> {
    if text.len() > MAX_RECORD_LEN {
        return Err(ReadError::TooLong);
    }
    let named = text
        .lines()
        .filter_map(header)
        .find(|(name, _)| name == "game")
        .map(|(_, value)| value.to_owned());
    if let Some(value) = named {
        let line = text
            .lines()
            .position(|l| header(l).is_some_and(|(name, _)| name == "game"))
            .map_or(1, |index| index + 1);
        let info = find_game(&value, games).ok_or_else(|| ReadError::UnknownGame {
            line,
            name: echo(&value),
        })?;
        return read(text, info, games);
    }
    let mut first_error = None;
    for &info in games.games() {
        match read(text, info, games) {
            Ok(game) => return Ok(game),
            Err(err) => {
                first_error.get_or_insert(err);
            }
        }
    }
    Err(first_error.unwrap_or(ReadError::Empty))
}

/// Whether `line` starts with a numbered move ("1. b1-b4/b1").
fn starts_moves(line: &str) -> bool {
    line.split_whitespace()
        .next()
        .is_some_and(|word| without_number(word) != word)
}

/// The game a `Game:` value names: its title or its short name, in any case.
fn find_game(value: &str, games: &Catalogue) -> Option<&'static GameInfo> {
    games
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
                    white: Side::Person,
                    black: Side::Person,
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
            text: echo(text),
        },
    })
}
