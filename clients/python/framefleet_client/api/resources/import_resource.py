from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.import_resource_body import ImportResourceBody
from ...models.import_resource_response_202 import ImportResourceResponse202
from ...types import Response


def _get_kwargs(
    *,
    body: ImportResourceBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/resources/import",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | ImportResourceResponse202 | None:
    if response.status_code == 202:
        response_202 = ImportResourceResponse202.from_dict(response.json())

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

    if response.status_code == 410:
        response_410 = ErrorEnvelope.from_dict(response.json())

        return response_410

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
) -> Response[ErrorEnvelope | ImportResourceResponse202]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportResourceBody,
) -> Response[ErrorEnvelope | ImportResourceResponse202]:
    """Import a stock candidate into the org's media (import_resource; asynchronous: the item answers
    importing)

     Downloads the candidate's file through the same guarded path as POST /v1/media/imports. Free, but
    its bytes count toward the org's storage (413 storage_limit_exceeded with none left). The media item
    keeps its licence and attribution under `stock`. An unknown candidateId is 404; one older than 7
    days is 410 candidate_expired (search again). Importing the same candidate again answers the item
    already made.

    Args:
        body (ImportResourceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ImportResourceResponse202]
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
    client: AuthenticatedClient,
    body: ImportResourceBody,
) -> ErrorEnvelope | ImportResourceResponse202 | None:
    """Import a stock candidate into the org's media (import_resource; asynchronous: the item answers
    importing)

     Downloads the candidate's file through the same guarded path as POST /v1/media/imports. Free, but
    its bytes count toward the org's storage (413 storage_limit_exceeded with none left). The media item
    keeps its licence and attribution under `stock`. An unknown candidateId is 404; one older than 7
    days is 410 candidate_expired (search again). Importing the same candidate again answers the item
    already made.

    Args:
        body (ImportResourceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ImportResourceResponse202
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportResourceBody,
) -> Response[ErrorEnvelope | ImportResourceResponse202]:
    """Import a stock candidate into the org's media (import_resource; asynchronous: the item answers
    importing)

     Downloads the candidate's file through the same guarded path as POST /v1/media/imports. Free, but
    its bytes count toward the org's storage (413 storage_limit_exceeded with none left). The media item
    keeps its licence and attribution under `stock`. An unknown candidateId is 404; one older than 7
    days is 410 candidate_expired (search again). Importing the same candidate again answers the item
    already made.

    Args:
        body (ImportResourceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ImportResourceResponse202]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ImportResourceBody,
) -> ErrorEnvelope | ImportResourceResponse202 | None:
    """Import a stock candidate into the org's media (import_resource; asynchronous: the item answers
    importing)

     Downloads the candidate's file through the same guarded path as POST /v1/media/imports. Free, but
    its bytes count toward the org's storage (413 storage_limit_exceeded with none left). The media item
    keeps its licence and attribution under `stock`. An unknown candidateId is 404; one older than 7
    days is 410 candidate_expired (search again). Importing the same candidate again answers the item
    already made.

    Args:
        body (ImportResourceBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ImportResourceResponse202
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
