"""The players' movement actions (inventory 2.5): standard and careful steps, jumps, zip lines.

Each movement is checked against the board as it is now (the scratch state folds every step), so a
path through fire takes its damage hex by hex and a K.O. stops the rest (R-F-17). Leaving a human
enemy's zone of control is paid for (careful move, MV-16) or provokes that enemy's free attack
(MV-14), resolved before the character leaves (`combat.zoc_attack`, R-F-17). Damage goes through
`statuses.damage`, so a K.O., a death or a stress attack follows as in combat.
"""

from __future__ import annotations

from collections.abc import Collection

from domain.contract import RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical import acid, combat, machine_gun, watchtower
from domain.games.farcry.tactical.combat_actions import attack_shift
from domain.games.farcry.tactical.hexes import Hex, adjacent, neighbours
from domain.games.farcry.tactical.paths import (
    CAREFUL_MP,
    FIRE_DAMAGE,
    JUMP_MP,
    STEP_MP,
    ZIP_MP,
    Move,
    MoveKind,
    _moves_from,
)
from domain.games.farcry.tactical.statuses import Source, damage
from domain.games.farcry.tactical.traps import stepped_on
from domain.rng import Rng

ZIP_IMPACT = 1
"""MV-13, R-F-16 (L669): 1 damage to each unit on or beside the arrival hex."""

Careful = Collection[str] | bool
"""Enemies (uids) whose zone is left safely by paying 1 MP each; ``True``: every one."""


def hurt(f: Flow, who: str, amount: int, source: Source, by: str | None = None) -> None:
    """Damage through `statuses.damage` (K.O., deaths, animals fleeing, combat stress, madness tokens)."""
    work = Work(f.s)
    damage(work, who, amount, source, by)
    f.emit(*work.events)


def _left(s: FarCryState, here: Hex, to: Hex, careful: Careful) -> tuple[list[str], list[str]]:
    """(paid, provoked) enemy uids whose zone ``here`` is in and ``to`` is not (MV-14, MV-15, MV-16)."""
    paid: list[str] = []
    provoked: list[str] = []
    for at, uid in sorted(rules.zone_sources(s).items()):
        if adjacent(here, at) and not adjacent(to, at):
            chosen = careful if isinstance(careful, bool) else uid in careful
            (paid if chosen else provoked).append(uid)
    return paid, provoked


def single_moves(s: FarCryState, name: str, here: Hex) -> list[tuple[MoveKind, Hex, int, int]]:
    """(kind, destination, MP, damage) of every single step, jump or ride ``name`` may start from ``here``."""
    return _moves_from(rules.ground_now(s), here, rules.occupied(s, but=name), True)


def _go(f: Flow, rng: Rng, name: str, kind: MoveKind, to: Hex, mp: int, careful: Careful) -> None:
    """One movement: pay, let provoked zones attack first, move, burn on fire (R-F-14), set off a mine
    or a Komodo nest (MV-25, TI-13)."""
    c = rules.character(f.s, name)
    assert c.at is not None
    paid, provoked = _left(f.s, c.at, to, careful)
    cost = mp + CAREFUL_MP * len(paid)
    if cost > c.mp:
        raise RuleViolation(
            "not_enough_mp", f"{cost} PM nécessaires, {c.mp} restants / {cost} MP needed, {c.mp} left.", rule="PT-7"
        )
    for enemy in provoked:
        f.emit(*combat.zoc_attack(f.s, enemy, name, rng))
        if not rules.in_play(rules.character(f.s, name)):
            return
    f.emit(ev.Moved(who=name, kind=kind, path=[to], mp=cost, careful_for=paid, provoked=provoked))
    if to in rules.ground_now(f.s).fire:
        hurt(f, name, FIRE_DAMAGE, "fire")
    if rules.in_play(rules.character(f.s, name)):
        stepped_on(f, rng, name, to)  # MV-25 mines, TI-13 nests


