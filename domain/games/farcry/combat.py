"""Attacks (L839-1012, L1140-1146): single fire, auto fire, throwing and zone-of-control attacks.

`check` refuses an attack the rules forbid with a stable code (RuleViolation); `attack` decides every
die and consequence and returns the events, each folded on a working copy as it is emitted (so a
barrel blown up by the first target of an auto-fire burst is gone for the second). The steps are the
rulebook's (CB-1, L843-849): weapon and target, range, line of sight, dice, effects and damage.

Rulings: R-F-6 (one attack per weapon equipped, no attack after reloading), R-F-1/R-F-2/R-F-20 (the
dice, in `dice`), R-F-21 (no cover die in melee), R-F-22 (`sight`), R-F-23 (the cover hit is the
touched cover nearest the target along the line), R-F-27 (auto fire), R-F-28 (throws: range 3, line
of sight and cover die, the token on the target hex), R-F-30 (damage sources), R-F-46 (Instabilité).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import Literal

from domain.contract import Event, RuleViolation
from domain.games.farcry import events as ev
from domain.games.farcry import stress
from domain.games.farcry.board import WALL_TILES, covers, mission_map, wall_hexes
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Mode, Weapon
from domain.games.farcry.dice import Colour, attack_roll
from domain.games.farcry.evolve_combat import Work, character, unit
from domain.games.farcry.hexes import Hex, centre, distance
from domain.games.farcry.sight import Sight, line_touches_hex, sight
from domain.games.farcry.state import Aim, FarCryState
from domain.games.farcry.statuses import damage, give_status, ignite
from domain.games.farcry.tiles import hit as hit_tile
from domain.rng import Rng

AttackMode = Literal["single", "auto", "throw", "zoc"]
AUTO_REACH = 2
"""CB-25 (L952): each extra target at most at range 2 of the previous one."""


def position(state: FarCryState, who: str) -> Hex | None:
    c = character(state, who)
    if c is not None:
        return None if c.exited else c.at
    u = unit(state, who)
    return None if u is None or u.caged else u.at


def occupant(state: FarCryState, at: Hex) -> str | None:
    """The unit standing on ``at`` (characters, K.O. ones included; a caged captive is inside its
    cage, which is what a shot at that hex hits, TI-8)."""
    for c in state.characters:
        if c.at == at and not c.exited:
            return c.character
    for u in state.units:
        if u.at == at and not u.caged:
            return u.uid
    return None


def hand(state: FarCryState, who: str) -> list[str]:
    """The weapons ``who`` may attack with: a character's equipped ones, a unit's board weapons."""
    c = character(state, who)
    if c is not None:
        return [w.weapon for w in c.weapons if w.place == "hand"]
    u = unit(state, who)
    return list(CONTENT.units[u.unit].weapons) if u is not None else []


def _mode(weapon: Weapon, kind: str) -> Mode | None:
    return next((m for m in weapon.modes if m.kind == kind), None)


def printed_die(
    weapon: Weapon, mode: AttackMode, shooter: Hex, target: Hex, equipped: Sequence[str]
) -> tuple[Colour | None, int]:
    """The die before modifiers and the weapon's own shift (CB-9, CB-20, L944, L962, L1148): a throw
    rolls its mode's die; a condition that holds replaces the die or shifts it."""
    if mode == "throw":
        thrown = _mode(weapon, "throw")
        return (thrown.die if thrown else weapon.die), 0
    die, shift = weapon.die, 0
    reach = distance(shooter, target)
    for cond in weapon.conditions:
        holds = (
            (cond.when == "range_at_least" and reach >= cond.value)
            or (cond.when == "adjacent_target" and reach == 1)
            or (cond.when == "two_hands_alone" and list(equipped) == [weapon.id])
        )
        if holds:
            die = cond.die if cond.die is not None else die
            shift += cond.shift
    return die, shift


def line(state: FarCryState, shooter: Hex, target: Hex) -> Sight:
    """The line of sight now: printed covers plus standing cover tiles, walls and wall edges."""
    board = mission_map(state.mission)
    tiles = {t.at: t.kind for t in state.tiles}
    walls = wall_hexes(board, tiles)
    if tiles.get(target) in WALL_TILES:  # TI-17: a vine wall can be shot at; only the walls before it block
        walls = walls - {target}
    return sight(shooter, target, covers(board, tiles), walls, board.wall_edges)


def nearest_covers(shooter: Hex, target: Hex, touched: Sequence[Hex]) -> list[Hex]:
    """R-F-23: the touched covers nearest the target along the line (largest projection of the centre
    on the shooter-to-target segment), in hex order; more than one is a tie the players break."""
    (x1, y1), (x2, y2) = centre(shooter), centre(target)

    def along(h: Hex) -> int:
        cx, cy = centre(h)
        return (cx - x1) * (x2 - x1) + (cy - y1) * (y2 - y1)

    best = max((along(h) for h in touched), default=None)
    return sorted(h for h in touched if along(h) == best)


