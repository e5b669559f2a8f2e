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
from schemathesis.specs.openapi.checks import positive_data_acceptance

from domain.registry import default_engines
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.support.responses import content_type
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
    """Every check but "schema-valid data is accepted": what is valid depends on the match (options of
    another game, an illegal move) and is refused with a documented 4xx problem, on purpose. A body over
    the size limit is refused with 413 before it is read, whatever its shape."""
    response = case.call()
    if response.status_code == 413:
        assert content_type(response).startswith("application/problem+json")
        return
    case.validate_response(response, excluded_checks=[positive_data_acceptance])
