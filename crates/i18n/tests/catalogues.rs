//! Every catalogue against English, and English against the code: the checks
//! `cargo xtask i18n` lists, required to find nothing.

use std::path::Path;

use skillgames_i18n::audit::{self, Report};
use skillgames_i18n::{Catalogue, ENGLISH, Language, parts, source};

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

#[test]
fn every_language_has_every_message_with_the_same_variables_and_its_plural_forms() {
    let (english, syntax) = audit::messages(ENGLISH);
    assert!(syntax.is_empty(), "English: {syntax:?}");
    for language in Language::ALL {
        let report = audit::audit(language, source(language), &english);
        assert_eq!(report, Report::default(), "the catalogue of {language}");
        // And fluent-bundle, which formats the server's texts, takes it.
        Catalogue::with_english(language, source(language)).unwrap();
    }
}

#[test]
fn every_message_is_used_and_every_message_used_exists() {
    let (english, _) = audit::messages(ENGLISH);
    let sources = audit::workspace_sources(root()).unwrap();
    let undefined = audit::undefined(&english, &sources);
    assert!(
        undefined.is_empty(),
        "asked for but not in en.ftl: {undefined:?}"
    );
    let texts: Vec<String> = sources.into_iter().map(|(_, text)| text).collect();
    let unused = audit::unused(&english, &audit::dynamic_prefixes(ENGLISH), &texts);
    assert!(unused.is_empty(), "in en.ftl but named nowhere: {unused:?}");
}

#[test]
fn each_page_has_the_messages_it_asks_for_in_the_parts_it_fetches() {
    let english: Vec<_> = parts(Language::English)
        .map(|(part, text)| (part, audit::messages(text).0))
        .collect();
    assert!(english.len() > 1, "the catalogue has parts: {english:?}");
    let sources = audit::workspace_sources(root()).unwrap();
    let outside = audit::outside_part(&english, &sources);
    assert!(
        outside.is_empty(),
        "asked for by a page that does not fetch their part: {outside:?}"
    );
    assert_eq!(audit::in_two_parts(&english), Vec::<String>::new());
    // Every language has the same parts, each read alone by Fluent (a page fetches them
    // one by one), with the same messages as English's part.
    for language in Language::ALL {
        let mine: Vec<_> = parts(language).collect();
        assert_eq!(
            mine.iter().map(|(part, _)| *part).collect::<Vec<_>>(),
            english.iter().map(|(part, _)| *part).collect::<Vec<_>>(),
            "the parts of {language}"
        );
        for ((part, text), (_, messages)) in mine.iter().zip(&english) {
            let (own, syntax) = audit::messages(text);
            assert!(syntax.is_empty(), "{language} {part}: {syntax:?}");
            let own: Vec<_> = own.keys().collect();
            let theirs: Vec<_> = messages.keys().collect();
            assert_eq!(own, theirs, "the messages of part {part} of {language}");
        }
    }
}

#[test]
fn a_message_is_formatted_in_each_language() {
    for language in Language::ALL {
        let catalogue = Catalogue::of(language);
        assert_eq!(catalogue.language(), language);
        let play = catalogue.text("home-play");
        assert!(
            !play.is_empty() && play != "home-play",
            "{language}: {play}"
        );
    }
}
