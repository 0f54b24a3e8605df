//! Points `skillgames serve` at the built web app (`dist/`, made by `cargo xtask dist`), which
//! it embeds. Without a built app, a page saying how to build it is embedded instead, so the
//! command-line tools always build.
//!
//! With debug assertions (the dev and test profiles) rust-embed reads the files from the folder
//! while serving, not at build time: the command is then pointed at `dist/` as soon as the
//! folder exists (even empty), and is not rebuilt when the app changes. So the tests' build of
//! the command need not wait for the app (`cargo xtask test` builds both at once).

use std::fs;
use std::path::PathBuf;

fn placeholder() -> std::io::Result<PathBuf> {
    let folder = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("no-web-app");
    fs::create_dir_all(&folder)?;
    fs::write(
        folder.join("index.html"),
        "<!doctype html><meta charset=utf-8><title>skillgames</title>\
         <p>The web app has not been built. Run <code>cargo xtask run</code>.</p>",
    )?;
    Ok(folder)
}

fn main() -> std::io::Result<()> {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let dist = manifest.join("../../dist");
    let read_while_serving = std::env::var_os("CARGO_CFG_DEBUG_ASSERTIONS").is_some();
    let folder = if read_while_serving && dist.is_dir() {
        println!("cargo:rerun-if-changed=build.rs");
        dist.canonicalize()?
    } else {
        // A missing path counts as changed: the script runs again until the app is built.
        println!("cargo:rerun-if-changed={}", dist.display());
        println!(
            "cargo:rerun-if-changed={}",
            dist.join("index.html").display()
        );
        if !read_while_serving && dist.join("index.html").is_file() {
            dist.canonicalize()?
        } else {
            placeholder()?
        }
    };
    println!("cargo:rustc-env=SKILLGAMES_WEB_DIR={}", folder.display());
    Ok(())
}
