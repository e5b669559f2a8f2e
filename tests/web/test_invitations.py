"""Invitations the creator can list and re-issue (issue 34, item 1), in a real browser.

After a reload the creator's lobby lists its match's seats (taken or invited) and issues a new link per
seat: the seat's unused link then stops working, and a taken seat goes to whoever uses the new link
(the player who held it is told that their access stopped). Switching game clears the last match's links.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import Pages
from tests.web.test_table import Shot, create

pytestmark = pytest.mark.browser


def seating(page: Page, server: str) -> None:
    """Open the lobby's seats panel of the (only) match this browser created."""
    page.goto(f"{server}/#/")
    panel = page.locator("ul.mine details.seating")
    expect(panel).to_have_count(1)
    panel.locator("summary").click()
    expect(panel.locator("li[data-seat]")).to_have_count(2)


def reinvite(page: Page, seat: int) -> str:
    row = page.locator(f"details.seating li[data-seat='{seat}']")
    row.locator("button.reinvite").click()
    link = row.locator("a.invite")
    expect(link).to_be_visible()
    return link.get_attribute("href") or ""


def test_the_creator_lists_its_seats_after_a_reload_and_reissues_links(server: str, pages: Pages, shot: Shot) -> None:
    creator = pages.new()
    links = create(creator, server, "maeshowe", 2)
    creator.select_option("#game", "bigbook")  # the Maeshowe links do not stay under another game
    expect(creator.locator(".links a.invite")).to_have_count(0)

    blue = pages.new()
    blue.goto(links[1])
    expect(blue.locator(".table-head .version")).to_be_visible()

    creator.reload()
    seating(creator, server)
    rows = creator.locator("details.seating li[data-seat]")
    expect(rows.nth(0)).to_have_attribute("data-joined", "false")
    expect(rows.nth(0)).to_have_attribute("data-invited", "true")
    expect(rows.nth(1)).to_have_attribute("data-joined", "true")
    expect(rows.nth(1)).to_contain_text("Player 2: taken")
    shot(creator, "invitations")

    # a lost link: a new one for seat 0; the old one stops working, the new one seats its holder
    fresh = reinvite(creator, 0)
    assert fresh and fresh != links[0]
    late = pages.new()
    late.goto(links[0])
    expect(late.locator("#errors .problem")).to_contain_text("already used")
    red = pages.new()
    red.goto(fresh)
    expect(red.locator(".table-head .version")).to_be_visible()

    # a taken seat given to someone else (the creator confirms): the player who held it is told
    creator.once("dialog", lambda dialog: dialog.accept())
    replacement = reinvite(creator, 1)
    newcomer = pages.new()
    newcomer.goto(replacement)
    expect(newcomer.locator(".table-head .version")).to_be_visible()
    expect(blue.locator(".notices .revoked")).to_be_visible(timeout=15_000)

    # without the creator's confirmation nothing is issued
    creator.once("dialog", lambda dialog: dialog.dismiss())
    row = creator.locator("details.seating li[data-seat='1']")
    before = row.locator("a.invite").get_attribute("href")
    row.locator("button.reinvite").click()
    creator.wait_for_timeout(300)
    assert row.locator("a.invite").get_attribute("href") == before
