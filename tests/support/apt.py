"""``apt-get install`` for the tests' system packages (PostgreSQL, chromium), safe from several processes.

Parallel workers (pytest-xdist) may each find a package missing at the same moment; apt and dpkg allow
one run at a time and fail the others at once. So installs take a machine-wide lock file, check again
whether the package arrived meanwhile, and wait for dpkg's own lock too (another apt user).
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

LOCK = Path(tempfile.gettempdir()) / "folie-tests-apt.lock"
WAIT = ("-o", "DPkg::Lock::Timeout=600")


def can_install() -> bool:
    return os.geteuid() == 0 and shutil.which("apt-get") is not None


def apt_install(package: str, present: Callable[[], bool]) -> None:
    """Install Debian's ``package`` unless ``present()`` (checked again under the lock)."""
    with LOCK.open("ab") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if present():
            return
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", *WAIT, "update", "-q"], check=True, env=env, capture_output=True)
        subprocess.run(["apt-get", *WAIT, "install", "-y", "-q", package], check=True, env=env, capture_output=True)
