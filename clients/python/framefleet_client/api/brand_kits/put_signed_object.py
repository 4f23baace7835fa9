from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.put_signed_object_response_200 import PutSignedObjectResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    name: str,
    *,
    exp: str,
    sig: str,
    size: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["exp"] = exp

    params["sig"] = sig

    params["size"] = size

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/files/objects/{name}".format(
            name=quote(str(name), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PutSignedObjectResponse200 | None:
    if response.status_code == 200:
        response_200 = PutSignedObjectResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | PutSignedObjectResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    exp: str,
    sig: str,
    size: str | Unset = UNSET,
) -> Response[ErrorEnvelope | PutSignedObjectResponse200]:
    """Upload a reserved object through a signed link

    Args:
        name (str):
        exp (str):
        sig (str):
        size (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PutSignedObjectResponse200]
    """

    kwargs = _get_kwargs(
        name=name,
        exp=exp,
        sig=sig,
        size=size,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    exp: str,
    sig: str,
    size: str | Unset = UNSET,
) -> ErrorEnvelope | PutSignedObjectResponse200 | None:
    """Upload a reserved object through a signed link

    Args:
        name (str):
        exp (str):
        sig (str):
        size (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PutSignedObjectResponse200
    """

    return sync_detailed(
        name=name,
        client=client,
        exp=exp,
        sig=sig,
        size=size,
    ).parsed


async def asyncio_detailed(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    exp: str,
    sig: str,
    size: str | Unset = UNSET,
) -> Response[ErrorEnvelope | PutSignedObjectResponse200]:
    """Upload a reserved object through a signed link

    Args:
        name (str):
        exp (str):
        sig (str):
        size (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | PutSignedObjectResponse200]
    """

    kwargs = _get_kwargs(
        name=name,
        exp=exp,
        sig=sig,
        size=size,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    name: str,
    *,
    client: AuthenticatedClient | Client,
    exp: str,
    sig: str,
    size: str | Unset = UNSET,
) -> ErrorEnvelope | PutSignedObjectResponse200 | None:
    """Upload a reserved object through a signed link

    Args:
        name (str):
        exp (str):
        sig (str):
        size (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | PutSignedObjectResponse200
    """

    return (
        await asyncio_detailed(
            name=name,
            client=client,
            exp=exp,
            sig=sig,
            size=size,
        )
    ).parsed
