"""Helpers for the Mansions engine tests: matches built by the real engine, commands decided by it.

Dice are never faked: ``until`` tries the real ``decide`` with successive rng seeds and keeps the first
outcome a test needs (a passed or failed test), as a die at the table could have rolled it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from domain.contract import Event, RuleViolation
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.engine import MansionsEngine
from domain.games.mansions.options import MansionsOptions, Pick
from domain.games.mansions.state import MansionsState
from domain.rng import Rng

E = MansionsEngine()
PENHALE = {"writer": "penhale", "found": "cistern", "want": "wheel"}
"""Every clue reachable without a puzzle: kitchen, parlour (behind the beam), larder, cellar (water)."""
SILAS = {"writer": "silas", "found": "wheel", "want": "bride"}
"""Set-up monsters (every story): cultist parlour_east, poacher gh_east; at the reveal: rat tide hall_south,
eel-hound wheel_south, heron larder."""
CYRUS = Pick(investigator="cyrus_lamb", physical="prize_fighter", mental="second_wind")
AGNES = Pick(investigator="agnes_thorne", physical="ward_walker", mental="triage")
BAT = Pick(investigator="bat_quill", physical="scrapper", mental="nose_for_news")
JONAH = Pick(investigator="jonah_pike", physical="marsh_shooter", mental="river_sense")


def fold(events: Iterable[Event], state: MansionsState | None = None) -> MansionsState:
    for e in events:
        state = E.evolve(state, e)
    assert state is not None
    return state


def match(
    story: dict[str, str] | None = None,
    picks: list[Pick | None] | None = None,
    seed: int = 1,
    keeper_seconds: int | None = None,
    full_board: bool = True,
) -> MansionsState:
    """A started match (round 1 when the story and every pick are given). ``full_board``: every set-up
    monster of the scenario stands on the board whatever the count (the four-investigator board: the
    cultist uid 1 on parlour_east, the poacher uid 2 on gh_east), placed as the set-up places them, so
    the rules tests keep one board; the scaled set-up itself is tested in ``test_mansions_setup.py``."""
    chosen: list[Pick | None] = [CYRUS] if picks is None else picks
    options = MansionsOptions(
        investigators=len(chosen), story=SILAS if story is None else story, picks=chosen, keeper_seconds=keeper_seconds
    )
    state = fold(E.start(options, Rng(seed)))
    if not full_board or state.answers is None:
        return state
    missing = [m for m in CONTENT.scenario.monsters if m.investigators > len(chosen)]
    placed = [
        ev.MonsterPlaced(uid=state.next_monster + i, monster=m.monster, space=m.space) for i, m in enumerate(missing)
    ]
    return fold(placed, state)


def decide(
    state: MansionsState, seat: int, body: dict[str, Any], seed: int = 0, now: float = 0.0, skill: bool | None = False
) -> list[Event]:
    """The command's events; every test prompt it opens (L88, H-43: a skill point before each die) is
    answered ``skill`` (False: no point, as the rules tests mostly want; None: left open) by its
    investigator, and the events of the answers follow."""
    out = E.decide(state, seat, E.parse_command(body), now, Rng(seed))
    if isinstance(out, RuleViolation):
        raise AssertionError(f"refused {body}: {out!r}")
    if skill is None:
        return out
    events = list(out)
    after = fold(out, E.clone(state))
    while after.test_prompt is not None:
        answer = {"action": "ready_skill" if skill else "pass_skill"}
        more = E.decide(after, after.test_prompt.seat, E.parse_command(answer), now, Rng(seed))
        assert not isinstance(more, RuleViolation), more
        events += more
        after = fold(more, after)
    return events


def act(state: MansionsState, seat: int, body: dict[str, Any], seed: int = 0, now: float = 0.0) -> MansionsState:
    """Decide and fold (on a copy): the state after the command."""
    return fold(decide(state, seat, body, seed, now), E.clone(state))


def refused(state: MansionsState, seat: int, body: dict[str, Any]) -> RuleViolation:
    out = E.decide(state, seat, E.parse_command(body), 0.0, Rng(0))
    assert isinstance(out, RuleViolation), f"accepted {body}: {out}"
    return out


def until(
    state: MansionsState, seat: int, body: dict[str, Any], want: Callable[[list[Event]], bool], now: float = 0.0
) -> tuple[MansionsState, list[Event]]:
    """The first seed whose real outcome ``want`` accepts: the state after it and its events."""
    for seed in range(2000):
        events = decide(state, seat, body, seed, now)
        if want(events):
            return fold(events, E.clone(state)), events
    raise AssertionError(f"no seed gives the wanted outcome for {body}")


def rolls(events: Iterable[Event], why: str | None = None) -> list[ev.TestRolled]:
    return [e for e in events if isinstance(e, ev.TestRolled) and (why is None or e.why == why)]


def passes(why: str) -> Callable[[list[Event]], bool]:
    return lambda events: bool(rolls(events, why)) and all(r.success for r in rolls(events, why))


def fails(why: str) -> Callable[[list[Event]], bool]:
    return lambda events: bool(rolls(events, why)) and not any(r.success for r in rolls(events, why))


def claim(state: MansionsState, seat: int = 1) -> MansionsState:
    return act(state, seat, {"action": "claim_turn"})


def walk(state: MansionsState, seat: int, spaces: Iterable[str]) -> MansionsState:
    """Move through ``spaces`` passing every test on the way, ending the turn and claiming the next
    (after the keeper's turn) whenever the movements run out."""
    for space in spaces:
        f = state.figures[seat]
        if state.active != seat or state.moves_used >= (1 if f.stun else 2):
            state = next_turn(state, seat)
        state, _ = until(state, seat, {"action": "move", "space": space}, lambda es: all(r.success for r in rolls(es)))
        assert state.figures[seat].space == space, (space, state.figures[seat].space)
    return state


def next_turn(state: MansionsState, seat: int) -> MansionsState:
    """End ``seat``'s turn if it is playing, let every other seat and the keeper pass, claim ``seat``'s next."""
    if state.active == seat:
        state = act(state, seat, {"action": "end_turn"})
    guard = 0
    while not (state.phase == "investigators" and state.active is None and seat not in state.played):
        guard += 1
        assert guard < 50 and state.winner is None
        if state.phase == "investigators":
            other = (
                state.active
                if state.active is not None
                else next(s for s in range(1, state.seats) if s not in state.played)
            )
            if state.active is None:
                state = claim(state, other)
            state = act(state, other, {"action": "end_turn"})
        elif state.phase == "trade":
            waiting = next(f.seat for f in state.figures.values() if f.alive and f.seat not in state.trade_done)
            state = act(state, waiting, {"action": "end_trade"})
        elif state.phase == "keeper":
            state = act(state, 0, {"action": "end_keeper_turn"})
    return claim(state, seat)
