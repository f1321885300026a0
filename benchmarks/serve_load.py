"""Load on ``yukon serve``: many concurrent WebSocket games, each playing random legal moves.

Starts ``yukon serve`` in its own process, opens ``--games`` connections (one game each, a
random deal of ``--variant``), and lets each player think ``--think`` seconds (±50 %, at random)
between moves: ask ``legal_moves``, ``play`` one at random; a won or stuck game is dealt again.
Reports the latency of ``play`` as the player sees it (request sent to answer read: p50, p95,
p99, max), the moves per second served, and the server's memory per open game: its resident
memory once every game is dealt, and again after the run's moves (each game holds its
history), less its memory before any game, over the number of games.

    python benchmarks/serve_load.py --games 200 --seconds 60
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

import aiohttp


def resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Player:
    """One connection playing one game at a time."""

    def __init__(self, socket: aiohttp.ClientWebSocketResponse, variant: str, rng: random.Random):
        self.socket, self.variant, self.rng = socket, variant, rng
        self.next_id = 0
        self.game = ""

    async def call(self, method: str, **params: object) -> dict:
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}
        await self.socket.send_str(json.dumps(message))
        answer = json.loads(await self.socket.receive_str())
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        return answer["result"]

    async def deal(self) -> None:
        if self.game:
            await self.call("close", game=self.game)
        self.game = (await self.call("new_game", variant=self.variant))["game"]

    async def play(self, until: float, think: float, latencies: list[float]) -> None:
        while time.monotonic() < until:
            await asyncio.sleep(think * self.rng.uniform(0.5, 1.5))
            moves = (await self.call("legal_moves", game=self.game))["moves"]
            if not moves:
                await self.deal()
                continue
            start = time.perf_counter()
            state = (await self.call("play", game=self.game, move=self.rng.choice(moves)))["state"]
            latencies.append(time.perf_counter() - start)
            if state["won"] or state["stuck"]:
                await self.deal()


async def load(url: str, games: int, variant: str, seconds: float, think: float,
               server_pid: int) -> dict[str, float]:  # fmt: skip
    latencies: list[float] = []
    before = resident_mb(server_pid)
    connector = aiohttp.TCPConnector(limit=0)  # the default allows 100 connections
    async with aiohttp.ClientSession(connector=connector) as client:
        sockets = [await client.ws_connect(url) for _ in range(games)]
        players = [Player(s, variant, random.Random(n)) for n, s in enumerate(sockets)]
        await asyncio.gather(*(player.deal() for player in players))
        opened = resident_mb(server_pid)
        until = time.monotonic() + seconds
        await asyncio.gather(*(player.play(until, think, latencies) for player in players))
        played = resident_mb(server_pid)
        for s in sockets:
            await s.close()
    cuts = statistics.quantiles(latencies, n=100)
    return {
        "plays": len(latencies),
        "plays_per_second": len(latencies) / seconds,
        "p50_ms": cuts[49] * 1000,
        "p95_ms": cuts[94] * 1000,
        "p99_ms": cuts[98] * 1000,
        "max_ms": max(latencies) * 1000,
        "server_mb_before": before,
        "server_mb_open": opened,
        "server_mb_played": played,
        "mb_per_game_dealt": (opened - before) / games,
        "mb_per_game_played": (played - before) / games,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=1.0, help="seconds between moves")
    args = parser.parse_args()
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-c", "from yukon_core.cli import main; raise SystemExit(main())",
         "serve", "--port", str(port), "--no-records"],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert server.stdout is not None and "open http://" in server.stdout.readline()
        url = f"ws://127.0.0.1:{port}/ws"
        run = load(url, args.games, args.variant, args.seconds, args.think, server.pid)
        figures = asyncio.run(run)
    finally:
        server.terminate()
        server.wait()
    print(f"{args.games} games of {args.variant}, a move every {args.think} s each (±50 %), "
          f"{args.seconds:.0f} s:")  # fmt: skip
    for name, value in figures.items():
        print(f"  {name:18} {value:10.2f}")


if __name__ == "__main__":
    main()
