"""The content pack: magicians, spells, curses, grimoire pages and set-up numbers, as validated data.

The rulebook names the components but prints few card texts; the JSON files beside this module hold the
cards (see README.md for which ones are designed). They are decoded with strict msgspec schemas and
checked against the component counts of the rulebook ("Matériel") when this module is imported, so
a broken content pack fails loudly at start-up, never in the middle of a match.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import msgspec

Element = Literal["water", "fire", "earth", "air"]
CurseElement = Literal["water", "fire", "earth", "air", "multi"]
ELEMENTS: tuple[Element, ...] = ("water", "fire", "earth", "air")
ELEMENT_FR: dict[str, str] = {
    "water": "Eau",
    "fire": "Feu",
    "earth": "Terre",
    "air": "Air",
    "multi": "Multi-Éléments",
}

OpName = Literal[
    "draw",
    "discard",
    "discard_madness",
    "discard_support",
    "support",
    "add_madness",
    "heal",
    "destroy_hand",
    "destroy_discard",
    "destroy_deck",
    "give",
    "recover",
    "topdeck",
    "shuffle_in",
    "upgrade",
    "gain",
    "exhaust_spell",
    "neutralise_spell",
    "ready_spell",
    "extra_actions",
    "take_support",
    "neutralise_curse",
    "destroy_curse",
    "token",
]
"""The effect vocabulary (see effects.py for what each keyword does)."""

Target = Literal["self", "active", "all", "others", "chosen", "chosen_other"]
"""Who an effect hits ("Déterminer la cible d'un Sortilège"): Vous, the active player, Tous les
joueurs, Tous les autres joueurs, Un joueur (may be you), Un autre joueur."""

MadnessZone = Literal["discard", "hand", "support", "deck_top"]


class Op(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One keyword of an effect. ``x``: ``n`` is multiplied by the spell's power (la Variable X)."""

    op: OpName
    """The keyword (`draw`, `discard`, `heal`, `give`, `upgrade`...; see `effects.py`)."""
    n: int = 1
    """How many (cards, madness, actions...); multiplied by the spell's power when `x`."""
    x: bool = False
    """True when `n` is multiplied by the spell's power (la Variable X)."""
    zone: MadnessZone = "discard"
    """Where `add_madness` puts the madness: "discard", "hand", "support" or "deck_top"."""
    element: Element | None = None
    """The element `gain` and `token` name; `null` for any."""
    value: int = 2
    """The value of the element card `gain` takes from the reserve (2 or 3)."""


