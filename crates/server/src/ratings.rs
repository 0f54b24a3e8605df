//! Glicko-2 ratings per game and board (the `skillratings` crate), shown with `?` while
//! the deviation is high.

use skillgames_online::{Colour, RatingView};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::store::StoredRating;

/// Above this deviation a rating is provisional (lichess's threshold).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// A rating as shown.
#[must_use]
pub fn view(rating: &StoredRating) -> RatingView {
    #[allow(clippy::cast_possible_truncation)]
    RatingView {
        rating: rating.rating.round() as i32,
        deviation: rating.deviation.round() as i32,
        provisional: rating.deviation > PROVISIONAL_DEVIATION,
    }
}

fn glicko(rating: &StoredRating) -> Glicko2Rating {
    Glicko2Rating {
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
    }
}

/// White's and Black's ratings after a game that `winner` won (none: a draw).
#[must_use]
pub fn update(
    white: &StoredRating,
    black: &StoredRating,
    winner: Option<Colour>,
) -> (StoredRating, StoredRating) {
    let outcome = match winner {
        Some(Colour::White) => Outcomes::WIN,
        Some(Colour::Black) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (w, b) = glicko2(
        &glicko(white),
        &glicko(black),
        &outcome,
        &Glicko2Config::new(),
    );
    let back = |new: Glicko2Rating, old: &StoredRating| StoredRating {
        rating: new.rating,
        deviation: new.deviation,
        volatility: new.volatility,
        games: old.games + 1,
    };
    (back(w, white), back(b, black))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_moves_both_ratings_and_new_players_are_provisional() {
        let start = StoredRating::default();
        assert!(view(&start).provisional);
        let (white, black) = update(&start, &start, Some(Colour::White));
        assert!(white.rating > 1500.0 && black.rating < 1500.0);
        assert!(white.deviation < 350.0);
        assert_eq!((white.games, black.games), (1, 1));
        let (w, b) = update(&start, &start, None);
        assert!((w.rating - 1500.0).abs() < 1e-6 && (b.rating - 1500.0).abs() < 1e-6);
    }
}
