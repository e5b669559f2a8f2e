"""Fixtures of the browser tests: one ``folie serve`` process and one chromium per test process (an
xdist worker), shared by every browser module, a fresh browser context per player, and every page's
console errors collected (a test fails on any).

The server and the browser were once per module: about 3.4 s of CPU a module to start them (issue 36:
6 modules, 52.5 s of CPU against 35.6 s shared, the same run). Sharing is safe because every test
makes its own matches and players (a context each: own storage), and nothing reads the server's
state across matches; a test that must restart a server starts its own (:func:`restartable`). Being
session-scoped, they add no ``xdist_group``: browser tests spread over both workers."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, sync_playwright

from tests.support.browser import BrowserUnavailable, chromium_path
from tests.support.folie_serve import ROOT, folie_serve, wait_until_up

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "web"


SERVER_ENV = {
    "FOLIE_ANALYTICS_PROJECTOR": "off",
    "FOLIE_RATE_LIMIT_IP": "off",
    "FOLIE_RATE_LIMIT_TOKEN": "off",
    "FOLIE_RATE_LIMIT_CREATE": "off",
}
"""Browsers of several players share one address: the per-address limits would count them as one."""


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("web")
    env = {
        **SERVER_ENV,
        "SQLITE_DBNAME": str(root / "folie.sqlite"),
        "FOLIE_ANALYTICS_PATH": str(root / "analytics.duckdb"),
    }
    with folie_serve(env, root / "serve.log") as (url, _process):
        yield url


@contextlib.contextmanager
def restartable(env: dict[str, str], log: Path, port: int) -> Iterator[Callable[..., None]]:
    """``folie serve`` on ``port`` (a page's origin, so its storage, must stay the same); yields
    ``restart(stopped=...)``: stop it, call ``stopped()``, start it again on the same port and store."""
    environment = {key: value for key, value in os.environ.items() if key != "FOLIE_DATABASE_URL"} | env
    url = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "service.cli", "serve", "--port", str(port)]
    running: list[subprocess.Popen[bytes]] = []

    def start() -> None:
        with log.open("ab") as out:
            process = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=out, stderr=subprocess.STDOUT)
        running.append(process)
        wait_until_up(url, process, log)

    def stop() -> None:
        process = running.pop()
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    def restart(stopped: Callable[[], None]) -> None:
        stop()
        stopped()
        start()

    start()
    try:
        yield restart
    finally:
        while running:
            stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    try:
        executable = chromium_path()
    except BrowserUnavailable as error:
        if os.environ.get("CI") == "true":
            raise
        pytest.skip(str(error))
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=executable, args=["--no-sandbox", "--disable-gpu"])
        try:
            yield launched
        finally:
            launched.close()


HANDLED = tuple(f"Failed to load resource: the server responded with a status of {status}" for status in (409, 422))


SPEECH_REFUSED = "Failed to load resource: the server responded with a status of 403"


def handled(text: str, url: str = "") -> bool:
    """Chromium logs every HTTP error response; a 409 (a command the match moved past, as when the
    server's clock ends an encounter first), a 422 (a refused command) or a 403 on the chat (a line the
    game's speech rules forbid, ``speech_forbidden``) is a problem the page shows in words, not a page
    error. Anything else (a 404 for a module, a 403 elsewhere, a script error) still fails."""
    return text.startswith(HANDLED) or (text.startswith(SPEECH_REFUSED) and url.partition("?")[0].endswith("/chat"))


class Pages:
    """Opens pages in their own contexts (own localStorage: one player each), recording console errors."""

    def __init__(self, browser: Browser) -> None:
        self.browser = browser
        self.errors: list[str] = []
        self.contexts: list[BrowserContext] = []

    def new(self, width: int = 1200, height: int = 900) -> Page:
        context = self.browser.new_context(viewport={"width": width, "height": height})
        self.contexts.append(context)
        page: Page = context.new_page()
        page.on("console", self._console)
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        return page

    def _console(self, message: ConsoleMessage) -> None:
        if message.type == "error" and not handled(message.text, message.location.get("url", "")):
            self.errors.append(message.text)

    def close(self) -> None:
        for context in self.contexts:
            context.close()


@pytest.fixture
def pages(browser: Browser) -> Iterator[Pages]:
    opened = Pages(browser)
    try:
        yield opened
    finally:
        opened.close()
    assert opened.errors == [], f"console errors: {opened.errors}"


@pytest.fixture
def shot(tmp_path: Path) -> Callable[[Page, str], None]:
    """Screenshots: into ``docs/web/`` with ``FOLIE_SCREENSHOTS=1`` (to refresh the docs' pictures),
    else into the test's temporary directory (taken all the same, so the docs' way never rots)."""
    where = SHOTS if os.environ.get("FOLIE_SCREENSHOTS") == "1" else tmp_path

    def take(page: Page, name: str) -> None:
        where.mkdir(parents=True, exist_ok=True)
        page.evaluate("window.scrollTo(0, 0)")
        page.screenshot(path=str(where / f"{name}.png"), full_page=False)

    return take
