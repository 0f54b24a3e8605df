//! The browser's glue to the game server: its HTTP API (`fetch`) and the WebSocket, which
//! reconnects by itself (at once, then waiting longer, up to two seconds) and sends its
//! subscriptions again (the lobby, the games watched). Pages listen to what arrives while
//! they are open. Nothing here is opened before an online page (or the home page's list of
//! games) asks: a visit that never plays online costs one request.

use crate::i18n::t;
use leptos::prelude::*;
use skillgames_online::http::{MyGame, MyGames};
use skillgames_online::{ClientMessage, PlayerView, ServerMessage};
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::JsFuture;

/// The sentence saying the online service cannot be reached, in the page's language.
pub(crate) fn unreachable() -> String {
    t("common-unreachable")
}

/// The most messages kept while no page reads them yet (the parser comes with the first page
/// that listens: see [`Online::listen`]).
const MAX_PENDING: usize = 256;

/// Reads a message of the server. Referenced only from [`Online::listen`], a generic
/// function compiled into each online page's code: the messages' reading (every kind of the
/// protocol) is then in those pages' pieces, not in the home page's download.
fn parse_server(text: &str) -> Result<ServerMessage, String> {
    serde_json::from_str::<ServerMessage>(text).map_err(|e| e.to_string())
}

type Parser = fn(&str) -> Result<ServerMessage, String>;

/// The waits before each new attempt to connect, in milliseconds; then the last again.
const BACKOFF_MS: &[u64] = &[0, 250, 500, 1000, 2000];

/// An answer of the HTTP API.
pub(crate) struct Answer {
    /// The HTTP status.
    pub(crate) status: u16,
    /// The body.
    pub(crate) text: String,
}

impl Answer {
    /// Whether it succeeded.
    pub(crate) fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }

    /// The sentence of an error answer (the API's `{error}`), or a plain one.
    pub(crate) fn error(&self) -> String {
        serde_json::from_str::<skillgames_online::http::ApiError>(&self.text)
            .map(|e| e.error)
            .unwrap_or_else(|_| t("common-error"))
    }
}

/// Whether the browser believes it has a network.
pub(crate) fn online() -> bool {
    web_sys::window().is_none_or(|w| w.navigator().on_line())
}

/// Calls the HTTP API: `Err` when the server cannot be reached at all.
pub(crate) async fn api(method: &str, path: &str, body: Option<String>) -> Result<Answer, ()> {
    let window = web_sys::window().ok_or(())?;
    let init = web_sys::RequestInit::new();
    init.set_method(method);
    if let Some(body) = &body {
        init.set_body(&wasm_bindgen::JsValue::from_str(body));
    }
    let request = web_sys::Request::new_with_str_and_init(path, &init).map_err(|_| ())?;
    // The server words its refusals in the page's language.
    request
        .headers()
        .set("Accept-Language", crate::i18n::language().code())
        .map_err(|_| ())?;
    if body.is_some() {
        request
            .headers()
            .set("Content-Type", "application/json")
            .map_err(|_| ())?;
    }
    let response: web_sys::Response = JsFuture::from(window.fetch_with_request(&request))
        .await
        .map_err(|_| ())?
        .dyn_into()
        .map_err(|_| ())?;
    let text = JsFuture::from(response.text().map_err(|_| ())?)
        .await
        .map_err(|_| ())?
        .as_string()
        .unwrap_or_default();
    Ok(Answer {
        status: response.status(),
        text,
    })
}

/// Whether the online service answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Service {
    /// Not asked yet, or the answer is on its way.
    Unknown,
    /// It answered.
    Reachable,
    /// It did not (a static site, or no network).
    Unreachable,
}

/// The WebSocket's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Link {
    /// Not opened.
    Closed,
    /// Opening for the first time.
    Connecting,
    /// Open.
    Open,
    /// Lost, and being opened again.
    Reconnecting,
}

/// What a page hears from the connection.
#[derive(Clone, Debug)]
pub(crate) enum Incoming {
    /// A message from the server.
    Message(Box<ServerMessage>),
    /// The connection (re)opened and the subscriptions went out again.
    Connected,
    /// The connection was lost.
    Disconnected,
    /// The browser is back on the network (the connection may not have noticed it was gone).
    BackOnline,
}

type Listener = Rc<dyn Fn(&Incoming)>;

