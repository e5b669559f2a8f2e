"""Every property a front end reads says what it is (issue 34, "The contract a front end reads").

A field's docstring (the string under it in its struct, the project's way of saying what a field
means) is its property's ``description`` in the OpenAPI document (``service.contract_schemas.
field_docs``); the schemas the document builds itself (``MatchCreatedEntry``, the stream's messages)
state theirs. Every property of the whole document and of each game's document has one: a new field
without its docstring fails here (2,091 of 2,396 properties had none when this test was written, 1,171
of 2,465 before the last of them were described).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest

from service.contract_schemas import closed_sets, describe_fields, field_docs

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT: dict[str, Any] = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
SCHEMAS: dict[str, Any] = DOCUMENT["components"]["schemas"]
DOCUMENTS = {path.stem: path for path in sorted((ROOT / "openapi").glob("*.json"))}
"""The whole document (``openapi``) and each game's (``openapi/<game>.json``)."""


def undescribed(schema: dict[str, Any]) -> list[str]:
    props = schema.get("properties") or {}
    return sorted(name for name, prop in props.items() if "description" not in prop)


def properties(node: Any, where: str = "#") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every property of every schema in ``node``, however deep (``allOf`` members, items, inline
    request and response schemas), with where it is."""
    if isinstance(node, dict):
        props = node.get("properties")
        if isinstance(props, dict):
            for name, prop in props.items():
                if isinstance(prop, dict):
                    yield f"{where}/properties/{name}", prop
        for key, value in node.items():
            if key not in ("examples", "example"):  # example values are data, not schemas
                yield from properties(value, f"{where}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from properties(value, f"{where}/{index}")


def undescribed_properties(document: dict[str, Any]) -> list[str]:
    return [where for where, prop in properties(document) if not str(prop.get("description") or "").strip()]


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_every_property_is_described(name: str) -> None:
    document = json.loads(DOCUMENTS[name].read_text(encoding="utf-8"))
    missing = undescribed_properties(document)
    count = sum(1 for _ in properties(document))
    assert count > 400, (name, count)
    assert missing == [], f"{len(missing)} of {count} properties undescribed in {name}.json: {missing[:20]}"


def test_an_undescribed_property_is_caught() -> None:
    """The check can fail: a property whose description is taken away (or blank), however deep, is named."""
    document = json.loads(json.dumps(DOCUMENT))
    del document["components"]["schemas"]["FarCryDamaged"]["properties"]["amount"]["description"]
    seat_view = document["components"]["schemas"]["MaeshoweSeatView"]["allOf"][1]["properties"]["view"]
    seat_view["description"] = " "
    assert undescribed_properties(document) == [
        "#/components/schemas/FarCryDamaged/properties/amount",
        "#/components/schemas/MaeshoweSeatView/allOf/1/properties/view",
    ]


def test_the_games_own_fields_carry_their_meaning() -> None:
    """Spot checks that the descriptions say what a front end needs: the unit, the game's terms, the rule."""
    damaged = SCHEMAS["FarCryDamaged"]["properties"]
    assert "Health points lost" in damaged["amount"]["description"]
    assert "R-F-30" in damaged["by"]["description"]
    assert "d10" in SCHEMAS["MansionsTestRolled"]["properties"]["roll"]["description"]
    assert "Unix seconds" in SCHEMAS["MontagnesHourglassTurned"]["properties"]["deadline"]["description"]


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
