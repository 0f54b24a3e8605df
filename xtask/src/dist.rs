//! `cargo xtask dist`: builds the web app into `dist/`, a static folder any static host or CDN
//! can serve (and that `skillgames serve` embeds).
//!
//! Steps: compile the wasm programs in the `wasm` profile (the `app`, cut into a piece per page,
//! and a `worker` per game, each with that game's engine only), generate their JavaScript glue
//! with `wasm-bindgen` (the app as an ES module, each worker as a classic script for its
//! loader), shrink them with binaryen's `wasm-opt`, give every large file a content hash in its
//! name (so it can be cached for good), write the page, the small loaders, the web app manifest
//! and the service worker (which keeps every file of this build for offline use), and
//! precompress everything with Brotli and gzip.

use crate::cmd::{command, root, run_step};
use crate::setup::{self, WASM_TARGET};
use crate::split;
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

/// What `wasm-opt` is told besides its level: the binaryen features the Rust wasm target emits
/// by default, and the custom sections nothing reads at run time dropped (the compiler's name
/// and the target's features: about 200 bytes a file once compressed, and the game page comes
/// in some twenty-five files).
const OPT_FLAGS: [&str; 8] = [
    "--strip-producers",
    "--strip-target-features",
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// Where the app's glue folder keeps its pieces and their loader (`split.rs`).
const PIECES_DIR: &str = "pieces";

/// The folder `dist` writes.
pub(crate) fn dist_dir() -> PathBuf {
    root().join("dist")
}

/// `bytes` in lowercase hexadecimal.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The first 8 bytes of the SHA-256 of `bytes`, in hexadecimal: a file's content hash.
fn content_hash(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes)[..8])
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

/// Whether `name` is one board's puzzles (`puzzles-<game>-<size>.txt`): fetched only when the
/// player opens that board's puzzles, then kept by the service worker for offline use (see
/// `sw.js`'s `LAZY`), so a first visit does not download them.
fn is_puzzles(name: &str) -> bool {
    name.starts_with("puzzles-") && name.ends_with(".txt")
}

/// The language (and part) of a catalogue file: `i18n-<code>-<hash>.ftl` (the part every
/// page needs), `i18n-<code>.<part>-<hash>.ftl` (a part fetched with the pages that use it).
/// Fetched only by the pages in that language, then kept by the service worker like the
/// puzzles (`sw.js`'s `LAZY`).
fn catalogue_of(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("i18n-")?.strip_suffix(".ftl")?;
    rest.rsplit_once('-').map(|(code, _)| code)
}

/// Writes each part of each language's catalogue (`crates/i18n/locales/<code>/*.ftl` joined,
/// and each sub-folder's: `skillgames_i18n::parts`, but the server's own letters) as `dist/i18n-<code>-<hash>.ftl` and
/// `dist/i18n-<code>.<part>-<hash>.ftl`; the script line that tells the page their names
/// (`'<code>'` and `'<code>/<part>'`).
fn write_catalogues(dist: &Path) -> Result<String> {
    let mut names = Vec::new();
    for language in skillgames_i18n::Language::ALL {
        let code = language.code();
        for (part, text) in skillgames_i18n::parts(language) {
            if part == skillgames_i18n::SERVER_ONLY {
                continue;
            }
            // Without its comments, which are for translators: a page only formats messages
            // (a comment always starts a line; a message's own lines are indented).
            let text: String = text
                .lines()
                .filter(|line| !line.starts_with('#'))
                .flat_map(|line| [line, "\n"])
                .collect();
            let (stem, key) = if part == skillgames_i18n::CORE {
                (format!("i18n-{code}"), code.to_owned())
            } else {
                (format!("i18n-{code}.{part}"), format!("{code}/{part}"))
            };
            let name = write_hashed(dist, &stem, "ftl", text.as_bytes())?;
            names.push(format!("'{key}': './{name}'"));
        }
    }
    Ok(format!(
        "globalThis.skillgamesCatalogues = {{ {} }};",
        names.join(", ")
    ))
}

