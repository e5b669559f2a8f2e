"""Errors as RFC 9457 problem details (``application/problem+json``) with a stable ``code``.

Every error the service returns goes through here: rule violations from engines, API errors, request
validation, unknown routes, oversized bodies, a damaged event store (503 ``store_corrupt``), a full or
failing disk (503 ``storage_full``, ``storage_failed``), stored
data this build cannot decode (503 ``event_undecodable``), and (should one ever happen) unexpected
exceptions, which are logged and answered with a 500 problem that echoes nothing of the request.
"""

from __future__ import annotations

import logging
from typing import Any

import msgspec
from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.openapi.datastructures import ResponseSpec

from domain.contract import LegalAction, RuleViolation
from projections.codec import UnknownEventType
from projections.matches import GameNotRegistered
from projections.store import StorageTrouble, StoreCorrupt, StoreFull
from service import problem_codes

PROBLEM_JSON = "application/problem+json"
log = logging.getLogger("folie.errors")


class Problem(msgspec.Struct, omit_defaults=True):
    """A problem detail. ``code`` is the machine-readable reason; ``rule`` the rule that was broken;
    ``legal_actions`` what the seat may do instead (for illegal moves)."""

    type: str
    """A URI naming the problem: `https://folie.dev/problems/<code>` (see `x-problem-codes`)."""
    title: str
    """A short summary of the problem."""
    status: int
    """The HTTP status code."""
    code: str
    detail: str
    """What went wrong, in the request's language."""
    rule: str | None = None
    """The rule id broken (e.g. "R-F-12", "H-5"); `null` when no rule was."""
    legal_actions: list[LegalAction] | None = None
    """What the seat may do instead (an illegal move); `null` otherwise."""
    current_version: int | None = None
    """The match's version now (a version conflict, 409); `null` otherwise."""
    errors: list[dict[str, Any]] | None = None
    """Each invalid field with why (a request that does not validate, 400); `null` otherwise."""

    def __post_init__(self) -> None:
        problem_codes.check(self.code)