class Effect(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Ops applied, keyword by keyword, to the players ``target`` names (in turn order)."""

    target: Target
    ops: list[Op]


class Power(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    text: str
    effects: list[Effect]


class StartingCards(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    element: Element
    """The starting element."""
    value: int
    """The cards' value (1-3)."""
    count: int
    """How many such cards the magician starts with."""


class Magician(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    power: Power
    elements: list[StartingCards]


class Spell(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A spell card. Its level is also its activation cost (R-B-2); learning costs 2 (R-B-3)."""

    id: str
    name: str
    element: Element
    level: int
    text: str
    effects: list[Effect]
    basic: bool = False


class Curse(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    element: CurseElement
    text: str
    effects: list[Effect]
    copies: int = 1


class Monster(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    text: str
    appearance: list[Effect]
    curses: list[Element]
    madness_under_curses: bool = False


class Page(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A grimoire card: front (bonus / failure for the monster before it), back (a monster)."""

    id: str
    kind: Literal["cover", "inner", "end"]
    monster: Monster | None = None
    bonus_text: str = ""
    bonus: list[Effect] = []
    failure_text: str = ""
    failure: list[Effect] = []


class Setup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    madness_total: int
    madness_by_players: dict[str, int]
    element_cards: dict[str, int]
    hand_size: int
    max_spells: int
    max_support: int
    curse_destroy_cost: int
    heal_cost: int
    learn_cost: int
    max_power: int
    tokens_per_element: int
    inner_pages_used: int
    round_track: list[list[int]]
    round_track_designed: bool


class Content(msgspec.Struct, frozen=True):
    setup: Setup
    magicians: dict[str, Magician]
    spells: dict[str, Spell]
    curses: dict[str, Curse]
    """One entry per physical curse card (copies expanded, ids ``<id>-<k>``)."""
    pages: dict[str, Page]


class ContentError(ValueError):
    """The content pack breaks a component count or a reference."""


_DATA = Path(__file__).parent


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise ContentError(message)


def _check_effects(effects: list[Effect], where: str) -> None:
    for effect in effects:
        for op in effect.ops:
            _check(op.n >= 1, f"{where}: op {op.op} needs n >= 1")
            _check(op.value in (2, 3), f"{where}: gain value must be 2 or 3")
            if op.op == "token":
                _check(op.element is not None, f"{where}: a token op names its element")


def load(data_dir: Path | None = None) -> Content:
    """Decode and check the content pack (``data_dir`` defaults to this folder)."""
    folder = data_dir or _DATA

    def read(name: str, kind: object) -> object:
        return msgspec.json.decode((folder / name).read_bytes(), type=kind)

    setup = read("setup.json", Setup)
    assert isinstance(setup, Setup)
    magicians_raw = read("magicians.json", list[Magician])
    spells_raw = read("spells.json", list[Spell])
    curses_raw = read("curses.json", list[Curse])
    pages_raw = read("grimoire.json", list[Page])
    assert isinstance(magicians_raw, list)
    assert isinstance(spells_raw, list)
    assert isinstance(curses_raw, list)
    assert isinstance(pages_raw, list)

    # Matériel: 136 element cards (34 per colour: 18 x 1, 10 x 2, 6 x 3), 35 madness.
    _check(setup.element_cards == {"1": 18, "2": 10, "3": 6}, "34 element cards per colour: 18/10/6")
    _check(setup.madness_total == 35, "35 madness cards")
    _check(setup.madness_by_players == {"2": 20, "3": 25, "4": 30, "5": 35}, "madness pile 20/25/30/35")
    _check(len(setup.round_track) == 6 and all(len(row) == 3 for row in setup.round_track), "6 x 3 track")
    _check(all(0 <= n <= 2 for row in setup.round_track for n in row), "0, 1 or 2 multi curses")

    magicians = {m.id: m for m in magicians_raw}
    _check(len(magicians) == 8 == len(magicians_raw), "8 magicians with distinct ids")
    for m in magicians.values():
        _check(sum(c.count for c in m.elements if c.value == 2) == 1, f"{m.id}: one value-2 card (Cauchemar)")
        _check(all(c.value in (1, 2) for c in m.elements), f"{m.id}: starting cards are value 1 or 2")
        _check_effects(m.power.effects, m.id)

    spells = {s.id: s for s in spells_raw}
    _check(len(spells) == len(spells_raw), "distinct spell ids")
    basic = [s for s in spells.values() if s.basic]
    library = [s for s in spells.values() if not s.basic]
    _check(len(basic) == 4 and {s.element for s in basic} == set(ELEMENTS), "4 basic spells, one per element")
    _check(all(s.level == 1 for s in basic), "basic spells are level 1")
    _check(len(library) == 36, "36 library spells")
    for element in ELEMENTS:
        for level in (1, 2, 3):
            count = sum(1 for s in library if s.element == element and s.level == level)
            _check(count == 3, f"3 library spells of {element} level {level}")
    for s in spells.values():
        _check_effects(s.effects, s.id)

    curses: dict[str, Curse] = {}
    for c in curses_raw:
        _check_effects(c.effects, c.id)
        for k in range(1, c.copies + 1):
            curses[f"{c.id}-{k}"] = c
    _check(len(curses) == 48, "48 curse cards")
    for element in ELEMENTS:
        _check(sum(1 for c in curses.values() if c.element == element) >= 6, f"enough {element} curses")

    pages = {p.id: p for p in pages_raw}
    _check(len(pages) == 17 == len(pages_raw), "17 grimoire cards")
    kinds = [p.kind for p in pages.values()]
    _check(kinds.count("cover") == 4 and kinds.count("inner") == 12 and kinds.count("end") == 1, "4/12/1 pages")
    for p in pages.values():
        if p.kind == "end":
            _check(p.monster is None, "the end page has no monster")
            continue
        _check(p.monster is not None, f"{p.id}: a monster on the back")
        assert p.monster is not None
        _check(len(p.monster.curses) == 3, f"{p.id}: 3 curses at the bottom of the page")
        _check_effects(p.monster.appearance, p.id)
        _check_effects(p.bonus, p.id)
        _check_effects(p.failure, p.id)
        if p.kind == "inner":
            _check(bool(p.bonus_text) and bool(p.failure_text), f"{p.id}: bonus and failure on the front")
    return Content(setup=setup, magicians=magicians, spells=spells, curses=curses, pages=pages)


CONTENT = load()


def element_card_ids(element: str, value: int) -> list[str]:
    count = CONTENT.setup.element_cards[str(value)]
    return [f"{element}-{value}-{k:02d}" for k in range(1, count + 1)]


def madness_ids() -> list[str]:
    return [f"madness-{k:02d}" for k in range(1, CONTENT.setup.madness_total + 1)]


def is_madness(card: str) -> bool:
    return card.startswith("madness-")


def card_element(card: str) -> str:
    """The element of an element card id (``water-2-07`` -> ``water``)."""
    return card.split("-", 1)[0]


def card_value(card: str) -> int:
    """Elements a card produces: its value; madness produces nothing."""
    if is_madness(card):
        return 0
    return int(card.split("-")[1])


def basic_copy(spell_id: str, seat: int) -> str:
    """The id of ``seat``'s copy of a basic spell (5 copies of each, one per player)."""
    return f"{spell_id}@{seat + 1}"


def spell_of(spell_copy: str) -> Spell:
    return CONTENT.spells[spell_copy.split("@", 1)[0]]


def magician_sheet(magician: Magician) -> str:
    """What a magician's sheet tells a player choosing it: its power and its starting elements."""
    groups = ", ".join(f"{ELEMENT_FR[g.element]} {g.value} x{g.count}" for g in magician.elements)
    return f"Pouvoir : {magician.power.text} Éléments de départ : {groups}."


def card_label(card: str) -> str:
    if is_madness(card):
        return "Folie"
    return f"{ELEMENT_FR[card_element(card)]} {card_value(card)}"
