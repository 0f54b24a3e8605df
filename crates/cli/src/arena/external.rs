//! A player that is an external program speaking the engine protocol (as `skillgames engine`
//! does) on its standard input and output: one child process per game.
//!
//! Every wait is bounded, so an engine that hangs, crashes or answers nonsense costs its game,
//! never the match. An answer that does not come within the move time (or [`UNTIMED_MOVE`])
//! plus the match's grace is an error, which forfeits the game; a seat that is done with its
//! engine says `quit`, closes its input, waits a little for it to exit, then kills it.

use super::seat::Seat;
use anyhow::{Context, Result, anyhow, bail};
use skillgames_play::Variant;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The time a move may take (before the grace) when the match sets no move time: more than
/// any level's own budget, since the engine is asked for a level by name.
const UNTIMED_MOVE: Duration = Duration::from_secs(5);

/// Longest wait for an engine to exit after `quit` before it is killed; shorter if the
/// match's grace is (a match that allows little overrun for moves allows no more for this).
const QUIT_WAIT: Duration = Duration::from_secs(1);

/// How often an engine that was asked to quit is checked for having exited.
const EXIT_POLL: Duration = Duration::from_millis(5);

/// An external engine playing one game.
pub(super) struct ExternalSeat {
    /// The engine's process (a shell running its command).
    child: Child,
    /// Lines for the engine's standard input, written by a thread of their own so that an
    /// engine that stops reading cannot block the game; `None` once the seat said `quit`,
    /// which lets the thread end and close the engine's input.
    commands: Option<mpsc::Sender<String>>,
    /// The engine's output lines, read by a thread of their own so that waiting for them can
    /// time out; disconnected once the engine closed its output (exited or crashed).
    replies: mpsc::Receiver<String>,
    /// The game being played.
    variant: Variant,
    /// The level asked for in `go`.
    level: String,
    /// The match's move time, passed on in `go`.
    movetime: Option<Duration>,
    /// How long the engine may overrun before it forfeits.
    grace: Duration,
}

impl ExternalSeat {
    /// Starts `command` under `sh -c` for a game of `variant`.
    ///
    /// # Errors
    /// When the shell cannot be started (a command that fails at once is a crash in the
    /// first move instead).
    pub(super) fn start(
        command: &str,
        variant: Variant,
        level: &str,
        movetime: Option<Duration>,
        grace: Duration,
    ) -> Result<Self> {
        let mut shell = Command::new("sh");
        shell
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        // A process group of its own, so that a hung engine is killed with whatever it
        // started: an engine run from a wrapper script is the script's child, not ours.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut shell, 0);
        let mut child = shell
            .spawn()
            .with_context(|| format!("cannot start {command:?}"))?;
        let (Some(mut stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            kill(&mut child);
            bail!("no pipes to {command:?}");
        };
        let (commands, lines) = mpsc::channel::<String>();
        std::thread::spawn(move || {
            for line in lines {
                if writeln!(stdin, "{line}")
                    .and_then(|()| stdin.flush())
                    .is_err()
                {
                    break;
                }
            }
        });
        let (sender, replies) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(ExternalSeat {
            child,
            commands: Some(commands),
            replies,
            variant,
            level: level.to_owned(),
            movetime,
            grace,
        })
    }

    /// Sends `command` and returns the first answer that is not an `info` line, waiting at
    /// most `timeout` in all: `info` lines do not extend it, or an engine that chatters
    /// forever would never forfeit. (A late answer to a command that timed out would be
    /// taken for the next command's, but a time-out forfeits the game and ends the seat.)
    fn ask(&mut self, command: &str, timeout: Duration) -> Result<String> {
        let start = Instant::now();
        self.commands
            .as_ref()
            .and_then(|commands| commands.send(command.to_owned()).ok())
            .ok_or_else(|| anyhow!("the engine closed its input"))?;
        let timed_out = || anyhow!("no answer to {command:?} within {timeout:?}");
        loop {
            // Checked before each line, since lines that keep coming never time out a wait.
            let left = timeout.checked_sub(start.elapsed()).ok_or_else(timed_out)?;
            match self.replies.recv_timeout(left) {
                Ok(line) if line.starts_with("info ") => {}
                Ok(line) => return Ok(line),
                Err(RecvTimeoutError::Timeout) => return Err(timed_out()),
                Err(RecvTimeoutError::Disconnected) => {
                    bail!("the engine closed its output (exited?) before answering {command:?}")
                }
            }
        }
    }
}

impl Seat for ExternalSeat {
    fn choose(&mut self, fen: &str, seed: u64) -> Result<String> {
        let (game, size) = (self.variant.game().name, self.variant.size());
        let reply = self.ask(&format!("position {game} {size} {fen}"), self.grace)?;
        if reply != "ok" {
            bail!("external engine refused the position: {reply}");
        }
        let mut go = format!("go {} seed {seed}", self.level);
        if let Some(time) = self.movetime {
            go.push_str(&format!(" movetime {}", time.as_millis()));
        }
        let budget = self
            .movetime
            .unwrap_or(UNTIMED_MOVE)
            .saturating_add(self.grace);
        let reply = self.ask(&go, budget)?;
        reply
            .strip_prefix("bestmove ")
            .map(str::to_owned)
            .ok_or_else(|| anyhow!("expected bestmove, got {reply:?}"))
    }

