#!/usr/bin/env python3
"""Time to reach search depths from each start position, through the engine protocol.

For every variant (Archimedes 6/8/10, Amazons 6/8/10, Lines of Action) and every depth asked
for (default 4, 6 and 8), starts a fresh `skillgames engine`, sends `new <game> <size>`,
`debug on` and `go depth <n>` (the top level's search, without randomness: full width, with
its quiescence), and reports the time and nodes of the last `info` line. A depth that does not
finish within --limit seconds is reported as out of reach (the engine is then stopped), and
deeper ones in that variant are skipped.

Usage:
    python3 tools/search_depth_times.py                     # depths 4 6 8, 120 s per search
    python3 tools/search_depth_times.py --depths 4 6 --limit 30 --variants loa amazons8
"""

from __future__ import annotations

import argparse
import queue
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine import Engine, add_engine_argument, start_engine  # noqa: E402

VARIANTS = {
    "archimedes6": ("archimedes", 6),
    "archimedes8": ("archimedes", 8),
    "archimedes10": ("archimedes", 10),
    "amazons6": ("amazons", 6),
    "amazons8": ("amazons", 8),
    "amazons10": ("amazons", 10),
    "loa": ("loa", 8),
}


def timed_search(path: str | None, game: str, size: int, depth: int, limit: float):
    """(seconds, last info line) of `go depth <depth>` from the start, or None past `limit`."""
    engine = Engine(path)
    try:
        engine.new(game, size)
        engine.send("debug on")
        lines: queue.Queue[str] = queue.Queue()
        assert engine.proc.stdin is not None and engine.proc.stdout is not None
        stdout = engine.proc.stdout

        def read() -> None:
            for line in stdout:
                lines.put(line.strip())
                if line.startswith("bestmove"):
                    return

        reader = threading.Thread(target=read, daemon=True)
        started = time.monotonic()
        engine.proc.stdin.write(f"go depth {depth}\n")
        engine.proc.stdin.flush()
        reader.start()
        reader.join(limit)
        seconds = time.monotonic() - started
        if reader.is_alive():
            return None
        info = [line for line in lines.queue if line.startswith("info")]
        return seconds, info[-1] if info else ""
    finally:
        engine.proc.kill()
        engine.proc.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", nargs="+", choices=list(VARIANTS), default=list(VARIANTS))
    parser.add_argument("--depths", nargs="+", type=int, default=[4, 6, 8])
    parser.add_argument("--limit", type=float, default=120.0, help="seconds per search (default 120)")
    add_engine_argument(parser)
    args = parser.parse_args()
    engine = start_engine(args.engine)  # fail early if the binary is missing
    if engine is None:
        return 2
    engine.close()
    print("variant       depth  seconds        nodes  last info")
    for variant in args.variants:
        game, size = VARIANTS[variant]
        for depth in sorted(args.depths):
            result = timed_search(args.engine, game, size, depth, args.limit)
            if result is None:
                print(f"{variant:12s} {depth:6d}  > {args.limit:.0f} s (out of reach; deeper skipped)", flush=True)
                break
            seconds, info = result
            words = info.split()
            nodes = words[words.index("nodes") + 1] if "nodes" in words else "?"
            print(f"{variant:12s} {depth:6d} {seconds:8.2f} {nodes:>12s}  {' '.join(words[:8])}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
