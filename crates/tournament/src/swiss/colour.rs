//! Seats in a Swiss: each player's colour preference from their history, and who gets White in
//! a pairing, after the FIDE rules (C.04.3, A.6 and E).

use skillgames_online::Colour;

/// How much a player wants a colour in the next round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// Nothing played yet.
    None,
    /// As many Whites as Blacks: the colour not played last.
    Mild,
    /// One colour once more than the other: the other one.
    Strong,
    /// One colour twice more than the other, or the same colour in the last two games: the
    /// other one, or the player would get it three times in a row (or be two off balance).
    Absolute,
}

/// A player's colour preference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preference {
    /// How much.
    pub strength: Strength,
    /// Which (none when there is no preference).
    pub colour: Option<Colour>,
}

impl Preference {
    /// The preference of a player whose played games had these seats, oldest first.
    #[must_use]
    pub fn of(history: &[Colour]) -> Preference {
        let whites = history.iter().filter(|c| **c == Colour::White).count();
        let difference = i64::try_from(whites).unwrap_or(i64::MAX)
            - i64::try_from(history.len() - whites).unwrap_or(i64::MAX);
        let last_two_same = match history {
            [.., a, b] if a == b => Some(*a),
            _ => None,
        };
        let (strength, colour) = if difference > 1 || last_two_same == Some(Colour::White) {
            (Strength::Absolute, Some(Colour::Black))
        } else if difference < -1 || last_two_same == Some(Colour::Black) {
            (Strength::Absolute, Some(Colour::White))
        } else if difference == 1 {
            (Strength::Strong, Some(Colour::Black))
        } else if difference == -1 {
            (Strength::Strong, Some(Colour::White))
        } else if let Some(last) = history.last() {
            (Strength::Mild, Some(last.other()))
        } else {
            (Strength::None, None)
        };
        Preference { strength, colour }
    }

    /// Whether two players may meet without one of them getting a colour they must not.
    #[must_use]
    pub fn compatible(self, other: Preference) -> bool {
        !(self.strength == Strength::Absolute
            && other.strength == Strength::Absolute
            && self.colour == other.colour)
    }
}

/// Whether the higher-ranked player of a pairing plays White, given both histories (oldest
/// first) and the board's number (0 for the top board), which alternates the first round.
#[must_use]
pub fn higher_plays_white(higher: &[Colour], lower: &[Colour], board: usize) -> bool {
    let (h, l) = (Preference::of(higher), Preference::of(lower));
    match (h.colour, l.colour) {
        (Some(x), Some(y)) if x != y => x == Colour::White,
        (Some(x), None) => x == Colour::White,
        (None, Some(y)) => y == Colour::Black,
        (None, None) => board.is_multiple_of(2),
        (Some(x), Some(_)) => {
            if h.strength != l.strength {
                let wanted = if h.strength > l.strength {
                    x
                } else {
                    x.other()
                };
                return wanted == Colour::White;
            }
            // Alternate from the latest round in which they had different colours.
            let latest_different = higher
                .iter()
                .rev()
                .zip(lower.iter().rev())
                .find(|(a, b)| a != b);
            match latest_different {
                Some((then, _)) => *then == Colour::Black,
                None => x == Colour::White,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn preferences_follow_the_history() {
        assert_eq!(Preference::of(&[]).strength, Strength::None);
        assert_eq!(
            Preference::of(&[W, B]),
            Preference {
                strength: Strength::Mild,
                colour: Some(W)
            }
        );
        assert_eq!(
            Preference::of(&[W]),
            Preference {
                strength: Strength::Strong,
                colour: Some(B)
            }
        );
        assert_eq!(
            Preference::of(&[B, W, W]),
            Preference {
                strength: Strength::Absolute,
                colour: Some(B)
            }
        );
        assert_eq!(
            Preference::of(&[W, B, B]),
            Preference {
                strength: Strength::Absolute,
                colour: Some(W)
            }
        );
    }

    #[test]
    fn absolute_preferences_for_one_colour_cannot_meet() {
        let two_whites = Preference::of(&[W, W]);
        let two_blacks = Preference::of(&[B, B]);
        assert!(!two_whites.compatible(Preference::of(&[B, W, W])));
        assert!(two_whites.compatible(two_blacks));
    }

    #[test]
    fn seats() {
        // Opposite wishes are both granted.
        assert!(higher_plays_white(&[B], &[W], 0));
        // The stronger wish wins: both want Black, the lower-ranked must have it.
        assert!(higher_plays_white(&[B, W], &[W, W], 0));
        // The same wish as strong: alternate from the last round they differed…
        assert!(!higher_plays_white(&[B, W, W, B], &[W, B, W, B], 0));
        // …or, never different, the higher ranked has it.
        assert!(higher_plays_white(&[W, B], &[W, B], 0));
        // The first round alternates by board.
        assert!(higher_plays_white(&[], &[], 0));
        assert!(!higher_plays_white(&[], &[], 1));
    }
}
