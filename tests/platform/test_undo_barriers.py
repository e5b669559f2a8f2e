"""What an undo may not cross, and what becomes of a request nobody answered in time (issue 13,
items 1, 2, 3 and 9), through the match layer with the real engines.

The platform rule (docs/engine.md, "What the platform adds"): an undo never crosses chance, a reveal,
a server event or a *final* event, and a pending request never blocks anyone: any game event folded
while it waits makes it lapse (``Match.lapsed_undo``, shown in every view's undo info).
"""

from __future__ import annotations

from typing import Any

import pytest

from domain.contract import Command, LegalAction, RuleViolation
from domain.games.maeshowe import ENGINE as MAESHOWE
from domain.games.maeshowe.chat import R_FEAR_SPEECH
from domain.games.montagnes import ENGINE as MONTAGNES
from domain.games.montagnes.events import EncounterClosed, HourglassRanOut, SledRevealed
from domain.match import expire
from domain.match_events import Undone, UndoRequested
from projections.views import seat_view
from tests.support.history import History
from tests.support.toy import ENGINE as TOY
from tests.support.toy import EndTurn, Mark

T0 = 1_000_000.0
R_ENCOUNTER = (
    "Montagnes, PHASE DE RENCONTRE: « un joueur peut poser, face cachée, une carte » pendant que le "
    "sablier s'écoule; « Dès la fin du sablier, le Leader dispose d'une dizaine de secondes pour décider "
    "s'il défausse un jeton Leadership »"
)
R_UNDO = "Folie: undo never re-draws chance nor hides what a seat has seen (DESIGN 3)"


class Table(History):
    """A :class:`History` with a clock: ``tick`` appends the server's deadline events as the service
    does before any request (lazily, ``seat=None``)."""

    def __init__(self, engine: Any, options: dict[str, Any], seed: int = 1) -> None:
        super().__init__(engine, options, seed=seed, now=T0)
        self.now = T0

    def tick(self, until: float) -> list[Any]:
        self.now = max(self.now, until)
        events = expire(self.engine, self.match, self.now)
        if events:
            self.match = self._append(self.match, events, seat=None, now=self.now)
        return events

    def act(self, seat: int, command: Command, dt: float = 0.0) -> list[Any]:
        self.now += dt
        self.tick(self.now)
        return self.command(seat, command, now=self.now)

    def legal(self, seat: int, action: str) -> LegalAction:
        found = [a for a in self.engine.legal_actions(self.match.state, seat) if a.action == action]
        assert found, f"{action} is not legal for seat {seat}"
        return found[0]


def _montagnes() -> Table:
    """Three players, seat 0 leads; the Leader has moved the plane and the hourglass runs."""
    table = Table(
        MONTAGNES, {"players": 3, "first_leader": 0, "encounter_seconds": 30.0, "decision_seconds": 10.0}, seed=3
    )
    move = table.legal(0, "move")
    table.act(0, MONTAGNES.parse_command({"action": "move", "space": move.params[0].choices[0].value}))
    assert table.match.state.step == "encounter"
    return table


def _place_one(table: Table, seat: int) -> Command:
    action = table.legal(seat, "place_cards")
    return MONTAGNES.parse_command({"action": "place_cards", "cards": [action.params[0].choices[0].value]})


def test_cards_placed_during_the_hourglass_are_final() -> None:
    """R_ENCOUNTER: a card placed face down in the timed, simultaneous phase stays placed; an undo
    would take it back (and make speech allowed again) while the others played on it."""
    table = _montagnes()
    table.act(1, _place_one(table, 1), dt=2.0)
    placed = list(table.match.state.sled)
    with pytest.raises(RuleViolation) as refused:
        table.undo(1)
    assert refused.value.code == "nothing_to_undo"
    assert table.match.state.sled == placed and table.match.undo_floor == table.match.version


def _restart_then_request(table: Table) -> UndoRequested:
    """The hourglass runs out, the Leader turns it again (an undoable command of seat 0), and seat 1
    asks to undo that: seat 0's consent is needed."""
    ran_out = table.tick(T0 + 30.0)
    assert isinstance(ran_out[0], HourglassRanOut) and table.match.state.step == "decision"
    table.act(0, MONTAGNES.parse_command({"action": "restart_hourglass"}), dt=1.0)
    assert table.match.state.step == "encounter"
    start = table.match.spans[-1].start
    requested = table.undo(1, to_version=start)
    assert isinstance(requested[-1], UndoRequested) and requested[-1].needs == [0]
    return requested[-1]


