"""Every property a front end reads says what it is (issue 34, "The contract a front end reads").

A field's docstring (the string under it in its struct, the project's way of saying what a field
means) is its property's ``description`` in the OpenAPI document (``service.contract_schemas.
field_docs``). Most fields have none yet: the count of undescribed properties may only go down (a new
field must come with its docstring), and the schemas listed in ``FULLY_DESCRIBED`` must keep every
property described.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from service.contract_schemas import describe_fields, field_docs

DOCUMENT: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parents[2] / "openapi" / "openapi.json").read_text(encoding="utf-8")
)
SCHEMAS: dict[str, Any] = DOCUMENT["components"]["schemas"]

UNDESCRIBED_AT_MOST = 2089
"""Undescribed properties in the document when this test was written (2,396 properties, 305 described;
32 before field docstrings were read): lower it as descriptions are added, never raise it."""
FULLY_DESCRIBED = {
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
    "GameVersion",
    "MansionsOptions",
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
