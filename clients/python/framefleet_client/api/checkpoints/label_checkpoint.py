from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.label_checkpoint_body import LabelCheckpointBody
from ...models.label_checkpoint_response_200 import LabelCheckpointResponse200
from ...types import Response


def _get_kwargs(
    id: str,
    checkpoint_id: str,
    *,
    body: LabelCheckpointBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/projects/{id}/checkpoints/{checkpoint_id}".format(
            id=quote(str(id), safe=""),
            checkpoint_id=quote(str(checkpoint_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | LabelCheckpointResponse200 | None:
    if response.status_code == 200:
        response_200 = LabelCheckpointResponse200.from_dict(response.json())

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

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | LabelCheckpointResponse200]:
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
    body: LabelCheckpointBody,
) -> Response[ErrorEnvelope | LabelCheckpointResponse200]:
    """Label a checkpoint (null removes the label)

     A labeled checkpoint is never pruned by retention.

    Args:
        id (str):
        checkpoint_id (str):
        body (LabelCheckpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | LabelCheckpointResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        checkpoint_id=checkpoint_id,
        body=body,
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
    body: LabelCheckpointBody,
) -> ErrorEnvelope | LabelCheckpointResponse200 | None:
    """Label a checkpoint (null removes the label)

     A labeled checkpoint is never pruned by retention.

    Args:
        id (str):
        checkpoint_id (str):
        body (LabelCheckpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | LabelCheckpointResponse200
    """

    return sync_detailed(
        id=id,
        checkpoint_id=checkpoint_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: str,
    checkpoint_id: str,
    *,
    client: AuthenticatedClient,
    body: LabelCheckpointBody,
) -> Response[ErrorEnvelope | LabelCheckpointResponse200]:
    """Label a checkpoint (null removes the label)

     A labeled checkpoint is never pruned by retention.

    Args:
        id (str):
        checkpoint_id (str):
        body (LabelCheckpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | LabelCheckpointResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        checkpoint_id=checkpoint_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    checkpoint_id: str,
    *,
    client: AuthenticatedClient,
    body: LabelCheckpointBody,
) -> ErrorEnvelope | LabelCheckpointResponse200 | None:
    """Label a checkpoint (null removes the label)

     A labeled checkpoint is never pruned by retention.

    Args:
        id (str):
        checkpoint_id (str):
        body (LabelCheckpointBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | LabelCheckpointResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            checkpoint_id=checkpoint_id,
            client=client,
            body=body,
        )
    ).parsed
