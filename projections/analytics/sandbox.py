"""Read-only SQL over the analytics tables, with a row limit and a time limit.

Defence in depth, each layer enough on its own for what it covers:

1. the database instance has external access off and its configuration locked (``database.py``):
   no files, no ATTACH, no INSTALL/LOAD, no SET of anything that matters;
2. statement checks before anything runs: size and nesting limits, exactly one statement, of type
   SELECT (DuckDB's own parser says so), and a walk of its syntax tree (``json_serialize_sql``) that
   refuses table functions other than a few generators, other catalogues and schemas, and the
   functions that read settings or the environment;
3. the query runs in a READ ONLY transaction on its own cursor, which is rolled back;
4. a timer interrupts it at the time limit; only ``limit`` rows are fetched;
5. the service runs all of this in a child process with hard memory and CPU caps, over a snapshot of
   the tables (:mod:`projections.analytics.sandbox_process`), so no query can hurt the server.

Every refusal is a :class:`QueryRefused` with a stable ``code`` (the API answers it as a 4xx).
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from dataclasses import dataclass
from typing import Any

import duckdb

MAX_SQL_LENGTH = 20_000
MAX_NESTING = 64
MAX_AST_DEPTH = 400
DEFAULT_LIMIT = 1000
MAX_LIMIT = 10_000
DEFAULT_TIMEOUT = 5.0
MAX_TIMEOUT = 30.0

ALLOWED_TABLE_FUNCTIONS = frozenset({"range", "generate_series", "unnest"})
DENIED_FUNCTIONS = frozenset(
    {"current_setting", "getenv", "current_database", "current_catalog", "query", "query_table"}
)
DENIED_PREFIXES = ("duckdb_", "pragma_", "read_", "sniff_", "glob", "parquet_", "json_execute")
ALLOWED_SCHEMAS = frozenset({"", "main", "information_schema"})
DENIED_SHOWS = frozenset({"databases", "settings", "variables", "secrets", "extensions"})


class QueryRefused(Exception):
    """A statement the sandbox will not run (``code`` is stable; ``status`` the HTTP status)."""

    def __init__(self, code: str, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


@dataclass(frozen=True)
class Column:
    name: str
    type: str


@dataclass(frozen=True)
class QueryResult:
    columns: list[Column]
    rows: list[tuple[Any, ...]]
    truncated: bool
    elapsed_ms: float


def check(con: duckdb.DuckDBPyConnection, sql: str) -> None:
    """Raise :class:`QueryRefused` unless ``sql`` is one read-only SELECT over the analytics tables."""
    if len(sql) > MAX_SQL_LENGTH:
        raise QueryRefused("query_too_long", f"Queries are at most {MAX_SQL_LENGTH} characters.", 413)
    if not sql.strip():
        raise QueryRefused("empty_query", "The query is empty.", 400)
    if "\x00" in sql:
        raise QueryRefused("invalid_query", "The query contains a NUL character.", 400)
    depth = _nesting(sql)
    if depth > MAX_NESTING:
        raise QueryRefused("query_too_deep", f"Queries nest at most {MAX_NESTING} levels of brackets.", 422)
    try:
        statements = con.extract_statements(sql)
    except duckdb.Error as error:
        raise QueryRefused("syntax_error", f"The query does not parse: {_first_line(error)}", 400) from error
    if len(statements) != 1:
        raise QueryRefused("one_statement_only", "Send exactly one statement.", 422)
    kind = str(statements[0].type).rsplit(".", 1)[-1]
    if kind != "SELECT":
        raise QueryRefused("statement_not_allowed", f"Only SELECT queries are allowed, not {kind}.", 403)
    row = con.execute("SELECT json_serialize_sql(?::VARCHAR)", [sql]).fetchone()
    tree = json.loads(row[0]) if row and row[0] else {"error": True}
    if tree.get("error"):
        raise QueryRefused("statement_not_allowed", str(tree.get("error_message", "not a plain SELECT")), 403)
    _walk(tree["statements"], 0)


def _nesting(sql: str) -> int:
    """Deepest bracket nesting outside string literals and quoted identifiers."""
    depth = deepest = 0
    quote: str | None = None
    for char in sql:
        if quote is not None:
            if char == quote:
                quote = None
        elif char in "'\"":
            quote = char
        elif char in "([{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in ")]}":
            depth -= 1
    return deepest


def _walk(node: Any, depth: int) -> None:
    if depth > MAX_AST_DEPTH:
        raise QueryRefused("query_too_deep", "The query is nested too deeply.", 422)
    if isinstance(node, list):
        for item in node:
            _walk(item, depth + 1)
        return
    if not isinstance(node, dict):
        return
    kind = node.get("type")
    if kind == "TABLE_FUNCTION":
        function = node.get("function", {})
        name = str(function.get("function_name", "")).lower()
        if name not in ALLOWED_TABLE_FUNCTIONS:
            raise QueryRefused(
                "function_not_allowed",
                f"Table function {name!r} is not allowed; only {sorted(ALLOWED_TABLE_FUNCTIONS)} are.",
                403,
            )
    elif kind == "BASE_TABLE":
        catalog = str(node.get("catalog_name", ""))
        schema = str(node.get("schema_name", "")).lower()
        table = str(node.get("table_name", ""))
        if catalog or schema not in ALLOWED_SCHEMAS:
            raise QueryRefused("database_not_allowed", "Only the analytics tables may be queried.", 403)
        if any(char in table for char in "/\\.:") or (schema == "" and table.lower().startswith("duckdb_")):
            raise QueryRefused("table_not_allowed", f"{table!r} is not an analytics table.", 403)
    elif kind == "SHOW_REF":
        shown = str(node.get("table_name", "")).strip('"').lower()
        if shown in DENIED_SHOWS:
            raise QueryRefused("statement_not_allowed", f"SHOW {shown} is not allowed.", 403)
    function_name = node.get("function_name")
    if isinstance(function_name, str):
        lowered = function_name.lower()
        if lowered in DENIED_FUNCTIONS or lowered.startswith(DENIED_PREFIXES):
            raise QueryRefused("function_not_allowed", f"Function {function_name!r} is not allowed.", 403)
    for value in node.values():
        if isinstance(value, dict | list):
            _walk(value, depth + 1)


def run(
    con: duckdb.DuckDBPyConnection,
    sql: str,
    *,
    limit: int = DEFAULT_LIMIT,
    timeout: float = DEFAULT_TIMEOUT,
) -> QueryResult:
    """Check and run ``sql`` on a fresh cursor of ``con`` (thread-safe: one cursor per call)."""
    limit = max(1, min(limit, MAX_LIMIT))
    timeout = max(0.05, min(timeout, MAX_TIMEOUT))
    cursor = con.cursor()
    try:
        check(cursor, sql)
        started = time.perf_counter()
        timer = threading.Timer(timeout, cursor.interrupt)
        timer.start()
        try:
            cursor.execute("BEGIN TRANSACTION READ ONLY")
            try:
                cursor.execute(sql)
                description = cursor.description or []
                rows = cursor.fetchmany(limit + 1)
            finally:
                _rollback(cursor)
        except duckdb.InterruptException as error:
            raise QueryRefused(
                "query_timeout", f"The query ran longer than {timeout:g} s and was stopped.", 504
            ) from error
        except duckdb.OutOfMemoryException as error:
            raise QueryRefused(
                "query_too_large", "The query needs more memory than the sandbox allows.", 413
            ) from error
        except duckdb.Error as error:
            if time.perf_counter() - started >= timeout:
                raise QueryRefused(
                    "query_timeout", f"The query ran longer than {timeout:g} s and was stopped.", 504
                ) from error
            raise QueryRefused("query_failed", f"The query failed: {_first_line(error)}", 400) from error
        finally:
            timer.cancel()
        elapsed = (time.perf_counter() - started) * 1000
        columns = [Column(str(d[0]), str(d[1])) for d in description]
        return QueryResult(columns, rows[:limit], len(rows) > limit, elapsed)
    finally:
        cursor.close()


def _rollback(cursor: duckdb.DuckDBPyConnection) -> None:
    with contextlib.suppress(duckdb.Error):
        cursor.execute("ROLLBACK")


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0][:300] if text else type(error).__name__
