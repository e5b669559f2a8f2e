"""The preparation's folds: each event edits the campaign save (`save_rules` holds the pure edits)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from domain.contract import Event
from domain.games.farcry.campaign import events as pe
from domain.games.farcry.campaign import save_rules as sr
from domain.games.farcry.campaign.save import CampaignSave, PlayerSave, SavedWeapon, StoredWeapon
from domain.games.farcry.content import CONTENT
from domain.games.farcry.state import FarCryState


def _save(s: FarCryState) -> CampaignSave:
    if s.save is None:
        raise ValueError("the preparation edits a campaign save")
    return s.save


def _player(save: CampaignSave, name: str) -> PlayerSave:
    p = sr.player(save, name)
    if p is None:
        raise ValueError(f"{name} is not in the save")
    return p


def _give(save: CampaignSave, to: str | None, card: str, kind: str, accessories: list[str]) -> CampaignSave:
    """``card`` into ``to``'s inventory (a weapon where it fits) or the reserve."""
    if to is None:
        if kind == "weapon":
            weapons = [*save.reserve_weapons, StoredWeapon(weapon=card, accessories=accessories)]
            return msgspec.structs.replace(save, reserve_weapons=weapons)
        if kind == "accessory":
            return msgspec.structs.replace(save, reserve_accessories=[*save.reserve_accessories, card])
        if kind == "item":
            return msgspec.structs.replace(save, reserve_items=[*save.reserve_items, card])
        return msgspec.structs.replace(save, reserve_carriers=[*save.reserve_carriers, card])
    p = _player(save, to)
    if kind == "weapon":
        fitted = sr.receive_weapon(p, card, accessories)
        if fitted is None:
            raise ValueError(f"{card} does not fit {to}")
        p = msgspec.structs.replace(p, weapons=fitted)
    elif kind == "item":
        p = msgspec.structs.replace(p, items=[*p.items, card])
    elif sr.carrier(card).kind == "bag":
        p = msgspec.structs.replace(p, bag=card)
    else:
        p = msgspec.structs.replace(p, holsters=[*p.holsters, card])
    return sr.with_player(save, p)


def _take(save: CampaignSave, owner: str | None, card: str, kind: str) -> tuple[CampaignSave, list[str]]:
    """``card`` out of ``owner``'s inventory or the reserve; the accessories a weapon carries along."""
    if owner is None:
        if kind == "weapon":
            held = next(w for w in save.reserve_weapons if w.weapon == card)
            rest = [w for w in save.reserve_weapons if w is not held]
            return msgspec.structs.replace(save, reserve_weapons=rest), list(held.accessories)
        if kind == "item":
            items = list(save.reserve_items)
            items.remove(card)
            return msgspec.structs.replace(save, reserve_items=items), []
        carriers = list(save.reserve_carriers)
        carriers.remove(card)
        return msgspec.structs.replace(save, reserve_carriers=carriers), []
    p = _player(save, owner)
    if kind == "weapon":
        carried = next(w for w in p.weapons if w.weapon == card)
        p = msgspec.structs.replace(p, weapons=[w for w in p.weapons if w is not carried])
        return sr.with_player(save, p), list(carried.accessories)
    if kind == "item":
        items = list(p.items)
        items.remove(card)
        return sr.with_player(save, msgspec.structs.replace(p, items=items)), []
    lighter = sr.without_carrier(p, card)
    if lighter is None:
        raise ValueError(f"{card} still holds {owner}'s gear")
    return sr.with_player(save, lighter), []


def card_bought(s: FarCryState, e: pe.CardBought) -> None:
    save = _save(s)
    save = msgspec.structs.replace(save, reserve_money=save.reserve_money - e.price)
    s.save = _give(save, e.to, e.card, e.kind, [])


