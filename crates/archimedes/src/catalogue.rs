//! Archimedes in the catalogue: its description for the protocol, the tools and the app, and
//! its game-neutral view ([`Present`]).

use crate::{
    Archimedes, Archimedes6, Archimedes8, Archimedes10, EndReason, MIN_FLEET, Outcome, QUIET_LIMIT,
};
use skillgames_core::{Geometry, Player};
use skillgames_play::{
    BenchDepths, Board, Cue, Effects, GameInfo, Guide, MarkRules, Noun, OpeningPolicy, Present,
    Removal, RemovalTally, Section, number_word, rules_of,
};
#[cfg(feature = "engine")]
use skillgames_search::{GameEngine, session_of};

/// How analysis marks moves in Archimedes: a ship is about half a won game; thresholds as
/// lichess's chess (a ship left to be sunk for nothing loses more than a blunder's worth).
const MARKS: MarkRules = MarkRules {
    scale: crate::levels::SHIP,
    inaccuracy: 100,
    mistake: 200,
    blunder: 300,
};

/// Archimedes, as the catalogue lists it.
pub static GAME: GameInfo = GameInfo {
    name: "archimedes",
    title: "Archimedes",
    tagline: "A naval battle of lines of sight: three ships in view sink an enemy.",
    boards: &[
        Board {
            size: 6,
            elo: &[0, 424, 778, 1241],
            label: "Quick",
            bench: BenchDepths {
                perft: 4,
                perft_quick: 4,
                search: 4,
                search_quick: 2,
            },
            analysis_nodes: 60_000,
            rules: rules_of::<Archimedes6>,
        },
        Board {
            size: 8,
            elo: &[0, 676, 1006, 1558],
            label: "Classic",
            bench: BenchDepths {
                perft: 4,
                perft_quick: 4,
                search: 4,
                search_quick: 2,
            },
            analysis_nodes: 60_000,
            rules: rules_of::<Archimedes8>,
        },
        Board {
            size: 10,
            elo: &[0, 798, 1161, 1585],
            label: "Big",
            bench: BenchDepths {
                perft: 4,
                perft_quick: 3,
                search: 3,
                search_quick: 2,
            },
            analysis_nodes: 30_000,
            rules: rules_of::<Archimedes10>,
        },
    ],
    levels: &crate::levels::LEVELS,
    default_level: "normal",
    first: Player::White,
    piece: Noun {
        one: "ship",
        many: "ships",
    },
    score_label: "ships",
    score_meaning: "ships left",
    draws: true,
    removals: Some(RemovalTally {
        verb: "sank",
        noun: Noun {
            one: "ship",
            many: "ships",
        },
    }),
    opening: OpeningPolicy {
        quiet_moves: true,
        // Half a ship: in Archimedes, and most of all on the 6x6 board, a few random plies
        // usually leave the side to move a ship up after a short combination.
        balance_margin: Some(crate::levels::SHIP / 2),
    },
    marks: MARKS,
};

