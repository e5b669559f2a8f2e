"""The web table's replay of a finished match (the game's drawing of its omniscient view, a slider, a
shareable link to a version) and what a seat's page says when its stream ends (issue 18)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from domain.rng import Rng
from tests.trust.play import Played, auth, create, play
from tests.web.conftest import Pages
from tests.web.test_table import Shot, create_filled
from tests.web.test_table import create as create_in_lobby

pytestmark = pytest.mark.browser


def replay(client: httpx.Client, match_id: str, version: int) -> dict[str, Any]:
    found: dict[str, Any] = client.get(f"/matches/{match_id}/replay", params={"version": version}).json()
    return found


def held_token(page: Page) -> str:
    token: str = page.evaluate("JSON.parse(localStorage.getItem('folie.matches'))[location.hash.split('/')[2]].token")
    return token


def test_a_finished_big_book_is_replayed_as_a_drawing_from_a_shared_link(server: str, pages: Pages, shot: Shot) -> None:
    with httpx.Client(base_url=server, timeout=30) as client:
        played = create(client, "bigbook", {"players": 2}, seed=0)
        play(client, played, Rng(0), 800)
        summary = client.get(f"/matches/{played.match_id}").json()
        assert summary["status"]["finished"], "random play ends a 2-player Big Book within 800 commands"
        # a version where both hands are dealt: the omniscient replay shows seat 1's hand, which seat 0 never saw
        at = next(
            v
            for v in range(12, summary["version"])
            if all(p["hand"] for p in replay(client, played.match_id, v)["view"]["players"])
        )
        shown = replay(client, played.match_id, at)
    assert shown["omniscient"] and shown["view"]["grimoire"], "the omniscient view is Big Book's own view"
    page = pages.new(1200, 2000)  # tall: the picture for the docs shows both magicians' hands and decks
    page.goto(f"{server}/#/replay/{played.match_id}/{at}")  # the shareable link opens at that version
    expect(page.locator(".table-head .version")).to_have_text(f"Version {at}")
    expect(page.locator("#replay-slider")).to_have_value(str(at))
    expect(page.locator(".board")).to_have_attribute("data-drawn", "drawing")
    assert page.locator(".board .bigbook").count() == 1 and page.locator(".board ul.plain").count() == 0
    for player in shown["view"]["players"]:
        hand = page.locator(f".player[data-seat='{player['seat']}'] .hand [data-choice]")
        assert hand.evaluate_all("es => es.map(e => JSON.parse(e.dataset.choice))") == player["hand"]
        chips = page.locator(f".player[data-seat='{player['seat']}'] .deck .chip")
        deck = chips.evaluate_all("es => es.map(e => e.dataset.card)")
        assert deck == player["deck"], "each deck in order, top first"
        # named, never by id (issue 34, item 3): "Water 2", "Madness"
        assert all(not any(ch.isdigit() and "-" in text for ch in text) for text in chips.all_inner_texts())
    assert page.locator(".hand .card.back").count() == 0
    expect(page.locator(".hidden-parts")).to_contain_text(f"pages: {len(shown['view']['grimoire'])}")
    shot(page, "bigbook-replay")
    # the slider moves by keyboard, the drawing follows, and the link follows the version
    page.locator("#replay-slider").focus()
    page.keyboard.press("ArrowRight")
    expect(page.locator(".table-head .version")).to_have_text(f"Version {at + 1}")
    expect(page.locator(".board")).to_have_attribute("data-drawn", "drawing")
    expect(page.locator("a.share")).to_have_attribute("href", f"#/replay/{played.match_id}/{at + 1}")
    page.keyboard.press("End")
    expect(page.locator(".table-head .version")).to_have_text(f"Version {summary['version']}")
    expect(page.locator(".board")).to_have_attribute("data-drawn", "drawing")
    expect(page.locator(".table-head .outcome")).to_be_visible()
    # the same link on a phone-sized screen: the whole drawing, no sideways scrolling
    phone = pages.new(390, 844)
    phone.goto(f"{server}/#/replay/{played.match_id}/{at}")
    expect(phone.locator(".board")).to_have_attribute("data-drawn", "drawing")
    assert phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), "no sideways scrolling"
    # in French, the drawing names the elements and the phase as the rulebook does (the view carries codes)
    french = pages.new()
    french.goto(f"{server}/?lang=fr#/replay/{played.match_id}/{at}")
    expect(french.locator(".bigbook .track").first).to_contain_text("Eau 0")
    expect(french.locator(".bigbook .track").first).to_contain_text("Terre 0")
    first = shown["view"]["players"][0]["hand"][0]
    element = {"water": "Eau", "fire": "Feu", "earth": "Terre", "air": "Air"}.get(first.split("-")[0], "Folie")
    expect(french.locator(".player[data-seat='0'] .hand .card strong").first).to_contain_text(element)


def test_a_finished_far_cry_is_replayed_with_every_token_face_up(server: str, pages: Pages) -> None:
    """Far Cry's drawing shows the omniscient view's token kinds: no back is left on the map (a seat's
    page draws face-down loot and leaves as backs, `test_farcry_table.py`)."""
    with httpx.Client(base_url=server, timeout=30) as client:
        played = create(client, "farcry", {}, seed=1)
        play(client, played, Rng(1), 600)
        summary = client.get(f"/matches/{played.match_id}").json()
        assert summary["status"]["finished"], "random play ends mission 0 within 600 commands"
        boards = ((v, replay(client, played.match_id, v)["view"]["board"]) for v in range(2, summary["version"]))
        at = next(v for v, board in boards if any(t["kind"] == "loot" for x in board for t in x["tokens"]))
        shown = replay(client, played.match_id, at)["view"]
    tokens = [t for x in shown["board"] for t in x["tokens"]]
    assert tokens and all(t["what"] for t in tokens) and shown["hidden"] is not None
    page = pages.new()
    page.goto(f"{server}/#/replay/{played.match_id}/{at}")
    expect(page.locator(".table-head .version")).to_have_text(f"Version {at}")
    expect(page.locator(".board")).to_have_attribute("data-drawn", "drawing")
    expect(page.locator(".farcry-map")).to_be_visible()
    assert page.locator(".farcry-map .token.back").count() == 0
    drawn = page.locator(".farcry-map .token.face-up").evaluate_all("es => es.map(e => e.dataset.what)")
    assert sorted(drawn) == sorted(t["what"] for t in tokens)
    # the piles no seat ever sees are drawn too, in their order (next draw first)
    piles = page.locator("section.hidden-piles")
    expect(piles).to_be_visible()
    for pile in ("loot_box", "madness_deck", "anecdote_when"):
        listed = piles.locator(f"[data-pile={pile}] li").evaluate_all("es => es.map(e => e.dataset.card)")
        assert listed == shown["hidden"][pile], pile


def test_a_revoked_seat_is_told_so_and_a_finished_match_is_not(server: str, pages: Pages) -> None:
    creator = pages.new()
    links = create_in_lobby(creator, server, "maeshowe", 2)
    red, blue = creator, pages.new()
    red.goto(links[0])
    blue.goto(links[1])
    for page in (red, blue):
        expect(page.locator(".table-head .state")).to_have_text("live")
    match_id = red.evaluate("location.hash.split('/')[2]")
    owner = red.evaluate(f"JSON.parse(localStorage.getItem('folie.matches'))['{match_id}'].creator")
    tokens = [held_token(red), held_token(blue)]
    with httpx.Client(base_url=server, timeout=30) as client:
        listed = client.get(f"/matches/{match_id}/tokens", headers=auth(owner)).json()["items"]
        seat1 = next(t["token_id"] for t in listed if t["scope"] == "seat" and t["seat"] == 1)
        assert client.delete(f"/matches/{match_id}/tokens/{seat1}", headers=auth(owner)).status_code in (200, 204)
        # seat 1's open page is told in words, with the reason; seat 0's page is not
        expect(blue.locator(".revoked")).to_contain_text("revoked or replaced by the match's creator")
        expect(blue.locator(".revoked")).to_have_attribute("data-code", "token_revoked")
        expect(blue.locator(".table-head .state")).to_have_text("stream ended")
        assert red.locator(".revoked").count() == 0
        # the revoked page offers nothing that could only be refused: no action form, no chat input, no click
        expect(blue.locator("form.action")).to_have_count(0)
        assert blue.locator(".say input").count() == 0 and blue.locator(".board .playable").count() == 0
        assert red.locator(".say input").count() == 1
        # a new token for seat 1, then the match is played to its end: its stream ends, but no token was revoked
        issued = client.post(f"/matches/{match_id}/tokens", json={"scope": "seat", "seat": 1}, headers=auth(owner))
        assert issued.status_code == 201, issued.text
        played = Played(match_id, "maeshowe", [tokens[0], issued.json()["token"]])
        play(client, played, Rng(5), 1500)
        assert client.get(f"/matches/{match_id}").json()["status"]["finished"]
    expect(red.locator(".table-head .outcome")).to_be_visible()
    expect(red.locator(".table-head .state")).to_have_text("stream ended")
    assert red.locator(".revoked").count() == 0, "the end of a finished match is not a revoked token"


def test_chat_follows_the_games_speech_rules_and_a_refused_line_is_shown_with_the_rule(
    server: str, pages: Pages
) -> None:
    """Maeshowe's Peur du noir variant forbids talk while the match runs: a chat line comes back as a
    problem in words (code, detail, the rulebook's sentence), and the other seat sees no line."""
    creator = pages.new()
    creator.goto(f"{server}/#/")
    creator.select_option("#game", "maeshowe")
    creator.fill("#opt-players", "2")
    creator.dispatch_event("#opt-players", "input")
    creator.check("#opt-fear_of_the_dark")
    links = create_filled(creator, {})
    red, blue = creator, pages.new()
    red.goto(links[0])
    blue.goto(links[1])
    expect(blue.locator(".table-head .state")).to_have_text("live")
    red.fill(".say input", "I hold the Raven.")
    red.keyboard.press("Enter")
    problem = red.locator("#errors .problem")
    expect(problem).to_contain_text("speech_forbidden")
    expect(problem).to_contain_text("no talking while the match runs")
    expect(problem.locator(".rule")).to_contain_text("ne sont pas autorisés à parler")
    assert blue.locator(".chat-lines li").count() == 0 and red.locator(".chat-lines li").count() == 0