def _not_up(s: FarCryState, at: Hex) -> None:
    if machine_gun.seat_at(s, at):
        raise RuleViolation("seated", "Quittez le siège (2 PM) / leave the seat first (2 MP).", rule="TI-2")
    if watchtower.up(s, at):
        raise RuleViolation(
            "in_tower", "Descendez de la tour (2 PM) ou prenez la tyrolienne / climb down or zip.", rule="TI-9"
        )


def climb(f: Flow, rng: Rng, name: str, tower: Hex) -> None:
    """TI-9 (L2243): into a free adjacent watchtower for 2 MP, a movement action."""
    watchtower.climb_check(f.s, rules.character(f.s, name), tower)
    _go(f, rng, name, "climb", tower, watchtower.CLIMB_MP, [])


def handle_climb_down(f: Flow, seat: int | None, c: cmd.ClimbDown, rng: Rng) -> None:
    """TI-9 (L2255): out of the watchtower to a free adjacent hex for 2 MP."""
    _mover(f, seat, c.character)
    me = rules.character(f.s, c.character)
    if machine_gun.seat_at(f.s, me.at):  # TI-2 (L2179): 1 MP to leave the seat, 1 MP the step
        to = Hex(*c.to)
        machine_gun.leave_check(f.s, me, to)
        f.emit(ev.SeatLeft(character=c.character))
        _go(f, rng, c.character, "step", to, machine_gun.LEAVE_MP, [])
        return
    to = watchtower.down_check(f.s, me, c)
    _go(f, rng, c.character, "climb", to, watchtower.CLIMB_MP, [])


def _mover(f: Flow, seat: int | None, name: str) -> None:
    c = rules.acting(f.s, seat, name)
    if not rules.can_move(c):
        raise RuleViolation("blocked", f"{name} is blocked this turn / est bloqué ce tour.", rule="ST-4")


def step(f: Flow, rng: Rng, name: str, to: Hex, careful: Careful) -> None:
    """MV-2..MV-5, MV-16: 1 MP into a free adjacent hex a standard move may enter."""
    c = rules.character(f.s, name)
    assert c.at is not None
    _not_up(f.s, c.at)
    if ("step", to) not in {(k, h) for k, h, _, _ in single_moves(f.s, name, c.at)}:
        raise RuleViolation(
            "illegal_move", f"{name} cannot step to {rules.hex_key(to)} / ne peut pas y aller.", rule="MV-2"
        )
    _go(f, rng, name, "step", to, STEP_MP, careful)


def jump(f: Flow, rng: Rng, name: str, over: Hex, careful: Careful) -> None:
    """MV-9, MV-10, R-F-13: 3 MP over one adjacent obstacle or danger to the hex straight beyond."""
    c = rules.character(f.s, name)
    assert c.at is not None
    _not_up(f.s, c.at)
    beyond = Hex(2 * over.q - c.at.q, 2 * over.r - c.at.r)
    if not adjacent(c.at, over) or ("jump", beyond) not in {(k, h) for k, h, _, _ in single_moves(f.s, name, c.at)}:
        raise RuleViolation("illegal_jump", f"No jump over {rules.hex_key(over)} / saut impossible.", rule="R-F-13")
    _go(f, rng, name, "jump", beyond, JUMP_MP, careful)


def _push_to(s: FarCryState, who: str, at: Hex, arrival: Hex) -> list[Hex]:
    """R-F-16: a free adjacent hex a standard move could enter, or a chasm or fire hex; never the arrival."""
    g = rules.ground_now(s)
    taken = rules.occupied(s)
    return [
        h
        for h in neighbours(at)
        if h != arrival and h not in taken and g.crossable(at, h) and (g.walkable(h) or h in g.pits)
    ]


