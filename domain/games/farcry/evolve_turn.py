"""Folds of the round loop, movement and inventory events: bookkeeping only, no rule and no chance.

`evolve.py` dispatches here; each fold mutates the state it is given. A character's action clears its
"done" flag (R-F-12: any command from a seat clears it).
"""

from __future__ import annotations

from typing import Literal

from domain.games.farcry import events as ev
from domain.games.farcry.campaign import talents
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_bunker import SEAT_WEAPON
from domain.games.farcry.state import Carried, CharacterState, EnemyChoice, FarCryState, Offer, UnitState
from domain.games.farcry.tactical import stress
from domain.games.farcry.tactical.accessories import capacity_of


def _character(s: FarCryState, name: str) -> CharacterState:
    return next(c for c in s.characters if c.character == name)


def _unit(s: FarCryState, uid: str) -> UnitState | None:
    return next((u for u in s.units if u.uid == uid), None)


def round_started(s: FarCryState, e: ev.RoundStarted) -> None:
    s.round = e.round
    s.step = "event"


def players_turn_started(s: FarCryState, e: ev.PlayersTurnStarted) -> None:
    s.step = "players"
    for c in s.characters:
        c.raging = talents.enraged(c)  # Rage sanglante (L1295): read at the start of the turn
        # L1219, L1221, R-F-4: the stress card turned this round gives Réflexes' +1 or Catatonie's -X
        c.mp = max(0, c.max_mp + (talents.BLOOD_RAGE_MP if c.raging else 0) + stress.mp_adjustment(s, c.character))
        c.borrowed = None
        c.last_target = None
        c.done = False
        c.limited = []
        c.attacked = False
        c.reloaded = False
        c.talents_used = []
        c.blocage_next = False  # R-F-11: a Blocage received last turn holds from now
        for w in c.weapons:
            w.used = w.weapon == c.instability_weapon  # R-F-46: the card's attack counts for the round
        c.attacked = c.instability_weapon is not None
        c.instability_weapon = None
    for u in s.units:
        u.mp_spent, u.used = 0, []
        if CONTENT.units[u.unit].side != "enemy":
            u.blocage_next = False


def enemies_turn_started(s: FarCryState, e: ev.EnemiesTurnStarted) -> None:
    s.step = "enemies"
    s.acted = []
    for u in s.units:
        if CONTENT.units[u.unit].side == "enemy":
            u.blocage_next = False
    s.enemy_choice = None


def unit_activated(s: FarCryState, e: ev.UnitActivated) -> None:
    u = _unit(s, e.uid)
    if u is not None:
        u.behaviour_step = 0
        u.target = None


def target_chosen(s: FarCryState, e: ev.TargetChosen) -> None:
    u = _unit(s, e.uid)
    if u is not None:
        u.target = e.target


def enemy_choice_asked(s: FarCryState, e: ev.EnemyChoiceAsked) -> None:
    s.enemy_choice = EnemyChoice(uid=e.uid, kind=e.kind, options=list(e.options), mp=e.mp, step=e.step)


def enemy_choice_made(s: FarCryState, e: ev.EnemyChoiceMade) -> None:
    s.enemy_choice = None


def unit_finished(s: FarCryState, e: ev.UnitFinished) -> None:
    s.acted.append(e.uid)
    u = _unit(s, e.uid)
    if u is not None:
        u.target = None


def character_done(s: FarCryState, e: ev.CharacterDone) -> None:
    _character(s, e.character).done = True


def announced(s: FarCryState, e: ev.Announced) -> None:
    """Nothing changes: the message is for the table."""


def condition_met(s: FarCryState, e: ev.ConditionMet) -> None:
    s.conditions_done.append(e.index)


def unit_placed(s: FarCryState, e: ev.UnitPlaced) -> None:
    s.reserve = [u for u in s.reserve if u.uid != e.uid]
    s.units.append(UnitState(uid=e.uid, unit=e.unit, colour=e.colour, at=e.at, hp=e.hp))
    s.chain = list(e.chain)


def anecdote_turned(s: FarCryState, e: ev.AnecdoteTurned) -> None:
    if s.anecdote_when:
        s.anecdote_when.pop(0)
    if e.now:
        s.anecdote_done = True


def moved(s: FarCryState, e: ev.Moved) -> None:
    c = next((c for c in s.characters if c.character == e.who), None)
    if c is not None:
        c.at = e.path[-1]
        c.mp -= e.mp
        if e.mp:  # pushed (0 MP) is not the character's own action (R-F-12)
            c.done = False
        return
    u = _unit(s, e.who)
    if u is not None:
        u.at = e.path[-1]


def turn_ended(s: FarCryState, e: ev.TurnEnded) -> None:
    """The step moves on with the next event (`EnemiesTurnStarted`, `RoundStarted`)."""


def mission_ended(s: FarCryState, e: ev.MissionEnded) -> None:
    s.phase = "debriefing" if s.save is not None else "finished"  # mission 0 has no save (EM-14)
    s.result = e.result
    s.objectives_met = list(e.objectives)


