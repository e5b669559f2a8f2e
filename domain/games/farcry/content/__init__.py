"""The Far Cry content pack: JSON files decoded with msgspec and cross-checked at import.

What the rulebook gives is cited by line in each entry's ``source``; what it omits is designed and
named there (README.md lists it). The engine reads only these structures, so an owner of the box can
swap in the printed values without touching code. Any broken file stops the import with a
`ContentError` naming the file, the entry and the rule it breaks: content is never half loaded.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import msgspec

from domain.games.farcry.campaign.save import CampaignSave
from domain.games.farcry.content.layout import LEGEND, cells_adjacent, mission_cells, overlapping
from domain.games.farcry.content.schema import (
    Accessory,
    Anecdote,
    Attack,
    Board,
    Box,
    CardKind,
    Cell,
    Character,
    CollapsePlatform,
    CoverTest,
    ExplorationCard,
    Item,
    MadnessCard,
    Mission,
    MissionFile,
    MoveTo,
    PlaceUnit,
    Reinforce,
    RoundBoard,
    Source,
    SpawnRoll,
    Summon,
    Talent,
    Target,
    Unit,
    Weapon,
    What,
    When,
    Where,
)
from domain.games.farcry.state import madness_bonus

RULEBOOK_LINES = 2301
"""`004_f08d4cc994b20372.txt` has 2,301 lines: a cited line outside them is a typo."""

MISSION_0_TEXT = {
    "tiles": {"red_barrel": 4, "crate": 1},
    "loot": 5,
    "leaves": 3,
    "enemies": {"guard_dog": 3, "decapiteur": 3, "assaillant": 2, "berserker": 1, "black_panther": 1},
    "madness": 7,
    "kits": [
        ("desert_eagle", "gachette_rapide"),
        ("m133", "glissade"),
        ("stg90", "balle_porte_bonheur"),
        ("skorpion", "cache_a_la_vue_de_tous"),
    ],
}
"""Mission 0's briefing as printed (L1654-1678): the data must match it."""

T = TypeVar("T")
_DATA = Path(__file__).parent
MISSIONS = _DATA.parent / "missions"
"""One file per mission (`missions/mission_<n>.json`): the mission, its round board and the boards printed
for it (a mission may lay the boards of another: mission 0 plays on mission 1's, L1648)."""


def path_of(name: str) -> Path:
    """Where a pack file lies: ``missions/...`` beside the content package, the others inside it."""
    return MISSIONS / name.removeprefix("missions/") if name.startswith("missions/") else _DATA / name


def mission_files() -> list[str]:
    """The mission files, in mission order (``missions/mission_0.json`` first)."""
    return sorted((f"missions/{p.name}" for p in MISSIONS.glob("mission_*.json")), key=lambda n: (len(n), n))


class ContentError(ValueError):
    """A content file breaks its schema, a count the rulebook fixes, or a cross-reference."""


def _check(condition: bool, where: str, message: str) -> None:
    if not condition:
        raise ContentError(f"{where}: {message}")


@dataclass(frozen=True)
class Content:
    characters: dict[str, Character]
    weapons: dict[str, Weapon]
    talents: dict[str, Talent]
    items: dict[str, Item]
    accessories: dict[str, Accessory]
    madness: dict[str, MadnessCard]
    anecdotes: dict[str, Anecdote]
    units: dict[str, Unit]
    boards: dict[str, Board]
    rounds: dict[str, RoundBoard]
    missions: dict[str, Mission]
    box: Box
    exploration: dict[str, ExplorationCard]
    origin: dict[str, str] = field(default_factory=dict)
    """The file each mission, round board and board comes from (``missions/mission_1.json``), for errors."""


def decode(name: str, raw: bytes, kind: type[T]) -> T:
    """Decode one file, naming it in the error (msgspec's message gives the path inside it)."""
    try:
        return msgspec.json.decode(raw, type=kind)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise ContentError(f"{name}: {exc}") from exc


def _by_id(name: str, entries: Sequence[Any]) -> dict[str, Any]:
    ids = Counter(e.id for e in entries)
    twice = sorted(i for i, n in ids.items() if n > 1)
    _check(not twice, name, f"duplicate ids {twice}")
    return {e.id: e for e in entries}


