"""Done means (issue 34): the screenshots the browser tests take into docs/web/ are shown by the README,
and every picture the README shows is there and taken by a test (``shot(page, name)``), so none rots."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "web"


def shown() -> set[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return set(re.findall(r"!\[[^\]]*\]\(docs/web/([\w-]+)\.png\)", readme))


def taken() -> set[str]:
    """The names the browser tests pass to ``shot`` (a literal, or an f-string per language)."""
    names: set[str] = set()
    for path in (ROOT / "tests" / "web").glob("test_*.py"):
        for name in re.findall(r"shot\(\w+, f?\"([\w{}-]+)\"\)", path.read_text(encoding="utf-8")):
            names |= {name.replace("{lang}", lang) for lang in ("en", "fr")}
    return names


def test_every_screenshot_is_shown_by_the_readme_and_taken_by_a_test() -> None:
    files = {p.stem for p in SHOTS.glob("*.png")}
    assert files - shown() == set(), "in docs/web/ but not in the README"
    assert shown() - files == set(), "in the README but not in docs/web/"
    assert shown() - taken() == set(), "shown but no test takes it"
