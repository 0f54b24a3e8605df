#!/usr/bin/env python3
"""How often the analysis marks good moves: the thresholds' calibration.

Plays games of one level against another with the native engine (`go <level> seed <n>`), then
analyses every position as the app's worker does (`go nodes <budget>`, the mean of the last two
finished iterations' scores, a finished position judged by its result) and reports how much of
its side's winning chances each move lost (thousandths, `2 / (1 + e^(-score / scale)) - 1`),
per level: a strong level's moves should rarely reach the inaccuracy threshold.

Usage: cargo build --release -p skillgames
       python3 tools/analysis_marks.py <game> <size> <nodes> <scale> [--plies 40] [--games 2]
                                        [--levels hard,hard] [--engine target/release/skillgames]
"""
import argparse
import math
import subprocess


class Engine:
    """`skillgames engine`, one command at a time."""

    def __init__(self, path):
        self.child = subprocess.Popen([path, 'engine'], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(self, command, last):
        """Sends `command`, returns its lines up to the one `last` accepts."""
        self.child.stdin.write(command + '\n')
        self.child.stdin.flush()
        lines = []
        while True:
            line = self.child.stdout.readline().strip()
            lines.append(line)
            if last(line):
                return lines


def reply(line):
    return line.startswith(('ok', 'error', 'result', 'fen', 'bestmove'))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('game')
    parser.add_argument('size')
    parser.add_argument('nodes', type=int)
    parser.add_argument('scale', type=float)
    parser.add_argument('--plies', type=int, default=40)
    parser.add_argument('--games', type=int, default=2)
    parser.add_argument('--levels', default='hard,hard')
    parser.add_argument('--engine', default='target/release/skillgames')
    args = parser.parse_args()
    levels = args.levels.split(',')
    engine = Engine(args.engine)
    engine.send('debug on', reply)

    def chances(white):
        if abs(white) >= 990_000:
            return 1.0 if white > 0 else -1.0
        return 2 / (1 + math.exp(-white / args.scale)) - 1

    def setup(moves):
        engine.send(f'new {args.game} {args.size}', reply)
        if moves:
            engine.send('play ' + ' '.join(moves), reply)

    setup([])
    white_first = ' w ' in engine.send('fen', reply)[-1]
    losses = []
    for game in range(args.games):
        moves = []
        while len(moves) < args.plies:
            setup(moves)
            if engine.send('result', reply)[-1] != 'result ongoing':
                break
            level = levels[(len(moves) + game) % 2]
            best = engine.send(f'go {level} seed {game * 1000 + len(moves)}', reply)[-1]
            moves.append(best.split()[1])
        verdicts = []
        for ply in range(len(moves) + 1):
            setup(moves[:ply])
            result = engine.send('result', reply)[-1]
            if result != 'result ongoing':
                white = 1_000_000 if 'white' in result else -1_000_000 if 'black' in result else 0
                verdicts.append((white, None))
                continue
            lines = engine.send(f'go nodes {args.nodes}', reply)
            scores = [int(l.split()[l.split().index('score') + 1]) for l in lines if l.startswith('info')]
            if len(scores) >= 2 and max(abs(scores[-1]), abs(scores[-2])) < 990_000:
                score = (scores[-1] + scores[-2]) // 2
            else:
                score = scores[-1] if scores else 0
            white_moves = (ply % 2 == 0) == white_first
            verdicts.append((score if white_moves else -score, lines[-1].split()[1]))
        for index, played in enumerate(moves):
            side = 1 if (index % 2 == 0) == white_first else -1
            before, after = verdicts[index], verdicts[index + 1]
            lost = 0 if before[1] == played else side * (chances(before[0]) - chances(after[0]))
            losses.append((levels[(index + game) % 2], round(max(0, lost) * 1000)))
    for level in sorted(set(levels)):
        ours = sorted(lost for who, lost in losses if who == level)
        n = len(ours)
        counts = ', '.join(f'>={t}: {sum(x >= t for x in ours)}' for t in (100, 150, 200, 250, 300, 400))
        print(f'{level}: {n} moves, median {ours[n // 2]}, 90th percentile {ours[int(n * 0.9)]}; {counts}')


if __name__ == '__main__':
    main()