def crafted(s: FarCryState, e: pe.Crafted) -> None:
    save = _save(s)
    for paid in e.paid:
        if paid.owner is None:
            leaves = list(save.reserve_leaves)
            if paid.leaf is not None:
                leaves.remove(paid.leaf)
            save = msgspec.structs.replace(save, reserve_leaves=leaves, reserve_skins=save.reserve_skins - paid.skins)
        else:
            p = _player(save, paid.owner)
            leaves = list(p.leaves)
            if paid.leaf is not None:
                leaves.remove(paid.leaf)
            save = sr.with_player(save, msgspec.structs.replace(p, leaves=leaves, skins=p.skins - paid.skins))
    s.save = _give(save, e.to, e.recipe, "carrier" if e.kind == "carrier" else "item", [])


def card_transferred(s: FarCryState, e: pe.CardTransferred) -> None:
    save, accessories = _take(_save(s), e.giver, e.card, e.kind)
    s.save = _give(save, e.receiver, e.card, e.kind, accessories)


def _on_weapon(
    save: CampaignSave, owner: str | None, weapon: str, change: Callable[[list[str]], list[str]]
) -> CampaignSave:
    if owner is None:
        stored = [
            msgspec.structs.replace(w, accessories=change(list(w.accessories))) if w.weapon == weapon else w
            for w in save.reserve_weapons
        ]
        return msgspec.structs.replace(save, reserve_weapons=stored)
    p = _player(save, owner)
    carried: list[SavedWeapon] = [
        msgspec.structs.replace(w, accessories=change(list(w.accessories))) if w.weapon == weapon else w
        for w in p.weapons
    ]
    return sr.with_player(save, msgspec.structs.replace(p, weapons=carried))


def _without(items: list[str], one: str) -> list[str]:
    out = list(items)
    out.remove(one)
    return out


def accessory_fitted(s: FarCryState, e: pe.AccessoryFitted) -> None:
    save = _save(s)
    if e.source_weapon is None:
        save = msgspec.structs.replace(save, reserve_accessories=_without(save.reserve_accessories, e.accessory))
    else:
        save = _on_weapon(save, e.source_owner, e.source_weapon, lambda a: _without(a, e.accessory))
    if e.weapon is None:
        save = msgspec.structs.replace(save, reserve_accessories=[*save.reserve_accessories, e.accessory])
    else:
        save = _on_weapon(save, e.owner, e.weapon, lambda a: [*a, e.accessory])
    s.save = save


def weapons_arranged(s: FarCryState, e: pe.WeaponsArranged) -> None:
    save = _save(s)
    p = _player(save, e.character)
    s.save = sr.with_player(save, msgspec.structs.replace(p, weapons=list(e.weapons)))


def talent_learned(s: FarCryState, e: pe.TalentLearned) -> None:
    """TL-6; Entraînement and Marathonien raise the saved maxima at once (L1265, L1287)."""
    save = _save(s)
    p = _player(save, e.character)
    bonus = {"max_hp": (1, 0), "max_mp": (0, 1)}.get(CONTENT.talents[e.talent].code, (0, 0))
    p = msgspec.structs.replace(
        p, talents=[*p.talents, e.talent], xp=p.xp - e.xp, max_hp=p.max_hp + bonus[0], max_mp=p.max_mp + bonus[1]
    )
    s.save = sr.with_player(save, p)


def seat_ready(s: FarCryState, e: pe.SeatReady) -> None:
    s.ready = sorted({*s.ready, e.seat}) if e.ready else [q for q in s.ready if q != e.seat]


def campaign_end_voted(s: FarCryState, e: pe.CampaignEndVoted) -> None:
    s.ending = sorted({*s.ending, e.seat}) if e.end else [q for q in s.ending if q != e.seat]


def campaign_ended(s: FarCryState, e: pe.CampaignEnded) -> None:
    s.campaign_ended = True


FOLDS: dict[type[Event], Callable[[FarCryState, Any], None]] = {
    pe.CardBought: card_bought,
    pe.Crafted: crafted,
    pe.CardTransferred: card_transferred,
    pe.AccessoryFitted: accessory_fitted,
    pe.WeaponsArranged: weapons_arranged,
    pe.TalentLearned: talent_learned,
    pe.SeatReady: seat_ready,
    pe.CampaignEndVoted: campaign_end_voted,
    pe.CampaignEnded: campaign_ended,
}
