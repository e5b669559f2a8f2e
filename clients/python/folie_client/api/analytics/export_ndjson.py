from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["game"] = game

    params["month"] = month

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/analytics/export/ndjson",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | None:
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
) -> Response[Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,
) -> Response[Problem]:
    """Finished matches as NDJSON: one match per line with its full event log

     Analyst or admin token. Finished matches as NDJSON, one match per line with its full event log.

    Args:
        game (str | Unset): Only this game.
        month (str | Unset): YYYY-MM of creation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
    """

    kwargs = _get_kwargs(
        game=game,
        month=month,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,
) -> Problem | None:
    """Finished matches as NDJSON: one match per line with its full event log

     Analyst or admin token. Finished matches as NDJSON, one match per line with its full event log.

    Args:
        game (str | Unset): Only this game.
        month (str | Unset): YYYY-MM of creation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
    """

    return sync_detailed(
        client=client,
        game=game,
        month=month,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,
) -> Response[Problem]:
    """Finished matches as NDJSON: one match per line with its full event log

     Analyst or admin token. Finished matches as NDJSON, one match per line with its full event log.

    Args:
        game (str | Unset): Only this game.
        month (str | Unset): YYYY-MM of creation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
    """

    kwargs = _get_kwargs(
        game=game,
        month=month,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,
) -> Problem | None:
    """Finished matches as NDJSON: one match per line with its full event log

     Analyst or admin token. Finished matches as NDJSON, one match per line with its full event log.

    Args:
        game (str | Unset): Only this game.
        month (str | Unset): YYYY-MM of creation.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            game=game,
            month=month,
        )
    ).parsed
