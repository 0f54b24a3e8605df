//! One module per game: its evaluation and its difficulty levels.

pub mod amazons;
pub mod archimedes;
pub mod loa;
