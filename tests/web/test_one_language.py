"""One language per page (issue 34, item 7): every game's table, played for some moves by clicks, and the
lobby show in French none of the table's own English words, and in English none of its French ones.

The words are the table's own: each pair the page's code holds in both languages (i18n.js's WORDS and
CODES, the drawings' and the lobby's ``say("…", "…")`` and ``["…", "…"]`` pairs), read from the source so a
new string is checked as soon as it is written. A word both languages share ("Mission", "Air") or one that
is part of the other language's text is not a sign of the other language and is left out."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from domain.rng import Rng
from tests.web.conftest import Pages
from tests.web.table_driver import act, finished
from tests.web.test_names import TABLES, open_seat

pytestmark = pytest.mark.browser

WEB = Path(__file__).resolve().parents[2] / "service" / "web"
PAIR = re.compile(r'(?:say\(|\[)\s*"((?:[^"\\]|\\.)+)",\s*"((?:[^"\\]|\\.)+)"\s*[\])]')
KEYED = re.compile(r'^\s*(\w+): "((?:[^"\\]|\\.)*)"', re.M)
SHARED = {"Folie", "Place"}
"""The site's name, the same on every page; "Place" (French for a seat) is also an English verb ("Place 1
card from your hand in support")."""
MOVES = 6


def pairs() -> list[tuple[str, str]]:
    """(English, French) of every pair the page's code holds."""
    found: list[tuple[str, str]] = []
    for path in WEB.rglob("*.js"):
        source = path.read_text(encoding="utf-8")
        found += PAIR.findall(source)
    i18n = (WEB / "i18n.js").read_text(encoding="utf-8")
    en_block = i18n[i18n.index("en: {") : i18n.index("fr: {")]
    fr_block = i18n[i18n.index("fr: {") : i18n.index("};", i18n.index("fr: {"))]
    en = {k: v for line in en_block.split(", ") for k, v in KEYED.findall(line)}
    en |= dict(re.findall(r'(\w+): "((?:[^"\\]|\\.)*)"', en_block))
    fr = dict(re.findall(r'(\w+): "((?:[^"\\]|\\.)*)"', fr_block))
    found += [(en[k], fr[k]) for k in en if k in fr]
    return found


def words(lang: str) -> list[str]:
    """The other language's words a ``lang`` page must not show: each a whole text without its
    placeholders, cut at them, kept when long enough to mean something and not the page's own."""
    both = pairs()
    own = " ".join(fr if lang == "fr" else en for en, fr in both)
    out: set[str] = set()
    for en, fr in both:
        if en == fr:
            continue
        other = en if lang == "fr" else fr
        for part in re.split(r"\{\w+\}|\$\{[^}]*\}|[:·()—]", other):
            part = part.strip(" ,.;!?«»\u201c\u201d'")
            if len(part) >= 4 and part not in own and part not in SHARED and not part.isdigit():
                out.add(part)
    return sorted(out)


def other_language(page: Page, lang: str, where: str, banned: list[str]) -> list[str]:
    text = page.locator("body").inner_text()
    return [f"{where}: {w!r}" for w in banned if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]


def test_the_word_lists_are_read_from_the_page_s_code() -> None:
    assert {"Your actions", "Send", "Move", "Attack", "Map legend"} <= set(words("fr"))
    assert {"Vos actions", "Envoyer", "Attaquer", "Légende de la carte"} <= set(words("en"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_page_speaks_one_language(server: str, pages: Pages, lang: str) -> None:
    banned = words(lang)
    page = pages.new()
    found: list[str] = []
    page.goto(f"{server}/?lang={lang}#/")
    expect(page.locator("#game")).to_be_visible()
    for game, _, _ in TABLES:
        page.select_option("#game", game)
        found += other_language(page, lang, f"lobby/{game}", banned)
    for game, options, bots in TABLES:
        open_seat(page, server, game, lang, options, bots)
        rng = Rng(7)
        for move in range(MOVES):
            found += other_language(page, lang, f"{game}/move {move}", banned)
            if finished(page) or act(page, rng) == "":
                page.wait_for_timeout(200)
    assert found == [], f"{lang} page, other language's words:\n" + "\n".join(dict.fromkeys(found))
