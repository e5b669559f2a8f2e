"""The Mansions content pack: one original scenario, decoded with msgspec and cross-checked at import.

The fan aid gives rules only; every entry here is designed (README.md beside this file lists what and
how many) and cites the aid's lines whose rule it serves. Any broken file stops the import with a
`ContentError` naming the file, the entry and the rule it breaks: content is never half loaded.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import msgspec

from domain.games.mansions.content.forms import USES, unsupported
from domain.games.mansions.content.geometry import Geometry
from domain.games.mansions.content.puzzles import dial_moves, rune_floor, rune_solved, wiring_solved
from domain.games.mansions.content.schema import (
    AID_LINES,
    Board,
    CombatCard,
    Deliver,
    Discard,
    Draw,
    Effect,
    Escape,
    Event,
    EventResolved,
    Exploration,
    Investigator,
    Item,
    KeeperAction,
    Kill,
    Lock,
    LockPuzzle,
    MentalTrait,
    Monster,
    Move,
    Mythos,
    Objective,
    Obstacle,
    PhysicalTrait,
    PlaceToken,
    Puzzle,
    Rect,
    RemoveToken,
    RunePuzzle,
    Scenario,
    Segment,
    Source,
    Spell,
    Summon,
    Test,
    Text,
    Tokens,
    Trait,
    Trauma,
    WiringPuzzle,
)
from domain.games.mansions.content.story import SetUp, every_story, set_up

T = TypeVar("T")
_DATA = Path(__file__).parent

COUNTS = {
    "objectives.json": 3,
    "exploration.json": 35,
    "locks.json": 3,
    "obstacles.json": 2,
    "mythos.json": 15,
    "trauma.json": 12,
    "combat.json": 36,
    "events.json": 6,
    "keeper_actions.json": 6,
    "spells.json": 10,
    "puzzles.json": 3,
}
"""Entry counts of the inventory's table 3.2 (its proposal for one original scenario)."""
AT_LEAST = {"monsters.json": 8, "investigators.json": 8}
ROOMS, SPACES = (8, 12), (20, 30)
"""Inventory 3.2: one map of 8-12 rooms and 20-30 spaces."""
PUZZLE_ACTIONS = (3, 15)
"""A puzzle needs a few actions but fits in two or three attempts (intellect 2-5 each, H-38)."""


class ContentError(ValueError):
    """A content file breaks its schema, a count of inventory 3.2, or a cross-reference."""


def _check(condition: bool, where: str, message: str) -> None:
    if not condition:
        raise ContentError(f"{where}: {message}")


@dataclass(frozen=True)
class Content:
    board: Board
    monsters: dict[str, Monster]
    traits: dict[str, Trait]
    investigators: dict[str, Investigator]
    items: dict[str, Item]
    spells: dict[str, Spell]
    combat: dict[str, CombatCard]
    mythos: dict[str, Mythos]
    trauma: dict[str, Trauma]
    keeper_actions: dict[str, KeeperAction]
    events: dict[str, Event]
    exploration: dict[str, Exploration]
    locks: dict[str, Lock]
    obstacles: dict[str, Obstacle]
    puzzles: dict[str, Puzzle]
    objectives: dict[str, Objective]
    scenario: Scenario
    geometry: Geometry = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "geometry", Geometry(self.board))

    def story(self, answers: Mapping[str, str]) -> SetUp:
        """The set-up of the keeper's story choices (question id -> answer id)."""
        clues = {e.id: e.clue for e in self.exploration.values() if e.clue is not None}
        return set_up(self.scenario, answers, clues)

    def spell_types(self) -> set[str]:
        return {s.spell_type for s in self.spells.values()}


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


def _walk(value: Any) -> Iterator[Any]:
    """Every struct and list item inside ``value``, depth first (texts, effects, conditions)."""
    yield value
    if isinstance(value, msgspec.Struct):
        for name in value.__struct_fields__:
            yield from _walk(getattr(value, name))
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _walk(item)


def _check_entry(name: str, entry: Any) -> None:
    """Sources name real fields and real aid lines; every text is written in both languages."""
    where = f"{name}: {getattr(entry, 'id', '')}".rstrip(": ")
    source: Source = entry.source
    fields = set(entry.__struct_fields__) - {"id", "source"}
    unknown = sorted(set(source.designed) - fields - {"*"})
    _check(not unknown, where, f"designed names {unknown} are not fields")
    bad = [n for n in source.lines if not 1 <= n <= AID_LINES]
    _check(not bad, where, f"lines {bad} are outside the aid (1-{AID_LINES})")
    _check(bool(source.lines) or bool(source.designed), where, "neither cited nor designed")
    for node in _walk(entry):
        if isinstance(node, Text):
            _check(bool(node.en.strip()) and bool(node.fr.strip()), where, f"a text lacks a language: {node}")
            if len(node.en.split()) >= 4:
                _check(node.en != node.fr, where, f"French text is the English one: {node.en!r}")


