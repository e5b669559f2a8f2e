"""Undo barriers the platform finds by itself, whatever an event's class declares (issue 33).

A game declares ``chance``, ``reveals`` and ``final`` on its event classes, but a forgotten flag must not
let an undo re-roll dice or hide again what a seat has seen. So deciding a seat's command also checks:

* **chance**: the engine drew from the match's generator (:class:`DrawCounter` counts the draws);
* **reveal**: something the acting seat could not know before came out. The command is decided again
  in worlds the actor cannot tell from the real one (:meth:`Engine.resample_hidden` for the actor);
  if it is refused there, or any seat's (or a spectator's) part of the events (``event_view``)
  differs, its outcome depended on a secret: a card turned face up, the top of a pile, another seat's
  hand. What the actor chooses to show of its own (a card discarded from its hand) is not a reveal: it
  knew it, and a game whose rules make that final declares ``final``. Views are not compared (a Far
  Cry view costs milliseconds): an event that shows a secret names it in the part a seat sees, as the
  logs require; ``tests/platform/test_undo_unseen.py`` holds every game to an oracle that compares
  whole views too.

Such a command is stored with ``Record.barrier`` set and ``Record.barrier_rules`` saying the check was
made (:data:`BARRIER_RULES`); records stored before had no such check (see :func:`unchecked`).
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from domain.contract import Command, Engine, Event, RuleViolation
from domain.rng import Rng

BARRIER_RULES = 1
"""The version of the platform's own barrier checks a record was decided under: 0, not checked (stored
before the platform looked for draws and reveals, or played by ``folie simulate``'s bots, which nobody
undoes); 1, this module's checks."""
WORLDS = 2
"""Worlds the actor cannot tell apart tried per command: one would miss a reveal whose resampled
secret happens to equal the real one (1 in the pile's size); two make that 1 in its square."""

Why = Literal["chance", "reveal"]


class DrawCounter(Rng):
    """The match's generator, counting what is drawn from it (any draw makes the command chance)."""

    __slots__ = ("draws",)

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.draws = 0

    def next_u64(self) -> int:
        self.draws += 1
        return super().next_u64()


class Decision(msgspec.Struct, frozen=True):
    """A command's events and why no undo may cross them (``None``: the event classes decide)."""

    events: list[Event]
    barrier: Why | None = None


def declared(events: list[Event]) -> bool:
    """Whether an event class already makes the command a barrier (then nothing needs checking)."""
    return any(event.chance or event.reveals or event.final for event in events)


def unchecked(record_rules: int, seat: int | None) -> bool:
    """Whether a seat's record was stored without the platform's draw and reveal checks.

    Nobody can tell now whether such a command drew or revealed (the command is not stored, only its
    events), so it counts as a barrier: an undo never reaches back across it. A match in play when the
    server was upgraded loses the undo of its last commands before the upgrade, never more; replays
    fold the same game state (a stored ``Undone`` across it rewinds from ``state_at``)."""
    return seat is not None and record_rules < BARRIER_RULES


def reveals(
    engine: Engine[Any, Any],
    state: Any,
    seat: int,
    command: Command,
    now: float,
    events: list[Event],
    seats: int,
    seed: int,
    version: int,
) -> bool:
    """Whether ``events`` (``command`` decided on ``state`` at ``version`` with the match's generator
    ``Rng.derive(seed, version)``) brought out something ``seat`` could not know (module docstring).
    When the check itself fails (a bug in ``resample_hidden``), the answer is yes: a barrier too many
    costs an undo, a missing one lets a seat re-draw or un-see."""
    if type(engine).resample_hidden is Engine.resample_hidden:
        return False  # the game hides nothing
    observers: list[int | None] = [*range(seats), None]
    for n in range(WORLDS):
        try:
            world = engine.resample_hidden(state, seat, Rng.derive(seed, "unseen", version, n))
            again = engine.decide(world, seat, command, now, Rng.derive(seed, version))
        except Exception:  # a bug of the game's must not fail the seat's command: it only cannot be undone
            return True
        if isinstance(again, RuleViolation) or len(again) != len(events):
            return True
        for real, other in zip(events, again, strict=True):
            if real != other and any(engine.event_view(real, t) != engine.event_view(other, t) for t in observers):
                return True
    return False
