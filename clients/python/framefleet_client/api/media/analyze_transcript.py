from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.analyze_transcript_body import AnalyzeTranscriptBody
from ...models.analyze_transcript_response_200 import AnalyzeTranscriptResponse200
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: AnalyzeTranscriptBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/media/{id}/transcript/analyze".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AnalyzeTranscriptResponse200 | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = AnalyzeTranscriptResponse200.from_dict(response.json())

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
) -> Response[AnalyzeTranscriptResponse200 | ErrorEnvelope]:
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
    body: AnalyzeTranscriptBody,
) -> Response[AnalyzeTranscriptResponse200 | ErrorEnvelope]:
    """Analyse a media item's transcript: summary, chapters or highlights

     Timestamps are absolute seconds from the media start at transcript line starts (about 15 s apart, so
    a boundary can sit up to 15 s before the moment), verified against the transcript: an answer naming
    a time that is not a line start fails with 502 analysis_unverified and charges nothing. Over 100000
    characters of transcript the call is 422 transcript_too_long (narrow it with window); no speech on
    file or in the window is 422 media_no_transcript. Metered by token spend (ai_tokens, cents of
    provider cost): the bound is held first (402 when the wallet cannot cover it), the tokens spent are
    charged once on success. 503 analysis_unavailable when the deployment has no language model
    (FRAMEFLEET_CHAT_URL).

    Args:
        id (str):
        body (AnalyzeTranscriptBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalyzeTranscriptResponse200 | ErrorEnvelope]
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
    body: AnalyzeTranscriptBody,
) -> AnalyzeTranscriptResponse200 | ErrorEnvelope | None:
    """Analyse a media item's transcript: summary, chapters or highlights

     Timestamps are absolute seconds from the media start at transcript line starts (about 15 s apart, so
    a boundary can sit up to 15 s before the moment), verified against the transcript: an answer naming
    a time that is not a line start fails with 502 analysis_unverified and charges nothing. Over 100000
    characters of transcript the call is 422 transcript_too_long (narrow it with window); no speech on
    file or in the window is 422 media_no_transcript. Metered by token spend (ai_tokens, cents of
    provider cost): the bound is held first (402 when the wallet cannot cover it), the tokens spent are
    charged once on success. 503 analysis_unavailable when the deployment has no language model
    (FRAMEFLEET_CHAT_URL).

    Args:
        id (str):
        body (AnalyzeTranscriptBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalyzeTranscriptResponse200 | ErrorEnvelope
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
    body: AnalyzeTranscriptBody,
) -> Response[AnalyzeTranscriptResponse200 | ErrorEnvelope]:
    """Analyse a media item's transcript: summary, chapters or highlights

     Timestamps are absolute seconds from the media start at transcript line starts (about 15 s apart, so
    a boundary can sit up to 15 s before the moment), verified against the transcript: an answer naming
    a time that is not a line start fails with 502 analysis_unverified and charges nothing. Over 100000
    characters of transcript the call is 422 transcript_too_long (narrow it with window); no speech on
    file or in the window is 422 media_no_transcript. Metered by token spend (ai_tokens, cents of
    provider cost): the bound is held first (402 when the wallet cannot cover it), the tokens spent are
    charged once on success. 503 analysis_unavailable when the deployment has no language model
    (FRAMEFLEET_CHAT_URL).

    Args:
        id (str):
        body (AnalyzeTranscriptBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AnalyzeTranscriptResponse200 | ErrorEnvelope]
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
    body: AnalyzeTranscriptBody,
) -> AnalyzeTranscriptResponse200 | ErrorEnvelope | None:
    """Analyse a media item's transcript: summary, chapters or highlights

     Timestamps are absolute seconds from the media start at transcript line starts (about 15 s apart, so
    a boundary can sit up to 15 s before the moment), verified against the transcript: an answer naming
    a time that is not a line start fails with 502 analysis_unverified and charges nothing. Over 100000
    characters of transcript the call is 422 transcript_too_long (narrow it with window); no speech on
    file or in the window is 422 media_no_transcript. Metered by token spend (ai_tokens, cents of
    provider cost): the bound is held first (402 when the wallet cannot cover it), the tokens spent are
    charged once on success. 503 analysis_unavailable when the deployment has no language model
    (FRAMEFLEET_CHAT_URL).

    Args:
        id (str):
        body (AnalyzeTranscriptBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AnalyzeTranscriptResponse200 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
