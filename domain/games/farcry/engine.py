"""Far Cry: Escape from Rook Islands on the Folie engine contract: declared types and one-line hooks
delegating to the modules (see the package layout in ``docs/engine.md``). Registered in
``domain/registry.py``: every generic harness plays it (README's status)."""

from __future__ import annotations

from typing import Any, Union

from domain.contract import Command, Engine, Event, LegalAction, Prompt, RuleViolation, Status
from domain.games.farcry import commands as cmd
from domain.games.farcry import decide, flow, hidden, legal, omniscient, setup, views
from domain.games.farcry.evolve import FOLDS, evolve
from domain.games.farcry.language import OPEN, localise, pick
from domain.games.farcry.options import MAX_SEATS, MIN_SEATS, FarCryOptions, validate
from domain.games.farcry.state import FarCryState
from domain.games.farcry.texts import TEXTS
from domain.rng import Rng

FarCryEvent: Any = Union.__getitem__(tuple(FOLDS))
"""Every event this engine stores: exactly those `evolve` folds."""


class FarCryEngine(Engine[FarCryState, FarCryOptions]):
    game = "farcry"
    title = "Far Cry: Escape from Rook Islands"
    rules_version = "0.2.0-folie.0"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS

    options_type = FarCryOptions
    state_type = FarCryState
    command_type = cmd.FarCryCommand
    event_type = FarCryEvent
    view_type = views.FarCryView
    texts = TEXTS
    languages = ("en", "fr")
    lang = "en"
    """The language of labels, prompts, outcomes and refusals; the service binds the reader's."""
    deadline_events = frozenset({"reaction_offered", "reaction_timed", "reaction_answered", "mission_ended"})
    """Only a reaction talent's deadline is timed (`decide.next_deadline`): the scheduler need not
    look a match up after any other event (most Far Cry events never change it)."""
    finishing_events = frozenset({"mission_ended", "mission_debriefed", "exploration_ended", "campaign_ended"})
    """Where :meth:`status` may become finished: ``mission_ended`` (mission 0 has no save), else
    ``mission_debriefed`` (a standalone mission's failure) or ``exploration_ended`` (after a success); a
    campaign (option ``campaign``) goes on through its preparation until no mission is left, or until
    every seat voted to end it (``campaign_ended``)."""

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

    def next_deadline(self, state: FarCryState) -> float | None:
        """The open reaction talent's deadline (the ``reaction_seconds`` option)."""
        return decide.next_deadline(state)

    def on_deadline(self, state: FarCryState, now: float, rng: Rng) -> list[Event]:
        """A reaction unanswered by its deadline is passed, and the match goes on."""
        return decide.on_deadline(state, now, rng)

    def view(self, state: FarCryState, seat: int | None) -> views.FarCryView:
        return localise(views.build(state, seat), self.lang)

    def omniscient_view(self, state: FarCryState) -> views.FarCryView:
        return localise(omniscient.omniscient_view(state), self.lang)

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        return views.event_view(event, seat)

    def prompts(self, state: FarCryState) -> list[Prompt]:
        return localise(legal.prompts(state), self.lang)

    def legal_actions(self, state: FarCryState, seat: int) -> list[LegalAction]:
        return localise(legal.legal_actions(state, seat), self.lang)

    def status(self, state: FarCryState) -> Status:
        return localise(legal.status(state), self.lang)

    def explain(self, violation: RuleViolation) -> RuleViolation:
        """A refusal in this engine's language: a text built in both keeps its half (with its details);
        an older one-line "français / English" refusal gives way to the catalogue's entry for its code."""
        message = violation.message
        if OPEN in message:
            message = pick(message, self.lang)
        elif self.texts is not None and self.texts.has(f"problem.{violation.code}"):
            message = self.texts.text(f"problem.{violation.code}", self.lang)
        return RuleViolation(violation.code, message, rule=violation.rule, status=violation.status)

    def resample_hidden(self, state: FarCryState, seat: int | None, rng: Rng) -> FarCryState:
        return hidden.resample_hidden(state, seat, rng)