    fn observe(&mut self, _mv: &str) -> Result<()> {
        // The engine is sent the whole position before each of its moves.
        Ok(())
    }
}

impl Drop for ExternalSeat {
    fn drop(&mut self) {
        // `quit`, then the end of its input once the writer thread wrote what is queued: an
        // engine may stop at either.
        if let Some(commands) = self.commands.take() {
            let _ = commands.send("quit".to_owned());
        }
        if !exited_within(&mut self.child, QUIT_WAIT.min(self.grace)) {
            kill(&mut self.child);
        }
    }
}

/// Whether `child` exited (and was reaped) within `wait`.
fn exited_within(child: &mut Child, wait: Duration) -> bool {
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => return true,
            Ok(None) if start.elapsed() < wait => std::thread::sleep(EXIT_POLL),
            // Still running, or its state cannot be read: either way it is to be killed.
            Ok(None) | Err(_) => return false,
        }
    }
}

/// Kills `child` and its process group, and reaps it.
fn kill(child: &mut Child) {
    // The group first, while `child` is not reaped: until then its id, which is the group's,
    // cannot be reused by an unrelated process. The shell's `kill`, because the standard
    // library can signal only its own children.
    #[cfg(unix)]
    let _ = Command::new("sh")
        .args(["-c", &format!("kill -s KILL -- -{}", child.id())])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    let _ = child.kill();
    let _ = child.wait();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A long grace, for engines that answer at once (no test waits for it).
    const LONG: Duration = Duration::from_secs(60);
    /// A short grace, for engines that never answer.
    const SHORT: Duration = Duration::from_millis(100);

    fn amazons() -> Variant {
        crate::CATALOGUE.variant("amazons", Some("6")).unwrap()
    }

    /// Starts `script` (with `marker` in its command line) and asks it for a move.
    fn ask_move(script: &str, marker: &str, grace: Duration) -> Result<String> {
        let command = format!(": {marker}; {script}");
        let mut seat =
            ExternalSeat::start(&command, amazons(), "easy", Some(SHORT), grace).unwrap();
        seat.choose(&start_fen(), 1)
    }

    /// The start position of the game the tests play.
    fn start_fen() -> String {
        amazons().rules(None).unwrap().fen()
    }

    /// Whether a process with `marker` in its command line is running (zombies have none).
    fn running(marker: &str) -> bool {
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return false;
        };
        entries.flatten().any(|entry| {
            std::fs::read(entry.path().join("cmdline"))
                .is_ok_and(|cmdline| String::from_utf8_lossy(&cmdline).contains(marker))
        })
    }

    /// A unique marker for a test's engine.
    fn marker(test: &str) -> String {
        format!("skillgames-external-{test}-{}", std::process::id())
    }

    #[test]
    fn a_good_answer_is_the_move() {
        let script = r#"while read -r cmd rest; do
            case $cmd in position) echo ok ;; go) echo info depth 1; echo bestmove a1-a2/a3 ;;
            quit) exit ;; esac; done"#;
        let marker = marker("good");
        assert_eq!(ask_move(script, &marker, LONG).unwrap(), "a1-a2/a3");
        assert!(!running(&marker));
    }

    #[test]
    fn an_engine_that_never_answers_times_out_and_is_killed() {
        // It ignores `quit` and the end of its input while it "thinks".
        let marker = marker("hung");
        let script = format!(
            ": {marker}; while read -r cmd rest; do \
             case $cmd in position) echo ok ;; go) sleep 3600 ;; esac; done"
        );
        let mut seat = ExternalSeat::start(&script, amazons(), "easy", Some(SHORT), SHORT).unwrap();
        let error = seat.choose(&start_fen(), 1).unwrap_err().to_string();
        assert!(error.contains("no answer to \"go easy"), "{error}");
        // Our own child: it has its command line from the start.
        if cfg!(target_os = "linux") {
            assert!(running(&marker), "the engine is found while it runs");
        }
        drop(seat);
        assert!(!running(&marker), "the hung engine was left running");
    }

    #[test]
    fn endless_info_lines_do_not_extend_the_time() {
        let script = r#"while read -r cmd rest; do
            case $cmd in position) echo ok ;; go) while :; do echo info depth 1; done ;;
            esac; done"#;
        let marker = marker("chatty");
        let error = ask_move(script, &marker, SHORT).unwrap_err().to_string();
        assert!(error.contains("no answer to \"go easy"), "{error}");
        assert!(!running(&marker));
    }

    #[test]
    fn a_crash_is_an_error_at_once() {
        // The long grace: the error must come from the closed output, not a time-out.
        let marker = marker("crash");
        let error = ask_move("exit 3", &marker, LONG).unwrap_err().to_string();
        assert!(error.contains("closed its output"), "{error}");
        assert!(!running(&marker));
    }

    #[test]
    fn garbage_is_an_error() {
        let marker = marker("garbage");
        let script = r#"while read -r cmd rest; do
            case $cmd in position) echo ok ;; go) echo hello ;; quit) exit ;; esac; done"#;
        let error = ask_move(script, &marker, LONG).unwrap_err().to_string();
        assert!(
            error.contains("expected bestmove, got \"hello\""),
            "{error}"
        );
        let script = r#"while read -r cmd rest; do echo error no; done"#;
        let error = ask_move(script, &marker, LONG).unwrap_err().to_string();
        assert!(error.contains("refused the position: error no"), "{error}");
        assert!(!running(&marker));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn what_a_hung_engine_started_is_killed_with_it() {
        // A wrapper shell whose child (another shell, then its `sleep`) is the hung engine.
        let inner = marker("wrapped");
        let script = format!("sh -c 'sleep 3600; : {inner}'; :");
        let mut seat = ExternalSeat::start(&script, amazons(), "easy", Some(SHORT), SHORT).unwrap();
        let error = seat.choose(&start_fen(), 1).unwrap_err().to_string();
        assert!(error.contains("no answer to \"position"), "{error}");
        // The wrapper starts the inner shell in its own time; the bounds only wait for
        // events, they time nothing.
        let bound = Duration::from_secs(30);
        assert!(
            eventually(bound, || running(&inner)),
            "the engine never ran"
        );
        drop(seat);
        // The wrapper is reaped before the seat is gone; its orphaned child dies as soon as
        // the kernel delivers the group's SIGKILL.
        assert!(
            eventually(bound, || !running(&inner)),
            "the wrapped engine survived"
        );
    }

    /// Whether `condition` holds within `bound`, checked every 10 ms.
    fn eventually(bound: Duration, condition: impl Fn() -> bool) -> bool {
        let start = Instant::now();
        while !condition() {
            if start.elapsed() > bound {
                return false;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        true
    }
}
