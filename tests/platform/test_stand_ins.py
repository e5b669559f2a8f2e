"""Stand-ins: bots that play a seat whose player left, as pure platform events (no store, no HTTP)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from domain import stand_ins as platform
from domain.bots import random_command
from domain.contract import Command, Engine, RuleViolation
from domain.match import create_events, decode_options
from domain.match_events import (
    PLATFORM_EVENTS,
    Record,
    StandInActed,
    StandInEnded,
    StandInStarted,
    UndoAnswered,
    UndoRequested,
)
from domain.match_state import Match, StandInSeat
from domain.registry import default_engines
from domain.rng import Rng
from domain.stand_ins import (
    check_player_may_act,
    decide_stand_in_end,
    decide_stand_in_start,
    decode_stand_ins,
    stand_in_bots,
    stand_in_records,
    stand_in_seats,
    stand_in_step,
)
from projections.codec import Codec
from tests.support.history import History
from tests.support.toy import ENGINE as TOY
from tests.support.toy import EndTurn, Mark, Marked, ToyEngine

ENGINES = default_engines()
MAESHOWE = ENGINES["maeshowe"]


class StandInHistory(History):
    """A :class:`History` whose match may have stand-ins from the start, and that lets them play."""

    def __init__(
        self,
        engine: Engine[Any, Any],
        options: dict[str, Any],
        stand_ins: dict[int, str] | None = None,
        seed: int = 1,
    ) -> None:
        self.engine = engine
        self.records = []
        self.checkpoints = {}
        typed = decode_options(engine, options)
        seats = engine.seats(typed)
        events = create_events(engine, typed, seed, [f"h{i}" for i in range(seats)], "creator", 0.0, stand_ins)
        self.match = self._append(None, events, seat=None, now=0.0)

    def store(self, records: list[Record]) -> None:
        for record in records:
            assert record.version == len(self.records) + 1
            self.records.append(record)
            self.match = self._apply(self.match, record)
            self._checkpoint(self.match)

    def hand_over(self, seat: int, bot: str) -> list[Any]:
        events = decide_stand_in_start(self.engine, self.match, seat, bot)
        self.match = self._append(self.match, events, seat=None, now=0.0)
        return events

    def take_back(self, seat: int) -> list[Any]:
        events = decide_stand_in_end(self.engine, self.match, seat)
        self.match = self._append(self.match, events, seat=None, now=0.0)
        return events

    def stand_ins_play(self, cap: int = 500) -> list[Record]:
        """What the service does after every append: stand-ins play until a player must act."""
        played: list[Record] = []
        for _ in range(cap):
            step = stand_in_step(self.engine, self.match, 0.0)
            if step is None:
                return played
            records = stand_in_records(self.match, step, 0.0)
            self.store(records)
            played.extend(records)
        raise AssertionError("stand-ins never stopped")


# -- validation -----------------------------------------------------------------------------------
def test_every_game_offers_a_random_and_a_heuristic_stand_in() -> None:
    for game, engine in ENGINES.items():
        assert sorted(stand_in_bots(engine)) == ["heuristic", "random"], game
    assert sorted(stand_in_bots(TOY)) == ["random"]  # a game without a heuristic still has the random bot


def test_the_creation_option_is_checked_against_the_match() -> None:
    assert decode_stand_ins(MAESHOWE, 2, {"1": "heuristic"}) == {1: "heuristic"}
    assert decode_stand_ins(MAESHOWE, 2, {}) == {}
    cases: list[tuple[dict[str, str], str]] = [
        ({"2": "heuristic"}, "invalid_stand_in"),
        ({"-1": "heuristic"}, "invalid_stand_in"),
        ({" 1": "heuristic"}, "invalid_stand_in"),
        ({"1_0": "heuristic"}, "invalid_stand_in"),
        ({"one": "heuristic"}, "invalid_stand_in"),
        ({"1": "heuristic", "01": "random"}, "invalid_stand_in"),
        ({"1": "alphazero"}, "unknown_bot"),
        ({"0": "random", "1": "heuristic"}, "no_human_seat"),
    ]
    for raw, code in cases:
        with pytest.raises(RuleViolation) as refused:
            decode_stand_ins(MAESHOWE, 2, raw)
        assert refused.value.code == code and refused.value.status == 422, raw
    with pytest.raises(RuleViolation) as solo:
        decode_stand_ins(MAESHOWE, 1, {"0": "heuristic"})
    assert solo.value.code == "no_human_seat"
    with pytest.raises(RuleViolation) as toy:
        decode_stand_ins(TOY, 2, {"1": "heuristic"})
    assert toy.value.code == "unknown_bot" and "['random']" in toy.value.message


def test_stand_in_events_are_versioned_platform_events_that_round_trip() -> None:
    codec = Codec({"toy": TOY})
    for event in (StandInStarted(seat=1, bot="random"), StandInEnded(seat=1), StandInActed(seat=1, bot="random")):
        assert type(event) in PLATFORM_EVENTS and type(event).schema_version == 1
        record = Record(version=9, event=event, cmd=8, seat=1, at=3.0, barrier=True)
        topic, data = codec.encode(record)
        assert topic == f"folie/{type(event).__struct_config__.tag}@1"
        assert codec.decode(9, topic, data) == record


# -- creation and hand-over -----------------------------------------------------------------------
def test_stand_ins_from_the_start_are_recorded_after_the_set_up() -> None:
    h = StandInHistory(TOY, {"seats": 3}, {2: "random"})
    assert isinstance(h.records[-1].event, StandInStarted) and h.records[-1].seat is None
    assert stand_in_seats(h.match) == [StandInSeat(2, "random", h.match.version)]
    assert h.replay().stand_ins == h.match.stand_ins


def test_handing_over_and_taking_back_a_seat() -> None:
    h = StandInHistory(TOY, {"seats": 3})
    assert h.hand_over(1, "random") == [StandInStarted(seat=1, bot="random")]
    since = h.match.version
    assert h.hand_over(1, "random") == []  # the same bot already holds it: nothing to record
    assert h.match.stand_ins[1].since == since
    h.hand_over(0, "random")
    with pytest.raises(RuleViolation) as last:
        h.hand_over(2, "random")  # seat 2 is the last one with a player
    assert last.value.code == "no_human_seat" and last.value.status == 409
    assert h.hand_over(0, "random") == []
    assert sorted(h.match.stand_ins) == [0, 1]
    for seat, bot, code, status in ((3, "random", "seat_not_found", 404), (-1, "random", "seat_not_found", 404)):
        with pytest.raises(RuleViolation) as refused:
            h.hand_over(seat, bot)
        assert (refused.value.code, refused.value.status) == (code, status)
    with pytest.raises(RuleViolation) as unknown:
        h.hand_over(2, "minimax")
    assert unknown.value.code == "unknown_bot"
    assert h.take_back(1) == [StandInEnded(seat=1)]
    assert h.take_back(1) == []  # idempotent
    assert sorted(h.match.stand_ins) == [0]
    with pytest.raises(RuleViolation) as nowhere:
        h.take_back(7)
    assert nowhere.value.code == "seat_not_found"
    assert h.replay().stand_ins == h.match.stand_ins


def test_a_finished_match_keeps_its_seats() -> None:
    h = StandInHistory(TOY, {"seats": 2, "target": 3}, {1: "random"})
    h.command(0, Mark(amount=3))
    assert TOY.status(h.match.state).finished
    with pytest.raises(RuleViolation) as hand_over:
        h.hand_over(0, "random")
    with pytest.raises(RuleViolation) as take_back:
        h.take_back(1)
    assert hand_over.value.code == take_back.value.code == "match_finished"
    assert stand_in_step(TOY, h.match, 0.0) is None


def test_the_players_token_may_not_play_a_held_seat() -> None:
    h = StandInHistory(TOY, {"seats": 2}, {1: "random"})
    check_player_may_act(h.match, 0)
    with pytest.raises(RuleViolation) as held:
        check_player_may_act(h.match, 1)
    assert held.value.code == "seat_held_by_stand_in" and held.value.status == 409
    h.take_back(1)
    check_player_may_act(h.match, 1)


# -- playing --------------------------------------------------------------------------------------
def test_a_stand_in_plays_only_its_seats_turns_through_the_rules() -> None:
    h = StandInHistory(TOY, {"seats": 2, "target": 1000}, {1: "random"})
    assert h.stand_ins_play() == []  # seat 0 is to act: the stand-in waits
    h.command(0, Mark(amount=1))
    assert h.stand_ins_play() == []
    h.command(0, EndTurn())
    played = h.stand_ins_play()
    assert played and h.match.state.current == 0  # it played until the turn came back to seat 0
    assert all(r.seat == 1 and r.barrier for r in played)
    commands: dict[int, list[Any]] = {}
    for record in played:
        commands.setdefault(record.cmd, []).append(record.event)
    for events in commands.values():  # every stand-in command opens with its marker, then the game's events
        assert events[0] == StandInActed(seat=1, bot="random")
        assert all(type(e).__module__ == "tests.support.toy" for e in events[1:]) and events[1:]
    assert h.replay().state == h.match.state


def test_a_refused_or_broken_choice_falls_back_to_random_legal_commands(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []

    def cheater(state: Any, seat: int, rng: Rng) -> Command:
        calls.append("cheater")
        return Mark(amount=99)  # the rules allow 1 to 3: refused by decide, like a player's

    def broken(state: Any, seat: int, rng: Rng) -> Command:
        calls.append("broken")
        raise ZeroDivisionError

    def random_bot(state: Any, seat: int, rng: Rng) -> Command | None:
        return random_command(TOY, state, seat, rng)

    for bot in (cheater, broken):
        monkeypatch.setitem(platform._BOTS, ToyEngine, {"heuristic": bot, "random": random_bot})
        h = StandInHistory(TOY, {"seats": 2, "target": 1000}, {0: "heuristic"})
        step = stand_in_step(TOY, h.match, 0.0)
        assert step is not None and step.seat == 0
        assert step.events[0] == StandInActed(seat=0, bot="heuristic") and step.events[1:]
        assert all(1 <= e.amount <= 3 for e in step.events if isinstance(e, Marked))
    assert calls == ["cheater", "broken"]


def test_a_stand_in_declines_an_undo_request_waiting_for_its_seat() -> None:
    h = StandInHistory(TOY, {"seats": 2, "target": 1000})
    h.command(0, EndTurn())
    start = h.match.version
    h.command(1, Mark(amount=2))
    h.command(1, EndTurn())
    requested = h.undo(0, to_version=start)
    assert isinstance(requested[0], UndoRequested) and requested[0].needs == [1]
    h.hand_over(1, "random")  # seat 1's player left while the request waited for them
    total = h.match.state.total
    played = h.stand_ins_play()
    assert [r.event for r in played] == [StandInActed(seat=1, bot="random"), UndoAnswered(seat=1, accept=False)]
    assert h.match.pending_undo is None and h.match.state.total == total


def test_an_undo_needing_a_stand_ins_consent_is_refused_up_front() -> None:
    h = StandInHistory(TOY, {"seats": 2, "target": 1000})
    h.command(0, EndTurn())
    start = h.match.version
    h.command(1, Mark(amount=2))
    h.command(1, EndTurn())
    h.hand_over(1, "random")
    with pytest.raises(RuleViolation) as refused:
        h.undo(0, to_version=start)
    assert refused.value.code == "undo_needs_stand_in" and refused.value.status == 409


def test_a_player_cannot_undo_a_stand_ins_moves_nor_anything_before_them() -> None:
    h = StandInHistory(TOY, {"seats": 2, "target": 1000}, {1: "random"})
    h.command(0, Mark(amount=1))
    before_bot = h.match.version - 1
    h.command(0, EndTurn())
    played = h.stand_ins_play()
    assert played
    assert h.match.undo_floor == played[-1].version and h.match.spans == []
    with pytest.raises(RuleViolation) as nothing:
        h.undo(0)
    assert nothing.value.code == "nothing_to_undo"
    with pytest.raises(RuleViolation) as blocked:
        h.undo(0, to_version=before_bot)
    assert blocked.value.code == "undo_blocked" and "stand-in" in blocked.value.message
    total = h.match.state.total
    h.command(0, Mark(amount=2))  # the player's own move after the stand-in's is undoable as usual
    assert h.match.state.total == total + 2
    h.undo(0)
    assert h.match.state.total == total and h.replay().state == h.match.state


# -- determinism ----------------------------------------------------------------------------------
def _play_maeshowe(seed: int) -> StandInHistory:
    """A 2-player Maeshowe match: seat 0 a 'player' making random legal moves, seat 1 the heuristic."""
    h = StandInHistory(MAESHOWE, {"players": 2}, {1: "heuristic"}, seed=seed)
    rng = Rng.derive(seed, "player")
    h.stand_ins_play()
    for _ in range(1000):
        if MAESHOWE.status(h.match.state).finished:
            return h
        command = random_command(MAESHOWE, h.match.state, 0, rng)
        assert command is not None
        try:
            h.command(0, command)
        except RuleViolation:
            continue
        h.stand_ins_play()
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_stand_in_choices_are_a_pure_function_of_the_log(seed: int) -> None:
    """Replaying the log re-derives every stand-in command: same seed and version, same events."""
    h = _play_maeshowe(seed)
    assert MAESHOWE.status(h.match.state).finished
    spans: dict[int, list[Record]] = {}
    for record in h.records:
        if record.seat == 1:
            spans.setdefault(record.cmd, []).append(record)
    assert spans, "the stand-in never played"
    for cmd, records in spans.items():
        assert isinstance(records[0].event, StandInActed)
        before: Match = h.state_at(cmd)
        step = stand_in_step(MAESHOWE, before, records[0].at)
        assert step is not None and step.seat == 1
        assert stand_in_records(before, step, records[0].at) == records
    again = _play_maeshowe(seed)
    assert again.records == h.records
    assert h.replay().state == h.match.state
    assert msgspec.msgpack.encode(h.replay().state) == msgspec.msgpack.encode(h.match.state)


def test_a_stand_in_chooses_in_a_world_its_seat_cannot_tell_from_the_real_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Hidden information stays hidden from bots too: the bot is handed ``resample_hidden`` of the state
    for its seat (same view, re-randomised deck order and partner's hand), never the real state."""
    seen: list[Any] = []
    bots = dict(stand_in_bots(MAESHOWE))
    real_heuristic = bots["heuristic"]

    def spy(state: Any, seat: int, rng: Rng) -> Command | None:
        seen.append(state)
        return real_heuristic(state, seat, rng)

    monkeypatch.setitem(platform._BOTS, type(MAESHOWE), {**bots, "heuristic": spy})
    h = StandInHistory(MAESHOWE, {"players": 2}, {1: "heuristic"}, seed=11)
    pairs: list[tuple[Any, Any]] = []
    for _ in range(40):
        if MAESHOWE.status(h.match.state).finished:
            break
        to_act = MAESHOWE.status(h.match.state).to_act
        if 1 in to_act:
            real = MAESHOWE.clone(h.match.state)  # evolve may update the live state in place
            expected = MAESHOWE.view(real, 1)
            before = len(seen)
            h.stand_ins_play()
            assert len(seen) > before
            given = seen[before]
            assert given is not h.match.state
            assert MAESHOWE.view(given, 1) == expected  # all the seat knows is intact
            pairs.append((given, real))
        else:
            command = random_command(MAESHOWE, h.match.state, to_act[0], Rng.derive(3, len(h.records)))
            assert command is not None
            h.command(to_act[0], command)
    differs = [g for g, r in pairs if g.deck != r.deck or g.hands[0] != r.hands[0]]
    assert pairs and differs, "the bot should have been shown re-randomised hidden cards at least once"
