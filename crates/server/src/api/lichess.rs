//! The shapes of lichess's Bot and Board API, filled from our games: the events of the game
//! stream (`gameFull`, `gameState`, `opponentGone`), of the event stream (`gameStart`,
//! `gameFinish`, `challenge`, ...), a challenge and an account, as lichess's OpenAPI
//! description (`lichess-org/api`, `doc/specs`) writes them, so that its client libraries
//! read them unchanged. Pure: no store, no socket. What differs from lichess (the variant's
//! board size, the moves' notation, the statuses of our games' own endings) is in
//! `docs/api.md`.

use serde::Serialize;
use skillgames_online::{
    Colour, ColourChoice, EndReason, GameStatus, GameView, Offer, RatingView, SideView,
    TimeControl, VariantId,
};

/// Milliseconds in a second and a minute.
const SECOND_MS: u64 = 1_000;
const MINUTE_MS: u64 = 60 * SECOND_MS;
/// lichess's estimate of a game's length: the initial time and this many increments.
const ESTIMATED_MOVES: u64 = 40;
/// The longest estimated game (in seconds) of each live speed, lichess's bounds.
const SPEEDS: [(u64, &str); 4] = [
    (29, "ultraBullet"),
    (179, "bullet"),
    (479, "blitz"),
    (1499, "rapid"),
];

/// A game and its board, as lichess's `Variant` (with the board's size, which lichess has not).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Variant {
    /// The game's catalogue name: `amazons`.
    pub key: String,
    /// The game's name with its board: `Amazons 8×8`.
    pub name: String,
    /// The game's name: `Amazons`.
    pub short: String,
    /// The board's size.
    pub size: u8,
}

/// `variant` as lichess's `Variant` (named by its catalogue name for a game the catalogue has not).
#[must_use]
pub fn variant(variant: &VariantId) -> Variant {
    let (game, size) = (variant.game(), variant.size());
    let title = skillgames_catalogue::CATALOGUE
        .find(game)
        .map_or(game, |info| info.title);
    Variant {
        key: game.to_owned(),
        name: format!("{title} {size}×{size}"),
        short: title.to_owned(),
        size,
    }
}

/// lichess's speed of a time control: from the estimated length of a live game
/// (`limit + 40 × increment` seconds), or `correspondence`.
#[must_use]
pub fn speed(time: &TimeControl) -> &'static str {
    match *time {
        TimeControl::Live { minutes, increment } => {
            let estimate = u64::from(minutes) * 60 + ESTIMATED_MOVES * u64::from(increment);
            SPEEDS
                .iter()
                .find(|(most, _)| estimate <= *most)
                .map_or("classical", |(_, name)| name)
        }
        TimeControl::Correspondence { .. } => "correspondence",
    }
}

/// A live game's clock, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Clock {
    /// Each side's time at the start.
    pub initial: u64,
    /// Added after each move.
    pub increment: u64,
}

/// The clock of a live time control (`None` for correspondence).
#[must_use]
pub fn clock(time: &TimeControl) -> Option<Clock> {
    match *time {
        TimeControl::Live { minutes, increment } => Some(Clock {
            initial: u64::from(minutes) * MINUTE_MS,
            increment: u64::from(increment) * SECOND_MS,
        }),
        TimeControl::Correspondence { .. } => None,
    }
}

/// One side of a game: lichess's `GameEventPlayer`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    /// The name, lower case (lichess's user id).
    pub id: String,
    /// The name.
    pub name: String,
    /// `BOT` for a bot account.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<&'static str>,
    /// The rating in this game and board (accounts only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<i32>,
    /// Whether the rating is provisional.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub provisional: bool,
}

/// A side as lichess writes it; `bot` says whether that account is a bot.
#[must_use]
pub fn player(side: Option<&SideView>, bot: bool) -> Player {
    let name = side.map_or_else(String::new, |s| s.player.name.clone());
    let rating: Option<&RatingView> = side.and_then(|s| s.rating.as_ref());
    Player {
        id: name.to_lowercase(),
        name,
        title: bot.then_some("BOT"),
        rating: rating.map(|r| r.rating),
        provisional: rating.is_some_and(|r| r.provisional),
    }
}

