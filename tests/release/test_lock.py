"""The locks agree with pyproject.toml, and the check would say so if they did not (issue 38, item 1).

``scripts/serve``, ``scripts/test`` and the image install ``lock/service.txt`` or ``lock/test.txt``
with ``pip --require-hashes``; ``scripts/lock`` refreshes them with uv. A requirement edited in
pyproject.toml without ``scripts/lock`` fails here (so on CI) before any install drifts.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.release.locks import LOCKS, ROOT, disagreements, pins


def copies(where: Path) -> tuple[Path, dict[str, Path]]:
    shutil.copy(ROOT / "pyproject.toml", where / "pyproject.toml")
    locks = {kind: where / path.name for kind, path in LOCKS.items()}
    for kind, path in LOCKS.items():
        shutil.copy(path, locks[kind])
    return where / "pyproject.toml", locks


def test_the_locks_agree_with_pyproject() -> None:
    assert disagreements() == []


def test_both_locks_pin_every_package_with_hashes() -> None:
    service = pins(LOCKS["service"].read_text(encoding="utf-8"))
    test = pins(LOCKS["test"].read_text(encoding="utf-8"))
    assert {"litestar", "eventsourcing", "duckdb", "uvicorn", "psycopg-binary"} <= service.keys()
    assert {"pytest", "mypy", "ruff", "playwright", "build"} <= test.keys() - service.keys()
    text = LOCKS["service"].read_text(encoding="utf-8")
    assert text.count("--hash=sha256:") >= sum(len(versions) for versions in service.values())


def test_a_requirement_edited_without_relocking_is_caught(tmp_path: Path) -> None:
    pyproject, locks = copies(tmp_path)
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(text.replace('"duckdb>=2.0"', '"duckdb>=2.0", "tomli-w>=1"'), encoding="utf-8")
    said = disagreements(pyproject, locks)
    assert any("lock/service.txt was not made from" in line for line in said), said
    assert any("does not pin tomli-w" in line for line in said), said


def test_a_range_the_lock_falls_outside_of_is_caught(tmp_path: Path) -> None:
    pyproject, locks = copies(tmp_path)
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(text.replace('"litestar>=2.25,<3"', '"litestar>=9"'), encoding="utf-8")
    said = disagreements(pyproject, locks)
    assert any("pins litestar==" in line and "outside litestar>=9" in line for line in said), said


def test_a_pin_without_a_hash_or_apart_from_the_service_s_is_caught(tmp_path: Path) -> None:
    pyproject, locks = copies(tmp_path)
    test = locks["test"].read_text(encoding="utf-8")
    version = sorted(pins(test)["msgspec"])[0]
    test = test.replace(f"msgspec=={version} \\\n", "msgspec==0.19.0\n    # hand-edited\n", 1)
    locks["test"].write_text(test, encoding="utf-8")
    said = disagreements(pyproject, locks)
    assert "lock/test.txt pins without a hash: msgspec==0.19.0" in said, said
    assert any(line.startswith("lock/test.txt pins msgspec at ['0.19.0']") for line in said), said
