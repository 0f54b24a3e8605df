//! Checks every registered game must pass, through the game-neutral interface the protocol,
//! the arena and the app use (in the manner of OpenSpiel's generic game tests): a complete
//! description, typed board sizes, and random games whose effects and endings make sense.

use skillgames_catalogue::{CATALOGUE, ENGINES, StartSession};
use skillgames_core::{Coord, Piece, Player};
use skillgames_play::{Rules, Sides, VariantError, fill};
use skillgames_search::Go;
use std::collections::HashSet;

/// Plies of each random game before it is abandoned (every game here ends well before, or is
/// long enough by then to have shown its effects).
const MAX_PLIES: usize = 400;

#[test]
fn every_game_is_described_in_full() {
    let mut names = HashSet::new();
    for game in CATALOGUE.games() {
        assert!(names.insert(game.name), "{} registered twice", game.name);
        assert!(
            game.name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()),
            "{}: protocol names are one lowercase word",
            game.name
        );
        assert!(!game.title.is_empty() && !game.tagline.is_empty());
        assert!(!game.boards.is_empty(), "{}: no board", game.name);
        let sizes: HashSet<u8> = game.boards.iter().map(|b| b.size).collect();
        assert_eq!(
            sizes.len(),
            game.boards.len(),
            "{}: a size twice",
            game.name
        );
        assert!(game.level(game.default_level).is_some(), "{}", game.name);
        let levels: HashSet<&str> = game.levels.iter().map(|l| l.name).collect();
        assert_eq!(
            levels.len(),
            game.levels.len(),
            "{}: a level twice",
            game.name
        );
        for level in game.levels {
            assert!(!level.label.is_empty() && level.description.ends_with('.'));
        }
        assert_eq!(game.top_level().random_per_mille, 0, "{}", game.name);
        let guide = skillgames_catalogue::GUIDES.of(game);
        assert!(
            guide.is_some_and(|g| !g.sections.is_empty()),
            "{}: no how-to-play text",
            game.name
        );
        assert!(!game.score_label.is_empty() && !game.score_meaning.is_empty());
    }
    assert_eq!(CATALOGUE.names(), "archimedes, amazons or loa");
}

#[test]
fn only_the_sizes_a_game_is_played_on_can_be_named() {
    for game in CATALOGUE.games() {
        for board in game.boards {
            let variant = game.variant(board.size).unwrap();
            assert_eq!(
                (variant.game().name, variant.size()),
                (game.name, board.size)
            );
        }
        assert_eq!(game.default_variant().size(), game.boards[0].size);
        for size in [0, 1, 7, 9, 11, 255] {
            assert!(
                matches!(
                    game.variant(size),
                    Err(VariantError::UnsupportedSize { .. })
                ),
                "{} {size}",
                game.name
            );
        }
        assert!(game.variant_text(Some("08")).is_err());
    }
    let unknown = CATALOGUE.find("chess").unwrap_err();
    assert!(unknown.to_string().contains("archimedes, amazons or loa"));
}

/// The seeded random number generator of these tests (SplitMix64).
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn stones(session: &dyn Rules, player: Player) -> Vec<Coord> {
    let size = session.variant().size();
    (0..size)
        .flat_map(|rank| (0..size).map(move |file| Coord::new(file, rank)))
        .filter(|&at| session.piece_at(at) == Some(Piece::Stone(player)))
        .collect()
}

