"""The browser audit's leftovers (issue 34), in a real browser against a real ``folie serve``:

* item 9: Mansions' investigators are explained where they are chosen: each one's portrait (who they
  are, health, sanity, skill points) and, for the seat choosing, its four traits with what they do; a
  click on a name opens that choice;
* French typography: no colon without a space before it on a French page (``Objectif:``);
* Mansions' room names stay inside their rooms ("Salle de la roue" ran past the wheelhouse's edge);
* a prompt's lone ``value`` field is not labelled "Value" (Far Cry's enemy-move choice);
* item 6: Big Book's Télépathie names the other player as the page does ("Player 2" for the second
  seat) and sends the cards to that seat.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, expect

from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from tests.web.conftest import Pages
from tests.web.table_driver import seat_view, shown_version, wait_version_above
from tests.web.test_names import FRENCH_COLON

pytestmark = pytest.mark.browser

SILAS = {"writer": "silas", "found": "wheel", "want": "bride"}


def create(server: str, game: str, options: dict[str, Any], seed: int = 1) -> tuple[str, list[str]]:
    created = httpx.post(f"{server}/matches", json={"game": game, "options": options, "seed": seed}).json()
    return created["match_id"], [s["token"] for s in created["seats"]]


def command(server: str, match: str, token: str, body: dict[str, Any]) -> dict[str, Any]:
    auth = {"Authorization": f"Bearer {token}"}
    version = httpx.get(f"{server}/matches/{match}/view", headers=auth).json()["version"]
    sent = httpx.post(
        f"{server}/matches/{match}/commands", headers=auth, json={"command": body, "expected_version": version}
    )
    assert sent.status_code == 200, sent.text
    result: dict[str, Any] = sent.json()
    return result


def open_seat(pages: Pages, server: str, game: str, match: str, seat: int, token: str, lang: str) -> Page:
    page = pages.new()
    page.goto(f"{server}/?lang={lang}#/")
    page.evaluate(
        "([id, game, seat, token]) => localStorage.setItem("
        "'folie.matches', JSON.stringify({[id]: {game, seat, token, at: Date.now()}}))",
        [match, game, seat, token],
    )
    page.goto(f"{server}/?lang={lang}#/play/{match}")
    expect(page.locator(".table-head .version")).to_be_visible()
    return page


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_investigators_are_explained_where_they_are_chosen(server: str, pages: Pages, lang: str) -> None:
    match, tokens = create(server, "mansions", {"investigators": 1, "story": SILAS})
    page = open_seat(pages, server, "mansions", match, 1, tokens[1], lang)
    cards = page.locator(".portraits .portrait")
    expect(cards).to_have_count(len(CONTENT.investigators))
    strength = "Strength" if lang == "en" else "Force"
    for inv_id, inv in CONTENT.investigators.items():
        card = page.locator(f'.portrait[data-investigator="{inv_id}"]')
        expect(card.locator("h4")).to_have_text(inv.name.get(lang))
        expect(card.locator(".story")).to_contain_text(inv.story.get(lang))
        expect(card.locator(".story")).to_contain_text(str(inv.health))
        expect(card.locator("li.trait")).to_have_count(4)
        for trait in inv.physical:
            told = card.locator(f'li.trait[data-trait="{trait}"]')
            expect(told).to_contain_text(CONTENT.traits[trait].name.get(lang))
            expect(told).to_contain_text(strength)
        for trait in inv.mental:
            mental = CONTENT.traits[trait]
            assert isinstance(mental, sc.MentalTrait)
            ability = mental.ability
            expect(card.locator(f'li.trait[data-trait="{trait}"]')).to_contain_text(ability.card.text.get(lang))
    # the name is the choice: a click offers "Play Agnes Thorne", whose form sends it
    page.locator('.portrait[data-investigator="agnes_thorne"] h4').click()
    item = page.locator("[role=menuitem]").first
    expect(item).to_contain_text(CONTENT.investigators["agnes_thorne"].name.get(lang))
    version = shown_version(page)
    item.click()
    form = page.locator("form.action[data-action=choose_investigator]").filter(
        has=page.locator('select[name="physical"] option[value="\\"steady_hands\\""]')
    )
    form.locator("button[type=submit]").click()
    assert wait_version_above(page, version)
    expect(page.locator(".portraits")).to_have_count(0)
    assert seat_view(page)["view"]["investigators"][0]["investigator"] == "agnes_thorne"


def test_french_pages_put_a_space_before_every_colon(server: str, pages: Pages) -> None:
    """The keeper's page (its secret objective, the header's counts) and an investigator's in French."""
    match, tokens = create(server, "mansions", {"investigators": 1, "story": SILAS})
    keeper = open_seat(pages, server, "mansions", match, 0, tokens[0], "fr")
    expect(keeper.locator(".keeper .objective")).to_be_visible()
    investigator = open_seat(pages, server, "mansions", match, 1, tokens[1], "fr")
    expect(investigator.locator(".mansions-map")).to_be_visible()
    found = [
        m.group(0) for page in (keeper, investigator) for m in FRENCH_COLON.finditer(page.locator("body").inner_text())
    ]
    assert found == []


