//! The skillgames game server: the online service behind `skillgames serve`. Players meet in
//! a lobby, play live games with clocks or correspondence games over days, watch others'
//! games, keep an account with Glicko-2 ratings per game and board. Every move is checked by
//! the same rules crates as the page ([`skillgames_play`]) and stored (SQLite in a data folder,
//! or PostgreSQL) before anyone hears of it.
//!
//! The parts, one idea each: [`round`] is a game's logic (seats, moves, clocks, offers,
//! endings) without sockets or storage; [`game`] is one game's task owning its round
//! (decide, store, announce); [`hub`] finds a game's task and keeps what the tasks share:
//! the registry of tasks and connections, the lobby, the cluster's bus; [`connection`] a
//! connection's queue of messages; [`socket`] is the WebSocket front; [`http`] the rest of
//! the API; [`api`] the Bot and Board API shaped like lichess's; [`store`] the database, and [`retention`] what it keeps for how long; [`identity`]
//! cookies, passwords and names; [`ratings`] Glicko-2;
//! [`client`] the little HTTP client of the load tool and the tests; [`bus`] what the servers
//! of a cluster (sharing PostgreSQL) tell each other over Redis pub/sub; [`listen`] the
//! listener, with its timeouts and its cap of connections per address.
//!
//! ```
//! # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
//! use skillgames_server::{Config, Service, clock::Clock};
//!
//! let config = Config::new("sqlite::memory:");
//! let online = Service::start(config, Clock::system()).await?;
//! let router = skillgames_server::http::routes(online); // serve it with listen::serve
//! # let _ = router;
//! # Ok::<(), anyhow::Error>(())
//! # }).unwrap();
//! ```

pub mod api;
pub mod bus;
pub mod client;
pub mod clock;
pub mod connection;
pub mod email;
pub mod game;
pub mod http;
pub mod hub;
pub mod identity;
pub mod listen;
pub mod push;
pub mod ratings;
pub mod retention;
pub mod round;
pub mod socket;
pub mod store;
pub mod tournament;
pub mod words;

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use clock::Clock;
use game::GameRules;
use hub::Hub;
use store::Database;

/// Password hashes at once, by default: hashing is all CPU, so more than the cores would only
/// hold more memory (19 MiB each).
const HASHES_AT_ONCE: usize = 2;
/// Sign-ups and logins that may wait for a hash, by default (about a second's worth).
const HASH_QUEUE: usize = 16;
/// The longest a sign-up or login waits for its hash, by default.
const HASH_WAIT: Duration = Duration::from_secs(5);

/// Limits per address (rate limits, connections), and the server's bound on password hashes.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// WebSocket connections one address may hold.
    pub connections_per_address: usize,
    /// One API request per this period, per address, after the burst.
    pub request_every: Duration,
    /// API requests an address may make at once.
    pub request_burst: u32,
    /// One login or sign-up try per this period, per address, after the burst.
    pub login_every: Duration,
    /// Login or sign-up tries at once.
    pub login_burst: u32,
    /// One WebSocket message per this period, per connection, after the burst.
    pub message_every: Duration,
    /// WebSocket messages a connection may send at once.
    pub message_burst: u32,
    /// Password hashes (sign-ups and logins) computed at once over the whole server, each
    /// holding 19 MiB while it runs.
    pub hashes_at_once: usize,
    /// Sign-ups and logins that may wait for their hash's turn; more are refused at once.
    pub hash_queue: usize,
    /// How long a sign-up or login waits for its turn before it is refused.
    pub hash_wait: Duration,
    /// HTTP connections one address may hold open at once (its WebSockets are counted apart,
    /// by `connections_per_address`); no cap behind a trusted proxy.
    pub http_connections_per_address: usize,
    /// A request's head must arrive within this, and a kept-alive HTTP connection waiting for
    /// its next request is closed after as long.
    pub header_timeout: Duration,
    /// An API request must be answered, its body read included, within this.
    pub request_timeout: Duration,
    /// Messages that may wait for a slow connection; one more closes it (its page
    /// connects again and catches up).
    pub send_queue: usize,
    /// How often the server pings every WebSocket (browsers answer by themselves).
    pub ping_every: Duration,
    /// A WebSocket that has not answered a ping (nor sent anything) this long after the ping
    /// went out is dead: it is closed and its player counts as gone.
    pub idle_after: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connections_per_address: 64,
            request_every: Duration::from_millis(50),
            request_burst: 100,
            login_every: Duration::from_secs(6),
            login_burst: 10,
            message_every: crate::socket::MESSAGE_EVERY,
            message_burst: crate::socket::MESSAGE_BURST,
            hashes_at_once: HASHES_AT_ONCE,
            hash_queue: HASH_QUEUE,
            hash_wait: HASH_WAIT,
            http_connections_per_address: 64,
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            send_queue: connection::SEND_QUEUE_LEN,
            ping_every: Duration::from_secs(5),
            idle_after: Duration::from_secs(10),
        }
    }
}

