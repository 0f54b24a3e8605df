#!/usr/bin/env python3
"""A bot driven by lichess's own Python client plays our bot, `skillgames bot`, on a skillgames server.

The Bot API of skillgames is shaped like lichess's so that lichess's client libraries work
against it by changing only the base address. This drives `berserk` (PyPI) exactly as a
lichess bot author would, against `skillgames serve` started here on a free loopback port
with a fresh data folder:

1. accounts are made (the site's sign-up), and each makes a personal API token with the bot
   scope (the account page's request);
2. `skillgames bot` plays for one of them (level easy, casual games only), through the public
   API as any bot would;
3. through berserk only, the other reads its account, upgrades it to a BOT, opens its event
   stream and challenges our bot by name to a game of each of our games (a variant naming our
   game and board); our bot accepts, both play until the game ends (berserk's side reads
   `gameFull` and then `gameState` after every move, and plays the moves our engine
   (`skillgames engine`, level easy) chooses); the stored game has the moves played and the
   event stream says `gameFinish`. A rated challenge is declined, with the reason `casual`;
4. refusals as lichess gives them, between two berserk bots: an illegal move, a move out of
   turn, a move in a game not theirs, a challenge to oneself and to an unknown name, an
   unknown token.

Usage:
    python3 tools/berserk_bots.py --engine target/debug/skillgames

Exit status 0 when every game was played to its end and every refusal came, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import berserk
import requests

from engine import Engine, add_engine_argument, default_engine_path

# The games played: (our game's name, board size). berserk has no board-size field: the
# variant names both (`amazons-6`), as docs/api.md says.
GAMES = [("archimedes", 6), ("amazons", 6), ("loa", 8)]
# How long one game may take, at the easy level with a 5+3 clock.
GAME_SECONDS = 240
# How long the server may take to start.
START_SECONDS = 30


def start_server(binary: str, data: str) -> tuple[subprocess.Popen, str]:
    server = subprocess.Popen(
        [binary, "serve", "--port", "0", "--data", data],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    deadline = time.time() + START_SECONDS
    assert server.stdout is not None
    while time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            break
        found = re.search(r"http://[\d.]+:\d+/", line)
        if found:
            # Keep reading its log, so that it never blocks on a full pipe.
            threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
            return server, found.group(0).rstrip("/")
    server.kill()
    raise RuntimeError("the server did not start")


def account_with_token(url: str, name: str) -> str:
    """Signs `name` up and makes a token with the bot scope, as the account page does."""
    site = requests.Session()
    site.headers["Origin"] = url
    answer = site.post(f"{url}/api/signup", json={"name": name, "password": f"{name}-secret-9"})
    answer.raise_for_status()
    made = site.post(f"{url}/api/tokens", json={"name": "berserk", "scopes": ["bot:play"]})
    made.raise_for_status()
    return made.json()["token"]


def client(url: str, token: str) -> berserk.Client:
    return berserk.Client(session=berserk.TokenSession(token), base_url=url)


class Bot:
    """One bot: its client, its event stream read in a thread into a queue."""

    def __init__(self, url: str, token: str, binary: str):
        self.client = client(url, token)
        self.events: queue.Queue = queue.Queue()
        self.binary = binary
        self.name = self.client.account.get()["username"]
        threading.Thread(target=self._read_events, daemon=True).start()

    def _read_events(self) -> None:
        for event in self.client.bots.stream_incoming_events():
            self.events.put(event)

    def next_event(self, kind: str, timeout: float = 20) -> dict:
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                event = self.events.get(timeout=max(0.1, deadline - time.time()))
            except queue.Empty:
                break
            if event.get("type") == kind:
                return event
        raise AssertionError(f"{self.name}: no {kind} event")

    def play(self, game_id: str, game: str, size: int, result: dict) -> None:
        """Plays game `game_id` to its end with the engine's easy moves."""
        stream = self.client.bots.stream_game_state(game_id)
        full = next(stream)
        assert full["type"] == "gameFull", full
        assert full["variant"]["key"] == game and full["variant"]["size"] == size, full
        me = "white" if full["white"]["name"] == self.name else "black"
        assert full[me]["title"] == "BOT", full
        state = full["state"]
        with Engine(self.binary) as engine:
            while True:
                if state.get("type", "gameState") == "gameState":
                    if state["status"] != "started":
                        result[self.name] = (state["status"], state.get("winner"), state["moves"])
                        return
                    moves = state["moves"].split()
                    turn = "white" if len(moves) % 2 == 0 else "black"
                    if turn == me:
                        engine.new(game, size)
                        if moves:
                            engine.play(*moves)
                        best = engine.send("go easy").split()[1]
                        self.client.bots.make_move(game_id, best)
                state = next(stream)


