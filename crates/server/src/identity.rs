//! Who is who: session cookies (a random secret in an HttpOnly, SameSite cookie; only its
//! digest is stored), passwords hashed with Argon2id, and readable names for visitors.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::http::HeaderMap;
use axum::http::header::COOKIE;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use hmac::{Hmac, Mac};
use rand::{Rng, RngCore};
use sha2::{Digest, Sha256};
use skillgames_online::GameId;
use tokio::sync::Semaphore;
use unicode_normalization::UnicodeNormalization;

/// The session cookie's name.
pub const COOKIE_NAME: &str = "sg_session";
/// How long a session lasts, in days.
pub const SESSION_DAYS: u64 = 365;
/// The longest cookie secret read (a longer one is forged).
const MAX_TOKEN_LEN: usize = 64;

/// A new session secret (for the cookie) and its digest (for the store).
#[must_use]
pub fn new_token() -> (String, String) {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = URL_SAFE_NO_PAD.encode(bytes);
    let digest = digest(&token);
    (token, digest)
}

/// The stored form of a session secret.
#[must_use]
pub fn digest(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The length of a visitor cookie's random part, and of its signature (bytes).
const VISITOR_PART: usize = 16;
/// The name of the key that signs visitor cookies, among the store's secrets.
pub const VISITOR_KEY: &str = "visitor_cookies";

/// A new key to sign visitor cookies with (stored once, shared by the servers of a cluster).
#[must_use]
pub fn new_visitor_key() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

fn visitor_signature(key: &str, random: &[u8]) -> [u8; VISITOR_PART] {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key.as_bytes())
        .unwrap_or_else(|_| unreachable!("HMAC takes a key of any length"));
    mac.update(b"visitor ");
    mac.update(random);
    let full = mac.finalize().into_bytes();
    let mut signature = [0u8; VISITOR_PART];
    signature.copy_from_slice(&full[..VISITOR_PART]);
    signature
}

/// A cookie for a visitor who is not stored yet: random, and signed with `key`, so that
/// only the server's own are taken (see [`is_visitor_token`]). The visitor is stored, with
/// this cookie's digest as their session, when they first connect.
#[must_use]
pub fn new_visitor_token(key: &str) -> String {
    let mut random = [0u8; VISITOR_PART];
    rand::rng().fill_bytes(&mut random);
    let mut bytes = random.to_vec();
    bytes.extend_from_slice(&visitor_signature(key, &random));
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Whether `token` is a visitor cookie this server (or another of its cluster) signed.
#[must_use]
pub fn is_visitor_token(key: &str, token: &str) -> bool {
    let Ok(bytes) = URL_SAFE_NO_PAD.decode(token) else {
        return false;
    };
    if bytes.len() != 2 * VISITOR_PART {
        return false;
    }
    let (random, signature) = bytes.split_at(VISITOR_PART);
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key.as_bytes())
        .unwrap_or_else(|_| unreachable!("HMAC takes a key of any length"));
    mac.update(b"visitor ");
    mac.update(random);
    mac.verify_truncated_left(signature).is_ok()
}

/// The readable name of the visitor with cookie `token`, the same every time it is asked
/// (before and when the visitor is stored), e.g. `Swift Heron 417`.
#[must_use]
pub fn visitor_name_of(token: &str) -> String {
    let seed = Sha256::digest(format!("visitor name {token}").as_bytes());
    let pick =
        |at: usize, count: usize| usize::from(u16::from_le_bytes([seed[at], seed[at + 1]])) % count;
    format!(
        "{} {} {}",
        ADJECTIVES[pick(0, ADJECTIVES.len())],
        ANIMALS[pick(2, ANIMALS.len())],
        100 + pick(4, 900)
    )
}

