from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.resolve_selector_body import ResolveSelectorBody
from ...models.selector_candidates import SelectorCandidates
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: ResolveSelectorBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/projects/{id}/selector/resolve".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | SelectorCandidates | None:
    if response.status_code == 200:
        response_200 = SelectorCandidates.from_dict(response.json())

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
) -> Response[ErrorEnvelope | SelectorCandidates]:
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
    body: ResolveSelectorBody,
) -> Response[ErrorEnvelope | SelectorCandidates]:
    """Re-resolve a switch advisory under a supplied policy (not persisted)

     The same answer as the candidates, computed from the stored signals under this policy, with no new
    farm work and nothing saved (409 signals_not_ready before the candidates have measured them).

    Args:
        id (str):
        body (ResolveSelectorBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | SelectorCandidates]
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
    body: ResolveSelectorBody,
) -> ErrorEnvelope | SelectorCandidates | None:
    """Re-resolve a switch advisory under a supplied policy (not persisted)

     The same answer as the candidates, computed from the stored signals under this policy, with no new
    farm work and nothing saved (409 signals_not_ready before the candidates have measured them).

    Args:
        id (str):
        body (ResolveSelectorBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | SelectorCandidates
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
    body: ResolveSelectorBody,
) -> Response[ErrorEnvelope | SelectorCandidates]:
    """Re-resolve a switch advisory under a supplied policy (not persisted)

     The same answer as the candidates, computed from the stored signals under this policy, with no new
    farm work and nothing saved (409 signals_not_ready before the candidates have measured them).

    Args:
        id (str):
        body (ResolveSelectorBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | SelectorCandidates]
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
    body: ResolveSelectorBody,
) -> ErrorEnvelope | SelectorCandidates | None:
    """Re-resolve a switch advisory under a supplied policy (not persisted)

     The same answer as the candidates, computed from the stored signals under this policy, with no new
    farm work and nothing saved (409 signals_not_ready before the candidates have measured them).

    Args:
        id (str):
        body (ResolveSelectorBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | SelectorCandidates
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
