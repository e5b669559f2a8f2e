"""Blocage's duration through the real turn loop (ST-4, L1424, R-F-11)."""

from __future__ import annotations

from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.hexes import Hex
from tests.games.farcry.farcry_play import ENGINE, character, fold, refused
from tests.games.farcry.test_farcry_flow import end_all
from tests.games.farcry.test_farcry_gear import field


def moves(s: FarCryState, seat: int, name: str) -> bool:
    return any(a.action == "move_to" and a.fixed["character"] == name for a in ENGINE.legal_actions(s, seat))


def test_a_blocage_received_in_the_players_turn_blocks_the_next_one_and_is_discarded_after_it() -> None:
    """R-F-11 (L1424): a Blocage a player gets during the players' turn (e.g. by their own effect)
    leaves this turn's moves alone, blocks every movement action of the next players' turn (other
    actions stay), and is discarded at the end of that turn."""
    s = field(2)
    assert s.step == "players"
    s = fold([ev.StatusGiven(who="daisy", status="blocage", by="daisy")], s)
    assert character(s, "daisy").blocage and moves(s, 0, "daisy")
    after_end = end_all(s)[0]
    assert after_end.step == "players" and after_end.round == s.round + 1
    daisy = character(after_end, "daisy")
    assert daisy.blocage and not moves(after_end, 0, "daisy")
    assert daisy.at is not None
    step = cmd.Step(character="daisy", path=[Hex(daisy.at.q + 1, daisy.at.r)])
    assert refused(after_end, 0, step).code == "blocked"
    assert any(a.action == "end_turn" for a in ENGINE.legal_actions(after_end, 0))
    freed = end_all(after_end)[0]
    assert not character(freed, "daisy").blocage and moves(freed, 0, "daisy")


def test_a_blocage_received_in_the_enemies_turn_blocks_the_next_players_turn_only() -> None:
    """ST-4 (L1424), R-F-11: hit during the enemies' turn, blocked in the next players' turn,
    discarded at its end."""
    s = field(2)
    s.step = "enemies"
    s = fold([ev.StatusGiven(who="daisy", status="blocage", by="decapiteur-red")], s)
    s.step = "players"
    assert not moves(s, 0, "daisy")
    freed = end_all(s)[0]
    assert not character(freed, "daisy").blocage and moves(freed, 0, "daisy")


def test_a_blocked_enemy_makes_no_movement_in_its_turn_and_the_token_goes_after_it() -> None:
    """ST-4 (L1424), R-F-11: an enemy given a Blocage in the players' turn makes no move in the
    enemies' turn that follows (the same enemy without it walks), and the token is discarded at its
    end."""
    s = field(2)
    s.chain = ["berserker-red"]
    berserker = next(u for u in s.units if u.uid == "berserker-red")
    free, _ = end_all(s)
    assert next(u for u in free.units if u.uid == "berserker-red").at != berserker.at
    held = fold([ev.StatusGiven(who="berserker-red", status="blocage", by="daisy")], s)
    after, _ = end_all(held)
    stayed = next(u for u in after.units if u.uid == "berserker-red")
    assert stayed.at == berserker.at and not stayed.blocage