/// The open socket, with its handlers (dropped with it).
struct Socket {
    ws: web_sys::WebSocket,
    _open: Closure<dyn FnMut()>,
    _message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _close: Closure<dyn FnMut()>,
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.ws.set_onopen(None);
        self.ws.set_onmessage(None);
        self.ws.set_onclose(None);
        let _ = self.ws.close();
    }
}

/// The connection to the game server and who the player is there, shared by the pages.
#[derive(Clone, Copy)]
pub(crate) struct Online {
    /// Who the player is (from `GET /api/me`, then the socket's Hello).
    pub(crate) me: RwSignal<Option<PlayerView>>,
    /// The player's games being played (the home page's "Your turn").
    pub(crate) games: RwSignal<Vec<MyGame>>,
    /// Whether the player is a moderator (the moderation desk is theirs).
    pub(crate) moderator: RwSignal<bool>,
    /// Why the server ended the player's session, when it did (a moderator closed the
    /// account): said on every page until they go on.
    pub(crate) signed_out: RwSignal<Option<String>>,
    /// Whether the service answers.
    pub(crate) service: RwSignal<Service>,
    /// The socket's state.
    pub(crate) link: RwSignal<Link>,
    /// Whether the browser believes it has a network.
    pub(crate) network: RwSignal<bool>,
    socket: StoredValue<Option<Socket>, LocalStorage>,
    /// How messages are read, once a page that listens has given it.
    parser: StoredValue<Option<Parser>>,
    /// Messages that came before it, read when it comes.
    pending: StoredValue<Vec<String>>,
    listeners: StoredValue<Vec<(u64, Listener)>, LocalStorage>,
    next_listener: StoredValue<u64>,
    subscriptions: StoredValue<Vec<ClientMessage>>,
    /// Attempts to connect since the socket was last open.
    attempts: StoredValue<usize>,
    /// Whether the socket was ever open (else a failure means the service is not there).
    ever_open: StoredValue<bool>,
    /// Whether a `GET /api/me` is on its way: a first visit asks once, since two answers
    /// without a cookie would be two visitors.
    asking: StoredValue<bool>,
    /// Whether the socket waits for that answer before it opens.
    connect_after: StoredValue<bool>,
}

impl Online {
    /// Nothing opened yet.
    pub(crate) fn new() -> Online {
        let online = Online {
            me: RwSignal::new(None),
            games: RwSignal::new(Vec::new()),
            moderator: RwSignal::new(false),
            signed_out: RwSignal::new(None),
            service: RwSignal::new(Service::Unknown),
            link: RwSignal::new(Link::Closed),
            network: RwSignal::new(online()),
            socket: StoredValue::new_local(None),
            parser: StoredValue::new(None),
            pending: StoredValue::new(Vec::new()),
            listeners: StoredValue::new_local(Vec::new()),
            next_listener: StoredValue::new(1),
            subscriptions: StoredValue::new(Vec::new()),
            attempts: StoredValue::new(0),
            ever_open: StoredValue::new(false),
            asking: StoredValue::new(false),
            connect_after: StoredValue::new(false),
        };
        // Back on the network: try again at once, and let the pages send what waits.
        let handle = window_event_listener(leptos::ev::offline, move |_| {
            online.network.set(false);
        });
        std::mem::forget(handle);
        let handle = window_event_listener(leptos::ev::online, move |_| {
            online.network.set(true);
            if !matches!(online.link.get_untracked(), Link::Open | Link::Closed) {
                online.attempts.set_value(0);
                online.connect_now();
            }
            online.dispatch(&Incoming::BackOnline);
        });
        // The app's lifetime: the listener stays.
        std::mem::forget(handle);
        online
    }

    /// Asks the server who the player is and which games they play (also making an
    /// anonymous visitor's identity).
    pub(crate) fn refresh(self) {
        if !online() {
            if self.service.get_untracked() == Service::Unknown {
                self.service.set(Service::Unreachable);
            }
            return;
        }
        if self.asking.get_value() {
            return; // the answer on its way says the same
        }
        self.asking.set_value(true);
        leptos::task::spawn_local(async move {
            let answer = api("GET", "/api/me", None).await;
            self.asking.set_value(false);
            match answer {
                Ok(answer) if answer.ok() => match serde_json::from_str::<MyGames>(&answer.text) {
                    Ok(mine) => {
                        self.me.set(Some(mine.me));
                        self.games.set(mine.playing);
                        self.moderator.set(mine.moderator);
                        self.service.set(Service::Reachable);
                    }
                    Err(_) => self.service.set(Service::Unreachable),
                },
                _ => self.service.set(Service::Unreachable),
            }
            if self.connect_after.get_value() {
                self.connect_after.set_value(false);
                if self.service.get_untracked() == Service::Reachable {
                    self.connect_now();
                } else {
                    self.link.set(Link::Closed);
                }
            }
        });
    }

