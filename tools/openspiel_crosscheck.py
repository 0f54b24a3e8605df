#!/usr/bin/env python3
"""Cross-check our Amazons and Lines of Action engines against OpenSpiel, move by move.

For Amazons 6x6, 8x8, 10x10 and Lines of Action, plays random games through our engine
(`skillgames engine`, see tools/engine.py) and through OpenSpiel (`pyspiel`) in lockstep. At
every position, start and end included, it compares:

- the board (every square, after translating OpenSpiel's coordinates to ours) and the side
  to move, so a coordinate mix-up shows at once on either colour;
- the full set of legal moves: ours from `moves`; OpenSpiel's Amazons moves by expanding its
  three actions (pick an amazon, pick its destination, pick the arrow's square) into
  `from-to/arrow` triples, its Lines of Action moves from its action strings (already written
  `b1-d3` / `c1xa3`, the same notation as ours);
- whether the game is over, and who won (and that our reason is plausible).

Coordinate conventions found by experiment and checked square by square at every position:
- Amazons: OpenSpiel action = row * N + col with row 0 the TOP row, col 0 the left file; its
  player 0 ('X') is our White (bottom, moves first), player 1 ('O') our Black, '#' an arrow.
  So action (row, col) is our square file 'a'+col, rank N-row.
- Lines of Action: OpenSpiel prints rank 8 first and rank 1 last, files a-h left to right;
  player 0 ('x') is our Black (ranks 1 and 8, moves first), 'o' our White. Its action strings
  use exactly our notation.

Differences in the rules that are allowed for, not reported:
- OpenSpiel's Lines of Action draws a game when a board repeats (we have no such rule): the
  game is stopped there and counted as "stopped by repetition". It also checks repetition
  before connection, so a connecting move that repeats a board is a draw there.
- OpenSpiel's Lines of Action is loaded with a huge max_game_length so it never truncates;
  our 300-ply draw (reason movelimit) is then checked independently: at ply 300 ours must be
  drawn unless the mover (or, after a capture, the opponent) is connected.

Usage:
    python3 tools/openspiel_crosscheck.py                 # 100 games per variant, seed 1
    python3 tools/openspiel_crosscheck.py --games 100 --seed 7 --variants amazons6 loa
    python3 tools/openspiel_crosscheck.py --engine path/to/skillgames

Exit status 0 when everything agrees, 1 on any disagreement (each is printed), 2 when the
engine cannot be started.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pyspiel  # noqa: E402

from engine import Engine, add_engine_argument, start_engine  # noqa: E402

LOA_MOVE_LIMIT = 300
# Enough disagreements printed per game before giving up on that game.
MAX_REPORTS = 5


def expand_fen_board(fen: str) -> list[str]:
    """Our position text's board as a list of rows, top row first, one char per square
    ('.' for empty)."""
    rows = []
    for rank in fen.split()[0].split("/"):
        row = ""
        digits = ""
        for ch in rank:
            if ch.isdigit():
                digits += ch
            else:
                if digits:
                    row += "." * int(digits)
                    digits = ""
                row += ch
        if digits:
            row += "." * int(digits)
        rows.append(row)
    return rows


def square_name(col: int, rank: int) -> str:
    """Our square name from a 0-based file index and a 1-based rank."""
    return f"{chr(ord('a') + col)}{rank}"


def connected(board: list[str], piece: str) -> bool:
    """Whether all `piece` squares of a top-first board are one 8-connected group."""
    cells = {(r, c) for r, row in enumerate(board) for c, ch in enumerate(row) if ch == piece}
    if not cells:
        return False
    start = next(iter(cells))
    seen = {start}
    stack = [start]
    while stack:
        r, c = stack.pop()
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                n = (r + dr, c + dc)
                if n in cells and n not in seen:
                    seen.add(n)
                    stack.append(n)
    return len(seen) == len(cells)


class Checker:
    """Counts and reports for one variant."""

    def __init__(self, name: str):
        self.name = name
        self.games = 0
        self.positions = 0
        self.moves = 0
        self.plies = 0
        self.terminals: dict[str, int] = {}
        self.repetitions = 0
        self.errors: list[str] = []

    def fail(self, game_no: int, ply: int, fen: str, message: str) -> None:
        self.errors.append(f"[{self.name} game {game_no} ply {ply}] {message}\n    fen {fen}")

    def summary(self) -> str:
        ends = ", ".join(f"{k} {v}" for k, v in sorted(self.terminals.items()))
        text = (
            f"{self.name:10s} games {self.games:4d}  plies {self.plies:6d}  "
            f"positions {self.positions:6d}  moves compared {self.moves:9d}  ends: {ends}"
        )
        if self.repetitions:
            text += f"  (stopped by OpenSpiel repetition: {self.repetitions})"
        return text


# ---------------------------------------------------------------------------------------
# Amazons


def amazons_square(action: int, n: int) -> str:
    row, col = divmod(action, n)
    return square_name(col, n - row)


def amazons_action(square: str, n: int) -> int:
    col = ord(square[0]) - ord("a")
    rank = int(square[1:])
    return (n - rank) * n + col


def openspiel_amazons_moves(state, n: int) -> list[str]:
    """Every legal Amazons turn of an OpenSpiel state at the amazon-selection step."""
    moves = []
    for frm in state.legal_actions():
        s1 = state.clone()
        s1.apply_action(frm)
        for to in s1.legal_actions():
            s2 = s1.clone()
            s2.apply_action(to)
            prefix = f"{amazons_square(frm, n)}-{amazons_square(to, n)}/"
            moves.extend(prefix + amazons_square(arrow, n) for arrow in s2.legal_actions())
    return moves


def openspiel_amazons_board(state) -> list[str]:
    """OpenSpiel's Amazons board in our letters, top row first."""
    table = {".": ".", "X": "W", "O": "B", "#": "X"}
    return ["".join(table[ch] for ch in line) for line in str(state).strip().split("\n")]


