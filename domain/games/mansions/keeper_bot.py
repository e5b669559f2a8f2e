"""The keeper's heuristic (``bots.heuristic`` for seat 0). It may read the keeper's own secrets (the
story, the stacks, its hand) but needs none of them.

Why each choice:

* **Attacks** at step 5 (each monster once) once step 4's actions and moves are made (the steps are
  ordered, L52, L59), damage dealt on every failed evade, trauma and mythos played whenever offered:
  each costs nothing more and hurts the investigators.
* **A move action** (``shamble``) whenever no monster has moves left open and one is not yet on an
  investigator; monsters then step towards the nearest investigator. A move action resets each
  monster's moves to its speed (it does not add), so playing it again before they are spent throws
  threat away (the previous bot spent every point that way); once all have walked their speed, a
  second one is the rules' "as many actions as it wishes" (L52).
* **Cards with threat to spare** (``whispers``: a mythos and a trauma) when the hand is empty, and a
  **summon** (cost 3) only when no monster stands on the board, each keeping a point for the next
  turn's move action. Measured while tuning (seeds 0-99, 1-4 investigators in turn): a keeper
  summoning up to one monster per investigator left the investigators 1 win, one that never summons 7.
* **No altar rite, no fire**: ritual tokens cannot be removed, so a keeper paying 2 threat for
  ``altar_rite`` each turn (it gains 2 at the start and one per living investigator a turn) lays the
  3 or 4 tokens it needs by about its third to sixth turn whatever the investigators do: the
  scenario's balance to judge (a content question), not a bot's to exploit. ``spread_fire`` burns the
  yard, where replacements start.
"""

from __future__ import annotations

from domain.contract import Command, LegalAction
from domain.games.mansions.bot_tools import FAR, command, distances, fallback, first
from domain.games.mansions.content import CONTENT
from domain.games.mansions.state import MansionsState
from domain.rng import Rng

PROMPTS = ("deal_damage", "play_trauma", "play_mythos")
HAND = 1
"""Mythos and trauma cards the keeper buys up to."""
SUMMONS = ("call_cultist", "call_hound")


def _closer(s: MansionsState, dist: dict[str, int]) -> bool:
    """Some monster not yet beside an investigator (the move action would bring it closer)."""
    return any(dist.get(m.space, FAR) > 0 and m.stun == 0 for m in s.monsters)


def _keeper_action(s: MansionsState, actions: list[LegalAction], dist: dict[str, int], rng: Rng) -> Command | None:
    listed = {str(a.fixed.get("card")): a for a in actions if a.action == "keeper_action"}
    if "shamble" in listed and not s.monster_moves and _closer(s, dist):
        return command(listed["shamble"], rng)
    if s.monster_moves:
        return None  # the moves first
    for card in SUMMONS:
        if card in listed and not s.monsters and s.threat > CONTENT.keeper_actions[card].cost:
            return command(listed[card], rng)
    if "whispers" in listed and len(s.hand) < HAND and s.threat > CONTENT.keeper_actions["whispers"].cost:
        return command(listed["whispers"], rng)
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
    dist = distances(targets)
    chosen = _keeper_action(s, actions, dist, rng)
    if chosen is not None:
        return chosen
    for a in actions:
        if a.action != "move_monster" or not a.params:
            continue
        monster = next((m for m in s.monsters if m.uid == a.fixed["monster"]), None)
        now = dist.get(monster.space, FAR) if monster is not None else FAR
        best = min((c.value for c in a.params[0].choices), key=lambda v: dist.get(str(v), FAR))
        if dist.get(str(best), FAR) < now:
            return command(a, rng, space=best)
    a = first(actions, "monster_attack")  # step 5 once the moves are made (L52, L59: the steps are ordered)
    if a is not None:
        return command(a, rng)
    return fallback(actions, rng)
