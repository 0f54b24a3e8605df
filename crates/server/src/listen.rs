//! The listener: accepts TCP connections and serves HTTP/1.1 on each with hyper, with what a
//! server facing the public needs and `axum::serve` lacks (it runs hyper without a timer, so
//! hyper's timeouts never apply and a half-sent request is held for ever):
//!
//! - a request's head must arrive within [`Limits::header_timeout`], and a kept-alive
//!   connection waiting for its next request is closed after as long (hyper starts the same
//!   timer for both);
//! - a request must be answered, its body read included, within [`Limits::request_timeout`]
//!   (the API's routes; see [`crate::http::routes`]);
//! - an address holds at most [`Limits::http_connections_per_address`] HTTP connections at
//!   once (counted by [`address_key`]); one more is answered 503 and closed. A connection
//!   upgraded to a WebSocket leaves this count for the WebSockets' own
//!   ([`Limits::connections_per_address`]). Behind a trusted proxy every connection comes from
//!   the proxy: there is no cap here (the proxy's is the one that counts).
//!
//! `skillgames serve` and the tests serve through [`serve`].

use std::collections::HashMap;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::Request;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tower::ServiceExt;

use crate::http::address_key;
use crate::{Config, Limits};

/// How long a stopping server waits for its HTTP connections to finish their requests.
const SHUTDOWN_WAIT: Duration = Duration::from_secs(5);
/// The pause after a failed accept that is not the peer's doing (out of file descriptors:
/// retrying at once would spin).
const ACCEPT_PAUSE: Duration = Duration::from_millis(250);
/// How long writing the refusal to a connection over the cap may take.
const REFUSAL_WRITE: Duration = Duration::from_secs(1);
/// The answer to a connection over its address's cap: written before the request is read, so
/// in English, with the catalogues' message (`api-too-many-connections`, as `http.rs` refuses
/// a WebSocket over the cap) for a client that words it itself.
const REFUSAL: &str = "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n\
    x-content-type-options: nosniff\r\nconnection: close\r\ncontent-length: 78\r\n\r\n\
    {\"error\":\"Too many connections from here.\",\"code\":\"api-too-many-connections\"}\n";

/// How the listener treats connections.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// A request's head must arrive within this, and an idle kept-alive connection is closed
    /// after it.
    pub header_timeout: Duration,
    /// HTTP connections one address may hold at once (`None`: no cap, behind a proxy).
    pub connections_per_address: Option<usize>,
}

impl Settings {
    /// The settings of `config`'s limits.
    #[must_use]
    pub fn of(config: &Config) -> Settings {
        Settings::from_limits(&config.limits, config.trust_proxy)
    }

    /// The settings of `limits` (no cap per address behind a trusted proxy).
    #[must_use]
    pub fn from_limits(limits: &Limits, trust_proxy: bool) -> Settings {
        Settings {
            header_timeout: limits.header_timeout,
            connections_per_address: (!trust_proxy).then_some(limits.http_connections_per_address),
        }
    }
}

impl Default for Settings {
    /// The default limits', without a proxy (the app served without the online service).
    fn default() -> Self {
        Settings::from_limits(&Limits::default(), false)
    }
}

/// The HTTP connections open from each address.
type Counts = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// A connection's place in its address's count, given back when dropped.
struct Slot {
    counts: Counts,
    address: IpAddr,
}

impl Slot {
    /// A place for a connection from `address`, if it has one left under `cap`.
    fn take(counts: &Counts, address: IpAddr, cap: Option<usize>) -> Option<Slot> {
        let mut open = counts.lock().unwrap_or_else(PoisonError::into_inner);
        let count = open.entry(address).or_insert(0);
        if cap.is_some_and(|cap| *count >= cap) {
            return None;
        }
        *count += 1;
        Some(Slot {
            counts: counts.clone(),
            address,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = open.get_mut(&self.address) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                open.remove(&self.address);
            }
        }
    }
}

/// Whether a failed accept was the peer's doing (it hung up first): the next one may follow at
/// once.
fn peer_error(error: &std::io::Error) -> bool {
    matches!(
        error.kind(),
        std::io::ErrorKind::ConnectionRefused
            | std::io::ErrorKind::ConnectionAborted
            | std::io::ErrorKind::ConnectionReset
    )
}

/// Answers a connection over its address's cap, and closes it.
async fn refuse(mut stream: TcpStream) {
    let _ = tokio::time::timeout(REFUSAL_WRITE, async {
        stream.write_all(REFUSAL.as_bytes()).await?;
        stream.shutdown().await
    })
    .await;
}

/// Serves `app` on every connection `listener` accepts (the peer's address in
/// [`ConnectInfo<SocketAddr>`], WebSocket upgrades allowed) until `shutdown` completes; then
/// accepts no more, lets the open HTTP connections finish their requests (at most a few
/// seconds) and returns.
///
/// # Errors
/// Never for a connection's failure (each is its own); the listener's own accepts are retried.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    settings: Settings,
    shutdown: impl Future<Output = ()> + Send,
) -> std::io::Result<()> {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(settings.header_timeout);
    let counts: Counts = Arc::default();
    // Every connection holds a receiver: the sender says "stop", and is closed once they all
    // have ended.
    let (stop, stopping) = watch::channel(false);
    tokio::pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    if !peer_error(&error) {
                        eprintln!("skillgames: accepting a connection: {error}");
                        tokio::time::sleep(ACCEPT_PAUSE).await;
                    }
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(slot) = Slot::take(
            &counts,
            address_key(peer.ip()),
            settings.connections_per_address,
        ) else {
            tokio::spawn(refuse(stream));
            continue;
        };
        tokio::spawn(connection(
            http.clone(),
            stream,
            peer,
            app.clone(),
            slot,
            stopping.clone(),
        ));
    }
    drop(listener);
    drop(stopping);
    stop.send_replace(true);
    let _ = tokio::time::timeout(SHUTDOWN_WAIT, stop.closed()).await;
    Ok(())
}

/// Serves one connection until it closes, or until told to stop (then after the request it
/// is answering, if any).
async fn connection(
    http: hyper::server::conn::http1::Builder,
    stream: TcpStream,
    peer: SocketAddr,
    app: Router,
    slot: Slot,
    mut stopping: watch::Receiver<bool>,
) {
    let service = hyper::service::service_fn(move |mut request: Request<Incoming>| {
        request.extensions_mut().insert(ConnectInfo(peer));
        // The router never fails (its error type is `Infallible`).
        app.clone().oneshot(request.map(Body::new))
    });
    let conn = http
        .serve_connection(TokioIo::new(stream), service)
        .with_upgrades();
    tokio::pin!(conn);
    let stop = async {
        // Told to stop, or the listener is gone: either way, stop.
        let _ = stopping.wait_for(|stop| *stop).await;
    };
    let stopped = tokio::select! {
        _ = conn.as_mut() => false,
        () = stop => true,
    };
    if stopped {
        conn.as_mut().graceful_shutdown();
        let _ = conn.await;
    }
    // An upgraded connection (a WebSocket) leaves the count here once upgraded.
    drop(slot);
}
