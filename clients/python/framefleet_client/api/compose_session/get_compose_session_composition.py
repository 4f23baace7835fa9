from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_compose_session_composition_response_200 import (
    GetComposeSessionCompositionResponse200,
)
from ...types import Response


def _get_kwargs(
    id: str,
    session_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/projects/{id}/compose-session/{session_id}/composition".format(
            id=quote(str(id), safe=""),
            session_id=quote(str(session_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetComposeSessionCompositionResponse200 | None:
    if response.status_code == 200:
        response_200 = GetComposeSessionCompositionResponse200.from_dict(
            response.json()
        )

        return response_200

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorEnvelope.from_dict(response.json())

        return response_404

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | GetComposeSessionCompositionResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    session_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | GetComposeSessionCompositionResponse200]:
    """Read a session's scratch composition (ETag header), not the project's active one

     404 when the session is unknown, another org's, closed or idle past its time-to-live, or holds no
    scratch. A session closes after 1800 s without a read or write (the idle time-to-live,
    FRAMEFLEET_SESSION_IDLE_TTL_SEC) or on DELETE; then it reads 404 and its scratch is released.

    Args:
        id (str):
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetComposeSessionCompositionResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        session_id=session_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    session_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | GetComposeSessionCompositionResponse200 | None:
    """Read a session's scratch composition (ETag header), not the project's active one

     404 when the session is unknown, another org's, closed or idle past its time-to-live, or holds no
    scratch. A session closes after 1800 s without a read or write (the idle time-to-live,
    FRAMEFLEET_SESSION_IDLE_TTL_SEC) or on DELETE; then it reads 404 and its scratch is released.

    Args:
        id (str):
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetComposeSessionCompositionResponse200
    """

    return sync_detailed(
        id=id,
        session_id=session_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    session_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | GetComposeSessionCompositionResponse200]:
    """Read a session's scratch composition (ETag header), not the project's active one

     404 when the session is unknown, another org's, closed or idle past its time-to-live, or holds no
    scratch. A session closes after 1800 s without a read or write (the idle time-to-live,
    FRAMEFLEET_SESSION_IDLE_TTL_SEC) or on DELETE; then it reads 404 and its scratch is released.

    Args:
        id (str):
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetComposeSessionCompositionResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        session_id=session_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    session_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | GetComposeSessionCompositionResponse200 | None:
    """Read a session's scratch composition (ETag header), not the project's active one

     404 when the session is unknown, another org's, closed or idle past its time-to-live, or holds no
    scratch. A session closes after 1800 s without a read or write (the idle time-to-live,
    FRAMEFLEET_SESSION_IDLE_TTL_SEC) or on DELETE; then it reads 404 and its scratch is released.

    Args:
        id (str):
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetComposeSessionCompositionResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            session_id=session_id,
            client=client,
        )
    ).parsed
