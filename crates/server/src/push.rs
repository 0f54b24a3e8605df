//! Web Push: the server's VAPID key pair (made at the first start of any server and kept in
//! the database, so that every server of a cluster signs with the same), which addresses a
//! subscription may name, and sending a notification to one (encrypted as RFC 8291 asks, by
//! the `web-push` crate). A subscription is an address the server will call: only the known
//! push services' are accepted (over HTTPS), and the hosts named with `--push-allow-host`
//! (a test's local endpoint), so that no one can make the server call an internal host.

use std::time::Duration;

use axum::http::Uri;
use rand::RngCore;
use skillgames_i18n::Catalogue;
use skillgames_online::NotificationView;
use thiserror::Error;
use web_push::{
    ContentEncoding, HyperWebPushClient, PartialVapidSignatureBuilder, SubscriptionInfo,
    VapidSignatureBuilder, WebPushClient, WebPushError, WebPushMessageBuilder,
};

use crate::store::{Database, StoreError};

/// The database's name for the VAPID private key.
const VAPID_SECRET: &str = "vapid";
/// The push services of the browsers: an endpoint's host must be one of these or end with
/// `.` and one of these (Chrome, Firefox, Edge, Safari).
const PUSH_SERVICES: [&str; 5] = [
    "fcm.googleapis.com",
    "android.googleapis.com",
    "push.services.mozilla.com",
    "notify.windows.com",
    "push.apple.com",
];
/// The longest endpoint accepted, in bytes.
pub const MAX_ENDPOINT_LEN: usize = 1024;
/// How long a push service may take to answer.
const SEND_PATIENCE: Duration = Duration::from_secs(10);
/// How long a push service keeps a notification for a device that is away (a day).
const TTL_SECONDS: u32 = 86_400;

/// Why a subscription was refused, in words for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SubscriptionError {
    /// Not an address of a known push service.
    #[error("This browser's push service is not one this site can send to.")]
    Host,
    /// Not a readable address, or too long.
    #[error("This browser gave an address that cannot be used for notifications.")]
    Endpoint,
    /// Keys that are not a P-256 public key and a 16-byte secret.
    #[error("This browser gave keys that cannot be used for notifications.")]
    Keys,
}

/// What became of a push.
#[derive(Debug, Error)]
pub enum PushError {
    /// The subscription is gone for good (404 or 410): forget it.
    #[error("the subscription is gone")]
    Gone,
    /// Anything else (the service failed, timed out, refused): try with the next one.
    #[error("push failed: {0}")]
    Failed(String),
}

/// The server's Web Push: its key and its client.
pub struct Push {
    key: PartialVapidSignatureBuilder,
    public: String,
    client: HyperWebPushClient,
    allowed: Vec<String>,
}

