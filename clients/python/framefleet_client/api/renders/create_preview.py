from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_preview_body import CreatePreviewBody
from ...models.create_preview_response_202 import CreatePreviewResponse202
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: CreatePreviewBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/projects/{id}/previews".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreatePreviewResponse202 | ErrorEnvelope | None:
    if response.status_code == 202:
        response_202 = CreatePreviewResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = ErrorEnvelope.from_dict(response.json())

        return response_402

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
) -> Response[CreatePreviewResponse202 | ErrorEnvelope]:
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
    body: CreatePreviewBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatePreviewResponse202 | ErrorEnvelope]:
    """Render [fromSec, toSec) of the active composition (or a compose session's scratch) as a capped-
    resolution MP4 (a scoped preview: priced as one capture, never exports credit)

     Answers like a render (poll GET /v1/renders/{id}, wait on GET /v1/jobs/{id}?wait=SECONDS, or the
    render.completed webhook). At most 60 s; maxHeight 144 to 720 (default 360). With sessionId it
    renders that session's scratch composition (needs sessions:read too); the render's compositionId is
    then the session id.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (CreatePreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePreviewResponse202 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: CreatePreviewBody,
    idempotency_key: str | Unset = UNSET,
) -> CreatePreviewResponse202 | ErrorEnvelope | None:
    """Render [fromSec, toSec) of the active composition (or a compose session's scratch) as a capped-
    resolution MP4 (a scoped preview: priced as one capture, never exports credit)

     Answers like a render (poll GET /v1/renders/{id}, wait on GET /v1/jobs/{id}?wait=SECONDS, or the
    render.completed webhook). At most 60 s; maxHeight 144 to 720 (default 360). With sessionId it
    renders that session's scratch composition (needs sessions:read too); the render's compositionId is
    then the session id.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (CreatePreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePreviewResponse202 | ErrorEnvelope
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: CreatePreviewBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreatePreviewResponse202 | ErrorEnvelope]:
    """Render [fromSec, toSec) of the active composition (or a compose session's scratch) as a capped-
    resolution MP4 (a scoped preview: priced as one capture, never exports credit)

     Answers like a render (poll GET /v1/renders/{id}, wait on GET /v1/jobs/{id}?wait=SECONDS, or the
    render.completed webhook). At most 60 s; maxHeight 144 to 720 (default 360). With sessionId it
    renders that session's scratch composition (needs sessions:read too); the render's compositionId is
    then the session id.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (CreatePreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePreviewResponse202 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: CreatePreviewBody,
    idempotency_key: str | Unset = UNSET,
) -> CreatePreviewResponse202 | ErrorEnvelope | None:
    """Render [fromSec, toSec) of the active composition (or a compose session's scratch) as a capped-
    resolution MP4 (a scoped preview: priced as one capture, never exports credit)

     Answers like a render (poll GET /v1/renders/{id}, wait on GET /v1/jobs/{id}?wait=SECONDS, or the
    render.completed webhook). At most 60 s; maxHeight 144 to 720 (default 360). With sessionId it
    renders that session's scratch composition (needs sessions:read too); the render's compositionId is
    then the session id.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (CreatePreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePreviewResponse202 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
