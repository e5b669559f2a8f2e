"""Bad input is always a clean RuleViolation with a stable code, never an exception."""

from __future__ import annotations

import pytest

from domain.contract import Command, RuleViolation
from domain.games.montagnes import ENGINE
from domain.games.montagnes import commands as cmd
from tests.games.montagnes.helpers import Game

EVERY_COMMAND: list[Command] = [
    cmd.Move(space="coast-1"),
    cmd.IgnoreMadness(player=1),
    cmd.PlaceCards(cards=["tool-2a"]),
    cmd.RestartHourglass(),
    cmd.EndEncounter(),
    cmd.AssignRelic(card="specimen-a", player=1),
    cmd.SearchTile(space="city-1"),
    cmd.TakeEsoteric(card="esoteric-book-a"),
    cmd.Exalt(count=1),
    cmd.DiscardFromHand(card="none"),
    cmd.FailureMadness(trial=0, player=1),
    cmd.FailureDie(trial=0),
    cmd.AcceptDie(),
    cmd.RerollDie(),
    cmd.BoxToken(source="sled"),
    cmd.RaiseHandLimit(),
    cmd.Deal(),
    cmd.DealTo(player=1),
    cmd.Rest(),
    cmd.SkipRest(),
]


@pytest.mark.parametrize("command", EVERY_COMMAND[1:], ids=lambda c: type(c).__name__)
def test_commands_out_of_their_phase_are_refused(command: Command) -> None:
    """Each phase has its own choices; anything else is ``illegal_action`` (or ``not_your_turn``)."""
    game = Game(3, leader=0)
    if isinstance(command, cmd.IgnoreMadness):
        game.encounter("coast-1")
    refused = game.refuse(0, command)
    assert refused.code in ("illegal_action", "not_your_turn", "card_not_in_hand")


@pytest.mark.parametrize("command", EVERY_COMMAND, ids=lambda c: type(c).__name__)
def test_reward_step_refuses_the_wrong_reward(command: Command) -> None:
    """At a Fouiller reward, the other reward commands are refused as illegal."""
    game = Game(3, leader=0)
    game.encounter("coast-1", "mer_de_ross")
    game.place(1, ["crate-3a", "crate-4a"])
    game.close_encounter()
    assert game.s.reward == "search"
    result = ENGINE.decide(game.s, 0, command, game.now, game.rng)
    if not isinstance(command, cmd.SearchTile):
        assert isinstance(result, RuleViolation)


def test_not_a_seat() -> None:
    """Only seated players act (a spectator or an unknown seat is refused)."""
    game = Game(3)
    assert game.refuse(None, cmd.Move(space="coast-1")).code == "not_a_seat"  # type: ignore[arg-type]
    assert game.refuse(7, cmd.Move(space="coast-1")).code == "not_a_seat"


def test_exalt_count_out_of_range() -> None:
    """Exalter: « jusqu'à deux jetons »."""
    game = Game(3, leader=0)
    game.s.tokens_sled, game.s.tokens_discard = 3, 3
    game.encounter("coast-1", "station_radio")
    game.place(1, ["crate-4a", "crate-5a"])
    game.close_encounter()
    assert game.refuse(0, cmd.Exalt(count=3)).code == "invalid_choice"
    assert game.refuse(0, cmd.Exalt(count=-1)).code == "invalid_choice"


def test_wrong_esoteric_card() -> None:
    game = Game(3, leader=0)
    game.encounter("coast-1", "banquise")
    game.place(1, ["book-4a", "book-5a"])
    game.close_encounter()
    assert game.refuse(0, cmd.TakeEsoteric(card="tool-2a")).code == "invalid_choice"


def test_place_outside_the_encounter() -> None:
    game = Game(3)
    assert game.refuse(1, cmd.PlaceCards(cards=[game.s.hands[1][0]])).code == "illegal_action"
