//! Puts the built web app (`dist/`, made by `cargo xtask dist`) where `skillgames serve` embeds
//! it from. Without a built app, a page saying how to build it is embedded instead, so the
//! command-line tools always build.

use std::fs;
use std::path::{Path, PathBuf};

fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

fn main() -> std::io::Result<()> {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let dist = manifest.join("../../dist");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("web");
    println!("cargo:rerun-if-changed={}", dist.display());
    println!(
        "cargo:rerun-if-changed={}",
        dist.join("index.html").display()
    );
    if out.exists() {
        fs::remove_dir_all(&out)?;
    }
    if dist.join("index.html").is_file() {
        copy_dir(&dist, &out)?;
    } else {
        fs::create_dir_all(&out)?;
        fs::write(
            out.join("index.html"),
            "<!doctype html><meta charset=utf-8><title>skillgames</title>\
             <p>The web app has not been built. Run <code>cargo xtask run</code>.</p>",
        )?;
    }
    Ok(())
}
