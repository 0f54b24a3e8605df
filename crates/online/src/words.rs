//! The protocol's plain enums as words ([`Colour`], [`ColourChoice`], [`Offer`]): the same
//! words as their JSON, through `Display` and `FromStr`, so that the server's store writes and
//! reads them itself instead of spelling them out.

use std::fmt;
use std::str::FromStr;

use crate::error::MessageError;
use crate::message::Offer;
use crate::side::{Colour, ColourChoice};

/// `word()`, `Display` and `FromStr` for an enum of unit variants, one word each.
macro_rules! words {
    ($kind:ty { $($variant:ident => $word:literal),+ $(,)? }) => {
        impl $kind {
            /// The word written for it (as in its JSON).
            #[must_use]
            pub const fn word(self) -> &'static str {
                match self {
                    $(<$kind>::$variant => $word,)+
                }
            }
        }

        impl fmt::Display for $kind {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.word())
            }
        }

        impl FromStr for $kind {
            type Err = MessageError;

            fn from_str(word: &str) -> Result<$kind, MessageError> {
                match word {
                    $($word => Ok(<$kind>::$variant),)+
                    _ => Err(MessageError::Malformed),
                }
            }
        }
    };
}

words!(Colour { White => "white", Black => "black" });
words!(ColourChoice { Random => "random", White => "white", Black => "black" });
words!(Offer { Draw => "draw", Takeback => "takeback", Rematch => "rematch" });

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;

    fn same_as_json<T: Serialize + fmt::Display + FromStr + PartialEq + fmt::Debug>(value: T) {
        let json = serde_json::to_string(&value).unwrap();
        assert_eq!(json, format!("\"{value}\""));
        assert!(
            value
                .to_string()
                .parse::<T>()
                .is_ok_and(|read| read == value)
        );
    }

    #[test]
    fn the_words_are_the_json_words_and_read_back() {
        for colour in [Colour::White, Colour::Black] {
            same_as_json(colour);
        }
        for choice in [
            ColourChoice::Random,
            ColourChoice::White,
            ColourChoice::Black,
        ] {
            same_as_json(choice);
        }
        for offer in [Offer::Draw, Offer::Takeback, Offer::Rematch] {
            same_as_json(offer);
        }
        assert_eq!("purple".parse::<Colour>(), Err(MessageError::Malformed));
    }
}
