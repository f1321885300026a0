"""Rules text composed from the rules: layout, build rule, tables, house rules; CLI; docs pages."""

from __future__ import annotations

import importlib.metadata
import importlib.util
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yukon_core import YUKON_LAYOUT, Card, Registry, Variant, default_registry, hookimpl, rules_text
from yukon_core.build_text import build_sentence
from yukon_core.cli import main
from yukon_core.house_rules import option_text

ROOT = Path(__file__).resolve().parents[1]
REGISTRY = default_registry()
BUILT_IN = [
    entry.name
    for entry in importlib.metadata.distribution("yukon").entry_points
    if entry.group == "yukon.variants"
]


def load_generator():
    spec = importlib.util.spec_from_file_location("generate", ROOT / "docs/rules/generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def section(text: str, title: str) -> str:
    """The body of the Markdown section ``## title``."""
    return text.split(f"## {title}\n\n", 1)[1].split("\n## ", 1)[0]


# --- the docs pages are this function's output -------------------------------------------


def test_committed_rules_pages_are_what_the_generator_writes() -> None:
    pages = load_generator().pages()
    assert set(pages) == {
        *(f"{name}.md" for name in BUILT_IN),
        *(f"{name}.ru.md" for name in BUILT_IN),
        "README.md",
    }
    folder = ROOT / "docs" / "rules"
    assert {p.name for p in folder.glob("*.md")} == set(pages)
    for name, text in pages.items():
        assert (folder / name).read_text(encoding="utf-8") == text, (
            f"docs/rules/{name} is stale: run python docs/rules/generate.py"
        )


def test_pages_hold_the_rules_text_and_the_index_names_every_code() -> None:
    pages = load_generator().pages()
    assert pages["russian.ru.md"].endswith(rules_text(REGISTRY.rules("russian"), "ru"))
    assert len(BUILT_IN) >= 34
    for name in BUILT_IN:
        variant = REGISTRY.variant(name)
        assert f"| `{variant.code(1)}` | [English]({name}.md) |" in pages["README.md"]
        ru_title = variant.text(variant.title, "ru")
        assert ru_title != variant.text(variant.title, "en") or name == "moosehide", name


# --- layout from the declaration ---------------------------------------------------------


def test_double_yukon_layout() -> None:
    text = rules_text(REGISTRY.rules("double"))
    layout = section(text, "Layout")
    assert layout.startswith(
        "2 decks of 104 cards, all dealt into 10 columns: 45 face down and 59 face up. "
        "There is no stock. 8 foundations."
    )
    rows = [line for line in layout.splitlines() if line.startswith("| ") and line[2].isdigit()]
    assert rows == ["| 1 | 0 | 5 |", *(f"| {k} | {k - 1} | 6 |" for k in range(2, 11))]
    ru = section(rules_text(REGISTRY.rules("double"), "ru"), "Раскладка")
    assert "Колод: 2, карт: 104" in ru
    assert "Столбцов: 10; закрытых карт: 45, открытых: 59" in ru
    assert "Баз: 8." in ru


@pytest.mark.parametrize("name", ["alaska", "classic", "relaxed", "russian"])
def test_yukon_layout(name: str) -> None:
    layout = section(rules_text(REGISTRY.rules(name)), "Layout")
    assert layout.startswith("One deck of 52 cards, all dealt into 7 columns: 21 face down and 31")
    assert "| 1 | 0 | 1 |" in layout
    assert "| 7 | 6 | 5 |" in layout


# --- the build rule is the plugin's own; the rest comes from the tables -------------------


@pytest.mark.parametrize("name", BUILT_IN)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_variant_states_its_own_build_rule(name: str, lang: str) -> None:
    """The page says the build rule the hooks follow; a variant that declares one declares
    that (``yukon check``'s ``declared_build_rule``)."""
    variant = REGISTRY.variant(name)
    rules = REGISTRY.rules(name)
    text = rules_text(rules, lang)
    assert text.startswith(f"# {variant.title[lang]}\n")
    assert f"- {build_sentence(rules, lang)}\n" in text
    if variant.build_rule is not None:
        assert variant.build_rule[lang] == build_sentence(rules, lang)


def test_russian_solitaire_keeps_cards_home() -> None:
    text = rules_text(REGISTRY.rules("russian"))
    assert "- Cards never come back from a foundation.\n" in section(text, "Foundations")
    assert (
        "- Cards back from foundations (`foundation_returns`: `yes` or `no`): "
        "**`no`** (this variant's default)."
    ) in section(text, "House rules")
    chosen = rules_text(REGISTRY.rules("russian", foundation_returns="yes"))
    assert "- The top card of a foundation may come back to a column.\n" in chosen
    assert "**`yes`** (chosen)" in chosen


def test_classic_defaults_and_options_in_russian() -> None:
    text = rules_text(REGISTRY.rules("classic"), "ru")
    assert "- Пустой столбец принимает только короля с картами на нём.\n" in text
    assert "- Туз занимает любую свободную базу.\n" in text
    assert "- Верхнюю карту базы можно вернуть в столбец.\n" in text
    assert "(`max_group_size`: целое число от 1): не задано." in text
    limited = rules_text(REGISTRY.rules("classic", max_group_size=20), "ru")
    assert "- За один ход переносится не более 20 карт.\n" in limited
    assert "**`20`** (выбрано)" in limited


class QueensAndKings:
    """A test variant's own rules: Queens head empty columns, Kings start foundations."""

    @hookimpl
    def yukon_may_head_empty_column(self, card: Card) -> bool:
        return card.rank == 12

    @hookimpl
    def yukon_may_start_foundation(self, card: Card, slot: int) -> bool:
        return card.rank == 13 and card.suit == 3 - slot

    @hookimpl
    def yukon_may_build_foundation(self, card: Card, top: Card) -> bool:
        return card.suit == top.suit and card.rank + 1 == top.rank

    @hookimpl
    def yukon_may_return_from_foundation(self, card: Card) -> bool:
        return card.rank == 13


class QueensAndKingsPlugin:
    @hookimpl
    def yukon_register_variants(self, register) -> None:
        text = {"en": "Queens and Kings"}
        register(Variant("qk", "Q", text, YUKON_LAYOUT, text, rules=QueensAndKings()))


def test_a_variant_with_its_own_rules_is_described_from_its_table() -> None:
    registry = Registry([QueensAndKingsPlugin()], use_entry_points=False)
    text = rules_text(registry.rules("qk"), registry=registry)
    assert "- An empty column takes only a group headed by a Q of any suit.\n" in text
    assert "- Foundation 1 starts with ♣K.\n- Foundation 2 starts with ♦K.\n" in text
    assert "- Foundations are built as this variant's own rule says.\n" in text
    assert "- Of a foundation's top cards only a K of any suit may come back to a column.\n" in text
    ru = rules_text(registry.rules("qk"), "ru", registry)
    assert "- В пустой столбец кладут только даму любой масти (с картами на ней).\n" in ru
    assert "- Первой в базу 4 кладут ♠K.\n" in ru


def test_suit_bound_slots_and_any_card_on_an_empty_column() -> None:
    text = rules_text(REGISTRY.rules("double", foundation_slots="suits", empty_column="any"))
    assert "- Each foundation has a fixed suit, left to right: spades, hearts, " in text
    assert "- An empty column takes any card with the cards on it.\n" in text


@given(
    st.sampled_from([name for name in BUILT_IN if REGISTRY.variant(name).layout.columns_only]),
    st.fixed_dictionaries(
        {},
        optional={
            "foundation_returns": st.sampled_from(["yes", "no"]),
            "foundation_slots": st.sampled_from(["free", "suits"]),
            "max_group_size": st.sampled_from([1, 3, 20, 51]),
            "empty_column": st.sampled_from(["king", "any"]),
        },
    ),
    st.sampled_from(["en", "ru"]),
)
def test_every_option_in_force_is_stated_with_its_meaning(
    name: str, chosen: dict, lang: str
) -> None:
    rules = REGISTRY.rules(name, **chosen)
    text = rules_text(rules, lang)
    for rule in REGISTRY.house_rules:
        value = rules.options[rule.name]
        if value is not None:
            assert rule.describe(value, lang) in text
            choices = rule.choices.get(lang, rule.choices["en"])
            assert f"(`{rule.name}`: {choices}): **`{option_text(value)}`** (" in text


def test_unknown_language() -> None:
    with pytest.raises(ValueError, match="no rules text in 'fr'"):
        rules_text(REGISTRY.rules("classic"), "fr")


# --- yukon rules ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "ru", "rules", "S", "-o", "max_group_size=5"],
        ["rules", "russian", "--lang", "ru", "--option", "max_group_size=5"],
    ],
)
def test_yukon_rules_prints_the_text(capsys, argv: list[str]) -> None:
    assert main([*argv, "--markdown"]) == 0
    assert capsys.readouterr().out == rules_text(REGISTRY.rules("russian", max_group_size=5), "ru")


