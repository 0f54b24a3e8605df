//! How a game shows itself, game-neutrally: what a move removed and how it sounds, the score
//! line's numbers, and the sentence that says how a game ended. Each game implements
//! [`Present`] beside its catalogue entry; the app and the arena read only these types, so they
//! never look at a game's own events or end reasons.

use crate::catalogue::GameInfo;
use skillgames_core::{Coord, EndReason as _, Game, Outcome, Player};
use skillgames_i18n::Message;

/// What a game adds for the catalogue: its entry and the game-neutral view of its positions,
/// moves and endings.
pub trait Present: Game {
    /// The game's catalogue entry.
    fn info() -> &'static GameInfo;

    /// The number the score line shows for `player` (see [`GameInfo::score_label`]).
    fn score(&self, player: Player) -> u32;

    /// What playing `mv` caused, from the events it reported.
    fn effects(mv: Self::Move, events: &[Self::Event]) -> Effects;

    /// The sentence that says how the game ended (see [`fill`] for its placeholders).
    fn ending(outcome: Outcome<Self::EndReason>) -> String;

    /// The numbers the ending's sentence names, as (variable, value) for its message in the
    /// catalogues (see [`Ending::message`]): `("fleet", 3)` for "fell below three ships".
    fn ending_values(outcome: Outcome<Self::EndReason>) -> Vec<(&'static str, u32)>;
}

/// The sound of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A piece moved.
    Move,
    /// An arrow was shot.
    Shoot,
    /// A piece was captured by landing on it.
    Capture,
    /// Ships were sunk.
    Sink,
}

/// A piece a move removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removal {
    /// Where it stood.
    pub square: Coord,
    /// Whose it was.
    pub owner: Player,
    /// The wave it goes in: 0 with the move, 1 after the first wave was removed, ...
    pub wave: u8,
    /// The pieces whose lines of sight removed it, drawn as lines to it (empty for a capture).
    pub seen_from: Vec<Coord>,
}

/// What a move caused beyond moving its piece, for animation and sound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effects {
    /// How it sounds.
    pub cue: Cue,
    /// The pieces it removed.
    pub removals: Vec<Removal>,
    /// How many timed waves the removals are shown in, one after the other (0: at once, with
    /// the move).
    pub waves: u8,
}

impl Effects {
    /// A move that removed nothing, with `cue`.
    #[must_use]
    pub fn quiet(cue: Cue) -> Self {
        Effects {
            cue,
            removals: Vec::new(),
            waves: 0,
        }
    }
}

/// How a finished game ended, game-neutrally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The winner; `None` for a draw.
    pub winner: Option<Player>,
    /// The reason's protocol word, e.g. `connected`.
    pub reason: &'static str,
    /// The sentence for people, with placeholders for the players (see [`fill`]).
    pub sentence: String,
    /// The numbers the sentence names, as (variable, value) for [`Ending::message`].
    pub values: Vec<(&'static str, u32)>,
}

impl Ending {
    /// How a game of `G` ended with `outcome`.
    #[must_use]
    pub fn of<G: Present>(outcome: Outcome<G::EndReason>) -> Ending {
        Ending {
            winner: outcome.winner(),
            reason: outcome.reason().name(),
            sentence: G::ending(outcome),
            values: G::ending_values(outcome),
        }
    }

    /// The protocol form: `white fleet`, `draw quiet`.
    #[must_use]
    pub fn protocol(&self) -> String {
        match self.winner {
            Some(winner) => format!("{winner} {}", self.reason),
            None => format!("draw {}", self.reason),
        }
    }

    /// The ending's sentence about `sides`, in English (the command line, the match arena, the
    /// logs and game records).
    #[must_use]
    pub fn describe(&self, sides: &Sides) -> String {
        fill(&self.sentence, self.winner, sides)
    }

    /// The ending's sentence about `sides` in game `game` (its catalogue name), for the
    /// catalogues to word in the reader's language: `ending-<game>-<reason>` for a win,
    /// `ending-<game>-<reason>-draw` for a draw, with `winner` and `loser` (a win's sides, as
    /// [`Name::key`] says them) and [`Ending::values`]. In English it says what
    /// [`Ending::describe`] says.
    #[must_use]
    pub fn message(&self, sides: &Sides, game: &str) -> Message {
        let reason = self.reason.replace('_', "-");
        let id = match self.winner {
            Some(_) => format!("ending-{game}-{reason}"),
            None => format!("ending-{game}-{reason}-draw"),
        };
        let mut message = Message::new(id);
        if let Some(winner) = self.winner {
            message = message
                .with("winner", sides.name(winner).key())
                .with("loser", sides.name(winner.opponent()).key());
        }
        for &(name, value) in &self.values {
            message = message.with(name, value);
        }
        message
    }
}

/// How a side is named in sentences.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    /// The person playing against the computer.
    You,
    /// The computer.
    Computer,
    /// Its colour (between friends).
    Colour(Player),
}

