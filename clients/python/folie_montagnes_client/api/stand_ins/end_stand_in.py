from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.stand_in_result import StandInResult
from ...types import Response


def _get_kwargs(
    match_id: str,
    seat: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/matches/{match_id}/seats/{seat}/stand-in".format(
            match_id=quote(str(match_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | StandInResult | None:
    if response.status_code == 200:
        response_200 = StandInResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[Problem | StandInResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | StandInResult]:
    """Give a seat back to its player (it came back); its token may play again

     Idempotent: a seat no stand-in holds is left as it is (`changed: false`).

    Args:
        match_id (str): The match id returned by POST /matches.
        seat (int): A seat number of the match, from 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StandInResult]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        seat=seat,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Problem | StandInResult | None:
    """Give a seat back to its player (it came back); its token may play again

     Idempotent: a seat no stand-in holds is left as it is (`changed: false`).

    Args:
        match_id (str): The match id returned by POST /matches.
        seat (int): A seat number of the match, from 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StandInResult
    """

    return sync_detailed(
        match_id=match_id,
        seat=seat,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | StandInResult]:
    """Give a seat back to its player (it came back); its token may play again

     Idempotent: a seat no stand-in holds is left as it is (`changed: false`).

    Args:
        match_id (str): The match id returned by POST /matches.
        seat (int): A seat number of the match, from 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StandInResult]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        seat=seat,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
) -> Problem | StandInResult | None:
    """Give a seat back to its player (it came back); its token may play again

     Idempotent: a seat no stand-in holds is left as it is (`changed: false`).

    Args:
        match_id (str): The match id returned by POST /matches.
        seat (int): A seat number of the match, from 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StandInResult
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            seat=seat,
            client=client,
        )
    ).parsed
