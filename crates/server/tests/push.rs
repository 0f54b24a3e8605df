//! Web Push, received by a local push endpoint that decrypts what the server sends (RFC 8291,
//! with the `ece` crate) and checks the kind, the game and the words: the key pair kept in the
//! database (a second server reads the same); a subscription with a forbidden host, bad keys
//! or no session refused, nothing kept; nothing pushed to a player watching the game; only the
//! kinds a device wants; a device the push service says is gone (410) forgotten; a device that
//! left hears nothing more. On SQLite and on PostgreSQL.

#[macro_use]
mod support;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use base64::Engine;
use skillgames_online::http::PushKey;
use skillgames_online::{ClientMessage, NotificationKind, Offer, ServerMessage};
use support::{Db, Player, Server, http, play_first_legal, start_game};
use tokio::sync::mpsc;

/// What the endpoint received: the device, the headers that matter, the decrypted payload.
#[derive(Debug)]
struct Received {
    device: String,
    topic: Option<String>,
    encoding: Option<String>,
    authorization: Option<String>,
    payload: serde_json::Value,
}

/// A device: its keys (the browser's part) and its address at the endpoint.
struct Device {
    name: String,
    keys: Box<dyn ece::LocalKeyPair>,
    auth: [u8; 16],
}

impl Device {
    fn new(name: &str) -> Device {
        let (keys, auth) = ece::generate_keypair_and_auth_secret().unwrap();
        Device {
            name: name.to_owned(),
            keys,
            auth,
        }
    }

    fn subscription(&self, port: u16, kinds: Option<&[NotificationKind]>) -> String {
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        let mut body = serde_json::json!({
            "endpoint": format!("http://127.0.0.1:{port}/push/{}", self.name),
            "expirationTime": null,
            "keys": {
                "p256dh": b64.encode(self.keys.pub_as_raw().unwrap()),
                "auth": b64.encode(self.auth),
            },
        });
        if let Some(kinds) = kinds {
            body["kinds"] = serde_json::to_value(kinds).unwrap();
        }
        body.to_string()
    }
}

struct Endpoint {
    port: u16,
    received: mpsc::UnboundedReceiver<(String, HeaderMap, Vec<u8>)>,
    gone: Arc<Mutex<Vec<String>>>,
}

async fn endpoint() -> Endpoint {
    type Shared = (
        mpsc::UnboundedSender<(String, HeaderMap, Vec<u8>)>,
        Arc<Mutex<Vec<String>>>,
    );
    async fn receive(
        State((sender, gone)): State<Shared>,
        Path(device): Path<String>,
        headers: HeaderMap,
        body: axum::body::Bytes,
    ) -> StatusCode {
        let _ = sender.send((device.clone(), headers, body.to_vec()));
        if gone.lock().unwrap().contains(&device) {
            StatusCode::GONE
        } else {
            StatusCode::CREATED
        }
    }
    let (sender, received) = mpsc::unbounded_channel();
    let gone = Arc::new(Mutex::new(Vec::new()));
    let app = axum::Router::new()
        .route("/push/{device}", axum::routing::post(receive))
        .with_state((sender, gone.clone()));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move { axum::serve(listener, app).await });
    Endpoint {
        port,
        received,
        gone,
    }
}

impl Endpoint {
    /// The next push, decrypted with `devices`' keys.
    async fn next(&mut self, devices: &[&Device]) -> Received {
        let (name, headers, body) =
            tokio::time::timeout(Duration::from_secs(10), self.received.recv())
                .await
                .expect("a push in time")
                .unwrap();
        let device = devices.iter().find(|d| d.name == name).unwrap();
        let plain =
            ece::decrypt(&device.keys.raw_components().unwrap(), &device.auth, &body).unwrap();
        let header = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned)
        };
        Received {
            device: name,
            topic: header("topic"),
            encoding: header("content-encoding"),
            authorization: header("authorization"),
            payload: serde_json::from_slice(&plain).unwrap(),
        }
    }

    /// Nothing pushed for a moment.
    async fn quiet(&mut self) {
        let got = tokio::time::timeout(Duration::from_millis(700), self.received.recv()).await;
        assert!(got.is_err(), "an unexpected push: {got:?}");
    }
}

