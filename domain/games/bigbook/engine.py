"""The Big Book of Madness on the Folie engine contract: the declared types and one-line hooks, each
delegating to the module that holds that part of the rules (see the package layout in ``docs/engine.md``)."""

from __future__ import annotations

from typing import Any, ClassVar

from domain.contract import Command, Engine, Event, LegalAction, Prompt, Status
from domain.games.bigbook import decide, legal, omniscient, setup, views
from domain.games.bigbook.commands import BigBookCommand
from domain.games.bigbook.events import BigBookEvent
from domain.games.bigbook.evolve import evolve
from domain.games.bigbook.hidden import resample
from domain.games.bigbook.options import MAX_PLAYERS, MIN_PLAYERS, Options, validate
from domain.games.bigbook.state import State, copy_state
from domain.games.bigbook.texts import TEXTS
from domain.rng import Rng


class BigBookEngine(Engine[State, Options]):
    """Cooperative deck-builder for 2 to 5 magicians (rulebook 002, rulings R-B-1 to R-B-7)."""

    game: ClassVar[str] = "bigbook"
    title: ClassVar[str] = "The Big Book of Madness"
    rules_version: ClassVar[str] = "iello-2015-fr+rulings-R-B-1..7+content-2"
    min_seats: ClassVar[int] = MIN_PLAYERS
    max_seats: ClassVar[int] = MAX_PLAYERS

    options_type = Options
    state_type = State
    command_type: Any = BigBookCommand
    event_type: Any = BigBookEvent
    view_type: Any = views.BigBookView
    languages = TEXTS.languages
    texts = TEXTS
    lang = "fr"
    """The rulebook's language when called directly (tests, bots); the service binds the reader's."""
    finishing_events: ClassVar[frozenset[str] | None] = frozenset({"match_ended"})
    """Only ``match_ended`` sets the ``over`` phase, which is what makes :meth:`status` finished."""

    # -- life cycle -----------------------------------------------------------------------------
    def seats(self, options: Options) -> int:
        return options.players

    def validate_options(self, options: Options) -> None:
        validate(options)

    def start(self, options: Options, rng: Rng) -> list[Event]:
        return setup.start(options, rng)

    def evolve(self, state: State | None, event: Event) -> State:
        return evolve(state, event)

    # -- deciding -------------------------------------------------------------------------------
    def handle(self, state: State, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        return decide.handle(state, seat, command, now, rng)

    # -- reading --------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> views.BigBookView:
        return views.view(state, seat, self.lang)

    def omniscient_view(self, state: State) -> views.BigBookView:
        return omniscient.omniscient_view(state, self.lang)

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        return views.event_view(event, seat)

    def prompts(self, state: State) -> list[Prompt]:
        return legal.prompts(state, self.lang)

    def legal_actions(self, state: State, seat: int) -> list[LegalAction]:
        return legal.legal_actions(state, seat, self.lang)

    def status(self, state: State) -> Status:
        return legal.status(state, self.lang)

    # -- hidden information ---------------------------------------------------------------------
    def resample_hidden(self, state: State, seat: int | None, rng: Rng) -> State:
        return resample(copy_state(state), seat, rng)

    def clone(self, state: State) -> State:
        return copy_state(state)
