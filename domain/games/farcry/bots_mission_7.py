"""The heuristic's additions for a mission whose boss must die (mission 7, "Revanche", L2077-2165).

`bots` asks this policy for a bonus on each target it scores (`target_bonus`): Vaas Montenegro, whose
death wins the mission, outweighs any other target, and the Silver Dragon's blow at him is worth most
("Ça tue les légendes, tu disais ?", L2093). When nothing is worth a shot, a character steps towards
Vaas to get him in range (`chase`) rather than towards the nearest enemy, keeping out of reach of the
others as `bots` does. It changes nothing in another mission (every hook returns the neutral value).
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from domain.contract import Command, LegalAction
from domain.games.farcry.content import CONTENT
from domain.games.farcry.state import CharacterState, FarCryState, UnitState

if TYPE_CHECKING:
    from domain.games.farcry import bots as base
else:
    base = None
"""The heuristic's module (`bots`), bound by it when it loads (`bind`): the imports stay one way."""


def bind(module: ModuleType) -> None:
    globals()["base"] = module


BOSS_FOCUS = 6.0
"""What a shot at the mission's boss adds to its score (its death is the primary objective)."""

DRAGON_BLOW = 2.0
"""What the Silver Dragon adds to a blow at the boss (the third objective)."""

CHASE_STOP = 3
"""How near the boss a character steps when nothing is worth a shot (within most weapons' range)."""


def boss_of(s: FarCryState) -> str | None:
    """The unit board of the boss a mission-7-like mission is won by killing (its ruse taker)."""
    m = CONTENT.missions[s.mission]
    if not m.ruse_faces:
        return None
    return next((o.unit for o in m.objectives if o.primary and o.code == "kill_unit"), None)


def target_bonus(s: FarCryState, action: LegalAction, u: UnitState) -> float:
    """The bonus of a shot at ``u``: 0 in other missions and at any unit but the boss."""
    boss = boss_of(s)
    if boss is None or u.unit != boss:
        return 0.0
    return BOSS_FOCUS + (DRAGON_BLOW if action.fixed.get("weapon") == "silver_dragon" else 0.0)


def chase(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """A step towards the boss (no damage, no free attack on the way), else ``None``."""
    boss = boss_of(s)
    at = next((u.at for u in s.units if u.unit == boss and u.at is not None), None)
    if boss is None or at is None or c.attacked:
        return None
    for a in by.get("move_to", []):
        if not a.fixed.get("careful"):
            move = base._toward(s, c, a, [at], CHASE_STOP)
            if move is not None:
                return move
    return None