def zip_line(
    f: Flow, rng: Rng, name: str, pushes: dict[str, Hex], avoid: Collection[Hex] = (), careful: Careful = ()
) -> None:
    """MV-11, MV-13, R-F-16: 1 MP from a zip-line start to its end; each unit on or beside the arrival
    takes 1 damage and is pushed where the rider says (else the first free hex counter-clockwise from
    east not in ``avoid``, designed: `move_to` keeps the rest of its route clear); pushed into a chasm it
    dies (R-F-14). Leaving zones of control, the rider pays 1 MP for each enemy in ``careful`` and the
    others attack (MV-16, L683-685: a zip line is a movement like any other)."""
    s = f.s
    c = rules.character(s, name)
    assert c.at is not None
    end = rules.ground_now(s).zip_lines.get(c.at)
    if end is None:
        raise RuleViolation("no_zip_line", "Pas de départ de tyrolienne ici / no zip-line start here.", rule="MV-11")
    if c.mp < ZIP_MP:
        raise RuleViolation("not_enough_mp", "1 PM nécessaire / 1 MP needed.", rule="MV-11")
    for at in _impact_hexes(s, name, end):
        impact = _impact(f, name, at, end)
        if impact is None:
            continue
        who, options = impact
        wanted = pushes.get(who)
        if wanted is not None and wanted not in options:
            raise RuleViolation("illegal_push", f"{who} cannot be pushed to {rules.hex_key(wanted)}.", rule="R-F-16")
        clear = [h for h in options if h not in avoid] or options
        target = wanted if wanted is not None else (clear[0] if clear else None)
        if target is not None:
            _push(f, who, target, name)
    if rules.who_at(f.s, end) is not None:
        raise RuleViolation("arrival_occupied", "L'arrivée reste occupée / the arrival stays occupied.", rule="R-F-16")
    _go(f, rng, name, "zip", end, ZIP_MP, careful)


def _impact_hexes(s: FarCryState, name: str, end: Hex) -> list[Hex]:
    """The arrival and the hexes around it holding a unit as the ride starts, in the order hit."""
    return [h for h in (end, *neighbours(end)) if rules.who_at(s, h) not in (None, name)]


def _impact(f: Flow, name: str, at: Hex, end: Hex) -> tuple[str, list[Hex]] | None:
    """R-F-16: 1 damage to the unit on ``at``; if it still stands there, it and the hexes it may be
    pushed to (``None``: nobody left to push)."""
    who = rules.who_at(f.s, at)
    if who is None:
        return None
    hurt(f, who, ZIP_IMPACT, "zip_impact", name)
    if rules.who_at(f.s, at) != who or not _standing(f.s, who):
        return None
    return who, _push_to(f.s, who, at, end)


def _push(f: Flow, who: str, to: Hex, by: str) -> None:
    f.emit(ev.Moved(who=who, kind="step", path=[to], mp=0))
    if to in acid.acid_now(f.s):
        acid.sink(f, who, by)  # TI-16, R-F-16: the zip-liner's push into the acid (M4's "Melting pot")
    elif to in rules.ground_now(f.s).pits:
        _fall(f, who, by)


def push_plans(s: FarCryState, name: str) -> list[dict[str, Hex]]:
    """Every set of pushes the rider may name for the ride from here (R-F-16, L669: "dans la direction
    de votre choix"): each unit still standing after the impact, in the order the ride hits them, into
    each hex it may be pushed to once the earlier ones are pushed; only plans that free the arrival."""
    c = rules.character(s, name)
    end = None if c.at is None else rules.ground_now(s).zip_lines.get(c.at)
    if end is None or c.mp < ZIP_MP:
        return []
    hexes = _impact_hexes(s, name, end)
    plans: list[dict[str, Hex]] = []

    def go(f: Flow, i: int, plan: dict[str, Hex]) -> None:
        if i == len(hexes):
            if rules.who_at(f.s, end) is None:
                plans.append(plan)
            return
        impact = _impact(f, name, hexes[i], end)
        if impact is None or not impact[1]:
            go(f, i + 1, plan)
            return
        who, options = impact
        for to in options:
            branch = Flow(f.s)
            _push(branch, who, to, name)
            go(branch, i + 1, {**plan, who: to})

    go(Flow(s), 0, {})
    return plans


def _standing(s: FarCryState, who: str) -> bool:
    u = rules.unit(s, who)
    if u is not None:
        return not u.stunned
    return rules.in_play(rules.character(s, who))


