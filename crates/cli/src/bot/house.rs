//! The house bots: `skillgames serve --house-bots` keeps one bot account per game and level
//! (named for it: "Archimedes Hard"), each playing through the same public API as any bot
//! (a [`Bot`] on the server's own address), each keeping an open game of its game in the lobby
//! and taking challenges at any time control, and joining the site's own arenas and Swiss
//! events. They share one pool of searches, so that the
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
use super::{Bot, Events, Seek};

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

/// The house bot of `game` at `level` (a level's name), on the site at `url` with `token`:
/// it keeps a casual 5+3 game in the lobby, takes challenges at any time control, and joins
/// the site's own arenas and Swiss events of its game.
fn house_bot(url: String, token: String, game: &GameInfo, level: &str) -> Bot {
    Bot {
        url,
        token,
        wants: Wants {
            level: level.to_owned(),
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
        tournaments: Some(Events::Site),
    }
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
            let bot = house_bot(url.clone(), token, game, level.name);
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
    use skillgames_online::tournament::TournamentStatus;
    use skillgames_server::clock::Clock;
    use skillgames_server::tournament::schedule::Schedule;
    use std::collections::HashSet;
    use std::time::Duration;

    /// 2027-01-15 08:00 UTC: the schedule's Swiss is at 08:30.
    const T0: u64 = 1_800_000_000_000;

    /// Seven house bots (the house bots' own accounts and program, at the lowest level of
    /// Amazons) join the site's scheduled Swiss by themselves and play its three rounds to the
    /// end: one bye a round, nobody paired twice in a round, no pairing repeated, nobody with
    /// two byes.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_swiss_of_seven_house_bots_is_played_to_the_end() {
        let folder = std::env::temp_dir().join(format!(
            "skillgames-house-swiss-{}-{}",
            std::process::id(),
            identity::game_id()
        ));
        let config = skillgames_server::Config::in_folder(&folder).unwrap();
        let settings = skillgames_server::listen::Settings::of(&config);
        // The clock stands still but when moved: live clocks do not run out while the bots
        // share one search.
        let clock = Clock::manual(T0);
        let online = Service::start(config, clock.clone()).await.unwrap();
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
            .await
            .unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let app = skillgames_server::http::routes(online.clone());
        tokio::spawn(skillgames_server::listen::serve(
            listener,
            app,
            settings,
            std::future::pending::<()>(),
        ));
        let schedule = Schedule::parse(
            r#"
            [[event]]
            name = "Hourly Amazons Swiss"
            kind = "swiss"
            game = "amazons"
            size = 6
            time = "5+3"
            every = "hour"
            at = ":30"
            rounds = 3
            rated = false
            "#,
        )
        .unwrap();
        assert_eq!(online.hub.make_scheduled(&schedule).await.unwrap(), 1);
        let amazons = CATALOGUE.find("amazons").unwrap();
        let searches = Arc::new(Semaphore::new(HOUSE_SEARCHES));
        for i in 1..=7 {
            let token = enlist(&online, &format!("Swiss Bot {i}")).await.unwrap();
            let bot = house_bot(url.clone(), token, amazons, amazons.levels[0].name);
            tokio::spawn(bot.run_with(searches.clone()));
        }
        let id = online.hub.tournament_list().await.unwrap().upcoming[0]
            .id
            .clone();
        let patience = tokio::time::Instant::now() + Duration::from_secs(60);
        while online
            .hub
            .tournament_view(&id, None)
            .await
            .unwrap()
            .info
            .players
            < 7
        {
            assert!(
                tokio::time::Instant::now() < patience,
                "the bots did not join"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        clock.advance(30 * 60_000);
        let patience = tokio::time::Instant::now() + Duration::from_secs(240);
        let ended = loop {
            let seen = online.hub.tournament_view(&id, None).await.unwrap();
            if seen.info.status == TournamentStatus::Finished {
                break seen;
            }
            assert!(
                tokio::time::Instant::now() < patience,
                "not over: {:?}",
                seen.info
            );
            tokio::time::sleep(Duration::from_millis(300)).await;
        };
        assert_eq!(ended.info.round, 3);
        assert_eq!(ended.games.len(), 9, "three games a round");
        assert!(ended.games.iter().all(|g| g.result.is_some()));
        let mut met = HashSet::new();
        let mut byes = HashSet::new();
        for round in 1..=3 {
            let mut seated = HashSet::new();
            for g in ended.games.iter().filter(|g| g.round == round) {
                assert!(seated.insert(g.white.clone()) && seated.insert(g.black.clone()));
                let mut pair = [g.white.clone(), g.black.clone()];
                pair.sort();
                assert!(met.insert(pair), "a pairing repeated");
            }
            assert_eq!(seated.len(), 6);
            let bye: Vec<_> = ended
                .standings
                .iter()
                .map(|l| l.player.name.clone())
                .filter(|n| !seated.contains(n))
                .collect();
            assert_eq!(bye.len(), 1);
            assert!(byes.insert(bye[0].clone()), "a second bye");
        }
        // Each game played out on the board (not abandoned, aborted or lost on time).
        for g in &ended.games {
            let round = online.hub.store.game(&g.id).await.unwrap().unwrap().round;
            assert!(round.ply() >= 10, "{}: {:?}", g.id, round.status);
            assert!(
                format!("{:?}", round.status).contains("Rules"),
                "{:?}",
                round.status
            );
        }
        assert_eq!(ended.standings.len(), 7);
        let _ = std::fs::remove_dir_all(&folder);
    }

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