def _check_effects(where: str, effects: Iterable[Any], c: Content, use: str) -> None:
    """Every effect names things that exist (monsters, rooms, features, spell types); amounts make sense;
    and every form is one the engine implements where it applies a card of kind ``use`` (``forms.py``)."""
    effects = list(effects)
    problem = unsupported(effects, USES[use])
    _check(problem is None, where, f"the engine does not implement {problem} (see content/forms.py)")
    features = {f for s in c.board.spaces for f in s.features}
    rooms = {r.id for r in c.board.rooms}
    for node in _walk(list(effects)):
        if isinstance(node, Summon):
            _check(node.monster in c.monsters, where, f"summons unknown monster {node.monster!r}")
        if isinstance(node, Summon | PlaceToken | RemoveToken):
            if node.where == "feature":
                _check(node.feature in features, where, f"no space has feature {node.feature!r}")
            if node.where == "named_room":
                _check(node.room in rooms, where, f"unknown room {node.room!r}")
        if isinstance(node, PlaceToken | RemoveToken | Draw | Discard):
            _check(node.count > 0, where, f"{type(node).__name__} of {node.count}")
        if isinstance(node, Draw) and node.spell_type is not None:
            _check(node.spell_type in c.spell_types(), where, f"unknown spell type {node.spell_type!r}")
        if isinstance(node, Move):
            _check(node.spaces >= 0, where, "a move is never negative")
        if isinstance(node, Test):
            _check(bool(node.success) or bool(node.failure), where, "a test with no consequence")
        amount = getattr(node, "amount", None)
        if isinstance(amount, int) and not hasattr(node, "stat"):
            _check(amount > 0, where, f"{type(node).__name__} of {amount}")


def _edge(a: Rect, b: Rect) -> Segment | None:
    """The segment two rectangles share, if it has a length."""
    ax0, ay0, ax1, ay1 = a
    bx0, by0, bx1, by1 = b
    for x in {ax1, ax0} & {bx0, bx1}:
        if (x == ax1 and x == bx0) or (x == ax0 and x == bx1):
            lo, hi = max(ay0, by0), min(ay1, by1)
            if hi > lo:
                return (float(x), float(lo)), (float(x), float(hi))
    for y in {ay1, ay0} & {by0, by1}:
        if (y == ay1 and y == by0) or (y == ay0 and y == by1):
            lo, hi = max(ax0, bx0), min(ax1, bx1)
            if hi > lo:
                return (float(lo), float(y)), (float(hi), float(y))
    return None


def _within(seg: Segment, edge: Segment) -> bool:
    """Whether an axis-aligned segment lies on an axis-aligned edge."""
    (p, q), (e0, e1) = seg, edge
    if e0[0] == e1[0]:
        return bool(p[0] == q[0] == e0[0] and e0[1] <= min(p[1], q[1]) and max(p[1], q[1]) <= e1[1])
    return bool(p[1] == q[1] == e0[1] and e0[0] <= min(p[0], q[0]) and max(p[0], q[0]) <= e1[0])


def _sides(r: Rect) -> list[Segment]:
    x0, y0, x1, y1 = (float(v) for v in r)
    return [((x0, y0), (x1, y0)), ((x0, y1), (x1, y1)), ((x0, y0), (x0, y1)), ((x1, y0), (x1, y1))]


def _covered(edge: Segment, walls: Sequence[Segment]) -> bool:
    """Whether the walls lying on ``edge`` cover all of it."""
    vertical = edge[0][0] == edge[1][0]
    k = 1 if vertical else 0
    spans = sorted((min(w[0][k], w[1][k]), max(w[0][k], w[1][k])) for w in walls if w[0] != w[1] and _within(w, edge))
    reach = edge[0][k]
    for lo, hi in spans:
        if lo > reach:
            return False
        reach = max(reach, hi)
    return bool(reach >= edge[1][k])


