"""What a service logger says, read by tests: the service's logging set-up may stop records reaching
pytest's ``caplog``, so a handler is attached to the logger itself."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator


class Said(logging.Handler):
    """The records of one logger (and of the loggers below it)."""

    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def tracebacks(self) -> list[str]:
        """The messages logged with a traceback (a handled fault should be one line, not a stack)."""
        return [record.getMessage() for record in self.records if record.exc_info]


@contextlib.contextmanager
def listening(name: str) -> Iterator[Said]:
    """A :class:`Said` on logger ``name`` while the block runs."""
    said = Said()
    logger = logging.getLogger(name)
    logger.addHandler(said)
    try:
        yield said
    finally:
        logger.removeHandler(said)
