//! `skillgames serve`: the web app, embedded in the binary (or read from a folder that
//! `cargo xtask dist` wrote), over HTTP.
//!
//! Files come precompressed (Brotli and gzip, made by `cargo xtask dist`) and are sent in the
//! best encoding the browser accepts. Files whose names carry a content hash are cached for a
//! year; the rest (the page, its small loaders, the manifest and the service worker, which the
//! browser must see change at once) are revalidated every time. Every response has a
//! strict Content-Security-Policy: scripts and workers only from this origin, WebAssembly
//! allowed, nothing inline.

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::Response;
use rust_embed::RustEmbed;
use std::borrow::Cow;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tower_http::set_header::SetResponseHeaderLayer;

/// The app built by `cargo xtask dist` (the build script says where it is).
#[derive(RustEmbed)]
#[folder = "$SKILLGAMES_WEB_DIR"]
struct Assets;

/// Where the served files come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Site {
    /// The app built into this binary.
    Embedded,
    /// A folder with a built app (`dist/` or a copy of it), read at every request, so that a
    /// new build placed there is served at once.
    Folder(PathBuf),
}

/// A file to send: its bytes and a tag that changes with them.
struct Asset {
    data: Cow<'static, [u8]>,
    tag: String,
}

impl Site {
    /// The file at `path` (relative, already checked for `..`).
    fn get(&self, path: &str) -> Option<Asset> {
        match self {
            Site::Embedded => Assets::get(path).map(|file| Asset {
                tag: hex(&file.metadata.sha256_hash()[..8]),
                data: file.data,
            }),
            Site::Folder(dir) => {
                let data = std::fs::read(dir.join(path)).ok()?;
                let mut hasher = DefaultHasher::new();
                data.hash(&mut hasher);
                Some(Asset {
                    tag: format!("{:016x}", hasher.finish()),
                    data: Cow::Owned(data),
                })
            }
        }
    }
}

/// The Content-Security-Policy sent with every response a browser could show or run.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     worker-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; \
     object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Cache policy for files whose name carries a content hash.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Cache policy for everything else.
const REVALIDATE: &str = "no-cache";

