"""The content pack: component counts of « Matériel », and validation of broken data."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from domain.games.bigbook.content import CONTENT, ContentError, Effect, load

DATA = Path(__file__).resolve().parents[3] / "domain" / "games" / "bigbook" / "content"


def test_component_counts_match_the_rulebook() -> None:
    """Matériel: 48 curses, 136 elements (18/10/6 per colour), 35 madness, 56 spells (20 basic =
    4 x 5 players, 36 library), 8 magicians, 17 grimoire cards (4 covers, 12 inner, 1 end)."""
    assert len(CONTENT.curses) == 48
    assert CONTENT.setup.element_cards == {"1": 18, "2": 10, "3": 6}
    assert CONTENT.setup.madness_total == 35
    basic = [s for s in CONTENT.spells.values() if s.basic]
    library = [s for s in CONTENT.spells.values() if not s.basic]
    assert len(basic) * 5 + len(library) == 56
    assert {s.name for s in basic} == {"Combustion", "Glace", "Croissance", "Télépathie"}
    assert len(CONTENT.magicians) == 8
    kinds = [p.kind for p in CONTENT.pages.values()]
    assert (kinds.count("cover"), kinds.count("inner"), kinds.count("end")) == (4, 12, 1)


def test_named_cards_follow_the_rulebook_examples() -> None:
    """« Cercle Polaire coûte 3 … Tous les joueurs placent X cartes en soutien et piochent X cartes »;
    Œil du cyclone: « Tous les joueurs défaussent 1 carte, puis piochent 1 carte »."""
    polar = CONTENT.spells["cercle_polaire"]
    assert polar.level == 3 and [o.op for o in polar.effects[0].ops] == ["support", "draw"]
    eye = CONTENT.spells["oeil_du_cyclone"]
    assert [e.ops[0].op for e in eye.effects] == ["discard", "draw"]


def test_every_magician_starts_with_exactly_one_value_2_card() -> None:
    """Cauchemar replaces « sa carte de valeur 2 de départ »: each magician has exactly one."""
    for magician in CONTENT.magicians.values():
        assert sum(g.count for g in magician.elements if g.value == 2) == 1


def test_five_magicians_never_need_more_value_1_cards_than_exist() -> None:
    for element in ("water", "fire", "earth", "air"):
        per = sorted(
            (
                sum(g.count for g in m.elements if g.element == element and g.value == 1)
                for m in CONTENT.magicians.values()
            ),
            reverse=True,
        )
        assert sum(per[:5]) <= 18


@pytest.mark.parametrize(
    ("name", "mutate", "message"),
    [
        ("curses.json", lambda d: d.pop(), "48 curse cards"),
        ("magicians.json", lambda d: d.pop(), "8 magicians"),
        ("spells.json", lambda d: d[5].update(level=2), "3 library spells"),
        ("grimoire.json", lambda d: d[4].update(kind="cover"), "4/12/1 pages"),
        ("setup.json", lambda d: d.update(madness_total=34), "35 madness"),
    ],
)
def test_a_broken_content_pack_is_refused_at_load(tmp_path: Path, name: str, mutate: object, message: str) -> None:
    for file in DATA.glob("*.json"):
        shutil.copy(file, tmp_path / file.name)
    data = json.loads((tmp_path / name).read_text())
    mutate(data)  # type: ignore[operator]
    (tmp_path / name).write_text(json.dumps(data))
    with pytest.raises(ContentError, match=message):
        load(tmp_path)


def test_an_unknown_field_or_keyword_is_refused(tmp_path: Path) -> None:
    import msgspec

    for file in DATA.glob("*.json"):
        shutil.copy(file, tmp_path / file.name)
    data = json.loads((tmp_path / "spells.json").read_text())
    data[0]["effects"][0]["ops"][0]["op"] = "teleport"
    (tmp_path / "spells.json").write_text(json.dumps(data))
    with pytest.raises(msgspec.ValidationError):
        load(tmp_path)


def _madness_for_everyone(effects: list[Effect]) -> bool:
    return any(e.target == "all" and any(op.op == "add_madness" for op in e.ops) for e in effects)


def test_few_designed_curses_and_failures_give_madness_to_every_player() -> None:
    """The madness pile grows by 5 a player (20/25/30/35, « Selon le nombre de joueurs »), but a
    « tous les joueurs reçoivent 1 Folie » takes one a player: with 11 of 48 such curses the pile ran
    out at 4-5 players (issue 13 item 20). The designed content keeps them few, so the pile's margin
    does not shrink as players are added."""
    curses = [c for c in CONTENT.curses.values() if _madness_for_everyone(c.effects)]
    assert len(curses) <= 5
    failures = [p for p in CONTENT.pages.values() if _madness_for_everyone(p.failure)]
    assert len(failures) <= 1
