"""Tests run in a forked child of pytest's process, so that the threads pytest's process
already runs, or the ones a test starts, do not matter: a solve forks its helper only from a
process of one thread (``split.can_split``), and a Dask client, or the Playwright driver a
browser test starts for the session, leaves a thread behind for the rest of the worker's
tests."""

from __future__ import annotations

import functools
import multiprocessing
import pickle
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import ParamSpec

__all__ = ["forked", "in_a_child"]

Args = ParamSpec("Args")


def forked(test: Callable[Args, None]) -> Callable[Args, None]:
    """``test`` run by :func:`in_a_child`, with the fixtures pytest made for it here."""

    @functools.wraps(test)
    def run(*args: Args.args, **kwargs: Args.kwargs) -> None:
        in_a_child(functools.partial(test, *args, **kwargs))

    return run


def in_a_child(body: Callable[[], object]) -> None:
    """Run ``body`` in a forked child, which starts with one thread, and raise here whatever it
    raised (an assertion's message, a skip); a child that dies without a word fails the
    test with its exit code."""
    fork = multiprocessing.get_context("fork")
    receiving, sending = fork.Pipe(duplex=False)
    child = fork.Process(target=_report, args=(body, sending))
    child.start()
    sending.close()
    try:
        raised = receiving.recv()
    except EOFError:
        raised = None
    finally:
        child.join()
    if raised is not None:
        raise raised
    assert child.exitcode == 0, f"the test's child process exited with {child.exitcode}"


def _report(body: Callable[[], object], sending: Connection) -> None:
    try:
        body()
    except BaseException as error:
        sending.send(_picklable(error))
    else:
        sending.send(None)


def _picklable(error: BaseException) -> BaseException:
    """``error`` if it crosses a pipe whole, else an assertion error that tells it."""
    try:
        pickle.loads(pickle.dumps(error))
    except Exception:
        return AssertionError(f"{type(error).__name__}: {error}")
    return error
