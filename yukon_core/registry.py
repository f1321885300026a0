"""The variants and house rules that plugins declare, and their compiled rule tables.

Plugins come from :mod:`~yukon_core.plugins`, in a fixed order. Each plugin declares through a
plugin manager of its own, so one that raises, registers something that is not a declaration,
or wants a name or letter already taken is left out on its own — as a
:class:`~yukon_core.plugins.PluginProblem` in :attr:`Registry.problems` — and every other
variant works. A variant whose rules fail to compile is left out the same way the first time
they are compiled (:meth:`Registry.check_rules` compiles them all). Asking for a variant that
was left out raises :class:`~yukon_core.rules.PluginError` with the reason.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterable
from typing import Any

import pluggy

from .bounded import excerpt
from .hookspecs import PROJECT, RegistrationSpecs
from .house_rules import CoreHouseRules
from .plugins import (
    BUILT_IN,
    ENTRY_POINT_GROUP,
    PluginProblem,
    Source,
    check_hooks,
    sources,
    strict_by_default,
)
from .rules import PluginError, RuleTable, compile_rules
from .variant import HouseRule, Variant

__all__ = [
    "ENTRY_POINT_GROUP",
    "OptionError",
    "Registry",
    "UnknownVariantError",
    "default_registry",
]


class UnknownVariantError(LookupError):
    """No registered variant has that name or letter."""


class OptionError(ValueError):
    """A house-rule option that does not exist or has a bad value."""


class Registry:
    """The variants and house rules declared by a set of plugins.

    By default the plugins are those of the ``yukon.variants`` entry points; ``plugins`` adds
    more (tests use this to load a plugin that is not installed). With ``strict`` (default:
    the ``YUKON_STRICT_PLUGINS`` environment variable) any plugin problem raises
    :class:`~yukon_core.rules.PluginError` instead of leaving the plugin out.
    """

    def __init__(
        self,
        plugins: Iterable[object] = (),
        *,
        use_entry_points: bool = True,
        strict: bool | None = None,
    ) -> None:
        self.strict = strict_by_default() if strict is None else strict
        self.problems: list[PluginProblem] = []
        self._variants: dict[str, Variant] = {}
        self._house_rules: dict[str, HouseRule] = {}
        self._sources: dict[str, Source] = {}
        core = Source(BUILT_IN, "the core's house rules", CoreHouseRules())
        found = [core, *sources(plugins, self.problems, use_entry_points=use_entry_points)]
        managers = [(source, self._manager(source)) for source in found]
        declaring = {id(source): 0 for source, _ in managers}
        for source, manager in managers:
            if manager is not None:
                declaring[id(source)] += self._declare(
                    source, manager.hook.yukon_register_house_rules, self._add_house_rule
                )
                declaring[id(source)] += self._declare(
                    source, manager.hook.yukon_register_variants, self._add_variant
                )
        for source, manager in managers[1:]:  # the core registers house rules only
            if manager is not None and not declaring[id(source)] and not self._refused(source):
                self._refuse(
                    source, "registers no variant and no house rule: does its "
                    "yukon_register_variants hook call register(variant)?",
                )  # fmt: skip
        self._rules = functools.lru_cache(maxsize=64)(self._compile)
        if self.strict and self.problems:
            raise PluginError(f"a plugin is broken (strict): {self.problems[0]}")
        if self.strict:
            self.check_rules()

    def _manager(self, source: Source) -> pluggy.PluginManager | None:
        manager = pluggy.PluginManager(PROJECT)
        manager.add_hookspecs(RegistrationSpecs)
        try:
            manager.register(source.plugin)
        except (ValueError, pluggy.PluginValidationError) as error:
            self._refuse(source, f"cannot be registered: {error}")
            return None
        return manager

    def _declare(
        self, source: Source, hook: pluggy.HookCaller, add: Callable[[Source, Any], None]
    ) -> int:
        """Ask ``source``'s plugin to declare through ``hook``; keep what it declares if the
        whole of it is sound, else leave it all out; how many declarations it made."""
        declared: list[object] = []
        try:
            returned = hook(register=declared.append)
        except Exception as error:  # a plugin's registration hook may raise anything
            self._refuse(source, f"{type(error).__name__} while registering: {error}")
            return 0
        if returned:  # pluggy lists what each implementation returned, None left out
            self._refuse(
                source, f"its {hook.name} returned {excerpt(returned[0], 60)} instead of "
                "passing each to register(): nothing it returns is registered",
            )  # fmt: skip
        for declaration in declared:
            try:
                add(source, declaration)
            except PluginError as error:
                names = (declaration.name,) if isinstance(declaration, Variant) else ()
                self._refuse(source, str(error), names)
        return len(declared)

    def _refused(self, source: Source) -> bool:
        return any(
            (problem.distribution, problem.entry_point) == (source.distribution, source.entry_point)
            for problem in self.problems
        )

    def _refuse(self, source: Source, reason: str, names: tuple[str, ...] = ()) -> None:
        one_line = " ".join(reason.split())[:300]
        names = tuple(dict.fromkeys((*names, source.name) if source.name else names))
        self.problems.append(
            PluginProblem(source.distribution, source.entry_point, one_line, names)
        )

    def _add_house_rule(self, source: Source, rule: object) -> None:
        if not isinstance(rule, HouseRule):
            raise PluginError(f"register() expects a HouseRule, not {excerpt(rule, 60)}")
        if rule.name in self._house_rules:
            raise PluginError(f"house rule {rule.name!r} is registered twice")
        self._house_rules[rule.name] = rule

    def _add_variant(self, source: Source, variant: object) -> None:
        if not isinstance(variant, Variant):
            raise PluginError(f"register() expects a Variant, not {excerpt(variant, 60)}")
        for other in self._variants.values():
            owner = self._sources[other.name].distribution
            if other.name == variant.name:
                raise PluginError(f"variant name {variant.name!r} is taken by {owner}")
            if variant.letter is not None and other.letter == variant.letter:
                raise PluginError(
                    f"variant {variant.name!r} wants letter {variant.letter!r}, which "
                    f"{other.name!r} (from {owner}) already has"
                )
        reason = check_hooks(variant.rules) if variant.rules is not None else None
        if reason:
            raise PluginError(f"variant {variant.name!r}'s rules: {reason}")
        unknown = set(variant.options) - set(self._house_rules)
        if unknown:
            raise PluginError(f"variant {variant.name!r} sets unknown options {sorted(unknown)}")
        self._variants[variant.name] = variant
        self._sources[variant.name] = source
        try:
            self.options(variant)
        except OptionError as error:
            del self._variants[variant.name], self._sources[variant.name]
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
                    len(name) == 1 and variant.letter is not None and name.upper() == variant.letter
                ):
                    return variant
            for problem in self.problems:
                if name.lower() in problem.names:
                    raise PluginError(f"variant {name.lower()!r} was not loaded: {problem}")
        known = ", ".join(v.name + (f" ({v.letter})" if v.letter else "") for v in self.variants)
        raise UnknownVariantError(f"no variant {excerpt(key)}; known variants: {known}")

    def source(self, variant: str | Variant) -> Source:
        """Where ``variant`` came from: its distribution and entry point."""
        return self._sources[self.variant(variant).name]

    def check_rules(self) -> None:
        """Compile every variant's rules, leaving out (as a problem) each whose rules fail."""
        for variant in self.variants:
            if self.strict:
                self.rules(variant)
                continue
            with contextlib.suppress(PluginError):
                self.rules(variant)

    def options(self, variant: str | Variant, /, **chosen: Any) -> dict[str, Any]:
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
                choices = rule.choices["en"].replace("`", "")
                raise OptionError(f"option {name}: {error} (choices: {choices})") from error
        return resolved

    def rules(self, variant: str | Variant, /, **chosen: Any) -> RuleTable:
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
        try:
            return compile_rules(self._variants[name], values, plugins)
        except PluginError as error:
            if any(value is not None for value in values.values()):
                raise  # a house rule's plugin may be at fault: the variant stays
            source = self._sources.pop(name)
            del self._variants[name]
            self._refuse(source, f"its rules do not compile: {error}", (name,))
            heading = (
                "a plugin is broken (strict)" if self.strict else f"variant {name!r} was not loaded"
            )
            raise PluginError(f"{heading}: {self.problems[-1]}") from error


@functools.cache
def default_registry() -> Registry:
    """The registry of every installed plugin, loaded once."""
    return Registry()
