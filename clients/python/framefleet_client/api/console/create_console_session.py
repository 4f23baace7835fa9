from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_console_session_body import CreateConsoleSessionBody
from ...models.create_console_session_response_201 import (
    CreateConsoleSessionResponse201,
)
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    *,
    body: CreateConsoleSessionBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/console/session",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateConsoleSessionResponse201 | ErrorEnvelope | None:
    if response.status_code == 201:
        response_201 = CreateConsoleSessionResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreateConsoleSessionResponse201 | ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateConsoleSessionBody,
) -> Response[CreateConsoleSessionResponse201 | ErrorEnvelope]:
    """Sign in to the console: exchanges an API key with account access for an httpOnly session cookie

     The key is checked once and not kept; the session lasts 12 hours, ends at sign-out, and ends with
    its key (revoked or expired).

    Args:
        body (CreateConsoleSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateConsoleSessionResponse201 | ErrorEnvelope]
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
    body: CreateConsoleSessionBody,
) -> CreateConsoleSessionResponse201 | ErrorEnvelope | None:
    """Sign in to the console: exchanges an API key with account access for an httpOnly session cookie

     The key is checked once and not kept; the session lasts 12 hours, ends at sign-out, and ends with
    its key (revoked or expired).

    Args:
        body (CreateConsoleSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateConsoleSessionResponse201 | ErrorEnvelope
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateConsoleSessionBody,
) -> Response[CreateConsoleSessionResponse201 | ErrorEnvelope]:
    """Sign in to the console: exchanges an API key with account access for an httpOnly session cookie

     The key is checked once and not kept; the session lasts 12 hours, ends at sign-out, and ends with
    its key (revoked or expired).

    Args:
        body (CreateConsoleSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateConsoleSessionResponse201 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateConsoleSessionBody,
) -> CreateConsoleSessionResponse201 | ErrorEnvelope | None:
    """Sign in to the console: exchanges an API key with account access for an httpOnly session cookie

     The key is checked once and not kept; the session lasts 12 hours, ends at sign-out, and ends with
    its key (revoked or expired).

    Args:
        body (CreateConsoleSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateConsoleSessionResponse201 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
