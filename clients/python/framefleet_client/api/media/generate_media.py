from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.generate_media_body import GenerateMediaBody
from ...models.generate_media_response_202 import GenerateMediaResponse202
from ...models.generate_media_response_400 import GenerateMediaResponse400
from ...models.generate_media_response_401 import GenerateMediaResponse401
from ...models.generate_media_response_402 import GenerateMediaResponse402
from ...models.generate_media_response_403 import GenerateMediaResponse403
from ...models.generate_media_response_413 import GenerateMediaResponse413
from ...models.generate_media_response_422 import GenerateMediaResponse422
from ...models.generate_media_response_503 import GenerateMediaResponse503
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
) -> (
    GenerateMediaResponse202
    | GenerateMediaResponse400
    | GenerateMediaResponse401
    | GenerateMediaResponse402
    | GenerateMediaResponse403
    | GenerateMediaResponse413
    | GenerateMediaResponse422
    | GenerateMediaResponse503
    | None
):
    if response.status_code == 202:
        response_202 = GenerateMediaResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = GenerateMediaResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = GenerateMediaResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = GenerateMediaResponse402.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = GenerateMediaResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = GenerateMediaResponse413.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = GenerateMediaResponse422.from_dict(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = GenerateMediaResponse503.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    GenerateMediaResponse202
    | GenerateMediaResponse400
    | GenerateMediaResponse401
    | GenerateMediaResponse402
    | GenerateMediaResponse403
    | GenerateMediaResponse413
    | GenerateMediaResponse422
    | GenerateMediaResponse503
]:
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
) -> Response[
    GenerateMediaResponse202
    | GenerateMediaResponse400
    | GenerateMediaResponse401
    | GenerateMediaResponse402
    | GenerateMediaResponse403
    | GenerateMediaResponse413
    | GenerateMediaResponse422
    | GenerateMediaResponse503
]:
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
    lacks.

    Args:
        body (GenerateMediaBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GenerateMediaResponse202 | GenerateMediaResponse400 | GenerateMediaResponse401 | GenerateMediaResponse402 | GenerateMediaResponse403 | GenerateMediaResponse413 | GenerateMediaResponse422 | GenerateMediaResponse503]
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
) -> (
    GenerateMediaResponse202
    | GenerateMediaResponse400
    | GenerateMediaResponse401
    | GenerateMediaResponse402
    | GenerateMediaResponse403
    | GenerateMediaResponse413
    | GenerateMediaResponse422
    | GenerateMediaResponse503
    | None
):
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
    lacks.

    Args:
        body (GenerateMediaBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GenerateMediaResponse202 | GenerateMediaResponse400 | GenerateMediaResponse401 | GenerateMediaResponse402 | GenerateMediaResponse403 | GenerateMediaResponse413 | GenerateMediaResponse422 | GenerateMediaResponse503
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GenerateMediaBody,
) -> Response[
    GenerateMediaResponse202
    | GenerateMediaResponse400
    | GenerateMediaResponse401
    | GenerateMediaResponse402
    | GenerateMediaResponse403
    | GenerateMediaResponse413
    | GenerateMediaResponse422
    | GenerateMediaResponse503
]:
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
    lacks.

    Args:
        body (GenerateMediaBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GenerateMediaResponse202 | GenerateMediaResponse400 | GenerateMediaResponse401 | GenerateMediaResponse402 | GenerateMediaResponse403 | GenerateMediaResponse413 | GenerateMediaResponse422 | GenerateMediaResponse503]
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
) -> (
    GenerateMediaResponse202
    | GenerateMediaResponse400
    | GenerateMediaResponse401
    | GenerateMediaResponse402
    | GenerateMediaResponse403
    | GenerateMediaResponse413
    | GenerateMediaResponse422
    | GenerateMediaResponse503
    | None
):
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
    lacks.

    Args:
        body (GenerateMediaBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GenerateMediaResponse202 | GenerateMediaResponse400 | GenerateMediaResponse401 | GenerateMediaResponse402 | GenerateMediaResponse403 | GenerateMediaResponse413 | GenerateMediaResponse422 | GenerateMediaResponse503
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
