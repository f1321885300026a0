"""``yukon play``: a game in the terminal, one command a line from standard input.

Every rule, hint and explanation comes from the game session API; this module only reads
commands and prints what happened. With standard input from a file, each command is echoed
after ``>`` so the output reads as a transcript; lines starting with ``#`` are printed as
they are.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO, TextIO

from ..board_text import board_text
from ..bounded import InputError, lines
from ..cards import CardParseError
from ..game import (
    Game,
    GameError,
    PlayerError,
    RecordsError,
    RecordsStore,
    SaveError,
    TapPolicy,
    UndoCounting,
    heuristic_hint,
    load_game,
    new_game,
    save_game,
)
from ..game.hints import solver_or_heuristic_hint
from ..game.records import journal_outlook, keep_in_journal
from ..game.summary import Summary
from ..moves import DEAL_MOVE, REDEAL_MOVE, MoveParseError
from ..refusals import IllegalMoveError
from .common import (
    CommandError,
    add_option_argument,
    add_records_arguments,
    parse_options,
    read_deal,
    records_path,
    whole_count,
)
from .narration import describe_events, describe_summary

__all__ = ["add_commands"]

HELP = """\
Commands (one a line):
  9S>3, 9S-3, AH>F   move a card (with the cards on it) to a column or a foundation
  5D>C               put a single top card in a free cell (where the game has cells)
  deal, redeal       deal from the stock; turn the waste back over, or redeal the tableau
  tap CARD, or CARD  move a card where a tap puts it (the --tap policy)
  where CARD         where a card can go, or why it cannot move
  hint               a useful move and why
  undo, redo         take back a step, or make it again
  back               undo to the last position the solver proves winnable
  collect            send every card home once all are face up and in order
  moves              list the legal moves
  board              show the board again
  save FILE          save the game;  load FILE  continue a saved game instead
  quit               give up (counts as lost)"""

_PLAYER_ERRORS = (GameError, IllegalMoveError, MoveParseError, CardParseError)


def add_commands(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "play", help="play in the terminal, one command a line from standard input"
    )
    parser.add_argument("variant", nargs="?", help="variant name or letter, or a game code")
    parser.add_argument("--deal", help="deal number or game code (default: random)")
    parser.add_argument("--load", metavar="FILE", help="continue a saved game")
    parser.add_argument(
        "--tap", choices=[p.value for p in TapPolicy], default=TapPolicy.LONGEST.value,
        help="longest: home, else the longest fitting column (source 000); "
        "cycle: each further tap moves on to the next fitting place (source 004)",
    )  # fmt: skip
    parser.add_argument(
        "--undo-limit", type=whole_count, metavar="N", help="undo only the last N steps"
    )
    parser.add_argument(
        "--undo-counts", action="store_true", help="an undo counts as a move (source 003)"
    )
    add_records_arguments(parser)
    parser.add_argument(
        "--solvable", action="store_true",
        help="deal only a deal the solver proves winnable (the first from the one asked for)",
    )  # fmt: skip
    parser.add_argument(
        "--heuristic-hints", action="store_true",
        help="hints from the one-move-ahead heuristic only (by default the solver's move when "
             "it finds a win within half a second, else the heuristic's)",
    )  # fmt: skip
    parser.add_argument("--colour", choices=("auto", "always", "never"), default="auto")
    add_option_argument(parser)
    parser.set_defaults(run=run_play)


def run_play(args: argparse.Namespace) -> int:
    game = _start(args)
    records = records_path(args)
    store, trouble = _open_records(records) if records else (None, None)
    if records and trouble:
        print(f"yukon: records: {journal_outlook(records, trouble)}", file=sys.stderr)
    colour = args.colour == "always" or (args.colour == "auto" and sys.stdout.isatty())
    session = _Session(game, sys.stdout, args.lang, colour)
    interrupted = False
    try:
        game = session.run(_lines(sys.stdin.buffer, sys.stdout, interactive=sys.stdin.isatty()))
    except KeyboardInterrupt:  # Ctrl-C gives the game up, like quit, and says so
        game, interrupted = session.game, True
    finally:
        summary = _finish(session.game, store, records, trouble)
    print()
    print("\n".join(describe_summary(summary)))
    if summary.records_note:
        print(f"yukon: records: {summary.records_note}", file=sys.stderr)
    if interrupted:
        raise KeyboardInterrupt
    return 0


def _finish(
    game: Game, store: RecordsStore | None, records: Path | None, trouble: str | None
) -> Summary:
    """The game's summary, its result recorded (or kept in the journal) unless records are off."""
    if store is not None:
        try:
            return store.finish(game)
        finally:
            store.close()
    if records is not None and trouble is not None:
        return keep_in_journal(records, game, trouble)
    return game.summary()