def test_an_accepted_undo_never_crosses_what_the_server_did_meanwhile() -> None:
    """Issue 13 item 1, R_ENCOUNTER and R_UNDO: after the request the hourglass runs out again, the
    Leader's window closes and the sled is revealed; the Leader's consent then undoes nothing."""
    table = _montagnes()
    request = _restart_then_request(table)
    table.tick(table.now + 30.0)  # the hourglass runs out again
    lapsed = table.match.lapsed_undo
    assert table.match.pending_undo is None and lapsed is not None
    assert (lapsed.seat, lapsed.to_version, lapsed.reason) == (1, request.to_version, "barrier")
    server = table.tick(table.now + 11.0)  # the Leader's window closes: the sled is revealed
    assert any(isinstance(e, EncounterClosed) for e in server) and any(isinstance(e, SledRevealed) for e in server)
    revealed = table.match.state.step
    with pytest.raises(RuleViolation) as refused:
        table.answer(0, accept=True)
    assert refused.value.code == "no_undo_request" and "lapsed" in refused.value.message
    assert table.match.state.step == revealed and not any(isinstance(r.event, Undone) for r in table.records)
    undo = seat_view(MONTAGNES, table.match, 0).undo
    assert undo.requested_by is None and undo.lapsed == lapsed


def test_accepting_rechecks_the_undo_floor() -> None:
    """R_UNDO: consent given after the floor rose above the request's target is refused, whatever
    kept the request alive (a history folded under older rules)."""
    table = Table(TOY, {"seats": 2, "target": 100})
    table.command(0, Mark(amount=1))
    table.command(0, EndTurn())
    table.command(1, Mark(amount=2))
    table.undo(0, to_version=table.match.spans[0].start)
    table.match.undo_floor = table.match.version  # as if a barrier had been folded without the lapse rule
    with pytest.raises(RuleViolation) as refused:
        table.answer(1, accept=True)
    assert refused.value.code == "undo_blocked"


def test_a_pending_request_never_blocks_the_others_during_the_hourglass() -> None:
    """Issue 13 item 3, R_ENCOUNTER: while the Leader is asked to consent, seat 2 still places its card
    (the hourglass runs); the request lapses instead of refusing it."""
    table = _montagnes()
    _restart_then_request(table)
    table.act(2, _place_one(table, 2), dt=1.0)
    assert table.match.pending_undo is None
    assert table.match.lapsed_undo is not None and table.match.lapsed_undo.reason == "barrier"
    assert [card.seat for card in table.match.state.sled] == [2]


def test_any_command_while_a_request_waits_makes_it_lapse() -> None:
    """The general rule (docs/engine.md): playing on is an answer. A command by any seat, the asked
    one included, voids the request rather than being refused, so no absent seat can stall a match."""
    table = Table(TOY, {"seats": 2, "target": 100})
    table.command(0, Mark(amount=1))
    table.command(0, EndTurn())
    table.command(1, Mark(amount=2))
    table.undo(0, to_version=table.match.spans[0].start)
    table.command(1, Mark(amount=3))
    lapsed = table.match.lapsed_undo
    assert table.match.pending_undo is None and lapsed is not None and lapsed.reason == "played_on"
    assert table.match.state.total == 6
    with pytest.raises(RuleViolation) as refused:
        table.answer(1, accept=True)
    assert refused.value.code == "no_undo_request"
    again = table.undo(0, to_version=table.match.spans[0].start)  # asking again clears it from the views
    assert isinstance(again[-1], UndoRequested) and again[-1].needs == [1]
    assert table.match.lapsed_undo is None and seat_view(TOY, table.match, 1).undo.lapsed is None


def _maeshowe_play(fear: bool) -> Table:
    table = Table(MAESHOWE, {"players": 2, "fear_of_the_dark": fear}, seed=11)
    seat = MAESHOWE.status(table.match.state).to_act[0]
    play = table.legal(seat, "play")
    table.act(seat, MAESHOWE.parse_command({"action": "play", "card": play.params[0].choices[0].value}))
    return table


def test_a_play_is_final_in_fear_of_the_dark() -> None:
    """Issue 13 item 9, R_FEAR_SPEECH: in Peur du noir the players may not communicate, and a played
    card is public at once; taking a play back would show a card to the partner, so it is final."""
    assert R_FEAR_SPEECH
    table = _maeshowe_play(fear=True)
    seat = table.records[-1].seat
    assert seat is not None
    with pytest.raises(RuleViolation) as refused:
        table.undo(seat)
    assert refused.value.code == "nothing_to_undo"


def test_a_play_stays_undoable_in_the_base_game() -> None:
    """The base game lets players talk about their cards: the same play can be taken back."""
    table = _maeshowe_play(fear=False)
    seat = table.records[-1].seat
    assert seat is not None
    events = table.undo(seat)
    assert isinstance(events[-1], Undone) and table.replay().state == table.match.state
