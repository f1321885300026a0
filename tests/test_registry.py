"""Plugin loading, declaration checks and the override order of rule plugins."""

from __future__ import annotations

from importlib.metadata import EntryPoint

import pytest

from yukon_core import (
    YUKON_LAYOUT,
    Card,
    OptionError,
    PluginError,
    Registry,
    Suit,
    UnknownVariantError,
    Variant,
    default_registry,
    hookimpl,
)
from yukon_core import plugins as plugins_module

TEXT = {"en": "test"}


def variant_plugin(*variants: Variant) -> object:
    class Plugin:
        @hookimpl
        def yukon_register_variants(self, register) -> None:
            for variant in variants:
                register(variant)

    return Plugin()


def make(name: str, letter: str, rules: object = None, **options) -> Variant:
    return Variant(name, letter, TEXT, YUKON_LAYOUT, TEXT, rules=rules, options=options)


def test_builtin_variants_come_from_entry_points() -> None:
    names = {v.name for v in default_registry().variants}
    assert {"classic", "relaxed"} <= names
    assert Registry(use_entry_points=False).variants == ()


def test_lookup_by_name_or_letter() -> None:
    registry = default_registry()
    assert registry.variant("C") is registry.variant("Classic") is registry.variant("classic")
    with pytest.raises(UnknownVariantError, match=r"no variant 'zz'; known variants: .*classic"):
        registry.variant("zz")


def _problem(registry: Registry) -> str:
    (problem,) = registry.problems
    return problem.reason


def test_duplicate_name_or_letter_is_refused() -> None:
    registry = Registry([variant_plugin(make("mine", "C"))])
    assert "wants letter 'C', which 'classic' (from yukon) already has" in _problem(registry)
    assert "mine" not in {v.name for v in registry.variants}
    registry = Registry([variant_plugin(make("classic", "Q"))])
    assert "variant name 'classic' is taken by yukon" in _problem(registry)
    assert registry.variant("classic").letter == "C"


def test_register_wants_a_variant() -> None:
    registry = Registry([variant_plugin("classic")], use_entry_points=False)  # type: ignore[arg-type]
    assert "expects a Variant, not 'classic'" in _problem(registry)


def test_variant_with_unknown_option_is_refused() -> None:
    registry = Registry([variant_plugin(make("odd", "O", colour="blue"))], use_entry_points=False)
    assert "sets unknown options ['colour']" in _problem(registry)
    with pytest.raises(PluginError, match=r"variant 'odd' was not loaded: .*unknown options"):
        registry.variant("odd")


def test_strict_turns_a_problem_into_an_error() -> None:
    with pytest.raises(PluginError, match=r"a plugin is broken .strict.: .*unknown options"):
        Registry([variant_plugin(make("odd", "O", colour="blue"))], strict=True)


@pytest.mark.parametrize(
    ("name", "letter", "message"), [("Bad Name", "B", "lower-case"), ("ok", "bb", "one capital")]
)
def test_bad_declarations(name: str, letter: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make(name, letter)


def test_a_plugin_that_cannot_load_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    broken = EntryPoint("broken", "no_such_module_xyz", "yukon.variants")
    monkeypatch.setattr(plugins_module, "entry_points", lambda group: [broken])
    registry = Registry()
    (problem,) = registry.problems
    assert problem.entry_point == "broken = no_such_module_xyz"
    assert problem.reason.startswith("ModuleNotFoundError: No module named 'no_such_module_xyz'")
    with pytest.raises(PluginError, match="variant 'broken' was not loaded"):
        registry.variant("broken")


def test_a_rule_hook_must_answer_a_bool() -> None:
    class Sloppy:
        @hookimpl
        def yukon_may_build(self, card: Card, onto: Card) -> object:
            return "sure"

    registry = Registry([variant_plugin(make("sloppy", "Z", Sloppy()))], use_entry_points=False)
    with pytest.raises(PluginError, match=r"yukon_may_build.*answered 'sure'"):
        registry.rules("sloppy")
    assert "its rules do not compile" in _problem(registry)
    with pytest.raises(PluginError, match="variant 'sloppy' was not loaded"):
        registry.rules("sloppy")


class SameSuit:
    @hookimpl
    def yukon_may_build(self, card: Card, onto: Card) -> bool:
        return card.suit == onto.suit and card.rank + 1 == onto.rank


def test_variant_overrides_defaults_and_house_rules_override_variant() -> None:
    registry = Registry([variant_plugin(make("same", "Z", SameSuit()))], use_entry_points=False)
    rules = registry.rules("same")
    nine, ten_s, ten_h = Card(Suit.SPADES, 9).id, Card(Suit.SPADES, 10).id, Card(Suit.HEARTS, 10).id
    assert rules.onto[nine] == {ten_s}
    assert rules.builders[ten_h] == (Card(Suit.HEARTS, 9).id,)
    assert rules.heads_empty[Card(Suit.CLUBS, 13).id]  # default kept
    anything = registry.rules("same", empty_column="any")
    assert all(anything.heads_empty)
    assert anything.onto == rules.onto


def test_compiled_classic_tables_match_the_rule() -> None:
    rules = default_registry().rules("classic")
    for card in rules.cards:
        expected = {
            t.id for t in rules.cards if t.rank == card.rank + 1 and t.colour != card.colour
        }
        assert rules.onto[card.id] == expected
        assert rules.heads_empty[card.id] == (card.rank == 13)
        assert rules.starts_foundation[card.id] == (set(range(4)) if card.rank == 1 else set())
        assert rules.returns[card.id]
    assert all(rules.may_lift[1:]) and not rules.may_lift[0]


def test_options_are_checked() -> None:
    registry = default_registry()
    with pytest.raises(OptionError, match="unknown option"):
        registry.options("classic", colour="blue")
    with pytest.raises(OptionError, match="max_group_size: a group limit must be 1 to 1000"):
        registry.options("classic", max_group_size=0)
    assert registry.options("classic", max_group_size="20")["max_group_size"] == 20


def test_rule_tables_are_compiled_once_per_option_set() -> None:
    registry = default_registry()
    assert registry.rules("classic") is registry.rules("C")
    assert registry.rules("classic", max_group_size=20) is not registry.rules("classic")


def test_a_one_letter_name_cannot_shadow_a_letter() -> None:
    with pytest.raises(ValueError, match="two or more"):
        make("c", "Z")
    registry = Registry([variant_plugin(make("cc", "Z"))])
    assert registry.variant("C").name == "classic"
    assert registry.variant("Z").name == "cc"


def test_a_bad_option_default_is_refused_at_registration() -> None:
    registry = Registry([variant_plugin(make("odd", "O", max_group_size=0))])
    assert "'odd' sets a bad default: option max_group_size" in _problem(registry)


def test_a_rule_hook_that_raises_is_named() -> None:
    class Fragile:
        @hookimpl
        def yukon_may_build(self, card: Card, onto: Card) -> bool:
            return 1 // 0 > 0

    registry = Registry([variant_plugin(make("fragile", "Z", Fragile()))], use_entry_points=False)
    with pytest.raises(PluginError, match=r"yukon_may_build\(card=.*\) raised ZeroDivisionError"):
        registry.rules("fragile")


def test_group_limit_reads_the_table() -> None:
    registry = default_registry()
    assert registry.rules("classic").group_limit is None
    assert registry.rules("classic", max_group_size=20).group_limit == 20
    assert registry.rules("classic", max_group_size=1).group_limit == 1


def test_a_variant_is_named_by_text() -> None:
    with pytest.raises(UnknownVariantError, match="named by text"):
        default_registry().variant(5)  # type: ignore[arg-type]
