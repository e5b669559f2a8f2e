"""Each operation's description in the OpenAPI document (Markdown), by ``operationId``.

The handlers carry one-line summaries; these say what a front end needs on top: who may call, units,
what to send next. A handler's own ``description`` wins; ``service.contract_schemas`` fills the rest
from here, and a test requires one for every operation, so a new route must add its line.
"""

from __future__ import annotations

OPERATIONS: dict[str, str] = {
    "listGames": "Public. Every game this server hosts, with its seats, rules version, option schema and "
    "the bots that can stand in for a player. Start here to build a lobby.",
    "getGame": "Public. One game with the JSON schemas of its options, commands, views and events, the same "
    "as the `<Game>Options`, `<Game>Command`, `<Game>View` and `<Game>Event` components of this document.",
    "createMatch": "Public. Creates a match of `game` with its `options` (`{}`: the game's defaults). "
    "The response is the only time seat tokens (or invitation codes) and the creator token are shown.",
    "getMatch": "Public. What anyone may know of a match: its game, options, version, status and "
    "stand-ins; times are Unix seconds.",
    "getView": "A seat's view with its bearer token, the spectator's without one. `legal_actions` lists "
    'what the seat may send now: a command is `{"action": action, **fixed, <param>: <value>...}`.',
    "spectate": "Public. The spectator's view: only what every seat knows (no hands).",
    "sendCommand": "",
    "listEvents": "A page of the log as the caller may see it, oldest first: `after` is a version, "
    "`next_after` the value to pass for the next page. Secrets of other seats are redacted.",
    "streamEvents": "",
    "getReplay": "The view at a past `version`. Version 1 is `match_created`, before the game's set-up: "
    "the first version accepted is 2 (a version inside the set-up is refused with 422 "
    "`version_out_of_range`).",
    "undo": "Ask to undo back to `to_version`. Your own last command is undone at once when nothing "
    "final happened since; taking back other seats' commands waits for their consent (`undo` in the view).",
    "answerUndo": "Accept or decline the pending undo request (`undo.waiting_for` lists the seats asked).",
    "postChat": "Say something at the table as the seat of the bearer token. The game's communication "
    "rules apply: a forbidden line is refused with 422 and its rule, some lines cost a penalty event.",
    "listChat": "The chat lines the caller may read, oldest first; `at` is Unix seconds.",
    "startStandIn": "",
    "endStandIn": "",
    "listSeating": "Creator or admin. Which seats have joined and which invitations are still open.",
    "inviteSeat": "Creator or admin. A new single-use invitation code for a seat; its unused code stops working.",
    "joinMatch": "Public (the invitation is the credential). Exchanges a single-use invitation code for "
    "the seat's token, shown once.",
    "listTokens": "Creator or admin. The working tokens of the match by id and scope (never the tokens).",
    "issueToken": "Creator or admin. A seat or creator token replaces the old one; a spectator token is "
    "one more read-only token. `ttl_seconds` sets `expires_at` (Unix seconds).",
    "revokeToken": "Creator or admin. The token stops working at once.",
    "healthz": "Public. Liveness: the process answers.",
    "getVersion": "Public. The package's version (CHANGELOG.md), the document's, and for each game the rules "
    "version new matches are played under and the `schema_version` of each event type it stores.",
    "readyz": "Public. Readiness: 200 when the event store answers and this worker is not draining, "
    "503 otherwise (load balancers stop sending it requests).",
    "metrics": "Prometheus text exposition of this worker's counters and latencies (a bearer "
    "`FOLIE_METRICS_TOKEN` when one is set).",
    "analyticsStatus": "Analyst or admin token. How far the analytics projection has read the event store, and its lag "
    "in events and seconds.",
    "analyticsQuery": "Analyst or admin token. One read-only SQL query over the analytics tables (DuckDB), with row "
    "and time limits; no files, settings or extensions.",
    "listReports": "Analyst or admin token. The built-in reports and their parameters.",
    "runReport": "Analyst or admin token. Runs a built-in report and returns its columns and rows as JSON.",
    "reportPage": "Analyst or admin token. A built-in report as an HTML page (chart and table).",
    "reportChart": "Analyst or admin token. A built-in report's chart as a PNG image.",
    "exportNdjson": "Analyst or admin token. Finished matches as NDJSON, one match per line with its full event log.",
    "exportParquet": "Analyst or admin token. One Parquet partition (table, game, month) of the finished matches.",
}
"""Empty: the handler's own description is complete."""
