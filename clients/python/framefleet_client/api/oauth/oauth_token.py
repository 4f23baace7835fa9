from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.oauth_token_response_200 import OauthTokenResponse200
from ...models.oauth_token_response_400 import OauthTokenResponse400
from ...models.oauth_token_response_401 import OauthTokenResponse401
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/auth/mcp/token",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401 | None:
    if response.status_code == 200:
        response_200 = OauthTokenResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = OauthTokenResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = OauthTokenResponse401.from_dict(response.json())

        return response_401

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401]:
    """Token endpoint: authorization_code (with code_verifier) and refresh_token grants; refresh tokens
    rotate on every use

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
) -> OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401 | None:
    """Token endpoint: authorization_code (with code_verifier) and refresh_token grants; refresh tokens
    rotate on every use

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
) -> Response[OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401]:
    """Token endpoint: authorization_code (with code_verifier) and refresh_token grants; refresh tokens
    rotate on every use

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
) -> OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401 | None:
    """Token endpoint: authorization_code (with code_verifier) and refresh_token grants; refresh tokens
    rotate on every use

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OauthTokenResponse200 | OauthTokenResponse400 | OauthTokenResponse401
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