/// Minifies the build's scripts (`terser`) and stylesheet (`csso`, without restructuring: the
/// rules stay in their order) in place: the glue `wasm-bindgen` writes and the commented
/// stylesheet are readable, not small (a fifth less once compressed). The workers' scripts are
/// classic scripts, whose top-level names (`wasm_bindgen`) their loaders use: those are kept;
/// the rest are modules. (Their names' hashes were taken before: the same source still gives
/// the same name, and another source another.)
fn minify(dist: &Path) -> Result<()> {
    let tool = |name: &str| root().join("node_modules/.bin").join(name);
    let (terser, csso) = (tool("terser"), tool("csso"));
    let files = every_file(dist)?;
    let started = std::time::Instant::now();
    let mut minified = 0;
    for file in &files {
        let path = file.to_str().context("non-UTF-8 path")?;
        let (program, args) = match ext_of(file).as_str() {
            "js" => {
                let mut args = vec![path, "--compress", "--mangle", "--output", path];
                let classic = file
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("worker"));
                if !classic {
                    args.push("--module");
                }
                (&terser, args)
            }
            "css" => (&csso, vec![path, "--no-restructure", "--output", path]),
            _ => continue,
        };
        let output = command(program.to_str().context("non-UTF-8 path")?, &args).output()?;
        anyhow::ensure!(
            output.status.success(),
            "minifying {path} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        minified += 1;
    }
    eprintln!(
        "    terser and csso: {minified} files minified in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The games with a worker of their own: every `engine-<game>` feature of the catalogue
/// (`crates/catalogue/Cargo.toml`), so that a new game needs no line here.
fn worker_games(root: &Path) -> Result<Vec<String>> {
    let manifest = fs::read_to_string(root.join("crates/catalogue/Cargo.toml"))?;
    let games: Vec<String> = manifest
        .lines()
        .filter_map(|line| line.strip_prefix("engine-"))
        .filter_map(|rest| rest.split_once(" ="))
        .map(|(game, _)| game.trim().to_owned())
        .collect();
    anyhow::ensure!(
        !games.is_empty(),
        "the catalogue lists no engine-<game> feature"
    );
    Ok(games)
}

/// Which of `games`' workers the file `name` belongs to (its program, glue or loader).
fn worker_of(name: &str, games: &[String]) -> Option<usize> {
    let rest = name
        .strip_prefix("worker-loader-")
        .or_else(|| name.strip_prefix("worker-"))?;
    games.iter().position(|game| {
        rest.strip_prefix(game.as_str())
            .is_some_and(|after| after.starts_with(['-', '.']))
    })
}

/// Writes the app's glue, its pieces (`split.rs`) and their loader into `dist` with content
/// hashes in their names, each name written where the others refer to it. Returns the glue's
/// name (the page imports it).
fn write_app_pieces(glue: &Path, dist: &Path) -> Result<String> {
    let pieces = glue.join(PIECES_DIR);
    let mut loader = fs::read_to_string(pieces.join(split::LOADER))?;
    let mut names: Vec<PathBuf> = fs::read_dir(&pieces)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    names.retain(|p| ext_of(p) == "wasm");
    names.sort();
    for piece in names {
        let file = piece
            .file_name()
            .and_then(|n| n.to_str())
            .context("a piece without a name")?;
        let stem = file.trim_end_matches(".wasm");
        let hashed = write_hashed(dist, stem, "wasm", &fs::read(&piece)?)?;
        let quoted = format!("\"./{file}\"");
        anyhow::ensure!(
            loader.contains(&quoted),
            "the split loader does not name the piece {file}"
        );
        loader = loader.replace(&quoted, &format!("\"./{hashed}\""));
    }
    // The glue and the loader import each other: one hash of both names them.
    let glue_js = fs::read_to_string(glue.join("app.js"))?;
    let mut both = glue_js.clone().into_bytes();
    both.extend_from_slice(loader.as_bytes());
    let hash = content_hash(&both);
    let glue_name = format!("app-{hash}.js");
    let loader_name = format!("split-{hash}.js");
    // (wasm-bindgen writes one import per imported function; the imports object keeps the
    // loader's original name, the module name inside the main module.)
    let (glue_js, imports) = replace_counted(
        &glue_js,
        &format!("from \"./{}\"", split::LOADER),
        &format!("from \"./{loader_name}\""),
    );
    anyhow::ensure!(
        imports > 0,
        "the app's glue does not import the split loader"
    );
    let (loader, imports) = replace_counted(
        &loader,
        &format!("from \"./{}\"", split::GLUE),
        &format!("from \"./{glue_name}\""),
    );
    anyhow::ensure!(
        imports == 1,
        "the split loader imports the app's glue {imports} times, not once"
    );
    fs::write(dist.join(&glue_name), glue_js)?;
    fs::write(dist.join(&loader_name), loader)?;
    Ok(glue_name)
}

/// `text` with every `from` replaced by `to`, and how many there were.
fn replace_counted(text: &str, from: &str, to: &str) -> (String, usize) {
    (text.replace(from, to), text.matches(from).count())
}

/// Writes each board's puzzles (`crates/puzzles/data/<game>-<size>.txt`) as
/// `puzzles-<game>-<size>.txt`, the name the trainer asks for (`skillgames_page::puzzles::board_file`).
fn write_puzzles(data: &Path, dist: &Path) -> Result<()> {
    for entry in fs::read_dir(data)? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "txt") {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            fs::copy(&path, dist.join(format!("puzzles-{name}")))?;
        }
    }
    Ok(())
}

