"""Property-based API testing from the OpenAPI document: no 5xx, responses conform to the schema.

The app runs on a real SQLite file with every registered game plus the toy engine; schemathesis
generates requests for every operation from the document alone.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings

from domain.registry import default_engines
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.support.toy import ENGINE as TOY

_DIR = Path(tempfile.mkdtemp(prefix="folie-schemathesis-"))
APP = create_app(
    Settings(store=StoreConfig(sqlite_path=str(_DIR / "events.sqlite"))),
    engines={**default_engines(), "toy": TOY},
)
schema = schemathesis.openapi.from_asgi("/schema/openapi.json", APP)


@schema.parametrize()
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_operation_conforms(case: Any) -> None:
    case.call_and_validate()