def _check_sources(name: str, entries: Iterable[Any]) -> None:
    """Every designed mark names a real field; every cited line exists in the rulebook."""
    for entry in entries:
        source: Source = entry.source
        fields = set(entry.__struct_fields__) - {"id", "source"}
        unknown = sorted(set(source.designed) - fields - {"*"})
        _check(not unknown, f"{name}: {entry.id}", f"designed names {unknown} are not fields")
        bad = [n for n in source.lines if not 1 <= n <= RULEBOOK_LINES]
        _check(not bad, f"{name}: {entry.id}", f"lines {bad} are outside the rulebook (1-{RULEBOOK_LINES})")
        _check(bool(source.lines) or bool(source.designed), f"{name}: {entry.id}", "neither cited nor designed")


SEAT_WEAPONS = frozenset({"mounted_machine_gun"})
"""TI-2 (L2185): the Machine-gun card of a machine-gun seat, used without ammo (M6, `tactical.machine_gun`)."""


def _check_weapons(weapons: dict[str, Weapon]) -> None:
    for w in weapons.values():
        where = f"weapons.json: {w.id}"
        _check(w.damage >= 0, where, "damage is never negative")
        if w.reach == "melee":
            _check(w.capacity is None, where, "melee weapons hold no ammo (L743)")
        elif w.user == "player" and w.id not in SEAT_WEAPONS:  # TI-2 (L2185): the seat's card never reloads
            _check(
                w.capacity is not None and w.capacity > 0, where, "a player's ranged weapon has a magazine (LA-7, L743)"
            )
        if w.user != "player":
            _check(w.capacity is None, where, "enemies and allies never manage ammo (LA-11, L759, L1146)")
        _check(not w.zoc_only or w.reach == "melee", where, "a ZdC attack is a melee strike (L1168)")
        for mode in w.modes:
            if mode.kind == "throw":
                _check(
                    w.reach == "melee" and mode.value > 0,
                    where,
                    "only melee weapons are thrown, within a range (L928, R-F-28)",
                )
            if mode.kind == "auto":
                _check(mode.value > 0, where, "Auto X needs X > 0 (L952)")


def _check_items(items: dict[str, Item], c: Content) -> None:
    """Inventory 4.4-4.5: 28 item cards, the 8 potions of L453-461 with leaf recipes, thrown items with a reach."""
    _check(sum(i.copies for i in items.values()) == 28, "items.json", "28 item cards (L17-223, inventory 4.4)")
    _check(sum(1 for i in items.values() if i.kind == "potion") == 8, "items.json", "the 8 potions of L453-461")
    colours = {lf.id for lf in c.box.leaves}
    for i in items.values():
        where = f"items.json: {i.id}"
        _check(i.kind != "potion" or (bool(i.recipe) and set(i.recipe) <= colours), where, "a potion has a leaf recipe")
        _check(i.kind != "thrown" or i.reach > 0, where, "a thrown item has a reach")
        _check(i.copies > 0, where, "each item kind has cards")


def _check_talents(talents: dict[str, Talent]) -> None:
    """TL-2, TL-3, TL-10 (L1247-1310): 27 cards, three trees of three levels of three, one code each."""
    _check(len(talents) == 27, "talents.json", "27 talents (L1259-1310)")
    for tree in ("heron", "shark", "spider"):
        for level in (1, 2, 3):
            n = sum(1 for t in talents.values() if t.tree == tree and t.level == level)
            _check(n == 3, "talents.json", f"{tree} level {level} has 3 talents, not {n} (TL-2, TL-3)")
    codes = Counter(t.code for t in talents.values())
    _check(max(codes.values()) == 1, "talents.json", f"one code per talent: {[k for k, v in codes.items() if v > 1]}")
    for t in talents.values():
        _check(bool(t.madness_fr) == bool(t.madness_en), f"talents.json: {t.id}", "a 10+ effect in both languages")


def _check_units(units: dict[str, Unit], weapons: dict[str, Weapon]) -> None:
    for u in units.values():
        where = f"units.json: {u.id}"
        _check(u.rank > 0 and u.hp > 0 and u.mp >= 0, where, "rank and HP are positive")
        missing = [w for w in u.weapons if w not in weapons]
        _check(not missing, where, f"unknown weapons {missing}")
        _check(all(weapons[w].user == "enemy" for w in u.weapons), where, "unit boards carry enemy weapon entries")
        if u.zoc_weapon is not None:
            _check(u.zoc_weapon in u.weapons, where, f"ZdC weapon {u.zoc_weapon!r} is not on the board")
            _check(u.kind == "human", where, "only human enemies have a zone of control (EN-22, L1160)")
        targeted = False
        for step in u.behaviour:
            if isinstance(step, Target):
                _check(bool(step.among), where, "a target instruction names whom it picks")
                targeted = True
            elif isinstance(step, Attack | MoveTo | CoverTest):
                _check(targeted, where, "a behaviour chooses a target before moving or attacking (EN-9, L1080)")
            if isinstance(step, Attack):
                _check(step.weapon in u.weapons, where, f"attacks with {step.weapon!r}, not on its board (EN-20)")
            if isinstance(step, Summon):
                _check(step.unit in units, where, f"summons unknown unit {step.unit!r}")


