"""Allies (AL-1..AL-4, L601-609) and who is an enemy, who is a unit (ST-5, ST-12, L1428, L1448).

A unit's side is on its board (`content.schema.Unit.side`). Controlled allies are decided by the
players and act in the players' turn: any seat with a character in play may command one, first come
first served, like a character without a seat (AL-2, R-F-12); they never hold the turn up. They are
not in the enemy chain. Autonomous allies sit in the chain by rank and play their instructions in the
enemies' turn (AL-3, `enemy_turn`). Enemies target both kinds when their criterion names allies
(AL-4, R-F-32). Controlled allies trigger zones of control and may pay careful-move MP (R-F-18).
"""

from __future__ import annotations

from domain.contract import LegalAction, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import rules, sentences
from domain.games.farcry.content import CONTENT
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.language import both
from domain.games.farcry.state import FarCryState, UnitState
from domain.games.farcry.tactical import bunker, combat
from domain.games.farcry.tactical.hexes import Hex, adjacent
from domain.games.farcry.tactical.paths import CAREFUL_MP, FIRE_DAMAGE, STEP_MP, _moves_from
from domain.games.farcry.tactical.statuses import damage
from domain.games.farcry.tactical.traps import stepped_on
from domain.rng import Rng


def is_enemy(unit: str) -> bool:
    """ST-5 (L1428): every unit that is not a player or an ally (human enemies, dogs, wild animals)."""
    return CONTENT.units[unit].side == "enemy"


def is_controlled(unit: str) -> bool:
    """AL-2 (L605): "Allié contrôlé" on its board."""
    return CONTENT.units[unit].side == "controlled_ally"


def units(s: FarCryState) -> list[str]:
    """ST-12 (L1448): every unit on the board: the characters, then enemies, animals and allies."""
    out = [c.character for c in s.characters if c.at is not None and not c.exited]
    return out + [u.uid for u in s.units if u.at is not None]


def controlled(s: FarCryState) -> list[UnitState]:
    """The controlled allies the players may command now (on the board, free, not stunned)."""
    return [u for u in s.units if is_controlled(u.unit) and u.at is not None and not u.stunned and not u.caged]


def mp_left(u: UnitState) -> int:
    return CONTENT.units[u.unit].mp - u.mp_spent


def commanding(s: FarCryState, seat: int | None, uid: str) -> UnitState:
    """The checks every ally command shares: the players' turn, a seat still in play, a controlled ally."""
    if s.phase != "mission" or s.step != "players":
        raise RuleViolation(
            "not_players_turn", "Ce n'est pas le tour des joueurs / not the players' turn.", rule="AL-2", status=409
        )
    if seat is None or seat not in rules.seats_in_play(s):
        raise RuleViolation("not_a_player", f"Seat {seat} commands no one now.", rule="R-F-12", status=403)
    u = next((x for x in controlled(s) if x.uid == uid), None)
    if u is None:
        choices = ", ".join(x.uid for x in controlled(s)) or "none"
        raise RuleViolation(
            "not_a_controlled_ally",
            f"{uid} n'est pas un allié contrôlé / is not a controlled ally (allies: {choices}).",
            rule="AL-2",
        )
    return u


def _zones_left(s: FarCryState, here: Hex, to: Hex) -> list[str]:
    """Human enemies whose zone of control ``here`` is in and ``to`` is not (MV-14, R-F-18)."""
    return [uid for at, uid in sorted(rules.zone_sources(s).items()) if adjacent(here, at) and not adjacent(to, at)]


