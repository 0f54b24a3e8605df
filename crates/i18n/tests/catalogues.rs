//! Every catalogue against English, and English against the code: the checks
//! `cargo xtask i18n` lists, required to find nothing.

use std::path::Path;

use skillgames_i18n::audit::{self, Report};
use skillgames_i18n::{Catalogue, ENGLISH, Language, source};

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
