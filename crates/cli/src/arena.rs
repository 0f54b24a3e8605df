//! Matches between two players (levels of this engine, or any program that speaks the engine
//! protocol): games in pairs from the same random opening with colours swapped, and the
//! result as wins, draws, losses, score and Elo difference with a 95% interval.

use anyhow::{Context, Result, anyhow, bail};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use skillgames_core::{Outcome, Player};
use skillgames_search::{GameKind, Go, Session, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

/// Longest game played before it is called a draw: no game lasts this long under the rules
/// (Archimedes' quiet rule, the finite Amazons board, the 300-ply Lines of Action limit), so it
/// only guards against a broken external engine.
const MAX_PLIES: u32 = 4000;

/// Extra time an external engine gets beyond its move time before it forfeits.
const EXTERNAL_GRACE: Duration = Duration::from_secs(10);

/// Who plays in a match.
#[derive(Clone, Debug)]
pub enum Contestant {
    /// This engine at a level.
    Level(String),
    /// An external program speaking the engine protocol, asked for `go <level>`.
    External {
        /// The shell command that starts it.
        command: String,
        /// The level passed to its `go`.
        level: String,
    },
}

impl Contestant {
    fn name(&self) -> String {
        match self {
            Contestant::Level(level) => level.clone(),
            Contestant::External { command, level } => format!("{level} ({command})"),
        }
    }
}

/// A match to play.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    /// Game and board.
    pub variant: Variant,
    /// The first player (results are given from its side).
    pub a: Contestant,
    /// The second player.
    pub b: Contestant,
    /// Games to play (pairs share an opening).
    pub games: usize,
    /// Time per move, replacing the levels' budgets.
    pub movetime: Option<Duration>,
    /// Seed of the openings and of the engines' random choices.
    pub seed: u64,
    /// Random plies played before the players take over.
    pub opening_plies: u32,
    /// Games played at once.
    pub jobs: usize,
}

/// How one game ended, from A's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// A won.
    Win,
    /// Nobody won.
    Draw,
    /// B won.
    Loss,
}

impl GameResult {
    fn points(self) -> f64 {
        match self {
            GameResult::Win => 1.0,
            GameResult::Draw => 0.5,
            GameResult::Loss => 0.0,
        }
    }
}

/// The tally of a match, from A's side.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Games A won.
    pub wins: usize,
    /// Games drawn.
    pub draws: usize,
    /// Games A lost.
    pub losses: usize,
    /// Games A won with White.
    pub wins_as_white: usize,
    /// Games where a player forfeited (illegal move, crash or time-out).
    pub forfeits: usize,
    /// Plies over all games.
    pub plies: u64,
}

impl Tally {
    fn add(&mut self, result: GameResult, a_was_white: bool, plies: u32, forfeit: bool) {
        match result {
            GameResult::Win => {
                self.wins += 1;
                self.wins_as_white += usize::from(a_was_white);
            }
            GameResult::Draw => self.draws += 1,
            GameResult::Loss => self.losses += 1,
        }
        self.forfeits += usize::from(forfeit);
        self.plies += u64::from(plies);
    }

    /// Games played.
    #[must_use]
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// A's score as a fraction, draws counting half.
    #[must_use]
    pub fn score(&self) -> f64 {
        (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    /// The Elo difference (A minus B) and its 95% interval.
    #[must_use]
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let p = self.score();
        let variance = [
            (GameResult::Win, self.wins),
            (GameResult::Draw, self.draws),
            (GameResult::Loss, self.losses),
        ]
        .iter()
        .map(|&(r, count)| count as f64 * (r.points() - p).powi(2))
        .sum::<f64>()
            / n;
        let margin = 1.96 * (variance / n).sqrt();
        (elo_of(p), elo_of(p - margin), elo_of(p + margin))
    }
}

/// The Elo difference that predicts the score `p`.
#[must_use]
pub fn elo_of(p: f64) -> f64 {
    if p <= 0.0 {
        f64::NEG_INFINITY
    } else if p >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / p - 1.0).log10()
    }
}

/// A player inside one game.
trait Seat {
    fn choose(&mut self, fen: &str, seed: u64) -> Result<String>;
    fn observe(&mut self, mv: &str) -> Result<()>;
}

struct LevelSeat {
    session: Box<dyn Session>,
    level: String,
    movetime: Option<Duration>,
    seeded: bool,
}

