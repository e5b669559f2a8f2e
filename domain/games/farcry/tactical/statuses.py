"""Damage, K.O., death and the statuses: Bleeding, Blocage, Enflammer and fire, stun (L1014-1024,
L1414-1448; ST-2..ST-11, KO-1, KO-4, R-F-10, R-F-11, R-F-29, R-F-30, R-F-37).

Every HP change goes through `damage` or `heal`, so the consequences never drift apart: a player left
at 3, 2 or 1 HP suffers a stress attack, a player at 0 is K.O. (the hex stays occupied), an enemy at
0 dies, an animal flees (ST-2), a stunning weapon stuns instead (ST-3, R-F-37), and each death carries
its source and author for madness tokens and objectives (R-F-30).
"""

from __future__ import annotations

from typing import Literal

from domain.contract import Event
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import talents
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_combat import Work, character, max_hp, unit
from domain.games.farcry.state import FarCryState, under
from domain.games.farcry.tactical import stress
from domain.games.farcry.tactical.board import mission_map
from domain.games.farcry.tactical.hexes import Hex, area

Source = Literal[
    "weapon",
    "takedown",
    "zip_impact",
    "fire",
    "bleeding",
    "explosion",
    "coconut",
    "rubble",
    "mine",
    "fall",
    "amanites",
    "acid",
]
"""R-F-30: what dealt the damage (an attack of any unit is "weapon", its author in ``by``)."""

ANIMALS = frozenset({"guard_dog", "wild_animal"})
"""ST-2 (L1420): animals are wild animals and guard dogs; at 0 HP they flee."""


def hp_of(state: FarCryState, who: str) -> int:
    c = character(state, who)
    if c is not None:
        return c.hp
    u = unit(state, who)
    return u.hp if u is not None else 0


def damage(work: Work, who: str, amount: int, source: Source, by: str | None = None, *, stun: bool = False) -> None:
    """Take up to ``amount`` HP (never below 0) and resolve what follows (CB-33..CB-36, KO-1, ST-2, ST-3)."""
    state = work.state
    c = character(state, who)
    if source in ("fire", "explosion") and _up(state, who):
        return  # R-F-38 (L1490): no explosion nor fire reaches a watchtower's occupant
    if c is not None:
        if c.ko or c.exited or amount <= 0:
            return
        if source == "fire" and under(c, "fireproof", state.round):
            return  # À l'épreuve du feu (L458): immune to fire damage
        work.emit(ev.Damaged(who=who, amount=min(amount, c.hp), source=source, by=by))
        if c.hp == 0:
            work.emit(ev.UnitRemoved(who=who, why="knocked_out", source=source, by=by))
            for lapsed in offer_lapses(state, who, "knocked_out"):
                work.emit(lapsed)
            if talents.ready(c, "second_wind"):  # R-F-47: offered as a prompt when K.O.'d
                work.emit(ev.ReactionOffered(character=who, talent="second_souffle"))
        else:
            stress.stress_attack(work, who)
        return
    u = unit(state, who)
    if u is None or u.stunned or amount <= 0:
        return
    work.emit(ev.Damaged(who=who, amount=min(amount, u.hp), source=source, by=by))
    if u.hp > 0:
        return
    board = CONTENT.units[u.unit]
    if stun:
        work.emit(ev.UnitRemoved(who=who, why="stunned", source=source, by=by))
        return  # MD-4 (L1188): no madness for a stun
    why: Literal["killed", "fled"] = "fled" if board.kind in ANIMALS else "killed"
    work.emit(ev.UnitRemoved(who=who, why=why, source=source, by=by))
    stress.killed(work, u.unit, who, source, by)


def offer_lapses(state: FarCryState, who: str, why: Literal["knocked_out", "exited"]) -> list[Event]:
    """R-F-49: an offer waiting for an answer lapses when its giver or receiver leaves play (a K.O.
    character answers nothing, R-F-47), so that no seat waits on it."""
    offer = state.offer
    if offer is None or who not in (offer.character, offer.to):
        return []
    return [ev.OfferLapsed(character=offer.character, to=offer.to, why=why)]


def _up(state: FarCryState, who: str) -> bool:
    """``who`` stands on a watchtower's central hex (TI-9)."""
    c = character(state, who)
    u = unit(state, who) if c is None else None
    at = c.at if c is not None else (u.at if u is not None else None)
    return at is not None and any(t.kind == "watchtower" and t.at == at for t in state.tiles)


