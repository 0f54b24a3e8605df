//! A game of the catalogue and the board it is played on, as the service names them. On the
//! wire it stays what it was before it had a type: the two fields `game` (the catalogue name)
//! and `size` (files and ranks) beside a message's others.

use std::fmt;

/// A game of the catalogue and its board: what a lobby game, a challenge or a rating is of.
/// Only the server's catalogue knows whether the game is played on that board; this type just
/// keeps the two together.
///
/// ```
/// use skillgames_online::{LobbyGame, VariantId};
///
/// let variant = VariantId::new("amazons", 10);
/// assert_eq!((variant.game(), variant.size()), ("amazons", 10));
/// assert_eq!(variant.to_string(), "amazons 10×10");
///
/// // Written as the two fields it always was.
/// let text = r#"{"id":"p2k9x4ve","game":"loa","size":8,"time":{"kind":"correspondence","days":3},"rated":false,"colour":"random","white":{"player":{"name":"Ada","account":true},"rating":null,"here":true},"black":null,"ply":0}"#;
/// let game: LobbyGame = serde_json::from_str(text)?;
/// assert_eq!(game.variant, VariantId::new("loa", 8));
/// assert_eq!(serde_json::to_string(&game)?, text);
/// # Ok::<(), serde_json::Error>(())
/// ```
/// Its serde form (`{"game": …, "size": …}`) is what serde's `flatten` puts beside the fields
/// of [`ClientMessage`](crate::ClientMessage)'s variants, which only the server reads.
#[derive(
    Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct VariantId {
    pub(crate) game: String,
    pub(crate) size: u8,
}

impl VariantId {
    /// The game named `game` in the catalogue, on a board of `size` files.
    #[must_use]
    pub fn new(game: impl Into<String>, size: u8) -> VariantId {
        VariantId {
            game: game.into(),
            size,
        }
    }

    /// The game's catalogue name.
    #[must_use]
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The board's files (and ranks).
    #[must_use]
    pub fn size(&self) -> u8 {
        self.size
    }
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {n}×{n}", self.game, n = self.size)
    }
}

/// Declares a message struct that holds a [`VariantId`] in its field `variant`, and its wire
/// form, where the variant is the two fields `game` and `size` as before. serde's `flatten`
/// would do the same, but its reading copies each message into a buffer first, and that code
/// is what the page's hand reader (`read.rs`) keeps out of the download; `from`/`into` a plain
/// struct costs nothing of the kind.
macro_rules! with_variant {
    (
        $(#[$meta:meta])*
        pub struct $name:ident, written as $wire:ident = $wire_name:literal {
            $( $(#[$before_meta:meta])* pub $before:ident : $before_ty:ty, )*
            @variant,
            $( $(#[$after_meta:meta])* pub $after:ident : $after_ty:ty, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(from = $wire_name, into = $wire_name)]
        pub struct $name {
            $( $(#[$before_meta])* pub $before: $before_ty, )*
            /// The game and board.
            pub variant: $crate::VariantId,
            $( $(#[$after_meta])* pub $after: $after_ty, )*
        }

        #[doc = concat!("[`", stringify!($name), "`] as written: its variant as `game` and `size`.")]
        #[derive(serde::Serialize, serde::Deserialize)]
        pub(crate) struct $wire {
            $( $(#[$before_meta])* $before: $before_ty, )*
            game: String,
            size: u8,
            $( $(#[$after_meta])* $after: $after_ty, )*
        }

        impl From<$wire> for $name {
            fn from(wire: $wire) -> $name {
                $name {
                    $( $before: wire.$before, )*
                    variant: $crate::VariantId::new(wire.game, wire.size),
                    $( $after: wire.$after, )*
                }
            }
        }

        impl From<$name> for $wire {
            fn from(typed: $name) -> $wire {
                let $crate::VariantId { game, size } = typed.variant;
                $wire {
                    $( $before: typed.$before, )*
                    game,
                    size,
                    $( $after: typed.$after, )*
                }
            }
        }
    };
}

pub(crate) use with_variant;
