from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.oauth_register_client_response_201 import OauthRegisterClientResponse201
from ...models.oauth_register_client_response_400 import OauthRegisterClientResponse400
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/auth/mcp/register",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> OauthRegisterClientResponse201 | OauthRegisterClientResponse400 | None:
    if response.status_code == 201:
        response_201 = OauthRegisterClientResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = OauthRegisterClientResponse400.from_dict(response.json())

        return response_400

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[OauthRegisterClientResponse201 | OauthRegisterClientResponse400]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[OauthRegisterClientResponse201 | OauthRegisterClientResponse400]:
    """Dynamic client registration (RFC 7591): agents register themselves, public clients with
    token_endpoint_auth_method none

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OauthRegisterClientResponse201 | OauthRegisterClientResponse400]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> OauthRegisterClientResponse201 | OauthRegisterClientResponse400 | None:
    """Dynamic client registration (RFC 7591): agents register themselves, public clients with
    token_endpoint_auth_method none

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OauthRegisterClientResponse201 | OauthRegisterClientResponse400
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[OauthRegisterClientResponse201 | OauthRegisterClientResponse400]:
    """Dynamic client registration (RFC 7591): agents register themselves, public clients with
    token_endpoint_auth_method none

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OauthRegisterClientResponse201 | OauthRegisterClientResponse400]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> OauthRegisterClientResponse201 | OauthRegisterClientResponse400 | None:
    """Dynamic client registration (RFC 7591): agents register themselves, public clients with
    token_endpoint_auth_method none

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OauthRegisterClientResponse201 | OauthRegisterClientResponse400
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