def _check_board(c: Content) -> None:
    b, name = c.board, "map.json"
    _check_entry(name, b)
    tiles = _by_id(f"{name} tiles", b.tiles)
    rooms = _by_id(f"{name} rooms", b.rooms)
    spaces = _by_id(f"{name} spaces", b.spaces)
    _by_id(f"{name} doors", b.doors)
    for entry in (*b.tiles, *b.rooms, *b.spaces, *b.doors):
        _check_entry(name, entry)
    _check(ROOMS[0] <= len(rooms) <= ROOMS[1], name, f"{len(rooms)} rooms, inventory 3.2 wants {ROOMS}")
    _check(SPACES[0] <= len(spaces) <= SPACES[1], name, f"{len(spaces)} spaces, inventory 3.2 wants {SPACES}")
    for r in b.rooms:
        _check(r.tile in tiles, f"{name}: {r.id}", f"unknown tile {r.tile!r}")
        _check(any(s.room == r.id for s in b.spaces), f"{name}: {r.id}", "a room has spaces (L26)")
    for tile in b.tiles:
        _check(any(r.tile == tile.id for r in b.rooms), f"{name}: {tile.id}", "a tile has rooms (L25)")
    for s in b.spaces:
        where = f"{name}: {s.id}"
        x0, y0, x1, y1 = s.rect
        _check(s.room in rooms, where, f"unknown room {s.room!r}")
        _check(x0 < x1 and y0 < y1, where, "an empty rectangle")
        _check(x0 < s.dot[0] < x1 and y0 < s.dot[1] < y1, where, "its white dot lies inside it (L71)")
    for i, s in enumerate(b.spaces):
        for t in b.spaces[i + 1 :]:
            overlap = min(s.rect[2], t.rect[2]) > max(s.rect[0], t.rect[0]) and min(s.rect[3], t.rect[3]) > max(
                s.rect[1], t.rect[1]
            )
            _check(not overlap, f"{name}: {s.id}", f"overlaps {t.id}")
    starts = [s.id for s in b.spaces if "start" in s.features]
    _check(len(starts) == 1, name, f"one start space (L111), found {starts}")
    doors = {frozenset((d.a, d.b)): d for d in b.doors}
    pairs = [frozenset(p) for p in b.adjacent]
    _check(len(set(pairs)) == len(pairs), name, "an adjacent pair is listed twice")
    for a, z in b.adjacent:
        where = f"{name}: adjacent {a}-{z}"
        _check(a in spaces and z in spaces and a != z, where, "unknown spaces")
        edge = _edge(spaces[a].rect, spaces[z].rect)
        _check(edge is not None, where, "adjacent spaces share an edge (H-7)")
        if spaces[a].room == spaces[z].room:
            _check(edge is not None and not _covered(edge, b.walls), where, "a wall closes the whole edge")
        else:
            _check(frozenset((a, z)) in doors, where, "spaces of different rooms meet only through a door (L27)")
    for a, z in b.diagonal:
        where = f"{name}: diagonal {a}-{z}"
        _check(a in spaces and z in spaces, where, "unknown spaces")
        _check(spaces[a].room == spaces[z].room, where, "diagonals stay inside a room (H-7)")
        ra, rz = spaces[a].rect, spaces[z].rect
        corner = (ra[2] == rz[0] or rz[2] == ra[0]) and (ra[3] == rz[1] or rz[3] == ra[1])
        _check(corner, where, "diagonal spaces touch at a corner")
    for d in b.doors:
        where = f"{name}: {d.id}"
        _check(d.a in spaces and d.b in spaces, where, "unknown spaces")
        _check(spaces[d.a].room != spaces[d.b].room, where, "a door joins two rooms (L27)")
        _check(frozenset((d.a, d.b)) in pairs, where, "a door's spaces are adjacent")
        edge = _edge(spaces[d.a].rect, spaces[d.b].rect)
        _check(edge is not None and _within(d.segment, edge), where, "the door lies on the spaces' shared edge")
    sides = [side for s in b.spaces for side in _sides(s.rect)]
    for w in b.walls:
        _check(w[0] != w[1] and (w[0][0] == w[1][0] or w[0][1] == w[1][1]), name, f"wall {w} is a straight line")
        _check(any(_within(w, side) for side in sides), name, f"wall {w} runs along a space's side")
    for s in b.spaces:
        for side in _sides(s.rect):
            others = [e for t in b.spaces if t is not s and (e := _edge(s.rect, t.rect)) is not None]
            open_ = [e for e in others if _within(e, side)]
            _check(_covered(side, [*open_, *b.walls]), f"{name}: {s.id}", "the floor's outline is walled (L26)")
    for i, s in enumerate(b.spaces):
        for t in b.spaces[i + 1 :]:
            edge = _edge(s.rect, t.rect)
            if edge is not None and s.room != t.room:
                door = doors.get(frozenset((s.id, t.id)))
                closed = [*b.walls, *([door.segment] if door else [])]
                _check(_covered(edge, closed), f"{name}: {s.id}-{t.id}", "rooms are walled off except at doors")
    for p in b.passages:
        where = f"{name}: {p.kind} {p.a}-{p.b}"
        _check(p.a in spaces and p.b in spaces, where, "unknown spaces")
        _check(p.kind in spaces[p.a].features and p.kind in spaces[p.b].features, where, "both ends show it")
    for s in b.spaces:
        for kind in ("ladder", "vent"):
            if kind in s.features:
                linked = any(p.kind == kind and s.id in (p.a, p.b) for p in b.passages)
                _check(linked, f"{name}: {s.id}", f"its {kind} leads somewhere (L99-100)")
    geo = c.geometry
    seen = {starts[0]}
    frontier = [starts[0]]
    while frontier:
        here = frontier.pop()
        for there in geo.neighbours(here):
            if there not in seen:
                seen.add(there)
                frontier.append(there)
    lost = sorted(set(spaces) - seen)
    _check(not lost, name, f"spaces {lost} cannot be reached from the start")


