"""The label a Mansions seat reads for casting a spell (issue 34, item 3): the spell's name and the
attribute it tests, in the reader's language, never the spell's handle ("ward-1", the command's value)
or an attribute's code. The crafted states of the listing tests put each spell type in a hand."""

from __future__ import annotations

import re

import pytest

from domain.games.mansions import legal
from domain.games.mansions.content import CONTENT
from tests.games.mansions.test_mansions_listings import magic

ATTRIBUTES = {
    "en": {"Strength", "Dexterity", "Marksmanship", "Intellect", "Willpower", "Lore", "Luck"},
    "fr": {"Force", "Dextérité", "Adresse", "Intelligence", "Volonté", "Connaissance", "Chance"},
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_spell_is_cast_by_its_name_not_its_handle(lang: str) -> None:
    labels: list[tuple[str, str]] = []
    for state, seat in magic():
        labels += [
            (a.label, str(a.fixed["spell"])) for a in legal.legal_actions(state, seat, lang) if a.action == "cast_spell"
        ]
    assert len({handle for _, handle in labels}) >= 4, labels
    names = {c.name.get(lang) for c in CONTENT.spells.values()}
    for label, handle in labels:
        assert handle not in label, label
        assert not re.search(r"\b[a-z]+-\d\b", label), label
        assert any(name in label for name in names), label
        assert any(word in label for word in ATTRIBUTES[lang]), label
