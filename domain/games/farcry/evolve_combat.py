"""Folds of the combat, status, madness and tile events: `apply_<event>(state, event) -> None`.

Bookkeeping only (no rule, no chance): the deciding functions of `combat`, `statuses`, `stress` and
`tiles` already chose every outcome and wrote it in the event. They fold their own events as they
emit them (see `combat.Work`), so what decide reads after an event is exactly what a replay will see.
`FOLDS` maps each event type to its fold for the engine's `evolve` dispatch.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_bunker import SEAT_WEAPON, gun_seat
from domain.games.farcry.state import (
    Carried,
    CharacterState,
    Effect,
    FarCryState,
    Kill,
    Paused,
    Reaction,
    TileState,
    Token,
    UnitState,
    Unstable,
    Wound,
    copy_state,
)
from domain.games.farcry.tactical.accessories import capacity_of


def character(state: FarCryState, who: str) -> CharacterState | None:
    return next((c for c in state.characters if c.character == who), None)


def unit(state: FarCryState, who: str) -> UnitState | None:
    return next((u for u in state.units if u.uid == who), None)


def _holder(state: FarCryState, who: str) -> CharacterState | UnitState:
    found: CharacterState | UnitState | None = character(state, who) or unit(state, who)
    if found is None:
        raise ValueError(f"no unit {who!r} on the board")
    return found


def max_hp(state: FarCryState, who: str) -> int:
    """A character's dial maximum or a unit's board value, an enemy's at the table's size (R-F-81, `Mission.enemy_hp`;
    ST-11: healing never passes it)."""
    c = character(state, who)
    if c is not None:
        return c.max_hp
    board = CONTENT.units[_unit_or_fail(state, who).unit]
    if board.side != "enemy":
        return board.hp
    shift = CONTENT.missions[state.mission].hp_shift(len(state.characters), board.id)
    return max(1, board.hp + shift)  # R-F-81


def _unit_or_fail(state: FarCryState, who: str) -> UnitState:
    u = unit(state, who)
    if u is None:
        raise ValueError(f"no unit {who!r} on the board")
    return u


def apply_attack_declared(state: FarCryState, e: ev.AttackDeclared) -> None:
    c = character(state, e.attacker)
    if c is None:
        return  # enemies tilt nothing and carry no ammo (CB-38, L1140-1146)
    if e.free:  # R-F-42: outside the turn's limits, no tilt (a throw still leaves the hand)
        if e.mode == "throw":
            carried = next(w for w in c.weapons if w.weapon == e.weapon and w.place == "hand")
            c.weapons.remove(carried)
            state.dropped.append(Token(kind=e.weapon, at=e.targets[0]))
        return
    c.attacked = True
    c.mp -= e.mp
    c.last_target = e.targets[0] if e.targets else None
    if e.sure:
        c.lucky = False
    if e.sure_melee:
        c.sure_melee = False
    if e.borrowed:
        c.borrowed = None  # Puis-je ? (L1268): the victim's weapon, used once
        return
    if e.mode == "zoc":
        return
    carried = next(w for w in c.weapons if w.weapon == e.weapon and w.place == "hand")
    carried.used = True
    if e.boost and carried.ammo is not None:
        carried.ammo -= 1
    if e.mode == "throw":
        c.weapons.remove(carried)
        state.dropped.append(Token(kind=e.weapon, at=e.targets[0]))


def apply_attack_resolved(state: FarCryState, e: ev.AttackResolved) -> None:
    """CB-27 (L976): one ammo per target, whatever the dice said."""
    state.striking = e.weapon
    c = character(state, e.attacker)
    if c is None or e.reroll:
        return
    carried = next((w for w in c.weapons if w.weapon == e.weapon and w.place == "hand"), None)
    if carried is not None and carried.ammo is not None:
        carried.ammo -= e.ammo


def apply_damaged(state: FarCryState, e: ev.Damaged) -> None:
    holder = _holder(state, e.who)
    holder.hp = max(0, holder.hp - e.amount)
    if e.by is not None and e.amount > 0 and character(state, e.by) is not None:
        wound = Wound(uid=e.who, source=e.source, by=e.by)
        if wound not in state.wounds:  # objectives ask whether, not how often
            state.wounds.append(wound)


def apply_healed(state: FarCryState, e: ev.Healed) -> None:
    holder = _holder(state, e.who)
    holder.hp = min(max_hp(state, e.who), holder.hp + e.amount)


def apply_unit_removed(state: FarCryState, e: ev.UnitRemoved) -> None:
    c = character(state, e.who)
    if c is not None:
        if e.why == "knocked_out":
            c.ko = True  # KO-1 (L1016): the figure lies on its hex, which stays occupied
        elif e.why == "exited":
            c.exited = True
            c.at = None
        return
    u = _unit_or_fail(state, e.who)
    if e.who == state.ruse_holder and state.ruse_held is not None and u.at is not None and e.why != "stunned":
        state.ruses.append(Token(kind=state.ruse_held, at=u.at))  # L1510: his token takes his figure's place
        state.ruse_held = None
    if e.who in state.chain:
        state.chain.remove(e.who)
    if e.why == "stunned":
        u.stunned = True  # R-F-37: out of the chain, keeps its hex
    else:
        state.units.remove(u)
    if e.why == "exited":
        state.out.append(u.unit)  # M6's "Sortez les 2 Rakyats" (L2041)
    if e.why in ("killed", "fled"):  # a stun defeats but never kills (R-F-37)
        killer = character(state, e.by) if e.by is not None else None
        seated = killer is not None and gun_seat(state, killer.at)
        weapon = state.striking if e.source == "weapon" else None
        kill = Kill(uid=e.who, source=e.source or "", by=e.by, round=state.round, at=u.at, seated=seated, weapon=weapon)
        state.kills.append(kill)


def apply_status_given(state: FarCryState, e: ev.StatusGiven) -> None:
    holder = _holder(state, e.who)
    setattr(holder, e.status, True)
    if e.status == "blocage" and state.step == own_step(state, e.who):
        holder.blocage_next = True  # R-F-11: received in its own turn, it blocks the next one


def own_step(state: FarCryState, who: str) -> str:
    """The turn a unit acts in: the players' for characters and allies, the enemies' for enemies."""
    u = unit(state, who)
    return "enemies" if u is not None and CONTENT.units[u.unit].side == "enemy" else "players"


def apply_status_cleared(state: FarCryState, e: ev.StatusCleared) -> None:
    holder = _holder(state, e.who)
    setattr(holder, e.status, False)
    if e.status == "blocage":
        holder.blocage_next = False


def apply_fire_spread(state: FarCryState, e: ev.FireSpread) -> None:
    burning = set(state.fire)
    for h in e.hexes:
        if h not in burning:
            state.fire.append(h)
            burning.add(h)
    state.loot = [t for t in state.loot if t.at not in burning]
    state.leaves = [t for t in state.leaves if t.at not in burning]


def apply_tile_damaged(state: FarCryState, e: ev.TileDamaged) -> None:
    tile = next((t for t in state.tiles if t.at == e.at), None)
    if tile is not None:
        tile.damage += e.amount


def apply_tile_destroyed(state: FarCryState, e: ev.TileDestroyed) -> None:
    state.tiles = [t for t in state.tiles if t.at != e.at]
    if e.loot is not None:
        state.loot_box.remove(e.loot)
        state.loot.append(Token(kind=e.loot, at=e.at))


def apply_rubble_fell(state: FarCryState, e: ev.RubbleFell) -> None:
    under = {e.at, *e.hexes}
    state.tiles = [t for t in state.tiles if t.at not in under]
    state.tiles.extend(TileState(kind="rubble", at=h) for h in e.hexes)
    state.fire = [h for h in state.fire if h not in under]
    state.loot = [t for t in state.loot if t.at not in under]
    state.leaves = [t for t in state.leaves if t.at not in under]
    state.dropped = [t for t in state.dropped if t.at not in under]


def apply_relic_placed(state: FarCryState, e: ev.RelicPlaced) -> None:
    state.dropped.append(Token(kind=e.weapon, at=e.at))


def apply_platform_collapsed(state: FarCryState, e: ev.PlatformCollapsed) -> None:
    under = {*e.hexes, *e.bridges}
    state.tiles = [t for t in state.tiles if t.at not in under]
    state.tiles.extend(TileState(kind="acid", at=h) for h in e.hexes)
    state.fire = [h for h in state.fire if h not in under]
    state.loot = [t for t in state.loot if t.at not in under]
    state.leaves = [t for t in state.leaves if t.at not in under]
    state.dropped = [t for t in state.dropped if t.at not in under]


def apply_bridge_rolled(state: FarCryState, e: ev.BridgeRolled) -> None:
    """The die only; a broken bridge is the `TileDestroyed` that follows."""


def apply_zip_line_kill(state: FarCryState, e: ev.ZipLineKill) -> None:
    state.wounds.append(Wound(uid=e.victim, source="zip_line", by=e.character))


def apply_ink_spilled(state: FarCryState, e: ev.InkSpilled) -> None:
    state.tiles.extend(TileState(kind="ink_puddle", at=h) for h in e.hexes)


def apply_ink_absorbed(state: FarCryState, e: ev.InkAbsorbed) -> None:
    state.tiles = [t for t in state.tiles if not (t.at == e.at and t.kind == "ink_puddle")]
    _character_or_fail(state, e.character).ink += 1


def apply_where_drawn(state: FarCryState, e: ev.WhereDrawn) -> None:
    """The card only; the minion is the `UnitPlaced` that follows."""


def apply_ruses_placed(state: FarCryState, e: ev.RusesPlaced) -> None:
    state.ruses = [Token(kind=t.kind or "", at=t.at) for t in e.tokens]
    state.ruse_holder, state.ruse_held = e.holder, e.held


def apply_ruse_taken(state: FarCryState, e: ev.RuseTaken) -> None:
    if e.at is None:
        state.ruse_held = None
    else:  # one token: another may lie on the same hex (the Traitor's, L1510)
        here = [t for t in state.ruses if t.at == e.at]
        state.ruses.remove(next((t for t in here if t.kind == e.face), here[0]))
    state.vaas_ruses.append(e.face)


def apply_weapon_awarded(state: FarCryState, e: ev.WeaponAwarded) -> None:
    _character_or_fail(state, e.character).weapons.append(Carried(weapon=e.weapon, ammo=None, place="beside"))


def apply_amanites_triggered(state: FarCryState, e: ev.AmanitesTriggered) -> None:
    state.tiles = [t for t in state.tiles if not (t.at == e.at and t.kind == "amanites")]
    state.tiles_triggered.append("amanites")
    state.free_attacks = list(e.owed)


def apply_mp_gained(state: FarCryState, e: ev.MpGained) -> None:
    _character_or_fail(state, e.who).mp += e.amount


def apply_free_attack_resolved(state: FarCryState, e: ev.FreeAttackResolved) -> None:
    if state.free_attacks and state.free_attacks[0] == e.who:
        state.free_attacks.pop(0)


def apply_chain_paused(state: FarCryState, e: ev.ChainPaused) -> None:
    state.paused = Paused(uid=e.uid, step=e.step, mp=e.mp)


def apply_group_released(state: FarCryState, e: ev.GroupReleased) -> None:
    state.released.append(e.group)


def apply_chain_resumed(state: FarCryState, e: ev.ChainResumed) -> None:
    state.paused = None


def apply_queue_advanced(state: FarCryState, e: ev.QueueAdvanced) -> None:
    if state.queue and state.queue[0] == e.unit:
        state.queue.pop(0)


def apply_nest_rolled(state: FarCryState, e: ev.NestRolled) -> None:
    state.tiles = [t for t in state.tiles if not (t.at == e.at and t.kind == "komodo_nest")]


def apply_offer_lapsed(state: FarCryState, e: ev.OfferLapsed) -> None:
    state.offer = None  # nothing changes hands; the giver's "give" stays spent (R-F-49)


def apply_cage_opened(state: FarCryState, e: ev.CageOpened) -> None:
    u = _unit_or_fail(state, e.unit)
    u.caged = False
    u.at = e.to  # the open cage stays on the board as a cover (TI-8)
    board = CONTENT.units[u.unit]
    if u.uid not in state.chain and board.side != "controlled_ally":  # R-F-43: it enters the chain by rank
        at = next(
            (i for i, other in enumerate(state.chain) if CONTENT.units[other.rsplit("-", 1)[0]].rank < board.rank),
            len(state.chain),
        )
        state.chain.insert(at, u.uid)


def apply_madness_gained(state: FarCryState, e: ev.MadnessGained) -> None:
    c = character(state, e.character)
    if c is not None:
        c.madness_tokens += e.tokens


def apply_xp_gained(state: FarCryState, e: ev.XpGained) -> None:
    c = character(state, e.character)
    if c is not None:
        c.xp += e.amount


def apply_stress_drawn(state: FarCryState, e: ev.StressDrawn) -> None:
    """MD-9 (L1204): the top card of the deck, face down on the board."""
    c = _character_or_fail(state, e.character)
    top = state.madness_deck.pop(0)
    c.stress_card = e.card if e.card is not None else top
    c.stress_face_up = False


def apply_stress_turned(state: FarCryState, e: ev.StressTurned) -> None:
    c = _character_or_fail(state, e.character)
    c.stress_card = e.card
    c.stress_face_up = True


def apply_madness_returned(state: FarCryState, e: ev.MadnessReturned) -> None:
    for who in e.characters:
        c = _character_or_fail(state, who)
        c.stress_card = None
        c.stress_face_up = False
    if e.deck is not None:
        state.madness_deck = list(e.deck)


def apply_takedown_tried(state: FarCryState, e: ev.TakedownTried) -> None:
    """LA-13 (L765): a takedown sets the remaining MP to 0; once per turn (PT-3)."""
    c = _character_or_fail(state, e.character)
    c.mp = 0
    c.limited.append("takedown")
    c.borrowed = e.borrow
    if e.thrown is not None:  # Élimination à distance (L1307): the blade lies on the target's hex
        carried = next(w for w in c.weapons if w.weapon == e.thrown and w.place == "hand")
        c.weapons.remove(carried)
        victim = unit(state, e.target)
        at = victim.at if victim is not None and victim.at is not None else c.at
        if at is not None:
            state.dropped.append(Token(kind=e.thrown, at=at))


def apply_talent_used(state: FarCryState, e: ev.TalentUsed) -> None:
    c = _character_or_fail(state, e.character)
    talent = CONTENT.talents[e.talent]
    c.talents_used.append(e.talent)
    if talent.use == "once_per_mission":
        c.talents_flipped.append(e.talent)
    if talent.code == "slide":
        c.mp += 1  # Glissade (L1264): "Gagnez 1 PM"
    elif talent.code == "lucky_bullet":
        c.lucky = True
    elif talent.code == "sure_melee":
        c.sure_melee = True
    elif talent.code == "second_impulse":
        c.impulses += 1  # Impulsion double (L1290): the impulse action is back


def apply_impulse_used(state: FarCryState, e: ev.ImpulseUsed) -> None:
    c = _character_or_fail(state, e.character)
    c.impulses -= 1
    c.limited.append("impulse")
    if e.code == "gain_mp":
        c.mp += e.amount
    elif e.code == "free_reload":
        for w in c.weapons:
            capacity = capacity_of(w.weapon, w.accessories)
            if w.place == "hand" and capacity is not None:
                w.ammo = capacity


def _character_or_fail(state: FarCryState, who: str) -> CharacterState:
    c = character(state, who)
    if c is None:
        raise ValueError(f"no character {who!r}")
    return c


def apply_item_used(state: FarCryState, e: ev.ItemUsed) -> None:
    """LA-5: once per turn; the card leaves the inventory for the discard."""
    c = _character_or_fail(state, e.character)
    c.done = False
    c.limited.append("item")
    c.items.remove(e.item)
    c.discard.append(e.item)  # LA-5 (L737): a used item goes to the discard (SU-14)


def apply_instability_asked(state: FarCryState, e: ev.InstabilityAsked) -> None:
    state.unstable.append(Unstable(character=e.character, options=list(e.options)))


def apply_instability_chosen(state: FarCryState, e: ev.InstabilityChosen) -> None:
    state.unstable = [u for u in state.unstable if u.character != e.character]
    c = character(state, e.character)
    if c is not None and state.step != "players":
        c.instability_weapon = e.weapon  # the players' turn about to start keeps it tilted


def apply_leaf_drawn(state: FarCryState, e: ev.LeafDrawn) -> None:
    _character_or_fail(state, e.character).leaves.append(e.leaf)


def apply_bonus_rolled(state: FarCryState, e: ev.BonusRolled) -> None:
    """A talent's own die changes nothing by itself: the attack's damage that follows carries it."""


def apply_reaction_offered(state: FarCryState, e: ev.ReactionOffered) -> None:
    state.reactions.append(
        Reaction(
            character=e.character,
            talent=e.talent,
            attack=e.attack,
            step=e.step,
            target=e.target,
            roll=e.roll,
            cover_hit=e.cover_hit,
            asked=list(e.asked),
            held=e.held,
        )
    )


def apply_reaction_timed(state: FarCryState, e: ev.ReactionTimed) -> None:
    if state.reactions:
        state.reactions[0].deadline = e.deadline


def apply_reaction_answered(state: FarCryState, e: ev.ReactionAnswered) -> None:
    if state.reactions and state.reactions[0].character == e.character and state.reactions[0].talent == e.talent:
        state.reactions.pop(0)


def apply_steel_abs_rolled(state: FarCryState, e: ev.SteelAbsRolled) -> None:
    """The die is the event's record; cancelling is not applying the damage (`reactions`)."""


