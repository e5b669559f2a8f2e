"""The per-card lookup tables the rules read, and the deck of a match.

Every physical card of ``content/cards.json`` gets a stable integer id (its position in the file,
copies in order); the rules look types and runes up by id.
"""

from __future__ import annotations

from domain.contract import Choice
from domain.games.maeshowe.content import CONTENT, SET_IDS
from domain.games.maeshowe.texts import TEXTS

RED = 1
BLUE = 2
RUNE_MASK: dict[str, int] = {"none": 0, "red": RED, "blue": BLUE, "joker": RED | BLUE}
RUNE_NAME: dict[int, str] = {0: "none", RED: "red", BLUE: "blue", RED | BLUE: "joker"}

_types: list[str] = []
_runes: list[int] = []
_sets: list[str] = []
_names: list[str] = []
_names_fr: list[str] = []
for _spec in CONTENT.cards:
    for _rune in _spec.runes:
        _types.append(_spec.type)
        _runes.append(RUNE_MASK[_rune])
        _sets.append(_spec.set)
        _names.append(_spec.name_en)
        _names_fr.append(_spec.name_fr)

CARD_TYPE: tuple[str, ...] = tuple(_types)
"""Card id -> type id (``"dig"``, ``"hope"``...)."""
CARD_RUNE: tuple[int, ...] = tuple(_runes)
"""Card id -> rune mask: 1 red, 2 blue, 3 joker (both), 0 none."""
CARD_SET: tuple[str, ...] = tuple(_sets)
CARD_NAME: tuple[str, ...] = tuple(_names)
CARD_NAME_FR: tuple[str, ...] = tuple(_names_fr)


def card_label(card: int, lang: str) -> str:
    """A card's name in ``lang``, its rune and id: "Dig a passage (red) #0" / "Creuser un passage (rouge) #0"."""
    return _LABELS[lang if lang in _LABELS else "en"][card]


def card_choices(lang: str) -> tuple[Choice, ...]:
    """Ready-made parameter choices labelled in ``lang`` (built once: legal_actions is on the hot path)."""
    return _CHOICES[lang if lang in _CHOICES else "en"]


def _label(card: int, lang: str) -> str:
    name = TEXTS.text(f"card.{_types[card]}.name", lang)
    if not _runes[card]:
        return TEXTS.text("card.label.plain", lang, name=name, id=card)
    rune = TEXTS.text(f"rune.{RUNE_NAME[_runes[card]]}", lang)
    return TEXTS.text("card.label", lang, name=name, rune=rune, id=card)


_LABELS: dict[str, tuple[str, ...]] = {
    lang: tuple(_label(i, lang) for i in range(len(_types))) for lang in TEXTS.languages
}
_CHOICES: dict[str, tuple[Choice, ...]] = {
    lang: tuple(Choice(i, label) for i, label in enumerate(labels)) for lang, labels in _LABELS.items()
}

BASE_IDS: tuple[int, ...] = tuple(i for i, s in enumerate(_sets) if s == "base")
SET_CARD_IDS: dict[str, tuple[int, ...]] = {s: tuple(i for i, x in enumerate(_sets) if x == s) for s in SET_IDS}


def deck_for(expansions: list[str]) -> list[int]:
    """The card ids in play: the base game plus the chosen sets."""
    ids = list(BASE_IDS)
    for set_id in SET_IDS:
        if set_id in expansions:
            ids.extend(SET_CARD_IDS[set_id])
    return ids
