//! The skillgames browser app: Leptos with client-side rendering, compiled to WebAssembly.
//!
//! The app is two programs: `app` (the pages and the board, this package's binary) and `worker`
//! (the computer, thinking in a Web Worker so the page never freezes: the `skillgames-worker`
//! package). This crate holds only what a browser needs: the views (`ui`), which draw the
//! state of `skillgames_page` and report taps back, and the glue to the browser (local
//! storage, Web Audio, the worker's spawner). The game page's logic is `skillgames-page`,
//! plain Rust tested natively; the page plays by `skillgames_play`'s rules and never compiles
//! the search. Everything here is behind the feature `app`: natively the library is empty.

#[cfg(feature = "app")]
mod i18n;
#[cfg(feature = "app")]
mod net;
#[cfg(feature = "app")]
mod remote;
#[cfg(feature = "app")]
mod sound;
#[cfg(feature = "app")]
mod store;
#[cfg(feature = "app")]
pub mod ui;
