//! The bot's HTTP: one request per connection through `hyper`'s client, the token in
//! `Authorization: Bearer`, and a streamed answer read line by line (newline-delimited JSON).
//! Plain HTTP only: a bot runs beside the site (the house bots), or behind a local proxy.

use std::time::Duration;

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, StatusCode, header};
use hyper_util::rt::TokioIo;
use serde_json::Value;
use thiserror::Error;
use tokio::net::TcpStream;

/// How long a request may take to be answered (its head; a stream then runs on).
const ANSWER_WITHIN: Duration = Duration::from_secs(30);
/// The longest line a stream may send (a game's state with 300 moves is a few KB).
const MAX_LINE: usize = 256 * 1024;

/// Why a request did not do what was asked.
#[derive(Debug, Error)]
pub enum HttpError {
    /// The site could not be reached or the connection broke.
    #[error("the site could not be reached: {0}")]
    Unreachable(String),
    /// The site refused, with its status and words.
    #[error("refused ({status}): {text}")]
    Refused {
        /// The HTTP status.
        status: u16,
        /// The site's sentence (or the body).
        text: String,
    },
    /// A stream sent a line too long to be one of the API's.
    #[error("a line too long from the site")]
    TooLong,
}

/// The site, and the token the bot acts with.
#[derive(Clone, Debug)]
pub struct Site {
    /// `host:port`.
    address: String,
    token: String,
}

impl Site {
    /// The site at `url` (`http://host:port`), acting with `token`.
    ///
    /// # Errors
    /// An address that is not `http://host:port`.
    pub fn new(url: &str, token: &str) -> Result<Site, HttpError> {
        let address = url
            .trim_end_matches('/')
            .strip_prefix("http://")
            .filter(|rest| !rest.is_empty() && !rest.contains('/'))
            .ok_or_else(|| HttpError::Unreachable(format!("{url} is not http://host:port")))?;
        Ok(Site {
            address: address.to_owned(),
            token: token.to_owned(),
        })
    }

    async fn send(
        &self,
        method: &str,
        path: &str,
        form: Option<String>,
    ) -> Result<hyper::Response<Incoming>, HttpError> {
        let broken = |e: &dyn std::fmt::Display| HttpError::Unreachable(e.to_string());
        let stream = TcpStream::connect(&self.address)
            .await
            .map_err(|e| broken(&e))?;
        let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
            .await
            .map_err(|e| broken(&e))?;
        tokio::spawn(connection);
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, &self.address)
            .header(header::AUTHORIZATION, format!("Bearer {}", self.token));
        if form.is_some() {
            request = request.header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        }
        let request = request
            .body(Full::new(Bytes::from(form.unwrap_or_default())))
            .map_err(|e| broken(&e))?;
        let response = tokio::time::timeout(ANSWER_WITHIN, sender.send_request(request))
            .await
            .map_err(|e| broken(&e))?
            .map_err(|e| broken(&e))?;
        if response.status() == StatusCode::OK {
            return Ok(response);
        }
        let status = response.status().as_u16();
        let body = response
            .into_body()
            .collect()
            .await
            .map(|b| String::from_utf8_lossy(&b.to_bytes()).into_owned())
            .unwrap_or_default();
        let text = serde_json::from_str::<Value>(&body)
            .ok()
            .and_then(|v| v["error"].as_str().map(str::to_owned))
            .unwrap_or(body);
        Err(HttpError::Refused { status, text })
    }

    /// `GET path`, its JSON.
    ///
    /// # Errors
    /// As [`HttpError`].
    pub async fn get(&self, path: &str) -> Result<Value, HttpError> {
        self.json("GET", path, None).await
    }

    /// The JSON answer of a request.
    async fn json(
        &self,
        method: &str,
        path: &str,
        body: Option<String>,
    ) -> Result<Value, HttpError> {
        let body = self
            .send(method, path, body)
            .await?
            .into_body()
            .collect()
            .await;
        let bytes = body
            .map_err(|e| HttpError::Unreachable(e.to_string()))?
            .to_bytes();
        serde_json::from_slice(&bytes).map_err(|e| HttpError::Unreachable(e.to_string()))
    }

    /// `POST path` with a form of `fields`.
    ///
    /// # Errors
    /// As [`HttpError`].
    pub async fn post(&self, path: &str, fields: &[(&str, &str)]) -> Result<(), HttpError> {
        self.send("POST", path, Some(form(fields)))
            .await
            .map(|_| ())
    }

    /// `POST path` with a form of `fields`, its JSON answer.
    ///
    /// # Errors
    /// As [`HttpError`].
    pub async fn post_json(&self, path: &str, fields: &[(&str, &str)]) -> Result<Value, HttpError> {
        self.json("POST", path, Some(form(fields))).await
    }

    /// `GET path` as a stream of lines.
    ///
    /// # Errors
    /// As [`HttpError`].
    pub async fn lines(&self, path: &str) -> Result<Lines, HttpError> {
        Ok(Lines {
            body: self.send("GET", path, None).await?.into_body(),
            pending: Vec::new(),
        })
    }
}

/// A streamed answer's lines.
pub struct Lines {
    body: Incoming,
    pending: Vec<u8>,
}

impl Lines {
    /// The next line (empty for a keep-alive); `None` when the stream ended.
    ///
    /// # Errors
    /// A broken connection, or a line too long.
    pub async fn next(&mut self) -> Result<Option<String>, HttpError> {
        loop {
            if let Some(at) = self.pending.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.pending.drain(..=at).collect();
                return Ok(Some(String::from_utf8_lossy(&line).trim().to_owned()));
            }
            if self.pending.len() > MAX_LINE {
                return Err(HttpError::TooLong);
            }
            match self.body.frame().await {
                None => return Ok(None),
                Some(Err(e)) => return Err(HttpError::Unreachable(e.to_string())),
                Some(Ok(frame)) => {
                    if let Ok(data) = frame.into_data() {
                        self.pending.extend_from_slice(&data);
                    }
                }
            }
        }
    }

    /// The next JSON object, keep-alives skipped; `None` when the stream ended.
    ///
    /// # Errors
    /// As [`Lines::next`].
    pub async fn event(&mut self) -> Result<Option<Value>, HttpError> {
        while let Some(line) = self.next().await? {
            if let Ok(value) = serde_json::from_str::<Value>(&line) {
                return Ok(Some(value));
            }
        }
        Ok(None)
    }
}

/// `fields` as a form: `a=1&b=2`, each part percent-encoded.
fn form(fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// `text` percent-encoded for a path segment or a form (letters, digits and `-_.~` as they are).
#[must_use]
pub fn encode(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_fields_are_encoded() {
        assert_eq!(encode("b1-b4/b1"), "b1-b4%2Fb1");
        assert_eq!(encode("c1xa3"), "c1xa3");
        assert_eq!(encode("a b&c=d"), "a%20b%26c%3Dd");
    }

    #[test]
    fn only_a_plain_http_address_is_a_site() {
        assert!(Site::new("http://127.0.0.1:8080", "t").is_ok());
        assert!(Site::new("http://127.0.0.1:8080/", "t").is_ok());
        assert!(Site::new("https://example.org", "t").is_err());
        assert!(Site::new("http://host/path", "t").is_err());
        assert!(Site::new("127.0.0.1:8080", "t").is_err());
    }
}
