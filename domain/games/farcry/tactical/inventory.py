"""The players' non-combat actions on tokens and gear (inventory 2.5-2.6): pick-ups and loot, weapon
switch, reload, give/exchange, bandage, special objects, and the end of a character's turn.

A face-down token's kind must not decide whether picking it up is allowed (the refusal would reveal
it), so a loot that cannot be taken (a Molotov with no free slot, ammo with full weapons) is turned
face up and left on its hex (R-F-19, MV-23).
"""

from __future__ import annotations

from collections.abc import Callable

from domain.contract import RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.campaign import talents
from domain.games.farcry.campaign.save_rules import item_slots
from domain.games.farcry.content import CONTENT
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_bunker import SEAT_WEAPON
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.explorations import cards as exploration_cards
from domain.games.farcry.state import CharacterState, FarCryState, under
from domain.games.farcry.tactical import bunker, machine_gun, tiles, watchtower
from domain.games.farcry.tactical.accessories import capacity_of
from domain.games.farcry.tactical.hexes import Hex, adjacent
from domain.rng import Rng

BANDAGE_HEAL = 2
"""LA-23 (L809)."""
AMMO_LOOT = 2
"""MV-23 (L706): at most 2 ammo into one equipped weapon."""


def loot_reward(c: CharacterState, token: str, weapon: str | None) -> tuple[str, str | None, int]:
    """(reward, weapon, amount) of a loot token for ``c`` now; "left" when it cannot be taken."""
    kind = next(k for k in CONTENT.box.loot if k.id == token)
    if kind.reward == "molotov":
        return ("molotov", None, 1) if len(c.items) < item_slots(c.bag) else ("left", None, 0)
    if kind.reward == "ammo":
        fill = rules.reloadable(c)
        chosen = weapon if weapon in fill else (fill[0] if fill else None)
        if chosen is None:
            return "left", None, 0
        carried = next(w for w in c.weapons if w.weapon == chosen)
        capacity = capacity_of(chosen, carried.accessories) or 0
        ammo = carried.ammo or 0
        return "ammo", chosen, min(AMMO_LOOT, capacity - ammo)
    return kind.reward, None, kind.amount


def handle_pick_up(f: Flow, seat: int | None, c: cmd.PickUp, rng: Rng) -> None:
    """MV-17..MV-24 (L690-707), R-F-19: free, on the character's hex."""
    me = rules.acting(f.s, seat, c.character)
    token = rules.token_here(f.s, me, c.kind)
    if token is None or me.at is None:
        raise RuleViolation("no_token", f"No {c.kind} token here / aucun jeton ici.", rule="MV-17")
    if c.leaf is not None and (c.kind != "leaf" or not under(me, "any_leaf", f.s.round)):
        raise RuleViolation("no_leaf_choice", "Main verte seulement / under Main verte only.", rule="L454")
    if c.kind == "leaf":
        f.emit(ev.PickedUp(character=me.character, kind="leaf", token=token, at=me.at, reward="leaf"))
        if c.leaf is not None and c.leaf != token:  # R-F-78: the token back to the supply for the colour chosen
            if c.leaf not in leaf_supply(f.s):
                raise RuleViolation("no_such_leaf", f"Plus de feuille {c.leaf} / no {c.leaf} leaf left.", rule="R-F-78")
            f.emit(ev.LeafExchanged(character=me.character, given=token, taken=c.leaf))
        supply = leaf_supply(f.s)
        if talents.holds(me, "herbalist") and supply:  # Herboriste (L1301): one more, from the supply
            f.emit(ev.LeafDrawn(character=me.character, leaf=supply[rng.below(len(supply))]))
    elif c.kind == "weapon":
        if not receivable(me, [token]):  # what the listing offers, nothing more
            raise RuleViolation(
                "cannot_carry",
                f"{me.character} has no room for this {token}, or has one already / pas de place ou déjà une.",
                rule="LA-18",
            )
        f.emit(ev.PickedUp(character=me.character, kind="weapon", token=token, at=me.at, reward="weapon"))
    else:
        reward, weapon, amount = loot_reward(me, token, c.weapon)
        if reward == "left" and any(t.at == me.at and t.face_up for t in f.s.loot):
            raise RuleViolation(
                "cannot_take", f"{me.character} cannot take this {token} / ne peut pas le prendre.", rule="R-F-19"
            )
        f.emit(
            ev.PickedUp(
                character=me.character, kind="loot", token=token, at=me.at, reward=reward, weapon=weapon, amount=amount
            )
        )


def leaf_supply(s: FarCryState) -> list[str]:
    """The leaf tokens neither on the board nor held (SU-5: 26 in the box), face down, sorted."""
    return exploration_cards.leaf_supply([t.kind for t in s.leaves] + [leaf for c in s.characters for leaf in c.leaves])


