//! What a player's name may be, and a password's length.

use thiserror::Error;

/// The shortest name.
pub const MIN_NAME_LEN: usize = 3;
/// The longest name, in characters.
pub const MAX_NAME_LEN: usize = 20;
/// The shortest password.
pub const MIN_PASSWORD_LEN: usize = 8;
/// The longest password (longer ones only cost hashing time).
pub const MAX_PASSWORD_LEN: usize = 128;

/// Why a name cannot be used, in words for players.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NameError {
    /// Too short or too long.
    #[error("A name has 3 to 20 characters.")]
    Length,
    /// Characters other than letters, digits, `_` and `-` (and single spaces inside).
    #[error("A name uses letters, digits, spaces, - and _ only.")]
    Characters,
}

impl NameError {
    /// The catalogues' message for it (`skillgames-i18n`, `server/api.ftl`): the server's API
    /// words a refusal in the language the request asks for.
    #[must_use]
    pub const fn message(&self) -> &'static str {
        match self {
            NameError::Length => "api-name-length",
            NameError::Characters => "api-name-characters",
        }
    }
}

/// The name as it will be kept (trimmed), if it may be used: 3 to 20 letters (any
/// alphabet), digits, `-`, `_` and single spaces between words.
///
/// # Errors
/// When it is too short or long, or has other characters.
pub fn check_name(name: &str) -> Result<String, NameError> {
    let name = name.trim();
    let count = name.chars().count();
    if !(MIN_NAME_LEN..=MAX_NAME_LEN).contains(&count) {
        return Err(NameError::Length);
    }
    let allowed = |c: char| c.is_alphanumeric() || c == '-' || c == '_' || c == ' ';
    if !name.chars().all(allowed) || name.contains("  ") {
        return Err(NameError::Characters);
    }
    Ok(name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked() {
        assert_eq!(check_name("  Ada  "), Ok("Ada".into()));
        assert_eq!(check_name("Żaneta_99"), Ok("Żaneta_99".into()));
        assert_eq!(check_name("Brave Otter"), Ok("Brave Otter".into()));
        assert_eq!(check_name("ab"), Err(NameError::Length));
        assert_eq!(check_name(&"a".repeat(21)), Err(NameError::Length));
        for bad in [
            "<script>",
            "a&b;c",
            "x\u{202e}yz",
            "tab\there",
            "two  spaces",
            "a\"b'c",
        ] {
            assert_eq!(check_name(bad), Err(NameError::Characters), "{bad}");
        }
    }
}
