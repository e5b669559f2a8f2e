"""A real browser for the web table's tests: Debian's ``chromium`` driven by Playwright.

``playwright install`` downloads its own browsers, which this project does not do; Playwright drives
the system's chromium through ``executable_path`` instead. If chromium is missing and we are root on
Debian (as on CI), it is installed with apt-get first, as :mod:`tests.support.postgres` does for
PostgreSQL. Off CI, a machine that cannot install it skips the browser tests with the reason.
"""

from __future__ import annotations

import shutil

from tests.support.apt import apt_install, can_install

CANDIDATES = ("chromium", "chromium-browser")


class BrowserUnavailable(RuntimeError):
    """No chromium could be found or installed here."""


def _found() -> str | None:
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return None


def chromium_path() -> str:
    """The path of the system's chromium, installing Debian's package first when it is missing."""
    found = _found()
    if found:
        return found
    if not can_install():
        raise BrowserUnavailable("chromium is not installed and cannot be installed here (need root + apt)")
    apt_install("chromium", lambda: _found() is not None)
    found = _found()
    if found:
        return found
    raise BrowserUnavailable("chromium not found after installing Debian's chromium package")
