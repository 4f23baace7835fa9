from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.get_job_response_200 import GetJobResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    job_id: str,
    *,
    wait: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/jobs/{job_id}".format(
            job_id=quote(str(job_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | GetJobResponse200 | None:
    if response.status_code == 200:
        response_200 = GetJobResponse200.from_dict(response.json())

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

    if response.status_code == 429:
        response_429 = ErrorEnvelope.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | GetJobResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    job_id: str,
    *,
    client: AuthenticatedClient,
    wait: str | Unset = UNSET,
) -> Response[ErrorEnvelope | GetJobResponse200]:
    """Read an asynchronous job (renders and previews read as kind `render`); `?wait=SECONDS` holds the
    answer until it ends

     Every asynchronous receipt reads here with its kind. With wait (at most 60 s) the answer comes
    within about a second of the job ending, on whichever replica it ended, or when the wait is over;
    429 too_many_waits when this replica holds too many waits (retry after a second).

    Args:
        job_id (str):
        wait (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetJobResponse200]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
        wait=wait,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    job_id: str,
    *,
    client: AuthenticatedClient,
    wait: str | Unset = UNSET,
) -> ErrorEnvelope | GetJobResponse200 | None:
    """Read an asynchronous job (renders and previews read as kind `render`); `?wait=SECONDS` holds the
    answer until it ends

     Every asynchronous receipt reads here with its kind. With wait (at most 60 s) the answer comes
    within about a second of the job ending, on whichever replica it ended, or when the wait is over;
    429 too_many_waits when this replica holds too many waits (retry after a second).

    Args:
        job_id (str):
        wait (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetJobResponse200
    """

    return sync_detailed(
        job_id=job_id,
        client=client,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    job_id: str,
    *,
    client: AuthenticatedClient,
    wait: str | Unset = UNSET,
) -> Response[ErrorEnvelope | GetJobResponse200]:
    """Read an asynchronous job (renders and previews read as kind `render`); `?wait=SECONDS` holds the
    answer until it ends

     Every asynchronous receipt reads here with its kind. With wait (at most 60 s) the answer comes
    within about a second of the job ending, on whichever replica it ended, or when the wait is over;
    429 too_many_waits when this replica holds too many waits (retry after a second).

    Args:
        job_id (str):
        wait (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | GetJobResponse200]
    """

    kwargs = _get_kwargs(
        job_id=job_id,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    job_id: str,
    *,
    client: AuthenticatedClient,
    wait: str | Unset = UNSET,
) -> ErrorEnvelope | GetJobResponse200 | None:
    """Read an asynchronous job (renders and previews read as kind `render`); `?wait=SECONDS` holds the
    answer until it ends

     Every asynchronous receipt reads here with its kind. With wait (at most 60 s) the answer comes
    within about a second of the job ending, on whichever replica it ended, or when the wait is over;
    429 too_many_waits when this replica holds too many waits (retry after a second).

    Args:
        job_id (str):
        wait (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | GetJobResponse200
    """

    return (
        await asyncio_detailed(
            job_id=job_id,
            client=client,
            wait=wait,
        )
    ).parsed
