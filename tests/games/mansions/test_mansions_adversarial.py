"""Adversarial commands: any command type with any field values, from any seat, at states of random
play, is accepted or refused with a RuleViolation, never a crash; a refusal leaves the state as it was."""

from __future__ import annotations

import typing
from typing import Any

import msgspec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.contract import RuleViolation
from domain.games.mansions import commands as cmd
from domain.games.mansions.content import CONTENT
from domain.games.mansions.options import MansionsOptions
from domain.listing import sample
from domain.rng import Rng
from tests.games.mansions.mansions_play import PENHALE, SILAS, E, fold

WORDS: list[Any] = [
    *CONTENT.board.rooms[0].id.split(),
    *(s.id for s in CONTENT.board.spaces),
    *(d.id for d in CONTENT.board.doors),
    *CONTENT.items,
    *CONTENT.exploration,
    *CONTENT.spells,
    *CONTENT.investigators,
    *CONTENT.traits,
    "writer:silas",
    "found:wheel",
    "want:bride",
    "",
    "nonsense",
    "movement",
    "action",
]
COMMANDS = typing.get_args(cmd.MansionsCommand)


def body(kind: type[msgspec.Struct], rng: Rng, prompt_ids: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {"action": kind.__struct_config__.tag}
    for field in msgspec.structs.fields(kind):
        if field.type is int:
            out[field.name] = rng.between(-1, 6)
        elif field.type is bool:
            out[field.name] = rng.below(2) == 1
        elif field.name == "prompt":
            out[field.name] = rng.choice([*prompt_ids, "stale"])
        elif field.name == "answers":
            out[field.name] = rng.sample(
                ["writer:silas", "writer:penhale", "found:wheel", "want:bride", "x"], rng.between(0, 4)
            )
        else:
            out[field.name] = rng.choice(WORDS)
    return out


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), investigators=st.integers(1, 4))
def test_no_command_crashes_the_engine(seed: int, investigators: int) -> None:
    rng = Rng(seed)
    story = rng.choice([SILAS, PENHALE, None])
    state = fold(E.start(MansionsOptions(investigators=investigators, story=story, keeper_seconds=5), Rng(seed)))
    for step in range(120):
        status = E.status(state)
        if status.finished:
            break
        prompt_ids = [p.id for p in E.prompts(state)]
        before = E.encode_state(state)
        for _ in range(6):
            seat = rng.between(-1, investigators + 1)
            attempt = body(rng.choice(COMMANDS), rng, prompt_ids)
            try:
                command = E.parse_command(attempt)
            except msgspec.ValidationError:
                continue  # the API answers 400 before the engine sees it
            out = E.decide(state, seat, command, float(step), Rng(step))
            assert isinstance(out, list | RuleViolation)
            assert E.encode_state(state) == before, "decide must not mutate its input"
        due = E.next_deadline(state)
        if due is not None and due <= step:
            # The scheduler applies a passed deadline before any command (the keeper's turn now lasts
            # longer than its 5 seconds: keeper actions and monster moves, part 2b).
            state = fold(E.on_deadline(state, float(step), Rng(step)), state)
            continue
        seat = rng.choice(status.to_act)
        action = rng.choice(E.legal_actions(state, seat))
        chosen: dict[str, Any] = {"action": action.action, **action.fixed}
        for param in action.params:
            chosen[param.name] = sample(param, rng)
        out = E.decide(state, seat, E.parse_command(chosen), float(step), Rng(step))
        assert isinstance(out, list)
        state = fold(out, state)
