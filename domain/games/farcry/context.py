"""A decision in progress: a scratch copy of the state that every emitted event is folded into at once.

Deciding must not mutate its input, so it works on a copy; folding each event as it is emitted lets the
later rules read the state the earlier events made (a step into fire, then the next step), exactly as
a replay will see it.
"""

from __future__ import annotations

from domain.contract import Event
from domain.games.farcry.evolve import evolve
from domain.games.farcry.evolve_bunker import recycled
from domain.games.farcry.state import FarCryState, copy_state


class Flow:
    """The scratch state ``s`` and the events emitted so far."""

    def __init__(self, state: FarCryState) -> None:
        self.s = copy_state(state)
        self.events: list[Event] = []

    def emit(self, *events: Event) -> None:
        for event in events:
            self.events.append(event)
            self.s = evolve(self.s, event)  # a campaign's next mission set-up starts a new state
            self.emit(*recycled(self.s, event))  # M6 (L2075): a dead enemy back on the queue

    @property
    def over(self) -> bool:
        return self.s.result is not None
