"""The Maeshowe engine: wires set-up, commands, folding and views into the platform contract."""

from __future__ import annotations

from domain.contract import Command, Engine, Event, LegalAction, Outcome, Prompt, RuleViolation, Status
from domain.games.maeshowe import actions, flow, views
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import deck_for
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.evolve import evolve
from domain.games.maeshowe.handlers import HANDLERS
from domain.games.maeshowe.options import (
    START_HEALTH,
    MaeshoweOptions,
    starting_food,
    starting_health,
    starting_passages,
    validate,
)
from domain.games.maeshowe.state import MaeshoweState, copy_state
from domain.rng import Rng

R_FEAR_SPEECH = (
    "Peur du noir: les joueurs ne sont pas autorisés à parler de ou à communiquer au sujet de l'état actuel "
    "du jeu ou des cartes de leur main."
)


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
    finishing_events = frozenset({"match_won", "match_lost"})
    """Only these set ``state.result``, which is what makes :meth:`status` finished."""

    def seats(self, options: MaeshoweOptions) -> int:
        return options.players

    def validate_options(self, options: MaeshoweOptions) -> None:
        validate(options)

    def start(self, options: MaeshoweOptions, rng: Rng) -> list[Event]:
        """MISE EN PLACE: shuffle, optional crumbling set-up (5 cards to each discard), deal 5 each."""
        validate(options)
        seats = options.players
        deck = rng.shuffled(deck_for(list(options.expansions)))
        health = starting_health(options)
        ctx = Ctx(None, rng)
        ctx.emit(
            ev.MatchStarted(
                options=options,
                deck=deck,
                size=len(deck),
                health=[health] * seats,
                max_health=[START_HEALTH] * seats,
                food=starting_food(options),
                passages=starting_passages(options),
                jarl=options.first_player if seats == 2 and not options.fear_of_the_dark else None,
                first_player=options.first_player,
            )
        )
        if "crumbling" in options.setups:
            for seat in range(seats):
                top = ctx.st.deck
                ctx.emit(ev.DeckToDiscard(seat=seat, cards=[top[-1 - i] for i in range(min(5, len(top)))]))
        hands: list[list[int]] = []
        offset = 0
        for _ in range(seats):
            top = ctx.st.deck
            hands.append([top[-1 - offset - i] for i in range(5)])
            offset += 5
        ctx.emit(ev.HandsDealt(hands=hands, counts=[len(h) for h in hands]))
        flow.begin_turn(ctx, options.first_player)
        flow.advance(ctx)
        return ctx.events

    def evolve(self, state: MaeshoweState | None, event: Event) -> MaeshoweState:
        return evolve(state, event)

    def handle(self, state: MaeshoweState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        if seat is None or not 0 <= seat < state.seats:
            raise RuleViolation("not_a_seat", "Only a seat of this match may act.", status=403)
        handler = HANDLERS.get(type(command))
        if handler is None:
            raise RuleViolation("unknown_action", f"{type(command).__name__} is not a Maeshowe action.")
        ctx = Ctx(copy_state(state), rng)
        handler(ctx, seat, command)
        flow.advance(ctx)
        return ctx.events

    def view(self, state: MaeshoweState, seat: int | None) -> views.MaeshoweView:
        return views.view(state, seat)

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        return views.event_view(event, seat)

    def prompts(self, state: MaeshoweState) -> list[Prompt]:
        return actions.prompts(state)

    def legal_actions(self, state: MaeshoweState, seat: int) -> list[LegalAction]:
        return actions.legal_actions(state, seat)

    def status(self, state: MaeshoweState) -> Status:
        if state.result is not None:
            won = state.result == "won"
            outcome = Outcome(
                result="won" if won else "lost",
                winners=list(range(state.seats)) if won else [],
                reason=state.reason,
                detail=state.detail,
                score=float(state.starting_passages - state.passages),
            )
            return Status(to_act=[], finished=True, outcome=outcome, turn=state.turn)
        seat = state.tasks[0].seat if state.tasks else state.active
        return Status(to_act=[seat], turn=state.turn)

    def check_chat(self, state: MaeshoweState, seat: int, text: str, now: float) -> list[Event]:
        if state.options.fear_of_the_dark and state.result is None:
            raise RuleViolation(
                "speech_forbidden", "Peur du noir: no talking while the match runs.", rule=R_FEAR_SPEECH, status=403
            )
        return []

    def resample_hidden(self, state: MaeshoweState, seat: int | None, rng: Rng) -> MaeshoweState:
        return views.resample_hidden(state, seat, rng)

    def clone(self, state: MaeshoweState) -> MaeshoweState:
        return copy_state(state)
