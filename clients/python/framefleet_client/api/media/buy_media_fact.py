from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.buy_media_fact_body import BuyMediaFactBody
from ...models.buy_media_fact_response_200 import BuyMediaFactResponse200
from ...models.buy_media_fact_response_202 import BuyMediaFactResponse202
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: BuyMediaFactBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/media/{id}/facts".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = BuyMediaFactResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = BuyMediaFactResponse202.from_dict(response.json())

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
) -> Response[BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope]:
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
    body: BuyMediaFactBody,
) -> Response[BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope]:
    """Buy a derived fact of a media item: a subject track or a behind-subject matte (asynchronous: a fact
    receipt)

     kind subjectTrack follows the people in the video (boxes per frame with stable track ids, JSON);
    kind matte cuts them out (a lossless grey video, alpha as luma, one frame per source frame of the
    window). intent is the clip's source window in seconds into the file: required for a matte (422
    fact_window_required), optional for a subject track (the whole source otherwise); it must lie inside
    the media (422 fact_window_invalid). A fact that already exists for the same window (pending or
    ready) answers 200 with alreadyExisted true and charges nothing; a new one answers 202. Priced per
    source minute analysed (quote before spend: held when bought, 402 when the wallet cannot cover it;
    charged once when the fact is delivered; released when it fails). A matte whose
    summary.presenceFraction is below 0.6 is delivered free. Poll GET /v1/media/{id}/facts or GET
    /v1/jobs/{jobId}.

    Args:
        id (str):
        body (BuyMediaFactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope]
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
    body: BuyMediaFactBody,
) -> BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope | None:
    """Buy a derived fact of a media item: a subject track or a behind-subject matte (asynchronous: a fact
    receipt)

     kind subjectTrack follows the people in the video (boxes per frame with stable track ids, JSON);
    kind matte cuts them out (a lossless grey video, alpha as luma, one frame per source frame of the
    window). intent is the clip's source window in seconds into the file: required for a matte (422
    fact_window_required), optional for a subject track (the whole source otherwise); it must lie inside
    the media (422 fact_window_invalid). A fact that already exists for the same window (pending or
    ready) answers 200 with alreadyExisted true and charges nothing; a new one answers 202. Priced per
    source minute analysed (quote before spend: held when bought, 402 when the wallet cannot cover it;
    charged once when the fact is delivered; released when it fails). A matte whose
    summary.presenceFraction is below 0.6 is delivered free. Poll GET /v1/media/{id}/facts or GET
    /v1/jobs/{jobId}.

    Args:
        id (str):
        body (BuyMediaFactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope
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
    body: BuyMediaFactBody,
) -> Response[BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope]:
    """Buy a derived fact of a media item: a subject track or a behind-subject matte (asynchronous: a fact
    receipt)

     kind subjectTrack follows the people in the video (boxes per frame with stable track ids, JSON);
    kind matte cuts them out (a lossless grey video, alpha as luma, one frame per source frame of the
    window). intent is the clip's source window in seconds into the file: required for a matte (422
    fact_window_required), optional for a subject track (the whole source otherwise); it must lie inside
    the media (422 fact_window_invalid). A fact that already exists for the same window (pending or
    ready) answers 200 with alreadyExisted true and charges nothing; a new one answers 202. Priced per
    source minute analysed (quote before spend: held when bought, 402 when the wallet cannot cover it;
    charged once when the fact is delivered; released when it fails). A matte whose
    summary.presenceFraction is below 0.6 is delivered free. Poll GET /v1/media/{id}/facts or GET
    /v1/jobs/{jobId}.

    Args:
        id (str):
        body (BuyMediaFactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope]
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
    body: BuyMediaFactBody,
) -> BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope | None:
    """Buy a derived fact of a media item: a subject track or a behind-subject matte (asynchronous: a fact
    receipt)

     kind subjectTrack follows the people in the video (boxes per frame with stable track ids, JSON);
    kind matte cuts them out (a lossless grey video, alpha as luma, one frame per source frame of the
    window). intent is the clip's source window in seconds into the file: required for a matte (422
    fact_window_required), optional for a subject track (the whole source otherwise); it must lie inside
    the media (422 fact_window_invalid). A fact that already exists for the same window (pending or
    ready) answers 200 with alreadyExisted true and charges nothing; a new one answers 202. Priced per
    source minute analysed (quote before spend: held when bought, 402 when the wallet cannot cover it;
    charged once when the fact is delivered; released when it fails). A matte whose
    summary.presenceFraction is below 0.6 is delivered free. Poll GET /v1/media/{id}/facts or GET
    /v1/jobs/{jobId}.

    Args:
        id (str):
        body (BuyMediaFactBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BuyMediaFactResponse200 | BuyMediaFactResponse202 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