/// lichess's `GameStateEvent`: the moves and the clocks after every change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    /// `gameState`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The moves in the rules' notation, separated by spaces.
    pub moves: String,
    /// White's time left, in milliseconds (a day's worth of days per move in correspondence).
    pub wtime: u64,
    /// Black's.
    pub btime: u64,
    /// White's increment, in milliseconds.
    pub winc: u64,
    /// Black's.
    pub binc: u64,
    /// How it stands: lichess's `GameStatusName`.
    pub status: &'static str,
    /// The winner, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<&'static str>,
    /// White offers a draw.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub wdraw: bool,
    /// Black offers a draw.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub bdraw: bool,
    /// White asks to take back.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub wtakeback: bool,
    /// Black asks to take back.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub btakeback: bool,
}

impl State {
    /// Whether `other` is the same game at the same turn (whatever the clocks say): the same
    /// moves, status, winner and offers.
    #[must_use]
    pub fn same_turn(&self, other: &State) -> bool {
        (
            &self.moves,
            self.status,
            self.winner,
            [self.wdraw, self.bdraw, self.wtakeback, self.btakeback],
        ) == (
            &other.moves,
            other.status,
            other.winner,
            [other.wdraw, other.bdraw, other.wtakeback, other.btakeback],
        )
    }
}

/// The colour's word.
#[must_use]
pub fn colour(side: Colour) -> &'static str {
    match side {
        Colour::White => "white",
        Colour::Black => "black",
    }
}

/// lichess's status name of our status: the rules' own endings are `variantEnd` (lichess's
/// word for an ending of a variant's own rules), a draw by the rules `draw`.
#[must_use]
pub fn status(status: &GameStatus) -> &'static str {
    match status {
        GameStatus::Open => "created",
        GameStatus::Playing => "started",
        GameStatus::Aborted => "aborted",
        GameStatus::Ended { winner, reason, .. } => match reason {
            EndReason::Resigned => "resign",
            EndReason::Time => "outoftime",
            EndReason::Abandoned => "timeout",
            EndReason::Agreed => "draw",
            EndReason::Rules(_) if winner.is_none() => "draw",
            EndReason::Rules(_) => "variantEnd",
        },
    }
}

/// The state of `game`, `elapsed_ms` after its clocks were read.
#[must_use]
pub fn state(game: &GameView, elapsed_ms: u64) -> State {
    let (winc, binc) = clock(&game.time).map_or((0, 0), |c| (c.increment, c.increment));
    let winner = match &game.status {
        GameStatus::Ended { winner, .. } => winner.map(colour),
        _ => None,
    };
    let offered =
        |offer: Offer, by: Colour| game.offer.is_some_and(|o| o.offer == offer && o.by == by);
    State {
        kind: "gameState",
        moves: game.moves.join(" "),
        wtime: game.clocks.left(Colour::White, elapsed_ms),
        btime: game.clocks.left(Colour::Black, elapsed_ms),
        winc,
        binc,
        status: status(&game.status),
        winner,
        wdraw: offered(Offer::Draw, Colour::White),
        bdraw: offered(Offer::Draw, Colour::Black),
        wtakeback: offered(Offer::Takeback, Colour::White),
        btakeback: offered(Offer::Takeback, Colour::Black),
    }
}

/// lichess's `GameFullEvent`: the game when its stream opens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Full {
    /// `gameFull`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The game's id.
    pub id: String,
    /// The game and board.
    pub variant: Variant,
    /// The clock (live games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
    /// Days per move (correspondence).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub days_per_turn: Option<u8>,
    /// lichess's speed.
    pub speed: &'static str,
    /// lichess's perf: the speed's name.
    pub perf: Perf,
    /// Whether it counts for the ratings.
    pub rated: bool,
    /// When it was created, in milliseconds since the epoch.
    pub created_at: u64,
    /// White.
    pub white: Player,
    /// Black.
    pub black: Player,
    /// The start position: `startpos` (every game starts from its board's start).
    pub initial_fen: &'static str,
    /// The state now.
    pub state: State,
}

