"""The solver's stepping for layouts beyond columns and single-card foundations: the compact
position of every pile (``shape.py``), the moves of stocks, wastes, cells, reserves and whole
suits (``moves.py``), and the search context that closes positions under the safe moves whose
preconditions hold (``context.py``). The searches themselves are the same for every game."""
