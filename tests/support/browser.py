"""A real browser for the web table's tests: Debian's ``chromium`` driven by Playwright.

``playwright install`` downloads its own browsers, which this project does not do; Playwright drives
the system's chromium through ``executable_path`` instead. If chromium is missing and we are root on
Debian (as on CI), it is installed with apt-get first, as :mod:`tests.support.postgres` does for
PostgreSQL. Off CI, a machine that cannot install it skips the browser tests with the reason.
"""

from __future__ import annotations

import os
import shutil
import subprocess

CANDIDATES = ("chromium", "chromium-browser")


class BrowserUnavailable(RuntimeError):
    """No chromium could be found or installed here."""


def chromium_path() -> str:
    """The path of the system's chromium, installing Debian's package first when it is missing."""
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        raise BrowserUnavailable("chromium is not installed and cannot be installed here (need root + apt)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-q"], check=True, env=env, capture_output=True)
    subprocess.run(["apt-get", "install", "-y", "-q", "chromium"], check=True, env=env, capture_output=True)
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    raise BrowserUnavailable("chromium not found after installing Debian's chromium package")