async fn subscribe(server: &Server, player: &Player, body: &str) -> support::Reply {
    http(
        server.address,
        "POST",
        "/api/push/subscribe",
        Some(&player.cookie),
        Some(body),
    )
    .await
}

async fn web_push(db: Db) {
    let mut push = endpoint().await;
    let allowed = format!("127.0.0.1:{}", push.port);
    let server = Server::start_with(
        db.clone(),
        skillgames_server::clock::Clock::manual(1_000_000),
        |config| config.push_allow_hosts = vec![allowed.clone()],
    )
    .await;

    // The key: made once, the same for every server of the database.
    let key = http(server.address, "GET", "/api/push/key", None, None).await;
    assert_eq!(key.status, 200, "{}", key.body);
    let key: PushKey = serde_json::from_str(&key.body).unwrap();
    assert_eq!(key.key.len(), 87);
    let other = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let again = http(other.address, "GET", "/api/push/key", None, None).await;
    assert_eq!(serde_json::from_str::<PushKey>(&again.body).unwrap(), key);
    drop(other);

    let mut ada = server.visitor().await;
    let mut bo = server.visitor().await;
    let (bo_phone, bo_watch, ada_phone, gone) = (
        Device::new("bo-phone"),
        Device::new("bo-watch"),
        Device::new("ada-phone"),
        Device::new("gone"),
    );
    let devices = [&bo_phone, &bo_watch, &ada_phone, &gone];

    // Refused, nothing kept: a host that is no push service, keys that are no keys, no session.
    let forbidden = bo_phone.subscription(push.port, None).replace(
        &format!("http://127.0.0.1:{}", push.port),
        "http://10.0.0.1",
    );
    let reply = subscribe(&server, &bo, &forbidden).await;
    assert_eq!(reply.status, 400);
    assert!(
        reply
            .body
            .contains("push service is not one this site can send to"),
        "{}",
        reply.body
    );
    let internal = bo_phone.subscription(push.port, None).replace(
        &format!("http://127.0.0.1:{}", push.port),
        "http://127.0.0.1:5432",
    );
    assert_eq!(subscribe(&server, &bo, &internal).await.status, 400);
    let bad_keys = bo_phone
        .subscription(push.port, None)
        .replace("\"auth\":\"", "\"auth\":\"xx");
    let reply = subscribe(&server, &bo, &bad_keys).await;
    assert_eq!(reply.status, 400);
    assert!(
        reply.body.contains("keys that cannot be used"),
        "{}",
        reply.body
    );
    let nobody = http(
        server.address,
        "POST",
        "/api/push/subscribe",
        None,
        Some(&bo_phone.subscription(push.port, None)),
    )
    .await;
    assert_eq!(nobody.status, 403);
    let store = server.online.hub.store.clone();
    let bo_id = store.player_named(&bo.name).await.unwrap().unwrap().id;
    let ada_id = store.player_named(&ada.name).await.unwrap().unwrap().id;
    assert!(store.subscriptions_of(bo_id).await.unwrap().is_empty());

    // Bo's phone wants everything, his watch only the ends of games; Ada's phone everything.
    for (player, device, kinds) in [
        (&bo, &bo_phone, None),
        (&bo, &bo_watch, Some(&[NotificationKind::GameOver][..])),
        (&ada, &ada_phone, None),
        (&bo, &gone, None),
    ] {
        let reply = subscribe(&server, player, &device.subscription(push.port, kinds)).await;
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    push.gone.lock().unwrap().push("gone".into());

    let id = start_game(&mut ada, &mut bo, "amazons", 6, "3d", false).await;
    let mut moves = Vec::new();
    // Both watch: nothing is pushed.
    play_first_legal(&mut ada, &id, &mut moves).await;
    play_first_legal(&mut bo, &id, &mut moves).await;
    push.quiet().await;

    // Bo leaves: Ada's move reaches his phone (and the gone device, which is then forgotten),
    // not his watch, which wants only the ends of games.
    bo.send(&ClientMessage::Unwatch { game: id.clone() }).await;
    bo.send(&ClientMessage::Notifications).await;
    bo.until(|m| matches!(m, ServerMessage::Notifications { .. }))
        .await;
    play_first_legal(&mut ada, &id, &mut moves).await;
    let mut got = [push.next(&devices).await, push.next(&devices).await];
    got.sort_by(|a, b| a.device.cmp(&b.device));
    assert_eq!(got[0].device, "bo-phone");
    assert_eq!(got[1].device, "gone");
    let phone = &got[0];
    assert_eq!(phone.payload["kind"], "your_turn");
    assert_eq!(
        phone.payload["body"],
        format!("Your turn against {}.", ada.name)
    );
    assert_eq!(phone.payload["url"], format!("/#/online/{id}"));
    assert_eq!(phone.payload["tag"], id.to_string());
    assert_eq!(phone.topic.as_deref(), Some(id.as_str()));
    assert_eq!(phone.encoding.as_deref(), Some("aes128gcm"));
    assert!(
        phone
            .authorization
            .as_deref()
            .is_some_and(|a| a.starts_with("vapid t=")),
        "{:?}",
        phone.authorization
    );
    push.quiet().await;
    // The device the push service said was gone is forgotten.
    let left: Vec<_> = store
        .subscriptions_of(bo_id)
        .await
        .unwrap()
        .into_iter()
        .map(|s| s.endpoint)
        .collect();
    assert_eq!(left.len(), 2, "{left:?}");
    assert!(left.iter().all(|e| !e.ends_with("/gone")));

    // Ada leaves; Bo comes back, moves and asks for a takeback: her phone hears both.
    ada.send(&ClientMessage::Unwatch { game: id.clone() }).await;
    ada.send(&ClientMessage::Notifications).await;
    ada.until(|m| matches!(m, ServerMessage::Notifications { .. }))
        .await;
    bo.send(&ClientMessage::Watch { game: id.clone() }).await;
    bo.game_until(|g| g.id == id).await;
    play_first_legal(&mut bo, &id, &mut moves).await;
    let turn = push.next(&devices).await;
    assert_eq!(turn.device, "ada-phone");
    assert_eq!(turn.payload["kind"], "your_turn");
    // Ada chooses German: her pushes are written in it from now on, whatever her device's.
    let chosen = http(
        server.address,
        "POST",
        "/api/language",
        Some(&ada.cookie),
        Some(r#"{"language":"de"}"#),
    )
    .await;
    assert!(chosen.status < 300, "{}", chosen.body);
    let german = skillgames_i18n::Catalogue::shared(skillgames_i18n::Language::German);
    bo.send(&ClientMessage::Offer {
        game: id.clone(),
        offer: Offer::Takeback,
    })
    .await;
    let offer = push.next(&devices).await;
    assert_eq!(offer.device, "ada-phone");
    assert_eq!(offer.payload["kind"], "takeback_offer");
    let words = german.format("notice-takeback-offer", &[("who", bo.name.as_str().into())]);
    assert_eq!(offer.payload["body"], words);
    assert_ne!(words, format!("{} asks to take back a move.", bo.name));
    assert_eq!(store.subscriptions_of(ada_id).await.unwrap().len(), 1);

    // Bo's phone leaves; Bo resigns away from the game: only his watch hears the end.
    let reply = http(
        server.address,
        "POST",
        "/api/push/unsubscribe",
        Some(&bo.cookie),
        Some(&format!(
            r#"{{"endpoint":"http://127.0.0.1:{}/push/bo-phone"}}"#,
            push.port
        )),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    bo.send(&ClientMessage::Unwatch { game: id.clone() }).await;
    bo.send(&ClientMessage::Notifications).await;
    bo.until(|m| matches!(m, ServerMessage::Notifications { .. }))
        .await;
    ada.send(&ClientMessage::Resign { game: id.clone() }).await;
    let mut ends = vec![push.next(&devices).await];
    // Ada resigned away from the game too: her phone hears that she lost.
    ends.push(push.next(&devices).await);
    ends.sort_by(|a, b| a.device.cmp(&b.device));
    assert_eq!(ends[0].device, "ada-phone");
    assert_eq!(
        ends[0].payload["body"],
        german.format("notice-lost", &[("who", bo.name.as_str().into())])
    );
    assert_eq!(ends[1].device, "bo-watch");
    assert_eq!(ends[1].payload["kind"], "game_over");
    assert_eq!(
        ends[1].payload["body"],
        format!("You won against {}.", ada.name)
    );
    push.quiet().await;
}

on_both_stores!(web_push_sqlite, web_push_postgres, web_push);
