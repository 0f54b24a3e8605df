//! Email, received by a local SMTP server the test starts: the letter that confirms an address
//! and its link (once), the password reset (the same answer whether the name is known, the link
//! once and for 30 minutes, every session ended, a flood sending no more than one a minute),
//! the "your turn" digest (once, listing the game, not again within 12 hours) and its signed
//! one-click unsubscribe link; a site without `--smtp` says it sends no email. On SQLite and
//! on PostgreSQL.

#[macro_use]
mod support;

use std::time::Duration;

use base64::Engine;
use skillgames_online::ClientMessage;
use skillgames_online::ServerMessage;
use skillgames_online::http::EmailSettings;
use skillgames_server::email::MailConfig;
use support::{Db, Server, http, play_first_legal, start_game};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::sync::mpsc;

/// A letter as the SMTP server received it.
#[derive(Debug)]
struct Letter {
    to: String,
    subject: String,
    unsubscribe: Option<String>,
    body: String,
}

impl Letter {
    /// The path of the first link in the letter that starts with `start`.
    fn link(&self, start: &str) -> String {
        let at = self
            .body
            .find(&format!("{SITE}{start}"))
            .unwrap_or_else(|| panic!("no link {start} in {}", self.body));
        let link = self.body[at + SITE.len()..]
            .split_whitespace()
            .next()
            .unwrap();
        link.to_owned()
    }
}

const SITE: &str = "https://play.example.org";

/// Reads the letter in `data` (headers, a blank line, a base64 body).
fn letter_of(to: String, data: &str) -> Letter {
    let (head, body) = data.split_once("\r\n\r\n").unwrap();
    // Folded headers continue on lines that start with white space.
    let head = head.replace("\r\n ", " ").replace("\r\n\t", " ");
    let header = |name: &str| {
        head.lines()
            .find_map(|line| line.strip_prefix(&format!("{name}: ")))
            .map(str::to_owned)
    };
    assert_eq!(
        header("Content-Transfer-Encoding").as_deref(),
        Some("base64")
    );
    let encoded: String = body.split_whitespace().collect();
    let body = base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .unwrap();
    Letter {
        to,
        subject: header("Subject").unwrap(),
        unsubscribe: header("List-Unsubscribe"),
        body: String::from_utf8(body).unwrap(),
    }
}

/// A local SMTP server (enough of RFC 5321 for lettre): each letter it takes, on a channel.
async fn smtp_server() -> (u16, mpsc::UnboundedReceiver<Letter>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (letters, received) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else {
                return;
            };
            let letters = letters.clone();
            tokio::spawn(async move {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 localhost test\r\n").await.unwrap();
                let mut to = String::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    let verb = line.get(..4).unwrap_or("").to_ascii_uppercase();
                    let answer: &[u8] = match verb.as_str() {
                        "EHLO" => b"250-localhost\r\n250 8BITMIME\r\n",
                        "RCPT" => {
                            to = line.split(['<', '>']).nth(1).unwrap_or_default().to_owned();
                            b"250 ok\r\n"
                        }
                        "DATA" => {
                            write.write_all(b"354 go on\r\n").await.unwrap();
                            let mut data = String::new();
                            while let Ok(Some(line)) = lines.next_line().await {
                                if line == "." {
                                    break;
                                }
                                data.push_str(line.strip_prefix('.').unwrap_or(&line));
                                data.push_str("\r\n");
                            }
                            let _ = letters.send(letter_of(std::mem::take(&mut to), &data));
                            b"250 taken\r\n"
                        }
                        "QUIT" => {
                            let _ = write.write_all(b"221 bye\r\n").await;
                            return;
                        }
                        _ => b"250 ok\r\n",
                    };
                    write.write_all(answer).await.unwrap();
                }
            });
        }
    });
    (port, received)
}

async fn next_letter(letters: &mut mpsc::UnboundedReceiver<Letter>) -> Letter {
    tokio::time::timeout(Duration::from_secs(10), letters.recv())
        .await
        .expect("a letter within 10 s")
        .unwrap()
}

async fn no_letter(letters: &mut mpsc::UnboundedReceiver<Letter>) {
    if let Ok(Some(letter)) = tokio::time::timeout(Duration::from_millis(700), letters.recv()).await
    {
        panic!("an unexpected letter: {letter:?}");
    }
}

async fn settings(server: &Server, cookie: &str) -> EmailSettings {
    let reply = http(server.address, "GET", "/api/email", Some(cookie), None).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    serde_json::from_str(&reply.body).unwrap()
}