def _take_weapon(c: CharacterState, weapon: str, ammo: int | None, accessories: list[str] | None = None) -> None:
    """A weapon received or picked up: beside the board if it needs no holster, else holstered; it
    cannot attack this turn (R-F-6: tilted until the next players' turn); its accessories stay on it
    (INV-13)."""
    free = CONTENT.weapons[weapon].holster_free
    place: Literal["beside", "holster"] = "beside" if free else "holster"
    c.weapons.append(Carried(weapon=weapon, ammo=ammo, place=place, used=True, accessories=list(accessories or [])))


def picked_up(s: FarCryState, e: ev.PickedUp) -> None:
    c = _character(s, e.character)
    c.done = False
    if e.kind == "loot":
        i = next(i for i, t in enumerate(s.loot) if t.at == e.at)
        if e.reward == "left":
            s.loot[i].face_up = True
            return
        s.loot.pop(i)
        c.loot.append(e.token)
    elif e.kind == "leaf":
        i = next(i for i, t in enumerate(s.leaves) if t.at == e.at)
        s.leaves.pop(i)
        c.leaves.append(e.token)
    else:
        i = next(i for i, t in enumerate(s.dropped) if t.at == e.at and t.kind == e.token)
        s.dropped.pop(i)
        _take_weapon(c, e.token, None)
    if e.reward == "xp":
        c.xp_tokens += 1
    elif e.reward == "money":
        c.money_tokens += 1
    elif e.reward == "bandage":
        c.bandages += e.amount
    elif e.reward == "molotov":
        c.items.append("molotov")
    elif e.reward == "ammo":
        w = next(w for w in c.weapons if w.weapon == e.weapon)
        w.ammo = (w.ammo or 0) + e.amount


def weapons_switched(s: FarCryState, e: ev.WeaponsSwitched) -> None:
    c = _character(s, e.character)
    c.done = False
    c.limited.append("switch")
    for w in c.weapons:
        if w.weapon in e.places and w.weapon != SEAT_WEAPON:  # TI-2: the seat's card stays in hand
            w.place = e.places[w.weapon]


def reloaded(s: FarCryState, e: ev.Reloaded) -> None:
    c = _character(s, e.character)
    c.done = False
    for w in c.weapons:
        if w.weapon in e.weapons:
            w.ammo = capacity_of(w.weapon, w.accessories)
    if e.counts:
        c.limited.append("reload")
        c.reloaded = True


def offer_made(s: FarCryState, e: ev.OfferMade) -> None:
    c = _character(s, e.character)
    c.done = False
    c.limited.append("give")
    s.offer = Offer(character=e.character, to=e.to, bandages=e.bandages, weapons=list(e.weapons), items=list(e.items))


def offer_answered(s: FarCryState, e: ev.OfferAnswered) -> None:
    offer = s.offer
    s.offer = None
    if offer is None or not e.accept:
        return
    giver = _character(s, offer.character)
    taker = _character(s, offer.to)
    giver.bandages -= offer.bandages
    taker.bandages += offer.bandages
    for name in offer.weapons:
        w = next(w for w in giver.weapons if w.weapon == name)
        giver.weapons.remove(w)
        _take_weapon(taker, name, w.ammo, w.accessories)
    for item in offer.items:
        giver.items.remove(item)
        taker.items.append(item)


def bandaged(s: FarCryState, e: ev.Bandaged) -> None:
    c = _character(s, e.character)
    c.done = False
    c.bandages -= 1
    c.limited.append("bandage")
    ally = _unit(s, e.target)  # R-F-48: an adjacent allied unit (its HP are its board's)
    if ally is not None:
        ally.hp = min(CONTENT.units[ally.unit].hp, ally.hp + e.healed)
        ally.bleeding = ally.blocage = ally.blocage_next = False
        return
    t = _character(s, e.target)
    t.hp = min(t.max_hp, t.hp + e.healed)
    t.bleeding = False
    t.blocage = False
    t.blocage_next = False


def object_used(s: FarCryState, e: ev.ObjectUsed) -> None:
    c = _character(s, e.character)
    c.done = False
    c.mp -= e.mp


def save_kept(s: FarCryState, e: ev.SaveKept) -> None:
    s.save = e.save


def mission_debriefed(s: FarCryState, e: ev.MissionDebriefed) -> None:
    """The boards after the debriefing: tokens cashed in or returned to the box (EM-5, EM-6, EM-9), the
    discard to the box (EM-7), the counter advanced (MD-6), K.O. characters revived (KO-2, EM-13)."""
    s.save = e.save
    s.phase = e.phase
    saved = {p.character: p for p in e.save.players}
    for c in s.characters:
        c.loot, c.discard = [], []
        c.xp_tokens = c.money_tokens = c.madness_tokens = 0
        c.xp = 0
        p = saved.get(c.character)
        if p is not None:
            c.madness, c.max_hp, c.max_mp = p.madness, p.max_hp, p.max_mp
        if e.result == "success" and c.ko:
            c.ko = False
            c.hp = c.max_hp


def spawn_rolled(s: FarCryState, e: ev.SpawnRolled) -> None:
    """The die is the record; the unit it brings is its own `UnitPlaced`."""


def ally_commanded(s: FarCryState, e: ev.AllyCommanded) -> None:
    u = _unit(s, e.ally)
    if u is not None:
        u.mp_spent += e.mp
        if e.weapon is not None:
            u.used.append(e.weapon)
