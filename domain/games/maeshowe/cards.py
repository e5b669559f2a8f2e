"""The per-card lookup tables the rules read, and the deck of a match.

Every physical card of ``content/cards.json`` gets a stable integer id (its position in the file,
copies in order); the rules look types and runes up by id.
"""

from __future__ import annotations

from domain.contract import Choice
from domain.games.maeshowe.content import CONTENT, SET_IDS

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
RUNE_NAME_FR: dict[int, str] = {0: "aucune", RED: "rouge", BLUE: "bleue", RED | BLUE: "joker"}
CARD_LABEL: tuple[str, ...] = tuple(
    f"{_names[i]} / {_names_fr[i]} ({RUNE_NAME[_runes[i]]}/{RUNE_NAME_FR[_runes[i]]}) #{i}"
    if _runes[i]
    else f"{_names[i]} / {_names_fr[i]} #{i}"
    for i in range(len(_types))
)
"""English and rulebook (French) names, rune, id: "Dig a passage / Creuser un passage (red/rouge) #0"."""
CARD_CHOICE: tuple[Choice, ...] = tuple(Choice(i, CARD_LABEL[i]) for i in range(len(_types)))
"""Ready-made parameter choices (built once: legal_actions is on the hot path)."""

BASE_IDS: tuple[int, ...] = tuple(i for i, s in enumerate(_sets) if s == "base")
SET_CARD_IDS: dict[str, tuple[int, ...]] = {s: tuple(i for i, x in enumerate(_sets) if x == s) for s in SET_IDS}


def deck_for(expansions: list[str]) -> list[int]:
    """The card ids in play: the base game plus the chosen sets."""
    ids = list(BASE_IDS)
    for set_id in SET_IDS:
        if set_id in expansions:
            ids.extend(SET_CARD_IDS[set_id])
    return ids
