"""Maeshowe on the Folie engine contract: the contract's hooks, each delegating to the module that holds
that part of the rules (see the package layout in ``docs/engine.md``)."""

from __future__ import annotations

from domain.contract import Command, Engine, Event, LegalAction, Prompt, Status
from domain.games.maeshowe import chat, decide, hidden, legal, omniscient, setup, views
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.evolve import evolve
from domain.games.maeshowe.options import MaeshoweOptions, validate
from domain.games.maeshowe.state import MaeshoweState, copy_state
from domain.games.maeshowe.texts import TEXTS
from domain.rng import Rng


class MaeshoweEngine(Engine[MaeshoweState, MaeshoweOptions]):
    game = "maeshowe"
    title = "Maeshowe"
    rules_version = "1.1.0-folie.1"
    min_seats = 1
    max_seats = 2

    options_type = MaeshoweOptions
    state_type = MaeshoweState
    command_type = cmd.MaeshoweCommand
    event_type = ev.MaeshoweEvent
    view_type = views.MaeshoweView
    languages = TEXTS.languages
    texts = TEXTS
    finishing_events = frozenset({"match_won", "match_lost"})
    """Only these set ``state.result``, which is what makes :meth:`status` finished."""

    # -- life cycle ---------------------------------------------------------------------------
    def seats(self, options: MaeshoweOptions) -> int:
        return options.players

    def validate_options(self, options: MaeshoweOptions) -> None:
        validate(options)

    def start(self, options: MaeshoweOptions, rng: Rng) -> list[Event]:
        return setup.start(options, rng)

    def evolve(self, state: MaeshoweState | None, event: Event) -> MaeshoweState:
        return evolve(state, event)

    # -- deciding -----------------------------------------------------------------------------
    def handle(self, state: MaeshoweState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        return decide.handle(state, seat, command, now, rng)

    # -- reading ------------------------------------------------------------------------------
    def view(self, state: MaeshoweState, seat: int | None) -> views.MaeshoweView:
        return views.view(state, seat, self.lang)

    def omniscient_view(self, state: MaeshoweState) -> views.MaeshoweView:
        return omniscient.omniscient_view(state, self.lang)

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        return views.event_view(event, seat)

    def prompts(self, state: MaeshoweState) -> list[Prompt]:
        return legal.prompts(state, self.lang)

    def legal_actions(self, state: MaeshoweState, seat: int) -> list[LegalAction]:
        return legal.legal_actions(state, seat, self.lang)

    def status(self, state: MaeshoweState) -> Status:
        return legal.status(state, self.lang)

    # -- talk ---------------------------------------------------------------------------------
    def check_chat(self, state: MaeshoweState, seat: int, text: str, now: float) -> list[Event]:
        return chat.check_chat(state, seat, text, now)

    # -- hidden information -------------------------------------------------------------------
    def resample_hidden(self, state: MaeshoweState, seat: int | None, rng: Rng) -> MaeshoweState:
        return hidden.resample_hidden(state, seat, rng)

    def clone(self, state: MaeshoweState) -> MaeshoweState:
        return copy_state(state)
