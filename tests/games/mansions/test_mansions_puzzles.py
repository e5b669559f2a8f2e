"""Puzzles (L79-84) as commands: an attempt is the action with intellect puzzle actions, a skill point adds
luck more (H-38, R-H-5), pieces stay for a later attempt by anyone (H-39), the optional minute (H-40),
the designed puzzle actions (H-41, content/puzzles.py). Story PENHALE: the dial lock seals the study
(met from hall_north), the runes the crypt (from cellar_cistern), the wiring the wheelhouse."""

from __future__ import annotations

from collections import deque

from domain.games.mansions import checks
from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import puzzles as mech
from domain.games.mansions.content.schema import LockPuzzle, RunePuzzle
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import (
    AGNES,
    CYRUS,
    PENHALE,
    E,
    act,
    claim,
    fails,
    fold,
    match,
    next_turn,
    refused,
    until,
)


def lock_puzzle() -> LockPuzzle:
    p = CONTENT.puzzles["dial_lock"]
    assert isinstance(p, LockPuzzle)
    return p


DIALS = lock_puzzle()


def dial_path() -> list[tuple[str, int]]:
    """The shortest series of dial turns from the start to the solution (breadth first)."""
    start: tuple[int, ...] = tuple(DIALS.start)
    goal: tuple[int, ...] = tuple(DIALS.solution)
    came: dict[tuple[int, ...], tuple[tuple[int, ...], str, int] | None] = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for d in DIALS.dials:
            for step in (1, -1):
                there = mech.turn_dial(DIALS, here, d.id, step)
                if there not in came:
                    came[there] = (here, d.id, step)
                    queue.append(there)
    path: list[tuple[str, int]] = []
    node = goal
    while (back := came[node]) is not None:
        node, dial, step = back
        path.append((dial, step))
    return path[::-1]


def at_study(state: MansionsState, seat: int = 1) -> MansionsState:
    """``seat`` in hall_north having met the study's dial lock (the movement spent, L79)."""
    state = claim(fold([ev.Moved(seat=seat, to="hall_north", movement=False)], E.clone(state)), seat)
    return act(state, seat, {"action": "move", "space": "study_west"})


def turn(state: MansionsState, dial: str, step: int, seat: int = 1) -> MansionsState:
    return act(state, seat, {"action": "turn_dial", "dial": dial, "step": step})


def test_an_attempt_has_intellect_actions_a_skill_point_adds_luck_and_the_pieces_stay() -> None:
    """H-38 (L81), R-H-5: intellect puzzle actions, a skill point spent at any time adds luck's value;
    H-39 (L82): out of actions the attempt ends and the dials stay where they are."""
    state = at_study(match(story=PENHALE))
    listed = [a for a in E.legal_actions(state, 1) if a.action == "attempt_puzzle"]
    assert [a.fixed for a in listed] == [{"room": "study"}]
    state = act(state, 1, {"action": "attempt_puzzle", "room": "study"})
    f = state.figures[1]
    assert state.attempt is not None and state.attempt.actions == checks.attribute(f, "intellect") == 2
    assert state.action_used and refused(state, 1, {"action": "move", "space": "hall_south"}).code == (
        "puzzle_under_way"
    )
    assert {a.action for a in E.legal_actions(state, 1)} == {"turn_dial", "puzzle_skill", "stop_puzzle"}
    state = act(state, 1, {"action": "puzzle_skill"})
    assert state.attempt is not None and state.attempt.actions == 2 + checks.attribute(f, "luck")
    assert state.figures[1].skill_points == f.skill_points - 1
    path = dial_path()
    assert len(path) == mech.dial_moves(DIALS) == 7
    for dial, step in path[:6]:
        state = turn(state, dial, step)
    assert state.attempt is None and state.puzzles["dial_lock"].positions != DIALS.solution
    assert refused(state, 1, {"action": "turn_dial", "dial": "sun", "step": 1}).code == "no_attempt"
    assert "study" in state.known_barriers