fn mime_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map_or("", |(_, ext)| ext) {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Whether a file of `path`'s kind is only ever read as data (a WebAssembly piece, the
/// puzzles' text, the manifest, an image that is not SVG): never a document, a script or a
/// stylesheet, so the headers only those read (the page's policy, the opener's isolation, the
/// referrer's) would be bytes for nothing on each of the dozens of such requests (about 350
/// each, a fifth of a small piece). `nosniff` still keeps a browser from reading one as a page.
fn is_inert(path: &str) -> bool {
    matches!(
        path.rsplit_once('.').map_or("", |(_, ext)| ext),
        "wasm" | "txt" | "json" | "webmanifest" | "png" | "ico"
    )
}

/// Whether `path` names a file with a content hash (`app-0123456789abcdef.js`).
fn is_hashed(path: &str) -> bool {
    let stem = path.rsplit('/').next().unwrap_or(path);
    stem.split(['-', '.', '_'])
        .any(|part| part.len() == 16 && part.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The encodings of `accept` we can serve, best first.
fn encodings(accept: &str) -> Vec<(&'static str, &'static str)> {
    let accepts = |name: &str| {
        accept.split(',').any(|part| {
            let mut fields = part.split(';');
            let coding = fields.next().unwrap_or("").trim();
            let refused = fields.any(|f| f.trim().replace(' ', "") == "q=0");
            coding == name && !refused
        })
    };
    [("br", ".br"), ("gzip", ".gz")]
        .into_iter()
        .filter(|(name, _)| accepts(name))
        .collect()
}

fn respond(site: &Site, method: &Method, uri: &Uri, headers: &HeaderMap) -> Response {
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    let not_found = || {
        Response::builder()
            .status(StatusCode::NOT_FOUND)
            .header(header::CONTENT_TYPE, "text/plain; charset=utf-8")
            .header(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY)
            .body(Body::from("not found\n"))
            .unwrap_or_default()
    };
    if path.ends_with(".br")
        || path.ends_with(".gz")
        || path.contains("..")
        || path.contains('\\')
        || path.starts_with('/')
    {
        return not_found();
    }
    let Some(plain) = site.get(path) else {
        return not_found();
    };
    let accept = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let (encoding, file) = encodings(accept)
        .into_iter()
        .find_map(|(name, suffix)| {
            site.get(&format!("{path}{suffix}"))
                .map(|f| (Some(name), f))
        })
        .unwrap_or((None, plain));
    let etag = format!("\"{}{}\"", file.tag, encoding.unwrap_or(""));
    let mut response = Response::builder()
        .header(header::CONTENT_TYPE, mime_type(path))
        .header(
            header::CACHE_CONTROL,
            if is_hashed(path) {
                IMMUTABLE
            } else {
                REVALIDATE
            },
        )
        .header(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    if !is_inert(path) {
        response = response
            .header(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY)
            .header(header::REFERRER_POLICY, "no-referrer")
            .header("cross-origin-opener-policy", "same-origin");
    }
    response = response
        .header(header::VARY, "Accept-Encoding")
        .header(header::ETAG, etag.as_str());
    if let Some(encoding) = encoding {
        response = response.header(header::CONTENT_ENCODING, encoding);
    }
    let unchanged = headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes());
    let (status, body) = if unchanged {
        (StatusCode::NOT_MODIFIED, Body::empty())
    } else if method == Method::HEAD {
        (StatusCode::OK, Body::empty())
    } else {
        (StatusCode::OK, Body::from(file.data.into_owned()))
    };
    response.status(status).body(body).unwrap_or_default()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The HTTP routes: every file of `site`, `/` being `index.html`. Every answer carries
/// `nosniff`, and every one a browser could show or run (a missing file's and a refused
/// method's too: all but the inert files of `is_inert`) the page's Content-Security-Policy.
pub fn router(site: Site) -> Router {
    let site = Arc::new(site);
    let files = Router::new().fallback(
        move |method: Method, uri: Uri, headers: HeaderMap| async move {
            if method == Method::GET || method == Method::HEAD {
                respond(&site, &method, &uri, &headers)
            } else {
                let mut response = Response::new(Body::from("method not allowed\n"));
                *response.status_mut() = StatusCode::METHOD_NOT_ALLOWED;
                let headers = response.headers_mut();
                headers.insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
                headers.insert(
                    header::CONTENT_SECURITY_POLICY,
                    HeaderValue::from_static(CONTENT_SECURITY_POLICY),
                );
                response
            }
        },
    );
    files.layer(SetResponseHeaderLayer::if_not_present(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    ))
}

/// How long a stopping server gives its WebSockets to close after telling them to reconnect.
const SHUTDOWN_GRACE_MS: u64 = 500;

/// Ctrl-C, or the SIGTERM a service manager sends.
async fn stop_signal() {
    #[cfg(unix)]
    {
        let mut terminate =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            () = async {
                match terminate.as_mut() {
                    Some(signal) => { signal.recv().await; }
                    None => std::future::pending::<()>().await,
                }
            } => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}

/// Serves the app of `site` on `address` until Ctrl-C or SIGTERM, printing the URL once listening, with
/// the online service of `online` (its database opened and migrated first) unless `None`.
///
/// # Errors
/// When `site` is a folder without a built app, the database cannot be opened, or the
/// address cannot be bound.
pub fn serve(
    site: Site,
    address: SocketAddr,
    online: Option<skillgames_server::Config>,
    house_bots: bool,
) -> anyhow::Result<()> {
    if let Site::Folder(dir) = &site {
        anyhow::ensure!(
            dir.join("index.html").is_file(),
            "{} holds no built app (no index.html): give the folder `cargo xtask dist` wrote",
            dir.display()
        );
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let (app, online, settings) = match online {
            Some(config) => {
                let settings = skillgames_server::listen::Settings::of(&config);
                let online = skillgames_server::Service::start(
                    config,
                    skillgames_server::clock::Clock::system(),
                )
                .await?;
                let app = skillgames_server::http::routes(online.clone()).merge(router(site));
                (app, Some(online), settings)
            }
            None => (
                router(site),
                None,
                skillgames_server::listen::Settings::default(),
            ),
        };
        let listener = tokio::net::TcpListener::bind(address).await?;
        let bound = listener.local_addr()?;
        let host = if bound.ip().is_unspecified() {
            "127.0.0.1".to_owned()
        } else {
            bound.ip().to_string()
        };
        let host = if bound.is_ipv6() && !bound.ip().is_unspecified() {
            format!("[{host}]")
        } else {
            host
        };
        println!(
            "skillgames: serving the app at http://{host}:{}/ (Ctrl-C to stop)",
            bound.port()
        );
        // The house bots play through the site's own API, on its own address, until it stops.
        let (stopping, stop) = tokio::sync::watch::channel(false);
        if let (true, Some(online)) = (house_bots, &online) {
            let url = format!("http://{host}:{}", bound.port());
            tokio::spawn(crate::bot::house::start(online.clone(), url, stop));
        }
        // The listener times out half-sent requests and idle connections and caps those of
        // one address (`axum::serve` does neither).
        skillgames_server::listen::serve(listener, app, settings, async move {
            stop_signal().await;
            let _ = stopping.send(true);
            // Every player is told to connect again (to another node, behind a balancer),
            // then the open connections get a moment to close before the process ends.
            if let Some(online) = online {
                online.hub.say_goodbye();
                tokio::time::sleep(std::time::Duration::from_millis(SHUTDOWN_GRACE_MS)).await;
            }
        })
        .await?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::Request;
    use tower::ServiceExt;

    /// A site in a fresh folder holding `files` (name, contents). The tests of the serving
    /// logic use their own files: the embedded app of the test profile is read from `dist/`
    /// while serving, which `cargo xtask test` is still building when they run.
    fn folder(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("skillgames-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (file, contents) in files {
            std::fs::write(dir.join(file), contents).unwrap();
        }
        dir
    }

    async fn get(site: &Site, path: &str, accept: &str) -> Response {
        let request = Request::get(path)
            .header(header::ACCEPT_ENCODING, accept)
            .body(Body::empty())
            .unwrap();
        router(site.clone()).oneshot(request).await.unwrap()
    }

    #[tokio::test]
    async fn serves_the_page_with_strict_headers() {
        let dir = folder(
            "headers",
            &[("index.html", "<!doctype html>"), ("index.html.gz", "")],
        );
        let site = Site::Folder(dir.clone());
        let response = get(&site, "/", "").await;
        assert_eq!(response.status(), StatusCode::OK);
        let headers = response.headers();
        assert_eq!(headers[header::CONTENT_TYPE], "text/html; charset=utf-8");
        assert_eq!(headers[header::CACHE_CONTROL], REVALIDATE);
        assert!(
            headers[header::CONTENT_SECURITY_POLICY]
                .to_str()
                .unwrap()
                .contains("script-src 'self' 'wasm-unsafe-eval'")
        );
        // A missing file and a refused method have the same strict headers.
        let missing = get(&site, "/nothing-here.js", "").await;
        assert_eq!(missing.status(), StatusCode::NOT_FOUND);
        let post = Request::post("/").body(Body::empty()).unwrap();
        let refused = router(site.clone()).oneshot(post).await.unwrap();
        assert_eq!(refused.status(), StatusCode::METHOD_NOT_ALLOWED);
        for answer in [&missing, &refused] {
            assert_eq!(answer.headers()[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
            assert_eq!(
                answer.headers()[header::CONTENT_SECURITY_POLICY],
                CONTENT_SECURITY_POLICY
            );
        }
        // Files read only as data carry nosniff but not the headers of a document.
        let dir2 = folder(
            "inert",
            &[
                ("app-0123456789abcdef.wasm", "\0asm"),
                ("puzzles-loa-8.txt", "x"),
                ("worker-0123456789abcdef.js", "x"),
                ("icon.svg", "<svg/>"),
                ("style.css", "p{}"),
            ],
        );
        let inert = Site::Folder(dir2.clone());
        for (path, document) in [
            ("/app-0123456789abcdef.wasm", false),
            ("/puzzles-loa-8.txt", false),
            ("/worker-0123456789abcdef.js", true),
            ("/icon.svg", true),
            ("/style.css", true),
        ] {
            let answer = get(&inert, path, "").await;
            assert_eq!(answer.status(), StatusCode::OK, "{path}");
            let headers = answer.headers();
            assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff", "{path}");
            assert_eq!(
                headers.contains_key(header::CONTENT_SECURITY_POLICY),
                document,
                "{path}"
            );
            assert_eq!(
                headers.contains_key(header::REFERRER_POLICY),
                document,
                "{path}"
            );
        }
        std::fs::remove_dir_all(&dir2).unwrap();
        assert_eq!(
            get(&site, "/index.html.gz", "gzip").await.status(),
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            get(&site, "/../Cargo.toml", "").await.status(),
            StatusCode::NOT_FOUND
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[tokio::test]
    async fn answers_revalidation_with_not_modified() {
        let dir = folder("revalidation", &[("index.html", "<!doctype html>")]);
        let site = Site::Folder(dir.clone());
        let etag = get(&site, "/", "").await.headers()[header::ETAG].clone();
        let request = Request::get("/")
            .header(header::IF_NONE_MATCH, etag)
            .body(Body::empty())
            .unwrap();
        assert_eq!(
            router(site).oneshot(request).await.unwrap().status(),
            StatusCode::NOT_MODIFIED
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A folder is read at every request: a file changed there is served changed, with a new
    /// tag; nothing outside it is reachable.
    #[tokio::test]
    async fn serves_a_folder_as_it_is_now() {
        let dir = folder("serve", &[("index.html", "one"), ("sw.js", "// one")]);
        let site = || router(Site::Folder(dir.clone()));
        let fetch = |path: &'static str| {
            let request = Request::get(path).body(Body::empty()).unwrap();
            async move { site().oneshot(request).await.unwrap() }
        };
        let first = fetch("/").await;
        assert_eq!(first.status(), StatusCode::OK);
        let tag = first.headers()[header::ETAG].clone();
        let worker = fetch("/sw.js").await;
        assert_eq!(worker.headers()[header::CACHE_CONTROL], REVALIDATE);
        assert_eq!(
            worker.headers()[header::CONTENT_TYPE],
            "text/javascript; charset=utf-8"
        );
        std::fs::write(dir.join("index.html"), "two").unwrap();
        let second = fetch("/").await;
        assert_ne!(second.headers()[header::ETAG], tag);
        let body = axum::body::to_bytes(second.into_body(), 1024)
            .await
            .unwrap();
        assert_eq!(&body[..], b"two");
        for outside in ["/../Cargo.toml", "/%2e%2e/Cargo.toml", "//etc/passwd"] {
            assert_eq!(
                fetch(outside).await.status(),
                StatusCode::NOT_FOUND,
                "{outside}"
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(serve(Site::Folder(dir), ([127, 0, 0, 1], 0).into(), None, false).is_err());
    }

    #[test]
    fn helpers() {
        assert_eq!(
            mime_type("a/app-0123456789abcdef_bg.wasm"),
            "application/wasm"
        );
        assert!(is_hashed("app-0123456789abcdef_bg.wasm"));
        assert!(is_hashed("style-0123456789abcdef.css"));
        assert!(!is_hashed("boot.js"));
        assert_eq!(
            encodings("gzip, deflate, br"),
            [("br", ".br"), ("gzip", ".gz")]
        );
        assert_eq!(encodings("br;q=0, gzip"), [("gzip", ".gz")]);
        assert!(encodings("identity").is_empty());
    }
}
