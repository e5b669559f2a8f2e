"""What a campaign save allows between missions (INV-1..INV-20, L338-461; TL-3..TL-5, L1249-1274): room in
an inventory, copies in play, talent prerequisites, and the pure edits the preparation's events fold.

An owner is a character id, or ``None`` for the team reserve (INV-9). Weapons are named by their card
(one of each card per character, as the engine counts them); a weapon changing hands keeps its
accessories (INV-13).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

import msgspec

from domain.games.farcry.campaign.events import CardKind
from domain.games.farcry.campaign.save import CampaignSave, Place, PlayerSave, SavedWeapon, StoredWeapon
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Carrier

NO_BAG_SLOTS = 1
"""INV-2 (L350, L356): one item card without a bag."""
HANDS = 2
"""INV-2, LA-1: two hands for equipped weapons."""
TALENT_XP: dict[int, int] = {1: 1000, 2: 2000, 3: 4000}
"""TL-3 (L1249-1255): the price of a talent by its level."""
CAMPAIGN: tuple[str, ...] = tuple(
    m.id for m in sorted((m for m in CONTENT.missions.values() if m.saved), key=lambda m: int(m.id.rsplit("_", 1)[1]))
)
"""RND-1 (L465): the campaign's missions in order, as many as this version has (mission 0 is the
initiation, never saved)."""


def next_mission(save: CampaignSave) -> str | None:
    """RND-1: the first campaign mission not yet won; ``None`` when none is left in this version."""
    return next((m for m in CAMPAIGN if m not in save.missions_done), None)


def carrier(cid: str) -> Carrier:
    return next(k for k in CONTENT.box.carriers if k.id == cid)


def is_carrier(cid: str) -> bool:
    return any(k.id == cid for k in CONTENT.box.carriers)


def player(save: CampaignSave, name: str) -> PlayerSave | None:
    return next((p for p in save.players if p.character == name), None)


def with_player(save: CampaignSave, p: PlayerSave) -> CampaignSave:
    return msgspec.structs.replace(save, players=[p if q.character == p.character else q for q in save.players])


# -- room ---------------------------------------------------------------------------------------------


def item_slots(bag: str | None) -> int:
    """INV-3: the bag's slots, or one item card without a bag (INV-2)."""
    return NO_BAG_SLOTS if bag is None else carrier(bag).slots


def holster_room(holsters: Iterable[str]) -> dict[int, int]:
    """INV-6: belt holsters take one-hand weapons, back holsters two-hand ones."""
    room = {1: 0, 2: 0}
    for h in holsters:
        kind = carrier(h).kind
        if kind != "bag":
            room[1 if kind == "belt_holster" else 2] += carrier(h).slots
    return room


def arrangement(weapons: list[SavedWeapon], holsters: Iterable[str], hand: Iterable[str]) -> list[SavedWeapon] | None:
    """Where each weapon goes with ``hand`` equipped (LA-1, LA-2, INV-5, INV-6), or ``None`` if it does
    not fit: at most two hands; Fist and blades beside the board; every other weapon in a holster slot
    of its kind. Between missions nothing new goes to the save bag (that is LA-3's mid-mission case): a
    weapon with no room is left in the reserve instead. A weapon still in the save bag (a save written
    before a debriefing took bagged weapons out, `debriefing.unbagged`) stays there until a holster of
    its kind has a slot left once the others are placed: it never makes an arrangement fail."""
    wanted = list(hand)
    names = [w.weapon for w in weapons]
    if not wanted or len(set(wanted)) != len(wanted) or any(w not in names for w in wanted):
        return None
    if sum(CONTENT.weapons[w].hands for w in wanted) > HANDS:
        return None
    room = holster_room(holsters)
    places: dict[str, Place] = {}
    waiting = [
        w
        for w in weapons
        if w.place == "save_bag" and w.weapon not in wanted and not CONTENT.weapons[w.weapon].holster_free
    ]
    for w in weapons:
        if w in waiting:
            continue
        card = CONTENT.weapons[w.weapon]
        place: Place = "hand" if w.weapon in wanted else "beside" if card.holster_free else "holster"
        if place == "holster":
            if room[card.hands] < 1:
                return None
            room[card.hands] -= 1
        places[w.weapon] = place
    for w in waiting:
        hands = CONTENT.weapons[w.weapon].hands
        if room[hands] > 0:
            room[hands] -= 1
            places[w.weapon] = "holster"
        else:
            places[w.weapon] = "save_bag"
    return [msgspec.structs.replace(w, place=places[w.weapon]) for w in weapons]


def receive_weapon(p: PlayerSave, weapon: str, accessories: list[str]) -> list[SavedWeapon] | None:
    """``p``'s weapons with ``weapon`` added where it fits (a free hand first, then a holster of its
    kind; Fist and blades beside the board), or ``None``: no room, or a second copy of a card."""
    if any(w.weapon == weapon for w in p.weapons):
        return None
    hands = [w.weapon for w in p.weapons if w.place == "hand"]
    new = SavedWeapon(weapon=weapon, place="holster", accessories=list(accessories))
    for hand in ([*hands, weapon], hands or [weapon]):
        fitted = arrangement([*p.weapons, new], p.holsters, hand)
        if fitted is not None:
            return fitted
    return None


def fits_items(p: PlayerSave, extra: int = 1) -> bool:
    return len(p.items) + extra <= item_slots(p.bag)


