"""Rules pages as HTML (issue 46, item 6): rendered by markdown-it-py from the engine's own
Markdown, a plugin's raw HTML and script links shown as text, and asked for through the
protocol."""

from __future__ import annotations

import json

from yukon_core import default_registry
from yukon_core.protocol import ProtocolSession, run
from yukon_core.rules_html import rules_html
from yukon_core.rules_text import rules_text


def test_a_rules_page_renders_its_headings_lists_and_tables() -> None:
    rules = default_registry().rules("hawaiian")
    page = rules_html(rules_text(rules))
    assert page.startswith("<h1>") and "<table>" in page and "<li>" in page
    assert "**" not in page and "|---" not in page.replace(" ", "")


def test_a_plugins_html_and_script_links_stay_text() -> None:
    page = rules_html("# Mine\n\n<script>alert(1)</script> [x](javascript:alert(1)) <b>b</b>")
    assert "<script>" not in page and "&lt;script&gt;" in page
    assert 'href="javascript' not in page and "<b>" not in page


def _call(params: dict) -> dict:
    answer = run(ProtocolSession(records=None), json.dumps({"id": 1, "method": "rules",
                                                            "params": params}))  # fmt: skip
    assert answer is not None
    return answer


def test_the_protocol_gives_a_page_as_markdown_or_html() -> None:
    markdown = _call({"variant": "classic"})["result"]
    html = _call({"variant": "classic", "format": "html"})["result"]
    assert markdown["format"] == "markdown" and markdown["text"].startswith("# ")
    assert html["format"] == "html" and html["text"].startswith("<h1>")
    error = _call({"variant": "classic", "format": "pdf"})["error"]
    assert (error["code"], error["data"]["param"]) == (-32602, "format")