fn base64url(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

fn unbase64url(text: &str) -> Option<Vec<u8>> {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(text.trim_end_matches('='))
        .ok()
}

/// A new VAPID private key: 32 random bytes that are a P-256 scalar.
fn new_private_key() -> String {
    loop {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        let encoded = base64url(&bytes);
        // Nearly every 32 bytes are (below the curve's order): try again otherwise.
        if VapidSignatureBuilder::from_base64_no_sub(&encoded).is_ok() {
            return encoded;
        }
    }
}

impl Push {
    /// The server's Web Push, its key read from `store` (made there first if no server has
    /// one yet); endpoints on `allowed` hosts (`host` or `host:port`) are accepted besides the
    /// push services'.
    ///
    /// # Errors
    /// When the store fails, or holds a key that does not read.
    pub async fn start(store: &Database, allowed: Vec<String>) -> Result<Push, StoreError> {
        let private = store.secret(VAPID_SECRET, new_private_key).await?;
        let key = VapidSignatureBuilder::from_base64_no_sub(&private)
            .map_err(|e| StoreError::Failed(format!("the VAPID key does not read: {e}")))?;
        let public = base64url(&key.get_public_key());
        Ok(Push {
            key,
            public,
            client: HyperWebPushClient::new(),
            allowed: allowed.into_iter().map(|h| h.to_lowercase()).collect(),
        })
    }

    /// The public key the browser subscribes with (base64url, uncompressed P-256).
    #[must_use]
    pub fn public_key(&self) -> &str {
        &self.public
    }

    /// Whether the server may call `endpoint`: HTTPS on a push service's host, or any
    /// address on a host allowed by name.
    ///
    /// # Errors
    /// [`SubscriptionError::Endpoint`] or [`SubscriptionError::Host`].
    pub fn check_endpoint(&self, endpoint: &str) -> Result<(), SubscriptionError> {
        if endpoint.len() > MAX_ENDPOINT_LEN {
            return Err(SubscriptionError::Endpoint);
        }
        let uri: Uri = endpoint.parse().map_err(|_| SubscriptionError::Endpoint)?;
        let authority = uri.authority().ok_or(SubscriptionError::Endpoint)?;
        // No user name or password in the address.
        if authority.as_str().contains('@') {
            return Err(SubscriptionError::Endpoint);
        }
        let host = authority.host().to_lowercase();
        let scheme = uri.scheme_str().unwrap_or_default();
        let named = authority.as_str().to_lowercase();
        if self.allowed.iter().any(|a| *a == named || *a == host)
            && matches!(scheme, "http" | "https")
        {
            return Ok(());
        }
        let service = PUSH_SERVICES
            .iter()
            .any(|s| host == *s || host.ends_with(&format!(".{s}")));
        if scheme != "https" || !service || authority.port_u16().is_some_and(|p| p != 443) {
            return Err(SubscriptionError::Host);
        }
        Ok(())
    }

    /// Whether `p256dh` and `auth` (base64url) are a P-256 public key and a 16-byte secret.
    ///
    /// # Errors
    /// [`SubscriptionError::Keys`].
    pub fn check_keys(p256dh: &str, auth: &str) -> Result<(), SubscriptionError> {
        let key = unbase64url(p256dh).ok_or(SubscriptionError::Keys)?;
        let secret = unbase64url(auth).ok_or(SubscriptionError::Keys)?;
        if key.len() != 65 || key[0] != 4 || secret.len() != 16 {
            return Err(SubscriptionError::Keys);
        }
        Ok(())
    }

    /// Sends `notification` to the subscription (`endpoint`, `p256dh`, `auth`); a new one of
    /// the same game takes the place of one the device has not received yet (the topic).
    ///
    /// # Errors
    /// [`PushError::Gone`] when the subscription is gone for good, else [`PushError::Failed`].
    pub async fn send(
        &self,
        endpoint: &str,
        p256dh: &str,
        auth: &str,
        notification: &NotificationView,
        words: &Catalogue,
    ) -> Result<(), PushError> {
        let failed = |e: WebPushError| PushError::Failed(e.to_string());
        self.check_endpoint(endpoint)
            .map_err(|e| PushError::Failed(e.to_string()))?;
        let info = SubscriptionInfo::new(endpoint, p256dh, auth);
        let payload = payload(notification, words);
        let mut message = WebPushMessageBuilder::new(&info);
        message.set_payload(ContentEncoding::Aes128Gcm, payload.as_bytes());
        message.set_ttl(TTL_SECONDS);
        if let Some(topic) = topic(notification) {
            message.set_topic(topic);
        }
        let mut signature = self.key.clone().add_sub_info(&info);
        signature.add_claim("sub", "mailto:push@skillgames.invalid");
        message.set_vapid_signature(signature.build().map_err(failed)?);
        let message = message.build().map_err(failed)?;
        match tokio::time::timeout(SEND_PATIENCE, self.client.send(message)).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(WebPushError::EndpointNotValid(_) | WebPushError::EndpointNotFound(_))) => {
                Err(PushError::Gone)
            }
            Ok(Err(e)) => Err(failed(e)),
            Err(_) => Err(PushError::Failed("no answer in time".into())),
        }
    }
}

