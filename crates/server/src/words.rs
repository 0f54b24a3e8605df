//! The words the server writes to a player itself (a letter, a push): in the language of the
//! player's account, from the catalogues (`skillgames-i18n`).

use skillgames_i18n::{Catalogue, Language};
use skillgames_online::NotificationView;

use crate::round::PlayerId;
use crate::store::Database;

/// The sentence of `notification` in `words`' language (the bell's, the push's, the
/// digest's).
#[must_use]
pub fn sentence(words: &Catalogue, notification: &NotificationView) -> String {
    let (id, who) = notification.words();
    let who = who.map_or_else(|| words.text("notice-someone"), str::to_owned);
    words.format(id, &[("who", who.into())])
}

/// The catalogue of `player`'s language (English when they chose none, or the store cannot
/// say: a letter or a push goes out anyway).
pub async fn words_of(store: &Database, player: PlayerId) -> &'static Catalogue {
    let language = store.language(player).await.unwrap_or_else(|e| {
        eprintln!("skillgames: the language of {player}: {e}");
        None
    });
    Catalogue::shared(language.unwrap_or(Language::English))
}
