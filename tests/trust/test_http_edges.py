"""The HTTP edges an outside review found loose (issue 12, items 8 and 13): default rate limits, the
worker header, the metrics token, request ids on unmatched routes, and chat text that is not text."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest

from service.extensions.ops import OpsSettings
from tests.trust.served import LIMIT_VARIABLES, Client, seat_headers, serve

__all__ = ["serve"]  # the fixture


# -- item 8: rate limits are on by default ---------------------------------------------------------
def test_rate_limits_are_on_by_default() -> None:
    defaults = OpsSettings.from_env({})
    assert defaults.ip_limit is not None and defaults.token_limit is not None and defaults.create_limit is not None
    assert defaults.create_limit.rate <= 1 and defaults.create_limit.burst <= 30
    assert OpsSettings.from_env({name: "off" for name in LIMIT_VARIABLES}).create_limit is None


def test_anonymous_match_creation_is_limited_by_default(serve: Callable[..., Client]) -> None:
    client = serve()
    statuses = [client.post("/matches", json={"game": "toy", "options": {}}).status_code for _ in range(60)]
    created = statuses.count(201)
    assert 20 <= created <= 22 and statuses[created:] == [429] * (60 - created), statuses  # burst 20, 1 a second
    refused = client.post("/matches", json={"game": "toy", "options": {}})
    assert refused.json()["code"] == "rate_limited" and refused.json()["limit"]["scope"] == "create"
    assert int(refused.headers["retry-after"]) >= 1


def test_default_limits_leave_room_for_a_fast_player(serve: Callable[..., Client]) -> None:
    """Per address and per token the defaults sit far above a player's pace (30 commands at once pass)."""
    client = serve()
    mid, seat = seat_headers(client)
    for _ in range(30):
        sent = client.post(f"/matches/{mid}/commands", headers=seat, json={"command": {"action": "mark", "amount": 1}})
        assert sent.status_code == 200, sent.text
        assert client.get(f"/matches/{mid}/view", headers=seat).status_code == 200


# -- item 13: small ones ---------------------------------------------------------------------------
def test_no_worker_header_unless_asked(serve: Callable[..., Client]) -> None:
    quiet = serve()
    assert "x-served-by" not in quiet.get("/healthz").headers
    assert quiet.get("/readyz").json()["worker"] == ""
    named = serve(FOLIE_SERVED_BY="on")
    assert named.get("/healthz").headers["x-served-by"].endswith(f":{os.getpid()}")
    assert named.get("/readyz").json()["worker"].endswith(f":{os.getpid()}")


def test_metrics_can_require_a_token(serve: Callable[..., Client]) -> None:
    assert serve().get("/metrics").status_code == 200  # open unless a token is set
    client = serve(FOLIE_METRICS_TOKEN="m" * 32)
    anonymous = client.get("/metrics")
    assert anonymous.status_code == 401 and anonymous.json()["code"] == "invalid_token"
    wrong = client.get("/metrics", headers={"Authorization": "Bearer " + "x" * 32})
    assert wrong.status_code == 401
    right = client.get("/metrics", headers={"Authorization": "Bearer " + "m" * 32})
    assert right.status_code == 200 and "folie_http_requests_total" in right.text
    assert "m" * 32 not in right.text


@pytest.mark.parametrize(("method", "path", "status"), [("GET", "/nope", 404), ("DELETE", "/games", 405)])
def test_unmatched_routes_carry_a_request_id(serve: Callable[..., Client], method: str, path: str, status: int) -> None:
    client = serve()
    made = client.request(method, path)
    assert made.status_code == status and made.headers["x-request-id"]
    given = client.request(method, path, headers={"X-Request-ID": "trace-404"})
    assert given.headers["x-request-id"] == "trace-404"
    metrics = client.get("/metrics").text
    assert f'route="<unmatched>",status="{status}"' in metrics and path not in metrics  # one label, not one per path
