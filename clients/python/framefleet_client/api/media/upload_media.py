from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.upload_media_response_201 import UploadMediaResponse201
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: Any,
    name: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    params: dict[str, Any] = {}

    params["name"] = name

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/media",
        "params": params,
    }

    _kwargs["content"] = body.payload
    headers["Content-Type"] = "application/octet-stream"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | UploadMediaResponse201 | None:
    if response.status_code == 201:
        response_201 = UploadMediaResponse201.from_dict(response.json())

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
) -> Response[ErrorEnvelope | UploadMediaResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: Any,
    name: str | Unset = UNSET,
) -> Response[ErrorEnvelope | UploadMediaResponse201]:
    """Upload a media file (the request body is the file)

     Send the bytes with a video/*, image/*, audio/* or application/octet-stream content type. The item
    is probed and ready when the call returns. Its bytes count toward the org's storage (the storage
    entitlement): past the plan's storage the upload is refused with 413 storage_limit_exceeded and
    nothing is kept.

    Args:
        name (str | Unset):
        body (Any): The file's bytes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | UploadMediaResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
        name=name,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: Any,
    name: str | Unset = UNSET,
) -> ErrorEnvelope | UploadMediaResponse201 | None:
    """Upload a media file (the request body is the file)

     Send the bytes with a video/*, image/*, audio/* or application/octet-stream content type. The item
    is probed and ready when the call returns. Its bytes count toward the org's storage (the storage
    entitlement): past the plan's storage the upload is refused with 413 storage_limit_exceeded and
    nothing is kept.

    Args:
        name (str | Unset):
        body (Any): The file's bytes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | UploadMediaResponse201
    """

    return sync_detailed(
        client=client,
        body=body,
        name=name,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: Any,
    name: str | Unset = UNSET,
) -> Response[ErrorEnvelope | UploadMediaResponse201]:
    """Upload a media file (the request body is the file)

     Send the bytes with a video/*, image/*, audio/* or application/octet-stream content type. The item
    is probed and ready when the call returns. Its bytes count toward the org's storage (the storage
    entitlement): past the plan's storage the upload is refused with 413 storage_limit_exceeded and
    nothing is kept.

    Args:
        name (str | Unset):
        body (Any): The file's bytes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | UploadMediaResponse201]
    """

    kwargs = _get_kwargs(
        body=body,
        name=name,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: Any,
    name: str | Unset = UNSET,
) -> ErrorEnvelope | UploadMediaResponse201 | None:
    """Upload a media file (the request body is the file)

     Send the bytes with a video/*, image/*, audio/* or application/octet-stream content type. The item
    is probed and ready when the call returns. Its bytes count toward the org's storage (the storage
    entitlement): past the plan's storage the upload is refused with 413 storage_limit_exceeded and
    nothing is kept.

    Args:
        name (str | Unset):
        body (Any): The file's bytes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | UploadMediaResponse201
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            name=name,
        )
    ).parsed
