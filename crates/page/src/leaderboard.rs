//! A leaderboard's answer (`GET /api/leaderboard/<game>/<size>`) read through
//! `serde_json::Value`, whose reader the home page already has, into the shared types (as
//! [`crate::tournaments`] does, and for the same reason: the readers serde derives weigh
//! kilobytes in the page's piece), and the words the page shows for one's own place.
//!
//! A field missing or of the wrong type makes the whole answer unreadable (`None`).

use serde_json::Value;
use skillgames_i18n::Message;
use skillgames_online::leaderboard::{LeaderLine, Leaderboard, MyPlace};

fn small(v: &Value, key: &str) -> Option<u32> {
    u32::try_from(v.get(key)?.as_u64()?).ok()
}

fn signed(v: &Value, key: &str) -> Option<i32> {
    i32::try_from(v.get(key)?.as_i64()?).ok()
}

fn line(v: &Value) -> Option<LeaderLine> {
    Some(LeaderLine {
        rank: small(v, "rank")?,
        name: v.get("name")?.as_str()?.to_owned(),
        rating: signed(v, "rating")?,
        deviation: signed(v, "deviation")?,
        games: small(v, "games")?,
    })
}

fn lines(v: &Value, key: &str) -> Option<Vec<LeaderLine>> {
    v.get(key)?.as_array()?.iter().map(line).collect()
}

/// `GET /api/leaderboard/<game>/<size>`, or `None` if it cannot be read.
#[must_use]
pub fn read_leaderboard(text: &str) -> Option<Leaderboard> {
    let v: Value = serde_json::from_str(text).ok()?;
    let me = match v.get("me") {
        None | Some(Value::Null) => None,
        Some(me) => Some(MyPlace {
            rank: small(me, "rank")?,
            rating: signed(me, "rating")?,
        }),
    };
    Some(Leaderboard {
        game: v.get("game")?.as_str()?.to_owned(),
        size: u8::try_from(v.get("size")?.as_u64()?).ok()?,
        players: lines(&v, "players")?,
        bots: lines(&v, "bots")?,
        me,
    })
}

/// One's own place in words: "Your place: 12 (rating 1604).", or why one has none. The rank
/// and the rating are given as written (a number would be grouped in thousands: "1,604").
#[must_use]
pub fn place_words(me: Option<MyPlace>, account: bool) -> Message {
    match (me, account) {
        (Some(me), _) => Message::new("online-place")
            .with("rank", me.rank.to_string())
            .with("rating", me.rating.to_string()),
        (None, true) => Message::new("online-place-none"),
        (None, false) => Message::new("online-place-log-in"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Leaderboard {
        Leaderboard {
            game: "amazons".into(),
            size: 8,
            players: vec![LeaderLine {
                rank: 1,
                name: "Ada <b>".into(),
                rating: 1873,
                deviation: 62,
                games: 41,
            }],
            bots: vec![LeaderLine {
                rank: 1,
                name: "Robo".into(),
                rating: 2010,
                deviation: 45,
                games: 300,
            }],
            me: Some(MyPlace {
                rank: 140,
                rating: 1500,
            }),
        }
    }

    #[test]
    fn reads_what_the_server_writes() {
        let board = sample();
        let text = serde_json::to_string(&board).unwrap();
        assert_eq!(read_leaderboard(&text), Some(board.clone()));
        let none = Leaderboard { me: None, ..board };
        let text = serde_json::to_string(&none).unwrap();
        assert_eq!(read_leaderboard(&text), Some(none));
    }

    #[test]
    fn an_answer_of_another_shape_is_unreadable() {
        assert_eq!(read_leaderboard("not json"), None);
        assert_eq!(read_leaderboard(r#"{"game":"amazons","size":8}"#), None);
        let text = serde_json::to_string(&sample())
            .unwrap()
            .replace(r#""rank":140"#, r#""rank":"first""#);
        assert_eq!(read_leaderboard(&text), None);
    }

    #[test]
    fn ones_place_in_words() {
        let english = skillgames_i18n::Catalogue::english();
        let me = MyPlace {
            rank: 12,
            rating: 1604,
        };
        assert_eq!(
            english.say(&place_words(Some(me), true)),
            "Your place: 12 (rating 1604)."
        );
        assert_eq!(
            english.say(&place_words(None, true)),
            "You are not on this leaderboard: it lists established ratings (many rated games) \
             with a rated game in the last 30 days."
        );
        assert_eq!(
            english.say(&place_words(None, false)),
            "Log in to an account to see your place."
        );
    }
}
