"""The README's coverage table points at tests and code that exist, so it cannot rot silently."""

from __future__ import annotations

import importlib
import re
from collections import Counter
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


PACKAGE = ROOT / "domain" / "games" / "farcry"


def _modules() -> dict[str, str]:
    """How the README may name each module of the package: its dotted path under the package
    (``explorations.cards``, ``tactical.movement``, ``flow``) or, when no other module shares it, its
    bare name (``movement``); each maps to the importable name."""
    dotted = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        parts = parts[:-1] if parts[-1] == "__init__" else parts
        if parts:
            dotted[".".join(parts)] = "domain.games.farcry." + ".".join(parts)
    names: dict[str, str] = dict(dotted)
    bare = Counter(name.rpartition(".")[2] for name in dotted)
    for name, full in dotted.items():
        short = name.rpartition(".")[2]
        if bare[short] == 1:
            names.setdefault(short, full)
    for name, full in dotted.items():  # a sub-package's module by its package's name: campaign.talents
        head, _, short = name.partition(".")
        if short and "." not in short:
            names.setdefault(f"{head}.{short}", full)
    return names


def test_every_named_function_exists() -> None:
    """``where`` cells name ``module.function`` under the package (a module by its path, or by its bare
    name when that is unambiguous); every such name must resolve, and a dotted name whose head is a
    module must name something that module has."""
    names = _modules()
    checked = 0
    for row in _rows():
        for token in re.findall(r"(?<![/\w.])[a-z_][a-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+", row[3]):
            parts = token.split(".")
            for cut in range(len(parts) - 1, 0, -1):
                module_name = ".".join(parts[:cut])
                if module_name in names:
                    attr = parts[cut]
                    if attr in ("json", "md", "py"):
                        break
                    module = importlib.import_module(names[module_name])
                    assert hasattr(module, attr), f"{row[0]}: {module_name}.{attr} does not exist"
                    checked += 1
                    break
    assert checked > 300
    for row in _rows():
        for attr in re.findall(r"\bcontent\.(\w+)", row[3]):
            module = importlib.import_module("domain.games.farcry.content")
            assert hasattr(module, attr), f"{row[0]}: content.{attr} does not exist"


def test_the_module_names_resolve_in_sub_packages() -> None:
    """The control: bare, dotted and sub-package names all point at a real module."""
    names = _modules()
    assert names["movement"] == "domain.games.farcry.tactical.movement"
    assert names["explorations.cards"] == "domain.games.farcry.explorations.cards"
    assert "cards" in names and "evolve" in names and names["evolve"] == "domain.games.farcry.evolve"
    assert names["campaign.evolve"] == "domain.games.farcry.campaign.evolve"