/// What the service worker reads: the title, the sentence (in `words`' language: the
/// account's), the page to open, and the tag (one notification per game on the device: a new
/// one replaces the last).
#[must_use]
pub fn payload(notification: &NotificationView, words: &Catalogue) -> String {
    serde_json::json!({
        "title": "skillgames",
        "body": crate::words::sentence(words, notification),
        "url": format!("/{}", notification.link()),
        "tag": notification.game.as_ref().map_or_else(|| notification.kind.key().to_owned(), ToString::to_string),
        "kind": notification.kind.key(),
    })
    .to_string()
}

/// The push service's topic (at most 32 URL-safe characters): the game's id.
fn topic(notification: &NotificationView) -> Option<String> {
    let game = notification.game.as_ref()?;
    let ok = game.len() <= 32
        && game
            .as_str()
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    ok.then(|| game.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn push(allowed: &[&str]) -> Push {
        let key = VapidSignatureBuilder::from_base64_no_sub(&new_private_key()).unwrap();
        Push {
            public: base64url(&key.get_public_key()),
            key,
            client: HyperWebPushClient::new(),
            allowed: allowed.iter().map(|s| (*s).to_owned()).collect(),
        }
    }

    #[test]
    fn only_push_services_and_allowed_hosts_are_called() {
        let push = push(&["127.0.0.1:9000"]);
        for good in [
            "https://fcm.googleapis.com/fcm/send/abc:def",
            "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
            "https://wns2-by3p.notify.windows.com/w/?token=x",
            "https://web.push.apple.com/QGh",
            "http://127.0.0.1:9000/push/1",
        ] {
            assert_eq!(push.check_endpoint(good), Ok(()), "{good}");
        }
        for (bad, why) in [
            (
                "http://fcm.googleapis.com/fcm/send/x",
                SubscriptionError::Host,
            ),
            (
                "https://evilfcm.googleapis.com.example/x",
                SubscriptionError::Host,
            ),
            (
                "https://fcm.googleapis.com.evil.example/x",
                SubscriptionError::Host,
            ),
            ("https://localhost/x", SubscriptionError::Host),
            ("https://169.254.169.254/latest", SubscriptionError::Host),
            ("http://127.0.0.1:9001/push", SubscriptionError::Host),
            ("https://fcm.googleapis.com:8443/x", SubscriptionError::Host),
            (
                "https://user@fcm.googleapis.com/x",
                SubscriptionError::Endpoint,
            ),
            ("not an address", SubscriptionError::Endpoint),
            ("/relative", SubscriptionError::Endpoint),
        ] {
            assert_eq!(push.check_endpoint(bad), Err(why), "{bad}");
        }
        let long = format!(
            "https://fcm.googleapis.com/{}",
            "a".repeat(MAX_ENDPOINT_LEN)
        );
        assert_eq!(push.check_endpoint(&long), Err(SubscriptionError::Endpoint));
        assert_eq!(push.public_key().len(), 87, "65 bytes in base64url");
    }

    #[test]
    fn keys_must_be_a_curve_point_and_a_secret() {
        let mut point = vec![4u8];
        point.extend([7u8; 64]);
        let p256dh = base64url(&point);
        let auth = base64url(&[1u8; 16]);
        assert_eq!(Push::check_keys(&p256dh, &auth), Ok(()));
        assert_eq!(
            Push::check_keys(&base64url(&[4u8; 33]), &auth),
            Err(SubscriptionError::Keys)
        );
        assert_eq!(
            Push::check_keys(&p256dh, &base64url(&[1u8; 8])),
            Err(SubscriptionError::Keys)
        );
        assert_eq!(Push::check_keys("!!", &auth), Err(SubscriptionError::Keys));
    }
}