    /// Opens the socket unless it is open or opening (first asking who the player is, so
    /// that the socket carries their identity).
    pub(crate) fn connect(self) {
        if self.link.get_untracked() != Link::Closed {
            return;
        }
        self.link.set(Link::Connecting);
        if !online() {
            self.service.set(Service::Unreachable);
            return; // the browser's `online` event tries again
        }
        if self.asking.get_value() {
            // The player's identity is being asked for: the socket opens with its answer.
            self.connect_after.set_value(true);
            return;
        }
        self.asking.set_value(true);
        leptos::task::spawn_local(async move {
            let answer = api("GET", "/api/me", None).await;
            self.asking.set_value(false);
            match answer {
                Ok(answer) if answer.ok() => {
                    if let Ok(mine) = serde_json::from_str::<MyGames>(&answer.text) {
                        self.me.set(Some(mine.me));
                        self.games.set(mine.playing);
                        self.moderator.set(mine.moderator);
                    }
                    self.service.set(Service::Reachable);
                    self.connect_now();
                }
                _ => {
                    self.service.set(Service::Unreachable);
                    self.link.set(Link::Closed);
                }
            }
        });
    }

    fn socket_url() -> Option<String> {
        let location = web_sys::window()?.location();
        let scheme = if location.protocol().ok()? == "https:" {
            "wss"
        } else {
            "ws"
        };
        Some(format!("{scheme}://{}/api/socket", location.host().ok()?))
    }