def check_amazons(engine: Engine, n: int, games: int, rng: random.Random) -> Checker:
    checker = Checker(f"amazons{n}")
    game = pyspiel.load_game(f"amazons(board_size={n})")
    for game_no in range(games):
        checker.games += 1
        engine.new("amazons", n)
        state = game.new_initial_state()
        ply = 0
        reports = len(checker.errors)
        while True:
            fen = engine.fen()
            checker.positions += 1
            fields = fen.split()
            # Board and side to move.
            ours_board = expand_fen_board(fen)
            their_board = openspiel_amazons_board(state)
            if ours_board != their_board:
                checker.fail(game_no, ply, fen, f"boards differ: ours {ours_board} OpenSpiel {their_board}")
            if fields[2:] != [str(ply), str(ply)]:
                checker.fail(game_no, ply, fen, f"quiet/ply fields {fields[2:]} expected {ply} {ply}")
            # End of game.
            ours_result = engine.result()
            if state.is_terminal():
                winner = "white" if state.returns()[0] > 0 else "black"
                if ours_result != (winner, "nomoves"):
                    checker.fail(game_no, ply, fen, f"result: ours {ours_result}, OpenSpiel {winner} nomoves")
            else:
                side = "w" if state.current_player() == 0 else "b"
                if fields[1] != side:
                    checker.fail(game_no, ply, fen, f"side to move: ours {fields[1]}, OpenSpiel {side}")
                if ours_result != ("ongoing", None):
                    checker.fail(game_no, ply, fen, f"result: ours {ours_result}, OpenSpiel ongoing")
            # Legal moves.
            ours = engine.moves()
            theirs = [] if state.is_terminal() else openspiel_amazons_moves(state, n)
            checker.moves += len(theirs)
            if len(set(ours)) != len(ours):
                checker.fail(game_no, ply, fen, "our move list repeats a move")
            if set(ours) != set(theirs):
                only_ours = sorted(set(ours) - set(theirs))
                only_theirs = sorted(set(theirs) - set(ours))
                checker.fail(
                    game_no, ply, fen,
                    f"moves differ: only ours {len(only_ours)} {only_ours[:10]}, "
                    f"only OpenSpiel {len(only_theirs)} {only_theirs[:10]}",
                )
            if len(checker.errors) - reports >= MAX_REPORTS:
                break
            if state.is_terminal() or ours_result[0] != "ongoing":
                key = "ongoing" if ours_result[0] == "ongoing" else f"{ours_result[0]} {ours_result[1]}"
                checker.terminals[key] = checker.terminals.get(key, 0) + 1
                break
            common = sorted(set(ours) & set(theirs))
            if not common:
                checker.fail(game_no, ply, fen, "no common move to play")
                break
            move = rng.choice(common)
            engine.play(move)
            frm, rest = move.split("-")
            to, arrow = rest.split("/")
            for square in (frm, to, arrow):
                action = amazons_action(square, n)
                if action not in state.legal_actions():
                    checker.fail(game_no, ply, fen, f"OpenSpiel refuses step {square} of {move}")
                    break
                state.apply_action(action)
            ply += 1
            checker.plies += 1
    return checker


