//! Properties of the pairings, over tournaments played with random results: nobody paired
//! twice in a round, no repeat pairing (nor a colour broken) in a Swiss while a pairing
//! without one exists (checked against every possible pairing), byes, arena rematches, and
//! round-robins that meet everyone once.

use std::collections::HashSet;

use proptest::prelude::*;
use skillgames_online::Colour;
use skillgames_tournament::arena::{self, Waiting};
use skillgames_tournament::round_robin::schedule;
use skillgames_tournament::swiss::colour::{Preference, Strength};
use skillgames_tournament::swiss::{
    Compromise, RoundPairing, SwissEntrant, SwissGame, pair_round, record_round,
};
use skillgames_tournament::{EntrantId, PlayerResult};

/// Plays `pairing` into `field` with these results (0 White wins, 1 draw, 2 Black wins).
fn play(field: &mut [SwissEntrant], pairing: &RoundPairing, results: &[u8]) {
    record_round(field, pairing, |board, _| {
        match results.get(board).copied().unwrap_or(1) % 3 {
            0 => PlayerResult::Win,
            1 => PlayerResult::Draw,
            _ => PlayerResult::Loss,
        }
    });
}

/// Whether some pairing of `field` keeps the rules up to `level` (every pairing tried).
fn some_pairing_keeps(field: &[SwissEntrant], level: Compromise) -> bool {
    fn ok(a: &SwissEntrant, b: &SwissEntrant, level: Compromise) -> bool {
        let repeat = a.met(b.entrant);
        let colours = Preference::of(&a.colours()).compatible(Preference::of(&b.colours()));
        match level {
            Compromise::None => !repeat && colours,
            Compromise::Colours => !repeat,
            Compromise::Repeats => true,
        }
    }
    fn rest(left: &[&SwissEntrant], level: Compromise) -> bool {
        let Some((first, others)) = left.split_first() else {
            return true;
        };
        (0..others.len()).any(|i| {
            ok(first, others[i], level) && {
                let mut remaining: Vec<&SwissEntrant> = others.to_vec();
                remaining.remove(i);
                rest(&remaining, level)
            }
        })
    }
    let all: Vec<&SwissEntrant> = field.iter().collect();
    if all.len().is_multiple_of(2) {
        return rest(&all, level);
    }
    (0..all.len()).any(|bye| {
        (level == Compromise::Repeats || !all[bye].had_bye()) && {
            let mut others = all.clone();
            others.remove(bye);
            rest(&others, level)
        }
    })
}

