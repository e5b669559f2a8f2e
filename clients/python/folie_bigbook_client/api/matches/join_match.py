from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.join_request import JoinRequest
from ...models.joined_seat import JoinedSeat
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    match_id: str,
    *,
    body: JoinRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/matches/{match_id}/join".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> JoinedSeat | Problem | None:
    if response.status_code == 201:
        response_201 = JoinedSeat.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
) -> Response[JoinedSeat | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,
) -> Response[JoinedSeat | Problem]:
    """Join a seat with its invitation; returns that seat's token, once

     Public (the invitation is the credential). Exchanges a single-use invitation code for the seat's
    token, shown once.

    Args:
        match_id (str): The match id returned by POST /matches.
        body (JoinRequest): An invitation code from `POST /matches` (`seating: invitations`) or
            from the creator.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinedSeat | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,
) -> JoinedSeat | Problem | None:
    """Join a seat with its invitation; returns that seat's token, once

     Public (the invitation is the credential). Exchanges a single-use invitation code for the seat's
    token, shown once.

    Args:
        match_id (str): The match id returned by POST /matches.
        body (JoinRequest): An invitation code from `POST /matches` (`seating: invitations`) or
            from the creator.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinedSeat | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,
) -> Response[JoinedSeat | Problem]:
    """Join a seat with its invitation; returns that seat's token, once

     Public (the invitation is the credential). Exchanges a single-use invitation code for the seat's
    token, shown once.

    Args:
        match_id (str): The match id returned by POST /matches.
        body (JoinRequest): An invitation code from `POST /matches` (`seating: invitations`) or
            from the creator.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinedSeat | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: JoinRequest,
) -> JoinedSeat | Problem | None:
    """Join a seat with its invitation; returns that seat's token, once

     Public (the invitation is the credential). Exchanges a single-use invitation code for the seat's
    token, shown once.

    Args:
        match_id (str): The match id returned by POST /matches.
        body (JoinRequest): An invitation code from `POST /matches` (`seating: invitations`) or
            from the creator.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinedSeat | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
        )
    ).parsed
