//! `skillgames admin`: what only the server's operator does, on the server's machine, against
//! its database (never from the web): granting and taking back the moderators' rights.
//!
//! ```no_run
//! # async fn run() -> anyhow::Result<()> {
//! let database = skillgames_server::store::Database::open("sqlite:///srv/skillgames/skillgames.sqlite?mode=rwc").await?;
//! println!("{}", skillgames::admin::set_moderator(&database, "Ada", true).await?);
//! # Ok(()) }
//! ```

use anyhow::{Result, bail};
use skillgames_server::store::Database;

/// Makes the account `name` a moderator (`on`) or no longer one; what was done, in words.
///
/// # Errors
/// When no account has that name (visitors cannot be moderators), or the database fails.
pub async fn set_moderator(database: &Database, name: &str, on: bool) -> Result<String> {
    match database.set_moderator(name, on).await? {
        Some(_) if on => Ok(format!("{name} is a moderator now.")),
        Some(_) => Ok(format!("{name} is no longer a moderator.")),
        None => bail!("no account is named {name} (visitors cannot be moderators)"),
    }
}
