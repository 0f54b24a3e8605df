//! How a game is shown: whole, to whoever watches it ([`view_of`], a [`GameView`] with the
//! players' names, ratings and presence read from the store), and as a line of the lobby or
//! of the games to watch ([`Listing`]). Apart from the task, because the hub shows games too
//! (a finished game to a late watcher, a game read for the HTTP API, the lists after the
//! bus came back).

use skillgames_online::{
    Colour, ColourChoice, GameView, LobbyGame, PlayerView, SideView, VariantId,
};

use super::GameStore;
use crate::clock::Millis;
use crate::ratings;
use crate::round::{PlayerId, Round, Status};
use skillgames_play::Variant;

/// How a game is listed: its creator while open, its lobby entry, its entry to watch.
#[derive(Clone, Debug, Default)]
pub struct Listing {
    /// Its creator, while it is open (public or private): counted among their open games.
    pub owner: Option<PlayerId>,
    /// Its lobby entry, while it is open and public.
    pub open: Option<LobbyGame>,
    /// Its entry among the games to watch, while it is played.
    pub live: Option<LobbyGame>,
}

/// One side of `round` as shown: `player`'s name, and their rating if they have an account.
pub async fn side_view<S: GameStore>(
    store: &S,
    player: Option<PlayerId>,
    round: &Round,
) -> Option<SideView> {
    let id = player?;
    let stored = store.player(id).await.ok().flatten()?;
    let rating = if stored.password.is_some() {
        store
            .rating(id, round.terms.variant)
            .await
            .ok()
            .map(|r| ratings::view(&r))
    } else {
        None
    };
    Some(SideView {
        player: PlayerView {
            account: stored.password.is_some(),
            bot: stored.bot,
            name: stored.name,
        },
        rating,
        here: true,
        away_until: None,
    })
}

/// The whole game at `now`: `gone` says since when each side has had nobody watching,
/// `watchers` how many spectators there are, `abandon_after` how long an absent side may be
/// gone before the opponent may claim the win.
pub async fn view_of<S: GameStore>(
    store: &S,
    round: &Round,
    gone: [Option<Millis>; 2],
    watchers: u32,
    now: Millis,
    abandon_after: Millis,
) -> GameView {
    let mut white = side_view(store, round.white, round).await;
    let mut black = side_view(store, round.black, round).await;
    for (side, colour) in [(&mut white, Colour::White), (&mut black, Colour::Black)] {
        if let Some(side) = side {
            side.away_until = round.away_until(colour, now);
        }
    }
    if round.status == Status::Playing {
        for (side, gone_since) in [(&mut white, gone[0]), (&mut black, gone[1])] {
            if let Some(side) = side {
                side.here = gone_since.is_none();
            }
        }
    }
    let claim_in = (round.status == Status::Playing && !round.terms.time.is_correspondence())
        .then(|| gone.iter().flatten().min().copied())
        .flatten()
        .map(|since| (since + abandon_after).saturating_sub(now));
    let status = round.status_view();
    GameView {
        id: round.id.clone(),
        variant: variant_id(round.terms.variant),
        time: round.terms.time,
        rated: round.terms.rated,
        white,
        black,
        moves: round.moves().to_vec(),
        clocks: round.clocks_at(now),
        status,
        offer: round.offer,
        watchers,
        claim_in,
        rematch: round.rematch.clone(),
        // Named even before they have a seat (an open game whose colour is drawn by lot).
        creator: store
            .player(round.creator)
            .await
            .ok()
            .flatten()
            .map(|p| p.name),
        // The task adds it (`GameTask::view`), as does a stored game's view.
        tournament: None,
    }
}

/// A game's line in a list, from its view.
fn listing(view: &GameView, colour: ColourChoice, creator: Option<SideView>) -> Option<LobbyGame> {
    // An open game lists its creator first, whatever side they will play.
    let white = creator
        .or_else(|| view.white.clone())
        .or_else(|| view.black.clone())?;
    Some(LobbyGame {
        id: view.id.clone(),
        variant: view.variant.clone(),
        time: view.time,
        rated: view.rated,
        colour,
        white,
        black: if view.white.is_some() {
            view.black.clone()
        } else {
            None
        },
        ply: u32::try_from(view.moves.len()).unwrap_or(u32::MAX),
    })
}

/// How `round` (shown as `view`) is to be listed now.
pub async fn listing_of<S: GameStore>(store: &S, round: &Round, view: &GameView) -> Listing {
    let creator = if round.status == Status::Open {
        side_view(store, Some(round.creator), round).await
    } else {
        None
    };
    let open = (round.status == Status::Open && !round.terms.private)
        .then(|| listing(view, round.terms.colour, creator.clone()))
        .flatten();
    let live = (round.status == Status::Playing)
        .then(|| listing(view, round.terms.colour, creator))
        .flatten();
    Listing {
        owner: (round.status == Status::Open).then_some(round.creator),
        open,
        live,
    }
}

/// The wire's name of a variant of the catalogue.
pub fn variant_id(variant: Variant) -> VariantId {
    VariantId::new(variant.game().name, variant.size())
}
