from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.restore_checkpoint_response_200 import RestoreCheckpointResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    checkpoint_id: str,
    *,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["if-match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/projects/{id}/checkpoints/{checkpoint_id}/restore".format(
            id=quote(str(id), safe=""),
            checkpoint_id=quote(str(checkpoint_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | RestoreCheckpointResponse200 | None:
    if response.status_code == 200:
        response_200 = RestoreCheckpointResponse200.from_dict(response.json())

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

    if response.status_code == 412:
        response_412 = ErrorEnvelope.from_dict(response.json())

        return response_412

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = ErrorEnvelope.from_dict(response.json())

        return response_422

    if response.status_code == 428:
        response_428 = ErrorEnvelope.from_dict(response.json())

        return response_428

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | RestoreCheckpointResponse200]:
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
    if_match: str | Unset = UNSET,
) -> Response[ErrorEnvelope | RestoreCheckpointResponse200]:
    """Make a checkpoint's composition the active one (If-Match required)

     If-Match names the active composition's ETag (428 without it, 412 precondition_failed with
    currentEtag when stale). The restore is a save like any other: checked, one composition.updated
    event, and a new checkpoint (source restore) answered with the new ETag; the checkpoint it replaced
    is kept whatever the retention.

    Args:
        id (str):
        checkpoint_id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RestoreCheckpointResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        checkpoint_id=checkpoint_id,
        if_match=if_match,
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
    if_match: str | Unset = UNSET,
) -> ErrorEnvelope | RestoreCheckpointResponse200 | None:
    """Make a checkpoint's composition the active one (If-Match required)

     If-Match names the active composition's ETag (428 without it, 412 precondition_failed with
    currentEtag when stale). The restore is a save like any other: checked, one composition.updated
    event, and a new checkpoint (source restore) answered with the new ETag; the checkpoint it replaced
    is kept whatever the retention.

    Args:
        id (str):
        checkpoint_id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RestoreCheckpointResponse200
    """

    return sync_detailed(
        id=id,
        checkpoint_id=checkpoint_id,
        client=client,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    id: str,
    checkpoint_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
) -> Response[ErrorEnvelope | RestoreCheckpointResponse200]:
    """Make a checkpoint's composition the active one (If-Match required)

     If-Match names the active composition's ETag (428 without it, 412 precondition_failed with
    currentEtag when stale). The restore is a save like any other: checked, one composition.updated
    event, and a new checkpoint (source restore) answered with the new ETag; the checkpoint it replaced
    is kept whatever the retention.

    Args:
        id (str):
        checkpoint_id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RestoreCheckpointResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        checkpoint_id=checkpoint_id,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    checkpoint_id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
) -> ErrorEnvelope | RestoreCheckpointResponse200 | None:
    """Make a checkpoint's composition the active one (If-Match required)

     If-Match names the active composition's ETag (428 without it, 412 precondition_failed with
    currentEtag when stale). The restore is a save like any other: checked, one composition.updated
    event, and a new checkpoint (source restore) answered with the new ETag; the checkpoint it replaced
    is kept whatever the retention.

    Args:
        id (str):
        checkpoint_id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RestoreCheckpointResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            checkpoint_id=checkpoint_id,
            client=client,
            if_match=if_match,
        )
    ).parsed
