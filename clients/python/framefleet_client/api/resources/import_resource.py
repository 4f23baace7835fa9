from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.import_resource_body import ImportResourceBody
from ...models.import_resource_response_202 import ImportResourceResponse202
from ...models.import_resource_response_400 import ImportResourceResponse400
from ...models.import_resource_response_401 import ImportResourceResponse401
from ...models.import_resource_response_402 import ImportResourceResponse402
from ...models.import_resource_response_403 import ImportResourceResponse403
from ...models.import_resource_response_404 import ImportResourceResponse404
from ...models.import_resource_response_410 import ImportResourceResponse410
from ...models.import_resource_response_413 import ImportResourceResponse413
from ...models.import_resource_response_422 import ImportResourceResponse422
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
) -> (
    ImportResourceResponse202
    | ImportResourceResponse400
    | ImportResourceResponse401
    | ImportResourceResponse402
    | ImportResourceResponse403
    | ImportResourceResponse404
    | ImportResourceResponse410
    | ImportResourceResponse413
    | ImportResourceResponse422
    | None
):
    if response.status_code == 202:
        response_202 = ImportResourceResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = ImportResourceResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ImportResourceResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = ImportResourceResponse402.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = ImportResourceResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ImportResourceResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 410:
        response_410 = ImportResourceResponse410.from_dict(response.json())

        return response_410

    if response.status_code == 413:
        response_413 = ImportResourceResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = ImportResourceResponse422.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    ImportResourceResponse202
    | ImportResourceResponse400
    | ImportResourceResponse401
    | ImportResourceResponse402
    | ImportResourceResponse403
    | ImportResourceResponse404
    | ImportResourceResponse410
    | ImportResourceResponse413
    | ImportResourceResponse422
]:
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
) -> Response[
    ImportResourceResponse202
    | ImportResourceResponse400
    | ImportResourceResponse401
    | ImportResourceResponse402
    | ImportResourceResponse403
    | ImportResourceResponse404
    | ImportResourceResponse410
    | ImportResourceResponse413
    | ImportResourceResponse422
]:
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
        Response[ImportResourceResponse202 | ImportResourceResponse400 | ImportResourceResponse401 | ImportResourceResponse402 | ImportResourceResponse403 | ImportResourceResponse404 | ImportResourceResponse410 | ImportResourceResponse413 | ImportResourceResponse422]
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
) -> (
    ImportResourceResponse202
    | ImportResourceResponse400
    | ImportResourceResponse401
    | ImportResourceResponse402
    | ImportResourceResponse403
    | ImportResourceResponse404
    | ImportResourceResponse410
    | ImportResourceResponse413
    | ImportResourceResponse422
    | None
):
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
        ImportResourceResponse202 | ImportResourceResponse400 | ImportResourceResponse401 | ImportResourceResponse402 | ImportResourceResponse403 | ImportResourceResponse404 | ImportResourceResponse410 | ImportResourceResponse413 | ImportResourceResponse422
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ImportResourceBody,
) -> Response[
    ImportResourceResponse202
    | ImportResourceResponse400
    | ImportResourceResponse401
    | ImportResourceResponse402
    | ImportResourceResponse403
    | ImportResourceResponse404
    | ImportResourceResponse410
    | ImportResourceResponse413
    | ImportResourceResponse422
]:
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
        Response[ImportResourceResponse202 | ImportResourceResponse400 | ImportResourceResponse401 | ImportResourceResponse402 | ImportResourceResponse403 | ImportResourceResponse404 | ImportResourceResponse410 | ImportResourceResponse413 | ImportResourceResponse422]
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
) -> (
    ImportResourceResponse202
    | ImportResourceResponse400
    | ImportResourceResponse401
    | ImportResourceResponse402
    | ImportResourceResponse403
    | ImportResourceResponse404
    | ImportResourceResponse410
    | ImportResourceResponse413
    | ImportResourceResponse422
    | None
):
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
        ImportResourceResponse202 | ImportResourceResponse400 | ImportResourceResponse401 | ImportResourceResponse402 | ImportResourceResponse403 | ImportResourceResponse404 | ImportResourceResponse410 | ImportResourceResponse413 | ImportResourceResponse422
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
