from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.buy_media_matte_body import BuyMediaMatteBody
from ...models.buy_media_matte_response_200 import BuyMediaMatteResponse200
from ...models.buy_media_matte_response_202 import BuyMediaMatteResponse202
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: BuyMediaMatteBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/media/{id}/mattes".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = BuyMediaMatteResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = BuyMediaMatteResponse202.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = ErrorEnvelope.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = ErrorEnvelope.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorEnvelope.from_dict(response.json())

        return response_404

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
) -> Response[BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope]:
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
    body: BuyMediaMatteBody,
) -> Response[BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope]:
    """Buy a behind-subject matte of a window of a video (asynchronous: a fact receipt; poll the facts
    listing)

     The same as POST /v1/media/{id}/facts with kind matte and intent {startSec, endSec}: the people of
    the window cut out as a lossless grey video, one frame per source frame, for placing clips behind
    the subject (behindSubject in compositions). Priced per source minute analysed (quote before spend:
    held when bought, 402 when the wallet cannot cover it; charged once when the fact is delivered;
    released when it fails). A matte whose summary.presenceFraction is below 0.6 is delivered free; an
    existing matte of the same window answers 200 with alreadyExisted true and charges nothing.

    Args:
        id (str):
        body (BuyMediaMatteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope]
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
    body: BuyMediaMatteBody,
) -> BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope | None:
    """Buy a behind-subject matte of a window of a video (asynchronous: a fact receipt; poll the facts
    listing)

     The same as POST /v1/media/{id}/facts with kind matte and intent {startSec, endSec}: the people of
    the window cut out as a lossless grey video, one frame per source frame, for placing clips behind
    the subject (behindSubject in compositions). Priced per source minute analysed (quote before spend:
    held when bought, 402 when the wallet cannot cover it; charged once when the fact is delivered;
    released when it fails). A matte whose summary.presenceFraction is below 0.6 is delivered free; an
    existing matte of the same window answers 200 with alreadyExisted true and charges nothing.

    Args:
        id (str):
        body (BuyMediaMatteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope
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
    body: BuyMediaMatteBody,
) -> Response[BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope]:
    """Buy a behind-subject matte of a window of a video (asynchronous: a fact receipt; poll the facts
    listing)

     The same as POST /v1/media/{id}/facts with kind matte and intent {startSec, endSec}: the people of
    the window cut out as a lossless grey video, one frame per source frame, for placing clips behind
    the subject (behindSubject in compositions). Priced per source minute analysed (quote before spend:
    held when bought, 402 when the wallet cannot cover it; charged once when the fact is delivered;
    released when it fails). A matte whose summary.presenceFraction is below 0.6 is delivered free; an
    existing matte of the same window answers 200 with alreadyExisted true and charges nothing.

    Args:
        id (str):
        body (BuyMediaMatteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope]
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
    body: BuyMediaMatteBody,
) -> BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope | None:
    """Buy a behind-subject matte of a window of a video (asynchronous: a fact receipt; poll the facts
    listing)

     The same as POST /v1/media/{id}/facts with kind matte and intent {startSec, endSec}: the people of
    the window cut out as a lossless grey video, one frame per source frame, for placing clips behind
    the subject (behindSubject in compositions). Priced per source minute analysed (quote before spend:
    held when bought, 402 when the wallet cannot cover it; charged once when the fact is delivered;
    released when it fails). A matte whose summary.presenceFraction is below 0.6 is delivered free; an
    existing matte of the same window answers 200 with alreadyExisted true and charges nothing.

    Args:
        id (str):
        body (BuyMediaMatteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BuyMediaMatteResponse200 | BuyMediaMatteResponse202 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
