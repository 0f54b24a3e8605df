//! The lock that makes bringing an SQLite database up to date one server's job at a time.
//!
//! sqlx's migrator takes a lock on PostgreSQL (an advisory lock) but none on SQLite: two
//! servers started at once on one data folder both found no table and both applied the first
//! migration, and the second stopped ("table players already exists"). An exclusive lock on a
//! file beside the database, held while the migrations run, makes the second wait, then find
//! the tables made.

use std::fs::{File, OpenOptions};
use std::path::PathBuf;

/// The database file of an SQLite URL (`sqlite://path?mode=rwc`, `sqlite:path`); `None` for
/// another database or an SQLite database in memory, which no other server can open.
pub(super) fn sqlite_file(url: &str) -> Option<PathBuf> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or_default();
    (!path.is_empty() && !path.contains(":memory:")).then(|| PathBuf::from(path))
}

/// Waits for, then holds, the migration lock of the SQLite database at `url` (none for
/// another database); dropping the file lets the next server go on.
///
/// # Errors
/// When the lock file beside the database cannot be made or locked.
pub(super) async fn migration_lock(url: &str) -> std::io::Result<Option<File>> {
    let Some(database) = sqlite_file(url) else {
        return Ok(None);
    };
    let mut name = database.into_os_string();
    name.push(".migrating");
    let path = PathBuf::from(name);
    // Waiting for the lock blocks: not on the runtime's own threads.
    tokio::task::spawn_blocking(move || {
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)?;
        file.lock()?;
        Ok(Some(file))
    })
    .await
    .map_err(std::io::Error::other)?
}

#[cfg(test)]
mod tests {
    use super::sqlite_file as file;
    use std::path::PathBuf;

    #[test]
    fn the_database_file_is_read_from_the_url() {
        assert_eq!(
            file("sqlite://data/skillgames.sqlite?mode=rwc"),
            Some(PathBuf::from("data/skillgames.sqlite"))
        );
        assert_eq!(
            file("sqlite:///tmp/a/store.sqlite"),
            Some(PathBuf::from("/tmp/a/store.sqlite"))
        );
        assert_eq!(
            file("sqlite:store.sqlite"),
            Some(PathBuf::from("store.sqlite"))
        );
        assert_eq!(file("sqlite::memory:"), None);
        assert_eq!(file("sqlite://:memory:"), None);
        assert_eq!(file("postgres://localhost/skillgames"), None);
    }
}
