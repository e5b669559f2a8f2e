"""The command budget benchmark still runs against the current app (figures are not checked: speed
targets live in the benchmarks, never in tests)."""

from __future__ import annotations

import asyncio

from bench.command_budget import app_figures, domain_and_commit
from bench.http_load import script


def test_the_command_budget_measures_every_part_on_real_commands() -> None:
    scripts = [script(seed) for seed in (1, 2)]
    figures = asyncio.run(app_figures(scripts, floor_requests=20))
    figures.update(domain_and_commit(scripts))
    parts = {"part:total", "part:decide", "part:fold", "part:view", "part:commit", "part:auth"}
    assert {"floor", "command", "route", "domain", "commit", "sqlite", *parts} <= set(figures)
    assert all(value > 0 for value in figures.values())
