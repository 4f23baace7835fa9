from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_stills_body import CreateStillsBody
from ...models.create_stills_response_202 import CreateStillsResponse202
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: CreateStillsBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/projects/{id}/stills".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateStillsResponse202 | ErrorEnvelope | None:
    if response.status_code == 202:
        response_202 = CreateStillsResponse202.from_dict(response.json())

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
) -> Response[CreateStillsResponse202 | ErrorEnvelope]:
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
    body: CreateStillsBody,
) -> Response[CreateStillsResponse202 | ErrorEnvelope]:
    """Queue still-frame evidence: PNG stills of the active composition (or a compose session's scratch) at
    chosen timestamps

     Freezes the target now (later edits do not change the stills) and answers 202 with a job receipt of
    kind preview_frame; poll GET /v1/jobs/{jobId} until it succeeds: its result lists one signed PNG
    link per timestamp, in request order. Priced: one compose_capture operation per request, however
    many timestamps (held now, charged on delivery, released on failure; 402 when the wallet cannot
    cover it). A timestamp at or past the composition's end gives 422 timestamp_out_of_bounds
    (details.fields names each) and nothing is charged or queued.

    Args:
        id (str):
        body (CreateStillsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateStillsResponse202 | ErrorEnvelope]
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
    body: CreateStillsBody,
) -> CreateStillsResponse202 | ErrorEnvelope | None:
    """Queue still-frame evidence: PNG stills of the active composition (or a compose session's scratch) at
    chosen timestamps

     Freezes the target now (later edits do not change the stills) and answers 202 with a job receipt of
    kind preview_frame; poll GET /v1/jobs/{jobId} until it succeeds: its result lists one signed PNG
    link per timestamp, in request order. Priced: one compose_capture operation per request, however
    many timestamps (held now, charged on delivery, released on failure; 402 when the wallet cannot
    cover it). A timestamp at or past the composition's end gives 422 timestamp_out_of_bounds
    (details.fields names each) and nothing is charged or queued.

    Args:
        id (str):
        body (CreateStillsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateStillsResponse202 | ErrorEnvelope
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
    body: CreateStillsBody,
) -> Response[CreateStillsResponse202 | ErrorEnvelope]:
    """Queue still-frame evidence: PNG stills of the active composition (or a compose session's scratch) at
    chosen timestamps

     Freezes the target now (later edits do not change the stills) and answers 202 with a job receipt of
    kind preview_frame; poll GET /v1/jobs/{jobId} until it succeeds: its result lists one signed PNG
    link per timestamp, in request order. Priced: one compose_capture operation per request, however
    many timestamps (held now, charged on delivery, released on failure; 402 when the wallet cannot
    cover it). A timestamp at or past the composition's end gives 422 timestamp_out_of_bounds
    (details.fields names each) and nothing is charged or queued.

    Args:
        id (str):
        body (CreateStillsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateStillsResponse202 | ErrorEnvelope]
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
    body: CreateStillsBody,
) -> CreateStillsResponse202 | ErrorEnvelope | None:
    """Queue still-frame evidence: PNG stills of the active composition (or a compose session's scratch) at
    chosen timestamps

     Freezes the target now (later edits do not change the stills) and answers 202 with a job receipt of
    kind preview_frame; poll GET /v1/jobs/{jobId} until it succeeds: its result lists one signed PNG
    link per timestamp, in request order. Priced: one compose_capture operation per request, however
    many timestamps (held now, charged on delivery, released on failure; 402 when the wallet cannot
    cover it). A timestamp at or past the composition's end gives 422 timestamp_out_of_bounds
    (details.fields names each) and nothing is charged or queued.

    Args:
        id (str):
        body (CreateStillsBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateStillsResponse202 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
