"""The reader's language, from ``Accept-Language`` (RFC 9110 §12.5.4), for player-facing texts.

Negotiation is over the languages any catalogue may hold (``domain.texts.LANGS``): the highest
q-value wins, ties in header order, a region (``fr-FR``, ``en-GB``) counts as its language, ``*``
as the default; anything unknown or malformed falls back to English. The request's language lives in
a context variable set by :mod:`service.extensions.languages` around each request, so the match
service binds engines to it (``Engine.in_language``) without every route passing it along; the
domain only ever sees it as an argument.
"""

from __future__ import annotations

from contextvars import ContextVar

from domain.texts import DEFAULT_LANG, LANGS, Lang

REQUEST_LANGUAGE: ContextVar[Lang] = ContextVar("folie_request_language", default=DEFAULT_LANG)
MAX_HEADER = 1024
"""Longer headers are not parsed (the default language): negotiation stays cheap on hostile input."""


def negotiate(header: str | None) -> Lang:
    """The best of :data:`~domain.texts.LANGS` for an ``Accept-Language`` value (``None``: English)."""
    if not header or len(header) > MAX_HEADER:
        return DEFAULT_LANG
    best: Lang = DEFAULT_LANG
    best_q = 0.0
    for item in header.split(","):
        tag, _, params = item.strip().partition(";")
        primary = tag.strip().lower().split("-", 1)[0]
        quality = _quality(params)
        lang: Lang | None = DEFAULT_LANG if primary == "*" else next((x for x in LANGS if x == primary), None)
        if lang is not None and quality > best_q:
            best, best_q = lang, quality
    return best


def _quality(params: str) -> float:
    """The ``q`` parameter (1 when absent, 0 when malformed: such a range is not acceptable)."""
    for param in params.split(";"):
        name, _, value = param.strip().partition("=")
        if name.strip().lower() == "q":
            try:
                q = float(value.strip())
            except ValueError:
                return 0.0
            return q if 0.0 <= q <= 1.0 else 0.0
    return 1.0


def current_language() -> Lang:
    """The language of the request being served (English outside a request)."""
    return REQUEST_LANGUAGE.get()
