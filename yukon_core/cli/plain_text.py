"""The Markdown yukon writes (rules pages) as plain text for a terminal: headings underlined,
tables as aligned columns, no backticks or asterisks."""

from __future__ import annotations

import re
import textwrap

__all__ = ["plain_text"]

_MARKS = re.compile(r"\*\*|`")


def _table(rows: list[str]) -> list[str]:
    cells = [[cell.strip() for cell in row.strip().strip("|").split("|")] for row in rows]
    cells = [row for row in cells if not all(set(cell) <= set(":-") for cell in row)]
    widths = [max(len(row[i]) for row in cells) for i in range(len(cells[0]))]
    return ["  " + "  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)) for row in cells]


def _wrapped(line: str, width: int) -> list[str]:
    if not line:
        return [""]
    indent = "  " if line.startswith("- ") else ""
    return textwrap.wrap(line, width, subsequent_indent=indent, break_on_hyphens=False)


def plain_text(markdown: str, width: int = 80) -> str:
    """``markdown`` (headings, paragraphs, ``-`` lists, tables, code spans, bold) as text,
    wrapped at ``width`` columns."""
    out: list[str] = []
    table: list[str] = []
    for line in _MARKS.sub("", markdown).splitlines():
        if line.startswith("|"):
            table.append(line)
            continue
        if table:
            out += _table(table)
            table = []
        level = len(line) - len(line.lstrip("#"))
        if level and line[level : level + 1] == " ":
            title = line[level + 1 :]
            out += [title, ("=" if level == 1 else "-") * len(title)]
        else:
            out += _wrapped(line, width)
    if table:
        out += _table(table)
    return "\n".join(out) + "\n"
