//! The engine protocol spoken by `skillgames engine`: one command per line on standard input,
//! exactly one answer line per command (none for `quit`), flushed at once.
//!
//! ```text
//! new <archimedes|amazons|loa> [size]   -> ok
//! position <game> <size> <fen>          -> ok | error <message>
//! fen                                   -> fen <fen>
//! moves                                 -> moves <m1> <m2> ...
//! play <move> [<move> ...]              -> ok | error <message>   (all or nothing)
//! result                                -> result ongoing | result <white|black|draw> <reason>
//! perft <depth>                         -> perft <count>
//! help                                  -> help <the commands>
//! quit
//! ```
//!
//! Unknown or malformed commands answer `error <message>` and change nothing. Blank lines are
//! ignored.

use crate::session::Session;
use crate::variant::{GameKind, Variant, VariantError};
use skillgames_core::{MoveError, ParseFenError};
use std::io::{self, BufRead, Write};

/// Longest command line accepted; longer lines are answered with an error and skipped.
pub const MAX_LINE: usize = 1 << 20;

/// Deepest perft the protocol runs.
pub const MAX_PERFT_DEPTH: u32 = 32;

const HELP: &str = "help commands: new <game> [size] | position <game> <size> <fen> | fen | moves \
                    | play <move>... | result | perft <depth> | help | quit";

/// Why a command was refused.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The first word is not a command.
    #[error("unknown command {0:?} (try help)")]
    Unknown(String),
    /// A command lacks an argument or has too many.
    #[error("usage: {0}")]
    Usage(&'static str),
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
    /// The line is not UTF-8 or is too long.
    #[error("{0}")]
    Input(&'static str),
}

/// What the engine does with one line.
#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    /// Answer with this line.
    Line(String),
    /// Say nothing (a blank line).
    Nothing,
    /// Stop.
    Quit,
}

/// The protocol's state: the game in progress.
#[derive(Default)]
pub struct Engine {
    session: Option<Box<dyn Session>>,
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
            Err(err) => Reply::Line(error_line(&err)),
        }
    }

    fn session(&self) -> Result<&dyn Session, CommandError> {
        self.session.as_deref().ok_or(CommandError::NoGame)
    }

    fn command(&mut self, line: &str) -> Result<Reply, CommandError> {
        let mut words = line.split_ascii_whitespace();
        let Some(command) = words.next() else { return Ok(Reply::Nothing) };
        let args: Vec<&str> = words.collect();
        let line = |text: String| Ok(Reply::Line(text));
        match command {
            "quit" => Ok(Reply::Quit),
            "help" => line(HELP.to_owned()),
            "new" => {
                const USAGE: &str = "new <archimedes|amazons|loa> [size]";
                let (game, size) = match args[..] {
                    [game] => (game, None),
                    [game, size] => (game, Some(size)),
                    _ => return Err(CommandError::Usage(USAGE)),
                };
                let variant = Variant::with_size_text(game.parse::<GameKind>()?, size)?;
                self.session = Some(variant.session(None)?);
                line("ok".into())
            }
            "position" => {
                const USAGE: &str = "position <game> <size> <fen>";
                let [game, size, fen @ ..] = &args[..] else { return Err(CommandError::Usage(USAGE)) };
                if fen.is_empty() {
                    return Err(CommandError::Usage(USAGE));
                }
                let variant = Variant::with_size_text(game.parse::<GameKind>()?, Some(size))?;
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
                line(std::iter::once("moves".to_owned()).chain(moves).collect::<Vec<_>>().join(" "))
            }
            "play" => {
                if args.is_empty() {
                    return Err(CommandError::Usage("play <move> [<move> ...]"));
                }
                let session = self.session.as_deref_mut().ok_or(CommandError::NoGame)?;
                session.play(&args)?;
                line("ok".into())
            }
            "result" => {
                no_args(&args, "result")?;
                match self.session()?.outcome() {
                    Some(outcome) => line(format!("result {outcome}")),
                    None => line("result ongoing".into()),
                }
            }
            "perft" => {
                const USAGE: &str = "perft <depth>, depth 0-32";
                let [depth] = args[..] else { return Err(CommandError::Usage(USAGE)) };
                let depth: u32 = depth.parse().map_err(|_| CommandError::Usage(USAGE))?;
                if depth > MAX_PERFT_DEPTH {
                    return Err(CommandError::Usage(USAGE));
                }
                line(format!("perft {}", self.session()?.perft(depth)))
            }
            other => Err(CommandError::Unknown(other.chars().take(24).collect())),
        }
    }
}

fn no_args(args: &[&str], usage: &'static str) -> Result<(), CommandError> {
    if args.is_empty() { Ok(()) } else { Err(CommandError::Usage(usage)) }
}

fn error_line(err: &CommandError) -> String {
    let message: String = err.to_string().chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
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
    Ok(Some(std::str::from_utf8(buf).map_err(|_| CommandError::Input("line is not valid UTF-8"))))
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
            Err(err) => Reply::Line(error_line(&err)),
        };
        match reply {
            Reply::Line(text) => {
                writeln!(output, "{text}")?;
                output.flush()?;
            }
            Reply::Nothing => {}
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
        String::from_utf8(out).unwrap().lines().map(str::to_owned).collect()
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
        assert_eq!(replies[11], "fen 1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0");
    }

    #[test]
    fn reports_results_and_empty_move_lists() {
        let replies = talk("position loa 8 8/8/8/8/8/8/2B5/W6W w 0 1\nresult\nmoves\nplay a1-a2\n");
        assert_eq!(replies, ["ok", "result black connected", "moves", "error the game is over"]);
    }

    #[test]
    fn survives_hostile_input() {
        let mut script = b"new amazons 10\n".to_vec();
        script.extend(std::iter::repeat_n(b'x', MAX_LINE + 10));
        script.extend(b"\n\xff\xfe\nplay \xc3\x28\nfen\n");
        let mut out = Vec::new();
        run(&script[..], &mut out).unwrap();
        let replies: Vec<_> = String::from_utf8(out).unwrap().lines().map(str::to_owned).collect();
        assert_eq!(replies[0], "ok");
        assert_eq!(replies[1], "error line too long");
        assert_eq!(replies[2], "error line is not valid UTF-8");
        assert_eq!(replies[3], "error line is not valid UTF-8");
        assert!(replies[4].starts_with("fen 3B2B3/"));
    }
}
