from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_render_trace_format_type_0 import GetRenderTraceFormatType0
from ...models.get_render_trace_format_type_1 import GetRenderTraceFormatType1
from ...models.render_trace import RenderTrace
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    format_: GetRenderTraceFormatType0 | GetRenderTraceFormatType1 | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_format_: str | Unset
    if isinstance(format_, Unset):
        json_format_ = UNSET
    elif isinstance(format_, GetRenderTraceFormatType0):
        json_format_ = format_.value
    else:
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/renders/{id}/trace".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | RenderTrace | None:
    if response.status_code == 200:
        response_200 = RenderTrace.from_dict(response.json())

        return response_200

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

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | RenderTrace]:
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
    format_: GetRenderTraceFormatType0 | GetRenderTraceFormatType1 | Unset = UNSET,
) -> Response[ErrorEnvelope | RenderTrace]:
    """A render's trace: its spans as OTLP JSON, or with format=svg a timeline picture with one row per
    node slot

     Built from what the render nodes reported of each attempt of the render's jobs: the wait on the
    queue, fetching inputs, drawing and encoding, uploading, the sound mix and the join, and the
    attempts that did not count (a node lost mid-scene, a failure retried, a copy finished second). Span
    ids are stable; the trace id is the one of the request that queued the render. Where an
    OpenTelemetry collector is configured (OTEL_EXPORTER_OTLP_ENDPOINT), each delivered render's trace
    is also sent to it.

    Args:
        id (str):
        format_ (GetRenderTraceFormatType0 | GetRenderTraceFormatType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RenderTrace]
    """

    kwargs = _get_kwargs(
        id=id,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    format_: GetRenderTraceFormatType0 | GetRenderTraceFormatType1 | Unset = UNSET,
) -> ErrorEnvelope | RenderTrace | None:
    """A render's trace: its spans as OTLP JSON, or with format=svg a timeline picture with one row per
    node slot

     Built from what the render nodes reported of each attempt of the render's jobs: the wait on the
    queue, fetching inputs, drawing and encoding, uploading, the sound mix and the join, and the
    attempts that did not count (a node lost mid-scene, a failure retried, a copy finished second). Span
    ids are stable; the trace id is the one of the request that queued the render. Where an
    OpenTelemetry collector is configured (OTEL_EXPORTER_OTLP_ENDPOINT), each delivered render's trace
    is also sent to it.

    Args:
        id (str):
        format_ (GetRenderTraceFormatType0 | GetRenderTraceFormatType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RenderTrace
    """

    return sync_detailed(
        id=id,
        client=client,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    format_: GetRenderTraceFormatType0 | GetRenderTraceFormatType1 | Unset = UNSET,
) -> Response[ErrorEnvelope | RenderTrace]:
    """A render's trace: its spans as OTLP JSON, or with format=svg a timeline picture with one row per
    node slot

     Built from what the render nodes reported of each attempt of the render's jobs: the wait on the
    queue, fetching inputs, drawing and encoding, uploading, the sound mix and the join, and the
    attempts that did not count (a node lost mid-scene, a failure retried, a copy finished second). Span
    ids are stable; the trace id is the one of the request that queued the render. Where an
    OpenTelemetry collector is configured (OTEL_EXPORTER_OTLP_ENDPOINT), each delivered render's trace
    is also sent to it.

    Args:
        id (str):
        format_ (GetRenderTraceFormatType0 | GetRenderTraceFormatType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RenderTrace]
    """

    kwargs = _get_kwargs(
        id=id,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    format_: GetRenderTraceFormatType0 | GetRenderTraceFormatType1 | Unset = UNSET,
) -> ErrorEnvelope | RenderTrace | None:
    """A render's trace: its spans as OTLP JSON, or with format=svg a timeline picture with one row per
    node slot

     Built from what the render nodes reported of each attempt of the render's jobs: the wait on the
    queue, fetching inputs, drawing and encoding, uploading, the sound mix and the join, and the
    attempts that did not count (a node lost mid-scene, a failure retried, a copy finished second). Span
    ids are stable; the trace id is the one of the request that queued the render. Where an
    OpenTelemetry collector is configured (OTEL_EXPORTER_OTLP_ENDPOINT), each delivered render's trace
    is also sent to it.

    Args:
        id (str):
        format_ (GetRenderTraceFormatType0 | GetRenderTraceFormatType1 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RenderTrace
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            format_=format_,
        )
    ).parsed
