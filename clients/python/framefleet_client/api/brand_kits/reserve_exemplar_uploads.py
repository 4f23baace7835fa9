from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.reserve_exemplar_uploads_body import ReserveExemplarUploadsBody
from ...models.reserve_exemplar_uploads_response_200 import (
    ReserveExemplarUploadsResponse200,
)
from ...types import Response


def _get_kwargs(
    *,
    body: ReserveExemplarUploadsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/brand-kits/exemplar-uploads",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | ReserveExemplarUploadsResponse200 | None:
    if response.status_code == 200:
        response_200 = ReserveExemplarUploadsResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | ReserveExemplarUploadsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ReserveExemplarUploadsBody,
) -> Response[ErrorEnvelope | ReserveExemplarUploadsResponse200]:
    """Reserve exemplar upload slots: presigned PUTs into the org's brand-inspiration/ prefix; PUT each
    picture (at most 720 px, JPEG recommended), then name the keys in a kit's exemplarKeys

     The upload links live one hour. Once they have expired, a slot no kit names (never uploaded,
    uploaded but never named, or named and later dropped, or its kit deleted) is released: the picture
    is deleted, its stated size goes back to storage, and a kit naming it is refused (422). Name the
    keys in a kit before the links expire.

    Args:
        body (ReserveExemplarUploadsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ReserveExemplarUploadsResponse200]
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
    body: ReserveExemplarUploadsBody,
) -> ErrorEnvelope | ReserveExemplarUploadsResponse200 | None:
    """Reserve exemplar upload slots: presigned PUTs into the org's brand-inspiration/ prefix; PUT each
    picture (at most 720 px, JPEG recommended), then name the keys in a kit's exemplarKeys

     The upload links live one hour. Once they have expired, a slot no kit names (never uploaded,
    uploaded but never named, or named and later dropped, or its kit deleted) is released: the picture
    is deleted, its stated size goes back to storage, and a kit naming it is refused (422). Name the
    keys in a kit before the links expire.

    Args:
        body (ReserveExemplarUploadsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ReserveExemplarUploadsResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ReserveExemplarUploadsBody,
) -> Response[ErrorEnvelope | ReserveExemplarUploadsResponse200]:
    """Reserve exemplar upload slots: presigned PUTs into the org's brand-inspiration/ prefix; PUT each
    picture (at most 720 px, JPEG recommended), then name the keys in a kit's exemplarKeys

     The upload links live one hour. Once they have expired, a slot no kit names (never uploaded,
    uploaded but never named, or named and later dropped, or its kit deleted) is released: the picture
    is deleted, its stated size goes back to storage, and a kit naming it is refused (422). Name the
    keys in a kit before the links expire.

    Args:
        body (ReserveExemplarUploadsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ReserveExemplarUploadsResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ReserveExemplarUploadsBody,
) -> ErrorEnvelope | ReserveExemplarUploadsResponse200 | None:
    """Reserve exemplar upload slots: presigned PUTs into the org's brand-inspiration/ prefix; PUT each
    picture (at most 720 px, JPEG recommended), then name the keys in a kit's exemplarKeys

     The upload links live one hour. Once they have expired, a slot no kit names (never uploaded,
    uploaded but never named, or named and later dropped, or its kit deleted) is released: the picture
    is deleted, its stated size goes back to storage, and a kit naming it is refused (422). Name the
    keys in a kit before the links expire.

    Args:
        body (ReserveExemplarUploadsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ReserveExemplarUploadsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