def _check_figures(c: Content) -> None:
    for m in c.monsters.values():
        where = f"monsters.json: {m.id}"
        _check(m.health > 0 and m.speed > 0 and m.damage >= 0, where, "health and speed are positive")
        _check(-5 <= m.awareness <= 5 and -5 <= m.horror <= 5, where, "modifiers within -5..5")
        _check(m.horror_damage > 0 and m.reach >= 0, where, "horror damage is positive (R-H-9)")
        _check_effects(where, m.special.effects, c, "monster_special")
    classes = Counter(m.cls for m in c.monsters.values())
    _check(len(classes) == 3, "monsters.json", f"monsters of the three classes (L70), found {dict(classes)}")
    physical = [t for t in c.traits.values() if isinstance(t, PhysicalTrait)]
    mental = [t for t in c.traits.values() if isinstance(t, MentalTrait)]
    _check(len(physical) == 16 and len(mental) == 16, "traits.json", "16 physical and 16 mental traits (inventory 3.2)")
    starting = {i.id for i in c.items.values() if i.starting}
    _check(len(starting) == 14, "items.json", f"14 starting items (inventory 3.2), found {len(starting)}")
    given = Counter(t.item for t in physical if t.item is not None)
    _check(set(given) == starting, "traits.json", f"each starting item comes with a trait: {starting ^ set(given)}")
    _check(all(n == 1 for n in given.values()), "traits.json", "a starting item comes with one trait only")
    for pt in physical:
        where = f"traits.json: {pt.id}"
        _check((pt.item is None) != (pt.spell_type is None), where, "a physical trait gives an item or a spell type")
        _check(pt.spell_type in (None, *c.spell_types()), where, f"unknown spell type {pt.spell_type!r}")
        _check(all(1 <= v <= 6 for v in (pt.strength, pt.dexterity, pt.marksmanship)), where, "attributes 1-6")
    for mt in mental:
        where = f"traits.json: {mt.id}"
        _check(all(1 <= v <= 6 for v in (mt.intellect, mt.willpower, mt.lore, mt.luck)), where, "attributes 1-6")
        _check_effects(where, mt.ability.card.effects, c, "ability")
        says = {lang: "action" in mt.ability.card.text.get(lang).split(":")[0] for lang in ("en", "fr")}
        action = mt.ability.action
        _check(set(says.values()) == {action}, where, f"ability action {action}: texts say {says}")
    used = Counter(n for i in c.investigators.values() for n in (*i.physical, *i.mental))
    for i in c.investigators.values():
        where = f"investigators.json: {i.id}"
        _check(i.health > 0 and i.sanity > 0 and i.skill_points > 0, where, "health, sanity, skill points")
        _check(all(isinstance(c.traits.get(t), PhysicalTrait) for t in i.physical), where, "two physical traits")
        _check(all(isinstance(c.traits.get(t), MentalTrait) for t in i.mental), where, "two mental traits")
    _check(set(used) == set(c.traits), "investigators.json", "every trait belongs to an investigator")
    _check(all(n == 1 for n in used.values()), "investigators.json", "a trait belongs to one investigator")


def _check_items(c: Content) -> None:
    for i in c.items.values():
        where = f"items.json: {i.id}"
        _check((i.kind == "weapon") == (i.weapon is not None), where, "weapons, and only they, attack")
        if i.weapon is not None:
            ranged = i.weapon.attack == "ranged"
            _check((i.weapon.range >= 1) == ranged, where, "a ranged weapon has a range, melee none (L71)")
        _check(not i.consumed or bool(i.use), where, "a consumed item has a use")
        _check_effects(where, i.use, c, "item")
    _check(
        any(i.kind == "lantern" and i.starting for i in c.items.values()),
        "items.json",
        "a starting lantern (inventory 3.2, L96)",
    )
    types = Counter(s.spell_type for s in c.spells.values())
    _check(len(types) >= 3, "spells.json", f"3-4 spell types (inventory 3.2), found {sorted(types)}")
    for s in c.spells.values():
        where = f"spells.json: {s.id}"
        _check(s.attack == (s.range >= 1), where, "attack spells, and only they, have a range (L70)")
        _check_effects(where, (*s.success.effects, *s.failure.effects), c, "spell")
        same = [o for o in c.spells.values() if o.spell_type == s.spell_type]
        _check(
            all(o.name == s.name and o.text == s.text and o.attribute == s.attribute for o in same),
            where,
            "spells of a type look alike: only the hidden side tells them apart (L76, R-H-21)",
        )


