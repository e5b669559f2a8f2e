from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.montagnes_seat_view import MontagnesSeatView
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    match_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/matches/{match_id}/view".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MontagnesSeatView | Problem | None:
    if response.status_code == 200:
        response_200 = MontagnesSeatView.from_dict(response.json())

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
) -> Response[MontagnesSeatView | Problem]:
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
) -> Response[MontagnesSeatView | Problem]:
    """The caller's view: a seat's (bearer token), or the spectator's (no token)

     A seat's view with its bearer token, the spectator's without one. `legal_actions` lists what the
    seat may send now: a command is `{"action": action, **fixed, <param>: <value>...}`.

    Args:
        match_id (str): The match id returned by POST /matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MontagnesSeatView | Problem]
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
) -> MontagnesSeatView | Problem | None:
    """The caller's view: a seat's (bearer token), or the spectator's (no token)

     A seat's view with its bearer token, the spectator's without one. `legal_actions` lists what the
    seat may send now: a command is `{"action": action, **fixed, <param>: <value>...}`.

    Args:
        match_id (str): The match id returned by POST /matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MontagnesSeatView | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[MontagnesSeatView | Problem]:
    """The caller's view: a seat's (bearer token), or the spectator's (no token)

     A seat's view with its bearer token, the spectator's without one. `legal_actions` lists what the
    seat may send now: a command is `{"action": action, **fixed, <param>: <value>...}`.

    Args:
        match_id (str): The match id returned by POST /matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MontagnesSeatView | Problem]
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
) -> MontagnesSeatView | Problem | None:
    """The caller's view: a seat's (bearer token), or the spectator's (no token)

     A seat's view with its bearer token, the spectator's without one. `legal_actions` lists what the
    seat may send now: a command is `{"action": action, **fixed, <param>: <value>...}`.

    Args:
        match_id (str): The match id returned by POST /matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MontagnesSeatView | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
        )
    ).parsed
