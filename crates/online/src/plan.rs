//! Conditional moves on the wire: a plan is a list of lines, each line one string of moves
//! separated by spaces (their move, one's answer, and so on). Written and read here only, by
//! the server and the page alike.
//!
//! ```
//! use skillgames_online::{plan_lines, plan_written};
//!
//! let lines = vec![vec!["a5-a3/c1".to_owned(), "b4-c5/c4".to_owned()]];
//! let wire = plan_written(&lines);
//! assert_eq!(wire, ["a5-a3/c1 b4-c5/c4"]);
//! assert_eq!(plan_lines(&wire), lines);
//! ```

/// The lines as written on the wire.
#[must_use]
pub fn plan_written(lines: &[Vec<String>]) -> Vec<String> {
    lines.iter().map(|line| line.join(" ")).collect()
}

/// The lines the wire's strings hold.
#[must_use]
pub fn plan_lines(written: &[String]) -> Vec<Vec<String>> {
    written
        .iter()
        .map(|line| line.split_whitespace().map(str::to_owned).collect())
        .collect()
}
