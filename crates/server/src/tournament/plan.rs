//! What a tournament's director does next, decided from the stored rows alone (no store, no
//! clock, no sockets): start it or call it off, pair the next games, or end it. The director
//! (`hub/tournaments.rs`) carries the step out in one fenced transaction.

use std::collections::HashMap;

use skillgames_online::tournament::{TournamentKind, TournamentStatus};
use skillgames_online::{Colour, TimeControl};
use skillgames_tournament::arena::{self, Waiting};
use skillgames_tournament::round_robin::schedule;
use skillgames_tournament::swiss::{self, SwissEntrant};
use skillgames_tournament::{EntrantId, Pairing};

use super::standings::{Rows, arena_order, round_robin_players, swiss_entrants};
use crate::clock::Millis;
use crate::round::PlayerId;
use crate::store::tournaments::{StoredBye, StoredEntrant, StoredPairing, StoredTournament};

/// A day, in milliseconds.
const DAY_MS: Millis = 86_400_000;

/// The director's next step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Nothing to do now.
    Wait,
    /// Fewer than two players at the start: called off.
    Cancel,
    /// Begins (a round-robin with its number of rounds).
    Start {
        /// The rounds in all (a round-robin's schedule).
        rounds: Option<u32>,
    },
    /// New games (and a Swiss round's bye and missed rounds).
    Pair {
        /// The tournament's round once they are made (an arena's stays 0).
        round: u32,
        /// Each game's round and its players.
        games: Vec<(u32, Pairing)>,
        /// A Swiss round's bye and the players who miss it.
        byes: Vec<StoredBye>,
    },
    /// Over: the standings are final.
    Finish,
}

/// The next step of `t` at `now`, from its rows.
#[must_use]
pub fn next(
    t: &StoredTournament,
    entrants: &[StoredEntrant],
    games: &[StoredPairing],
    byes: &[StoredBye],
    now: Millis,
) -> Step {
    let active: Vec<&StoredEntrant> = entrants.iter().filter(|e| !e.withdrawn).collect();
    match t.status {
        TournamentStatus::Upcoming if now < t.starts => Step::Wait,
        TournamentStatus::Upcoming if active.len() < 2 => Step::Cancel,
        TournamentStatus::Upcoming => Step::Start {
            rounds: match t.kind {
                TournamentKind::Arena => None,
                TournamentKind::Swiss => t.rounds,
                TournamentKind::RoundRobin => {
                    u32::try_from(schedule(round_robin_players(entrants).len(), t.twice).len()).ok()
                }
            },
        },
        TournamentStatus::Running => {
            let rows = Rows {
                entrants,
                games,
                byes,
                round: t.round,
            };
            match t.kind {
                TournamentKind::Arena => arena_step(t, &rows, now),
                TournamentKind::Swiss => swiss_step(t, &rows, now),
                TournamentKind::RoundRobin => round_robin_step(t, &rows),
            }
        }
        TournamentStatus::Finished | TournamentStatus::Cancelled => Step::Wait,
    }
}

fn pending(games: &[StoredPairing]) -> bool {
    games.iter().any(|g| g.result.is_none())
}

fn arena_step(t: &StoredTournament, rows: &Rows<'_>, now: Millis) -> Step {
    if t.ends().is_some_and(|end| now >= end) {
        // No new games; over once the last ones are.
        return if pending(rows.games) {
            Step::Wait
        } else {
            Step::Finish
        };
    }
    // Each player's colour balance and last game, in one pass over the games.
    let mut balance: HashMap<PlayerId, i32> = HashMap::new();
    let mut last: HashMap<PlayerId, (Colour, PlayerId, (Millis, &str))> = HashMap::new();
    for g in rows.games {
        let when = (g.created, g.game.as_str());
        for (player, colour, opponent, sign) in [
            (g.white, Colour::White, g.black, 1),
            (g.black, Colour::Black, g.white, -1),
        ] {
            *balance.entry(player).or_default() += sign;
            let latest = last.entry(player).or_insert((colour, opponent, when));
            if when > latest.2 {
                *latest = (colour, opponent, when);
            }
        }
    }
    let entrants: HashMap<PlayerId, &StoredEntrant> =
        rows.entrants.iter().map(|e| (e.player, e)).collect();
    let waiting: Vec<Waiting> = arena_order(rows)
        .iter()
        .enumerate()
        .filter_map(|(rank, standing)| {
            let e = entrants.get(&standing.entrant.0)?;
            if e.withdrawn || e.paused || e.playing.is_some() {
                return None;
            }
            let last = last.get(&e.player);
            Some(Waiting {
                entrant: EntrantId(e.player),
                rank,
                last_opponent: last.map(|(_, opponent, _)| EntrantId(*opponent)),
                colour_balance: balance.get(&e.player).copied().unwrap_or(0),
                last_colour: last.map(|(colour, _, _)| *colour),
            })
        })
        .collect();
    let pairs = arena::pair(&waiting, pending(rows.games));
    if pairs.is_empty() {
        Step::Wait
    } else {
        Step::Pair {
            round: 0,
            games: pairs.into_iter().map(|p| (0, p)).collect(),
            byes: Vec::new(),
        }
    }
}