/// Writes `sw.js`: the service worker with the list of every file of the build (the page as
/// `./`) and a version that changes whenever one of them does.
fn write_service_worker(dist: &Path, static_dir: &Path) -> Result<()> {
    let mut files = Vec::new();
    list_files(dist, dist, &mut files)?;
    files.sort();
    let mut version = Sha256::new();
    let mut precache = vec!["./".to_owned()];
    let mut later = Vec::new();
    let mut lazy = Vec::new();
    for name in files {
        version.update(name.as_bytes());
        version.update(fs::read(dist.join(&name))?);
        if name == "index.html" {
            continue;
        }
        if is_puzzles(&name) || catalogue_of(&name).is_some() {
            lazy.push(name);
            continue;
        }
        // The other pages' pieces and the computer player are not the home page's.
        if is_piece(&name) || name.starts_with("worker") {
            later.push(name);
        } else {
            precache.push(name);
        }
    }
    let version = hex(&version.finalize()[..8]);
    let list = |names: &[String]| {
        let quoted: Vec<String> = names.iter().map(|name| format!("'{name}'")).collect();
        format!("[{}]", quoted.join(", "))
    };
    let script = fs::read_to_string(static_dir.join("sw.js"))?
        .replace("{{version}}", &version)
        .replace("{{files}}", &list(&precache))
        .replace("{{later}}", &list(&later))
        .replace("{{lazy}}", &list(&lazy));
    fs::write(dist.join("sw.js"), script)?;
    Ok(())
}

/// Every file under `dir`, as paths relative to `base` with `/` between folders.
pub(crate) fn list_files(base: &Path, dir: &Path, files: &mut Vec<String>) -> Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            list_files(base, &path, files)?;
        } else {
            let relative = path.strip_prefix(base)?;
            let name = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            files.push(name);
        }
    }
    Ok(())
}

/// Every file under `dir`, in folders too (the glue's JavaScript snippets), in order.
fn every_file(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut names = Vec::new();
    list_files(dir, dir, &mut names)?;
    names.sort();
    Ok(names.iter().map(|name| dir.join(name)).collect())
}

/// Whether `name` is one of the app's pieces fetched when a page opens (`split.rs`).
fn is_piece(name: &str) -> bool {
    (name.starts_with("split_") || name.starts_with("chunk_")) && name.ends_with(".wasm")
}

/// Whether `path` is a precompressed copy (`.br`, `.gz`).
fn is_compressed(path: &Path) -> bool {
    matches!(ext_of(path).as_str(), "br" | "gz")
}

/// Writes `bytes` to `path` unless it holds them already; returns whether it wrote.
fn write_if_changed(path: &Path, bytes: &[u8]) -> Result<bool> {
    if fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(false);
    }
    fs::write(path, bytes)?;
    Ok(true)
}