def handle_switch(f: Flow, seat: int | None, c: cmd.SwitchWeapons, rng: Rng) -> None:
    """LA-1..LA-4 (L717-723), INV-5, INV-6: a weapon with no holster room goes to the save bag."""
    me = rules.acting(f.s, seat, c.character)
    rules.need_limited(me, "switch", "LA-1")
    if me.attacked:
        raise RuleViolation(
            "attacked_this_turn",
            "Plus de changement d'arme après une attaque / no switch after an attack.",
            rule="LA-4",
        )
    places = rules.places_for(me, c.hand, c.save_bag)
    if places is None:
        raise RuleViolation(
            "bad_hand",
            "Ces armes ne tiennent pas en main, en étuis et au sac de sauvegarde (seulement ce qui n'a plus "
            "de place) / they do not fit hands, holsters and the save bag (only what has no room left).",
            rule="LA-3" if c.save_bag else "INV-5",
        )
    f.emit(ev.WeaponsSwitched(character=me.character, places=places))  # type: ignore[arg-type]


def handle_reload(f: Flow, seat: int | None, c: cmd.Reload, rng: Rng) -> None:
    """LA-7, LA-9, LA-10 (L743-757)."""
    me = rules.acting(f.s, seat, c.character)
    rules.need_limited(me, "reload", "LA-9")
    if me.attacked:
        raise RuleViolation(
            "attacked_this_turn", "Pas de rechargement après une attaque / no reload after an attack.", rule="LA-10"
        )
    weapons = rules.reloadable(me, f.s)
    if not weapons:
        raise RuleViolation(
            "nothing_to_reload", "Armes équipées déjà pleines / equipped weapons are full.", rule="LA-9"
        )
    f.emit(ev.Reloaded(character=me.character, weapons=weapons))


def handle_give(f: Flow, seat: int | None, c: cmd.Give, rng: Rng) -> None:
    """LA-18..LA-21 (L799-803), R-F-49: an offer the receiving seat accepts or declines."""
    me = rules.acting(f.s, seat, c.character)
    rules.need_limited(me, "give", "LA-21")
    to = rules.character(f.s, c.to)
    if to not in rules.adjacent_characters(f.s, me):
        raise RuleViolation("not_adjacent", f"{c.to} is not beside {c.character} / pas adjacent.", rule="LA-18")
    if f.s.offer is not None and c.to in (f.s.offer.character, f.s.offer.to):
        raise RuleViolation("offer_pending", "Un don attend sa réponse / an offer awaits its answer.", status=409)
    if not (c.bandages or c.weapons or c.items) or c.bandages < 0:
        raise RuleViolation("empty_offer", "Rien à donner / nothing offered.", rule="LA-18")
    if c.bandages > me.bandages:
        raise RuleViolation("not_enough_bandages", "Pas assez de bandages / not enough bandages.", rule="LA-18")
    mine = [w.weapon for w in me.weapons if w.place != "save_bag"]
    if any(w not in mine for w in c.weapons) or len(set(c.weapons)) != len(c.weapons):
        raise RuleViolation("not_yours", "Arme non portée / weapon not carried.", rule="LA-18")
    if any(c.items.count(i) > me.items.count(i) for i in c.items):
        raise RuleViolation("not_yours", "Objet non porté / item not carried.", rule="LA-18")
    if not receivable(to, c.weapons) or len(to.items) + len(c.items) > item_slots(to.bag):
        raise RuleViolation("no_room", f"{c.to} has no room for it / pas de place.", rule="LA-21")
    f.emit(
        ev.OfferMade(character=me.character, to=c.to, bandages=c.bandages, weapons=list(c.weapons), items=list(c.items))
    )


def receivable(to: CharacterState, weapons: list[str]) -> bool:
    """LA-18: a given weapon goes into a free holster of its kind (or beside the board, LA-2). Weapons
    are known by their card id, so a character never carries two copies of one (designed). The
    Machine-gun card stays with its seat (TI-2): never given."""
    if any(w.weapon in weapons for w in to.weapons) or SEAT_WEAPON in weapons:
        return False
    room = rules.holster_slots(to)
    for w in to.weapons:
        if w.place == "holster":
            room[CONTENT.weapons[w.weapon].hands] -= 1
    for name in weapons:
        weapon = CONTENT.weapons[name]
        if weapon.holster_free:
            continue
        room[weapon.hands] -= 1
        if room[weapon.hands] < 0:
            return False
    return True


def handle_answer(f: Flow, seat: int | None, c: cmd.AnswerOffer, rng: Rng) -> None:
    """R-F-49: only the receiving character's seat answers."""
    offer = f.s.offer
    if offer is None or offer.to != c.character:
        raise RuleViolation("no_offer", "Aucun don en attente / no offer waiting.", rule="R-F-49", status=409)
    rules.controls(f.s, seat, rules.character(f.s, c.character))
    f.emit(ev.OfferAnswered(character=c.character, accept=c.accept))