def _check_anecdotes(anecdotes: dict[str, Anecdote], units: dict[str, Unit]) -> None:
    _check(len(anecdotes) == 18, "anecdotes.json", f"18 anecdote cards in the box (L17-223), found {len(anecdotes)}")
    decks = Counter(type(a).__name__ for a in anecdotes.values())
    _check(
        all(decks[k] > 0 for k in ("When", "Where", "What")), "anecdotes.json", "three decks Quand, Où, Quoi (L1392)"
    )
    _check(
        any(isinstance(a, When) and a.now for a in anecdotes.values()),
        "anecdotes.json",
        "a « C'est le moment ! » card (L1402)",
    )
    for a in anecdotes.values():
        if isinstance(a, What):
            where = f"anecdotes.json: {a.id}"
            _check(a.unit in units, where, f"unknown unit {a.unit!r}")
            unit = units[a.unit]
            _check(
                unit.kind == "wild_animal" or unit.side == "autonomous_ally", where, "a Rakyat or a wild animal (L1404)"
            )


def _check_board(board: Board, c: Content) -> None:
    where = f"{c.origin.get(board.id, 'boards')}: {board.id}"
    widths = {len(r) for r in board.rows}
    _check(len(widths) == 1, where, "every row has the same width")
    bad = sorted({ch for r in board.rows for ch in r if ch not in LEGEND})
    _check(not bad, where, f"unknown terrain characters {bad}")
    cells = {(c, r): ch for r, row in enumerate(board.rows) for c, ch in enumerate(row) if LEGEND[ch] is not None}

    def walkable(cell: Cell) -> bool:
        return cells.get(cell) in (".", "F")

    for w in board.walls:
        _check(
            w.a in cells and w.b in cells and cells_adjacent(w.a, w.b),
            where,
            f"wall {w.a}-{w.b} joins two adjacent cells",
        )
    for w in board.palisades:
        _check(
            w.a in cells and w.b in cells and cells_adjacent(w.a, w.b),
            where,
            f"palisade {w.a}-{w.b} joins two adjacent cells",
        )
    for z in board.zip_lines:
        _check(walkable(z.start) and walkable(z.end), where, f"zip line {z.start}->{z.end} on open ground")
    for spot in (*board.starts, *board.spawns, *(loc.at for loc in board.locations)):
        _check(walkable(spot), where, f"spot {spot} on open ground")
    numbers = [loc.number for loc in board.locations]
    _check(len(numbers) == len(set(numbers)), where, "location numbers are unique")