/// lichess's perf of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Perf {
    /// The speed, capitalised (`Blitz`).
    pub name: String,
}

/// `word` with its first letter capitalised.
fn capitalised(word: &str) -> String {
    let mut letters = word.chars();
    letters.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(letters).collect()
    })
}

/// Whether each side (White, Black) is a bot account.
pub type Bots = [bool; 2];

/// The `gameFull` of `game`, created at `created_at`.
#[must_use]
pub fn full(game: &GameView, bots: Bots, created_at: u64, elapsed_ms: u64) -> Full {
    let speed = speed(&game.time);
    Full {
        kind: "gameFull",
        id: game.id.to_string(),
        variant: variant(&game.variant),
        clock: clock(&game.time),
        days_per_turn: match game.time {
            TimeControl::Correspondence { days } => Some(days),
            TimeControl::Live { .. } => None,
        },
        speed,
        perf: Perf {
            name: capitalised(speed),
        },
        rated: game.rated,
        created_at,
        white: player(game.white.as_ref(), bots[0]),
        black: player(game.black.as_ref(), bots[1]),
        initial_fen: "startpos",
        state: state(game, elapsed_ms),
    }
}

/// lichess's `chatLine`: a line of a game's chat, in a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChatLineEvent {
    /// `chatLine`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// `player` (the players' room).
    pub room: &'static str,
    /// Who wrote it.
    pub username: String,
    /// What they wrote.
    pub text: String,
}

impl ChatLineEvent {
    /// A line of the players' room.
    #[must_use]
    pub fn player(line: skillgames_online::ChatLine) -> ChatLineEvent {
        ChatLineEvent {
            kind: "chatLine",
            room: "player",
            username: line.from,
            text: line.text,
        }
    }
}

/// lichess's `opponentGone`: the opponent left; the win may be claimed in so many seconds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OpponentGone {
    /// `opponentGone`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// Whether the opponent is gone.
    pub gone: bool,
    /// Seconds until the win may be claimed (when gone).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim_win_in_seconds: Option<u64>,
}

/// The opponent's presence as `opponentGone`, from the game as seen by `me`.
#[must_use]
pub fn opponent_gone(game: &GameView, me: Colour) -> OpponentGone {
    let opponent = match me {
        Colour::White => game.black.as_ref(),
        Colour::Black => game.white.as_ref(),
    };
    let gone = opponent.is_some_and(|o| !o.here) && matches!(game.status, GameStatus::Playing);
    OpponentGone {
        kind: "opponentGone",
        gone,
        claim_win_in_seconds: gone.then(|| game.claim_in.unwrap_or(0).div_ceil(SECOND_MS)),
    }
}

/// lichess's `GameEventInfo`, in `gameStart` and `gameFinish` events.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    /// The game's id.
    pub game_id: String,
    /// The same, as lichess also writes it.
    pub full_id: String,
    /// The same, once more.
    pub id: String,
    /// The receiver's side.
    pub color: &'static str,
    /// The last move, if any.
    pub last_move: String,
    /// How the game came to be: `friend` (a challenge or a link) or `lobby`.
    pub source: &'static str,
    /// How it stands.
    pub status: StatusInfo,
    /// The game and board.
    pub variant: Variant,
    /// lichess's speed.
    pub speed: &'static str,
    /// The same as the perf.
    pub perf: &'static str,
    /// Whether it counts for the ratings.
    pub rated: bool,
    /// Whether a move was played.
    pub has_moved: bool,
    /// The opponent.
    pub opponent: Opponent,
    /// Whether the receiver is to move.
    pub is_my_turn: bool,
    /// The receiver's time left, in seconds (live games).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seconds_left: Option<u64>,
    /// Which API may play it: every game may be played by the Bot and the Board API.
    pub compat: Compat,
    /// The winner, once it ended with one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<&'static str>,
}

