"""docs/analytics.md's worked queries run as written on a real analytics file and answer what the
built-in report they mirror answers (the block's ``<!-- worked: REPORT key=value... -->`` line)."""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any

import pytest

from projections.analytics import sandbox
from projections.analytics.database import open_database
from projections.analytics.reports import run_report

DOC = Path(__file__).resolve().parents[2] / "docs" / "analytics.md"
BLOCK = re.compile(r"<!-- worked: (\w+)((?: \w+=[\w:]+)*) -->\n```sql\n(.*?)```", re.S)


def _worked() -> list[tuple[str, dict[str, str], str]]:
    found = []
    for name, params, sql in BLOCK.findall(DOC.read_text(encoding="utf-8")):
        found.append((name, dict(p.split("=", 1) for p in params.split()), sql))
    return found


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        if a is None or b is None:
            return a is b
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=1e-12) or (math.isnan(a) and math.isnan(b))
    return bool(a == b)


def test_the_doc_has_a_worked_query_per_designer_question() -> None:
    assert {name for name, _, _ in _worked()} >= {"win_rate", "lift", "lengths", "phase_length", "losses"}


@pytest.mark.parametrize("name, params, sql", _worked(), ids=[w[0] for w in _worked()])
def test_worked_query_answers_like_its_report(projected: Path, name: str, params: dict[str, str], sql: str) -> None:
    con = open_database(projected, read_only=True)
    try:
        result = sandbox.run(con, sql, limit=sandbox.MAX_LIMIT)
        report = run_report(con, name, **params)
    finally:
        con.close()
    assert [c.name for c in result.columns] == report.columns
    assert result.rows, "a worked query on the simulated data answers something"
    assert len(result.rows) == len(report.rows)
    for got, expected in zip(result.rows, report.rows, strict=True):
        assert all(_same(a, b) for a, b in zip(got, expected, strict=True)), (got, expected)
