"""The learning baselines of ``docs/learning.md``: agents' win rates beside the solver's ceiling.

    python benchmarks/baselines.py [--games classic,russian,australian] [--deals 1-1000]
        [--agents random,greedy,worlds] [--workers 2] [--table docs/learning.tsv]
        [--plot docs/images/learning.png]

Each agent plays every deal of the range in the game's Gymnasium environment (the hidden
game), from the deal to its end, to the registered step limit, or until it gives up; an
agent's random choices are seeded by the deal. The ceiling is the survey's: the deals the
solver won with every card known (``docs/winnability.md``). Worker processes share out the
deals, so the seconds are wall-clock time on that many cores.
"""

from __future__ import annotations

import argparse
import csv
import multiprocessing
import time
from pathlib import Path
from typing import Any

AGENTS = ("random", "greedy", "worlds")


def episodes(task: tuple[str, str, list[int]]) -> list[tuple[int, bool, int, int]]:
    """Play ``deals`` of ``game`` with the agent named; (deal, won, cards home, steps) each."""
    import random

    from yukon_core.gym import YukonEnv
    from yukon_core.gym.agents import GreedyAgent, RandomAgent, WorldsAgent, play

    game, name, deals = task
    made = {"random": RandomAgent, "greedy": GreedyAgent, "worlds": WorldsAgent}[name]
    env = YukonEnv(game)
    results = []
    for deal in deals:
        episode = play(env, made(rng=random.Random(deal)), deal)
        results.append((deal, episode.won, episode.cards_home, episode.steps))
    return results


def ceiling(game: str, deals: range) -> int | None:
    """How many deals of ``deals`` the survey's solver won (``None``: none published)."""
    from yukon_core import default_registry
    from yukon_core.published import shipped_verdict

    rules = default_registry().rules(game)
    verdicts = [shipped_verdict(rules, deal) for deal in deals]
    if all(verdict is None for verdict in verdicts):
        return None
    return sum(verdict is True for verdict in verdicts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="classic,russian,australian")
    parser.add_argument("--deals", default="1-1000")
    parser.add_argument("--agents", default=",".join(AGENTS))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--table", type=Path, help="write the figures as TSV")
    parser.add_argument("--plot", type=Path, help="draw them (matplotlib)")
    args = parser.parse_args()
    first, last = map(int, args.deals.split("-"))
    deals = range(first, last + 1)
    parts = 4 * args.workers
    chunks = [list(deals[i::parts]) for i in range(parts) if deals[i::parts]]
    rows: list[dict[str, Any]] = []
    with multiprocessing.Pool(args.workers) as pool:
        for game in args.games.split(","):
            for agent in args.agents.split(","):
                start = time.perf_counter()
                played = [row for part in pool.map(episodes, [(game, agent, c) for c in chunks])
                          for row in part]  # fmt: skip
                seconds = time.perf_counter() - start
                won = sum(row[1] for row in played)
                home = sum(row[2] for row in played) / len(played)
                rows.append({
                    "game": game, "agent": agent, "deals": len(played), "won": won,
                    "cards_home": round(home, 2), "seconds": round(seconds, 1),
                })  # fmt: skip
                print(f"{game:<12} {agent:<8} won {won:>4}/{len(played)}  cards home "
                      f"{home:5.1f}  {seconds:7.1f} s", flush=True)  # fmt: skip
            known = ceiling(game, deals)
            if known is not None:
                rows.append({
                    "game": game, "agent": "solver", "deals": len(deals), "won": known,
                    "cards_home": "", "seconds": "",
                })  # fmt: skip
                print(f"{game:<12} solver   won {known:>4}/{len(deals)}  (every card known)")
    if args.table:
        with args.table.open("w", newline="", encoding="utf-8") as out:
            writer = csv.DictWriter(out, fieldnames=list(rows[0]), delimiter="\t")
            writer.writeheader()
            writer.writerows(rows)
    if args.plot:
        draw(rows, args.plot)


def draw(rows: list[dict[str, Any]], path: Path) -> None:
    """Win rates by game, a bar an agent, with their 95 % Wilson intervals."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from yukon_core.survey.stats import wilson

    games = list(dict.fromkeys(row["game"] for row in rows))
    agents = list(dict.fromkeys(row["agent"] for row in rows))
    width = 0.8 / len(agents)
    figure, axes = plt.subplots(figsize=(8, 4))
    for index, agent in enumerate(agents):
        xs, rates, below, above = [], [], [], []
        for at, game in enumerate(games):
            row = next((r for r in rows if r["game"] == game and r["agent"] == agent), None)
            if row is None:
                continue
            rate = row["won"] / row["deals"]
            low, high = wilson(row["won"], row["deals"])
            xs.append(at + (index - (len(agents) - 1) / 2) * width)
            rates.append(100 * rate)
            below.append(100 * (rate - low))
            above.append(100 * (high - rate))
        axes.bar(xs, rates, width, yerr=(below, above), capsize=2, label=agent)
    axes.set_xticks(range(len(games)), games)
    axes.set_ylabel("deals won, %")
    axes.set_title("Agents in the hidden game, beside the solver with every card known")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path, dpi=100)


if __name__ == "__main__":
    main()
