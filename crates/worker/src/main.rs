//! The worker's entry point: registers the computer player with the worker runtime.

use gloo_worker::Registrable;
use skillgames_web::thinker::Thinker;

fn main() {
    console_error_panic_hook::set_once();
    Thinker::registrar().register();
}
