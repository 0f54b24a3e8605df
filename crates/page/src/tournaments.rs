//! The tournaments' answers (`GET /api/tournaments`, `GET /api/tournaments/<id>`) read through
//! `serde_json::Value`, whose reader the home page already has, into the shared types. The readers serde derives for these types (and the
//! JSON reader's code made for each) weighed about 9 KB compressed in the piece of the pages
//! that show them; this is a few field lookups.
//!
//! A field missing or of the wrong type makes the whole answer unreadable (`None`): the page
//! then shows what it had, as it does when the server cannot be reached.

use serde_json::Value;
use skillgames_online::tournament::{
    MyEntry, StandingLine, TournamentGame, TournamentKind, TournamentList, TournamentStatus,
    TournamentSummary, TournamentView,
};
use skillgames_online::{PlayerView, TimeControl, VariantId};

/// A JSON text as a value.
fn parse(text: &str) -> Option<Value> {
    serde_json::from_str(text).ok()
}

fn text(v: &Value, key: &str) -> Option<String> {
    v.get(key)?.as_str().map(str::to_owned)
}

fn number(v: &Value, key: &str) -> Option<u64> {
    v.get(key)?.as_u64()
}

fn small(v: &Value, key: &str) -> Option<u32> {
    u32::try_from(number(v, key)?).ok()
}

fn signed(v: &Value, key: &str) -> Option<i32> {
    i32::try_from(v.get(key)?.as_i64()?).ok()
}

fn flag(v: &Value, key: &str) -> Option<bool> {
    v.get(key)?.as_bool()
}

/// A field that may be absent or `null`: `Some(None)` then, `None` if it is of another type.
fn maybe<T>(v: &Value, key: &str, read: impl Fn(&Value, &str) -> Option<T>) -> Option<Option<T>> {
    match v.get(key) {
        None | Some(Value::Null) => Some(None),
        Some(_) => read(v, key).map(Some),
    }
}

fn list<T>(v: &Value, key: &str, read: impl Fn(&Value) -> Option<T>) -> Option<Vec<T>> {
    v.get(key)?.as_array()?.iter().map(read).collect()
}

fn texts(v: &Value, key: &str) -> Option<Vec<String>> {
    list(v, key, |s| s.as_str().map(str::to_owned))
}

fn time(v: &Value) -> Option<TimeControl> {
    let small16 = |key| u16::try_from(number(v, key)?).ok();
    match v.get("kind")?.as_str()? {
        "live" => Some(TimeControl::Live {
            minutes: small16("minutes")?,
            increment: small16("increment")?,
        }),
        "correspondence" => Some(TimeControl::Correspondence {
            days: u8::try_from(number(v, "days")?).ok()?,
        }),
        _ => None,
    }
}

/// One tournament of a list (or the head of its page).
fn summary(v: &Value) -> Option<TournamentSummary> {
    Some(TournamentSummary {
        id: text(v, "id")?,
        name: text(v, "name")?,
        kind: TournamentKind::from_key(v.get("kind")?.as_str()?)?,
        variant: VariantId::new(text(v, "game")?, u8::try_from(number(v, "size")?).ok()?),
        time: time(v.get("time")?)?,
        rated: flag(v, "rated")?,
        starts: number(v, "starts")?,
        ends: maybe(v, "ends", number)?,
        rounds: maybe(v, "rounds", small)?,
        round: small(v, "round")?,
        status: TournamentStatus::from_key(v.get("status")?.as_str()?)?,
        players: small(v, "players")?,
        max_players: small(v, "max_players")?,
        private: flag(v, "private")?,
        by: maybe(v, "by", text)?,
    })
}

/// `GET /api/tournaments`, or `None` if it cannot be read.
#[must_use]
pub fn read_list(text: &str) -> Option<TournamentList> {
    let v = &parse(text)?;
    Some(TournamentList {
        upcoming: list(v, "upcoming", summary)?,
        running: list(v, "running", summary)?,
        finished: list(v, "finished", summary)?,
    })
}

fn standing(v: &Value) -> Option<StandingLine> {
    let player = v.get("player")?;
    Some(StandingLine {
        rank: small(v, "rank")?,
        player: PlayerView {
            name: text(player, "name")?,
            account: flag(player, "account")?,
            bot: flag(player, "bot").unwrap_or(false),
        },
        rating: signed(v, "rating")?,
        score: text(v, "score")?,
        sheet: texts(v, "sheet")?,
        fire: flag(v, "fire")?,
        tiebreaks: texts(v, "tiebreaks")?,
        withdrawn: flag(v, "withdrawn")?,
        paused: flag(v, "paused")?,
    })
}

