"""The loader refuses broken data, naming the file, the entry and the rule (a copy is mutated each time)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import msgspec
import pytest

from domain.games.mansions.content import CONTENT, ContentError, _solvable, load

DATA = Path(__file__).resolve().parents[3] / "domain" / "games" / "mansions" / "content"


def _load_with(name: str, mutate: Callable[[Any], None]) -> None:
    data = json.loads((DATA / name).read_text())
    mutate(data)

    def read(file: str) -> bytes:
        return json.dumps(data).encode() if file == name else (DATA / file).read_bytes()

    load(read)


def _entry(entries: list[dict[str, Any]], id_: str) -> dict[str, Any]:
    return next(e for e in entries if e["id"] == id_)


def _answer(data: dict[str, Any], question: str, answer: str) -> dict[str, Any]:
    q = next(q for q in data["questions"] if q["id"] == question)
    found: dict[str, Any] = next(a for a in q["answers"] if a["id"] == answer)
    return found


def _room(answer: dict[str, Any], room: str) -> list[str]:
    cards: list[str] = next(p for p in answer["placements"] if p["room"] == room)["cards"]
    return cards


def _drop_passage(d: dict[str, Any]) -> None:
    d["passages"] = [p for p in d["passages"] if p["kind"] != "ladder"]
    for s in d["spaces"]:
        s["features"] = [f for f in s["features"] if f != "ladder"]


def _no_question_monsters(d: dict[str, Any]) -> None:
    for a in d["questions"][2]["answers"]:
        a["reveal_monsters"] = []


def _move_card(d: dict[str, Any]) -> None:
    """Silas's hall gives a card to his study: 3 and 5 cards where Mrs Penhale's story has 4 and 4."""
    silas = _answer(d, "writer", "silas")
    _room(silas, "study").append(_room(silas, "hall").pop())


CASES: list[tuple[str, Callable[[Any], None], str]] = [
    (
        "keeper_actions.json",
        lambda d: _entry(d, "altar_rite")["needs"].update(monster="ghoul"),
        r"keeper_actions\.json: altar_rite: needs an unknown monster 'ghoul'",
    ),
    (
        "keeper_actions.json",
        lambda d: _entry(d, "altar_rite")["needs"].update(feature="hiding_spot"),
        r"keeper_actions\.json: altar_rite: needs a feature on exactly one space \('hiding_spot'\)",
    ),
    (
        "scenario.json",
        lambda d: d["monsters"][0].update(investigators=5),
        r"scenario\.json: weir_cultist: investigators from 1 to 4",
    ),
    (
        "traits.json",
        lambda d: _entry(d, "triage")["ability"].update(action=False),
        r"traits\.json: triage: ability action False: texts say \{'en': True, 'fr': True\}",
    ),
    ("monsters.json", lambda d: d[0].update(toughness=3), r"monsters\.json: Object contains unknown field"),
    ("spells.json", lambda d: d.append(dict(d[0])), r"spells\.json: duplicate ids \['banish_1'\]"),
    ("mythos.json", lambda d: d.pop(), r"mythos\.json: 15 entries \(inventory 3\.2\), found 14"),
    ("monsters.json", lambda d: d[0]["source"].update(lines=[7, 119]), r"weir_cultist: lines \[119\] are outside"),
    ("monsters.json", lambda d: d[0]["source"].update(designed=["toughness"]), r"designed names \['toughness'\]"),
    ("items.json", lambda d: d[0]["name"].update(fr=""), r"items\.json: storm_lantern: a text lacks a language"),
    (
        "events.json",
        lambda d: d[0]["card"]["text"].update(fr=d[0]["card"]["text"]["en"]),
        r"sluice_groans: French text is the English one",
    ),
    (
        "events.json",
        lambda d: d[2]["card"]["effects"][0].update(monster="kraken"),
        r"events\.json: wheel_turns: summons unknown monster 'kraken'",
    ),
    (
        "exploration.json",
        lambda d: _entry(d, "ex_oil_lamp").update(item="lamp"),
        r"exploration\.json: ex_oil_lamp: 'lamp' is no found item",
    ),
    (
        "map.json",
        lambda d: d.update(doors=[x for x in d["doors"] if x["id"] != "d_study"]),
        r"adjacent hall_north-study_west: spaces of different rooms meet only through a door \(L27\)",
    ),
    ("map.json", lambda d: _entry(d["spaces"], "larder").update(dot=[6.5, 3.0]), r"larder: its white dot lies inside"),
    ("map.json", _drop_passage, r"spaces \['cellar_.*'crypt_door'.*cannot be reached from the start"),
    (
        "map.json",
        lambda d: d.update(walls=[w for w in d["walls"] if w != [[4, 0], [4, 1]]]),
        r"map\.json: study_east-kitchen_hearth: rooms are walled off except at doors",
    ),
    (
        "map.json",
        lambda d: d.update(walls=[w for w in d["walls"] if w != [[0, 0], [1, 0]]]),
        r"map\.json: gh_west: the floor's outline is walled",
    ),
    (
        "map.json",
        lambda d: d["diagonal"].append(["yard_shed", "hall_south"]),
        r"diagonal yard_shed-hall_south: diagonals stay inside a room",
    ),
    (
        "investigators.json",
        lambda d: d[1].update(physical=d[0]["physical"]),
        r"investigators\.json: every trait belongs to an investigator",
    ),
    (
        "spells.json",
        lambda d: d[1].update(attribute="intellect"),
        r"spells\.json: banish_1: spells of a type look alike",
    ),
    (
        "puzzles.json",
        lambda d: d[2].update(solution=d[2]["start"]),
        r"puzzles\.json: generator_wiring: the solution joins inlet and outlet",
    ),
    ("puzzles.json", lambda d: d[0].update(solution=[1, 1, 0]), r"dial_lock: solvable in 3-15 actions, found 1"),
    (
        "puzzles.json",
        lambda d: d[1].update(start=d[1]["solution"], rotations=[0] * 9),
        r"crypt_runes: the start is not",
    ),
    ("puzzles.json", lambda d: d[1].update(rotations=[0] * 9), r"crypt_runes: needs 3-15 actions at least, found 2"),
    (
        "objectives.json",
        lambda d: d[0].update(keeper=d[0]["keeper"][1:]),
        r"obj_bride: the last event 'high_water' is the keeper's deadline",
    ),
    (
        "scenario.json",
        lambda d: _room(_answer(d, "found", "wheel"), "wheelhouse").remove("clue_4"),
        r"story silas/wheel/bride: every clue is placed",
    ),
    (
        "scenario.json",
        lambda d: _room(_answer(d, "writer", "silas"), "study").reverse(),
        r"story silas/wheel/bride: study: a lock or obstacle only on top",
    ),
    (
        "scenario.json",
        lambda d: _answer(d, "want", "bride")["placements"][0].update(room="larder"),
        r"scenario\.json: want: every answer sets the same rooms",
    ),
    (
        "scenario.json",
        lambda d: _answer(d, "want", "wheel").update(objective="obj_bride"),
        r"one question picks each objective once",
    ),
    (
        "scenario.json",
        lambda d: _room(_answer(d, "want", "wheel"), "crypt").__setitem__(1, "ex_silt_idol"),
        r"story silas/wheel/wheel: the objective's items \['sluice_key'\] are placed",
    ),
    (
        "scenario.json",
        _no_question_monsters,
        r"scenario\.json: monsters that never enter play: \['heron_thing'\]",
    ),
    (
        "scenario.json",
        lambda d: (
            _answer(d, "want", "bride").setdefault("monsters", []).append({"monster": "heron_thing", "space": "larder"})
        ),
        r"scenario\.json: story silas/wheel/wheel: set-up monsters .* differ from .* in scenario\.json: story"
        r" silas/wheel/bride: the board would tell the story \(place a story's monsters in its answers'"
        r" reveal_monsters\)",
    ),
    (
        "scenario.json",
        _move_card,
        r"scenario\.json: story penhale/wheel/bride: stack sizes .* differ from .*: the board would tell the story",
    ),
    (
        "locks.json",
        lambda d: _entry(d, "lock_rune").update(opens="key", key="sluice_key", puzzle=None),
        r"locks\.json: every puzzle sits behind a lock",
    ),
]


@pytest.mark.parametrize(("name", "mutate", "message"), CASES, ids=[m for _, _, m in CASES])
def test_loader_refuses(name: str, mutate: Callable[[Any], None], message: str) -> None:
    with pytest.raises(ContentError, match=message):
        _load_with(name, mutate)


def test_a_key_must_lie_outside_its_own_lock() -> None:
    """Designed (locks and keys): a key lock opens only with a key found in a room opened before it."""
    wheel_story = CONTENT.story({"writer": "silas", "found": "wheel", "want": "wheel"})
    rune = CONTENT.locks["lock_rune"]
    dial = CONTENT.locks["lock_dial"]
    keyed_crypt = replace(
        CONTENT, locks={**CONTENT.locks, "lock_rune": msgspec.structs.replace(rune, opens="key", key="sluice_key")}
    )
    assert not _solvable(keyed_crypt, wheel_story)  # the sluice key lies in the crypt it would open
    keyed_study = replace(
        CONTENT, locks={**CONTENT.locks, "lock_dial": msgspec.structs.replace(dial, opens="key", key="sluice_key")}
    )
    assert _solvable(keyed_study, wheel_story)  # found in the crypt, it opens the study
    assert _solvable(CONTENT, wheel_story)
