"""The machine-gun seat (TI-2, L2177-2191), first on a board in mission 6 (L2057: an Assailant on it).

As printed: a unit enters the seat when nobody is in it, from an adjacent hex, for 1 MP (the
"interact" command on the tile, `take_seat`); it leaves for 1 MP and then steps to an adjacent hex
(the "climb_down" command, 2 MP in all, `leave_seat`); a seated player equips the Machine-gun card as
a weapon and never reloads it; a seated enemy fires it as its main weapon instead of its own
(`combat.hand`, `targeting.strike`). Designed (domain/games/farcry/README.md, mission 6):

* The Machine-gun card is the weapon ``mounted_machine_gun`` (its numbers designed); a seated
  character attacks with it only (the seat holds their hands), so every kill of a seated character is a
  machine-gun kill ("Tenez la position !", `state.Kill.seated`).
* A seated enemy stays in its seat: its move and take-cover instructions are skipped.

The gun's 6 HP and the occupant's cover (L2183-2191):

* The seated unit is in cover against every ranged attack (L2183): the cover die is rolled whatever
  the line (`combat.roll_target`, `combat.rolls_cover`), and a shield sends the hit to the gun itself
  (R-F-23: the cover nearest the target, the one it sits in), which takes the weapon's damage as damage
  tokens (`TileDamaged`). The gun can also be shot at directly when nobody sits in it (R-F-24).
* At 6 damage or more (L2191) the gun is unusable for the rest of the mission (`seat_at` is false, the
  seat is no longer offered, the card is gone): its occupant is put on the first free adjacent hex in
  board order (designed; a placement for 0 MP, `GunBroken`, which also boxes a character's card), and
  the tile stays as a plain cover (`tiles.gun_broken`).
"""

from __future__ import annotations

from domain.contract import RuleViolation
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_bunker import gun_seat
from domain.games.farcry.state import CharacterState, FarCryState
from domain.games.farcry.tactical.hexes import Hex, adjacent

SEAT = "machine_gun"
SEAT_MP = 1
"""L2179: taking the seat costs 1 MP."""
LEAVE_MP = 2
"""L2179: 1 MP to leave the seat, then the step to an adjacent hex (1 MP)."""


def seat_at(s: FarCryState, at: Hex | None) -> bool:
    """A machine-gun seat that can be used: the gun holds fewer than 6 damage (L2185)."""
    return gun_seat(s, at)


def seated(s: FarCryState, who: str) -> bool:
    """Whether the character or unit ``who`` sits in a machine-gun seat."""
    c = next((c for c in s.characters if c.character == who), None)
    if c is not None:
        return seat_at(s, c.at)
    u = next((u for u in s.units if u.uid == who), None)
    return u is not None and seat_at(s, u.at)


def free(s: FarCryState, at: Hex) -> bool:
    """L2179: the seat may be taken when no unit is in it (and the gun still works, L2191)."""
    return seat_at(s, at) and at not in rules.occupied(s)


def take_seat(f: Flow, me: CharacterState, at: Hex) -> None:
    if not rules.can_move(me):
        raise RuleViolation("blocked", f"{me.character} is blocked this turn / est bloqué ce tour.", rule="ST-4")
    f.emit(ev.ObjectUsed(character=me.character, at=at, kind=SEAT, mp=SEAT_MP))
    f.emit(ev.SeatTaken(character=me.character, at=at))


def down_options(s: FarCryState, c: CharacterState) -> list[Hex]:
    """Free adjacent hexes a seated character may step down to with 2 MP (L2179)."""
    if not seat_at(s, c.at) or c.at is None or c.mp < LEAVE_MP or not rules.can_move(c):
        return []
    ground = rules.ground_now(s)
    taken = rules.occupied(s, but=c.character)
    return sorted(
        h
        for h in ground.hexes
        if adjacent(h, c.at) and ground.walkable(h) and h not in taken and ground.crossable(c.at, h)
    )


def leave_check(s: FarCryState, c: CharacterState, to: Hex) -> None:
    if to not in down_options(s, c):
        raise RuleViolation("illegal_move", "Une case adjacente libre, 2 PM / a free adjacent hex, 2 MP.", rule="TI-2")
