"""Item cards used in the players' turn (LA-5, LA-6, L737-739): the Molotov, the only item mission 0
can hold (its loot token, MV-22).

The rulebook names the Molotov and says it sets fire (L1500) but prints no effect (inventory 4.4:
designed). Designed here, with the throw's rules (R-F-28): a hex within range 3 with a line not
blocked by a wall, then Enflammer 1 on it (ST-6, R-F-29: 1 fire damage to every unit in radius 1 and
fire on those hexes; fire is no direct action, so no madness token, MD-5). No die is rolled. LA-6:
the hex may not hold another character (the fire may still reach one beside it), nor the thrower's.
"""

from __future__ import annotations

from typing import NamedTuple

from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.combat import line, occupant, position
from domain.games.farcry.evolve_combat import Work, character
from domain.games.farcry.hexes import Hex, distance
from domain.games.farcry.rules import board_of, limited_left, parse_hex
from domain.games.farcry.state import FarCryState
from domain.games.farcry.statuses import ignite


class ThrownItem(NamedTuple):
    name: str
    reach: int
    fire: int


MOLOTOV = ThrownItem(name="Molotov", reach=3, fire=1)
"""Designed: thrown like a melee weapon (range 3, R-F-28), Enflammer 1 (L1430)."""
ITEMS: dict[str, ThrownItem] = {"molotov": MOLOTOV}


def targets(s: FarCryState, who: str, item: str) -> list[Hex]:
    """The hexes ``who`` may use ``item`` on now (empty when it may not be used at all)."""
    c = character(s, who)
    here = position(s, who)
    spec = ITEMS.get(item)
    if c is None or here is None or spec is None or item not in c.items or not limited_left(c, "item"):
        return []
    out = []
    for at in sorted(board_of(s.mission).terrain):
        if at == here or distance(here, at) > spec.reach or not line(s, here, at).clear:
            continue
        someone = occupant(s, at)
        if someone is not None and someone != who and character(s, someone) is not None:
            continue  # LA-6: never on another character
        out.append(at)
    return out


def use_item(s: FarCryState, c: cmd.UseItem) -> list[Event]:
    """LA-5, LA-6 (L737-739): the card's effect, then the card to the discard."""
    me = character(s, c.character)
    if me is None or c.item not in me.items:
        raise RuleViolation("no_such_item", f"{c.character} n'a pas / has no {c.item}.", rule="LA-5")
    if not limited_left(me, "item"):
        raise RuleViolation("limited_action_used", "item: une fois par tour / once per turn.", rule="LA-5")
    spec = ITEMS.get(c.item)
    if spec is None:
        raise RuleViolation("not_available", f"{c.item}: pas encore / not available yet.", rule="LA-5")
    at = parse_hex(c.at)
    if at not in targets(s, c.character, c.item):
        other = occupant(s, at)
        if other is not None and other != c.character and character(s, other) is not None:
            raise RuleViolation(
                "not_on_a_character", "Jamais sur un autre personnage / never on another character.", rule="LA-6"
            )
        raise RuleViolation(
            "out_of_reach",
            f"Portée {spec.reach} sans mur / range {spec.reach}, no wall in the way.",
            rule="R-F-28",
        )
    work = Work(s)
    work.emit(ev.ItemUsed(character=c.character, item=c.item, at=at))
    ignite(work, at, spec.fire)
    return work.events
