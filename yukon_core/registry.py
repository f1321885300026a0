"""Find the variants and house rules that plugins declare, and build their rule tables.

Plugins are found through the ``yukon.variants`` entry-point group; the built-in variants are
registered there exactly like a third-party package's.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from importlib.metadata import entry_points
from typing import Any

import pluggy

from .bounded import excerpt
from .hookspecs import PROJECT, RegistrationSpecs
from .house_rules import CoreHouseRules
from .rules import PluginError, RuleTable, compile_rules
from .variant import HouseRule, Variant

__all__ = [
    "ENTRY_POINT_GROUP",
    "OptionError",
    "Registry",
    "UnknownVariantError",
    "default_registry",
]

ENTRY_POINT_GROUP = "yukon.variants"


class UnknownVariantError(LookupError):
    """No registered variant has that name or letter."""


class OptionError(ValueError):
    """A house-rule option that does not exist or has a bad value."""


class Registry:
    """The variants and house rules declared by a set of plugins.

    By default the plugins are those of the ``yukon.variants`` entry points; ``plugins`` adds
    more (tests use this to load a plugin that is not installed).
    """

    def __init__(self, plugins: Iterable[object] = (), *, use_entry_points: bool = True) -> None:
        manager = pluggy.PluginManager(PROJECT)
        manager.add_hookspecs(RegistrationSpecs)
        candidates: list[tuple[str, object]] = [("yukon_core", CoreHouseRules())]
        if use_entry_points:
            candidates += _entry_point_plugins()
        candidates += [(repr(plugin), plugin) for plugin in plugins]
        for label, plugin in candidates:
            try:
                manager.register(plugin, name=label)
            except (ValueError, pluggy.PluginValidationError) as error:
                raise PluginError(f"cannot register plugin {label}: {error}") from error
        self._variants: dict[str, Variant] = {}
        self._house_rules: dict[str, HouseRule] = {}
        manager.hook.yukon_register_house_rules(register=self._add_house_rule)
        manager.hook.yukon_register_variants(register=self._add_variant)
        self._rules = functools.lru_cache(maxsize=64)(self._compile)

    def _add_house_rule(self, rule: HouseRule) -> None:
        if not isinstance(rule, HouseRule):
            raise PluginError(f"register() expects a HouseRule, not {rule!r}")
        if rule.name in self._house_rules:
            raise PluginError(f"house rule {rule.name!r} is registered twice")
        self._house_rules[rule.name] = rule

    def _add_variant(self, variant: Variant) -> None:
        if not isinstance(variant, Variant):
            raise PluginError(f"register() expects a Variant, not {variant!r}")
        for other in self._variants.values():
            if other.name == variant.name:
                raise PluginError(f"variant name {variant.name!r} is registered twice")
            if other.letter == variant.letter:
                raise PluginError(
                    f"variant {variant.name!r} wants letter {variant.letter!r}, "
                    f"which {other.name!r} already has"
                )
        unknown = set(variant.options) - set(self._house_rules)
        if unknown:
            raise PluginError(f"variant {variant.name!r} sets unknown options {sorted(unknown)}")
        self._variants[variant.name] = variant
        try:
            self.options(variant)
        except OptionError as error:
            del self._variants[variant.name]
            raise PluginError(f"variant {variant.name!r} sets a bad default: {error}") from error

    @property
    def variants(self) -> tuple[Variant, ...]:
        """Every registered variant, by name."""
        return tuple(sorted(self._variants.values(), key=lambda v: v.name))

    @property
    def house_rules(self) -> tuple[HouseRule, ...]:
        return tuple(self._house_rules.values())

    def variant(self, key: str | Variant) -> Variant:
        """A variant by name (``classic``) or, for one character, by letter (``C``); any case."""
        if isinstance(key, Variant):
            return key
        if not isinstance(key, str):
            raise UnknownVariantError(f"a variant is named by text, not {excerpt(key)}")
        name = key.strip()
        if name.isascii():
            for variant in self._variants.values():
                if name.lower() == variant.name or (
                    len(name) == 1 and name.upper() == variant.letter
                ):
                    return variant
        known = ", ".join(f"{v.name} ({v.letter})" for v in self.variants)
        raise UnknownVariantError(f"no variant {excerpt(key)}; known variants: {known}")

    def options(self, variant: str | Variant, **chosen: Any) -> dict[str, Any]:
        """Every house rule's value for a game of ``variant``: the variant's, then ``chosen``.

        A chosen ``None`` leaves the variant's value (there is no way to record "unset" over a
        variant's default, so a saved game could not come back the same).
        """
        variant = self.variant(variant)
        chosen = {name: value for name, value in chosen.items() if value is not None}
        unknown = set(chosen) - set(self._house_rules)
        if unknown:
            known = ", ".join(self._house_rules)
            named = ", ".join(excerpt(name) for name in sorted(unknown))
            raise OptionError(f"unknown option(s) {named}; options are: {known}")
        values = {name: None for name in self._house_rules} | dict(variant.options) | chosen
        resolved = {}
        for name, value in values.items():
            try:
                resolved[name] = None if value is None else self._house_rules[name].convert(value)
            except (TypeError, ValueError) as error:
                rule = self._house_rules[name]
                raise OptionError(f"option {name}: {error} (choices: {rule.choices})") from error
        return resolved

    def rules(self, variant: str | Variant, **chosen: Any) -> RuleTable:
        """The compiled rule table of ``variant`` with its options and ``chosen`` ones."""
        variant = self.variant(variant)
        options = self.options(variant, **chosen)
        return self._rules(variant.name, tuple(sorted(options.items())))

    def _compile(self, name: str, options: tuple[tuple[str, Any], ...]) -> RuleTable:
        values = dict(options)
        plugins = [
            self._house_rules[key].plugin(value)
            for key, value in values.items()
            if value is not None
        ]
        return compile_rules(self._variants[name], values, plugins)


def _entry_point_plugins() -> list[tuple[str, object]]:
    found = []
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        try:
            found.append((f"{entry.name} ({entry.value})", entry.load()))
        except Exception as error:
            raise PluginError(
                f"cannot load variant plugin {entry.name!r} ({entry.value}): "
                f"{type(error).__name__}: {error}"
            ) from error
    return found


@functools.cache
def default_registry() -> Registry:
    """The registry of every installed plugin, loaded once."""
    return Registry()
