//! Conditional moves (a correspondence player's plan): lines "if they play X, I answer Y"
//! (then perhaps "if they then play Z, I answer W"), several branches, kept privately for the
//! player while it is the opponent's turn. When the opponent's move matches a branch, the
//! answer is played at once, as the player would; otherwise the plan is dropped. Pure: checked
//! against the rules here, kept by the store, followed by the task (`step.rs`).

use skillgames_online::Refusal;

use crate::round::{PlayerId, Round, Status};

/// The most branches a plan may have.
pub const MAX_LINES: usize = 32;
/// The most moves a line may have (both sides').
pub const MAX_LINE_LEN: usize = 20;

/// A player's plan in a game: lines of moves from the position after `ply` moves, each the
/// opponent's move and then the player's answer, in turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// The moves before the plan's first (the opponent's) move.
    pub ply: u32,
    /// The lines, each an even number of moves (theirs, then the answer).
    pub lines: Vec<Vec<String>>,
}

/// `lines` as `player`'s plan in `round`, checked: a correspondence game being played, the
/// opponent to move, every line an even number (at least two) of legal moves from here, the
/// same answer wherever two lines start alike, within [`MAX_LINES`] and [`MAX_LINE_LEN`].
///
/// # Errors
/// [`Refusal::NotYourGame`], [`Refusal::NotNow`] (not a correspondence game being played, or
/// the player's own turn), [`Refusal::IllegalMove`] for a move the rules refuse or a line that
/// is empty, odd, too long, too many, or answers one position two ways.
pub(super) fn check(
    round: &Round,
    player: PlayerId,
    lines: &[Vec<String>],
) -> Result<Plan, Refusal> {
    let side = round.side_of(player).ok_or(Refusal::NotYourGame)?;
    if round.status != Status::Playing
        || !round.terms.time.is_correspondence()
        || round.to_move() == side
    {
        return Err(Refusal::NotNow);
    }
    if lines.len() > MAX_LINES {
        return Err(Refusal::IllegalMove);
    }
    for (index, line) in lines.iter().enumerate() {
        if line.len() < 2 || !line.len().is_multiple_of(2) || line.len() > MAX_LINE_LEN {
            return Err(Refusal::IllegalMove);
        }
        let mut rules = round
            .terms
            .variant
            .rules(None)
            .map_err(|_| Refusal::IllegalMove)?;
        for mv in round.moves().iter().chain(line) {
            if rules.outcome().is_some() {
                // A line going on past the end of the game.
                return Err(Refusal::IllegalMove);
            }
            rules.play_move(mv).map_err(|_| Refusal::IllegalMove)?;
        }
        // Where two lines share the opponent's moves so far, they answer alike.
        for other in &lines[..index] {
            for at in (0..line.len().min(other.len())).step_by(2) {
                if line[..=at] != other[..=at] {
                    break;
                }
                if line[at + 1] != other[at + 1] {
                    return Err(Refusal::IllegalMove);
                }
            }
        }
    }
    Ok(Plan {
        ply: round.ply(),
        lines: lines.to_vec(),
    })
}

/// What `plan` does when the opponent played `mv` after `ply` moves: the answer and what is
/// left of the plan (from two moves on), or `None` when no branch starts with `mv` (or the
/// plan was made for another moment): the plan is then dropped.
#[must_use]
pub(super) fn follow(plan: &Plan, ply: u32, mv: &str) -> Option<(String, Plan)> {
    if plan.ply != ply {
        return None;
    }
    let answer = plan.lines.iter().find(|l| l[0] == mv)?[1].clone();
    let rest = plan
        .lines
        .iter()
        .filter(|l| l.len() > 2 && l[0] == mv && l[1] == answer)
        .map(|l| l[2..].to_vec())
        .collect();
    Some((
        answer,
        Plan {
            ply: ply + 2,
            lines: rest,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillgames_catalogue::CATALOGUE;

    const ADA: PlayerId = 1;
    const BOB: PlayerId = 2;

    fn game(time: &str) -> Round {
        super::super::begun_between_1_and_2(time)
    }

    fn legal(moves: &[String], index: usize) -> String {
        let mut rules = CATALOGUE
            .variant("amazons", Some("6"))
            .unwrap()
            .rules(None)
            .unwrap();
        for mv in moves {
            rules.play_move(mv).unwrap();
        }
        rules.legal_moves()[index].clone()
    }

    #[test]
    fn a_plan_is_checked_against_the_rules_and_the_turn() {
        let round = game("3d");
        // Ada (White) to move: Bob may plan his answers, Ada may not.
        let x = legal(&[], 0);
        let y = legal(std::slice::from_ref(&x), 0);
        let plan = check(&round, BOB, &[vec![x.clone(), y.clone()]]).unwrap();
        assert_eq!(plan.ply, 0);
        assert_eq!(
            check(&round, ADA, &[vec![x.clone(), y.clone()]]),
            Err(Refusal::NotNow)
        );
        assert_eq!(check(&round, 9, &[]), Err(Refusal::NotYourGame));
        for bad in [
            vec![vec![x.clone()]],
            vec![vec![]],
            vec![vec![x.clone(), "z9-z9/z9".into()]],
            vec![vec![y.clone(), x.clone()]],
            vec![vec![x.clone(); MAX_LINE_LEN + 2]],
        ] {
            assert_eq!(
                check(&round, BOB, &bad),
                Err(Refusal::IllegalMove),
                "{bad:?}"
            );
        }
        let other = legal(std::slice::from_ref(&x), 1);
        assert_eq!(
            check(
                &round,
                BOB,
                &[vec![x.clone(), y.clone()], vec![x.clone(), other]]
            ),
            Err(Refusal::IllegalMove),
            "one position, two answers"
        );
        assert_eq!(
            check(
                &round,
                BOB,
                &vec![vec![x.clone(), y.clone()]; MAX_LINES + 1]
            ),
            Err(Refusal::IllegalMove)
        );
        assert_eq!(
            check(&game("5+3"), BOB, &[vec![x, y]]),
            Err(Refusal::NotNow)
        );
    }

    #[test]
    fn a_plan_answers_a_matching_move_and_drops_otherwise() {
        let round = game("3d");
        let (x1, x2) = (legal(&[], 0), legal(&[], 1));
        let y1 = legal(std::slice::from_ref(&x1), 0);
        let y2 = legal(std::slice::from_ref(&x2), 0);
        let z = legal(&[x1.clone(), y1.clone()], 0);
        let w = legal(&[x1.clone(), y1.clone(), z.clone()], 0);
        let plan = check(
            &round,
            BOB,
            &[
                vec![x1.clone(), y1.clone(), z.clone(), w.clone()],
                vec![x2.clone(), y2.clone()],
            ],
        )
        .unwrap();
        // The second branch: answered, nothing left.
        let (answer, rest) = follow(&plan, 0, &x2).unwrap();
        assert_eq!(answer, y2);
        assert!(rest.lines.is_empty());
        // The first, two moves deep: answered, then the rest waits for the next move.
        let (answer, rest) = follow(&plan, 0, &x1).unwrap();
        assert_eq!(answer, y1);
        assert_eq!(
            rest,
            Plan {
                ply: 2,
                lines: vec![vec![z.clone(), w.clone()]]
            }
        );
        assert_eq!(follow(&rest, 2, &z).unwrap().0, w);
        // Not matched, or another moment: dropped.
        assert_eq!(follow(&plan, 0, &legal(&[], 2)), None);
        assert_eq!(follow(&plan, 2, &x1), None);
    }
}
