"""Pure move generation and application over a :class:`~yukon_core.rules.RuleTable`.

Nothing here calls a plugin except the won rule, asked at the goal; everything reads the
compiled tables. One module per idea: where cards lie (``places``), the legal moves
(``generate``), why a move is refused (``checking``), playing one (``applying``), the stock's
actions (``stock``) and the end of a game (``goal``).
"""

from .applying import apply
from .checking import check
from .generate import legal_moves
from .goal import all_home, is_stuck, is_won
from .places import Place, foundation_slot, locate, whole_suit

__all__ = [
    "Place",
    "all_home",
    "apply",
    "check",
    "foundation_slot",
    "is_stuck",
    "is_won",
    "legal_moves",
    "locate",
    "whole_suit",
]
