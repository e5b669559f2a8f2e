"""Issue 35 item 9: the per-address limits count an IPv6 client by its /64 (a host routinely holds a
whole /64: one budget per address would give it 2^64), an IPv4 client by its address. Real uvicorn on
127.0.0.1, which believes ``X-Forwarded-For`` from 127.0.0.1 (uvicorn's default), so the test
chooses the client addresses."""

from __future__ import annotations

import httpx
import pytest

from tests.conftest import AppFactory
from tests.production.loopback import serve
from tests.production.test_live_stream import ENGINES, create


def test_ipv6_addresses_of_one_64_share_a_budget_and_ipv4_addresses_do_not(
    make_app: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FOLIE_RATE_LIMIT_IP", "0.01/3")
    with serve(make_app(ENGINES)) as base:
        mid, _ = create(base)

        def read(address: str) -> int:
            answer = httpx.get(f"{base}/matches/{mid}/view", headers={"X-Forwarded-For": address})
            return answer.status_code

        one_64 = [read(f"2001:db8:1:2::{n:x}") for n in range(1, 7)]
        one_64 += [read("2001:db8:1:2:ffff:ffff:ffff:ffff")]
        next_64 = [read("2001:db8:1:3::1") for _ in range(3)]
        ipv4 = [read(f"192.0.2.{n}") for n in range(1, 7)]
        mapped = [read("::ffff:192.0.2.1")]  # the IPv4 address 192.0.2.1, whose budget has 2 left
    assert one_64 == [200, 200, 200, 429, 429, 429, 429]
    assert next_64 == [200, 200, 200]
    assert ipv4 == [200] * 6
    assert mapped == [200]
