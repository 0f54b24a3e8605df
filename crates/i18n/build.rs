//! Joins each language's catalogue files (`locales/<code>/*.ftl`, in the order of their names)
//! into one text per language (`$OUT_DIR/<code>.ftl`): the catalogue the server builds in and
//! `cargo xtask dist` serves. One file per part of the site keeps each translator's work
//! apart; a page fetches its language's catalogue in one request.

use std::fs;
use std::path::Path;

fn main() {
    println!("cargo::rerun-if-changed=locales");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut languages: Vec<_> = fs::read_dir("locales")
        .expect("crates/i18n/locales")
        .map(|e| e.expect("a folder of locales").path())
        .filter(|p| p.is_dir())
        .collect();
    languages.sort();
    for language in languages {
        let mut files: Vec<_> = fs::read_dir(&language)
            .expect("a language's folder")
            .map(|e| e.expect("a catalogue file").path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        let mut text = String::new();
        for file in files {
            println!("cargo::rerun-if-changed={}", file.display());
            text.push_str(&fs::read_to_string(&file).expect("a catalogue file reads"));
            text.push('\n');
        }
        let code = language
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a language's code");
        fs::write(Path::new(&out).join(format!("{code}.ftl")), text).expect("OUT_DIR is writable");
    }
}
