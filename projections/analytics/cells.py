"""Numbers in tables as people read them (terminal tables, HTML pages, CSV of reports)."""

from __future__ import annotations

import math
from typing import Any


def number(value: Any) -> str:
    """No exponent (``0.0001`` not ``1e-04``, ``42,320`` not ``4.232e+04``), at most four decimals,
    floats from 10,000 up rounded and with thousands separated; integers (ids, seeds) as they are;
    nothing for NULL and NaN."""
    if value is None:
        return ""
    if not isinstance(value, float):
        return str(value)
    if math.isnan(value):
        return ""
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    if abs(value) >= 10_000:
        return f"{value:,.0f}"
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