/// The session secret a request carries, if it looks like one.
#[must_use]
pub fn token_of(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE_NAME)
        .map(|(_, value)| value.to_owned())
        .filter(|v| {
            !v.is_empty()
                && v.len() <= MAX_TOKEN_LEN
                && v.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
}

/// The `Set-Cookie` value for `token` (an empty token with no age deletes the cookie).
#[must_use]
pub fn cookie(token: &str, secure: bool) -> String {
    let age = if token.is_empty() {
        0
    } else {
        SESSION_DAYS * 86_400
    };
    let secure = if secure { "; Secure" } else { "" };
    format!("{COOKIE_NAME}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={age}{secure}")
}

/// The Argon2id hash of `password`, in the PHC string format.
///
/// # Errors
/// Never in practice (the parameters are the crate's defaults).
pub fn hash_password(password: &str) -> Result<String, argon2::password_hash::Error> {
    let mut salt = [0u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let salt = SaltString::encode_b64(&salt)?;
    Ok(Argon2::default()
        .hash_password(password.as_bytes(), &salt)?
        .to_string())
}

/// Whether `password` matches `hash`.
#[must_use]
pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| {
        Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
}

/// A hash to check against when the name has no account, so that a wrong name takes as
/// long as a wrong password. Made by the first such check (on the blocking pool, in its
/// place among the hashes at once).
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash_password("no account has this password").unwrap_or_default())
}

/// Why a password could not be hashed or checked now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Busy {
    /// As many sign-ins as may wait already wait, or this one waited its longest.
    #[error("too many password hashes at once")]
    Full,
    /// The blocking task failed (it panicked, or the runtime is stopping).
    #[error("a password hash failed")]
    Failed,
}

/// The password hashes (sign-ups and logins) running at once over the whole server. Each
/// holds Argon2's 19 MiB while it runs: bounded per address only, a few addresses logging in
/// together took hundreds of megabytes. At most `at_once` run; up to `queue` more wait their
/// turn, each at most `wait`; the rest are refused at once.
#[derive(Debug)]
pub struct Hashing {
    permits: Arc<Semaphore>,
    queue: usize,
    wait: Duration,
    waiting: AtomicUsize,
    running: Arc<AtomicUsize>,
    peak: Arc<AtomicUsize>,
}

