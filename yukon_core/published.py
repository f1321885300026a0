"""The winnability survey's verdicts, shipped with the package, so a game answers "is this deal
winnable?" at once for the deals the survey decided (``docs/winnability.md``); the others are
solved as before. ``data/publish.py`` writes the files from a survey store.

One file per surveyed game, ``verdicts/<game>.txt``: lines of ``key value``, the last one
``letters``: a letter per deal from ``first`` on — ``W`` won, ``L`` lost, ``?`` not decided.
A file applies only to rules that decide winnability exactly as the surveyed ones did: it
carries a fingerprint of the rule tables, the layout and the first deal (``source`` says which
solver, budgets and store made it), and for any other rules — house rules, an edited variant,
another registry's game of the same name — it is ignored. The variant's own won rule is a hook,
not a table, and is left out of the fingerprint: the core grants a win only at the goal anyway.
"""

from __future__ import annotations

import functools
import hashlib
import json
from importlib import resources
from importlib.abc import Traversable
from typing import Any

import attrs

from .deals import deal
from .rules import RuleTable

__all__ = [
    "LETTERS",
    "ShippedVerdicts",
    "read_verdicts",
    "rules_fingerprint",
    "shipped_verdict",
    "shipped_verdicts",
]

LETTERS = {"won": "W", "lost": "L", "unknown": "?"}
"""A stored verdict's letter in a file."""
_MEANINGS = {"W": True, "L": False, "?": None}


@attrs.frozen
class ShippedVerdicts:
    """One game's verdicts for the deals ``first``, ``first + 1``…"""

    variant: str
    first: int
    rules: str
    source: str
    letters: str

    def verdict(self, number: int) -> bool | None:
        """``True`` won, ``False`` lost, ``None`` undecided or not surveyed."""
        index = number - self.first
        return _MEANINGS[self.letters[index]] if 0 <= index < len(self.letters) else None

    def text(self) -> str:
        """The file's text."""
        return "".join(f"{name} {value}\n" for name, value in attrs.asdict(self).items())

    @classmethod
    def parse(cls, text: str) -> ShippedVerdicts:
        """Read a file's text; ``ValueError`` if it is not one."""
        try:
            fields = dict(line.split(" ", 1) for line in text.splitlines() if line)
            read = cls(
                variant=fields["variant"],
                first=int(fields["first"]),
                rules=fields["rules"],
                source=fields["source"],
                letters=fields["letters"],
            )
        except (KeyError, ValueError) as error:
            raise ValueError(f"not a published verdicts file: {error}") from error
        if not set(read.letters) <= set(_MEANINGS):
            raise ValueError("not a published verdicts file: letters other than W, L and ?")
        return read


def rules_fingerprint(rules: RuleTable, number: int) -> str:
    """A short digest of what decides the winnability of deal ``number``: the rule tables, the
    layout and the deal's cards."""
    tables = [rules.onto, rules.starts_foundation, rules.foundation_next]
    flags = [rules.heads_empty, rules.may_lift, rules.returns, rules.enters_cell]
    opening = deal(rules.layout, number)
    described = [
        [[sorted(entry) for entry in table] for table in tables],
        flags,
        attrs.asdict(rules.layout, filter=_not_a_new_default),
        [[c if c.under else c[:2] for c in opening.columns], *opening[1:]],
    ]
    text = json.dumps(described, sort_keys=True, default=_plain)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _not_a_new_default(field: attrs.Attribute[Any], value: Any) -> bool:
    """Leaves out the layout fields added after the first survey where they keep their default
    (no runs under a column's, no face-down rows from the stock), so that the fingerprints of
    the games that have none stay what they were."""
    return field.name not in ("under", "face_down_rows") or bool(value)


def _plain(value: Any) -> Any:
    return sorted(value) if isinstance(value, frozenset | set) else str(value)


def read_verdicts(path: Traversable) -> ShippedVerdicts | None:
    """The verdicts in ``path``, or ``None`` if there are none or the file is damaged (the game
    then solves instead)."""
    try:
        return ShippedVerdicts.parse(path.read_text(encoding="ascii"))
    except (OSError, ValueError):
        return None


@functools.cache
def _shipped(variant: str) -> ShippedVerdicts | None:
    return read_verdicts(resources.files(__package__).joinpath("verdicts", f"{variant}.txt"))


@functools.lru_cache(maxsize=64)
def shipped_verdicts(rules: RuleTable) -> ShippedVerdicts | None:
    """The shipped verdicts that hold for ``rules``, if any."""
    shipped = _shipped(rules.variant.name)
    if shipped is None or shipped.rules != rules_fingerprint(rules, shipped.first):
        return None
    return shipped


def shipped_verdict(rules: RuleTable, number: int) -> bool | None:
    """The survey's verdict on deal ``number`` under ``rules``: ``True`` won, ``False`` lost,
    ``None`` not decided or not published."""
    shipped = shipped_verdicts(rules)
    return None if shipped is None else shipped.verdict(number)