class ApiError(Exception):
    """An error the API raises on purpose (not a rule of a game)."""

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        *,
        rule: str | None = None,
        legal_actions: list[LegalAction] | None = None,
        current_version: int | None = None,
        errors: list[dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.rule = rule
        self.legal_actions = legal_actions
        self.current_version = current_version
        self.errors = errors

    @classmethod
    def from_violation(
        cls,
        violation: RuleViolation,
        legal_actions: list[LegalAction] | None = None,
        current_version: int | None = None,
    ) -> ApiError:
        return cls(
            violation.status,
            violation.code,
            violation.message,
            rule=violation.rule,
            legal_actions=legal_actions,
            current_version=current_version,
        )


TITLES = {
    400: "Bad request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not found",
    405: "Method not allowed",
    409: "Conflict",
    413: "Payload too large",
    415: "Unsupported media type",
    422: "Unprocessable command",
    429: "Too many requests",
    500: "Internal server error",
    503: "Service unavailable",
}


def problem(
    status: int,
    code: str,
    detail: str,
    headers: dict[str, str] | None = None,
    **extra: Any,
) -> Response[Problem]:
    body = Problem(
        type=f"https://folie.dev/problems/{code}",
        title=TITLES.get(status, "Error"),
        status=status,
        code=code,
        detail=detail,
        **extra,
    )
    return Response(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


def handle_api_error(_: Request[Any, Any, Any], error: ApiError) -> Response[Problem]:
    return problem(
        error.status,
        error.code,
        error.detail,
        rule=error.rule,
        legal_actions=error.legal_actions,
        current_version=error.current_version,
        errors=error.errors,
    )


def handle_violation(_: Request[Any, Any, Any], error: RuleViolation) -> Response[Problem]:
    return problem(error.status, error.code, error.message, rule=error.rule)


def handle_validation(_: Request[Any, Any, Any], error: ValidationException) -> Response[Problem]:
    extra = error.extra if isinstance(error.extra, list) else None
    errors = [{"message": str(item.get("message", "")), "key": str(item.get("key", ""))} for item in extra or []]
    return problem(400, "invalid_body", "The request could not be decoded: " + str(error.detail), errors=errors or None)


_HTTP_CODES = {
    400: "bad_request",
    401: "invalid_token",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    413: "payload_too_large",
    415: "unsupported_media_type",
    429: "rate_limited",
}


def handle_http(_: Request[Any, Any, Any], error: HTTPException) -> Response[Problem]:
    status = error.status_code
    code = _HTTP_CODES.get(status, "http_error")
    detail = str(error.detail) if error.detail else TITLES.get(status, "Error")
    if status == 413:
        detail = "The request body is larger than this server accepts."
    elif status == 400 and "surrogate" in detail.lower():
        # Valid JSON syntax, but ``\ud800`` alone is not a character: say so rather than "malformed".
        code = "invalid_unicode"
        detail = (
            "A string in the body holds a lone UTF-16 surrogate (an escape from \\ud800 to \\udfff without its "
            "pair), which is not a Unicode character; send valid Unicode text."
        )
    elif status == 400 and "malformed" in detail.lower():
        code = "invalid_json"
    return problem(status, code, detail, headers=dict(error.headers or {}))


def handle_undecodable(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    """A body too deeply nested for the JSON decoder, or not UTF-8: the client's fault, never a 500."""
    if isinstance(error, RecursionError) and "deserializing" not in str(error):
        return handle_unexpected(request, error)
    return problem(400, "invalid_json", "The request body is not valid UTF-8 JSON, or nests too deeply.")


def handle_store_corrupt(_: Request[Any, Any, Any], error: StoreCorrupt) -> Response[Problem]:
    """The event store's file is damaged: a 503 naming it and what to do, on every request that meets
    the damage. The store logged it once already; a traceback per request would drown that message."""
    return problem(503, "store_corrupt", str(error))


def handle_storage_trouble(request: Request[Any, Any, Any], error: StorageTrouble) -> Response[Problem]:
    """The disk under the event store is full (503 ``storage_full``: nothing was stored) or failed
    (503 ``storage_failed``: a write's outcome is unknown, so the answer claims neither). The store
    logged the outage once, naming the disk; the client is told to retry with its key."""
    writing = request.method not in ("GET", "HEAD", "OPTIONS")
    retry = (
        f"Retry in {error.retry_after} seconds or later with the same Idempotency-Key, which applies it at most once."
    )
    if isinstance(error, StoreFull):
        code = "storage_full"
        detail = "The server's storage is full: " + ("this request could not be stored. " if writing else "")
    else:
        code = "storage_failed"
        detail = (
            "The server's storage failed (a disk I/O error): this request may or may not have been stored. "
            if writing
            else "The server's storage failed (a disk I/O error) while reading. "
        )
    return problem(503, code, detail + retry, headers={"Retry-After": str(error.retry_after)})


_UNDECODABLE_SEEN: set[str] = set()
"""Matches whose undecodable data was logged already (one message each, not one per request)."""


def handle_undecodable_event(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    """A stored event (or snapshot) this build cannot decode: a topic it does not know, bytes that are
    not what was written, a match of a game this build does not run. The match cannot be read until that
    is repaired: a 503 naming it and what to do, logged once per match (a traceback a request would drown
    the message)."""
    match_id = str(request.path_params.get("match_id", ""))[:64]
    text = str(error).strip().splitlines()[0][:200] if str(error).strip() else ""
    if isinstance(error, UnknownEventType):
        text = f"topic {text} is unknown to this build"
    elif isinstance(error, GameNotRegistered):
        text = str(error)
    detail = (
        f"Match {match_id or '(unknown)'} holds stored data this server cannot decode ({text}); nothing was "
        f"written. The operator can find it with 'folie verify --match {match_id}', then deploy the build that "
        "wrote it or restore the event store from a backup."
    )
    if match_id not in _UNDECODABLE_SEEN:
        if len(_UNDECODABLE_SEEN) >= 10_000:
            _UNDECODABLE_SEEN.clear()
        _UNDECODABLE_SEEN.add(match_id)
        log.error("%s %s: %s", request.method, request.url.path, detail)
    return problem(503, "event_undecodable", detail)


def handle_unexpected(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    log.exception("unexpected error on %s %s", request.method, request.url.path, exc_info=error)
    return problem(500, "internal_error", "An unexpected error occurred; nothing was written.")


EXCEPTION_HANDLERS: dict[type[Exception] | int, Any] = {
    ApiError: handle_api_error,
    RuleViolation: handle_violation,
    ValidationException: handle_validation,
    HTTPException: handle_http,
    RecursionError: handle_undecodable,
    UnicodeDecodeError: handle_undecodable,
    StoreCorrupt: handle_store_corrupt,
    StorageTrouble: handle_storage_trouble,
    UnknownEventType: handle_undecodable_event,
    msgspec.DecodeError: handle_undecodable_event,
    GameNotRegistered: handle_undecodable_event,
    Exception: handle_unexpected,
}


_DESCRIPTIONS = {
    400: "Malformed request (bad JSON, wrong field types).",
    401: "Missing, unknown or revoked token.",
    403: "The token is valid but may not do this.",
    404: "Unknown match, game or seat.",
    409: "Version conflict, finished match, a pending undo, or a seat held by a stand-in.",
    413: "Request body too large.",
    422: "The rules (or the command's shape) refuse this; see code, rule and legal_actions.",
    429: "Too many requests (e.g. the chat rate per seat); the detail says when to retry.",
    503: (
        "The event store is damaged (store_corrupt), full (storage_full) or failing (storage_failed), or the "
        "match holds an event this server cannot decode (event_undecodable); the detail says what to do."
    ),
}


def problem_responses(*statuses: int) -> dict[int, ResponseSpec]:
    """OpenAPI entries for the problems a handler can return (always problem+json).

    429 is on every operation: the rate limits (when enabled) may refuse any request.
    """
    statuses = tuple(sorted({*statuses, 429}))
    return {
        status: ResponseSpec(
            data_container=Problem,
            description=_DESCRIPTIONS.get(status, TITLES.get(status, "Error")),
            media_type=PROBLEM_JSON,
            generate_examples=False,
        )
        for status in statuses
    }
