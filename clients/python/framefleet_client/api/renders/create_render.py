from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_render_body import CreateRenderBody
from ...models.create_render_response_202 import CreateRenderResponse202
from ...models.error_envelope import ErrorEnvelope
from ...models.payment_required import PaymentRequired
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateRenderBody,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/renders",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateRenderResponse202 | ErrorEnvelope | PaymentRequired | None:
    if response.status_code == 202:
        response_202 = CreateRenderResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 402:

        def _parse_response_402(data: object) -> ErrorEnvelope | PaymentRequired:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_payment_required_answer_type_0 = (
                    PaymentRequired.from_dict(data)
                )

                return componentsschemas_payment_required_answer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_payment_required_answer_type_1 = ErrorEnvelope.from_dict(
                data
            )

            return componentsschemas_payment_required_answer_type_1

        response_402 = _parse_response_402(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

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
) -> Response[CreateRenderResponse202 | ErrorEnvelope | PaymentRequired]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateRenderBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreateRenderResponse202 | ErrorEnvelope | PaymentRequired]:
    """Render a composition sent with the request, without a project (priced as a render; pay-per-call
    without a key)

     The composition is checked as a saved one is (422 composition_invalid naming every bad field) and
    may name only the caller's own media. With a key, the quote is held from the wallet (402
    billing_required when it cannot cover it) and charged on delivery. Without a key, the call is paid
    per call (x402 v2): it answers 402 with the payment envelope (accepts: scheme exact, the network's
    USDC, the quote as amount) until it carries a PAYMENT-SIGNATURE; the payment is verified now and
    settled only when the MP4 is delivered, never when the render fails. Answers with the render; poll
    its public shareUrl (302 to the MP4 once complete), or GET /v1/renders/{id} with a key or, as its
    payer, a SIGN-IN-WITH-X proof of the paying wallet. Idempotency-Key: the same key returns the same
    render.

    Args:
        idempotency_key (str | Unset):
        body (CreateRenderBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateRenderResponse202 | ErrorEnvelope | ErrorEnvelope | PaymentRequired]
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
    body: CreateRenderBody,
    idempotency_key: str | Unset = UNSET,
) -> CreateRenderResponse202 | ErrorEnvelope | PaymentRequired | None:
    """Render a composition sent with the request, without a project (priced as a render; pay-per-call
    without a key)

     The composition is checked as a saved one is (422 composition_invalid naming every bad field) and
    may name only the caller's own media. With a key, the quote is held from the wallet (402
    billing_required when it cannot cover it) and charged on delivery. Without a key, the call is paid
    per call (x402 v2): it answers 402 with the payment envelope (accepts: scheme exact, the network's
    USDC, the quote as amount) until it carries a PAYMENT-SIGNATURE; the payment is verified now and
    settled only when the MP4 is delivered, never when the render fails. Answers with the render; poll
    its public shareUrl (302 to the MP4 once complete), or GET /v1/renders/{id} with a key or, as its
    payer, a SIGN-IN-WITH-X proof of the paying wallet. Idempotency-Key: the same key returns the same
    render.

    Args:
        idempotency_key (str | Unset):
        body (CreateRenderBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateRenderResponse202 | ErrorEnvelope | ErrorEnvelope | PaymentRequired
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateRenderBody,
    idempotency_key: str | Unset = UNSET,
) -> Response[CreateRenderResponse202 | ErrorEnvelope | PaymentRequired]:
    """Render a composition sent with the request, without a project (priced as a render; pay-per-call
    without a key)

     The composition is checked as a saved one is (422 composition_invalid naming every bad field) and
    may name only the caller's own media. With a key, the quote is held from the wallet (402
    billing_required when it cannot cover it) and charged on delivery. Without a key, the call is paid
    per call (x402 v2): it answers 402 with the payment envelope (accepts: scheme exact, the network's
    USDC, the quote as amount) until it carries a PAYMENT-SIGNATURE; the payment is verified now and
    settled only when the MP4 is delivered, never when the render fails. Answers with the render; poll
    its public shareUrl (302 to the MP4 once complete), or GET /v1/renders/{id} with a key or, as its
    payer, a SIGN-IN-WITH-X proof of the paying wallet. Idempotency-Key: the same key returns the same
    render.

    Args:
        idempotency_key (str | Unset):
        body (CreateRenderBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateRenderResponse202 | ErrorEnvelope | ErrorEnvelope | PaymentRequired]
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
    body: CreateRenderBody,
    idempotency_key: str | Unset = UNSET,
) -> CreateRenderResponse202 | ErrorEnvelope | PaymentRequired | None:
    """Render a composition sent with the request, without a project (priced as a render; pay-per-call
    without a key)

     The composition is checked as a saved one is (422 composition_invalid naming every bad field) and
    may name only the caller's own media. With a key, the quote is held from the wallet (402
    billing_required when it cannot cover it) and charged on delivery. Without a key, the call is paid
    per call (x402 v2): it answers 402 with the payment envelope (accepts: scheme exact, the network's
    USDC, the quote as amount) until it carries a PAYMENT-SIGNATURE; the payment is verified now and
    settled only when the MP4 is delivered, never when the render fails. Answers with the render; poll
    its public shareUrl (302 to the MP4 once complete), or GET /v1/renders/{id} with a key or, as its
    payer, a SIGN-IN-WITH-X proof of the paying wallet. Idempotency-Key: the same key returns the same
    render.

    Args:
        idempotency_key (str | Unset):
        body (CreateRenderBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateRenderResponse202 | ErrorEnvelope | ErrorEnvelope | PaymentRequired
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
