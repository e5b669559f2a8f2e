"""The investigators' heuristic (``bots.heuristic`` for seats 1-4): what one investigator does with its
turn, from its listing and what the table knows.

Why each choice (read off bot matches' events, see the README's Bots section):

* **Monsters hurt through failed evade tests** (leaving a monster's space, acting in it) **and their
  step-5 attacks**, so a step is chosen among those that bring the investigator closer to its goal
  (waiting gains nothing: the monsters come anyway and High Water nears) by the damage expected: the
  evade tests of leaving, the horror of a room with monsters, and the attacks of the monsters that
  can reach the space in the keeper's next move (far less in a hiding spot it can still hide in).
  It hides at the end of its turn where monsters can reach it (only "vs hidden" cards hit a hidden
  investigator, R-H-13), and holds a non-attack action while a failed evade test could kill it.
* **The clue chain**: clue n's card names the room of clue n+1 (a public card, read aloud at the
  table), so once a clue is found the investigator nearest that room goes there; the last clue
  reveals the objective wherever it lies, so the others search the other rooms with cards on their
  stacks, each the nearest one no other investigator stands in (they spread out).
* **The objective**: a kill brings every investigator to the monster (they fight together); a
  delivery or an escape needs its item, so until someone holds it they search the rooms still holding
  cards, behind locks too (and pick it up from a dead investigator's pile), then carry it to the room.
* **The altar rite** (issue 33): the rite lays a token only while its celebrant stands at the altar
  unwitnessed, so once the keeper is ``GUARD_AT`` tokens from its win the investigator nearest a
  celebrant near the altar hunts it (the others go on searching: a guard posted earlier only drew the
  monsters' attacks, measured while tuning); Holy Water is poured on a laid token; the objective's
  monster is attacked before the celebrant.
* **Obstacles and locks**: before a movement that tests a met obstacle, an item raising its attribute
  (a skill point when the test asks); a puzzle lock on the way is attempted from next door; a barricade on the door to
  the goal is moved back into the space; a hurt investigator leaves aside a room behind a met obstacle
  it fails more often than not (a solo investigator was seen dying at a fallen beam).
* **Resources**: a hurt investigator heals itself with what it holds (items, a mending spell, its
  ability) where no monster's evade test would cost more than the heal gives; it picks up what a dead
  investigator left before acting; attacks use the strongest means listed (an attack spell, then the
  weapon with the largest bonus, then bare hands).
* **Skill points** (L88, H-43): asked before every test's die, it spends one on its fights (its attacks
  and the monsters' attacks on it), its spells and the obstacles in its way (``SPEND_ON``), while one
  is left; horror, evade, fire and card tests keep them.

Reads only the public board (figures, monsters, stack sizes, barriers met, cards in hands, the
objective once revealed) and its own spell types (a handle's prefix), never a stack's content.
"""

from __future__ import annotations

from domain.contract import Command, LegalAction
from domain.games.mansions import checks, rules
from domain.games.mansions.bot_tools import (
    FAR,
    GEO,
    command,
    distances,
    fallback,
    first,
    puzzle_step,
    room_spaces,
)
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.state import Figure, MansionsState
from domain.rng import Rng

HEALS = {
    item.id: {e.counter for e in item.use if isinstance(e, sc.Heal)}
    for item in CONTENT.items.values()
    if any(isinstance(e, sc.Heal) for e in item.use)
}
"""Items whose use heals, with the counters they heal (health, sanity)."""
HEALING_SPELLS = {"mend": "health", "ward": "sanity"}
"""Spell types whose cards mostly heal (a type is all a holder knows before casting, R-H-21)."""


def hurt(f: Figure) -> bool:
    """At half health or sanity or less: heal first."""
    return 2 * f.health <= f.max_health or 2 * f.sanity <= f.max_sanity


def _miss(f: Figure, attribute: str, modifier: int) -> float:
    """The chance a d10 test of ``attribute`` + ``modifier`` fails (H-42), stuns and skill points aside."""
    return 1 - min(max(checks.attribute(f, attribute) + modifier, 0), 10) / 10


def step_value(f: Figure) -> float:
    """What one movement closer to the goal is worth, in expected damage: a fresh investigator takes
    a blow to make progress, a nearly dead one hardly (a death costs the side a whole turn)."""
    return 0.3 + 1.5 * f.health / max(f.max_health, 1)


def threats(s: MansionsState) -> dict[str, set[int]]:
    """Space -> the non-stunned monsters that can reach it in one move action (within their speed, by
    their kind's ways) and so attack there at the keeper's next step 5."""
    out: dict[str, set[int]] = {}
    for m in s.monsters:
        if m.stun > 0:
            continue
        spec = CONTENT.monsters[m.kind]
        for space, d in distances([m.space], mover=spec.cls).items():
            if d <= spec.speed:
                out.setdefault(space, set()).add(m.uid)
    return out


