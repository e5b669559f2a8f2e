"""Every game with a catalogue has each text in each of its languages, and what it emits is covered.

For each hosted game that declares more than one language: the catalogue has no missing entry, and
seeded random matches rendered in every language at every step (views of each seat and of a
spectator, prompts, legal actions, status) never miss a key (a missing one raises), and every prompt
text and action label differs between English and French (none was left in one language).
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from domain.bots import fill
from domain.contract import Engine, RuleViolation
from domain.registry import default_engines
from domain.rng import Rng

ENGINES = {game: engine for game, engine in default_engines().items() if len(engine.languages) > 1}
SEEDS = (1, 2, 3)
STEPS = 80


def _texts(engine: Engine[Any, Any], state: Any, seats: int) -> tuple[list[str], list[str]]:
    """Render everything a reader may get (so a missing key raises); the prompt texts and action labels."""
    for seat in [None, *range(seats)]:
        msgspec.json.encode(engine.view(state, seat))
    engine.status(state)
    prompts = [p.text for p in engine.prompts(state)]
    labels = [a.label for seat in range(seats) for a in engine.legal_actions(state, seat)]
    return prompts, labels


@pytest.mark.parametrize("game", sorted(ENGINES))
def test_catalogue_has_every_key_in_every_language(game: str) -> None:
    engine = ENGINES[game]
    assert engine.texts is not None and engine.texts.missing() == []
    assert set(engine.languages) == set(engine.texts.languages) >= {"en", "fr"}


@pytest.mark.parametrize("game", sorted(ENGINES))
@pytest.mark.parametrize("seed", SEEDS)
def test_every_emitted_text_is_in_both_languages(game: str, seed: int) -> None:
    engine = ENGINES[game]
    english, french = engine.in_language("en"), engine.in_language("fr")
    rng = Rng(seed)
    opts = msgspec.convert({}, type=engine.options_type)
    seats = engine.seats(opts)
    state: Any = None
    for event in engine.start(opts, rng):
        state = engine.evolve(state, event)
    now = 1000.0
    for _ in range(STEPS):
        en_prompts, en_labels = _texts(english, state, seats)
        fr_prompts, fr_labels = _texts(french, state, seats)
        assert len(en_prompts) == len(fr_prompts) and len(en_labels) == len(fr_labels)
        for en, fr in zip(en_prompts + en_labels, fr_prompts + fr_labels, strict=True):
            assert en != fr, f"{game}: not translated: {en!r}"
        if engine.status(state).finished:
            break
        actions = [(seat, a) for seat in range(seats) for a in engine.legal_actions(state, seat)]
        events: list[Any] = []
        if actions:
            seat, action = rng.choice(actions)
            out = engine.decide(state, seat, engine.parse_command(fill(action, rng)), now, rng)
            events = [] if isinstance(out, RuleViolation) else out
        if not events:
            deadline = engine.next_deadline(state)
            if deadline is None:
                continue
            now = max(now, deadline) + 0.01
            events = engine.on_deadline(state, now, rng)
        for event in events:
            state = engine.evolve(state, event)
        now += 0.5
