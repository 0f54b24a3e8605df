//! The house bots: `skillgames serve --house-bots` keeps one bot account per game and level
//! (named for it: "Archimedes Hard"), each playing through the same public API as any bot
//! (a [`Bot`] on the server's own address), each keeping an open game of its game in the lobby
//! and taking challenges at any time control. They share one pool of searches, so that the
//! bots never take more than a core from the server they run beside. Their ratings are the
//! Glicko-2 ratings of their games, as anyone's.

use std::sync::Arc;

use anyhow::Context;
use skillgames_catalogue::{CATALOGUE, ENGINES};
use skillgames_play::GameInfo;
use skillgames_server::Service;
use skillgames_server::api::{Scope, TOKEN_PREFIX};
use skillgames_server::identity;
use skillgames_server::store::{StoredPlayer, StoredToken};
use tokio::sync::Semaphore;

use super::choose::Wants;
use super::{Bot, Seek};

/// What a house bot's account has for a password: no hash, so that nobody can log in as one.
pub const HOUSE_PASSWORD: &str = "!house-bot";
/// The searches all house bots run at once.
const HOUSE_SEARCHES: usize = 1;
/// The open game each house bot keeps in the lobby.
const HOUSE_SEEK: Seek = Seek::Live {
    minutes: 5,
    increment: 3,
};
/// The games a house bot plays at once (its open game, and challenges).
const HOUSE_GAMES_AT_ONCE: usize = 3;

/// The house bot's name of `level` (its label) in `game` (the catalogue's, which the site's
/// profile reads back).
#[must_use]
pub fn house_name(game: &GameInfo, label: &str) -> String {
    game.house_bot_name(label)
}

/// The account of the house bot `name` (made, and made a bot, the first time) and a fresh
/// token for it (its earlier ones revoked).
async fn enlist(online: &Service, name: &str) -> anyhow::Result<String> {
    let store = &online.hub.store;
    let now = online.hub.clock.now();
    let player = match store.player_named(name).await? {
        Some(player) if player.password.as_deref() == Some(HOUSE_PASSWORD) => player,
        Some(_) => anyhow::bail!("the name {name} belongs to a player: that house bot stays away"),
        None => {
            let player = StoredPlayer {
                id: identity::new_id(),
                name: name.to_owned(),
                password: Some(HOUSE_PASSWORD.to_owned()),
                bot: false,
            };
            store.add_player(&player, now).await?;
            player
        }
    };
    if !player.bot {
        anyhow::ensure!(
            store.make_bot(player.id).await?,
            "{name} has played as a person"
        );
    }
    store.revoke_all_tokens(player.id, now).await?;
    let (secret, _) = identity::new_token();
    let secret = format!("{TOKEN_PREFIX}{secret}");
    let token = StoredToken {
        id: identity::game_id().to_string(),
        player: player.id,
        name: "house bot".to_owned(),
        scopes: Scope::BotPlay.word().to_owned(),
        created: now,
        last_used: None,
    };
    store
        .add_token(&token, &identity::digest(&secret), 1)
        .await?;
    Ok(secret)
}

/// Starts a house bot for every level of every game with a computer player, on the site at
/// `url` (this server's own address).
///
/// # Errors
/// When the store fails.
pub async fn start(
    online: Arc<Service>,
    url: String,
    stop: tokio::sync::watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let searches = Arc::new(Semaphore::new(HOUSE_SEARCHES));
    for game in CATALOGUE.games() {
        if ENGINES.variant(game.name, game.boards[0].size).is_none() {
            continue;
        }
        for level in game.levels {
            let name = house_name(game, level.label);
            let token = match enlist(&online, &name).await {
                Ok(token) => token,
                Err(error) => {
                    eprintln!("skillgames: house bot {name}: {error:#}");
                    continue;
                }
            };
            let bot = Bot {
                url: url.clone(),
                token,
                wants: Wants {
                    level: level.name.to_owned(),
                    games: vec![game.name.to_owned()],
                    live: true,
                    correspondence: true,
                    min_minutes: 1,
                    rated: true,
                    at_once: HOUSE_GAMES_AT_ONCE,
                },
                searches: HOUSE_SEARCHES,
                seek: Some(HOUSE_SEEK),
                // Casual, so that a visitor may take it; accounts challenge it to rated games.
                seek_rated: false,
            };
            let searches = searches.clone();
            let mut stop = stop.clone();
            tokio::spawn(async move {
                // The server stopping stops its bots (instead of their trying again and again).
                tokio::select! {
                    ran = bot.run_with(searches) => {
                        if let Err(error) = ran.context(name.clone()) {
                            eprintln!("skillgames: house bot: {error:#}");
                        }
                    }
                    _ = stop.wait_for(|stopping| *stopping) => {}
                }
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_house_bot_has_a_name_the_site_allows() {
        for game in CATALOGUE.games() {
            for (index, level) in game.levels.iter().enumerate() {
                let name = house_name(game, level.label);
                assert!(skillgames_online::check_name(&name).is_ok(), "{name}");
                // The profile finds the level back from the name.
                assert_eq!(game.house_bot_level(&name.to_lowercase()), Some(index));
            }
        }
        let archimedes = CATALOGUE.find("archimedes").unwrap();
        assert_eq!(house_name(archimedes, "Hard"), "Archimedes Hard");
        assert_eq!(archimedes.house_bot_level("Amazons Hard"), None);
    }
}
