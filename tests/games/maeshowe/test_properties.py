"""Property tests: many complete random legal games with random options, invariants after every event,
replay determinism, finished matches, non-interference of views, and fuzzed commands."""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.bots import fill, random_command
from domain.contract import Event, RuleViolation
from domain.games.maeshowe import ENGINE
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import CARD_TYPE, deck_for
from domain.games.maeshowe.content import SET_IDS
from domain.games.maeshowe.legal import LOSES
from domain.games.maeshowe.options import PASSAGES_BY_DIFFICULTY, MaeshoweOptions
from domain.games.maeshowe.state import MaeshoweState
from domain.rng import Rng

from .helpers import every_body, greedy_command

MAX_COMMANDS = 5000


def _started(opts: MaeshoweOptions, rng: Rng) -> MaeshoweState:
    state: MaeshoweState | None = None
    for event in ENGINE.start(opts, rng):
        state = ENGINE.evolve(state, event)
    assert state is not None
    return state


def _moved(state: MaeshoweState, seat: int, rng: Rng, *, greedy: bool) -> MaeshoweState:
    """``state`` after one command of ``seat``'s, drawn by the greedy bot or at random; it must be accepted."""
    command = greedy_command(state, seat, rng) if greedy else random_command(ENGINE, state, seat, rng)
    assert command is not None
    out = ENGINE.decide(state, seat, command, 0.0, rng)
    assert isinstance(out, list), (command, out)
    for event in out:
        state = ENGINE.evolve(state, event)
    return state


@st.composite
def options(draw: st.DrawFn) -> MaeshoweOptions:
    players = draw(st.sampled_from([1, 2]))
    difficulty = draw(st.sampled_from(sorted(PASSAGES_BY_DIFFICULTY[players])))
    expansions = draw(st.lists(st.sampled_from(SET_IDS), unique=True))
    setups = draw(st.lists(st.sampled_from(["crumbling", "gluttony", "dread"]), unique=True))
    low = 3 if players == 1 else 4
    passages = draw(st.none() | st.integers(low, 7))
    return MaeshoweOptions(
        players=players,
        difficulty=difficulty,  # type: ignore[arg-type]
        passages=passages,
        expansions=expansions,
        setups=setups,  # type: ignore[arg-type]
        fear_of_the_dark=players == 2 and draw(st.booleans()),
        first_player=draw(st.integers(0, players - 1)),
    )


def check_invariants(s: MaeshoweState) -> None:
    expected = sorted(deck_for(list(s.options.expansions)))
    held = s.deck + s.line + [c for h in s.hands for c in h] + [c for d in s.discards for c in d]
    assert sorted(held) == expected, "cards were created or lost"
    for seat in range(s.seats):
        assert 0 <= s.health[seat] <= s.max_health[seat] <= 4
        assert 0 <= s.known_top[seat] <= len(s.deck)
    assert 0 <= s.food <= 4
    assert 0 <= s.passages <= s.starting_passages <= 7
    assert all(CARD_TYPE[c] in ("dig", "hope") for c in s.used) and len(set(s.used)) == len(s.used)
    assert all(c in s.line and CARD_TYPE[c] == "hope" for c in s.hope_runes)
    if s.result == "won":
        assert s.passages == 0
    if s.result == "lost":
        assert s.reason in ("health", "cannot_act")
        assert s.reason != "health" or 0 in s.health


def check_turn_point(s: MaeshoweState) -> None:
    """Between commands: exactly one prompt, answerable by its seat only."""
    status = ENGINE.status(s)
    if status.finished:
        assert ENGINE.prompts(s) == [] and all(ENGINE.legal_actions(s, p) == [] for p in range(s.seats))
        return
    (prompt,) = ENGINE.prompts(s)
    assert status.to_act == [prompt.seat]
    assert not s.tasks or s.tasks[0].kind != "resolve_play"
    assert ENGINE.legal_actions(s, prompt.seat), f"seat {prompt.seat} is stuck at {prompt.kind}"
    for other in range(s.seats):
        if other != prompt.seat:
            assert ENGINE.legal_actions(s, other) == []


def check_events(events: list[Event]) -> None:
    for event in events:
        raw = msgspec.json.encode(event)
        assert msgspec.json.decode(raw, type=ENGINE.event_type) == event
        for seat in (None, 0, 1):
            redacted = ENGINE.event_view(event, seat)
            assert redacted is None or type(redacted) is type(event)