async fn email(db: Db) {
    let (port, mut letters) = smtp_server().await;
    let server = Server::start_with(
        db.clone(),
        skillgames_server::clock::Clock::manual(1_000_000),
        |config| {
            let mut mail = MailConfig::new(&format!("smtp://127.0.0.1:{port}"), SITE);
            mail.digest_delay = Duration::ZERO;
            mail.sweep_every = Duration::from_millis(100);
            config.mail = Some(mail);
            // This test asks for many links from one address (the limit is tested below).
            config.limits.login_burst = 100;
        },
    )
    .await;
    let post = |path: &'static str, cookie: Option<String>, body: String| {
        let address = server.address;
        async move { http(address, "POST", path, cookie.as_deref(), Some(&body)).await }
    };
    let mut ada = server.account("Ada").await;
    let mut bo = server.account("Bob").await;
    let visitor = server.visitor().await;
    assert_eq!(
        settings(&server, &bo.cookie).await,
        EmailSettings {
            sends: true,
            address: None,
            verified: false,
            digest: false,
        }
    );

    // Refused: not an address, a visitor, a page of another site.
    let reply = post(
        "/api/email",
        Some(bo.cookie.clone()),
        r#"{"address":"bo at home"}"#.into(),
    )
    .await;
    assert_eq!(reply.status, 400, "{}", reply.body);
    assert!(
        reply.body.contains("not an email address"),
        "{}",
        reply.body
    );
    let reply = post(
        "/api/email",
        Some(visitor.cookie.clone()),
        r#"{"address":"v@example.org"}"#.into(),
    )
    .await;
    assert_eq!(reply.status, 403, "{}", reply.body);
    no_letter(&mut letters).await;

    // The address, and the letter that confirms it; its link works once.
    let reply = post(
        "/api/email",
        Some(bo.cookie.clone()),
        r#"{"address":"Bo@Example.org"}"#.into(),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let letter = next_letter(&mut letters).await;
    assert_eq!(letter.to, "Bo@Example.org");
    assert_eq!(letter.subject, "Confirm your email address for skillgames");
    assert!(letter.body.starts_with("Hello Bob,"), "{}", letter.body);
    let confirm = letter.link("/api/email/verify?token=");
    let again = post(
        "/api/email",
        Some(bo.cookie.clone()),
        r#"{"address":"Bo@Example.org"}"#.into(),
    )
    .await;
    assert_eq!(again.status, 429, "one a minute: {}", again.body);
    assert!(!settings(&server, &bo.cookie).await.verified);
    let opened = http(server.address, "GET", &confirm, None, None).await;
    assert_eq!(opened.status, 200, "{}", opened.body);
    assert!(opened.body.contains("Address confirmed"));
    let twice = http(server.address, "GET", &confirm, None, None).await;
    assert_eq!(twice.status, 400);
    assert!(twice.body.contains("used or has expired"));
    let forged = http(
        server.address,
        "GET",
        "/api/email/verify?token=x",
        None,
        None,
    )
    .await;
    assert_eq!(forged.status, 400);
    assert_eq!(
        settings(&server, &bo.cookie).await,
        EmailSettings {
            sends: true,
            address: Some("Bo@Example.org".into()),
            verified: true,
            digest: true,
        }
    );

    // A forgotten password: the same answer for a stranger and for Bo; only Bo's letter goes.
    let stranger = post(
        "/api/password/forgot",
        None,
        r#"{"who":"nobody@example.org"}"#.into(),
    )
    .await;
    let known = post("/api/password/forgot", None, r#"{"who":"bob"}"#.into()).await;
    assert_eq!(stranger.status, 202);
    assert_eq!(
        (known.status, &known.body),
        (stranger.status, &stranger.body)
    );
    let letter = next_letter(&mut letters).await;
    assert_eq!(letter.to, "Bo@Example.org");
    assert_eq!(letter.subject, "Choose a new skillgames password");
    let first = letter.link("/#/reset/")["/#/reset/".len()..].to_owned();
    // Ada has no confirmed address: nothing goes. A flood for Bo: nothing more this minute.
    post("/api/password/forgot", None, r#"{"who":"Ada"}"#.into()).await;
    for _ in 0..3 {
        post(
            "/api/password/forgot",
            None,
            r#"{"who":"BO@EXAMPLE.ORG"}"#.into(),
        )
        .await;
    }
    no_letter(&mut letters).await;
    server.clock.advance(61_000);
    post(
        "/api/password/forgot",
        None,
        r#"{"who":"BO@EXAMPLE.ORG"}"#.into(),
    )
    .await;
    let second = next_letter(&mut letters).await.link("/#/reset/")["/#/reset/".len()..].to_owned();

    // The new password: too short, or a forged link, refused; then the first link works once,
    // ends Bo's sessions, logs this browser in, and takes the second link with it.
    let reset = |token: &str, password: &str| {
        post(
            "/api/password/reset",
            None,
            format!(r#"{{"token":"{token}","password":"{password}"}}"#),
        )
    };
    assert_eq!(reset(&first, "short").await.status, 400);
    let forged = reset("not-a-link", "a-new-password").await;
    assert_eq!(forged.status, 400);
    assert!(
        forged.body.contains("used or has expired"),
        "{}",
        forged.body
    );
    // Used twice at once: it works once.
    let (one, other) = tokio::join!(
        reset(&first, "a-new-password"),
        reset(&first, "a-new-password")
    );
    let (done, refused) = if one.status == 200 {
        (one, other)
    } else {
        (other, one)
    };
    assert_eq!(done.status, 200, "{}", done.body);
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert!(done.body.contains(r#""name":"Bob""#), "{}", done.body);
    let fresh = done.cookie.expect("logged in");
    assert_eq!(reset(&first, "another-password").await.status, 400);
    assert_eq!(reset(&second, "another-password").await.status, 400);
    let old = http(server.address, "GET", "/api/me", Some(&bo.cookie), None).await;
    assert!(
        !old.body.contains(r#""name":"Bob""#),
        "the old session ended: {}",
        old.body
    );
    let me = http(server.address, "GET", "/api/me", Some(&fresh), None).await;
    assert!(me.body.contains(r#""name":"Bob""#), "{}", me.body);
    let login = |password: &str| {
        post(
            "/api/login",
            None,
            format!(r#"{{"name":"Bob","password":"{password}"}}"#),
        )
    };
    assert_eq!(login("password-Bob").await.status, 401);
    assert_eq!(login("a-new-password").await.status, 200);
    // A link past its 30 minutes.
    server.clock.advance(61_000);
    post("/api/password/forgot", None, r#"{"who":"Bob"}"#.into()).await;
    let late = next_letter(&mut letters).await.link("/#/reset/")["/#/reset/".len()..].to_owned();
    server.clock.advance(30 * 60_000 + 1);
    assert_eq!(reset(&late, "a-late-password").await.status, 400);
    assert_eq!(login("a-new-password").await.status, 200);

    // The digest: Bo left his correspondence game; Ada's move is his turn, told once by email.
    // (The half hour the clock jumped made the old connections silent ones, closed: both
    // connect again.)
    bo = support::Player::connect(server.address, fresh).await;
    ada = ada.again().await;
    let id = start_game(&mut ada, &mut bo, "amazons", 6, "1d", false).await;
    bo.send(&ClientMessage::Unwatch { game: id.clone() }).await;
    bo.send(&ClientMessage::Notifications).await;
    bo.until(|m| matches!(m, ServerMessage::Notifications { .. }))
        .await;
    let mut moves = Vec::new();
    play_first_legal(&mut ada, &id, &mut moves).await;
    let digest = next_letter(&mut letters).await;
    assert_eq!(digest.to, "Bo@Example.org");
    assert_eq!(digest.subject, "It is your move in a skillgames game");
    assert!(
        digest
            .body
            .contains(&format!("Your turn against {}.", ada.name)),
        "{}",
        digest.body
    );
    assert_eq!(digest.link("/#/online/"), format!("/#/online/{id}"));
    let unsubscribe = digest.link("/api/email/unsubscribe?");
    assert_eq!(
        digest.unsubscribe.as_deref(),
        Some(format!("<{SITE}{unsubscribe}>").as_str())
    );
    // Not again for the same notice, nor within 12 hours.
    no_letter(&mut letters).await;
    server.clock.advance(3_600_000);
    no_letter(&mut letters).await;

    // The unsubscribe link: signed for Bo (another key, or another player, refused).
    let tampered = format!("{}x", unsubscribe.trim_end_matches(|c: char| c != '='));
    assert_eq!(
        http(server.address, "GET", &tampered, None, None)
            .await
            .status,
        400
    );
    let other = unsubscribe.replace("player=", "player=1");
    assert_eq!(
        http(server.address, "GET", &other, None, None).await.status,
        400
    );
    assert!(settings(&server, &bo.cookie).await.digest);
    let out = http(
        server.address,
        "POST",
        &unsubscribe,
        None,
        Some("List-Unsubscribe=One-Click"),
    )
    .await;
    assert_eq!(out.status, 200, "{}", out.body);
    assert!(!settings(&server, &bo.cookie).await.digest);

    // A server of the same database without `--smtp`: no email, said so.
    drop(server);
    let plain = Server::start_with(
        db,
        skillgames_server::clock::Clock::manual(1_000_000),
        |_| {},
    )
    .await;
    let ada_again = plain.account("Ann").await;
    assert!(!settings(&plain, &ada_again.cookie).await.sends);
    let reply = http(
        plain.address,
        "POST",
        "/api/password/forgot",
        None,
        Some(r#"{"who":"Bob"}"#),
    )
    .await;
    assert_eq!(reply.status, 503);
    assert!(reply.body.contains("does not send email"), "{}", reply.body);
    // A flood of requests from one address is cut short, as logins are.
    let mut statuses = Vec::new();
    for _ in 0..20 {
        let reply = http(
            plain.address,
            "POST",
            "/api/password/forgot",
            None,
            Some(r#"{"who":"Bob"}"#),
        )
        .await;
        statuses.push(reply.status);
    }
    assert!(statuses.contains(&429), "{statuses:?}");
}

on_both_stores!(email_sqlite, email_postgres, email);
