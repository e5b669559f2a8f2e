"""Match ids have one spelling: other spellings of a UUID are refused on every route that takes one.

``uuid.UUID`` also reads upper case, braces, no dashes and ``urn:uuid:``; accepting those used to
load the match under a second key, so locks, the warm cache and live channels disagreed (a stream
opened with an upper-case id never received an event). The refusal names the canonical form.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from tests.conftest import AppFactory
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]

SPELLINGS: dict[str, Callable[[str], str]] = {
    "upper case": lambda mid: mid.upper(),
    "braces": lambda mid: "{" + mid + "}",
    "no dashes": lambda mid: mid.replace("-", ""),
    "urn": lambda mid: "urn:uuid:" + mid,
    "braces, upper case, no dashes": lambda mid: "{" + mid.replace("-", "").upper() + "}",
}


@pytest.fixture
def client(make_app: AppFactory) -> Iterator[Client]:
    with TestClient(make_app({"toy": TOY}, admin_token="admin-secret")) as test_client:
        yield test_client


def match_id_operations(client: Client) -> list[tuple[str, str, str]]:
    """Every documented operation whose path holds ``{match_id}``: (operationId, method, path)."""
    document = client.get("/schema/openapi.json").json()
    found: list[tuple[str, str, str]] = []
    for path, operations in document["paths"].items():
        if "{match_id}" in path:
            found.extend((op["operationId"], method.upper(), path) for method, op in operations.items())
    return found


def test_every_route_refuses_other_spellings_of_a_match_id(client: Client) -> None:
    """The refusal comes before authentication and the body (a valid one is sent where it helps)."""
    created = client.post("/matches", json={"game": "toy", "seed": 3}).json()
    mid, creator = created["match_id"], created["creator_token"]
    operations = match_id_operations(client)
    assert len(operations) >= 16 and "streamEvents" in {op for op, _, _ in operations}
    for name, spell in SPELLINGS.items():
        other = spell(mid)
        for operation, method, template in operations:
            path = re.sub(r"\{(?!match_id\})\w+\}", "0", template).replace("{match_id}", other)
            body = {"command": {"action": "mark", "amount": 1}} if operation == "sendCommand" else {}
            response = client.request(
                method,
                path,
                headers={"Authorization": f"Bearer {creator}"},
                json=None if method in ("GET", "DELETE") else body,
                params={"version": 2},
            )
            where = (name, operation, response.text)
            assert response.status_code == 404, where
            assert response.headers["content-type"].startswith("application/problem+json"), where
            problem = response.json()
            assert problem["code"] == "match_id_not_canonical", where
            assert f"use {mid}." in problem["detail"], where
            assert "x-request-id" in response.headers, where
    assert client.get(f"/matches/{mid}").json()["version"] == 2  # nothing was appended through another spelling


def test_the_canonical_spelling_still_works_and_garbage_is_still_not_found(client: Client) -> None:
    created = client.post("/matches", json={"game": "toy", "seed": 3}).json()
    mid = created["match_id"]
    assert client.get(f"/matches/{mid}/view").status_code == 200
    for garbage in ("nope", "0" * 31, mid + "0"):
        response = client.get(f"/matches/{garbage}/view")
        assert (response.status_code, response.json()["code"]) == (404, "match_not_found")
