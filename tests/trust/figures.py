"""Counters the trust tests keep (states x seats checked, kills survived...), reported at the end of
the run and written as JSON to ``$FOLIE_TRUST_FIGURES`` when set (the README's trust table)."""

from __future__ import annotations

import json
import os
from collections import Counter
from pathlib import Path

COUNTS: Counter[str] = Counter()


def add(name: str, amount: int = 1) -> None:
    COUNTS[name] += amount


def report() -> list[str]:
    """One line per counter, sorted; also written to ``$FOLIE_TRUST_FIGURES`` if that is set."""
    target = os.environ.get("FOLIE_TRUST_FIGURES")
    if target and COUNTS:
        path = Path(target)
        previous = json.loads(path.read_text()) if path.exists() else {}
        merged = Counter(previous)
        merged.update(COUNTS)
        path.write_text(json.dumps(dict(sorted(merged.items())), indent=2) + "\n")
    return [f"{name}: {value}" for name, value in sorted(COUNTS.items())]
