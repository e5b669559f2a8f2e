"""A player's Amanites free attack (R-F-42, TI-12): the command that answers it, then the units' owed
attacks and the enemies' turn paused for them (`enemy_turn.play`).

Above both `amanites` (what the tile does) and `enemy_turn` (which walks onto it), so neither imports
the other in a circle.
"""

from __future__ import annotations

from domain.contract import RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.context import Flow
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical import combat
from domain.games.farcry.tactical.amanites import owed_player, resolve_units
from domain.games.farcry.tactical.enemy_turn import play
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng


def handle(f: Flow, seat: int | None, command: object, rng: Rng) -> None:
    """While a player's free attack is owed, the only commands are that character's free attack
    (an `attack`, single or thrown) or `pass_free_attack`; then the other owed attacks follow and an
    enemies' turn paused for them goes on."""
    who = owed_player(f.s)
    if who is None:
        raise RuleViolation("no_free_attack", "Aucune attaque gratuite due / no free attack owed.", "R-F-42", 409)
    owner = rules.character(f.s, who)
    named = getattr(command, "character", None)
    if not isinstance(command, cmd.Attack | cmd.PassFreeAttack) or named != who:
        raise RuleViolation(
            "free_attack_pending",
            f"{who} fait d'abord son attaque gratuite des Amanites / {who} makes the Amanites' free attack first.",
            rule="R-F-42",
            status=409,
        )
    rules.controls(f.s, seat, owner)
    if isinstance(command, cmd.Attack):
        if command.mode not in ("single", "throw"):
            raise RuleViolation("free_attack_mode", "Un tir simple ou un lancer / a single shot or a throw.", "R-F-42")
        at = [_target(f.s, t) for t in command.targets]
        f.emit(*combat.attack(f.s, who, command.weapon, command.mode, at, rng, free=True))
    f.emit(ev.FreeAttackResolved(who=who, passed=isinstance(command, cmd.PassFreeAttack)))
    resolve_units(f, rng)
    paused = f.s.paused
    if paused is not None and owed_player(f.s) is None and not f.over and not f.s.reactions:
        f.emit(ev.ChainResumed(uid=paused.uid))
        if rules.unit(f.s, paused.uid) is not None:
            play(f, rng, paused.uid, paused.step, paused.mp)
        else:
            f.emit(ev.UnitFinished(uid=paused.uid))


def _target(s: FarCryState, t: cmd.AttackTarget) -> Hex:
    at = combat.position(s, t.unit) if t.unit is not None else t.at
    if at is None:
        raise RuleViolation("bad_target", "Cible introuvable / no such target on the board.", rule="CB-5")
    return at
