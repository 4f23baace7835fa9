from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.compose_clip_body import ComposeClipBody
from ...models.compose_clip_response_201 import ComposeClipResponse201
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: ComposeClipBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/media/{id}/clips/compose".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ComposeClipResponse201 | ErrorEnvelope | None:
    if response.status_code == 201:
        response_201 = ComposeClipResponse201.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ComposeClipResponse201 | ErrorEnvelope]:
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
    body: ComposeClipBody,
) -> Response[ComposeClipResponse201 | ErrorEnvelope]:
    """Build a composition from a clip suggestion

     Creates one project per aspect ratio asked (default: the source's nearest of 9:16, 1:1, 16:9), each
    with a ready-to-render composition: the clip trimmed from the video (fit to cover the frame),
    captions of the transcript's words in the window (unless captions is false; 422 media_no_transcript
    without a transcript), and a kinetic-title component with the title for the first 3 seconds. Render
    each with POST /v1/projects/{id}/renders. Nothing is charged here.

    Args:
        id (str):
        body (ComposeClipBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComposeClipResponse201 | ErrorEnvelope]
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
    body: ComposeClipBody,
) -> ComposeClipResponse201 | ErrorEnvelope | None:
    """Build a composition from a clip suggestion

     Creates one project per aspect ratio asked (default: the source's nearest of 9:16, 1:1, 16:9), each
    with a ready-to-render composition: the clip trimmed from the video (fit to cover the frame),
    captions of the transcript's words in the window (unless captions is false; 422 media_no_transcript
    without a transcript), and a kinetic-title component with the title for the first 3 seconds. Render
    each with POST /v1/projects/{id}/renders. Nothing is charged here.

    Args:
        id (str):
        body (ComposeClipBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComposeClipResponse201 | ErrorEnvelope
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
    body: ComposeClipBody,
) -> Response[ComposeClipResponse201 | ErrorEnvelope]:
    """Build a composition from a clip suggestion

     Creates one project per aspect ratio asked (default: the source's nearest of 9:16, 1:1, 16:9), each
    with a ready-to-render composition: the clip trimmed from the video (fit to cover the frame),
    captions of the transcript's words in the window (unless captions is false; 422 media_no_transcript
    without a transcript), and a kinetic-title component with the title for the first 3 seconds. Render
    each with POST /v1/projects/{id}/renders. Nothing is charged here.

    Args:
        id (str):
        body (ComposeClipBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ComposeClipResponse201 | ErrorEnvelope]
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
    body: ComposeClipBody,
) -> ComposeClipResponse201 | ErrorEnvelope | None:
    """Build a composition from a clip suggestion

     Creates one project per aspect ratio asked (default: the source's nearest of 9:16, 1:1, 16:9), each
    with a ready-to-render composition: the clip trimmed from the video (fit to cover the frame),
    captions of the transcript's words in the window (unless captions is false; 422 media_no_transcript
    without a transcript), and a kinetic-title component with the title for the first 3 seconds. Render
    each with POST /v1/projects/{id}/renders. Nothing is charged here.

    Args:
        id (str):
        body (ComposeClipBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ComposeClipResponse201 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