def hit_cover(shooter: Hex, target: Hex, touched: Sequence[Hex], chosen: Sequence[Hex] = ()) -> Hex:
    """R-F-23: the cover a shield sends the hit to; on a tie, the one the attacker chose when declaring
    the attack (``chosen``, R-F-23 "the players choose"), else the first in hex order."""
    nearest = nearest_covers(shooter, target, touched)
    return next((h for h in nearest if h in chosen), nearest[0])


def in_the_way(state: FarCryState, shooter: Hex, target: Hex) -> str | None:
    """Friendly fire (SU-17, GN-1, L1464-1466, R-F-79): the first ally (player or allied unit, not
    K.O.) whose hex the line touches between shooter and target, covers ignored."""
    (x1, y1), (x2, y2) = centre(shooter), centre(target)
    friends = [(c.character, c.at) for c in state.characters if c.at is not None and not c.ko and not c.exited]
    friends += [(u.uid, u.at) for u in state.units if u.at is not None and CONTENT.units[u.unit].side != "enemy"]
    crossed = [
        (((cx - x1) * (x2 - x1) + (cy - y1) * (y2 - y1)), who)
        for who, at in friends
        if at not in (shooter, target) and line_touches_hex(shooter, target, at)
        for cx, cy in [centre(at)]
    ]
    return min(crossed)[1] if crossed else None


def _refuse(code: str, message: str, rule: str) -> RuleViolation:
    return RuleViolation(code, message, rule)


def check(
    state: FarCryState,
    attacker: str,
    weapon_id: str,
    mode: AttackMode,
    targets: Sequence[Hex],
    *,
    again: bool = False,
    cover_choice: Sequence[Hex] = (),
    free: bool = False,
) -> Weapon:
    """The attack is allowed as declared, or a RuleViolation says why (CB-1..CB-25, R-F-6, R-F-27).
    ``again`` is a card's extra shot with a weapon already used (Gâchette rapide, L1263); ``free`` an
    Amanites free attack, outside the turn's limits (R-F-42)."""
    shooter = position(state, attacker)
    c = character(state, attacker)
    u = unit(state, attacker)
    if shooter is None or (c is not None and c.ko) or (u is not None and (u.stunned or u.caged)):
        raise _refuse("attacker_out_of_play", f"{attacker} cannot attack now", "KO-1")
    if weapon_id not in CONTENT.weapons or weapon_id not in hand(state, attacker):
        raise _refuse("weapon_not_equipped", f"{weapon_id} is not equipped by {attacker}", "CB-2")
    weapon = CONTENT.weapons[weapon_id]
    if (weapon.zoc_only and mode != "zoc") or (mode == "zoc" and c is not None):
        raise _refuse("wrong_mode", f"{weapon_id}: zone-of-control attacks are human enemies' own", "EN-23")
    if c is not None:
        carried = next(w for w in c.weapons if w.weapon == weapon_id and w.place == "hand")
        if carried.used and not again and not free:
            raise _refuse("weapon_used", f"{weapon_id} has already attacked this turn", "R-F-6")
        if c.reloaded and not free:
            raise _refuse("reloaded_this_turn", "a character who reloaded cannot attack this turn", "R-F-6")
        if carried.ammo is not None and carried.ammo < len(targets):
            raise _refuse("no_ammo", f"{weapon_id} holds {carried.ammo} ammo for {len(targets)} targets", "CB-2")
    if not targets:
        raise _refuse("no_target", "an attack needs a target", "CB-1")
    if mode == "auto":
        auto = _mode(weapon, "auto")
        if auto is None:
            raise _refuse("no_such_mode", f"{weapon_id} has no auto fire", "CB-21")
        if len(targets) > 1 + auto.value or len(set(targets)) != len(targets):
            raise _refuse("auto_targets", f"auto {auto.value}: up to {1 + auto.value} distinct targets", "R-F-27")
        for prev, nxt in pairwise(targets):
            if distance(prev, nxt) > AUTO_REACH:
                raise _refuse("auto_too_far", f"{nxt} is beyond range 2 of the previous target", "CB-25")
        if c is not None and c.mp < len(targets) - 1:
            raise _refuse("not_enough_mp", "auto fire costs 1 MP per extra target", "CB-25")
    elif len(targets) != 1:
        raise _refuse("one_target", f"{mode} fire has one target", "CB-20")
    if mode == "throw" and (_mode(weapon, "throw") is None or weapon.reach != "melee"):
        raise _refuse("no_such_mode", f"{weapon_id} cannot be thrown", "CB-24")
    board = mission_map(state.mission)
    for at in targets:
        if at not in board.terrain or at == shooter:
            raise _refuse("bad_target", f"{at} is not a hex that can be targeted", "CB-5")
        reach = distance(shooter, at)
        if mode == "throw":
            thrown = _mode(weapon, "throw")
            if thrown is not None and reach > thrown.value:
                raise _refuse("out_of_range", f"a throw reaches range {thrown.value}", "R-F-28")
        elif weapon.reach == "melee" and reach != 1:
            raise _refuse("out_of_range", "a melee weapon strikes adjacent targets only", "CB-7")
        if not line(state, shooter, at).clear:
            raise _refuse("no_line_of_sight", f"a wall blocks the line to {at}", "CB-17")
        victim = occupant(state, at)
        victim_c = character(state, victim) if victim else None
        if c is None and victim_c is not None and victim_c.ko:
            raise _refuse("target_knocked_out", "enemies cannot target a K.O. player", "KO-1")
        stunned = next((x for x in state.units if x.at == at and x.stunned), None)
        if stunned is not None:
            raise _refuse("target_stunned", "a stunned unit cannot be targeted", "R-F-37")
    if cover_choice:
        tied = {h for at in targets for h in cover_ties(state, shooter, at)}
        if any(h not in tied for h in cover_choice):
            raise _refuse("not_a_tie", "a cover is chosen only among covers tied as nearest the target", "R-F-23")
    return weapon


