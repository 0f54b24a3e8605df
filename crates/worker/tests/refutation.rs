//! The puzzle trainer with the real worker's search behind it, natively: after a wrong move,
//! what it allows is the engine's best answer.

use skillgames_i18n::Catalogue;
use skillgames_page::puzzles::{Finder, Puzzle, PuzzleBook, Refutation, Trainer, Verdict};
use skillgames_play::MoveInfo;
use skillgames_worker::Brain;

/// Every board's shipped puzzles (one file a board, as `cargo xtask dist` joins them).
fn shipped() -> Vec<PuzzleBook> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../puzzles/data");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| PuzzleBook::parse(&std::fs::read_to_string(path).unwrap()).unwrap())
        .collect()
}

/// The moves at the puzzle's start that are neither the solution's nor an end of the game.
fn wrong_moves(trainer: &Trainer) -> Vec<MoveInfo> {
    let right = trainer
        .state()
        .legal_move(&trainer.puzzle().moves[0])
        .unwrap();
    let mut moves = trainer.state().history().legal_moves().to_vec();
    moves.retain(|m| {
        let mut game = trainer.puzzle().rules().unwrap();
        !m.same_move(&right) && game.play_move(&m.text).is_ok() && game.outcome().is_none()
    });
    moves
}

/// Plays `wrong` and lets the engine answer; the refutation found.
fn refute(puzzle: &Puzzle, wrong: &MoveInfo, brain: &mut Brain) -> (Trainer, Refutation, String) {
    let mut trainer = Trainer::new(puzzle.clone()).unwrap();
    assert!(
        matches!(trainer.play(wrong), Verdict::Wrong(_)),
        "{}",
        puzzle.id
    );
    let request = trainer.refutation_request().expect("the engine is asked");
    let reply = brain.think(&request);
    assert!(reply.result.is_ok(), "{}: {:?}", puzzle.id, reply.result);
    assert!(trainer.refuted(&reply));
    let (refutation, explanation) = trainer.phase().wrong().expect("wrong");
    // What is said of it, worded in English.
    let (refutation, explanation) = (refutation.clone(), Catalogue::english().say(explanation));
    if let Refutation::Answer { mv, line, .. } = &refutation {
        assert_eq!(
            Some(&mv.text),
            reply.result.as_ref().ok(),
            "the engine's move"
        );
        assert_eq!(line.first(), Some(&mv.text), "its line starts with it");
    }
    (trainer, refutation, explanation)
}

#[test]
fn on_every_board_the_engine_says_what_a_wrong_move_allows() {
    let mut brain = Brain::default();
    let books = shipped();
    assert!(!books.is_empty(), "the shipped files");
    for book in &books {
        let puzzle = &book.puzzles()[0];
        let trainer = Trainer::new(puzzle.clone()).unwrap();
        let wrong = wrong_moves(&trainer).remove(0);
        let (trainer, refutation, explanation) = refute(puzzle, &wrong, &mut brain);
        let Refutation::Answer { mv, by, .. } = &refutation else {
            panic!("{}: no answer", puzzle.id);
        };
        assert_eq!(*by, Finder::Engine, "{}", puzzle.id);
        assert!(
            trainer.state().legal_move(&mv.text).is_some(),
            "{}: legal",
            puzzle.id
        );
        assert!(
            explanation.starts_with("That is not the move") && explanation.contains(&mv.text),
            "{}: {explanation}",
            puzzle.id
        );
        assert_eq!(trainer.phase().allows(), Some(mv));
    }
}

#[test]
fn a_wrong_move_that_lets_the_opponent_connect_is_refuted_by_the_connection() {
    // "Stop the connection": most wrong moves let the opponent connect at once, and the
    // engine's answer must be that connection.
    let book = PuzzleBook::parse(include_str!("../../puzzles/data/loa-8.txt")).unwrap();
    let mut brain = Brain::default();
    let mut seen = 0;
    for puzzle in book
        .puzzles()
        .iter()
        .filter(|p| p.themes.iter().any(|t| t == "stop the connection"))
        .take(4)
    {
        let trainer = Trainer::new(puzzle.clone()).unwrap();
        let Some(wrong) = wrong_moves(&trainer).into_iter().find(|m| {
            // After it, some answer of the opponent wins on the spot.
            let mut after = puzzle.rules().unwrap();
            after.play_move(&m.text).unwrap();
            let opponent = after.turn();
            after.moves().iter().any(|a| {
                let mut trial = after.clone_rules();
                trial.play_move(&a.text).is_ok()
                    && trial.outcome().is_some_and(|e| e.winner == Some(opponent))
            })
        }) else {
            continue;
        };
        let (_, refutation, explanation) = refute(puzzle, &wrong, &mut brain);
        let Refutation::Answer { by, wins_in, .. } = refutation else {
            panic!("{}: no answer", puzzle.id);
        };
        assert_eq!((by, wins_in), (Finder::Engine, Some(1)), "{}", puzzle.id);
        assert!(
            explanation.ends_with("which wins at once."),
            "{explanation}"
        );
        seen += 1;
    }
    assert!(seen > 0, "no wrong move here allows a connection");
}

#[test]
fn an_answer_found_in_an_interrupted_iteration_comes_with_its_line() {
    // Archimedes 6x6 after a wrong move (the browser test's): the analysis's node budget runs
    // out in the middle of an iteration (it found c6-e6 there before the top level pruned near
    // the horizon; f3-f4 since). Whichever answer it gives, the line follows it (from the table
    // its search filled), and every move of it is legal in turn.
    use skillgames_page::think::{Ask, Position, ThinkRequest};
    let variant = skillgames_catalogue::CATALOGUE
        .find("archimedes")
        .unwrap()
        .variant(6)
        .unwrap();
    let mut game = variant.rules(Some("W1B2B/6/6/4WB/3B2/W4W w 7 34")).unwrap();
    game.play_move("e3-b6").unwrap();
    let request = ThinkRequest {
        id: 1,
        position: Position {
            game: "archimedes".to_owned(),
            size: 6,
            fen: game.fen(),
        },
        ask: Ask::Evaluate {
            nodes: variant.board().analysis_nodes,
            fresh: true,
        },
    };
    let reply = Brain::default().think(&request);
    let answer = reply.result.clone().expect("an answer");
    assert!(reply.line.len() > 1, "{:?}", reply.line);
    assert_eq!(reply.line[0], answer);
    for mv in &reply.line {
        game.play_move(mv).unwrap();
    }
}
