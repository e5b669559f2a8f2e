from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.export_parquet_table import ExportParquetTable
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    table: ExportParquetTable,
    *,
    game: str,
    month: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["game"] = game

    params["month"] = month

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/analytics/export/parquet/{table}".format(
            table=quote(str(table), safe=""),
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
    table: ExportParquetTable,
    *,
    client: AuthenticatedClient,
    game: str,
    month: str | Unset = UNSET,
) -> Response[Problem]:
    """One Parquet partition (table, game, month or every month) of finished matches

     Analyst or admin token. One Parquet partition (table, game, month) of the finished matches.

    Args:
        table (ExportParquetTable): matches or events
        game (str): The game whose matches to export.
        month (str | Unset): YYYY-MM of creation; left out, every month (the file then has a month
            column).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
    """

    kwargs = _get_kwargs(
        table=table,
        game=game,
        month=month,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    table: ExportParquetTable,
    *,
    client: AuthenticatedClient,
    game: str,
    month: str | Unset = UNSET,
) -> Problem | None:
    """One Parquet partition (table, game, month or every month) of finished matches

     Analyst or admin token. One Parquet partition (table, game, month) of the finished matches.

    Args:
        table (ExportParquetTable): matches or events
        game (str): The game whose matches to export.
        month (str | Unset): YYYY-MM of creation; left out, every month (the file then has a month
            column).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
    """

    return sync_detailed(
        table=table,
        client=client,
        game=game,
        month=month,
    ).parsed


async def asyncio_detailed(
    table: ExportParquetTable,
    *,
    client: AuthenticatedClient,
    game: str,
    month: str | Unset = UNSET,
) -> Response[Problem]:
    """One Parquet partition (table, game, month or every month) of finished matches

     Analyst or admin token. One Parquet partition (table, game, month) of the finished matches.

    Args:
        table (ExportParquetTable): matches or events
        game (str): The game whose matches to export.
        month (str | Unset): YYYY-MM of creation; left out, every month (the file then has a month
            column).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
    """

    kwargs = _get_kwargs(
        table=table,
        game=game,
        month=month,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    table: ExportParquetTable,
    *,
    client: AuthenticatedClient,
    game: str,
    month: str | Unset = UNSET,
) -> Problem | None:
    """One Parquet partition (table, game, month or every month) of finished matches

     Analyst or admin token. One Parquet partition (table, game, month) of the finished matches.

    Args:
        table (ExportParquetTable): matches or events
        game (str): The game whose matches to export.
        month (str | Unset): YYYY-MM of creation; left out, every month (the file then has a month
            column).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
    """

    return (
        await asyncio_detailed(
            table=table,
            client=client,
            game=game,
            month=month,
        )
    ).parsed