def _check_mission(m: Mission, c: Content) -> None:
    where = f"{c.origin.get(m.id, 'missions')}: {m.id}"
    _check(all(b.board in c.boards for b in m.boards), where, "unknown board")
    _check(not overlapping(m, c.boards), where, f"faces overlap on {list(overlapping(m, c.boards))[:3]}")
    _check(
        m.round_board in c.rounds and c.rounds[m.round_board].mission == m.number, where, "round board of this mission"
    )
    for kit in m.kits:
        _check(kit.weapon in c.weapons and kit.talent in c.talents, where, f"kit {kit.weapon}/{kit.talent} unknown")
        _check(kit.holster in {h.id for h in c.box.carriers}, where, f"holster {kit.holster!r} unknown")
        holster = next(h for h in c.box.carriers if h.id == kit.holster)
        fits = "belt_holster" if c.weapons[kit.weapon].hands == 1 else "back_holster"
        _check(holster.kind == fits, where, f"{kit.weapon} goes in a {fits} (INV-6, L374-376)")
    cells = mission_cells(m, c.boards)
    taken: Counter[Cell] = Counter()
    cages = {t.at for t in m.tiles if t.tile == "cage"}
    for e in m.enemies:
        _check(not e.caged or e.at in cages, where, f"{e.unit} {e.colour} is caged where no cage stands")
    seats = {t.at for t in m.tiles if t.tile in SEATS}  # TI-2: an enemy may start in a machine-gun seat
    free_units = [e.at for e in m.enemies if e.at is not None and not e.caged and e.at not in seats]
    bridges = [t.at for t in m.tiles if t.tile in OVER_ACID]
    in_walls = [t.at for t in m.tiles if t.tile in IN_WALLS]
    spots = [t.at for t in m.tiles if t.tile not in OVER_ACID | IN_WALLS] + m.loot_spots + m.leaf_spots + free_units
    spots += [m.relic_at] if m.relic_at is not None else []
    for spot in spots:
        _check(cells.get(spot) == "open", where, f"placement {spot} is not open ground")
        taken[spot] += 1
    for spot in bridges:  # TI-5 (L2205-2211): a suspension bridge spans the acid (M4)
        _check(cells.get(spot) == "acid", where, f"suspension bridge {spot} is not over acid")
        taken[spot] += 1
    for spot in in_walls:  # M6 (R-F-57): a bunker passage is a door in the bunker's wall
        _check(cells.get(spot) == "wall", where, f"bunker passage {spot} is not in a wall")
        taken[spot] += 1
    _check_platforms(m, cells, where)
    _check_bunker(m, cells, where)
    _check((m.relic is None) == (m.relic_at is None), where, "a relic and its spot go together")
    _check(m.relic is None or m.relic in c.weapons, where, f"relic {m.relic!r} is no weapon card")
    for o in m.objectives:
        _check(o.code != "escape_with" or o.source == m.relic is not None, where, f"objective {o.id}: relic?")
    twice = sorted(s for s, n in taken.items() if n > 1)
    _check(not twice, where, f"two things placed on {twice}")
    tile_ids = {t.id for t in c.box.tiles}
    _check(all(t.tile in tile_ids for t in m.tiles), where, "unknown tile")
    per_type: Counter[str] = Counter()
    colours: set[tuple[str, str]] = set()
    for e in m.enemies:
        _check(e.unit in c.units, where, f"unknown unit {e.unit!r}")
        _check((e.unit, e.colour) not in colours, where, f"two {e.unit} on the {e.colour} base (SU-8, L292)")
        colours.add((e.unit, e.colour))
        per_type[e.unit] += 1
    _check(all(n <= 4 for n in per_type.values()), where, "never more than 4 of a type (EN-5, L1054)")
    starts = sum(len(c.boards[b.board].starts) for b in m.boards)
    _check(starts >= 4, where, "a start star for each of up to 4 characters (SU-13, L314)")
    reinforced = any(isinstance(op, Reinforce) for op in c.rounds[m.round_board].recurring) or any(
        isinstance(step, Summon) for e in m.enemies if e.unit in c.units for step in c.units[e.unit].behaviour
    )
    if m.anecdote_factory or reinforced:  # M5 (L1983): the « Où » cards bring the Ink minions
        numbers = {loc.number for b in m.boards for loc in c.boards[b.board].locations}
        wanted = {a.location for a in c.anecdotes.values() if isinstance(a, Where)}
        _check(wanted <= numbers, where, f"« Où » locations {sorted(wanted - numbers)} are not on its boards")
    for op in (*c.rounds[m.round_board].recurring, *(o for ev in c.rounds[m.round_board].arrows for o in ev.do)):
        if isinstance(op, PlaceUnit | SpawnRoll):
            queued = isinstance(op, SpawnRoll) and op.unit == "queue" and (bool(m.queue) or m.recycle)
            _check(op.unit in c.units or queued, where, f"round event places unknown unit {op.unit!r}")
        if isinstance(op, CollapsePlatform):
            _check(bool(m.platforms), where, "the round board collapses platforms the mission has not")
        if isinstance(op, Reinforce):
            _check(any(e.unit == op.unit and e.at is None for e in m.enemies), where, f"{op.unit} is not in reserve")
    _check_escort(m, c, where)
    _check_revenge(m, c, cells, where)
    _check(sum(1 for o in m.objectives if o.primary) == 1, where, "one primary objective (EM-2, L579)")
    tile_kinds = {t.tile for t in m.tiles}
    for o in m.objectives:
        sourced = o.code in ("damage_by_source", "kill_by_source")
        _check(not sourced or o.source is not None, where, f"objective {o.id} names no source")
        _check(o.code not in ("unit_wounded", "kill_unit") or o.unit in c.units, where, f"objective {o.id}: unit?")
        _check(o.code != "all_triggered" or o.source in tile_kinds, where, f"objective {o.id}: no such tile here")
    reserve = Counter((e.unit, e.colour) for e in m.enemies if e.at is None)
    vines = {t.at for t in m.tiles if t.tile == "vine_wall"}
    for g in m.groups:
        _check(bool(g.walls) and all(w in vines for w in g.walls), where, f"group {g.id}: its walls are vine walls")
        for u in g.units:
            _check(reserve[(u.unit, u.colour)] > 0, where, f"group {g.id}: {u.unit} {u.colour} is not in reserve")
            _check(u.at is not None and cells.get(u.at) == "open", where, f"group {g.id}: {u.unit} not on open ground")
    _check(all(w in c.weapons and c.weapons[w].user == "player" for w in m.handed_out), where, "handed-out weapon?")
    _check(all(w in c.weapons and c.weapons[w].user == "player" for w in m.lent), where, "lent weapon?")
    _check(all(cells.get(crop) == "open" for crop in m.crops), where, "crops grow on open ground")
    waiting = Counter(e.unit for e in m.enemies if e.at is None)
    _check(not Counter(m.queue) - waiting, where, "the enemy queue takes units from the reserve")
    _check(all(o.code != "burn_all" or m.crops for o in m.objectives), where, "burn_all without crops")
    _check(all(k in {x.id for x in c.box.loot} for k in m.loot_set_aside), where, "unknown loot set aside")
    _check(
        all(u in c.units and c.units[u].side == "enemy" for by in m.unit_hp.values() for u in by),
        where,
        "unit_hp shifts an enemy unit board's HP (R-F-81)",
    )
    if m.start_save is not None:
        _check_save(m.start_save, c, where)
    if m.number == 0:
        _check_mission_0(m, c)


