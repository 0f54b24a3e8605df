//! Which challenges the bot takes: pure, from the challenge's JSON and the bot's settings, so
//! that every answer is tested without a site.

use serde_json::Value;
use skillgames_catalogue::{CATALOGUE, ENGINES};

/// What the bot plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wants {
    /// The level it plays at: a game without it is declined.
    pub level: String,
    /// The games it plays (catalogue names); empty for every game.
    pub games: Vec<String>,
    /// Whether it plays live games.
    pub live: bool,
    /// Whether it plays correspondence games.
    pub correspondence: bool,
    /// The shortest live clock it plays, in minutes.
    pub min_minutes: u64,
    /// Whether it plays rated games.
    pub rated: bool,
    /// Games it plays at once.
    pub at_once: usize,
}

/// The bot's answer to a challenge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Accept it.
    Accept,
    /// Decline it, with lichess's reason key.
    Decline(&'static str),
}

/// The answer to `challenge` (lichess's `ChallengeJson`) while `playing` games go on.
#[must_use]
pub fn answer(wants: &Wants, challenge: &Value, playing: usize) -> Answer {
    let game = challenge["variant"]["key"].as_str().unwrap_or("");
    let size = challenge["variant"]["size"].as_u64().unwrap_or(0);
    let playable = CATALOGUE
        .find(game)
        .ok()
        .filter(|g| g.level(&wants.level).is_some())
        .and_then(|g| g.variant(u8::try_from(size).ok()?).ok())
        .is_some_and(|v| ENGINES.variant(v.game().name, v.size()).is_some());
    if !playable || !(wants.games.is_empty() || wants.games.iter().any(|g| g == game)) {
        return Answer::Decline("variant");
    }
    let time = &challenge["timeControl"];
    match time["type"].as_str() {
        Some("clock") if !wants.live => return Answer::Decline("timeControl"),
        Some("clock") if time["limit"].as_u64().unwrap_or(0) < wants.min_minutes * 60 => {
            return Answer::Decline("tooFast");
        }
        Some("correspondence") if !wants.correspondence => return Answer::Decline("timeControl"),
        Some("clock" | "correspondence") => {}
        _ => return Answer::Decline("timeControl"),
    }
    if challenge["rated"].as_bool() == Some(true) && !wants.rated {
        return Answer::Decline("casual");
    }
    if playing >= wants.at_once {
        return Answer::Decline("later");
    }
    Answer::Accept
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn wants() -> Wants {
        Wants {
            level: "easy".into(),
            games: Vec::new(),
            live: true,
            correspondence: true,
            min_minutes: 1,
            rated: true,
            at_once: 2,
        }
    }

    fn challenge(game: &str, size: u8, time: Value, rated: bool) -> Value {
        json!({ "variant": { "key": game, "size": size }, "timeControl": time, "rated": rated })
    }

    fn clock(minutes: u64) -> Value {
        json!({ "type": "clock", "limit": minutes * 60, "increment": 2 })
    }

    #[test]
    fn the_bot_takes_what_it_plays_and_says_why_not() {
        let w = wants();
        assert_eq!(
            answer(&w, &challenge("amazons", 8, clock(5), true), 0),
            Answer::Accept
        );
        let days = json!({ "type": "correspondence", "daysPerTurn": 3 });
        assert_eq!(
            answer(&w, &challenge("loa", 8, days.clone(), false), 1),
            Answer::Accept
        );
        assert_eq!(
            answer(&w, &challenge("chess", 8, clock(5), false), 0),
            Answer::Decline("variant")
        );
        assert_eq!(
            answer(&w, &challenge("loa", 10, clock(5), false), 0),
            Answer::Decline("variant")
        );
        assert_eq!(
            answer(&w, &challenge("loa", 8, clock(5), false), 2),
            Answer::Decline("later")
        );
        let only_amazons = Wants {
            games: vec!["amazons".into()],
            ..wants()
        };
        assert_eq!(
            answer(&only_amazons, &challenge("loa", 8, clock(5), false), 0),
            Answer::Decline("variant")
        );
        let live_only = Wants {
            correspondence: false,
            min_minutes: 3,
            rated: false,
            ..wants()
        };
        assert_eq!(
            answer(&live_only, &challenge("loa", 8, days, false), 0),
            Answer::Decline("timeControl")
        );
        assert_eq!(
            answer(&live_only, &challenge("loa", 8, clock(1), false), 0),
            Answer::Decline("tooFast")
        );
        assert_eq!(
            answer(&live_only, &challenge("loa", 8, clock(5), true), 0),
            Answer::Decline("casual")
        );
        assert_eq!(answer(&w, &json!({}), 0), Answer::Decline("variant"));
        // A level one game has and another has not.
        let medium = Wants {
            level: "medium".into(),
            ..wants()
        };
        let has = |game: &str| CATALOGUE.find(game).unwrap().level("medium").is_some();
        for (game, size) in [("loa", 8), ("amazons", 8), ("archimedes", 8)] {
            let expected = if has(game) {
                Answer::Accept
            } else {
                Answer::Decline("variant")
            };
            assert_eq!(
                answer(&medium, &challenge(game, size, clock(5), false), 0),
                expected,
                "{game}"
            );
        }
    }
}
