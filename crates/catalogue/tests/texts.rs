//! Every game's how-to-play texts and lessons are in the English catalogue
//! (`crates/i18n/locales/en/guides/`, `lessons/`), word for word, under the ids the page asks for
//! (`Guide::texts`, `GameLessons::texts`): the games' crates keep their English as data, and
//! the page shows each text in the player's language.
//!
//! After a change to a guide or a lesson, `SKILLGAMES_WRITE_TEXTS=1 cargo test -p
//! skillgames-catalogue --test texts` writes the English files again; the translations of the
//! changed messages are then to be mended (`cargo xtask i18n` lists them).
//!
//! The games' endings (`Ending::message`, `ending-<game>-<reason>`) say in English what the
//! games' own sentences say (`Ending::describe`), however the sides are named.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

use skillgames_catalogue::{CATALOGUE, GUIDES, LESSONS};
use skillgames_core::{Outcome, Player};
use skillgames_i18n::Catalogue;
use skillgames_play::{Ending, Present, Rules, Sides};

/// A text as a Fluent message's value: its braces written as literals.
fn escaped(text: &str) -> String {
    text.replace('{', "{\"{\"}").replace('}', "{\"}\"}")
}

/// The English catalogue file of `texts`, with its heading.
fn file(heading: &str, dynamic: &str, texts: &[(String, &str)]) -> String {
    let mut out = format!("{heading}\n# dynamic: {dynamic}\n");
    for (id, text) in texts {
        let _ = writeln!(out, "{id} = {}", escaped(text));
    }
    out
}

/// Each game's own words, which the page names by the game's name: a new game adds them.
#[test]
fn every_game_has_its_words_in_the_english_catalogue() {
    let english = Catalogue::english();
    for game in CATALOGUE.games() {
        let name = game.name;
        for id in [
            format!("game-{name}"),
            format!("game-{name}-tagline"),
            format!("game-{name}-score"),
            format!("pieces-{name}"),
        ] {
            assert!(english.has(&id), "{id} is not in the English catalogue");
        }
        for level in game.levels {
            let id = format!("level-{name}-{}", level.name);
            assert!(english.has(&id), "{id} is not in the English catalogue");
        }
        let (one, many) = (
            english.format(&format!("pieces-{name}"), &[("count", 1.into())]),
            english.format(&format!("pieces-{name}"), &[("count", 3.into())]),
        );
        assert_eq!(one, format!("1 {}", game.piece.one));
        assert_eq!(many, format!("3 {}", game.piece.many));
    }
}

#[test]
fn the_guides_and_lessons_are_in_the_english_catalogue_word_for_word() {
    let mut guides = Vec::new();
    let mut lessons = Vec::new();
    for game in CATALOGUE.games() {
        if let Some(guide) = GUIDES.of(game) {
            guides.extend(guide.texts());
        }
        if let Some(all) = LESSONS.all_of(game) {
            lessons.extend(all.texts());
        }
    }
    assert!(!guides.is_empty() && !lessons.is_empty());
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../i18n/locales/en");
    if std::env::var_os("SKILLGAMES_WRITE_TEXTS").is_some() {
        let guides_file = file(
            "# Each game's how-to-play page (its crate's GUIDE): written from the games' crates by\n\
             # crates/catalogue/tests/texts.rs; the ids are guide-<game>-<section>-title and\n\
             # guide-<game>-<section>-<paragraph> (a paragraph shown as a bullet has no \"- \" here).",
            "guide-",
            &guides,
        );
        std::fs::write(locales.join("guides/guides.ftl"), guides_file).unwrap();
        let lessons_file = file(
            "# Each game's lessons (its crate's LESSONS): written from the games' crates by\n\
             # crates/catalogue/tests/texts.rs; the ids are lesson-<game>-<lesson>-title, -summary\n\
             # and lesson-<game>-<lesson>-<step>-prompt, -wrong (after a move that misses the goal)\n\
             # and -right (when it is reached).",
            "lesson-",
            &lessons,
        );
        std::fs::write(locales.join("lessons/lessons.ftl"), lessons_file).unwrap();
    }
    let english = Catalogue::english();
    let wrong: Vec<_> = guides
        .iter()
        .chain(&lessons)
        .filter(|(id, text)| english.text(id) != *text)
        .map(|(id, text)| format!("{id}: {text:?} is {:?}", english.text(id)))
        .collect();
    assert!(
        wrong.is_empty(),
        "not in the English catalogue as the game says (SKILLGAMES_WRITE_TEXTS=1 writes them): {wrong:#?}"
    );
}