/// Whether a round that began at `started` may give way to the next at `now`: a live one as
/// soon as its games are over, a correspondence one also not before its date.
fn round_due(t: &StoredTournament, now: Millis) -> bool {
    match t.time {
        TimeControl::Live { .. } => true,
        TimeControl::Correspondence { .. } => {
            let days = u64::from(t.round_days.unwrap_or(0));
            t.round == 0 || now >= t.round_started.unwrap_or(0) + days * DAY_MS
        }
    }
}

fn swiss_step(t: &StoredTournament, rows: &Rows<'_>, now: Millis) -> Step {
    if pending(rows.games) || !round_due(t, now) {
        return Step::Wait;
    }
    let rounds = t.rounds.unwrap_or(0);
    let playing: Vec<&StoredEntrant> = rows
        .entrants
        .iter()
        .filter(|e| !e.withdrawn && !e.paused)
        .collect();
    if t.round >= rounds || playing.len() < 2 {
        return Step::Finish;
    }
    let round = t.round + 1;
    let everyone = swiss_entrants(rows);
    let field: Vec<SwissEntrant> = everyone
        .into_iter()
        .filter(|s| playing.iter().any(|e| e.player == s.entrant.0))
        .collect();
    let Ok(pairing) = swiss::pair_round(&field) else {
        return Step::Finish;
    };
    let mut byes: Vec<StoredBye> = pairing
        .bye
        .map(|b| StoredBye {
            player: b.0,
            round,
            point: true,
        })
        .into_iter()
        .collect();
    // Those taking a break miss the round (no point); the withdrawn are simply gone.
    byes.extend(
        rows.entrants
            .iter()
            .filter(|e| !e.withdrawn && e.paused)
            .map(|e| StoredBye {
                player: e.player,
                round,
                point: false,
            }),
    );
    Step::Pair {
        round,
        games: pairing.pairs.into_iter().map(|p| (round, p)).collect(),
        byes,
    }
}

