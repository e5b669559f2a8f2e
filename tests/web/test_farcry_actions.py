"""Far Cry's actions as a table, not a listing (issue 34, item 5), in a real browser, in English and in
French: the seat's actions are grouped by character and by verb; a weapon is picked, then its targets
are the rings on the map and a click fires; a character is picked to move, then a click on a hex moves
it; gear, care and talents are buttons named in the page's language; the panel fits beside the map
instead of the 4,800-pixel column of forms it was.

The page is played by clicks only; the server's view, read over HTTP, checks what each click did."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from tests.web.conftest import Pages
from tests.web.table_driver import shown_version, wait_version_above
from tests.web.test_table import Shot

pytestmark = pytest.mark.browser

ENGLISH = [
    "Move",
    "Attack",
    "Equip",
    "is done",
    "targets",
    "ammo",
    "(hand)",
    "(beside)",
    "Weapons in hand",
    "Items and care",
    "(red)",
    "(blue)",
    "(green)",
    "Machete",
    "Fist",
]
"""Words of the English page that a French page must not show (and the view's colour codes)."""
FRENCH = [
    "Se déplacer",
    "Attaquer",
    "Équiper",
    "a fini",
    "cibles",
    "munitions",
    "Machette",
    "Coup de poing",
    "Armes en main",
    "Objets et soins",
    "(rouge)",
    "Chien de garde",
]
"""Words of the French page that an English page must not show."""
WORDS = {
    "en": {"equip": "Equip Machete", "done": "Daisy Lee is done", "move": "Move Keith Ramsey on the map"},
    "fr": {"equip": "Équiper Machette", "done": "Daisy Lee a fini", "move": "Déplacer Keith Ramsey sur la carte"},
}


def view_of(server: str, match: str, token: str, lang: str = "en") -> dict[str, Any]:
    got: dict[str, Any] = httpx.get(
        f"{server}/matches/{match}/view", headers={"Authorization": f"Bearer {token}", "Accept-Language": lang}
    ).json()
    return got


def open_seat(pages: Pages, server: str, lang: str) -> tuple[Page, str, str]:
    created = httpx.post(f"{server}/matches", json={"game": "farcry", "options": {}, "seed": 3}).json()
    match, token = created["match_id"], created["seats"][0]["token"]
    page = pages.new(width=1280, height=900)
    page.goto(f"{server}/?lang={lang}#/")
    page.evaluate(
        "([id, token]) => localStorage.setItem('folie.matches',"
        " JSON.stringify({[id]: {game: 'farcry', seat: 0, token}}))",
        [match, token],
    )
    page.goto(f"{server}/?lang={lang}#/play/{match}")
    expect(page.locator(".fc-actions")).to_be_visible()
    return page, match, token


def character(view: dict[str, Any], cid: str) -> dict[str, Any]:
    found: dict[str, Any] = next(c for c in view["view"]["characters"] if c["character"] == cid)
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_far_cry_is_played_by_character_and_verb_on_the_map(server: str, pages: Pages, shot: Shot, lang: str) -> None:
    page, match, token = open_seat(pages, server, lang)
    words = WORDS[lang]
    before = view_of(server, match, token, lang)

    # grouped: one section per character, its verbs as rows; no flat form per (weapon, target) pair
    sections = page.locator(".fc-actions .fc-character")
    assert sections.count() == 2
    daisy = page.locator('.fc-actions .fc-character[data-character="daisy"]')
    keith = page.locator('.fc-actions .fc-character[data-character="keith"]')
    for verb in ("move", "attack", "equip", "items", "end"):
        expect(daisy.locator(f'.verb[data-verb="{verb}"]')).to_be_visible()
    attacks = [a for a in before["legal_actions"] if a["action"] == "attack" and a["fixed"]["character"] == "daisy"]
    assert len(attacks) > 10
    assert page.locator('.fc-actions [data-action="attack"]').count() == 0, "targets wait for a weapon"
    height = page.locator("section.actions").evaluate("e => e.getBoundingClientRect().height")
    assert height < 2000, f"the actions take {height} px"

    # in the page's language, with names: nothing of the other language, no character id
    text = page.locator("body").inner_text()
    other = FRENCH if lang == "en" else ENGLISH
    assert [w for w in other if w in text] == []
    expect(keith.locator('[data-verb="equip"] button', has_text=words["equip"]).first).to_be_visible()
    expect(daisy.locator('[data-verb="end"] button')).to_have_text(words["done"])

    # a weapon, then a target on the map: only that weapon's targets are ringed, a click fires
    weapon = daisy.locator('button.weapon[data-weapon="desert_eagle"][data-mode="single"]')
    weapon.click()
    expect(weapon).to_have_attribute("aria-pressed", "true")
    aimed = {
        ",".join(map(str, a["fixed"]["targets"][0]["at"]))
        for a in attacks
        if a["fixed"]["weapon"] == "desert_eagle" and a["fixed"]["mode"] == "single"
    }
    rings = page.locator(".farcry-map g.target.aimed.playable")
    expect(rings).to_have_count(len(aimed))
    shot(page, f"farcry-actions-{lang}")
    assert page.locator(".farcry-map g.target:not(.aimed)").count() == 0
    enemies = {",".join(map(str, u["at"])) for u in before["view"]["units"] if u["at"] and u["side"] == "enemy"}
    at = sorted(aimed & enemies)[0]
    version = shown_version(page)
    page.locator(f'.farcry-map g.target.aimed[data-target="{at}"]').click()
    assert wait_version_above(page, version)
    after = view_of(server, match, token)
    gun = next(w for w in character(after, "daisy")["weapons"] if w["weapon"] == "desert_eagle")
    assert (
        gun["ammo"]
        == next(w for w in character(before, "daisy")["weapons"] if w["weapon"] == "desert_eagle")["ammo"] - 1
    )

    # a character, then a hex on the map: only its hexes answer, a click moves it (no menu)
    pick = keith.locator('button.pick-move[data-character="keith"]')
    expect(pick).to_have_text(words["move"])
    pick.click()
    moves = next(
        a
        for a in after["legal_actions"]
        if a["action"] == "move_to" and a["fixed"]["character"] == "keith" and not a["fixed"].get("careful")
    )
    targets = [c["value"] for c in moves["params"][0]["choices"]]
    expect(page.locator(".farcry-map g.hex.move-here")).to_have_count(len(targets))
    to = targets[-1]
    version = shown_version(page)
    page.locator(f'.farcry-map g.hex.move-here[data-hex="{to}"]').click()
    assert wait_version_above(page, version)
    assert page.locator(".choice-menu:not([hidden])").count() == 0
    moved = view_of(server, match, token)
    assert ",".join(map(str, character(moved, "keith")["at"])) == to

    # gear by its named button, then the character's end of turn
    version = shown_version(page)
    keith.locator('[data-verb="equip"] button', has_text=words["equip"]).first.click()
    assert wait_version_above(page, version)
    machete = next(w for w in character(view_of(server, match, token), "keith")["weapons"] if w["weapon"] == "machete")
    assert machete["place"] == "hand"
    version = shown_version(page)
    daisy.locator('[data-verb="end"] button').click()
    assert wait_version_above(page, version)
    assert character(view_of(server, match, token), "daisy")["done"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_far_cry_map_has_a_legend_and_tells_units_apart(server: str, pages: Pages, lang: str) -> None:
    """Item 4 (every symbol on the map has a legend) and item 5 (Beheader red and Berserker red were both
    "BR" on the map): each unit's piece shows the start of its own name, its ring its colour."""
    page, match, token = open_seat(pages, server, lang)
    view = view_of(server, match, token, lang)["view"]
    legend = page.locator(".farcry .legend")
    expect(legend).to_be_visible()
    tiles = {x["tile"] for x in view["board"] if x["tile"]}
    for tile in tiles:
        expect(legend.locator(f'[data-legend="{tile}"]')).to_be_visible()
    for mark in ("start", "token", "piece"):
        expect(legend.locator(f'[data-legend="{mark}"]')).to_be_visible()
    shorts: dict[tuple[str, str], set[str]] = {}
    for unit in view["units"]:
        if unit["at"]:
            at = ",".join(map(str, unit["at"]))
            short = page.locator(f'.farcry-map .piece.unit[data-at="{at}"] text.short').text_content() or ""
            shorts.setdefault((short, unit["colour"]), set()).add(unit["kind"])
    assert all(len(kinds) == 1 for kinds in shorts.values()), shorts


def hex_width(page: Page) -> float:
    width: float = page.locator(".farcry-map g.hex polygon").first.evaluate("e => e.getBoundingClientRect().width")
    return width


def test_on_a_phone_the_map_zooms_pans_and_takes_a_tap(server: str, pages: Pages) -> None:
    """Item 5: on a 390-pixel phone the whole map shows first, hexes too small to tap; the zoom makes them
    finger-sized, the frame pans, and a move is made by a tap on a hex, the zoom kept after the redraw."""
    created = httpx.post(f"{server}/matches", json={"game": "farcry", "options": {}, "seed": 3}).json()
    match, token = created["match_id"], created["seats"][0]["token"]
    # a phone: a touch screen (the conftest's pages are desktop ones), its errors recorded the same way
    context = pages.browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    pages.contexts.append(context)
    page = context.new_page()
    page.on("console", pages._console)
    page.on("pageerror", lambda e: pages.errors.append(str(e)))
    page.goto(f"{server}/?lang=en#/")
    page.evaluate(
        "([id, token]) => localStorage.setItem('folie.matches',"
        " JSON.stringify({[id]: {game: 'farcry', seat: 0, token}}))",
        [match, token],
    )
    page.goto(f"{server}/?lang=en#/play/{match}")
    expect(page.locator(".farcry-map")).to_be_visible()
    small = hex_width(page)
    assert small < 30, f"the whole map fits the phone: {small} px a hex"
    for _ in range(3):
        page.locator(".map-zoom .zoom-in").click()
    expect(page.locator(".map-frame")).to_have_attribute("data-zoom", "3")
    assert hex_width(page) >= 44, "a hex the size of a fingertip"
    frame = page.locator(".map-frame")
    assert frame.evaluate("e => e.scrollWidth > e.clientWidth + 100")
    frame.evaluate("e => { e.scrollLeft = e.scrollWidth; }")
    assert frame.evaluate("e => e.scrollLeft") > 0, "the frame pans"

    before = view_of(server, match, token)
    moves = next(
        a
        for a in before["legal_actions"]
        if a["action"] == "move_to" and a["fixed"]["character"] == "daisy" and not a["fixed"].get("careful")
    )
    to = moves["params"][0]["choices"][0]["value"]
    page.locator('button.pick-move[data-character="daisy"]').tap()
    target = page.locator(f'.farcry-map g.hex.move-here[data-hex="{to}"]')
    target.scroll_into_view_if_needed()
    version = shown_version(page)
    target.tap()
    assert wait_version_above(page, version)
    assert ",".join(map(str, character(view_of(server, match, token), "daisy")["at"])) == to
    expect(page.locator(".map-frame")).to_have_attribute("data-zoom", "3")