def _check_cards(c: Content) -> None:
    attacks = ("bare_hands", "melee", "ranged")
    for cls in ("humanoid", "beast", "eldritch"):
        deck = [k for k in c.combat.values() if k.cls == cls]
        kinds: Counter[str] = Counter(k.kind for k in deck)
        for kind in (*attacks, "vs_hidden", "vs_barricade"):
            _check(kinds[kind] > 0, "combat.json", f"the {cls} deck has {kind} cards (L70, L97, L98)")
        _check(any(k.special for k in deck), "combat.json", f"the {cls} deck calls special attacks (L72)")
    for k in c.combat.values():
        where = f"combat.json: {k.id}"
        hits_investigator = k.kind in (*attacks, "spell")
        _check((k.investigator is not None) == hits_investigator, where, "only attack cards have a brown part (L70)")
        _check(not k.special or hits_investigator, where, "special attacks answer a monster attack (L72)")
        _check_effects(where, k.monster.effects, c, "combat_barricade" if k.kind == "vs_barricade" else "combat_strike")
        _check_effects(where, k.investigator.effects if k.investigator else [], c, "combat_attack")
        if k.kind == "vs_barricade":
            _check(bool(k.monster.effects), where, "a barricade card says what happens to the monster (L97)")
    for m in c.mythos.values():
        _check(m.cost > 0, f"mythos.json: {m.id}", "a mythos card costs threat")
        _check_effects(f"mythos.json: {m.id}", m.card.effects, c, "mythos")
    traumas: Counter[str] = Counter(t.kind for t in c.trauma.values())
    _check(traumas["injury"] > 0 and traumas["dementia"] > 0, "trauma.json", "injuries and dementias (L55)")
    _check(any(t.several for t in c.trauma.values()), "trauma.json", "a 'several investigators' card (L64)")
    _check(
        any(t.name.fr == "Perte de vision" for t in c.trauma.values()), "trauma.json", "Perte de vision (L115, H-63)"
    )
    for t in c.trauma.values():
        where = f"trauma.json: {t.id}"
        _check(t.threshold is None or t.threshold > 0, where, "a threshold is positive (L55)")
        _check_effects(where, t.card.effects, c, "trauma")
    for a in c.keeper_actions.values():
        _check(a.cost > 0, f"keeper_actions.json: {a.id}", "an action costs threat (L52)")
        _check_effects(f"keeper_actions.json: {a.id}", a.card.effects, c, "keeper_action")
        if a.needs is not None:
            where = f"keeper_actions.json: {a.id}"
            _check(a.needs.monster in c.monsters, where, f"needs an unknown monster {a.needs.monster!r}")
            held = [s.id for s in c.board.spaces if a.needs.feature in s.features]
            _check(len(held) == 1, where, f"needs a feature on exactly one space ({a.needs.feature!r})")
    for e in c.events.values():
        _check(e.time > 0, f"events.json: {e.id}", "an event needs time tokens (L62)")
        _check_effects(f"events.json: {e.id}", e.card.effects, c, "event")


def _check_exploration(c: Content) -> None:
    n = c.scenario.clues
    numbers = Counter(e.clue for e in c.exploration.values() if e.clue is not None)
    _check(sorted(numbers) == list(range(1, n + 1)), "exploration.json", f"clues numbered 1-{n} (H-1)")
    _check(all(v == 1 for v in numbers.values()), "exploration.json", "one card per clue number")
    for e in c.exploration.values():
        where = f"exploration.json: {e.id}"
        _check((e.kind == "clue") == (e.clue is not None), where, "clue cards, and only they, have a number")
        _check((e.kind == "item") == (e.item is not None), where, "item cards, and only they, name an item")
        _check((e.kind == "spell") == (e.spell_type is not None), where, "spell cards, and only they, name a type")
        if e.item is not None:
            _check(e.item in c.items and not c.items[e.item].starting, where, f"{e.item!r} is no found item")
        if e.spell_type is not None:
            _check(e.spell_type in c.spell_types(), where, f"unknown spell type {e.spell_type!r}")
        if e.clue is not None and e.clue < n:
            _check("{room}" in e.text.en and "{room}" in e.text.fr, where, "a clue names the next clue's room")
    found = Counter(e.item for e in c.exploration.values() if e.item is not None)
    hidden = {i.id for i in c.items.values() if not i.starting}
    _check(set(found) == hidden and all(v == 1 for v in found.values()), "exploration.json", "one card per found item")
    for lock in c.locks.values():
        where = f"locks.json: {lock.id}"
        if lock.opens == "key":
            _check(lock.key in c.items and c.items[lock.key].kind == "key", where, f"unknown key {lock.key!r}")
        else:
            _check(lock.puzzle in c.puzzles, where, f"unknown puzzle {lock.puzzle!r}")
    behind = Counter(lk.puzzle for lk in c.locks.values() if lk.puzzle is not None)
    _check(set(behind) == set(c.puzzles), "locks.json", "every puzzle sits behind a lock (L79)")
    kinds = {type(c.puzzles[p]).__name__ for p in behind}
    _check(len(kinds) == 3, "locks.json", "one lock per puzzle kind (inventory 3.2)")
    for o in c.obstacles.values():
        where = f"obstacles.json: {o.id}"
        _check(o.item is None or o.item in c.items, where, f"unknown item {o.item!r}")
        _check_effects(where, o.failure, c, "obstacle")


