"""Each game's designed content, fingerprinted per ``rules_version`` (run as a module to record them).

A match records the ``rules_version`` it was created under; analytics group by it and a stored snapshot
is reused only under the same one. When the designed data a game plays with changes (a unit's HP, a
card, a mission), the rules changed, so the version must move with it: ``test_rules_versions.py`` fails
when a game's content files differ from the fingerprint recorded for its current ``rules_version``.

After bumping a game's ``rules_version`` (and writing the CHANGELOG's line), record the new fingerprint:
``python -m tests.release.rules_fingerprints --write``. A change that alters no rule (a name's
spelling, a translation) may be recorded under the same version: say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from domain.registry import default_engines

ROOT = Path(__file__).resolve().parents[2]
RECORDED = Path(__file__).with_name("rules_fingerprints.json")
DATA_SUFFIXES = frozenset({".json", ".toml", ".yaml", ".yml", ".csv"})


def content_fingerprint(game: str) -> str:
    """SHA-256 over the game package's data files (path and bytes, sorted by path: ``content/`` and
    any other data folder, such as Far Cry's ``missions/``): code and READMEs are left out, so a
    refactoring or a documentation change needs no new version."""
    folder = ROOT / "domain" / "games" / game
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix in DATA_SUFFIXES):
        digest.update(path.relative_to(folder).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def current() -> dict[str, dict[str, str]]:
    """``{game: {"rules_version": ..., "content": sha256}}`` for every registered engine."""
    return {
        game: {"rules_version": engine.rules_version, "content": content_fingerprint(game)}
        for game, engine in sorted(default_engines().items())
    }


def recorded() -> dict[str, dict[str, str]]:
    found: dict[str, dict[str, str]] = json.loads(RECORDED.read_text(encoding="utf-8"))
    return found


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m tests.release.rules_fingerprints --write")
    RECORDED.write_text(json.dumps(current(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {RECORDED.relative_to(ROOT)}")