HIDDEN = 0.2
"""What of a monster's attack still lands on a hidden investigator: only its class's two "vs hidden"
cards hit one (R-H-13), for about a point."""


def exposure(s: MansionsState, f: Figure) -> dict[str, float]:
    """Space -> the damage expected there at the keeper's next step 5: each monster of ``threats``
    hits about as often as the combat test fails (half the time; the attribute is the card's), much
    less where the investigator is or can still get hidden (a hiding spot and a movement to spare)."""
    damage = {m.uid: CONTENT.monsters[m.kind].damage for m in s.monsters}
    spare = rules.moves_left(s, f) - 1
    out: dict[str, float] = {}
    for space, uids in threats(s).items():
        covered = (f.hidden is not None and space == f.space) or (
            "hiding_spot" in GEO.spaces[space].features and spare >= (0 if space == f.space else 1)
        )
        out[space] = sum(damage[uid] for uid in uids) / 2 * (HIDDEN if covered else 1.0)
    return out


def leaving(s: MansionsState, f: Figure) -> float:
    """The damage expected from the evade tests of leaving (or acting in) ``f``'s space: one dexterity
    test per non-stunned monster there, modified by its awareness (H-14), its damage when failed (H-15);
    none while hidden (R-H-13)."""
    if f.hidden is not None:
        return 0.0
    return sum(
        _miss(f, "dexterity", CONTENT.monsters[m.kind].awareness) * CONTENT.monsters[m.kind].damage
        for m in s.monsters
        if m.space == f.space and m.stun == 0
    )


def horror(s: MansionsState, f: Figure, space: str) -> float:
    """The sanity expected lost entering ``space``'s room: a willpower test per monster there (H-13)."""
    room = GEO.room_of(space)
    if f.space is not None and GEO.room_of(f.space) == room:
        return 0.0
    return sum(
        _miss(f, "willpower", CONTENT.monsters[m.kind].horror) * (CONTENT.monsters[m.kind].horror_damage or 1)
        for m in s.monsters
        if GEO.room_of(m.space) == room
    )


RITE = next((a for a in CONTENT.keeper_actions.values() if a.needs is not None), None)
"""The keeper action with a celebrant (the altar's rite): killing or stunning it stops the rite."""
ALTAR = (
    None
    if RITE is None or RITE.needs is None
    else next(sp.id for sp in CONTENT.board.spaces if RITE.needs.feature in sp.features)
)
GUARD_AT = 2
"""The celebrant is hunted once the keeper is this many ritual tokens from its win (earlier, the hunter
only draws the monsters' attacks: measured while tuning, seeds 0-19)."""
NEAR_ALTAR = 8
"""A celebrant this many of its steps from the altar or nearer is hunted (on its way there or at it)."""
UNRITES = {
    item.id
    for item in CONTENT.items.values()
    if any(isinstance(e, sc.RemoveToken) and e.token == "ritual" for e in item.use)
}
"""Items whose use takes a ritual token away."""


def celebrants(s: MansionsState) -> list[str]:
    """Spaces of the rite's celebrants near the altar (public: the board and the keeper action cards)."""
    if RITE is None or RITE.needs is None or ALTAR is None:
        return []
    kind = RITE.needs.monster
    dist = distances([ALTAR], CONTENT.monsters[kind].cls)
    return [m.space for m in s.monsters if m.kind == kind and dist.get(m.space, FAR) <= NEAR_ALTAR]


def tokens_left(s: MansionsState) -> int:
    """Ritual tokens the keeper still needs: the revealed objective's count, else the smallest of the
    objectives' (the content pack is public) less the tokens laid."""
    objectives = [CONTENT.objectives[s.objective]] if s.revealed and s.objective else CONTENT.objectives.values()
    needed = [c.count for o in objectives for c in o.keeper if isinstance(c, sc.Tokens) and c.token == "ritual"]
    laid = sum(t.get("ritual", 0) for t in s.tokens.values())
    return min(needed, default=FAR) - laid


def _rite_goal(s: MansionsState, seat: int) -> list[str]:
    """The investigator nearest a celebrant near the altar goes for it (to kill it, or to stand by it at
    the altar, which stops the rite: ``needs.unwitnessed``); the others go on searching. Standing guard
    at the altar instead was measured weaker while tuning (the guard takes every attack there)."""
    spaces = celebrants(s)
    if not spaces or RITE is None or RITE.needs is None or ALTAR is None or tokens_left(s) > GUARD_AT:
        return []
    dist = distances(spaces)
    alive = [f for f in s.figures.values() if f.alive and f.space is not None]
    hunter = min(alive, key=lambda f: (dist.get(f.space or "", FAR), f.seat), default=None)
    return spaces if hunter is not None and hunter.seat == seat else []


