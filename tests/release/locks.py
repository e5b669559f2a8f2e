"""The locks (``lock/service.txt``, ``lock/test.txt``, made by ``scripts/lock``) and pyproject.toml, compared.

Each lock carries a stamp line, ``# pyproject.toml requirements sha256: <hex>``, the hash of the
requirements it was compiled from (``[project] dependencies`` and, for the test lock, the ``test``
extra), written by ``scripts/lock`` after uv. A change to those lists without ``scripts/lock`` leaves
the stamp behind, and :func:`disagreements` says so; it also checks what uv wrote: every requirement
pinned (``name==version``) at a version its specifier allows, with sha256 hashes, and the test lock
pinning the service's packages at the service lock's versions.

``python -m tests.release.locks --stamp`` writes the stamps (``scripts/lock`` runs it).
"""

from __future__ import annotations

import hashlib
import re
import sys
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
LOCKS = {"service": ROOT / "lock" / "service.txt", "test": ROOT / "lock" / "test.txt"}
STAMP = "# pyproject.toml requirements sha256: "
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?==([^\s;\\]+)")


def requirements(kind: str, pyproject: Path = ROOT / "pyproject.toml") -> list[str]:
    """The requirement strings the ``kind`` lock is compiled from, as pyproject.toml lists them."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    wanted = list(project["dependencies"])
    if kind == "test":
        wanted += project["optional-dependencies"]["test"]
    return wanted


def digest(wanted: list[str]) -> str:
    """The hash of requirements in a normal form (pyproject's comments and spacing do not count)."""
    return hashlib.sha256("\n".join(str(Requirement(text)) for text in wanted).encode()).hexdigest()


def pins(text: str) -> dict[str, set[Version]]:
    """``{canonical name: pinned versions}`` of a lock's text (a universal lock may pin two versions of one
    package under different markers, such as numpy for Python 3.11 and for 3.12+)."""
    found: dict[str, set[Version]] = {}
    for line in text.splitlines():
        match = PIN.match(line)
        if match:
            found.setdefault(canonicalize_name(match.group(1)), set()).add(Version(match.group(3)))
    return found


def disagreements(pyproject: Path = ROOT / "pyproject.toml", locks: dict[str, Path] = LOCKS) -> list[str]:
    """What is wrong between pyproject.toml and the locks, in words (empty when they agree)."""
    wrong: list[str] = []
    texts = {kind: path.read_text(encoding="utf-8") for kind, path in locks.items()}
    for kind, text in texts.items():
        wanted = requirements(kind, pyproject)
        if f"{STAMP}{digest(wanted)}" not in text.splitlines():
            wrong.append(f"lock/{kind}.txt was not made from pyproject.toml's requirements: run scripts/lock")
        pinned = pins(text)
        for requirement in map(Requirement, wanted):
            versions = pinned.get(canonicalize_name(requirement.name), set())
            if not versions:
                wrong.append(f"lock/{kind}.txt does not pin {requirement.name}")
            wrong += [
                f"lock/{kind}.txt pins {requirement.name}=={version}, outside {requirement}"
                for version in sorted(versions)
                if not requirement.specifier.contains(version, prereleases=True)
            ]
        unhashed = [line for line in text.splitlines() if PIN.match(line) and not line.rstrip().endswith("\\")]
        wrong += [f"lock/{kind}.txt pins without a hash: {line}" for line in unhashed]
    if "service" in texts and "test" in texts:
        service, test = pins(texts["service"]), pins(texts["test"])
        wrong += [
            f"lock/test.txt pins {name} at {sorted(map(str, test.get(name, set())))}, lock/service.txt at "
            f"{sorted(map(str, versions))}"
            for name, versions in sorted(service.items())
            if test.get(name) != versions
        ]
    return wrong


def stamp(pyproject: Path = ROOT / "pyproject.toml", locks: dict[str, Path] = LOCKS) -> None:
    """Write (or replace) each lock's stamp line, right after uv's header."""
    for kind, path in locks.items():
        lines = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith(STAMP)]
        header = next((index for index, line in enumerate(lines) if not line.startswith("#")), len(lines))
        lines.insert(header, f"{STAMP}{digest(requirements(kind, pyproject))}")
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] == ["--stamp"]:
        stamp()
    problems = disagreements()
    print("\n".join(problems) or "the locks agree with pyproject.toml")
    sys.exit(1 if problems else 0)
