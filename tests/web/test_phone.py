"""Every game's table on a phone-sized screen (390 x 844): the whole page fits its width, the drawing
and the action forms included (issue 18: "readable on a phone-sized screen")."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.web.conftest import Pages
from tests.web.test_table import create

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("game", "players"), [("bigbook", 3), ("montagnes", 3), ("maeshowe", 2)])
def test_a_seats_table_fits_a_phone_sized_screen(server: str, pages: Pages, game: str, players: int) -> None:
    """Big Book's first form lists each magician with its power in one option: that long line made the
    page 1,272 px wide on a 390 px screen (a grid column grows to its widest content unless told not to)."""
    links = create(pages.new(), server, game, players)
    phone = pages.new(390, 844)
    phone.goto(links[0])
    expect(phone.locator(".board")).to_have_attribute("data-drawn", "drawing")
    expect(phone.locator(".actions h3")).to_be_visible()  # the side panel (forms, when it is this seat's turn)
    wider = phone.evaluate(
        "[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > innerWidth + 1)"
        ".map(e => e.tagName + '.' + e.className)"
    )
    assert wider == [], f"wider than the screen: {wider[:5]}"
    assert phone.evaluate("document.documentElement.scrollWidth <= innerWidth"), "no sideways scrolling"
