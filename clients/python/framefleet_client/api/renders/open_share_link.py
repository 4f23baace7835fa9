from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.open_share_link_response_404 import OpenShareLinkResponse404
from ...models.open_share_link_response_409 import OpenShareLinkResponse409
from ...models.open_share_link_response_410 import OpenShareLinkResponse410
from ...types import Response


def _get_kwargs(
    token: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/share/{token}".format(
            token=quote(str(token), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | OpenShareLinkResponse404
    | OpenShareLinkResponse409
    | OpenShareLinkResponse410
    | None
):
    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

    if response.status_code == 404:
        response_404 = OpenShareLinkResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = OpenShareLinkResponse409.from_dict(response.json())

        return response_409

    if response.status_code == 410:
        response_410 = OpenShareLinkResponse410.from_dict(response.json())

        return response_410

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any | OpenShareLinkResponse404 | OpenShareLinkResponse409 | OpenShareLinkResponse410
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    token: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    Any | OpenShareLinkResponse404 | OpenShareLinkResponse409 | OpenShareLinkResponse410
]:
    """Public share link: redirects to the MP4 once the render is complete

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OpenShareLinkResponse404 | OpenShareLinkResponse409 | OpenShareLinkResponse410]
    """

    kwargs = _get_kwargs(
        token=token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    token: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    Any
    | OpenShareLinkResponse404
    | OpenShareLinkResponse409
    | OpenShareLinkResponse410
    | None
):
    """Public share link: redirects to the MP4 once the render is complete

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OpenShareLinkResponse404 | OpenShareLinkResponse409 | OpenShareLinkResponse410
    """

    return sync_detailed(
        token=token,
        client=client,
    ).parsed


async def asyncio_detailed(
    token: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[
    Any | OpenShareLinkResponse404 | OpenShareLinkResponse409 | OpenShareLinkResponse410
]:
    """Public share link: redirects to the MP4 once the render is complete

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OpenShareLinkResponse404 | OpenShareLinkResponse409 | OpenShareLinkResponse410]
    """

    kwargs = _get_kwargs(
        token=token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    token: str,
    *,
    client: AuthenticatedClient | Client,
) -> (
    Any
    | OpenShareLinkResponse404
    | OpenShareLinkResponse409
    | OpenShareLinkResponse410
    | None
):
    """Public share link: redirects to the MP4 once the render is complete

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OpenShareLinkResponse404 | OpenShareLinkResponse409 | OpenShareLinkResponse410
    """

    return (
        await asyncio_detailed(
            token=token,
            client=client,
        )
    ).parsed
