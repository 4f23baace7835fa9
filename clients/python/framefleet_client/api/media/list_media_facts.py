from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_media_facts_response_200 import ListMediaFactsResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    start_sec: str | Unset = UNSET,
    end_sec: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["startSec"] = start_sec

    params["endSec"] = end_sec

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/media/{id}/facts".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | ListMediaFactsResponse200 | None:
    if response.status_code == 200:
        response_200 = ListMediaFactsResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | ListMediaFactsResponse200]:
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
    start_sec: str | Unset = UNSET,
    end_sec: str | Unset = UNSET,
) -> Response[ErrorEnvelope | ListMediaFactsResponse200]:
    """The derived facts of a media item, and offers with server quotes for those not present yet

     facts: every fact bought for this item (newest first) with its status, a small summary, charge
    (absent when it cost nothing) and, once ready, a signed link to the result. offers: what can still
    be bought, each with its quote and the request that buys it; the matte offer needs the window
    (startSec and endSec, together).

    Args:
        id (str):
        start_sec (str | Unset):
        end_sec (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ListMediaFactsResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        start_sec=start_sec,
        end_sec=end_sec,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    start_sec: str | Unset = UNSET,
    end_sec: str | Unset = UNSET,
) -> ErrorEnvelope | ListMediaFactsResponse200 | None:
    """The derived facts of a media item, and offers with server quotes for those not present yet

     facts: every fact bought for this item (newest first) with its status, a small summary, charge
    (absent when it cost nothing) and, once ready, a signed link to the result. offers: what can still
    be bought, each with its quote and the request that buys it; the matte offer needs the window
    (startSec and endSec, together).

    Args:
        id (str):
        start_sec (str | Unset):
        end_sec (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ListMediaFactsResponse200
    """

    return sync_detailed(
        id=id,
        client=client,
        start_sec=start_sec,
        end_sec=end_sec,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    start_sec: str | Unset = UNSET,
    end_sec: str | Unset = UNSET,
) -> Response[ErrorEnvelope | ListMediaFactsResponse200]:
    """The derived facts of a media item, and offers with server quotes for those not present yet

     facts: every fact bought for this item (newest first) with its status, a small summary, charge
    (absent when it cost nothing) and, once ready, a signed link to the result. offers: what can still
    be bought, each with its quote and the request that buys it; the matte offer needs the window
    (startSec and endSec, together).

    Args:
        id (str):
        start_sec (str | Unset):
        end_sec (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ListMediaFactsResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        start_sec=start_sec,
        end_sec=end_sec,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    start_sec: str | Unset = UNSET,
    end_sec: str | Unset = UNSET,
) -> ErrorEnvelope | ListMediaFactsResponse200 | None:
    """The derived facts of a media item, and offers with server quotes for those not present yet

     facts: every fact bought for this item (newest first) with its status, a small summary, charge
    (absent when it cost nothing) and, once ready, a signed link to the result. offers: what can still
    be bought, each with its quote and the request that buys it; the matte offer needs the window
    (startSec and endSec, together).

    Args:
        id (str):
        start_sec (str | Unset):
        end_sec (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ListMediaFactsResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            start_sec=start_sec,
            end_sec=end_sec,
        )
    ).parsed
