//! Who is who: session cookies (a random secret in an HttpOnly, SameSite cookie; only its
//! digest is stored), passwords hashed with Argon2id, and readable names for visitors.

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use axum::http::HeaderMap;
use axum::http::header::COOKIE;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::{Rng, RngCore};
use sha2::{Digest, Sha256};

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
/// long as a wrong password.
pub fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash_password("no account has this password").unwrap_or_default())
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
pub fn game_id() -> String {
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..8)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
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
