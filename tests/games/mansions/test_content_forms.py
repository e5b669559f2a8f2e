"""Effect forms the engine does not implement are refused at load, naming the card and the form
(``content/forms.py``), never found mid-match; and the loader's table agrees with ``effects.py``."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from domain.games.mansions import effects
from domain.games.mansions.content import ContentError
from domain.games.mansions.content import schema as sc
from domain.games.mansions.content.forms import USES, unsupported
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import E, act, claim, match
from tests.games.mansions.test_content_refusals import _entry, _load_with

KEEPER_MOVE = {"verb": "move", "spaces": 1, "target": "each_in_room", "by": "keeper"}


def _add(path: Callable[[Any], list[dict[str, Any]]], effect: dict[str, Any]) -> Callable[[Any], None]:
    return lambda d: path(d).append(effect)


def _in_test(effect: dict[str, Any]) -> dict[str, Any]:
    return {"verb": "test", "attribute": "luck", "failure": [effect]}


CASES: list[tuple[str, Callable[[Any], None], str]] = [
    (
        "mythos.json",
        _add(lambda d: _entry(d, "floor_tilts")["card"]["effects"], KEEPER_MOVE),
        "mythos.json: floor_tilts: the engine does not implement move by the keeper of 'each_in_room' outside "
        "the keeper's turn",
    ),
    (
        "events.json",
        _add(
            lambda d: _entry(d, "choir_hums")["card"]["effects"],
            {"verb": "place_token", "token": "fire", "where": "adjacent_room"},
        ),
        "events.json: choir_hums: the engine does not implement place_token at 'adjacent_room'",
    ),
    (
        "events.json",
        _add(
            lambda d: _entry(d, "choir_hums")["card"]["effects"],
            {"verb": "summon", "monster": "rat_tide", "where": "room"},
        ),
        "events.json: choir_hums: the engine does not implement summon at 'room' on a card that concerns no "
        "investigator",
    ),
    (
        "items.json",
        _add(lambda d: _entry(d, "dynamite")["use"], {"verb": "discard", "what": "item"}),
        "items.json: dynamite: the engine does not implement discard of 'item' (only stun tokens)",
    ),
    (
        "trauma.json",
        lambda d: d[0]["card"]["effects"].append(_in_test({"verb": "draw", "deck": "spell", "who": "self"})),
        "the engine does not implement draw of 'spell' by 'self'",
    ),
    (
        "traits.json",
        _add(
            lambda d: _entry(d, "triage")["ability"]["card"]["effects"],
            {"verb": "move", "spaces": 1, "target": "monster"},
        ),
        "traits.json: triage: the engine does not implement move by the keeper on a player's own card",
    ),
]


@pytest.mark.parametrize(("name", "mutate", "message"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_an_unimplemented_form_is_refused_at_load_naming_the_card(
    name: str, mutate: Callable[[Any], None], message: str
) -> None:
    with pytest.raises(ContentError, match=re.escape(message)):
        _load_with(name, mutate)


def test_the_same_form_loads_where_the_engine_implements_it() -> None:
    """A keeper's move of the investigators is a drag in the keeper's turn (an event card), and a
    mythos card's move of its own investigator is ``mythos.play``'s."""
    _load_with("events.json", _add(lambda d: _entry(d, "choir_hums")["card"]["effects"], KEEPER_MOVE))
    own = {"verb": "move", "spaces": 1, "target": "self", "by": "keeper"}
    _load_with("mythos.json", _add(lambda d: _entry(d, "floor_tilts")["card"]["effects"], own))
    with pytest.raises(ContentError, match="move by the keeper of 'self' outside the keeper's turn"):
        _load_with("mythos.json", _add(lambda d: _entry(d, "floor_tilts")["card"]["effects"], _in_test(own)))


FORMS: list[sc.Effect] = [
    *(
        sc.Move(spaces=1, target=target, by=by)
        for target in ("self", "each_in_room", "each_investigator", "monster", "each_monster")
        for by in ("keeper", "player")
    ),
    *(sc.Draw(deck=deck, who=who) for deck in ("mythos", "trauma", "spell", "combat") for who in ("keeper", "self")),
    *(sc.Discard(what=what) for what in ("item", "weapon", "spell", "skill_point", "stun")),
    *(sc.PlaceToken(token="fire", where=where) for where in ("space", "room", "adjacent_room")),
    sc.PlaceToken(token="ritual", where="named_room", room="crypt"),
    *(sc.RemoveToken(token="barricade", where=where) for where in ("space", "room", "adjacent_room")),
    *(sc.Summon(monster="rat_tide", where=where) for where in ("space", "room", "adjacent_room")),
    sc.Summon(monster="rat_tide", where="feature", feature="altar"),
    sc.Damage(amount=1),
    sc.PlayTrauma(kind="injury"),
]


def _keeper_turn() -> MansionsState:
    state = act(claim(match()), 1, {"action": "end_turn"})
    assert state.phase == "keeper"
    return state


@pytest.mark.parametrize("use", sorted(u for u, spec in USES.items() if spec.keeper_moves))
def test_the_loader_s_table_agrees_with_the_engine(use: str) -> None:
    """Inside a test's lists (where no module handles a form of its own) a form the loader accepts
    applies, and one it refuses raises ``NotImplementedError`` in ``effects.py``, in the turn and for
    the investigator (or none) the card is applied with."""
    spec = USES[use]
    state = _keeper_turn() if spec.keeper_turn else claim(match())
    seat = 1 if spec.concerns else None
    for form in FORMS:
        accepted = unsupported([form], spec, top=False) is None
        ctx = Ctx(E.clone(state), Rng(1), answers=[False] * 10)  # no skill point on its tests (L88)
        try:
            effects.apply(ctx, [form], seat, monster=state.monsters[0].uid)
            ran = True
        except NotImplementedError:
            ran = False
        assert ran == accepted, (use, form)