def _check_puzzles(c: Content) -> None:
    lo, hi = PUZZLE_ACTIONS
    for p in c.puzzles.values():
        where = f"puzzles.json: {p.id}"
        if isinstance(p, LockPuzzle):
            ids = [d.id for d in p.dials]
            _check(len(set(ids)) == len(ids), where, "dial ids are unique")
            _check(all(n in ids and n != d.id for d in p.dials for n in d.linked), where, "links name other dials")
            _check(len(p.start) == len(p.solution) == len(p.dials), where, "one start and solution value per dial")
            _check(
                all(0 <= v < d.positions for v, d in zip((*p.start, *p.solution), p.dials * 2, strict=True)),
                where,
                "values within each dial's notches",
            )
            moves = dial_moves(p)
            _check(moves is not None and lo <= moves <= hi, where, f"solvable in {lo}-{hi} actions, found {moves}")
        elif isinstance(p, RunePuzzle):
            cells = p.size * p.size
            _check(len(p.start) == len(p.rotations) == len(p.solution) == cells, where, f"{cells} stones")
            _check(sorted(p.start) == sorted(p.solution), where, "the start is a shuffle of the solution")
            _check(len(set(p.solution)) == cells, where, "stones are distinct")
            _check(all(0 <= r <= 3 for r in p.rotations), where, "rotations 0-3")
            _check(not rune_solved(p, p.start, p.rotations), where, "the start is not solved")
            floor = rune_floor(p)
            _check(lo <= floor <= hi, where, f"needs {lo}-{hi} actions at least, found {floor}")
        elif isinstance(p, WiringPuzzle):
            cells = p.width * p.height
            _check(len(p.pieces) == len(p.start) == len(p.solution) == cells, where, f"{cells} pieces")
            _check(all(0 <= r <= 3 for r in (*p.start, *p.solution)), where, "rotations 0-3")
            _check(0 <= p.inlet < p.height and 0 <= p.outlet < p.height, where, "inlet and outlet on the grid")
            _check(wiring_solved(p, p.solution), where, "the solution joins inlet and outlet")
            _check(not wiring_solved(p, p.start), where, "the start is not solved")


def _check_objectives(c: Content) -> None:
    rooms = {r.id for r in c.board.rooms}
    for o in c.objectives.values():
        where = f"objectives.json: {o.id}"
        _check(bool(o.keeper) and bool(o.investigators), where, "both sides can win (H-1)")
        for cond in (*o.keeper, *o.investigators):
            if isinstance(cond, Kill):
                _check(cond.monster in c.monsters, where, f"unknown monster {cond.monster!r}")
            if isinstance(cond, Deliver | Escape):
                _check(cond.item is None or cond.item in c.items, where, f"unknown item {cond.item!r}")
            if isinstance(cond, Deliver | Tokens | Escape):
                _check(cond.room in rooms, where, f"unknown room {cond.room!r}")
            if isinstance(cond, EventResolved):
                _check(cond.event in c.events, where, f"unknown event {cond.event!r}")
            if isinstance(cond, Tokens):
                _check(cond.count > 0, where, "a token count is positive")
        _check_effects(where, o.reveal, c, "reveal")


def _story_cards(c: Content) -> set[str]:
    return set(c.exploration) | set(c.locks) | set(c.obstacles)


