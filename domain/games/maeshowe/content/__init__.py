"""The deck composition: ``cards.json`` and its msgspec schema, checked at import against the rulebook.

The rulebook only says there are 36 base cards and 6 expansion sets of 3 cards; how many copies of
each type and which rune each copy shows are designed (``cards.json``, listed in the README). The
engine only reads these structures, so an owner of the box can swap in the printed composition.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import msgspec

SetId = Literal["gluttony", "crumbling", "dread", "snub", "haste", "ruin"]
RuneName = Literal["red", "blue", "joker", "none"]

SET_IDS: tuple[SetId, ...] = ("gluttony", "crumbling", "dread", "snub", "haste", "ruin")

BASE_TYPES = ("dig", "eat", "goose", "raven", "sleep", "treasure", "collapse", "out_of_food")
SET_TYPES: dict[str, tuple[str, str]] = {
    "gluttony": ("gluttony", "forage"),
    "crumbling": ("crumbling", "economy"),
    "dread": ("dread", "hope"),
    "snub": ("snub", "sacrifice"),
    "haste": ("haste", "promptness"),
    "ruin": ("ruin", "recovery"),
}
# Runes the rulebook prints for some expansion cards ("ne possède aucune icône runique", "compte comme
# rouge et bleu"); every other card shows a red or a blue rune.
FIXED_RUNES: dict[str, str] = {"hope": "none", "haste": "none", "dread": "joker", "promptness": "joker"}

BASE_COUNT = 36
SET_COUNT = 3


class CardSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One card type and the rune of each of its copies."""

    type: str
    set: Literal["base", "gluttony", "crumbling", "dread", "snub", "haste", "ruin"]
    name_fr: str
    name_en: str
    runes: list[RuneName]


class Content(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    designed: str
    cards: list[CardSpec]


class ContentError(ValueError):
    """The content file breaks the rulebook's facts (counts, runes, known types)."""


def validate(content: Content) -> None:
    """Check the file against what the rulebook does say."""
    seen: set[str] = set()
    base = 0
    per_set: dict[str, list[str]] = {s: [] for s in SET_IDS}
    per_set_count: dict[str, int] = dict.fromkeys(SET_IDS, 0)
    for spec in content.cards:
        if spec.type in seen:
            raise ContentError(f"card type {spec.type!r} listed twice")
        seen.add(spec.type)
        if not spec.runes:
            raise ContentError(f"card type {spec.type!r} has no copy")
        if spec.set == "base":
            if spec.type not in BASE_TYPES:
                raise ContentError(f"{spec.type!r} is not a base card type")
            if any(r not in ("red", "blue") for r in spec.runes):
                raise ContentError(f"base card {spec.type!r}: every base card has a red or blue rune")
            base += len(spec.runes)
        else:
            if spec.type not in SET_TYPES[spec.set]:
                raise ContentError(f"{spec.type!r} is not in set {spec.set!r}")
            fixed = FIXED_RUNES.get(spec.type)
            if fixed is not None and any(r != fixed for r in spec.runes):
                raise ContentError(f"{spec.type!r} must have rune {fixed!r}")
            if fixed is None and any(r not in ("red", "blue") for r in spec.runes):
                raise ContentError(f"{spec.type!r} must have a red or blue rune")
            per_set[spec.set].append(spec.type)
            per_set_count[spec.set] += len(spec.runes)
    if base != BASE_COUNT:
        raise ContentError(f"{base} base cards, the box holds {BASE_COUNT}")
    if not seen.issuperset(BASE_TYPES):
        raise ContentError("a base card type is missing")
    for set_id in SET_IDS:
        if sorted(per_set[set_id]) != sorted(SET_TYPES[set_id]):
            raise ContentError(f"set {set_id!r} must hold both of its card types")
        if per_set_count[set_id] != SET_COUNT:
            raise ContentError(f"set {set_id!r} holds {per_set_count[set_id]} cards, not {SET_COUNT}")


def load(path: Path | None = None) -> Content:
    raw = (path or Path(__file__).parent / "cards.json").read_bytes()
    content = msgspec.json.decode(raw, type=Content)
    validate(content)
    return content


CONTENT = load()
