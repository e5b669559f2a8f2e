"""What a card does (issue 34, item 4), and no attack at a friend (item 5), in a real browser, in English
and French.

Far Cry: each carried weapon shows what its card says (range, hands, damage, die, modes, ammo) on its
character's panel and on the weapon's button; the mission's objectives (primary first, with their
rewards) are on screen; every symbol drawn on the map has a legend entry; with friendly fire off (the
default) no target ring nor button aims at a player's or an ally's hex. Mansions: every symbol of the
mansion's map has a legend entry, in the page's language. (Maeshowe's cards say what they do since
425ddcf: tests/web/test_table.py.)"""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from domain.games.farcry.content import CONTENT as FARCRY
from tests.web.conftest import Pages
from tests.web.test_farcry_actions import open_seat, view_of
from tests.web.test_mansions_table import AGNES, CYRUS, SILAS
from tests.web.test_mansions_table import open_seat as open_mansions_seat
from tests.web.test_table import Shot

pytestmark = pytest.mark.browser

STATS = {
    "en": {"damage": "damage", "melee": "melee (adjacent)", "ranged": "ranged (line of sight)", "hand": "hand"},
    "fr": {
        "damage": "dégât",
        "melee": "corps à corps (adjacent)",
        "ranged": "à distance (ligne de vue)",
        "hand": "main",
    },
}
WORDS = {
    "en": {
        "objectives": "Objectives",
        "primary": "Primary:",
        "secondary": "Secondary:",
        "reward": "reward: 500 XP, 500 money",
    },
    "fr": {
        "objectives": "Objectifs",
        "primary": "Principal :",
        "secondary": "Secondaire :",
        "reward": "récompense\u202f: 500 XP, 500 argent",
    },
}

FARCRY_MARKS = """() => {
  const map = document.querySelector('.farcry-map');
  const kinds = new Set();
  map.querySelectorAll('[data-tile]').forEach((e) => kinds.add(e.dataset.tile));
  map.querySelectorAll('g.hex').forEach((e) => { if (e.dataset.terrain !== 'open') kinds.add(e.dataset.terrain); });
  const marks = { 'text.start': 'start', 'text.spawn': 'spawn', 'text.crop': 'crop', 'text.location': 'location',
    'line.wall': 'wall', 'line.zip': 'zip', 'g.dice': 'dice', 'g.target': 'target', 'text.cost': 'reach',
    'rect.token': 'token', 'polygon.fire': 'fire', 'g.hex.enemy-option': 'enemy-option', 'g.piece': 'piece' };
  for (const [selector, kind] of Object.entries(marks)) if (map.querySelector(selector)) kinds.add(kind);
  const legend = new Set([...document.querySelectorAll('.legend [data-legend]')].map((e) => e.dataset.legend));
  return { drawn: [...kinds].sort(), missing: [...kinds].filter((k) => !legend.has(k)).sort() };
}"""
"""Every kind of mark the Far Cry map draws now, and those the legend does not name."""

MANSIONS_MARKS = """() => {
  const map = document.querySelector('.mansions-map');
  const kinds = new Set();
  map.querySelectorAll('[data-feature]').forEach((e) => kinds.add(e.dataset.feature));
  const marks = { 'g.room.explored': 'explored', 'g.room.unexplored': 'unexplored', 'g.room.dark': 'dark',
    'rect.fire': 'room-fire', '[data-corpses]': 'corpses', '[data-dropped]': 'dropped', 'rect.barricade': 'barricade',
    'line.wall': 'wall', 'g.door': 'door', 'g.door.locked': 'locked', 'g.door.barricaded': 'barricaded',
    '.figure.investigator': 'investigator', '.figure.monster': 'monster' };
  for (const [selector, kind] of Object.entries(marks)) if (map.querySelector(selector)) kinds.add(kind);
  const glyphs = { '🔥': 'token-fire', '☾': 'token-darkness', '✴': 'token-ritual', '🔒': 'locked' };
  const words = [...map.querySelectorAll('text')].map((e) => e.textContent).join(' ');
  for (const [glyph, kind] of Object.entries(glyphs)) if (words.includes(glyph)) kinds.add(kind);
  const legend = new Set([...document.querySelectorAll('.legend [data-legend]')].map((e) => e.dataset.legend));
  const missing = [...kinds].filter((k) => !legend.has(k)).sort();
  return { drawn: [...kinds].sort(), missing, legend: [...legend].sort() };
}"""
"""Every kind of mark the Mansions map draws now, and those the legend does not name."""


