//! A tournament's standings from its stored rows, by the rules of `skillgames-tournament`:
//! the order the director pairs an arena by, and the lines players see.

use std::collections::{HashMap, HashSet};

use skillgames_online::Colour;
use skillgames_online::PlayerView;
use skillgames_online::tournament::{StandingLine, TournamentKind};
use skillgames_tournament::arena::{self, ArenaSheet, ArenaStanding};
use skillgames_tournament::round_robin;
use skillgames_tournament::swiss::{self, SwissEntrant, SwissGame};
use skillgames_tournament::{EntrantId, GameResult, Pairing, PlayerResult};

use crate::round::PlayerId;
use crate::store::tournaments::{StoredBye, StoredEntrant, StoredPairing};

/// What a tournament's standings are made from.
pub struct Rows<'a> {
    /// The players, in the order they joined.
    pub entrants: &'a [StoredEntrant],
    /// The games, the oldest first.
    pub games: &'a [StoredPairing],
    /// A Swiss's byes and missed rounds.
    pub byes: &'a [StoredBye],
    /// The rounds played or being played.
    pub round: u32,
}

/// The finished, counted games (aborted ones count for nobody).
fn finished(games: &[StoredPairing]) -> impl Iterator<Item = (&StoredPairing, GameResult)> {
    games
        .iter()
        .filter_map(|g| g.result.flatten().map(|result| (g, result)))
}

/// Each arena player's sheet, in the order their games ended.
fn arena_sheets(rows: &Rows<'_>) -> HashMap<PlayerId, ArenaSheet> {
    let mut ended: Vec<(&StoredPairing, GameResult)> = finished(rows.games).collect();
    ended.sort_by_key(|(g, _)| (g.ended.unwrap_or(g.created), g.created));
    let mut sheets: HashMap<PlayerId, ArenaSheet> = HashMap::new();
    for (game, result) in ended {
        for (player, colour, berserk) in [
            (game.white, Colour::White, game.white_berserk),
            (game.black, Colour::Black, game.black_berserk),
        ] {
            sheets
                .entry(player)
                .or_default()
                .record(result.for_seat(colour), berserk);
        }
    }
    sheets
}

/// An arena's standings, best first.
#[must_use]
pub fn arena_order(rows: &Rows<'_>) -> Vec<ArenaStanding> {
    let mut sheets = arena_sheets(rows);
    let mut table: Vec<ArenaStanding> = rows
        .entrants
        .iter()
        .map(|e| ArenaStanding {
            entrant: EntrantId(e.player),
            rating: e.rating,
            sheet: sheets.remove(&e.player).unwrap_or_default(),
        })
        .collect();
    arena::rank(&mut table);
    table
}

/// Each Swiss player's rounds `1..=rows.round`: a game counted as played (an aborted one as
/// met, without a point), a bye, or missed (no game, or one still being played: it counts
/// for nothing yet, and a round is paired only once none is).
#[must_use]
pub fn swiss_entrants(rows: &Rows<'_>) -> Vec<SwissEntrant> {
    let mut by_seat: HashMap<(PlayerId, u32), &StoredPairing> = HashMap::new();
    for g in rows.games {
        by_seat.insert((g.white, g.round), g);
        by_seat.insert((g.black, g.round), g);
    }
    let byes: HashSet<(PlayerId, u32)> = rows
        .byes
        .iter()
        .filter(|b| b.point)
        .map(|b| (b.player, b.round))
        .collect();
    rows.entrants
        .iter()
        .map(|e| {
            let rounds = (1..=rows.round)
                .map(|round| match by_seat.get(&(e.player, round)) {
                    Some(g) if g.result.is_some() => {
                        let (colour, opponent) = if g.white == e.player {
                            (Colour::White, g.black)
                        } else {
                            (Colour::Black, g.white)
                        };
                        SwissGame::Played {
                            opponent: EntrantId(opponent),
                            colour,
                            result: g
                                .result
                                .flatten()
                                .map_or(PlayerResult::Loss, |r| r.for_seat(colour)),
                        }
                    }
                    Some(_) => SwissGame::Absent,
                    None if byes.contains(&(e.player, round)) => SwissGame::Bye,
                    None => SwissGame::Absent,
                })
                .collect();
            SwissEntrant {
                entrant: EntrantId(e.player),
                rating: e.rating,
                rounds,
            }
        })
        .collect()
}