/// The how-to-play page of Archimedes.
pub static GUIDE: Guide = Guide {
    game: "archimedes",
    sections: &[
        Section {
            title: "The idea",
            paragraphs: &[
                "Two fleets sail a square sea. Ships move like chess queens and never capture by landing on each other: a ship goes down when three enemy ships have it in sight at once, as if their fire had set it ablaze, the way Archimedes is said to have burnt the Roman ships at Syracuse.",
                "Nothing is left to chance. You win by seeing where lines cross, and by keeping your own ships out of crossfire.",
            ],
        },
        Section {
            title: "Playing here",
            paragraphs: &[
                "- Press PLAY, pick a difficulty and a board in the settings window, and press PLAY again.",
                "- Tap one of your ships: green dots mark every square it can sail to. Tap a dot to move, or tap another ship to change your mind.",
                "- Your fleet starts in the bottom-left corner and you always move first.",
                "- When a ship sinks, red lines flash from the ships that sank it. Chain reactions are shown wave after wave.",
                "- The score line at the top counts the ships each side has left.",
                "- The menu button (top left) pauses the game: resume, start again, or switch the sound off.",
                "- The game is saved after every move: choose CONTINUE to pick up where you stopped.",
            ],
        },
        Section {
            title: "Rules",
            paragraphs: &[
                "Setup. Each fleet fills a triangle in its own corner, the corner square itself left empty: 7 ships a side on 6 × 6, 12 on 8 × 8, 18 on 10 × 10. Yours is bottom left, the computer's top right.",
                "Moving. Move one ship any distance in a straight line, along a row, a column or a diagonal, over empty squares only. Ships never jump and never land on another ship.",
                "Sight. A ship looks along its eight lines and sees only the first ship on each, however far away. Any ship, friend or foe, blocks the view beyond it.",
                "Sinking. After every move, every ship on the board that sees three or more enemy ships is sunk, whatever its colour. All of them go down together, even one that was helping to sink another. Their wrecks clear lines, so the check repeats until nothing more sinks.",
                "- A third ship moved into line with an enemy sinks it.",
                "- A ship moved onto a square watched by three enemies sinks at once.",
                "- Moving a ship out of a line can open a view and sink a ship of either side.",
                "The end. A side left with fewer than three ships loses; if both drop below three in the same move, it is a draw. A player who cannot move loses. If 50 moves in a row (25 each) pass without a sinking, the bigger fleet wins, and equal fleets draw. There are no home ports in this version: only sinkings decide.",
            ],
        },
        Section {
            title: "Tips",
            paragraphs: &[
                "- Count the watchers before you move: look down all eight lines from the square you want. Three enemy ships at their ends means your ship is lost on arrival.",
                "- Shelter behind friends. A ship of yours blocks enemy sight, so ships that cover each other are hard to sink.",
                "- Two of your ships watching one enemy is a threat: look for the move that brings in the third.",
                "- Mind the square you leave. A ship that was blocking a line may have been protecting the ship behind it.",
                "- Chain reactions can turn on you: check what every ship sees after your move.",
                "- Play for the count. When you are ahead, stay safe and let the 50-move rule work for you; when you are behind, you must attack.",
            ],
        },
    ],
    levels_note: "Every level takes a winning move whenever it sees one.",
};

#[cfg(feature = "engine")]
/// The computer's side of Archimedes: a session on each of its boards.
pub static ENGINE: GameEngine = GameEngine {
    game: &GAME,
    sessions: &[
        session_of::<Archimedes6>,
        session_of::<Archimedes8>,
        session_of::<Archimedes10>,
    ],
};

impl<G: Geometry> Present for Archimedes<G> {
    fn info() -> &'static GameInfo {
        &GAME
    }

    fn score(&self, player: Player) -> u32 {
        self.ships(player).count()
    }

    fn effects(_mv: Self::Move, events: &[Self::Event]) -> Effects {
        let removals: Vec<Removal> = events
            .iter()
            .map(|sinking| Removal {
                square: sinking.ship.coord(),
                owner: sinking.owner,
                wave: sinking.wave,
                seen_from: sinking.watchers.into_iter().map(|sq| sq.coord()).collect(),
            })
            .collect();
        Effects {
            cue: if removals.is_empty() {
                Cue::Move
            } else {
                Cue::Sink
            },
            waves: removals.iter().map(|r| r.wave + 1).max().unwrap_or(0),
            removals,
        }
    }

    fn ending(outcome: Outcome) -> String {
        let fleet = number_word(MIN_FLEET);
        match (outcome.reason(), outcome.winner()) {
            (EndReason::Fleet, Some(_)) => format!("{{Loser's}} fleet fell below {fleet} ships."),
            (EndReason::Fleet, None) => {
                format!("Both fleets fell below {fleet} ships in the same move.")
            }
            (EndReason::Quiet, Some(_)) => format!(
                "{QUIET_LIMIT} moves passed without a sinking, and {{winner}} had the larger fleet."
            ),
            (EndReason::Quiet, None) => {
                format!("{QUIET_LIMIT} moves passed without a sinking, with fleets of equal size.")
            }
            (EndReason::NoMoves, _) => "{Loser} had no legal move.".to_owned(),
        }
    }

    fn ending_values(outcome: Outcome) -> Vec<(&'static str, u32)> {
        match outcome.reason() {
            EndReason::Fleet => vec![("fleet", MIN_FLEET)],
            EndReason::Quiet => vec![("moves", QUIET_LIMIT)],
            EndReason::NoMoves => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_play::{Sides, fill};

    #[test]
    fn endings_are_built_from_the_rules() {
        let lost = Archimedes6::ending(Outcome::Win {
            winner: Player::Black,
            reason: EndReason::Fleet,
        });
        let sides = Sides::against_computer(Player::White);
        assert_eq!(
            fill(&lost, Some(Player::Black), &sides),
            "Your fleet fell below three ships."
        );
        let quiet = Archimedes6::ending(Outcome::Draw {
            reason: EndReason::Quiet,
        });
        assert_eq!(
            quiet,
            "50 moves passed without a sinking, with fleets of equal size."
        );
    }
}