impl Name {
    /// The side as the subject of a sentence: "You", "The computer", "White"; in lower case
    /// (`you`, `the computer`) unless `capital`.
    #[must_use]
    pub fn subject(self, capital: bool) -> &'static str {
        match (self, capital) {
            (Name::You, true) => "You",
            (Name::You, false) => "you",
            (Name::Computer, true) => "The computer",
            (Name::Computer, false) => "the computer",
            (Name::Colour(Player::White), _) => "White",
            (Name::Colour(Player::Black), _) => "Black",
        }
    }

    /// The catalogues' message (`skillgames-i18n`) that names the side as the page shows it
    /// ("You", "The computer", "White": its [`Name::subject`] with a capital), in the player's
    /// language.
    #[must_use]
    pub fn subject_id(self) -> &'static str {
        match self {
            Name::You => "play-name-you",
            Name::Computer => "play-name-computer",
            Name::Colour(Player::White) => "play-name-white",
            Name::Colour(Player::Black) => "play-name-black",
        }
    }

    /// The side as the catalogues' messages choose their words by it (a select key, as
    /// `$winner` and `$loser` of the endings' messages): `you`, `computer`, `white`, `black`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Name::You => "you",
            Name::Computer => "computer",
            Name::Colour(Player::White) => "white",
            Name::Colour(Player::Black) => "black",
        }
    }

    fn possessive(self, capital: bool) -> &'static str {
        match (self, capital) {
            (Name::You, true) => "Your",
            (Name::You, false) => "your",
            (Name::Computer, true) => "The computer's",
            (Name::Computer, false) => "the computer's",
            (Name::Colour(Player::White), _) => "White's",
            (Name::Colour(Player::Black), _) => "Black's",
        }
    }

    fn own(self) -> &'static str {
        match self {
            Name::You => "your",
            _ => "its",
        }
    }
}

/// The names of both sides, White first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sides(pub [Name; 2]);

impl Sides {
    /// Two people on one device: each side by its colour.
    pub const FRIENDS: Sides = Sides([Name::Colour(Player::White), Name::Colour(Player::Black)]);

    /// The person plays `human` against the computer.
    #[must_use]
    pub fn against_computer(human: Player) -> Sides {
        let mut names = [Name::Computer; 2];
        names[human.index()] = Name::You;
        Sides(names)
    }

    /// How `player` is named.
    #[must_use]
    pub fn name(&self, player: Player) -> Name {
        self.0[player.index()]
    }
}

/// Fills a sentence's placeholders for a game `winner` won (the loser is the other side; in a
/// draw both placeholders name White and Black in turn, which draw sentences do not use):
/// `{Winner}` `{winner}` (subject: "You", "the computer", "White"), `{Winner's}` `{winner's}`
/// (possessive: "Your", "the computer's"), `{winner's own}` ("your" or "its"), and the same for
/// `Loser`.
#[must_use]
pub fn fill(template: &str, winner: Option<Player>, sides: &Sides) -> String {
    let winner = winner.unwrap_or(Player::White);
    let mut text = template.to_owned();
    for (role, player) in [("winner", winner), ("loser", winner.opponent())] {
        let name = sides.name(player);
        let capital = capitalised(role);
        for (key, value) in [
            (format!("{{{capital}'s}}"), name.possessive(true)),
            (format!("{{{role}'s own}}"), name.own()),
            (format!("{{{role}'s}}"), name.possessive(false)),
            (format!("{{{capital}}}"), name.subject(true)),
            (format!("{{{role}}}"), name.subject(false)),
        ] {
            text = text.replace(&key, value);
        }
    }
    text
}

/// `word` with its first letter in capitals: `three` -> `Three`.
#[must_use]
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// `n` as a word for small numbers ("three"), else in digits: for sentences built from the
/// rules' constants.
#[must_use]
pub fn number_word(n: u32) -> String {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(n as usize)
        .map_or_else(|| n.to_string(), |w| (*w).to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_i18n::Arg;

    #[test]
    fn placeholders_name_the_sides() {
        let template =
            "{Loser's} fleet fell; {winner} won, and {Winner} kept {winner's own} ships.";
        let vs = Sides::against_computer(Player::White);
        assert_eq!(
            fill(template, Some(Player::White), &vs),
            "The computer's fleet fell; you won, and You kept your ships."
        );
        assert_eq!(
            fill(template, Some(Player::Black), &vs),
            "Your fleet fell; the computer won, and The computer kept its ships."
        );
        assert_eq!(
            fill(
                "{Loser} had no legal move.",
                Some(Player::White),
                &Sides::FRIENDS
            ),
            "Black had no legal move."
        );
    }

    #[test]
    fn small_numbers_are_words() {
        assert_eq!(number_word(3), "three");
        assert_eq!(number_word(50), "50");
    }

    #[test]
    fn endings_print_the_protocol_form() {
        let ending = Ending {
            winner: None,
            reason: "quiet",
            sentence: String::new(),
            values: Vec::new(),
        };
        assert_eq!(ending.protocol(), "draw quiet");
    }

    #[test]
    fn endings_name_their_message_and_its_values() {
        let won = Ending {
            winner: Some(Player::Black),
            reason: "fleet",
            sentence: "{Loser's} fleet fell below three ships.".to_owned(),
            values: vec![("fleet", 3)],
        };
        let message = won.message(&Sides::against_computer(Player::White), "archimedes");
        assert_eq!(message.id, "ending-archimedes-fleet");
        assert_eq!(
            message.args,
            vec![
                ("winner", Arg::from("computer")),
                ("loser", Arg::from("you")),
                ("fleet", Arg::from(3_u32)),
            ]
        );
        let drawn = Ending {
            winner: None,
            reason: "move_limit",
            sentence: String::new(),
            values: Vec::new(),
        };
        let message = drawn.message(&Sides::FRIENDS, "loa");
        assert_eq!(message.id, "ending-loa-move-limit-draw");
        assert!(message.args.is_empty(), "a draw names no side");
    }
}
