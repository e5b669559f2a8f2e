"""The match state of The Big Book of Madness (what ``evolve`` folds events into).

Card ids: element cards ``<element>-<value>-<nn>`` (``water-2-07``), madness ``madness-<nn>``, curses
``<curse>-<k>``, library spells by content id, basic spells ``<id>@<seat+1>`` (one copy per player).
A deck is a list whose index 0 is its top card ("le dessus de votre pioche").
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.games.bigbook.content import Op
from domain.games.bigbook.options import Options

Phase = Literal["magicians", "monster", "action", "recovery", "over"]
SLOTS: tuple[str, ...] = ("2", "3L", "3R", "4", "5")
"""Curse spaces of the invocation track, in the order they are filled (R-B-4)."""


class Step(msgspec.Struct, frozen=True, kw_only=True):
    """One pending piece of work: an effect keyword for one player, or a step of the turn.

    ``seat`` applies it (and answers its prompt if it needs a choice); ``actor`` caused it (the
    caster, or the active player for curses and monsters); ``source`` is the card behind it.
    """

    op: str
    """The keyword or turn step (an effect keyword, `choose_target`...)."""
    seat: int = -1
    """The seat that applies it and answers its prompt; -1 for none."""
    n: int = 0
    """How many (cards, madness, actions...)."""
    actor: int = -1
    """The seat that caused it (the caster, or the active player for curses and monsters); -1 for none."""
    source: str = ""
    """The card behind it (a spell, curse or page id); empty for none."""
    zone: str = ""
    """The zone it acts on (as `Op.zone`); empty for none."""
    element: str = ""
    """The element it names; empty for none."""
    value: int = 0
    """The element card value it names (as `Op.value`); 0 for none."""
    target: str = ""
    """Who the effect hits, for `choose_target`: "self", "active", "all", "others", "chosen" or "chosen_other"."""
    other: int = -1
    """The other player's seat (the one `give` gives to); -1 for none."""
    ops: list[Op] = []
    """The effect's keywords still to apply after the target is chosen."""
    cards: list[str] = []
    """Card ids the step carries (picked earlier)."""


class SpellSlot(msgspec.Struct, kw_only=True):
    id: str
    exhausted: bool = False
    neutralised: int = -1
    """The turn at which it was turned face down ("neutralisé"), -1 while face up."""


class Player(msgspec.Struct, kw_only=True):
    seat: int
    magician: str = ""
    hand: list[str] = []
    deck: list[str] = []
    deck_known: int = 0
    """How many top cards of the deck were placed there face up (their identity is public)."""
    discard: list[str] = []
    support: list[str] = []
    spells: list[SpellSlot] = []
    eliminated: bool = False
    power_turn: int = -1
    """The turn in which the magician power was last used (once per turn)."""


class CurseSlot(msgspec.Struct, kw_only=True):
    slot: str
    curse: str = ""
    neutralised: int = -1
    madness: list[str] = []
    """Madness cards lying under the curse (monster "Placez 1 Folie sous chaque Malédiction")."""


class Frame(msgspec.Struct, kw_only=True):
    """Who takes actions now: the active player (``remaining`` -1: as many as they like) or a
    player granted actions by a spell ("Un autre joueur fait une Action")."""

    seat: int
    remaining: int = -1


class State(msgspec.Struct, kw_only=True):
    options: Options
    seats: int
    phase: Phase = "magicians"
    turn: int = 0
    active: int = 0
    players: list[Player] = []
    madness_pile: list[str] = []
    box: list[str] = []
    """Cards in the game box: undealt value-1 elements, surplus madness, eliminated players' cards."""
    box_spells: list[str] = []
    destroyed: list[str] = []
    destroyed_spells: list[str] = []
    destroyed_curses: list[str] = []
    reserve: dict[str, list[str]] = {}
    """The 8 face-up piles, keyed ``<element>-<value>`` (value 2 or 3)."""
    curse_piles: dict[str, list[str]] = {}
    curse_known: dict[str, int] = {}
    """How many bottom cards of each curse pile were put back face up (known to all)."""
    board: list[CurseSlot] = []
    tokens: dict[str, int] = {}
    library: dict[str, list[str]] = {}
    """Per element, the spells still in the library pile, top (face up) first."""
    grimoire: list[str] = []
    """Cover, 5 inner pages, end page, in book order."""
    pages_turned: int = 0
    monster_round: int = 1
    """Row of the round marker (1-6); it starts on the first row."""
    invocation: int = 0
    """0: the Invocation space; 1-5: the numbered spaces."""
    queue: list[Step] = []
    frames: list[Frame] = []
    seq: int = 0
    result: str = ""
    reason: str = ""
    detail: str = ""


def copy_state(state: State) -> State:
    """A deep copy (through msgpack, as the stored snapshots): deciding works on one, never on its input."""
    return msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=State)
