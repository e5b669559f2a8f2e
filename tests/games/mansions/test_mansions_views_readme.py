"""The README's rows for what each seat may know (inventory 3.3) cite functions and tests that exist;
``test_mansions_readme.py`` checks the rule-id rows, these are the section-3.3 ones."""

from __future__ import annotations

import importlib
import re

from tests.games.mansions.test_mansions_readme import README, TESTS


def rows() -> list[list[str]]:
    out = []
    for line in README.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[0].startswith("3.3 "):
            out.append(cells)
    return out


def test_the_section_3_3_rows_cite_what_exists() -> None:
    assert len(rows()) >= 9
    for rule, _, status, where, test in rows():
        assert status.split()[0] in {"done", "designed", "part"}, rule
        for name in [] if where == "-" else where.split(", "):
            module, function = name.rsplit(".", 1)
            assert hasattr(importlib.import_module(f"domain.games.mansions.{module}"), function), (rule, name)
        if test != "-":
            path, function = test.split("::")
            assert re.search(rf"^def {function}\(", (TESTS / path).read_text(), re.M), (rule, test)
        assert status.startswith("part") or test != "-", rule
