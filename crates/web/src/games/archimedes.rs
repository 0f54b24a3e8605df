//! Archimedes in the app.

use super::{GameInfo, Section};
use skillgames_core::Player;
use skillgames_search::GameKind;

pub(super) const INFO: GameInfo = GameInfo {
    kind: GameKind::Archimedes,
    title: "Archimedes",
    tagline: "A naval battle of lines of sight: three ships in view sink an enemy.",
    sizes: &[(6, "Quick"), (8, "Classic"), (10, "Big")],
    levels: &[
        ("easy", "Easy"),
        ("normal", "Normal"),
        ("hard", "Hard"),
        ("crazy", "Crazy"),
    ],
    friend_mode: false,
    first: Player::White,
    piece: "ship",
    score_label: "ships",
    rules: &[
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
        Section {
            title: "Difficulty",
            paragraphs: &[
                "- Easy looks only at its own move, and about a third of its moves are random: it leaves ships exposed fairly often.",
                "- Normal also looks at your reply, and only now and then plays a random move.",
                "- Hard looks as far as Normal but almost never moves at random, so it rarely leaves a ship hanging.",
                "- Crazy looks furthest ahead and never moves at random.",
                "- Every level takes a winning move whenever it sees one.",
            ],
        },
    ],
};
