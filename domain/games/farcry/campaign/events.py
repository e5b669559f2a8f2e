"""The preparation's facts (SU-18; INV-11, INV-14..INV-18; TL-3..TL-6): each names what it moved, so
that analytics can say which cards a team buys, crafts and learns. Nothing here is hidden: the save is
public to every seat (`campaign`)."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import Event
from domain.games.farcry.campaign.save import SavedWeapon

CardKind = Literal["weapon", "accessory", "item", "carrier"]


class Paid(msgspec.Struct, frozen=True, kw_only=True):
    """A leaf or skins taken for a recipe, from a player (``owner``) or the reserve (``None``)."""

    owner: str | None
    """The character who gave it; `null` for the team reserve."""
    leaf: str | None = None
    """The leaf colour taken; `null` when skins were."""
    skins: int = 0
    """Skins taken."""


class CardBought(Event, frozen=True, tag="card_bought"):
    """INV-14: ``price`` money out of the reserve, the card into ``to``'s inventory (``place`` for a
    weapon) or the reserve (``to`` is ``None``)."""

    seat: int
    """The seat that bought (0-based)."""
    card: str
    """The card's id (a weapon, accessory or item)."""
    kind: CardKind
    """What the card is: `weapon`, `accessory`, `item` or `carrier` (a bag or holster tile)."""
    price: int
    """Money paid out of the reserve (the printed price)."""
    to: str | None
    """The character receiving it; `null` for the team reserve."""
    place: str | None = None
    """Where a weapon goes in the receiver's inventory (`hand`, `holster`, `beside`, `save_bag`); `null` otherwise."""


class Crafted(Event, frozen=True, tag="crafted"):
    """INV-16: ``recipe`` made from ``paid`` (the team's skins or leaves, INV-9), into ``to`` or the reserve."""

    seat: int
    """The seat that crafted (0-based)."""
    recipe: str
    """The recipe's id (a bag, holster or potion)."""
    kind: Literal["carrier", "item"]
    """What was made: a `carrier` (bag or holster tile) or an `item` (a potion)."""
    to: str | None
    """The character receiving it; `null` for the team reserve."""
    paid: list[Paid]
    """The leaves and skins taken for it, and from whom."""


class CardTransferred(Event, frozen=True, tag="card_transferred"):
    """SU-18, INV-4: a card or tile from ``giver`` to ``receiver`` (``None``: the reserve); a weapon lands
    in ``place`` with its accessories."""

    seat: int
    """The seat that made the transfer (0-based)."""
    card: str
    """The card's or tile's id."""
    kind: CardKind
    """What it is: `weapon`, `accessory`, `item` or `carrier`."""
    giver: str | None
    """The character giving it; `null` for the team reserve."""
    receiver: str | None
    """The character receiving it; `null` for the team reserve."""
    place: str | None = None
    """Where a weapon lands in the receiver's inventory; `null` otherwise."""


class AccessoryFitted(Event, frozen=True, tag="accessory_fitted"):
    """INV-11: an accessory moved between weapons, or between a weapon and the reserve."""

    seat: int
    """The seat that moved it (0-based)."""
    accessory: str
    """The accessory's id."""
    source_owner: str | None
    """The character whose weapon it came from; `null` for the reserve."""
    source_weapon: str | None
    """The weapon id it came off; `null` for the reserve's loose accessories."""
    owner: str | None
    """The character whose weapon it goes on; `null` for the reserve."""
    weapon: str | None
    """The weapon id it is fitted on; `null` when it goes back to the reserve."""


class WeaponsArranged(Event, frozen=True, tag="weapons_arranged"):
    """LA-1, INV-5, INV-6: where ``character``'s weapons start the next mission."""

    character: str
    """The character whose weapons are arranged."""
    weapons: list[SavedWeapon]
    """Each weapon with where it starts the next mission and its accessories."""


class TalentLearned(Event, frozen=True, tag="talent_learned"):
    """TL-6 (L1276): ``xp`` paid by ``character`` for ``talent``."""

    character: str
    """The character learning the talent."""
    talent: str
    """The talent card's id."""
    xp: int
    """Experience points paid."""


class CampaignEndVoted(Event, frozen=True, tag="campaign_end_voted"):
    """A seat votes to end the campaign (``end``) or takes its vote back (`EndCampaign`)."""

    seat: int
    """The seat (0-based) that votes."""
    end: bool
    """``true``: votes to end the campaign; ``false``: takes its vote back."""


class CampaignEnded(Event, frozen=True, tag="campaign_ended"):
    """Every seat voted to end the campaign: it stops here with the missions won so far (and the
    failed attempts, R-F-52); the match is over."""

    missions_done: list[str]
    """The missions the team won in this campaign, in order."""
    failures: dict[str, int] = {}
    """How many times each mission failed (R-F-52's retries), by mission id."""


class SeatReady(Event, frozen=True, tag="seat_ready"):
    """A seat is ready to leave, or no longer; the next mission's set-up follows the last one ready."""

    seat: int
    """The seat (0-based)."""
    ready: bool
    """True when ready to leave; false when no longer."""