impl Seat for LevelSeat {
    fn choose(&mut self, _fen: &str, seed: u64) -> Result<String> {
        // Seed once per game, so each game of a match has its own random sequence.
        let seed = (!std::mem::replace(&mut self.seeded, true)).then_some(seed);
        let request = Go::Level {
            name: self.level.clone(),
            movetime: self.movetime,
            seed,
        };
        Ok(self.session.go(&request, None, &mut |_| {})?.mv)
    }

    fn observe(&mut self, mv: &str) -> Result<()> {
        Ok(self.session.play(&[mv])?)
    }
}

struct ExternalSeat {
    child: Child,
    stdin: ChildStdin,
    replies: mpsc::Receiver<String>,
    variant: Variant,
    level: String,
    movetime: Option<Duration>,
}

impl ExternalSeat {
    fn start(
        command: &str,
        variant: Variant,
        level: &str,
        movetime: Option<Duration>,
    ) -> Result<Self> {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .with_context(|| format!("cannot start {command:?}"))?;
        let stdin = child.stdin.take().context("no stdin")?;
        let stdout = child.stdout.take().context("no stdout")?;
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
            stdin,
            replies,
            variant,
            level: level.to_owned(),
            movetime,
        })
    }

    fn ask(&mut self, command: &str, timeout: Duration) -> Result<String> {
        writeln!(self.stdin, "{command}")?;
        self.stdin.flush()?;
        loop {
            let line = self
                .replies
                .recv_timeout(timeout)
                .map_err(|_| anyhow!("no answer to {command:?}"))?;
            if !line.starts_with("info ") {
                return Ok(line);
            }
        }
    }
}

impl Seat for ExternalSeat {
    fn choose(&mut self, fen: &str, seed: u64) -> Result<String> {
        let (game, size) = (self.variant.kind.name(), self.variant.size);
        let reply = self.ask(&format!("position {game} {size} {fen}"), EXTERNAL_GRACE)?;
        if reply != "ok" {
            bail!("external engine refused the position: {reply}");
        }
        let mut go = format!("go {} seed {seed}", self.level);
        if let Some(time) = self.movetime {
            go.push_str(&format!(" movetime {}", time.as_millis()));
        }
        let budget = self.movetime.unwrap_or(Duration::from_secs(5)) + EXTERNAL_GRACE;
        let reply = self.ask(&go, budget)?;
        reply
            .strip_prefix("bestmove ")
            .map(str::to_owned)
            .ok_or_else(|| anyhow!("expected bestmove, got {reply:?}"))
    }

    fn observe(&mut self, _mv: &str) -> Result<()> {
        Ok(())
    }
}

