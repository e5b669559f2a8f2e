"""The committed OpenAPI document is exactly what the app generates (front ends build on the file)."""

from __future__ import annotations

import json
from pathlib import Path

from service.commands.openapi import render_openapi

DOCUMENT = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"


def test_committed_document_matches_the_app() -> None:
    """Regenerate with: .venv/bin/folie openapi --output openapi/openapi.json"""
    assert DOCUMENT.read_text(encoding="utf-8") == render_openapi()


def test_every_error_is_documented_as_problem_json() -> None:
    document = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            for status, response in operation["responses"].items():
                if int(status) >= 400:
                    assert list(response["content"]) == ["application/problem+json"], (path, method, status)


def test_request_bodies_reject_unknown_fields_in_the_document() -> None:
    schemas = json.loads(DOCUMENT.read_text(encoding="utf-8"))["components"]["schemas"]
    for name in ("CommandRequest", "UndoRequest", "UndoAnswer", "ChatRequest"):
        assert schemas[name]["additionalProperties"] is False, name
    for variant in schemas["CreateMatch"]["oneOf"]:  # one per game: `options` chosen by `game`
        assert schemas[variant["$ref"].rsplit("/", 1)[1]]["additionalProperties"] is False, variant
