"""Request ids, JSON logs, readiness, metrics and rate limits on the real app."""

from __future__ import annotations

import io
import json
import logging
import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from service.extensions.ops import Buckets, JsonFormatter, Limit, OpsSettings, SettingError
from tests.conftest import AppFactory
from tests.support.toy import ENGINE as TOY

ENGINES: dict[str, Any] = {"toy": TOY}
Client = TestClient[Litestar]


def create(client: Client) -> tuple[str, list[dict[str, str]]]:
    body = client.post("/matches", json={"game": "toy", "options": {"target": 100}}).json()
    return body["match_id"], [{"Authorization": f"Bearer {s['token']}"} for s in body["seats"]]


@pytest.fixture
def access_lines() -> Iterator[io.StringIO]:
    """The access log as the server writes it: JSON lines."""
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("folie.access")
    logger.addHandler(handler)
    level = logger.level
    logger.setLevel(logging.INFO)
    try:
        yield out
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)


def test_request_ids_are_echoed_or_made_and_logged_as_json(make_app: AppFactory, access_lines: io.StringIO) -> None:
    with TestClient(make_app(ENGINES)) as client:
        mid, seats = create(client)
        given = client.get(f"/matches/{mid}", headers={"X-Request-ID": "trace-42"})
        made = client.get(f"/matches/{mid}/view", headers=seats[0])
        hostile = client.get("/healthz", headers={"X-Request-ID": "x" * 500})
    assert given.headers["x-request-id"] == "trace-42"
    made_id, replaced_id = made.headers["x-request-id"], hostile.headers["x-request-id"]
    assert re.fullmatch(r"[0-9a-f]{16}-[0-9a-f]+", made_id) and re.fullmatch(r"[0-9a-f]{16}-[0-9a-f]+", replaced_id)
    assert made_id != replaced_id and made_id.split("-")[0] == replaced_id.split("-")[0]  # one prefix per process
    assert "x-served-by" not in made.headers  # opt-in (FOLIE_SERVED_BY): it names the host and process
    lines = [json.loads(line) for line in access_lines.getvalue().splitlines()]
    by_id = {line["request_id"]: line for line in lines}
    assert by_id["trace-42"]["route"] == "/matches/{match_id}" and by_id["trace-42"]["status"] == 200
    logged = by_id[made.headers["x-request-id"]]
    assert logged["path"] == f"/matches/{mid}/view" and logged["level"] == "info" and logged["duration_ms"] >= 0
    token = seats[0]["Authorization"].split()[1]
    assert token not in access_lines.getvalue()  # tokens never reach the logs


def test_readyz_and_metrics(make_app: AppFactory) -> None:
    with TestClient(make_app(ENGINES)) as client:
        ready = client.get("/readyz")
        assert ready.status_code == 200 and ready.json()["status"] == "ready"
        mid, seats = create(client)
        for amount in (1, 2):
            client.post(
                f"/matches/{mid}/commands", headers=seats[0], json={"command": {"action": "mark", "amount": amount}}
            )
        client.post(f"/matches/{mid}/commands", headers=seats[1], json={"command": {"action": "mark", "amount": 1}})
        client.post(f"/matches/{mid}/commands", headers=seats[0], json={"command": {"action": "mark", "amount": 9}})
        text = client.get("/metrics").text
    lines = set(text.splitlines())
    assert 'folie_commands_total{game="toy",outcome="accepted"} 2' in lines
    assert 'folie_commands_total{game="toy",outcome="conflict"} 1' in lines  # not seat 1's turn
    assert 'folie_commands_total{game="toy",outcome="rejected"} 1' in lines
    assert 'folie_http_requests_total{method="POST",route="/matches",status="201"} 1' in lines
    assert 'folie_http_request_duration_seconds_count{route="/matches/{match_id}/commands"} 4' in lines
    assert any(line.startswith("folie_store_notification_id ") for line in lines)
    assert "# TYPE folie_live_connections gauge" in lines


def test_rate_limit_per_ip_is_a_machine_readable_429(make_app: AppFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOLIE_RATE_LIMIT_IP", "0.5/5")
    monkeypatch.setenv("FOLIE_RATE_LIMIT_TOKEN", "off")
    with TestClient(make_app(ENGINES)) as client:
        statuses = [client.get("/games").status_code for _ in range(5)]
        refused = client.get("/games")
        assert client.get("/healthz").status_code == 200  # probes are never limited
        text = client.get("/metrics").text
    assert statuses == [200] * 5
    assert refused.status_code == 429
    assert refused.headers["content-type"] == "application/problem+json"
    assert refused.headers["retry-after"] == "2"  # one request per 2 s
    problem = refused.json()
    assert problem["code"] == "rate_limited" and problem["retry_after"] == 2
    assert problem["limit"] == {"scope": "ip", "rate_per_second": 0.5, "burst": 5.0}
    assert 'folie_rate_limited_total{scope="ip"} 1' in text.splitlines()


def test_rate_limit_per_token_spares_other_tokens(make_app: AppFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOLIE_RATE_LIMIT_IP", "off")
    monkeypatch.setenv("FOLIE_RATE_LIMIT_TOKEN", "1/3")
    with TestClient(make_app(ENGINES)) as client:
        mid, seats = create(client)
        first = [client.get(f"/matches/{mid}/view", headers=seats[0]).status_code for _ in range(4)]
        other = client.get(f"/matches/{mid}/view", headers=seats[1])
        anonymous = [client.get(f"/matches/{mid}/spectate").status_code for _ in range(5)]
    assert first == [200, 200, 200, 429]
    assert other.status_code == 200 and anonymous == [200] * 5


def test_token_buckets_refill_at_their_rate() -> None:
    now = [0.0]
    buckets = Buckets(Limit(rate=2.0, burst=2.0), clock=lambda: now[0])
    assert [buckets.take("a") for _ in range(2)] == [0.0, 0.0]
    assert buckets.take("a") == pytest.approx(0.5)
    assert buckets.take("b") == 0.0  # keys are independent
    now[0] += 0.5
    assert buckets.take("a") == 0.0 and buckets.take("a") > 0
    now[0] += 10
    assert [buckets.take("a") for _ in range(3)][:2] == [0.0, 0.0]  # refills up to the burst, not beyond


@pytest.mark.parametrize(("text", "limit"), [("50/100", Limit(50, 100)), ("10", Limit(10, 20)), ("off", None)])
def test_limit_settings(text: str, limit: Limit | None) -> None:
    assert Limit.parse("X", text) == limit


def test_bad_limit_settings_name_the_variable() -> None:
    with pytest.raises(SettingError, match="FOLIE_RATE_LIMIT_IP"):
        OpsSettings.from_env({"FOLIE_RATE_LIMIT_IP": "fast"})


def test_metrics_show_the_analytics_projector_lag(make_app: AppFactory) -> None:
    """The in-process projector's lag, in events, is a gauge (0 once it has caught up)."""
    with TestClient(make_app(ENGINES)) as client:
        mid, seats = create(client)
        client.post(f"/matches/{mid}/commands", headers=seats[0], json={"command": {"action": "mark", "amount": 1}})
        lags: list[float] = []
        for _ in range(100):
            text = client.get("/metrics").text
            values = [
                line.split()[-1] for line in text.splitlines() if line.startswith("folie_analytics_projector_lag")
            ]
            lags.extend(float(v) for v in values)
            if lags and lags[-1] == 0:
                break
            time.sleep(0.05)
    assert "# TYPE folie_analytics_projector_lag_events gauge" in text.splitlines()
    assert lags and lags[-1] == 0