def heal(work: Work, who: str, amount: int, source: str) -> None:
    """ST-11 (L1444): never above the maximum; a K.O. player cannot be healed (R-F-47)."""
    c = character(work.state, who)
    if c is not None and (c.ko or c.exited):
        return
    gained = min(amount, max_hp(work.state, who) - hp_of(work.state, who))
    if gained > 0:
        work.emit(ev.Healed(who=who, amount=gained, source=source))


def give_status(work: Work, who: str, status: Literal["bleeding", "blocage"], by: str | None = None) -> None:
    """CB-32 (L994): one token of a kind per unit (a second Bleeding adds nothing, L1442); Mur de
    pierre makes its holder immune to both (L1303)."""
    c = character(work.state, who)
    holder = c or unit(work.state, who)
    if holder is None or getattr(holder, status) or hp_of(work.state, who) == 0:
        return
    if c is not None and talents.immune(c, status):
        return
    work.emit(ev.StatusGiven(who=who, status=status, by=by))


def units_on(state: FarCryState, hexes: set[Hex], *, caged: bool = True) -> list[str]:
    """Who stands on these hexes: characters (K.O. ones included, damage skips them) and units; a
    captive in its cage is reached by fire and explosions (TI-8, L2235)."""
    out = [c.character for c in state.characters if c.at in hexes and not c.exited]
    out += [u.uid for u in state.units if u.at in hexes and not u.stunned and (caged or not u.caged)]
    return out


def set_fire(work: Work, hexes: list[Hex]) -> None:
    """ST-6, ST-7: fire tokens on the board's hexes not yet burning (walls, vine walls and chasms take none)."""
    board = mission_map(work.state.mission)
    burning = set(work.state.fire) | {t.at for t in work.state.tiles if t.kind == "vine_wall"}
    new = [h for h in hexes if h in board.terrain and board.terrain[h] not in ("wall", "chasm") and h not in burning]
    if new:
        work.emit(ev.FireSpread(hexes=new))


def ignite(work: Work, at: Hex, x: int) -> None:
    """Enflammer X (L1430, R-F-29): X fire damage to every unit in radius 1 of the target hex, the
    target included, and fire on the 7 hexes. Fire is no direct action: no madness (MD-5). Thrown into
    a watchtower it burns the central hex only (L1500)."""
    if any(t.kind == "watchtower" and t.at == at for t in work.state.tiles):
        set_fire(work, [at])
        return
    hexes = area(at, 1)
    for who in units_on(work.state, set(hexes)):
        damage(work, who, x, "fire")
    set_fire(work, hexes)


def end_of_turn(state: FarCryState, side: Literal["players", "enemies"]) -> list[Event]:
    """R-F-10: 1 HP for standing on fire plus 1 for Bleeding (ST-6, ST-10), players and allies at the
    end of the players' turn, enemies at the end of theirs; then that side's Blocage tokens are
    discarded (ST-4, L1424), but for one received in this same turn, which blocks the next (R-F-11)."""
    work = Work(state)
    board = mission_map(state.mission)
    burning = set(state.fire) | set(board.of("fire_plate"))
    who: list[tuple[str, Hex | None, bool, bool]] = []
    if side == "players":
        who += [(c.character, c.at, c.bleeding, c.blocage) for c in state.characters if not c.ko and not c.exited]
    for u in state.units:
        ally = CONTENT.units[u.unit].side != "enemy"
        if (ally == (side == "players")) and not u.stunned and not u.caged:
            who.append((u.uid, u.at, u.bleeding, u.blocage))
    for uid, at, bleeding, _ in who:
        if at in burning:
            damage(work, uid, 1, "fire")
        if bleeding:
            damage(work, uid, 1, "bleeding")
    for uid, _, _, blocage in who:
        holder = character(work.state, uid) or unit(work.state, uid)
        if blocage and holder is not None and not holder.blocage_next:  # R-F-11: that one waits a turn
            work.emit(ev.StatusCleared(who=uid, status="blocage"))
    return work.events


def all_knocked_out(state: FarCryState) -> bool:
    """KO-4 (L1022): every player K.O. fails the mission at once (exited players are not on the board)."""
    on_board = [c for c in state.characters if not c.exited]
    rising = {r.character for r in state.reactions if r.talent == "second_souffle"}  # R-F-47: not out yet
    return bool(on_board) and all(c.ko and c.character not in rising for c in on_board)
