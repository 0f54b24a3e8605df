//! The smallest HTTP/1.1 client the service's own tools need (the load tool and the tests):
//! one request per connection, the session cookie in and out. Players' browsers are the real
//! clients; this only speaks to our own server.

use std::net::SocketAddr;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::identity::COOKIE_NAME;

/// An HTTP reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The status code.
    pub status: u16,
    /// The session secret the reply set, if any.
    pub cookie: Option<String>,
    /// The body, as text.
    pub body: String,
}

/// Sends one request (`GET`, or `POST` with a JSON `body`) with the session `cookie`.
///
/// # Errors
/// When the server cannot be reached or the connection fails.
pub async fn request(
    address: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<&str>,
) -> std::io::Result<Reply> {
    request_from(address, method, path, cookie, body, None).await
}

/// As [`request`], saying it comes from a page of `origin` (`Origin`), as a browser does.
///
/// # Errors
/// When the server cannot be reached or the connection fails.
pub async fn request_from(
    address: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<&str>,
    origin: Option<&str>,
) -> std::io::Result<Reply> {
    let mut stream = TcpStream::connect(address).await?;
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n");
    if let Some(origin) = origin {
        head.push_str(&format!("Origin: {origin}\r\n"));
    }
    if let Some(cookie) = cookie {
        head.push_str(&format!("Cookie: {COOKIE_NAME}={cookie}\r\n"));
    }
    let body = body.unwrap_or("");
    if method == "POST" {
        head.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    head.push_str("\r\n");
    head.push_str(body);
    stream.write_all(head.as_bytes()).await?;
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await?;
    Ok(parse(&String::from_utf8_lossy(&response)))
}

fn parse(text: &str) -> Reply {
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let prefix = format!("set-cookie: {COOKIE_NAME}=");
    let cookie = head
        .lines()
        .filter_map(|l| l.strip_prefix(prefix.as_str()))
        .map(|v| v.split(';').next().unwrap_or("").to_owned())
        .find(|v| !v.is_empty());
    let chunked = head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked");
    Reply {
        status,
        cookie,
        body: if chunked {
            dechunk(body)
        } else {
            body.to_owned()
        },
    }
}

fn dechunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if size == 0 || rest.len() < size {
            break;
        }
        out.push_str(&rest[..size]);
        body = rest[size..].trim_start_matches("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_are_read_whole_or_in_chunks() {
        let plain = parse("HTTP/1.1 200 OK\r\nset-cookie: sg_session=abc; Path=/\r\n\r\n{}");
        assert_eq!(
            (plain.status, plain.cookie.as_deref(), plain.body.as_str()),
            (200, Some("abc"), "{}")
        );
        let chunked = parse(
            "HTTP/1.1 404 Not Found\r\ntransfer-encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n",
        );
        assert_eq!(
            (chunked.status, chunked.cookie, chunked.body.as_str()),
            (404, None, "abcde")
        );
    }
}