def cover_ties(state: FarCryState, shooter: Hex, target: Hex) -> list[Hex]:
    """R-F-23: the covers tied as nearest ``target`` along the line, when there are several."""
    seen = line(state, shooter, target)
    nearest = nearest_covers(shooter, target, seen.covers) if seen.in_cover else []
    return nearest if len(nearest) > 1 else []


def _extra_melee(state: FarCryState, attacker: str, target: str | None) -> int:
    """Soif de sang (L1220): each melee attack given or received deals +1 (per card holder)."""
    given = 1 if stress.active(state, attacker, "soif_de_sang") else 0
    received = 1 if target is not None and stress.active(state, target, "soif_de_sang") else 0
    return given + received


def resolve(
    work: Work,
    attacker: str,
    weapon: Weapon,
    mode: AttackMode,
    targets: Sequence[Hex],
    rng: Rng,
    *,
    shift: int = 0,
    sure: bool = False,
    extra_damage: int = 0,
    no_cover: bool = False,
    cover_choice: Sequence[Hex] = (),
    free: bool = False,
) -> None:
    """Roll and apply an attack already `check`ed (CB-27..CB-36, R-F-23, R-F-27)."""
    state = work.state
    shooter = position(state, attacker)
    assert shooter is not None
    equipped = hand(state, attacker)
    is_character = character(state, attacker) is not None
    mp = len(targets) - 1 if mode == "auto" and is_character else 0
    work.emit(
        ev.AttackDeclared(
            attacker=attacker, weapon=weapon.id, mode=mode, targets=list(targets), mp=mp, sure=sure, free=free
        )
    )
    melee = weapon.reach == "melee" and mode != "throw"
    for step, at in enumerate(targets):
        target = occupant(work.state, at)
        base, own_shift = printed_die(weapon, mode, shooter, at, equipped)
        seen = line(work.state, shooter, at)
        reckless = target is not None and not is_character and stress.active(work.state, target, "tete_brulee")
        in_cover = not melee and not no_cover and not reckless and seen.in_cover
        roll = attack_roll(
            base,
            rng,
            shift=shift + own_shift,
            chain_step=step if mode == "auto" else 0,
            in_cover=in_cover,
            sure=sure and step == 0,
        )
        cover_hit = hit_cover(shooter, at, seen.covers, cover_choice) if roll.result == "cover" else None
        work.emit(
            ev.AttackResolved(attacker=attacker, weapon=weapon.id, target=target, at=at, roll=roll, cover_hit=cover_hit)
        )
        amount = weapon.damage + extra_damage + (_extra_melee(work.state, attacker, target) if melee else 0)
        if roll.result == "miss" and is_character and not melee and work.state.friendly_fire:
            friend = in_the_way(work.state, shooter, at)
            if friend is not None:
                damage(work, friend, amount, "weapon", attacker)
        if roll.result == "cover" and cover_hit is not None:
            hit_tile(work, cover_hit, amount, attacker, rng)
        elif roll.result == "hit":
            if target is None:
                hit_tile(work, at, amount, attacker, rng)  # CB-5, R-F-24: a tile or an empty hex
                for effect in weapon.on_hit:
                    if effect.kind == "ignite":  # R-F-29: Enflammer burns the hex aimed at, a unit or none
                        ignite(work, at, effect.value)
                continue
            stun = any(h.kind == "stun" for h in weapon.on_hit)
            damage(work, target, amount, "weapon", attacker, stun=stun)
            for effect in weapon.on_hit:
                if effect.kind in ("bleeding", "blocage"):
                    give_status(work, target, effect.kind, attacker)
                elif effect.kind == "ignite":
                    ignite(work, at, effect.value)


