//! The `skillgames` binary itself, run as a user would.

use std::process::Command;

fn skillgames(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_skillgames"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn bench_prints_every_case_and_the_signature() {
    let (ok, out, _) = skillgames(&["bench", "--quick", "--runs", "1"]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 16, "{out}");
    assert!(lines[0].starts_with("case (median of 1)"));
    assert!(out.contains("perft  loa 8x8 depth 4"));
    assert!(out.contains("1563208"));
    assert!(lines[15].starts_with("signature "));
}

#[test]
fn perft_counts_and_bad_input_is_refused() {
    let (ok, out, _) = skillgames(&["perft", "amazons", "--size", "8", "2"]);
    assert!(ok);
    assert!(
        out.starts_with("amazons 8x8 perft 2: 1331198 nodes"),
        "{out}"
    );
    let (ok, _, err) = skillgames(&["perft", "amazons", "--size", "7", "2"]);
    assert!(!ok);
    assert!(err.contains("7"), "{err}");
    let (ok, _, err) = skillgames(&["perft", "loa", "--fen", "8/8/9/8/8/8/8/8 b 0 0", "1"]);
    assert!(!ok);
    assert!(err.contains("invalid --fen"), "{err}");
    let (ok, _, err) = skillgames(&["perft", "chess", "1"]);
    assert!(!ok);
    assert!(err.contains("archimedes, amazons or loa"), "{err}");
}

/// A depth past the protocol's limit is refused at once, with a message, instead of running
/// until the counters overflow.
#[test]
fn perft_refuses_a_depth_past_the_limit() {
    for depth in ["33", "4294967295", "99999999999"] {
        let (ok, out, err) = skillgames(&["perft", "loa", depth]);
        assert!(!ok && out.is_empty(), "{depth}: {out}");
        assert!(err.contains("0..=32"), "{depth}: {err}");
    }
    let (ok, out, _) = skillgames(&["perft", "loa", "0"]);
    assert!(ok && out.starts_with("loa 8x8 perft 0: 1 nodes"), "{out}");
}

#[test]
fn match_refuses_an_unknown_level() {
    let (ok, _, err) = skillgames(&["match", "--game", "loa", "--a", "crazy", "--b", "easy"]);
    assert!(!ok);
    assert!(err.contains("unknown level \"crazy\""), "{err}");
}

/// `puzzles verify` names a puzzle that does not hold and fails; with `--drop` it writes the
/// file back without it, and the rest holds.
#[test]
fn puzzles_verify_drops_what_does_not_hold() {
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/../puzzles/data/amazons-6.txt");
    let text = std::fs::read_to_string(shipped).unwrap();
    let good: skillgames_puzzles::Puzzle = text.lines().next().unwrap().parse().unwrap();
    let mut bad = good.clone();
    bad.id = format!("{}-wrong", good.id);
    let other = bad
        .rules()
        .unwrap()
        .legal_moves()
        .into_iter()
        .find(|m| *m != good.moves[0])
        .unwrap();
    bad.moves = vec![other];
    let file = std::env::temp_dir().join(format!("skillgames-drop-{}.txt", std::process::id()));
    std::fs::write(&file, format!("{good}\n{bad}\n")).unwrap();
    let path = file.to_str().unwrap();
    let (ok, out, err) = skillgames(&["puzzles", "verify", path]);
    assert!(!ok && out.contains("1 of 2 puzzles hold"), "{out}");
    assert!(err.contains(&bad.id), "{err}");
    let (ok, out, _) = skillgames(&["puzzles", "verify", path, "--drop"]);
    assert!(ok && out.contains("1 dropped"), "{out}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), format!("{good}\n"));
    let (ok, out, _) = skillgames(&["puzzles", "verify", path, "--deep"]);
    assert!(
        ok && out.contains("1 of 1 puzzles hold at the deep check"),
        "{out}"
    );
    std::fs::remove_file(&file).unwrap();
}

/// `puzzles verify` refuses a puzzle where no move of the solver's can fail (here every white
/// move walls Black's four amazons in for good), says why and counts it; `--drop` drops it.
#[test]
fn puzzles_verify_refuses_a_puzzle_without_a_choice() {
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/../puzzles/data/amazons-6.txt");
    let text = std::fs::read_to_string(shipped).unwrap();
    let good = text.lines().next().unwrap();
    let trivial = "amazons-6-walled;amazons;6;BBX3/BBX3/XXX3/6/6/WW1WWX w 6 6;d1-d4/d5;;850;1000;2";
    let file = std::env::temp_dir().join(format!("skillgames-choice-{}.txt", std::process::id()));
    std::fs::write(&file, format!("{good}\n{trivial}\n")).unwrap();
    let path = file.to_str().unwrap();
    let (ok, out, err) = skillgames(&["puzzles", "verify", path]);
    assert!(
        !ok && out.contains("1 of 2 puzzles hold") && out.contains("1 where no move can fail"),
        "{out}"
    );
    assert!(
        err.contains("amazons-6-walled: move 0 (d1-d4/d5): no move can fail"),
        "{err}"
    );
    let (ok, out, _) = skillgames(&["puzzles", "verify", path, "--drop"]);
    assert!(ok && out.contains("1 dropped"), "{out}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), format!("{good}\n"));
    std::fs::remove_file(&file).unwrap();
}

/// `skillgames admin moderator`: made on the server's machine for an account, never a
/// visitor or a name nobody has; taken back with `--remove`.
#[test]
fn admin_makes_and_unmakes_moderators() {
    use skillgames_server::store::{Database, StoredPlayer};
    let dir = std::env::temp_dir().join(format!("skillgames-admin-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let data = dir.to_str().unwrap();
    let url = skillgames_server::Config::in_folder(&dir).unwrap().database;
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let database = runtime.block_on(async {
        let database = Database::open(&url).await.unwrap();
        for (id, name, password) in [
            (1, "Ada", Some("a hash".to_owned())),
            (2, "Calm Otter 123", None),
        ] {
            let player = StoredPlayer {
                id,
                name: name.into(),
                password,
                bot: false,
            };
            database.add_player(&player, 0).await.unwrap();
        }
        database
    });
    let moderator = |id| runtime.block_on(async { database.standing(id).await.unwrap().moderator });

    let (ok, out, err) = skillgames(&["admin", "moderator", "Ada", "--data", data]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "Ada is a moderator now.");
    assert!(moderator(1));
    for name in ["Nobody", "Calm Otter 123"] {
        let (ok, _, err) = skillgames(&["admin", "moderator", name, "--data", data]);
        assert!(!ok);
        assert!(err.contains("no account is named"), "{err}");
    }
    assert!(!moderator(2));
    let (ok, out, _) = skillgames(&["admin", "moderator", "Ada", "--remove", "--data", data]);
    assert!(ok);
    assert_eq!(out.trim(), "Ada is no longer a moderator.");
    assert!(!moderator(1));
    let _ = std::fs::remove_dir_all(&dir);
}