def test_another_investigator_finishes_the_puzzle_and_the_room_opens() -> None:
    """H-39 (L82): a companion tries again from where the pieces lie; solving opens the lock, and the
    room is then entered and explored as any (designed, L79)."""
    state = at_study(match(story=PENHALE, picks=[CYRUS, AGNES]))
    state = act(state, 1, {"action": "attempt_puzzle", "room": "study"})
    path = dial_path()
    for dial, step in path[:2]:
        state = turn(state, dial, step)
    assert state.attempt is None
    kept = list(state.puzzles["dial_lock"].positions)
    state = act(state, 1, {"action": "end_turn"})
    state = claim(fold([ev.Moved(seat=2, to="hall_north", movement=False)], state), 2)
    state = act(state, 2, {"action": "attempt_puzzle", "room": "study"})
    assert state.puzzles["dial_lock"].positions == kept and state.attempt is not None
    assert state.attempt.actions == checks.attribute(state.figures[2], "intellect") < len(path) - 2
    state = act(state, 2, {"action": "puzzle_skill"})
    events: list[object] = []
    for dial, step in path[2:]:
        out = E.decide(state, 2, E.parse_command({"action": "turn_dial", "dial": dial, "step": step}), 0.0, Rng(0))
        assert isinstance(out, list)
        events = list(out)
        state = fold(out, E.clone(state))
    assert ce.PuzzleEnded(solved=True) in events and ev.BarrierCleared(room="study", card="lock_dial") in events
    assert state.attempt is None and "study" not in state.known_barriers
    state = act(state, 2, {"action": "move", "space": "study_west"})
    assert state.figures[2].space == "study_west"


def test_stopping_keeps_the_pieces_and_refusals_have_codes() -> None:
    """H-39: stopping leaves the pieces; H-41: only this puzzle's actions; H-38: a met lock next to you."""
    state = claim(match(story=PENHALE))
    assert refused(state, 1, {"action": "attempt_puzzle", "room": "study"}).code == "no_puzzle_here"
    state = at_study(match(story=PENHALE))
    state = act(state, 1, {"action": "attempt_puzzle", "room": "study"})
    assert refused(state, 1, {"action": "swap_runes", "a": 0, "b": 1}).code == "bad_puzzle_action"
    assert refused(state, 1, {"action": "turn_piece", "index": 0}).code == "bad_puzzle_action"
    assert refused(state, 1, {"action": "turn_dial", "dial": "nope", "step": 1}).code == "bad_puzzle_action"
    state = turn(state, "moon", 1)
    state = act(state, 1, {"action": "stop_puzzle"})
    assert state.attempt is None and state.puzzles["dial_lock"].positions == [0, 1, 0]
    assert refused(state, 1, {"action": "attempt_puzzle", "room": "study"}).code == "action_used"
    state = next_turn(state, 1)
    state = act(state, 1, {"action": "attempt_puzzle", "room": "study"})
    assert state.puzzles["dial_lock"].positions == [0, 1, 0]


def test_runes_swap_with_their_turns_and_turn_a_quarter() -> None:
    """H-41 (designed): swap two neighbouring stones (each keeps its turn) or turn one a quarter."""
    runes = CONTENT.puzzles["crypt_runes"]
    assert isinstance(runes, RunePuzzle)
    state = fold([ev.BarrierMet(room="crypt", card="lock_rune")], match(story=PENHALE))
    state = claim(fold([ev.Moved(seat=1, to="cellar_cistern", movement=False)], state))
    state = fold([ev.MonsterKilled(monster=m.uid) for m in state.monsters if m.space == "cellar_cistern"], state)
    state = act(state, 1, {"action": "attempt_puzzle", "room": "crypt"})
    swaps = [a.fixed for a in E.legal_actions(state, 1) if a.action == "swap_runes"]
    assert len(swaps) == 12 and {"a": 0, "b": 1} in swaps and {"a": 2, "b": 3} not in swaps
    assert refused(state, 1, {"action": "swap_runes", "a": 2, "b": 3}).code == "bad_puzzle_action"
    state = act(state, 1, {"action": "swap_runes", "a": 0, "b": 1})
    progress = state.puzzles["crypt_runes"]
    assert progress.pieces[:2] == [runes.start[1], runes.start[0]]
    assert progress.positions[:2] == [runes.rotations[1], runes.rotations[0]]
    state = act(state, 1, {"action": "turn_piece", "index": 0})
    assert state.puzzles["crypt_runes"].positions[0] == (runes.rotations[1] + 1) % 4