# ---------------------------------------------------------------------------------------
# Lines of Action


def openspiel_loa_board(state) -> list[str]:
    """OpenSpiel's Lines of Action board in our letters, rank 8 first."""
    table = {".": ".", "x": "B", "o": "W"}
    lines = str(state).split("\n")
    rows = []
    for rank in range(8, 0, -1):
        line = lines[8 - rank]
        if not line.startswith(str(rank)):
            raise RuntimeError(f"unexpected OpenSpiel board line {line!r}")
        rows.append("".join(table[ch] for ch in line[1:9]))
    return rows


def check_loa(engine: Engine, games: int, rng: random.Random) -> Checker:
    checker = Checker("loa")
    # Never truncated by OpenSpiel: our 300-ply limit is checked on its own below.
    game = pyspiel.load_game("lines_of_action(max_game_length=1000000)")
    for game_no in range(games):
        checker.games += 1
        engine.new("loa")
        state = game.new_initial_state()
        ply = 0
        quiet = 0
        seen_boards = set()
        reports = len(checker.errors)
        last_mover = None
        while True:
            fen = engine.fen()
            checker.positions += 1
            fields = fen.split()
            ours_board = expand_fen_board(fen)
            their_board = openspiel_loa_board(state)
            if ours_board != their_board:
                checker.fail(game_no, ply, fen, f"boards differ: ours {ours_board} OpenSpiel {their_board}")
            if fields[2:] != [str(quiet), str(ply)]:
                checker.fail(game_no, ply, fen, f"quiet/ply fields {fields[2:]} expected {quiet} {ply}")
            expected_side = "b" if ply % 2 == 0 else "w"
            if fields[1] != expected_side:
                checker.fail(game_no, ply, fen, f"side to move {fields[1]}, expected {expected_side}")
            board_key = tuple(their_board)
            repeated = board_key in seen_boards
            seen_boards.add(board_key)
            ours_result = engine.result()
            ours = engine.moves()
            if state.is_terminal() and state.returns()[0] == 0 and repeated:
                # OpenSpiel's repetition draw: not one of our rules. Stop this game here.
                checker.repetitions += 1
                key = "stopped: repetition"
                checker.terminals[key] = checker.terminals.get(key, 0) + 1
                break
            if ply >= LOA_MOVE_LIMIT and not state.is_terminal():
                # OpenSpiel plays on; we must have drawn by the move limit (no one connected,
                # or OpenSpiel would be over).
                if ours_result != ("draw", "movelimit"):
                    checker.fail(game_no, ply, fen, f"result at ply {ply}: ours {ours_result}, expected draw movelimit")
                if ours:
                    checker.fail(game_no, ply, fen, "moves listed after the move limit")
                key = "draw movelimit"
                checker.terminals[key] = checker.terminals.get(key, 0) + 1
                break
            if state.is_terminal():
                r = state.returns()[0]
                if r == 0:
                    checker.fail(game_no, ply, fen, "OpenSpiel drew without a repetition")
                    break
                winner = "black" if r > 0 else "white"
                winner_piece = "B" if winner == "black" else "W"
                reason = "connected" if connected(their_board, winner_piece) else "nomoves"
                if ply == LOA_MOVE_LIMIT and reason == "nomoves":
                    # Our order: the 300-ply draw comes before the no-move loss.
                    expected = ("draw", "movelimit")
                else:
                    expected = (winner, reason)
                if ours_result != expected:
                    checker.fail(game_no, ply, fen, f"result: ours {ours_result}, expected {expected} (OpenSpiel {winner}, mover {last_mover})")
            else:
                side = "b" if state.current_player() == 0 else "w"
                if fields[1] != side:
                    checker.fail(game_no, ply, fen, f"side to move: ours {fields[1]}, OpenSpiel {side}")
                if ours_result != ("ongoing", None):
                    checker.fail(game_no, ply, fen, f"result: ours {ours_result}, OpenSpiel ongoing")
            actions = {} if state.is_terminal() else {state.action_to_string(a): a for a in state.legal_actions()}
            checker.moves += len(actions)
            if len(set(ours)) != len(ours):
                checker.fail(game_no, ply, fen, "our move list repeats a move")
            if set(ours) != set(actions):
                only_ours = sorted(set(ours) - set(actions))
                only_theirs = sorted(set(actions) - set(ours))
                checker.fail(
                    game_no, ply, fen,
                    f"moves differ: only ours {only_ours[:10]}, only OpenSpiel {only_theirs[:10]}",
                )
            if len(checker.errors) - reports >= MAX_REPORTS:
                break
            if state.is_terminal() or ours_result[0] != "ongoing":
                key = "ongoing" if ours_result[0] == "ongoing" else f"{ours_result[0]} {ours_result[1]}"
                checker.terminals[key] = checker.terminals.get(key, 0) + 1
                break
            common = sorted(set(ours) & set(actions))
            if not common:
                checker.fail(game_no, ply, fen, "no common move to play")
                break
            move = rng.choice(common)
            last_mover = fields[1]
            engine.play(move)
            state.apply_action(actions[move])
            quiet = 0 if "x" in move else quiet + 1
            ply += 1
            checker.plies += 1
    return checker