def _fall(f: Flow, who: str, by: str) -> None:
    """R-F-14: pushed into a chasm, a unit dies (a character is K.O. for the mission, R-F-47)."""
    u = rules.unit(f.s, who)
    hp = u.hp if u is not None else rules.character(f.s, who).hp
    hurt(f, who, hp, "fall", by)


# -- command handlers ------------------------------------------------------------------------------------


def handle_step(f: Flow, seat: int | None, c: cmd.Step, rng: Rng) -> None:
    _mover(f, seat, c.character)
    if not c.path:
        raise RuleViolation("empty_path", "Le chemin est vide / the path is empty.", rule="MV-2")
    for to in c.path:
        if not rules.in_play(rules.character(f.s, c.character)) or f.s.reactions:
            break  # K.O., or a reaction opened on the way (Coup de chance on a nest, TL-9): the path stops
        step(f, rng, c.character, Hex(*to), c.careful_for)


def handle_jump(f: Flow, seat: int | None, c: cmd.Jump, rng: Rng) -> None:
    _mover(f, seat, c.character)
    jump(f, rng, c.character, Hex(*c.over), c.careful_for)


ZIP_SHOT_SHIFT = -1
"""MV-12 (L667), R-F-15: the zip-line shot rolls a degraded die."""


def handle_zip(f: Flow, seat: int | None, c: cmd.ZipLine, rng: Rng) -> None:
    """MV-11..MV-13; with ``shoot_weapon`` and ``shoot_target`` (a unit id or ``"q,r"``), the one shot
    of R-F-15: single fire with an equipped one-hand weapon from the arrival hex, degraded die, no
    cover die, that weapon's attack for the turn (checked by `combat.check`: ammo, walls, R-F-6)."""
    _mover(f, seat, c.character)
    if (c.shoot_weapon is None) != (c.shoot_target is None):
        raise RuleViolation("zip_shot", "Arme et cible ensemble / a weapon and a target together.", rule="MV-12")
    weapon = None if c.shoot_weapon is None else CONTENT.weapons.get(c.shoot_weapon)
    if weapon is not None and weapon.hands != 1:
        raise RuleViolation("two_hand_weapon", "Arme à une main seulement / one-hand weapons only.", rule="MV-12")
    before = len(f.s.kills)
    _ride_and_shoot(f, c, rng)
    _zip_kills(f, c.character, before)


def _zip_kills(f: Flow, rider: str, before: int) -> None:
    """R-F-30 (M4's "Tuez depuis une tyrolienne", L1911): the enemies the rider's impact, push or shot
    killed, recorded only where an objective reads them (other missions' events stay as they were)."""
    if not any(o.code == "kill_from_zip_line" for o in CONTENT.missions[f.s.mission].objectives):
        return
    for k in f.s.kills[before:]:
        if k.by == rider and CONTENT.units[k.uid.rsplit("-", 1)[0]].side == "enemy":
            f.emit(ev.ZipLineKill(character=rider, victim=k.uid))


def _ride_and_shoot(f: Flow, c: cmd.ZipLine, rng: Rng) -> None:
    zip_line(f, rng, c.character, {p.unit: Hex(*p.to) for p in c.pushes}, careful=c.careful_for)
    me = rules.character(f.s, c.character)
    if c.shoot_weapon is None or c.shoot_target is None or not rules.in_play(me):
        return  # a rider K.O.'d by a free attack on leaving never shoots
    unit = rules.unit(f.s, c.shoot_target)
    at = unit.at if unit is not None else rules.parse_hex(c.shoot_target)
    if at is None:
        raise RuleViolation("bad_target", "Cible introuvable / no such target.", rule="CB-5")
    shift = attack_shift(me, f.s.round) + ZIP_SHOT_SHIFT
    f.emit(
        *combat.attack(f.s, c.character, c.shoot_weapon, "single", [at], rng, shift=shift, sure=me.lucky, no_cover=True)
    )