def expect_refusal(what: str, status: int, call) -> None:
    try:
        call()
    except berserk.exceptions.ResponseError as error:
        if error.status_code != status:
            raise AssertionError(f"{what}: status {error.status_code}, not {status}") from error
        body = json.loads(error.cause) if isinstance(error.cause, str) else error.cause
        assert isinstance(body, dict) and body.get("error"), f"{what}: no error in words: {body}"
        print(f"  refused as it should be: {what} ({status}: {body['error']})")
        return
    raise AssertionError(f"{what}: not refused")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_engine_argument(parser)
    args = parser.parse_args()
    binary = default_engine_path(args.engine)
    data = tempfile.mkdtemp(prefix="skillgames-berserk-")
    server, url = start_server(binary, data)
    try:
        ours_token = account_with_token(url, "BetaBot")
        ours = subprocess.Popen(
            [binary, "bot", "--url", url, "--token", ours_token, "--level", "easy", "--casual-only"],
            stdout=subprocess.DEVNULL,
            stderr=sys.stderr,
        )
        try:
            one = Bot(url, account_with_token(url, "AlphaBot"), binary)
            one.client.account.upgrade_to_bot()
            assert one.client.account.get()["title"] == "BOT"
            # Our bot has made its account a bot once it listens.
            deadline = time.time() + 20
            while client(url, ours_token).account.get().get("title") != "BOT":
                assert time.time() < deadline, "skillgames bot did not start"
                time.sleep(0.2)
            for game, size in GAMES:
                started = time.time()
                challenge = one.client.challenges.create(
                    "BetaBot", rated=False, clock_limit=300, clock_increment=3, variant=f"{game}-{size}"
                )
                game_id = one.next_event("gameStart")["game"]["gameId"]
                assert game_id == challenge["id"], (game_id, challenge)
                result: dict = {}
                player = threading.Thread(target=one.play, args=(game_id, game, size, result))
                player.start()
                player.join(GAME_SECONDS)
                assert one.name in result, f"{game} {size}: unfinished"
                status, winner, moves = result[one.name]
                finish = one.next_event("gameFinish")["game"]
                assert finish["gameId"] == game_id, finish
                stored = json.load(urllib.request.urlopen(f"{url}/api/games/{game_id}"))
                assert " ".join(stored["moves"]) == moves, "the stored game has the moves played"
                print(
                    f"{game} {size}x{size} against skillgames bot: {len(moves.split())} moves, "
                    f"{status}, winner {winner or 'none'}, {time.time() - started:.1f} s"
                )
            one.client.challenges.create("BetaBot", rated=True, days=3, variant="loa")
            declined = one.next_event("challengeDeclined")["challenge"]
            assert declined["declineReasonKey"] == "casual", declined
            print(f"  a rated challenge declined as it should be: {declined['declineReason']}")
        finally:
            ours.kill()
        two = Bot(url, account_with_token(url, "GammaBot"), binary)

        # Refusals, as lichess gives them.
        challenge = one.client.challenges.create(two.name, rated=False, days=3, variant="loa-8", color="white")
        two.next_event("challenge")
        two.client.bots.accept_challenge(challenge["id"])
        game_id = challenge["id"]
        one.next_event("gameStart")
        expect_refusal("an illegal move", 400, lambda: one.client.bots.make_move(game_id, "a1-a8"))
        white, black = one, two
        expect_refusal("a move out of turn", 400, lambda: black.client.bots.make_move(game_id, "b1-b3"))
        outsider = Bot(url, account_with_token(url, "DeltaBot"), binary)
        expect_refusal("a move in a game not theirs", 400, lambda: outsider.client.bots.make_move(game_id, "b1-b3"))
        expect_refusal("a challenge to oneself", 400, lambda: one.client.challenges.create(one.name, rated=False, days=3))
        expect_refusal("a challenge to nobody", 404, lambda: one.client.challenges.create("NoSuchPlayer", rated=False, days=3))
        expect_refusal("an unknown token", 401, lambda: client(url, "sgp_not-a-token").account.get())
        white.client.bots.resign_game(game_id)
        print("every game played to its end, every refusal given")
        return 0
    except AssertionError as failure:
        print(f"FAILED: {failure}", file=sys.stderr)
        return 1
    finally:
        server.kill()
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
