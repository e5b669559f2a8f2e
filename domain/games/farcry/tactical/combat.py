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
from typing import Literal, NamedTuple

from domain.contract import Event, RuleViolation
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import talents
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Mode, Weapon
from domain.games.farcry.evolve_bunker import SEAT_WEAPON, gun_seat
from domain.games.farcry.evolve_combat import Work, character, unit
from domain.games.farcry.state import Aim, AttackSpec, CharacterState, FarCryState, HeldDie, ReactionTalent
from domain.games.farcry.tactical import accessories, ink, luck, ruses, stress, watchtower
from domain.games.farcry.tactical.board import WALL_TILES, covers, mission_map, wall_hexes
from domain.games.farcry.tactical.dice import AttackRoll, Colour, attack_roll, roll_cover
from domain.games.farcry.tactical.hexes import Hex, centre, distance, neighbours
from domain.games.farcry.tactical.sight import Sight, line_touches_hex, sight
from domain.games.farcry.tactical.statuses import ANIMALS, damage, give_status, ignite
from domain.games.farcry.tactical.tiles import hit as hit_tile
from domain.rng import Rng

AttackMode = Literal["single", "auto", "throw", "zoc", "propagation", "dispersion"]
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
    """The weapons ``who`` may attack with: a character's equipped ones, a unit's board weapons; in a
    machine-gun seat, the Machine-gun card too (TI-2, L2185-2187), and for a character that card only
    (designed: the seat holds their hands)."""
    c = character(state, who)
    u = unit(state, who) if c is None else None
    at = c.at if c is not None else (u.at if u is not None else None)
    seat = [SEAT_WEAPON] if gun_seat(state, at) else []
    if c is not None:
        return seat or [w.weapon for w in c.weapons if w.place == "hand" and w.weapon != SEAT_WEAPON]
    return seat + list(CONTENT.units[u.unit].weapons) if u is not None else []


def _mode(weapon: Weapon, kind: str) -> Mode | None:
    return next((m for m in weapon.modes if m.kind == kind), None)


def fitted(state: FarCryState, who: str, weapon: str) -> list[str]:
    """The accessories on ``who``'s equipped ``weapon`` (characters only; INV-12)."""
    c = character(state, who)
    carried = None if c is None else next((w for w in c.weapons if w.weapon == weapon and w.place == "hand"), None)
    return [] if carried is None else list(carried.accessories)