def celebrant_kinds() -> set[str]:
    return set() if RITE is None or RITE.needs is None else {RITE.needs.monster}


def quarry(s: MansionsState) -> set[str]:
    """The monster kinds to kill first: the revealed objective's, and the rite's celebrant."""
    out = set() if RITE is None or RITE.needs is None else {RITE.needs.monster}
    if not s.revealed or s.objective is None:
        return out
    return out | {c.monster for c in CONTENT.objectives[s.objective].investigators if isinstance(c, sc.Kill)}


def clue_lead(s: MansionsState) -> str | None:
    """The room the highest clue found names, while cards lie there: the card's text names it to
    every seat (``views.clue_view``), through ``rules.next_clue_room``, which a stand-in's resampled
    story keeps (``hidden.agrees``)."""
    room = rules.next_clue_room(s, max(s.clues_found, default=0)) if s.clues_found else None
    return room if room is not None and s.stacks.get(room) else None


def _searchable(s: MansionsState) -> list[str]:
    """Rooms with cards left (stack sizes are public), barriers met or not: an obstacle is tested on
    the way in and a puzzle attempted from next door, both part of the walk."""
    return [r for r, stack in s.stacks.items() if stack]


def _item_goals(s: MansionsState, seat: int, item: str, room: str) -> list[str]:
    """Where an objective's item takes this investigator: its room when someone holds it, a pile
    holding it, else the rooms still to search."""
    if any(item in f.items for f in s.figures.values() if f.alive):
        return room_spaces([room])
    piles = [space for space, cards in s.dropped.items() if item in cards]
    return piles or room_spaces(_searchable(s))


def goals(s: MansionsState, seat: int) -> list[str]:
    """Spaces worth walking to (see the module's docstring): the objective's, the clue lead's, else
    the rooms with cards left (not the one here: it is explored by the action, not a walk); the rite's
    celebrant near the altar first for the investigator nearest it."""
    rite = _rite_goal(s, seat)
    if rite:
        return rite
    if s.revealed and s.objective is not None:
        spaces: list[str] = []
        for c in CONTENT.objectives[s.objective].investigators:
            if isinstance(c, sc.Kill):
                spaces += [m.space for m in s.monsters if m.kind == c.monster]
            elif isinstance(c, sc.Deliver):
                spaces += _item_goals(s, seat, c.item, c.room)
            elif isinstance(c, sc.Escape):
                spaces += room_spaces([c.room]) if c.item is None else _item_goals(s, seat, c.item, c.room)
        if spaces:
            return spaces
    lead = clue_lead(s)
    me = s.figures[seat]
    if lead is not None and _leader(s, lead) == seat and not _too_hard(s, me, lead):
        return room_spaces([lead])
    others = {GEO.room_of(f.space) for f in s.figures.values() if f.alive and f.space and f.seat != seat}
    rooms = [r for r in _searchable(s) if r != lead and r not in others and not _too_hard(s, me, r)]
    return room_spaces(rooms or ([lead] if lead else _searchable(s))) or [m.space for m in s.monsters]


def _too_hard(s: MansionsState, f: Figure, room: str) -> bool:
    """A met obstacle on ``room`` that a hurt investigator without its item fails more often than not:
    each try costs its failure and the movement (seen: a solo investigator dying at a fallen beam)."""
    spaces = room_spaces([room])
    obstacle = _obstacle(s, spaces[0]) if spaces else None
    if obstacle is None or (obstacle.item is not None and obstacle.item in f.items) or not hurt(f):
        return False
    return _miss(f, obstacle.attribute, obstacle.modifier) > 0.5


def _leader(s: MansionsState, room: str) -> int:
    """The living investigator nearest ``room`` (lowest seat on a tie): it follows the clue lead while
    the others search the other rooms (the last clue reveals the objective wherever it lies)."""
    dist = distances(room_spaces([room]))
    alive = [f for f in s.figures.values() if f.alive and f.space is not None]
    return min(alive, key=lambda f: (dist.get(f.space or "", FAR), f.seat)).seat if alive else 0


def _deadly(s: MansionsState, f: Figure) -> bool:
    """A failed evade test here could kill: a non-attack action waits (H-9: the tests come first)."""
    here = [CONTENT.monsters[m.kind].damage for m in s.monsters if m.space == f.space and m.stun == 0]
    return f.hidden is None and bool(here) and f.health <= max(here)


