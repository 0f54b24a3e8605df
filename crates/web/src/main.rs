//! The app's entry point: mounts the pages.

fn main() {
    skillgames_web::ui::start();
}
