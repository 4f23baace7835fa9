from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_webhook_body import UpdateWebhookBody
from ...models.update_webhook_response_200 import UpdateWebhookResponse200
from ...models.update_webhook_response_400 import UpdateWebhookResponse400
from ...models.update_webhook_response_401 import UpdateWebhookResponse401
from ...models.update_webhook_response_403 import UpdateWebhookResponse403
from ...models.update_webhook_response_404 import UpdateWebhookResponse404
from ...models.update_webhook_response_422 import UpdateWebhookResponse422
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: UpdateWebhookBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/webhooks/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse422
    | None
):
    if response.status_code == 200:
        response_200 = UpdateWebhookResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateWebhookResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateWebhookResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateWebhookResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateWebhookResponse404.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = UpdateWebhookResponse422.from_dict(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse422
]:
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
    body: UpdateWebhookBody,
) -> Response[
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse422
]:
    """Change a webhook (a new URL is challenged again; enabling clears the failure count)

    Args:
        id (str):
        body (UpdateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateWebhookResponse200 | UpdateWebhookResponse400 | UpdateWebhookResponse401 | UpdateWebhookResponse403 | UpdateWebhookResponse404 | UpdateWebhookResponse422]
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
    body: UpdateWebhookBody,
) -> (
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse422
    | None
):
    """Change a webhook (a new URL is challenged again; enabling clears the failure count)

    Args:
        id (str):
        body (UpdateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateWebhookResponse200 | UpdateWebhookResponse400 | UpdateWebhookResponse401 | UpdateWebhookResponse403 | UpdateWebhookResponse404 | UpdateWebhookResponse422
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
    body: UpdateWebhookBody,
) -> Response[
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse422
]:
    """Change a webhook (a new URL is challenged again; enabling clears the failure count)

    Args:
        id (str):
        body (UpdateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateWebhookResponse200 | UpdateWebhookResponse400 | UpdateWebhookResponse401 | UpdateWebhookResponse403 | UpdateWebhookResponse404 | UpdateWebhookResponse422]
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
    body: UpdateWebhookBody,
) -> (
    UpdateWebhookResponse200
    | UpdateWebhookResponse400
    | UpdateWebhookResponse401
    | UpdateWebhookResponse403
    | UpdateWebhookResponse404
    | UpdateWebhookResponse422
    | None
):
    """Change a webhook (a new URL is challenged again; enabling clears the failure count)

    Args:
        id (str):
        body (UpdateWebhookBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateWebhookResponse200 | UpdateWebhookResponse400 | UpdateWebhookResponse401 | UpdateWebhookResponse403 | UpdateWebhookResponse404 | UpdateWebhookResponse422
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
