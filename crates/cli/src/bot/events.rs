//! Which tournaments a bot joins: pure, from the site's list (`GET /api/tournaments`) and the
//! bot's settings, so that every choice is tested without a site. A bot joins arenas and Swiss
//! events (the API's join routes, lichess's shape) of its games and time controls that are not
//! private; the house bots only those the site itself makes from its schedule, so that the
//! site's own events always have someone to play and a player's own event is left to players.
//! The site refuses a bot where bots are not allowed, or outside a rating range: each event is
//! tried once.

use serde_json::Value;

use super::choose::Wants;

/// The tournaments a bot joins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Events {
    /// Those the site makes from its schedule.
    Site,
    /// Any that is not private.
    Any,
}

/// The route that joins tournament `t` (a summary of the list), if the bot wants it.
#[must_use]
pub fn join_path(wants: &Wants, events: Events, t: &Value) -> Option<String> {
    let id = t["id"].as_str()?;
    if t["private"] != false || (events == Events::Site && !t["by"].is_null()) {
        return None;
    }
    let game = t["game"].as_str()?;
    if !wants.games.is_empty() && !wants.games.iter().any(|g| g == game) {
        return None;
    }
    if t["rated"] == true && !wants.rated {
        return None;
    }
    let time = &t["time"];
    let fits = match time["kind"].as_str()? {
        "live" => wants.live && time["minutes"].as_u64()? >= wants.min_minutes,
        "correspondence" => wants.correspondence,
        _ => false,
    };
    if !fits {
        return None;
    }
    let kind = match t["kind"].as_str()? {
        "arena" => "tournament",
        "swiss" => "swiss",
        // A round-robin is joined on its page: its games are all fixed at its start.
        _ => return None,
    };
    Some(format!("/api/{kind}/{}/join", super::http::encode(id)))
}

/// The routes that join the tournaments of `list` (`GET /api/tournaments`) the bot wants:
/// those starting soon and those being played.
#[must_use]
pub fn to_join(wants: &Wants, events: Events, list: &Value) -> Vec<(String, String)> {
    ["upcoming", "running"]
        .iter()
        .filter_map(|part| list[part].as_array())
        .flatten()
        .filter_map(|t| Some((t["id"].as_str()?.to_owned(), join_path(wants, events, t)?)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn wants() -> Wants {
        Wants {
            level: "easy".into(),
            games: vec!["amazons".into()],
            live: true,
            correspondence: false,
            min_minutes: 3,
            rated: true,
            at_once: 3,
        }
    }

    fn event(changes: Value) -> Value {
        let mut t = json!({
            "id": "t1", "name": "Hourly", "kind": "arena", "game": "amazons", "size": 8,
            "time": {"kind": "live", "minutes": 5, "increment": 3}, "rated": true,
            "starts": 1, "ends": null, "rounds": null, "round": 0, "status": "upcoming",
            "players": 0, "max_players": 50, "private": false, "by": null,
        });
        for (k, v) in changes.as_object().unwrap() {
            t[k] = v.clone();
        }
        t
    }

    #[test]
    fn a_bot_joins_the_events_it_can_play_and_no_other() {
        let w = wants();
        let site = Events::Site;
        assert_eq!(
            join_path(&w, site, &event(json!({}))).as_deref(),
            Some("/api/tournament/t1/join")
        );
        assert_eq!(
            join_path(&w, site, &event(json!({"kind": "swiss"}))).as_deref(),
            Some("/api/swiss/t1/join")
        );
        for refused in [
            json!({"kind": "round_robin"}),
            json!({"private": true}),
            json!({"by": "ada"}),
            json!({"game": "loa"}),
            json!({"time": {"kind": "live", "minutes": 1, "increment": 0}}),
            json!({"time": {"kind": "correspondence", "days": 3}}),
            json!({"kind": "bullet"}),
            json!({"id": 7}),
        ] {
            assert_eq!(
                join_path(&w, site, &event(refused.clone())),
                None,
                "{refused}"
            );
        }
        // Any event, a player's too; a casual-only bot stays out of rated ones.
        assert!(join_path(&w, Events::Any, &event(json!({"by": "ada"}))).is_some());
        let casual = Wants {
            rated: false,
            ..wants()
        };
        assert_eq!(join_path(&casual, Events::Any, &event(json!({}))), None);
        let list = json!({
            "upcoming": [event(json!({"id": "a"}))],
            "running": [event(json!({"id": "b", "kind": "swiss"})), event(json!({"id": "c", "private": true}))],
            "finished": [event(json!({"id": "d"}))],
        });
        let ids: Vec<String> = to_join(&w, site, &list)
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        assert_eq!(ids, ["a", "b"]);
    }
}
