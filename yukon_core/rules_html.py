"""A rules page as HTML, for front ends that show it in a browser: the Markdown of
:func:`~yukon_core.rules_text.rules_text` rendered by markdown-it-py (the ``web`` extra).

A plugin's texts are outside data: raw HTML in them is shown as text, never as markup, and a
link may not run script (markdown-it's own link check).
"""

from __future__ import annotations

from .errors import GameError

__all__ = ["MarkdownMissing", "rules_html"]


class MarkdownMissing(GameError):
    """The HTML of a rules page was asked for where markdown-it-py is not installed."""


def rules_html(markdown: str) -> str:
    """``markdown`` (a rules page) as HTML, tables included; raises :class:`MarkdownMissing`
    without markdown-it-py."""
    try:
        from markdown_it import MarkdownIt
    except ImportError as error:
        raise MarkdownMissing(
            "rules as HTML need markdown-it-py: pip install 'yukon[web]'"
        ) from error
    return MarkdownIt("commonmark", {"html": False}).enable("table").render(markdown)
