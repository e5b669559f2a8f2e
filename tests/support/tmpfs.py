"""A small tmpfs to fill up, for the tests of a full disk: a real ``ENOSPC`` from the kernel, not a
simulated one. Mounting needs the privilege to; without it the test is skipped and says why."""

from __future__ import annotations

import contextlib
import errno
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def tmpfs(where: Path, mib: int) -> Iterator[Path]:
    """A ``mib`` MiB tmpfs mounted on the new directory ``where`` while the block runs."""
    where.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={mib}m", "tmpfs", str(where)], capture_output=True, check=False
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a {mib} MiB tmpfs: {mounted.stderr.decode().strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(disk: Path, leave: int = 0) -> Path:
    """A file that leaves about ``leave`` bytes free on ``disk`` (by default: takes every free byte)."""
    filler = disk / "filler"
    with filler.open("wb", buffering=0) as out:
        try:
            out.write(b"\0" * max(0, shutil.disk_usage(disk).free - leave))
            while not leave and out.write(b"\0" * 4096):
                pass
        except OSError as error:
            assert error.errno == errno.ENOSPC, error
    return filler
