"""Finding plugins, in a fixed order, and refusing the broken ones by name.

Plugins come from the ``yukon.variants`` entry-point group (the built-in variants are
registered there exactly like a third-party package's) and from objects a caller hands over.
Each is a :class:`Source` — its distribution, its entry point, the loaded object — in a
deterministic order: the core first, then the ``yukon`` distribution (the built-ins), then the
others by distribution name and entry-point name, then the objects handed over. A plugin that
cannot be imported, or that implements a ``yukon_*`` hook no specification has, becomes a
:class:`PluginProblem` instead, naming its distribution and entry point and the reason in one
line. ``YUKON_STRICT_PLUGINS=1`` (``yukon --strict-plugins``) turns any problem into an error.
"""

from __future__ import annotations

import difflib
import inspect
import os
from collections.abc import Iterable, Iterator
from importlib.metadata import EntryPoint, entry_points

import attrs

from .hookspecs import RegistrationSpecs, RuleSpecs

__all__ = [
    "BUILT_IN",
    "ENTRY_POINT_GROUP",
    "STRICT_ENVIRONMENT",
    "PluginProblem",
    "Source",
    "check_hooks",
    "sources",
    "strict_by_default",
]

ENTRY_POINT_GROUP = "yukon.variants"
BUILT_IN = "yukon"
"""The distribution of the core and the built-in variants: its plugins come first."""
STRICT_ENVIRONMENT = "YUKON_STRICT_PLUGINS"
HOOKS = frozenset(
    name
    for specs in (RegistrationSpecs, RuleSpecs)
    for name, _ in inspect.getmembers(specs, inspect.isfunction)
    if name.startswith("yukon_")
)
"""Every hook a plugin may implement."""


@attrs.frozen
class Source:
    """A plugin and where it came from."""

    distribution: str
    entry_point: str
    plugin: object
    name: str = ""
    """The entry point's name (by custom, the variant's): a problem is found by it too."""


@attrs.frozen
class PluginProblem:
    """A plugin, or one declaration of it, left out: where it came from and why, in one line.
    ``names`` are the variant names (or, for a plugin that never loaded, the entry point's
    name) that now point at this problem."""

    distribution: str
    entry_point: str
    reason: str
    names: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.distribution} ({self.entry_point}): {self.reason}"


def strict_by_default() -> bool:
    """Whether ``YUKON_STRICT_PLUGINS`` asks for any plugin problem to be an error."""
    return os.environ.get(STRICT_ENVIRONMENT, "").strip().lower() in ("1", "yes", "true", "on")


def _one_line(error: BaseException) -> str:
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}"[:300]


def _ordered(found: Iterable[EntryPoint]) -> list[EntryPoint]:
    def key(entry: EntryPoint) -> tuple[bool, str, str]:
        name = entry.dist.name if entry.dist else ""
        return (name != BUILT_IN, name.lower(), entry.name)

    return sorted(found, key=key)


def check_hooks(plugin: object) -> str | None:
    """Why ``plugin`` is refused for a ``yukon_*`` attribute that is no hook, or ``None``."""
    for name in sorted(dir(plugin)):
        if name.startswith("yukon_") and name not in HOOKS and callable(getattr(plugin, name)):
            close = difflib.get_close_matches(name, sorted(HOOKS), n=1, cutoff=0.6)
            hint = f"; did you mean {close[0]}?" if close else ""
            return f"{name} is not a yukon hook{hint}"
    return None


def sources(
    handed_over: Iterable[object], problems: list[PluginProblem], *, use_entry_points: bool
) -> Iterator[Source]:
    """The plugins in their order; one that cannot load or has an unknown hook is added to
    ``problems`` instead."""
    if use_entry_points:
        for entry in _ordered(entry_points(group=ENTRY_POINT_GROUP)):
            distribution = entry.dist.name if entry.dist else "(unknown distribution)"
            where = f"{entry.name} = {entry.value}"
            try:
                plugin = entry.load()
            except Exception as error:  # any way an import can fail
                problems.append(PluginProblem(distribution, where, _one_line(error), (entry.name,)))
                continue
            reason = check_hooks(plugin)
            if reason:
                problems.append(PluginProblem(distribution, where, reason, (entry.name,)))
                continue
            yield Source(distribution, where, plugin, entry.name)
    for plugin in handed_over:
        source = Source("(handed to Registry)", repr(plugin)[:80], plugin)
        reason = check_hooks(plugin)
        if reason:
            problems.append(PluginProblem(source.distribution, source.entry_point, reason))
            continue
        yield source
