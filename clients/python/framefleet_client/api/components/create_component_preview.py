from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_component_preview_body import CreateComponentPreviewBody
from ...models.create_component_preview_response_202 import (
    CreateComponentPreviewResponse202,
)
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: CreateComponentPreviewBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/projects/{id}/component-preview".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateComponentPreviewResponse202 | ErrorEnvelope | None:
    if response.status_code == 202:
        response_202 = CreateComponentPreviewResponse202.from_dict(response.json())

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
) -> Response[CreateComponentPreviewResponse202 | ErrorEnvelope]:
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
    body: CreateComponentPreviewBody,
) -> Response[CreateComponentPreviewResponse202 | ErrorEnvelope]:
    """Preview a component: a VP9-with-alpha WebM of it drawn over transparency, with the given params

     Answers 202 with a job receipt of kind preview; poll GET /v1/jobs/{jobId} (or wait on it) until it
    ends. On success its result holds a signed link to the WebM (VP9, yuva420p, AlphaMode 1: decode it
    with libvpx to keep the alpha) and its size, frame rate and frame count: the component for its
    durationInFrames (at most 600 frames), drawn by the render nodes with the renderer the renders use,
    so the frames are those a render of the component draws. The project's brand kit is applied (without
    its watermark). A failure of the component's own code, a font or a media item ends the job failed
    with a sanitized message. Priced: one compose_capture operation (held now, charged on delivery,
    released on failure; 402 when the wallet cannot cover it). An unknown component (or version) is a
    404; params that do not fit its propSchema a 422 component_params_invalid naming each body.params
    field; a transition a 422 component_not_previewable.

    Args:
        id (str):
        body (CreateComponentPreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateComponentPreviewResponse202 | ErrorEnvelope]
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
    body: CreateComponentPreviewBody,
) -> CreateComponentPreviewResponse202 | ErrorEnvelope | None:
    """Preview a component: a VP9-with-alpha WebM of it drawn over transparency, with the given params

     Answers 202 with a job receipt of kind preview; poll GET /v1/jobs/{jobId} (or wait on it) until it
    ends. On success its result holds a signed link to the WebM (VP9, yuva420p, AlphaMode 1: decode it
    with libvpx to keep the alpha) and its size, frame rate and frame count: the component for its
    durationInFrames (at most 600 frames), drawn by the render nodes with the renderer the renders use,
    so the frames are those a render of the component draws. The project's brand kit is applied (without
    its watermark). A failure of the component's own code, a font or a media item ends the job failed
    with a sanitized message. Priced: one compose_capture operation (held now, charged on delivery,
    released on failure; 402 when the wallet cannot cover it). An unknown component (or version) is a
    404; params that do not fit its propSchema a 422 component_params_invalid naming each body.params
    field; a transition a 422 component_not_previewable.

    Args:
        id (str):
        body (CreateComponentPreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateComponentPreviewResponse202 | ErrorEnvelope
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
    body: CreateComponentPreviewBody,
) -> Response[CreateComponentPreviewResponse202 | ErrorEnvelope]:
    """Preview a component: a VP9-with-alpha WebM of it drawn over transparency, with the given params

     Answers 202 with a job receipt of kind preview; poll GET /v1/jobs/{jobId} (or wait on it) until it
    ends. On success its result holds a signed link to the WebM (VP9, yuva420p, AlphaMode 1: decode it
    with libvpx to keep the alpha) and its size, frame rate and frame count: the component for its
    durationInFrames (at most 600 frames), drawn by the render nodes with the renderer the renders use,
    so the frames are those a render of the component draws. The project's brand kit is applied (without
    its watermark). A failure of the component's own code, a font or a media item ends the job failed
    with a sanitized message. Priced: one compose_capture operation (held now, charged on delivery,
    released on failure; 402 when the wallet cannot cover it). An unknown component (or version) is a
    404; params that do not fit its propSchema a 422 component_params_invalid naming each body.params
    field; a transition a 422 component_not_previewable.

    Args:
        id (str):
        body (CreateComponentPreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateComponentPreviewResponse202 | ErrorEnvelope]
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
    body: CreateComponentPreviewBody,
) -> CreateComponentPreviewResponse202 | ErrorEnvelope | None:
    """Preview a component: a VP9-with-alpha WebM of it drawn over transparency, with the given params

     Answers 202 with a job receipt of kind preview; poll GET /v1/jobs/{jobId} (or wait on it) until it
    ends. On success its result holds a signed link to the WebM (VP9, yuva420p, AlphaMode 1: decode it
    with libvpx to keep the alpha) and its size, frame rate and frame count: the component for its
    durationInFrames (at most 600 frames), drawn by the render nodes with the renderer the renders use,
    so the frames are those a render of the component draws. The project's brand kit is applied (without
    its watermark). A failure of the component's own code, a font or a media item ends the job failed
    with a sanitized message. Priced: one compose_capture operation (held now, charged on delivery,
    released on failure; 402 when the wallet cannot cover it). An unknown component (or version) is a
    404; params that do not fit its propSchema a 422 component_params_invalid naming each body.params
    field; a transition a 422 component_not_previewable.

    Args:
        id (str):
        body (CreateComponentPreviewBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateComponentPreviewResponse202 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
