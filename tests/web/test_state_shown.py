"""State a player must otherwise work out (issue 34, item 10), in a real browser, in English and French:
Maeshowe's discard piles can be looked through; Montagnes names where the plane can fly next and, once
the sled is turned over, each trial's sum and which trial failed; "Waiting for" is never blank."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from domain.rng import Rng
from tests.web.conftest import Pages
from tests.web.table_driver import act, seat_view, wait_version_above
from tests.web.test_names import open_seat

pytestmark = pytest.mark.browser

WAITING = {"en": "Waiting for:", "fr": "En attente de\u202f:"}


def waiting_said(page: Page, lang: str) -> None:
    text = page.locator(".prompts .waiting").inner_text()
    assert text.startswith(WAITING[lang]) and text.removeprefix(WAITING[lang]).strip(), repr(text)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_maeshowe_s_discard_is_looked_through(server: str, pages: Pages, lang: str) -> None:
    page = pages.new()
    # a fixed deal: with the server's own seed, about one deal in a hundred makes the first discard
    # the third card of one rune in a row, the Viking goes mad, the hand and discard are shuffled
    # back into the deck and the lost health ends the match with an empty pile (CI, seed 2686443224490967803)
    open_seat(page, server, "maeshowe", lang, {"players": 1}, {}, seed=1)
    waiting_said(page, lang)
    rng = Rng(10)
    discard: list[dict[str, Any]] = []
    for _ in range(6):
        act(page, rng)
        discard = seat_view(page)["view"]["players"][0]["discard"]
        if discard:
            break
    assert discard, "a turn discards a card"
    pile = page.locator('details.discard[data-seat="0"]')
    expect(pile.locator("summary")).to_contain_text(f"({len(discard)})")
    pile.locator("summary").click()
    name = "name_fr" if lang == "fr" else "name"
    for card in discard:
        expect(pile.locator(f'.card[data-card="{card["id"]}"]')).to_contain_text(card[name])
    waiting_said(page, lang)


def step_reached(page: Page, steps: tuple[str, ...]) -> dict[str, Any]:
    """The seat's view once the match is at one of ``steps`` (the server's clock moves it on: the
    hourglass), read from the seat's own view as the page's client fetches it, not after a fixed time."""
    for _ in range(600):  # each read is a request: up to minutes under load, milliseconds idle
        seen = seat_view(page)
        if seen["view"]["step"] in steps:
            return seen
        page.wait_for_timeout(100)
    raise AssertionError(f"the match never reached {steps}: still at {seen['view']['step']!r}")


def submit(page: Page, name: str) -> None:
    """The seat's action ``name`` (one without parameters) through its form on the page."""
    seen = seat_view(page)
    index = next(i for i, a in enumerate(seen["legal_actions"]) if a["action"] == name)
    form = page.locator(f"form.action[data-index='{index}']")
    if not form.first.is_visible():
        page.locator(f".actions details:has(form.action[data-index='{index}']) > summary").first.click()
    form.locator("button[type=submit]").click()
    assert wait_version_above(page, seen["version"]), f"{name} was refused"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_montagnes_tells_where_the_plane_goes_and_each_trial_s_sum(server: str, pages: Pages, lang: str) -> None:
    """A fixed deal and no bots, so what the sled holds (and so each trial's outcome) never depends on
    the clock: seat 0 leads, flies the plane by clicks, puts its cards on the sled, ends the encounter
    once the hourglass has run out, and while it chooses a failure's consequence each trial is told with
    its sum. Seed 9 passes one trial and fails the other (tried on seeds 1-12). Before (CI, 2026-11-29),
    two heuristic bots and an unseeded deal: when every trial passed and the reward needed no choice,
    the resolution ended in the same step and the outcomes were never in any view to see."""
    page = pages.new()
    options = {"players": 3, "encounter_seconds": 3, "decision_seconds": 30, "first_leader": 0}
    open_seat(page, server, "montagnes", lang, options, {}, seed=9)
    rng = Rng(5)
    waiting_said(page, lang)
    view = seat_view(page)["view"]
    for _ in range(6):  # the Leader (seat 0) lands the plane first, by clicks
        if view["plane"]:
            break
        act(page, rng)
        view = seat_view(page)["view"]
    spaces = {s["id"]: s for s in view["spaces"]}
    plane = spaces[view["plane"]]
    said = page.locator(".montagnes .adjacent")
    for other in plane["adjacent"]:
        expect(said).to_contain_text(spaces[other]["label"][lang])
    place_hand(page, server)
    step_reached(page, ("decision",))  # the hourglass has run out: the Leader may end the encounter
    submit(page, "end_encounter")
    shown = step_reached(page, ("failures", "reward"))["view"]
    assert any(t["passed"] for t in shown["trials"]) and not all(t["passed"] for t in shown["trials"])
    outcomes = page.locator(".trials .trial-outcomes li")
    expect(outcomes).to_have_count(len(shown["trials"]))
    word = "Trial" if lang == "en" else "Épreuve"
    for i, trial in enumerate(shown["trials"]):
        line = outcomes.nth(i)
        assert line.get_attribute("data-total") == str(trial["total"])
        text = line.inner_text()
        assert word in text and re.search(rf"\b{trial['total']}\b", text), text
        passed = "passed" in (line.get_attribute("class") or "")
        assert passed == trial["passed"] and text.startswith("✔" if passed else "✘"), text
    waiting_said(page, lang)


def place_hand(page: Page, server: str) -> None:
    """Seat 0 puts as many cards of its hand on the sled as it may, in the listing's order, over HTTP
    (a form's clicks could miss a 3 s hourglass under load); if the hourglass ran out first, the Leader
    turns it again (a leadership token: the trials do not change) and places then."""
    for _ in range(3):
        seen = step_reached(page, ("encounter", "decision"))
        legal = {a["action"]: a for a in seen["legal_actions"]}
        if "place_cards" in legal:
            param = legal["place_cards"]["params"][0]
            cards = [choice["value"] for choice in param["choices"]][: param["max"]]
            command = {"action": "place_cards", "cards": cards}
        else:
            command = {"action": "restart_hourglass"}
        match, token = held_seat(page)
        sent = httpx.post(
            f"{server}/matches/{match}/commands",
            headers={"Authorization": f"Bearer {token}"},
            json={"command": command, "expected_version": seen["version"]},
        )
        if command["action"] == "place_cards" and sent.status_code == 200:
            return
    raise AssertionError("seat 0 could not place its cards")


def held_seat(page: Page) -> tuple[str, str]:
    """The match the page plays and its seat's token, as the page keeps them."""
    held: list[str] = page.evaluate(
        "() => { const id = location.hash.split('/')[2];"
        " return [id, JSON.parse(localStorage.getItem('folie.matches'))[id].token]; }"
    )
    return held[0], held[1]
