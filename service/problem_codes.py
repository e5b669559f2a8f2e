"""The catalogue of problem codes: every ``code`` a problem body (or a stream's ``end``) may carry.

A client branches on ``code``, so the set is part of the contract: it is published in the OpenAPI
document (``x-problem-codes`` on ``Problem``, and ``Problem.code``'s description) and in
``docs/problems.md``, both generated from here. Two sources, so that a new game needs no edit to
``service/``:

* the platform's codes, listed below with the HTTP status each goes with;
* each game's rule codes: the ``problem.<code>`` entries of its text catalogue (``domain.texts``),
  which are also what translates its refusals. A game's code is answered with 422 unless the
  platform lists it with another status.

``check`` refuses an uncatalogued code when ``FOLIE_STRICT_PROBLEM_CODES`` is set (the test suite sets
it), so a new code that nobody catalogued fails CI instead of reaching clients unannounced.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from typing import Any

import msgspec

from domain.contract import Engine


class ProblemCode(msgspec.Struct, frozen=True, kw_only=True):
    """One catalogued code: the statuses it is answered with, what it means, and the games whose rules
    raise it (empty: the platform's own)."""

    code: str
    statuses: list[int]
    meaning: str
    games: list[str] = []


PLATFORM: dict[str, tuple[tuple[int, ...], str]] = {
    # -- the request itself ------------------------------------------------------------------------
    "bad_request": ((400,), "The request is malformed (an HTTP-level error with no more precise code)."),
    "invalid_json": ((400,), "The body is not valid UTF-8 JSON, or nests too deeply."),
    "invalid_unicode": ((400,), "A string in the body holds a lone UTF-16 surrogate."),
    "invalid_body": ((400,), "The body does not match the operation's schema; `errors` lists where."),
    "invalid_idempotency_key": ((400,), "`Idempotency-Key` is empty or too long."),
    "invalid_last_event_id": ((400,), "`Last-Event-ID` (or `after`) is not a version number."),
    "ticket_and_token": ((400,), "A stream was opened with both a stream ticket and a bearer token."),
    "not_found": ((404,), "No such route."),
    "method_not_allowed": ((405,), "The route exists but not with this method."),
    "payload_too_large": ((413,), "The body is larger than the server accepts."),
    "unsupported_media_type": ((415,), "The body's media type is not JSON."),
    "http_error": ((400, 404, 405, 406, 408, 413, 415, 429), "Another HTTP-level refusal (see `status`)."),
    "headers_timeout": ((408,), "The request's headers did not arrive in time; the connection is closed."),
    "body_timeout": ((408,), "The request's body did not arrive in time; the connection is closed."),
    "too_many_connections": ((429,), "This address holds too many open connections; close one and retry."),
    "rate_limited": ((429,), "Too many requests with this token; retry after `Retry-After` seconds."),
    # -- credentials -------------------------------------------------------------------------------
    "token_required": ((401,), "The operation needs a bearer token (`Authorization: Bearer <token>`)."),
    "invalid_token": ((401,), "The token is not valid for this match (or the header is malformed)."),
    "token_expired": ((401,), "The token has expired; the match's creator can issue a new one."),
    "token_revoked": ((401,), "The token was revoked or rotated by the match's creator."),
    "invalid_ticket": ((401,), "The stream ticket is unknown, used, expired or for another match."),
    "too_many_tickets": ((503,), "Too many stream tickets are waiting; retry in a minute."),
    "seat_token_required": ((403,), "Only a seat's token may act in a match (not a spectator's or an admin's)."),
    "creator_token_required": ((403,), "Only the match's creator (or an admin) may do this."),
    "forbidden": ((403,), "The credential may not do this."),
    "token_not_found": ((404,), "No live token with this id in this match."),
    "too_many_tokens": ((422,), "The match holds the most spectator tokens it may; revoke one first."),
    "invalid_expiry": ((422,), "A token must expire in the future."),
    "invitation_not_found": ((404,), "No open invitation with this code in this match."),
    "invitation_used": ((409,), "The invitation was already used, or replaced by a newer one."),
    # -- matches and commands ----------------------------------------------------------------------
    "game_not_found": ((404,), "No hosted game with this id (see GET /games)."),
    "match_not_found": ((404,), "No match with this id."),
    "match_id_not_canonical": ((404,), "Match ids are lower case with dashes, as POST /matches returns them."),
    "invalid_options": ((422,), "The match options are not valid for the game (or a combination its rules forbid)."),
    "invalid_command": ((422,), "The command does not decode as one of the game's commands."),
    "unknown_action": ((422,), "The command's `action` is not one of the game's actions."),
    "command_too_large": ((422,), "The command nests too deeply or holds too many values."),
    "illegal_action": ((422,), "The rules do not allow this command now; `legal_actions` lists what they allow."),
    "not_your_turn": ((409, 422), "Another seat must act now."),
    "match_finished": ((409,), "The match is over; it accepts no command."),
    "version_conflict": ((409,), "The match is busy (or moved on past `expected_version`); try again."),
    "version_out_of_range": ((422,), "The version asked for is not one of the match's."),
    "idempotency_key_reused": ((422,), "This Idempotency-Key was already used for a different request."),
    "seat_not_found": ((404,), "The match has no such seat."),
    "invalid_seat": ((422,), "Seats are numbered from 0 to the match's seat count less one."),
    "invalid_stand_in": ((422,), "A stand-in names a seat that does not exist."),
    "unknown_bot": ((422,), "The game has no bot by this name."),
    "no_human_seat": ((409,), "At least one seat must be left to a player."),
    "seat_held_by_stand_in": ((409,), "A stand-in plays this seat; the creator can give it back first."),
    # -- undo --------------------------------------------------------------------------------------
    "nothing_to_undo": ((409,), "The seat has no command that can still be undone."),
    "invalid_undo_target": ((422,), "The version is not the start of an undoable command."),
    "undo_blocked": ((409,), "A chance outcome, a reveal, a deadline or a stand-in lies in between."),
    "undo_too_deep": ((422,), "Undo reaches back only a bounded number of commands."),
    "undo_pending": ((409,), "An undo request is already waiting for answers."),
    "undo_needs_stand_in": ((409,), "The undo would take back a stand-in's commands; a stand-in never consents."),
    "no_undo_request": ((409,), "No undo request is waiting for this seat's answer."),
    # -- chat --------------------------------------------------------------------------------------
    "empty_message": ((422,), "A chat message needs some text."),
    "message_too_long": ((422,), "The chat message is longer than allowed."),
    "message_control_characters": ((422,), "The chat message holds control characters."),
    "message_invisible": ((422,), "The chat message holds only invisible characters."),
    "invalid_addressee": ((422,), "`to` must list other seats of the match, each once."),
    "chat_rate_limited": ((429,), "Too many chat messages in a short time."),
    "speech_forbidden": ((422,), "The game's rules forbid this message now (silence, madness)."),
    # -- the WebSocket -----------------------------------------------------------------------------
    "hello_expected": ((400,), "The socket's first message must be a hello."),
    "hello_repeated": ((400,), "A socket says hello once; reconnect to resume elsewhere."),
    "invalid_message": ((400,), "The socket message is neither a hello nor a command."),
    "message_too_large": ((413,), "The socket message is larger than allowed."),
    "too_many_bad_messages": (
        (400, 413, 429),
        "The socket sent too many bad or rate-limited messages in a row; it is closed (1008).",
    ),
    # -- the server --------------------------------------------------------------------------------
    "draining": ((503,), "This worker is shutting down; retry on another."),
    "store_unavailable": ((503,), "The event store does not answer; retry later."),
    "store_corrupt": ((503,), "The event store's file is damaged; the operator must repair it."),
    "storage_full": ((503,), "The disk is full; nothing was stored. Retry with the same Idempotency-Key."),
    "storage_failed": ((503,), "A disk error: the write may or may not be stored. Retry with the same key."),
    "event_undecodable": ((503,), "The match holds stored data this build cannot decode."),
    "internal_error": ((500,), "An unexpected error; nothing was written and it was logged."),
    # -- analytics ---------------------------------------------------------------------------------
    "analytics_disabled": ((403,), "Analytics over HTTP need an analyst or admin token on this server."),
    "analytics_unavailable": ((503,), "The analytics file cannot be read now."),
    "analytics_damaged": ((503,), "The analytics file is damaged; `folie project --rebuild` remakes it."),
    "analytics_busy": ((503,), "Too many analytics queries run at once; retry."),
    "export_failed": ((503,), "The export could not be read from the analytics file."),
    "report_not_found": ((404,), "No built-in report by this name."),
    "breakdown_not_found": ((404,), "The game declares no such statistic (dimension)."),
    "unknown_table": ((404,), "No exportable table by this name."),
    "missing_parameter": ((422,), "The report needs a parameter that was left out."),
    "invalid_source": ((422,), "`source` is not one of the match sources (human, simulation:<bot>...)."),
    "invalid_month": ((422,), "`month` is written YYYY-MM."),
    "empty_query": ((400,), "The SQL query is empty."),
    "invalid_query": ((400,), "The SQL query holds a NUL character."),
    "syntax_error": ((400,), "The SQL query does not parse."),
    "query_failed": ((400,), "The SQL query failed while running."),
    "one_statement_only": ((422,), "Send exactly one SQL statement."),
    "statement_not_allowed": ((403,), "Only SELECT queries are allowed."),
    "table_not_allowed": ((403,), "The query reads something that is not an analytics table."),
    "function_not_allowed": ((403,), "The query calls a table function that is not allowed."),
    "database_not_allowed": ((403,), "The query names another database."),
    "query_too_long": ((413,), "The SQL text is longer than allowed."),
    "query_too_deep": ((422,), "The SQL nests brackets too deeply."),
    "query_too_large": ((413,), "The query needs more memory than the sandbox has."),
    "result_too_large": ((413,), "The query's result is larger than an answer may be; select less or use a LIMIT."),
    "query_timeout": ((504,), "The query ran longer than its time limit and was stopped."),
    "query_aborted": ((422,), "The query stopped the sandbox's process; nothing was returned."),
}
"""The platform's codes: ``code -> (statuses, meaning)``."""

STRICT_ENV = "FOLIE_STRICT_PROBLEM_CODES"
_GAME_CODES: dict[str, dict[str, str]] = {}
"""Rule codes of the engines seen so far: ``game -> {code: meaning}`` (see :func:`register`)."""
_DEFAULTS: list[bool] = []


def game_codes(engine: Engine[Any, Any]) -> dict[str, str]:
    """The rule codes ``engine`` declares: its text catalogue's ``problem.<code>`` entries, each with
    its English text as the meaning."""
    catalogue = engine.texts
    if catalogue is None:
        return {}
    return {
        key.removeprefix("problem."): catalogue.text(key, "en")
        for key in sorted(catalogue.entries)
        if key.startswith("problem.")
    }


def register(engines: Iterable[Engine[Any, Any]]) -> None:
    """Add ``engines``' rule codes to the known codes (the app calls it with the engines it serves)."""
    for engine in engines:
        if engine.game not in _GAME_CODES:
            _GAME_CODES[engine.game] = game_codes(engine)


def _registered() -> Mapping[str, dict[str, str]]:
    """The known games' codes: the hosted games' always, and any other engine an app was built with."""
    if not _DEFAULTS:
        from domain.registry import default_engines

        register(default_engines().values())
        _DEFAULTS.append(True)
    return _GAME_CODES


def catalogue(engines: Mapping[str, Engine[Any, Any]]) -> list[ProblemCode]:
    """Every code, sorted: the platform's and those of ``engines``' rules."""
    used_by: dict[str, list[str]] = {}
    meanings: dict[str, str] = {}
    for game, engine in sorted(engines.items()):
        for code, meaning in game_codes(engine).items():
            used_by.setdefault(code, []).append(game)
            meanings.setdefault(code, meaning)
    codes = sorted(set(PLATFORM) | set(used_by))
    return [
        ProblemCode(
            code=code,
            statuses=list(PLATFORM[code][0]) if code in PLATFORM else [422],
            meaning=PLATFORM[code][1] if code in PLATFORM else meanings[code],
            games=used_by.get(code, []),
        )
        for code in codes
    ]


def is_catalogued(code: str) -> bool:
    return code in PLATFORM or any(code in codes for codes in _registered().values())


class UncataloguedProblem(AssertionError):
    """A problem carries a code the catalogue does not list (raised only in strict mode: tests)."""


def check(code: str) -> None:
    """In strict mode (``FOLIE_STRICT_PROBLEM_CODES`` set), refuse a code the catalogue does not list."""
    if os.environ.get(STRICT_ENV) and not is_catalogued(code):
        raise UncataloguedProblem(
            f"problem code {code!r} is not catalogued: add it to service.problem_codes.PLATFORM, or to the "
            "game's text catalogue as a 'problem.<code>' entry"
        )


def markdown_table(engines: Mapping[str, Engine[Any, Any]]) -> str:
    """``docs/problems.md``: the catalogue as a Markdown table (a test keeps the file equal to it)."""
    lines = [
        "# Problem codes",
        "",
        "Every error is an RFC 9457 problem (`application/problem+json`) whose `code` is one of these. The",
        "list is generated from `service/problem_codes.py` (the platform's) and each game's text catalogue",
        "(its `problem.<code>` entries), and published in the OpenAPI document as `x-problem-codes` on",
        "`Problem`. Regenerate with `folie problems --output docs/problems.md`.",
        "",
        "| code | status | games | meaning |",
        "| --- | --- | --- | --- |",
    ]
    for entry in catalogue(engines):
        statuses = ", ".join(str(s) for s in entry.statuses)
        games = ", ".join(entry.games) if entry.games else "platform"
        meaning = entry.meaning.replace("|", "\\|")
        lines.append(f"| `{entry.code}` | {statuses} | {games} | {meaning} |")
    return "\n".join(lines) + "\n"
