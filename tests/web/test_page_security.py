"""Issue 35 items 5 and 6 in a real browser: every game's table works under the page's strict policy
(no violation reported, the drawing drawn, an action form shown), and every seat's page says where
the match's chance comes from: plainly, first, when the creator chose the seed."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import Pages

pytestmark = pytest.mark.browser

GAMES: dict[str, dict[str, Any]] = {
    "maeshowe": {"players": 2},
    "bigbook": {"players": 2},
    "montagnes": {"players": 3},
    "mansions": {"investigators": 2},
    "farcry": {"seats": 2},
}

WATCH_POLICY = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) =>
  window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""
"""Injected by the browser before the page's own scripts (not an inline script: the policy allows it)."""


def invitations(server: str, game: str, seed: int | None) -> tuple[str, list[str]]:
    body: dict[str, Any] = {"game": game, "options": GAMES[game], "seating": "invitations"}
    if seed is not None:
        body["seed"] = seed
    created = httpx.post(f"{server}/matches", json=body, timeout=30)
    assert created.status_code == 201, created.text
    match_id: str = created.json()["match_id"]
    return match_id, [f"{server}/#/join/{match_id}/{i['invitation']}" for i in created.json()["invitations"]]


def violations(page: Page) -> list[str]:
    found: list[str] = page.evaluate("window.__violations")
    return found


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_seat_of_a_creator_seeded_match_is_told_and_the_table_works_under_the_policy(
    server: str, pages: Pages, game: str
) -> None:
    match_id, links = invitations(server, game, seed=7)
    for seat, link in enumerate(links[:2]):
        page = pages.new()
        page.add_init_script(WATCH_POLICY)
        page.goto(link)
        expect(page.locator(".table-head .version")).to_be_visible(timeout=20_000)
        note = page.locator(".fairness[data-seed-source=caller]")
        expect(note).to_be_visible()
        expect(note).to_contain_text("chosen by its creator")
        expect(note.locator(".commitment")).to_contain_text("Commitment, published from the start:")
        expect(page.locator("section.board[data-drawn]")).to_be_visible()
        expect(page.locator("section.actions")).to_be_visible()
        assert page.locator(".table-head .who").inner_text().startswith(f"Player {seat + 1}")
        assert violations(page) == [], (game, seat)
    watcher = pages.new()
    watcher.add_init_script(WATCH_POLICY)
    watcher.goto(f"{server}/#/watch/{match_id}")
    expect(watcher.locator(".fairness[data-seed-source=caller]")).to_be_visible(timeout=20_000)
    assert violations(watcher) == []


def test_a_server_seeded_match_says_the_seed_is_committed_and_in_french(server: str, pages: Pages) -> None:
    _, links = invitations(server, "maeshowe", seed=None)
    page = pages.new()
    page.add_init_script(WATCH_POLICY)
    page.goto(links[0].replace("/#/", "/?lang=fr#/"))
    note = page.locator(".fairness[data-seed-source=server]")
    expect(note).to_be_visible(timeout=20_000)
    expect(note).to_contain_text("Le serveur a tiré la graine")
    expect(note.locator(".commitment")).to_contain_text("Engagement, publié dès le début")
    assert page.locator(".fairness[data-seed-source=caller]").count() == 0
    assert violations(page) == []
