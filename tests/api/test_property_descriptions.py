"""Every property a front end reads says what it is (issue 34, "The contract a front end reads").

A field's docstring (the string under it in its struct, the project's way of saying what a field
means) is its property's ``description`` in the OpenAPI document (``service.contract_schemas.
field_docs``). Most fields have none yet: the count of undescribed properties may only go down (a new
field must come with its docstring), and the schemas listed in ``FULLY_DESCRIBED`` must keep every
property described.
"""

from __future__ import annotations

import json
import typing
from pathlib import Path
from typing import Any

import msgspec

from domain.games.bigbook.commands import BigBookCommand
from domain.games.maeshowe.commands import MaeshoweCommand
from domain.games.maeshowe.events import MaeshoweEvent
from domain.games.montagnes.commands import MontagnesCommand
from service.contract_schemas import closed_sets, describe_fields, field_docs

DOCUMENT: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text(encoding="utf-8")
)
SCHEMAS: dict[str, Any] = DOCUMENT["components"]["schemas"]
CLASSES = {cls.__name__ for union in (MaeshoweCommand, MaeshoweEvent) for cls in typing.get_args(union)}
"""Maeshowe's command and event classes."""

UNDESCRIBED_AT_MOST = 1176
"""Undescribed properties in the document (2,420 properties): lower it as descriptions are added, never
raise it. 2,091 of 2,396 when this test was written, 32 described before field docstrings were read."""
FULLY_DESCRIBED = {
    # every game's view, the most-read schemas (issue 34), and the legal actions a seat's view lists
    *(f"BigBook{name}View" for name in ("", "Curse", "Library", "Magician", "Monster", "Player", "Spell")),
    *(f"Maeshowe{name}View" for name in ("", "Card", "LineCard", "Player")),
    *(
        f"Mansions{name}View"
        for name in ("", "Clue", "Decks", "Investigator", "Modifier", "Monster", "Secrets", "Spell")
    ),
    *(f"Montagnes{name}View" for name in ("", "Card", "Madness", "Player", "Relic", "Rule", "Sled", "Space", "Tile")),
    "FarCryAnecdoteView",
    "FarCryCharacterView",
    "FarCryEnemyChoiceView",
    "FarCryHexView",
    "FarCryHiddenView",
    "FarCryObjectiveView",
    "FarCryOfferView",
    "FarCryReachView",
    "FarCryTargetView",
    "FarCryText",
    "FarCryTokenView",
    "FarCryUnitView",
    "FarCryView",
    "FarCryWeaponView",
    "SeatViewCommon",
    "LegalAction",
    "Param",
    "Choice",
    "Prompt",
    "Outcome",
    "Status",
    "Waiting",
    "GameVersion",
    "MansionsOptions",
    # every event and command of Maeshowe, every command of Big Book and Montagnes
    *(name for name in SCHEMAS if name.startswith("Maeshowe") and name.removeprefix("Maeshowe") in CLASSES),
    *(f"BigBook{cls.__name__}" for cls in typing.get_args(BigBookCommand)),
    *(f"Montagnes{cls.__name__}" for cls in typing.get_args(MontagnesCommand)),
}
"""Schemas whose every property is described: a new property without a description fails."""


def undescribed(schema: dict[str, Any]) -> list[str]:
    props = schema.get("properties") or {}
    return sorted(name for name, prop in props.items() if "description" not in prop)


def test_no_new_property_goes_undescribed() -> None:
    missing = {name: undescribed(schema) for name, schema in SCHEMAS.items() if undescribed(schema)}
    count = sum(len(names) for names in missing.values())
    assert count <= UNDESCRIBED_AT_MOST, f"{count} undescribed properties (at most {UNDESCRIBED_AT_MOST})"


def test_fully_described_schemas_stay_so() -> None:
    for name in sorted(FULLY_DESCRIBED):
        assert SCHEMAS[name].get("properties"), name
        assert undescribed(SCHEMAS[name]) == [], name


def test_a_field_docstring_is_its_property_description() -> None:
    """The weapon's card fields carry their docstrings, by encoded name; a field with no docstring
    stays undescribed (the test above then counts it)."""

    class Probe(msgspec.Struct, rename={"seen_as": "seenAs"}):
        plain: int
        seen_as: str
        """The name it is sent under."""

    assert field_docs(Probe) == {"seenAs": "The name it is sent under."}
    schema: dict[str, Any] = {"properties": {"plain": {"type": "integer"}, "seenAs": {"type": "string"}}}
    describe_fields(schema, Probe)
    assert undescribed(schema) == ["plain"]
    assert schema["properties"]["seenAs"]["description"] == "The name it is sent under."
    reach = SCHEMAS["FarCryWeaponView"]["properties"]["reach"]
    assert reach["enum"] == ["melee", "ranged"] and "CB-7" in reach["description"]


def test_closed_sets_are_enums() -> None:
    """A front end can list what a closed set holds: Maeshowe's ``rune``, ``type``, ``result`` and ``reason``,
    and every field of ``service.contract_schemas.closed_sets``, is an ``enum`` (or ``const``) in the document."""
    card = SCHEMAS["MaeshoweCardView"]["properties"]
    assert card["rune"]["enum"] == ["blue", "joker", "none", "red"]
    assert "dig" in card["type"]["enum"] and "raven" in card["type"]["enum"]
    view = SCHEMAS["MaeshoweView"]["properties"]
    assert view["result"]["enum"] == ["won", "lost", None]
    assert "escaped" in view["reason"]["enum"]
    for name, fields in closed_sets().items():
        for field in fields:
            prop = SCHEMAS[name]["properties"][field]
            prop = prop.get("items", prop)
            assert "enum" in prop or "const" in prop, (name, field)