def weapon_card(weapon: dict[str, Any]) -> None:
    """The view carries what the weapon's card prints (the content's card)."""
    card = FARCRY.weapons[weapon["weapon"]]
    assert (weapon["damage"], weapon["die"], weapon["reach"], weapon["hands"]) == (
        card.damage,
        card.die,
        card.reach,
        card.hands,
    )
    assert [m["kind"] for m in weapon["modes"]] == [m.kind for m in card.modes]


def friends_hexes(view: dict[str, Any]) -> set[str]:
    out = {f"{c['at'][0]},{c['at'][1]}" for c in view["characters"] if c["at"]}
    return out | {f"{u['at'][0]},{u['at'][1]}" for u in view["units"] if u["at"] and u["side"] != "enemy"}


def shown_targets(page: Page) -> set[str]:
    """Every hex the page offers to attack: the map's rings, then, weapon by weapon, its aimed rings."""
    hexes = set(page.locator(".farcry-map g.target").evaluate_all("els => els.map((e) => e.dataset.target)"))
    buttons = page.locator("button.weapon")
    for i in range(buttons.count()):
        buttons.nth(i).click()
        hexes |= set(page.locator(".farcry-map g.target.aimed").evaluate_all("els => els.map((e) => e.dataset.target)"))
        buttons.nth(i).click()
    return hexes


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_far_cry_weapons_objectives_and_legend_are_on_screen(server: str, pages: Pages, shot: Shot, lang: str) -> None:
    page, match, token = open_seat(pages, server, lang)
    view = view_of(server, match, token, lang)["view"]
    words = STATS[lang]

    # each carried weapon: the view carries its card, the panel says it in the page's language
    for c in view["characters"]:
        for w in c["weapons"]:
            weapon_card(w)
            stats = page.locator(
                f'section.player[data-character="{c["character"]}"] [data-weapon="{w["weapon"]}"] .weapon-stats'
            ).first
            text = stats.inner_text()
            assert words["damage"] in text and words["hand"] in text, text
            assert (words["melee"] if w["reach"] == "melee" else words["ranged"]) in text, text
            assert f"{w['damage']} " in text, text
    # the weapon to aim with tells its card on hover
    title = page.locator("button.weapon").first.get_attribute("title")
    assert title and words["damage"] in title

    # the objectives: the primary first, each in the page's language
    section = page.locator("section.objectives")
    expect(section.locator("h3")).to_have_text(WORDS[lang]["objectives"])
    items = section.locator("li.objective")
    assert items.count() == len(view["objectives"]) == len(FARCRY.missions["mission_0"].objectives)
    expect(items.first).to_have_class("objective primary")
    expect(items.first.locator("strong")).to_have_text(WORDS[lang]["primary"])
    for o, item in zip(view["objectives"], items.all(), strict=True):
        expect(item).to_contain_text(o["text"][lang])
    assert all(o["text"]["en"] != o["text"]["fr"] for o in view["objectives"]), "mission 0's objectives in English too"

    # every mark drawn on the map has its legend entry
    marks = page.evaluate(FARCRY_MARKS)
    assert {"piece", "target", "reach", "wall"} <= set(marks["drawn"]), marks
    assert marks["missing"] == [], marks
    shot(page, f"farcry-objectives-{lang}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_mission_s_objectives_name_their_rewards(server: str, pages: Pages, lang: str) -> None:
    created = httpx.post(f"{server}/matches", json={"game": "farcry", "options": {"mission": "mission_1"}, "seed": 2})
    assert created.status_code == 201, created.text
    match, token = created.json()["match_id"], created.json()["seats"][0]["token"]
    page = pages.new(width=1280, height=900)
    page.goto(f"{server}/?lang={lang}#/")
    page.evaluate(
        "([id, token]) => localStorage.setItem('folie.matches',"
        " JSON.stringify({[id]: {game: 'farcry', seat: 0, token}}))",
        [match, token],
    )
    page.goto(f"{server}/?lang={lang}#/play/{match}")
    items = page.locator("section.objectives li.objective")
    expect(items).to_have_count(3)
    expect(items.nth(0)).to_contain_text(WORDS[lang]["reward"])
    expect(items.nth(1).locator("strong")).to_have_text(WORDS[lang]["secondary"])
    assert page.evaluate(FARCRY_MARKS)["missing"] == []


def test_no_attack_at_a_friend_is_offered_without_friendly_fire(server: str, pages: Pages) -> None:
    """Friendly fire off (the default): Daisy's Desert Eagle reached Keith, and the page ringed him."""
    page, match, token = open_seat(pages, server, "en")
    view = view_of(server, match, token)["view"]
    assert not view["characters"][0]["ko"]
    shown = shown_targets(page)
    assert shown, "enemies are in sight at the start"
    assert shown & friends_hexes(view) == set()
    assert page.locator(".targets-pick", has_text="Keith Ramsey").count() == 0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_symbol_of_the_mansion_s_map_has_a_legend(server: str, pages: Pages, shot: Shot, lang: str) -> None:
    created = httpx.post(
        f"{server}/matches",
        json={"game": "mansions", "options": {"investigators": 2, "story": SILAS, "picks": [CYRUS, AGNES]}, "seed": 1},
    )
    assert created.status_code == 201, created.text
    match, tokens = created.json()["match_id"], [s["token"] for s in created.json()["seats"]]
    page = open_mansions_seat(pages, server, match, 1, tokens[1], lang)
    marks = page.evaluate(MANSIONS_MARKS)
    assert {"investigator", "monster", "wall", "door", "unexplored"} <= set(marks["drawn"]), marks
    assert marks["missing"] == [], marks
    legend = page.locator(".legend")
    expect(legend.locator("summary")).to_have_text("Map legend" if lang == "en" else "Légende de la carte")
    expect(legend.locator('[data-legend="monster"]')).to_contain_text("monster" if lang == "en" else "monstre")
    shot(page, f"mansions-{lang}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_keeper_reads_the_objective_story_and_cards_in_words(server: str, pages: Pages, lang: str) -> None:
    """Issue 34, item 3: the keeper was shown "Objective: obj bride" and "Story: writer: silas", and
    the header "Next event: sluice groans": every one is now the card's name (and its text) in the
    page's language, from the view's ``names`` and ``texts``."""
    from domain.games.mansions.content import CONTENT as MANSIONS

    created = httpx.post(
        f"{server}/matches",
        json={"game": "mansions", "options": {"investigators": 2, "story": SILAS, "picks": [CYRUS, AGNES]}, "seed": 1},
    )
    assert created.status_code == 201, created.text
    match, tokens = created.json()["match_id"], [s["token"] for s in created.json()["seats"]]
    page = open_mansions_seat(pages, server, match, 0, tokens[0], lang)
    objective = MANSIONS.objectives["obj_bride"]
    panel = page.locator("section.keeper")
    expect(panel.locator(".objective")).to_contain_text(objective.name.get(lang))
    expect(panel.locator(".objective")).to_contain_text(objective.text.get(lang)[:40])
    question = next(q for q in MANSIONS.scenario.questions if q.id == "want")
    answer = next(a for a in question.answers if a.id == SILAS["want"])
    expect(panel.locator(".answers")).to_contain_text(answer.text.get(lang))
    first_event = MANSIONS.events[MANSIONS.scenario.events[0]]
    expect(page.locator(".mansions-track .event")).to_contain_text(first_event.name.get(lang))
    text = page.locator(".mansions").inner_text()
    for raw in (
        "obj bride",
        "obj_bride",
        "sluice groans",
        "sluice_groans",
        "writer: silas",
        "cyrus lamb",
        "agnes thorne",
    ):
        assert raw not in text, raw  # the ids as the page showed them (lower case, "_" turned to spaces)