def handle_move(f: Flow, seat: int | None, c: cmd.AllyMove, rng: Rng) -> None:
    """AL-2: a controlled ally's standard moves, 1 MP each, within its board's MP; zones of control
    left attack first unless paid for (R-F-17, R-F-18); fire walked into burns (R-F-14)."""
    u = commanding(f.s, seat, c.ally)
    if u.blocage:
        raise RuleViolation("blocked", f"{c.ally} is blocked this turn / est bloqué ce tour.", rule="ST-4")
    if not c.path:
        raise RuleViolation("empty_path", "A move needs at least one hex / un hexagone au moins.", rule="MV-2")
    assert seat is not None
    for to in c.path:
        u = commanding(f.s, seat, c.ally)
        assert u.at is not None
        if to == bunker.ally_crossing(f.s, u):  # M6 (L2073, R-F-57): through a bunker door, 2 MP
            bunker.ally_cross(f, seat, u, to)
            continue
        steps = {h for kind, h, _, _ in _moves_from(rules.ground_now(f.s), u.at, rules.occupied(f.s, but=u.uid), False)}
        if to not in steps or not adjacent(u.at, to):
            raise RuleViolation(
                "illegal_move", f"{c.ally} cannot step to {rules.hex_key(to)} / ne peut pas y aller.", rule="MV-2"
            )
        left = _zones_left(f.s, u.at, to)
        paid = left if c.careful else []
        cost = STEP_MP + CAREFUL_MP * len(paid)
        if cost > mp_left(u):
            raise RuleViolation(
                "not_enough_mp", f"{cost} PM nécessaires, {mp_left(u)} restants / MP left {mp_left(u)}.", rule="AL-2"
            )
        provoked = [] if c.careful else left
        for enemy in provoked:
            f.emit(*combat.zoc_attack(f.s, enemy, u.uid, rng))
            if rules.unit(f.s, u.uid) is None:
                return
        f.emit(ev.AllyCommanded(ally=u.uid, seat=seat, mp=cost))
        f.emit(ev.Moved(who=u.uid, kind="step", path=[to], mp=cost, careful_for=paid, provoked=provoked))
        if to in rules.ground_now(f.s).fire:
            work = Work(f.s)
            damage(work, u.uid, FIRE_DAMAGE, "fire")
            f.emit(*work.events)
        if rules.unit(f.s, u.uid) is not None:
            stepped_on(f, rng, u.uid, to)  # MV-25 mines, TI-13 nests
        if rules.unit(f.s, u.uid) is None:
            return


def handle_attack(f: Flow, seat: int | None, c: cmd.AllyAttack, rng: Rng) -> None:
    """AL-2, R-F-6: one attack per board weapon per players' turn, with the weapon's range and line."""
    u = commanding(f.s, seat, c.ally)
    assert seat is not None
    if c.weapon in u.used:
        raise RuleViolation("weapon_used", f"{c.weapon} has already attacked this turn / a déjà servi.", rule="R-F-6")
    events = combat.attack(f.s, u.uid, c.weapon, "single", [c.target], rng)
    f.emit(ev.AllyCommanded(ally=u.uid, seat=seat, weapon=c.weapon))
    f.emit(*events)


def legal(s: FarCryState, seat: int) -> list[LegalAction]:
    """What ``seat`` may have a controlled ally do now (listed for every seat in play, R-F-12): each
    single step it can pay for (careful when it leaves a zone of control) and each attack `decide`
    accepts."""
    if s.result is not None or s.step != "players" or seat not in rules.seats_in_play(s):
        return []
    pid = f"r{s.round}.{s.step}"
    out: list[LegalAction] = []
    for u in controlled(s):
        assert u.at is not None
        name = CONTENT.units[u.unit]
        if not u.blocage:
            taken = rules.occupied(s, but=u.uid)
            for kind, to, _, _ in _moves_from(rules.ground_now(s), u.at, taken, False):
                careful = bool(_zones_left(s, u.at, to))
                cost = STEP_MP + CAREFUL_MP * len(_zones_left(s, u.at, to))
                if kind != "step" or not adjacent(u.at, to) or cost > mp_left(u):
                    continue
                key = rules.hex_key(to)
                out.append(
                    LegalAction(
                        "ally_move",
                        both(f"{name.fr} : aller en {key}", f"{name.en}: move to {key}"),
                        [],
                        {"ally": u.uid, "path": [list(to)], "careful": careful},
                        pid,
                    )
                )
            through = bunker.ally_crossing(s, u)
            if through is not None:  # M6 (L2073, R-F-57): to the other zone, 2 MP
                key = rules.hex_key(through)
                label = both(f"{name.fr} : passer la porte vers {key}", f"{name.en}: through the door to {key}")
                out.append(
                    LegalAction("ally_move", label, [], {"ally": u.uid, "path": [list(through)], "careful": False}, pid)
                )
        for weapon in name.weapons:
            if weapon in u.used:
                continue
            for other in s.units:
                if other.at is None or not is_enemy(other.unit):
                    continue
                try:
                    combat.check(s, u.uid, weapon, "single", [other.at])
                except RuleViolation:
                    continue
                out.append(
                    LegalAction(
                        "ally_attack",
                        both(
                            f"{name.fr} attaque {sentences.who(other.uid, 'fr')}",
                            f"{name.en} attacks {sentences.who(other.uid, 'en')}",
                        ),
                        [],
                        {"ally": u.uid, "weapon": weapon, "target": list(other.at)},
                        pid,
                    )
                )
    return out
