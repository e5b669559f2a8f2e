"""The README's coverage table points at tests and code that exist, so it cannot rot silently."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

ROOT = Path(__file__).parents[3]
README = ROOT / "domain" / "games" / "farcry" / "README.md"
STATUSES = ("done", "designed", "not yet")


def _rows() -> list[list[str]]:
    rows = []
    for line in README.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == 5 and re.match(r"^([A-Z]+-\d+|M0 )", cells[0]):
            rows.append(cells)
    return rows


def test_every_row_has_a_known_status_and_ids_are_unique() -> None:
    rows = _rows()
    assert len(rows) > 200
    assert all(row[2].startswith(STATUSES) for row in rows)
    ids = [row[0] for row in rows]
    assert len(ids) == len(set(ids))


def test_every_named_test_exists() -> None:
    for row in _rows():
        for file, name in re.findall(r"(test_farcry_\w+)\.py::(\w+)", row[4]):
            module = importlib.import_module(f"tests.games.farcry.{file}")
            assert hasattr(module, name), f"{row[0]}: {file}.py has no {name}"


def test_every_named_function_exists() -> None:
    """``where`` cells name ``module.function`` under the package; the python ones must resolve."""
    for row in _rows():
        for module_name, attr in re.findall(
            r"\b(hexes|sight|paths|dice|board|setup|options|state|evolve|enemies"
            r"|combat|statuses|stress|tiles|evolve_combat|combat_actions"
            r"|exploration|exploration_cards|exploration_grid|exploration_evolve|exploration_views)\.(\w+)",
            row[3],
        ):
            module = importlib.import_module(f"domain.games.farcry.{module_name}")
            assert hasattr(module, attr), f"{row[0]}: {module_name}.{attr} does not exist"
        for attr in re.findall(r"\bcontent\.(\w+)", row[3]):
            module = importlib.import_module("domain.games.farcry.content")
            assert hasattr(module, attr), f"{row[0]}: content.{attr} does not exist"
