"""Fixtures for production tests: real HTTP on loopback, fast scheduler and keep-alive settings."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def fast_timings(monkeypatch: pytest.MonkeyPatch) -> None:
    """Extensions read their settings from the environment when an app is built."""
    monkeypatch.setenv("FOLIE_SCHEDULER_INTERVAL", "0.05")
    monkeypatch.setenv("FOLIE_SCHEDULER_STANDBY", "0.1")
    monkeypatch.setenv("FOLIE_LIVE_POLL_SECONDS", "0.02")
    monkeypatch.setenv("FOLIE_LIVE_FALLBACK_SECONDS", "0.5")
    monkeypatch.setenv("FOLIE_LIVE_KEEPALIVE_SECONDS", "0.3")
