//! Amazons in the catalogue: its description for the protocol, the tools and the app, and
//! its game-neutral view ([`Present`]).

use crate::{Amazons, Amazons6, Amazons8, Amazons10, Outcome};
use skillgames_core::{Geometry, Player};
use skillgames_play::{
    BenchDepths, Board, Cue, Effects, GameInfo, Guide, MarkRules, Noun, OpeningPolicy, Present,
    Section, rules_of,
};
#[cfg(feature = "engine")]
use skillgames_search::{GameEngine, session_of};

/// How analysis marks moves in Amazons: five squares of territory are about half a won game,
/// and the thresholds are above chess's: the evaluation of an open middle game moves by a
/// square or two from one search to the next (measured: `docs/architecture.md`, "Analysis").
const MARKS: MarkRules = MarkRules {
    scale: 5 * crate::levels::SQUARE,
    inaccuracy: 150,
    mistake: 250,
    blunder: 400,
};

/// Amazons, as the catalogue lists it.
pub static GAME: GameInfo = GameInfo {
    name: "amazons",
    title: "Amazons",
    tagline: "Move a queen, shoot an arrow, wall in your opponent.",
    boards: &[
        Board {
            size: 6,
            elo: &[0, 301, 531, 819],
            label: "Quick",
            bench: BenchDepths {
                perft: 3,
                perft_quick: 3,
                search: 3,
                search_quick: 1,
            },
            analysis_nodes: 100_000,
            rules: rules_of::<Amazons6>,
        },
        Board {
            size: 8,
            elo: &[0, 552, 934, 1610],
            label: "Medium",
            bench: BenchDepths {
                perft: 3,
                perft_quick: 2,
                search: 2,
                search_quick: 1,
            },
            analysis_nodes: 120_000,
            rules: rules_of::<Amazons8>,
        },
        Board {
            size: 10,
            elo: &[0, 552, 915, 1591],
            label: "Classic",
            bench: BenchDepths {
                perft: 2,
                perft_quick: 2,
                search: 2,
                search_quick: 1,
            },
            analysis_nodes: 40_000,
            rules: rules_of::<Amazons10>,
        },
    ],
    levels: &crate::levels::LEVELS,
    default_level: "normal",
    first: Player::White,
    piece: Noun {
        one: "amazon",
        many: "amazons",
    },
    score_label: "squares",
    score_meaning: "squares its amazons can move to",
    draws: false,
    removals: None,
    opening: OpeningPolicy {
        quiet_moves: false,
        balance_margin: None,
    },
    marks: MARKS,
};

/// The how-to-play page of Amazons.
pub static GUIDE: Guide = Guide {
    game: "amazons",
    sections: &[
        Section {
            title: "The idea",
            paragraphs: &[
                "Each side has four amazons that move like chess queens. After moving, an amazon shoots an arrow that blocks a square for the rest of the game. The board fills up and splits into walled rooms, and whoever runs out of moves first loses.",
                "Walter Zamkauskas invented the game in Argentina in 1988. There is no luck and nothing hidden: every turn you both move and build a wall, so you think about space rather than pieces.",
            ],
        },
        Section {
            title: "Playing here",
            paragraphs: &[
                "- Press PLAY, pick a difficulty and a board, and press PLAY again.",
                "- A move takes three taps. Tap one of your amazons and green dots show where it can go. Tap a dot and the amazon glides there; the board says SHOOT AN ARROW and the squares the arrow can reach light up. Tap one to fire.",
                "- Changed your mind before firing? Tap the moved amazon again: it goes back to where it started.",
                "- Your amazons start at the bottom and you always move first.",
                "- The score line counts the squares each side's amazons could move to right now, each square once.",
                "- The menu button (top left) pauses the game: resume, start again, or switch the sound off.",
                "- The game is saved after every move: choose CONTINUE to carry on later.",
            ],
        },
        Section {
            title: "Rules",
            paragraphs: &[
                "Setup. Four amazons each. Yours: two on the bottom row and one on each side edge a few rows up. The computer's stand in the mirror image at the top. Every other square is empty.",
                "A turn has two parts, and both are required.",
                "- Move one of your amazons any distance in a straight line, like a queen, over empty squares only: no jumping over amazons or arrows, and nothing is ever captured.",
                "- From where it lands, the same amazon shoots an arrow, also in a straight line over empty squares, onto an empty square. The square it just left counts as empty, so it may shoot straight back.",
                "An arrow stays for good: nothing may move onto it, through it, or shoot over it.",
                "The end. If it is your turn and none of your amazons can move, you lose. Every turn fills one square, so the game always ends, and it never ends in a draw.",
            ],
        },
        Section {
            title: "Tips",
            paragraphs: &[
                "- Think in territory. Late in the game the board breaks into rooms; what counts is how many squares your amazons can still use.",
                "- Keep your amazons mobile: an amazon boxed in by arrows is nearly useless. Leave the edges and corners early and head for open space.",
                "- Your arrow is often the more important half of the move. Use it to cut an enemy amazon off, or to close a room for yourself.",
                "- Trap one enemy amazon with arrows and you are playing four against three.",
                "- Do not share a room you cannot win. Before the board closes, make sure the rooms you claim are yours alone.",
                "- Save your quiet moves: fill shared areas first and keep your private squares for the end.",
                "- Watch the score line: it shows mobility, not final territory, but a big drop in your number warns that you are being walled in.",
            ],
        },
    ],
    levels_note: "Every level plays a move that wins at once whenever it sees one.",
};

#[cfg(feature = "engine")]
/// The computer's side of Amazons: a session on each of its boards.
pub static ENGINE: GameEngine = GameEngine {
    game: &GAME,
    sessions: &[
        session_of::<Amazons6>,
        session_of::<Amazons8>,
        session_of::<Amazons10>,
    ],
};

impl<G: Geometry> Present for Amazons<G> {
    fn info() -> &'static GameInfo {
        &GAME
    }

    fn score(&self, player: Player) -> u32 {
        self.reachable(player).count()
    }

    fn effects(_mv: Self::Move, _events: &[Self::Event]) -> Effects {
        Effects::quiet(Cue::Shoot)
    }

    fn ending(_outcome: Outcome) -> String {
        // The only ending: the side to move is walled in.
        "{Loser} had no legal move.".to_owned()
    }

    fn ending_values(_outcome: Outcome) -> Vec<(&'static str, u32)> {
        Vec::new()
    }
}
