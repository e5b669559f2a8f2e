"""Accessories in missions (INV-10..INV-13, L400-412): what an accessory attached to a weapon changes
whenever that weapon attacks or is reloaded. Attaching and moving them is done between missions (the
preparation phase, issue 21); a save carries them on its weapons and they stay there all mission.

Designed effects (the cards are lost; two are named at L412): the extended magazine adds 2 to the
magazine (LA-9 counts it, L751); the laser sight upgrades the attack die against a target within
range 3; the scope starts a long-range die change 2 hexes farther and lowers a sniper rifle's minimum
range by 1; the compensator makes auto fire degrade from the second extra target (as Tour humaine).
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.games.farcry.content import CONTENT


def _amount(accessories: Sequence[str], effect: str) -> int:
    return sum(
        CONTENT.accessories[a].amount
        for a in accessories
        if a in CONTENT.accessories and CONTENT.accessories[a].effect == effect
    )


def capacity_of(weapon: str, accessories: Sequence[str]) -> int | None:
    """The magazine with its accessories (LA-9, L751: "en tenant compte des accessoires")."""
    base = CONTENT.weapons[weapon].capacity
    return None if base is None else base + _amount(accessories, "capacity")


def laser_reach(accessories: Sequence[str]) -> int:
    """The range within which a laser sight upgrades the attack die (0: none)."""
    return _amount(accessories, "laser")


def scope_reach(accessories: Sequence[str]) -> int:
    """How much farther a long-range die change starts (and 1 off a sniper's minimum) with a scope."""
    return _amount(accessories, "scope")


def compensated(accessories: Sequence[str]) -> bool:
    return _amount(accessories, "compensator") > 0