def _check_escort(m: Mission, c: Content, where: str) -> None:
    """M5 (L1985-1989): the escort is a controlled ally on the board, the withheld cards are player
    weapons, a shield needs a boss and counts characters (R-F-56: 2 to 4)."""
    if m.escort is not None:
        placed = [e for e in m.enemies if e.unit == m.escort and e.at is not None]
        _check(len(placed) == 1, where, f"escort {m.escort!r} is one unit on the board")
        _check(c.units[m.escort].side == "controlled_ally", where, "the escort is a controlled ally (L1987)")
    _check(all(w in c.weapons and c.weapons[w].user == "player" for w in m.withheld), where, "withheld weapon?")
    _check(not m.shield or any(c.units[e.unit].boss for e in m.enemies), where, "a shield without a boss")
    _check(all(2 <= n <= 4 and v >= 0 for n, v in m.shield.items()), where, "shield by 2-4 characters (R-F-56)")
    for o in m.objectives:
        _check(o.weapon is None or o.weapon in c.weapons, where, f"objective {o.id}: weapon {o.weapon!r}?")
        _check(o.code != "each_kills_same_round" or o.unit in c.units, where, f"objective {o.id}: unit?")


def _check_bunker(m: Mission, cells: Mapping[Cell, str], where: str) -> None:
    """M6 (L2063-2073, R-F-57): each passage's door is a bunker-passage tile in a wall with its two
    hexes on open ground beside it; one door-tile content for each bunker-door tile, every unit in it
    waiting in the reserve."""
    passages = {t.at for t in m.tiles if t.tile in IN_WALLS}
    _check(passages == {p.door for p in m.passages}, where, "one bunker-passage tile on each passage's door")
    for p in m.passages:
        for side in (p.outside, p.inside):
            _check(cells.get(side) == "open" and cells_adjacent(side, p.door), where, f"passage side {side}?")
    doors = sum(1 for t in m.tiles if t.tile == "bunker_door")
    _check(len(m.door_units) == doors, where, "one content for each bunker-door tile (R-F-57)")
    for unit in set(m.door_units) - {"empty"}:
        waiting = sum(1 for e in m.enemies if e.unit == unit and e.at is None)
        _check(waiting >= m.door_units.count(unit), where, f"{unit} behind a door is not in the reserve")


IN_WALLS = frozenset({"bunker_passage"})
"""Tiles laid on a wall hex (M6's bunker doors, R-F-57)."""
SEATS = frozenset({"machine_gun"})
"""Tiles a unit may start in (TI-2: M6's Assailant on the machine gun, L2057)."""


