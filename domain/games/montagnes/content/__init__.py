"""The content pack: tiles, board, cards and madness, loaded from JSON and validated at import.

The rulebook gives the counts (36 tuiles, 48 cartes Équipement, 15 Blessures, 11 Reliques, 66 cartes
Folie dont 6 vierges) but not the printed texts; the engine only reads these structures, so an owner of
the box can swap in the printed content without touching code. What is designed is listed in README.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar, get_args

import msgspec

EquipmentType = Literal["crate", "weapon", "tool", "book"]
EQUIPMENT_TYPES: tuple[EquipmentType, ...] = ("crate", "weapon", "tool", "book")
Region = Literal["coast", "mountains", "city", "gates", "escape"]
Reward = Literal["specimen", "vestige", "knowledge", "search", "esoteric", "heal", "exalt", "none"]
RelicKind = Literal["specimen", "vestige", "knowledge"]
BoardSpace = Literal["movement", "encounter", "resolution", "draw"]
"""The four Leadership uses printed in the « Jetons Leadership » column of a player board."""
RelicAction = Literal["draw_equipment", "heal", "exalt_one", "discard_from_hand", "esoteric", "wound", "mill_two"]
RelicConstraint = Literal[
    "no_move_down",
    "must_take_tile",
    "short_hourglass",
    "leader_max_two_cards",
    "die_first",
    "no_self_relic",
    "leader_no_cards",
    "no_self_madness",
    "no_rest",
    "single_restart",
]
SpeechKind = Literal[
    "mute",
    "max_words",
    "questions_only",
    "yes_no_only",
    "only_words",
    "no_numbers",
    "forbidden_words",
    "uppercase",
    "prefix",
    "suffix",
    "max_word_length",
    "third_person",
    "parrot",
    "leader_only",
]
"""Speech restrictions, checked by check_chat while the hourglass runs and talk is allowed."""
CardPlayKind = Literal[
    "no_cards",
    "max_cards",
    "one_at_a_time",
    "max_value",
    "parity",
    "no_type",
]
"""Card-play restrictions, checked when cards are placed on the sled."""
RestrictionKind = Literal[SpeechKind, CardPlayKind]
SPEECH_KINDS: frozenset[str] = frozenset(get_args(SpeechKind))


class Trial(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One Épreuve: the sum of one equipment type must lie in [min, max] or equal one of ``values``."""

    equipment: EquipmentType
    """The equipment type whose values are summed."""
    min: int | None = None
    """The smallest sum that passes; `null` for no lower bound."""
    max: int | None = None
    """The largest sum that passes; `null` for no upper bound."""
    values: list[int] = []
    """Sums that pass exactly (when the trial lists values rather than a range)."""

    def passes(self, total: int) -> bool:
        if self.values:
            return total in self.values
        assert self.min is not None and self.max is not None
        return self.min <= total <= self.max

    def gap(self, total: int) -> int:
        """Distance to the nearest allowed value (R-M-1: nearest end of the interval or listed number)."""
        targets = self.values if self.values else [self.min or 0, self.max or 0]
        if not self.values and self.min is not None and self.max is not None and self.min <= total <= self.max:
            return 0
        return min(abs(total - t) for t in targets)

    def label(self) -> str:
        if self.values:
            return " ou ".join(str(v) for v in self.values)
        return f"{self.min}-{self.max}"


class Tile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    region: Region
    trials: list[Trial]
    reward: Reward


