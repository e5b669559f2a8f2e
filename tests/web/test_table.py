"""The web table in a real browser (Debian's chromium) against a real ``folie serve``: lobby, invitation
links, play through clicks to the end, bots, the hourglass, spectators, replay, and no console error."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from domain.rng import Rng
from tests.web.conftest import Pages
from tests.web.table_driver import act, finished, seat_view

pytestmark = pytest.mark.browser

Shot = Callable[[Page, str], None]


def create(page: Page, server: str, game: str, players: int, bots: dict[int, str] | None = None) -> list[str]:
    """Create a match in the lobby; returns its invitation links, seat by seat."""
    page.goto(f"{server}/#/")
    page.select_option("#game", game)
    page.fill("#opt-players", str(players))
    page.dispatch_event("#opt-players", "input")
    for seat, bot in (bots or {}).items():
        page.select_option(f"#seat-{seat}", bot)
    page.click("#create")
    links = page.locator("a.invite")
    expect(links.first).to_be_visible()
    return [links.nth(i).get_attribute("href") or "" for i in range(links.count())]


def test_two_browsers_play_maeshowe_to_its_end_through_clicks(server: str, pages: Pages, shot: Shot) -> None:
    creator = pages.new()
    links = create(creator, server, "maeshowe", 2)
    assert len(links) == 2
    shot(creator, "lobby")
    red, blue = creator, pages.new()
    red.goto(links[0])
    blue.goto(links[1])
    for page in (red, blue):
        expect(page.locator(".table-head .version")).to_be_visible()
    rng = Rng(18)
    ways: list[str] = []
    for step in range(600):
        if finished(red) and finished(blue):
            break
        movers = [p for p in (red, blue) if seat_view(p)["legal_actions"]]
        if not movers:
            red.wait_for_timeout(100)
            continue
        ways.append(act(movers[0], rng))
        if step == 6:
            shot(red, "maeshowe")
    expect(red.locator(".table-head .outcome")).to_be_visible()
    expect(blue.locator(".table-head .outcome")).to_be_visible()
    assert "click" in ways, "cards were played by clicking them"
