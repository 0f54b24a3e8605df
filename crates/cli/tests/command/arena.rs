//! Matches against external engines that misbehave: each costs its games, never the match.
//!
//! The fake engines are short shell scripts. Every tally asserted here is the same whatever the
//! timing: an engine that fails answers nothing usable however long it is given, and the level
//! it plays against has its first move before the game can end.

use skillgames::CATALOGUE;
use skillgames::arena::{self, Contestant, DEFAULT_GRACE, MatchSpec, Tally};
use std::process::Command;
use std::time::Duration;

/// Reads commands; answers `ok` to `position` and `go` with `go_answer`; exits on `quit`.
fn engine(marker: &str, go_answer: &str) -> String {
    format!(
        ": {marker}; while read -r cmd rest; do case $cmd in \
         position) echo ok ;; go) {go_answer} ;; quit) exit ;; esac; done"
    )
}

/// A unique marker for a test's fake engines, to find them among the running processes.
fn marker(test: &str) -> String {
    format!("skillgames-arena-test-{test}-{}", std::process::id())
}

/// Whether a process with `marker` in its command line is running (zombies have none).
fn running(marker: &str) -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        // Not Linux: nothing to look at.
        return false;
    };
    entries.flatten().any(|entry| {
        std::fs::read(entry.path().join("cmdline"))
            .is_ok_and(|cmdline| String::from_utf8_lossy(&cmdline).contains(marker))
    })
}

/// Four games of Amazons 6x6 at 20 ms a move, two at once, with a short grace.
fn spec(a: Contestant, b: Contestant) -> MatchSpec {
    MatchSpec {
        variant: CATALOGUE.variant("amazons", Some("6")).unwrap(),
        a,
        b,
        games: 4,
        movetime: Some(Duration::from_millis(20)),
        seed: 3,
        opening_plies: 2,
        jobs: 2,
        grace: Duration::from_millis(200),
    }
}

fn level(name: &str) -> Contestant {
    Contestant::Level(name.into())
}

fn external(command: String) -> Contestant {
    Contestant::External {
        command,
        level: "easy".into(),
    }
}

/// Plays `spec` to the end, checking that every game was reported once.
fn play(spec: &MatchSpec) -> Tally {
    let mut seen = Vec::new();
    let tally = arena::play_match(spec, |finished, _| seen.push(finished.index)).unwrap();
    seen.sort_unstable();
    assert_eq!(seen, (0..spec.games).collect::<Vec<_>>());
    tally
}

/// A tally of `games` games that one side won, all by forfeit.
fn all_forfeits(games: usize, a_won: bool) -> Tally {
    Tally {
        wins: if a_won { games } else { 0 },
        losses: if a_won { 0 } else { games },
        wins_as_white: if a_won { games / 2 } else { 0 },
        forfeits: games,
        ..Tally::default()
    }
}

/// `tally` without its plies, which depend on whether the engine had the first move.
fn without_plies(tally: &Tally) -> Tally {
    Tally {
        plies: 0,
        ..tally.clone()
    }
}

#[test]
fn an_engine_that_never_answers_go_is_killed_and_forfeits_every_game() {
    let marker = marker("hung");
    // Ignores `quit` and the end of its input while it "thinks".
    let spec = spec(level("normal"), external(engine(&marker, "sleep 3600")));
    let tally = play(&spec);
    assert_eq!(without_plies(&tally), all_forfeits(4, true));
    assert!(!running(&marker), "a hung engine was left running");
    assert!(arena::report(&spec, &tally).contains("4 forfeits"));
}

#[test]
fn an_engine_that_crashes_forfeits_every_game() {
    let marker = marker("crash");
    // As A, so its forfeits are A's losses.
    let spec = spec(external(format!(": {marker}; exit 1")), level("normal"));
    let tally = play(&spec);
    assert_eq!(without_plies(&tally), all_forfeits(4, false));
    assert!(!running(&marker));
}

#[test]
fn an_engine_that_answers_an_illegal_move_forfeits_every_game() {
    let marker = marker("illegal");
    let spec = spec(
        level("normal"),
        external(engine(&marker, "echo bestmove zzz")),
    );
    let tally = play(&spec);
    assert_eq!(without_plies(&tally), all_forfeits(4, true));
    assert!(!running(&marker));
}

#[test]
fn an_engine_that_answers_garbage_forfeits_every_game() {
    let marker = marker("garbage");
    let spec = spec(level("normal"), external(engine(&marker, "echo hello")));
    let tally = play(&spec);
    assert_eq!(without_plies(&tally), all_forfeits(4, true));
    assert!(!running(&marker));
}

#[test]
fn this_engine_as_an_external_engine_plays_whole_games() {
    // The control: a working engine forfeits nothing. Without `exec`, the shell that runs it
    // keeps the marker in its command line.
    let marker = marker("self");
    let command = format!("'{}' engine; : {marker}", env!("CARGO_BIN_EXE_skillgames"));
    let spec = MatchSpec {
        games: 2,
        grace: DEFAULT_GRACE,
        ..spec(level("easy"), external(command))
    };
    let tally = play(&spec);
    assert_eq!(tally.games(), 2);
    assert_eq!(tally.forfeits, 0);
    assert!(tally.plies > 4, "{tally:?}");
    assert!(!running(&marker));
}

#[test]
fn the_match_command_survives_a_hung_engine() {
    let marker = marker("command");
    let output = Command::new(env!("CARGO_BIN_EXE_skillgames"))
        .args([
            "match", "--game", "amazons", "--size", "6", "--a", "normal", "--b", "easy",
        ])
        .args(["--games", "2", "--movetime", "20", "--grace-ms", "200"])
        .args(["--b-cmd", &engine(&marker, "sleep 3600")])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{out}");
    assert!(out.contains("normal: 2 wins, 0 draws, 0 losses"), "{out}");
    assert!(out.contains("2 forfeits"), "{out}");
    assert!(!running(&marker));
}
