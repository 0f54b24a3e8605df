//! The page's words in the player's language (`skillgames-i18n`'s catalogues).
//!
//! Before the app is drawn, [`start`] chooses the language (the player's choice, else the
//! browser's) and fetches that language's catalogue only (the service worker keeps it for
//! offline use); the views then ask for each text by its id with [`t`] and [`tf`]. A change of
//! language reloads the page, as on lichess: every text is drawn once, in one language, and
//! no view needs to watch the language.

use std::cell::{Cell, RefCell};

use skillgames_i18n::Language;
use skillgames_page::preferences::Preferences;
use wasm_bindgen::prelude::*;

pub(crate) use skillgames_i18n::{Arg, Message};

// `js/i18n.js`, which `cargo xtask dist` writes with the browser's Fluent into the script
// boot.js loads before the app: `globalThis.skillgamesI18n`.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = skillgamesI18n, js_name = load)]
    fn load_text(locale: &str, text: &str) -> String;
    #[wasm_bindgen(js_namespace = skillgamesI18n, js_name = format)]
    fn format(id: &str, attribute: &str, args: &JsValue) -> String;
    #[wasm_bindgen(js_namespace = skillgamesI18n, js_name = add)]
    fn add_text(text: &str) -> String;
    #[wasm_bindgen(js_namespace = skillgamesI18n, js_name = file)]
    fn file_of(code: &str) -> String;
}

thread_local! {
    static LANGUAGE: Cell<Language> = const { Cell::new(Language::English) };
    /// The parts of the catalogue the page has taken, besides its core.
    static PARTS: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

/// The language the page is drawn in.
pub(crate) fn language() -> Language {
    LANGUAGE.with(Cell::get)
}

/// Message `id`, which has no variables.
pub(crate) fn t(id: &str) -> String {
    format(id, "", &JsValue::UNDEFINED)
}

/// `message` (from the page's logic), worded: its values that are messages worded first.
pub(crate) fn say(message: &Message) -> String {
    tf(&message.id, &message.args)
}

/// Message `id` with its variables.
pub(crate) fn tf(id: &str, args: &[(&str, Arg)]) -> String {
    let object = js_sys::Object::new();
    for (name, value) in args {
        let value = match value {
            Arg::Text(text) => JsValue::from_str(text),
            Arg::Number(n) => JsValue::from_f64(*n),
            Arg::Words(message) => JsValue::from_str(&say(message)),
        };
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(name), &value);
    }
    format(id, "", &object)
}

/// The browser's languages, most wanted first.
fn browser_languages() -> Vec<String> {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let list: Vec<String> = navigator
        .languages()
        .iter()
        .filter_map(|l| l.as_string())
        .collect();
    if list.is_empty() {
        navigator.language().into_iter().collect()
    } else {
        list
    }
}

/// The language for a page with these preferences.
pub(crate) fn chosen(preferences: &Preferences) -> Language {
    let wanted = browser_languages();
    preferences.language(wanted.iter().map(String::as_str))
}

/// Fetches the catalogue of `language` (the service worker keeps it for offline use).
///
/// # Errors
/// When it cannot be fetched (offline before it was kept).
pub(crate) async fn fetch(language: Language) -> Result<String, String> {
    let file = file_of(language.code());
    if file.is_empty() {
        return Err(format!("no catalogue of {language} in this build"));
    }
    fetch_file(&file, &format!("the catalogue of {language}")).await
}

/// The text of catalogue file `file` (`what` names it in the error).
async fn fetch_file(file: &str, what: &str) -> Result<String, String> {
    let answer = crate::net::api("GET", file, None)
        .await
        .map_err(|()| format!("{what} could not be fetched"))?;
    if !answer.ok() {
        return Err(format!("{what} was answered {}", answer.status));
    }
    Ok(answer.text)
}

/// Fetches and takes the catalogue of `language`: the page's texts are in it from now on.
///
/// # Errors
/// As [`fetch`].
async fn load(language: Language) -> Result<(), String> {
    let text = fetch(language).await?;
    let problems = load_text(language.code(), &text);
    if !problems.is_empty() {
        leptos::logging::warn!("the catalogue of {language}: {problems}");
    }
    LANGUAGE.with(|l| l.set(language));
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", language.code());
    }
    Ok(())
}

