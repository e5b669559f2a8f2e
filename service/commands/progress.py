"""Progress of long commands on stderr: a line rewritten in place on a terminal, a line every few
seconds otherwise (so logs of a job show it is alive without a line per item)."""

from __future__ import annotations

import sys
import time


class Progress:
    """``matches(done, total)`` or ``steps(done, total)`` as work goes, ``done(message)`` at the end."""

    def __init__(self, command: str, *, quiet: bool = False, every: float = 2.0) -> None:
        self.command = command
        self.quiet = quiet
        self.every = every
        self.started = time.perf_counter()
        self._shown = -float("inf")
        self._tty = sys.stderr.isatty()
        self._open = False

    def _show(self, text: str, force: bool = False) -> None:
        if self.quiet:
            return
        now = time.perf_counter()
        if not force and now - self._shown < (0.2 if self._tty else self.every):
            return
        self._shown = now
        elapsed = now - self.started
        if self._tty:
            sys.stderr.write(f"\r{self.command}: {text}  {elapsed:.0f} s\033[K")
            self._open = True
        else:
            sys.stderr.write(f"{self.command}: {text}  {elapsed:.0f} s\n")
        sys.stderr.flush()

    def matches(self, done: int, total: int) -> None:
        share = f" ({100 * done / total:.0f}%)" if total else ""
        self._show(f"{done:,}/{total:,} matches{share}", force=done == total)

    def events(self, done: int, total: int) -> None:
        share = f" ({100 * done / total:.0f}%)" if total else ""
        self._show(f"{done:,}/{total:,} events{share}")

    def steps(self, done: int, total: int) -> None:
        self._show(f"partition {done}/{total}", force=done == total)

    def done(self, message: str | None) -> None:
        if self._open:
            sys.stderr.write("\n")
            self._open = False
        if message is not None and not self.quiet:
            sys.stderr.write(f"{message} ({time.perf_counter() - self.started:.1f} s)\n")
