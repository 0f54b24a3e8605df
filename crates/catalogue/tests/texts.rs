//! Every game's how-to-play texts and lessons are in the English catalogue
//! (`crates/i18n/locales/en/learn/`), word for word, under the ids the page asks for
//! (`Guide::texts`, `GameLessons::texts`): the games' crates keep their English as data, and
//! the page shows each text in the player's language.
//!
//! After a change to a guide or a lesson, `SKILLGAMES_WRITE_TEXTS=1 cargo test -p
//! skillgames-catalogue --test texts` writes the English files again; the translations of the
//! changed messages are then to be mended (`cargo xtask i18n` lists them).

use std::fmt::Write as _;
use std::path::Path;

use skillgames_catalogue::{CATALOGUE, GUIDES, LESSONS};
use skillgames_i18n::Catalogue;

/// A text as a Fluent message's value: its braces written as literals.
fn escaped(text: &str) -> String {
    text.replace('{', "{\"{\"}").replace('}', "{\"}\"}")
}

/// The English catalogue file of `texts`, with its heading.
fn file(heading: &str, dynamic: &str, texts: &[(String, &str)]) -> String {
    let mut out = format!("{heading}\n# dynamic: {dynamic}\n");
    for (id, text) in texts {
        let _ = writeln!(out, "{id} = {}", escaped(text));
    }
    out
}

/// Each game's own words, which the page names by the game's name: a new game adds them.
#[test]
fn every_game_has_its_words_in_the_english_catalogue() {
    let english = Catalogue::english();
    for game in CATALOGUE.games() {
        let name = game.name;
        for id in [
            format!("game-{name}"),
            format!("game-{name}-tagline"),
            format!("game-{name}-score"),
            format!("pieces-{name}"),
        ] {
            assert!(english.has(&id), "{id} is not in the English catalogue");
        }
        for level in game.levels {
            let id = format!("level-{name}-{}", level.name);
            assert!(english.has(&id), "{id} is not in the English catalogue");
        }
        let (one, many) = (
            english.format(&format!("pieces-{name}"), &[("count", 1.into())]),
            english.format(&format!("pieces-{name}"), &[("count", 3.into())]),
        );
        assert_eq!(one, format!("1 {}", game.piece.one));
        assert_eq!(many, format!("3 {}", game.piece.many));
    }
}

#[test]
fn the_guides_and_lessons_are_in_the_english_catalogue_word_for_word() {
    let mut guides = Vec::new();
    let mut lessons = Vec::new();
    for game in CATALOGUE.games() {
        if let Some(guide) = GUIDES.of(game) {
            guides.extend(guide.texts());
        }
        if let Some(all) = LESSONS.all_of(game) {
            lessons.extend(all.texts());
        }
    }
    assert!(!guides.is_empty() && !lessons.is_empty());
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n/locales/en/learn");
    if std::env::var_os("SKILLGAMES_WRITE_TEXTS").is_some() {
        let guides_file = file(
            "# Each game's how-to-play page (its crate's GUIDE): written from the games' crates by\n\
             # crates/catalogue/tests/texts.rs; the ids are guide-<game>-<section>-title and\n\
             # guide-<game>-<section>-<paragraph> (a paragraph shown as a bullet has no \"- \" here).",
            "guide-",
            &guides,
        );
        std::fs::write(folder.join("guides.ftl"), guides_file).unwrap();
        let lessons_file = file(
            "# Each game's lessons (its crate's LESSONS): written from the games' crates by\n\
             # crates/catalogue/tests/texts.rs; the ids are lesson-<game>-<lesson>-title, -summary\n\
             # and lesson-<game>-<lesson>-<step>-prompt, -wrong (after a move that misses the goal)\n\
             # and -right (when it is reached).",
            "lesson-",
            &lessons,
        );
        std::fs::write(folder.join("lessons.ftl"), lessons_file).unwrap();
    }
    let english = Catalogue::english();
    let wrong: Vec<_> = guides
        .iter()
        .chain(&lessons)
        .filter(|(id, text)| english.text(id) != *text)
        .map(|(id, text)| format!("{id}: {text:?} is {:?}", english.text(id)))
        .collect();
    assert!(
        wrong.is_empty(),
        "not in the English catalogue as the game says (SKILLGAMES_WRITE_TEXTS=1 writes them): {wrong:#?}"
    );
}
