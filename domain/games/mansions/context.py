"""A decision in progress: a scratch state that every emitted event is folded into at once, so each
step of a command reads the state as a replay will see it after the previous fact."""

from __future__ import annotations

from domain.contract import Event
from domain.games.mansions.evolve import evolve
from domain.games.mansions.state import MansionsState
from domain.rng import Rng


class Asked(Exception):
    """A test is about to be rolled for an investigator who may spend a skill point on it and has not
    answered yet (``checks.roll``): the decision stops here, undone, and waits (``skill_prompt``)."""

    def __init__(self, seat: int, attribute: str, why: str, target: int, boosted: int, before: list[Event]) -> None:
        super().__init__(seat, attribute, why)
        self.seat, self.attribute, self.why, self.target, self.boosted = seat, attribute, why, target, boosted
        self.before = before
        """The events the decision had made before the test (none of them applied: shown only as rolls)."""


class Ctx:
    __slots__ = ("answers", "asked", "events", "now", "rng", "st", "trauma_seen")

    def __init__(
        self, state: MansionsState | None, rng: Rng, now: float = 0.0, answers: list[bool] | None = None
    ) -> None:
        self.st: MansionsState = state  # type: ignore[assignment]  # set by the first event at start
        self.events: list[Event] = []
        self.rng = rng
        self.now = now
        self.trauma_seen = 0
        """How many of ``events`` were looked at for trauma offers (``trauma.offer``)."""
        self.answers: list[bool] = answers or []
        """The investigators' answers to this decision's test prompts so far, in order (``skill_prompt``)."""
        self.asked = 0

    def ask(self, seat: int, attribute: str, why: str, target: int, boosted: int) -> bool:
        """The answer to this decision's next test prompt: a skill point on the test or not; with none
        given yet the decision stops (:class:`Asked`)."""
        if self.asked < len(self.answers):
            self.asked += 1
            return self.answers[self.asked - 1]
        raise Asked(seat, attribute, why, target, boosted, list(self.events))

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.st = evolve(self.st, event)

    @property
    def over(self) -> bool:
        return self.st.winner is not None
