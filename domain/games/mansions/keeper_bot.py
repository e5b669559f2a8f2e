"""The keeper's heuristic (``bots.heuristic`` for seat 0), at full strength: it plays every keeper
action it can use to effect, the altar's rite included. It may read the keeper's own secrets (the
story, the stacks, its hand) but needs none of them.

Why each choice:

* **The rite first**: ``altar_rite`` lays a ritual token each turn its celebrant (a Weir Cultist,
  ``needs``) stands at the altar, and every objective lets the keeper win on the tokens; so the
  keeper keeps a cultist walking to the altar (summoning one, ``call_cultist``, when none is on the
  board) and, once there, leaves it there, and keeps the rite's threat.
* **Step 4 before step 5** (L52, L59: the steps are ordered): a move action (``shamble``) whenever
  no monster has moves left open and one can get closer to its goal (the celebrant to the altar, the
  others to the nearest investigator). A move action resets each monster's moves to its speed (it
  does not add), so playing it again before they are spent throws threat away. Then each monster
  attacks once, damage is dealt on every failed evade, trauma and mythos are played whenever offered.
* **Cards with threat to spare**: ``whispers`` (a mythos and a trauma) when the hand is empty, a
  hound (``call_hound``) when no other monster hunts, ``spread_fire`` when an investigator stands in
  the campfire's room; each only with the rite's cost kept back while a celebrant can reach the altar.
"""

from __future__ import annotations

from domain.contract import Command, LegalAction
from domain.games.mansions.bot_tools import FAR, GEO, command, distances, fallback, first
from domain.games.mansions.content import CONTENT
from domain.games.mansions.state import MansionsState, MonsterFigure
from domain.rng import Rng

PROMPTS = ("deal_damage", "play_trauma", "play_mythos")
HAND = 1
"""Mythos and trauma cards the keeper buys up to."""
RITE = next((a for a in CONTENT.keeper_actions.values() if a.needs is not None), None)
"""The keeper action with a celebrant (the altar's rite), if the content has one."""
ALTAR = (
    None
    if RITE is None or RITE.needs is None
    else next(sp.id for sp in CONTENT.board.spaces if RITE.needs.feature in sp.features)
)


def celebrant(s: MansionsState) -> MonsterFigure | None:
    """The rite's monster nearest the altar (by its kind's ways): it walks there and stays."""
    if RITE is None or RITE.needs is None or ALTAR is None:
        return None
    kind = RITE.needs.monster
    dist = distances([ALTAR], CONTENT.monsters[kind].cls)
    mine = [m for m in s.monsters if m.kind == kind and m.space in dist]
    return min(mine, key=lambda m: (dist[m.space], m.uid), default=None)


def _reserve(s: MansionsState) -> int:
    """Threat kept for the rite while a celebrant is on the board."""
    return RITE.cost if RITE is not None and celebrant(s) is not None else 0


def _goal_distances(s: MansionsState, m: MonsterFigure, hunt: dict[str, int]) -> dict[str, int]:
    c = celebrant(s)
    if c is not None and c.uid == m.uid and ALTAR is not None:
        return distances([ALTAR], CONTENT.monsters[m.kind].cls)
    return hunt


def _closer(s: MansionsState, hunt: dict[str, int]) -> bool:
    """Some monster not yet at its goal (the move action would bring it closer)."""
    return any(_goal_distances(s, m, hunt).get(m.space, FAR) > 0 and m.stun == 0 for m in s.monsters)


def _keeper_action(s: MansionsState, actions: list[LegalAction], hunt: dict[str, int], rng: Rng) -> Command | None:
    listed = {str(a.fixed.get("card")): a for a in actions if a.action == "keeper_action"}
    if RITE is not None and RITE.id in listed:
        return command(listed[RITE.id], rng)
    if "call_cultist" in listed and celebrant(s) is None and RITE is not None:
        return command(listed["call_cultist"], rng)
    if "shamble" in listed and not s.monster_moves and _closer(s, hunt):
        return command(listed["shamble"], rng)
    if s.monster_moves:
        return None  # the moves first
    spare = s.threat - _reserve(s)
    hunters = [m for m in s.monsters if m is not celebrant(s)]
    yard = {sp.room for sp in CONTENT.board.spaces if "campfire" in sp.features}
    wanted = [
        ("whispers", len(s.hand) < HAND),
        ("call_hound", not hunters),
        (
            "spread_fire",
            any(f.alive and f.space is not None and GEO.room_of(f.space) in yard for f in s.figures.values()),
        ),
    ]
    for card, useful in wanted:
        if card in listed and useful and spare >= CONTENT.keeper_actions[card].cost:
            return command(listed[card], rng)
    return None


def keeper(s: MansionsState, actions: list[LegalAction], rng: Rng) -> Command:
    for name in PROMPTS:
        a = first(actions, name)
        if a is not None:
            return command(a, rng)
    targets = [f.space for f in s.figures.values() if f.alive and f.space is not None]
    a = first(actions, "drag_investigator")  # into a monster's space when one is listed
    if a is not None and a.params:
        here = {m.space for m in s.monsters}
        drag = max(a.params[0].choices, key=lambda c: str(c.value) in here)
        return command(a, rng, space=drag.value)
    hunt = distances(targets)
    chosen = _keeper_action(s, actions, hunt, rng)
    if chosen is not None:
        return chosen
    for a in actions:
        if a.action != "move_monster" or not a.params:
            continue
        monster = next((m for m in s.monsters if m.uid == a.fixed["monster"]), None)
        if monster is None:
            continue
        dist = _goal_distances(s, monster, hunt)
        now = dist.get(monster.space, FAR)
        best = min((c.value for c in a.params[0].choices), key=lambda v: dist.get(str(v), FAR))
        if dist.get(str(best), FAR) < now:
            return command(a, rng, space=best)
    a = first(actions, "monster_attack")  # step 5 once the moves are made (L52, L59: the steps are ordered)
    if a is not None:
        return command(a, rng)
    return fallback(actions, rng)