def _start(args: argparse.Namespace) -> Game:
    if args.load:
        try:
            return load_game(args.load)
        except SaveError as error:
            raise CommandError(str(error)) from error
    if args.variant is None:
        raise CommandError("name a variant (e.g. yukon play classic) or --load a saved game")
    name, number = read_deal(args.variant, args.deal)
    counting = UndoCounting.COUNT if args.undo_counts else UndoCounting.KEEP
    try:
        return new_game(
            name, number, undo_limit=args.undo_limit, undo_counting=counting,
            tap_policy=args.tap, solvable_only=args.solvable,
            hint_provider=heuristic_hint if args.heuristic_hints else solver_or_heuristic_hint,
            **parse_options(args.option),
        )  # fmt: skip
    except ValueError as error:
        raise CommandError(str(error)) from error


def _open_records(path: Path) -> tuple[RecordsStore | None, str | None]:
    """The records store, or why it cannot be used."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return RecordsStore(path), None
    except RecordsError as error:
        return None, str(error)
    except OSError as error:
        return None, f"cannot use {path}: {error.strerror or error}"


def _lines(stream: BinaryIO, out: TextIO, *, interactive: bool) -> Iterator[str]:
    """Commands from ``stream``, each at most :data:`~yukon_core.bounded.LINE_BYTES`; typed
    ones get a prompt, read ones are echoed. A line too long or not UTF-8 is refused with a
    message and skipped."""
    read = lines(stream)
    while True:
        if interactive:
            out.write("> ")
            out.flush()
        line = next(read, None)
        if line is None:
            return
        if isinstance(line, InputError):
            out.write(f"  ! {line}\n")
            continue
        line = line.strip()
        if not interactive and line:
            out.write(f"{line}\n" if line.startswith("#") else f"> {line}\n")
        yield line


class _Session:
    """Carries out the commands on a game and prints the results."""

    def __init__(self, game: Game, out: TextIO, lang: str, colour: bool) -> None:
        self.game, self.out, self.lang, self.colour = game, out, lang, colour
        self.told_lost = False
        self.commands: dict[str, Callable[[str], None]] = {
            "help": lambda _: self.say(HELP),
            "board": lambda _: self.show_board(),
            "moves": self.list_moves,
            "hint": self.hint,
            "where": self.where,
            "tap": lambda card: self.changed(self.game.tap(card)),
            "undo": lambda _: self.changed(self.game.undo()),
            "redo": lambda _: self.changed(self.game.redo()),
            "collect": lambda _: self.changed(self.game.collect()),
            "deal": lambda _: self.changed(self.game.play(DEAL_MOVE)),
            "redeal": lambda _: self.changed(self.game.play(REDEAL_MOVE)),
            "back": self.back,
            "save": self.save,
            "load": self.load,
        }
        self.aliases = {"?": "help", "b": "board", "h": "hint", "w": "where", "t": "tap",
                        "u": "undo", "r": "redo", "c": "collect"}  # fmt: skip

    def say(self, text: str) -> None:
        self.out.write(text + "\n")

    def run(self, lines: Iterator[str]) -> Game:
        """Play until the game is won, ``quit`` or the end of input; return the game."""
        title = self.game.variant.text(self.game.variant.title, self.lang)
        self.say(f"{title}  {self.game.code}  (deal {self.game.deal}) — type help for commands")
        self.show_board()
        for line in lines:
            if not line or line.startswith("#"):
                continue
            word, _, rest = line.partition(" ")
            word = self.aliases.get(word.lower(), word.lower())
            if word in ("quit", "q", "exit"):
                break
            try:
                self.obey(word, rest.strip(), line)
            except _PLAYER_ERRORS as error:
                self.say(f"  ! {self._reason(error)}")
            if self.game.is_won:
                break
        return self.game

    def obey(self, word: str, argument: str, line: str) -> None:
        if word in self.commands:
            self.commands[word](argument)
        elif ">" in line or "-" in line:
            self.changed(self.game.play(line))
        else:
            try:
                card = self.game.card(line)
            except CardParseError as error:
                raise GameError(
                    f"{line!r} is not a command, a move or a card; type help"
                ) from error
            self.changed(self.game.tap(card))

    def _reason(self, error: Exception) -> str:
        if isinstance(error, IllegalMoveError):
            return error.refusal.message(self.lang, self.game.rules.decks)
        return error.message(self.lang) if isinstance(error, PlayerError) else str(error)

    def changed(self, events: list) -> None:
        self.say(f"  {describe_events(self.game.rules, events)}")
        self.show_board()
        self.check_winnable()

    def check_winnable(self) -> None:
        """Say once, when it happens, that the game can no longer be won, and the way back."""
        winnable = self.game.is_won or self.game.is_winnable() is not False
        if winnable:
            self.told_lost = False
            return
        if not self.told_lost:
            self.told_lost = True
            back = self.game.last_winnable_move()
            way = "" if back is None else f"back returns to move {back}, the last winnable one; "
            self.say(f"  ! this game can no longer be won: {way}or undo, or quit to give up")

    def back(self, _argument: str) -> None:
        target = self.game.last_winnable_move()
        if target is None:
            raise GameError("no position of this game is proven winnable")
        events: list = []
        while len(self.game.steps) > target:
            events += self.game.undo()
        self.changed(events)

    def show_board(self) -> None:
        game = self.game
        counters = game.counters
        self.say(f"Score {game.score} · Moves {counters.moves} · Undos {counters.undos}"
                 + (" · collect is available" if game.can_collect else ""))  # fmt: skip
        self.say(board_text(game.rules, game.position, colour=self.colour))

    def list_moves(self, _argument: str) -> None:
        moves = self.game.legal_moves()
        self.say("  " + (" ".join(map(self.game.move_text, moves)) or "no legal move"))

    def hint(self, _argument: str) -> None:
        hint = self.game.hint()
        if hint is None:
            self.say("  no useful move found: undo, or look for one yourself")
        else:
            reason = hint.message(self.lang, self.game.rules.decks)
            self.say(f"  hint: {self.game.move_text(hint.move)} — {reason}")

    def where(self, card: str) -> None:
        moves = self.game.destinations(card)
        if moves:
            name = self.game.card(card).symbol_text(self.game.rules.decks)
            self.say(f"  {name} can go: {' '.join(map(self.game.move_text, moves))}")
        else:
            reason = self.game.why_not(card)
            self.say(f"  {reason.message(self.lang) if reason else 'nowhere'}")

    def save(self, path: str) -> None:
        if not path:
            raise GameError("save needs a file name: save FILE")
        save_game(self.game, path)
        self.say(f"  saved to {path}")

    def load(self, path: str) -> None:
        """Go on with the game saved in ``path``; if it cannot be loaded, this game goes on."""
        if not path:
            raise GameError("load needs a file name: load FILE")
        try:
            game = load_game(path)
        except SaveError:
            raise
        except Exception as error:  # whatever a file holds, it must not end the game in progress
            raise GameError(f"cannot load {path}: {type(error).__name__}: {error}") from error
        self.game = game
        self.say(f"  loaded {path}: {self.game.code}")
        self.show_board()