def _goal_rooms(s: MansionsState, seat: int) -> set[str]:
    return {GEO.room_of(sp) for sp in goals(s, seat)}


def _attack(s: MansionsState, f: Figure, actions: list[LegalAction], rng: Rng, targets: set[int]) -> Command | None:
    """The strongest attack listed on one of ``targets`` (an attack spell, then the weapon with the
    largest bonus, bare hands last), at the most wounded of them (closest to dying); a skill point is
    readied first while one is left (luck added to the test, R-H-5): a hit is what thins the monsters
    that otherwise strike every keeper turn."""
    by_uid = {m.uid: m for m in s.monsters}
    options: list[tuple[int, int, LegalAction, object]] = []
    for a in actions:
        if a.action == "attack":
            weapon = a.fixed.get("weapon")
            spec = None if not isinstance(weapon, str) else CONTENT.items[weapon].weapon
            strength = 1 + (spec.bonus if spec is not None else -1)
        elif a.action == "cast_spell" and str(a.fixed.get("spell", "")).startswith("banish"):
            strength = 4
        else:
            continue
        for choice in a.params[0].choices if a.params else []:
            m = by_uid.get(choice.value) if isinstance(choice.value, int) else None
            if m is not None and m.uid in targets:
                options.append((strength, m.wounds, a, choice.value))
    if not options:
        return None
    _, _, a, value = max(options, key=lambda o: (o[0], o[1]))
    name = "monster" if a.action == "attack" else "target"
    return command(a, rng, **{name: value})


def _heal(s: MansionsState, f: Figure, actions: list[LegalAction], rng: Rng) -> Command | None:
    """Something listed that heals this investigator's low counter: an item, a spell of a healing
    type, or the mental trait's ability when it targets the investigator."""
    low = {
        c for c, now, top in (("health", f.health, f.max_health), ("sanity", f.sanity, f.max_sanity)) if 2 * now <= top
    }
    for a in actions:
        target = next((p for p in a.params if p.name == "target"), None)
        mine = target is None or any(c.value == f.seat for c in target.choices)
        if not mine or (target is not None and len(a.params) != 1):
            continue
        values = {} if target is None else {"target": f.seat}
        if a.action == "use_item" and HEALS.get(str(a.fixed.get("item")), set()) & low:
            return command(a, rng, **values)
        spell = str(a.fixed.get("spell", "")).split("-")[0]
        if a.action == "cast_spell" and HEALING_SPELLS.get(spell) in low and target is not None:
            return command(a, rng, **values)
        if a.action == "use_ability" and target is not None and "health" in low:
            return command(a, rng, **values)
    return None


def _best_move(s: MansionsState, f: Figure, choices: list[str]) -> str | None:
    """Of ``choices``, the space with the least cost: the distance to a goal (each movement worth
    ``step_value``) plus the damage expected there (``exposure``), plus, for leaving, the evade tests
    here (``leaving``) and the horror of a room with monsters (``horror``), among the steps that bring
    it closer: waiting gains nothing (the keeper's monsters come anyway and High Water nears), and a
    hurt investigator that stood still until healed was seen to stand there until the end."""
    here = f.space
    if here is None:
        return None
    dist = distances(goals(s, f.seat))
    danger = exposure(s, f)
    value = step_value(f)
    leave = leaving(s, f)

    def cost(space: str) -> float:
        moving = 0.0 if space == here else leave + horror(s, f, space) / 2
        return value * dist.get(space, FAR) + danger.get(space, 0.0) + moving

    closer = [c for c in choices if dist.get(c, FAR) < dist.get(here, FAR)]
    return min(closer, key=cost, default=None)


def _unblocks(s: MansionsState, f: Figure, a: LegalAction) -> bool:
    """``a`` takes a barricade off a door of this space (back into it, R-H-14) and that door is the
    way to a goal: a walk the listing refuses while it stands."""
    if f.space is None or not any(c.value == f.space for c in a.params[0].choices):
        return False
    door = s.barricades.get(str(a.fixed.get("token")))
    ends = rules.DOOR_SPACES.get(door or "")
    if ends is None:
        return False
    beyond = ends[1] if ends[0] == f.space else ends[0]
    dist = distances(goals(s, f.seat))
    return dist.get(beyond, FAR) < dist.get(f.space, FAR)


def _obstacle(s: MansionsState, space: str) -> sc.Obstacle | None:
    """The obstacle met on top of ``space``'s room (public once met), if moving there tests it."""
    room = GEO.room_of(space)
    stack = s.stacks.get(room, [])
    if room not in s.known_barriers or not stack:
        return None
    return CONTENT.obstacles.get(stack[0])


