//! The tests of the `skillgames` command, in one binary.

mod arena;
mod command;
mod logs;
mod perft;
