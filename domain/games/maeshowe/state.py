"""The match state: plain lists and ints in a mutable Struct, so folding events is cheap."""

from __future__ import annotations

import msgspec

from domain.games.maeshowe.options import MaeshoweOptions


class Task(msgspec.Struct, frozen=True, kw_only=True):
    """A pending piece of card resolution. The head of ``MaeshoweState.tasks`` is the current prompt.

    ``kind`` is a choice (``eat``, ``hope_peek``, ``sacrifice``...) answered by a command, or
    ``resolve_play``: a play effect queued behind a choice (Snober's two cards resolve in turn).
    """

    id: int
    """The task's number in the match (a prompt's id)."""
    kind: str
    """The choice awaited (`eat`, `hope_peek`, `sacrifice`...) or `resolve_play`."""
    seat: int
    """The seat that answers."""
    card: int = -1
    """The card being resolved (its id in the match); -1 for none."""
    owner: int = -1
    """The seat whose discard pile the task reads; -1 for none."""
    amount: int = 0
    """The task's count (cards to look at or take); 0 for none."""
    flag: bool = False
    """A kind-specific yes/no (a sacrifice's match)."""


class MaeshoweState(msgspec.Struct, kw_only=True):
    """Everything about a match. Deck and discards have their top card LAST; the line reads left to right."""

    options: MaeshoweOptions
    seats: int
    deck: list[int]
    hands: list[list[int]]
    discards: list[list[int]]
    line: list[int]
    used: list[int]
    """Dig cards (and Espoir) of a scored set: they never count again (R-Q-3)."""
    hope_runes: dict[int, int]
    """Espoir cards on the line -> the rune (1 red, 2 blue) they count as for dig runs."""
    health: list[int]
    max_health: list[int]
    food: int
    passages: int
    starting_passages: int
    jarl: int | None
    known_top: list[int]
    """Per seat: how many cards on top of the deck that seat has seen (Espoir put-backs)."""
    turn: int = 0
    active: int = 0
    played: bool = False
    discarded: bool = False
    must_play_haste: bool = False
    stuck_pass: bool = False
    """The last turn was a Jarl pass by a player who could not take a normal turn."""
    ruin_paid: bool = False
    """This turn's Ruine + Récupération discard is done (it is due once, at the start of the turn)."""
    mad_hand: list[int] | None = None
    """This turn: the hand the madness procedure drew, while no later action changed it. The end-of-turn
    check skips it (R-Q-1: "vous ne devenez pas fou une seconde fois")."""
    tasks: list[Task] = []
    next_task: int = 0
    result: str | None = None
    reason: str = ""
    detail: str = ""


def copy_state(state: MaeshoweState) -> MaeshoweState:
    """A deep copy by hand (much faster than a msgpack round trip; options and tasks are immutable)."""
    return msgspec.structs.replace(
        state,
        deck=state.deck.copy(),
        hands=[h.copy() for h in state.hands],
        discards=[d.copy() for d in state.discards],
        line=state.line.copy(),
        used=state.used.copy(),
        hope_runes=state.hope_runes.copy(),
        health=state.health.copy(),
        max_health=state.max_health.copy(),
        known_top=state.known_top.copy(),
        mad_hand=None if state.mad_hand is None else state.mad_hand.copy(),
        tasks=state.tasks.copy(),
    )
