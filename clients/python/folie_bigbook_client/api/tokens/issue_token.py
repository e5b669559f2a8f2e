from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.issued_token import IssuedToken
from ...models.problem import Problem
from ...models.token_request import TokenRequest
from ...types import Response


def _get_kwargs(
    match_id: str,
    *,
    body: TokenRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/matches/{match_id}/tokens".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> IssuedToken | Problem | None:
    if response.status_code == 201:
        response_201 = IssuedToken.from_dict(response.json())

        return response_201

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
) -> Response[IssuedToken | Problem]:
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
    body: TokenRequest,
) -> Response[IssuedToken | Problem]:
    """Issue a token; for a seat or the creator this rotates it (the old one stops working)

     Creator or admin. A seat or creator token replaces the old one; a spectator token is one more read-
    only token. `ttl_seconds` sets `expires_at` (Unix seconds).

    Args:
        match_id (str): The match id returned by POST /matches.
        body (TokenRequest): Issue a token. `seat`: a new token for that seat (the old one stops
            working); `creator`: a
            new creator token (likewise); `spectator`: one more read-only token. `ttl_seconds`: it
            expires
            that long from now (at most a year; default: never).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IssuedToken | Problem]
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
    client: AuthenticatedClient,
    body: TokenRequest,
) -> IssuedToken | Problem | None:
    """Issue a token; for a seat or the creator this rotates it (the old one stops working)

     Creator or admin. A seat or creator token replaces the old one; a spectator token is one more read-
    only token. `ttl_seconds` sets `expires_at` (Unix seconds).

    Args:
        match_id (str): The match id returned by POST /matches.
        body (TokenRequest): Issue a token. `seat`: a new token for that seat (the old one stops
            working); `creator`: a
            new creator token (likewise); `spectator`: one more read-only token. `ttl_seconds`: it
            expires
            that long from now (at most a year; default: never).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IssuedToken | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: TokenRequest,
) -> Response[IssuedToken | Problem]:
    """Issue a token; for a seat or the creator this rotates it (the old one stops working)

     Creator or admin. A seat or creator token replaces the old one; a spectator token is one more read-
    only token. `ttl_seconds` sets `expires_at` (Unix seconds).

    Args:
        match_id (str): The match id returned by POST /matches.
        body (TokenRequest): Issue a token. `seat`: a new token for that seat (the old one stops
            working); `creator`: a
            new creator token (likewise); `spectator`: one more read-only token. `ttl_seconds`: it
            expires
            that long from now (at most a year; default: never).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IssuedToken | Problem]
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
    client: AuthenticatedClient,
    body: TokenRequest,
) -> IssuedToken | Problem | None:
    """Issue a token; for a seat or the creator this rotates it (the old one stops working)

     Creator or admin. A seat or creator token replaces the old one; a spectator token is one more read-
    only token. `ttl_seconds` sets `expires_at` (Unix seconds).

    Args:
        match_id (str): The match id returned by POST /matches.
        body (TokenRequest): Issue a token. `seat`: a new token for that seat (the old one stops
            working); `creator`: a
            new creator token (likewise); `spectator`: one more read-only token. `ttl_seconds`: it
            expires
            that long from now (at most a year; default: never).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IssuedToken | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
        )
    ).parsed