def _check_scenario(c: Content) -> None:
    s, name = c.scenario, "scenario.json"
    rooms = {r.id for r in c.board.rooms}
    spaces = {sp.id for sp in c.board.spaces}
    start_room = next(sp.room for sp in c.board.spaces if "start" in sp.features)
    _check(len(s.questions) == 3, name, "three story questions (inventory 3.2)")
    _check(s.clues > 0 and s.threat >= 0, name, "clues and threat")
    _check(sorted(s.events) == sorted(c.events), name, "the event deck holds every event once (L62)")
    _check(sorted(s.keeper_actions) == sorted(c.keeper_actions), name, "every keeper action is dealt")
    last = s.events[-1]
    for o in c.objectives.values():
        deadline = any(isinstance(k, EventResolved) and k.event == last for k in o.keeper)
        _check(deadline, f"objectives.json: {o.id}", f"the last event {last!r} is the keeper's deadline (R-H-17)")
    owners: dict[str, str] = {p.room: "base" for p in s.placements}
    chosen: list[str] = []
    for q in s.questions:
        where = f"{name}: {q.id}"
        _check(len(q.answers) >= 2, where, "a question has 2-3 answers")
        _check(len({a.id for a in q.answers}) == len(q.answers), where, "answer ids are unique")
        room_sets = {frozenset(p.room for p in a.placements) for a in q.answers}
        _check(len(room_sets) == 1, where, "every answer sets the same rooms")
        for room in next(iter(room_sets)):
            _check(room not in owners, where, f"room {room!r} is also set by {owners.get(room)}")
            owners[room] = q.id
        with_objective = [a.objective for a in q.answers if a.objective is not None]
        _check(len(with_objective) in (0, len(q.answers)), where, "all answers or none choose the objective")
        chosen.extend(with_objective)
        for a in q.answers:
            for m in (*a.monsters, *a.reveal_monsters):
                _check(1 <= m.investigators <= 4, f"{where}/{a.id}", f"{m.monster}: investigators from 1 to 4")
                _check(m.monster in c.monsters and m.space in spaces, f"{where}/{a.id}", f"monster {m}")
    _check(sorted(chosen) == sorted(c.objectives), name, "one question picks each objective once (H-2)")
    for m in s.monsters:
        _check(m.monster in c.monsters and m.space in spaces, name, f"monster {m}")
        _check(1 <= m.investigators <= 4, name, f"{m.monster}: investigators from 1 to 4")
    _check(set(owners) <= rooms, name, f"unknown rooms {sorted(set(owners) - rooms)}")
    barriers = set(c.locks) | set(c.obstacles)
    placed: set[str] = set()
    board: tuple[str, list[tuple[str, str]], dict[str, int]] | None = None
    for answers in every_story(s):
        setup = c.story(answers)
        where = f"{name}: story {'/'.join(answers.values())}"
        board = _same_board(board, where, setup)
        cards = [card for stack in setup.stacks.values() for card in stack]
        unknown = sorted(set(cards) - _story_cards(c))
        _check(not unknown, where, f"unknown cards {unknown}")
        twice = sorted(k for k, v in Counter(cards).items() if v > 1)
        _check(not twice, where, f"cards placed twice {twice}")
        for room, stack in setup.stacks.items():
            _check(all(card not in barriers for card in stack[1:]), where, f"{room}: a lock or obstacle only on top")
            _check(any(card in c.exploration for card in stack), where, f"{room}: a stack holds something to find")
        _check(not any(k in barriers for k in setup.stacks.get(start_room, ())), where, "the start room is open")
        _check(sorted(setup.clue_rooms) == list(range(1, s.clues + 1)), where, "every clue is placed (H-1)")
        objective = c.objectives[setup.objective]
        needed = {k.item for k in objective.investigators if isinstance(k, Deliver | Escape) and k.item}
        found = {c.exploration[k].item for k in cards if k in c.exploration}
        _check(needed <= found, where, f"the objective's items {sorted(needed - found)} are placed")
        _check(_solvable(c, setup), where, "a key lies behind its own lock: the clues cannot all be reached")
        placed |= set(cards)
    unused = sorted(_story_cards(c) - placed)
    _check(not unused, name, f"cards no story places: {unused}")
    entering = {m.monster for m in s.monsters} | {
        m.monster for q in s.questions for a in q.answers for m in (*a.monsters, *a.reveal_monsters)
    }
    for table in (c.keeper_actions, c.events, c.objectives):
        entering |= {node.monster for e in table.values() for node in _walk(e) if isinstance(node, Summon)}
    idle = sorted(set(c.monsters) - entering)
    _check(not idle, name, f"monsters that never enter play: {idle}")


