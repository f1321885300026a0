"""The page as a card game (issue 46, items 4, 5 and 7): motion from the engine's events, the
places a dragged card may land, the keyboard's choice of a destination and its keys sheet,
automatic moves home, the settings a player keeps, and what a screen reader is told."""

from __future__ import annotations

import json
import re

import pytest
from web_support import CLASSIC_1, CORNER, after, card, column, open_deal

from yukon_core.testing.conformance import CLASSIC_1_WIN

playwright = pytest.importorskip("playwright.sync_api")
expect = playwright.expect

pytestmark = pytest.mark.browser

_ANIMATIONS_AFTER_REDRAW = """card => new Promise(done => {
  const table = document.getElementById("table");
  const watch = new MutationObserver(() => {
    watch.disconnect();
    // the moved card's own, counted as the redraw ends, before any can end
    done(document.querySelector(`#table [data-card="${card}"]`).getAnimations().length);
  });
  watch.observe(table, { childList: true });
  document.querySelector(`#table [data-card="${card}"]`).click();
})"""


@pytest.mark.parametrize(("motion", "moving"), [("no-preference", True), ("reduce", False)])
def test_a_move_slides_unless_the_player_asks_for_less_motion(
    browser: playwright.Browser, server: str, motion: str, moving: bool
) -> None:
    context = browser.new_context(reduced_motion=motion)
    page = context.new_page()
    open_deal(page, server)
    animations = page.evaluate(_ANIMATIONS_AFTER_REDRAW, "10S")
    expect(column(page, 2).locator('[data-card="10S"]')).to_have_count(1)
    assert (animations > 0) is moving, animations
    context.close()


def test_a_drag_marks_where_the_card_may_land_and_a_refused_one_goes_back(
    page: playwright.Page, server: str
) -> None:
    open_deal(page, server)
    start, target = card(page, "10S").bounding_box(), column(page, 1).bounding_box()
    assert start is not None and target is not None
    page.mouse.move(start["x"] + 20, start["y"] + 10)
    page.mouse.down()
    page.mouse.move(start["x"] + 40, start["y"] + 40, steps=4)
    expect(page.locator(".pile.landing")).to_have_count(1)  # the Jack of hearts' column
    expect(column(page, 2)).to_have_class("pile column landing")
    page.mouse.move(target["x"] + 10, target["y"] + 10, steps=4)
    page.mouse.up()  # onto column 1: refused
    expect(page.locator("#refusal")).to_be_visible()
    expect(page.locator("#dragging .card")).to_have_count(0)
    expect(page.locator(".pile.landing")).to_have_count(0)
    expect(column(page, 7).locator('[data-card="10S"]')).to_have_count(1)


def test_the_keyboard_chooses_where_a_card_goes(page: playwright.Page, server: str) -> None:
    open_deal(page, server)
    card(page, "10S").focus()
    page.keyboard.press("m")
    expect(column(page, 2)).to_be_focused()
    page.keyboard.press("Escape")  # given up: the card has the focus again
    expect(card(page, "10S")).to_be_focused()
    expect(page.locator(".pile.landing")).to_have_count(0)
    page.keyboard.press("m")
    expect(column(page, 2)).to_be_focused()
    after(page, lambda: page.keyboard.press("Enter"))
    expect(column(page, 2).locator('[data-card="10S"]')).to_have_count(1)
    card(page, "KS").focus()  # a King with nowhere to go: said, and nothing is chosen
    page.keyboard.press("m")
    expect(page.locator("#refusal")).to_have_text("This card has nowhere to go.")


def test_the_keys_sheet_lists_the_keys(page: playwright.Page, server: str) -> None:
    open_deal(page, server)
    page.keyboard.press("?")
    sheet = page.locator("#keys-dialog")
    expect(sheet).to_be_visible()
    expect(sheet.locator("tr")).to_have_count(11)
    expect(sheet).to_contain_text("choose where the card goes")


