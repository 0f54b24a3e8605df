#!/usr/bin/env python3
"""An independent, deliberately naive reference implementation of Archimedes.

Written from the rules text (docs of skill.games and the crate docs of
crates/archimedes/src/lib.rs), not from the Rust code: a 2-D list board, no bitboards, no
incremental state, every line of sight walked square by square. It exists to check the
engine's move generation, sinking, end conditions and perft counts.

Rules as implemented:
- Board N x N (6, 8 or 10). White starts bottom-left and moves first. With k = N / 2, White
  stands on every (x, y) with x + y <= k (a1 = (0, 0)) except (0, 0), (k, 0) and (0, k);
  Black is the mirror image through the centre. Fleets: 7, 12, 18.
- A move slides one ship like a queen over empty squares to an empty square: `c3-e5`.
- A ship sees, in each of the 8 directions, the first ship on that line at any distance.
- After a move, every ship (either colour) that sees >= 3 enemy ships sinks; all such ships
  go together (a wave); waves repeat until nothing sinks.
- End, checked in this order after every move (and for a position read from text):
  1. a side with < 3 ships loses; both at once: draw (reason `fleet`);
  2. quiet (plies since the last sinking) >= 50: the larger fleet wins, equal is a draw
     (reason `quiet`);
  3. the side to move has no legal move: it loses (reason `nomoves`).
- Position text: `<ranks top-down, W/B, digits for empty runs> <w|b> <quiet> <ply>`; White
  moves at even plies. Refused: wrong shape, more ships than a fleet, a ship that already
  sees three enemies, quiet > 50 or quiet > ply, side not matching the ply.
- perft(d): at depth 0 every position counts 1; a finished game is a leaf counting 1 at
  whatever depth it ends; otherwise the sum over legal moves of perft(d - 1).

Usage:
    python3 tools/reference_archimedes.py verify [--deep] [--engine PATH]
        Start-position perft counts: 6/8/10 at depths 1-2 (and 3 for 6 and 8); --deep adds
        depth 3 on 10x10 (slow in Python). With --engine also compares with the engine.
    python3 tools/reference_archimedes.py perft --size 8 --depth 2 [--fen TEXT] [--divide]
    python3 tools/reference_archimedes.py crosscheck --games 20 --seed 1 [--engine PATH]
        Random games in lockstep with the engine: at every position compares the position
        text, the legal move set and the result.

Exit status 0 when everything agrees, 1 on any disagreement.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

WHITE = "W"
BLACK = "B"
EMPTY = None

SIZES = (6, 8, 10)
FLEET = {6: 7, 8: 12, 10: 18}
MIN_FLEET = 3
QUIET_LIMIT = 50
WATCHERS_TO_SINK = 3

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]

START_PERFT = {
    6: [33, 1039, 41638],
    8: [61, 3587, 255742],
    10: [99, 9524, 1069935],
}


def other(colour: str) -> str:
    return BLACK if colour == WHITE else WHITE


def square_name(x: int, y: int) -> str:
    return f"{chr(ord('a') + x)}{y + 1}"


def parse_square(text: str, size: int) -> tuple[int, int]:
    x = ord(text[0]) - ord("a")
    y = int(text[1:]) - 1
    if not (0 <= x < size and 0 <= y < size):
        raise ValueError(f"square {text} is off the board")
    return x, y


class Position:
    """A whole Archimedes position. board[y][x] holds 'W', 'B' or None; y = 0 is rank 1."""

    def __init__(self, size: int, board: list[list], turn: str, quiet: int, ply: int):
        self.size = size
        self.board = board
        self.turn = turn
        self.quiet = quiet
        self.ply = ply

    # -- construction ----------------------------------------------------------------------

    @classmethod
    def start(cls, size: int) -> "Position":
        if size not in SIZES:
            raise ValueError(f"size must be one of {SIZES}")
        k = size // 2
        board = [[EMPTY] * size for _ in range(size)]
        for y in range(size):
            for x in range(size):
                if x + y <= k and (x, y) not in ((0, 0), (k, 0), (0, k)):
                    board[y][x] = WHITE
                    board[size - 1 - y][size - 1 - x] = BLACK
        return cls(size, board, WHITE, 0, 0)

    @classmethod
    def from_text(cls, text: str, size: int | None = None) -> "Position":
        fields = text.split()
        if len(fields) != 4:
            raise ValueError("position text needs 4 fields: <ranks> <side> <quiet> <ply>")
        ranks = fields[0].split("/")
        if size is None:
            size = len(ranks)
        if size not in SIZES or len(ranks) != size:
            raise ValueError(f"expected {size} ranks, found {len(ranks)}")
        board = [[EMPTY] * size for _ in range(size)]
        for i, rank_text in enumerate(ranks):
            y = size - 1 - i
            row = []
            number = ""
            for ch in rank_text + "/":
                if ch.isdigit():
                    number += ch
                    continue
                if number:
                    if int(number) == 0:
                        raise ValueError("an empty run of 0")
                    row.extend([EMPTY] * int(number))
                    number = ""
                if ch == "/":
                    break
                if ch not in (WHITE, BLACK):
                    raise ValueError(f"unexpected character {ch!r}")
                row.append(ch)
            if len(row) != size:
                raise ValueError(f"rank {y + 1} has {len(row)} squares, expected {size}")
            board[y] = row
        if fields[1] not in ("w", "b"):
            raise ValueError("side to move must be w or b")
        turn = WHITE if fields[1] == "w" else BLACK
        quiet, ply = int(fields[2]), int(fields[3])
        if quiet < 0 or ply < 0 or quiet > QUIET_LIMIT or quiet > ply:
            raise ValueError(f"bad quiet count {quiet} at ply {ply}")
        if (turn == WHITE) != (ply % 2 == 0):
            raise ValueError("side to move does not match the ply (White moves at even plies)")
        position = cls(size, board, turn, quiet, ply)
        for colour in (WHITE, BLACK):
            if position.count(colour) > FLEET[size]:
                raise ValueError(f"more {colour} ships than a fleet")
        if position.doomed_ships():
            raise ValueError("a ship already sees three enemies")
        return position

    def copy(self) -> "Position":
        return Position(self.size, [row[:] for row in self.board], self.turn, self.quiet, self.ply)

    # -- text ------------------------------------------------------------------------------

    def to_text(self) -> str:
        ranks = []
        for y in range(self.size - 1, -1, -1):
            text = ""
            run = 0
            for x in range(self.size):
                cell = self.board[y][x]
                if cell is EMPTY:
                    run += 1
                else:
                    if run:
                        text += str(run)
                        run = 0
                    text += cell
            if run:
                text += str(run)
            ranks.append(text)
        side = "w" if self.turn == WHITE else "b"
        return f"{'/'.join(ranks)} {side} {self.quiet} {self.ply}"

    # -- looking at the board --------------------------------------------------------------

    def on_board(self, x: int, y: int) -> bool:
        return 0 <= x < self.size and 0 <= y < self.size

    def count(self, colour: str) -> int:
        return sum(1 for row in self.board for cell in row if cell == colour)

    def ships(self, colour: str) -> list[tuple[int, int]]:
        return [
            (x, y)
            for y in range(self.size)
            for x in range(self.size)
            if self.board[y][x] == colour
        ]

    def seen_ships(self, x: int, y: int) -> list[tuple[int, int]]:
        """The first ship in each of the 8 directions from (x, y)."""
        seen = []
        for dx, dy in DIRECTIONS:
            cx, cy = x + dx, y + dy
            while self.on_board(cx, cy):
                if self.board[cy][cx] is not EMPTY:
                    seen.append((cx, cy))
                    break
                cx += dx
                cy += dy
        return seen

    def enemies_seen(self, x: int, y: int) -> int:
        me = self.board[y][x]
        return sum(1 for (sx, sy) in self.seen_ships(x, y) if self.board[sy][sx] == other(me))

    def doomed_ships(self) -> list[tuple[int, int]]:
        """Every ship, of either colour, that sees three or more enemy ships right now."""
        doomed = []
        for y in range(self.size):
            for x in range(self.size):
                if self.board[y][x] is not EMPTY and self.enemies_seen(x, y) >= WATCHERS_TO_SINK:
                    doomed.append((x, y))
        return doomed

    # -- rules -----------------------------------------------------------------------------

    def moves_ignoring_end(self) -> list[str]:
        """Every queen slide of a ship of the side to move, end of game not considered."""
        moves = []
        for (x, y) in self.ships(self.turn):
            for dx, dy in DIRECTIONS:
                cx, cy = x + dx, y + dy
                while self.on_board(cx, cy) and self.board[cy][cx] is EMPTY:
                    moves.append(f"{square_name(x, y)}-{square_name(cx, cy)}")
                    cx += dx
                    cy += dy
        return moves

    def outcome(self) -> tuple[str, str] | None:
        """None while the game goes on, else (white|black|draw, reason)."""
        white, black = self.count(WHITE), self.count(BLACK)
        if white < MIN_FLEET and black < MIN_FLEET:
            return ("draw", "fleet")
        if white < MIN_FLEET:
            return ("black", "fleet")
        if black < MIN_FLEET:
            return ("white", "fleet")
        if self.quiet >= QUIET_LIMIT:
            if white > black:
                return ("white", "quiet")
            if black > white:
                return ("black", "quiet")
            return ("draw", "quiet")
        if not self.moves_ignoring_end():
            return ("black" if self.turn == WHITE else "white", "nomoves")
        return None

    def legal_moves(self) -> list[str]:
        if self.outcome() is not None:
            return []
        return self.moves_ignoring_end()

    def play(self, move: str) -> list[list[tuple[str, tuple[int, int]]]]:
        """Plays a legal move in place. Returns the sinking waves: one list per wave of
        (colour, (x, y)) for each ship sunk in it."""
        if move not in self.legal_moves():
            raise ValueError(f"illegal move {move} in {self.to_text()}")
        frm, to = move.split("-")
        fx, fy = parse_square(frm, self.size)
        tx, ty = parse_square(to, self.size)
        self.board[ty][tx] = self.board[fy][fx]
        self.board[fy][fx] = EMPTY
        waves = []
        while True:
            doomed = self.doomed_ships()
            if not doomed:
                break
            waves.append([(self.board[y][x], (x, y)) for (x, y) in doomed])
            for (x, y) in doomed:  # all removed together, after they are all found
                self.board[y][x] = EMPTY
        self.quiet = 0 if waves else self.quiet + 1
        self.ply += 1
        self.turn = other(self.turn)
        return waves

    def child(self, move: str) -> "Position":
        position = self.copy()
        position.play(move)
        return position


def perft(position: Position, depth: int) -> int:
    if depth == 0 or position.outcome() is not None:
        return 1
    moves = position.moves_ignoring_end()
    if depth == 1:
        return len(moves)
    return sum(perft(position.child(move), depth - 1) for move in moves)


def perft_divide(position: Position, depth: int) -> dict[str, int]:
    if depth == 0:
        return {}
    return {move: perft(position.child(move), depth - 1) for move in position.legal_moves()}


# ---------------------------------------------------------------------------------------
# command line


def _engine(path: str | None):
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from engine import Engine  # noqa: PLC0415

    return Engine(path)


def cmd_verify(args) -> int:
    engine = _engine(args.engine) if args.engine is not None or args.with_engine else None
    failures = 0
    for size in SIZES:
        start = Position.start(size)
        if engine is not None:
            engine.new("archimedes", size)
            if engine.fen() != start.to_text():
                print(f"size {size}: start text ours {engine.fen()} reference {start.to_text()}")
                failures += 1
        for depth, expected in enumerate(START_PERFT[size], start=1):
            if depth == 3 and size == 10 and not args.deep:
                continue
            t0 = time.monotonic()
            got = perft(start, depth)
            line = f"size {size:2d} depth {depth}: reference {got:8d} expected {expected:8d}"
            ok = got == expected
            if engine is not None:
                ours = engine.perft(depth)
                line += f" engine {ours:8d}"
                ok = ok and ours == expected
            line += f"  [{time.monotonic() - t0:.1f}s] {'ok' if ok else 'MISMATCH'}"
            print(line, flush=True)
            failures += not ok
    if engine is not None:
        engine.close()
    return 1 if failures else 0


def cmd_perft(args) -> int:
    position = Position.from_text(args.fen, args.size) if args.fen else Position.start(args.size)
    if args.divide:
        for move, count in sorted(perft_divide(position, args.depth).items()):
            print(move, count)
    print(perft(position, args.depth))
    return 0


def cmd_crosscheck(args) -> int:
    rng = random.Random(args.seed)
    failures = 0
    positions = moves_compared = 0
    endings: dict[str, int] = {}
    with _engine(args.engine) as engine:
        for size in SIZES:
            for game in range(args.games):
                position = Position.start(size)
                engine.new("archimedes", size)
                while True:
                    positions += 1
                    ours_moves = engine.moves()
                    ref_moves = position.legal_moves()
                    moves_compared += len(ref_moves)
                    problems = []
                    if engine.fen() != position.to_text():
                        problems.append(f"text: engine {engine.fen()} reference {position.to_text()}")
                    if sorted(ours_moves) != sorted(ref_moves):
                        problems.append(
                            f"moves: only engine {sorted(set(ours_moves) - set(ref_moves))}, "
                            f"only reference {sorted(set(ref_moves) - set(ours_moves))}"
                        )
                    ours_result = engine.result()
                    ref_result = position.outcome() or ("ongoing", None)
                    if ours_result != ref_result:
                        problems.append(f"result: engine {ours_result} reference {ref_result}")
                    if problems:
                        failures += 1
                        print(f"size {size} game {game} at {position.to_text()}:")
                        for problem in problems:
                            print("   ", problem)
                        break
                    if not ref_moves:
                        key = f"{size}: {ref_result[0]} {ref_result[1]}"
                        endings[key] = endings.get(key, 0) + 1
                        break
                    move = rng.choice(sorted(ref_moves))
                    position.play(move)
                    engine.play(move)
    for key, count in sorted(endings.items()):
        print(f"  ended {key}: {count}")
    print(f"crosscheck: {positions} positions, {moves_compared} moves compared, {failures} disagreements")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description="Naive reference Archimedes: perft and checks.")
    sub = parser.add_subparsers(dest="command", required=True)

    verify = sub.add_parser("verify", help="check the start-position perft counts")
    verify.add_argument("--deep", action="store_true", help="include depth 3 on 10x10 (slow)")
    verify.add_argument("--with-engine", action="store_true", help="also ask the engine (default path)")
    verify.add_argument("--engine", default=None, help="engine binary to compare with")
    verify.set_defaults(func=cmd_verify)

    p = sub.add_parser("perft", help="count a position's perft")
    p.add_argument("--size", type=int, default=None, help="board size (default: from --fen, else 6)")
    p.add_argument("--fen", default=None, help="position text (default: the start)")
    p.add_argument("--depth", type=int, required=True)
    p.add_argument("--divide", action="store_true", help="print the count below each move")
    p.set_defaults(func=cmd_perft)

    c = sub.add_parser("crosscheck", help="random games in lockstep with the engine")
    c.add_argument("--games", type=int, default=10, help="games per board size (default 10)")
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--engine", default=None, help="engine binary (default: see tools/engine.py)")
    c.set_defaults(func=cmd_crosscheck)

    args = parser.parse_args()
    if getattr(args, "size", None) is None and args.command == "perft" and not args.fen:
        args.size = 6
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
