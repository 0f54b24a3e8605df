//! `cargo xtask i18n`: what each language's catalogue lacks or has too many, messages whose
//! variables or plural forms differ from English, ids the code asks for that English lacks,
//! English messages the code never names, ids asked for by a page that does not fetch the
//! part of the catalogue they are in, and how many texts are still written in the views'
//! code instead of the catalogues. Exits with an error when a catalogue is incomplete.

use anyhow::Result;
use skillgames_i18n::{ENGLISH, Language, audit, parts, source};

use crate::cmd::root;

/// Prints the report; an error when something must be mended.
pub(crate) fn run() -> Result<()> {
    let (english, syntax) = audit::messages(ENGLISH);
    let mut wrong = syntax.len();
    for line in &syntax {
        println!("en: {line}");
    }
    println!("English: {} messages and attributes", english.len());
    for language in Language::ALL.into_iter().skip(1) {
        let report = audit::audit(language, source(language), &english);
        let code = language.code();
        if report.is_clean() {
            println!("{code}: complete");
            continue;
        }
        wrong += 1;
        for line in &report.syntax {
            println!("{code}: does not read: {line}");
        }
        for id in &report.missing {
            println!("{code}: missing {id}");
        }
        for id in &report.extra {
            println!("{code}: not in English (unused) {id}");
        }
        for (id, theirs, english) in &report.variables {
            println!("{code}: {id} uses {theirs:?} where English uses {english:?}");
        }
        for (id, forms) in &report.plurals {
            println!("{code}: {id} lacks the plural forms {forms:?}");
        }
    }
    let sources = audit::workspace_sources(&root())?;
    for (place, id) in audit::undefined(&english, &sources) {
        wrong += 1;
        println!("{place}: asks for {id}, which en.ftl lacks");
    }
    let english_parts: Vec<_> = parts(Language::English)
        .map(|(part, text)| (part, audit::messages(text).0))
        .collect();
    for (place, id, part) in audit::outside_part(&english_parts, &sources) {
        wrong += 1;
        println!("{place}: asks for {id}, which is in part {part}, which its page does not fetch");
    }
    for id in audit::in_two_parts(&english_parts) {
        wrong += 1;
        println!("en: {id} is in two parts of the catalogue");
    }
    let texts: Vec<String> = sources.iter().map(|(_, t)| t.clone()).collect();
    for id in audit::unused(&english, &audit::dynamic_prefixes(ENGLISH), &texts) {
        wrong += 1;
        println!("en: {id} is named by no code (unused)");
    }
    let mut left = 0;
    for (path, text) in &sources {
        let count = audit::texts_in_code(text);
        if count > 0 && path.starts_with("crates/web/") && path.ends_with(".rs") {
            println!("{path}: {count} texts still written in the code");
            left += count;
        }
    }
    println!("texts still written in the views' code: {left}");
    anyhow::ensure!(wrong == 0, "{wrong} problems in the catalogues");
    Ok(())
}
