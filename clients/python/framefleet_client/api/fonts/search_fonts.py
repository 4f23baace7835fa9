from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.search_fonts_body import SearchFontsBody
from ...models.search_fonts_response_200 import SearchFontsResponse200
from ...types import Response


def _get_kwargs(
    *,
    body: SearchFontsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/fonts/search",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | SearchFontsResponse200 | None:
    if response.status_code == 200:
        response_200 = SearchFontsResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | SearchFontsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SearchFontsBody,
) -> Response[ErrorEnvelope | SearchFontsResponse200]:
    """Search a public web-font catalog (Google Fonts) by keyword; free and read-only

     Families whose name holds every word of the query (or whose category is one of them), the exact name
    first, then names starting with the query, then by popularity. An empty `results` means no match or
    that the upstream catalog cannot be read now: never an error. 503 font_search_unavailable when this
    deployment has no catalog (FRAMEFLEET_GOOGLE_FONTS_API_KEY unset). Discovery only: a family with
    renderable false cannot be named in a composition or kit (font_not_reproducible).

    Args:
        body (SearchFontsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | SearchFontsResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: SearchFontsBody,
) -> ErrorEnvelope | SearchFontsResponse200 | None:
    """Search a public web-font catalog (Google Fonts) by keyword; free and read-only

     Families whose name holds every word of the query (or whose category is one of them), the exact name
    first, then names starting with the query, then by popularity. An empty `results` means no match or
    that the upstream catalog cannot be read now: never an error. 503 font_search_unavailable when this
    deployment has no catalog (FRAMEFLEET_GOOGLE_FONTS_API_KEY unset). Discovery only: a family with
    renderable false cannot be named in a composition or kit (font_not_reproducible).

    Args:
        body (SearchFontsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | SearchFontsResponse200
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SearchFontsBody,
) -> Response[ErrorEnvelope | SearchFontsResponse200]:
    """Search a public web-font catalog (Google Fonts) by keyword; free and read-only

     Families whose name holds every word of the query (or whose category is one of them), the exact name
    first, then names starting with the query, then by popularity. An empty `results` means no match or
    that the upstream catalog cannot be read now: never an error. 503 font_search_unavailable when this
    deployment has no catalog (FRAMEFLEET_GOOGLE_FONTS_API_KEY unset). Discovery only: a family with
    renderable false cannot be named in a composition or kit (font_not_reproducible).

    Args:
        body (SearchFontsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | SearchFontsResponse200]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SearchFontsBody,
) -> ErrorEnvelope | SearchFontsResponse200 | None:
    """Search a public web-font catalog (Google Fonts) by keyword; free and read-only

     Families whose name holds every word of the query (or whose category is one of them), the exact name
    first, then names starting with the query, then by popularity. An empty `results` means no match or
    that the upstream catalog cannot be read now: never an error. 503 font_search_unavailable when this
    deployment has no catalog (FRAMEFLEET_GOOGLE_FONTS_API_KEY unset). Discovery only: a family with
    renderable false cannot be named in a composition or kit (font_not_reproducible).

    Args:
        body (SearchFontsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | SearchFontsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
