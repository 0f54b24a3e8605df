//! The report printed at the end of a match.

use super::spec::MatchSpec;
use super::stats::Tally;

/// The match report printed at the end.
#[must_use]
pub fn report(spec: &MatchSpec, tally: &Tally) -> String {
    let (elo, low, high) = tally.elo();
    let fmt_elo = |e: f64| {
        if e.is_finite() {
            format!("{e:+.0}")
        } else if e > 0.0 {
            "+inf".into()
        } else {
            "-inf".into()
        }
    };
    format!(
        "{variant}: {a} vs {b}, {games} games\n\
         {a}: {w} wins, {d} draws, {l} losses ({ww} of the wins as White), score {score:.1}%\n\
         Elo difference {elo} (95% interval {low} to {high}); {forfeits} forfeits; {ply:.0} plies per game",
        variant = spec.variant,
        a = spec.a.name(),
        b = spec.b.name(),
        games = tally.games(),
        w = tally.wins,
        d = tally.draws,
        l = tally.losses,
        ww = tally.wins_as_white,
        score = 100.0 * tally.score(),
        elo = fmt_elo(elo),
        low = fmt_elo(low),
        high = fmt_elo(high),
        forfeits = tally.forfeits,
        ply = tally.plies as f64 / tally.games().max(1) as f64,
    )
}
