"""Done means (issue 34): a whole Far Cry mission, a whole Mansions match and several rounds of Big Book and
of Montagnes played by clicking, in English and in French, with the language scans of item 3 (no id, rule
id or template field in the visible text: ``found_on``) and item 7 (none of the other language's words:
``other_language``) every few screens and at the end, and no seat numbered from 0 (item 6); a screenshot
of each into ``docs/web/``.

The page plays one seat with the generic driver (``table_driver.act``: a seeded draw among the actions
the page offers, performed by a click on the drawing or through the page's form); the other seats are the
server's bots and the enemies the game's own. Nothing waits on the real clock: the loop reads the seat's
view, and when the seat may not act it waits for the page to show a later version (a bot's move, the
server's hourglass). A command the match moved past before it arrived (Montagnes' hourglass ran out while
a card was on its way: the page shows the problem) is told apart from a refusal: the view's version moved
on. Matches are the shortest the rules allow: mission 0 (the training mission), one investigator, two
Big Book players, three Montagnes players with a two-second hourglass."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from domain.rng import Rng
from tests.web.conftest import Pages
from tests.web.table_driver import act, finished, seat_view
from tests.web.test_names import found_on
from tests.web.test_one_language import other_language, words
from tests.web.test_table import Shot

pytestmark = pytest.mark.browser

SCAN_EVERY = 4
"""The language scans run on every fourth screen (each reads the whole page's text) and on the last."""
OVER = {"en": "The match is over", "fr": "La partie est terminée"}
ZERO_SEAT = re.compile(r"\b(?:Player|Seat|Joueur|Place|Siège)\s+0\b")
"""Item 6: players are named, or numbered from 1 (the header's "Player 1 (you)"); a seat number from 0
("Seat 0 (you)", Big Book's Telepathy aimed at "Player 2" for seat 1) sent cards to the wrong player."""
MOVED = (
    "v => { const e = document.querySelector('.table-head .version');"
    " return (e && Number(e.textContent.split(' ').pop()) > v) || document.querySelector('.table-head .outcome'); }"
)


def scan(page: Page, lang: str, where: str, banned: list[str]) -> list[str]:
    """Items 3, 6 and 7 on the screen as it is: ids, 0-based seats, the other language's words."""
    zero = [f"{where}: {m.group(0)!r}" for m in ZERO_SEAT.finditer(page.locator("body").inner_text())]
    return found_on(page, where, lang) + other_language(page, lang, where, banned) + zero


def open_match(page: Page, server: str, game: str, lang: str, body: dict[str, Any], seat: int) -> None:
    """A new match (``body``: options, bots, seed) opened on ``page`` as ``seat``, in ``lang``."""
    created = httpx.post(f"{server}/matches", json={"game": game} | body)
    assert created.status_code == 201, created.text
    match, token = created.json()["match_id"], created.json()["seats"][seat]["token"]
    page.goto(f"{server}/?lang={lang}#/")
    page.evaluate(
        "([id, game, seat, token]) => localStorage.setItem('folie.matches',"
        " JSON.stringify({[id]: {game, seat, token, at: Date.now()}}))",
        [match, game, seat, token],
    )
    page.goto(f"{server}/?lang={lang}#/play/{match}")
    expect(page.locator(".table-head .version")).to_be_visible()


class Played:
    """What a match played by clicking met: how each move was made, and what the scans found."""

    def __init__(self) -> None:
        self.ways: list[str] = []
        self.problems: list[str] = []


def play(
    page: Page,
    lang: str,
    seed: int,
    enough: Callable[[dict[str, Any]], bool],
    limit: int,
    shoot: Callable[[], None],
    at: int,
) -> Played:
    """Click for the page's seat until the match is over or ``enough(view)``, at most ``limit`` screens;
    ``shoot()`` (the screenshot) on screen ``at``."""
    banned = words(lang)
    rng = Rng(seed)
    played = Played()
    for step in range(limit):
        if finished(page):
            break
        view = seat_view(page)
        if enough(view["view"]):
            break
        if step % SCAN_EVERY == 0:
            played.problems += scan(page, lang, f"screen {step}", banned)
        if step == at:
            shoot()
        way = act(page, rng, view)
        if way == "":
            page.wait_for_function(MOVED, arg=view["version"], timeout=30_000)
        elif way == "refused" and seat_view(page)["version"] > view["version"]:
            way = "overtaken"  # the match moved on (the server's clock, a bot) while the command was on its way
        played.ways.append(way)
    played.problems += scan(page, lang, "the last screen", banned)
    played.problems = list(dict.fromkeys(played.problems))
    return played


def assert_played_to_its_end(page: Page, played: Played, lang: str) -> None:
    assert finished(page), f"not over after {len(played.ways)} screens"
    assert played.problems == [], "\n".join(played.problems)
    assert seat_view(page)["status"]["outcome"] is not None
    expect(page.locator(".table-head .outcome")).to_contain_text(OVER[lang])
    assert "refused" not in played.ways, "every command drawn from the page's actions was accepted"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_far_cry_mission_is_played_by_clicking(server: str, pages: Pages, shot: Shot, lang: str) -> None:
    """Mission 0 solo (two characters, SU-16), the enemies played by the game, to the mission's end."""
    page = pages.new(width=1280, height=900)
    open_match(page, server, "farcry", lang, {"options": {"mission": "mission_0"}, "seed": 34}, seat=0)
    played = play(page, lang, 34, lambda _: False, 400, lambda: shot(page, f"farcry-mission-{lang}"), 12)
    assert_played_to_its_end(page, played, lang)
    assert {"click", "form"} & set(played.ways)


@pytest.mark.parametrize(("lang", "seat"), [("en", 1), ("fr", 0)])
def test_a_whole_mansions_match_is_played_by_clicking(
    server: str, pages: Pages, shot: Shot, lang: str, seat: int
) -> None:
    """One investigator against the keeper, from the set-up prompts (the keeper's story, the investigator's
    pick) to the end: the page clicks for the investigator in English and for the keeper in French, the
    server's bot plays the other seat. Each seat is told its own outcome (item 8); the time track moves on
    the page (item 10)."""
    page = pages.new(width=1280, height=900)
    bots = {str(1 - seat): "heuristic"}
    open_match(page, server, "mansions", lang, {"options": {"investigators": 1}, "stand_ins": bots, "seed": 34}, seat)
    times: list[int] = []

    def enough(view: dict[str, Any]) -> bool:
        times.append(view["time"])
        return False

    played = play(page, lang, 34, enough, 600, lambda: shot(page, f"mansions-match-{lang}"), 10)
    assert_played_to_its_end(page, played, lang)
    # item 10: the time track moves, and the page shows where it stands
    assert len(set(times)) > 1, times
    word = {"en": "Time", "fr": "Temps"}[lang]
    expect(page.locator(".mansions-track .time")).to_have_text(f"{word} {seat_view(page)['view']['time']}")
    outcome = seat_view(page)["status"]["outcome"]
    won = seat in outcome["winners"]
    told = {"en": ("you win", "you lose"), "fr": ("vous gagnez", "vous perdez")}[lang]
    expect(page.locator(".table-head .outcome")).to_contain_text(told[0] if won else told[1])


ROUNDS = 3


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_several_rounds_of_big_book_are_played_by_clicking(server: str, pages: Pages, shot: Shot, lang: str) -> None:
    """Two magicians (the page's seat chooses its own by clicking), three rounds of the round track."""
    page = pages.new(width=1280, height=900)
    body = {"options": {"players": 2}, "stand_ins": {"1": "heuristic"}, "seed": 34}
    open_match(page, server, "bigbook", lang, body, seat=0)
    first = seat_view(page)["view"]["round"]
    played = play(
        page, lang, 34, lambda v: v["round"] >= first + ROUNDS, 400, lambda: shot(page, f"bigbook-rounds-{lang}"), 20
    )
    view = seat_view(page)["view"]
    assert view["round"] >= first + ROUNDS or finished(page), f"round {view['round']} after {len(played.ways)}"
    assert played.problems == [], "\n".join(played.problems)
    assert "refused" not in played.ways
    assert "click" in played.ways, "cards and spells were played by clicking the drawing"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_several_montagnes_trials_are_played_by_clicking(server: str, pages: Pages, shot: Shot, lang: str) -> None:
    """Three players (the page leads first, two bots), a seeded deal, a two-second hourglass: three turns,
    each an encounter on the server's clock and its trials told, followed by the view's turn, not a timer."""
    page = pages.new(width=1280, height=900)
    options = {"players": 3, "first_leader": 0, "encounter_seconds": 2, "decision_seconds": 30, "search_seconds": 30}
    body = {"options": options, "stand_ins": {"1": "heuristic", "2": "heuristic"}, "seed": 34}
    open_match(page, server, "montagnes", lang, body, seat=0)
    first = seat_view(page)["view"]["turn"]
    played = play(
        page, lang, 34, lambda v: v["turn"] >= first + ROUNDS, 400, lambda: shot(page, f"montagnes-trials-{lang}"), 8
    )
    view = seat_view(page)["view"]
    assert view["turn"] >= first + ROUNDS or finished(page), f"turn {view['turn']} after {len(played.ways)}"
    assert played.problems == [], "\n".join(played.problems)
    assert "refused" not in played.ways
    # each encounter ended on the server's clock and its sled was turned over: told in the log, paged back
    while page.locator("button.log-earlier").is_visible():
        page.click("button.log-earlier")
    for told in ("hourglass_ran_out", "sled_revealed"):
        assert page.locator(f".log-lines li[data-type={told}]").count() >= ROUNDS, told
