"""Stateful schemathesis: chains of real calls built from the OpenAPI document's links.

Schemathesis infers the links (``createMatch`` -> every ``/matches/{match_id}/...`` operation) and chains
calls with real match ids. Seat tokens are secrets returned once by ``createMatch``; the state machine
remembers them and sends one (a random seat's, or none, or a wrong one) with later calls on that match,
so the chains reach views, commands, undo, replay and chat as a real client would. Every response must
conform to the document and none may be a 5xx.
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

_DIR = Path(tempfile.mkdtemp(prefix="folie-stateful-"))
APP = create_app(
    Settings(
        store=StoreConfig(sqlite_path=str(_DIR / "events.sqlite")),
        analytics_path=str(_DIR / "analytics.duckdb"),
        analytics_projector="off",
    ),
    engines={**default_engines(), "toy": TOY},
)
# Live streams never end on their own: they are tested in tests/production.
schema = schemathesis.openapi.from_asgi("/schema/openapi.json", APP).exclude(operation_id="streamEvents")

TOKENS: dict[str, list[str]] = {}
"""Seat tokens by match id, learned from createMatch responses."""


class Workflow(schema.as_state_machine()):  # type: ignore[misc]
    def after_call(self, response: Any, case: Any) -> None:
        if case.operation.definition.raw.get("operationId") == "createMatch" and response.status_code == 201:
            body = response.json()
            TOKENS[body["match_id"]] = [seat["token"] for seat in body["seats"]]

    def validate_response(self, response: Any, case: Any, additional_checks: Any = None, **kwargs: Any) -> None:
        """Every check but "schema-valid data is accepted": in a rules engine, validity depends on the
        match (an illegal move, a replay version past the end, options of another game are all
        schema-valid and are refused with a documented 4xx problem, on purpose)."""
        if response.status_code == 413:  # over the size limit: refused before it is read
            assert content_type(response).startswith("application/problem+json")
            return
        case.validate_response(
            response,
            additional_checks=additional_checks,
            excluded_checks=[positive_data_acceptance],
            transport_kwargs=kwargs or None,
        )

    def before_call(self, case: Any) -> None:
        match_id = (case.path_parameters or {}).get("match_id")
        tokens = TOKENS.get(str(match_id))
        if tokens:
            # Mostly a real seat, sometimes none (spectator), sometimes a token of no seat.
            choice = hash((str(match_id), case.operation.path, len(TOKENS))) % (len(tokens) + 2)
            headers = dict(case.headers or {})
            if choice < len(tokens):
                headers["Authorization"] = f"Bearer {tokens[choice]}"
            elif choice == len(tokens):
                headers["Authorization"] = "Bearer not-a-token"
            else:
                headers.pop("Authorization", None)
            case.headers = headers


TestStateful = Workflow.TestCase
TestStateful.settings = settings(
    max_examples=40,
    stateful_step_count=8,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)