def play(
    opts: MaeshoweOptions, seed: int, *, probe: bool = False, greedy: bool = False
) -> tuple[MaeshoweState, list[Event], int]:
    """One complete game by the random bot (or the greedy one, which digs more and lives longer)."""
    rng = Rng(seed)
    log = ENGINE.start(opts, rng)
    state: MaeshoweState | None = None
    for event in log:
        state = ENGINE.evolve(state, event)
        check_invariants(state)
    assert state is not None
    check_events(log)
    commands = 0
    while not ENGINE.status(state).finished:
        check_turn_point(state)
        seat = ENGINE.status(state).to_act[0]
        if probe and commands % 3 == 0:
            check_non_interference(state, rng)
        command = greedy_command(state, seat, rng) if greedy else random_command(ENGINE, state, seat, rng)
        assert command is not None
        before = ENGINE.encode_state(state)
        out = ENGINE.decide(state, seat, command, 0.0, rng)
        assert not isinstance(out, RuleViolation), (out, command)
        assert ENGINE.encode_state(state) == before, "decide mutated its input state"
        check_events(out)
        for event in out:
            state = ENGINE.evolve(state, event)
            check_invariants(state)
        log.extend(out)
        commands += 1
        assert commands < MAX_COMMANDS, "the game does not end"
    check_turn_point(state)
    return state, log, commands


def check_non_interference(state: MaeshoweState, rng: Rng) -> None:
    """A seat cannot tell its state from a resampled one: same view, same legal actions, and the same
    redacted events for any command that reveals nothing new."""
    for seat in [None, *range(state.seats)]:
        other = ENGINE.resample_hidden(state, seat, Rng(rng.next_u64()))
        check_invariants(other)
        assert ENGINE.view(other, seat) == ENGINE.view(state, seat)
        if seat is None:
            continue
        assert ENGINE.legal_actions(other, seat) == ENGINE.legal_actions(state, seat)
        actor = ENGINE.status(state).to_act[0]
        for action in ENGINE.legal_actions(state, actor):
            command = msgspec.convert(fill(action, Rng(7)), type=ENGINE.command_type)
            real = ENGINE.decide(state, actor, command, 0.0, Rng(11))
            fake = ENGINE.decide(other, actor, command, 0.0, Rng(11))
            if isinstance(real, RuleViolation) or isinstance(fake, RuleViolation):
                # Only the other seat's commands may name cards that the resampling moved away.
                assert seat != actor or type(real) is type(fake)
                continue
            if any(e.chance or e.reveals for e in real + fake):
                continue
            assert [ENGINE.event_view(e, seat) for e in real] == [ENGINE.event_view(e, seat) for e in fake]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(opts=options(), seed=st.integers(0, 2**32), greedy=st.booleans())
def test_random_games_keep_every_invariant(opts: MaeshoweOptions, seed: int, greedy: bool) -> None:
    """Complete random legal games end, never crash, never refuse a listed action, keep the cards."""
    state, _, _ = play(opts, seed, greedy=greedy)
    assert ENGINE.status(state).finished


@settings(max_examples=40, deadline=None)
@given(opts=options(), seed=st.integers(0, 2**32), greedy=st.booleans())
def test_replaying_the_events_rebuilds_the_same_state(opts: MaeshoweOptions, seed: int, greedy: bool) -> None:
    """Determinism: folding the log from scratch gives the identical state; decide is reproducible."""
    state, log, _ = play(opts, seed, greedy=greedy)
    rebuilt: MaeshoweState | None = None
    for event in log:
        rebuilt = ENGINE.evolve(rebuilt, event)
    assert rebuilt is not None
    assert ENGINE.encode_state(rebuilt) == ENGINE.encode_state(state)
    _again, log2, _ = play(opts, seed, greedy=greedy)
    assert log2 == log
    assert ENGINE.decode_state(ENGINE.encode_state(state)) == ENGINE.clone(state) == state


@settings(max_examples=15, deadline=None)
@given(opts=options(), seed=st.integers(0, 2**32))
def test_a_finished_match_accepts_no_command(opts: MaeshoweOptions, seed: int) -> None:
    state, _, _ = play(opts, seed)
    for command in (cmd.Play(card=0), cmd.Discard(card=0), cmd.PassJarl(), cmd.Eat(food=0)):
        out = ENGINE.decide(state, 0, command, 0.0, Rng(0))
        assert isinstance(out, RuleViolation) and out.code == "match_finished"


