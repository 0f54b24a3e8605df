//! The loa tests, in one binary (compiling and linking the search once, not once per file).

mod engine;
mod properties;
mod rules;