def test_the_optional_minute_ends_an_attempt_at_its_deadline() -> None:
    """H-40 (L82): option ``puzzle_minute``: the attempt ends a minute after it started, the pieces kept;
    ``next_deadline`` announces it so the scheduler calls ``on_deadline``."""
    options = MansionsOptions(investigators=1, story=PENHALE, picks=[CYRUS], puzzle_minute=True)
    state = at_study(fold(E.start(options, Rng(1))))
    state = act(state, 1, {"action": "attempt_puzzle", "room": "study"}, now=100.0)
    assert E.next_deadline(state) == 160.0
    state = act(state, 1, {"action": "turn_dial", "dial": "moon", "step": 1}, now=130.0)
    events = E.on_deadline(state, 160.0, Rng(1))
    assert events == [ce.PuzzleEnded(solved=False, lapsed=True)]
    after = fold(events, E.clone(state))
    assert after.attempt is None and after.active == 1 and after.puzzles["dial_lock"].positions == [0, 1, 0]
    late = E.decide(state, 1, E.parse_command({"action": "turn_dial", "dial": "moon", "step": 1}), 161.0, Rng(1))
    assert not isinstance(late, list)  # judged after the lapse: no attempt left
    assert late.code == "no_attempt"


def test_a_hidden_investigator_may_attempt_a_puzzle() -> None:
    """R-H-13: hidden, an investigator may still solve puzzles."""
    state = fold([ev.Hid(seat=1)], at_study(match(story=PENHALE)))
    assert [a.fixed for a in E.legal_actions(state, 1) if a.action == "attempt_puzzle"] == [{"room": "study"}]


def test_an_attempt_beside_a_monster_asks_evade_tests_first() -> None:
    """H-9, R-H-1: an attempt is a non-attack action, so evade tests come first; after the keeper's
    answer the attempt goes on (L37, whatever the result)."""
    state = at_study(match(story=PENHALE))
    state = fold([ev.MonsterPlaced(uid=40, monster="weir_cultist", space="hall_north")], state)
    body = {"action": "attempt_puzzle", "room": "study"}
    state, _ = until(state, 1, body, fails("evade"))
    assert state.pending is not None and state.attempt is None
    prompt = E.prompts(state)[0].id
    after = act(state, 0, {"action": "spare", "prompt": prompt})
    assert after.attempt is not None and after.attempt.seat == 1 and after.action_used


def test_an_attempt_ends_when_its_investigator_dies_and_the_next_turn_is_its_own() -> None:
    """H-39, H-61: an investigator killed during its attempt (here the keeper's damage on a failed evade,
    then a Deep Gash) leaves the attempt with it, the pieces where they lie; the next investigator's turn
    lists its own actions, not the dead one's puzzle actions (seen in bot play: every one was refused
    with ``no_attempt`` and the match could not go on)."""
    base = at_study(match(story=PENHALE, picks=[CYRUS, AGNES]))
    drawn = ke.KeeperDrew(deck="trauma", count=1, cards=["deep_gash"])
    base = fold([ev.MonsterPlaced(uid=40, monster="weir_cultist", space="hall_north"), drawn], base)
    for left in range(2, 7):  # health such that the evade's damage leaves 1 or 2: Deep Gash then kills
        state = fold([ev.Harmed(seat=1, counter="health", amount=base.figures[1].health - left)], E.clone(base))
        state, _ = until(state, 1, {"action": "attempt_puzzle", "room": "study"}, fails("evade"))
        state = act(state, 0, {"action": "deal_damage", "prompt": E.prompts(state)[0].id})
        if state.attempt is not None and 0 < state.figures[1].health <= 2:
            break
    else:
        raise AssertionError("no health left the investigator attempting with 1 or 2 health")
    pieces = list(state.puzzles["dial_lock"].positions)
    state = act(state, 0, {"action": "play_trauma", "card": "deep_gash"})
    assert not state.figures[1].alive
    assert state.attempt is None
    assert state.puzzles["dial_lock"].positions == pieces
    state = claim(state, 2)
    listed = {a.action for a in E.legal_actions(state, 2)}
    assert "end_turn" in listed and not listed & {"turn_dial", "stop_puzzle", "puzzle_skill"}
    act(state, 2, {"action": "end_turn"})
