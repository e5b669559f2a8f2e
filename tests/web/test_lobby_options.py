"""The lobby's options as a form for players (issue 34, item 9), in English and in French: each option of
every game named and explained in one line, its values named (Big Book's "Nightmare", not "cauchemar";
Maeshowe's "Medium", not "medium"), a first player chosen by its player's name (not "0 = Player 1"),
Mansions' seats told as the keeper and the investigators; and the form sends what the player chose."""

from __future__ import annotations

import re

import httpx
import pytest
from playwright.sync_api import expect

from tests.web.conftest import Pages

pytestmark = pytest.mark.browser

GAMES = ["maeshowe", "montagnes", "bigbook", "farcry", "mansions"]
RAW = re.compile(r"_|\(0 =|\{\}|\b[HRF]-\d|^(cauchemar|terreur|medium|easy|hard|absurd|crumbling|dread|mission \d)$")
"""Codes and developer words the form used to show: snake_case, "0 = Player 1", "{} is valid", rule ids,
raw values."""
MODES = {"en": ["Normal", "Terror", "Nightmare"], "fr": ["Normal", "Terreur", "Cauchemar"]}
WORDS = {
    "en": {"player": "Player", "keeper": "Player 1 (the keeper)", "investigator": "Player 2 (an investigator)"},
    "fr": {"player": "Joueur", "keeper": "Joueur 1 (le gardien)", "investigator": "Joueur 2 (un investigateur)"},
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_option_is_named_explained_and_its_values_named(server: str, pages: Pages, lang: str) -> None:
    page = pages.new()
    page.goto(f"{server}/?lang={lang}#/")
    expect(page.locator("#game")).to_be_visible()
    found: list[str] = []
    for game in GAMES:
        page.select_option("#game", game)
        fields = page.locator(".options .field")
        expect(fields.first).to_be_visible()
        for i in range(fields.count()):
            field = fields.nth(i)
            name = field.get_attribute("data-option")
            label = field.locator("label").first.inner_text()
            texts = [label, *field.locator("option, .multi label").all_inner_texts()]
            help_ = field.locator("small.help")
            if not help_.count() or not help_.inner_text().strip():
                found.append(f"{game}.{name}: no explanation")
            found += [f"{game}.{name}: {text!r}" for text in texts if RAW.search(text.strip())]
    assert found == [], "\n".join(found)

    # Big Book's modes by name, its first player by the player's name, among the match's seats only
    page.select_option("#game", "bigbook")
    assert page.locator("#opt-mode option").all_inner_texts() == MODES[lang]
    first = page.locator("#opt-first_player option:not([hidden])")
    assert first.all_inner_texts() == [f"{WORDS[lang]['player']} {n}" for n in (1, 2)]
    page.fill("#opt-players", "3")
    page.dispatch_event("#opt-players", "input")
    expect(page.locator("#opt-first_player option:not([hidden])")).to_have_count(3)
    page.select_option("#opt-mode", label=MODES[lang][2])
    page.select_option("#opt-first_player", label=f"{WORDS[lang]['player']} 2")
    page.select_option("#opt-difficulty", index=1)
    page.click("#create")
    link = page.locator("a.invite").first
    expect(link).to_be_visible()
    match = (link.get_attribute("href") or "").split("/join/")[1].split("/")[0]
    options = httpx.get(f"{server}/matches/{match}").json()["options"]
    assert (options["mode"], options["first_player"], options["difficulty"], options["players"]) == (
        "cauchemar",
        1,
        2,
        3,
    )

    # Mansions' seats say who is the keeper
    page.select_option("#game", "mansions")
    expect(page.locator('label[for="seat-0"]')).to_have_text(WORDS[lang]["keeper"])
    expect(page.locator('label[for="seat-1"]')).to_have_text(WORDS[lang]["investigator"])