def apply_effect_started(state: FarCryState, e: ev.EffectStarted) -> None:
    c = _character_or_fail(state, e.who)
    c.effects = [x for x in c.effects if x.until >= state.round and x.code != e.effect]
    c.effects.append(Effect(code=e.effect, until=e.until))


def apply_leaf_exchanged(state: FarCryState, e: ev.LeafExchanged) -> None:
    c = _character_or_fail(state, e.character)
    c.leaves.remove(e.given)
    c.leaves.append(e.taken)


def apply_takedown_rerolled(state: FarCryState, e: ev.TakedownRerolled) -> None:
    """The costs stay those `TakedownTried` paid; only Puis-je ?'s borrowed weapon follows the new die."""
    _character_or_fail(state, e.character).borrowed = e.borrow


def apply_amanites_rerolled(state: FarCryState, e: ev.AmanitesRerolled) -> None:
    state.free_attacks = list(e.owed)


def apply_nest_rerolled(state: FarCryState, e: ev.NestRerolled) -> None:
    """The nest was removed when first rolled; the dragon, if any, is the `UnitPlaced` that follows."""


def apply_revived(state: FarCryState, e: ev.Revived) -> None:
    c = _character_or_fail(state, e.character)
    c.ko = False
    c.hp = e.hp


def apply_gun_broken(state: FarCryState, e: ev.GunBroken) -> None:
    """TI-2 (L2191): the occupant put beside the broken gun; a character's Machine-gun card boxed (the
    tile's damage, from its `TileDamaged`, keeps the gun unusable: `evolve_bunker.gun_seat`)."""
    if e.who is None or e.to is None:
        return
    c = character(state, e.who)
    if c is not None:
        c.at = e.to
        c.weapons = [w for w in c.weapons if w.weapon != SEAT_WEAPON]
        return
    u = unit(state, e.who)
    if u is not None:
        u.at = e.to


