from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.token_revoked_result import TokenRevokedResult
from ...types import Response


def _get_kwargs(
    match_id: str,
    token_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/matches/{match_id}/tokens/{token_id}".format(
            match_id=quote(str(match_id), safe=""),
            token_id=quote(str(token_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TokenRevokedResult | None:
    if response.status_code == 200:
        response_200 = TokenRevokedResult.from_dict(response.json())

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
) -> Response[Problem | TokenRevokedResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    token_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | TokenRevokedResult]:
    """Revoke a token at once (creator or admin)

     Creator or admin. The token stops working at once.

    Args:
        match_id (str): The match id returned by POST /matches.
        token_id (str): A token_id from GET /matches/{match_id}/tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TokenRevokedResult]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        token_id=token_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    token_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | TokenRevokedResult | None:
    """Revoke a token at once (creator or admin)

     Creator or admin. The token stops working at once.

    Args:
        match_id (str): The match id returned by POST /matches.
        token_id (str): A token_id from GET /matches/{match_id}/tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TokenRevokedResult
    """

    return sync_detailed(
        match_id=match_id,
        token_id=token_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    token_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | TokenRevokedResult]:
    """Revoke a token at once (creator or admin)

     Creator or admin. The token stops working at once.

    Args:
        match_id (str): The match id returned by POST /matches.
        token_id (str): A token_id from GET /matches/{match_id}/tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TokenRevokedResult]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        token_id=token_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    token_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | TokenRevokedResult | None:
    """Revoke a token at once (creator or admin)

     Creator or admin. The token stops working at once.

    Args:
        match_id (str): The match id returned by POST /matches.
        token_id (str): A token_id from GET /matches/{match_id}/tokens.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TokenRevokedResult
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            token_id=token_id,
            client=client,
        )
    ).parsed
