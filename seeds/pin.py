"""Write ``seeds/<variant>.json``: the layouts of the given deal numbers, to be pinned by tests.

    python seeds/pin.py classic 1 2 3 1000 8031810175
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from yukon_core import GameCode, deal, default_registry, position_to_json


def pin(variant: str, numbers: list[int]) -> dict:
    rules = default_registry().rules(variant)
    deals = [
        {
            "number": number,
            "code": str(GameCode(rules.variant.letter, number)),
            "position": position_to_json(rules, deal(rules.layout, number)),
        }
        for number in numbers
    ]
    return {"variant": rules.variant.name, "deals": deals}


def main() -> None:
    variant, *numbers = sys.argv[1:]
    data = pin(variant, [int(n) for n in numbers])
    path = Path(__file__).with_name(f"{data['variant']}.json")
    deals = ",\n  ".join(json.dumps(d, ensure_ascii=False) for d in data["deals"])
    text = f'{{"variant": "{data["variant"]}",\n "deals": [\n  {deals}\n ]}}\n'
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