def _check_revenge(m: Mission, c: Content, cells: Mapping[Cell, str], where: str) -> None:
    """M7 (L2100, L2117-2137, R-F-74): cages stand on cage tiles and take their captives from the
    reserve at every table size; ruse tokens lie on open ground, one face a token (the holder's too)."""
    cage_tiles = {t.at for t in m.tiles if t.tile == "cage"}
    reserve = Counter(e.unit for e in m.enemies if e.at is None)
    for table in (2, 3, 4):
        wanted = Counter(cage.captive.get(table, "") for cage in m.cages)
        _check(not wanted - reserve, where, f"cages at {table} characters take units the reserve lacks")
    for cage in m.cages:
        _check(cage.at in cage_tiles, where, f"cage {cage.id} stands on no cage tile")
        _check(set(cage.captive) == {2, 3, 4}, where, f"cage {cage.id}: a captive for 2, 3 and 4 characters")
    placed = {e.at for e in m.enemies if e.at is not None} | {t.at for t in m.tiles}
    for spot in m.ruses:
        _check(cells.get(spot) == "open" and spot not in placed, where, f"ruse token {spot} not on free open ground")
    holder = m.ruse_holder
    _check(holder is None or any(e.unit == holder and e.at is not None for e in m.enemies), where, "ruse holder?")
    tokens = len(m.ruses) + (1 if holder is not None else 0)
    _check(not m.ruse_faces or len(m.ruse_faces) == tokens, where, "one ruse face per token")
    for face in m.ruse_faces:
        _check(face.effect != "ambush" or face.unit in c.units, where, f"ruse {face.id}: unit?")
    for o in m.objectives:
        _check(o.code != "kill_unit_with" or o.source in c.weapons, where, f"objective {o.id}: weapon?")
        _check(o.code not in ("kill_unit_with", "freed_alive") or o.unit in c.units, where, f"objective {o.id}: unit?")


OVER_ACID = frozenset({"suspension_bridge"})
"""Tiles laid over acid rather than on open ground (TI-5)."""


def _check_platforms(m: Mission, cells: Mapping[Cell, str], where: str) -> None:
    """M4 (L1917-1932, R-F-72): platforms are open ground, never two over one cell, and a round board
    that collapses platforms has some to collapse."""
    seen: set[Cell] = set()
    for p in m.platforms:
        _check(bool(p.cells), where, f"platform {p.id} has cells")
        for cell in p.cells:
            _check(cells.get(cell) == "open", where, f"platform {p.id}: {cell} is not open ground")
            _check(cell not in seen, where, f"platform {p.id}: {cell} is on two platforms")
            seen.add(cell)
    _check(len({p.id for p in m.platforms}) == len(m.platforms), where, "platform ids are unique")


def _check_save(save: CampaignSave, c: Content, where: str) -> None:
    """A designed starting save holds known characters, weapons, talents and holsters, and each board's
    maxima are the character's plus its counter's MD-7 bonuses (a failure restores them as saved)."""
    carriers = {h.id for h in c.box.carriers}
    for p in save.players:
        _check(p.character in c.characters, where, f"save: unknown character {p.character!r}")
        _check(all(w.weapon in c.weapons for w in p.weapons), where, f"save: unknown weapon for {p.character}")
        for w in p.weapons:
            fits = [
                a for a in w.accessories if a in c.accessories and c.weapons[w.weapon].category in c.accessories[a].fits
            ]
            _check(len(fits) == len(w.accessories), where, f"save: {w.accessories} do not fit {w.weapon} (INV-11)")
            _check(
                len(w.accessories) <= c.weapons[w.weapon].slots, where, f"save: {w.weapon} has no slot left (INV-10)"
            )
        _check(all(t in c.talents for t in p.talents), where, f"save: unknown talent for {p.character}")
        _check(all(h in carriers for h in p.holsters), where, f"save: unknown holster for {p.character}")
        hp, mp = madness_bonus(p.madness)
        board = c.characters[p.character]
        _check(
            (p.max_hp, p.max_mp) == (board.max_hp + hp, board.mp + mp),
            where,
            f"save: {p.character}'s maxima are {board.max_hp + hp} HP and {board.mp + mp} MP at madness {p.madness}",
        )


