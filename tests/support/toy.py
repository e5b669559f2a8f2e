"""A tiny engine that exercises every part of the contract, for platform tests.

Seats take turns. ``mark`` adds to a public counter (no chance: undoable), ``draw`` takes the top card
of a secret shuffled deck into a private hand (reveals: blocks undo), ``end_turn`` passes. The match is
won when the counter reaches the target. Optional turn deadline and a "silent" option that forbids chat.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.contract import (
    Choice,
    Command,
    Engine,
    Event,
    LegalAction,
    Outcome,
    Param,
    Prompt,
    RuleViolation,
    Status,
)
from domain.rng import Rng
from domain.texts import Catalogue, both


class ToyOptions(msgspec.Struct, forbid_unknown_fields=True):
    seats: Annotated[int, Meta(ge=1, le=3)] = 2
    target: Annotated[int, Meta(ge=1, le=1000)] = 10
    deck_size: Annotated[int, Meta(ge=1, le=60)] = 12
    turn_seconds: float | None = None
    silent: bool = False


class Started(Event, tag="started", frozen=True):
    chance = True
    seats: int
    target: int
    deck: list[int]
    silent: bool = False
    turn_seconds: float | None = None


class Marked(Event, tag="marked", frozen=True):
    seat: int
    amount: int


class Drew(Event, tag="drew", frozen=True):
    reveals = True
    seat: int
    card: int


class TurnEnded(Event, tag="turn_ended", frozen=True):
    seat: int
    next_seat: int
    deadline: float | None = None
    timed_out: bool = False


class Won(Event, tag="won", frozen=True):
    total: int


ToyEvent = Started | Marked | Drew | TurnEnded | Won


class Mark(Command, tag="mark", frozen=True):
    amount: int


class Draw(Command, tag="draw", frozen=True):
    """Take the top card of the deck into your hand."""


class EndTurn(Command, tag="end_turn", frozen=True):
    """Pass the turn to the next seat."""


ToyCommand = Mark | Draw | EndTurn


class ToyState(msgspec.Struct):
    seats: int
    target: int
    deck: list[int]
    hands: list[list[int]]
    total: int = 0
    turn: int = 0
    current: int = 0
    deadline: float | None = None
    turn_seconds: float | None = None
    silent: bool = False
    finished: bool = False


class ToyView(msgspec.Struct):
    total: int
    target: int
    current: int
    deck_count: int
    hand: list[int] | None
    hand_counts: list[int]


TEXTS = Catalogue(
    {
        "problem.deck_empty": both("The deck is empty.", "La pioche est vide."),
        "problem.illegal_action": both("Mark 1 to 3.", "Marquez de 1 à 3."),
        "problem.not_your_turn": both("Another seat plays now.", "C'est à un autre siège de jouer."),
    },
    languages=("en",),
)
"""The toy's rule codes (the problem catalogue reads them); its refusals stay in English."""


