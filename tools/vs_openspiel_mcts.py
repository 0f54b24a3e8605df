#!/usr/bin/env python3
"""Benchmark: our top level against OpenSpiel's C++ MCTSBot (random-rollout evaluator).

Plays Amazons (6x6, 8x8, 10x10) and Lines of Action games between `skillgames engine` (through
the engine protocol, tools/engine.py) at its top level (crazy in Amazons, hard in Lines of
Action) and `pyspiel.MCTSBot` with UCT (c = 2) and a `RandomRolloutEvaluator` (one rollout per
leaf), by default 20,000 simulations per action in Amazons (OpenSpiel splits a turn into three
actions: pick an amazon, its destination, its arrow's square; each is searched afresh) and
2,000 per move in Lines of Action. Colours alternate: our engine moves first in even-numbered
games. Our engine is the referee (its rules are cross-checked against OpenSpiel's by
tools/openspiel_crosscheck.py, whose coordinate mapping this script reuses); OpenSpiel's state
is kept in step to feed the bot.

Lines of Action: OpenSpiel draws a game when a board repeats, which is not one of our rules; if
OpenSpiel's state ends that way while ours goes on, the game is counted as a draw and reported
("repetition"). Our 300-ply limit draws as usual.

It is a benchmark, not a test: the issue's target is that our top level scores at least 90%
over 40 games per variant. Prints one line per game, then wins/draws/losses and the score.

Usage:
    python3 tools/vs_openspiel_mcts.py                         # all variants, 40 games each
    python3 tools/vs_openspiel_mcts.py --variants amazons6 --games 10
    python3 tools/vs_openspiel_mcts.py --variants loa --movetime 500   # our side's move time
    python3 tools/vs_openspiel_mcts.py --simulations 5000              # all variants

Exit status: 0 after playing, 2 when the engine cannot be started.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pyspiel  # noqa: E402

from engine import Engine, EngineError, add_engine_argument, start_engine  # noqa: E402
from openspiel_crosscheck import amazons_action, amazons_square  # noqa: E402

VARIANTS = ["amazons6", "amazons8", "amazons10", "loa"]
# The budgets for OpenSpiel's bot.
DEFAULT_SIMULATIONS = {"amazons": 20_000, "loa": 2_000}
# Our full-strength level per game.
TOP_LEVEL = {"amazons": "crazy", "loa": "hard"}
# OpenSpiel's UCT exploration constant, as the issue specifies.
UCT_C = 2.0
# Rollouts per leaf of the random-rollout evaluator.
ROLLOUTS = 1
# Memory OpenSpiel's tree may use before it stops growing.
MAX_MEMORY_MB = 1000


class Side:
    """Running totals of one player's thinking time."""

    def __init__(self) -> None:
        self.times: list[float] = []

    def add(self, seconds: float) -> None:
        self.times.append(seconds)

    def summary(self) -> str:
        if not self.times:
            return "no moves"
        return (
            f"{len(self.times)} moves, mean {statistics.mean(self.times):.2f} s, "
            f"max {max(self.times):.2f} s"
        )


def load(variant: str):
    """(game kind, board size, OpenSpiel game) for a variant name."""
    if variant == "loa":
        # OpenSpiel's default length (1000 plies) is past our 300-ply draw: ours ends first.
        return "loa", 8, pyspiel.load_game("lines_of_action")
    size = int(variant[len("amazons"):])
    return "amazons", size, pyspiel.load_game(f"amazons(board_size={size})")


def our_player_index(kind: str, our_colour_first: bool) -> int:
    """OpenSpiel's player number (0 moves first in both games) for our engine."""
    return 0 if our_colour_first else 1


def play_mcts_turn(kind: str, size: int, bot, state) -> str:
    """Lets the bot choose a whole turn on `state` (applied to it); returns it in our notation."""
    if kind == "loa":
        action = bot.step(state)
        text = state.action_to_string(state.current_player(), action)
        state.apply_action(action)
        return text
    squares = []
    for _ in range(3):
        action = bot.step(state)
        squares.append(amazons_square(action, size))
        state.apply_action(action)
    return f"{squares[0]}-{squares[1]}/{squares[2]}"


def apply_our_move(kind: str, size: int, move: str, state) -> None:
    """Plays our move on OpenSpiel's state."""
    if kind == "loa":
        actions = {state.action_to_string(state.current_player(), a): a for a in state.legal_actions()}
        if move not in actions:
            raise RuntimeError(f"OpenSpiel refuses our move {move}")
        state.apply_action(actions[move])
        return
    frm, rest = move.split("-")
    to, arrow = rest.split("/")
    for square in (frm, to, arrow):
        action = amazons_action(square, size)
        if action not in state.legal_actions():
            raise RuntimeError(f"OpenSpiel refuses step {square} of {move}")
        state.apply_action(action)


