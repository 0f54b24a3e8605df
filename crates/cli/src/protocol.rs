//! The engine protocol spoken by `skillgames engine`: one command per line on standard input,
//! exactly one answer line per command (none for `quit`), flushed at once.
//!
//! ```text
//! new <game> [size]                     -> ok                      (a game of the catalogue)
//! position <game> <size> <fen>          -> ok | error <message>
//! fen                                   -> fen <fen>
//! moves                                 -> moves <m1> <m2> ...
//! play <move> [<move> ...]              -> ok | error <message>   (all or nothing)
//! result                                -> result ongoing | result <white|black|draw> <reason>
//! perft <depth>                         -> perft <count>
//! go <level> [movetime <ms>] [seed <n>] -> bestmove <move>         (the computer's move, not played)
//! go depth <n> | go nodes <n>           -> bestmove <move>         (full-width search, no randomness)
//! go mcts [movetime <ms>] [simulations <n>] [seed <n>]
//!                                       -> bestmove <move>         (the MCTS-Solver; 1 s by default)
//! levels                                -> levels <l1> <l2> ...
//! debug <on|off>                        -> ok                      (on: `info ...` lines before bestmove)
//! help                                  -> help <the commands>
//! quit
//! ```
//!
//! Unknown or malformed commands answer `error <message>` and change nothing. Blank lines are
//! ignored. With `debug on`, `go` first prints one `info depth <d> score <s> nodes <n> time
//! <ms> pv <moves>` line per finished search iteration (`go mcts`: one line at the end, its depth
//! the length of the most visited line, its nodes the simulations).

use skillgames_catalogue::{CATALOGUE, StartSession};
use skillgames_core::{MoveError, ParseFenError};
use skillgames_play::VariantError;
use skillgames_search::{Go, GoError, SearchInfo, Session};
use std::fmt::Write as _;
use std::io::{self, BufRead, Write};
use std::time::Duration;

/// Longest command line accepted; longer lines are answered with an error and skipped.
pub const MAX_LINE: usize = 1 << 20;

/// Deepest perft the protocol runs.
pub const MAX_PERFT_DEPTH: u32 = 32;

/// Longest `movetime` accepted, in milliseconds (a day).
pub const MAX_MOVETIME_MS: u64 = 86_400_000;

const HELP: &str = "help commands: new <game> [size] | position <game> <size> <fen> | fen | moves \
                    | play <move>... | result | perft <depth> | go <level> [movetime <ms>] [seed <n>] \
                    | go depth <n> | go nodes <n> \
                    | go mcts [movetime <ms>] [simulations <n>] [seed <n>] | levels | debug <on|off> | help | quit";

/// The `info` line the protocol prints for a finished search iteration with `debug on`.
#[must_use]
pub fn info_line(info: &SearchInfo) -> String {
    let mut line = format!(
        "info depth {} score {} nodes {} time {}",
        info.depth,
        info.score,
        info.nodes,
        info.elapsed.as_millis()
    );
    if !info.pv.is_empty() {
        line.push_str(" pv");
        for mv in &info.pv {
            let _ = write!(line, " {mv}");
        }
    }
    line
}

