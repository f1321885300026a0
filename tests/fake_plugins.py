"""Third-party plugin packages made on disk for the tests: a module and the ``dist-info`` folder
that makes ``importlib.metadata`` find its entry point, as ``pip install`` would leave them."""

from __future__ import annotations

import textwrap
from pathlib import Path


def fake_distribution(
    folder: Path, distribution: str, module: str, source: str, entry: str | None = None
) -> Path:
    """Write distribution ``distribution`` with module ``module`` (``source``) registered in the
    ``yukon.variants`` group under the entry point ``entry`` (default: the module's name);
    return ``folder``, to put on ``sys.path`` or ``PYTHONPATH``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{module}.py").write_text(textwrap.dedent(source), encoding="utf-8")
    info = folder / f"{distribution.replace('-', '_')}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {distribution}\nVersion: 0.1\n", encoding="utf-8"
    )
    (info / "entry_points.txt").write_text(
        f"[yukon.variants]\n{entry or module} = {module}\n", encoding="utf-8"
    )
    return folder


def variant_source(
    name: str,
    letter: str,
    body: str = "",
    rules: str = "None",
    layout: str = "YUKON_LAYOUT",
    register: str = "register(VARIANT)",
    build_rule: str = "None",
) -> str:
    """A plugin module declaring one variant, with ``body`` before it."""
    return f'''
from yukon_core import YUKON_LAYOUT, Card, Layout, Position, Variant, hookimpl
from yukon_core.builds import ALTERNATE_COLOUR
{textwrap.dedent(body)}
VARIANT = Variant(
    name="{name}", letter="{letter}", title={{"en": "{name}"}}, layout={layout},
    build_rule={build_rule}, rules={rules},
)

@hookimpl
def yukon_register_variants(register):
    {register}
'''


BROKEN = {
    "fails-at-import": ("import no_such_dependency_xyz\n", {}),
    "letter-taken": ("", {"letter": "C"}),
    "name-taken": ("", {"name": "classic"}),
    "registers-a-string": ("", {"register": 'register("classic")'}),
    "deals-53-cards": (
        "",
        {"layout": "Layout(1, [(0, 1), (1, 5), (2, 5), (3, 5), (4, 5), (5, 5), (6, 6)], 4)"},
    ),
    "raises-in-register": ("", {"register": 'raise RuntimeError("the registration hook broke")'}),
    "returns-its-variant": ("", {"register": "return [VARIANT]"}),
    "registers-nothing": ("", {"register": "pass"}),
    "misspelled-empty-column": (
        "class Rules:\n    @hookimpl\n    def yukon_may_head_empty_colum(self, card):\n"
        "        return card.rank == 12\n",
        {"rules": "Rules()"},
    ),
    "misspelled-build": (
        "class Rules:\n    @hookimpl\n    def yukon_may_biuld(self, card, onto):\n"
        "        return card.rank + 1 == onto.rank\n",
        {"rules": "Rules()"},
    ),
    "answers-maybe": (
        "class Rules:\n    @hookimpl\n    def yukon_may_head_empty_column(self, card):\n"
        "        return 'maybe'\n",
        {"rules": "Rules()"},
    ),
    "won-when-all-face-up": (
        "class Rules:\n    @hookimpl\n    def yukon_is_won(self, position):\n"
        "        return position.face_down_count == 0\n",
        {"rules": "Rules()"},
    ),
    "won-when-aces-home": (
        "class Rules:\n    @hookimpl\n    def yukon_is_won(self, position):\n"
        "        return all(position.foundations)\n",
        {"rules": "Rules()"},
    ),
    **{
        f"builds-{how}": (
            f"class Rules:\n    @hookimpl\n    def yukon_may_build(self, card, onto):\n"
            f"        return {fits}\n",
            {"rules": "Rules()", "build_rule": "ALTERNATE_COLOUR.text"},
        )
        for how, fits in {
            "on-the-same-colour": "card.colour == onto.colour and card.rank + 1 == onto.rank",
            "on-the-same-rank": "card.colour != onto.colour and card.rank == onto.rank",
            "on-a-lower-rank": "card.colour != onto.colour and card.rank == onto.rank + 1",
        }.items()
    },
}
"""Broken third-party plugins, by name: the module's extra source and the declaration's
changes. Each is installed as distribution ``yukon-<name>`` with module ``yukon_<name>``
declaring variant ``<name>`` (letter ``X``, or the one it is given) unless the changes say
otherwise."""


def broken_plugin(folder: Path, name: str, letter: str = "X") -> Path:
    """Install the broken plugin ``name`` of :data:`BROKEN` into ``folder`` (declaring
    ``letter`` unless its changes say otherwise)."""
    body, changes = BROKEN[name]
    declared = {"name": name, "letter": letter, **changes}
    source = variant_source(declared.pop("name"), declared.pop("letter"), body, **declared)
    module = f"yukon_{name.replace('-', '_')}"
    return fake_distribution(folder, f"yukon-{name}", module, source, entry=name)
