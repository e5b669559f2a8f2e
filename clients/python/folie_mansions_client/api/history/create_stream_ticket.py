from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.stream_ticket import StreamTicket
from ...types import Response


def _get_kwargs(
    match_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/matches/{match_id}/stream-tickets".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | StreamTicket | None:
    if response.status_code == 201:
        response_201 = StreamTicket.from_dict(response.json())

        return response_201

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
) -> Response[Problem | StreamTicket]:
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
) -> Response[Problem | StreamTicket]:
    """A single-use, short-lived ticket that opens this token's event stream from a browser

     EventSource cannot send `Authorization`, and tokens are never accepted in URLs. With the seat's (or
    any) token, this returns a random ticket valid once, for `FOLIE_STREAM_TICKET_SECONDS` (30 s): `new
    EventSource(url)` with the returned `url`. The stream then behaves as if opened with the token (it
    ends when the token is rotated, revoked or expires). Tickets are kept by the worker that issued
    them: behind several workers, route a client to one worker, or use the WebSocket, which needs no
    ticket.

    Args:
        match_id (str): The match id returned by POST /matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamTicket]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | StreamTicket | None:
    """A single-use, short-lived ticket that opens this token's event stream from a browser

     EventSource cannot send `Authorization`, and tokens are never accepted in URLs. With the seat's (or
    any) token, this returns a random ticket valid once, for `FOLIE_STREAM_TICKET_SECONDS` (30 s): `new
    EventSource(url)` with the returned `url`. The stream then behaves as if opened with the token (it
    ends when the token is rotated, revoked or expires). Tickets are kept by the worker that issued
    them: behind several workers, route a client to one worker, or use the WebSocket, which needs no
    ticket.

    Args:
        match_id (str): The match id returned by POST /matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamTicket
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | StreamTicket]:
    """A single-use, short-lived ticket that opens this token's event stream from a browser

     EventSource cannot send `Authorization`, and tokens are never accepted in URLs. With the seat's (or
    any) token, this returns a random ticket valid once, for `FOLIE_STREAM_TICKET_SECONDS` (30 s): `new
    EventSource(url)` with the returned `url`. The stream then behaves as if opened with the token (it
    ends when the token is rotated, revoked or expires). Tickets are kept by the worker that issued
    them: behind several workers, route a client to one worker, or use the WebSocket, which needs no
    ticket.

    Args:
        match_id (str): The match id returned by POST /matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamTicket]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | StreamTicket | None:
    """A single-use, short-lived ticket that opens this token's event stream from a browser

     EventSource cannot send `Authorization`, and tokens are never accepted in URLs. With the seat's (or
    any) token, this returns a random ticket valid once, for `FOLIE_STREAM_TICKET_SECONDS` (30 s): `new
    EventSource(url)` with the returned `url`. The stream then behaves as if opened with the token (it
    ends when the token is rotated, revoked or expires). Tickets are kept by the worker that issued
    them: behind several workers, route a client to one worker, or use the WebSocket, which needs no
    ticket.

    Args:
        match_id (str): The match id returned by POST /matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamTicket
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
        )
    ).parsed
