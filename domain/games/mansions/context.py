"""A decision in progress: a scratch state that every emitted event is folded into at once, so each
step of a command reads the state as a replay will see it after the previous fact."""

from __future__ import annotations

from domain.contract import Event
from domain.games.mansions.evolve import evolve
from domain.games.mansions.state import MansionsState
from domain.rng import Rng


class Ctx:
    __slots__ = ("events", "now", "rng", "st", "trauma_seen")

    def __init__(self, state: MansionsState | None, rng: Rng, now: float = 0.0) -> None:
        self.st: MansionsState = state  # type: ignore[assignment]  # set by the first event at start
        self.events: list[Event] = []
        self.rng = rng
        self.now = now
        self.trauma_seen = 0
        """How many of ``events`` were looked at for trauma offers (``trauma.offer``)."""

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.st = evolve(self.st, event)

    @property
    def over(self) -> bool:
        return self.st.winner is not None