def _prepare(s: MansionsState, f: Figure, actions: list[LegalAction], space: str, rng: Rng) -> Command | None:
    """Before a movement that tests an obstacle: an item that raises its attribute this turn (the
    action, when free; the skill point is asked at the test itself, ``skill_answer``)."""
    obstacle = _obstacle(s, space)
    if obstacle is None or (obstacle.item is not None and obstacle.item in f.items):
        return None
    for a in actions:
        item = CONTENT.items.get(str(a.fixed.get("item"))) if a.action == "use_item" else None
        if (
            item is not None
            and not a.params
            and any(isinstance(e, sc.Modify) and e.stat == obstacle.attribute and e.amount > 0 for e in item.use)
        ):
            return command(a, rng)
    return None


SPEND_ON = frozenset({"combat", "spell", "obstacle"})
"""The tests the bot spends its skill points on when asked (L88, H-43): its fights (its attacks and the
monsters' attacks on it), its spells and the obstacles in its way; horror, evade, fire and card tests
keep them."""


def skill_answer(s: MansionsState, actions: list[LegalAction], rng: Rng) -> Command:
    """The answer to a test prompt (a version-1 attack prompt: a point on the test that wounds)."""
    p = s.test_prompt
    spend = p is None or p.why in SPEND_ON
    return command(first(actions, "ready_skill" if spend else "pass_skill") or actions[0], rng)


def investigator(s: MansionsState, seat: int, actions: list[LegalAction], rng: Rng) -> Command:
    """One step of an investigator's turn (the order of preference is the module's docstring's)."""
    f = s.figures[seat]
    if s.test_prompt is not None or s.skill_prompt is not None:  # a test asks: a skill point on it?
        return skill_answer(s, actions, rng)
    a = first(actions, "claim_turn")
    if a is not None:
        return command(a, rng)
    if s.attempt is not None:
        return puzzle_step(s, seat, actions, rng) or fallback(actions, rng)
    if hurt(f) and leaving(s, f) < 1:
        heal = _heal(s, f, actions, rng)
        if heal is not None:
            return heal
    a = first(actions, "pick_up")
    if a is not None:
        return command(a, rng)  # free: a dead investigator's weapon or remedy before the action
    wanted = {m.uid for m in s.monsters if m.kind in quarry(s)}
    here_monsters = {m.uid for m in s.monsters if m.space == f.space}
    objective = {m.uid for m in s.monsters if m.kind in quarry(s) - celebrant_kinds()}
    for targets in (objective, wanted):  # the objective's monster before the rite's celebrant
        attack = _attack(s, f, actions, rng, targets) if targets else None
        if attack is not None:
            return attack
    tokens = sum(t.get("ritual", 0) for t in s.tokens.values())
    unrite = next((a for a in actions if a.action == "use_item" and a.fixed.get("item") in UNRITES), None)
    if unrite is not None and tokens > 0:
        return command(unrite, rng)  # a ritual token away: the keeper's win on the tokens recedes
    risky = _deadly(s, f)
    explore = first(actions, "explore")
    if explore is not None and not risky:
        return command(explore, rng)
    a = first(actions, "attempt_puzzle")
    if a is not None and a.fixed.get("room") in _goal_rooms(s, seat) and not risky:
        return command(a, rng)
    attack = _attack(s, f, actions, rng, here_monsters)
    if attack is not None:
        return attack
    move = first(actions, "move")
    if move is not None and move.params and f.space not in {m.space for m in s.monsters if m.uid in wanted}:
        space = _best_move(s, f, [str(c.value) for c in move.params[0].choices])
        if space is not None:
            return _prepare(s, f, actions, space, rng) or command(move, rng, space=space)
    unblock = next((a for a in actions if a.action == "move_barricade" and _unblocks(s, f, a)), None)
    if unblock is not None:
        return command(unblock, rng, to=f.space)
    leave = first(actions, "leave_hiding")
    if leave is not None and f.space is not None and _best_move(s, f, sorted(GEO.neighbours(f.space))) is not None:
        ways = [str(c.value) for c in leave.params[0].choices]
        return command(leave, rng, using="movement" if "movement" in ways else ways[0])
    near = threats(s).get(f.space or "", set())
    attack = _attack(s, f, actions, rng, near)
    if attack is not None:
        return attack
    hide = first(actions, "hide")
    if hide is not None and near:
        return command(hide, rng)  # a hidden investigator is hit only by "vs hidden" cards (R-H-13)
    return fallback(actions, rng)