def attack(
    state: FarCryState,
    attacker: str,
    weapon_id: str,
    mode: AttackMode,
    targets: Sequence[Hex],
    rng: Rng,
    *,
    shift: int = 0,
    sure: bool = False,
    extra_damage: int = 0,
    no_cover: bool = False,
    again: bool = False,
    cover_choice: Sequence[Hex] = (),
    free: bool = False,
) -> list[Event]:
    """Check, roll and apply one attack; ``shift`` is the caller's net modifier (talents, impulse,
    zip-line shot), ``sure`` a guaranteed success (Balle porte-bonheur), ``extra_damage`` Riley's
    impulse, ``no_cover`` the zip-line shot (R-F-15), ``again`` Gâchette rapide's second shot,
    ``free`` an Amanites free attack (R-F-42)."""
    weapon = check(state, attacker, weapon_id, mode, targets, again=again, cover_choice=cover_choice, free=free)
    work = Work(state)
    resolve(
        work,
        attacker,
        weapon,
        mode,
        targets,
        rng,
        shift=shift,
        sure=sure,
        extra_damage=extra_damage,
        no_cover=no_cover,
        cover_choice=cover_choice,
        free=free,
    )
    return work.events


def zoc_attack(state: FarCryState, enemy: str, mover: str, rng: Rng) -> list[Event]:
    """MV-14, EN-22..EN-24, R-F-17: the free attack of a human enemy whose zone of control is left,
    from the hex being left, with the board's "ZdC" weapon, else its main (first) weapon (EN-23)."""
    u = unit(state, enemy)
    at = position(state, mover)
    if u is None or at is None or u.stunned or u.caged:
        return []
    board = CONTENT.units[u.unit]
    if board.kind != "human" or board.side != "enemy" or not board.weapons:
        return []
    return attack(state, enemy, board.zoc_weapon or board.weapons[0], "zoc", [at], rng)


def instability_options(state: FarCryState, who: str) -> tuple[list[str], list[Hex]]:
    """R-F-46: the equipped, loaded, unused weapons of highest price (unpriced 0) and the nearest
    units of any side (not K.O., stunned nor caged); more than one of either is the players' choice."""
    c = character(state, who)
    if c is None or c.at is None or c.ko or c.reloaded:
        return [], []
    ready = [w for w in c.weapons if w.place == "hand" and not w.used and (w.ammo is None or w.ammo > 0)]
    best = max((CONTENT.weapons[w.weapon].price or 0 for w in ready), default=None)
    weapons = [w.weapon for w in ready if (CONTENT.weapons[w.weapon].price or 0) == best]
    others = [x.at for x in state.characters if x.character != who and x.at and not x.ko and not x.exited]
    others += [u.at for u in state.units if u.at and not u.stunned and not u.caged]
    near = min((distance(c.at, h) for h in others), default=None)
    return weapons, sorted(h for h in others if distance(c.at, h) == near)


def round_stress(state: FarCryState, rng: Rng) -> list[Event]:
    """R-F-8's madness step: return and shuffle, turn and apply; an Instabilité with one weapon and
    one nearest unit attacks at once (its weapon's attack for the round, R-F-46), if the attack is
    possible at all; ties are left to a prompt."""
    work = Work(state)
    for who in stress.return_and_turn(work, rng):
        aims = instability_aims(work.state, who)
        if len(aims) == 1:
            work.emit(ev.InstabilityChosen(character=who, weapon=aims[0].weapon, at=aims[0].at))
            resolve(work, who, CONTENT.weapons[aims[0].weapon], "single", [aims[0].at], rng)
        elif aims:
            work.emit(ev.InstabilityAsked(character=who, options=aims))
    return work.events


def instability_aims(state: FarCryState, who: str) -> list[Aim]:
    """R-F-46: every (weapon, nearest unit) pair an Instabilité attack may take, those `check` allows
    (out of range or behind a wall: that pair has no effect); none at all: the card has no effect."""
    weapons, targets = instability_options(state, who)
    out = []
    for weapon in weapons:
        for at in targets:
            try:
                check(state, who, weapon, "single", [at])
            except RuleViolation:
                continue
            out.append(Aim(weapon=weapon, at=at))
    return out
