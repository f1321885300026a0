"""The web page in a real browser (Playwright driving the system's Chromium): it plays Classic
deal 1 to a win by mouse, shows refusals where the card was dropped, undoes, and draws every
installed game from its layout. Marked ``browser``: ``pytest -m 'not browser'`` skips them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from web_support import (
    CLASSIC_1,
    CORNER,
    DEMO,
    after,
    board,
    card,
    column,
    drag,
    open_deal,
    serving,
)

from yukon_core.registry import default_registry
from yukon_core.testing.conformance import CLASSIC_1_WIN

playwright = pytest.importorskip("playwright.sync_api")
expect = playwright.expect

pytestmark = pytest.mark.browser


def test_the_demo_game_wins_classic_deal_1_by_mouse_with_score_625(
    page: playwright.Page, server: str
) -> None:
    open_deal(page, server)
    for line in DEMO.read_text(encoding="utf-8").splitlines():
        token = line.strip()
        if not token or token.startswith(("#", "where")):
            continue
        if token == "hint":
            page.click("#hint")
            expect(page.locator(".card.hinted")).to_have_count(1)
            expect(page.locator(".pile.hint-target")).not_to_have_count(0)  # where it goes
        elif token in ("undo", "redo", "collect"):
            after(page, lambda t=token: page.click(f"#{t}"))
        elif match := re.fullmatch(r"(\w+)>(\d+)", token):
            if token == "8D>1":  # the demo's refused move
                drag(page, "8D", 1)
                expect(page.locator("#refusal")).to_be_visible()
                continue
            after(page, lambda m=match: drag(page, m[1], int(m[2])))
        else:
            tapped = token.split()[-1]
            after(page, lambda t=tapped: card(page, t).click(position=CORNER))
    end_card = page.locator("#end-card")
    expect(end_card).to_be_visible()
    expect(end_card).to_have_attribute("data-score", "625")
    expect(page.locator("#summary")).to_contain_text("625")
    expect(page.locator("#end-records")).to_contain_text("Classic Yukon")


def test_a_game_left_for_a_new_deal_counts_as_lost_and_records_can_be_reset(
    page: playwright.Page, server: str
) -> None:
    open_deal(page, server, "YU1-R-AAAAAAB")
    after(page, lambda: card(page, "10S").click(position=CORNER))
    page.fill("#deal", "YU1-R-AAAAAAC")
    asked: list[str] = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    page.click("#new")  # "Leave this game…?" No: the game goes on
    for _ in range(400):  # until the question has come (events arrive while the page waits)
        if asked:
            break
        page.wait_for_timeout(50)
    assert asked and "counts as lost" in asked[0]
    expect(page.locator("#code")).to_have_text("YU1-R-AAAAAAB")
    expect(page.locator("#moves")).to_have_text("1")
    page.on("dialog", lambda dialog: dialog.accept())  # yes, and later "Forget every record?"
    page.click("#new")
    expect(page.locator("#code")).to_have_text("YU1-R-AAAAAAC")
    page.click("#show-records")
    relaxed = page.locator("#records-table tr", has_text="Relaxed Yukon")
    expect(relaxed).to_have_text(re.compile(r"Relaxed Yukon\s*1\s*0\s*0 %\s*0\s*0"))
    page.click("#reset-records")
    expect(page.locator("#records-table")).to_have_text("No finished games yet.")


_KEPT_HINTS = """hints => (JSON.parse(localStorage.getItem("yukon.game") || "{}").counters || {})
  .hints === hints"""


def test_a_reload_goes_on_with_the_game_the_address_names(
    page: playwright.Page, server: str
) -> None:
    open_deal(page, server)
    after(page, lambda: card(page, "10S").click(position=CORNER))
    page.click("#hint")  # a counter only the kept game carries, not the address
    page.wait_for_function(_KEPT_HINTS, arg=1)
    page.goto(server)  # no address: the game kept in the browser
    expect(page.locator("#code")).to_have_text(CLASSIC_1)
    assert json.loads(page.evaluate("localStorage.getItem('yukon.game')"))["counters"]["hints"] == 1
    expect(page.locator("#moves")).to_have_text("1")
    expect(column(page, 2).locator('.card[data-card="10S"]')).to_have_count(1)
    other = page.context.new_page()  # a page opened for another deal deals that one
    other.goto(f"{server}#YU1-C-AAAAAAC")
    expect(other.locator("#code")).to_have_text("YU1-C-AAAAAAC")
    expect(other.locator("#moves")).to_have_text("0")


def test_a_restarted_server_and_the_page_goes_on_with_the_same_game(
    page: playwright.Page, tmp_path: Path
) -> None:
    records = tmp_path / "records.sqlite"
    with serving(0, records) as address:
        open_deal(page, address)
        after(page, lambda: card(page, "10S").click(position=CORNER))
        expect(page).to_have_url(re.compile(r":10S-2$"))  # kept in the browser
    expect(page.locator("#message")).to_contain_text("reconnecting")
    port = int(address.rstrip("/").rsplit(":", 1)[1])  # the same address again
    with serving(port, records):  # the page tries again and again, up to 10 s apart
        expect(page.locator("#message")).to_have_text("", timeout=60_000)
        expect(page.locator("#moves")).to_have_text("1")
        after(page, lambda: card(page, "8S").click(position=CORNER))  # the game plays on
        expect(page.locator("#moves")).to_have_text("2")
        expect(page.locator("#code")).to_have_text(CLASSIC_1)


def test_the_address_names_the_steps_and_plays_them_back(
    page: playwright.Page, server: str
) -> None:
    open_deal(page, server)
    after(page, lambda: card(page, "10S").click(position=CORNER))
    expect(page).to_have_url(re.compile(r"#YU1-C-AAAAAAB:10S-2$"))
    shared = page.context.new_page()  # another browser profile would do the same
    shared.goto(f"{page.url.split('#')[0]}#YU1-C-AAAAAAB:10S-2,8S-6")
    expect(shared.locator("#moves")).to_have_text("2")
    expect(column(shared, 6).locator('.card[data-card="8S"]')).to_have_count(1)
    asked: list[str] = []
    shared.on("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
    shared.evaluate("location.hash = '#YU1-C-AAAAAAB:10S-2,KS-1'")  # a step that is refused
    expect(shared.locator("#moves")).to_have_text("1")
    expect(shared.locator("#message")).to_contain_text("The address's step 2 (KS-1)")
    assert asked and "counts as lost" in asked[0]  # the game in progress was left only if asked


def test_a_deal_that_is_not_one_is_said_for_a_player_and_the_game_goes_on(
    page: playwright.Page, server: str
) -> None:
    open_deal(page, server)
    page.fill("#deal", "YU1-C-!!")
    page.click("#new")
    expect(page.locator("#message")).to_have_text(
        "“YU1-C-!!” is not a deal: type a deal number, or a game code such as YU1-C-AAAAAAB."
    )
    expect(page.locator("#code")).to_have_text(CLASSIC_1)


def test_the_rules_dialog_shows_the_page_as_html(page: playwright.Page, server: str) -> None:
    open_deal(page, server, "YU2-hawaiian-AAAAAAB")
    page.click("#show-rules")
    rules = page.locator("#rules-text")
    expect(rules.locator("h1")).to_have_text("Hawaiian")
    expect(rules.locator("table")).not_to_have_count(0)
    assert "**" not in rules.inner_text() and "##" not in rules.inner_text()


def test_the_address_and_back_deal_the_game_they_name(page: playwright.Page, server: str) -> None:
    open_deal(page, server)
    page.evaluate("location.hash = '#YU1-S-AAAAAAB'")
    expect(page.locator("#code")).to_have_text("YU1-S-AAAAAAB")
    expect(page.locator("#title")).to_have_text("Russian Solitaire")
    page.go_back()
    expect(page.locator("#code")).to_have_text(CLASSIC_1)
    expect(page.locator("#title")).to_have_text("Classic Yukon")


def test_a_refused_drop_says_why_where_the_card_was_dropped(
    page: playwright.Page, server: str
) -> None:
    open_deal(page, server)
    drag(page, "KS", 2)
    refusal = page.locator("#refusal")
    expect(refusal).to_be_visible()
    expect(refusal).to_contain_text("K")
    box, target = refusal.bounding_box(), column(page, 2).bounding_box()
    assert box is not None and target is not None
    drop = column(page, 2).locator(".card").last.bounding_box()
    assert drop is not None
    assert abs(box["y"] - (drop["y"] + 62)) < 10
    assert abs(box["x"] - (drop["x"] + drop["width"] / 2)) < 10
    expect(page.locator("#moves")).to_have_text("0")


def test_undo_restores_the_board(page: playwright.Page, server: str) -> None:
    open_deal(page, server)
    before = board(page)
    after(page, lambda: drag(page, "10S", 2))
    assert board(page) != before
    after(page, lambda: page.click("#undo"))
    assert board(page) == before


def test_keys_tap_the_focused_card_and_undo(page: playwright.Page, server: str) -> None:
    open_deal(page, server)
    card(page, "10S").focus()
    after(page, lambda: page.keyboard.press("Enter"))
    expect(column(page, 2).locator('[data-card="10S"]')).to_have_count(1)
    after(page, lambda: page.keyboard.press("u"))
    expect(column(page, 7).locator('[data-card="10S"]')).to_have_count(1)


def test_a_double_click_sends_a_card_home(page: playwright.Page, server: str) -> None:
    line = CLASSIC_1_WIN.split()
    before = line[: line.index("AD>F")]  # played back from the address
    page.goto(f"{server}#{CLASSIC_1}:{','.join(move.replace('>', '-') for move in before)}")
    expect(page.locator("#moves")).to_have_text(str(len(before)))
    after(page, lambda: card(page, "AD").dblclick(position=CORNER))
    expect(page.locator('.pile.foundation [data-card="AD"]')).to_have_count(1)


def test_double_yukon_draws_ten_columns_and_eight_foundations(
    page: playwright.Page, server: str
) -> None:
    open_deal(page, server, "YU1-D-AAAAAAB")
    expect(page.locator(".pile.column")).to_have_count(10)
    expect(page.locator(".pile.foundation")).to_have_count(8)
    expect(page.locator(".card")).to_have_count(104)


def test_every_installed_game_is_drawn_from_its_layout(page: playwright.Page, server: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_deal(page, server)
    registry = default_registry()
    for variant in registry.variants:
        layout = variant.layout
        page.select_option("#variant", variant.name)
        expect(page.locator("#title")).to_have_text(variant.title["en"])
        expect(page.locator(".pile.column")).to_have_count(len(layout.columns))
        expect(page.locator(".pile.foundation")).to_have_count(layout.foundations)
        expect(page.locator(".pile.cell")).to_have_count(layout.cells)
        expect(page.locator(".pile.reserve")).to_have_count(len(layout.reserves))
        expect(page.locator(".pile.stock")).to_have_count(0 if layout.stock is None else 1)
    assert errors == []


SCREENS = [(360, 640), (390, 844), (768, 1024), (1280, 800), (1920, 1080)]

_FITS = """() => ({
  overflow: document.documentElement.scrollWidth - window.innerWidth,
  corner: Math.min(...[...document.querySelectorAll(".card .corner")].map(
    (corner) => parseFloat(getComputedStyle(corner).fontSize))),
  width: parseFloat(getComputedStyle(document.querySelector(".pile")).width),
})"""


@pytest.mark.parametrize(("width", "height"), SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_every_game_fits_every_screen(
    page: playwright.Page, server: str, width: int, height: int
) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_deal(page, server)
    widths = {}
    for variant in default_registry().variants:
        page.select_option("#variant", variant.name)
        expect(page.locator("#title")).to_have_text(variant.title["en"])
        fits = page.evaluate(_FITS)
        assert fits["overflow"] <= 0, f"{variant.name} at {width}x{height}: {fits}"
        assert fits["corner"] >= 10, f"{variant.name}'s corners at {width}x{height}: {fits}"
        widths[variant.name] = fits["width"]
    if width == 1920:  # cards grow on a large screen
        assert widths["classic"] >= 100, widths


def test_the_page_speaks_russian(page: playwright.Page, server: str) -> None:
    open_deal(page, server)
    page.select_option("#lang", "ru")
    expect(page.locator("#new")).to_have_text("Новая раздача")
    expect(page.locator("#title")).to_have_text(default_registry().variant("classic").title["ru"])
    drag(page, "KS", 2)
    expect(page.locator("#refusal")).to_have_text(re.compile("[А-Яа-я]"))


_SHOWN_TEXTS = """() => {
  const shown = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.parentElement.closest("option[value=en], dialog:not([open]), [hidden], kbd")) continue;
    if (node.textContent.trim()) shown.push(node.textContent.trim());
  }
  for (const element of document.querySelectorAll("[aria-label], [placeholder], [title]")) {
    for (const name of ["aria-label", "placeholder", "title"]) {
      if (element.getAttribute(name)) shown.push(element.getAttribute(name));
    }
  }
  return shown;
}"""
ENGLISH = re.compile(r"[A-Za-z]{3,}")
"""An English word: three Latin letters or more (game codes taken out first)."""
GAME_CODE = re.compile(r"YU[12]-[A-Za-z0-9-]+")


@pytest.mark.parametrize("code", [CLASSIC_1, "YU2-australian-AAAAAAB", "YU2-panopticon-AAAAAAB"])
def test_the_page_in_russian_shows_no_english(page: playwright.Page, server: str, code) -> None:
    open_deal(page, server, code)
    page.select_option("#lang", "ru")
    expect(page.locator("#new")).to_have_text("Новая раздача")
    page.click("#hint")
    page.keyboard.press("u")  # nothing to undo: the refusal is said too
    expect(page.locator("#message")).to_have_text("отменять нечего")
    shown = []
    for dialog in ("records", "settings", "keys"):  # each dialog, open
        page.click(f"#show-{dialog}")
        expect(page.locator(f"#{dialog}-dialog")).to_be_visible()
        shown += [GAME_CODE.sub("", text) for text in page.evaluate(_SHOWN_TEXTS)]
        page.keyboard.press("Escape")
    english = [text for text in shown if ENGLISH.search(text)]
    assert english == [], english


_OPEN_SOCKET = """url => new Promise(done => {
  const socket = new WebSocket(url);
  socket.onopen = () => { socket.close(); done("open"); };
  socket.onerror = () => done("refused");
})"""


def test_a_foreign_page_in_the_browser_cannot_open_the_socket(
    page: playwright.Page, server: str
) -> None:
    """What another site's page gets when it tries: a refused handshake (its Origin)."""
    socket_url = server.replace("http://", "ws://") + "ws"
    page.route("http://evil.example/", lambda route: route.fulfill(
        content_type="text/html", body="<!doctype html><title>another site</title>"))  # fmt: skip
    page.goto("http://evil.example/")
    assert page.evaluate(_OPEN_SOCKET, socket_url) == "refused"
    page.goto(server)
    assert page.evaluate(_OPEN_SOCKET, socket_url) == "open"


def test_a_bare_or_broken_address_deals_and_back_leaves_the_page(
    page: playwright.Page, server: str
) -> None:
    page.goto(f"{server}#%E0")  # not text: it names nothing, and a deal is dealt
    expect(page.locator("#code")).to_have_text(re.compile(r"^YU1-C-"))
    page.goto("about:blank")
    page.goto(server)
    expect(page).to_have_url(re.compile(r"#YU1-C-"))  # the bare address became the game's
    page.go_back()  # no second entry for the bare one: Back leaves the page
    expect(page).to_have_url("about:blank")