impl Hashing {
    /// `at_once` hashes at a time (at least one), `queue` waiting, each at most `wait`.
    #[must_use]
    pub fn new(at_once: usize, queue: usize, wait: Duration) -> Hashing {
        Hashing {
            permits: Arc::new(Semaphore::new(at_once.max(1))),
            queue,
            wait,
            waiting: AtomicUsize::new(0),
            running: Arc::new(AtomicUsize::new(0)),
            peak: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Runs `work` (a hash or a check) on the blocking pool once its turn comes.
    ///
    /// # Errors
    /// [`Busy::Full`] when too many wait already or the wait is too long; [`Busy::Failed`] when
    /// the work did not finish.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Busy> {
        let permit = match self.permits.clone().try_acquire_owned() {
            Ok(permit) => permit,
            Err(_) => {
                // A place in the queue, or a refusal at once.
                let queued = self.waiting.fetch_add(1, Ordering::SeqCst);
                let turn = if queued < self.queue {
                    tokio::time::timeout(self.wait, self.permits.clone().acquire_owned())
                        .await
                        .ok()
                        .and_then(Result::ok)
                } else {
                    None
                };
                self.waiting.fetch_sub(1, Ordering::SeqCst);
                turn.ok_or(Busy::Full)?
            }
        };
        let (running, peak) = (self.running.clone(), self.peak.clone());
        // The count and the permit go with the blocking task: a request dropped meanwhile
        // (its client gone) does not free a place its hash still holds.
        tokio::task::spawn_blocking(move || {
            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
            peak.fetch_max(now, Ordering::SeqCst);
            let done = work();
            running.fetch_sub(1, Ordering::SeqCst);
            drop(permit);
            done
        })
        .await
        .map_err(|_| Busy::Failed)
    }

    /// Hashes running now.
    #[must_use]
    pub fn running(&self) -> usize {
        self.running.load(Ordering::SeqCst)
    }

    /// The most hashes that ran at once since the server started.
    #[must_use]
    pub fn peak(&self) -> usize {
        self.peak.load(Ordering::SeqCst)
    }
}

/// The form in which two names are compared to tell whether they look alike: Unicode TR39's
/// confusable skeleton, after NFKC (a fullwidth `Ａ` is an `A`) and case folding, so that
/// `AdaFuzz` with a Cyrillic `А`, a Greek `Α` or a fullwidth `Ａ` first is the same name, and so
/// are `Bob` and `B0b`, or a capital `I` and a small `l`. The skeleton is taken before folding
/// (it maps `I` to `l`, which folding alone would not) and again after (a small letter's own
/// look-alikes).
#[must_use]
pub fn name_skeleton(name: &str) -> String {
    let compatible: String = name.nfkc().collect();
    let folded: String = unicode_security::skeleton(&compatible)
        .flat_map(char::to_lowercase)
        .collect();
    unicode_security::skeleton(&folded).collect()
}

const ADJECTIVES: &[&str] = &[
    "Brave", "Calm", "Clever", "Bold", "Bright", "Quick", "Quiet", "Keen", "Lucky", "Merry",
    "Noble", "Swift", "Wise", "Gentle", "Jolly", "Sunny", "Witty", "Eager", "Fair", "Proud",
];
const ANIMALS: &[&str] = &[
    "Otter", "Heron", "Falcon", "Lynx", "Badger", "Panda", "Raven", "Tiger", "Koala", "Beaver",
    "Dolphin", "Gecko", "Ibis", "Jaguar", "Marten", "Puffin", "Seal", "Stork", "Wren", "Yak",
];

/// A readable name for a visitor, e.g. `Swift Heron 417`.
#[must_use]
pub fn visitor_name() -> String {
    let mut rng = rand::rng();
    format!(
        "{} {} {}",
        ADJECTIVES[rng.random_range(0..ADJECTIVES.len())],
        ANIMALS[rng.random_range(0..ANIMALS.len())],
        rng.random_range(100..1000)
    )
}

/// A new random id (positive, within JavaScript's safe integers).
#[must_use]
pub fn new_id() -> i64 {
    rand::rng().random_range(1..(1_i64 << 52))
}

/// A new game id: 8 letters and digits.
#[must_use]
pub fn game_id() -> GameId {
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    let id: String = (0..8)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect();
    GameId::from(id)
}

/// A name for a server that was given none: `node-` and six random letters, so two
/// servers of one cluster started without names still tell themselves apart.
#[must_use]
pub fn node_name() -> String {
    format!("node-{}", &game_id()[..6])
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn passwords_hash_with_argon2id_and_verify() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("wrong horse", &hash));
        assert!(!verify_password("x", "not a hash"));
        assert!(!verify_password("x", dummy_hash()));
    }

    /// However many ask at once, no more than the bound hash together; the queue waits its
    /// turn, and beyond it the rest are refused at once.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn hashes_at_once_are_bounded_and_the_queue_too() {
        let hashing = Arc::new(Hashing::new(2, 3, Duration::from_secs(10)));
        let work = || std::thread::sleep(Duration::from_millis(200));
        let tasks: Vec<_> = (0..8)
            .map(|_| {
                let hashing = hashing.clone();
                tokio::spawn(async move { hashing.run(work).await })
            })
            .collect();
        let mut results = Vec::new();
        for task in tasks {
            results.push(task.await.unwrap());
        }
        let done = results.iter().filter(|r| r.is_ok()).count();
        assert_eq!(done, 5, "two at once and three waiting: {results:?}");
        assert!(
            results
                .iter()
                .all(|r| matches!(r, Ok(()) | Err(Busy::Full)))
        );
        assert_eq!(hashing.peak(), 2);
        assert_eq!(hashing.running(), 0);
        // A wait longer than allowed is a refusal too.
        let impatient = Arc::new(Hashing::new(1, 1, Duration::from_millis(50)));
        // The first holds the only place until the refusal is seen (a fixed 200 ms of work
        // ended within the second's wait on a busy machine, which then got the place).
        let (release, held) = std::sync::mpsc::channel::<()>();
        let first = tokio::spawn({
            let impatient = impatient.clone();
            async move { impatient.run(move || held.recv().unwrap_or(())).await }
        });
        // Until the first holds the only place (a fixed pause lost the race on a busy machine).
        for _ in 0..5_000 {
            if impatient.running() == 1 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        assert_eq!(impatient.running(), 1);
        assert_eq!(impatient.run(|| ()).await, Err(Busy::Full));
        release.send(()).unwrap();
        assert_eq!(first.await.unwrap(), Ok(()));
    }

    /// A visitor cookie is the server's own only when signed with its key; its name is the
    /// same every time.
    #[test]
    fn visitor_cookies_are_signed_and_named_alike_every_time() {
        let key = new_visitor_key();
        let token = new_visitor_token(&key);
        assert!(is_visitor_token(&key, &token));
        assert!(!is_visitor_token(&new_visitor_key(), &token));
        assert!(!is_visitor_token(&key, &new_token().0));
        let mut forged = token.clone().into_bytes();
        forged[3] = if forged[3] == b'A' { b'B' } else { b'A' };
        assert!(!is_visitor_token(&key, &String::from_utf8(forged).unwrap()));
        assert!(!is_visitor_token(&key, "short"));
        let mut headers = HeaderMap::new();
        headers.insert(
            COOKIE,
            HeaderValue::from_str(&format!("{COOKIE_NAME}={token}")).unwrap(),
        );
        assert_eq!(token_of(&headers), Some(token.clone()));
        assert_eq!(visitor_name_of(&token), visitor_name_of(&token));
        assert!(skillgames_online::check_name(&visitor_name_of(&token)).is_ok());
        let names: std::collections::HashSet<String> = (0..50)
            .map(|_| visitor_name_of(&new_visitor_token(&key)))
            .collect();
        assert!(names.len() > 45, "names vary: {names:?}");
    }

    /// Look-alike names share a skeleton; different names do not.
    #[test]
    fn look_alike_names_have_one_skeleton() {
        let ada = name_skeleton("AdaFuzz");
        for same in [
            "\u{410}daFuzz",  // Cyrillic А
            "\u{391}daFuzz",  // Greek Α
            "\u{FF21}daFuzz", // fullwidth Ａ
            "adafuzz",
            "ADAFUZZ",
            "AdaFuzz",
        ] {
            assert_eq!(name_skeleton(same), ada, "{same}");
        }
        assert_eq!(name_skeleton("Bob"), name_skeleton("B0b"));
        assert_eq!(name_skeleton("Iris"), name_skeleton("lris"));
        for other in ["AdaFizz", "Ada Fuzz", "EdaFuzz", "AdaFuz"] {
            assert_ne!(name_skeleton(other), ada, "{other}");
        }
    }

    #[test]
    fn cookies_are_read_only_when_they_look_like_ours() {
        let (token, digest_text) = new_token();
        assert_eq!(digest(&token), digest_text);
        let mut headers = HeaderMap::new();
        headers.insert(
            COOKIE,
            HeaderValue::from_str(&format!("a=b; {COOKIE_NAME}={token}")).unwrap(),
        );
        assert_eq!(token_of(&headers), Some(token));
        headers.insert(COOKIE, HeaderValue::from_static("sg_session=<script>"));
        assert_eq!(token_of(&headers), None);
        let set = cookie("abc", false);
        assert!(set.contains("HttpOnly") && set.contains("SameSite=Lax"));
        assert!(cookie("", true).contains("Max-Age=0; Secure"));
        assert!(skillgames_online::check_name(&visitor_name()).is_ok());
        assert_eq!(game_id().len(), 8);
    }
}
