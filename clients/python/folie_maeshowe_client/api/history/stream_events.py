from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    after: int | Unset = UNSET,
    format_: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = "",
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    params["format"] = format_

    params["ticket"] = ticket

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/matches/{match_id}/events/stream".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    format_: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = "",
) -> Response[Problem | str]:
    """Live updates: the caller's view, then each new event it may see and the new view

     Server-Sent Events (`text/event-stream`, the default) or NDJSON (`Accept: application/x-ndjson` or
    `?format=ndjson`). Messages: `view` (a SeatView, id = its version), `event` (a log entry as the
    caller may see it, id = its version), keep-alive comments, and a last `end` message when the match
    is over (`code: match_finished`, after the final view) or when the token the stream was opened with
    is rotated, revoked or expires (data: `code`, `detail`; the stream then closes, within a second or
    two on every worker). Every message's data carries `server_time` (the server's clock, Unix seconds;
    NDJSON keep-alives too), so a client counts down to a deadline without trusting its own clock.
    Reconnect with `Last-Event-ID` (or `?after=`) to receive exactly the events missed, then the current
    view. A client that falls too far behind is disconnected and should resume the same way. Browsers
    (EventSource sends no `Authorization`) open a seat's stream with `?ticket=` from POST
    /matches/{match_id}/stream-tickets. Live play can also use the WebSocket
    `/matches/{match_id}/socket` (see the document's description).

    Args:
        match_id (str): The match id returned by POST /matches.
        after (int | Unset): Resume after this version, as Last-Event-ID (0: every event, then the
            view).
        format_ (str | Unset): `sse` (default) or `ndjson`.
        ticket (str | Unset): A single-use ticket from POST /matches/{match_id}/stream-tickets,
            for browsers' EventSource (which cannot send Authorization). Instead of the bearer token,
            never with it.
        last_event_id (str | Unset): Resume after this version. Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        after=after,
        format_=format_,
        ticket=ticket,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    format_: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = "",
) -> Problem | str | None:
    """Live updates: the caller's view, then each new event it may see and the new view

     Server-Sent Events (`text/event-stream`, the default) or NDJSON (`Accept: application/x-ndjson` or
    `?format=ndjson`). Messages: `view` (a SeatView, id = its version), `event` (a log entry as the
    caller may see it, id = its version), keep-alive comments, and a last `end` message when the match
    is over (`code: match_finished`, after the final view) or when the token the stream was opened with
    is rotated, revoked or expires (data: `code`, `detail`; the stream then closes, within a second or
    two on every worker). Every message's data carries `server_time` (the server's clock, Unix seconds;
    NDJSON keep-alives too), so a client counts down to a deadline without trusting its own clock.
    Reconnect with `Last-Event-ID` (or `?after=`) to receive exactly the events missed, then the current
    view. A client that falls too far behind is disconnected and should resume the same way. Browsers
    (EventSource sends no `Authorization`) open a seat's stream with `?ticket=` from POST
    /matches/{match_id}/stream-tickets. Live play can also use the WebSocket
    `/matches/{match_id}/socket` (see the document's description).

    Args:
        match_id (str): The match id returned by POST /matches.
        after (int | Unset): Resume after this version, as Last-Event-ID (0: every event, then the
            view).
        format_ (str | Unset): `sse` (default) or `ndjson`.
        ticket (str | Unset): A single-use ticket from POST /matches/{match_id}/stream-tickets,
            for browsers' EventSource (which cannot send Authorization). Instead of the bearer token,
            never with it.
        last_event_id (str | Unset): Resume after this version. Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        after=after,
        format_=format_,
        ticket=ticket,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    format_: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = "",
) -> Response[Problem | str]:
    """Live updates: the caller's view, then each new event it may see and the new view

     Server-Sent Events (`text/event-stream`, the default) or NDJSON (`Accept: application/x-ndjson` or
    `?format=ndjson`). Messages: `view` (a SeatView, id = its version), `event` (a log entry as the
    caller may see it, id = its version), keep-alive comments, and a last `end` message when the match
    is over (`code: match_finished`, after the final view) or when the token the stream was opened with
    is rotated, revoked or expires (data: `code`, `detail`; the stream then closes, within a second or
    two on every worker). Every message's data carries `server_time` (the server's clock, Unix seconds;
    NDJSON keep-alives too), so a client counts down to a deadline without trusting its own clock.
    Reconnect with `Last-Event-ID` (or `?after=`) to receive exactly the events missed, then the current
    view. A client that falls too far behind is disconnected and should resume the same way. Browsers
    (EventSource sends no `Authorization`) open a seat's stream with `?ticket=` from POST
    /matches/{match_id}/stream-tickets. Live play can also use the WebSocket
    `/matches/{match_id}/socket` (see the document's description).

    Args:
        match_id (str): The match id returned by POST /matches.
        after (int | Unset): Resume after this version, as Last-Event-ID (0: every event, then the
            view).
        format_ (str | Unset): `sse` (default) or `ndjson`.
        ticket (str | Unset): A single-use ticket from POST /matches/{match_id}/stream-tickets,
            for browsers' EventSource (which cannot send Authorization). Instead of the bearer token,
            never with it.
        last_event_id (str | Unset): Resume after this version. Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        after=after,
        format_=format_,
        ticket=ticket,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    format_: str | Unset = UNSET,
    ticket: str | Unset = UNSET,
    last_event_id: str | Unset = "",
) -> Problem | str | None:
    """Live updates: the caller's view, then each new event it may see and the new view

     Server-Sent Events (`text/event-stream`, the default) or NDJSON (`Accept: application/x-ndjson` or
    `?format=ndjson`). Messages: `view` (a SeatView, id = its version), `event` (a log entry as the
    caller may see it, id = its version), keep-alive comments, and a last `end` message when the match
    is over (`code: match_finished`, after the final view) or when the token the stream was opened with
    is rotated, revoked or expires (data: `code`, `detail`; the stream then closes, within a second or
    two on every worker). Every message's data carries `server_time` (the server's clock, Unix seconds;
    NDJSON keep-alives too), so a client counts down to a deadline without trusting its own clock.
    Reconnect with `Last-Event-ID` (or `?after=`) to receive exactly the events missed, then the current
    view. A client that falls too far behind is disconnected and should resume the same way. Browsers
    (EventSource sends no `Authorization`) open a seat's stream with `?ticket=` from POST
    /matches/{match_id}/stream-tickets. Live play can also use the WebSocket
    `/matches/{match_id}/socket` (see the document's description).

    Args:
        match_id (str): The match id returned by POST /matches.
        after (int | Unset): Resume after this version, as Last-Event-ID (0: every event, then the
            view).
        format_ (str | Unset): `sse` (default) or `ndjson`.
        ticket (str | Unset): A single-use ticket from POST /matches/{match_id}/stream-tickets,
            for browsers' EventSource (which cannot send Authorization). Instead of the bearer token,
            never with it.
        last_event_id (str | Unset): Resume after this version. Default: ''.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            after=after,
            format_=format_,
            ticket=ticket,
            last_event_id=last_event_id,
        )
    ).parsed