def _same_board(
    first: tuple[str, list[tuple[str, str]], dict[str, int]] | None, where: str, setup: SetUp
) -> tuple[str, list[tuple[str, str]], dict[str, int]]:
    """The board the set-up shows every seat (its monsters and each stack's size) is the same in every
    story (designed): the content pack is public, so a board that differs would name the keeper's
    secret story, and with it the objective, to any investigator. Story monsters belong in the
    answers' ``reveal_monsters``."""
    monsters = sorted((m.monster, m.space) for m in setup.monsters)
    sizes = {room: len(stack) for room, stack in sorted(setup.stacks.items())}
    if first is None:
        return (where, monsters, sizes)
    other, their_monsters, their_sizes = first
    _check(
        monsters == their_monsters,
        where,
        f"set-up monsters {monsters} differ from {their_monsters} in {other}: the board would tell the story"
        " (place a story's monsters in its answers' reveal_monsters)",
    )
    _check(
        sizes == their_sizes,
        where,
        f"stack sizes {sizes} differ from {their_sizes} in {other}: the board would tell the story",
    )
    return first


def _solvable(c: Content, setup: SetUp) -> bool:
    """Whether investigators can open every room: key locks need their key from an open room first;
    puzzles and obstacles always yield in time."""
    keys: set[str] = set()
    opened: set[str] = set()
    while True:
        for room, stack in setup.stacks.items():
            top = c.locks.get(stack[0]) if stack else None
            if room not in opened and (top is None or top.opens == "puzzle" or top.key in keys):
                opened.add(room)
                keys |= {c.exploration[k].item or "" for k in stack if k in c.exploration}
                break
        else:
            return opened == set(setup.stacks)


def validate(c: Content) -> None:
    """Every count of inventory 3.2 and every cross-reference; raises `ContentError` on the first break."""
    tables: dict[str, Mapping[str, Any]] = {
        "monsters.json": c.monsters,
        "traits.json": c.traits,
        "investigators.json": c.investigators,
        "items.json": c.items,
        "spells.json": c.spells,
        "combat.json": c.combat,
        "mythos.json": c.mythos,
        "trauma.json": c.trauma,
        "keeper_actions.json": c.keeper_actions,
        "events.json": c.events,
        "exploration.json": c.exploration,
        "locks.json": c.locks,
        "obstacles.json": c.obstacles,
        "puzzles.json": c.puzzles,
        "objectives.json": c.objectives,
    }
    for name, table in tables.items():
        for entry in table.values():
            _check_entry(name, entry)
        if name in COUNTS:
            _check(len(table) == COUNTS[name], name, f"{COUNTS[name]} entries (inventory 3.2), found {len(table)}")
        if name in AT_LEAST:
            _check(len(table) >= AT_LEAST[name], name, f"at least {AT_LEAST[name]} (inventory 3.2)")
    _check_entry("scenario.json", c.scenario)
    ids = Counter(i for table in tables.values() for i in table)
    clash = sorted(i for i, n in ids.items() if n > 1)
    _check(not clash, "content", f"ids used in two files {clash}")
    _check_board(c)
    _check_figures(c)
    _check_items(c)
    _check_cards(c)
    _check_exploration(c)
    _check_puzzles(c)
    _check_objectives(c)
    _check_scenario(c)


FILES: dict[str, Any] = {
    "monsters.json": list[Monster],
    "traits.json": list[Trait],
    "investigators.json": list[Investigator],
    "items.json": list[Item],
    "spells.json": list[Spell],
    "combat.json": list[CombatCard],
    "mythos.json": list[Mythos],
    "trauma.json": list[Trauma],
    "keeper_actions.json": list[KeeperAction],
    "events.json": list[Event],
    "exploration.json": list[Exploration],
    "locks.json": list[Lock],
    "obstacles.json": list[Obstacle],
    "puzzles.json": list[Puzzle],
    "objectives.json": list[Objective],
}
"""Every list file and its entry type; ``map.json`` and ``scenario.json`` hold one object each."""


def load(read: Callable[[str], bytes] | None = None) -> Content:
    """Read and validate the pack; ``read(name) -> bytes`` lets tests feed a corrupted copy."""
    reader = read if read is not None else (lambda name: (_DATA / name).read_bytes())
    tables = {name: _by_id(name, decode(name, reader(name), kind)) for name, kind in FILES.items()}
    content = Content(
        board=decode("map.json", reader("map.json"), Board),
        monsters=tables["monsters.json"],
        traits=tables["traits.json"],
        investigators=tables["investigators.json"],
        items=tables["items.json"],
        spells=tables["spells.json"],
        combat=tables["combat.json"],
        mythos=tables["mythos.json"],
        trauma=tables["trauma.json"],
        keeper_actions=tables["keeper_actions.json"],
        events=tables["events.json"],
        exploration=tables["exploration.json"],
        locks=tables["locks.json"],
        obstacles=tables["obstacles.json"],
        puzzles=tables["puzzles.json"],
        objectives=tables["objectives.json"],
        scenario=decode("scenario.json", reader("scenario.json"), Scenario),
    )
    validate(content)
    return content


CONTENT = load()
"""The scenario, loaded and checked once at import."""

__all__ = ["CONTENT", "Content", "ContentError", "Effect", "load", "validate"]
