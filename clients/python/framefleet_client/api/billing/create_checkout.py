from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_checkout_body import CreateCheckoutBody
from ...models.create_checkout_response_201 import CreateCheckoutResponse201
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateCheckoutBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/billing/checkout",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateCheckoutResponse201 | ErrorEnvelope | None:
    if response.status_code == 201:
        response_201 = CreateCheckoutResponse201.from_dict(response.json())

        return response_201

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

    if response.status_code == 502:
        response_502 = ErrorEnvelope.from_dict(response.json())

        return response_502

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CreateCheckoutResponse201 | ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateCheckoutBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreateCheckoutResponse201 | ErrorEnvelope]:
    """Buy credits: a checkout to pay in the browser (credits land in the wallet once it is paid)

     One credit is one US cent; a checkout sells 500 to 1000000 credits. Open url in a browser; once
    paid, the credits arrive in the wallet (GET /v1/me). Without payments configured (billingConfigured
    false) it answers 503 billing_not_configured. Idempotency-Key: the same key returns the same
    checkout.

    Args:
        idempotency_key (str | Unset):
        body (CreateCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCheckoutResponse201 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateCheckoutBody,
    idempotency_key: str | Unset = UNSET,
) -> CreateCheckoutResponse201 | ErrorEnvelope | None:
    """Buy credits: a checkout to pay in the browser (credits land in the wallet once it is paid)

     One credit is one US cent; a checkout sells 500 to 1000000 credits. Open url in a browser; once
    paid, the credits arrive in the wallet (GET /v1/me). Without payments configured (billingConfigured
    false) it answers 503 billing_not_configured. Idempotency-Key: the same key returns the same
    checkout.

    Args:
        idempotency_key (str | Unset):
        body (CreateCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCheckoutResponse201 | ErrorEnvelope
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateCheckoutBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreateCheckoutResponse201 | ErrorEnvelope]:
    """Buy credits: a checkout to pay in the browser (credits land in the wallet once it is paid)

     One credit is one US cent; a checkout sells 500 to 1000000 credits. Open url in a browser; once
    paid, the credits arrive in the wallet (GET /v1/me). Without payments configured (billingConfigured
    false) it answers 503 billing_not_configured. Idempotency-Key: the same key returns the same
    checkout.

    Args:
        idempotency_key (str | Unset):
        body (CreateCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCheckoutResponse201 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateCheckoutBody,
    idempotency_key: str | Unset = UNSET,
) -> CreateCheckoutResponse201 | ErrorEnvelope | None:
    """Buy credits: a checkout to pay in the browser (credits land in the wallet once it is paid)

     One credit is one US cent; a checkout sells 500 to 1000000 credits. Open url in a browser; once
    paid, the credits arrive in the wallet (GET /v1/me). Without payments configured (billingConfigured
    false) it answers 503 billing_not_configured. Idempotency-Key: the same key returns the same
    checkout.

    Args:
        idempotency_key (str | Unset):
        body (CreateCheckoutBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCheckoutResponse201 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
