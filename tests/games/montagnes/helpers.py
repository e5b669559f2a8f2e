"""Test helpers: a game driver with an injected clock, card/tile placement that keeps conservation,
invariant checks, and a sensible bot (it reads the state, standing in for the table talk)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec

from domain.bots import random_command
from domain.contract import Command, Event, RuleViolation
from domain.games.montagnes import ENGINE
from domain.games.montagnes import commands as cmd
from domain.games.montagnes.bots import heuristic
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.options import MontagnesOptions
from domain.games.montagnes.state import LEADERSHIP_TOKENS, MontagnesState
from domain.rng import Rng

T0 = 1_000_000.0
ALL_CARDS = sorted([*CONTENT.equipment, *CONTENT.injuries])


def fold(events: list[Event], state: MontagnesState | None = None) -> MontagnesState:
    for event in events:
        state = ENGINE.evolve(state, event)
    assert state is not None
    return state


class Game:
    """One match driven by hand: ``do`` decides and folds, ``tick`` runs the deadlines."""

    def __init__(
        self,
        players: int = 3,
        *,
        expert: bool = False,
        seed: int = 7,
        leader: int | None = 0,
        encounter: float = 30.0,
        decision: float = 10.0,
        search: float = 30.0,
    ) -> None:
        self.rng = Rng(seed)
        self.now = T0
        self.options = MontagnesOptions(
            players=players,
            expert=expert,
            first_leader=leader,
            encounter_seconds=encounter,
            decision_seconds=decision,
            search_seconds=search,
        )
        self.events: list[Event] = ENGINE.start(self.options, self.rng)
        self.state = fold(self.events)

    @property
    def s(self) -> MontagnesState:
        return self.state

    def apply(self, events: list[Event]) -> list[Event]:
        for event in events:
            ENGINE.evolve(self.state, event)
        self.events.extend(events)
        return events

    def do(self, seat: int, command: Command, dt: float = 0.0) -> list[Event]:
        self.now += dt
        result = ENGINE.decide(self.state, seat, command, self.now, self.rng)
        if isinstance(result, RuleViolation):
            raise AssertionError(f"refused: {result!r}")
        return self.apply(result)

    def refuse(self, seat: int, command: Command, dt: float = 0.0) -> RuleViolation:
        before = ENGINE.encode_state(self.state)
        result = ENGINE.decide(self.state, seat, command, self.now + dt, self.rng)
        assert isinstance(result, RuleViolation), f"accepted: {result}"
        assert ENGINE.encode_state(self.state) == before, "decide must not mutate the state"
        return result

    def tick(self, until: float | None = None) -> list[Event]:
        if until is None:
            deadline = ENGINE.next_deadline(self.state)
            assert deadline is not None
            until = deadline
        self.now = max(self.now, until)
        return self.apply(ENGINE.on_deadline(self.state, self.now, self.rng))

    def chat(self, seat: int, text: str, dt: float = 0.0) -> list[Event]:
        self.now += dt
        return self.apply(ENGINE.check_chat(self.state, seat, text, self.now))

    # -- arranging a situation, conserving every card and tile --------------------------------
    def give(self, seat: int, cards: list[str], *, keep: bool = False) -> None:
        """Put ``cards`` in ``seat``'s hand (taken from wherever they are); the hand's other cards go
        to the top of the deck unless ``keep``."""
        s = self.state
        for card in cards:
            _take(s, card)
        if not keep:
            s.deck[:0] = s.hands[seat]
            s.hands[seat] = []
        s.hands[seat].extend(cards)

    def set_madness(self, seat: int, cards: list[str]) -> None:
        set_madness(self.state, seat, cards)

    def empty_hands(self) -> None:
        for p in range(self.state.seats):
            self.state.deck[:0] = self.state.hands[p]
            self.state.hands[p] = []

    def put_tile(self, space: str, tile: str) -> None:
        """Swap ``tile`` onto ``space`` (from the board or the box)."""
        s = self.state
        current = s.board[space]
        for other, t in s.board.items():
            if t == tile:
                s.board[other] = current
                break
        else:
            k = s.box_tiles.index(tile)
            assert current is not None
            s.box_tiles[k] = current
        s.board[space] = tile

    def teleport(self, space: str) -> None:
        """Put the plane on ``space`` as if an earlier turn had taken its tile."""
        s = self.state
        tile = s.board.get(space)
        if tile is not None:
            s.set_aside.append(tile)
            s.board[space] = None
        s.plane = space

    def encounter(self, space: str, tile: str | None = None) -> None:
        """The Leader moves the plane (onto ``tile`` if given); the hourglass starts."""
        if tile is not None:
            self.put_tile(space, tile)
        self.do(self.state.leader, cmd.Move(space=space))
        assert self.state.step == "encounter"

    def close_encounter(self) -> None:
        """Let the hourglass run out and the Leader decline to turn it again."""
        self.tick()
        if self.state.step == "decision":
            self.do(self.state.leader, cmd.EndEncounter())

    def place(self, seat: int, cards: list[str]) -> None:
        self.give(seat, cards, keep=True)
        self.do(seat, cmd.PlaceCards(cards=cards))


def set_madness(s: MontagnesState, seat: int, cards: list[str]) -> None:
    """Give ``seat`` exactly these madness cards (its old ones go back to their decks)."""
    for old in s.madness[seat]:
        s.madness_decks[CONTENT.madness[old].level - 1].append(old)
    s.madness[seat] = []
    for card in cards:
        s.madness_decks[CONTENT.madness[card].level - 1].remove(card)
        s.madness[seat].append(card)


def _take(s: MontagnesState, card: str) -> None:
    for pile in (s.deck, s.discard, s.injury_pile, s.esoteric_pile, *s.hands):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"{card} is not free")


def cards_of(kind: str, *values: int) -> list[str]:
    """Plain equipment cards of ``kind`` with the given values (copies a, b in turn)."""
    used: Counter[int] = Counter()
    out = []
    for v in values:
        out.append(f"{kind}-{v}{'ab'[used[v]]}")
        used[v] += 1
    return out


# -- invariants -------------------------------------------------------------------------------
def check_invariants(s: MontagnesState, *, settled: bool = True) -> None:
    """Conservation of cards, tokens, tiles, relics and madness; madness levels. ``settled``: after a
    whole command (between two events of one command, the last token may be boxed just before the
    event that ends the game)."""
    places = [s.deck, s.discard, s.injury_pile, s.esoteric_pile, *s.hands, [e.card for e in s.sled]]
    cards = [c for pile in places for c in pile]
    assert sorted(cards) == ALL_CARDS, "every equipment and injury card is somewhere, once"
    assert s.tokens_sled >= 0 and s.tokens_discard >= 0 and s.tokens_box >= 0
    assert s.tokens_sled + s.tokens_discard + s.tokens_box == LEADERSHIP_TOKENS
    if settled and s.result is None:
        assert s.tokens_left() > 0, "the last token in the box ends the game"
    tiles = [t for t in s.board.values() if t] + s.box_tiles + s.set_aside
    if s.current_tile:
        tiles.append(s.current_tile)
    assert sorted(tiles) == sorted(CONTENT.tiles), "36 tiles"
    relics = s.relic_pile + [r for held in s.relics for r in held]
    assert sorted(relics) == sorted(CONTENT.relics)
    assert sum(len(t) for t in s.relic_tokens) <= 11
    madness = [m for d in s.madness_decks for m in d]
    madness += [m for held in s.madness for m in held] + [m for b in s.madness_boxed for m in b]
    assert sorted(madness) == sorted(CONTENT.madness), "60 madness cards"
    for p in range(s.seats):
        levels = sorted(CONTENT.madness[m].level for m in s.madness[p])
        if s.expert:
            assert levels == list(range(1, len(levels) + 1)), "expert: one card of each level drawn so far"
        else:
            assert len(levels) <= 1, "one madness card at a time"
        assert 0 <= s.ignored[p] <= len(s.madness[p])
    if s.step == "encounter":
        assert s.deadline is not None


def check_deal(s_before: MontagnesState, event: Event, s_after: MontagnesState) -> None:
    """A deal never takes a hand above the limit in force."""
    from domain.games.montagnes.events import CardsDealt

    if isinstance(event, CardsDealt) and s_before.step != "movement":
        assert len(s_after.hands[event.seat]) <= s_after.hand_limit()


# -- bots ---------------------------------------------------------------------------------------
sensible_command = heuristic
"""The cooperative policy the simulations use (``domain.games.montagnes.bots``): it knows the sled, as
if the table had talked."""


def to_command(body: dict[str, Any]) -> Command:
    command: Command = msgspec.convert(body, type=ENGINE.command_type)
    return command


CHATTER = ["Qui a des outils ?", "oui", "J'ai un 6 en livres", "TEKELI-LI", "capitaine, deux caisses", "non"]


def play(
    players: int,
    expert: bool,
    seed: int,
    *,
    policy: str = "random",
    chat: bool = True,
    every_event: Any = None,
    max_steps: int = 3000,
) -> tuple[Game, int]:
    """A full game with short durations; ``every_event(before, event, after)`` sees each fold."""
    game = Game(players, expert=expert, seed=seed, leader=None, encounter=3.0, decision=1.0, search=2.0)
    rng = Rng(seed ^ 0x5EED)
    if every_event is not None:
        replay: MontagnesState | None = None
        for e in game.events:
            replay = ENGINE.evolve(replay, e)
        assert replay is not None
        check_invariants(replay)
    steps = 0
    while not ENGINE.status(game.state).finished and steps < max_steps:
        steps += 1
        s = game.state
        if chat and rng.below(8) == 0:
            seat = rng.below(players)
            try:
                new = ENGINE.check_chat(s, seat, rng.choice(CHATTER), game.now + 0.05)
            except RuleViolation as refused:
                assert refused.code == "madness_forbids_speech"
                new = []
            _fold_checked(game, new, every_event)
            continue
        deadline = ENGINE.next_deadline(s)
        command: Command | None = None
        seat = -1
        actors = [p for p in range(players) if ENGINE.legal_actions(s, p)]
        if policy == "random":
            if actors and not (deadline is not None and rng.below(4) == 0):
                seat = rng.choice(actors)
                command = random_command(ENGINE, s, seat, rng)
        else:
            for seat in rng.shuffled(actors):
                command = sensible_command(s, seat, rng)
                if command is not None:
                    break
        if command is None:
            if deadline is None:
                raise AssertionError(f"stuck at {s.step}")
            game.now = max(game.now, deadline)
            new = ENGINE.on_deadline(s, game.now, rng)
            assert new, "a passed deadline always has something to do"
        else:
            game.now += 0.1
            result = ENGINE.decide(s, seat, command, game.now, rng)
            assert not isinstance(result, RuleViolation), (result, command, s.step)
            new = result
        _fold_checked(game, new, every_event)
        if every_event is not None:
            check_invariants(game.state)
    return game, steps


def _fold_checked(game: Game, new: list[Event], every_event: Any) -> None:
    for event in new:
        before = ENGINE.clone(game.state) if every_event is not None else None
        ENGINE.evolve(game.state, event)
        game.events.append(event)
        if every_event is not None:
            every_event(before, event, game.state)


def first_choice(game: Game, seat: int) -> Command:
    """The first listed action of ``seat`` with the first value of each parameter."""
    action = ENGINE.legal_actions(game.state, seat)[0]
    body: dict[str, Any] = {"action": action.action, **action.fixed}
    for param in action.params:
        first = param.choices[0].value
        body[param.name] = [first] if param.many else first
    return to_command(body)


def finish_turn(game: Game) -> None:
    """Close the encounter and play the rest of the turn with plain choices (no tokens, dice for
    failures, no rest)."""
    if game.state.step == "encounter":
        game.close_encounter()
    while game.state.step not in ("movement", "over"):
        s = game.state
        leader = s.leader
        if s.step == "failures":
            game.do(leader, cmd.FailureDie(trial=s.failures[0]))
        elif s.step == "die":
            game.do(leader, cmd.AcceptDie())
        elif s.step == "box":
            game.do(leader, cmd.BoxToken(source="discard"))
        elif s.step == "draw":
            game.do(leader, cmd.Deal())
        elif s.step == "rest":
            game.do(leader, cmd.SkipRest())
        elif s.step == "relic_action":
            assert s.relic_receiver is not None
            game.do(s.relic_receiver, first_choice(game, s.relic_receiver))
        elif s.step in ("peek", "decision", "encounter"):
            game.tick()
        else:
            game.do(leader, first_choice(game, leader))