def printed_die(
    weapon: Weapon, mode: AttackMode, shooter: Hex, target: Hex, equipped: Sequence[str], scope: int = 0
) -> tuple[Colour | None, int]:
    """The die before modifiers and the weapon's own shift (CB-9, CB-20, L944, L962, L1148): a throw
    rolls its mode's die; a condition that holds replaces the die or shifts it."""
    if mode in ("throw", "propagation", "dispersion"):
        alternative = _mode(weapon, mode)
        if alternative is not None and alternative.die is not None:
            return alternative.die, 0  # CB-21 (L948): an alternative mode rolls its own die
        if mode == "throw":
            return weapon.die, 0
    die, shift = weapon.die, 0
    reach = distance(shooter, target)
    for cond in weapon.conditions:
        holds = (
            (cond.when == "range_at_least" and reach >= cond.value + scope)
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
    return sight(shooter, target, covers(board, tiles), walls, board.wall_edges, board.palisades)


def rolls_cover(state: FarCryState, shooter: Hex, at: Hex) -> bool:
    """A ranged shot at ``at`` rolls the cover die (CB-14): a unit stands there and the line touches a
    cover beside it, or it sits in a machine gun (TI-2, L2183); a shot at a tile or an empty hex never
    does (R-F-24, L859)."""
    return occupant(state, at) is not None and (gun_seat(state, at) or line(state, shooter, at).in_cover)


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
    shares: Sequence[str] = (),
) -> Weapon:
    """The attack is allowed as declared, or a RuleViolation says why (CB-1..CB-25, R-F-6, R-F-27).
    ``again`` is a card's extra shot with a weapon already used (Gâchette rapide, L1263); ``free`` an
    Amanites free attack, outside the turn's limits (R-F-42); ``shares`` Dispersion's split (R-F-26)."""
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
        carried = next((w for w in c.weapons if w.weapon == weapon_id and w.place == "hand"), None)
        if carried is None:
            raise _refuse("weapon_not_equipped", f"{weapon_id} is not in {attacker}'s hands", "CB-2")
        if carried.used and not again and not free:
            raise _refuse("weapon_used", f"{weapon_id} has already attacked this turn", "R-F-6")
        if c.reloaded and not free:
            raise _refuse("reloaded_this_turn", "a character who reloaded cannot attack this turn", "R-F-6")
        cost = ammo_cost(c, weapon, mode, len(targets))
        if carried.ammo is not None and carried.ammo < cost:
            raise _refuse("no_ammo", f"{weapon_id} holds {carried.ammo} ammo for {cost}", "CB-2")
        if c.mp < mp_cost(c, weapon, mode, len(targets)):
            raise _refuse("not_enough_mp", f"{weapon_id}: {mp_cost(c, weapon, mode, len(targets))} MP", "CB-25")
    if not targets:
        raise _refuse("no_target", "an attack needs a target", "CB-1")
    if mode in ("propagation", "dispersion") and _mode(weapon, mode) is None:
        raise _refuse("no_such_mode", f"{weapon_id} has no {mode} mode", "CB-21")
    if mode == "auto":
        auto = _mode(weapon, "auto")
        if auto is None:
            raise _refuse("no_such_mode", f"{weapon_id} has no auto fire", "CB-21")
        most = auto_value(c, weapon)
        if len(targets) > 1 + most or len(set(targets)) != len(targets):
            raise _refuse("auto_targets", f"auto {most}: up to {1 + most} distinct targets", "R-F-27")
        for prev, nxt in pairwise(targets):
            if distance(prev, nxt) > AUTO_REACH:
                raise _refuse("auto_too_far", f"{nxt} is beyond range 2 of the previous target", "CB-25")
    elif mode == "propagation":
        _check_spread(state, shooter, targets, _short_of(state, c, weapon, shooter, targets[0]))
    elif len(targets) != 1:
        raise _refuse("one_target", f"{mode} fire has one target", "CB-20")
    if mode == "dispersion":
        near = set(spread_targets(state, shooter, targets[0]))
        if any(x not in near for x in shares):
            raise _refuse("bad_share", "Dispersion reaches the target and the units beside it only", "R-F-26")
    elif shares:
        raise _refuse("bad_share", "only Dispersion splits its damage", "CB-22")
    if mode == "throw" and (_mode(weapon, "throw") is None or weapon.reach != "melee"):
        raise _refuse("no_such_mode", f"{weapon_id} cannot be thrown", "CB-24")
    board = mission_map(state.mission)
    for at in targets[:1] if mode == "propagation" else targets:
        if at not in board.terrain or at == shooter:
            raise _refuse("bad_target", f"{at} is not a hex that can be targeted", "CB-5")
        reach = distance(shooter, at)
        if mode == "throw":
            thrown = _mode(weapon, "throw")
            if thrown is not None and reach > thrown.value:
                raise _refuse("out_of_range", f"a throw reaches range {thrown.value}", "R-F-28")
        elif weapon.reach == "melee" and reach != 1:
            raise _refuse("out_of_range", "a melee weapon strikes adjacent targets only", "CB-7")
        lowest, highest = sniper_range(c, weapon, fitted(state, attacker, weapon_id))
        if (lowest is not None and reach < lowest) or (highest is not None and reach > highest):
            raise _refuse("out_of_range", f"{weapon_id} fires at range {lowest} to {highest}", "L1269")
        if not line(state, shooter, at).clear:
            raise _refuse("no_line_of_sight", f"a wall blocks the line to {at}", "CB-17")
        victim = occupant(state, at)
        victim_c = character(state, victim) if victim else None
        if victim is not None and not state.friendly_fire and _friendly(state, attacker, victim):
            raise _refuse("friendly_target", f"{victim} is on {attacker}'s side and friendly fire is off", "SU-17")
        if c is None and victim_c is not None and victim_c.ko:
            raise _refuse("target_knocked_out", "enemies cannot target a K.O. player", "KO-1")
        stunned = next((x for x in state.units if x.at == at and x.stunned), None)
        if stunned is not None:
            raise _refuse("target_stunned", "a stunned unit cannot be targeted", "R-F-37")
        if victim is not None and watchtower.up(state, at) and weapon.reach == "melee" and mode != "throw":
            raise _refuse("in_tower", "no melee attack reaches a watchtower's occupant", "R-F-38")
    if cover_choice:
        tied = {h for at in targets for h in cover_ties(state, shooter, at)}
        if any(h not in tied for h in cover_choice):
            raise _refuse("not_a_tie", "a cover is chosen only among covers tied as nearest the target", "R-F-23")
    return weapon


