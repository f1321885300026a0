"""What the game-session tests share: winning lines, and registries with a test variant.

The winning lines were found offline by a throwaway search; each is the full list of moves of
a clean win (no card taken back from a foundation).
"""

from __future__ import annotations

from yukon_core import YUKON_LAYOUT, Registry, Variant, hookimpl


def registry_with(name: str, rules: object) -> Registry:
    """A registry holding only the variant ``name`` (letter Z) with the rule plugin ``rules``."""
    variant = Variant(name, "Z", {"en": name}, YUKON_LAYOUT, {"en": name}, rules=rules)

    class Plugin:
        @hookimpl
        def yukon_register_variants(self, register) -> None:
            register(variant)

    return Registry([Plugin()], use_entry_points=False)


def _moves(text: str) -> list[str]:
    return text.split()


CLASSIC_DEAL_1 = _moves("""
    10S>2 8S>6 6D>2 6S>1 5H>1 10H>3 QH>4 JS>2 8H>3 QD>6 3D>6 9H>3 JC>4 JH>6 4H>3 8D>2 3S>3
    QS>1 9D>5 7C>2 8C>5 9C>6 5C>3 7H>2 KC>1 AD>F 2D>F 4D>6 7D>5 4S>4 AS>F AH>2 2S>F 3C>6
    2H>6 3S>F 4S>F 2C>7 3D>F 3C>3 4D>F 5S>F AC>F 5D>F 10C>4 10D>7 6C>4 AH>F 2H>F 2C>F 3H>F
    3C>F 4H>F 4C>F 5C>F KS>7 6C>F 6D>6 7C>F QC>5 6D>F 7D>F 8D>F 8C>F 9D>F 10D>F 8H>2 9C>F
    10C>F JD>F JC>F JS>7 QD>F KH>4 5H>F 6S>F 7S>F 6H>F 7H>F 8S>F 8H>F 9S>F 9H>F 10S>F 10H>F
    JS>F QS>F JH>F QH>F KS>F KH>F QC>F KD>F KC>F
""")
"""Classic Yukon, deal 1 (YU1-C-AAAAAAB): 94 moves; collect-all is available after 74."""

DOUBLE_DEAL_1 = _moves("""
    AC/2>F AH/1>F 2H/1>F AC/1>F JH/1>8 3H/2>3 QH/1>1 9H/1>9 8H/1>7 JC/1>1 6H/2>8 7D/1>4
    6C/2>3 6S/1>2 8S/1>8 9D/1>9 QD/1>6 7C/1>7 9C/1>2 4H/1>7 QC/1>10 AD/1>F 10S/1>3 6S/2>2
    3H/2>F 8S/2>3 5H/1>2 5S/1>7 2H/2>4 4C/2>7 10D/1>1 AD/2>F 2C/1>F 3C/1>F 4C/2>F AS/1>4
    4S/1>4 JS/1>6 6C/1>1 10C/1>7 JD/1>10 9S/2>6 5H/2>1 5C/1>F 5H/1>2 6C/2>F 7H/2>10 5D/2>4
    4S/2>2 QC/2>3 3S/2>7 6H/2>8 7C/2>F 3S/1>4 4H/2>F 9D/2>3 2C/2>F 2H/2>3 3C/2>F 4D/1>4
    AS/1>F AS/2>3 10C/2>7 AH/2>F 4S/1>3 5H/2>F 9S/1>7 KS/1>5 3D/2>2 2S/1>2 8C/2>3 AS/2>F
    2H/2>F 6D/1>8 KD/1>1 5S/1>6 6H/2>F 6D/2>8 7H/2>F 7D/1>10 5S/2>6 2S/1>F 3S/1>F 4S/1>F
    7H/1>3 KC/2>2 QS/2>1 JD/2>1 2D/1>F 7S/1>7 8D/1>1 4C/1>8 4C/1>F 3D/2>F 4D/1>F 4D/2>4
    5D/1>F KS/2>8 10D/2>4 5S/1>F 6D/2>F 5H/1>4 6S/1>F 7S/1>F 7S/2>1 8D/2>5 2S/2>F KH/2>7
    3S/2>F 4S/2>F 6C/1>3 7D/2>F 8D/2>F 8S/2>9 9D/1>F 9H/2>7 2D/2>F JC/2>9 9C/2>10 10H/2>4
    8H/2>4 3H/1>F 4H/1>F 5H/1>F 5S/2>F 6H/1>F 8H/2>F 5D/2>3 6S/2>F 7S/2>F 6C/1>7 7H/1>F
    8C/2>F 9C/2>F 8S/1>3 9H/1>F 10H/2>F 10C/2>F 10H/1>4 JC/1>F JH/1>10 QC/2>F QS/1>3 KC/2>F
    7D/1>10 8S/2>F 8C/1>7 3D/1>F 9S/2>F 10D/1>F 4D/2>F 5D/2>F 6D/1>F JD/2>F 5C/2>F QH/2>8
    6C/1>F 7D/1>F 8D/1>F 7C/1>F 8H/1>F 8C/1>F 9C/1>F 9H/2>F 10S/1>F JS/1>F QD/1>F QS/2>F
    KS/1>F KD/1>F 9S/1>9 10H/1>F 10C/1>7 JH/2>F QH/1>F QS/1>10 KH/1>F 9D/2>10 10C/1>F
    10S/2>7 JH/1>F QH/2>F 10D/2>4 JC/2>F JD/1>10 QC/1>F KC/1>F 8S/1>F 9S/1>F KH/2>F 9D/2>F
    10S/2>F 10D/2>F JD/1>F JS/2>F QS/1>F KS/2>F QD/2>F KD/2>F
""")
"""Double Yukon, deal 1: 199 moves; collect-all is available after 187."""
