"""Why a match was lost, in one language (issue 37, item 5): the English of the outcome texts the games
store in their own language (Montagnes' and Big Book's are French: ``Défaite``), and the parts of each
game's end a designer reads to see what fell short.

The English comes from the games' own catalogues (``domain/games/<game>/texts.py``: every entry with an
English text and another language's, and Big Book's ``content/english.json``), never written again here.
"""

from __future__ import annotations

import functools
from importlib import import_module

from domain.registry import GAME_PACKAGES

PARTS: dict[str, list[tuple[str, str]]] = {
    "maeshowe": [("passages_left", "passage tokens left"), ("food_left", "food left"), ("deck_left", "deck left")],
    "bigbook": [
        ("monsters_beaten", "monsters beaten"),
        ("madness_pile_left", "madness pile left"),
        ("players_eliminated", "players eliminated"),
    ],
    "montagnes": [("relics", "relics"), ("injuries", "injuries"), ("tokens_left", "leadership tokens left")],
    "farcry": [("rounds", "rounds"), ("enemies_killed", "enemies killed"), ("damage_taken", "damage taken")],
    "mansions": [("rounds", "rounds"), ("deaths", "deaths"), ("puzzles_solved", "puzzles solved")],
}
"""Per game, the columns of ``<game>_match_stats`` whose losers' median, beside the wins', says what fell
short (Montagnes' score is relics minus injuries: which of the two made a Défaite)."""


@functools.cache
def english() -> dict[str, str]:
    """Every text the games write in another language, to its English (templates with fields left out)."""
    found: dict[str, str] = {}
    for package in GAME_PACKAGES:
        try:
            texts = import_module(f"{package}.texts")
        except ModuleNotFoundError:
            continue
        catalogue = getattr(texts, "TEXTS", None)
        for entry in getattr(catalogue, "entries", {}).values():
            text = entry.get("en")
            if text and "{" not in text:
                found.update((other, text) for lang, other in entry.items() if lang != "en" and other != text)
        content = getattr(texts, "ENGLISH", {}).get("texts", {})
        found.update((str(fr), str(en)) for fr, en in content.items() if isinstance(en, str))
    return found
