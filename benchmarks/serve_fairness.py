"""Does one connection's solving hold up another's requests on ``yukon serve``?

Starts ``yukon serve`` (from this checkout, or from ``--source DIR``, another checkout, to
compare side by side), then a bystander times ``--requests`` round trips (``new_game``,
``legal_moves``, ``play``, ``close`` in turn) with the server idle, and again while a greedy
connection asks for ``--solves`` long solves of a hard deal at once. Prints how many solves
the server took on, and the bystander's latency: p50, p95, max (ms), and how many requests
went unanswered within ``--timeout`` seconds.

    python benchmarks/serve_fairness.py [--solves 12] [--requests 200] [--source DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
from serve_load import free_port

HARD_CLASSIC = 75
"""A Classic deal no solve decides in minutes."""


async def _call(socket: aiohttp.ClientWebSocketResponse, number: int, method: str,
                timeout: float, **params: object) -> dict:  # fmt: skip
    message = {"jsonrpc": "2.0", "id": number, "method": method, "params": params}
    await socket.send_str(json.dumps(message))
    while True:
        answer = json.loads(await asyncio.wait_for(socket.receive_str(), timeout))
        if answer["id"] == number:
            return answer


async def _bystander(url: str, requests: int, timeout: float) -> tuple[list[float], int]:
    """Round-trip times in seconds, and how many requests were not answered in time."""
    times: list[float] = []
    async with aiohttp.ClientSession() as client:
        socket = await client.ws_connect(url)
        game, number = "", 0
        while len(times) < requests:
            number += 1
            if not game:
                call = ("new_game", {"variant": "classic", "deal": number})
            elif number % 4 == 2:
                call = ("legal_moves", {"game": game})
            elif number % 4 == 3:
                call = ("play", {"game": game, "move": "10S>2"})
            else:
                call = ("close", {"game": game})
            started = time.perf_counter()
            try:
                answer = await _call(socket, number, call[0], timeout, **call[1])
            except TimeoutError:
                return times, requests - len(times)
            times.append(time.perf_counter() - started)
            result = answer.get("result") or {}
            game = result.get("game", "" if call[0] == "close" else game)
    return times, 0


async def measure(url: str, solves: int, requests: int, timeout: float) -> list[list[str]]:
    rows = []
    idle, missed = await _bystander(url, requests, timeout)
    rows.append(["idle", "-", *_figures(idle, missed)])
    async with aiohttp.ClientSession() as client:
        greedy = await client.ws_connect(url)
        for number in range(1, solves + 1):
            await greedy.send_str(json.dumps({"jsonrpc": "2.0", "id": number, "method": "solve",
                                              "params": {"variant": "classic",
                                                         "deal": HARD_CLASSIC,
                                                         "seconds": 600}}))  # fmt: skip
        refused = 0
        with_solves = asyncio.create_task(_bystander(url, requests, timeout))
        while not with_solves.done():
            try:
                answer = json.loads(await asyncio.wait_for(greedy.receive_str(), 0.2))
            except TimeoutError:
                continue
            refused += "error" in answer
        busy, missed = with_solves.result()
        rows.append([f"{solves} solves asked", str(solves - refused), *_figures(busy, missed)])
        await greedy.close()
    return rows


def _figures(times: list[float], missed: int) -> list[str]:
    if len(times) < 2:
        return ["-", "-", "-", str(missed)]
    cuts = statistics.quantiles(times, n=100)
    return [f"{cuts[49] * 1000:.1f}", f"{cuts[94] * 1000:.1f}", f"{max(times) * 1000:.1f}",
            str(missed)]  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--solves", type=int, default=12)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--source", type=Path, help="run the server from this checkout")
    args = parser.parse_args()
    port = free_port()
    environment = dict(os.environ)
    if args.source:
        environment["PYTHONPATH"] = str(args.source.resolve())
    server = subprocess.Popen(
        [sys.executable, "-c", "from yukon_core.cli import main; raise SystemExit(main())",
         "serve", "--port", str(port), "--no-records"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=environment,
    )  # fmt: skip
    try:
        assert server.stdout is not None and "open http://" in server.stdout.readline()
        url = f"ws://127.0.0.1:{port}/ws"
        rows = asyncio.run(measure(url, args.solves, args.requests, args.timeout))
    finally:
        server.kill()
        server.wait()
    print(f"server from {args.source or 'this checkout'}; {args.requests} bystander requests")
    print("| while | solves running | p50 ms | p95 ms | max ms | unanswered |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