/// The players of a round-robin in their schedule's order (those who joined before it began).
#[must_use]
pub fn round_robin_players(entrants: &[StoredEntrant]) -> Vec<&StoredEntrant> {
    entrants.iter().filter(|e| e.first_round <= 1).collect()
}

fn view(e: &StoredEntrant) -> PlayerView {
    PlayerView {
        name: e.name.clone(),
        account: e.account,
        bot: e.bot,
    }
}

fn mark(result: PlayerResult) -> String {
    match result {
        PlayerResult::Win => "1".into(),
        PlayerResult::Draw => "½".into(),
        PlayerResult::Loss => "0".into(),
    }
}

/// The standings as players see them.
#[must_use]
pub fn lines(kind: TournamentKind, rows: &Rows<'_>) -> Vec<StandingLine> {
    let by_id: HashMap<PlayerId, &StoredEntrant> =
        rows.entrants.iter().map(|e| (e.player, e)).collect();
    let line = |player: PlayerId, rank: usize| -> Option<StandingLine> {
        let e = by_id.get(&player)?;
        Some(StandingLine {
            rank: u32::try_from(rank + 1).unwrap_or(u32::MAX),
            player: view(e),
            rating: e.rating,
            score: String::new(),
            sheet: Vec::new(),
            fire: false,
            tiebreaks: Vec::new(),
            withdrawn: e.withdrawn,
            paused: e.paused,
        })
    };
    match kind {
        TournamentKind::Arena => arena_order(rows)
            .iter()
            .enumerate()
            .filter_map(|(rank, s)| {
                let mut l = line(s.entrant.0, rank)?;
                l.score = s.sheet.score().to_string();
                l.sheet = s.sheet.points().iter().map(ToString::to_string).collect();
                l.fire = s.sheet.on_fire();
                Some(l)
            })
            .collect(),
        TournamentKind::Swiss => {
            let counted = swiss_entrants(rows);
            let by_id: HashMap<EntrantId, &SwissEntrant> =
                counted.iter().map(|e| (e.entrant, e)).collect();
            swiss::standings(&counted)
                .iter()
                .enumerate()
                .filter_map(|(rank, s)| {
                    let mut l = line(s.entrant.0, rank)?;
                    l.score = s.score.to_string();
                    l.tiebreaks = vec![s.buchholz.to_string(), s.sonneborn_berger.to_string()];
                    let own = by_id.get(&s.entrant)?;
                    l.sheet = own
                        .rounds
                        .iter()
                        .map(|r| match r {
                            SwissGame::Played { result, .. } => mark(*result),
                            SwissGame::Bye => "+".into(),
                            SwissGame::Absent => "-".into(),
                        })
                        .collect();
                    Some(l)
                })
                .collect()
        }
        TournamentKind::RoundRobin => {
            let players = round_robin_players(rows.entrants);
            let ids: Vec<EntrantId> = players.iter().map(|e| EntrantId(e.player)).collect();
            let games: Vec<(Pairing, GameResult)> = finished(rows.games)
                .map(|(g, result)| {
                    (
                        Pairing {
                            white: EntrantId(g.white),
                            black: EntrantId(g.black),
                        },
                        result,
                    )
                })
                .collect();
            let table = round_robin::crosstable(&ids, &games);
            table
                .rows
                .iter()
                .enumerate()
                .filter_map(|(rank, row)| {
                    let mut l = line(row.entrant.0, rank)?;
                    l.score = row.score.to_string();
                    l.tiebreaks = vec![row.sonneborn_berger.to_string()];
                    // One cell per opponent in the table's order: "x" for oneself.
                    l.sheet = row
                        .cells
                        .iter()
                        .zip(&table.rows)
                        .map(|(cell, other)| {
                            if other.entrant == row.entrant {
                                "x".into()
                            } else if cell.is_empty() {
                                String::new()
                            } else {
                                cell.iter().map(|r| mark(*r)).collect::<Vec<_>>().join(" ")
                            }
                        })
                        .collect();
                    Some(l)
                })
                .collect()
        }
    }
}

/// A game's result as written: "1-0", "0-1", "½-½", "aborted".
#[must_use]
pub fn result_words(result: Option<GameResult>) -> String {
    match result {
        Some(GameResult::White) => "1-0".into(),
        Some(GameResult::Black) => "0-1".into(),
        Some(GameResult::Draw) => "½-½".into(),
        None => "aborted".into(),
    }
}
