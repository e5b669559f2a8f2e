"""The 32 exploration cards as data (L80, L1312-1386, inventory 4): counts and cross-checks the loader
enforces, refusals of a corrupted `exploration.json`, and the exploration's bilingual texts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from domain.games.farcry.content import CONTENT, SECRET_PLACES, ContentError, load
from domain.games.farcry.explorations.texts import TEXTS
from tests.games.farcry.test_farcry_content import reader_with


def test_the_32_cards_with_their_kinds_secret_places_and_trails() -> None:
    """EX-4 (Base camp and the 3 secret places set aside), EX-22 (3 trails, one per secret place),
    and every kind of L1362-1386 present."""
    cards = CONTENT.exploration
    assert len(cards) == 32
    kinds = Counter(c.kind for c in cards.values())
    assert kinds["base_camp"] == 1 and all(kinds[p] == 1 for p in SECRET_PLACES) and kinds["trail"] == 3
    every = {"spider_temple", "shark_temple", "heron_temple", "hunt", "patrol", "campfire", "crevasse", "leaves"}
    assert every <= set(kinds)
    assert {c.unlocks for c in cards.values() if c.kind == "trail"} == set(SECRET_PLACES)
    assert all(c.source.lines or c.source.designed for c in cards.values())


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d.pop(), "exploration.json: 32 exploration cards (L80)"),
        (
            lambda d: next(c for c in d if c["id"] == "rakyat_totem").update(unlocks="bear_den"),
            "each trail opens a distinct secret place",
        ),
        (lambda d: d[4].pop("die"), "exploration.json: spider_temple_1: temples, hunts and patrols name their die"),
        (lambda d: d[1].update(dice=["green", "orange", "yellow"]), "secret_temple: green, yellow then orange"),
        (lambda d: d[0].update(white=["e", "s"]), "base_camp: four arrows (R-F-60)"),
        (lambda d: d[5].update(gold="s", white=["s", "w"]), "a side holds one arrow"),
        (lambda d: d[8]["source"]["designed"].append("colour"), "exploration.json: heron_temple_1: designed"),
    ],
)
def test_a_corrupted_exploration_file_is_refused(change: Callable[[Any], None], expected: str) -> None:
    with pytest.raises(ContentError) as caught:
        load(reader_with("exploration.json", change))
    assert expected in str(caught.value)


def test_every_exploration_text_exists_in_english_and_french() -> None:
    assert TEXTS.missing() == [] and all(set(t) == {"en", "fr"} for t in TEXTS.entries.values())