fn game(v: &Value) -> Option<TournamentGame> {
    Some(TournamentGame {
        id: text(v, "id")?.into(),
        round: small(v, "round")?,
        white: text(v, "white")?,
        black: text(v, "black")?,
        result: maybe(v, "result", text)?,
    })
}

fn entry(v: &Value) -> Option<MyEntry> {
    Some(MyEntry {
        withdrawn: flag(v, "withdrawn")?,
        paused: flag(v, "paused")?,
        playing: maybe(v, "playing", text)?.map(Into::into),
    })
}

/// `GET /api/tournaments/next`: `Some(None)` when there is none, `None` if it cannot be read.
#[must_use]
pub fn read_next(text: &str) -> Option<Option<TournamentSummary>> {
    match parse(text)?.get("next")? {
        Value::Null => Some(None),
        next => summary(next).map(Some),
    }
}

/// `GET /api/tournaments/<id>` and the answers of joining, leaving and breaks, or `None` if
/// it cannot be read.
#[must_use]
pub fn read_view(text: &str) -> Option<TournamentView> {
    let v = &parse(text)?;
    Some(TournamentView {
        info: summary(v.get("info")?)?,
        min_rating: maybe(v, "min_rating", signed)?,
        max_rating: maybe(v, "max_rating", signed)?,
        bots: flag(v, "bots")?,
        twice: flag(v, "twice")?,
        standings: list(v, "standings", standing)?,
        games: list(v, "games", game)?,
        me: match v.get("me") {
            None | Some(Value::Null) => None,
            Some(me) => Some(entry(me)?),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_online::GameId;
    use skillgames_online::tournament::NextTournament;

    fn summary(status: TournamentStatus, time: TimeControl) -> TournamentSummary {
        TournamentSummary {
            id: "t1".into(),
            name: "Hourly <Amazons>".into(),
            kind: TournamentKind::RoundRobin,
            variant: VariantId::new("amazons", 8),
            time,
            rated: true,
            starts: 1_700_000_000_000,
            ends: None,
            rounds: Some(5),
            round: 2,
            status,
            players: 7,
            max_players: 50,
            private: true,
            by: Some("ada".into()),
        }
    }

    fn view(me: Option<MyEntry>) -> TournamentView {
        TournamentView {
            info: summary(
                TournamentStatus::Running,
                TimeControl::Live {
                    minutes: 3,
                    increment: 2,
                },
            ),
            min_rating: Some(1200),
            max_rating: None,
            bots: true,
            twice: false,
            standings: vec![StandingLine {
                rank: 1,
                player: PlayerView {
                    name: "bob".into(),
                    account: true,
                    bot: true,
                },
                rating: -3,
                score: "4½".into(),
                sheet: vec!["1".into(), "½".into()],
                fire: true,
                tiebreaks: vec!["Bu 3".into()],
                withdrawn: false,
                paused: true,
            }],
            games: vec![TournamentGame {
                id: GameId::from("g1"),
                round: 1,
                white: "bob".into(),
                black: "ada".into(),
                result: None,
            }],
            me,
        }
    }

    #[test]
    fn what_the_server_writes_is_read_back_whole() {
        for me in [
            None,
            Some(MyEntry {
                withdrawn: false,
                paused: true,
                playing: Some(GameId::from("g2")),
            }),
        ] {
            let written = view(me);
            let text = serde_json::to_string(&written).unwrap();
            assert_eq!(read_view(&text), Some(written));
        }
        let list = TournamentList {
            upcoming: vec![summary(
                TournamentStatus::Upcoming,
                TimeControl::Correspondence { days: 3 },
            )],
            running: Vec::new(),
            finished: vec![summary(
                TournamentStatus::Cancelled,
                TimeControl::Live {
                    minutes: 1,
                    increment: 0,
                },
            )],
        };
        let text = serde_json::to_string(&list).unwrap();
        assert_eq!(read_list(&text), Some(list.clone()));
        for next in [None, list.upcoming.first().cloned()] {
            let text = serde_json::to_string(&NextTournament { next: next.clone() }).unwrap();
            assert_eq!(read_next(&text), Some(next));
        }
        assert_eq!(read_next("{}"), None);
    }

    #[test]
    fn a_damaged_answer_is_not_read() {
        let text = serde_json::to_string(&view(None)).unwrap();
        for damaged in [
            text.replace("\"rank\":1", "\"rank\":\"1\""),
            text.replace("\"status\":\"running\"", "\"status\":\"later\""),
            text.replace("\"size\":8", "\"size\":800"),
            text.replace("\"kind\":\"live\"", "\"kind\":\"blitz\""),
            text[..text.len() - 1].to_owned(),
            "null".to_owned(),
        ] {
            assert_eq!(read_view(&damaged), None, "{damaged}");
        }
    }
}
