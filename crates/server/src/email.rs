//! Email, for a site that sends it (`skillgames serve --smtp smtp://host:port`): the link that
//! verifies an account's address, the link that resets a password, and the "your turn" digest
//! (at most one every 12 hours, listing the games waiting, with a one-click unsubscribe link).
//! Sent over SMTP with `lettre`; the letters' words are made here, pure, and tested.
//!
//! Every link is made from the site's address (`--site-url`): the digest goes out from a sweep,
//! with no request to take a host from, and a link built from a request's `Host` would let
//! anyone who forges one send a reset link pointing elsewhere.

use std::sync::Arc;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use lettre::message::header::{ContentTransferEncoding, ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sha2::Sha256;
use skillgames_i18n::{Arg, Catalogue};

use crate::words::{sentence, words_of};
use skillgames_online::{GameId, NotificationKind, NotificationView};

use crate::clock::{Clock, Millis};
use crate::round::PlayerId;
use crate::store::{Database, DueDigest, StoreError};

/// How long a link that verifies an address works.
pub const VERIFY_FOR: Duration = Duration::from_secs(24 * 3600);
/// How long a link that resets a password works.
pub const RESET_FOR: Duration = Duration::from_secs(30 * 60);
/// The least time between two links of one kind sent to one account (a flood of requests
/// fills nobody's inbox).
pub const RESEND_AFTER: Duration = Duration::from_secs(60);
/// The most links of one kind sent to one account in a day.
pub const LINKS_A_DAY: u32 = 5;
/// The longest address taken (RFC 5321's limit on a path).
pub const MAX_ADDRESS_LEN: usize = 254;
/// How many digests one sweep reads at a time.
const DIGEST_BATCH: u32 = 100;
/// The name of the key that signs the unsubscribe links, among the store's secrets.
const LINK_KEY: &str = "email_links";

/// How the site sends email.
#[derive(Clone, Debug)]
pub struct MailConfig {
    /// The SMTP server: `smtp://host:port` (plain, for a relay on the same machine),
    /// `smtp://host:587?tls=required` (STARTTLS) or `smtps://user:password@host` (TLS).
    pub smtp: String,
    /// Who the letters are from: `skillgames <no-reply@example.com>`.
    pub from: String,
    /// The site's address, the start of every link: `https://example.com`.
    pub site: String,
    /// The least time between two digests to one account.
    pub digest_every: Duration,
    /// How old a "your turn" notice must be before a digest tells it (a player at the board
    /// answers sooner, and gets no letter).
    pub digest_delay: Duration,
    /// How often the due digests are looked for.
    pub sweep_every: Duration,
}

impl MailConfig {
    /// Sending through `smtp` for the site at `site`, from `no-reply@` the site's host, a
    /// digest at most every 12 hours about notices 15 minutes old, looked for every minute.
    #[must_use]
    pub fn new(smtp: &str, site: &str) -> MailConfig {
        let site = site.trim_end_matches('/').to_owned();
        let host = site
            .split("://")
            .nth(1)
            .unwrap_or(&site)
            .split(['/', ':'])
            .next()
            .filter(|h| !h.is_empty())
            .unwrap_or("localhost");
        MailConfig {
            smtp: smtp.to_owned(),
            from: format!("skillgames <no-reply@{host}>"),
            site,
            digest_every: Duration::from_secs(12 * 3600),
            digest_delay: Duration::from_secs(15 * 60),
            sweep_every: Duration::from_secs(60),
        }
    }
}

/// A letter could not be sent (the detail goes to the log).
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// The address or the letter is not one lettre can write.
    #[error("the letter could not be written: {0}")]
    Letter(String),
    /// The SMTP server refused it or could not be reached.
    #[error("the letter could not be sent: {0}")]
    Send(String),
}

/// A letter's subject, text, and the unsubscribe link it carries (a digest).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Letter {
    /// The subject.
    pub subject: String,
    /// The text, plain.
    pub body: String,
    /// The link that stops letters like it, for `List-Unsubscribe`.
    pub unsubscribe: Option<String>,
}

/// The letter that verifies `address` for the account `name`, in `words`' language.
#[must_use]
pub fn verify_letter(words: &Catalogue, name: &str, link: &str) -> Letter {
    let args = [("name", Arg::from(name)), ("link", Arg::from(link))];
    Letter {
        subject: words.text("mail-verify-subject"),
        body: format!("{}\n", words.format("mail-verify-body", &args)),
        unsubscribe: None,
    }
}

/// The letter with a link that lets the account `name` choose a new password, in `words`'
/// language.
#[must_use]
pub fn reset_letter(words: &Catalogue, name: &str, link: &str) -> Letter {
    let args = [("name", Arg::from(name)), ("link", Arg::from(link))];
    Letter {
        subject: words.text("mail-reset-subject"),
        body: format!("{}\n", words.format("mail-reset-body", &args)),
        unsubscribe: None,
    }
}