@settings(max_examples=60, deadline=None)
@given(opts=options(), seed=st.integers(0, 2**32), greedy=st.booleans())
def test_views_do_not_depend_on_hidden_information(opts: MaeshoweOptions, seed: int, greedy: bool) -> None:
    """Non-interference via resample_hidden along random games."""
    play(opts, seed, probe=True, greedy=greedy)


ANY_INT = st.integers(-3, 60)
ANY_LIST = st.lists(ANY_INT, max_size=8)
FUZZ = st.one_of(
    st.builds(cmd.Play, card=ANY_INT),
    st.builds(cmd.PlayFromDiscard, owner=ANY_INT),
    st.builds(cmd.Discard, card=ANY_INT),
    st.builds(cmd.Give, card=ANY_INT),
    st.just(cmd.PassJarl()),
    st.builds(cmd.Eat, food=ANY_INT),
    st.builds(cmd.ChooseRune, rune=st.sampled_from(["red", "blue"])),
    st.builds(cmd.Peek, put_back=ANY_LIST),
    st.builds(cmd.Forage, food=ANY_INT, discard=ANY_INT),
    st.builds(cmd.ForagePick, cards=ANY_LIST),
    st.builds(cmd.TakeBack, cards=ANY_LIST),
    st.builds(cmd.Sacrifice, mode=st.sampled_from(["decline", "discard2", "discard4", "deck2"]), cards=ANY_LIST),
    st.builds(cmd.Rearrange, order=ANY_LIST),
    st.builds(cmd.PromptnessCost, choice=st.sampled_from(["health", "passage"])),
    st.builds(cmd.DiscardDown, cards=ANY_LIST),
    st.builds(cmd.RuinPair, ruin=ANY_INT, recovery=ANY_INT),
)


@settings(max_examples=300, deadline=None)
@given(
    opts=options(),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 30),
    command=FUZZ,
    seat=st.integers(-1, 2),
)
def test_any_command_is_answered_with_events_or_a_rule_violation(
    opts: MaeshoweOptions, seed: int, steps: int, command: Any, seat: int
) -> None:
    """Bad input never crashes: decide returns events (then folded cleanly) or a RuleViolation."""
    rng = Rng(seed)
    state = _started(opts, rng)
    for _ in range(steps):
        if ENGINE.status(state).finished:
            break
        actor = ENGINE.status(state).to_act[0]
        state = _moved(state, actor, rng, greedy=False)
    result = ENGINE.decide(state, seat, command, 0.0, rng)
    assert isinstance(result, list | RuleViolation)
    if isinstance(result, RuleViolation):
        assert result.code and result.code == result.code.lower()
    else:
        for event in result:
            state = ENGINE.evolve(state, event)
            check_invariants(state)


def test_random_games_reach_every_card_effect_and_prompt() -> None:
    """Coverage guard for the property tests: over many seeds with every set, each prompt kind shows up."""
    kinds: Counter[str] = Counter()
    for seed in range(300):
        opts = MaeshoweOptions(players=1 + seed % 2, expansions=list(SET_IDS), fear_of_the_dark=seed % 4 == 3)
        rng = Rng(seed)
        state = _started(opts, rng)
        while not ENGINE.status(state).finished:
            kinds.update(p.kind for p in ENGINE.prompts(state))
            seat = ENGINE.status(state).to_act[0]
            state = _moved(state, seat, rng, greedy=False)
    expected = {"turn", "eat", "hope_rune", "hope_peek", "forage", "economy_line", "economy_discard",
                "sacrifice", "rearrange", "promptness_cost", "discard_down"}  # fmt: skip
    assert expected <= set(kinds), expected - set(kinds)


@settings(max_examples=60, deadline=None)
@given(opts=options(), seed=st.integers(0, 2**32), greedy=st.booleans())
def test_every_listed_answer_of_every_prompt_is_accepted(opts: MaeshoweOptions, seed: int, greedy: bool) -> None:
    """Issue 13 item 6: whatever a prompt lists must be accepted. At every prompt of a random game, each
    listed answer (every value of every parameter, or a sample when there are too many) is decided on the
    same state: it gives events, never a RuleViolation and never a crash."""
    rng = Rng(seed)
    state = _started(opts, rng)
    for _ in range(MAX_COMMANDS):
        if ENGINE.status(state).finished:
            break
        seat = ENGINE.status(state).to_act[0]
        for action in ENGINE.legal_actions(state, seat):
            for body in every_body(action, 12, rng):
                out = ENGINE.decide(state, seat, ENGINE.parse_command(body), 0.0, Rng(1))
                assert isinstance(out, list), (body, out)
        state = _moved(state, seat, rng, greedy=greedy)


