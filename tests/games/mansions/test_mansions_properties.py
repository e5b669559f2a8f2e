"""Random legal play for 1 to 4 investigators (hypothesis): every listed action is accepted, counters
stay in range (R-H-28), exploration cards are conserved, spells are never in two places, the events
replay to the same state, and someone always has something to do until the end."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.contract import Event, RuleViolation
from domain.games.mansions.content import CONTENT
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.listing import outside, sample
from domain.rng import Rng
from tests.games.mansions.mansions_play import E, fold

STEPS = 400


def exploration_cards(s: MansionsState) -> int:
    """Cards from the stacks, wherever they went: stacks, discard, held or dropped clues and found items,
    found items consumed."""
    found_items = {i for i, spec in CONTENT.items.items() if not spec.starting}
    held = [c for f in s.figures.values() for c in (*f.clues, *f.items)]
    dropped = [c for pile in s.dropped.values() for c in pile]
    dropped += [i for i in s.spent_items if i in found_items]  # consumed after use
    return (
        sum(len(v) for v in s.stacks.values())
        + len(s.discard)
        + sum(1 for c in (*held, *dropped) if c in CONTENT.exploration or c in found_items)
    )


def check(s: MansionsState, placed: int) -> None:
    for f in s.figures.values():
        assert 0 <= f.health <= f.max_health and 0 <= f.sanity <= f.max_sanity
        assert f.skill_points >= 0 and f.stun >= 0
        assert f.alive == (f.space is not None) or s.phase == "setup"
        if not f.alive:
            assert f.health == 0 or s.phase == "setup"
    if s.answers is not None:
        assert exploration_cards(s) == placed
    spells = Counter(
        [*(c for d in s.spell_decks.values() for c in d), *(c for f in s.figures.values() for c in f.spells)]
    )
    assert all(n == 1 for n in spells.values())
    assert len({m.uid for m in s.monsters}) == len(s.monsters)
    assert s.threat >= 0 and s.time >= 0
    assert all(n > 0 for n in s.corpses.values()) and sum(s.corpses.values()) <= 3  # H-57: never more
    for cls, cards in COMBAT.items():  # R-H-23: draws and reshuffles lose no combat card
        assert sorted([*s.combat.get(cls, []), *s.combat_discard.get(cls, [])]) == cards
    assert len(set(s.attacked)) == len(s.attacked)
    in_play = [c for f in s.figures.values() for c in f.traumas]
    assert sorted([*s.mythos, *s.trauma, *s.hand, *s.keeper_discard, *in_play]) == KEEPER_CARDS  # no card lost
    for f in s.figures.values():  # H-25: one injury and one dementia at most
        kinds = [CONTENT.trauma[c].kind for c in f.traumas]
        assert len(kinds) == len(set(kinds))
    assert all(s.monster_moves.get(m.uid, 0) <= CONTENT.monsters[m.kind].speed for m in s.monsters)
    assert s.drag is None or (s.phase == "keeper" and s.figures[s.drag.seat].alive)
    if s.attempt is not None:
        assert s.attempt.actions > 0 and s.active == s.attempt.seat


COMBAT = {
    cls: sorted(c.id for c in CONTENT.combat.values() if c.cls == cls)
    for cls in {c.cls for c in CONTENT.combat.values()}
}
KEEPER_CARDS = sorted([*CONTENT.mythos, *CONTENT.trauma])
FIGHTS = frozenset(
    {"attack", "monster_attack", "attempt_puzzle", "turn_dial", "swap_runes", "turn_piece", "puzzle_skill"}
)
"""Part 2a's actions: the random walk prefers them when listed, so it reaches combat and puzzles."""


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    investigators=st.integers(1, 4),
    story_given=st.booleans(),
    keeper_seconds=st.sampled_from([None, 5]),
    puzzle_minute=st.booleans(),
)
def test_random_legal_play(
    seed: int, investigators: int, story_given: bool, keeper_seconds: int | None, puzzle_minute: bool
) -> None:
    play(seed, investigators, story_given, keeper_seconds, puzzle_minute)


def test_random_play_reaches_combat_and_puzzles() -> None:
    """The same walk, preferring part 2a's actions when listed (seeds fixed): attacks by both sides,
    puzzle attempts and puzzle actions are taken and every check holds. Since part 2b the random
    keeper's rites and traumas end matches sooner: 9 seeds reach puzzles where 6 did."""
    taken: Counter[str] = Counter()
    for seed in range(9):
        taken += play(seed, 1 + seed % 4, True, 5, seed % 2 == 0, prefer=FIGHTS)
    assert {"attack", "monster_attack", "attempt_puzzle"} <= set(taken), taken
    assert taken["turn_dial"] + taken["swap_runes"] + taken["turn_piece"] > 0, taken


