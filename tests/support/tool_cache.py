"""Verdicts and outputs of slow external tools (npm, ``tsc``, ``mypy --strict``) kept outside the clone.

``FOLIE_TOOLS_CACHE`` (default ``~/.cache/folie/contract-tools``) holds what a tool said about exactly
these inputs: the key is a hash of every file the tool reads (names and contents), the tools' versions
(their lock files, node's and mypy's versions) and any text the test writes for it, so any change to one
of them runs the tool again. A clean clone on a machine that checked the same inputs before does not
check them again (``tests/contract/test_generated_clients.py`` and ``tests/release/test_clients.py``)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from collections.abc import Iterable, Mapping
from pathlib import Path


def tools_cache() -> Path:
    return Path(os.environ.get("FOLIE_TOOLS_CACHE", Path.home() / ".cache" / "folie" / "contract-tools"))


def node_version() -> str:
    """``node --version`` ("" without node: the key then differs from any key made with one)."""
    if shutil.which("node") is None:
        return ""
    return subprocess.run(["node", "--version"], capture_output=True, text=True, check=False).stdout.strip()


def files(root: Path) -> list[Path]:
    """Every file under ``root``, but caches (``__pycache__``, ``.ruff_cache``, ``.mypy_cache``)."""
    skipped = {"__pycache__", ".ruff_cache", ".mypy_cache"}
    return sorted(p for p in root.rglob("*") if p.is_file() and not skipped & set(p.relative_to(root).parts))


def named(paths: Iterable[Path], root: Path) -> dict[str, Path]:
    """``paths`` by their names relative to ``root`` (the same sources in another folder give the same key)."""
    return {path.relative_to(root).as_posix(): path for path in paths}


def key(kind: str, inputs: Mapping[str, Path], *texts: str) -> Path:
    """Where ``kind``'s verdict over exactly these files (by name) and texts is kept: ``<cache>/<kind>/<hash>``,
    which the caller creates only once the tool passed."""
    digest = hashlib.sha256()
    for text in texts:
        digest.update(text.encode() + b"\0")
    for name in sorted(inputs):
        digest.update(name.encode() + b"\0" + inputs[name].read_bytes() + b"\0")
    home = tools_cache() / kind
    home.mkdir(parents=True, exist_ok=True)
    return home / digest.hexdigest()[:32]


def keep(kept: Path, outputs: dict[str, Path]) -> None:
    """Store ``outputs`` (name in the cache -> file or folder) as ``kept``, whole or not at all: another
    worker may keep the same one meanwhile."""
    fresh = kept.with_name(f"{kept.name}.{os.getpid()}")
    shutil.rmtree(fresh, ignore_errors=True)
    fresh.mkdir(parents=True)
    for name, path in outputs.items():
        if path.is_dir():
            shutil.copytree(path, fresh / name, symlinks=True)
        else:
            shutil.copy2(path, fresh / name)
    try:
        fresh.rename(kept)
    except OSError:
        shutil.rmtree(fresh, ignore_errors=True)
