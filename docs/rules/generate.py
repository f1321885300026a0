"""Write the rules pages of the built-in variants from ``yukon_core.rules_text``.

    python docs/rules/generate.py

One page per variant and language (``classic.md``, ``classic.ru.md``, …) and an index,
``README.md``. Run it after changing a variant or the rules text; ``tests/test_rules_text.py``
fails while the committed pages differ from what this script writes.
"""

from __future__ import annotations

from importlib.metadata import distribution
from pathlib import Path

from yukon_core import ENTRY_POINT_GROUP, Registry, rules_text

HERE = Path(__file__).resolve().parent
NOTICE = "<!-- Written by docs/rules/generate.py from the variant's plugin; do not edit. -->\n\n"


def built_in_registry() -> Registry:
    """The variants of yukon's own distribution, without any third-party plugin."""
    plugins = [
        entry.load()
        for entry in distribution("yukon").entry_points
        if entry.group == ENTRY_POINT_GROUP
    ]
    return Registry(plugins, use_entry_points=False)


def pages() -> dict[str, str]:
    """File name → text of every page."""
    registry = built_in_registry()
    written = {}
    rows = []
    for variant in registry.variants:
        rules = registry.rules(variant)
        for lang, suffix in (("en", ".md"), ("ru", ".ru.md")):
            written[variant.name + suffix] = NOTICE + rules_text(rules, lang, registry)
        rows.append(
            f"| {variant.text(variant.title, 'en')} | {variant.text(variant.title, 'ru')} | "
            f"`{variant.code(1)}` | [English]({variant.name}.md) | "
            f"[Русский]({variant.name}.ru.md) |"
        )
    written["README.md"] = "\n".join([
        NOTICE + "# Rules of the built-in variants",
        "",
        "Each page is composed from the variant's plugin: its layout, its build rule and its",
        "compiled rule table (`yukon rules VARIANT [--lang en|ru]` prints the same text). A",
        "game code (`YU1-<letter>-…` for a variant with a letter, `YU2-<name>-…` for any) names",
        "a deal.",
        "",
        "| Variant | Вариант | Code of deal 1 | Rules | Правила |",
        "| --- | --- | --- | --- | --- |",
        *rows,
        "",
    ])  # fmt: skip
    return written


def main() -> None:
    for name, text in pages().items():
        (HERE / name).write_text(text, encoding="utf-8")
        print(f"wrote {HERE / name}")


if __name__ == "__main__":
    main()
