"""What a packed survey file must show before its rows are restored (:func:`check_packed`).

A packed file is outside data: anyone can write one. Besides the kind of each column
(:meth:`SurveyStore.rows`), each of its rows must

- say what a row of its verdict says: a win its line, that many moves and that it replayed; a
  loss or an unknown verdict no line; an unknown verdict, and only it, what stopped the search;
- be the only row of its deal among the packed files;
- belong to an installed game, under its own name and house rules it accepts; under the game's
  own rules, to the rules the game has now. A row records no fingerprint of the rules it was
  decided under, but the verdicts the package ships (:mod:`yukon_core.published`) do, and
  ``data/publish.py`` writes them from the same store as the packed files: if the game's rules
  no longer match that fingerprint, they changed since, and none of its packed verdicts holds;
- if won, win: its line, dealt the deal with :func:`~yukon_core.deals.deal`, read move by move
  and played with :func:`~yukon_core.engine.apply` (which refuses what
  :func:`~yukon_core.engine.check` refuses), ends where :func:`~yukon_core.engine.is_won` says
  won;
- if lost, be of a deal with no recorded win the rules admit: not won in the shipped verdicts
  checked above, nor in the store it is restored into by a line that replays (a win among the
  packed files would be a second row of the deal).

A lost verdict is a proof by exhaustive search, which only solving the deal again could check;
a loss is trusted as far as these checks go.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from importlib import resources

import attrs

from ..bounded import excerpt
from ..deals import deal
from ..engine import apply, is_won
from ..errors import GameError
from ..moves import Move, parse_move
from ..position import Position
from ..published import ShippedVerdicts, read_verdicts, rules_fingerprint
from ..registry import OptionError, UnknownVariantError, default_registry
from ..rules import PluginError, RuleTable
from .store import StoreError, SurveyRow

__all__ = ["Key", "UntrustedRow", "check_packed", "key"]

Key = tuple[str, str, int]
"""What a store keys a row by: game, options and deal."""
_BATCH = 200
"""Wins replayed by one task of a worker process."""
_Win = tuple[str, str, int, str]
"""A win to replay: game, options, deal and line."""


class UntrustedRow(StoreError):
    """A packed file holds a row that fails a check: none of the file may be restored."""


class _Fault(Exception):
    """What is wrong with a row, said without naming the file or the row."""


def key(row: SurveyRow) -> Key:
    """The key of ``row``."""
    return row.variant, row.options, row.deal


def check_packed(
    files: Mapping[str, Sequence[SurveyRow]], held: Mapping[Key, SurveyRow], jobs: int | None = None
) -> None:
    """Check every row of ``files`` (rows by file name), to be restored into a store that holds
    ``held``, replaying the wins on ``jobs`` processes (default: one per core); raise
    :class:`UntrustedRow` naming the first file, game, deal and fault found."""
    shipped: dict[tuple[str, str], ShippedVerdicts | None] = {}
    seen: dict[Key, str] = {}
    wins: list[tuple[str, SurveyRow]] = []
    for name, rows in files.items():
        for row in rows:
            with _naming(name, row):
                if key(row) in seen:
                    raise _Fault(f"the deal has a row in {seen[key(row)]} already")
                _check_columns(row)
                if (row.variant, row.options) not in shipped:
                    shipped[row.variant, row.options] = _admitted(row)
                if row.verdict == "lost":
                    _check_no_win(row, shipped[row.variant, row.options], held.get(key(row)))
            seen[key(row)] = name
            if row.verdict == "won":
                wins.append((name, row))
    _replay_all(wins, jobs or os.cpu_count() or 1)


@contextlib.contextmanager
def _naming(name: str, row: SurveyRow) -> Iterator[None]:
    """A fault of ``row`` (of the file ``name``) raised as :class:`UntrustedRow`."""
    try:
        yield
    except _Fault as fault:
        raise _untrusted(name, row, str(fault)) from fault


def _untrusted(name: str, row: SurveyRow, fault: str) -> UntrustedRow:
    """``fault`` of ``row`` of the file ``name``, naming the file, game and deal."""
    options = "" if row.options == "{}" else f" {row.options}"
    return UntrustedRow(f"{name}: {row.variant}{options} deal {row.deal}: {fault}")


def _check_columns(row: SurveyRow) -> None:
    """Refuse a row whose columns contradict its verdict."""
    if row.verdict == "won":
        if not row.line or row.moves != len(row.line.split(" ")):
            raise _Fault(f"a win of {row.moves} moves with the line {excerpt(row.line)}")
        if row.replayed is not True:
            raise _Fault("a win whose line did not replay when it was solved")
    elif row.line or row.moves or row.replayed is not None:
        raise _Fault(f"a verdict of {row.verdict} has no line, moves or replay")
    if (row.stopped_by is None) != (row.verdict != "unknown"):
        raise _Fault("only an unknown verdict, and every one, says what stopped its search")


def _admitted(row: SurveyRow) -> ShippedVerdicts | None:
    """Refuse ``row`` unless its game is installed, by its own name, under house rules it
    accepts, and under its own rules has the rules its shipped verdicts were made under; those
    verdicts, if any."""
    try:
        rules = _rules(row.variant, row.options)
    except UnknownVariantError as error:
        raise _Fault(f"{row.variant} is not an installed game") from error
    except (OptionError, PluginError) as error:
        raise _Fault(f"its house rules are not {row.variant}'s: {error}") from error
    if rules.variant.name != row.variant:
        raise _Fault(f"{row.variant} is not a game's own name (it is {rules.variant.name}'s)")
    return _shipped(rules) if row.options == "{}" else None


def _rules(variant: str, options: str) -> RuleTable:
    return default_registry().rules(variant, **json.loads(options))


def _shipped(rules: RuleTable) -> ShippedVerdicts | None:
    """The verdicts the package ships for the game of ``rules`` (its own rules), if any;
    refused when they were made under other rules."""
    path = resources.files("yukon_core").joinpath("verdicts", f"{rules.variant.name}.txt")
    shipped = read_verdicts(path)
    if shipped is None:
        return None
    now = rules_fingerprint(rules, shipped.first)
    if shipped.rules != now:
        raise _Fault(
            f"the rules of {rules.variant.name} have changed since its verdicts were published "
            f"(rules fingerprint {shipped.rules}, now {now})"
        )
    return shipped


def _check_no_win(row: SurveyRow, shipped: ShippedVerdicts | None, held: SurveyRow | None) -> None:
    """Refuse a loss of a deal with a recorded win the rules admit: in ``shipped``, or ``held``
    by the store with a line that replays."""
    if shipped is not None and shipped.verdict(row.deal):
        raise _Fault("lost, but the package's published verdicts record a win")
    if held is not None and held.proven == "won" and _fault(_win(held)) is None:
        raise _Fault("lost, but the store holds a win of it whose line replays")


def _win(row: SurveyRow) -> _Win:
    return row.variant, row.options, row.deal, row.line


def _replay_all(wins: Sequence[tuple[str, SurveyRow]], jobs: int) -> None:
    """Refuse the first of ``wins`` (rows by file name) whose line does not win, replaying
    them in batches on up to ``jobs`` processes (in this one for a single batch)."""
    batches = [wins[start : start + _BATCH] for start in range(0, len(wins), _BATCH)]
    tasks = [[_win(row) for _, row in batch] for batch in batches]
    with _faults_of(tasks, min(jobs, len(tasks))) as found:
        for batch, faults in zip(batches, found, strict=True):
            for (name, row), fault in zip(batch, faults, strict=True):
                if fault is not None:
                    raise _untrusted(name, row, fault)


@contextlib.contextmanager
def _faults_of(tasks: list[list[_Win]], workers: int) -> Iterator[Iterator[list[str | None]]]:
    """The faults of each task's wins, in order: found here, or on ``workers`` processes (the
    tasks not begun are dropped when it ends)."""
    if workers <= 1:
        yield map(_faults, tasks)
        return
    pool = ProcessPoolExecutor(workers)
    try:
        yield pool.map(_faults, tasks)
    finally:
        pool.shutdown(cancel_futures=True)


def _faults(wins: list[_Win]) -> list[str | None]:
    """What is wrong with each of ``wins`` (``None``: it wins)."""
    return [_fault(win) for win in wins]


def _fault(win: _Win) -> str | None:
    variant, options, number, line = win
    try:
        _replayer(variant, options).replay(number, line)
    except _Fault as fault:
        return str(fault)
    return None


@functools.cache
def _replayer(variant: str, options: str) -> _Replayer:
    """The replayer of an installed game's rules (one a process: it keeps the moves it read)."""
    return _Replayer(_rules(variant, options))


@attrs.define
class _Replayer:
    """Lines played through the engine under ``rules``."""

    rules: RuleTable
    _moves: dict[str, Move] = attrs.field(factory=dict)
    """Moves read, by text: those whose text names their card in full, the same anywhere."""

    def replay(self, number: int, line: str) -> None:
        """Refuse ``line`` unless it wins deal ``number``: each move read, refused as
        :func:`~yukon_core.engine.check` would refuse it, or played."""
        position = deal(self.rules.layout, number)
        texts = line.split(" ")
        for index, text in enumerate(texts, 1):
            try:
                position, _ = apply(self.rules, position, self._move(text, position))
            except GameError as error:
                raise _Fault(f"move {index} of its line, {excerpt(text)}: {error}") from error
        if not is_won(self.rules, position):
            raise _Fault(f"its line of {len(texts)} moves ends in a game not won")

    def _move(self, text: str, position: Position) -> Move:
        """The move ``text`` names at ``position``."""
        if (known := self._moves.get(text)) is not None:
            return known
        move = parse_move(self.rules, text, position)
        if self.rules.decks == 1 or "/" in text:
            self._moves[text] = move
        return move