MAGIC = frozenset({"cast_spell", "use_ability"})
"""Part 2d's actions, preferred the same way."""


def test_random_play_reaches_spells_and_abilities() -> None:
    """The same walk, preferring casting and abilities when listed (seeds fixed): both are taken (spells
    of several types, attack spells included) and every check holds (spell conservation, listings)."""
    taken: Counter[str] = Counter()
    for seed in range(4):
        taken += play(seed, 1 + seed % 4, True, 5, False, prefer=MAGIC)
    assert taken["cast_spell"] > 0 and taken["use_ability"] > 0, taken


def play(
    seed: int,
    investigators: int,
    story_given: bool,
    keeper_seconds: int | None,
    puzzle_minute: bool,
    prefer: frozenset[str] = frozenset(),
    steps: int = STEPS,
) -> Counter[str]:
    """One random legal match (``prefer``: actions chosen first when listed); the actions taken."""
    taken: Counter[str] = Counter()
    rng = Rng(seed)
    story = dict(rng.choice([a for a in _stories()])) if story_given else None
    options = MansionsOptions(
        investigators=investigators, story=story, keeper_seconds=keeper_seconds, puzzle_minute=puzzle_minute
    )
    log = E.start(options, Rng(seed))
    state = fold(log)
    placed = 0
    now = 0.0
    for step in range(steps):
        if state.answers is not None and not placed:
            placed = sum(len(v) for v in state.stacks.values())
        check(state, placed)
        status = E.status(state)
        if status.finished:
            break
        due = E.next_deadline(state)
        if due is not None and due <= now:
            events = E.on_deadline(state, now, Rng(seed + step))
            assert events, "a passed deadline does something"
            log += events
            state = fold_declared(events, state)
            continue
        assert status.to_act, f"nobody to act in {state.phase}"
        seat = rng.choice(status.to_act)
        actions = E.legal_actions(state, seat)
        assert actions, f"seat {seat} prompted with nothing to send"
        preferred = [a for a in actions if a.action in prefer]
        action = rng.choice(preferred if preferred and rng.below(4) else actions)
        taken[action.action] += 1
        body: dict[str, object] = {"action": action.action, **action.fixed}
        for param in action.params:
            body[param.name] = sample(param, rng)
            assert outside(param, body[param.name]) is None
        out = E.decide(state, seat, E.parse_command(body), now, Rng(seed * 7 + step))
        assert not isinstance(out, RuleViolation), f"listed {body} refused: {out!r}"
        log += out
        state = fold_declared(out, state)
        now += rng.between(0, 3)
    assert E.encode_state(fold(log)) == E.encode_state(state)
    return taken


def test_random_play_reaches_keeper_actions_and_monster_moves() -> None:
    """The walk preferring part 2b's keeper actions, monster moves, traumas and mythos (seeds fixed):
    action cards are played, monsters move, traumas and mythos windows open, are played and passed,
    and every check holds (H-6, H-21, H-23, H-51)."""
    taken: Counter[str] = Counter()
    prefer = frozenset({"keeper_action", "move_monster", "play_trauma", "play_mythos"})
    for seed in range(4):
        taken += play(seed, 1 + seed % 4, True, 5, False, prefer=prefer)
    wanted = ("keeper_action", "move_monster", "play_trauma", "pass_trauma", "play_mythos", "pass_mythos")
    assert all(taken[a] > 0 for a in wanted), taken


def fold_declared(events: list[Event], state: MansionsState) -> MansionsState:
    """Fold one event at a time, checking the engine's declarations: the deadline changes only after a
    ``deadline_events`` tag, the match finishes only after a ``finishing_events`` tag."""
    assert E.deadline_events is not None and E.finishing_events is not None
    for event in events:
        tag = str(type(event).__struct_config__.tag)
        before = E.next_deadline(state)
        state = E.evolve(state, event)
        if tag not in E.deadline_events:
            assert E.next_deadline(state) == before, tag
        if E.status(state).finished:
            assert tag in E.finishing_events
    return state


def _stories() -> list[dict[str, str]]:
    from domain.games.mansions.content.story import every_story

    return list(every_story(CONTENT.scenario))
