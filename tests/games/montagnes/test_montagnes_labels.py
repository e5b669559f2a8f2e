"""Readable views and prompts (issue 13 item 12): relics, equipment, spaces, tiles, madness rules and
steps showed codes (``draw_equipment``, ``no_move_down``, ``coast-1 (coast, tuile)``). Every element a
view shows now carries a label (and, where it does something, a text) in French and in English, and no
label or choice names a code."""

from __future__ import annotations

import functools
import re
import typing
from typing import Any

import msgspec
import pytest

from domain.contract import Event
from domain.games.montagnes import ENGINE
from domain.games.montagnes import content as ct
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.names import NAMES_EN, english
from domain.games.montagnes.state import MontagnesState
from tests.games.montagnes.helpers import Game, play

_LITERALS = [
    v
    for alias in (ct.RelicAction, ct.RelicConstraint, ct.Reward, ct.RestrictionKind)
    for v in typing.get_args(alias)
    if "_" in v
]
CODES = sorted(
    {*CONTENT.spaces, *CONTENT.tiles, *CONTENT.equipment, *CONTENT.injuries, *CONTENT.relics, *CONTENT.madness}
    | set(_LITERALS)
)
_CODE = re.compile("|".join(rf"(?<![\w-]){re.escape(c)}(?![\w-])" for c in CODES))
_REGION_CODE = re.compile(r"\b(coast|mountains|city|gates|escape)\b")


@functools.cache
def names_a_code(text: str) -> bool:
    return bool(_CODE.search(text)) or bool(_REGION_CODE.search(text))


def walk(node: Any) -> typing.Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from walk(value)


def is_text(node: Any) -> bool:
    return isinstance(node, dict) and set(node) == {"fr", "en"} and all(isinstance(v, str) and v for v in node.values())


def sampled_states() -> list[MontagnesState]:
    """States along whole games: every fourth event, and every reward, relic action and peek."""
    states: list[MontagnesState] = []
    count = 0

    def keep(before: MontagnesState | None, event: Event, after: MontagnesState) -> None:
        nonlocal count
        count += 1
        if count % 4 == 0 or after.step in ("reward", "relic_action", "peek", "ignore_choice"):
            states.append(ENGINE.clone(after))

    for seed, expert, policy in ((3, False, "sensible"), (11, True, "sensible"), (5, True, "random")):
        play(5, expert, seed, policy=policy, every_event=keep)
    return states


STATES = sampled_states()


def test_samples_reach_relics_searches_and_madness() -> None:
    assert any(any(s.relics) for s in STATES) and any(s.peek_space for s in STATES)
    assert any(any(s.madness) for s in STATES)


@pytest.mark.parametrize("seat", [0, 1, 4, None])
def test_every_view_element_has_a_french_and_english_label(seat: int | None) -> None:
    """Cards, relics, spaces, tiles and madness cards (every element with an ``id``) have a ``label``;
    relics also say what they cover, do and forbid; each rule a madness enforces says what it is; the
    view says its step, reward, die face and relic action in words."""
    for s in STATES:
        view: dict[str, Any] = msgspec.to_builtins(ENGINE.view(s, seat))
        assert is_text(view["step_text"])
        for key in ("reward", "die_face", "relic_action"):
            assert (view[key] is None) == (view[f"{key}_text"] is None)
            assert view[key] is None or is_text(view[f"{key}_text"])
        assert len(view["leader_constraint_texts"]) == len(view["leader_constraints"])
        assert len(view["trial_texts"]) == len(view["trials"])
        for node in walk(view):
            if "id" in node:
                assert is_text(node.get("label")), node
            if "constraint" in node:
                assert all(is_text(node[k]) for k in ("covers_text", "action_text", "constraint_text")), node
            if "trials" in node and "reward" in node and "region" in node:
                assert is_text(node["reward_text"]) and is_text(node["region_label"])
                assert len(node["trial_labels"]) == len(node["trials"])
            if "kind" in node and "parity" in node:  # an enforced madness rule
                assert is_text(node.get("text")), node
            if is_text(node):
                assert not names_a_code(node["fr"]) and not names_a_code(node["en"]), node
        assert (view["plane"] is None) == (view["plane_label"] is None)
        for player in view["players"]:
            assert is_text(player["label"])
            assert len(player["covered_texts"]) == len(player["covered"])
            assert len(player["relic_token_labels"]) == len(player["relic_tokens"])
            returned = player["madness_returned"]
            assert (returned is None) == (player["madness_returned_labels"] is None)
            assert returned is None or len(player["madness_returned_labels"]) == len(returned)


def test_madness_cards_read_in_french_and_english() -> None:
    """A madness card's name, effect and honour rule come in both languages (issue 16 item 10): the
    holder's view carries them as pairs, and no English side repeats the French."""
    cards = [m for s in STATES for p in range(s.seats) for m in ENGINE.view(s, p).players[p].madness or []]
    assert cards
    for card in cards:
        assert card.effect.fr == card.text and card.effect.en and card.effect.en != card.effect.fr
        assert card.label.en and card.label.en == CONTENT.madness[card.id].name_en
        assert (card.honour is None) == (card.honour_text is None)
    for printed in CONTENT.madness.values():
        assert printed.text_en != printed.text and printed.name_en
        assert (printed.honour is None) == (printed.honour_en is None)


def test_every_printed_name_has_its_english() -> None:
    names = {c.name for c in CONTENT.equipment.values()} | {r.name for r in CONTENT.relics.values()}
    names |= {i.name for i in CONTENT.injuries.values()} | {t.name for t in CONTENT.tiles.values()}
    assert sorted(names - set(NAMES_EN)) == []
    assert english("Dague des Anciens") == "Elder Ones' dagger"


def test_choice_labels_name_no_code() -> None:
    """What a prompt offers reads as words: « Côte 1 (tuile face cachée) », not « coast-1 (coast, tuile) »."""
    seen = 0
    for s in STATES:
        for seat in range(s.seats):
            for action in ENGINE.legal_actions(s, seat):
                assert not names_a_code(action.label), action
                for param in action.params:
                    for choice in param.choices:
                        seen += 1
                        assert not names_a_code(choice.label), (action.action, choice)
    assert seen > 100


def test_labels_read_as_the_box_does() -> None:
    game = Game(3, leader=0)
    moves = {c.value: c.label for c in ENGINE.legal_actions(game.s, 0)[0].params[0].choices}
    assert moves["coast-1"] == "Côte 1 (tuile face cachée)"
    game.s.relics[0].append("specimen-a")
    game.s.relic_pile.remove("specimen-a")
    relic = ENGINE.view(game.s, 1).players[0].relics[0]
    assert relic.label.fr == "Fragment d'Ancien (Spécimen)"
    assert relic.constraint_text.fr.startswith("Leader : l'Avion ne descend jamais")
    assert relic.action_text.en.startswith("Draw an equipment card")
    assert relic.covers_text.en.startswith("Movement phase")
    space = next(sp for sp in ENGINE.view(game.s, 1).spaces if sp.id == "gates")
    assert space.label.fr == "Portes de la Folie" and space.label.en == "Gates of Madness"
