"""Done means (issue 34): a whole Maeshowe solo match played by clicking, in English and in French, with
the language scan of item 3 (no id, rule id or template field in the visible text) and of item 7 (none
of the other language's words) on every screen, and the outcome told in the page's language.

The other games' pages are scanned while played for some moves in both languages by test_names and
test_one_language; Far Cry by character and verb (test_farcry_actions), Mansions (test_mansions_table)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from domain.rng import Rng
from tests.web.conftest import Pages
from tests.web.table_driver import act, finished, seat_view
from tests.web.test_names import found_on, open_seat
from tests.web.test_one_language import other_language, words
from tests.web.test_table import Shot

pytestmark = pytest.mark.browser

OVER = {"en": "The match is over", "fr": "La partie est terminée"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_maeshowe_solo_match_is_played_by_clicking(server: str, pages: Pages, shot: Shot, lang: str) -> None:
    page = pages.new(width=1280, height=900)
    open_seat(page, server, "maeshowe", lang, {"players": 1}, {})
    banned = words(lang)
    rng = Rng(34)
    ways: list[str] = []
    problems: list[str] = []
    for step in range(800):
        if finished(page):
            break
        if step % 5 == 0:
            problems += found_on(page, f"step {step}", lang) + other_language(page, lang, f"step {step}", banned)
        way = act(page, rng)
        if not way:
            page.wait_for_timeout(100)
        ways.append(way)
        if step == 10:
            shot(page, f"maeshowe-solo-{lang}")
    assert finished(page), f"not over after {len(ways)} moves"
    problems += found_on(page, "the end", lang) + other_language(page, lang, "the end", banned)
    assert list(dict.fromkeys(problems)) == []
    outcome = seat_view(page)["status"]["outcome"]
    assert outcome is not None
    expect(page.locator(".table-head .outcome")).to_contain_text(OVER[lang])
    assert "click" in ways, "cards were played by clicking them"
    assert "refused" not in ways, "every command drawn from the listing was accepted"