FOLDS: dict[type[Event], Callable[[FarCryState, Any], None]] = {
    ev.LeafDrawn: apply_leaf_drawn,
    ev.BonusRolled: apply_bonus_rolled,
    ev.ReactionOffered: apply_reaction_offered,
    ev.ReactionTimed: apply_reaction_timed,
    ev.ReactionAnswered: apply_reaction_answered,
    ev.SteelAbsRolled: apply_steel_abs_rolled,
    ev.Revived: apply_revived,
    ev.TakedownRerolled: apply_takedown_rerolled,
    ev.AmanitesRerolled: apply_amanites_rerolled,
    ev.NestRerolled: apply_nest_rerolled,
    ev.EffectStarted: apply_effect_started,
    ev.LeafExchanged: apply_leaf_exchanged,
    ev.AttackDeclared: apply_attack_declared,
    ev.AttackResolved: apply_attack_resolved,
    ev.Damaged: apply_damaged,
    ev.Healed: apply_healed,
    ev.UnitRemoved: apply_unit_removed,
    ev.StatusGiven: apply_status_given,
    ev.StatusCleared: apply_status_cleared,
    ev.FireSpread: apply_fire_spread,
    ev.TileDamaged: apply_tile_damaged,
    ev.TileDestroyed: apply_tile_destroyed,
    ev.RubbleFell: apply_rubble_fell,
    ev.RelicPlaced: apply_relic_placed,
    ev.PlatformCollapsed: apply_platform_collapsed,
    ev.BridgeRolled: apply_bridge_rolled,
    ev.ZipLineKill: apply_zip_line_kill,
    ev.InkSpilled: apply_ink_spilled,
    ev.InkAbsorbed: apply_ink_absorbed,
    ev.WhereDrawn: apply_where_drawn,
    ev.WeaponAwarded: apply_weapon_awarded,
    ev.RusesPlaced: apply_ruses_placed,
    ev.RuseTaken: apply_ruse_taken,
    ev.OfferLapsed: apply_offer_lapsed,
    ev.NestRolled: apply_nest_rolled,
    ev.QueueAdvanced: apply_queue_advanced,
    ev.AmanitesTriggered: apply_amanites_triggered,
    ev.MpGained: apply_mp_gained,
    ev.FreeAttackResolved: apply_free_attack_resolved,
    ev.ChainPaused: apply_chain_paused,
    ev.ChainResumed: apply_chain_resumed,
    ev.GroupReleased: apply_group_released,
    ev.CageOpened: apply_cage_opened,
    ev.MadnessGained: apply_madness_gained,
    ev.XpGained: apply_xp_gained,
    ev.StressDrawn: apply_stress_drawn,
    ev.StressTurned: apply_stress_turned,
    ev.MadnessReturned: apply_madness_returned,
    ev.TakedownTried: apply_takedown_tried,
    ev.TalentUsed: apply_talent_used,
    ev.ImpulseUsed: apply_impulse_used,
    ev.ItemUsed: apply_item_used,
    ev.InstabilityAsked: apply_instability_asked,
    ev.InstabilityChosen: apply_instability_chosen,
    ev.GunBroken: apply_gun_broken,
}


class Work:
    """A working copy that folds each event as it is emitted: decide reads what replay will see."""

    def __init__(self, state: FarCryState) -> None:
        self.state = copy_state(state)
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        apply(self.state, event)
        self.events.append(event)


def apply(state: FarCryState, event: Event) -> None:
    """Fold one of this module's events (refuses any other loudly)."""
    fold = FOLDS.get(type(event))
    if fold is None:
        raise TypeError(f"evolve_combat folds no event {type(event).__name__}")
    fold(state, event)