/// A status with lichess's number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatusInfo {
    /// lichess's number of the status.
    pub id: u8,
    /// Its name.
    pub name: &'static str,
}

/// lichess's number of a status name.
#[must_use]
pub fn status_id(name: &str) -> u8 {
    match name {
        "created" => 10,
        "started" => 20,
        "aborted" => 25,
        "resign" => 31,
        "timeout" => 33,
        "draw" => 34,
        "outoftime" => 35,
        _ => 60,
    }
}

/// The opponent in a `GameEventInfo`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Opponent {
    /// The name, lower case.
    pub id: String,
    /// The name.
    pub username: String,
    /// The rating in this game and board (accounts only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<i32>,
}

/// Which APIs may play a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Compat {
    /// The Bot API.
    pub bot: bool,
    /// The Board API.
    pub board: bool,
}

/// The `GameEventInfo` of `game` for the player on `me`'s side.
#[must_use]
pub fn game_info(game: &GameView, me: Colour, private: bool) -> GameInfo {
    let theirs = match me {
        Colour::White => game.black.as_ref(),
        Colour::Black => game.white.as_ref(),
    };
    let name = theirs.map_or_else(String::new, |s| s.player.name.clone());
    let status_name = status(&game.status);
    let to_move = Colour::to_move(game.moves.len());
    let winner = match &game.status {
        GameStatus::Ended { winner, .. } => winner.map(colour),
        _ => None,
    };
    GameInfo {
        game_id: game.id.to_string(),
        full_id: game.id.to_string(),
        id: game.id.to_string(),
        color: colour(me),
        last_move: game.moves.last().cloned().unwrap_or_default(),
        source: if private { "friend" } else { "lobby" },
        status: StatusInfo {
            id: status_id(status_name),
            name: status_name,
        },
        variant: variant(&game.variant),
        speed: speed(&game.time),
        perf: speed(&game.time),
        rated: game.rated,
        has_moved: !game.moves.is_empty(),
        opponent: Opponent {
            id: name.to_lowercase(),
            username: name,
            rating: theirs.and_then(|s| s.rating.map(|r| r.rating)),
        },
        is_my_turn: matches!(game.status, GameStatus::Playing) && to_move == me,
        seconds_left: clock(&game.time).map(|_| game.clocks.left(me, 0) / SECOND_MS),
        compat: Compat {
            bot: true,
            board: true,
        },
        winner,
    }
}

/// An event of the event stream: `{"type": ..., "game": ...}` or `{"type": ..., "challenge": ...}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    /// A game of the player's began (or was going on when the stream opened).
    GameStart {
        /// The game.
        game: GameInfo,
    },
    /// A game of the player's ended.
    GameFinish {
        /// The game.
        game: GameInfo,
    },
    /// A challenge to or from the player.
    Challenge {
        /// The challenge.
        challenge: Challenge,
    },
    /// A challenge was withdrawn by its challenger.
    ChallengeCanceled {
        /// The challenge.
        challenge: Challenge,
    },
    /// A challenge was declined.
    ChallengeDeclined {
        /// The challenge.
        challenge: Challenge,
    },
}

/// A player in a challenge: lichess's `ChallengeUser`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChallengeUser {
    /// The name, lower case.
    pub id: String,
    /// The name.
    pub name: String,
    /// `BOT` for a bot account.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<&'static str>,
    /// The rating in the challenge's game and board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rating: Option<i32>,
    /// Whether it is provisional.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub provisional: bool,
    /// Whether the player is connected now.
    pub online: bool,
}

/// A time control as lichess writes it in a challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum ChallengeTime {
    /// A live game's clock, in seconds.
    Clock {
        /// Initial time, in seconds.
        limit: u64,
        /// Increment, in seconds.
        increment: u64,
        /// `5+3`.
        show: String,
    },
    /// Days per move.
    #[serde(rename_all = "camelCase")]
    Correspondence {
        /// Days per move.
        days_per_turn: u8,
    },
}

