"""Write ``seeds/<variant>.json``: the layouts of the given deal numbers, to be pinned by tests,
with the solver's verdict on each and, for a won deal, its winning line.

    python seeds/pin.py classic 1 2 3 1000 8031810175
    python seeds/pin.py --all            # every seeds/*.json again, with the same deal numbers
    python seeds/pin.py --all --timeout 30
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from yukon_core import (
    Budget,
    deal,
    default_registry,
    move_text,
    position_to_json,
    solve,
)

SEEDS = Path(__file__).resolve().parent


def solution(rules, position, budget: Budget) -> dict:
    """The solver's verdict; a won deal's moves in the engine's notation."""
    result = solve(rules, position, budget)
    answer: dict = {"verdict": result.verdict.value}
    if result.moves:
        answer["moves"] = [move_text(rules, move) for move in result.moves]
    return answer


def pin(variant: str, numbers: list[int], budget: Budget) -> dict:
    rules = default_registry().rules(variant)
    deals = []
    for number in numbers:
        position = deal(rules.layout, number)
        deals.append({
            "number": number,
            "code": str(rules.variant.code(number)),
            "position": position_to_json(rules, position),
            "solution": solution(rules, position, budget),
        })  # fmt: skip
    return {"variant": rules.variant.name, "deals": deals}


def write(data: dict) -> Path:
    path = SEEDS / f"{data['variant']}.json"
    deals = ",\n  ".join(json.dumps(d, ensure_ascii=False) for d in data["deals"])
    path.write_text(f'{{"variant": "{data["variant"]}",\n "deals": [\n  {deals}\n ]}}\n', "utf-8")
    return path


def pinned_numbers(path: Path) -> list[int]:
    return [entry["number"] for entry in json.loads(path.read_text("utf-8"))["deals"]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant", nargs="?")
    parser.add_argument("numbers", nargs="*", type=int)
    parser.add_argument("--all", action="store_true", help="rewrite every seeds/*.json")
    parser.add_argument("--timeout", type=float, default=60.0, help="solver seconds per deal")
    args = parser.parse_args()
    budget = Budget(nodes=None, seconds=args.timeout)
    if args.all:
        jobs = [(path.stem, pinned_numbers(path)) for path in sorted(SEEDS.glob("*.json"))]
    elif args.variant and args.numbers:
        jobs = [(args.variant, args.numbers)]
    else:
        parser.error("give a variant and deal numbers, or --all")
    for variant, numbers in jobs:
        print(f"wrote {write(pin(variant, numbers, budget))}")


if __name__ == "__main__":
    main()
