//! The language a player chose (`GET`/`POST /api/language`), kept with their name for their
//! emails and pushes: their own only, a tag the site speaks only, from the site's pages only,
//! nothing kept for a request without a session, two at once both answered, a flood slowed.
//! Every refusal changes nothing. On SQLite and on PostgreSQL.

#[macro_use]
mod support;

use std::time::Duration;

use serde_json::Value;
use skillgames_server::clock::Clock;
use support::{Db, Player, Server, http};

async fn chosen(server: &Server, who: Option<&Player>) -> Value {
    let reply = http(
        server.address,
        "GET",
        "/api/language",
        who.map(|p| p.cookie.as_str()),
        None,
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    serde_json::from_str::<Value>(&reply.body).unwrap()["language"].clone()
}

async fn choose(server: &Server, who: Option<&Player>, body: &str) -> u16 {
    http(
        server.address,
        "POST",
        "/api/language",
        who.map(|p| p.cookie.as_str()),
        Some(body),
    )
    .await
    .status
}

async fn languages(db: Db) {
    let server = Server::start_with(db, Clock::manual(1_000_000), |_| {}).await;
    let ada = server.visitor().await;
    let bob = server.account("Bob").await;
    assert_eq!(chosen(&server, Some(&ada)).await, Value::Null);

    // Kept with the player's name, and read back by them only.
    assert_eq!(
        choose(&server, Some(&ada), r#"{"language":"de"}"#).await,
        204
    );
    assert_eq!(
        choose(&server, Some(&bob), r#"{"language":"zh-CN"}"#).await,
        204
    );
    assert_eq!(chosen(&server, Some(&ada)).await, "de");
    assert_eq!(chosen(&server, Some(&bob)).await, "zh-CN");

    // Bad bodies: refused, nothing changed.
    for body in [
        r#"{"language":"tlh"}"#,
        r#"{"language":"DE"}"#,
        r#"{"language":null}"#,
        "{}",
        r#"{"language":5}"#,
        "{",
        &format!(r#"{{"language":"{}"}}"#, "x".repeat(100_000)),
    ] {
        let status = choose(&server, Some(&ada), body).await;
        assert!((400..500).contains(&status), "{body:.40}: {status}");
    }
    assert_eq!(chosen(&server, Some(&ada)).await, "de");

    // Another site's page cannot change it.
    let forged = skillgames_server::client::request_from(
        server.address,
        "POST",
        "/api/language",
        Some(&ada.cookie),
        Some(r#"{"language":"ru"}"#),
        Some("http://evil.example"),
    )
    .await
    .unwrap();
    assert_eq!(forged.status, 403);
    assert_eq!(chosen(&server, Some(&ada)).await, "de");

    // Without a session: answered (the page keeps its choice on the device), nothing kept
    // for anyone.
    assert_eq!(choose(&server, None, r#"{"language":"ru"}"#).await, 204);
    assert_eq!(chosen(&server, None).await, Value::Null);
    assert_eq!(chosen(&server, Some(&ada)).await, "de");
    assert_eq!(chosen(&server, Some(&bob)).await, "zh-CN");

    // Two choices at once: both answered, one of them kept.
    let (first, second) = tokio::join!(
        choose(&server, Some(&ada), r#"{"language":"fr"}"#),
        choose(&server, Some(&ada), r#"{"language":"es"}"#),
    );
    assert_eq!((first, second), (204, 204));
    let kept = chosen(&server, Some(&ada)).await;
    assert!(kept == "fr" || kept == "es", "{kept}");
}

on_both_stores!(languages_sqlite, languages_postgres, languages);

/// A flood from one address is slowed like the rest of the page's requests (429), and the
/// refused requests change nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_choices_is_slowed_and_changes_nothing() {
    let server = Server::start_with(
        Db::sqlite("language_flood"),
        Clock::manual(1_000_000),
        |config| {
            config.limits.request_burst = 40;
            config.limits.request_every = Duration::from_secs(3600);
        },
    )
    .await;
    let ada = server.visitor().await;
    assert_eq!(
        choose(&server, Some(&ada), r#"{"language":"de"}"#).await,
        204
    );
    let mut statuses = Vec::new();
    for _ in 0..60 {
        statuses.push(choose(&server, Some(&ada), r#"{"language":"ru"}"#).await);
        if statuses.last() == Some(&429) {
            break;
        }
    }
    assert_eq!(statuses.last(), Some(&429), "{statuses:?}");
    assert!(statuses[..statuses.len() - 1].iter().all(|s| *s == 204));
    // Refused, another choice changes nothing (read in the store: the address's reads are
    // slowed too).
    assert_eq!(
        choose(&server, Some(&ada), r#"{"language":"fr"}"#).await,
        429
    );
    let store = &server.online.hub.store;
    let id = store.player_named(&ada.name).await.unwrap().unwrap().id;
    assert_eq!(
        store.language(id).await.unwrap(),
        Some(skillgames_i18n::Language::Russian)
    );
}
