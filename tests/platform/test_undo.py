"""Undo is an event, derived from event metadata (chance, reveals) and who acted, never per game."""

from __future__ import annotations

import pytest

from domain.contract import RuleViolation
from domain.match_events import Undone, UndoRequested
from tests.support.history import History
from tests.support.toy import ENGINE, Draw, EndTurn, Mark


def test_undo_own_command_restores_the_state() -> None:
    h = History(ENGINE, {"seats": 1})
    before = h.match.state.total
    h.command(0, Mark(amount=2))
    assert h.match.state.total == before + 2
    events = h.undo(0)
    assert isinstance(events[0], Undone)
    assert h.match.state.total == before
    assert h.replay().state == h.match.state


def test_undo_is_refused_across_a_revealed_secret() -> None:
    """DESIGN 3: undo may never reveal or re-draw hidden information."""
    h = History(ENGINE, {"seats": 1})
    h.command(0, Mark(amount=1))
    h.command(0, Draw())
    with pytest.raises(RuleViolation) as info:
        h.undo(0, to_version=h.match.version - 2)
    assert info.value.code == "undo_blocked"
    with pytest.raises(RuleViolation) as nothing:
        h.undo(0)
    assert nothing.value.code == "nothing_to_undo"


def test_setup_is_never_undoable() -> None:
    h = History(ENGINE, {"seats": 1})
    with pytest.raises(RuleViolation) as info:
        h.undo(0, to_version=1)
    assert info.value.code == "undo_blocked"


def test_undo_of_another_seats_command_needs_its_consent() -> None:
    h = History(ENGINE, {"seats": 2})
    h.command(0, Mark(amount=1))
    start = h.match.version
    h.command(0, EndTurn())
    h.command(1, Mark(amount=3))
    total = h.match.state.total
    events = h.undo(0, to_version=start)
    assert isinstance(events[0], UndoRequested) and events[0].needs == [1]
    assert h.match.state.total == total  # nothing changes until seat 1 agrees
    done = h.answer(1, accept=True)
    assert isinstance(done[-1], Undone)
    assert h.match.state.total == total - 3 and h.match.state.current == 0


def test_declined_undo_changes_nothing() -> None:
    h = History(ENGINE, {"seats": 2})
    h.command(0, EndTurn())
    h.command(1, Mark(amount=2))
    h.undo(0, to_version=h.match.version - 2)
    h.answer(1, accept=False)
    assert h.match.pending_undo is None and h.match.state.total == 2
    with pytest.raises(RuleViolation):
        h.answer(1, accept=True)


def test_undo_target_must_be_a_command_boundary() -> None:
    h = History(ENGINE, {"seats": 1, "target": 100})
    h.command(0, Mark(amount=1))
    with pytest.raises(RuleViolation) as info:
        h.undo(0, to_version=h.match.version + 5)
    assert info.value.code == "invalid_undo_target"


def test_repeated_undo_walks_back_command_by_command() -> None:
    h = History(ENGINE, {"seats": 1, "target": 100})
    for amount in (1, 2, 3):
        h.command(0, Mark(amount=amount))
    h.undo(0)
    assert h.match.state.total == 3
    h.undo(0)
    assert h.match.state.total == 1
    h.command(0, Mark(amount=3))
    assert h.match.state.total == 4
    assert h.replay().state == h.match.state


def test_chat_survives_an_undo_of_earlier_moves() -> None:
    h = History(ENGINE, {"seats": 1, "target": 100})
    h.command(0, Mark(amount=1))
    h.chat(0, "I marked one")
    h.undo(0)  # the mark is before the chat: chat itself is no game action, the mark can go
    assert h.match.state.total == 0 and h.match.chat_count == 1


def test_a_finished_match_cannot_be_undone() -> None:
    h = History(ENGINE, {"seats": 1, "target": 2})
    h.command(0, Mark(amount=2))
    assert ENGINE.status(h.match.state).finished
    with pytest.raises(RuleViolation) as info:
        h.undo(0)
    assert info.value.code == "match_finished"
    with pytest.raises(RuleViolation) as again:
        h.command(0, Mark(amount=1))
    assert again.value.code == "match_finished"


def test_chat_forbidden_by_the_game_is_refused() -> None:
    h = History(ENGINE, {"seats": 2, "silent": True})
    with pytest.raises(RuleViolation) as info:
        h.chat(0, "psst")
    assert info.value.code == "speech_forbidden"
    with pytest.raises(RuleViolation):
        History(ENGINE, {"seats": 2}).chat(0, "x" * 501)
