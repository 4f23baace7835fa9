from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.apply_selector_body import ApplySelectorBody
from ...models.apply_selector_response_200 import ApplySelectorResponse200
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: ApplySelectorBody,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["if-match"] = if_match

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/projects/{id}/selector/apply".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ApplySelectorResponse200 | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = ApplySelectorResponse200.from_dict(response.json())

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
) -> Response[ApplySelectorResponse200 | ErrorEnvelope]:
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
    body: ApplySelectorBody,
    if_match: str | Unset = UNSET,
) -> Response[ApplySelectorResponse200 | ErrorEnvelope]:
    """Write a recommendation into the project's composition, or a compose session's scratch (If-Match)

     Replaces the active composition (If-Match: its ETag), or with sessionId that compose session's
    scratch (If-Match: the scratch's ETag; needs sessions:write too), with the recommendation: one muted
    video clip per shot and one audio track of the chosen microphones joined by 20 ms crossfades (the
    sound is mixed once, whatever the angle changes). A composition is saved once, with one
    composition.updated; 428 without If-Match, 412 when stale, 409 before the signals are measured.

    Args:
        id (str):
        if_match (str | Unset):
        body (ApplySelectorBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplySelectorResponse200 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ApplySelectorBody,
    if_match: str | Unset = UNSET,
) -> ApplySelectorResponse200 | ErrorEnvelope | None:
    """Write a recommendation into the project's composition, or a compose session's scratch (If-Match)

     Replaces the active composition (If-Match: its ETag), or with sessionId that compose session's
    scratch (If-Match: the scratch's ETag; needs sessions:write too), with the recommendation: one muted
    video clip per shot and one audio track of the chosen microphones joined by 20 ms crossfades (the
    sound is mixed once, whatever the angle changes). A composition is saved once, with one
    composition.updated; 428 without If-Match, 412 when stale, 409 before the signals are measured.

    Args:
        id (str):
        if_match (str | Unset):
        body (ApplySelectorBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplySelectorResponse200 | ErrorEnvelope
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ApplySelectorBody,
    if_match: str | Unset = UNSET,
) -> Response[ApplySelectorResponse200 | ErrorEnvelope]:
    """Write a recommendation into the project's composition, or a compose session's scratch (If-Match)

     Replaces the active composition (If-Match: its ETag), or with sessionId that compose session's
    scratch (If-Match: the scratch's ETag; needs sessions:write too), with the recommendation: one muted
    video clip per shot and one audio track of the chosen microphones joined by 20 ms crossfades (the
    sound is mixed once, whatever the angle changes). A composition is saved once, with one
    composition.updated; 428 without If-Match, 412 when stale, 409 before the signals are measured.

    Args:
        id (str):
        if_match (str | Unset):
        body (ApplySelectorBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplySelectorResponse200 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ApplySelectorBody,
    if_match: str | Unset = UNSET,
) -> ApplySelectorResponse200 | ErrorEnvelope | None:
    """Write a recommendation into the project's composition, or a compose session's scratch (If-Match)

     Replaces the active composition (If-Match: its ETag), or with sessionId that compose session's
    scratch (If-Match: the scratch's ETag; needs sessions:write too), with the recommendation: one muted
    video clip per shot and one audio track of the chosen microphones joined by 20 ms crossfades (the
    sound is mixed once, whatever the angle changes). A composition is saved once, with one
    composition.updated; 428 without If-Match, 412 when stale, 409 before the signals are measured.

    Args:
        id (str):
        if_match (str | Unset):
        body (ApplySelectorBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplySelectorResponse200 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            if_match=if_match,
        )
    ).parsed