def takes_carrier(p: PlayerSave, cid: str) -> bool:
    """INV-8 (L388): at most one bag, one belt holster and one back holster per player."""
    kind = carrier(cid).kind
    if kind == "bag":
        return p.bag is None
    return all(carrier(h).kind != kind for h in p.holsters)


def without_carrier(p: PlayerSave, cid: str) -> PlayerSave | None:
    """``p`` once the tile ``cid`` is taken off, or ``None`` if what it holds would no longer fit."""
    if p.bag == cid:
        q = msgspec.structs.replace(p, bag=None)
        return q if len(q.items) <= item_slots(None) else None
    if cid not in p.holsters:
        return None
    holsters = list(p.holsters)
    holsters.remove(cid)
    hand = [w.weapon for w in p.weapons if w.place == "hand"] or ["fist"]
    fitted = arrangement(p.weapons, holsters, hand)
    return None if fitted is None else msgspec.structs.replace(p, holsters=holsters, weapons=fitted)


# -- copies in play (INV-17) -------------------------------------------------------------------------


def in_play(save: CampaignSave) -> Counter[str]:
    """Every card and tile the team holds, by id: weapons, accessories (on weapons or loose), items,
    bags and holsters, on the players and in the reserve."""
    count: Counter[str] = Counter()
    for p in save.players:
        count.update(w.weapon for w in p.weapons)
        count.update(a for w in p.weapons for a in w.accessories)
        count.update(p.items)
        count.update(p.holsters)
        if p.bag is not None:
            count[p.bag] += 1
    count.update(w.weapon for w in save.reserve_weapons)
    count.update(a for w in save.reserve_weapons for a in w.accessories)
    count.update(save.reserve_accessories)
    count.update(save.reserve_items)
    count.update(save.reserve_carriers)
    return count


class CardEntry(NamedTuple):
    """What the preparation needs to know of a card or tile, wherever the box lists it."""

    kind: CardKind
    copies: int
    price: int | None
    """INV-14 (L422): only cards with a printed price are sold (tiles never are)."""


def card_entry(card: str) -> CardEntry | None:
    """``card`` looked up in the weapon, accessory, item and carrier tables; ``None`` if the box has none."""
    if (weapon := CONTENT.weapons.get(card)) is not None:
        return CardEntry("weapon", weapon.copies, weapon.price)
    if (accessory := CONTENT.accessories.get(card)) is not None:
        return CardEntry("accessory", accessory.copies, accessory.price)
    if (item := CONTENT.items.get(card)) is not None:
        return CardEntry("item", item.copies, item.price)
    return CardEntry("carrier", carrier(card).copies, None) if is_carrier(card) else None


def copies(card: str) -> int:
    entry = card_entry(card)
    return 0 if entry is None else entry.copies


def lent_next(save: CampaignSave, card: str) -> int:
    """Copies of ``card`` the next mission takes from the pile to lend (M3's Flamethrower, L1849-1851):
    they are not in the box to buy before it (INV-17, L439)."""
    mission = next_mission(save)
    return 0 if mission is None else CONTENT.missions[mission].lent.count(card)


def left(save: CampaignSave, card: str, held: Counter[str] | None = None) -> int:
    """Copies of ``card`` still in the box (INV-17: nothing is made or bought once all are in play, or
    lent by the next mission); ``held`` is ``in_play(save)`` when the caller asks about many cards."""
    return max(0, copies(card) - (in_play(save) if held is None else held)[card] - lent_next(save, card))


def price(card: str) -> int | None:
    entry = card_entry(card)
    return None if entry is None else entry.price


# -- talents (TL-3..TL-5) ----------------------------------------------------------------------------


def learnable(save: CampaignSave, p: PlayerSave, talent: str) -> str | None:
    """Why ``p`` cannot learn ``talent`` now (a problem code), or ``None``: one copy of each card in
    the team (TL-4), the XP of its level (TL-3), and a lower-level talent of the same tree for each
    higher one, each unlocking only one (TL-5, L1272-1274: two level-2 Heron talents need two level-1)."""
    card = CONTENT.talents.get(talent)
    if card is None:
        return "unknown_talent"
    if any(talent in q.talents for q in save.players):
        return "talent_taken"
    if p.xp < TALENT_XP[card.level]:
        return "not_enough_xp"
    if card.level > 1:
        held: Counter[int] = Counter(
            CONTENT.talents[t].level for t in p.talents if CONTENT.talents[t].tree == card.tree
        )
        if held[card.level] + 1 > held[card.level - 1]:
            return "talent_locked"
    return None


# -- leaves and skins (INV-9, INV-16) -----------------------------------------------------------------


def team_leaves(save: CampaignSave) -> list[tuple[str | None, str]]:
    """The team's leaves, the reserve's first, then each player's in seat order (INV-9: a team resource)."""
    return [(None, leaf) for leaf in save.reserve_leaves] + [
        (p.character, leaf) for p in save.players for leaf in p.leaves
    ]


def team_skins(save: CampaignSave) -> list[tuple[str | None, int]]:
    return [(None, save.reserve_skins)] + [(p.character, p.skins) for p in save.players]


def stored(weapon: SavedWeapon) -> StoredWeapon:
    return StoredWeapon(weapon=weapon.weapon, accessories=list(weapon.accessories))