def test_yukon_rules_in_english_by_default(capsys) -> None:
    assert main(["rules", "double", "--markdown"]) == 0
    assert capsys.readouterr().out == rules_text(REGISTRY.rules("double"))


def test_yukon_rules_prints_plain_text_by_default(capsys) -> None:
    assert main(["rules", "classic"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Classic Yukon\n=============\n")
    assert "\nTableau\n-------\n" in text
    assert "`" not in text and "**" not in text and "|" not in text and "#" not in text
    assert "\n  Column  Face down  Face up\n       1          0        1\n" in text


def test_yukon_rules_writes_markdown_to_a_file(tmp_path, capsys) -> None:
    page = tmp_path / "russian.md"
    assert (
        main(["rules", "russian", "--lang", "ru", "-o", str(page), "-o", "max_group_size=5"]) == 0
    )
    assert capsys.readouterr().out == ""
    assert page.read_text(encoding="utf-8") == rules_text(
        REGISTRY.rules("russian", max_group_size=5), "ru"
    )


@pytest.mark.parametrize("name", ["classic", "relaxed", "russian", "alaska", "double"])
def test_the_russian_rules_hold_no_english_outside_code(name: str) -> None:
    text = rules_text(REGISTRY.rules(name, max_group_size=5, foundation_slots="suits"), "ru")
    prose = re.sub(r"`[^`]*`", "", text)
    assert re.findall(r"[A-Za-z]{2,}", prose) == []


def test_yukon_rules_refuses_bad_input(capsys) -> None:
    assert main(["rules", "spider"]) == 2
    assert "no variant 'spider'" in capsys.readouterr().err
    assert main(["rules", "classic", "-o", "empty_column=queen"]) == 2
    assert "empty_column: expected one of king, any, not 'queen'" in capsys.readouterr().err