def _friendly(state: FarCryState, attacker: str, victim: str) -> bool:
    """Both on the players' side (characters, allied units): with the friendly-fire option off
    (SU-17, GN-1) an attack never aims at a friend, as the legal actions never list one."""

    def players_side(who: str) -> bool:
        if character(state, who) is not None:
            return True
        u = unit(state, who)
        return u is not None and CONTENT.units[u.unit].side != "enemy"

    return players_side(attacker) and players_side(victim)


def _short_of(state: FarCryState, c: CharacterState | None, weapon: Weapon, shooter: Hex, target: Hex) -> int | None:
    """What hitting every reachable unit beside ``target`` would cost, when that is more than the
    weapon holds (then the player picks the extra targets, R-F-25); ``None`` when the ammo is enough."""
    if c is None:
        return None
    full = ammo_cost(c, weapon, "propagation", 1 + len(spread_targets(state, shooter, target)))
    ammo = next((w.ammo for w in c.weapons if w.weapon == weapon.id and w.place == "hand"), None)
    return full if ammo is not None and ammo < full else None


def ammo_cost(c: CharacterState | None, weapon: Weapon, mode: AttackMode, targets: int) -> int:
    """CB-27 (L976): 1 ammo per target; Répandre l'amour's Propagation 1 less (L1266), never below 1."""
    if c is None or weapon.capacity is None:
        return 0
    if mode == "propagation" and talents.holds(c, "cheaper_propagation"):
        return max(1, targets - 1)
    return targets


def mp_cost(c: CharacterState | None, weapon: Weapon, mode: AttackMode, targets: int) -> int:
    """Auto fire's 1 MP per extra target (CB-25) and a machine gun's shot (L1270, Tireur mobile 1 less)."""
    if c is None:
        return 0
    fire = max(0, weapon.fire_mp - (1 if talents.holds(c, "machine_gun_mp") else 0))
    return fire + (targets - 1 if mode == "auto" else 0)


def auto_value(c: CharacterState | None, weapon: Weapon) -> int:
    """Auto X (CB-25); Tireur mobile at 10+ adds 1 to a machine gun's full auto (L1270)."""
    auto = _mode(weapon, "auto")
    value = auto.value if auto is not None else 0
    if c is not None and weapon.category == "machine_gun" and talents.holds(c, "machine_gun_mp") and talents.mad(c):
        value += 1
    return value


def sniper_range(c: CharacterState | None, weapon: Weapon, extras: Sequence[str] = ()) -> tuple[int | None, int | None]:
    """A sniper rifle's distance requirements (L1269); Visée stable moves each by 1 outwards; a scope
    lowers the minimum by 1 (designed)."""
    give = 1 if c is not None and talents.holds(c, "sniper_range") else 0
    closer = 1 if accessories.scope_reach(extras) else 0
    lowest = None if weapon.min_range is None else max(1, weapon.min_range - give - closer)
    highest = None if weapon.max_range is None else weapon.max_range + give
    return lowest, highest


