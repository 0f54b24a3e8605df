//! [`GamePage`], the handle every part of the game page reads and acts through: the
//! controller, the app's context and the game shown.

use super::perform::perform;
use crate::i18n::t;
use crate::ui::context::AppContext;
use crate::ui::moves::Step;
use crate::ui::route::Route;
use crate::ui::waiting::now_ms;
use leptos::prelude::*;
use skillgames_core::Player;
use skillgames_page::controller::{Actions, Controller};
use skillgames_page::settings::Opponent;
use skillgames_page::state::GameState;
use skillgames_page::storage::AppStorage;
use skillgames_play::GameInfo;

/// What every part of the game page acts through: the controller, the app's context and the
/// game shown.
#[derive(Clone, Copy)]
pub(super) struct GamePage {
    pub(super) page: RwSignal<Controller>,
    pub(super) context: AppContext,
    pub(super) info: &'static GameInfo,
    /// Whether testing is on (a test start position in the address is honoured only then).
    pub(super) testing: bool,
}

impl GamePage {
    /// Performs the controller's `actions`.
    pub(super) fn perform(self, actions: Actions) {
        perform(actions, self.page, self.context);
    }

    /// Runs a controller method that needs the storage, then performs its actions.
    pub(super) fn act(self, f: &dyn Fn(&mut Controller, &AppStorage) -> Actions) {
        let actions = self
            .context
            .storage
            .with_value(|storage| self.page.try_update(|p| f(p, storage)))
            .unwrap_or_default();
        self.perform(actions);
    }

    /// Runs a controller method that needs nothing else, then performs its actions.
    pub(super) fn act_alone(self, f: fn(&mut Controller) -> Actions) {
        let actions = self.page.try_update(f).unwrap_or_default();
        self.perform(actions);
    }

    /// The test-only start position in the address (used only when testing is on).
    pub(super) fn start_position(self) -> Option<String> {
        match self.context.route.get_untracked() {
            Route::Play { position, .. } => position.filter(|_| self.testing),
            _ => None,
        }
    }

    /// Steps through the game.
    pub(super) fn step(self, step: Step) {
        self.act(&|p, s| match step {
            Step::First => p.review_at(0, now_ms(), s),
            Step::Back => p.review_step(-1, now_ms(), s),
            Step::Forward => p.review_step(1, now_ms(), s),
            Step::Last => p.review_end(now_ms(), s),
        });
    }

    /// `f` of the game shown, or nothing before there is one.
    pub(super) fn with_game<T: Default>(self, f: impl FnOnce(&GameState) -> T) -> T {
        self.page.with(|p| p.game().map(f).unwrap_or_default())
    }

    /// The side the player plays (the one shown at the bottom).
    pub(super) fn human(self) -> Player {
        self.page
            .with(|p| p.game().map_or(self.info.first, GameState::human))
    }

    /// How `player` is named on the page.
    pub(super) fn name_of(self, player: Player) -> String {
        self.page.with(|p| match p.game() {
            Some(g) if g.settings().opponent == Opponent::Friend => {
                if player == Player::White {
                    t("play-white")
                } else {
                    t("play-black")
                }
            }
            Some(g) if g.human() == player => t("play-you"),
            Some(_) => t("play-computer"),
            None => String::new(),
        })
    }
}
