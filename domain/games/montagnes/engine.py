"""Les Montagnes Hallucinées on the Folie engine contract: the contract's hooks, each delegating to
the module that holds that part of the rules (see the package layout in ``docs/engine.md``)."""

from __future__ import annotations

from domain.contract import Command, Engine, Event, LegalAction, Outcome, Prompt, Speech, Status
from domain.games.montagnes import chat, decide, flow, hidden, legal, omniscient, setup, views
from domain.games.montagnes import commands as cmd
from domain.games.montagnes import events as ev
from domain.games.montagnes.context import Flow
from domain.games.montagnes.evolve import evolve
from domain.games.montagnes.options import MAX_PLAYERS, MIN_PLAYERS, MontagnesOptions, validate
from domain.games.montagnes.state import MontagnesState
from domain.games.montagnes.texts import TEXTS
from domain.rng import Rng


class MontagnesEngine(Engine[MontagnesState, MontagnesOptions]):
    game = "montagnes"
    title = "Les Montagnes Hallucinées"
    rules_version = "1"
    min_seats = MIN_PLAYERS
    max_seats = MAX_PLAYERS

    options_type = MontagnesOptions
    state_type = MontagnesState
    command_type = cmd.MontagnesCommand
    event_type = ev.MontagnesEvent
    view_type = views.MontagnesView
    languages = TEXTS.languages
    texts = TEXTS
    messages_lang = "fr"
    lang = "fr"
    """The box's language when called directly (tests, bots); the service binds the reader's."""
    finishing_events = frozenset({"expedition_ended"})
    """Only ``expedition_ended`` sets ``state.result``, which is what makes :meth:`status` finished."""

    # -- life cycle ---------------------------------------------------------------------------
    def seats(self, options: MontagnesOptions) -> int:
        return options.players

    def validate_options(self, options: MontagnesOptions) -> None:
        validate(options)

    def start(self, options: MontagnesOptions, rng: Rng) -> list[Event]:
        return setup.start(options, rng)

    def evolve(self, state: MontagnesState | None, event: Event) -> MontagnesState:
        return evolve(state, event)

    # -- deciding -----------------------------------------------------------------------------
    def handle(self, state: MontagnesState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        return decide.handle(state, seat, command, now, rng)

    def next_deadline(self, state: MontagnesState) -> float | None:
        return flow.next_deadline(state)

    def on_deadline(self, state: MontagnesState, now: float, rng: Rng) -> list[Event]:
        scratch = Flow(state)
        flow.expire(scratch, now, rng)
        return scratch.events

    # -- reading ------------------------------------------------------------------------------
    def outcome(self, state: MontagnesState) -> Outcome | None:
        return views.outcome_of(state)

    def view(self, state: MontagnesState, seat: int | None) -> views.MontagnesView:
        return views.build(state, seat, views.outcome_of(state))

    def omniscient_view(self, state: MontagnesState) -> views.MontagnesView:
        return omniscient.omniscient_view(state)

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        return views.event_view(event, seat)

    def prompts(self, state: MontagnesState) -> list[Prompt]:
        return legal.prompts(state, self.lang)

    def legal_actions(self, state: MontagnesState, seat: int) -> list[LegalAction]:
        return legal.legal_actions(state, seat, self.lang)

    def status(self, state: MontagnesState) -> Status:
        return legal.status(state, self.lang)

    # -- talk ---------------------------------------------------------------------------------
    def check_chat(self, state: MontagnesState, seat: int, text: str, now: float) -> list[Event]:
        return chat.check_speech(state, seat, Speech(text), now)

    def check_speech(self, state: MontagnesState, seat: int, speech: Speech, now: float) -> list[Event]:
        return chat.check_speech(state, seat, speech, now)

    # -- hidden information -------------------------------------------------------------------
    def resample_hidden(self, state: MontagnesState, seat: int | None, rng: Rng) -> MontagnesState:
        return hidden.resample_hidden(state, seat, rng)