impl Drop for ExternalSeat {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

fn seat(contestant: &Contestant, spec: &MatchSpec, fen: &str) -> Result<Box<dyn Seat>> {
    Ok(match contestant {
        Contestant::Level(level) => Box::new(LevelSeat {
            session: spec.variant.session(Some(fen))?,
            level: level.clone(),
            movetime: spec.movetime,
            seeded: false,
        }),
        Contestant::External { command, level } => Box::new(ExternalSeat::start(
            command,
            spec.variant,
            level,
            spec.movetime,
        )?),
    })
}

/// Nodes of the search that judges whether a random opening is balanced (node-limited, so the
/// openings replay exactly): about six plies on the 6x6 Archimedes board.
const BALANCE_SEARCH_NODES: u64 = 200_000;
/// Random openings tried before one that is not balanced is taken anyway.
const BALANCE_ATTEMPTS: usize = 40;

/// How far from even (in the evaluation's units, for the side to move) a random opening may
/// be, for the games whose random openings are often decided at once.
fn balance_margin(kind: GameKind) -> Option<i32> {
    match kind {
        // Half a ship: in Archimedes, and most of all on the 6x6 board, a few random plies
        // usually leave the side to move a ship up after a short combination.
        GameKind::Archimedes => Some(skillgames_search::games::archimedes::SHIP / 2),
        GameKind::Amazons | GameKind::Loa => None,
    }
}

/// A random opening of `plies` plies that neither side is handed: random quiet openings
/// ([`random_opening`]) are drawn until one is balanced, by a search of
/// [`BALANCE_SEARCH_NODES`] nodes, within [`balance_margin`] (in games that have one), or
/// [`BALANCE_ATTEMPTS`] were tried. Each pair of games starts from one, with colours swapped,
/// and an opening already won for one side would give one game to each player whatever
/// their strength.
fn opening(variant: Variant, plies: u32, rng: &mut Pcg64Mcg) -> Result<String> {
    let mut judge = variant.session(None)?;
    let mut fen = random_opening(variant, plies, rng)?;
    if let Some(margin) = balance_margin(variant.kind) {
        for _ in 1..BALANCE_ATTEMPTS {
            if search_score(judge.as_mut(), &fen, BALANCE_SEARCH_NODES)?.abs() <= margin {
                break;
            }
            fen = random_opening(variant, plies, rng)?;
        }
    }
    Ok(fen)
}

/// A random opening: `plies` random moves that do not end the game, each drawn uniformly from
/// the quietest moves available: in games with captures (Archimedes sinkings, Lines of Action
/// captures), moves that capture nothing and leave the opponent no capture if there are such,
/// else moves that capture nothing, else any move.
fn random_opening(variant: Variant, plies: u32, rng: &mut Pcg64Mcg) -> Result<String> {
    let mut session = variant.session(None)?;
    let has_captures = variant.kind != GameKind::Amazons;
    for _ in 0..plies {
        // Classes of candidates, quietest first: (safe, quiet, any).
        let mut classes: [Vec<Box<dyn Session>>; 3] = Default::default();
        for mv in session.legal_moves() {
            let mut trial = session.clone_session();
            let events = trial.play_recording(&mv)?;
            if trial.outcome().is_some() {
                continue;
            }
            let class = if !has_captures {
                0
            } else if !events.is_empty() {
                2
            } else if allows_capture(trial.as_ref())? {
                1
            } else {
                0
            };
            classes[class].push(trial);
        }
        let Some(class) = classes.iter_mut().find(|c| !c.is_empty()) else {
            break;
        };
        session = class.swap_remove(rng.random_range(0..class.len()));
    }
    Ok(session.fen())
}

/// The score, for the side to move at `fen`, of a search of `nodes` nodes run by `judge`
/// (whose position it replaces).
fn search_score(judge: &mut dyn Session, fen: &str, nodes: u64) -> Result<i32> {
    judge.set_position(fen)?;
    let mut score = 0;
    judge.go(&Go::Nodes(nodes), None, &mut |line| {
        // `info depth <d> score <s> ...`: the deepest finished iteration comes last.
        if let Some(value) = line.split_whitespace().skip_while(|w| *w != "score").nth(1) {
            score = value.parse().unwrap_or(0);
        }
    })?;
    Ok(score)
}

/// Whether the side to move in `session` has a move that captures (or sinks) something.
fn allows_capture(session: &dyn Session) -> Result<bool> {
    for mv in session.legal_moves() {
        let mut trial = session.clone_session();
        if !trial.play_recording(&mv)?.is_empty() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Plays one game from `fen`; returns the outcome from A's side, the plies, and whether it
/// ended by a forfeit.
fn play_game(
    spec: &MatchSpec,
    fen: &str,
    a_is_white: bool,
    seed: u64,
) -> Result<(GameResult, u32, bool)> {
    let mut referee = spec.variant.session(Some(fen))?;
    let mut a = seat(&spec.a, spec, fen)?;
    let mut b = seat(&spec.b, spec, fen)?;
    let start_ply = referee.ply();
    loop {
        let plies = referee.ply() - start_ply;
        if let Some(outcome) = referee.outcome() {
            return Ok((from_a(outcome, a_is_white), plies, false));
        }
        if plies >= MAX_PLIES {
            return Ok((GameResult::Draw, plies, false));
        }
        let a_to_move = (referee.turn() == Player::White) == a_is_white;
        let (mover, other) = if a_to_move {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        let forfeit = if a_to_move {
            GameResult::Loss
        } else {
            GameResult::Win
        };
        let seat_seed = seed ^ u64::from(a_to_move);
        let Ok(mv) = mover.choose(&referee.fen(), seat_seed) else {
            return Ok((forfeit, plies, true));
        };
        if referee.play(&[&mv]).is_err() {
            return Ok((forfeit, plies, true));
        }
        if mover.observe(&mv).is_err() || other.observe(&mv).is_err() {
            return Ok((forfeit, plies, true));
        }
    }
}

fn from_a(outcome: Outcome, a_is_white: bool) -> GameResult {
    match outcome.winner() {
        None => GameResult::Draw,
        Some(winner) if (winner == Player::White) == a_is_white => GameResult::Win,
        Some(_) => GameResult::Loss,
    }
}

/// One finished game, as reported to the caller.
#[derive(Clone, Debug)]
pub struct Finished {
    /// Index of the game in the match.
    pub index: usize,
    /// The result from A's side.
    pub result: GameResult,
    /// Whether A had White.
    pub a_was_white: bool,
    /// Plies played after the opening.
    pub plies: u32,
    /// Whether a player forfeited.
    pub forfeit: bool,
}

/// Plays the whole match, calling `on_game` as each game finishes (in finishing order).
///
/// # Errors
/// When a player cannot be started, or an opening cannot be made.
pub fn play_match(spec: &MatchSpec, mut on_game: impl FnMut(&Finished, &Tally)) -> Result<Tally> {
    let mut rng = Pcg64Mcg::seed_from_u64(spec.seed);
    let pairs = spec.games.div_ceil(2);
    let openings: Vec<String> = (0..pairs)
        .map(|_| opening(spec.variant, spec.opening_plies, &mut rng))
        .collect::<Result<_>>()?;
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel::<Result<Finished>>();
    let mut tally = Tally::default();
    std::thread::scope(|scope| -> Result<()> {
        for _ in 0..spec.jobs.clamp(1, spec.games.max(1)) {
            let sender = sender.clone();
            let (next, openings) = (&next, &openings);
            scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= spec.games {
                        break;
                    }
                    let a_is_white = index % 2 == 0;
                    let seed = spec
                        .seed
                        .wrapping_mul(0x9E37_79B9)
                        .wrapping_add(index as u64);
                    let finished = play_game(spec, &openings[index / 2], a_is_white, seed).map(
                        |(result, plies, forfeit)| Finished {
                            index,
                            result,
                            a_was_white: a_is_white,
                            plies,
                            forfeit,
                        },
                    );
                    if sender.send(finished).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for finished in receiver {
            let finished = finished?;
            tally.add(
                finished.result,
                finished.a_was_white,
                finished.plies,
                finished.forfeit,
            );
            on_game(&finished, &tally);
        }
        Ok(())
    })?;
    Ok(tally)
}

/// The match report printed at the end.
#[must_use]
pub fn report(spec: &MatchSpec, tally: &Tally) -> String {
    let (elo, low, high) = tally.elo();
    let fmt_elo = |e: f64| {
        if e.is_finite() {
            format!("{e:+.0}")
        } else if e > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        }
    };
    format!(
        "{variant}: {a} vs {b}, {games} games\n\
         {a}: {w} wins, {d} draws, {l} losses ({ww} of the wins as White), score {score:.1}%\n\
         Elo difference {elo} (95% interval {low} to {high}); {forfeits} forfeits; {ply:.0} plies per game",
        variant = spec.variant,
        a = spec.a.name(),
        b = spec.b.name(),
        games = tally.games(),
        w = tally.wins,
        d = tally.draws,
        l = tally.losses,
        ww = tally.wins_as_white,
        score = 100.0 * tally.score(),
        elo = fmt_elo(elo),
        low = fmt_elo(low),
        high = fmt_elo(high),
        forfeits = tally.forfeits,
        ply = tally.plies as f64 / tally.games().max(1) as f64,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_known_scores() {
        assert!(elo_of(0.5).abs() < 1e-9);
        assert!((elo_of(0.75) - 190.85).abs() < 0.01);
        assert_eq!(elo_of(1.0), f64::INFINITY);
        let tally = Tally {
            wins: 60,
            draws: 20,
            losses: 20,
            ..Tally::default()
        };
        let (elo, low, high) = tally.elo();
        assert!(low < elo && elo < high);
        assert!((tally.score() - 0.7).abs() < 1e-9);
    }

    #[test]
    fn a_short_match_is_played_in_full() {
        let spec = MatchSpec {
            variant: Variant::new(GameKind::Amazons, 6).unwrap(),
            a: Contestant::Level("normal".into()),
            b: Contestant::Level("easy".into()),
            games: 4,
            movetime: Some(Duration::from_millis(20)),
            seed: 1,
            opening_plies: 2,
            jobs: 2,
        };
        let mut seen = Vec::new();
        let tally = play_match(&spec, |finished, _| seen.push(finished.index)).unwrap();
        seen.sort_unstable();
        assert_eq!(seen, [0, 1, 2, 3]);
        assert_eq!(tally.games(), 4);
        assert_eq!(tally.draws, 0, "Amazons has no draws");
        assert!(report(&spec, &tally).contains("normal vs easy, 4 games"));
    }
}