def spread_targets(state: FarCryState, shooter: Hex, target: Hex) -> list[str]:
    """Units beside ``target`` that Propagation or Dispersion reaches (R-F-25, R-F-26): any side, on
    the board, not stunned nor caged, not the shooter, and not behind a wall from the shooter."""
    out = []
    for h in sorted(neighbours(target)):
        who = occupant(state, h)
        if who is None or h == shooter or not line(state, shooter, h).clear or watchtower.up(state, h):
            continue  # R-F-38: never a spill up a watchtower
        if any(u.at == h and (u.stunned or u.caged) for u in state.units):
            continue
        out.append(who)
    return out


def _check_spread(state: FarCryState, shooter: Hex, targets: Sequence[Hex], full_cost: int | None) -> None:
    """R-F-25: every reachable unit beside the initial target is an extra target, unless the ammo is
    short (``full_cost``: what all of them would cost is more than the ammo), when the player picks."""
    extras = list(targets[1:])
    reachable = [position(state, who) for who in spread_targets(state, shooter, targets[0])]
    if len(set(extras)) != len(extras) or any(h not in reachable for h in extras):
        raise _refuse("bad_spread", "Propagation reaches units beside the initial target only", "R-F-25")
    if len(extras) < len(reachable) and full_cost is None:
        raise _refuse("all_targets", "with ammo enough, Propagation hits every unit beside the target", "R-F-25")


def cover_ties(state: FarCryState, shooter: Hex, target: Hex) -> list[Hex]:
    """R-F-23: the covers tied as nearest ``target`` along the line, when there are several."""
    seen = line(state, shooter, target)
    nearest = nearest_covers(shooter, target, seen.covers) if rolls_cover(state, shooter, target) else []
    return nearest if len(nearest) > 1 else []


def _extra_melee(state: FarCryState, attacker: str, target: str | None) -> int:
    """Soif de sang (L1220): each melee attack given or received deals +1 (per card holder)."""
    given = 1 if stress.active(state, attacker, "soif_de_sang") else 0
    received = 1 if target is not None and stress.active(state, target, "soif_de_sang") else 0
    return given + received


class Declared(NamedTuple):
    """What an attack's author declares beside its `AttackSpec`: the flags `AttackDeclared` shows (Au bon
    endroit's sure melee, a 10+ boost, Puis-je ?'s borrowed shot), and a talent's die rolled for this
    attack that Coup de chance may re-roll first (``hold``, `luck`)."""

    sure_melee: bool = False
    boost: bool = False
    borrowed: bool = False
    hold: HeldDie | None = None


PLAIN = Declared()
"""An attack declared with nothing beside its spec."""


def resolve(work: Work, spec: AttackSpec, rng: Rng, declared: Declared = PLAIN) -> None:
    """Roll and apply an attack already `check`ed (CB-27..CB-36, R-F-23, R-F-27). A reaction offered
    on a target's dice (Coup de chance, Abdos en acier) stops it there; `carry_on` finishes it. With a
    ``hold``, the attack is declared and waits for that answer before any of its dice."""
    weapon = CONTENT.weapons[spec.weapon]
    shooter = character(work.state, spec.attacker)
    mp = 0 if spec.free or declared.borrowed else mp_cost(shooter, weapon, spec.mode, len(spec.targets))
    work.emit(
        ev.AttackDeclared(
            attacker=spec.attacker,
            weapon=spec.weapon,
            mode=spec.mode,
            targets=list(spec.targets),
            mp=mp,
            sure=spec.sure,
            free=spec.free,
            sure_melee=declared.sure_melee,
            boost=declared.boost,
            borrowed=declared.borrowed,
        )
    )
    hold = declared.hold
    offered = luck.offer(work.state, spec.attacker, hold, attack=spec) if hold is not None else None
    if offered is not None:
        work.emit(offered)
        return
    carry_on(work, spec, 0, rng)


