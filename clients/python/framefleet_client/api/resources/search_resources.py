from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.search_resources_body import SearchResourcesBody
from ...models.search_resources_response_200 import SearchResourcesResponse200
from ...types import Response


def _get_kwargs(
    *,
    body: SearchResourcesBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/resources/search",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | SearchResourcesResponse200 | None:
    if response.status_code == 200:
        response_200 = SearchResourcesResponse200.from_dict(response.json())

        return response_200

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

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = ErrorEnvelope.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = ErrorEnvelope.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | SearchResourcesResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SearchResourcesBody,
) -> Response[ErrorEnvelope | SearchResourcesResponse200]:
    """Search licensed stock media (free; rate-limited per org)

     Send `query` for one search or `queries` (at most 10) for a batch: `results[]` answers each in
    order, and a query the provider fails carries an `error` while the others still answer. `kind` video
    (default) and photo search Pexels or Pixabay (the deployment default, or `provider`); sfx searches
    Freesound, CC0 sounds only; gif searches GIPHY. Each candidate's `candidateId` can be imported for 7
    days; after that the search must be repeated. Every query counts against the org's per-minute
    budget: past it the call answers 429 with Retry-After and runs nothing. A kind whose provider is not
    configured answers 503 naming the setting.

    Args:
        body (SearchResourcesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | SearchResourcesResponse200]
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
    body: SearchResourcesBody,
) -> ErrorEnvelope | SearchResourcesResponse200 | None:
    """Search licensed stock media (free; rate-limited per org)

     Send `query` for one search or `queries` (at most 10) for a batch: `results[]` answers each in
    order, and a query the provider fails carries an `error` while the others still answer. `kind` video
    (default) and photo search Pexels or Pixabay (the deployment default, or `provider`); sfx searches
    Freesound, CC0 sounds only; gif searches GIPHY. Each candidate's `candidateId` can be imported for 7
    days; after that the search must be repeated. Every query counts against the org's per-minute
    budget: past it the call answers 429 with Retry-After and runs nothing. A kind whose provider is not
    configured answers 503 naming the setting.

    Args:
        body (SearchResourcesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | SearchResourcesResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SearchResourcesBody,
) -> Response[ErrorEnvelope | SearchResourcesResponse200]:
    """Search licensed stock media (free; rate-limited per org)

     Send `query` for one search or `queries` (at most 10) for a batch: `results[]` answers each in
    order, and a query the provider fails carries an `error` while the others still answer. `kind` video
    (default) and photo search Pexels or Pixabay (the deployment default, or `provider`); sfx searches
    Freesound, CC0 sounds only; gif searches GIPHY. Each candidate's `candidateId` can be imported for 7
    days; after that the search must be repeated. Every query counts against the org's per-minute
    budget: past it the call answers 429 with Retry-After and runs nothing. A kind whose provider is not
    configured answers 503 naming the setting.

    Args:
        body (SearchResourcesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | SearchResourcesResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SearchResourcesBody,
) -> ErrorEnvelope | SearchResourcesResponse200 | None:
    """Search licensed stock media (free; rate-limited per org)

     Send `query` for one search or `queries` (at most 10) for a batch: `results[]` answers each in
    order, and a query the provider fails carries an `error` while the others still answer. `kind` video
    (default) and photo search Pexels or Pixabay (the deployment default, or `provider`); sfx searches
    Freesound, CC0 sounds only; gif searches GIPHY. Each candidate's `candidateId` can be imported for 7
    days; after that the search must be repeated. Every query counts against the org's per-minute
    budget: past it the call answers 429 with Retry-After and runs nothing. A kind whose provider is not
    configured answers 503 naming the setting.

    Args:
        body (SearchResourcesBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | SearchResourcesResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
