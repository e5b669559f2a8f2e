"""The facts of the keeper's cards (part 2b): draws into the secret hand, keeper actions and monster
moves, trauma offers and plays, mythos windows and plays.
"""

from __future__ import annotations

from typing import Any

from domain.contract import Event
from domain.games.mansions.state import TraumaOffer


class KeeperDrew(Event, tag="keeper_drew", frozen=True):
    """The keeper draws ``cards`` off the top of the mythos or trauma deck into its hand (H-21, H-22);
    the other seats read ``cards`` empty and ``count`` only."""

    reveals = True
    deck: str
    """The deck drawn from: "mythos" or "trauma"."""
    count: int
    """How many cards were drawn (public)."""
    cards: list[str]
    """The card ids drawn; empty in the investigators' copies."""


class KeeperActed(Event, tag="keeper_acted", frozen=True):
    """The keeper spends ``cost`` threat on a keeper action (L52, H-21)."""

    action: str
    """The keeper action card's id."""
    cost: int
    """Threat spent."""


class MonsterMovesOpened(Event, tag="monster_moves_opened", frozen=True):
    """Each of ``monsters`` may move up to ``spaces`` (0: its kind's speed) in this keeper turn (H-51)."""

    monsters: list[int]
    """The uids of the monsters that may move."""
    spaces: int
    """Spaces each may move; 0 for its kind's speed."""


class MonsterMoved(Event, tag="monster_moved", frozen=True):
    """A monster moves one space (H-51, H-54, H-55); ``spent`` its whole move (a barricade held)."""

    monster: int
    """The monster's uid."""
    space: str | None
    """The space it moved to; `null` when it stayed (a barricade held)."""
    spent: bool = False
    """True when its whole move is spent (a barricade held)."""


class BarricadeBroken(Event, tag="barricade_broken", frozen=True):
    """A monster's "vs barricade" card removes the barricade ``token`` from its door (L97, R-H-23)."""

    token: str
    """The barricade token removed."""


class KeeperDiscarded(Event, tag="keeper_discarded", frozen=True):
    """Cards leave the keeper's hand (or, ``drawn``, a "several investigators" trauma drawn with one
    investigator in play, R-H-18) face up to the keeper's discard."""

    reveals = True
    cards: list[str]
    """The card ids discarded, face up."""
    drawn: bool = False
    """True for a "several investigators" trauma drawn with one investigator in play (R-H-18), not from the hand."""


def _offered_v1_to_v2(body: dict[str, Any]) -> dict[str, Any]:
    """Version 1 offers were all threshold-bound (``any_threshold`` came with version 2)."""
    return {**body, "offers": [{**o, "any_threshold": False} for o in body.get("offers", [])]}


class TraumaOffered(Event, tag="trauma_offered", frozen=True):
    """Losses the keeper may answer with a trauma (H-23, R-H-6), each with the answer's deadline (version
    2: an offer may be ``any_threshold``, a card's "whatever its threshold")."""

    schema_version = 2
    upcasters = {1: _offered_v1_to_v2}
    offers: list[TraumaOffer]
    """The losses open to a trauma, first one first."""


class TraumaPlayed(Event, tag="trauma_played", frozen=True):
    """The keeper plays trauma ``card`` on ``seat`` (H-23; H-26 as a keeper action when not
    ``offered``); ``replaced`` is the trauma of the same kind it discards (H-25)."""

    reveals = True
    seat: int
    """The investigator's seat taking the trauma."""
    card: str
    """The trauma card's id."""
    replaced: str | None = None
    """The trauma of the same kind it replaces, discarded (H-25); `null` for none."""
    offered: bool = True
    """True when it answers an offered loss; false when played as a keeper action (H-26)."""


class TraumaPassed(Event, tag="trauma_passed", frozen=True):
    """The keeper lets the first offered loss go (``lapsed``: at the deadline)."""

    lapsed: bool = False
    """True when the keeper did not answer before the deadline."""


class MythosWindowOpened(Event, tag="mythos_window_opened", frozen=True):
    """The keeper may play a mythos on ``seat``'s investigator, who just did ``triggers`` (H-6, R-H-6)."""

    seat: int
    """The investigator's seat the mythos may target."""
    triggers: list[str]
    """What the investigator just did that opens the window (mythos triggers, e.g. "move", "explore")."""
    deadline: float | None = None
    """When the window closes, server time in Unix seconds; `null` without a time limit."""


class MythosPlayed(Event, tag="mythos_played", frozen=True):
    """The keeper plays mythos ``card`` on ``seat``'s investigator for ``cost`` threat (H-6, H-22)."""

    reveals = True
    seat: int
    """The investigator's seat it is played on."""
    card: str
    """The mythos card's id."""
    cost: int
    """Threat spent."""


class MythosPassed(Event, tag="mythos_passed", frozen=True):
    """The keeper plays no mythos now (``turn``: nor in the rest of this turn; ``lapsed``: the deadline)."""

    turn: bool = False
    """True when the keeper passes for the rest of this turn."""
    lapsed: bool = False
    """True when the window closed at its deadline."""


KeeperCardEvent = (
    KeeperDrew
    | KeeperActed
    | MonsterMovesOpened
    | MonsterMoved
    | BarricadeBroken
    | KeeperDiscarded
    | TraumaOffered
    | TraumaPlayed
    | TraumaPassed
    | MythosWindowOpened
    | MythosPlayed
    | MythosPassed
)