def _check_mission_0(m: Mission, c: Content) -> None:
    where = f"{c.origin[m.id]}: {m.id}"
    _check(
        dict(Counter(t.tile for t in m.tiles)) == MISSION_0_TEXT["tiles"],
        where,
        "4 red barrels and 1 crate (L1654-1655)",
    )
    _check(len(m.loot_spots) == MISSION_0_TEXT["loot"], where, "5 loot tokens (L1656)")
    _check(len(m.leaf_spots) == MISSION_0_TEXT["leaves"], where, "3 leaf tokens (L1657)")
    _check(dict(Counter(e.unit for e in m.enemies)) == MISSION_0_TEXT["enemies"], where, "the enemies of L1674-1678")
    _check(m.madness_start == MISSION_0_TEXT["madness"], where, "madness markers on 7 (L1663)")
    _check([(k.weapon, k.talent) for k in m.kits] == MISSION_0_TEXT["kits"], where, "the four kits of L1665-1668")
    _check(not m.saved, where, "mission 0 is never saved (R-F-5, L1661)")


SECRET_PLACES: tuple[CardKind, ...] = ("secret_temple", "pirates_camp", "bear_den")
"""The three secret places set aside face down (EX-4, L1322), each opened by one trail (EX-22, L1372)."""
ROLLED = frozenset({"spider_temple", "shark_temple", "heron_temple", "hunt", "patrol", "pirates_camp", "bear_den"})


def _check_exploration(cards: dict[str, ExplorationCard]) -> None:
    """32 cards (L80): one Base camp with four arrows, gold north (EX-4, EX-6, R-F-60); the three secret
    places off the grid, each opened by exactly one trail (EX-22); the dice and values each kind reads."""
    name = "exploration.json"
    _check(len(cards) == 32, name, "32 exploration cards (L80)")
    kinds = Counter(c.kind for c in cards.values())
    _check(kinds["base_camp"] == 1, name, "one Base camp (L1322)")
    _check(all(kinds[p] == 1 for p in SECRET_PLACES), name, "the 3 secret places, once each (L1322)")
    _check(kinds["trail"] == 3, name, "3 trail cards (L1372)")
    _check(
        sorted(c.unlocks or "" for c in cards.values() if c.kind == "trail") == sorted(SECRET_PLACES),
        name,
        "each trail opens a distinct secret place (L1372)",
    )
    for c in cards.values():
        where = f"{name}: {c.id}"
        secret = c.kind in SECRET_PLACES
        _check(secret == (not c.white and c.gold is None), where, "only the secret places, off the grid, have no arrow")
        _check(c.gold is None or c.gold not in c.white, where, "a side holds one arrow")
        _check(len(set(c.white)) == len(c.white), where, "a side holds one arrow")
        _check((c.kind in ROLLED) == (c.die is not None), where, "temples, hunts and patrols name their die")
        _check((c.unlocks is not None) == (c.kind == "trail"), where, "only trails unlock a secret place")
        _check(c.pirates == (c.kind in ("patrol", "pirates_camp")), where, "pirates: the patrols and their camp")
        _check(c.kind != "heron_temple" or c.die == "green", where, "the heron temple rolls green (L1364)")
        if c.kind in ("hunt", "bear_den"):
            _check(c.skins > 0 and c.xp > 0, where, "a hunt gives XP and skins (L1366)")
        if c.kind in ("patrol", "pirates_camp"):
            _check(c.money > 0 and c.xp > 0, where, "a patrol gives XP and money (L1368)")
        if c.kind == "secret_temple":
            _check(c.dice == ["green", "yellow", "orange"], where, "green, yellow then orange (L1376)")
            _check(len(c.steps_xp) == len(c.dice), where, "one XP reward per die")
    base = next(c for c in cards.values() if c.kind == "base_camp")
    _check(base.gold is not None and len(base.white) == 3, f"{name}: {base.id}", "four arrows (R-F-60)")


