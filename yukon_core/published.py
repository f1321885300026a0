"""The winnability survey's verdicts, shipped with the package, so a game answers "is this deal
winnable?" at once for the deals the survey decided (``docs/winnability.md``); the others are
solved as before. ``data/publish.py`` writes the files from a survey store.

One file per built-in game, ``verdicts/<game>.txt``: lines of ``key value``, the last one
``letters``: a letter per deal from ``first`` on — ``W`` won, ``L`` lost, ``?`` not
decided. A file applies only to the game whose deals it was made from: it names the game and a
fingerprint of its first deal's layout (``source`` says which solver, budgets and store made
it), and one that no longer matches is ignored. Verdicts hold
for the game's own rules only; with any house rule the caller solves as before.
"""

from __future__ import annotations

import functools
import hashlib
import json
from importlib import resources

import attrs

from .deals import deal
from .position_json import position_to_json
from .rules import RuleTable

__all__ = ["PublishedVerdicts", "layout_fingerprint", "published_verdict", "published_verdicts"]

LETTERS = {"won": "W", "lost": "L", "unknown": "?"}
_VERDICTS = {"W": True, "L": False, "?": None}


@attrs.frozen
class PublishedVerdicts:
    """One game's verdicts for the deals ``first``, ``first + 1``…"""

    variant: str
    first: int
    layout: str
    source: str
    letters: str

    def verdict(self, number: int) -> bool | None:
        """``True`` won, ``False`` lost, ``None`` undecided or not surveyed."""
        index = number - self.first
        return _VERDICTS[self.letters[index]] if 0 <= index < len(self.letters) else None

    def text(self) -> str:
        """The file's text."""
        return "".join(f"{name} {value}\n" for name, value in attrs.asdict(self).items())

    @classmethod
    def parse(cls, text: str) -> PublishedVerdicts:
        """Read a file's text; ``ValueError`` if it is not one."""
        try:
            fields = dict(line.split(" ", 1) for line in text.splitlines() if line)
            read = cls(
                variant=fields["variant"],
                first=int(fields["first"]),
                layout=fields["layout"],
                source=fields["source"],
                letters=fields["letters"],
            )
        except (KeyError, ValueError) as error:
            raise ValueError(f"not a published verdicts file: {error}") from error
        if not set(read.letters) <= set(_VERDICTS):
            raise ValueError("not a published verdicts file: letters other than W, L and ?")
        return read


def layout_fingerprint(rules: RuleTable, number: int) -> str:
    """A short digest of deal ``number`` as the game deals it."""
    text = json.dumps(position_to_json(rules, deal(rules.layout, number)), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@functools.cache
def _shipped(variant: str) -> PublishedVerdicts | None:
    found = resources.files(__package__).joinpath("verdicts", f"{variant}.txt")
    try:
        return PublishedVerdicts.parse(found.read_text(encoding="ascii"))
    except (OSError, UnicodeDecodeError, ValueError):  # none shipped, or damaged: solve instead
        return None


@functools.lru_cache(maxsize=64)
def published_verdicts(rules: RuleTable) -> PublishedVerdicts | None:
    """The shipped verdicts for ``rules`` — its game, its own rules, the deals it still deals."""
    own = rules.variant.options
    if any(value is not None and own.get(name) != value for name, value in rules.options.items()):
        return None
    shipped = _shipped(rules.variant.name)
    if shipped is None or shipped.variant != rules.variant.name:
        return None
    return shipped if shipped.layout == layout_fingerprint(rules, shipped.first) else None


def published_verdict(rules: RuleTable, number: int) -> bool | None:
    """The survey's verdict on deal ``number`` of ``rules``: ``True`` won, ``False`` lost,
    ``None`` not decided or not published."""
    shipped = published_verdicts(rules)
    return None if shipped is None else shipped.verdict(number)