fn field(ratings: &[i32]) -> Vec<SwissEntrant> {
    ratings
        .iter()
        .enumerate()
        .map(|(i, r)| SwissEntrant::new(EntrantId(i64::try_from(i).unwrap() + 1), *r))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn swiss_rounds_keep_the_rules_while_any_pairing_can(
        ratings in prop::collection::vec(1000i32..2000, 2..=10),
        results in prop::collection::vec(prop::collection::vec(0u8..3, 5), 7),
    ) {
        let mut field = field(&ratings);
        let rounds = (field.len() - 1).min(results.len());
        for round_results in results.iter().take(rounds) {
            let pairing = pair_round(&field).unwrap();
            // Everyone once: in a game or on the bye.
            let mut seen = HashSet::new();
            for pair in &pairing.pairs {
                prop_assert!(pair.white != pair.black);
                prop_assert!(seen.insert(pair.white));
                prop_assert!(seen.insert(pair.black));
            }
            if let Some(bye) = pairing.bye {
                prop_assert!(seen.insert(bye));
            }
            prop_assert_eq!(seen.len(), field.len());
            prop_assert_eq!(pairing.bye.is_some(), field.len() % 2 == 1);
            // A rule is given up only when no pairing keeps it.
            match pairing.compromise {
                Compromise::None => {}
                Compromise::Colours => prop_assert!(!some_pairing_keeps(&field, Compromise::None)),
                Compromise::Repeats => prop_assert!(!some_pairing_keeps(&field, Compromise::Colours)),
            }
            let by_id = |id: EntrantId| field.iter().find(|e| e.entrant == id).unwrap();
            if pairing.compromise < Compromise::Repeats {
                for pair in &pairing.pairs {
                    prop_assert!(!by_id(pair.white).met(pair.black), "a repeat pairing");
                }
                if let Some(bye) = pairing.bye {
                    prop_assert!(!by_id(bye).had_bye(), "a second bye");
                }
            }
            let before = field.clone();
            play(&mut field, &pairing, round_results);
            if pairing.compromise == Compromise::None {
                let balance = |colours: &[Colour]| {
                    let whites = colours.iter().filter(|c| **c == Colour::White).count();
                    whites.abs_diff(colours.len() - whites)
                };
                for (entrant, earlier) in field.iter().zip(&before) {
                    let colours = entrant.colours();
                    if colours.len() == earlier.colours().len() {
                        continue;
                    }
                    prop_assert!(
                        !matches!(colours.as_slice(), [.., a, b, c] if a == b && b == c),
                        "three {:?} in a row for {}", colours, entrant.entrant
                    );
                    let (now, then) = (balance(&colours), balance(&earlier.colours()));
                    prop_assert!(now <= 2 || now < then, "{:?} off balance", colours);
                }
            }
        }
    }

    #[test]
    fn arena_waves_pair_each_player_once_and_not_with_the_last_opponent(
        last in prop::collection::vec(prop::option::of(0i64..40), 2..40),
        anyone_else_playing in any::<bool>(),
    ) {
        let waiting: Vec<Waiting> = last
            .iter()
            .enumerate()
            .map(|(i, l)| Waiting {
                entrant: EntrantId(i64::try_from(i).unwrap()),
                rank: i,
                last_opponent: l.map(EntrantId),
                colour_balance: 0,
                last_colour: None,
            })
            .collect();
        let pairs = arena::pair(&waiting, anyone_else_playing);
        let mut seen = HashSet::new();
        for pair in &pairs {
            prop_assert!(seen.insert(pair.white) && seen.insert(pair.black));
            let met = |a: EntrantId, b: EntrantId| waiting[usize::try_from(a.0).unwrap()].last_opponent == Some(b);
            if waiting.len() > 2 || anyone_else_playing {
                prop_assert!(!met(pair.white, pair.black) && !met(pair.black, pair.white));
            }
        }
        // Nobody who could meet a free neighbour is left over when everyone is new.
        if last.iter().all(Option::is_none) {
            prop_assert_eq!(pairs.len(), waiting.len() / 2);
        }
    }

    #[test]
    fn round_robins_meet_everyone_once_with_balanced_colours(players in 2usize..=16, twice in any::<bool>()) {
        let rounds = schedule(players, twice);
        let cycle = players - 1 + players % 2;
        prop_assert_eq!(rounds.len(), if twice { 2 * cycle } else { cycle });
        let mut games = HashSet::new();
        let mut colours = vec![Vec::new(); players];
        let mut byes = vec![0; players];
        for round in &rounds {
            let mut seen = HashSet::new();
            for &(w, b) in &round.games {
                prop_assert!(seen.insert(w) && seen.insert(b));
                prop_assert!(games.insert((w, b)), "the same game twice");
                colours[w].push(Colour::White);
                colours[b].push(Colour::Black);
            }
            if let Some(bye) = round.bye {
                prop_assert!(seen.insert(bye));
                byes[bye] += 1;
            }
            prop_assert_eq!(seen.len(), players);
        }
        for a in 0..players {
            for b in 0..players {
                if a != b {
                    // Once each way in a double round-robin, once in all otherwise.
                    let meetings = usize::from(games.contains(&(a, b))) + usize::from(games.contains(&(b, a)));
                    prop_assert_eq!(meetings, if twice { 2 } else { 1 });
                }
            }
            prop_assert_eq!(byes[a], (players % 2) * if twice { 2 } else { 1 });
            let first = &colours[a][..colours[a].len().min(cycle)];
            let whites = first.iter().filter(|c| **c == Colour::White).count();
            prop_assert!(whites.abs_diff(first.len() - whites) <= 1);
            prop_assert!(!first.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]));
        }
    }
}

#[test]
fn a_preference_is_absolute_after_two_of_a_colour() {
    let p = Preference::of(&[Colour::White, Colour::White]);
    assert_eq!(p.strength, Strength::Absolute);
    assert_eq!(p.colour, Some(Colour::Black));
}

#[test]
fn a_late_entrant_absent_from_earlier_rounds_is_paired_by_score() {
    let mut players = field(&[1500, 1500, 1500, 1500]);
    let first = pair_round(&players).unwrap();
    play(&mut players, &first, &[0, 0]);
    let mut late = SwissEntrant::new(EntrantId(9), 1900);
    late.rounds.push(SwissGame::Absent);
    players.push(late);
    let second = pair_round(&players).unwrap();
    assert_eq!(second.pairs.len(), 2);
    // Five players: the bye goes to the lowest ranked of the lowest score group, a loser of
    // round 1 (the late one, with none either, ranks above them by rating); nobody meets again.
    assert!(second.bye.is_some_and(|bye| bye != EntrantId(9)));
    assert_eq!(second.compromise, Compromise::None);
}
