//! The views. They draw the state in [`skillgames_page::state`] and report taps back; they know no rules.

// `#[component]` expands each view into public props types the lint cannot see through.
#![allow(unreachable_pub)]

mod account;
mod analysis;
mod app;
mod appearance;
mod bell;
mod board;
mod brain;
mod challenges;
mod chat_view;
mod context;
mod dialogs;
mod home;
mod leaderboard;
mod learn;
mod live;
mod lobby;
mod moderation;
mod moves;
mod online;
mod pages;
mod play;
mod preferences;
mod puzzles;
mod route;
mod rules;
mod share;
mod stats;
mod tournaments;
mod waiting;
mod when;
mod your_turn;

pub use app::start;

/// The element whose listener an event reached (its `currentTarget`).
fn listening_element(event: &web_sys::Event) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    event
        .current_target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
}