ROOM_EDGES = """() => [...document.querySelectorAll('.mansions-map g.room')].map((g) => {
  const name = g.querySelector('.room-name').getBBox();
  const rows = [...g.querySelectorAll('g.space > rect:first-of-type')].map((r) => r.getBBox())
    .filter((b) => b.y <= name.y + name.height && name.y < b.y + b.height);
  return [g.dataset.room, name.x + name.width, Math.max(...rows.map((b) => b.x + b.width))];
})"""
"""Each room's name's right edge and its room's, on the rows the name covers (SVG user units)."""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_room_names_stay_inside_their_rooms(server: str, pages: Pages, lang: str) -> None:
    match, tokens = create(server, "mansions", {"investigators": 1, "story": SILAS})
    page = open_seat(pages, server, "mansions", match, 0, tokens[0], lang)
    expect(page.locator(".mansions-map g.room")).to_have_count(len(CONTENT.board.rooms))
    edges = page.evaluate(ROOM_EDGES)
    assert [room for room, text, right in edges if text > right] == [], edges


def test_a_prompts_lone_value_is_not_labelled_value(server: str, pages: Pages) -> None:
    """Far Cry's enemy-move choice sends ``value``: the form asks "Choose", not "Value"."""
    page = pages.new()
    page.goto(f"{server}/?lang=en#/")
    expect(page.locator("#game")).to_be_visible()
    label = page.evaluate(
        """async () => {
      const forms = await import('/web/forms.js');
      const action = { action: 'choose', label: 'Guard dog (red): where to move?', fixed: { prompt: 'p' },
        params: [{ name: 'value', many: false, min: 1, max: 1, choices: [{ value: '1,2', label: '2 hexes east' }] }] };
      return forms.actionForm(action, 0, () => {}).querySelector('label.param').textContent;
    }"""
    )
    assert label not in ("Value", "Valeur") and label == "Choose"


def until_telepathy(server: str, match: str, tokens: list[str]) -> None:
    """The set-up answered by both seats (keeping Télépathie and an Air card) until seat 0 may cast it."""
    for _ in range(12):
        for seat, token in enumerate(tokens):
            auth = {"Authorization": f"Bearer {token}"}
            legal = httpx.get(f"{server}/matches/{match}/view", headers=auth).json()["legal_actions"]
            if seat == 0 and any(a["fixed"].get("spell") == "telepathie@1" for a in legal):
                return
            asked = [a for a in legal if a["action"] in ("choose_magician", "choose_spells", "choose_cards")]
            if not asked:
                continue
            action = asked[0]
            body = {"action": action["action"], **action["fixed"]}
            for param in action["params"]:
                values = [c["value"] for c in param["choices"]]
                kept = [v for v in values if "telepathie" not in str(v) and not str(v).startswith("air")] or values
                body[param["name"]] = kept[: param["min"]] if param["many"] else kept[0]
            command(server, match, token, body)
    raise AssertionError("seat 0 never could cast Télépathie")


def test_telepathy_names_the_other_player_as_the_page_does_and_sends_to_that_seat(server: str, pages: Pages) -> None:
    """Seat 0 casts Télépathie (1 Air: a player draws 1) and chooses the second player: the choice
    reads "Player 2", as the page names seat 1, and seat 1's hand grows by one, seat 0's does not."""
    match, tokens = create(server, "bigbook", {"players": 2})
    until_telepathy(server, match, tokens)
    page = open_seat(pages, server, "bigbook", match, 0, tokens[0], "en")
    before = {p["seat"]: p["hand_count"] for p in seat_view(page)["view"]["players"]}
    cast = page.locator("form.action[data-action=activate]").filter(has_text="Telepathy")
    cast.locator("input[type=checkbox]").first.check()
    version = shown_version(page)
    cast.locator("button[type=submit]").click()
    assert wait_version_above(page, version)
    target = page.locator('form.action select[name="target"]')
    expect(target).to_be_visible()
    options = target.locator("option").all_inner_texts()
    values = target.locator("option").evaluate_all("(os) => os.map((o) => JSON.parse(o.value))")
    assert dict(zip(values, options, strict=True))[1] == "Player 2"
    # the page names seat 1 the same way (its players' list, its waiting line)
    expect(page.locator("body")).to_contain_text("Player 2")
    target.select_option(label="Player 2")
    version = shown_version(page)
    target.locator("xpath=ancestor::form").locator("button[type=submit]").click()
    assert wait_version_above(page, version)
    after = {p["seat"]: p["hand_count"] for p in seat_view(page)["view"]["players"]}
    assert after[1] == before[1] + 1
    assert after[0] == before[0] - 1  # the Air card paid, nothing drawn