def carry_on(work: Work, spec: AttackSpec, start: int, rng: Rng, lead: AttackRoll | None = None) -> None:
    """The attack's targets from ``start``: dice, a reaction if one is offered, consequences.
    Propagation rolls for its initial target only (``lead``); each extra target rolls its own cover
    die (R-F-25) and offers no reaction."""
    for step in range(start, len(spec.targets)):
        if spec.mode == "propagation" and step > 0:
            if lead is None:
                return
            target, roll, cover_hit = spread_roll(work, spec, step, lead, rng)
            land(work, spec, step, target, roll, cover_hit, rng)
            continue
        target, roll, cover_hit = roll_target(work, spec, step, rng)
        lead = roll
        if offer_reaction(work, spec, step, target, roll, cover_hit, []):
            return
        land(work, spec, step, target, roll, cover_hit, rng)


def spread_roll(
    work: Work, spec: AttackSpec, step: int, lead: AttackRoll, rng: Rng
) -> tuple[str | None, AttackRoll, Hex | None]:
    """CB-23 (L922-924), R-F-25: an extra target of Propagation is hit if the initial target's attack
    die succeeded, unless its own cover die (rolled if in cover from the attacker) shows a shield."""
    state = work.state
    shooter = position(state, spec.attacker)
    assert shooter is not None
    at = spec.targets[step]
    target = occupant(state, at)
    succeeded = lead.choice.kind == "success" or (lead.attack is not None and lead.attack.symbol)
    cover = roll_cover(rng) if rolls_cover(state, shooter, at) else None
    result: Literal["hit", "cover", "miss"] = "miss" if not succeeded else "cover" if cover and cover.symbol else "hit"
    roll = AttackRoll(lead.base, lead.shift, 0, lead.choice, lead.attack, cover, result)
    paid = 0 if step == 1 and spec.discount else 1
    work.emit(ev.AttackResolved(attacker=spec.attacker, weapon=spec.weapon, target=target, at=at, roll=roll, ammo=paid))
    return target, roll, None  # a shield saves the extra target; no cover tile is hit (L924)


def _melee(spec: AttackSpec) -> bool:
    return CONTENT.weapons[spec.weapon].reach == "melee" and spec.mode != "throw"


def roll_target(
    work: Work, spec: AttackSpec, step: int, rng: Rng, *, reroll: bool = False
) -> tuple[str | None, AttackRoll, Hex | None]:
    """The dice against the ``step``-th target (CB-27, L976): the attack die, the cover die if needed."""
    state = work.state
    shooter = position(state, spec.attacker)
    assert shooter is not None
    weapon = CONTENT.weapons[spec.weapon]
    at = spec.targets[step]
    target = occupant(state, at)
    is_character = character(state, spec.attacker) is not None
    extras = fitted(state, spec.attacker, spec.weapon)
    base, own_shift = printed_die(
        weapon, spec.mode, shooter, at, hand(state, spec.attacker), accessories.scope_reach(extras)
    )
    if distance(shooter, at) <= accessories.laser_reach(extras):
        own_shift += 1  # the laser sight (designed, L412)
    seen = line(state, shooter, at)
    reckless = target is not None and not is_character and stress.active(state, target, "tete_brulee")
    lookout = watchtower.up(state, at) and target is not None  # R-F-38: always the cover die up a tower
    gunner = gun_seat(state, at) and target is not None  # TI-2 (L2183): the seat covers from every shot
    from_tower = watchtower.up(state, shooter)  # L2247: a shot from a tower ignores every cover
    aimed = target is not None and seen.in_cover  # R-F-24: never a cover die at a tile or a hex
    in_cover = (
        not _melee(spec) and not spec.no_cover and not reckless and not from_tower and (aimed or lookout or gunner)
    )
    chain_step = step if spec.mode == "auto" else 0
    if spec.steady or accessories.compensated(extras):
        chain_step = max(0, chain_step - 1)  # Tour humaine (L1267, R-F-27), the compensator
    roll = attack_roll(
        base,
        rng,
        shift=spec.shift + own_shift,
        chain_step=chain_step,
        in_cover=in_cover,
        sure=spec.sure and step == 0,
    )
    shielded = roll.result == "cover" and bool(seen.covers) and not lookout
    cover_hit = hit_cover(shooter, at, seen.covers, spec.cover_choice) if shielded else None
    if roll.result == "cover" and gunner:
        cover_hit = at  # R-F-23: the cover nearest the seated unit is the gun it sits in (TI-2)
    work.emit(
        ev.AttackResolved(
            attacker=spec.attacker,
            weapon=spec.weapon,
            target=target,
            at=at,
            roll=roll,
            cover_hit=cover_hit,
            reroll=reroll,
        )
    )
    return target, roll, cover_hit


