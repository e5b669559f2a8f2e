"""The README's coverage table names every rule id of the inventory and rulings, and every function and
test it cites exists."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
README = ROOT / "domain" / "games" / "mansions" / "README.md"
TESTS = ROOT / "tests" / "games" / "mansions"


def rows() -> list[list[str]]:
    out = []
    for line in README.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and (cells[0].startswith(("H-", "R-H-", "3.1 "))):
            out.append(cells)
    return out


def test_every_rule_id_has_a_row() -> None:
    ids = [r[0] for r in rows()]
    wanted = [f"H-{n}" for n in range(1, 65)] + [f"R-H-{n}" for n in range(1, 31)]
    assert [i for i in ids if not i.startswith("3.1")] == wanted


def test_every_cited_function_and_test_exists() -> None:
    for rule, _, status, where, test in rows():
        assert status.split()[0] in {"done", "designed", "part"}, rule
        if where != "-":
            for name in where.split(", "):
                module, function = name.rsplit(".", 1)
                assert hasattr(importlib.import_module(f"domain.games.mansions.{module}"), function), (rule, name)
        if test != "-":
            path, function = test.split("::")
            assert re.search(rf"^def {function}\(", (TESTS / path).read_text(), re.M), (rule, test)
        if status.startswith("done"):
            assert test != "-", rule
