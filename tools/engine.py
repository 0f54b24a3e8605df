#!/usr/bin/env python3
"""A tiny client for the skillgames engine protocol.

The engine (`skillgames engine`) reads one command per line on standard input and answers
each with exactly one line (see crates/cli/src/protocol.rs). This module spawns it with pipes
and offers one method per command; an answer starting with `error` raises `EngineError`.

The binary is, in order of preference: the path given to `Engine(path=...)` (or `--engine`
on the tools' command lines), the environment variable SKILLGAMES_ENGINE, or
target/release/skillgames under the repository root (build it with
`cargo build --release -p skillgames`). A relative path is looked up in the current directory,
then under the repository root.

Usage as a library:

    from engine import Engine
    with Engine() as e:
        e.new("archimedes", 6)
        print(e.fen(), e.moves(), e.perft(2))

Usage from the shell (sends each argument as one command line and prints the answers):

    python3 tools/engine.py "new amazons 6" "perft 1"
    python3 tools/engine.py --engine path/to/skillgames "new loa" moves
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_BINARY = REPO_ROOT / "target" / "release" / "skillgames"


class EngineError(RuntimeError):
    """The engine answered `error ...`, died, or said something unexpected."""


def default_engine_path(override: str | None = None) -> str:
    """The engine binary to run: `override`, else $SKILLGAMES_ENGINE, else the release build."""
    path = override or os.environ.get("SKILLGAMES_ENGINE")
    if not path:
        return str(DEFAULT_BINARY)
    # A relative path is taken from the current directory, else from the repository root.
    if not Path(path).is_absolute() and not Path(path).is_file() and (REPO_ROOT / path).is_file():
        return str(REPO_ROOT / path)
    return path


def add_engine_argument(parser: argparse.ArgumentParser) -> None:
    """Adds the shared `--engine PATH` option to a tool's argument parser."""
    parser.add_argument(
        "--engine",
        default=None,
        help="path to the skillgames binary (default: $SKILLGAMES_ENGINE or "
        "target/release/skillgames under the repository root)",
    )


class Engine:
    """One running `skillgames engine` process, spoken to one line at a time."""

    def __init__(self, path: str | None = None):
        self.path = default_engine_path(path)
        if not Path(self.path).is_file():
            raise EngineError(
                f"engine binary not found at {self.path} "
                "(build it with `cargo build --release -p skillgames`)"
            )
        self.proc = subprocess.Popen(
            [self.path, "engine"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    # -- plumbing -------------------------------------------------------------------------

    def send(self, line: str) -> str:
        """Sends one command line and returns the one answer line (without its newline).

        Raises EngineError when the answer is `error ...` or the engine has gone.
        """
        if "\n" in line or "\r" in line:
            raise ValueError("a command is one line")
        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError as err:
            raise EngineError(f"engine exited before {line!r}") from err
        reply = self.proc.stdout.readline()
        if not reply:
            raise EngineError(f"engine exited without answering {line!r}")
        reply = reply.rstrip("\r\n")
        if reply == "error" or reply.startswith("error "):
            raise EngineError(f"{line!r} -> {reply}")
        return reply

    def _expect(self, line: str, head: str) -> str:
        reply = self.send(line)
        if reply == head:
            return ""
        if not reply.startswith(head + " "):
            raise EngineError(f"{line!r} -> unexpected answer {reply!r}")
        return reply[len(head) + 1 :]

    def close(self) -> None:
        """Sends `quit` and waits for the process to end."""
        if self.proc.poll() is None:
            try:
                assert self.proc.stdin is not None
                self.proc.stdin.write("quit\n")
                self.proc.stdin.close()
            except (BrokenPipeError, OSError):
                pass
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- commands -------------------------------------------------------------------------

    def new(self, game: str, size: int | None = None) -> None:
        """`new <game> [size]`: the start position."""
        self._expect(f"new {game}" + (f" {size}" if size is not None else ""), "ok")

    def position(self, game: str, size: int, fen: str) -> None:
        """`position <game> <size> <fen>`."""
        self._expect(f"position {game} {size} {fen}", "ok")

    def fen(self) -> str:
        """`fen`: the position text."""
        return self._expect("fen", "fen")

    def moves(self) -> list[str]:
        """`moves`: the legal moves (empty once the game is over or stuck)."""
        return self._expect("moves", "moves").split()

    def play(self, *moves: str) -> None:
        """`play <m>...`: plays the moves, all or nothing."""
        if not moves:
            raise ValueError("play needs at least one move")
        self._expect("play " + " ".join(moves), "ok")

    def result(self) -> tuple[str, str | None]:
        """`result`: ("ongoing", None) or (white|black|draw, reason)."""
        words = self._expect("result", "result").split()
        if words == ["ongoing"]:
            return ("ongoing", None)
        if len(words) != 2:
            raise EngineError(f"unexpected result answer {words!r}")
        return (words[0], words[1])

    def perft(self, depth: int) -> int:
        """`perft <depth>`: the number of leaves `depth` plies deep."""
        return int(self._expect(f"perft {depth}", "perft"))


def start_engine(path: str | None) -> "Engine | None":
    """Starts the engine for a command-line tool, or prints why it cannot start and returns None
    (the tools then exit with status 2)."""
    try:
        return Engine(path)
    except EngineError as err:
        print(err, file=sys.stderr)
        return None


def main() -> int:
    parser = argparse.ArgumentParser(
        description="Send protocol commands to the skillgames engine and print the answers."
    )
    add_engine_argument(parser)
    parser.add_argument("commands", nargs="*", help="command lines, e.g. 'new loa' moves")
    args = parser.parse_args()
    status = 0
    engine = start_engine(args.engine)
    if engine is None:
        return 2
    with engine:
        for command in args.commands:
            try:
                print(engine.send(command))
            except EngineError as err:
                print(err, file=sys.stderr)
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