def reaction_to(
    state: FarCryState, spec: AttackSpec, target: str | None, roll: AttackRoll, asked: Sequence[str]
) -> tuple[str, ReactionTalent] | None:
    """The reaction talent a roll opens, if any (TL-9): Coup de chance to the attacker whose attack
    failed or to the target it hits (L1309; never on a zone-of-control attack made while its target
    moves, which goes on moving), then Abdos en acier to a character hit in melee in the enemies'
    turn (L1294)."""
    if spec.mode == "zoc":
        return None
    shooter = character(state, spec.attacker)
    victim = character(state, target) if target is not None else None
    if "coup_de_chance" not in asked:
        if shooter is not None and roll.result != "hit" and talents.ready(shooter, "reroll"):
            return shooter.character, "coup_de_chance"
        if victim is not None and victim is not shooter and roll.result == "hit" and talents.ready(victim, "reroll"):
            return victim.character, "coup_de_chance"
    if (
        "abdos_en_acier" not in asked
        and victim is not None
        and roll.result == "hit"
        and state.step == "enemies"
        and _melee(spec)
        and talents.ready(victim, "steel_abs")
    ):
        return victim.character, "abdos_en_acier"
    return None


def offer_reaction(
    work: Work,
    spec: AttackSpec,
    step: int,
    target: str | None,
    roll: AttackRoll,
    cover_hit: Hex | None,
    asked: Sequence[str],
) -> bool:
    """Offer the reaction this roll opens and stop the attack there (True), or nothing (False)."""
    found = reaction_to(work.state, spec, target, roll, asked)
    if found is None:
        return False
    who, talent = found
    work.emit(
        ev.ReactionOffered(
            character=who,
            talent=talent,
            attack=spec,
            step=step,
            target=target,
            roll=roll,
            cover_hit=cover_hit,
            asked=[*asked, talent],
        )
    )
    return True


def land(
    work: Work, spec: AttackSpec, step: int, target: str | None, roll: AttackRoll, cover_hit: Hex | None, rng: Rng
) -> None:
    """A target's consequences (CB-28..CB-36): the cover hit, the target or the hex, friendly fire."""
    state = work.state
    weapon = CONTENT.weapons[spec.weapon]
    at = spec.targets[step]
    shooter = position(state, spec.attacker)
    melee = _melee(spec)
    is_character = character(state, spec.attacker) is not None
    amount = weapon.damage + spec.extra_damage + (_extra_melee(state, spec.attacker, target) if melee else 0)
    amount = amount * spec.multiplier + (spec.first_bonus if step == 0 else 0)
    beast = unit(state, target) if target is not None else None
    if beast is not None and CONTENT.units[beast.unit].kind in ANIMALS:
        amount += spec.animal_bonus
    amount += ink.bonus(state, spec.attacker, target)  # M5: the tattoo against Ink units (designed)
    amount += ruses.bonus(state, spec.attacker)  # M7: Vaas's fury ruse (designed)
    if target is not None and position(state, target) is None and character(state, target) is None:
        target = None  # the unit is gone since the dice (a fire, a reaction): its hex is what is hit
    if roll.result == "miss":
        if is_character and not melee and state.friendly_fire and shooter is not None:
            friend = in_the_way(state, shooter, at)
            if friend is not None:
                damage(work, friend, amount, "weapon", spec.attacker)
        if spec.miss_splash:
            splash = healthiest_near(work.state, at, spec.attacker)
            if splash is not None:
                damage(work, splash, amount, "weapon", spec.attacker)
        return
    if roll.result == "cover" and cover_hit is not None:
        hit_tile(work, cover_hit, amount, spec.attacker, rng)
        return
    if roll.result != "hit":
        return
    if target is None:
        hit_tile(work, at, amount, spec.attacker, rng)  # CB-5, R-F-24: a tile or an empty hex
        for effect in weapon.on_hit:
            if effect.kind == "ignite":  # R-F-29: Enflammer burns the hex aimed at, a unit or none
                ignite(work, at, effect.value)
        return
    stun = any(h.kind == "stun" for h in weapon.on_hit)
    if spec.mode == "dispersion" and spec.shares:  # R-F-26: the attacker's split, the rest on the target
        moved = spec.shares[:amount]
        for who in sorted(set(moved)):
            damage(work, who, moved.count(who), "weapon", spec.attacker, stun=stun)
        amount -= len(moved)
    damage(work, target, amount, "weapon", spec.attacker, stun=stun)
    for effect in weapon.on_hit:
        if effect.kind in ("bleeding", "blocage"):
            give_status(work, target, effect.kind, spec.attacker)
        elif effect.kind == "ignite":
            ignite(work, at, effect.value)