/// The digest for `name`, in `words`' language: one line per game waiting for their move
/// (its sentence and its link).
#[must_use]
pub fn digest_letter(
    words: &Catalogue,
    name: &str,
    games: &[(String, String)],
    unsubscribe: &str,
) -> Letter {
    let lines: String = games
        .iter()
        .map(|(sentence, link)| format!("- {sentence}\n  {link}\n"))
        .collect();
    Letter {
        subject: words.format("mail-digest-subject", &[("count", games.len().into())]),
        body: format!(
            "{}\n\n{lines}\n{}\n",
            words.format("mail-digest-greeting", &[("name", name.into())]),
            words.format("mail-digest-footer", &[("link", unsubscribe.into())]),
        ),
        unsubscribe: Some(unsubscribe.to_owned()),
    }
}

/// The site's letters and their sender.
pub struct Mail {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    config: MailConfig,
    link_key: String,
}

impl Mail {
    /// Ready to send as `config` says, with the unsubscribe links' key from `store` (made at
    /// the first start: every server of a cluster signs with the same).
    ///
    /// # Errors
    /// When the SMTP address or the sender cannot be read, or the store fails.
    pub async fn start(store: &Database, config: MailConfig) -> anyhow::Result<Mail> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.smtp)
            .map_err(|e| anyhow::anyhow!("--smtp {}: {e}", config.smtp))?
            .timeout(Some(Duration::from_secs(20)))
            .build();
        let from: Mailbox = config
            .from
            .parse()
            .map_err(|e| anyhow::anyhow!("the sender {}: {e}", config.from))?;
        let link_key = store
            .secret(LINK_KEY, crate::identity::new_visitor_key)
            .await?;
        Ok(Mail {
            transport,
            from,
            config,
            link_key,
        })
    }

    /// How it sends.
    #[must_use]
    pub fn config(&self) -> &MailConfig {
        &self.config
    }

    /// The site's address followed by `path` (`/#/reset/...`).
    #[must_use]
    pub fn link(&self, path: &str) -> String {
        format!("{}{path}", self.config.site)
    }

    fn signature(&self, player: PlayerId) -> Hmac<Sha256> {
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(self.link_key.as_bytes())
            .unwrap_or_else(|_| unreachable!("HMAC takes a key of any length"));
        mac.update(b"unsubscribe ");
        mac.update(&player.to_le_bytes());
        mac
    }

    /// The link that turns `player`'s digest off: signed, so that it names nobody else.
    #[must_use]
    pub fn unsubscribe_link(&self, player: PlayerId) -> String {
        let key = URL_SAFE_NO_PAD.encode(self.signature(player).finalize().into_bytes());
        self.link(&format!("/api/email/unsubscribe?player={player}&key={key}"))
    }

    /// Whether `key` is the signature of `player`'s unsubscribe link.
    #[must_use]
    pub fn is_unsubscribe_key(&self, player: PlayerId, key: &str) -> bool {
        let Ok(bytes) = URL_SAFE_NO_PAD.decode(key) else {
            return false;
        };
        self.signature(player).verify_slice(&bytes).is_ok()
    }

    /// Sends `letter` to `to`.
    ///
    /// # Errors
    /// When the address cannot be written to or the SMTP server does not take the letter.
    pub async fn send(&self, to: &str, letter: Letter) -> Result<(), MailError> {
        let to: Mailbox = to.parse().map_err(|e| MailError::Letter(format!("{e}")))?;
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(letter.subject);
        if let Some(link) = &letter.unsubscribe {
            // RFC 8058: mail programs offer the reader one click that unsubscribes (a POST).
            builder = builder
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe"),
                    format!("<{link}>"),
                ))
                .raw_header(HeaderValue::new(
                    HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                    "List-Unsubscribe=One-Click".to_owned(),
                ));
        }
        let message = builder
            .singlepart(
                SinglePart::builder()
                    .header(ContentType::TEXT_PLAIN)
                    // Base64 whatever the text: the links stay whole for any reader.
                    .header(ContentTransferEncoding::Base64)
                    .body(letter.body),
            )
            .map_err(|e| MailError::Letter(format!("{e}")))?;
        self.transport
            .send(message)
            .await
            .map_err(|e| MailError::Send(format!("{e}")))?;
        Ok(())
    }

    /// The digest for `due`, in `words`' language.
    fn digest_of(&self, words: &Catalogue, due: &DueDigest) -> Letter {
        let games: Vec<(String, String)> = due
            .games
            .iter()
            .map(|(game, opponent)| {
                let notice = NotificationView {
                    id: 0,
                    kind: NotificationKind::YourTurn,
                    game: Some(game.clone()),
                    opponent: opponent.clone(),
                    outcome: None,
                    at: 0,
                    read: false,
                };
                (sentence(words, &notice), self.game_link(game))
            })
            .collect();
        digest_letter(
            words,
            &due.to.name,
            &games,
            &self.unsubscribe_link(due.to.player),
        )
    }

    fn game_link(&self, game: &GameId) -> String {
        self.link(&format!("/#/online/{game}"))
    }

    /// Sends the digests due at `now`, each claimed first (one server of a cluster sends
    /// it); how many went.
    ///
    /// # Errors
    /// When the store fails.
    pub async fn send_digests(&self, store: &Database, now: Millis) -> Result<usize, StoreError> {
        let every = millis(self.config.digest_every);
        let delay = millis(self.config.digest_delay);
        let mut sent = 0;
        loop {
            let due = store.due_digests(now, every, delay, DIGEST_BATCH).await?;
            let more = due.len() == DIGEST_BATCH as usize;
            for digest in &due {
                if !store.claim_digest(digest.to.player, now, every).await? {
                    continue;
                }
                let words = words_of(store, digest.to.player).await;
                match self
                    .send(&digest.to.address, self.digest_of(words, digest))
                    .await
                {
                    Ok(()) => sent += 1,
                    Err(e) => eprintln!("skillgames: a digest to {}: {e}", digest.to.player),
                }
            }
            if !more {
                return Ok(sent);
            }
        }
    }

    /// Sends the due digests every `sweep_every`, for good.
    pub async fn digests(self: Arc<Self>, store: Database, clock: Clock) {
        let mut every = tokio::time::interval(self.config.sweep_every);
        loop {
            every.tick().await;
            if let Err(e) = self.send_digests(&store, clock.now()).await {
                eprintln!("skillgames: the digests: {e}");
            }
        }
    }
}

