//! The browser's `localStorage` behind the page's [`Store`] interface.

use skillgames_page::storage::{Store, Unavailable};

/// The browser's `localStorage`, or nothing when it is disabled.
pub(crate) struct BrowserStore(Option<web_sys::Storage>);

impl BrowserStore {
    /// `localStorage` if the browser allows it.
    #[must_use]
    pub(crate) fn open() -> Self {
        BrowserStore(web_sys::window().and_then(|w| w.local_storage().ok().flatten()))
    }
}

impl Store for BrowserStore {
    fn get(&self, key: &str) -> Result<Option<String>, Unavailable> {
        self.0
            .as_ref()
            .ok_or(Unavailable)?
            .get_item(key)
            .map_err(|_| Unavailable)
    }

    fn set(&self, key: &str, value: &str) -> Result<(), Unavailable> {
        self.0
            .as_ref()
            .ok_or(Unavailable)?
            .set_item(key, value)
            .map_err(|_| Unavailable)
    }

    fn remove(&self, key: &str) {
        if let Some(storage) = &self.0 {
            let _ = storage.remove_item(key);
        }
    }

    fn keys(&self) -> Vec<String> {
        let Some(storage) = &self.0 else {
            return Vec::new();
        };
        let count = storage.length().unwrap_or(0);
        (0..count)
            .filter_map(|i| storage.key(i).ok().flatten())
            .collect()
    }
}
