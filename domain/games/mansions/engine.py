"""Mansions of Madness on the Folie engine contract: the hooks, each delegating to the module that
holds that part of the rules; the content pack's public board is the engine's ``board``."""

from __future__ import annotations

from domain.contract import Command, Engine, Event, LegalAction, Prompt, Status
from domain.games.mansions import commands as cmd
from domain.games.mansions import decide, hidden, legal, omniscient, setup, views
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.evolve import evolve
from domain.games.mansions.options import MansionsOptions, validate
from domain.games.mansions.state import MansionsState, copy_state
from domain.games.mansions.texts import TEXTS
from domain.rng import Rng


class MansionsEngine(Engine[MansionsState, MansionsOptions]):
    game = "mansions"
    title = "Mansions of Madness"
    rules_version = "1.3.0-folie.0"
    min_seats = 2
    max_seats = 5

    options_type = MansionsOptions
    state_type = MansionsState
    command_type = cmd.MansionsCommand
    event_type = ev.MansionsEvent
    view_type = views.MansionsView
    languages = TEXTS.languages
    texts = TEXTS
    board = CONTENT.board
    finishing_events = frozenset({"match_ended"})
    deadline_events = frozenset(
        {
            "evade_opened",
            "evade_answered",
            "keeper_turn_opened",
            "round_started",
            "died",
            "match_ended",
            "puzzle_started",
            "puzzle_ended",
            "trauma_offered",
            "trauma_played",
            "trauma_passed",
            "mythos_window_opened",
            "mythos_played",
            "mythos_passed",
            "skill_offered",
            "skill_answered",
            "test_offered",
            "test_answered",
        }
    )

    def seats(self, options: MansionsOptions) -> int:
        return options.investigators + 1

    def validate_options(self, options: MansionsOptions) -> None:
        validate(options)

    def start(self, options: MansionsOptions, rng: Rng) -> list[Event]:
        return setup.start(options, rng)

    def evolve(self, state: MansionsState | None, event: Event) -> MansionsState:
        return evolve(state, event)

    def handle(self, state: MansionsState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        return decide.handle(state, seat, command, now, rng)

    def view(self, state: MansionsState, seat: int | None) -> views.MansionsView:
        return views.view(state, seat, self.lang)

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        return views.event_view(event, seat)

    def omniscient_view(self, state: MansionsState) -> views.MansionsView:
        return omniscient.omniscient_view(state, self.lang)

    def resample_hidden(self, state: MansionsState, seat: int | None, rng: Rng) -> MansionsState:
        return hidden.resample_hidden(state, seat, rng)

    def prompts(self, state: MansionsState) -> list[Prompt]:
        return legal.prompts(state, self.lang)

    def legal_actions(self, state: MansionsState, seat: int) -> list[LegalAction]:
        return legal.legal_actions(state, seat, self.lang)

    def status(self, state: MansionsState) -> Status:
        return legal.status(state, self.lang)

    def next_deadline(self, state: MansionsState) -> float | None:
        return decide.next_deadline(state)

    def on_deadline(self, state: MansionsState, now: float, rng: Rng) -> list[Event]:
        return decide.on_deadline(state, now, rng)

    def clone(self, state: MansionsState) -> MansionsState:
        return copy_state(state)
