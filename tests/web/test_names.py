"""Names, never ids (issue 34, item 3): every page of every game, in English and in French, shows no
snake_case or kebab-case id, rule id or template field in its visible text; a French page shows none of
the English words it used to (item 7).

The lobby with each game chosen, then each game's table, seat 0 played by clicks in the page's own
language (the other seats by the server's bots) for some moves: the visible text of the page
(``innerText``) is scanned at each step. What is found is reported all at once, page and token."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from domain.rng import Rng
from tests.games.test_sentences import visible_problems
from tests.web.conftest import Pages
from tests.web.table_driver import act, finished

pytestmark = pytest.mark.browser

TABLES: list[tuple[str, dict[str, Any], dict[str, str]]] = [
    ("maeshowe", {"players": 2}, {"1": "heuristic"}),
    ("montagnes", {"players": 3}, {"1": "heuristic", "2": "heuristic"}),
    ("bigbook", {"players": 2}, {"1": "heuristic"}),
    ("farcry", {}, {}),
    ("mansions", {}, {"1": "heuristic"}),
]
MOVES = 8


ENGLISH_ON_FRENCH = re.compile(r"\b(cards|target|heuristic|Seat|Player|Send|Your actions)\b|\(turn\)")
"""Words the French page showed in English (issue 34, item 7): parameter names, prompt kinds, bot names,
the table's own words."""

FRENCH_COLON = re.compile(r"\S{1,20}[^\s\u00a0\u202f]:(?=\s)")
"""A French colon with no space before it ("Objectif: ..."): French typography puts a (narrow no-break)
space there (issue 34, the browser audit's cosmetic defects)."""


def found_on(page: Page, where: str, lang: str = "en") -> list[str]:
    text = page.locator("body").inner_text()
    found = list(visible_problems(text))
    if lang == "fr":
        found += [m.group(0) for m in ENGLISH_ON_FRENCH.finditer(text)]
        found += [f"no space before the colon: {m.group(0)}" for m in FRENCH_COLON.finditer(text)]
    return [f"{where}: {token!r}" for token in dict.fromkeys(found)]


def open_seat(
    page: Page,
    server: str,
    game: str,
    lang: str,
    options: dict[str, Any],
    bots: dict[str, str],
    seed: int | None = None,
) -> None:
    """Seat 0 of a new match on ``page``; ``seed`` fixes the deal (left out: the server draws it)."""
    body = {"game": game, "options": options, "stand_ins": bots} | ({} if seed is None else {"seed": seed})
    created = httpx.post(f"{server}/matches", json=body).json()
    match, token = created["match_id"], created["seats"][0]["token"]
    page.goto(f"{server}/?lang={lang}#/")
    page.evaluate(
        "([id, game, token]) => localStorage.setItem('folie.matches',"
        " JSON.stringify({[id]: {game, seat: 0, token, at: Date.now()}}))",
        [match, game, token],
    )
    page.goto(f"{server}/?lang={lang}#/play/{match}")
    expect(page.locator(".table-head .version")).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_page_shows_an_id(server: str, pages: Pages, lang: str) -> None:
    page = pages.new()
    found: list[str] = []
    page.goto(f"{server}/?lang={lang}#/")
    expect(page.locator("#game")).to_be_visible()
    for game, _, _ in TABLES:
        page.select_option("#game", game)
        found += found_on(page, f"lobby/{game}/{lang}", lang)
    for game, options, bots in TABLES:
        open_seat(page, server, game, lang, options, bots)
        rng = Rng(34)
        for move in range(MOVES):
            found += found_on(page, f"{game}/{lang}/move {move}", lang)
            if finished(page) or act(page, rng) == "":
                page.wait_for_timeout(200)
    assert found == [], "ids on the page:\n" + "\n".join(dict.fromkeys(found))