def healthiest_near(state: FarCryState, at: Hex, shooter: str) -> str | None:
    """Gâchette rapide at 10+ (L1264): among the units nearest ``at`` (but the one there and the
    shooter; characters not K.O., units not stunned nor caged), the one with the most HP; a tie goes
    to the first in hex order (designed)."""
    units = [(c.at, c.character, c.hp) for c in state.characters if c.at and not c.ko and not c.exited]
    units += [(u.at, u.uid, u.hp) for u in state.units if u.at and not u.stunned and not u.caged]
    near = [(h, who, hp) for h, who, hp in units if h != at and who != shooter]
    if not near:
        return None
    closest = min(distance(at, h) for h, _, _ in near)
    ring = sorted((h, who, hp) for h, who, hp in near if distance(at, h) == closest)
    most = max(hp for _, _, hp in ring)
    return next(who for _, who, hp in ring if hp == most)


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
    no_cover: bool = False,
    again: bool = False,
    cover_choice: Sequence[Hex] = (),
    free: bool = False,
) -> list[Event]:
    """Check, roll and apply one attack; ``shift`` is the caller's net modifier (talents, impulse,
    zip-line shot), ``sure`` a guaranteed success (Balle porte-bonheur), ``no_cover`` the zip-line shot
    (R-F-15), ``again`` a card's extra attack with a used weapon, ``free`` an Amanites free attack
    (R-F-42). A player's attack with its talents' modifiers is `attack_with`."""
    spec = AttackSpec(
        attacker=attacker,
        weapon=weapon_id,
        mode=mode,
        targets=list(targets),
        shift=shift,
        sure=sure,
        no_cover=no_cover,
        cover_choice=list(cover_choice),
        free=free,
    )
    return attack_with(state, spec, rng, again=again)


def attack_with(
    state: FarCryState, spec: AttackSpec, rng: Rng, *, again: bool = False, declared: Declared = PLAIN
) -> list[Event]:
    """Check, roll and apply the attack ``spec`` describes, with the modifiers its author brought."""
    check(
        state,
        spec.attacker,
        spec.weapon,
        spec.mode,
        spec.targets,
        again=again,
        cover_choice=spec.cover_choice,
        free=spec.free,
        shares=spec.shares,
    )
    work = Work(state)
    resolve(work, spec, rng, declared)
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
    weapon = board.zoc_weapon or board.weapons[0]
    if watchtower.up(state, at) and CONTENT.weapons[weapon].reach == "melee":
        return []  # R-F-38 (L1502): no melee attack reaches the watchtower's occupant, climbing down included
    return attack(state, enemy, weapon, "zoc", [at], rng)


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
            resolve(work, AttackSpec(attacker=who, weapon=aims[0].weapon, mode="single", targets=[aims[0].at]), rng)
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
