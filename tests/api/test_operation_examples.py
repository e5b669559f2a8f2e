"""Every operation of the OpenAPI document has examples, and every example is valid (issue 16 item 7).

The request and success examples are bodies recorded from real calls (``python -m
tests.support.record_examples`` writes ``service/operation_examples.json``); the error examples are
problems built from the catalogue. Each one is validated against its own schema here (JSON Schema
2020-12, references resolved in the committed document, jsonschema-rs), so a change of the contract that leaves a
recorded example behind fails until the examples are recorded again.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from jsonschema_rs import Draft202012Validator

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT: dict[str, Any] = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))


def operations() -> Iterator[tuple[str, dict[str, Any]]]:
    for item in DOCUMENT["paths"].values():
        for operation in item.values():
            if isinstance(operation, dict) and "operationId" in operation:
                yield operation["operationId"], operation


def contents(operation: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(where, media type, media object) of the request body and of every answer."""
    for media, content in operation.get("requestBody", {}).get("content", {}).items():
        yield "request", media, content
    for status, response in operation["responses"].items():
        for media, content in response.get("content", {}).items():
            yield status, media, content


def examples(content: dict[str, Any]) -> list[Any]:
    if "example" in content:
        return [content["example"]]
    return [entry["value"] for entry in content.get("examples", {}).values()]


def checker(schema: dict[str, Any]) -> Draft202012Validator:
    """A validator for ``schema`` whose ``#/components/...`` references resolve in the document."""
    return Draft202012Validator({"allOf": [schema], "components": DOCUMENT["components"]})


OPERATIONS = dict(operations())


def test_the_document_has_every_operation() -> None:
    assert len(OPERATIONS) >= 34


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_every_request_and_answer_has_a_valid_example(operation_id: str) -> None:
    operation = OPERATIONS[operation_id]
    successes = 0
    for where, media, content in contents(operation):
        values = examples(content)
        assert values, f"{operation_id} {where} {media}: no example"
        if where.startswith("2"):
            successes += 1
        check = checker(content.get("schema", {}))
        for value in values:
            if not isinstance(value, str) or (media.endswith("json") and not media.endswith("ndjson")):
                errors = [f"{e.message} at {list(e.instance_path)}" for e in check.iter_errors(value)]
                assert not errors, f"{operation_id} {where} {media}: {errors[:3]}"
            else:
                assert isinstance(value, str) and value, (operation_id, where, media)
    assert successes >= 1, operation_id


def test_a_wrong_example_is_caught() -> None:
    """The check can fail: a view example missing a required field does not validate."""
    content = DOCUMENT["paths"]["/matches/{match_id}/view"]["get"]["responses"]["200"]["content"]["application/json"]
    value = dict(examples(content)[0])
    del value["legal_actions"]
    check = checker(content["schema"])
    assert list(check.iter_errors(value))
    value = dict(examples(content)[0])
    value["game"] = "not-a-game"
    assert list(check.iter_errors(value))


def test_recorded_examples_are_real_bodies() -> None:
    """The recording is one played match: the command's answer carries events of the view's match."""
    recorded = json.loads((ROOT / "service" / "operation_examples.json").read_text(encoding="utf-8"))
    created = recorded["createMatch"]["responses"]["201"]["value"]
    view = recorded["getView"]["responses"]["200"]["value"]
    assert view["match_id"] == created["match_id"] and view["game"] == "maeshowe"
    assert recorded["sendCommand"]["request"]["command"]["action"]
    assert recorded["undo"]["responses"]["200"]["value"]["outcome"] == "requested"


GAME_DOCUMENTS = {path.stem: path for path in sorted((ROOT / "openapi").glob("*.json")) if path.stem != "openapi"}
"""Each game's document (``openapi/<game>.json``)."""


@pytest.mark.parametrize("game", sorted(GAME_DOCUMENTS))
def test_each_game_document_shows_valid_examples_of_its_own_game(game: str) -> None:
    """A game's document validates its examples against its own schemas (its view, commands and events
    only): every request and answer has one, and each is valid, so the examples are the game's own
    (``service/game_examples.json``), not Maeshowe's."""
    document = json.loads(GAME_DOCUMENTS[game].read_text(encoding="utf-8"))
    for item in document["paths"].values():
        for operation in item.values():
            if not isinstance(operation, dict) or "operationId" not in operation:
                continue
            for where, media, content in contents(operation):
                values = examples(content)
                assert values, f"{game} {operation['operationId']} {where} {media}: no example"
                if not (media.endswith("json") and not media.endswith("ndjson")):
                    continue
                check = Draft202012Validator({"allOf": [content.get("schema", {})], **document})
                for value in values:
                    errors = [f"{e.message} at {list(e.instance_path)}" for e in check.iter_errors(value)]
                    assert not errors, f"{game} {operation['operationId']} {where}: {errors[:3]}"
    view = document["paths"]["/matches/{match_id}/view"]["get"]["responses"]["200"]["content"]["application/json"]
    assert examples(view)[0]["game"] == game


def test_each_other_game_has_its_recorded_match() -> None:
    """Each game but Maeshowe (the whole document's) has a recorded match: its own view, commands, and an
    undo another seat asked for and was granted."""
    recorded = json.loads((ROOT / "service" / "game_examples.json").read_text(encoding="utf-8"))
    assert sorted(recorded) == sorted(set(GAME_DOCUMENTS) - {"maeshowe"})
    for game, operations in recorded.items():
        assert operations["getView"]["responses"]["200"]["value"]["game"] == game
        assert operations["sendCommand"]["request"]["command"]["action"], game
        assert operations["undo"]["responses"]["200"]["value"]["outcome"] == "requested", game
        assert operations["answerUndo"]["responses"]["200"]["value"]["outcome"] == "undone", game