    /// Opens a new socket now, in place of any.
    fn connect_now(self) {
        self.socket.set_value(None);
        let Some(url) = Self::socket_url() else {
            return;
        };
        let Ok(ws) = web_sys::WebSocket::new(&url) else {
            self.retry();
            return;
        };
        let open = Closure::<dyn FnMut()>::new(move || {
            self.attempts.set_value(0);
            self.ever_open.set_value(true);
            self.service.set(Service::Reachable);
            self.link.set(Link::Open);
            for message in self.subscriptions.get_value() {
                self.send(&message);
            }
            self.dispatch(&Incoming::Connected);
        });
        let message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
            move |event: web_sys::MessageEvent| {
                let Some(text) = event.data().as_string() else {
                    return;
                };
                match self.parser.get_value() {
                    Some(parse) => self.read(parse, &text),
                    None => self.pending.update_value(|p| {
                        if p.len() == MAX_PENDING {
                            p.remove(0);
                        }
                        p.push(text);
                    }),
                }
            },
        );
        let close = Closure::<dyn FnMut()>::new(move || {
            self.drop_socket_later();
            self.dispatch(&Incoming::Disconnected);
            self.retry();
        });
        ws.set_onopen(Some(open.as_ref().unchecked_ref()));
        ws.set_onmessage(Some(message.as_ref().unchecked_ref()));
        ws.set_onclose(Some(close.as_ref().unchecked_ref()));
        self.socket.set_value(Some(Socket {
            ws,
            _open: open,
            _message: message,
            _close: close,
        }));
    }

    /// Lets the socket go from inside one of its own handlers: a handler must not be dropped
    /// while it runs, so the socket is dropped once it has returned.
    fn drop_socket_later(self) {
        let old = self.socket.try_update_value(Option::take).flatten();
        if let Some(old) = old {
            set_timeout(move || drop(old), Duration::ZERO);
        }
    }

    /// Tries again after the next wait of the backoff.
    fn retry(self) {
        let attempt = self.attempts.get_value();
        self.attempts.set_value(attempt + 1);
        let never = !self.ever_open.get_value();
        self.link.set(if never {
            Link::Connecting
        } else {
            Link::Reconnecting
        });
        if never && attempt >= 2 {
            self.service.set(Service::Unreachable);
        }
        if !online() {
            return; // the browser's `online` event tries again
        }
        let wait = BACKOFF_MS[attempt.min(BACKOFF_MS.len() - 1)];
        set_timeout(
            move || {
                if self.link.get_untracked() != Link::Open
                    && self.socket.with_value(Option::is_none)
                {
                    self.connect_now();
                }
            },
            Duration::from_millis(wait),
        );
    }

    fn read(self, parse: Parser, text: &str) {
        match parse(text) {
            Ok(message) => self.receive(message),
            Err(err) => leptos::logging::warn!("unreadable message from the server: {err}"),
        }
    }

    fn receive(self, message: ServerMessage) {
        match &message {
            ServerMessage::Hello { me } => self.me.set(Some(me.clone())),
            ServerMessage::Started { game } => {
                // Both players go to the game that has begun.
                let href = format!("#/online/{game}");
                if let Some(window) = web_sys::window()
                    && window.location().hash().ok().as_deref() != Some(href.as_str())
                {
                    let _ = window.location().set_hash(&href);
                }
            }
            ServerMessage::Reconnect => {
                self.drop_socket_later();
                self.dispatch(&Incoming::Disconnected);
                self.retry();
                return;
            }
            ServerMessage::SignedOut { .. } => {
                // The session is over (a moderator closed the account, its only reason): the
                // page goes on as the visitor the server makes of it, and says why, in the
                // page's language.
                self.signed_out.set(Some(t("common-account-closed")));
                self.me.set(None);
                self.moderator.set(false);
                self.games.set(Vec::new());
                self.drop_socket_later();
                self.link.set(Link::Closed);
                self.refresh();
                self.connect();
                return;
            }
            _ => {}
        }
        self.dispatch(&Incoming::Message(Box::new(message)));
    }

    fn dispatch(self, incoming: &Incoming) {
        // Copied out first: a listener may add or remove listeners.
        let listeners: Vec<Listener> = self
            .listeners
            .with_value(|l| l.iter().map(|(_, f)| f.clone()).collect());
        for listener in listeners {
            listener(incoming);
        }
    }

    /// Opens the socket again (the player logged in or out: a socket carries the identity
    /// it was opened with).
    pub(crate) fn reconnect(self) {
        if self.link.get_untracked() == Link::Closed {
            return;
        }
        self.attempts.set_value(0);
        self.dispatch(&Incoming::Disconnected);
        self.connect_now();
    }

    /// Whether the socket is open.
    pub(crate) fn is_open(self) -> bool {
        self.link.get_untracked() == Link::Open
    }

    /// Sends `message` if the socket is open; returns whether it went.
    pub(crate) fn send(self, message: &ClientMessage) -> bool {
        self.socket.with_value(|socket| {
            socket.as_ref().is_some_and(|s| {
                s.ws.ready_state() == web_sys::WebSocket::OPEN
                    && s.ws.send_with_str(&message.to_json()).is_ok()
            })
        })
    }

    /// Hears what arrives until the page (its reactive owner) is gone.
    pub(crate) fn listen(self, listener: impl Fn(&Incoming) + 'static) {
        // The first page that listens brings the messages' reading (see `parse_server`).
        if self.parser.get_value().is_none() {
            self.parser.set_value(Some(parse_server));
            let pending = self
                .pending
                .try_update_value(std::mem::take)
                .unwrap_or_default();
            // Read once this listener is in (below), in the order they came.
            set_timeout(
                move || {
                    for text in pending {
                        self.read(parse_server, &text);
                    }
                },
                Duration::ZERO,
            );
        }
        let id = self.next_listener.get_value();
        self.next_listener.set_value(id + 1);
        self.listeners
            .update_value(|l| l.push((id, Rc::new(listener))));
        on_cleanup(move || {
            self.listeners.update_value(|l| l.retain(|(i, _)| *i != id));
        });
    }

    /// Sends `message` now and again after every reconnection, until the page is gone; then
    /// sends `leave`.
    pub(crate) fn subscribe(self, message: ClientMessage, leave: ClientMessage) {
        self.connect();
        self.subscriptions.update_value(|s| s.push(message.clone()));
        self.send(&message);
        on_cleanup(move || {
            self.subscriptions.update_value(|s| {
                if let Some(index) = s.iter().position(|m| *m == message) {
                    s.remove(index);
                }
            });
            self.send(&leave);
        });
    }
}