/// How the rules can end a game for a reason.
#[derive(Clone, Copy)]
enum Ends {
    /// With a winner only.
    Won,
    /// In a draw only.
    Drawn,
    /// Either way.
    Either,
}

/// Every ending of game `G` (named `game`) for `reasons`: a win for either side, a draw, or
/// both, as the rules end a game for the reason.
fn endings_of<G: Present>(
    game: &'static str,
    reasons: &[(G::EndReason, Ends)],
    out: &mut Vec<(&'static str, Ending)>,
) {
    for &(reason, ends) in reasons {
        if matches!(ends, Ends::Won | Ends::Either) {
            for winner in Player::ALL {
                out.push((game, Ending::of::<G>(Outcome::Win { winner, reason })));
            }
        }
        if matches!(ends, Ends::Drawn | Ends::Either) {
            out.push((game, Ending::of::<G>(Outcome::Draw { reason })));
        }
    }
}

/// The seeded random number generator of the random games (SplitMix64).
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Every ending, worded by the English catalogue (`Ending::message`), says what the game's own
/// sentence says (`Ending::describe`) for every naming of the sides: each game's every reason
/// (as its rules end a game for it), and the endings random games reach through the rules as
/// the page plays them. And every `ending-` message of the English catalogue is one of them.
#[test]
fn the_endings_are_in_the_english_catalogue_as_the_games_say_them() {
    use skillgames_amazons::{Amazons6, EndReason as AmazonsEnd};
    use skillgames_archimedes::{Archimedes6, EndReason as ArchimedesEnd};
    use skillgames_loa::{EndReason as LoaEnd, Loa};

    let mut endings = Vec::new();
    endings_of::<Archimedes6>(
        "archimedes",
        &[
            (ArchimedesEnd::Fleet, Ends::Either),
            (ArchimedesEnd::Quiet, Ends::Either),
            (ArchimedesEnd::NoMoves, Ends::Won),
        ],
        &mut endings,
    );
    endings_of::<Amazons6>("amazons", &[(AmazonsEnd::NoMoves, Ends::Won)], &mut endings);
    endings_of::<Loa>(
        "loa",
        &[
            (LoaEnd::Connected, Ends::Won),
            (LoaEnd::MoveLimit, Ends::Drawn),
            (LoaEnd::NoMoves, Ends::Won),
        ],
        &mut endings,
    );
    for (game, _) in &endings {
        assert!(
            CATALOGUE.find(game).is_ok(),
            "{game} is not in the catalogue"
        );
    }
    for game in CATALOGUE.games() {
        assert!(
            endings.iter().any(|(name, _)| *name == game.name),
            "{}: its endings are to be listed here",
            game.name
        );
    }
    // Random games of every game on every board, played through the rules until they end (or
    // are abandoned after 400 plies).
    let mut rng = 0xE4D5;
    let mut ended = 0;
    for variant in CATALOGUE.variants() {
        for _ in 0..2 {
            let mut rules: Box<dyn Rules> = variant.rules(None).unwrap();
            for _ in 0..400 {
                if let Some(ending) = rules.outcome() {
                    endings.push((variant.game().name, ending));
                    ended += 1;
                    break;
                }
                let moves = rules.moves();
                let mv = &moves[next(&mut rng) as usize % moves.len()];
                rules.play_move(&mv.text).unwrap();
            }
        }
    }
    assert!(ended > 0, "no random game ended");
    let english = Catalogue::english();
    let mut said = BTreeSet::new();
    let mut wrong = Vec::new();
    for (game, ending) in &endings {
        for sides in [
            Sides::FRIENDS,
            Sides::against_computer(Player::White),
            Sides::against_computer(Player::Black),
        ] {
            let message = ending.message(&sides, game);
            let (worded, sentence) = (english.say(&message), ending.describe(&sides));
            if worded != sentence {
                wrong.push(format!(
                    "{} ({sides:?}): {worded:?} instead of {sentence:?}",
                    message.id
                ));
            }
            said.insert(message.id);
        }
    }
    assert!(
        wrong.is_empty(),
        "endings the English catalogue words otherwise than the games: {wrong:#?}"
    );
    let (messages, _) = skillgames_i18n::audit::messages(skillgames_i18n::ENGLISH);
    let unsaid: Vec<_> = messages
        .keys()
        .filter(|id| id.starts_with("ending-") && !said.contains(*id))
        .collect();
    assert!(
        unsaid.is_empty(),
        "ending messages no game's ending names: {unsaid:?}"
    );
}
