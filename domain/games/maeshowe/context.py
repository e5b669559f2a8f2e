"""A decision in progress: a scratch state that every emitted event is folded into at once.

``decide`` must not mutate its input, so it works on a copy; folding each event as it is emitted lets
the rules read the state as it stands after the previous fact, exactly as a replay will see it.
"""

from __future__ import annotations

from domain.contract import Event
from domain.games.maeshowe.events import TaskAdded
from domain.games.maeshowe.evolve import evolve
from domain.games.maeshowe.state import MaeshoweState, Task
from domain.rng import Rng


class Ctx:
    __slots__ = ("events", "rng", "st")

    def __init__(self, state: MaeshoweState | None, rng: Rng) -> None:
        self.st: MaeshoweState = state  # type: ignore[assignment]  # set by the first event at start
        self.events: list[Event] = []
        self.rng = rng

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.st = evolve(self.st, event)

    @property
    def over(self) -> bool:
        return self.st.result is not None

    def push(
        self, kind: str, seat: int, *, card: int = -1, owner: int = -1, amount: int = 0, flag: bool = False
    ) -> None:
        """Queue a choice in front of any pending work (it is resolved next)."""
        task = Task(id=self.st.next_task, kind=kind, seat=seat, card=card, owner=owner, amount=amount, flag=flag)
        self.emit(TaskAdded(task=task, front=True))
