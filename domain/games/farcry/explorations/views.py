"""What each seat sees of an exploration, and the worlds it cannot tell apart (EX-12, R-F-3).

Public: the grid's face-up cards and ammo tokens, the secret places' faces, every explorer's dials,
place and gains, who has already chosen. Hidden from everyone: the pile's order and face-down cards.
Hidden from the other seats: a destination chosen at step 2 until all are revealed together (its
seat alone reads it, in the view and in the `DestinationChosen` event).
"""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.games.farcry.explorations import events as xe
from domain.games.farcry.explorations.state import Commitment, ExplorationState, Explorer, SecretPlace
from domain.games.farcry.state import FarCryState
from domain.rng import Rng


class CardView(msgspec.Struct, frozen=True):
    cell: str
    """The grid cell as `"x,y"` (`"0,0"` is the Base camp)."""
    card: str | None
    """``None`` while face down."""
    face_up: bool
    """True when the card lies face up."""
    ammo: bool
    """True when an ammo token lies on it (a regroup may pass through it, EX-15)."""


class ExplorationView(msgspec.Struct, frozen=True):
    round: int
    """The exploration round (1-based)."""
    step: str
    """The round's step: "choose" (reveals and destinations, EX-12), "hunt" (re-rolls bought, EX-19) or "regroup"
    (EX-15)."""
    cards: list[CardView]
    """The cards on the grid."""
    pile: int
    """Cards left in the exploration pile."""
    secrets: list[SecretPlace]
    """The secret places set aside, face up once their trail is found."""
    explorers: list[Explorer]
    """Every explorer with its dials."""
    chosen: list[str]
    """Characters whose destination is chosen this round (the destination itself stays hidden)."""
    mine: list[Commitment]
    """This seat's own commitments this round."""
    campfires: list[str]
    """Cells of resolved campfires (`"x,y"`): flights may end there (EX-27)."""
    money: int
    """The team's money gained so far."""
    skins: int
    """The team's skins gained so far."""
    leaves: list[str]
    """Leaf colours gained so far."""
    deck: list[str] | None = None
    """The exploration pile in order, top first: only in the omniscient view (a replay, an admin)."""


def build(x: ExplorationState | None, seat: int | None) -> ExplorationView | None:
    if x is None:
        return None
    seats = {e.character: e.seat for e in x.explorers}
    return ExplorationView(
        round=x.round,
        step=x.step,
        cards=[CardView(c.cell, c.card if c.face_up else None, c.face_up, c.ammo) for c in x.cards],
        pile=len(x.deck),
        secrets=list(x.secrets),
        explorers=list(x.explorers),
        chosen=[c.character for c in x.chosen],
        mine=[c for c in x.chosen if seat is not None and seats.get(c.character) == seat],
        campfires=list(x.campfires),
        money=x.money,
        skins=x.skins,
        leaves=list(x.leaves),
    )


EVENTS = (xe.ExplorationPrepared, xe.PathsOpened, xe.DestinationChosen)
"""The exploration events with something to cut out."""


def _face_down(cards: list[xe.CardAt]) -> list[xe.CardAt]:
    return [c if c.face_up else msgspec.structs.replace(c, card=None) for c in cards]


def event_view(event: Event, seat: int | None) -> Event | None:
    """The pile and face-down cards cut out for everyone; a chosen destination for the other seats."""
    if isinstance(event, xe.ExplorationPrepared):
        return msgspec.structs.replace(event, deck=None, cards=_face_down(event.cards))
    if isinstance(event, xe.PathsOpened):
        return msgspec.structs.replace(event, placed=_face_down(event.placed))
    if isinstance(event, xe.DestinationChosen) and event.seat != seat:
        return msgspec.structs.replace(event, to=None, flee_to=None)
    return event


def resample(s: FarCryState, seat: int | None, rng: Rng) -> None:
    """Redraw, in place, what ``seat`` cannot know: the pile and face-down cards, and the other seats'
    commitments (any legal destination, re-roll count and flight)."""
    from domain.games.farcry.explorations.play import destinations, flights

    x = s.exploration
    if x is None:
        return
    down = [c for c in x.cards if not c.face_up]
    pool = rng.shuffled([c.card for c in down] + x.deck)
    for c, card in zip(down, pool, strict=False):
        c.card = card
    x.deck = pool[len(down) :]
    by_name = {e.character: e for e in x.explorers}
    for k in x.chosen if x.step == "choose" else []:  # revealed together at the end of step 2
        e = by_name[k.character]
        if e.seat == seat:
            continue
        k.to = rng.choice(destinations(x, e))
        k.flee_to = rng.choice(flights(x))