class ToyEngine(Engine[ToyState, ToyOptions]):
    game = "toy"
    title = "Toy"
    texts = TEXTS
    rules_version = "1"
    min_seats = 1
    max_seats = 3
    options_type = ToyOptions
    state_type = ToyState
    command_type = ToyCommand
    event_type = ToyEvent
    view_type = ToyView

    def seats(self, options: ToyOptions) -> int:
        return options.seats

    def start(self, options: ToyOptions, rng: Rng) -> list[Event]:
        deck = rng.shuffled(list(range(options.deck_size)))
        return [
            Started(
                seats=options.seats,
                target=options.target,
                deck=deck,
                silent=options.silent,
                turn_seconds=options.turn_seconds,
            )
        ]

    def evolve(self, state: ToyState | None, event: Event) -> ToyState:
        if isinstance(event, Started):
            return ToyState(
                seats=event.seats,
                target=event.target,
                deck=list(event.deck),
                hands=[[] for _ in range(event.seats)],
                silent=event.silent,
                turn_seconds=event.turn_seconds,
            )
        assert state is not None
        if isinstance(event, Marked):
            state.total += event.amount
        elif isinstance(event, Drew):
            state.deck.remove(event.card)
            state.hands[event.seat].append(event.card)
        elif isinstance(event, TurnEnded):
            state.current = event.next_seat
            state.turn += 1
            state.deadline = event.deadline
        elif isinstance(event, Won):
            state.finished = True
        return state

    def handle(self, state: ToyState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
        if seat != state.current:
            raise RuleViolation("not_your_turn", f"It is seat {state.current}'s turn.", rule="toy: turns", status=409)
        if isinstance(command, Mark):
            if not 1 <= command.amount <= 3:
                raise RuleViolation("illegal_action", "Mark 1 to 3.", rule="toy: mark 1-3")
            events: list[Event] = [Marked(seat=seat, amount=command.amount)]
            if state.total + command.amount >= state.target:
                events.append(Won(total=state.total + command.amount))
            return events
        if isinstance(command, Draw):
            if not state.deck:
                raise RuleViolation("deck_empty", "The deck is empty.", rule="toy: draw")
            return [Drew(seat=seat, card=state.deck[0])]
        if isinstance(command, EndTurn):
            return [self._end_turn(state, now, timed_out=False)]
        raise RuleViolation("unknown_action", "Unknown action.")

    def _end_turn(self, state: ToyState, now: float, *, timed_out: bool) -> TurnEnded:
        deadline = now + state.turn_seconds if state.turn_seconds else None
        return TurnEnded(
            seat=state.current, next_seat=(state.current + 1) % state.seats, deadline=deadline, timed_out=timed_out
        )

    def next_deadline(self, state: ToyState) -> float | None:
        return state.deadline

    def on_deadline(self, state: ToyState, now: float, rng: Rng) -> list[Event]:
        return [self._end_turn(state, now, timed_out=True)]

    def check_chat(self, state: ToyState, seat: int, text: str, now: float) -> list[Event]:
        if state.silent:
            raise RuleViolation("speech_forbidden", "This match is played in silence.", rule="toy: silent")
        return []

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            total=state.total,
            target=state.target,
            current=state.current,
            deck_count=len(state.deck),
            hand=list(state.hands[seat]) if seat is not None else None,
            hand_counts=[len(h) for h in state.hands],
        )

    def event_view(self, event: Event, seat: int | None) -> Event | None:
        if isinstance(event, Started):
            return None
        if isinstance(event, Drew) and event.seat != seat:
            return Drew(seat=event.seat, card=-1)
        return event

    def prompts(self, state: ToyState) -> list[Prompt]:
        if state.finished:
            return []
        return [
            Prompt(id=f"turn-{state.turn}", seat=state.current, kind="turn", text="Your turn", deadline=state.deadline)
        ]

    def legal_actions(self, state: ToyState, seat: int) -> list[LegalAction]:
        if state.finished or seat != state.current:
            return []
        actions = [
            LegalAction("mark", "Add to the counter", params=[Param("amount", [Choice(n, str(n)) for n in (1, 2, 3)])]),
            LegalAction("end_turn", "End your turn"),
        ]
        if state.deck:
            actions.append(LegalAction("draw", "Draw a card"))
        return actions

    def status(self, state: ToyState) -> Status:
        if state.finished:
            outcome = Outcome("won", list(range(state.seats)), "target_reached", "The counter reached the target.")
            return Status(to_act=[], finished=True, outcome=outcome, turn=state.turn)
        return Status(to_act=[state.current], turn=state.turn)

    def resample_hidden(self, state: ToyState, seat: int | None, rng: Rng) -> ToyState:
        out = self.clone(state)
        unknown = list(out.deck)
        for other, hand in enumerate(out.hands):
            if other != seat:
                unknown.extend(hand)
        rng.shuffle(unknown)
        out.deck = unknown[: len(out.deck)]
        rest = unknown[len(out.deck) :]
        for other, hand in enumerate(out.hands):
            if other != seat:
                out.hands[other] = rest[: len(hand)]
                rest = rest[len(hand) :]
        return out


ENGINE = ToyEngine()
