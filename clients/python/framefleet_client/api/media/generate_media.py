from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.generate_media_body import GenerateMediaBody
from ...models.generate_media_response_202 import GenerateMediaResponse202
from ...models.payment_required import PaymentRequired
from ...types import Response


def _get_kwargs(
    *,
    body: GenerateMediaBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/media/generate",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | PaymentRequired | GenerateMediaResponse202 | None:
    if response.status_code == 202:
        response_202 = GenerateMediaResponse202.from_dict(response.json())

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
) -> Response[ErrorEnvelope | PaymentRequired | GenerateMediaResponse202]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: GenerateMediaBody,
) -> Response[ErrorEnvelope | PaymentRequired | GenerateMediaResponse202]:
    """Generate a media item with AI (asynchronous: poll GET /v1/media/{id}, or the media.completed
    webhook)

     Quoted from the provider's price table before anything is spent: an estimate over
    costCeilings.generateMediaUsdPerCall, or beyond a free org's remaining generationLimit, is refused
    with 402 generation_budget_exceeded; one the wallet cannot hold with 402 billing_required. The
    actual provider cost is charged once, when the item is ready (feature generate, cents of provider
    cost); a failed generation charges nothing. `auto` picks: imageMediaId → image-to-video; a prompt
    asking for animation (animated, cartoon, anime, 2D, motion graphics) → text-to-animation;
    durationSec or a prompt asking for motion (video, clip, footage, timelapse, moving…) → text-to-
    video; otherwise text-to-image. 503 generation_unavailable names the provider setting a deployment
    lacks (before any payment is asked for). Without a key, the call is paid per call (x402 v2): 402
    with the payment envelope quoting the estimate; paid, the payment is charged whole and settled once,
    when the item is ready, never for a failed generation (no ceiling or allowance applies: the payer
    signed for this quote). The payer reads the item back with GET /v1/media/{id} and a SIGN-IN-WITH-X
    proof.

    Args:
        body (GenerateMediaBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ErrorEnvelope | PaymentRequired | GenerateMediaResponse202]
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
    body: GenerateMediaBody,
) -> ErrorEnvelope | PaymentRequired | GenerateMediaResponse202 | None:
    """Generate a media item with AI (asynchronous: poll GET /v1/media/{id}, or the media.completed
    webhook)

     Quoted from the provider's price table before anything is spent: an estimate over
    costCeilings.generateMediaUsdPerCall, or beyond a free org's remaining generationLimit, is refused
    with 402 generation_budget_exceeded; one the wallet cannot hold with 402 billing_required. The
    actual provider cost is charged once, when the item is ready (feature generate, cents of provider
    cost); a failed generation charges nothing. `auto` picks: imageMediaId → image-to-video; a prompt
    asking for animation (animated, cartoon, anime, 2D, motion graphics) → text-to-animation;
    durationSec or a prompt asking for motion (video, clip, footage, timelapse, moving…) → text-to-
    video; otherwise text-to-image. 503 generation_unavailable names the provider setting a deployment
    lacks (before any payment is asked for). Without a key, the call is paid per call (x402 v2): 402
    with the payment envelope quoting the estimate; paid, the payment is charged whole and settled once,
    when the item is ready, never for a failed generation (no ceiling or allowance applies: the payer
    signed for this quote). The payer reads the item back with GET /v1/media/{id} and a SIGN-IN-WITH-X
    proof.

    Args:
        body (GenerateMediaBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ErrorEnvelope | PaymentRequired | GenerateMediaResponse202
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GenerateMediaBody,
) -> Response[ErrorEnvelope | PaymentRequired | GenerateMediaResponse202]:
    """Generate a media item with AI (asynchronous: poll GET /v1/media/{id}, or the media.completed
    webhook)

     Quoted from the provider's price table before anything is spent: an estimate over
    costCeilings.generateMediaUsdPerCall, or beyond a free org's remaining generationLimit, is refused
    with 402 generation_budget_exceeded; one the wallet cannot hold with 402 billing_required. The
    actual provider cost is charged once, when the item is ready (feature generate, cents of provider
    cost); a failed generation charges nothing. `auto` picks: imageMediaId → image-to-video; a prompt
    asking for animation (animated, cartoon, anime, 2D, motion graphics) → text-to-animation;
    durationSec or a prompt asking for motion (video, clip, footage, timelapse, moving…) → text-to-
    video; otherwise text-to-image. 503 generation_unavailable names the provider setting a deployment
    lacks (before any payment is asked for). Without a key, the call is paid per call (x402 v2): 402
    with the payment envelope quoting the estimate; paid, the payment is charged whole and settled once,
    when the item is ready, never for a failed generation (no ceiling or allowance applies: the payer
    signed for this quote). The payer reads the item back with GET /v1/media/{id} and a SIGN-IN-WITH-X
    proof.

    Args:
        body (GenerateMediaBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ErrorEnvelope | PaymentRequired | GenerateMediaResponse202]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: GenerateMediaBody,
) -> ErrorEnvelope | PaymentRequired | GenerateMediaResponse202 | None:
    """Generate a media item with AI (asynchronous: poll GET /v1/media/{id}, or the media.completed
    webhook)

     Quoted from the provider's price table before anything is spent: an estimate over
    costCeilings.generateMediaUsdPerCall, or beyond a free org's remaining generationLimit, is refused
    with 402 generation_budget_exceeded; one the wallet cannot hold with 402 billing_required. The
    actual provider cost is charged once, when the item is ready (feature generate, cents of provider
    cost); a failed generation charges nothing. `auto` picks: imageMediaId → image-to-video; a prompt
    asking for animation (animated, cartoon, anime, 2D, motion graphics) → text-to-animation;
    durationSec or a prompt asking for motion (video, clip, footage, timelapse, moving…) → text-to-
    video; otherwise text-to-image. 503 generation_unavailable names the provider setting a deployment
    lacks (before any payment is asked for). Without a key, the call is paid per call (x402 v2): 402
    with the payment envelope quoting the estimate; paid, the payment is charged whole and settled once,
    when the item is ready, never for a failed generation (no ceiling or allowance applies: the payer
    signed for this quote). The payer reads the item back with GET /v1/media/{id} and a SIGN-IN-WITH-X
    proof.

    Args:
        body (GenerateMediaBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ErrorEnvelope | PaymentRequired | GenerateMediaResponse202
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
