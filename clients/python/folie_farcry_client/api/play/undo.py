from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.undo_request import UndoRequest
from ...models.undo_result import UndoResult
from ...types import Response


def _get_kwargs(
    match_id: str,
    *,
    body: UndoRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/matches/{match_id}/undo".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | UndoResult | None:
    if response.status_code == 200:
        response_200 = UndoResult.from_dict(response.json())

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
) -> Response[Problem | UndoResult]:
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
    body: UndoRequest,
) -> Response[Problem | UndoResult]:
    """Undo back to a version (default: your last command); other seats' commands need their consent

     Ask to undo back to `to_version`. Your own last command is undone at once when nothing final
    happened since; taking back other seats' commands waits for their consent (`undo` in the view).

    Args:
        match_id (str): The match id returned by POST /matches.
        body (UndoRequest): Undo back to `to_version` (default: just before your last command).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UndoResult]
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
    body: UndoRequest,
) -> Problem | UndoResult | None:
    """Undo back to a version (default: your last command); other seats' commands need their consent

     Ask to undo back to `to_version`. Your own last command is undone at once when nothing final
    happened since; taking back other seats' commands waits for their consent (`undo` in the view).

    Args:
        match_id (str): The match id returned by POST /matches.
        body (UndoRequest): Undo back to `to_version` (default: just before your last command).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UndoResult
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
    body: UndoRequest,
) -> Response[Problem | UndoResult]:
    """Undo back to a version (default: your last command); other seats' commands need their consent

     Ask to undo back to `to_version`. Your own last command is undone at once when nothing final
    happened since; taking back other seats' commands waits for their consent (`undo` in the view).

    Args:
        match_id (str): The match id returned by POST /matches.
        body (UndoRequest): Undo back to `to_version` (default: just before your last command).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | UndoResult]
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
    body: UndoRequest,
) -> Problem | UndoResult | None:
    """Undo back to a version (default: your last command); other seats' commands need their consent

     Ask to undo back to `to_version`. Your own last command is undone at once when nothing final
    happened since; taking back other seats' commands waits for their consent (`undo` in the view).

    Args:
        match_id (str): The match id returned by POST /matches.
        body (UndoRequest): Undo back to `to_version` (default: just before your last command).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | UndoResult
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
        )
    ).parsed
