from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.command_request import CommandRequest
from ...models.command_result import CommandResult
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    body: CommandRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/matches/{match_id}/commands".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommandResult | Problem | None:
    if response.status_code == 200:
        response_200 = CommandResult.from_dict(response.json())

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
) -> Response[CommandResult | Problem]:
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
    body: CommandRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CommandResult | Problem]:
    """Send a command as the seat of the bearer token

     The command is one of the view's `legal_actions`, filled in. Send `expected_version` to be told
    (409) if the match moved on, and an `Idempotency-Key` header to make retries safe: a repeated key
    returns the first result and appends nothing.

    Args:
        match_id (str): The match id returned by POST /matches.
        idempotency_key (str | Unset): A key unique to this command (e.g. a UUID): a retry with
            the same key returns the first result (`replayed: true`) and appends nothing.
        body (CommandRequest): A command for the seat that owns the bearer token.

            `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
            `expected_version` (optional) makes the request fail with 409 if the match moved on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: CommandRequest,
    idempotency_key: str | Unset = UNSET,
) -> CommandResult | Problem | None:
    """Send a command as the seat of the bearer token

     The command is one of the view's `legal_actions`, filled in. Send `expected_version` to be told
    (409) if the match moved on, and an `Idempotency-Key` header to make retries safe: a repeated key
    returns the first result and appends nothing.

    Args:
        match_id (str): The match id returned by POST /matches.
        idempotency_key (str | Unset): A key unique to this command (e.g. a UUID): a retry with
            the same key returns the first result (`replayed: true`) and appends nothing.
        body (CommandRequest): A command for the seat that owns the bearer token.

            `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
            `expected_version` (optional) makes the request fail with 409 if the match moved on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: CommandRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[CommandResult | Problem]:
    """Send a command as the seat of the bearer token

     The command is one of the view's `legal_actions`, filled in. Send `expected_version` to be told
    (409) if the match moved on, and an `Idempotency-Key` header to make retries safe: a repeated key
    returns the first result and appends nothing.

    Args:
        match_id (str): The match id returned by POST /matches.
        idempotency_key (str | Unset): A key unique to this command (e.g. a UUID): a retry with
            the same key returns the first result (`replayed: true`) and appends nothing.
        body (CommandRequest): A command for the seat that owns the bearer token.

            `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
            `expected_version` (optional) makes the request fail with 409 if the match moved on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient,
    body: CommandRequest,
    idempotency_key: str | Unset = UNSET,
) -> CommandResult | Problem | None:
    """Send a command as the seat of the bearer token

     The command is one of the view's `legal_actions`, filled in. Send `expected_version` to be told
    (409) if the match moved on, and an `Idempotency-Key` header to make retries safe: a repeated key
    returns the first result and appends nothing.

    Args:
        match_id (str): The match id returned by POST /matches.
        idempotency_key (str | Unset): A key unique to this command (e.g. a UUID): a retry with
            the same key returns the first result (`replayed: true`) and appends nothing.
        body (CommandRequest): A command for the seat that owns the bearer token.

            `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
            `expected_version` (optional) makes the request fail with 409 if the match moved on.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
