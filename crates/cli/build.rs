//! Points `skillgames serve` at the built web app (`dist/`, made by `cargo xtask dist`), which
//! it embeds. Without a built app, a page saying how to build it is embedded instead, so the
//! command-line tools always build.

use std::fs;
use std::path::PathBuf;

fn main() -> std::io::Result<()> {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let dist = manifest.join("../../dist");
    println!("cargo:rerun-if-changed={}", dist.display());
    println!(
        "cargo:rerun-if-changed={}",
        dist.join("index.html").display()
    );
    let folder = if dist.join("index.html").is_file() {
        dist.canonicalize()?
    } else {
        let placeholder =
            PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo")).join("no-web-app");
        fs::create_dir_all(&placeholder)?;
        fs::write(
            placeholder.join("index.html"),
            "<!doctype html><meta charset=utf-8><title>skillgames</title>\
             <p>The web app has not been built. Run <code>cargo xtask run</code>.</p>",
        )?;
        placeholder
    };
    println!("cargo:rustc-env=SKILLGAMES_WEB_DIR={}", folder.display());
    Ok(())
}
