from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.big_book_seat_view import BigBookSeatView
from ...models.problem import Problem
from ...types import UNSET, Response


def _get_kwargs(
    match_id: str,
    *,
    version: int,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["version"] = version

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/matches/{match_id}/replay".format(
            match_id=quote(str(match_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BigBookSeatView | Problem | None:
    if response.status_code == 200:
        response_200 = BigBookSeatView.from_dict(response.json())

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
) -> Response[BigBookSeatView | Problem]:
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
    version: int,
) -> Response[BigBookSeatView | Problem]:
    """The view at a past version: the seat's own during the match, omniscient once it is over

     The view at a past `version`. Version 1 is `match_created`, before the game's set-up: the first
    version accepted is 2 (a version inside the set-up is refused with 422 `version_out_of_range`).

    Args:
        match_id (str): The match id returned by POST /matches.
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BigBookSeatView | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        version=version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    version: int,
) -> BigBookSeatView | Problem | None:
    """The view at a past version: the seat's own during the match, omniscient once it is over

     The view at a past `version`. Version 1 is `match_created`, before the game's set-up: the first
    version accepted is 2 (a version inside the set-up is refused with 422 `version_out_of_range`).

    Args:
        match_id (str): The match id returned by POST /matches.
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BigBookSeatView | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        version=version,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    version: int,
) -> Response[BigBookSeatView | Problem]:
    """The view at a past version: the seat's own during the match, omniscient once it is over

     The view at a past `version`. Version 1 is `match_created`, before the game's set-up: the first
    version accepted is 2 (a version inside the set-up is refused with 422 `version_out_of_range`).

    Args:
        match_id (str): The match id returned by POST /matches.
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BigBookSeatView | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        version=version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    version: int,
) -> BigBookSeatView | Problem | None:
    """The view at a past version: the seat's own during the match, omniscient once it is over

     The view at a past `version`. Version 1 is `match_created`, before the game's set-up: the first
    version accepted is 2 (a version inside the set-up is refused with 422 `version_out_of_range`).

    Args:
        match_id (str): The match id returned by POST /matches.
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BigBookSeatView | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            version=version,
        )
    ).parsed