def validate(c: Content) -> None:
    """Every count the text fixes and every cross-reference; raises `ContentError` on the first break."""
    for name, table in (
        ("characters.json", c.characters),
        ("weapons.json", c.weapons),
        ("talents.json", c.talents),
        ("items.json", c.items),
        ("accessories.json", c.accessories),
        ("madness.json", c.madness),
        ("anecdotes.json", c.anecdotes),
        ("units.json", c.units),
    ):
        _check_sources(name, table.values())
    for entry in (*c.boards.values(), *c.rounds.values(), *c.missions.values()):
        _check_sources(c.origin[entry.id], [entry])
    for name, entries in (("box.json loot", c.box.loot), ("box.json leaves", c.box.leaves)):
        _check_sources(name, entries)
    _check(len(c.characters) == 6, "characters.json", "6 character boards (L1512-1615)")
    _check(
        all(ch.max_hp > 0 and ch.mp > 0 for ch in c.characters.values()), "characters.json", "HP and MP are positive"
    )
    _check(len(c.madness) == 7, "madness.json", "7 madness cards (L17-223)")
    seen = {t.effect for card in c.madness.values() for t in (card.tier0, card.tier5, card.tier10)}
    _check(len(seen) == 7, "madness.json", "the seven stress effects of L1219-1225 all appear")
    for card in c.madness.values():
        for tier in (card.tier0, card.tier5, card.tier10):
            _check(
                (tier.effect == "catatonie") == (tier.x > 0),
                f"madness.json: {card.id}",
                "only Catatonie has an X (R-F-4)",
            )
    _check(sum(lt.copies for lt in c.box.loot) == 11, "box.json", "11 loot tokens (L159-160)")
    _check(sum(lf.copies for lf in c.box.leaves) == 26, "box.json", "26 leaf tokens (L154)")
    _check_talents(c.talents)
    _check_items(c.items, c)
    cards = sum(w.copies for w in c.weapons.values()) + sum(a.copies for a in c.accessories.values())
    _check(
        cards == 43, "weapons.json + accessories.json", f"43 weapon and accessory cards, not {cards} (inventory 4.3)"
    )
    _check(all(0 <= w.slots <= 2 for w in c.weapons.values()), "weapons.json", "0, 1 or 2 accessory slots (INV-10)")
    _check_weapons(c.weapons)
    _check_units(c.units, c.weapons)
    _check_anecdotes(c.anecdotes, c.units)
    for board in c.boards.values():
        _check_board(board, c)
    for rb in c.rounds.values():
        bad = [ev.round for ev in rb.arrows if not 1 <= ev.round <= rb.last_round]
        _check(not bad, f"{c.origin[rb.id]}: {rb.id}", f"arrow events on rounds {bad} outside 1-{rb.last_round}")
    for m in c.missions.values():
        _check_mission(m, c)
    _check_sources("exploration.json", c.exploration.values())
    _check_exploration(c.exploration)


def load(read: Any = None) -> Content:
    """Read and validate the pack; ``read(name) -> bytes`` lets tests feed a corrupted copy."""
    reader = read if read is not None else (lambda name: path_of(name).read_bytes())
    boards: list[Board] = []
    rounds: list[RoundBoard] = []
    missions: list[Mission] = []
    origin: dict[str, str] = {}
    for name in mission_files():
        one = decode(name, reader(name), MissionFile)
        stem = name.removeprefix("missions/").removesuffix(".json")
        _check(one.mission.id == stem, name, f"the mission in {name} is {one.mission.id!r}, not {stem!r}")
        _check(one.round_board.id == one.mission.round_board, name, "the round board is the mission's")
        for entry in (one.mission, one.round_board, *one.boards):
            _check(entry.id not in origin, name, f"{entry.id} is in {origin.get(entry.id)} already")
            origin[entry.id] = name
        missions.append(one.mission)
        rounds.append(one.round_board)
        boards += one.boards
    content = Content(
        characters=_by_id("characters.json", decode("characters.json", reader("characters.json"), list[Character])),
        weapons=_by_id("weapons.json", decode("weapons.json", reader("weapons.json"), list[Weapon])),
        talents=_by_id("talents.json", decode("talents.json", reader("talents.json"), list[Talent])),
        items=_by_id("items.json", decode("items.json", reader("items.json"), list[Item])),
        accessories=_by_id("accessories.json", decode("accessories.json", reader("accessories.json"), list[Accessory])),
        madness=_by_id("madness.json", decode("madness.json", reader("madness.json"), list[MadnessCard])),
        anecdotes=_by_id("anecdotes.json", decode("anecdotes.json", reader("anecdotes.json"), list[Anecdote])),
        units=_by_id("units.json", decode("units.json", reader("units.json"), list[Unit])),
        boards=_by_id("missions/*.json boards", boards),
        rounds=_by_id("missions/*.json round boards", rounds),
        missions=_by_id("missions/*.json", missions),
        box=decode("box.json", reader("box.json"), Box),
        exploration=_by_id(
            "exploration.json", decode("exploration.json", reader("exploration.json"), list[ExplorationCard])
        ),
        origin=origin,
    )
    validate(content)
    return content


CONTENT = load()
