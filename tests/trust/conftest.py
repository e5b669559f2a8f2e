"""Trust tests: print the figures they gathered (see :mod:`tests.trust.figures`)."""

from __future__ import annotations

from _pytest.terminal import TerminalReporter

from tests.trust import figures


def pytest_terminal_summary(terminalreporter: TerminalReporter) -> None:
    lines = figures.report()
    if lines:
        terminalreporter.section("trust figures")
        for line in lines:
            terminalreporter.write_line(line)