def zip_ride(s: FarCryState, name: str, pushes: dict[str, Hex] | None = None) -> Flow | None:
    """The ride ``name`` may take now with these pushes (default ones if ``None``), played on a copy
    (``None``: none)."""
    c = rules.character(s, name)
    if c.at is None or not rules.can_move(c) or rules.ground_now(s).zip_lines.get(c.at) is None:
        return None
    f = Flow(s)
    try:
        zip_line(f, Rng(0), name, pushes or {})
    except RuleViolation:
        return None
    return f


def zip_left(s: FarCryState, name: str) -> list[tuple[Hex, str]]:
    """(hex, uid) of the human enemies whose zone of control the ride from here leaves (MV-14), the
    enemies a careful rider may pay for (MV-16)."""
    c = rules.character(s, name)
    end = None if c.at is None else rules.ground_now(s).zip_lines.get(c.at)
    if c.at is None or end is None:
        return []
    return [
        (at, uid) for at, uid in sorted(rules.zone_sources(s).items()) if adjacent(c.at, at) and not adjacent(end, at)
    ]


def zip_shots(s: FarCryState, name: str, pushes: dict[str, Hex] | None = None) -> list[tuple[str, Hex]]:
    """(weapon, target hex after the ride) of every zip-line shot ``name`` may take now (R-F-15): the
    ride played on a copy with these pushes (no die decides where units end), then each unit or tile
    `combat.check` accepts for an equipped one-hand weapon from the arrival hex."""
    f = zip_ride(s, name, pushes)
    if f is None:
        return []
    me = rules.character(f.s, name)
    if not rules.in_play(me) or me.at is None:
        return []
    spots = sorted({u.at for u in f.s.units if u.at is not None and not u.stunned} | {t.at for t in f.s.tiles})
    spots += sorted(o.at for o in f.s.characters if o.at is not None and o.character != name and not o.exited)
    out = []
    for w in me.weapons:
        if w.place != "hand" or CONTENT.weapons[w.weapon].hands != 1:
            continue
        for at in spots:
            if at == me.at:
                continue
            try:
                combat.check(f.s, name, w.weapon, "single", [at])
            except RuleViolation:
                continue
            out.append((w.weapon, at))
    return out


def _still_open(s: FarCryState, name: str, move: Move) -> bool:
    """Whether the route's next movement is still one the board allows now."""
    here = rules.character(s, name).at
    if here is None:
        return False
    if move.kind == "zip":
        return True
    return (move.kind, move.to) in {(k, h) for k, h, _, _ in single_moves(s, name, here)}


def handle_move_to(f: Flow, seat: int | None, c: cmd.MoveTo, rng: Rng) -> None:
    """Follow the fastest route `rules.moves_for` lists to ``to`` (the legal actions' reachable hexes)."""
    _mover(f, seat, c.character)
    to = rules.parse_hex(c.to)
    me = rules.character(f.s, c.character)
    route = rules.moves_for(f.s, me, careful=c.careful).get(to)
    if route is None:
        raise RuleViolation("unreachable", f"{c.to} is out of reach / hors de portée.", rule="PT-7")
    sources = rules.zone_sources(f.s)
    for n, move in enumerate(route.moves):
        if not rules.in_play(rules.character(f.s, c.character)) or f.s.free_attacks or f.s.reactions or f.over:
            break  # K.O., the mission over, the Amanites' free attacks owed (R-F-42) or a reaction open
            # (Coup de chance on a nest or the Amanites, TL-9): the route stops
        if n and not _still_open(f.s, c.character, move):
            break  # a trap on the way changed the board (a Komodo hatched, TI-13): the move ends here
        careful = [sources[h] for h in move.careful_for if h in sources]
        if move.kind == "step":
            step(f, rng, c.character, move.to, careful)
        elif move.kind == "jump":
            here = rules.character(f.s, c.character).at
            assert here is not None
            over = Hex((here.q + move.to.q) // 2, (here.r + move.to.r) // 2)
            jump(f, rng, c.character, over, careful)
        else:
            zip_line(f, rng, c.character, {}, avoid={m.to for m in route.moves[n + 1 :]}, careful=careful)
