"""Ctrl-C, the same for every command: it ends the command with one line, ``yukon:
interrupted``, and exit status 130.

Python raises :class:`KeyboardInterrupt` wherever the main thread is when SIGINT comes. Where
that is code Python calls for its own sake (a garbage-collector callback, which hypothesis
installs; a finaliser; a weakref callback), it prints the exception as ignored and the command
goes on. :func:`catching_interrupts` raises such a lost interrupt again in the main thread, and
ends the process at once on a Ctrl-C that comes while the first is still being handled.
"""

from __future__ import annotations

import _thread
import atexit
import contextlib
import os
import signal
import sys
import threading
from collections.abc import Iterator
from types import FrameType
from typing import NoReturn

__all__ = ["INTERRUPTED", "MESSAGE", "Interrupts", "catching_interrupts", "exit_with"]

INTERRUPTED = 130
"""The exit status of a command ended by Ctrl-C."""
MESSAGE = "yukon: interrupted"


class Interrupts:
    """Ctrl-C in this process: the handler of SIGINT and of the exceptions Python cannot raise."""

    def __init__(self) -> None:
        self.interrupted = False
        """Ctrl-C came: the command is to end with status 130, however it ends."""
        self.again = False
        """The next SIGINT is a dropped interrupt raised again, not one more Ctrl-C."""
        self.said = False
        self.closed = False
        """The command has left :func:`catching_interrupts`: nothing is raised again."""
        self.closing = threading.Lock()
        self.unraisable = sys.unraisablehook
        self.main = threading.get_ident()
        """The thread that handles Ctrl-C: the one this is made in, the main thread."""

    def on_signal(self, _signum: int, _frame: FrameType | None) -> None:
        """The first Ctrl-C raises :class:`KeyboardInterrupt`; one more ends the process now."""
        if self.interrupted and not self.again:
            os._exit(self.report())
        self.interrupted, self.again = True, False
        raise KeyboardInterrupt

    def on_unraisable(self, unraisable: sys.UnraisableHookArgs) -> None:
        """An interrupt Python had to drop is raised again, where the main thread is once this
        hook has returned (raised here, it would be lost for good); anything else goes to the
        hook there was."""
        if unraisable.exc_type is None or not issubclass(unraisable.exc_type, KeyboardInterrupt):
            self.unraisable(unraisable)
            return
        self.again = True
        hold = threading.Lock()
        hold.acquire()
        threading.Thread(target=self._interrupt_again, args=(hold,), daemon=True).start()
        hold.release()  # the last call here: the thread cannot interrupt this hook

    def _interrupt_again(self, hold: threading.Lock) -> None:
        """Once ``hold`` is free, SIGINT for the main thread again: sent, so that it ends a
        wait the thread is in, where the system can send a signal to one thread."""
        with hold, self.closing:
            if self.closed:
                return
            if hasattr(signal, "pthread_kill"):
                signal.pthread_kill(self.main, signal.SIGINT)
            else:
                _thread.interrupt_main(signal.SIGINT)

    def report(self) -> int:
        """Say the command was interrupted (once); the exit status."""
        if not self.said:
            self.said = True
            with contextlib.suppress(OSError, ValueError):
                print(MESSAGE, file=sys.stderr, flush=True)
        return INTERRUPTED


@contextlib.contextmanager
def catching_interrupts() -> Iterator[Interrupts]:
    """Within: Ctrl-C as the module says. Only in the main thread, and not where SIGINT is
    ignored (as the shell does for a job it starts in the background)."""
    interrupts = Interrupts()
    if (
        threading.current_thread() is not threading.main_thread()
        or signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    ):
        yield interrupts
        return
    handler = signal.signal(signal.SIGINT, interrupts.on_signal)
    sys.unraisablehook = interrupts.on_unraisable
    try:
        yield interrupts
    finally:
        with interrupts.closing:
            interrupts.closed = True
        signal.signal(signal.SIGINT, handler)
        sys.unraisablehook = interrupts.unraisable


def exit_with(status: int) -> NoReturn:
    """End the process with ``status``, 130 included. CPython may end a process by SIGINT
    instead of its status once an interrupt has gone through code run from text (``exec`` of a
    string, as ``dataclasses`` runs to make a class), even an interrupt caught since: seen when
    Ctrl-C came while ``yukon check`` imported hypothesis. So an interrupted command ends here,
    after the exit functions and with its output flushed."""
    if status != INTERRUPTED:
        sys.exit(status)
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(status)