/// Why a command was refused.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The first word is not a command.
    #[error("unknown command {0:?} (try help)")]
    Unknown(String),
    /// A command lacks an argument or has too many.
    #[error("usage: {0}")]
    Usage(String),
    /// A command needs a game and none was started.
    #[error("no game: start one with new <game> [size]")]
    NoGame,
    /// Bad game name or size.
    #[error(transparent)]
    Variant(#[from] VariantError),
    /// Bad position text.
    #[error(transparent)]
    Fen(#[from] ParseFenError),
    /// A move that cannot be read or played.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// The computer cannot move.
    #[error(transparent)]
    Go(#[from] GoError),
    /// The line is not UTF-8 or is too long.
    #[error("{0}")]
    Input(&'static str),
}

/// What the engine does with one line.
#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    /// Answer with these lines (one, except for `info` lines before a `bestmove`; none for a
    /// blank line).
    Lines(Vec<String>),
    /// Stop.
    Quit,
}

/// The protocol's state: the game in progress.
#[derive(Default)]
pub struct Engine {
    session: Option<Box<dyn Session>>,
    debug: bool,
}

impl Engine {
    /// An engine with no game started.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Handles one command line.
    pub fn handle(&mut self, line: &str) -> Reply {
        match self.command(line) {
            Ok(reply) => reply,
            Err(err) => Reply::Lines(vec![error_line(&err)]),
        }
    }

    fn session(&self) -> Result<&dyn Session, CommandError> {
        self.session.as_deref().ok_or(CommandError::NoGame)
    }

    fn command(&mut self, line: &str) -> Result<Reply, CommandError> {
        let mut words = line.split_ascii_whitespace();
        let Some(command) = words.next() else {
            return Ok(Reply::Lines(Vec::new()));
        };
        let args: Vec<&str> = words.collect();
        let line = |text: String| Ok(Reply::Lines(vec![text]));
        match command {
            "quit" => Ok(Reply::Quit),
            "help" => line(HELP.to_owned()),
            "new" => {
                let (game, size) = match args[..] {
                    [game] => (game, None),
                    [game, size] => (game, Some(size)),
                    _ => {
                        return Err(CommandError::Usage(format!(
                            "new <game> [size], the game one of {}",
                            CATALOGUE.names()
                        )));
                    }
                };
                let variant = CATALOGUE.variant(game, size)?;
                self.session = Some(variant.session(None)?);
                line("ok".into())
            }
            "position" => {
                const USAGE: &str = "position <game> <size> <fen>";
                let [game, size, fen @ ..] = &args[..] else {
                    return Err(usage(USAGE));
                };
                if fen.is_empty() {
                    return Err(usage(USAGE));
                }
                let variant = CATALOGUE.variant(game, Some(size))?;
                self.session = Some(variant.session(Some(&fen.join(" ")))?);
                line("ok".into())
            }
            "fen" => {
                no_args(&args, "fen")?;
                line(format!("fen {}", self.session()?.fen()))
            }
            "moves" => {
                no_args(&args, "moves")?;
                let moves = self.session()?.legal_moves();
                line(
                    std::iter::once("moves".to_owned())
                        .chain(moves)
                        .collect::<Vec<_>>()
                        .join(" "),
                )
            }
            "play" => {
                if args.is_empty() {
                    return Err(usage("play <move> [<move> ...]"));
                }
                let session = self.session.as_deref_mut().ok_or(CommandError::NoGame)?;
                session.play(&args)?;
                line("ok".into())
            }
            "result" => {
                no_args(&args, "result")?;
                match self.session()?.outcome() {
                    Some(ending) => line(format!("result {}", ending.protocol())),
                    None => line("result ongoing".into()),
                }
            }
            "perft" => {
                const USAGE: &str = "perft <depth>, depth 0-32";
                let [depth] = args[..] else {
                    return Err(usage(USAGE));
                };
                let depth: u32 = depth.parse().map_err(|_| usage(USAGE))?;
                if depth > MAX_PERFT_DEPTH {
                    return Err(usage(USAGE));
                }
                line(format!("perft {}", self.session()?.perft(depth)))
            }
            "levels" => {
                no_args(&args, "levels")?;
                let levels = self.session()?.variant().game().levels;
                let names: Vec<&str> = levels.iter().map(|l| l.name).collect();
                line(format!("levels {}", names.join(" ")))
            }
            "debug" => {
                self.debug = match args[..] {
                    ["on"] => true,
                    ["off"] => false,
                    _ => return Err(usage("debug <on|off>")),
                };
                line("ok".into())
            }
            "go" => {
                let request = parse_go(&args)?;
                let debug = self.debug;
                let session = self.session.as_deref_mut().ok_or(CommandError::NoGame)?;
                let mut lines = Vec::new();
                let reply = session.go(&request, None, &mut |info| {
                    if debug {
                        lines.push(info_line(info));
                    }
                })?;
                lines.push(format!("bestmove {}", reply.mv));
                Ok(Reply::Lines(lines))
            }
            other => Err(CommandError::Unknown(other.chars().take(24).collect())),
        }
    }
}

fn parse_go(args: &[&str]) -> Result<Go, CommandError> {
    const USAGE: &str = "go <level> [movetime <ms>] [seed <n>] | go depth <n> | go nodes <n> \
                         | go mcts [movetime <ms>] [simulations <n>] [seed <n>]";
    let bad = || usage(USAGE);
    match args {
        ["depth", n] => {
            let depth: u32 = n.parse().map_err(|_| bad())?;
            if depth == 0 || depth > 64 {
                return Err(bad());
            }
            Ok(Go::Depth(depth))
        }
        ["nodes", n] => Ok(Go::Nodes(
            n.parse().ok().filter(|&n| n > 0).ok_or_else(bad)?,
        )),
        [level, options @ ..] => {
            let mcts = *level == "mcts";
            let (mut movetime, mut seed, mut simulations) = (None, None, None);
            for pair in options.chunks(2) {
                match pair {
                    ["movetime", ms] => {
                        let ms: u64 = ms
                            .parse()
                            .ok()
                            .filter(|&ms| ms > 0 && ms <= MAX_MOVETIME_MS)
                            .ok_or_else(bad)?;
                        movetime = Some(Duration::from_millis(ms));
                    }
                    ["seed", n] => seed = Some(n.parse().map_err(|_| bad())?),
                    ["simulations", n] if mcts => {
                        simulations = Some(n.parse().ok().filter(|&n| n > 0).ok_or_else(bad)?);
                    }
                    _ => return Err(bad()),
                }
            }
            if mcts {
                return Ok(Go::Mcts {
                    movetime,
                    simulations,
                    seed,
                });
            }
            Ok(Go::Level {
                name: (*level).to_owned(),
                movetime,
                seed,
            })
        }
        [] => Err(bad()),
    }
}

fn usage(text: &str) -> CommandError {
    CommandError::Usage(text.to_owned())
}

fn no_args(args: &[&str], text: &str) -> Result<(), CommandError> {
    if args.is_empty() {
        Ok(())
    } else {
        Err(usage(text))
    }
}

fn error_line(err: &CommandError) -> String {
    let message: String = err
        .to_string()
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    format!("error {message}")
}

/// Reads the next line into `buf` (without its line ending). Returns `None` at the end of input,
/// `Some(Err(..))` for a line that is too long or not UTF-8 (it is skipped whole).
fn next_line<'a>(
    input: &mut impl BufRead,
    buf: &'a mut Vec<u8>,
) -> io::Result<Option<Result<&'a str, CommandError>>> {
    buf.clear();
    let read = io::Read::take(&mut *input, MAX_LINE as u64 + 1).read_until(b'\n', buf)?;
    if read == 0 {
        return Ok(None);
    }
    if buf.last() != Some(&b'\n') && buf.len() > MAX_LINE {
        // Skip the rest of the over-long line without keeping it.
        let mut rest = Vec::new();
        loop {
            rest.clear();
            let n = io::Read::take(&mut *input, 64 * 1024).read_until(b'\n', &mut rest)?;
            if n == 0 || rest.last() == Some(&b'\n') {
                break;
            }
        }
        return Ok(Some(Err(CommandError::Input("line too long"))));
    }
    while matches!(buf.last(), Some(b'\n' | b'\r')) {
        buf.pop();
    }
    Ok(Some(std::str::from_utf8(buf).map_err(|_| {
        CommandError::Input("line is not valid UTF-8")
    })))
}

