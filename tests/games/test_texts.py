"""Every game with a catalogue has each text in each of its languages, and what it emits is covered.

For each hosted game that declares more than one language: the catalogue has no missing entry, and
seeded random matches rendered in every language at every step (views of each seat and of a
spectator, prompts, legal actions, status) never miss a key (a missing one raises), every prompt
text and action label differs between English and French (none was left in one language), and no text
changes when what a seat may not know is re-dealt (``resample_hidden``): texts leak no secret.
"""

from __future__ import annotations

import re
import typing
from typing import Any

import msgspec
import pytest

from domain.bots import fill
from domain.contract import Engine, RuleViolation
from domain.registry import default_engines
from domain.rng import Rng
from domain.sentences import sentences_for
from tests.support import quick

ENGINES = {game: engine for game, engine in default_engines().items() if len(engine.languages) > 1}
SEEDS = tuple(range(1, 4 if quick.ENABLED else 9))
"""Random games per game; ``scripts/test --quick`` plays the first three (tests/support/quick.py)."""
STEPS = 400
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "maeshowe": [
        {},
        {"players": 2, "fear_of_the_dark": True},
        {"expansions": ["gluttony", "crumbling", "dread", "snub", "haste", "ruin"]},
        {"players": 2, "expansions": ["gluttony", "crumbling", "dread", "snub", "haste", "ruin"]},
    ],
}
"""Options that reach every card and prompt (each seed plays one of them); other games: their defaults."""
FRENCH_COLON = re.compile(r"\S{0,20}[^\s\u00a0\u202f]:(?=\s|$)")
"""A French colon with no space before it ("défausse: ..."): French typography puts one there (issue 34;
the browser's scan of the same rule, tests/web/test_names.py, met it in a Maeshowe log line)."""


def _unspaced(texts: list[str]) -> list[str]:
    return [m.group(0) for text in texts for m in FRENCH_COLON.finditer(text)]


def _texts(engine: Engine[Any, Any], state: Any, seats: int) -> tuple[list[str], list[str]]:
    """Render everything a reader may get (so a missing key raises); the prompt texts and action labels."""
    for seat in [None, *range(seats)]:
        msgspec.json.encode(engine.view(state, seat))
    engine.status(state)
    prompts = [p.text for p in engine.prompts(state)]
    labels = [a.label for seat in range(seats) for a in engine.legal_actions(state, seat)]
    return prompts, labels


def test_maeshowe_catalogue_covers_every_card_prompt_and_action() -> None:
    """Structurally, beyond what random play reaches: every card type, task prompt, answer and outcome."""
    from domain.games.maeshowe.commands import MaeshoweCommand
    from domain.games.maeshowe.legal_answers import TASK_ACTIONS
    from domain.games.maeshowe.texts import CARD_TYPES, TEXTS

    for kind in CARD_TYPES:
        assert TEXTS.has(f"card.{kind}.name") and TEXTS.has(f"card.{kind}.effect"), kind
    for prompt in [*TASK_ACTIONS, "turn"]:
        assert TEXTS.has(f"prompt.{prompt}"), prompt
    for reason in ("escaped", "health", "cannot_act"):
        assert TEXTS.has(f"outcome.{reason}"), reason
    actions = {str(cls.__struct_config__.tag) for cls in typing.get_args(MaeshoweCommand)}
    labelled = {key.split(".")[1] for key in TEXTS.entries if key.startswith("action.")}
    assert actions - labelled <= {"take_back"}, actions - labelled  # take_back: one label per source
    assert TEXTS.has("action.take_back_line") and TEXTS.has("action.take_back_discard")


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
    choices = OPTIONS.get(game, [{}])
    opts = msgspec.convert(choices[seed % len(choices)], type=engine.options_type)
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
        for seat in range(seats):  # texts leak nothing: what a seat cannot know does not change them
            twin = engine.resample_hidden(state, seat, Rng(seed * 1000 + seat))
            for reader in (english, french):
                assert reader.view(twin, seat) == reader.view(state, seat)
                assert reader.legal_actions(twin, seat) == reader.legal_actions(state, seat)
                assert reader.prompts(twin) == reader.prompts(state)
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
        told = sentences_for(engine)
        said = [told.tell(event, None, "fr") or "" for event in events] if told is not None else []
        unspaced = _unspaced(fr_prompts + fr_labels + said)
        assert not unspaced, f"{game}: a French colon with no space before it: {unspaced}"
        for event in events:
            state = engine.evolve(state, event)
        now += 0.5


def test_big_book_content_has_english_for_every_french_name_and_text() -> None:
    """Spells, curses, magician powers, monsters and grimoire pages: each French name and text has its
    English (``content/english.json``), and every text reads differently in English."""
    from domain.games.bigbook.content import CONTENT
    from domain.games.bigbook.texts import ENGLISH, content

    texts = [spell.text for spell in CONTENT.spells.values()]
    texts += [curse.text for curse in CONTENT.curses.values()]
    texts += [m.power.text for m in CONTENT.magicians.values()]
    names = [spell.name for spell in CONTENT.spells.values()] + [m.name for m in CONTENT.magicians.values()]
    for page in CONTENT.pages.values():
        texts += [t for t in (page.bonus_text, page.failure_text) if t]
        if page.monster is not None:
            texts.append(page.monster.text)
            names.append(page.monster.name)
    assert texts and names
    for french in texts:
        assert french in ENGLISH["texts"] and content(french, "en") != french, french
        assert content(french, "fr") == french
    for french in names:
        assert french in ENGLISH["names"], french
