//! Links the page's program with its relocations kept (`--emit-relocs`): `cargo xtask dist`
//! cuts it into a piece per page, which needs to know every place that refers to code or data
//! it moves (see `xtask/src/split.rs`). Only the page's program: the worker stays one piece.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_FAMILY").is_ok_and(|family| family == "wasm") {
        println!("cargo::rustc-link-arg-bin=app=--emit-relocs");
    }
}
