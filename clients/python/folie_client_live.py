"""A small typed wrapper over the generated ``folie_client`` (scripts/clients makes it from
openapi/openapi.json: never edit it) for what a client does most: create a match, read a seat's view, send
a command, and follow the seat's live stream, which the generated client leaves out (NDJSON is not a
content type it reads). The stream is opened with a single-use stream ticket, so the token goes in a
header only, and its messages come as the generated models (``StreamEvent``, ``StreamView``...).
Everything else: the generated functions, with :meth:`Folie.seat` as their client.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, TypeVar

import httpx
from folie_client import AuthenticatedClient, Client, models
from folie_client.api.history import create_stream_ticket
from folie_client.api.matches import create_match, get_view
from folie_client.api.ops import get_version
from folie_client.api.play import send_command
from folie_client.models import (
    BigBookSeatView,
    CommandRequest,
    CommandResult,
    FarCrySeatView,
    MaeshoweSeatView,
    MansionsSeatView,
    MatchCreatedResponse,
    MontagnesSeatView,
    Problem,
    StreamEnd,
    StreamEvent,
    StreamKeepalive,
    StreamView,
    VersionInfo,
)

T = TypeVar("T")
SeatView = BigBookSeatView | FarCrySeatView | MaeshoweSeatView | MansionsSeatView | MontagnesSeatView
StreamMessage = StreamEvent | StreamView | StreamKeepalive | StreamEnd
MESSAGES: dict[str, type[StreamEvent] | type[StreamView] | type[StreamKeepalive] | type[StreamEnd]] = {
    "event": StreamEvent,
    "view": StreamView,
    "keepalive": StreamKeepalive,
    "end": StreamEnd,
}


class FolieError(Exception):
    """A refused request: the server's problem (a stable ``code``, the ``rule`` it breaks), if it sent one."""

    def __init__(self, problem: Problem | None, status: int | None = None) -> None:
        super().__init__(f"{problem.status} {problem.code}: {problem.detail}" if problem else f"HTTP {status}")
        self.problem = problem


def checked(answer: T | Problem | None) -> T:
    if answer is None or isinstance(answer, Problem):
        raise FolieError(answer)
    return answer


class Folie:
    """One server: ``Folie("http://127.0.0.1:8000")``."""

    def __init__(self, base_url: str, timeout: float = 30.0) -> None:
        self.base_url = base_url
        self.timeout = httpx.Timeout(timeout)
        self.public = Client(base_url=base_url, timeout=self.timeout, raise_on_unexpected_status=True)

    def seat(self, token: str) -> AuthenticatedClient:
        """A client of the generated functions that sends this token."""
        return AuthenticatedClient(base_url=self.base_url, token=token, timeout=self.timeout)

    def version(self) -> VersionInfo:
        return checked(get_version.sync(client=self.public))

    def create_match(
        self, game: str, options: dict[str, Any] | None = None, seed: int | None = None
    ) -> MatchCreatedResponse:
        """A new match: the generated ``<Game>CreateMatch`` variant whose ``game`` is this one."""
        body: dict[str, Any] = {"game": game, "options": options or {}}
        if seed is not None:
            body["seed"] = seed
        for name in sorted(models.__all__):
            if name.endswith("CreateMatch"):
                try:
                    request = getattr(models, name).from_dict(body)
                except (ValueError, TypeError, KeyError):
                    continue
                created: MatchCreatedResponse | Problem | None = create_match.sync(client=self.public, body=request)
                return checked(created)
        raise FolieError(None, 404)

    def view(self, match_id: str, token: str) -> SeatView:
        """The seat's view, as its game's model (``isinstance`` tells which)."""
        answer = get_view.sync(match_id, client=self.seat(token))
        if answer is None or isinstance(answer, Problem):
            raise FolieError(answer)
        return answer

    def command(
        self, match_id: str, token: str, command: dict[str, Any], expected_version: int | None = None
    ) -> CommandResult:
        """Send ``command`` (one of the view's ``legal_actions``, filled in) as the token's seat."""
        request = CommandRequest.from_dict({"command": command, "expected_version": expected_version})
        return checked(send_command.sync(match_id, client=self.seat(token), body=request))

    def stream(self, match_id: str, token: str, after: int | None = None) -> Iterator[StreamMessage]:
        """The seat's live stream: the events after ``after``, views, keep-alives, then ``end`` (the last)."""
        ticket = checked(create_stream_ticket.sync(match_id, client=self.seat(token)))
        params: dict[str, str | int] = {"format": "ndjson"}
        if after is not None:
            params["after"] = after
        with (
            httpx.Client(base_url=self.base_url, timeout=httpx.Timeout(self.timeout.connect, read=None)) as http,
            http.stream("GET", ticket.url, params=params, headers={"Accept": "application/x-ndjson"}) as answer,
        ):
            if answer.status_code != 200:
                raise FolieError(None, answer.status_code)
            for line in answer.iter_lines():
                if line.strip():
                    message: dict[str, Any] = json.loads(line)
                    parsed = MESSAGES[message["type"]].from_dict(message)
                    yield parsed
                    if isinstance(parsed, StreamEnd):
                        return