/// Fetches part `part` of the page's catalogue (the texts of the pages of one piece of the
/// page's code, `ui/pages.rs`) and adds it to the page's, once: those pages' texts are in it
/// from now on. A build without such a part has nothing to fetch.
///
/// # Errors
/// When it cannot be fetched (offline before it was kept): the pages that need it cannot be
/// drawn in words.
pub(crate) async fn need(part: &'static str) -> Result<(), String> {
    if PARTS.with(|p| p.borrow().contains(&part)) {
        return Ok(());
    }
    let language = language();
    let file = file_of(&format!("{}/{part}", language.code()));
    if file.is_empty() {
        return Ok(());
    }
    let text = fetch_file(
        &file,
        &format!("part {part} of the catalogue of {language}"),
    )
    .await?;
    // Two pages of the piece opening at once both fetch it; only the first adds it.
    if PARTS.with(|p| p.borrow().contains(&part)) {
        return Ok(());
    }
    let problems = add_text(&text);
    if !problems.is_empty() {
        leptos::logging::warn!("part {part} of the catalogue of {language}: {problems}");
    }
    PARTS.with(|p| p.borrow_mut().push(part));
    Ok(())
}

/// Takes the catalogue of `language`, or English's if it cannot be had (English is the
/// language every other falls back to).
pub(crate) async fn start(language: Language) {
    if let Err(error) = load(language).await {
        leptos::logging::warn!("{error}");
        if language != Language::English
            && let Err(error) = load(Language::English).await
        {
            leptos::logging::warn!("{error}");
        }
    }
}

/// Keeps `language` with the player's account on the server too (their emails and pushes
/// are written in it). Best effort: the device remembers it anyway.
pub(crate) async fn remember_on_server(language: Language) {
    let body = format!("{{\"language\":\"{}\"}}", language.code());
    if let Ok(answer) = crate::net::api("POST", "/api/language", Some(body)).await
        && !answer.ok()
    {
        leptos::logging::warn!("the language was not kept on the server: {}", answer.status);
    }
}

/// The name of game `name` (`archimedes`) in the page's language.
pub(crate) fn game_title(name: &str) -> String {
    t(&format!("game-{name}"))
}

/// The tagline of game `name` in the page's language.
pub(crate) fn game_tagline(name: &str) -> String {
    t(&format!("game-{name}-tagline"))
}

/// The name of level `level` (`easy`) in the page's language.
pub(crate) fn level_label(level: &str) -> String {
    t(&format!("level-{level}"))
}

/// How level `level` of game `game` plays, in the page's language.
pub(crate) fn level_description(game: &str, level: &str) -> String {
    t(&format!("level-{game}-{level}"))
}

/// The name of a board (its catalogue label, `Classic`) in the page's language; none for a
/// board without a name.
pub(crate) fn board_label(label: &str) -> String {
    if label.is_empty() {
        return String::new();
    }
    t(&format!("board-{}", label.to_ascii_lowercase()))
}

/// What game `game`'s score line counts, in the page's language.
pub(crate) fn score_label(game: &str) -> String {
    t(&format!("game-{game}-score"))
}

/// Why a pasted game record cannot be read, in the page's language (the record's format is
/// the same in every language: only this sentence is worded).
pub(crate) fn record_error(error: &skillgames_play::transcript::ReadError) -> String {
    use skillgames_play::transcript::ReadError;
    // A game's name in the page's language, from its English title.
    let game = |title: &str| {
        skillgames_catalogue::CATALOGUE
            .games()
            .iter()
            .find(|g| g.title == title)
            .map_or_else(|| title.to_owned(), |g| game_title(g.name))
    };
    let line = |line: &usize| ("line", Arg::from(*line));
    match error {
        ReadError::Empty => t("record-empty"),
        ReadError::TooLong => t("record-too-long"),
        ReadError::UnknownGame { line: at, name } => tf(
            "record-unknown-game",
            &[line(at), ("name", name.as_str().into())],
        ),
        ReadError::OtherGame { line: at, found } => tf(
            "record-other-game",
            &[line(at), ("game", game(found).into())],
        ),
        ReadError::UnknownBoard {
            line: at,
            game: title,
            board,
        } => tf(
            "record-unknown-board",
            &[
                line(at),
                ("game", game(title).into()),
                ("board", board.as_str().into()),
            ],
        ),
        ReadError::BadPosition { line: at, .. } => tf("record-bad-position", &[line(at)]),
        ReadError::IllegalMove {
            line: at,
            number,
            side,
            text,
        } => tf(
            "record-illegal-move",
            &[
                line(at),
                ("number", (*number).into()),
                ("side", side.to_ascii_lowercase().into()),
                ("move", text.as_str().into()),
            ],
        ),
        ReadError::AfterEnd { line: at, text } => tf(
            "record-after-end",
            &[line(at), ("move", text.as_str().into())],
        ),
        ReadError::Unreadable { line: at, text } => tf(
            "record-unreadable",
            &[line(at), ("text", text.as_str().into())],
        ),
    }
}