/// `duration` in milliseconds.
#[must_use]
pub fn millis(duration: Duration) -> Millis {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_i18n::Language;

    #[test]
    fn the_sender_is_the_sites_host() {
        let config = MailConfig::new("smtp://127.0.0.1:25", "https://games.example.org:8443/");
        assert_eq!(config.from, "skillgames <no-reply@games.example.org>");
        assert_eq!(config.site, "https://games.example.org:8443");
    }

    #[test]
    fn a_digest_lists_every_game_with_its_link_and_the_way_out() {
        let games = vec![
            (
                "It is your move against Ada.".to_owned(),
                "https://x/#/online/a".to_owned(),
            ),
            (
                "It is your move against Bo.".to_owned(),
                "https://x/#/online/b".to_owned(),
            ),
        ];
        let letter = digest_letter(
            Catalogue::shared(Language::English),
            "Cy",
            &games,
            "https://x/api/email/unsubscribe?player=1&key=k",
        );
        assert_eq!(letter.subject, "It is your move in 2 skillgames games");
        assert!(letter.body.contains("Ada.\n  https://x/#/online/a\n"));
        assert!(letter.body.contains("Bo.\n  https://x/#/online/b\n"));
        assert!(letter.body.ends_with("unsubscribe?player=1&key=k\n"));
        assert_eq!(
            letter.unsubscribe.as_deref(),
            Some("https://x/api/email/unsubscribe?player=1&key=k")
        );
    }

    #[test]
    fn the_links_letters_say_how_long_they_work() {
        let english = Catalogue::shared(Language::English);
        assert!(
            verify_letter(english, "Ada", "L")
                .body
                .contains("\n\nL\n\n")
        );
        assert!(verify_letter(english, "Ada", "L").body.contains("24 hours"));
        assert!(
            reset_letter(english, "Ada", "L")
                .body
                .contains("30 minutes")
        );
    }

    #[test]
    fn a_letter_is_written_in_the_accounts_language() {
        let german = Catalogue::shared(Language::German);
        let letter = verify_letter(german, "Ada", "https://x/l");
        assert!(letter.body.starts_with("Hallo Ada"), "{}", letter.body);
        assert!(letter.body.contains("\n\nhttps://x/l\n\n"));
        let russian = Catalogue::shared(Language::Russian);
        let games = vec![("a".to_owned(), "l".to_owned()); 3];
        let digest = digest_letter(russian, "Ada", &games, "u");
        assert!(digest.subject.contains('3'), "{}", digest.subject);
        assert_ne!(
            digest.subject,
            digest_letter(Catalogue::shared(Language::English), "Ada", &games, "u").subject
        );
        let notice = NotificationView {
            id: 1,
            kind: NotificationKind::YourTurn,
            game: None,
            opponent: Some("Bo".into()),
            outcome: None,
            at: 0,
            read: false,
        };
        assert_eq!(
            sentence(Catalogue::shared(Language::English), &notice),
            "Your turn against Bo."
        );
        let french = sentence(Catalogue::shared(Language::French), &notice);
        assert!(
            french.contains("Bo") && french != "Your turn against Bo.",
            "{french}"
        );
        let nobody = NotificationView {
            opponent: None,
            kind: NotificationKind::Challenge,
            ..notice
        };
        assert_eq!(
            sentence(Catalogue::shared(Language::English), &nobody),
            "Your opponent challenges you."
        );
    }
}