/// Runs the protocol until `quit` or the end of `input`.
///
/// # Errors
/// Only when reading or writing fails.
pub fn run(mut input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut engine = Engine::new();
    let mut buf = Vec::new();
    while let Some(line) = next_line(&mut input, &mut buf)? {
        let reply = match line {
            Ok(line) => engine.handle(line),
            Err(err) => Reply::Lines(vec![error_line(&err)]),
        };
        match reply {
            Reply::Lines(lines) => {
                for text in lines {
                    writeln!(output, "{text}")?;
                }
                output.flush()?;
            }
            Reply::Quit => break,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn talk(script: &str) -> Vec<String> {
        let mut out = Vec::new();
        run(script.as_bytes(), &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn a_short_session() {
        let replies = talk("new archimedes\nfen\nplay c2-d3\nfen\nresult\nperft 1\nquit\nfen\n");
        assert_eq!(
            replies,
            [
                "ok",
                "fen 3BB1/3BBB/4BB/WW4/WWW3/1WW3 w 0 0",
                "ok",
                "fen 3BB1/3BBB/4BB/WW1W2/WW4/1WW3 b 1 1",
                "result ongoing",
                "perft 29",
            ]
        );
    }

    #[test]
    fn errors_change_nothing() {
        let replies = talk(
            "fen\nnew chess\nnew loa 6\nnew loa\nplay b1-b3 zz\nplay b1-b5\nbogus\n\n\
             position loa 8 8/8 b 0 0\nposition loa\nperft x\nperft 99\nfen\n",
        );
        assert_eq!(replies.len(), 12, "{replies:?}");
        assert!(replies[0].starts_with("error no game"));
        assert!(replies[1].starts_with("error unknown game"));
        assert!(replies[2].starts_with("error loa is played on 8x8"));
        assert_eq!(replies[3], "ok");
        for reply in &replies[4..11] {
            assert!(reply.starts_with("error "), "{reply}");
        }
        assert_eq!(
            replies[11],
            "fen 1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0"
        );
    }

    #[test]
    fn reports_results_and_empty_move_lists() {
        let replies = talk("position loa 8 8/8/8/8/8/8/2B5/W6W w 0 1\nresult\nmoves\nplay a1-a2\n");
        assert_eq!(
            replies,
            [
                "ok",
                "result black connected",
                "moves",
                "error the game is over"
            ]
        );
    }

    #[test]
    fn the_computer_answers() {
        let replies = talk(
            "new loa\nlevels\ngo hard movetime 50 seed 3\ngo depth 2\ngo nodes 500\n\
             go easy movetime 600000 seed 1\ngo easy movetime 600000 seed 1\n\
             go impossible\ngo depth 0\ngo hard movetime x\ndebug on\ngo depth 2\nfen\n",
        );
        assert_eq!(replies[0], "ok");
        assert_eq!(replies[1], "levels easy medium hard");
        for reply in &replies[2..7] {
            assert!(reply.starts_with("bestmove "), "{reply}");
        }
        // A time limit far beyond Easy's two plies, so a loaded machine cannot cut one search
        // shorter than the other: the seed alone decides.
        assert_eq!(replies[5], replies[6], "the same seed gives the same move");
        assert!(replies[7].starts_with("error unknown level \"impossible\""));
        assert!(replies[8].starts_with("error usage: go"));
        assert!(replies[9].starts_with("error usage: go"));
        assert_eq!(replies[10], "ok");
        assert!(
            replies[11].starts_with("info depth 1 score "),
            "{}",
            replies[11]
        );
        assert!(
            replies[12].starts_with("info depth 2 score "),
            "{}",
            replies[12]
        );
        assert!(replies[13].starts_with("bestmove "));
        assert_eq!(
            replies[14],
            "fen 1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0"
        );
    }

    #[test]
    fn the_mcts_solver_answers() {
        let replies = talk(
            "new archimedes 8\ngo mcts simulations 300 seed 5\ngo mcts simulations 300 seed 5\n\
             go mcts movetime 50\ngo mcts simulations 0\ngo mcts depth 3\ngo easy simulations 9\n\
             debug on\ngo mcts simulations 50\n",
        );
        assert_eq!(replies[0], "ok");
        for reply in &replies[1..4] {
            assert!(reply.starts_with("bestmove "), "{reply}");
        }
        assert_eq!(replies[1], replies[2], "the same seed gives the same move");
        for reply in &replies[4..7] {
            assert!(reply.starts_with("error usage: go"), "{reply}");
        }
        assert_eq!(replies[7], "ok");
        assert!(replies[8].starts_with("info depth "), "{}", replies[8]);
        assert!(replies[8].contains(" nodes 50 "), "{}", replies[8]);
        assert!(replies[9].starts_with("bestmove "));
    }

    #[test]
    fn survives_hostile_input() {
        let mut script = b"new amazons 10\n".to_vec();
        script.extend(std::iter::repeat_n(b'x', MAX_LINE + 10));
        script.extend(b"\n\xff\xfe\nplay \xc3\x28\nfen\n");
        let mut out = Vec::new();
        run(&script[..], &mut out).unwrap();
        let replies: Vec<_> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect();
        assert_eq!(replies[0], "ok");
        assert_eq!(replies[1], "error line too long");
        assert_eq!(replies[2], "error line is not valid UTF-8");
        assert_eq!(replies[3], "error line is not valid UTF-8");
        assert!(replies[4].starts_with("fen 3B2B3/"));
    }
}
