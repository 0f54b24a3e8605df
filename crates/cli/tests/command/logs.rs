//! `skillgames serve`, as an operator reads it: every refused attempt of bad input (a name
//! with markup, a report without its reason, markup and a flood in a chat, a moderator's
//! action by a non-moderator or from another site) is said to the player in words and
//! written to the server's log.

use std::io::Read;
use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use skillgames_server::client::{Reply, request_from};

/// The server, killed when dropped (a failed test leaves no listener).
struct Served(std::process::Child);

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

async fn call(
    address: SocketAddr,
    path: &str,
    cookie: Option<&str>,
    body: &str,
    origin: Option<&str>,
) -> Reply {
    request_from(address, "POST", path, cookie, Some(body), origin)
        .await
        .unwrap()
}

#[test]
fn refused_bad_input_is_logged() {
    let dir = std::env::temp_dir().join(format!("skillgames-logs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut served = Served(
        Command::new(env!("CARGO_BIN_EXE_skillgames"))
            .args(["serve", "--port", &port.to_string(), "--data"])
            .arg(&dir)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the server starts"),
    );
    let address: SocketAddr = ([127, 0, 0, 1], port).into();
    let site = format!("http://{address}");
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let mut tries = 0;
        let visitor = loop {
            match request_from(address, "GET", "/api/me", None, None, None).await {
                Ok(reply) if reply.status == 200 => break reply.cookie.unwrap(),
                _ if tries < 200 => tries += 1,
                other => panic!("the server did not answer: {:?}", other.map(|r| r.status)),
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        let origin = Some(site.as_str());
        let bad = call(
            address,
            "/api/signup",
            Some(&visitor),
            r#"{"name":"<script>x</script>","password":"password1"}"#,
            origin,
        )
        .await;
        assert_eq!(bad.status, 400, "{}", bad.body);
        let ada = call(
            address,
            "/api/signup",
            Some(&visitor),
            r#"{"name":"Ada","password":"password-Ada"}"#,
            origin,
        )
        .await;
        assert_eq!(ada.status, 200, "{}", ada.body);
        let ada = ada.cookie.unwrap();
        for body in [
            r#"{"name":"Ada","text":"no reason given"}"#,
            r#"{"name":"Ada","reason":"chat","text":"  "}"#,
        ] {
            let report = call(address, "/api/reports", Some(&ada), body, origin).await;
            assert_eq!(report.status, 400, "{}", report.body);
        }
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_millis();
        let event = format!(
            r#"{{"name":"Log Swiss","kind":"swiss","game":"amazons","size":6,
            "time":{{"kind":"live","minutes":3,"increment":2}},"rated":false,
            "starts":{},"rounds":3,"max_players":8,"bots":true}}"#,
            now + 86_400_000
        );
        let made = call(address, "/api/tournaments", Some(&ada), &event, origin).await;
        assert_eq!(made.status, 201, "{}", made.body);
        let made: serde_json::Value = serde_json::from_str(&made.body).unwrap();
        let room = format!("/api/tournaments/{}/chat", made["id"].as_str().unwrap());
        let markup = call(
            address,
            &room,
            Some(&ada),
            r#"{"text":"<b>hi</b>"}"#,
            origin,
        )
        .await;
        assert_eq!(markup.status, 400, "{}", markup.body);
        let mut slowed = false;
        for i in 0..12 {
            let line = format!(r#"{{"text":"spam {i}"}}"#);
            slowed |= call(address, &room, Some(&ada), &line, origin).await.status == 429;
        }
        assert!(slowed, "a flood is slowed down");
        let act = r#"{"name":"Ada","action":"warn","reason":"x"}"#;
        let not_moderator = call(address, "/api/mod/act", Some(&ada), act, origin).await;
        assert_eq!(not_moderator.status, 403);
        let forged = call(
            address,
            "/api/mod/act",
            Some(&ada),
            act,
            Some("http://evil.example"),
        )
        .await;
        assert_eq!(forged.status, 403);
    });
    let _ = served.0.kill();
    let _ = served.0.wait();
    let mut log = String::new();
    served
        .0
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut log)
        .unwrap();
    for said in [
        "refused: a name of 18 characters",
        "refused: a report without its reason from player",
        "refused: a chat line of 9 characters from player",
        ": ChatMarkup",
        ": TooFast",
        "is not a moderator",
        "refused: a moderation request from origin Some(\"http://evil.example\")",
    ] {
        assert!(log.contains(said), "the log lacks {said:?}:\n{log}");
    }
    assert_eq!(
        log.matches("refused: a report without its reason").count(),
        2,
        "{log}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
