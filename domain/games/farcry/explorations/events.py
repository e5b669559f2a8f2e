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
    """The grid cell as `"x,y"` (`"0,0"` is the Base camp)."""
    card: str | None
    """The exploration card's id; `null` in a view while face down."""
    face_up: bool
    """True when the card lies face up."""
    ammo: bool = False
    """True when an ammo token lies on it (a regroup may pass through it, EX-15)."""


class ExploreRoll(msgspec.Struct, frozen=True, kw_only=True):
    character: str
    """The explorer who rolled."""
    die: Colour
    """The die's colour."""
    face: int
    """The face index (0-5)."""
    symbol: bool
    """True when the face shows a symbol (a success)."""


class Change(msgspec.Struct, frozen=True, kw_only=True):
    """What a card did to one explorer; ``to`` is where a flight or the way back puts them."""

    character: str
    """The explorer changed."""
    hp: int = 0
    """Health points gained (negative: lost)."""
    mp: int = 0
    """Movement points gained (negative: spent)."""
    xp: int = 0
    """Experience points gained."""
    madness: int = 0
    """Madness counter moves gained (the pirates' successes, MD-14)."""
    to: str | None = None
    """The cell (`"x,y"`) a flight or the way back puts the explorer on; `null` if it stays."""


class ExplorationPrepared(Event, frozen=True, tag="exploration_prepared"):
    """EX-3..EX-9: the token back in the box, the Base camp and its four cards, the secret places aside,
    the pile (``None`` in views) and every explorer on the camp with its dials."""

    deck: list[str] | None
    """The exploration pile, top first; `null` in a seat's copy (hidden)."""
    cards: list[CardAt]
    """The cards laid at the start: the Base camp and its four neighbours."""
    secrets: list[str]
    """The secret place card ids set aside."""
    explorers: list[Explorer]
    """Every explorer on the Base camp with its dials."""
    save: CampaignSave
    """The campaign save the exploration starts from."""


class CardRevealed(Event, frozen=True, tag="exploration_card_revealed"):
    """EX-11: step 1, 1 MP."""

    character: str
    """The explorer revealing."""
    cell: str
    """The cell turned, as `"x,y"`."""
    card: str
    """The card now face up."""


class DestinationChosen(Event, frozen=True, tag="exploration_destination_chosen"):
    """EX-12: a hidden commitment; only ``seat`` reads ``to`` and ``flee_to``."""

    character: str
    """The explorer whose destination is chosen."""
    seat: int
    """The seat that chose (0-based); only it reads `to` and `flee_to`."""
    to: str | None
    """The destination (a cell `"x,y"` or a secret place); `null` in other seats' copies."""
    flee_to: str | None
    """Where a forced flight goes (R-F-62); `null` in other seats' copies."""


class DestinationsRevealed(Event, frozen=True, tag="exploration_destinations_revealed"):
    """EX-12: every commitment shown at once; each explorer pays 1 MP and moves; face-down destinations
    are turned face up (``turned``); ``hunters`` arrived on a hunt and buy their re-rolls next (EX-19)."""

    moves: list[Change]
    """Each explorer's move and its 1 MP."""
    turned: list[CardAt]
    """Face-down destinations turned face up."""
    hunters: list[str] = []
    """The explorers that arrived on a hunt and buy their re-rolls next (EX-19)."""


class RerollsBought(Event, frozen=True, tag="exploration_rerolls_bought"):
    """EX-19: re-rolls bought before rolling, 1 MP each (paid when the hunt is resolved)."""

    character: str
    """The explorer buying."""
    rerolls: int
    """Re-rolls bought (1 MP each)."""


class CardResolved(Event, frozen=True, tag="exploration_card_resolved"):
    """EX-13, EX-17..EX-29: one card resolved by those who arrived on it."""

    at: str
    """The cell resolved, as `"x,y"`."""
    card: str
    """The card's id."""
    participants: list[str]
    """The explorers who arrived on it."""
    rolls: list[ExploreRoll]
    """The dice rolled, in order."""
    changes: list[Change]
    """What it did to each explorer."""
    success: bool
    """True when the card's test succeeded."""
    money: int = 0
    """Money gained by the team."""
    skins: int = 0
    """Skins gained by the team."""
    leaves: list[str] = []
    """Leaf colours gained by the team."""
    unlocked: str | None = None
    """The secret place card whose trail was found (now face up); `null` for none."""
    closed: bool = False
    """A secret place turned face down after its visit (EX-24..EX-26)."""


class PathsOpened(Event, frozen=True, tag="exploration_paths_opened"):
    """EX-14: cards from the pile beside empty arrows (``card`` hidden when face down) and face-down
    cards turned up by a gold arrow."""

    placed: list[CardAt]
    """Cards from the pile laid beside empty arrows (`card` `null` while face down)."""
    turned: list[CardAt]
    """Face-down cards turned up by a gold arrow."""


class Regrouped(Event, frozen=True, tag="exploration_regrouped"):
    """EX-15: a move through spent revealed cards, 1 MP per card entered."""

    character: str
    """The explorer regrouping."""
    to: str
    """The cell joined, as `"x,y"`."""
    cost: int
    """Movement points paid (1 per card entered)."""


class ExplorerDone(Event, frozen=True, tag="exploration_explorer_done"):
    character: str
    """The explorer done for this round."""


class ExplorationRoundStarted(Event, frozen=True, tag="exploration_round_started"):
    round: int
    """The exploration round now begun (1-based)."""


class ExplorationEnded(Event, frozen=True, tag="exploration_ended"):
    """EX-16, R-F-66: everyone dead or out of MP; the gains written into the save; the next mission's
    preparation follows."""

    save: CampaignSave
    """The campaign save with the exploration's gains written in."""
    phase: Literal["preparation"]
    """What comes next: the next mission's `preparation`."""
