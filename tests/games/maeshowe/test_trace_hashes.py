"""Golden trace hashes: moving Maeshowe's code between modules never changes a game (issue 36).

Each hash is the SHA-256 of every event, every legal-action listing (labels and warnings included) and
the final state of seeded games across the option space, played by the random player and by the
heuristic bot. They were taken before the import circle was broken (``decide`` -> ``answers`` -> ``flow``
-> ``rules`` -> ``search``) and held after it; a change of rules changes them on purpose (update them in
the same commit, saying why).
"""

from __future__ import annotations

import hashlib

import msgspec

from domain.bots import random_command
from domain.games.maeshowe import ENGINE
from domain.games.maeshowe.bots import heuristic
from domain.rng import Rng

from .test_thousands import random_options

MAX_COMMANDS = 400
GOLDEN = {
    "random": "4753eda0e4b26e0dd730eb37a2fd279cfcb601db8b38140affbd74a97659c14f",
    "heuristic": "e1d7e81f7917e3a6d43b182fff79667a6e9314f91feeb6878a2b42612eb1857a",
}


def traced(seeds: range, bot: bool) -> str:
    digest = hashlib.sha256()
    for seed in seeds:
        rng = Rng.derive(seed, "trace")
        state = None
        for event in ENGINE.start(random_options(rng), rng):
            digest.update(msgspec.msgpack.encode(event))
            state = ENGINE.evolve(state, event)
        assert state is not None
        for _ in range(MAX_COMMANDS):
            status = ENGINE.status(state)
            if status.finished:
                break
            seat = status.to_act[0]
            digest.update(msgspec.msgpack.encode(ENGINE.legal_actions(state, seat)))
            command = heuristic(state, seat, rng) if bot else random_command(ENGINE, state, seat, rng)
            assert command is not None
            events = ENGINE.decide(state, seat, command, 0.0, rng)
            assert isinstance(events, list)
            digest.update(msgspec.msgpack.encode(events))
            for event in events:
                state = ENGINE.evolve(state, event)
        digest.update(msgspec.msgpack.encode(state))
    return digest.hexdigest()


def test_random_games_are_the_golden_ones() -> None:
    assert traced(range(150), bot=False) == GOLDEN["random"]


def test_heuristic_games_are_the_golden_ones() -> None:
    assert traced(range(6), bot=True) == GOLDEN["heuristic"]