/// Makes `out` hold exactly the files of `built` (their precompressed copies aside, which
/// follow their file): copies what differs, removes what is no longer built. Returns the
/// files of `out` that were written.
fn update(built: &Path, out: &Path) -> Result<Vec<PathBuf>> {
    fs::create_dir_all(out)?;
    let mut names = Vec::new();
    list_files(built, built, &mut names)?;
    let mut changed = Vec::new();
    for name in &names {
        let target = out.join(name);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
        }
        if write_if_changed(&target, &fs::read(built.join(name))?)? {
            changed.push(target);
        }
    }
    let mut present = Vec::new();
    list_files(out, out, &mut present)?;
    for name in present {
        let path = out.join(&name);
        let base = if is_compressed(&path) {
            name.rsplit_once('.')
                .map_or(name.as_str(), |(base, _)| base)
        } else {
            name.as_str()
        };
        if !names.iter().any(|n| n == base) && name != "sizes.txt" {
            fs::remove_file(&path)?;
        }
    }
    Ok(changed)
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
    // The views and the browser's side (`skillgames-web`'s feature `app`, the worker's
    // `browser`) are only compiled here, for the browser: clippy lints them in this build (as
    // `cargo xtask test` lints the native ones), warnings being errors.
    // `erase_components`: Leptos draws each component through one type (`AnyView`) instead of
    // a type per view, which makes the views' code a fifth smaller; the same flags for every
    // program, so that the crates they share are built once.
    let wasm_build = |profile: &str, args: &[&str]| {
        let mut build = command(
            "cargo",
            &[
                &["build", "--profile", profile, "--target", WASM_TARGET],
                args,
            ]
            .concat(),
        );
        build
            .env("RUSTC_WORKSPACE_WRAPPER", "clippy-driver")
            .env("RUSTFLAGS", "-D warnings --cfg erase_components");
        build
    };
    run_step(
        "cargo build app (wasm, linted by clippy)",
        wasm_build(
            "wasm",
            &[
                "-p",
                "skillgames-web",
                "--bin",
                "app",
                "--features",
                "skillgames-web/app",
            ],
        ),
    )?;
    let wasm_dir = root.join("target").join(WASM_TARGET);
    let glue = root.join("target/web-glue");
    fs::create_dir_all(&glue)?;
    // A worker per game, each with that game's engine only: a game against the computer
    // downloads one game's search. Cargo keeps each feature set's build, so an unchanged
    // worker is not built again.
    let games = worker_games(&root)?;
    let mut programs = vec![("app".to_owned(), "web", wasm_dir.join("wasm/app.wasm"))];
    for game in &games {
        run_step(
            &format!("cargo build the {game} worker (wasm, linted by clippy)"),
            wasm_build(
                "wasm-worker",
                &[
                    "-p",
                    "skillgames-worker",
                    "--bin",
                    "worker",
                    "--features",
                    &format!("skillgames-worker/browser,skillgames-catalogue/engine-{game}"),
                ],
            ),
        )?;
        let kept = glue.join(format!("worker-{game}.wasm"));
        fs::copy(wasm_dir.join("wasm-worker/worker.wasm"), &kept)?;
        programs.push((format!("worker-{game}"), "no-modules", kept));
    }
    for (program, target, input) in &programs {
        // Every worker's glue is named `worker` (its loader imports it by that name).
        let bin = if program == "app" { "app" } else { "worker" };
        let out = glue.join(program);
        // The glue and the optimised wasm are redone only when the compiled wasm changed
        // (wasm-opt alone takes about a minute): a stamp holds the hash they were made from.
        let stamp = glue.join(format!("{program}.stamp"));
        // The optimiser's flags count too: a change of them makes the files again.
        let mut made_from = fs::read(input)?;
        made_from.extend(OPT_FLAGS.concat().as_bytes());
        let hash = content_hash(&made_from);
        if fs::read_to_string(&stamp).is_ok_and(|s| s == hash)
            && out.join(format!("{bin}_bg.wasm")).is_file()
        {
            eprintln!("    {program}: unchanged, its glue and optimised wasm are kept");
            continue;
        }
        if out.exists() {
            fs::remove_dir_all(&out)?;
        }
        // The app is cut into a piece per page first (`split.rs`); the worker is one program.
        let (bindgen_input, pieces) = if bin == "app" {
            let cut = glue.join("app-split");
            if cut.exists() {
                fs::remove_dir_all(&cut)?;
            }
            let pieces = split::split(input, &cut)?;
            (cut.join("main.wasm"), Some((cut, pieces)))
        } else {
            (input.clone(), None)
        };
        let mut bindgen = vec![
            "--target",
            target,
            "--no-typescript",
            "--out-name",
            bin,
            "--out-dir",
            out.to_str().context("non-UTF-8 path")?,
        ];
        if pieces.is_some() {
            // The pieces link to the main module's own exports: wasm-bindgen must keep them.
            bindgen.push("--keep-lld-exports");
        }
        bindgen.push(bindgen_input.to_str().context("non-UTF-8 path")?);
        run_step(
            &format!("wasm-bindgen {program}"),
            command("wasm-bindgen", &bindgen),
        )?;
        // The page wants a small download; the worker wants speed.
        let level = if bin == "app" { "-Oz" } else { "-O3" };
        let wasm = out.join(format!("{bin}_bg.wasm"));
        let wasm = wasm.to_str().context("non-UTF-8 path")?;
        let mut args = vec![level, wasm, "-o", wasm];
        args.extend(OPT_FLAGS);
        let opt = setup::wasm_opt();
        run_step(
            &format!("wasm-opt {level} {program}"),
            command(opt.to_str().context("non-UTF-8 path")?, &args),
        )?;
        if let Some((cut, pieces)) = pieces {
            let kept = out.join(PIECES_DIR);
            fs::create_dir_all(&kept)?;
            fs::copy(cut.join(split::LOADER), kept.join(split::LOADER))?;
            let mut targets = Vec::new();
            for piece in pieces {
                let name = piece.file_name().context("a piece without a name")?;
                let target = kept.join(name);
                fs::copy(&piece, &target)?;
                targets.push(target);
            }
            split::optimise(&opt, &targets, &OPT_FLAGS)?;
        }
        fs::write(&stamp, &hash)?;
    }

    // The build is written apart, then only what changed is copied into dist/: files left
    // untouched keep their times, so the command that embeds dist/ is not rebuilt for nothing.
    let dist = root.join("target/dist-staging");
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
    let app_js = write_app_pieces(&glue.join("app"), &dist)?;
    for game in &games {
        let program = glue.join(format!("worker-{game}"));
        let stem = format!("worker-{game}");
        let wasm = write_hashed(
            &dist,
            &stem,
            "wasm",
            &fs::read(program.join("worker_bg.wasm"))?,
        )?;
        let js = write_hashed(&dist, &stem, "js", &fs::read(program.join("worker.js"))?)?;
        anyhow::ensure!(
            !program.join("snippets").is_dir(),
            "the worker's glue uses JavaScript snippets, which a classic worker cannot import"
        );
        // The page starts `worker-loader-<game>.js` (its name has no hash: the page knows it).
        fs::write(
            dist.join(format!("worker-loader-{game}.js")),
            format!(
                "// Loads the computer player of {game} into this Web Worker.\n\
                 importScripts('./{js}');\n\
                 wasm_bindgen({{ module_or_path: './{wasm}' }});\n"
            ),
        )?;
    }
    if glue.join("app/snippets").is_dir() {
        copy_dir(&glue.join("app/snippets"), &dist.join("snippets"))?;
    }
    let style = write_hashed(
        &dist,
        "style",
        "css",
        &fs::read(static_dir.join("style.css"))?,
    )?;
    let offline = write_hashed(
        &dist,
        "offline",
        "js",
        &fs::read(static_dir.join("offline.js"))?,
    )?;
    // The browser's Fluent (`@fluent/bundle`, which sets `globalThis.FluentBundle`), then the
    // page's calls of it (`crates/web/js/i18n.js`, `globalThis.skillgamesI18n`): the page
    // formats its catalogue with them and the browser's own plural rules (crates/i18n). One
    // hashed script: no request of their own, and kept in the cache for good.
    let mut fluent = fs::read(root.join("node_modules/@fluent/bundle/index.js"))
        .context("@fluent/bundle is not installed (npm ci)")?;
    fluent.push(b'\n');
    fluent.extend(fs::read(root.join("crates/web/js/i18n.js"))?);
    let fluent = write_hashed(&dist, "fluent", "js", &fluent)?;
    let catalogues = write_catalogues(&dist)?;
    let boot = format!(
        "// Starts the app (a module, so that the page carries no inline script).\n\
         import init from './{app_js}';\n\
         import './{offline}';\n\
         import './{fluent}';\n\
         {catalogues}\n\
         init({{ module_or_path: './{app_wasm}' }});\n"
    );
    let boot = write_hashed(&dist, "boot", "js", boot.as_bytes())?;
    for file in ["favicon.svg", "icon.svg", "manifest.webmanifest"] {
        fs::copy(static_dir.join(file), dist.join(file))?;
    }
    write_puzzles(&root.join("crates/puzzles/data"), &dist)?;
    let page = fs::read_to_string(static_dir.join("index.html"))?
        .replace("{{csp}}", PAGE_CSP)
        .replace("{{style}}", &style)
        .replace("{{app_js}}", &app_js)
        .replace("{{boot}}", &boot);
    fs::write(dist.join("index.html"), page)?;
    minify(&dist)?;
    write_service_worker(&dist, &static_dir)?;
    let changed = update(&dist, &dist_dir())?;
    let dist = dist_dir();

    // Precompress what changed, and report what each visit downloads.
    let mut home = 0;
    let mut workers = vec![0; games.len()];
    let mut pieces = String::new();
    let mut pieces_total = 0;
    let files = every_file(&dist)?;
    let report = dist.join("sizes.txt");
    for path in files
        .iter()
        .filter(|p| p.is_file() && !is_compressed(p) && **p != report)
    {
        let brotli_copy = path.with_extension(format!("{}.br", ext_of(path)));
        let brotli = if changed.contains(path) || !brotli_copy.is_file() {
            compress(path)?.1
        } else {
            fs::metadata(&brotli_copy)?.len()
        };
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if is_puzzles(&name) {
            eprintln!(
                "    dist/{name}: {:.1} KB compressed (Brotli), fetched only when its puzzles open",
                brotli as f64 / 1024.0
            );
        } else if let Some(code) = catalogue_of(&name) {
            // A visit fetches its language's catalogue only: the home page's count has
            // English's core (the others, and the parts other pages fetch, beside it).
            pieces.push_str(&format!("catalogue {code} {brotli}\n"));
            if code == "en" {
                home += brotli;
            }
        } else if let Some(game) = worker_of(&name, &games) {
            workers[game] += brotli;
        } else if is_piece(&name) {
            pieces.push_str(&format!("piece {name} {brotli}\n"));
            pieces_total += brotli;
        } else {
            home += brotli;
        }
    }
    let worker_lines: String = games
        .iter()
        .zip(&workers)
        .map(|(game, bytes)| format!("worker {game} {bytes}\n"))
        .collect();
    eprintln!(
        "    dist/: the home page {:.0} KB compressed (Brotli); the other pages' pieces {:.0} KB in all, \
         each fetched when its page opens; the computer player of each game {}, when a game of \
         it needs it (every piece listed in dist/sizes.txt)",
        home as f64 / 1024.0,
        pieces_total as f64 / 1024.0,
        games
            .iter()
            .zip(&workers)
            .map(|(game, bytes)| format!("{game} {:.0} KB", *bytes as f64 / 1024.0))
            .collect::<Vec<_>>()
            .join(", ")
    );
    write_if_changed(
        &dist.join("sizes.txt"),
        format!("home_brotli_bytes {home}\n{worker_lines}{pieces}").as_bytes(),
    )?;
    Ok(dist)
}