class Space(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    region: Region
    row: int
    column: int
    adjacent: list[str]


class Board(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    spaces: list[Space]
    start_row: int
    gates: str
    escape: list[str]
    empty_trials: dict[str, list[Trial]]


class EquipmentCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    equipment: EquipmentType
    value: int
    esoteric: bool


class InjuryCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str


class RelicCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    kind: RelicKind
    name: str
    covers: BoardSpace
    action: RelicAction
    constraint: RelicConstraint


class Cards(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    equipment: list[EquipmentCard]
    injuries: list[InjuryCard]
    relics: list[RelicCard]


class Restriction(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One server-checkable part of a madness card."""

    kind: RestrictionKind
    n: int = 0
    words: list[str] = []
    equipment: list[EquipmentType] = []
    parity: Literal["even", "odd"] | None = None


class MadnessCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A carte Folie. ``rules`` are enforced by the server; ``honour`` is what it cannot check."""

    id: str
    level: int
    name: str
    name_en: str
    text: str
    text_en: str
    """The card's effect in English (``text``: the French, the rulebook's language)."""
    rules: list[Restriction]
    honour: str | None = None
    honour_en: str | None = None


class ContentError(ValueError):
    """The content pack breaks a count or a reference the rulebook fixes."""


@dataclass(frozen=True)
class Content:
    tiles: dict[str, Tile]
    board: Board
    spaces: dict[str, Space]
    equipment: dict[str, EquipmentCard]
    injuries: dict[str, InjuryCard]
    relics: dict[str, RelicCard]
    madness: dict[str, MadnessCard]

    def is_injury(self, card: str) -> bool:
        return card in self.injuries


T = TypeVar("T")
_DATA = Path(__file__).parent


def _load(name: str, kind: type[T]) -> T:
    return msgspec.json.decode((_DATA / name).read_bytes(), type=kind)


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise ContentError(message)


def validate(content: Content) -> None:
    """The counts of the box (MATÉRIEL) and every cross-reference."""
    tiles = list(content.tiles.values())
    _check(len(tiles) == 36, "36 tuiles")
    for tile in tiles:
        _check(2 <= len(tile.trials) <= 3, f"{tile.id}: deux ou trois épreuves")
        kinds = [t.equipment for t in tile.trials]
        _check(len(set(kinds)) == len(kinds), f"{tile.id}: one trial per equipment type")
        for trial in tile.trials:
            _check(
                bool(trial.values) != (trial.min is not None and trial.max is not None),
                f"{tile.id}: a trial is an interval or a list of numbers",
            )
    spaces = content.board.spaces
    for space in spaces:
        for other in space.adjacent:
            _check(other in content.spaces, f"{space.id}: unknown neighbour {other}")
            _check(space.id in content.spaces[other].adjacent, f"{space.id}/{other}: adjacency is symmetric")
    for region in ("coast", "mountains", "city", "gates", "escape"):
        slots = sum(1 for s in spaces if s.region == region)
        stock = sum(1 for t in tiles if t.region == region)
        _check(stock >= slots > 0, f"{region}: at least as many tiles as spaces")
    for region in ("coast", "mountains", "city"):
        _check(len(content.board.empty_trials.get(region, [])) == 2, f"R-M-6: two trials on an empty {region}")
    _check(content.board.gates in content.spaces, "gates space")
    _check(len(content.board.escape) == 3, "three escape spaces (tuiles Fuite)")
    equipment = list(content.equipment.values())
    _check(len(equipment) == 48, "48 cartes Équipement")
    for kind in ("crate", "weapon", "tool", "book"):
        plain = sorted(c.value for c in equipment if c.equipment == kind and not c.esoteric)
        _check(plain == [2, 2, 3, 3, 4, 4, 5, 5, 6, 6], f"{kind}: 2 cards of each value 2-6")
    _check(all(c.value == 10 for c in equipment if c.esoteric), "esoteric cards are worth 10")
    _check(sum(1 for c in equipment if c.esoteric) == 8, "8 esoteric cards")
    _check(len(content.injuries) == 15, "15 cartes Blessure")
    relics = list(content.relics.values())
    _check(len(relics) == 11, "11 cartes Relique")
    counts = {k: sum(1 for r in relics if r.kind == k) for k in ("specimen", "vestige", "knowledge")}
    _check(counts == {"specimen": 4, "vestige": 4, "knowledge": 3}, "4 Spécimen, 4 Vestige, 3 Connaissance")
    for level in (1, 2, 3):
        _check(sum(1 for m in content.madness.values() if m.level == level) == 20, "20 madness cards per level")
    for card in content.madness.values():
        _check(bool(card.rules) or card.honour is not None, f"{card.id}: a madness restricts something")
        _check(bool(card.name_en and card.text_en), f"{card.id}: its name and effect in English too")
        _check((card.honour is None) == (card.honour_en is None), f"{card.id}: its honour rule in both languages")
        for rule in card.rules:
            if rule.kind in ("max_words", "max_cards", "max_value", "max_word_length"):
                _check(rule.n > 0, f"{card.id}: {rule.kind} needs n")
            if rule.kind in ("only_words", "forbidden_words", "prefix", "suffix"):
                _check(bool(rule.words), f"{card.id}: {rule.kind} needs words")
            if rule.kind == "no_type":
                _check(bool(rule.equipment), f"{card.id}: no_type needs equipment")
            if rule.kind == "parity":
                _check(rule.parity is not None, f"{card.id}: parity needs even or odd")
    ids = [*content.equipment, *content.injuries]
    _check(len(set(ids)) == len(ids), "card ids are unique")


def load() -> Content:
    board = _load("board.json", Board)
    cards = _load("cards.json", Cards)
    content = Content(
        tiles={t.id: t for t in _load("tiles.json", list[Tile])},
        board=board,
        spaces={s.id: s for s in board.spaces},
        equipment={c.id: c for c in cards.equipment},
        injuries={c.id: c for c in cards.injuries},
        relics={c.id: c for c in cards.relics},
        madness={m.id: m for m in _load("madness.json", list[MadnessCard])},
    )
    validate(content)
    return content


CONTENT = load()