/// The challenge form of a time control.
#[must_use]
pub fn challenge_time(time: &TimeControl) -> ChallengeTime {
    match *time {
        TimeControl::Live { minutes, increment } => ChallengeTime::Clock {
            limit: u64::from(minutes) * 60,
            increment: u64::from(increment),
            show: format!("{minutes}+{increment}"),
        },
        TimeControl::Correspondence { days } => ChallengeTime::Correspondence {
            days_per_turn: days,
        },
    }
}

/// lichess's `ChallengeJson`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Challenge {
    /// Its id (the game's, once accepted).
    pub id: String,
    /// Its page.
    pub url: String,
    /// `created`, `canceled`, `declined` or `accepted`.
    pub status: &'static str,
    /// Who challenges.
    pub challenger: ChallengeUser,
    /// Who is challenged.
    pub dest_user: ChallengeUser,
    /// The game and board.
    pub variant: Variant,
    /// Whether it counts for the ratings.
    pub rated: bool,
    /// lichess's speed.
    pub speed: &'static str,
    /// The time control.
    pub time_control: ChallengeTime,
    /// The challenger's colour choice: `white`, `black` or `random`.
    pub color: &'static str,
    /// The challenger's colour, once settled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub final_color: Option<&'static str>,
    /// lichess's perf.
    pub perf: ChallengePerf,
    /// `in` for the challenged, `out` for the challenger.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub direction: Option<&'static str>,
    /// The start position: `startpos`.
    pub initial_fen: &'static str,
    /// Why it was declined, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decline_reason: Option<String>,
    /// The same, as a key (`generic`, `later`, ...).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decline_reason_key: Option<String>,
}

/// lichess's perf of a challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChallengePerf {
    /// An icon's letter (lichess's font): none here.
    pub icon: &'static str,
    /// The speed's name.
    pub name: String,
}

/// The word of a colour choice.
#[must_use]
pub fn colour_choice(choice: ColourChoice) -> &'static str {
    match choice {
        ColourChoice::White => "white",
        ColourChoice::Black => "black",
        ColourChoice::Random => "random",
    }
}

