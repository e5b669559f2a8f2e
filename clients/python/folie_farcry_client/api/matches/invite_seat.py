from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.invitation_issued_result import InvitationIssuedResult
from ...models.invitation_request import InvitationRequest
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    match_id: str,
    *,
    body: InvitationRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/matches/{match_id}/invitations".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> InvitationIssuedResult | Problem | None:
    if response.status_code == 201:
        response_201 = InvitationIssuedResult.from_dict(response.json())

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
) -> Response[InvitationIssuedResult | Problem]:
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
    body: InvitationRequest,
) -> Response[InvitationIssuedResult | Problem]:
    """Invite someone to a seat again: a new single-use code (creator or admin)

     Creator or admin. A new single-use invitation code for a seat; its unused code stops working.

    Args:
        match_id (str): The match id returned by POST /matches.
        body (InvitationRequest): Invite someone to `seat` again: a new code; the seat's unused
            code, if any, stops working.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvitationIssuedResult | Problem]
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
    body: InvitationRequest,
) -> InvitationIssuedResult | Problem | None:
    """Invite someone to a seat again: a new single-use code (creator or admin)

     Creator or admin. A new single-use invitation code for a seat; its unused code stops working.

    Args:
        match_id (str): The match id returned by POST /matches.
        body (InvitationRequest): Invite someone to `seat` again: a new code; the seat's unused
            code, if any, stops working.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvitationIssuedResult | Problem
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
    body: InvitationRequest,
) -> Response[InvitationIssuedResult | Problem]:
    """Invite someone to a seat again: a new single-use code (creator or admin)

     Creator or admin. A new single-use invitation code for a seat; its unused code stops working.

    Args:
        match_id (str): The match id returned by POST /matches.
        body (InvitationRequest): Invite someone to `seat` again: a new code; the seat's unused
            code, if any, stops working.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InvitationIssuedResult | Problem]
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
    body: InvitationRequest,
) -> InvitationIssuedResult | Problem | None:
    """Invite someone to a seat again: a new single-use code (creator or admin)

     Creator or admin. A new single-use invitation code for a seat; its unused code stops working.

    Args:
        match_id (str): The match id returned by POST /matches.
        body (InvitationRequest): Invite someone to `seat` again: a new code; the seat's unused
            code, if any, stops working.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InvitationIssuedResult | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
        )
    ).parsed
