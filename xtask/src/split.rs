//! The app's WebAssembly cut into pieces, one per page, so a first visit downloads only what the
//! home page needs (`cargo xtask dist`).
//!
//! The split points are the `#[wasm_split]` functions of `crates/web/src/ui/pages.rs`.
//! `wasm_split_cli_support` (the step `cargo leptos --split` runs) reads the linked program (built
//! with `--emit-relocs`, so that every reference in it can be moved) and writes a main module,
//! one module per split point, modules of code shared by several split points, and a small
//! JavaScript loader the main module imports. The main module then goes through `wasm-bindgen`
//! (keeping the exports the pieces link to), and every module through `wasm-opt`.
//!
//! Names: the pieces get content hashes in `dist.rs`. The loader and the app's glue name each
//! other (the glue imports the loader, the loader imports the glue's `initSync`), so those two
//! share one hash, made from both.

use crate::cmd::command;
use anyhow::{Context, Result};
use std::fs;
use std::path::{Path, PathBuf};

/// The loader's name as the split step writes it into the main module (the glue imports it).
pub(crate) const LOADER: &str = "__wasm_split.js";

/// The glue's name as the loader imports it.
pub(crate) const GLUE: &str = "app.js";

/// Cuts `input` (the linked app) into `out`: `main.wasm`, the pieces (`*.wasm`) and the
/// loader ([`LOADER`]). Returns the pieces' paths.
pub(crate) fn split(input: &Path, out: &Path) -> Result<Vec<PathBuf>> {
    let wasm = fs::read(input).with_context(|| format!("reading {}", input.display()))?;
    fs::create_dir_all(out)?;
    let main = out.join("main.wasm");
    let link = format!("./{LOADER}");
    let glue = format!("./{GLUE}");
    let split = wasm_split_cli_support::transform({
        let mut options = wasm_split_cli_support::Options::new(&wasm);
        options.output_dir = out;
        options.main_out_path = &main;
        options.main_module = &glue;
        options.link_name = &link;
        options
    })
    .map_err(|e| anyhow::anyhow!("splitting the app's WebAssembly: {e:#}"))?;
    anyhow::ensure!(
        !split.split_modules.is_empty(),
        "the app's WebAssembly has no split points: was it linked with --emit-relocs?"
    );
    Ok(split.split_modules)
}

/// Shrinks every piece in place with `wasm-opt -Oz` and `features`, as many at once as there
/// are cores (there are dozens of small pieces: one after the other they took minutes).
pub(crate) fn optimise(wasm_opt: &Path, pieces: &[PathBuf], features: &[&str]) -> Result<()> {
    let program = wasm_opt.to_str().context("non-UTF-8 path")?;
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let started = std::time::Instant::now();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| -> Result<()> {
                    loop {
                        let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(piece) = pieces.get(index) else {
                            return Ok(());
                        };
                        let path = piece.to_str().context("non-UTF-8 path")?;
                        let mut args = vec!["-Oz", path, "-o", path];
                        args.extend(features);
                        let output = command(program, &args).output()?;
                        anyhow::ensure!(
                            output.status.success(),
                            "wasm-opt failed on {path}: {}",
                            String::from_utf8_lossy(&output.stderr)
                        );
                    }
                })
            })
            .collect();
        handles.into_iter().try_for_each(|h| {
            h.join()
                .map_err(|_| anyhow::anyhow!("wasm-opt's thread panicked"))?
        })
    })?;
    eprintln!(
        "    wasm-opt -Oz: {} pieces in {:.1} s",
        pieces.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