/// How the online service runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The database's URL: `sqlite://<file>?mode=rwc` or `postgres://...`.
    pub database: String,
    /// Origins allowed besides the page's own (a site served from another name).
    pub origins: Vec<String>,
    /// Cookies only over HTTPS (behind a TLS proxy).
    pub secure_cookies: bool,
    /// Limits per address.
    pub limits: Limits,
    /// How long a player may be gone before the opponent may claim the win.
    pub rules: GameRules,
    /// Redis, to share the games with the other servers of a cluster (`redis://...`).
    pub pubsub: Option<String>,
    /// This server's name among them (in the log, `/api/health` and the bus).
    pub node: String,
    /// Requests come through a proxy that sets `X-Forwarded-For` (nginx): the players'
    /// addresses (for the limits per address) are read from it.
    pub trust_proxy: bool,
    /// Hosts (`host` or `host:port`) a Web Push subscription may name besides the browsers'
    /// push services (a test's local endpoint).
    pub push_allow_hosts: Vec<String>,
    /// How the site sends email (none without `--smtp`).
    pub mail: Option<email::MailConfig>,
    /// The site's own tournaments (`--schedule FILE`).
    pub schedule: tournament::schedule::Schedule,
}

impl Config {
    /// The defaults, with the database at `database`.
    #[must_use]
    pub fn new(database: &str) -> Config {
        Config {
            database: database.to_owned(),
            origins: Vec::new(),
            secure_cookies: false,
            limits: Limits::default(),
            rules: GameRules::default(),
            pubsub: None,
            node: identity::node_name(),
            trust_proxy: false,
            push_allow_hosts: Vec::new(),
            mail: None,
            schedule: tournament::schedule::Schedule::default(),
        }
    }

    /// The SQLite database in the data folder `dir` (made if missing).
    ///
    /// # Errors
    /// When the folder cannot be made.
    pub fn in_folder(dir: &Path) -> std::io::Result<Config> {
        std::fs::create_dir_all(dir)?;
        let file = dir.join("skillgames.sqlite");
        Ok(Config::new(&format!(
            "sqlite://{}?mode=rwc",
            file.display()
        )))
    }
}

/// The running online service: what the routes share.
pub struct Service {
    /// The games and connections.
    pub hub: Arc<Hub>,
    /// The settings.
    pub config: Config,
    per_address: Mutex<HashMap<IpAddr, usize>>,
    /// The password hashes running at once, over the whole server.
    pub hashing: identity::Hashing,
    /// The key that signs the cookies of visitors not stored yet (the same on every server
    /// of the database).
    visitor_key: String,
    /// The periodic clean-up of what has had its time.
    pub retention: Arc<retention::Retention>,
    /// What the Bot and Board API keeps besides the store (the tokens' rates).
    pub api: api::ApiState,
    /// The site's letters, when it sends email.
    pub mail: Option<Arc<email::Mail>>,
}

impl Service {
    /// Opens the database (migrating it) and loads the games in progress.
    ///
    /// # Errors
    /// When the database cannot be reached or migrated.
    pub async fn start(config: Config, clock: Clock) -> anyhow::Result<Arc<Service>> {
        let store = Database::open(&config.database).await?;
        let filled = store.fill_name_skeletons().await?;
        if filled > 0 {
            eprintln!("skillgames: {filled} names keyed by how they look");
        }
        let bus = match &config.pubsub {
            Some(url) => Some(bus::Bus::connect(url, &config.node)?),
            None => None,
        };
        let visitor_key = store
            .secret(identity::VISITOR_KEY, identity::new_visitor_key)
            .await?;
        let push = push::Push::start(&store, config.push_allow_hosts.clone()).await?;
        let mail = match &config.mail {
            Some(mail) => Some(Arc::new(email::Mail::start(&store, mail.clone()).await?)),
            None => None,
        };
        let hub = Hub::start(store, clock, config.rules, bus).await?;
        if let Some(mail) = &mail {
            tokio::spawn(mail.clone().digests(hub.store.clone(), hub.clock.clone()));
        }
        hub.set_push(push);
        if !config.schedule.is_empty() {
            tokio::spawn(hub.clone().keep_schedule(config.schedule.clone()));
        }
        let retention = retention::start(hub.clone());
        let limits = config.limits;
        Ok(Arc::new(Service {
            hub,
            config,
            per_address: Mutex::new(HashMap::new()),
            hashing: identity::Hashing::new(
                limits.hashes_at_once,
                limits.hash_queue,
                limits.hash_wait,
            ),
            visitor_key,
            retention,
            api: api::ApiState::default(),
            mail,
        }))
    }
}
