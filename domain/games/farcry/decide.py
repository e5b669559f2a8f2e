"""`handle(...)`: the command-type → handler table, then the round loop the server plays by itself.

The players' turn is simultaneous (PT-2, R-F-3, R-F-12): any seat acts for a character it controls,
in any order, first come first served; each command is one whole action (PT-4), decided on a scratch
copy. After every action `flow.settle` checks the round board's conditions and the mission's end,
and when every character still in play is done plays the end of the turn, the enemies' turn and
the next round. An attack is decided by `combat.attack`; the other combat commands (takedown,
talents, impulse, answering an enemy's tie) are refused as not available until their handlers join
`HANDLERS`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Command, Event, RuleViolation
from domain.games.farcry import combat, flow, inventory, movement, rules
from domain.games.farcry import commands as cmd
from domain.games.farcry.context import Flow
from domain.games.farcry.hexes import Hex
from domain.games.farcry.state import FarCryState
from domain.rng import Rng

Handler = Callable[[Flow, int | None, Any, Rng], None]


def handle_attack(f: Flow, seat: int | None, c: cmd.Attack, rng: Rng) -> None:
    """LA-25, CB-1..CB-29, R-F-6: one weapon's attack, decided by `combat.attack` (targets by unit or hex)."""
    me = rules.acting(f.s, seat, c.character)
    targets: list[Hex] = []
    for t in c.targets:
        at = Hex(*t.at) if t.at is not None else None
        if t.unit is not None:
            found = next((x.at for x in f.s.characters if x.character == t.unit), None)
            found = found or next((u.at for u in f.s.units if u.uid == t.unit), None)
            if found is None:
                raise RuleViolation("bad_target", f"No unit {t.unit!r} on the board / unité absente.", rule="CB-5")
            at = found
        if at is None:
            raise RuleViolation("bad_target", "Name a unit or a hex / nommez une unité ou un hex.", rule="CB-5")
        targets.append(at)
    f.emit(*combat.attack(f.s, me.character, c.weapon, c.mode, targets, rng))


HANDLERS: dict[type[Command], Handler] = {
    cmd.Step: movement.handle_step,
    cmd.MoveTo: movement.handle_move_to,
    cmd.Jump: movement.handle_jump,
    cmd.ZipLine: movement.handle_zip,
    cmd.Interact: inventory.handle_interact,
    cmd.PickUp: inventory.handle_pick_up,
    cmd.SwitchWeapons: inventory.handle_switch,
    cmd.Reload: inventory.handle_reload,
    cmd.Give: inventory.handle_give,
    cmd.AnswerOffer: inventory.handle_answer,
    cmd.Bandage: inventory.handle_bandage,
    cmd.EndTurn: inventory.handle_end_turn,
    cmd.Attack: handle_attack,
}
"""The extension point: `cmd.Takedown`, `cmd.UseTalent`, `cmd.Impulse` and `cmd.Choose` come next."""


def handle(state: FarCryState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
    if state.phase != "mission" or state.result is not None:
        raise RuleViolation("match_finished", "La mission est finie / the mission is over.", status=409)
    handler = HANDLERS.get(type(command))
    if handler is None:
        raise RuleViolation(
            "not_available",
            f"{type(command).__name__}: pas encore dans cette version / not available yet.",
            rule="issue 14",
        )
    f = Flow(state)
    handler(f, seat, command, rng)
    flow.settle(f, rng)
    return f.events
