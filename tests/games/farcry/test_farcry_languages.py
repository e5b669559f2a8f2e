"""Far Cry speaks the reader's language (issue 16 item 10): one language per text, never "fr / en".

Random missions and explorations are played through the engine; at every state the listings, prompts,
status and view of each seat are rendered in English and in French and checked: no pair mark left,
no text joined in both languages, and the two renderings differ where the rules wrote two wordings.
"""

from __future__ import annotations

import msgspec
import pytest

from domain import bots
from domain.contract import RuleViolation
from domain.games.farcry.language import CLOSE, OPEN, SPLIT, both, localise, pick
from domain.games.farcry.state import FarCryState
from domain.rng import Rng
from tests.games.farcry.exploration_play import use_saved_mission
from tests.games.farcry.farcry_play import ENGINE, clear_enemies, fold, new, refused
from tests.games.farcry.test_farcry_save import end_turn_of_all

ENGLISH, FRENCH = ENGINE.in_language("en"), ENGINE.in_language("fr")
MARKS = (OPEN, SPLIT, CLOSE)


def rendered(s: FarCryState, seat: int, engine: object) -> str:
    """Everything a seat reads, as JSON text."""
    e = engine
    parts = [e.legal_actions(s, seat), e.prompts(s), e.status(s), e.view(s, seat)]  # type: ignore[attr-defined]
    return msgspec.json.encode(parts).decode()


def check(s: FarCryState) -> tuple[set[str], set[str]]:
    labels: tuple[set[str], set[str]] = (set(), set())
    for seat in range(s.seats):
        for engine, seen in ((ENGLISH, labels[0]), (FRENCH, labels[1])):
            text = rendered(s, seat, engine)
            assert not any(mark in text for mark in MARKS), text[:300]
            for action in engine.legal_actions(s, seat):
                assert " / " not in action.label, action.label
                seen.add(action.label)
            for prompt in engine.prompts(s):
                assert " / " not in prompt.text, prompt.text
    return labels


def play(s: FarCryState, seed: int, steps: int) -> tuple[set[str], set[str]]:
    rng = Rng(seed)
    english: set[str] = set()
    french: set[str] = set()
    for step in range(steps):
        en, fr = check(s)
        english |= en
        french |= fr
        status = ENGINE.status(s)
        if status.finished or not status.to_act:
            break
        seat = rng.choice(status.to_act)
        actions = ENGINE.legal_actions(s, seat)
        if not actions:
            break
        command = ENGINE.parse_command(bots.fill(rng.choice(actions), rng))
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(seed, step))
        assert not isinstance(out, RuleViolation), out
        s = fold(out, s)
    return english, french


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_mission_reads_in_one_language_at_a_time(seed: int) -> None:
    english, french = play(new(seats=2, seed=seed), seed, 60)
    assert english and french and english != french
    assert any(label.startswith("Move") for label in english)
    assert any(label.startswith("Se déplacer") for label in french)


def test_an_exploration_reads_in_one_language_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    use_saved_mission(monkeypatch)
    s = new(seats=2, seed=4)
    clear_enemies(s)
    s, _ = end_turn_of_all(s)
    assert s.exploration is not None
    english, french = play(s, 4, 40)
    assert english != french


def test_pairs_are_picked_where_they_stand_and_inside_one_another() -> None:
    text = both("Tirer", "Shoot") + " : " + both(f"fusil ({both('chargé', 'loaded')})", "rifle")
    assert pick(text, "fr") == "Tirer : fusil (chargé)"
    assert pick(text, "en") == "Shoot : rifle"
    nested = {"a": [both("un", "one")], "b": ("x", both("deux", "two"))}
    assert localise(nested, "fr") == {"a": ["un"], "b": ("x", "deux")}


def test_a_refusal_is_told_in_the_readers_language() -> None:
    s = new(seats=1, seed=1)
    violation = refused(s, 0, ENGINE.parse_command({"action": "reload", "character": "nobody"}))
    english, french = ENGLISH.explain(violation), FRENCH.explain(violation)
    assert english.code == french.code == violation.code
    for told in (english, french):
        assert " / " not in told.message and not any(mark in told.message for mark in MARKS)
    assert english.message != french.message