VARIANTS = ["amazons6", "amazons8", "amazons10", "loa"]


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Play random games in our engine and OpenSpiel in lockstep and compare "
        "every position's legal moves and result.",
    )
    parser.add_argument("--games", type=int, default=100, help="random games per variant (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument(
        "--variants", nargs="+", choices=VARIANTS, default=VARIANTS,
        help="variants to check (default: all)",
    )
    add_engine_argument(parser)
    args = parser.parse_args()

    engine = start_engine(args.engine)
    if engine is None:
        return 2
    started = time.monotonic()
    checkers = []
    with engine:
        for index, variant in enumerate(args.variants):
            rng = random.Random(f"{args.seed}-{variant}")
            t0 = time.monotonic()
            if variant == "loa":
                checker = check_loa(engine, args.games, rng)
            else:
                checker = check_amazons(engine, int(variant[len("amazons"):]), args.games, rng)
            checkers.append(checker)
            print(f"{checker.summary()}  [{time.monotonic() - t0:.1f}s]", flush=True)
    errors = [e for c in checkers for e in c.errors]
    for error in errors:
        print("DISAGREEMENT", error)
    total_positions = sum(c.positions for c in checkers)
    total_moves = sum(c.moves for c in checkers)
    print(
        f"total: positions {total_positions}, moves compared {total_moves}, "
        f"disagreements {len(errors)}, {time.monotonic() - started:.1f}s"
    )
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
