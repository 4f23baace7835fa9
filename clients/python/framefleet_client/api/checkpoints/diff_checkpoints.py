from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.diff_checkpoints_response_200 import DiffCheckpointsResponse200
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response


def _get_kwargs(
    id: str,
    checkpoint_id: str,
    *,
    to: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["to"] = to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/projects/{id}/checkpoints/{checkpoint_id}/diff".format(
            id=quote(str(id), safe=""),
            checkpoint_id=quote(str(checkpoint_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DiffCheckpointsResponse200 | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = DiffCheckpointsResponse200.from_dict(response.json())

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
) -> Response[DiffCheckpointsResponse200 | ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    checkpoint_id: str,
    *,
    client: AuthenticatedClient,
    to: str,
) -> Response[DiffCheckpointsResponse200 | ErrorEnvelope]:
    """The JSON Patch (RFC 6902) from this checkpoint's composition to another's

     Applied to this checkpoint's composition, `patch` gives the composition of checkpoint `to`.

    Args:
        id (str):
        checkpoint_id (str):
        to (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiffCheckpointsResponse200 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        checkpoint_id=checkpoint_id,
        to=to,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    checkpoint_id: str,
    *,
    client: AuthenticatedClient,
    to: str,
) -> DiffCheckpointsResponse200 | ErrorEnvelope | None:
    """The JSON Patch (RFC 6902) from this checkpoint's composition to another's

     Applied to this checkpoint's composition, `patch` gives the composition of checkpoint `to`.

    Args:
        id (str):
        checkpoint_id (str):
        to (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiffCheckpointsResponse200 | ErrorEnvelope
    """

    return sync_detailed(
        id=id,
        checkpoint_id=checkpoint_id,
        client=client,
        to=to,
    ).parsed


async def asyncio_detailed(
    id: str,
    checkpoint_id: str,
    *,
    client: AuthenticatedClient,
    to: str,
) -> Response[DiffCheckpointsResponse200 | ErrorEnvelope]:
    """The JSON Patch (RFC 6902) from this checkpoint's composition to another's

     Applied to this checkpoint's composition, `patch` gives the composition of checkpoint `to`.

    Args:
        id (str):
        checkpoint_id (str):
        to (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DiffCheckpointsResponse200 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        checkpoint_id=checkpoint_id,
        to=to,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    checkpoint_id: str,
    *,
    client: AuthenticatedClient,
    to: str,
) -> DiffCheckpointsResponse200 | ErrorEnvelope | None:
    """The JSON Patch (RFC 6902) from this checkpoint's composition to another's

     Applied to this checkpoint's composition, `patch` gives the composition of checkpoint `to`.

    Args:
        id (str):
        checkpoint_id (str):
        to (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DiffCheckpointsResponse200 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            checkpoint_id=checkpoint_id,
            client=client,
            to=to,
        )
    ).parsed
