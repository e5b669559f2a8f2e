"""Whole-match grids sized for CI (issue 36): the whole grid behind ``FOLIE_TRUST_LARGE=1``.

A test that plays whole matches over HTTP for every (store, configuration) pair spends most of its time
replaying what another case of the grid already played. On CI it plays a covering subset: every
configuration at least once, each store at least once per game; ``FOLIE_TRUST_LARGE=1`` (the trust
harness's large sizes) plays every pair. The cases are parametrized through ``store_config``
(``tests/conftest.py``) indirectly, so a PostgreSQL case keeps its ``postgres`` mark.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

WHOLE_GRID = bool(os.environ.get("FOLIE_TRUST_LARGE"))
STORES = ("sqlite", "postgres")


def on(kind: str, *values: Any, id: str) -> Any:
    """One case on the ``kind`` store (for ``store_config``, indirect), marked ``postgres`` there."""
    return pytest.param(kind, *values, id=id, marks=[pytest.mark.postgres] if kind == "postgres" else [])