def test_each_move_is_said_for_a_screen_reader(page: playwright.Page, server: str) -> None:
    open_deal(page, server)
    expect(page.locator('.pile.column[data-at="6"] .card.down').first).to_have_attribute(
        "aria-label", "face-down card"
    )
    expect(column(page, 1)).to_have_attribute("aria-label", "Column 1, 1 card")
    after(page, lambda: card(page, "10S").click(position=CORNER))
    expect(page.locator("#announce")).to_have_text(
        "10 of spades and 4 more to column 2; 8 of spades turned face up"
    )


_KEPT_CODE = """code => JSON.parse(localStorage.getItem("yukon.game") || "{}").code === code"""


def _choose_settings(page: playwright.Page, **fields: str | bool) -> None:
    page.click("#show-settings")
    form = page.locator("#settings-form")
    for name, value in fields.items():
        control = form.locator(f'[name="{name}"]')
        if isinstance(value, bool):
            control.set_checked(value)
        else:
            control.select_option(value)
    form.locator('button[value="save"]').click()


def test_settings_are_kept_and_house_rules_deal_the_next_game(
    page: playwright.Page, server: str
) -> None:
    open_deal(page, server)
    _choose_settings(page, fourColour=True, cardSize="large", **{"rule.empty_column": "any"})
    expect(page.locator("body")).to_have_class("four-colour")
    expect(card(page, "10S")).to_have_css("color", "rgb(22, 22, 26)")  # spades stay black
    expect(card(page, "6D")).to_have_css("color", "rgb(29, 79, 194)")  # diamonds are blue
    page.click("#new")
    expect(page.locator("#code")).not_to_have_text(CLASSIC_1)
    code = page.locator("#code").inner_text()
    page.wait_for_function(_KEPT_CODE, arg=code)  # the new game, kept once drawn
    save = json.loads(page.evaluate("localStorage.getItem('yukon.game')"))
    assert save["options"]["empty_column"] == "any"
    expect(page).to_have_url(re.compile(f"#{code};empty_column=any$"))  # shared, it deals alike
    shared = page.context.new_page()
    shared.goto(f"{server}#{CLASSIC_1};empty_column=any:10S-2")
    expect(shared.locator("#moves")).to_have_text("1")
    shared.wait_for_function(_KEPT_CODE, arg=CLASSIC_1)
    kept = json.loads(shared.evaluate("localStorage.getItem('yukon.game')"))
    assert kept["options"]["empty_column"] == "any"
    shared.close()
    code = page.locator("#code").inner_text()
    page.reload()
    expect(page.locator("#code")).to_have_text(code)
    page.click("#show-settings")
    form = page.locator("#settings-form")
    expect(form.locator('[name="fourColour"]')).to_be_checked()
    expect(form.locator('[name="cardSize"]')).to_have_value("large")
    expect(form.locator('[name="rule.empty_column"]')).to_have_value("any")


def test_cards_go_home_by_themselves_when_the_player_wants(
    page: playwright.Page, server: str
) -> None:
    line = CLASSIC_1_WIN.split()
    before = line[: line.index("AD>F") - 1]  # up to the move that frees the Ace of diamonds
    page.goto(f"{server}#{CLASSIC_1}:{','.join(m.replace('>', '-') for m in before)}")
    expect(page.locator("#moves")).to_have_text(str(len(before)))
    _choose_settings(page, autoHome=True)
    freeing = line[len(before)]
    after(page, lambda: card(page, freeing.split(">")[0]).click(position=CORNER))
    expect(page.locator('.pile.foundation [data-card="AD"]')).to_have_count(1)
    expect(page).to_have_url(re.compile(f"{freeing.replace('>', '-')},home$"))
    after(page, lambda: page.click("#undo"))  # the move home first, then the move before it
    expect(page.locator('.pile.foundation [data-card="AD"]')).to_have_count(0)
    played, to = freeing.split(">")
    expect(column(page, int(to)).locator(f'[data-card="{played}"]')).to_have_count(1)
    expect(page.locator("#moves")).to_have_text(str(len(before) + 2))
