from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.multicam_group import MulticamGroup
from ...types import Response


def _get_kwargs(
    id: str,
    group_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/projects/{id}/multicam-groups/{group_id}".format(
            id=quote(str(id), safe=""),
            group_id=quote(str(group_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | MulticamGroup | None:
    if response.status_code == 200:
        response_200 = MulticamGroup.from_dict(response.json())

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
) -> Response[ErrorEnvelope | MulticamGroup]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    group_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | MulticamGroup]:
    """Read a multicam group (ETag header)

    Args:
        id (str):
        group_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | MulticamGroup]
    """

    kwargs = _get_kwargs(
        id=id,
        group_id=group_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    group_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | MulticamGroup | None:
    """Read a multicam group (ETag header)

    Args:
        id (str):
        group_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | MulticamGroup
    """

    return sync_detailed(
        id=id,
        group_id=group_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    group_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[ErrorEnvelope | MulticamGroup]:
    """Read a multicam group (ETag header)

    Args:
        id (str):
        group_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | MulticamGroup]
    """

    kwargs = _get_kwargs(
        id=id,
        group_id=group_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    group_id: str,
    *,
    client: AuthenticatedClient,
) -> ErrorEnvelope | MulticamGroup | None:
    """Read a multicam group (ETag header)

    Args:
        id (str):
        group_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | MulticamGroup
    """

    return (
        await asyncio_detailed(
            id=id,
            group_id=group_id,
            client=client,
        )
    ).parsed
