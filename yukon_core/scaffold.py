"""A new variant plugin package, ready to install and to pass ``yukon check`` unchanged.

``write_plugin("pelican", folder)`` writes ``folder/yukon-pelican/``: a ``pyproject.toml``
registering the plugin in the ``yukon.variants`` entry-point group, the plugin module (Classic
Yukon's rules spelled out in one rule hook, for the author to change), the variant's own tests
with yukon's invariant suite, and a README. ``docs/plugin-guide.md`` starts from it.
"""

from __future__ import annotations

import string
from collections.abc import Iterable
from pathlib import Path

from .variant import check_variant_name

__all__ = ["ScaffoldError", "package_name", "write_plugin"]


class ScaffoldError(ValueError):
    """The package cannot be written: a bad name, or the folder is taken."""


PYPROJECT = """\
[build-system]
requires = ["setuptools>=69"]
build-backend = "setuptools.build_meta"

[project]
name = "yukon-$name"
version = "0.1.0"
description = "$title, a variant for the yukon engine"
requires-python = ">=3.11"
dependencies = ["yukon>=0.1"]

[project.optional-dependencies]
test = ["pytest>=8", "hypothesis>=6.100"]

[project.entry-points."yukon.variants"]
$name = "$module"

[tool.setuptools]
packages = ["$module"]

[tool.pytest.ini_options]
testpaths = ["tests"]
"""

PLUGIN = '''\
"""$title: a variant for the yukon engine, registered through the ``yukon.variants`` entry
point in ``pyproject.toml``. It starts as Classic Yukon; change the rule hooks below (the hooks
are listed in yukon's docs/hooks.md)."""

from collections.abc import Callable

from yukon_core import YUKON_LAYOUT, Card, RuleExample, Variant, hookimpl

__all__ = ["VARIANT", "Rules", "yukon_register_variants"]


class Rules:
    """The rule hooks this variant overrides; every other rule stays the core's default."""

    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return card.rank + 1 == onto.rank and card.colour != onto.colour


VARIANT = Variant(
    name="$name",
    letter="$letter",
    title={"en": "$title"},
    layout=YUKON_LAYOUT,
    build_rule={"en": "A card goes on a card one rank higher of the other colour."},
    rules=Rules(),
    # One example for each rule your page states: a move of a deal (after the moves in
    # before=...), legal, or refused with its code. `yukon check` plays them. Make them yours.
    examples=(
        RuleExample(1, "6S>1"),  # deal 1: the 6 of spades goes on the 7 of hearts
        RuleExample(1, "8D>6", "wrong_colour"),  # the 8 of diamonds does not go on the 9 of hearts
        RuleExample(1, "7H>F", "foundation_refuses"),  # a 7 does not go home before the 6
    ),
)


@hookimpl
def yukon_register_variants(register: Callable[[Variant], None]) -> None:
    register(VARIANT)
'''

CONFTEST = '''\
"""Use yukon's hypothesis profiles (``dev`` fast, ``ci`` thorough) for the invariant suite."""

from yukon_core.testing import load_profile

load_profile()
'''

TESTS = '''\
"""$title's own tests: its build rule, its registration, and yukon's invariant suite."""

from yukon_core import Card, Suit, default_registry
from yukon_core.testing import contract_tests

test_contract = contract_tests("$name")


def test_registered_through_the_entry_point() -> None:
    assert default_registry().variant("$name").letter == "$letter"


def test_the_build_rule_is_in_the_table() -> None:
    rules = default_registry().rules("$name")
    nine = Card(Suit.SPADES, 9)
    assert rules.onto[nine] == {Card(Suit.HEARTS, 10), Card(Suit.DIAMONDS, 10)}
'''

README = """\
# $title

A variant for the [yukon](https://pypi.org/project/yukon/) engine.

```sh
python -m pip install -e '.[test]'
yukon rules $name
yukon play $name
yukon check $name
python -m pytest
```
"""

FILES = {
    "pyproject.toml": PYPROJECT,
    "$module/__init__.py": PLUGIN,
    "tests/conftest.py": CONFTEST,
    "tests/test_$module.py": TESTS,
    "README.md": README,
}


def package_name(name: str) -> str:
    """The import package of variant ``name``: ``yukon_`` and the name, ``-`` as ``_``."""
    return "yukon_" + name.replace("-", "_")


def write_plugin(name: str, folder: Path, taken_letters: Iterable[str] = ()) -> Path:
    """Write the plugin package of a new variant ``name`` into ``folder/yukon-<name>/`` and
    return that path; its letter is the first one free of ``taken_letters``."""
    try:
        check_variant_name(name)
    except ValueError as error:
        raise ScaffoldError(str(error)) from error
    letters = [c for c in string.ascii_uppercase if c not in set(taken_letters)]
    if not letters:
        raise ScaffoldError("every letter A-Z is taken by an installed variant")
    root = folder / f"yukon-{name}"
    if root.exists():
        raise ScaffoldError(f"{root} exists already: choose another name or folder")
    values = {
        "name": name,
        "module": package_name(name),
        "letter": letters[0],
        "title": name.replace("-", " ").replace("_", " ").title(),
    }
    for path, text in FILES.items():
        target = root / string.Template(path).substitute(values)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(string.Template(text).substitute(values), encoding="utf-8")
    return root
