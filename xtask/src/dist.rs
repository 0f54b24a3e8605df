//! `cargo xtask dist`: builds the web app into `dist/`, a static folder any static host or CDN
//! can serve (and that `skillgames serve` embeds).
//!
//! Steps: compile the two wasm programs (`app`, `worker`) in the `wasm` profile, generate their
//! JavaScript glue with `wasm-bindgen` (the app as an ES module, the worker as a classic script
//! for its loader), shrink them with binaryen's `wasm-opt`, give every large file a content hash
//! in its name (so it can be cached for good), write the page and the two small loaders, and
//! precompress everything with Brotli and gzip.

use crate::cmd::{command, root, run_step};
use crate::setup::{self, WASM_TARGET};
use anyhow::{Context, Result};
use sha2::{Digest, Sha256};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The Content-Security-Policy of the page (the server sends the same as a header, plus
/// `frame-ancestors`, which browsers ignore in a meta tag).
const PAGE_CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'none'";

/// binaryen features the Rust wasm target emits by default.
const WASM_FEATURES: [&str; 6] = [
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// The folder `dist` writes.
pub(crate) fn dist_dir() -> PathBuf {
    root().join("dist")
}

fn content_hash(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Writes `bytes` to `dist/<stem>-<hash>.<ext>` and returns the file name.
fn write_hashed(dist: &Path, stem: &str, ext: &str, bytes: &[u8]) -> Result<String> {
    let name = format!("{stem}-{}.{ext}", content_hash(bytes));
    fs::write(dist.join(&name), bytes)?;
    Ok(name)
}

fn compress(path: &Path) -> Result<(u64, u64)> {
    let data = fs::read(path)?;
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    gzip.write_all(&data)?;
    let gzip = gzip.finish()?;
    let mut brotli = Vec::new();
    {
        let mut writer = brotli::CompressorWriter::new(&mut brotli, 64 * 1024, 11, 22);
        writer.write_all(&data)?;
    }
    fs::write(path.with_extension(format!("{}.gz", ext_of(path))), &gzip)?;
    fs::write(path.with_extension(format!("{}.br", ext_of(path))), &brotli)?;
    Ok((data.len() as u64, brotli.len() as u64))
}

fn ext_of(path: &Path) -> String {
    path.extension()
        .map(|e| e.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn copy_dir(from: &Path, to: &Path) -> Result<()> {
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

/// Builds the app into `dist/`.
pub(crate) fn run() -> Result<PathBuf> {
    setup::wasm_target()?;
    setup::wasm_bindgen()?;
    setup::npm_packages()?;
    let root = root();
    run_step(
        "cargo build (wasm)",
        command(
            "cargo",
            &[
                "build",
                "--profile",
                "wasm",
                "--target",
                WASM_TARGET,
                "-p",
                "skillgames-web",
                "--bin",
                "app",
                "-p",
                "skillgames-worker",
                "--bin",
                "worker",
            ],
        ),
    )?;
    let wasm_dir = root.join("target").join(WASM_TARGET).join("wasm");
    let glue = root.join("target/web-glue");
    for (bin, target) in [("app", "web"), ("worker", "no-modules")] {
        let input = wasm_dir.join(format!("{bin}.wasm"));
        let out = glue.join(bin);
        // The glue and the optimised wasm are redone only when the compiled wasm changed
        // (wasm-opt alone takes about a minute): a stamp holds the hash they were made from.
        let stamp = glue.join(format!("{bin}.stamp"));
        let hash = content_hash(&fs::read(&input)?);
        if fs::read_to_string(&stamp).is_ok_and(|s| s == hash)
            && out.join(format!("{bin}_bg.wasm")).is_file()
        {
            eprintln!("    {bin}: unchanged, its glue and optimised wasm are kept");
            continue;
        }
        if out.exists() {
            fs::remove_dir_all(&out)?;
        }
        run_step(
            &format!("wasm-bindgen {bin}"),
            command(
                "wasm-bindgen",
                &[
                    "--target",
                    target,
                    "--no-typescript",
                    "--out-name",
                    bin,
                    "--out-dir",
                    out.to_str().context("non-UTF-8 path")?,
                    input.to_str().context("non-UTF-8 path")?,
                ],
            ),
        )?;
        // The page wants a small download; the worker wants speed.
        let level = if bin == "app" { "-Oz" } else { "-O3" };
        let wasm = out.join(format!("{bin}_bg.wasm"));
        let wasm = wasm.to_str().context("non-UTF-8 path")?;
        let mut args = vec![level, wasm, "-o", wasm];
        args.extend(WASM_FEATURES);
        let opt = setup::wasm_opt();
        run_step(
            &format!("wasm-opt {level} {bin}"),
            command(opt.to_str().context("non-UTF-8 path")?, &args),
        )?;
        fs::write(&stamp, &hash)?;
    }

    let dist = dist_dir();
    if dist.exists() {
        fs::remove_dir_all(&dist)?;
    }
    fs::create_dir_all(&dist)?;
    let static_dir = root.join("crates/web/static");
    let app_wasm = write_hashed(
        &dist,
        "app",
        "wasm",
        &fs::read(glue.join("app/app_bg.wasm"))?,
    )?;
    let app_js = write_hashed(&dist, "app", "js", &fs::read(glue.join("app/app.js"))?)?;
    let worker_wasm = write_hashed(
        &dist,
        "worker",
        "wasm",
        &fs::read(glue.join("worker/worker_bg.wasm"))?,
    )?;
    let worker_js = write_hashed(
        &dist,
        "worker",
        "js",
        &fs::read(glue.join("worker/worker.js"))?,
    )?;
    for (bin, snippets) in [
        ("app", glue.join("app/snippets")),
        ("worker", glue.join("worker/snippets")),
    ] {
        if snippets.is_dir() {
            anyhow::ensure!(
                bin == "app",
                "the worker's glue uses JavaScript snippets, which a classic worker cannot import"
            );
            copy_dir(&snippets, &dist.join("snippets"))?;
        }
    }
    let style = write_hashed(
        &dist,
        "style",
        "css",
        &fs::read(static_dir.join("style.css"))?,
    )?;
    let boot = format!(
        "// Starts the app (a module, so that the page carries no inline script).\n\
         import init from './{app_js}';\n\
         init({{ module_or_path: './{app_wasm}' }});\n"
    );
    let boot = write_hashed(&dist, "boot", "js", boot.as_bytes())?;
    fs::write(
        dist.join("worker-loader.js"),
        format!(
            "// Loads the computer player into this Web Worker.\n\
             importScripts('./{worker_js}');\n\
             wasm_bindgen({{ module_or_path: './{worker_wasm}' }});\n"
        ),
    )?;
    fs::copy(static_dir.join("favicon.svg"), dist.join("favicon.svg"))?;
    let page = fs::read_to_string(static_dir.join("index.html"))?
        .replace("{{csp}}", PAGE_CSP)
        .replace("{{style}}", &style)
        .replace("{{app_js}}", &app_js)
        .replace("{{boot}}", &boot);
    fs::write(dist.join("index.html"), page)?;

    // Precompress, and report what a first visit downloads.
    let mut app_transfer = 0;
    let mut worker_transfer = 0;
    let mut files: Vec<PathBuf> = fs::read_dir(&dist)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    files.sort();
    for path in files.iter().filter(|p| p.is_file()) {
        let (_, brotli) = compress(path)?;
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if name.starts_with("worker") {
            worker_transfer += brotli;
        } else {
            app_transfer += brotli;
        }
    }
    eprintln!(
        "    dist/: page, app and style {:.0} KB compressed (Brotli); the computer player {:.0} KB more, loaded in its worker",
        app_transfer as f64 / 1024.0,
        worker_transfer as f64 / 1024.0
    );
    fs::write(
        dist.join("sizes.txt"),
        format!("app_brotli_bytes {app_transfer}\nworker_brotli_bytes {worker_transfer}\n"),
    )?;
    Ok(dist)
}
