from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.replace_compose_session_composition_body import (
    ReplaceComposeSessionCompositionBody,
)
from ...models.replace_compose_session_composition_response_200 import (
    ReplaceComposeSessionCompositionResponse200,
)
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    session_id: str,
    *,
    body: ReplaceComposeSessionCompositionBody,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["if-match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/projects/{id}/compose-session/{session_id}/composition".format(
            id=quote(str(id), safe=""),
            session_id=quote(str(session_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | ReplaceComposeSessionCompositionResponse200 | None:
    if response.status_code == 200:
        response_200 = ReplaceComposeSessionCompositionResponse200.from_dict(
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

    if response.status_code == 412:
        response_412 = ErrorEnvelope.from_dict(response.json())

        return response_412

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = ErrorEnvelope.from_dict(response.json())

        return response_422

    if response.status_code == 428:
        response_428 = ErrorEnvelope.from_dict(response.json())

        return response_428

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | ReplaceComposeSessionCompositionResponse200]:
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
    body: ReplaceComposeSessionCompositionBody,
    if_match: str | Unset = UNSET,
) -> Response[ErrorEnvelope | ReplaceComposeSessionCompositionResponse200]:
    """Replace a session's scratch composition (If-Match: the scratch's ETag)

     428 without If-Match; 412 (details.currentEtag) when the scratch changed since that ETag. The
    project is not touched until commit.

    Args:
        id (str):
        session_id (str):
        if_match (str | Unset):
        body (ReplaceComposeSessionCompositionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ReplaceComposeSessionCompositionResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        session_id=session_id,
        body=body,
        if_match=if_match,
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
    body: ReplaceComposeSessionCompositionBody,
    if_match: str | Unset = UNSET,
) -> ErrorEnvelope | ReplaceComposeSessionCompositionResponse200 | None:
    """Replace a session's scratch composition (If-Match: the scratch's ETag)

     428 without If-Match; 412 (details.currentEtag) when the scratch changed since that ETag. The
    project is not touched until commit.

    Args:
        id (str):
        session_id (str):
        if_match (str | Unset):
        body (ReplaceComposeSessionCompositionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ReplaceComposeSessionCompositionResponse200
    """

    return sync_detailed(
        id=id,
        session_id=session_id,
        client=client,
        body=body,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    id: str,
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: ReplaceComposeSessionCompositionBody,
    if_match: str | Unset = UNSET,
) -> Response[ErrorEnvelope | ReplaceComposeSessionCompositionResponse200]:
    """Replace a session's scratch composition (If-Match: the scratch's ETag)

     428 without If-Match; 412 (details.currentEtag) when the scratch changed since that ETag. The
    project is not touched until commit.

    Args:
        id (str):
        session_id (str):
        if_match (str | Unset):
        body (ReplaceComposeSessionCompositionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ReplaceComposeSessionCompositionResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        session_id=session_id,
        body=body,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    session_id: str,
    *,
    client: AuthenticatedClient,
    body: ReplaceComposeSessionCompositionBody,
    if_match: str | Unset = UNSET,
) -> ErrorEnvelope | ReplaceComposeSessionCompositionResponse200 | None:
    """Replace a session's scratch composition (If-Match: the scratch's ETag)

     428 without If-Match; 412 (details.currentEtag) when the scratch changed since that ETag. The
    project is not touched until commit.

    Args:
        id (str):
        session_id (str):
        if_match (str | Unset):
        body (ReplaceComposeSessionCompositionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ReplaceComposeSessionCompositionResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            session_id=session_id,
            client=client,
            body=body,
            if_match=if_match,
        )
    ).parsed
