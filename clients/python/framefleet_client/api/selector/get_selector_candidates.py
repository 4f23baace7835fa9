from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_selector_candidates_response_202 import (
    GetSelectorCandidatesResponse202,
)
from ...models.selector_candidates import SelectorCandidates
from ...types import UNSET, Response


def _get_kwargs(
    id: str,
    *,
    group_id: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["groupId"] = group_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/projects/{id}/selector/candidates".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates | None:
    if response.status_code == 200:
        response_200 = SelectorCandidates.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = GetSelectorCandidatesResponse202.from_dict(response.json())

        return response_202

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
) -> Response[ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates]:
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
    group_id: str,
) -> Response[ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates]:
    """Which angle to show moment by moment, and why: candidates, a cut schedule, its audio bed and the
    switches held back

     Reads each angle's signals (measured once per media item by a render node, free, reused by every
    request): while any is being measured the answer is 202 with the jobs and Retry-After, never a
    partial answer. Offsets the group leaves out are measured from the sound (GCC-PHAT over onset
    envelopes); 422 angles_share_no_sound when an angle shares none with the first. The same inputs give
    the same bytes.

    Args:
        id (str):
        group_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates]
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
    *,
    client: AuthenticatedClient,
    group_id: str,
) -> ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates | None:
    """Which angle to show moment by moment, and why: candidates, a cut schedule, its audio bed and the
    switches held back

     Reads each angle's signals (measured once per media item by a render node, free, reused by every
    request): while any is being measured the answer is 202 with the jobs and Retry-After, never a
    partial answer. Offsets the group leaves out are measured from the sound (GCC-PHAT over onset
    envelopes); 422 angles_share_no_sound when an angle shares none with the first. The same inputs give
    the same bytes.

    Args:
        id (str):
        group_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates
    """

    return sync_detailed(
        id=id,
        client=client,
        group_id=group_id,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    group_id: str,
) -> Response[ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates]:
    """Which angle to show moment by moment, and why: candidates, a cut schedule, its audio bed and the
    switches held back

     Reads each angle's signals (measured once per media item by a render node, free, reused by every
    request): while any is being measured the answer is 202 with the jobs and Retry-After, never a
    partial answer. Offsets the group leaves out are measured from the sound (GCC-PHAT over onset
    envelopes); 422 angles_share_no_sound when an angle shares none with the first. The same inputs give
    the same bytes.

    Args:
        id (str):
        group_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates]
    """

    kwargs = _get_kwargs(
        id=id,
        group_id=group_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    group_id: str,
) -> ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates | None:
    """Which angle to show moment by moment, and why: candidates, a cut schedule, its audio bed and the
    switches held back

     Reads each angle's signals (measured once per media item by a render node, free, reused by every
    request): while any is being measured the answer is 202 with the jobs and Retry-After, never a
    partial answer. Offsets the group leaves out are measured from the sound (GCC-PHAT over onset
    envelopes); 422 angles_share_no_sound when an angle shares none with the first. The same inputs give
    the same bytes.

    Args:
        id (str):
        group_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetSelectorCandidatesResponse202 | SelectorCandidates
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            group_id=group_id,
        )
    ).parsed
