"""The round and the investigators' turn (H-4, H-5, R-H-22) and movement (H-7, H-10, H-44, H-54,
H-55, R-H-14, R-H-27, R-H-29)."""

from __future__ import annotations

from domain.games.mansions import events as ev
from tests.games.mansions.mansions_play import AGNES, BAT, CYRUS, E, act, claim, fold, match, next_turn, refused


def moves(state: object, seat: int) -> set[str]:
    listed = [a for a in E.legal_actions(state, seat) if a.action == "move"]  # type: ignore[arg-type]
    return {str(c.value) for a in listed for c in a.params[0].choices}


def test_investigator_seats_claim_turns_first_come_first_served() -> None:
    """H-4 (L16), R-H-22: any seat that has not played may take the next turn; the others wait."""
    state = match(picks=[CYRUS, AGNES, BAT])
    assert sorted(p.seat for p in E.prompts(state)) == [1, 2, 3]
    state = claim(state, 3)
    assert E.status(state).to_act == [3]
    assert refused(state, 1, {"action": "claim_turn"}).code == "cannot_claim"
    assert refused(state, 1, {"action": "move", "space": "yard_path"}).code == "not_your_turn"
    state = act(state, 3, {"action": "end_turn"})
    assert sorted(p.seat for p in E.prompts(state)) == [1, 2]
    assert refused(state, 3, {"action": "claim_turn"}).code == "cannot_claim"


def test_all_investigators_play_then_the_keeper() -> None:
    """H-4 (L16): every investigator plays a complete turn before the keeper's turn."""
    state = match(picks=[CYRUS, AGNES])
    for seat in (2, 1):
        state = act(claim(state, seat), seat, {"action": "end_turn"})
    assert state.phase == "trade"  # both at the start space: they may trade (step 1)
    for seat in (1, 2):
        state = act(state, seat, {"action": "end_trade"})
    assert state.phase == "keeper" and E.status(state).to_act == [0]
    state = act(state, 0, {"action": "end_keeper_turn"})
    assert state.round == 2 and state.played == []


def test_two_movements_a_turn() -> None:
    """H-5 (L16): 2 movements and 1 action in any order."""
    state = claim(match())
    state = act(state, 1, {"action": "move", "space": "yard_path"})
    state = act(state, 1, {"action": "move", "space": "yard_well"})
    assert refused(state, 1, {"action": "move", "space": "yard_path"}).code == "no_movement_left"
    assert moves(state, 1) == set()


def test_diagonals_only_where_the_map_declares_them() -> None:
    """H-7 (L20): adjacent spaces, and diagonals where the layout allows (yard_gate-yard_shed)."""
    state = claim(match())
    assert moves(state, 1) == {"yard_path", "yard_shed", "yard_well"}
    assert refused(state, 1, {"action": "move", "space": "hall_south"}).code == "not_adjacent"


def test_a_stunned_investigator_has_one_movement() -> None:
    """H-44 (L92), R-H-11: stunned, 1 movement instead of 2 (however many tokens)."""
    state = match()
    state = fold([ev.Stunned(count=2, seat=1)], state)
    state = claim(state)
    state = act(state, 1, {"action": "move", "space": "yard_path"})
    assert refused(state, 1, {"action": "move", "space": "yard_well"}).code == "no_movement_left"


def test_investigators_climb_ladders_but_not_vents() -> None:
    """H-54 (L99): ladders join larder and cellar for investigators; H-55 (L100): vents are for beasts."""
    state = match(story={"writer": "penhale", "found": "cistern", "want": "wheel"})
    state = fold([ev.Moved(seat=1, to="larder", movement=False)], state)
    state = claim(state)
    assert "cellar_ladder" in moves(state, 1)
    state = fold([ev.Moved(seat=1, to="gh_west", movement=False)], state)
    assert "kitchen_hearth" not in moves(state, 1) and "cellar_casks" not in moves(state, 1)


def test_a_barricade_blocks_its_door() -> None:
    """H-50 (L97), R-H-14: one action puts the barricade lying in the space on its door; it blocks."""
    state = match()
    state = fold([ev.Moved(seat=1, to="hall_south", movement=False)], state)
    state = claim(state)
    barricade = next(a for a in E.legal_actions(state, 1) if a.action == "move_barricade")
    assert barricade.fixed == {"token": "hall_south"} and [c.value for c in barricade.params[0].choices] == ["d_front"]
    state = act(state, 1, {"action": "move_barricade", "token": "hall_south", "to": "d_front"})
    assert state.action_used
    assert refused(state, 1, {"action": "move", "space": "yard_path"}).code == "barricaded"
    assert "yard_path" not in moves(state, 1)
    state = next_turn(state, 1)
    state = act(state, 1, {"action": "move_barricade", "token": "hall_south", "to": "hall_south"})
    assert "yard_path" in moves(state, 1)


def test_the_action_is_one_per_turn() -> None:
    """H-5 (L16, L42): one action per turn."""
    state = match()
    state = fold([ev.Moved(seat=1, to="hall_south", movement=False)], state)
    state = act(claim(state), 1, {"action": "move_barricade", "token": "hall_south", "to": "d_front"})
    assert (
        refused(state, 1, {"action": "move_barricade", "token": "hall_south", "to": "hall_south"}).code == "action_used"
    )