def play_game(engine: Engine, args, kind: str, size: int, game, game_no: int, ours_times: Side, theirs_times: Side):
    """Plays one game; returns (points for us, reason, plies)."""
    we_start = game_no % 2 == 0
    level = args.level or TOP_LEVEL[kind]
    sims = args.simulations or DEFAULT_SIMULATIONS[kind]
    bot = pyspiel.MCTSBot(
        game,
        pyspiel.RandomRolloutEvaluator(ROLLOUTS, args.seed + game_no),
        UCT_C,
        sims,
        MAX_MEMORY_MB,
        args.solve,
        args.seed + game_no,
        False,
    )
    engine.new(kind, size)
    state = game.new_initial_state()
    our_index = our_player_index(kind, we_start)
    plies = 0
    while True:
        status, reason = engine.result()
        if status != "ongoing":
            # Amazons: White (ours when we start) is OpenSpiel's player 0; Lines of Action: Black.
            first = "white" if kind == "amazons" else "black"
            if status == "draw":
                return 0.5, reason, plies
            we_won = (status == first) == we_start
            return (1.0 if we_won else 0.0), reason, plies
        if state.is_terminal():
            # Only OpenSpiel's repetition draw in Lines of Action ends its game before ours.
            return 0.5, "repetition", plies
        if state.current_player() == our_index:
            go = f"go {level} seed {args.seed + game_no}"
            if args.movetime:
                go += f" movetime {args.movetime}"
            started = time.monotonic()
            reply = engine.send(go)
            ours_times.add(time.monotonic() - started)
            if not reply.startswith("bestmove "):
                raise EngineError(f"{go!r} -> {reply!r}")
            move = reply.split()[1]
            engine.play(move)
            apply_our_move(kind, size, move, state)
        else:
            started = time.monotonic()
            move = play_mcts_turn(kind, size, bot, state)
            theirs_times.add(time.monotonic() - started)
            engine.play(move)
        plies += 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", nargs="+", choices=VARIANTS, default=VARIANTS)
    parser.add_argument("--games", type=int, default=40, help="games per variant (default 40)")
    parser.add_argument(
        "--simulations", type=int, default=None,
        help="MCTS simulations per action (default 20000 in Amazons, 2000 in Lines of Action)",
    )
    parser.add_argument("--level", default=None, help="our level (default: crazy in Amazons, hard in LOA)")
    parser.add_argument("--movetime", type=int, default=None, help="our milliseconds per move (default: the level's budget)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the bot and of our engine (default 1)")
    parser.add_argument(
        "--no-solve", dest="solve", action="store_false",
        help="turn off MCTS-Solver's proven-value backup (on by default, as in OpenSpiel's examples)",
    )
    add_engine_argument(parser)
    args = parser.parse_args()

    engine = start_engine(args.engine)
    if engine is None:
        return 2
    with engine:
        for variant in args.variants:
            kind, size, game = load(variant)
            level = args.level or TOP_LEVEL[kind]
            sims = args.simulations or DEFAULT_SIMULATIONS[kind]
            print(
                f"== {variant}: skillgames {level}"
                f"{f' movetime {args.movetime} ms' if args.movetime else ''} vs OpenSpiel MCTSBot "
                f"(uct_c {UCT_C}, {sims} simulations per action, random rollouts, solve {args.solve}), "
                f"{args.games} games",
                flush=True,
            )
            wins = draws = losses = 0
            ours_times, theirs_times = Side(), Side()
            started = time.monotonic()
            for game_no in range(args.games):
                t0 = time.monotonic()
                points, reason, plies = play_game(engine, args, kind, size, game, game_no, ours_times, theirs_times)
                if points == 1.0:
                    wins += 1
                elif points == 0.5:
                    draws += 1
                else:
                    losses += 1
                colour = "first" if game_no % 2 == 0 else "second"
                word = {1.0: "win", 0.5: "draw", 0.0: "loss"}[points]
                print(
                    f"game {game_no + 1:3d}: we moved {colour:6s} -> {word:4s} ({reason}, {plies} plies, "
                    f"{time.monotonic() - t0:.0f} s)  running +{wins} ={draws} -{losses}",
                    flush=True,
                )
            played = wins + draws + losses
            score = (wins + draws / 2) / max(played, 1)
            print(
                f"{variant}: skillgames {level} vs MCTSBot({sims}): {wins} wins, {draws} draws, "
                f"{losses} losses of {played}, score {100 * score:.1f}% "
                f"[{time.monotonic() - started:.0f} s]",
                flush=True,
            )
            print(f"  skillgames: {ours_times.summary()}; MCTSBot: {theirs_times.summary()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
