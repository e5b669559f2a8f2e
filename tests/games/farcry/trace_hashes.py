"""Far Cry's behaviour as trace hashes: seeded random-legal and heuristic games of every mission and of
the campaign, each reduced to one SHA-256 (issue 32, "First, the house": the re-layout of
`domain/games/farcry/` must leave every trace unchanged).

A trace hashes, for every event of the game, its stored topic (``farcry/<tag>@<schema_version>``, as
`projections.codec` writes it) and its msgpack body, and what each seat's event view shows of it; then
the final state's encoding, each seat's view, the omniscient view, the prompts, the status and every
seat's legal actions. The registry of event topics is hashed too, so a renamed tag or a moved schema
version shows. `trace_hashes.json` holds the golden hashes (`test_farcry_trace_hashes.py` compares).

    .venv/bin/python -m tests.games.farcry.trace_hashes           # compare, print each case
    .venv/bin/python -m tests.games.farcry.trace_hashes --write   # rewrite the golden file (behaviour
                                                                  # changed on purpose: say why in the commit)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, NamedTuple, cast

import msgspec

from domain import bots as generic_bots
from domain.contract import Command, Event, RuleViolation
from domain.games.farcry import ENGINE
from domain.games.farcry import bots as farcry_bots
from domain.games.farcry.options import FarCryOptions
from domain.rng import Rng
from projections.codec import EventType, event_classes

GOLDEN = Path(__file__).with_name("trace_hashes.json")
MAX_COMMANDS = 1500
"""A game still running after this many commands is hashed where it stands (a random campaign may
fail mission 1 for ever; the prefix is still a deterministic trace)."""

Mission = Literal[
    "mission_0", "mission_1", "mission_2", "mission_3", "mission_4", "mission_5", "mission_6", "mission_7"
]
MISSIONS: tuple[Mission, ...] = (
    "mission_0",
    "mission_1",
    "mission_2",
    "mission_3",
    "mission_4",
    "mission_5",
    "mission_6",
    "mission_7",
)
Bot = Callable[[Any, int, Rng], Command | None]


def _random(state: Any, seat: int, rng: Rng) -> Command | None:
    return generic_bots.random_command(ENGINE, state, seat, rng)


BOTS: dict[str, Bot] = {"heuristic": farcry_bots.heuristic, "random": _random}


class Case(NamedTuple):
    bot: str
    mission: Mission
    seats: int
    seed: int
    campaign: bool = False

    @property
    def key(self) -> str:
        kind = "campaign" if self.campaign else "mission"
        return f"{kind}:{self.mission}:seats={self.seats}:{self.bot}:seed={self.seed}"


def cases() -> list[Case]:
    """Every mission at 1-4 seats with two random and two heuristic seeds; campaigns from mission 0 and
    from mission 0 and 1 (the heuristic's winning ones go on into mission 4), random and heuristic."""
    out = [
        Case(bot, mission, seats, seed)
        for mission in MISSIONS
        for seats in (1, 2, 3, 4)
        for bot, seeds in (("random", (1, 2)), ("heuristic", (3, 4)))
        for seed in seeds
    ]
    out += [Case("heuristic", "mission_1", 2, 20, True), Case("heuristic", "mission_0", 2, 6, True)]
    out += [Case("heuristic", "mission_1", 3, 5, True), Case("random", "mission_1", 2, 7, True)]
    return out


_json = msgspec.json.Encoder()


def _pack(value: object) -> bytes:
    return _json.encode(value)


def topics() -> list[str]:
    """Every stored topic of Far Cry's events (tag and schema version)."""
    return sorted(EventType("farcry", cls).topic for cls in event_classes(ENGINE.event_type))


def trace(case: Case) -> str:
    """The SHA-256 of ``case``'s game (module docstring)."""
    digest = hashlib.sha256()
    options = FarCryOptions(seats=case.seats, mission=case.mission, campaign=case.campaign)
    seats = list(range(ENGINE.seats(options)))

    def absorb(events: list[Event]) -> None:
        for e in events:
            digest.update(EventType("farcry", type(e)).topic.encode())
            digest.update(_pack(e))
            for reader in (*seats, None):
                digest.update(_pack(ENGINE.event_view(e, reader)))

    rng = Rng.derive(case.seed, "trace")
    events = ENGINE.start(options, Rng(case.seed))
    absorb(events)
    state: Any = None
    for e in events:
        state = ENGINE.evolve(state, e)
    bot = BOTS[case.bot]
    for n in range(MAX_COMMANDS):
        status = ENGINE.status(state)
        if status.finished:
            break
        found = next(((p, c) for p in status.to_act if (c := bot(state, p, rng)) is not None), None)
        if found is None:
            raise RuntimeError(f"{case.key}: no seat has a command")
        seat, command = found
        out = ENGINE.decide(state, seat, command, 0.0, Rng.derive(case.seed, n))
        if isinstance(out, RuleViolation):
            raise RuntimeError(f"{case.key}: listed command refused: {command} -> {out!r}")
        digest.update(_pack(command))
        absorb(out)
        for e in out:
            state = ENGINE.evolve(state, e)
    digest.update(ENGINE.encode_state(state))
    for reader in (*seats, None):
        digest.update(_pack(ENGINE.view(state, reader)))
    digest.update(_pack(ENGINE.omniscient_view(state)))
    digest.update(_pack(ENGINE.prompts(state)))
    digest.update(_pack(ENGINE.status(state)))
    for each in seats:
        digest.update(_pack(ENGINE.legal_actions(state, each)))
    return digest.hexdigest()


def compute() -> dict[str, str]:
    out = {"topics": hashlib.sha256("\n".join(topics()).encode()).hexdigest()}
    for case in cases():
        out[case.key] = trace(case)
        print(f"{case.key} {out[case.key][:16]}", file=sys.stderr, flush=True)
    return out


def golden() -> dict[str, str]:
    return cast(dict[str, str], json.loads(GOLDEN.read_text(encoding="utf-8")))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", action="store_true", help="rewrite the golden file")
    args = parser.parse_args()
    found = compute()
    if args.write:
        GOLDEN.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{len(found)} hashes written to {GOLDEN}")
        return
    expected = golden()
    changed = sorted(k for k in expected.keys() | found.keys() if expected.get(k) != found.get(k))
    print(f"{len(found) - len(changed)}/{len(found)} hashes unchanged; changed: {changed}")
    sys.exit(1 if changed else 0)


if __name__ == "__main__":
    main()
