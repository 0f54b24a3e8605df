//! Links that carry a game in the address's fragment, so no server is involved: a shared game
//! or position opens in review (`#/view/...`), and a friend's move to answer opens as the game
//! between friends (`#/turn/...`). Every link is checked by the rules like an imported record.
//!
//! `#/view/amazons/6?moves=b1-b4/b1,a5-a3/c1` · `#/turn/loa/8?start=<position>&moves=...`
//!
//! ```
//! use skillgames_play::Catalogue;
//! use skillgames_play::link::{GameLink, LinkError, LinkKind};
//!
//! static GAMES: Catalogue = Catalogue::new(&[&skillgames_amazons::GAME]);
//! let games = &GAMES;
//! let link = GameLink::parse("view", "amazons", "6", "moves=b1-b4/b1,a5-a3/c1", games).unwrap();
//! assert_eq!(link.kind, LinkKind::View);
//! assert_eq!(link.moves, ["b1-b4/b1", "a5-a3/c1"]);
//! assert_eq!(link.href(), "#/view/amazons/6?moves=b1-b4/b1,a5-a3/c1");
//! assert_eq!(GameLink::from_fragment(&link.href(), games), Some(Ok(link)));
//! assert!(GameLink::parse("view", "amazons", "6", "moves=b1-b4/b9", games).is_err());
//! assert_eq!(
//!     GameLink::from_fragment("#/view/chess/8?moves=e2-e4", games),
//!     Some(Err(LinkError::UnknownGame))
//! );
//! assert_eq!(GameLink::from_fragment("#/play/amazons", games), None, "not a link");
//! ```

use crate::{Catalogue, GameInfo, Variant};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};

/// The longest link read: longer ones are refused before anything is parsed.
pub const MAX_LINK_LEN: usize = 16 * 1024;

/// What is left as it is in a link: letters, digits and the moves' own signs.
const KEPT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'/')
    .remove(b'_')
    .remove(b'.');

/// What a link opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// A game or position to look at, in review.
    View,
    /// A game between friends on two devices: the receiver answers the last move.
    Turn,
}

impl LinkKind {
    fn path(self) -> &'static str {
        match self {
            LinkKind::View => "view",
            LinkKind::Turn => "turn",
        }
    }
}

/// A game carried by a link, its moves checked by the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLink {
    /// What it opens.
    pub kind: LinkKind,
    /// The game and board.
    pub variant: Variant,
    /// The starting position, when not the usual one.
    pub start: Option<String>,
    /// The moves, as the rules write them.
    pub moves: Vec<String>,
}

/// Why a link cannot be opened. The messages are for players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// Too long to be one of ours.
    #[error("This link is too long to be a game.")]
    TooLong,
    /// Not `view` or `turn`.
    #[error("This link does not lead to a game.")]
    UnknownKind,
    /// A game or board the site does not have.
    #[error("This link names a game or board this site does not have.")]
    UnknownGame,
    /// The position cannot be played.
    #[error("The position in this link cannot be played.")]
    BadPosition,
    /// A move is not legal (the link is damaged or was changed).
    #[error("Move {number} in this link is not a legal move: the link is damaged.")]
    IllegalMove {
        /// Its place in the game, from 1.
        number: usize,
    },
    /// A turn link with no move to answer.
    #[error("This link holds no move to answer.")]
    NoMove,
}

impl LinkError {
    /// The catalogues' message for it (`skillgames-i18n`): the page words it in the player's
    /// language (`Display` stays English, for the logs).
    #[must_use]
    pub fn message(&self) -> skillgames_i18n::Message {
        use skillgames_i18n::Message;
        match self {
            LinkError::TooLong => Message::new("link-too-long"),
            LinkError::UnknownKind => Message::new("link-unknown-kind"),
            LinkError::UnknownGame => Message::new("link-unknown-game"),
            LinkError::BadPosition => Message::new("link-bad-position"),
            LinkError::IllegalMove { number } => {
                Message::new("link-illegal-move").with("number", *number)
            }
            LinkError::NoMove => Message::new("link-no-move"),
        }
    }
}

fn decode(text: &str) -> String {
    percent_decode_str(text).decode_utf8_lossy().into_owned()
}

