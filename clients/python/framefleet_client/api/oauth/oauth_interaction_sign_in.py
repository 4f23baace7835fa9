from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.oauth_interaction_sign_in_body import OauthInteractionSignInBody
from ...types import Response


def _get_kwargs(
    uid: str,
    *,
    body: OauthInteractionSignInBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/auth/mcp/interaction/{uid}/sign-in".format(
            uid=quote(str(uid), safe=""),
        ),
    }

    _kwargs["data"] = body.to_dict()
    headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | ErrorEnvelope | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = response.text
        return response_400

    if response.status_code == 401:
        response_401 = response.text
        return response_401

    if response.status_code == 403:
        response_403 = response.text
        return response_403

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | ErrorEnvelope | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    uid: str,
    *,
    client: AuthenticatedClient | Client,
    body: OauthInteractionSignInBody,
) -> Response[Any | ErrorEnvelope | str]:
    """Sign in to an authorization with an API key of the org (form post)

    Args:
        uid (str):
        body (OauthInteractionSignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorEnvelope | str]
    """

    kwargs = _get_kwargs(
        uid=uid,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    uid: str,
    *,
    client: AuthenticatedClient | Client,
    body: OauthInteractionSignInBody,
) -> Any | ErrorEnvelope | str | None:
    """Sign in to an authorization with an API key of the org (form post)

    Args:
        uid (str):
        body (OauthInteractionSignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorEnvelope | str
    """

    return sync_detailed(
        uid=uid,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    uid: str,
    *,
    client: AuthenticatedClient | Client,
    body: OauthInteractionSignInBody,
) -> Response[Any | ErrorEnvelope | str]:
    """Sign in to an authorization with an API key of the org (form post)

    Args:
        uid (str):
        body (OauthInteractionSignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorEnvelope | str]
    """

    kwargs = _get_kwargs(
        uid=uid,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    uid: str,
    *,
    client: AuthenticatedClient | Client,
    body: OauthInteractionSignInBody,
) -> Any | ErrorEnvelope | str | None:
    """Sign in to an authorization with an API key of the org (form post)

    Args:
        uid (str):
        body (OauthInteractionSignInBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorEnvelope | str
    """

    return (
        await asyncio_detailed(
            uid=uid,
            client=client,
            body=body,
        )
    ).parsed
