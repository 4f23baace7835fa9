from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.open_compose_session_body import OpenComposeSessionBody
from ...models.open_compose_session_response_201 import OpenComposeSessionResponse201
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: OpenComposeSessionBody | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/projects/{id}/compose-session".format(
            id=quote(str(id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | OpenComposeSessionResponse201 | None:
    if response.status_code == 201:
        response_201 = OpenComposeSessionResponse201.from_dict(response.json())

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

    if response.status_code == 404:
        response_404 = ErrorEnvelope.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = ErrorEnvelope.from_dict(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | OpenComposeSessionResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: OpenComposeSessionBody | Unset = UNSET,
) -> Response[ErrorEnvelope | OpenComposeSessionResponse201]:
    """Open a compose session: a scratch copy of the project's composition (or of seedComposition); answers
    at once, starts no render

     Without a body the scratch is a copy of the project's active composition, and the session remembers
    its ETag (baseEtag) for the commit. A session closes after 1800 s without a read or write (the idle
    time-to-live, FRAMEFLEET_SESSION_IDLE_TTL_SEC) or on DELETE; then it reads 404 and its scratch is
    released.

    Args:
        id (str):
        body (OpenComposeSessionBody | Unset): optional: without a body the scratch copies the
            active composition

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OpenComposeSessionResponse201]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: OpenComposeSessionBody | Unset = UNSET,
) -> ErrorEnvelope | OpenComposeSessionResponse201 | None:
    """Open a compose session: a scratch copy of the project's composition (or of seedComposition); answers
    at once, starts no render

     Without a body the scratch is a copy of the project's active composition, and the session remembers
    its ETag (baseEtag) for the commit. A session closes after 1800 s without a read or write (the idle
    time-to-live, FRAMEFLEET_SESSION_IDLE_TTL_SEC) or on DELETE; then it reads 404 and its scratch is
    released.

    Args:
        id (str):
        body (OpenComposeSessionBody | Unset): optional: without a body the scratch copies the
            active composition

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OpenComposeSessionResponse201
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: OpenComposeSessionBody | Unset = UNSET,
) -> Response[ErrorEnvelope | OpenComposeSessionResponse201]:
    """Open a compose session: a scratch copy of the project's composition (or of seedComposition); answers
    at once, starts no render

     Without a body the scratch is a copy of the project's active composition, and the session remembers
    its ETag (baseEtag) for the commit. A session closes after 1800 s without a read or write (the idle
    time-to-live, FRAMEFLEET_SESSION_IDLE_TTL_SEC) or on DELETE; then it reads 404 and its scratch is
    released.

    Args:
        id (str):
        body (OpenComposeSessionBody | Unset): optional: without a body the scratch copies the
            active composition

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | OpenComposeSessionResponse201]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: OpenComposeSessionBody | Unset = UNSET,
) -> ErrorEnvelope | OpenComposeSessionResponse201 | None:
    """Open a compose session: a scratch copy of the project's composition (or of seedComposition); answers
    at once, starts no render

     Without a body the scratch is a copy of the project's active composition, and the session remembers
    its ETag (baseEtag) for the commit. A session closes after 1800 s without a read or write (the idle
    time-to-live, FRAMEFLEET_SESSION_IDLE_TTL_SEC) or on DELETE; then it reads 404 and its scratch is
    released.

    Args:
        id (str):
        body (OpenComposeSessionBody | Unset): optional: without a body the scratch copies the
            active composition

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | OpenComposeSessionResponse201
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