impl GameLink {
    /// A link of `kind` to a game of `variant`.
    #[must_use]
    pub fn new(
        kind: LinkKind,
        variant: Variant,
        start: Option<String>,
        moves: Vec<String>,
    ) -> Self {
        GameLink {
            kind,
            variant,
            start,
            moves,
        }
    }

    /// Reads and checks a whole fragment (`#/view/amazons/6?moves=...`): `None` when it is
    /// not a link to a game (another page of the site), else the link or what is wrong with it.
    #[must_use]
    pub fn from_fragment(fragment: &str, games: &Catalogue) -> Option<Result<Self, LinkError>> {
        let fragment = fragment.trim_start_matches('#');
        if fragment.len() > MAX_LINK_LEN {
            return ["/view/", "/turn/"]
                .iter()
                .any(|p| fragment.starts_with(p))
                .then_some(Err(LinkError::TooLong));
        }
        let (path, query) = fragment.split_once('?').unwrap_or((fragment, ""));
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts[..] {
            [kind @ ("view" | "turn"), game, size] => {
                Some(Self::parse(kind, game, size, query, games))
            }
            [kind @ ("view" | "turn"), ..] => Some(Self::parse(kind, "", "", query, games)),
            _ => None,
        }
    }

    /// Reads and checks a link's parts: `kind` and `game`, `size` from its path, and its
    /// query (after `?`), against the games of `games`.
    ///
    /// # Errors
    /// What is wrong with it, in words for players.
    pub fn parse(
        kind: &str,
        game: &str,
        size: &str,
        query: &str,
        games: &Catalogue,
    ) -> Result<Self, LinkError> {
        if query.len() + game.len() + size.len() > MAX_LINK_LEN {
            return Err(LinkError::TooLong);
        }
        let kind = match kind {
            "view" => LinkKind::View,
            "turn" => LinkKind::Turn,
            _ => return Err(LinkError::UnknownKind),
        };
        let info: &'static GameInfo = games.find(game).map_err(|_| LinkError::UnknownGame)?;
        let variant = size
            .parse()
            .ok()
            .and_then(|n| info.variant(n).ok())
            .ok_or(LinkError::UnknownGame)?;
        let (mut start, mut moves) = (None, Vec::new());
        for pair in query.split('&') {
            match pair.split_once('=') {
                Some(("start", value)) => start = Some(decode(value)),
                Some(("moves", value)) => {
                    moves = value
                        .split(',')
                        .filter(|m| !m.is_empty())
                        .map(decode)
                        .collect();
                }
                _ => {} // Unknown parts are left alone, as a newer version might add some.
            }
        }
        let mut session = variant
            .rules(start.as_deref())
            .map_err(|_| LinkError::BadPosition)?;
        let mut checked = Vec::with_capacity(moves.len());
        for (index, text) in moves.iter().enumerate() {
            if session.outcome().is_some() {
                return Err(LinkError::IllegalMove { number: index + 1 });
            }
            let played = session
                .play_move(text)
                .map_err(|_| LinkError::IllegalMove { number: index + 1 })?;
            checked.push(played.mv.text);
        }
        if kind == LinkKind::Turn && checked.is_empty() {
            return Err(LinkError::NoMove);
        }
        Ok(GameLink {
            kind,
            variant,
            start,
            moves: checked,
        })
    }

    /// The link's fragment (`#/view/...`), to be put after the site's address.
    #[must_use]
    pub fn href(&self) -> String {
        let mut href = format!(
            "#/{}/{}/{}",
            self.kind.path(),
            self.variant.game().name,
            self.variant.size()
        );
        let mut parts = Vec::new();
        if let Some(start) = &self.start {
            parts.push(format!("start={}", utf8_percent_encode(start, KEPT)));
        }
        if !self.moves.is_empty() {
            let moves: Vec<String> = self
                .moves
                .iter()
                .map(|m| utf8_percent_encode(m, KEPT).to_string())
                .collect();
            parts.push(format!("moves={}", moves.join(",")));
        }
        if !parts.is_empty() {
            href.push('?');
            href.push_str(&parts.join("&"));
        }
        href
    }
}
