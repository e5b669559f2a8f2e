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
    leaf: str | None = None
    skins: int = 0


class CardBought(Event, frozen=True, tag="card_bought"):
    """INV-14: ``price`` money out of the reserve, the card into ``to``'s inventory (``place`` for a
    weapon) or the reserve (``to`` is ``None``)."""

    seat: int
    card: str
    kind: CardKind
    price: int
    to: str | None
    place: str | None = None


class Crafted(Event, frozen=True, tag="crafted"):
    """INV-16: ``recipe`` made from ``paid`` (the team's skins or leaves, INV-9), into ``to`` or the reserve."""

    seat: int
    recipe: str
    kind: Literal["carrier", "item"]
    to: str | None
    paid: list[Paid]


class CardTransferred(Event, frozen=True, tag="card_transferred"):
    """SU-18, INV-4: a card or tile from ``giver`` to ``receiver`` (``None``: the reserve); a weapon lands
    in ``place`` with its accessories."""

    seat: int
    card: str
    kind: CardKind
    giver: str | None
    receiver: str | None
    place: str | None = None


class AccessoryFitted(Event, frozen=True, tag="accessory_fitted"):
    """INV-11: an accessory moved between weapons, or between a weapon and the reserve."""

    seat: int
    accessory: str
    source_owner: str | None
    source_weapon: str | None
    owner: str | None
    weapon: str | None


class WeaponsArranged(Event, frozen=True, tag="weapons_arranged"):
    """LA-1, INV-5, INV-6: where ``character``'s weapons start the next mission."""

    character: str
    weapons: list[SavedWeapon]


class TalentLearned(Event, frozen=True, tag="talent_learned"):
    """TL-6 (L1276): ``xp`` paid by ``character`` for ``talent``."""

    character: str
    talent: str
    xp: int


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
    ready: bool
