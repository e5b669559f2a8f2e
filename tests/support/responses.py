"""Helpers for reading schemathesis responses."""

from __future__ import annotations

from typing import Any


def content_type(response: Any) -> str:
    """The Content-Type of a response, whether its headers map names to strings or to lists of values
    (schemathesis gives lists)."""
    headers = response.headers
    value = headers.get("content-type") or headers.get("Content-Type") or ""
    return str(value[0] if isinstance(value, list) and value else value)
