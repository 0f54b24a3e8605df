//! Lines of Action in the catalogue: its description for the protocol, the tools and the app,
//! and its game-neutral view ([`Present`]).

use crate::{EndReason, Loa, MOVE_LIMIT, Outcome};
use skillgames_core::Player;
use skillgames_play::{
    BenchDepths, Board, Cue, Effects, GameInfo, Guide, MarkRules, Noun, OpeningPolicy, Present,
    Removal, Section, rules_of,
};
#[cfg(feature = "engine")]
use skillgames_search::{GameEngine, session_of};

/// How analysis marks moves in Lines of Action: a scale of five group merges' worth
/// ([`crate::levels::CONCENTRATION`] per unit of spread); thresholds as lichess's chess.
const MARKS: MarkRules = MarkRules {
    scale: 5 * crate::levels::CONCENTRATION,
    inaccuracy: 100,
    mistake: 200,
    blunder: 300,
};

/// Lines of Action, as the catalogue lists it.
pub static GAME: GameInfo = GameInfo {
    name: "loa",
    title: "Lines of Action",
    tagline: "Gather all your pieces into one group; count the line to know how far to go.",
    boards: &[Board {
        size: 8,
        elo: &[0, 604, 1280],
        label: "",
        bench: BenchDepths {
            perft: 5,
            perft_quick: 4,
            search: 5,
            search_quick: 3,
        },
        analysis_nodes: 150_000,
        rules: rules_of::<Loa>,
    }],
    levels: &crate::levels::LEVELS,
    default_level: "medium",
    first: Player::Black,
    piece: Noun {
        one: "piece",
        many: "pieces",
    },
    score_label: "pieces",
    score_meaning: "pieces left",
    draws: true,
    removals: None,
    opening: OpeningPolicy {
        quiet_moves: true,
        balance_margin: None,
    },
    marks: MARKS,
};

/// The how-to-play page of Lines of Action.
pub static GUIDE: Guide = Guide {
    game: "loa",
    sections: &[
        Section {
            title: "The idea",
            paragraphs: &[
                "Lines of Action is a connection game on an 8 × 8 board. Black's twelve pieces start on the top and bottom edges, White's twelve on the left and right edges, and Black moves first. You are not racing anywhere: you win by bringing all your pieces together into one group, each touching another along a side or a corner.",
            ],
        },
        Section {
            title: "Playing here",
            paragraphs: &[
                "- At the top of the settings window choose your opponent: the computer (Easy, Medium or Hard; you play Black) or a friend, two people sharing this device. In friend mode the strip of the player to move lights up.",
                "- Tap a piece to see where it can go, then tap a destination. Enemy pieces you can capture are ringed in red.",
                "- The status line shows how many pieces each side has left.",
                "- Hint shows a good move. Undo takes back one move against a friend, or your move together with the computer's answer.",
                "- The game is saved after every move: choose CONTINUE to carry on later.",
            ],
        },
        Section {
            title: "Rules",
            paragraphs: &[
                "Moving. Pick a piece and one of the eight directions. Count every piece on that whole line, both colours, both ways, the moving piece included: that is exactly how many squares it must travel. Three pieces on the line means a move of three.",
                "- You may jump over your own pieces, never over an enemy piece.",
                "- You may land on an enemy piece, which captures it, but never on your own.",
                "- You may not move off the board.",
                "Winning. As soon as a move leaves one side with all its pieces in one connected group, that side wins; a single piece left counts as connected. If a move connects both sides at once, the player who moved wins. If a capture leaves the opponent connected, the opponent wins. A player who cannot move loses, and after 300 moves the game is drawn.",
            ],
        },
        Section {
            title: "Tips",
            paragraphs: &[
                "- Head for the centre: central pieces are close to everything, join up faster and block the opponent's lines.",
                "- Count before you move. Every move changes the lengths of other moves on the same lines; a safe piece can become capturable because its line got longer.",
                "- Captures cut both ways: they also leave the opponent fewer pieces to connect. Capture when it breaks their shape or saves yours.",
                "- Block with your body. Enemy pieces cannot jump you, so standing in the path of a long move often beats running away.",
                "- Bring stragglers home early, while the lines are still long enough to move them far.",
            ],
        },
        Section {
            title: "The computer",
            paragraphs: &[
                "The computer measures how spread out each side is and how many groups it forms, and looks a few moves ahead. Easy looks two moves ahead and now and then plays a random move, Medium looks three moves ahead, and Hard looks as deep as it can in about a second. In our tests Hard beat Easy in every game they played.",
            ],
        },
    ],
    levels_note: "Every level plays a move that wins at once whenever it sees one.",
};

#[cfg(feature = "engine")]
/// The computer's side of Lines of Action: a session on each of its boards.
pub static ENGINE: GameEngine = GameEngine {
    game: &GAME,
    sessions: &[session_of::<Loa>],
};

impl Present for Loa {
    fn info() -> &'static GameInfo {
        &GAME
    }

    fn score(&self, player: Player) -> u32 {
        self.pieces(player).count()
    }

    fn effects(_mv: Self::Move, events: &[Self::Event]) -> Effects {
        let removals: Vec<Removal> = events
            .iter()
            .map(|capture| Removal {
                square: capture.square.coord(),
                owner: capture.owner,
                wave: 0,
                seen_from: Vec::new(),
            })
            .collect();
        Effects {
            cue: if removals.is_empty() {
                Cue::Move
            } else {
                Cue::Capture
            },
            removals,
            waves: 0,
        }
    }

    fn ending(outcome: Outcome) -> String {
        match outcome.reason() {
            EndReason::Connected => "{Winner} connected all {winner's own} pieces.".to_owned(),
            EndReason::MoveLimit => format!("The {MOVE_LIMIT}-move limit was reached."),
            EndReason::NoMoves => "{Loser} had no legal move.".to_owned(),
        }
    }

    fn ending_values(outcome: Outcome) -> Vec<(&'static str, u32)> {
        match outcome.reason() {
            EndReason::MoveLimit => vec![("moves", MOVE_LIMIT)],
            EndReason::Connected | EndReason::NoMoves => Vec::new(),
        }
    }
}