def handle_bandage(f: Flow, seat: int | None, c: cmd.Bandage, rng: Rng) -> None:
    """LA-22..LA-24 (L807-811), R-F-47, R-F-48."""
    me = rules.acting(f.s, seat, c.character)
    rules.need_limited(me, "bandage", "LA-22")
    if me.bandages <= 0:
        raise RuleViolation("no_bandage", "Plus de bandage / no bandage left.", rule="LA-24")
    heal = talents.bandage_heal(me, BANDAGE_HEAL)
    target = next((t for t in rules.bandage_targets(f.s, me) if t.character == c.target), None)
    ally = next((u for u in rules.bandage_allies(f.s, me) if u.uid == c.target), None)
    if target is not None:
        healed = min(heal, target.max_hp - target.hp)
        f.emit(ev.Bandaged(character=me.character, target=target.character, healed=healed))
    elif ally is not None:
        healed = min(heal, CONTENT.units[ally.unit].hp - ally.hp)
        f.emit(ev.Bandaged(character=me.character, target=ally.uid, healed=healed))
    else:
        raise RuleViolation(
            "bad_target",
            f"{c.target}: oneself, an adjacent character or ally / soi, un voisin ou un allié adjacent.",
            rule="R-F-48",
        )


def handle_interact(f: Flow, seat: int | None, c: cmd.Interact, rng: Rng) -> None:
    """MV-1 (L623-627): an adjacent special object for its MP cost, then its effect: the box's only
    special object in FC-1 is the cage (TI-8), opened by hand; an empty one is no longer usable."""
    me = rules.acting(f.s, seat, c.character)
    tile = next((t for t in f.s.tiles if t.at == tuple(c.at)), None)
    if tile is not None and tile.kind == "watchtower":  # TI-9: climbing in is a movement action
        from domain.games.farcry.tactical.movement import climb

        if not rules.can_move(me):
            raise RuleViolation("blocked", f"{me.character} is blocked this turn / est bloqué ce tour.", rule="ST-4")
        climb(f, rng, me.character, tile.at)
        return
    kind = None if tile is None else next((k for k in CONTENT.box.tiles if k.id == tile.kind), None)
    if tile is None or kind is None or kind.family != "special_object" or me.at is None:
        raise RuleViolation("no_object", "Aucun objet spécial ici / no special object there.", rule="MV-1")
    if not adjacent(me.at, tile.at):
        raise RuleViolation("not_adjacent", "Objet non adjacent / the object is not adjacent.", rule="MV-1")
    cost = kind.mp_cost or 0
    if cost > me.mp:
        raise RuleViolation("not_enough_mp", f"{cost} MP needed / PM nécessaires.", rule="MV-1")
    if not usable_object(f.s, tile.kind, tile.at):
        raise RuleViolation("nothing_to_do", "Cet objet ne fait plus rien / this object does nothing now.", rule="TI-8")
    if tile.kind in MISSION_OBJECTS:  # M6: a bunker door or passage, the machine-gun seat (TI-2)
        MISSION_OBJECTS[tile.kind](f, me, tile.at)
        return
    f.emit(ev.ObjectUsed(character=me.character, at=tile.at, kind=tile.kind, mp=cost))
    if tile.kind == "cage":
        work = Work(f.s)
        tiles.open_cage(work, tile.at)
        f.emit(*work.events)


def usable_object(s: FarCryState, kind: str, at: Hex) -> bool:
    """A special object with an effect now (MV-1): a cage with its captive inside (TI-8), a free
    watchtower (TI-9)."""
    if kind == "watchtower":
        return watchtower.occupant_up(s, at) is None
    if kind == "machine_gun":
        return machine_gun.free(s, at)
    return kind in ("bunker_door", "bunker_passage") or (kind == "cage" and tiles.caged_at(s, at))


MISSION_OBJECTS: dict[str, Callable[[Flow, CharacterState, Hex], None]] = {
    "bunker_door": bunker.turn_door,
    "bunker_passage": bunker.cross,
    "machine_gun": machine_gun.take_seat,
}
"""Special objects whose use is a mission's own (M6, `tactical.bunker`, `tactical.machine_gun`)."""


def handle_end_turn(f: Flow, seat: int | None, c: cmd.EndTurn, rng: Rng) -> None:
    """PT-5 (L563), R-F-12: this character is done; the turn ends when every one in play is."""
    me = rules.acting(f.s, seat, c.character)
    if me.done:
        raise RuleViolation("already_done", f"{c.character} is already done / a déjà fini.", rule="R-F-12", status=409)
    f.emit(ev.CharacterDone(character=me.character))