/// The perf of a challenge of `time`.
#[must_use]
pub fn challenge_perf(time: &TimeControl) -> ChallengePerf {
    ChallengePerf {
        icon: "",
        name: capitalised(speed(time)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_online::{Clocks, GameId, PlayerView, VariantId};

    fn side(name: &str, rating: Option<i32>, here: bool) -> SideView {
        SideView {
            player: PlayerView {
                name: name.into(),
                account: rating.is_some(),
                bot: false,
            },
            rating: rating.map(|rating| RatingView {
                rating,
                deviation: 60,
                provisional: false,
            }),
            here,
            away_until: None,
        }
    }

    fn game(moves: &[&str], status: GameStatus) -> GameView {
        GameView {
            id: GameId::from("abc123"),
            variant: VariantId::new("amazons", 8),
            time: TimeControl::Live {
                minutes: 5,
                increment: 3,
            },
            rated: true,
            white: Some(side("Ann", Some(1612), true)),
            black: Some(side("Bot", Some(1480), false)),
            moves: moves.iter().map(|m| (*m).to_owned()).collect(),
            clocks: Clocks {
                white: 290_000,
                black: 300_000,
                running: Some(Colour::Black),
            },
            status,
            offer: None,
            watchers: 0,
            claim_in: Some(7_500),
            rematch: None,
            creator: None,
            tournament: None,
        }
    }

    #[test]
    fn speeds_follow_lichess_estimate() {
        let live = |minutes, increment| TimeControl::Live { minutes, increment };
        assert_eq!(speed(&live(1, 0)), "bullet");
        assert_eq!(speed(&live(3, 2)), "blitz");
        assert_eq!(speed(&live(5, 3)), "blitz");
        assert_eq!(speed(&live(10, 5)), "rapid");
        assert_eq!(speed(&live(15, 10)), "rapid");
        assert_eq!(speed(&live(30, 0)), "classical");
        assert_eq!(
            speed(&TimeControl::Correspondence { days: 3 }),
            "correspondence"
        );
    }

    #[test]
    fn a_game_reads_as_lichess_writes_it() {
        let g = game(&["a1-a3/a1"], GameStatus::Playing);
        let full = serde_json::to_value(full(&g, [false, true], 1_700_000_000_000, 1_000)).unwrap();
        assert_eq!(full["type"], "gameFull");
        assert_eq!(full["id"], "abc123");
        assert_eq!(full["variant"]["key"], "amazons");
        assert_eq!(full["variant"]["size"], 8);
        assert_eq!(full["clock"]["initial"], 300_000);
        assert_eq!(full["clock"]["increment"], 3_000);
        assert_eq!(full["speed"], "blitz");
        assert_eq!(full["perf"]["name"], "Blitz");
        assert_eq!(full["createdAt"], 1_700_000_000_000_u64);
        assert_eq!(full["white"]["name"], "Ann");
        assert_eq!(full["white"]["rating"], 1612);
        assert!(full["white"].get("title").is_none());
        assert_eq!(full["black"]["title"], "BOT");
        assert_eq!(full["initialFen"], "startpos");
        let state = &full["state"];
        assert_eq!(state["type"], "gameState");
        assert_eq!(state["moves"], "a1-a3/a1");
        assert_eq!(state["wtime"], 290_000);
        // Black's clock runs: a second has gone since the clocks were read.
        assert_eq!(state["btime"], 299_000);
        assert_eq!(state["winc"], 3_000);
        assert_eq!(state["status"], "started");
        assert!(state.get("winner").is_none());
        assert!(state.get("wdraw").is_none());
    }

    #[test]
    fn endings_have_lichess_statuses() {
        let ended = |winner, reason| GameStatus::Ended {
            winner,
            reason,
            ratings: None,
        };
        let cases = [
            (
                ended(Some(Colour::White), EndReason::Resigned),
                "resign",
                Some("white"),
            ),
            (
                ended(Some(Colour::Black), EndReason::Time),
                "outoftime",
                Some("black"),
            ),
            (ended(None, EndReason::Agreed), "draw", None),
            (
                ended(Some(Colour::White), EndReason::Rules("fleet".into())),
                "variantEnd",
                Some("white"),
            ),
            (
                ended(None, EndReason::Rules("repetition".into())),
                "draw",
                None,
            ),
            (
                ended(Some(Colour::White), EndReason::Abandoned),
                "timeout",
                Some("white"),
            ),
            (GameStatus::Aborted, "aborted", None),
        ];
        for (status, name, winner) in cases {
            let s = state(&game(&[], status), 0);
            assert_eq!((s.status, s.winner), (name, winner));
        }
    }

    #[test]
    fn a_game_start_is_told_from_the_receiver_side() {
        let g = game(&["a1-a3/a1"], GameStatus::Playing);
        let event = serde_json::to_value(Event::GameStart {
            game: game_info(&g, Colour::Black, true),
        })
        .unwrap();
        assert_eq!(event["type"], "gameStart");
        let info = &event["game"];
        assert_eq!(info["gameId"], "abc123");
        assert_eq!(info["color"], "black");
        assert_eq!(info["isMyTurn"], true);
        assert_eq!(info["opponent"]["username"], "Ann");
        assert_eq!(info["opponent"]["rating"], 1612);
        assert_eq!(info["source"], "friend");
        assert_eq!(info["secondsLeft"], 300);
        assert_eq!(info["lastMove"], "a1-a3/a1");
        assert_eq!(info["status"]["name"], "started");
        assert_eq!(info["status"]["id"], 20);
    }

    #[test]
    fn an_absent_opponent_is_gone_with_the_time_to_claim() {
        let g = game(&[], GameStatus::Playing);
        let gone = serde_json::to_value(opponent_gone(&g, Colour::White)).unwrap();
        assert_eq!(gone["type"], "opponentGone");
        assert_eq!(gone["gone"], true);
        assert_eq!(gone["claimWinInSeconds"], 8);
        let here = opponent_gone(&g, Colour::Black);
        assert!(!here.gone);
        assert_eq!(here.claim_win_in_seconds, None);
    }
}