fn round_robin_step(t: &StoredTournament, rows: &Rows<'_>) -> Step {
    let players = round_robin_players(rows.entrants);
    let rounds = schedule(players.len(), t.twice);
    let total = u32::try_from(rounds.len()).unwrap_or(0);
    if pending(rows.games) && matches!(t.time, TimeControl::Live { .. }) {
        return Step::Wait;
    }
    if t.round >= total {
        return if pending(rows.games) {
            Step::Wait
        } else {
            Step::Finish
        };
    }
    let gone = |p: PlayerId| rows.entrants.iter().any(|e| e.player == p && e.withdrawn);
    let game = |round: u32, (w, b): (usize, usize)| {
        let (white, black) = (players[w].player, players[b].player);
        (!gone(white) && !gone(black)).then_some((
            round,
            Pairing {
                white: EntrantId(white),
                black: EntrantId(black),
            },
        ))
    };
    // Correspondence: every game at once (each player has all theirs going, as in a league);
    // live: one round at a time.
    let upto = match t.time {
        TimeControl::Correspondence { .. } => total,
        TimeControl::Live { .. } => t.round + 1,
    };
    let games = (t.round..upto)
        .flat_map(|r| {
            let round = r + 1;
            rounds[r as usize]
                .games
                .iter()
                .filter_map(move |g| game(round, *g))
                .collect::<Vec<_>>()
        })
        .collect();
    Step::Pair {
        round: upto,
        games,
        byes: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_catalogue::CATALOGUE;
    use skillgames_online::GameId;
    use skillgames_tournament::GameResult;

    fn tournament(kind: TournamentKind, time: &str) -> StoredTournament {
        StoredTournament {
            id: "t1".into(),
            name: "Test".into(),
            kind,
            variant: CATALOGUE.games()[0].default_variant(),
            time: TimeControl::parse(time).unwrap(),
            rated: false,
            starts: 1_000,
            minutes: Some(30),
            rounds: Some(3),
            twice: false,
            round_days: Some(7),
            max_players: 100,
            min_rating: None,
            max_rating: None,
            bots: true,
            password: None,
            creator: None,
            schedule_key: None,
            status: TournamentStatus::Upcoming,
            round: 0,
            round_started: None,
            created: 0,
        }
    }

    fn entrant(player: PlayerId) -> StoredEntrant {
        StoredEntrant {
            player,
            name: format!("p{player}"),
            account: true,
            bot: false,
            rating: 1500 + i32::try_from(player).unwrap(),
            joined: u64::try_from(player).unwrap(),
            first_round: 1,
            withdrawn: false,
            paused: false,
            playing: None,
        }
    }

    #[test]
    fn an_event_starts_at_its_time_with_two_players_or_is_called_off() {
        let t = tournament(TournamentKind::Swiss, "3+2");
        let two = [entrant(1), entrant(2)];
        assert_eq!(next(&t, &two, &[], &[], 999), Step::Wait);
        assert_eq!(
            next(&t, &two, &[], &[], 1_000),
            Step::Start { rounds: Some(3) }
        );
        assert_eq!(next(&t, &two[..1], &[], &[], 1_000), Step::Cancel);
        let rr = tournament(TournamentKind::RoundRobin, "3+2");
        let five: Vec<StoredEntrant> = (1..=5).map(entrant).collect();
        assert_eq!(
            next(&rr, &five, &[], &[], 1_000),
            Step::Start { rounds: Some(5) }
        );
    }

    #[test]
    fn a_swiss_pairs_a_round_only_when_the_last_is_over_and_ends_after_the_last() {
        let mut t = tournament(TournamentKind::Swiss, "3+2");
        t.status = TournamentStatus::Running;
        let three: Vec<StoredEntrant> = (1..=3).map(entrant).collect();
        let Step::Pair { round, games, byes } = next(&t, &three, &[], &[], 2_000) else {
            panic!("the first round is paired");
        };
        assert_eq!((round, games.len(), byes.len()), (1, 1, 1));
        assert!(byes[0].point);
        t.round = 1;
        let mut game = StoredPairing {
            game: GameId::from("g1"),
            round: 1,
            white: games[0].1.white.0,
            black: games[0].1.black.0,
            result: None,
            white_berserk: false,
            black_berserk: false,
            created: 2_000,
            ended: None,
        };
        let bye = byes[0];
        assert_eq!(
            next(&t, &three, std::slice::from_ref(&game), &byes, 3_000),
            Step::Wait
        );
        game.result = Some(Some(GameResult::White));
        let Step::Pair {
            round,
            games: second,
            byes: second_byes,
        } = next(&t, &three, std::slice::from_ref(&game), &[bye], 3_000)
        else {
            panic!("the second round is paired");
        };
        assert_eq!(round, 2);
        // The bye goes to someone else, and nobody meets again.
        assert_ne!(second_byes[0].player, bye.player);
        assert!(
            !(second[0].1.has(EntrantId(game.white)) && second[0].1.has(EntrantId(game.black)))
        );
        t.round = 3;
        assert_eq!(next(&t, &three, &[game], &[bye], 9_000), Step::Finish);
    }

    #[test]
    fn a_correspondence_swiss_waits_for_the_round_date() {
        let mut t = tournament(TournamentKind::Swiss, "3d");
        t.status = TournamentStatus::Running;
        t.round = 1;
        t.round_started = Some(10_000);
        let two = [entrant(1), entrant(2)];
        let game = StoredPairing {
            game: GameId::from("g1"),
            round: 1,
            white: 1,
            black: 2,
            result: Some(Some(GameResult::Draw)),
            white_berserk: false,
            black_berserk: false,
            created: 10_000,
            ended: Some(20_000),
        };
        assert_eq!(
            next(&t, &two, std::slice::from_ref(&game), &[], 20_000),
            Step::Wait
        );
        // Two players who met already are paired again only as the last resort.
        assert!(matches!(
            next(&t, &two, &[game], &[], 10_000 + 7 * DAY_MS),
            Step::Pair { round: 2, .. }
        ));
    }

    #[test]
    fn an_arena_pairs_free_players_and_ends_when_its_time_is_up_and_games_are_over() {
        let mut t = tournament(TournamentKind::Arena, "1+0");
        t.status = TournamentStatus::Running;
        let mut four: Vec<StoredEntrant> = (1..=4).map(entrant).collect();
        four[3].paused = true;
        let Step::Pair { games, .. } = next(&t, &four, &[], &[], 2_000) else {
            panic!("free players are paired");
        };
        assert_eq!(games.len(), 1);
        let end = t.ends().unwrap();
        let playing = StoredPairing {
            game: GameId::from("g1"),
            round: 0,
            white: 1,
            black: 2,
            result: None,
            white_berserk: false,
            black_berserk: false,
            created: 2_000,
            ended: None,
        };
        assert_eq!(
            next(&t, &four, std::slice::from_ref(&playing), &[], end),
            Step::Wait
        );
        assert_eq!(next(&t, &four, &[], &[], end), Step::Finish);
    }

    #[test]
    fn a_correspondence_round_robin_starts_every_game_at_once() {
        let mut t = tournament(TournamentKind::RoundRobin, "3d");
        t.status = TournamentStatus::Running;
        t.twice = true;
        let four: Vec<StoredEntrant> = (1..=4).map(entrant).collect();
        let Step::Pair { round, games, .. } = next(&t, &four, &[], &[], 2_000) else {
            panic!("the games are made");
        };
        assert_eq!((round, games.len()), (6, 12));
        t.round = 6;
        assert_eq!(next(&t, &four, &[], &[], 3_000), Step::Finish);
    }
}