/// Random games on every board: each move's reported removals were pieces of their owner that
/// are gone afterwards, and nothing else disappeared; every game that ends has an ending whose
/// sentence fills in for every way of naming the sides.
#[test]
fn random_games_report_what_happened() {
    let mut rng = 0x5EED;
    for variant in CATALOGUE.variants() {
        let mut endings = 0;
        for _ in 0..6 {
            let mut session = variant.rules(None).unwrap();
            for _ in 0..MAX_PLIES {
                if let Some(ending) = session.outcome() {
                    endings += 1;
                    assert!(session.moves().is_empty());
                    if ending.winner.is_none() {
                        assert!(variant.game().draws, "{variant}: a draw");
                    }
                    for sides in [
                        Sides::FRIENDS,
                        Sides::against_computer(Player::White),
                        Sides::against_computer(Player::Black),
                    ] {
                        let text = fill(&ending.sentence, ending.winner, &sides);
                        assert!(
                            !text.contains('{') && text.ends_with('.'),
                            "{variant}: {text}"
                        );
                    }
                    break;
                }
                let moves = session.moves();
                let mv = &moves[next(&mut rng) as usize % moves.len()];
                let before = Player::ALL.map(|p| stones(session.as_ref(), p));
                let played = session.play_move(&mv.text).unwrap();
                assert_eq!(&played.mv, mv, "{variant}: canonical moves play as listed");
                let after = Player::ALL.map(|p| stones(session.as_ref(), p));
                let mover = !session.turn();
                for removal in &played.effects.removals {
                    assert!(
                        before[removal.owner.index()].contains(&removal.square)
                            || (removal.owner == mover && removal.square == mv.to),
                        "{variant}: {} removed from an empty square",
                        removal.square
                    );
                    assert!(!after[removal.owner.index()].contains(&removal.square));
                    assert!(removal.wave < played.effects.waves.max(1));
                }
                for player in Player::ALL {
                    let removed = played
                        .effects
                        .removals
                        .iter()
                        .filter(|r| r.owner == player)
                        .count();
                    assert_eq!(
                        before[player.index()].len() - removed,
                        after[player.index()].len(),
                        "{variant}: pieces vanished without a removal"
                    );
                }
            }
        }
        assert!(endings > 0, "{variant}: no random game ended");
    }
}

#[test]
fn moves_written_in_any_accepted_form_resolve_to_the_listed_move() {
    for variant in CATALOGUE.variants() {
        let session = variant.rules(None).unwrap();
        for mv in session.moves().iter().take(50) {
            assert_eq!(&session.resolve(&mv.text).unwrap(), mv, "{variant}");
        }
        assert!(session.resolve("z9-z9").is_err());
        assert!(session.resolve("").is_err());
    }
}

/// The settings window shows each level's measured strength: every board has one number per
/// level, the first level at 0 and each stronger than the one before (as the ladder measured).
#[test]
fn every_board_rates_every_level_in_order() {
    for info in CATALOGUE.games() {
        for board in info.boards {
            assert_eq!(
                board.elo.len(),
                info.levels.len(),
                "{} {}",
                info.name,
                board.size
            );
            assert_eq!(board.elo[0], 0, "{} {}", info.name, board.size);
            assert!(
                board.elo.windows(2).all(|w| w[0] < w[1]),
                "{} {}: {:?}",
                info.name,
                board.size,
                board.elo
            );
        }
    }
}

/// The engines are registered beside the descriptions: one per game, in menu order, with a
/// session per board that plays the same game as the board's rules (a session of another
/// board would start elsewhere), and answers.
#[test]
fn every_board_has_an_engine_for_its_own_game() {
    let engines: Vec<_> = ENGINES.engines().collect();
    assert_eq!(engines.len(), CATALOGUE.games().len());
    for (engine, game) in engines.iter().zip(CATALOGUE.games()) {
        assert!(
            std::ptr::eq(engine.game, *game),
            "{}: out of order",
            game.name
        );
        assert_eq!(engine.sessions.len(), game.boards.len(), "{}", game.name);
    }
    for variant in CATALOGUE.variants() {
        let rules = variant.rules(None).unwrap();
        let mut session = variant.session(None).unwrap();
        assert_eq!(session.fen(), rules.fen(), "{variant}");
        assert_eq!(session.variant(), variant);
        let reply = session.go(&Go::Depth(1), None, &mut |_| {}).unwrap();
        assert!(rules.resolve(&reply.mv).is_ok(), "{variant}: {}", reply.mv);
        let fen = rules.fen();
        assert_eq!(variant.session(Some(&fen)).unwrap().fen(), fen);
    }
}
