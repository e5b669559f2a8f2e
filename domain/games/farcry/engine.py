"""Far Cry: Escape from Rook Islands on the Folie engine contract: declared types and one-line hooks
delegating to the modules (see the package layout in ``docs/engine.md``). Registered in
``domain/registry.py``: every generic harness plays it (README's status)."""

from __future__ import annotations

from typing import Any, Union

from domain.contract import Command, Engine, Event, LegalAction, Prompt, Status
from domain.games.farcry import commands as cmd
from domain.games.farcry import decide, flow, hidden, legal, omniscient, setup, views
from domain.games.farcry.evolve import FOLDS, evolve
from domain.games.farcry.options import MAX_SEATS, MIN_SEATS, FarCryOptions, validate
from domain.games.farcry.state import FarCryState
from domain.games.farcry.texts import TEXTS
from domain.rng import Rng

FarCryEvent: Any = Union.__getitem__(tuple(FOLDS))
"""Every event this engine stores: exactly those `evolve` folds."""


class FarCryEngine(Engine[FarCryState, FarCryOptions]):
    game = "farcry"
    title = "Far Cry: Escape from Rook Islands"
    rules_version = "0.1.0-folie.1"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS

    options_type = FarCryOptions
    state_type = FarCryState
    command_type = cmd.FarCryCommand
    event_type = FarCryEvent
    view_type = views.FarCryView
    texts = TEXTS
    """Only the name and rules summary for now: ``languages`` stays English until labels and views use it."""
    finishing_events = frozenset({"mission_ended", "exploration_ended"})
    """``mission_ended`` sets ``state.result``, which makes :meth:`status` finished, except during the
    exploration that follows a saved success, until ``exploration_ended``."""

    def seats(self, options: FarCryOptions) -> int:
        return options.seats

    def validate_options(self, options: FarCryOptions) -> None:
        validate(options)

    def start(self, options: FarCryOptions, rng: Rng) -> list[Event]:
        """The set-up, then round 1's event phase up to the players' turn (R-F-7)."""
        events = setup.start(options, rng)
        state: FarCryState | None = None
        for e in events:
            state = evolve(state, e)
        assert state is not None
        return events + flow.opening(state, rng)

    def evolve(self, state: FarCryState | None, event: Event) -> FarCryState:
        return evolve(state, event)

    def handle(self, state: FarCryState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        return decide.handle(state, seat, command, now, rng)

    def view(self, state: FarCryState, seat: int | None) -> views.FarCryView:
        return views.build(state, seat)

    def omniscient_view(self, state: FarCryState) -> views.FarCryView:
        return omniscient.omniscient_view(state)

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        return views.event_view(event, seat)

    def prompts(self, state: FarCryState) -> list[Prompt]:
        return legal.prompts(state)

    def legal_actions(self, state: FarCryState, seat: int) -> list[LegalAction]:
        return legal.legal_actions(state, seat)

    def status(self, state: FarCryState) -> Status:
        return legal.status(state)

    def resample_hidden(self, state: FarCryState, seat: int | None, rng: Rng) -> FarCryState:
        return hidden.resample_hidden(state, seat, rng)
