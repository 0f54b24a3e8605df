//! The window the controller asks for over the game page: the settings, the pause menu, the
//! question before a link replaces a game, or the end screen.

use super::GamePage;
use super::windows::Windows;
use crate::i18n::{level_label, t};
use crate::ui::dialogs::{EndScreen, PauseMenu, SettingsDialog};
use crate::ui::route::Route;
use crate::ui::share::ReplaceDialog;
use crate::ui::waiting::now_ms;
use leptos::prelude::*;
use skillgames_page::controller::{Controller, Overlay};
use skillgames_page::settings::Settings;

/// The window the controller asks for: the settings, the pause menu, the question before a
/// link replaces the game, or the end screen.
pub(super) fn overlay(game: GamePage, windows: Windows, overlay: Memo<Overlay>) -> impl IntoView {
    let GamePage {
        page,
        context,
        info,
        ..
    } = game;
    let start_game = Callback::new(move |settings: Settings| {
        let start = game.start_position();
        game.act(&|p, s| p.start(settings.clone(), start.clone(), s));
    });
    let resume = Callback::new(move |()| game.act(&|p, s| p.resume(now_ms(), s)));
    let new_game = Callback::new(move |()| page.update(Controller::new_game));
    let review_game = Callback::new(move |()| page.update(Controller::review_game));
    let analyse = Callback::new(move |()| game.act(&|p, s| p.analyse(s)));
    let open_last_game = Callback::new(move |()| game.act(&|p, s| p.open_last_game(s)));
    let settings_back = Callback::new(move |()| {
        if page.try_update(Controller::settings_back).unwrap_or(true) {
            context.navigate(&Route::Home);
        }
    });
    let home = Callback::new(move |()| context.navigate(&Route::Home));
    let play_again = Callback::new(move |()| {
        let start = game.start_position();
        game.act(&|p, s| p.play_again(start.clone(), s));
    });
    let share_link = Callback::new(move |()| {
        windows.offer(
            page,
            t("play-share-title"),
            t("play-share-help"),
            Controller::share_link,
            true,
        );
    });
    let copy_record = Callback::new(move |()| {
        windows.offer(
            page,
            t("play-game-record"),
            t("play-record-help"),
            Controller::record_text,
            false,
        );
    });
    let open_import = Callback::new(move |()| windows.importing.set(true));
    let on_replace = Callback::new(move |open: bool| {
        game.act(&|p, s| p.replace_game(open, s));
        if !open {
            context.navigate(&Route::play(info, false));
        }
    });
    move || match overlay.get() {
        Overlay::None => ().into_any(),
        Overlay::Settings => {
            let stored = context.storage.with_value(|s| s.settings(info.name));
            context.collect_notices();
            let initial = stored.map_or_else(|| Settings::default_for(info), |s| s.checked(info));
            let from_here = page.with_untracked(Controller::starting_from_here);
            let last_game = context
                .storage
                .with_value(|s| page.with_untracked(|p| p.has_last_game(s)))
                .then_some(open_last_game);
            view! {
                <SettingsDialog
                    info=info
                    initial=initial
                    from_here=from_here
                    on_play=start_game
                    on_back=settings_back
                    on_last_game=last_game
                />
            }
            .into_any()
        }
        Overlay::Paused => view! {
            <PauseMenu
                on_resume=resume
                on_new=new_game
                on_share=share_link
                on_record=copy_record
                on_import=open_import
                on_preferences=Callback::new(move |()| windows.preferring.set(true))
                on_home=home
            />
        }
        .into_any(),
        Overlay::ReplaceGame => view! { <ReplaceDialog on_answer=on_replace /> }.into_any(),
        Overlay::Ended => match page.with_untracked(|p| p.ending().cloned()) {
            Some((summary, stats)) => {
                let (size, level) = page.with_untracked(|p| {
                    p.game().map_or((info.boards[0].size, String::new()), |g| {
                        (g.variant().size(), g.settings().level.clone())
                    })
                });
                let level_label = info
                    .level(&level)
                    .map_or_else(String::new, |l| level_label(l.name));
                view! {
                    <EndScreen
                        info=info
                        summary=summary
                        stats=stats
                        level_label=level_label
                        size=size
                        on_again=play_again
                        on_review=review_game
                        on_analyse=analyse
                        on_share=share_link
                        on_record=copy_record
                        on_settings=new_game
                        on_home=home
                    />
                }
                .into_any()
            }
            None => ().into_any(),
        },
    }
}
