from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.far_cry_create_match import FarCryCreateMatch
from ...models.match_created_response import MatchCreatedResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: FarCryCreateMatch,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/matches",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MatchCreatedResponse | Problem | None:
    if response.status_code == 201:
        response_201 = MatchCreatedResponse.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[MatchCreatedResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FarCryCreateMatch,
) -> Response[MatchCreatedResponse | Problem]:
    """Create a match; returns one secret token per seat and a creator token

     Public. Creates a match of `game` with its `options` (`{}`: the game's defaults). The response is
    the only time seat tokens (or invitation codes) and the creator token are shown.

    Args:
        body (FarCryCreateMatch): A new Far Cry: Escape from Rook Islands match. A new match.
            `options` are the game's (its `options_schema`); `stand_ins` is the
            platform's: seats a bot plays from the start (422 `invalid_stand_in`, `unknown_bot` or
            `no_human_seat` when it does not fit the match).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchCreatedResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: FarCryCreateMatch,
) -> MatchCreatedResponse | Problem | None:
    """Create a match; returns one secret token per seat and a creator token

     Public. Creates a match of `game` with its `options` (`{}`: the game's defaults). The response is
    the only time seat tokens (or invitation codes) and the creator token are shown.

    Args:
        body (FarCryCreateMatch): A new Far Cry: Escape from Rook Islands match. A new match.
            `options` are the game's (its `options_schema`); `stand_ins` is the
            platform's: seats a bot plays from the start (422 `invalid_stand_in`, `unknown_bot` or
            `no_human_seat` when it does not fit the match).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchCreatedResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FarCryCreateMatch,
) -> Response[MatchCreatedResponse | Problem]:
    """Create a match; returns one secret token per seat and a creator token

     Public. Creates a match of `game` with its `options` (`{}`: the game's defaults). The response is
    the only time seat tokens (or invitation codes) and the creator token are shown.

    Args:
        body (FarCryCreateMatch): A new Far Cry: Escape from Rook Islands match. A new match.
            `options` are the game's (its `options_schema`); `stand_ins` is the
            platform's: seats a bot plays from the start (422 `invalid_stand_in`, `unknown_bot` or
            `no_human_seat` when it does not fit the match).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchCreatedResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: FarCryCreateMatch,
) -> MatchCreatedResponse | Problem | None:
    """Create a match; returns one secret token per seat and a creator token

     Public. Creates a match of `game` with its `options` (`{}`: the game's defaults). The response is
    the only time seat tokens (or invitation codes) and the creator token are shown.

    Args:
        body (FarCryCreateMatch): A new Far Cry: Escape from Rook Islands match. A new match.
            `options` are the game's (its `options_schema`); `stand_ins` is the
            platform's: seats a bot plays from the start (422 `invalid_stand_in`, `unknown_bot` or
            `no_human_seat` when it does not fit the match).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchCreatedResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
