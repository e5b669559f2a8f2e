"""The exploration's facts (L1312-1386): every die and every gain is recorded, so a replay never re-rolls.

Face-down card ids (the pile, cards placed face down) and a destination chosen at step 2 travel in
these events and are cut out by ``explorations.views.event_view`` for those who may not see them.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import Event
from domain.games.farcry.campaign.save import CampaignSave
from domain.games.farcry.explorations.state import Explorer
from domain.games.farcry.tactical.dice import Colour


class CardAt(msgspec.Struct, frozen=True, kw_only=True):
    """A card put on the grid; ``card`` is ``None`` in a view when it lies face down."""

    cell: str
    card: str | None
    face_up: bool
    ammo: bool = False


class ExploreRoll(msgspec.Struct, frozen=True, kw_only=True):
    character: str
    die: Colour
    face: int
    symbol: bool


class Change(msgspec.Struct, frozen=True, kw_only=True):
    """What a card did to one explorer; ``to`` is where a flight or the way back puts them."""

    character: str
    hp: int = 0
    mp: int = 0
    xp: int = 0
    madness: int = 0
    to: str | None = None


class ExplorationPrepared(Event, frozen=True, tag="exploration_prepared"):
    """EX-3..EX-9: the token back in the box, the Base camp and its four cards, the secret places aside,
    the pile (``None`` in views) and every explorer on the camp with its dials."""

    deck: list[str] | None
    cards: list[CardAt]
    secrets: list[str]
    explorers: list[Explorer]
    save: CampaignSave


class CardRevealed(Event, frozen=True, tag="exploration_card_revealed"):
    """EX-11: step 1, 1 MP."""

    character: str
    cell: str
    card: str


class DestinationChosen(Event, frozen=True, tag="exploration_destination_chosen"):
    """EX-12: a hidden commitment; only ``seat`` reads ``to`` and ``flee_to``."""

    character: str
    seat: int
    to: str | None
    flee_to: str | None


class DestinationsRevealed(Event, frozen=True, tag="exploration_destinations_revealed"):
    """EX-12: every commitment shown at once; each explorer pays 1 MP and moves; face-down destinations
    are turned face up (``turned``); ``hunters`` arrived on a hunt and buy their re-rolls next (EX-19)."""

    moves: list[Change]
    turned: list[CardAt]
    hunters: list[str] = []


class RerollsBought(Event, frozen=True, tag="exploration_rerolls_bought"):
    """EX-19: re-rolls bought before rolling, 1 MP each (paid when the hunt is resolved)."""

    character: str
    rerolls: int


class CardResolved(Event, frozen=True, tag="exploration_card_resolved"):
    """EX-13, EX-17..EX-29: one card resolved by those who arrived on it."""

    at: str
    card: str
    participants: list[str]
    rolls: list[ExploreRoll]
    changes: list[Change]
    success: bool
    money: int = 0
    skins: int = 0
    leaves: list[str] = []
    unlocked: str | None = None
    closed: bool = False
    """A secret place turned face down after its visit (EX-24..EX-26)."""


class PathsOpened(Event, frozen=True, tag="exploration_paths_opened"):
    """EX-14: cards from the pile beside empty arrows (``card`` hidden when face down) and face-down
    cards turned up by a gold arrow."""

    placed: list[CardAt]
    turned: list[CardAt]


class Regrouped(Event, frozen=True, tag="exploration_regrouped"):
    """EX-15: a move through spent revealed cards, 1 MP per card entered."""

    character: str
    to: str
    cost: int


class ExplorerDone(Event, frozen=True, tag="exploration_explorer_done"):
    character: str


class ExplorationRoundStarted(Event, frozen=True, tag="exploration_round_started"):
    round: int


class ExplorationEnded(Event, frozen=True, tag="exploration_ended"):
    """EX-16, R-F-66: everyone dead or out of MP; the gains written into the save; the next mission's
    preparation follows."""

    save: CampaignSave
    phase: Literal["preparation"]
