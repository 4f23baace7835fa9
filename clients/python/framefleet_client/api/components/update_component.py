from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.component_update import ComponentUpdate
from ...models.error_envelope import ErrorEnvelope
from ...models.update_component_body import UpdateComponentBody
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: UpdateComponentBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/components/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ComponentUpdate | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = ComponentUpdate.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = ErrorEnvelope.from_dict(response.json())

        return response_409

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
) -> Response[ComponentUpdate | ErrorEnvelope]:
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
    body: UpdateComponentBody,
) -> Response[ComponentUpdate | ErrorEnvelope]:
    """Update an org component (PATCH is an RFC 7396 merge patch, like PUT): the next version

     Every update makes the next immutable version. Placements keep their pinned version unless projectId
    (and compositionId) name a composition, whose placements of the component move to the new version in
    the same request. Built-ins answer 409 component_not_editable: eject them first.

    Args:
        id (str):
        body (UpdateComponentBody): an RFC 7396 merge patch of the component's document: omitted
            fields keep their value, null removes an override

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComponentUpdate | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateComponentBody,
) -> ComponentUpdate | ErrorEnvelope | None:
    """Update an org component (PATCH is an RFC 7396 merge patch, like PUT): the next version

     Every update makes the next immutable version. Placements keep their pinned version unless projectId
    (and compositionId) name a composition, whose placements of the component move to the new version in
    the same request. Built-ins answer 409 component_not_editable: eject them first.

    Args:
        id (str):
        body (UpdateComponentBody): an RFC 7396 merge patch of the component's document: omitted
            fields keep their value, null removes an override

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComponentUpdate | ErrorEnvelope
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateComponentBody,
) -> Response[ComponentUpdate | ErrorEnvelope]:
    """Update an org component (PATCH is an RFC 7396 merge patch, like PUT): the next version

     Every update makes the next immutable version. Placements keep their pinned version unless projectId
    (and compositionId) name a composition, whose placements of the component move to the new version in
    the same request. Built-ins answer 409 component_not_editable: eject them first.

    Args:
        id (str):
        body (UpdateComponentBody): an RFC 7396 merge patch of the component's document: omitted
            fields keep their value, null removes an override

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComponentUpdate | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: UpdateComponentBody,
) -> ComponentUpdate | ErrorEnvelope | None:
    """Update an org component (PATCH is an RFC 7396 merge patch, like PUT): the next version

     Every update makes the next immutable version. Placements keep their pinned version unless projectId
    (and compositionId) name a composition, whose placements of the component move to the new version in
    the same request. Built-ins answer 409 component_not_editable: eject them first.

    Args:
        id (str):
        body (UpdateComponentBody): an RFC 7396 merge patch of the component's document: omitted
            fields keep their value, null removes an override

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComponentUpdate | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
