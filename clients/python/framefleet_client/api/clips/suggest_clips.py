from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.suggest_clips_body import SuggestClipsBody
from ...models.suggest_clips_response_200 import SuggestClipsResponse200
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: SuggestClipsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/media/{id}/clips/suggest".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | SuggestClipsResponse200 | None:
    if response.status_code == 200:
        response_200 = SuggestClipsResponse200.from_dict(response.json())

        return response_200

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

    if response.status_code == 409:
        response_409 = ErrorEnvelope.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = ErrorEnvelope.from_dict(response.json())

        return response_422

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
) -> Response[ErrorEnvelope | SuggestClipsResponse200]:
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
    body: SuggestClipsBody,
) -> Response[ErrorEnvelope | SuggestClipsResponse200]:
    """Find publishable moments in long-form media (clip suggestions)

     Reads the transcript (topic starts and hooks, from the language model, every time verified against
    the transcript's line starts) and what a render node measured of the media after it became ready
    (loudness per second, shot changes); answers the best non-overlapping moments, each cut at word
    boundaries to minSec..maxSec, with a title and a score. Media whose moments are not measured (yet)
    answers signals unmeasured and scores by the transcript alone. Needs a transcript (422
    media_no_transcript; POST /v1/media/{id}/transcribe first). Metered by token spend as transcript
    analysis is (ai_tokens); 503 analysis_unavailable without a language model.

    Args:
        id (str):
        body (SuggestClipsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | SuggestClipsResponse200]
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
    body: SuggestClipsBody,
) -> ErrorEnvelope | SuggestClipsResponse200 | None:
    """Find publishable moments in long-form media (clip suggestions)

     Reads the transcript (topic starts and hooks, from the language model, every time verified against
    the transcript's line starts) and what a render node measured of the media after it became ready
    (loudness per second, shot changes); answers the best non-overlapping moments, each cut at word
    boundaries to minSec..maxSec, with a title and a score. Media whose moments are not measured (yet)
    answers signals unmeasured and scores by the transcript alone. Needs a transcript (422
    media_no_transcript; POST /v1/media/{id}/transcribe first). Metered by token spend as transcript
    analysis is (ai_tokens); 503 analysis_unavailable without a language model.

    Args:
        id (str):
        body (SuggestClipsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | SuggestClipsResponse200
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
    body: SuggestClipsBody,
) -> Response[ErrorEnvelope | SuggestClipsResponse200]:
    """Find publishable moments in long-form media (clip suggestions)

     Reads the transcript (topic starts and hooks, from the language model, every time verified against
    the transcript's line starts) and what a render node measured of the media after it became ready
    (loudness per second, shot changes); answers the best non-overlapping moments, each cut at word
    boundaries to minSec..maxSec, with a title and a score. Media whose moments are not measured (yet)
    answers signals unmeasured and scores by the transcript alone. Needs a transcript (422
    media_no_transcript; POST /v1/media/{id}/transcribe first). Metered by token spend as transcript
    analysis is (ai_tokens); 503 analysis_unavailable without a language model.

    Args:
        id (str):
        body (SuggestClipsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | SuggestClipsResponse200]
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
    body: SuggestClipsBody,
) -> ErrorEnvelope | SuggestClipsResponse200 | None:
    """Find publishable moments in long-form media (clip suggestions)

     Reads the transcript (topic starts and hooks, from the language model, every time verified against
    the transcript's line starts) and what a render node measured of the media after it became ready
    (loudness per second, shot changes); answers the best non-overlapping moments, each cut at word
    boundaries to minSec..maxSec, with a title and a score. Media whose moments are not measured (yet)
    answers signals unmeasured and scores by the transcript alone. Needs a transcript (422
    media_no_transcript; POST /v1/media/{id}/transcribe first). Metered by token spend as transcript
    analysis is (ai_tokens); 503 analysis_unavailable without a language model.

    Args:
        id (str):
        body (SuggestClipsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | SuggestClipsResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
