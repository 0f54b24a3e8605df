//! Joins each language's catalogue files into the texts the crate builds in:
//! `$OUT_DIR/<code>.ftl`, every file of the language (the server's catalogue, and what the
//! checks read), and one text per part of the page (`$OUT_DIR/<code>.<part>.ftl`): `core`, the
//! files of `locales/<code>/` itself, which every page needs, and one part per sub-folder
//! (`locales/<code>/<part>/*.ftl`), fetched only with the pages that use it. `$OUT_DIR/parts.rs`
//! lists the parts. Files are joined in the order of their names; one file per part of the
//! site keeps each translator's work apart.

use std::fs;
use std::path::{Path, PathBuf};

/// The `.ftl` files of `dir`, by name.
fn catalogue_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<_> = fs::read_dir(dir)
        .expect("a language's folder")
        .map(|e| e.expect("a catalogue file").path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files
}

fn joined(files: &[PathBuf]) -> String {
    let mut text = String::new();
    for file in files {
        println!("cargo::rerun-if-changed={}", file.display());
        text.push_str(&fs::read_to_string(file).expect("a catalogue file reads"));
        text.push('\n');
    }
    text
}

fn main() {
    println!("cargo::rerun-if-changed=locales");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mut languages: Vec<_> = fs::read_dir("locales")
        .expect("crates/i18n/locales")
        .map(|e| e.expect("a folder of locales").path())
        .filter(|p| p.is_dir())
        .collect();
    languages.sort();
    let mut list = String::from(
        "/// Every part of every language's catalogue: (language code, part, text).\n\
         pub(crate) const PARTS: &[(&str, &str, &str)] = &[\n",
    );
    for language in languages {
        println!("cargo::rerun-if-changed={}", language.display());
        let code = language
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a language's code")
            .to_owned();
        let mut parts = vec![("core".to_owned(), joined(&catalogue_files(&language)))];
        let mut folders: Vec<_> = fs::read_dir(&language)
            .expect("a language's folder")
            .map(|e| e.expect("a part's folder").path())
            .filter(|p| p.is_dir())
            .collect();
        folders.sort();
        for folder in folders {
            println!("cargo::rerun-if-changed={}", folder.display());
            let part = folder
                .file_name()
                .and_then(|n| n.to_str())
                .expect("a part's name")
                .to_owned();
            parts.push((part, joined(&catalogue_files(&folder))));
        }
        let all: String = parts.iter().map(|(_, text)| text.as_str()).collect();
        fs::write(out.join(format!("{code}.ftl")), all).expect("OUT_DIR is writable");
        for (part, text) in &parts {
            let file = out.join(format!("{code}.{part}.ftl"));
            fs::write(&file, text).expect("OUT_DIR is writable");
            list.push_str(&format!(
                "    ({code:?}, {part:?}, include_str!({:?})),\n",
                file.display().to_string()
            ));
        }
    }
    list.push_str("];\n");
    fs::write(Path::new(&out).join("parts.rs"), list).expect("OUT_DIR is writable");
}
