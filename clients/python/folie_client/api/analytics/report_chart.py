from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name: str,
    *,
    game: str | Unset = UNSET,
    source: str | Unset = UNSET,
    dimension: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["game"] = game

    params["source"] = source

    params["dimension"] = dimension

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/analytics/reports/{name}/png".format(
            name=quote(str(name), safe=""),
        ),
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
    name: str,
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    source: str | Unset = UNSET,
    dimension: str | Unset = UNSET,
) -> Response[Problem]:
    """A built-in report as a chart (PNG)

     Analyst or admin token. A built-in report's chart as a PNG image.

    Args:
        name (str): A report name from GET /analytics/reports.
        game (str | Unset): Only this game.
        source (str | Unset): Only played matches (play), simulated ones (simulation), or one
            bot's (simulation:heuristic); all if left out.
        dimension (str | Unset): The dimension of the lift and breakdown reports (card, spell,
            round, region, tile...; lift also takes action: the game's event types).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
    """

    kwargs = _get_kwargs(
        name=name,
        game=game,
        source=source,
        dimension=dimension,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    name: str,
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    source: str | Unset = UNSET,
    dimension: str | Unset = UNSET,
) -> Problem | None:
    """A built-in report as a chart (PNG)

     Analyst or admin token. A built-in report's chart as a PNG image.

    Args:
        name (str): A report name from GET /analytics/reports.
        game (str | Unset): Only this game.
        source (str | Unset): Only played matches (play), simulated ones (simulation), or one
            bot's (simulation:heuristic); all if left out.
        dimension (str | Unset): The dimension of the lift and breakdown reports (card, spell,
            round, region, tile...; lift also takes action: the game's event types).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
    """

    return sync_detailed(
        name=name,
        client=client,
        game=game,
        source=source,
        dimension=dimension,
    ).parsed


async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    source: str | Unset = UNSET,
    dimension: str | Unset = UNSET,
) -> Response[Problem]:
    """A built-in report as a chart (PNG)

     Analyst or admin token. A built-in report's chart as a PNG image.

    Args:
        name (str): A report name from GET /analytics/reports.
        game (str | Unset): Only this game.
        source (str | Unset): Only played matches (play), simulated ones (simulation), or one
            bot's (simulation:heuristic); all if left out.
        dimension (str | Unset): The dimension of the lift and breakdown reports (card, spell,
            round, region, tile...; lift also takes action: the game's event types).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
    """

    kwargs = _get_kwargs(
        name=name,
        game=game,
        source=source,
        dimension=dimension,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    source: str | Unset = UNSET,
    dimension: str | Unset = UNSET,
) -> Problem | None:
    """A built-in report as a chart (PNG)

     Analyst or admin token. A built-in report's chart as a PNG image.

    Args:
        name (str): A report name from GET /analytics/reports.
        game (str | Unset): Only this game.
        source (str | Unset): Only played matches (play), simulated ones (simulation), or one
            bot's (simulation:heuristic); all if left out.
        dimension (str | Unset): The dimension of the lift and breakdown reports (card, spell,
            round, region, tile...; lift also takes action: the game's event types).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
    """

    return (
        await asyncio_detailed(
            name=name,
            client=client,
            game=game,
            source=source,
            dimension=dimension,
        )
    ).parsed
