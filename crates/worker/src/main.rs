//! The worker's entry point: registers the computer player with the worker runtime.
//!
//! Built with the feature `browser`, for the browser only (`cargo xtask dist`).

use gloo_worker::Registrable;
use skillgames_worker::Thinker;

fn main() {
    console_error_panic_hook::set_once();
    Thinker::registrar().register();
}