@settings(max_examples=60, deadline=None)
@given(opts=options(), seed=st.integers(0, 2**32), greedy=st.booleans())
def test_a_choice_carries_the_warning_exactly_when_it_loses_at_once(
    opts: MaeshoweOptions, seed: int, greedy: bool
) -> None:
    """Issue 13 item 10: at every point of random games, each listed choice of a one-parameter action (and
    each action without parameters) is decided on the same state; it is labelled as losing exactly when its
    events lose the match before any draw, peek or shuffle."""
    rng = Rng(seed)
    state = _started(opts, rng)
    for _ in range(MAX_COMMANDS):
        if ENGINE.status(state).finished:
            break
        seat = ENGINE.status(state).to_act[0]
        for action in ENGINE.legal_actions(state, seat):
            base = {"action": action.action, **action.fixed}
            if not action.params:
                labelled = [(base, action.label)]
            elif len(action.params) == 1 and not action.params[0].many:
                labelled = [({**base, action.params[0].name: c.value}, c.label) for c in action.params[0].choices]
            else:
                continue
            for body, label in labelled:
                out = ENGINE.decide(state, seat, ENGINE.parse_command(body), 0.0, Rng(1))
                assert isinstance(out, list), (body, out)
                lost_now = False
                for event in out:
                    if event.chance or isinstance(event, ev.CardsDrawn | ev.HopePeeked | ev.SnubDrawn):
                        break
                    if isinstance(event, ev.MatchLost):
                        lost_now = True
                        break
                assert (LOSES in label) == lost_now, (body, label, out)
        state = _moved(state, seat, rng, greedy=greedy)


def _answer_everything(state: MaeshoweState, depth: int, rng: Rng) -> int:
    """Decide every listed answer of every prompt reachable within ``depth`` commands; count them."""
    if depth == 0 or ENGINE.status(state).finished:
        return 0
    seat = ENGINE.status(state).to_act[0]
    count = 0
    for action in ENGINE.legal_actions(state, seat):
        for body in every_body(action, 12, rng):
            out = ENGINE.decide(state, seat, ENGINE.parse_command(body), 0.0, Rng(1))
            assert isinstance(out, list), (body, out)
            count += 1
            after = ENGINE.clone(state)
            for event in out:
                after = ENGINE.evolve(after, event)
                check_invariants(after)
            if after.tasks:
                count += _answer_everything(after, depth - 1, rng)
    return count


def test_every_answer_after_snober_discarded_is_accepted_for_every_pair_of_cards() -> None:
    """Issue 13 item 6: Snober discarded is where effects queue behind one another (its two cards resolve in
    turn), so one card's answer can change what the next card's effect finds (Économie taking back the
    Sacrifice queued after it was an HTTP 500). For every ordered pair of card types drawn, next to a Goose
    on the line, every answer of every prompt that follows is accepted and keeps the invariants."""
    kinds = sorted(set(CARD_TYPE))
    ids = {kind: [i for i, t in enumerate(CARD_TYPE) if t == kind] for kind in kinds}
    snub, goose = ids["snub"][0], ids["goose"][0]
    hand = [snub, *ids["dig"][:2], *ids["sleep"][:2]]
    line = [goose, ids["eat"][0]]
    rng = Rng(3)
    answered = 0
    for a in kinds:
        for b in kinds:
            top_two = [ids[a][-1], ids[b][0] if ids[b][0] != ids[a][-1] else ids[b][-1]]
            if len(set(top_two)) < 2 or set(top_two) & {*hand, *line}:
                continue
            rest = [c for c in deck_for(list(SET_IDS)) if c not in {*hand, *line, *top_two}]
            state = MaeshoweState(
                options=MaeshoweOptions(players=1, expansions=list(SET_IDS)),
                seats=1,
                deck=[*rest, *reversed(top_two)],  # top card last
                hands=[list(hand)],
                discards=[[]],
                line=list(line),
                used=[],
                hope_runes={},
                health=[4],
                max_health=[4],
                food=2,
                passages=4,
                starting_passages=4,
                jarl=None,
                known_top=[0],
                turn=1,
                played=True,
            )
            out = ENGINE.decide(state, 0, cmd.Discard(card=snub), 0.0, Rng(1))
            assert isinstance(out, list), (a, b, out)
            for event in out:
                state = ENGINE.evolve(state, event)
                check_invariants(state)
            answered += _answer_everything(state, 4, rng)
    assert answered > 1000
