from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.verify_composition_body import VerifyCompositionBody
from ...models.verify_composition_response_202 import VerifyCompositionResponse202
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: VerifyCompositionBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/projects/{id}/verify".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | VerifyCompositionResponse202 | None:
    if response.status_code == 202:
        response_202 = VerifyCompositionResponse202.from_dict(response.json())

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
) -> Response[ErrorEnvelope | VerifyCompositionResponse202]:
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
    body: VerifyCompositionBody,
) -> Response[ErrorEnvelope | VerifyCompositionResponse202]:
    """Score (verify) a composition: durable verification by every critic, citing evidence stills

     Freezes the active composition (or a compose session's scratch) now and answers 202 with a job
    receipt of kind verify; poll GET /v1/jobs/{jobId} (or wait_job) until it succeeds, or subscribe to
    verify.completed. The result lists each critic's score, floor, pass and findings (the second, a
    sentence, the measured value and the signed link of the still that shows it), and a verdict.
    Evidence times: shot midpoints, text onsets and caption changes, or `timestamps`. Critics read the
    project's brief (GET /v1/projects/{id}/brief) when it has one. Priced: the evidence stills as the
    still endpoint prices them (one compose_capture), and each org critic's evaluator at its declared
    cents (compose_verify); all held now (402 when the wallet or the spend ceiling cannot cover them,
    and nothing is queued), charged once on delivery; a failure, or an evaluator that does not answer,
    is not charged.

    Args:
        id (str):
        body (VerifyCompositionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | VerifyCompositionResponse202]
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
    body: VerifyCompositionBody,
) -> ErrorEnvelope | VerifyCompositionResponse202 | None:
    """Score (verify) a composition: durable verification by every critic, citing evidence stills

     Freezes the active composition (or a compose session's scratch) now and answers 202 with a job
    receipt of kind verify; poll GET /v1/jobs/{jobId} (or wait_job) until it succeeds, or subscribe to
    verify.completed. The result lists each critic's score, floor, pass and findings (the second, a
    sentence, the measured value and the signed link of the still that shows it), and a verdict.
    Evidence times: shot midpoints, text onsets and caption changes, or `timestamps`. Critics read the
    project's brief (GET /v1/projects/{id}/brief) when it has one. Priced: the evidence stills as the
    still endpoint prices them (one compose_capture), and each org critic's evaluator at its declared
    cents (compose_verify); all held now (402 when the wallet or the spend ceiling cannot cover them,
    and nothing is queued), charged once on delivery; a failure, or an evaluator that does not answer,
    is not charged.

    Args:
        id (str):
        body (VerifyCompositionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | VerifyCompositionResponse202
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
    body: VerifyCompositionBody,
) -> Response[ErrorEnvelope | VerifyCompositionResponse202]:
    """Score (verify) a composition: durable verification by every critic, citing evidence stills

     Freezes the active composition (or a compose session's scratch) now and answers 202 with a job
    receipt of kind verify; poll GET /v1/jobs/{jobId} (or wait_job) until it succeeds, or subscribe to
    verify.completed. The result lists each critic's score, floor, pass and findings (the second, a
    sentence, the measured value and the signed link of the still that shows it), and a verdict.
    Evidence times: shot midpoints, text onsets and caption changes, or `timestamps`. Critics read the
    project's brief (GET /v1/projects/{id}/brief) when it has one. Priced: the evidence stills as the
    still endpoint prices them (one compose_capture), and each org critic's evaluator at its declared
    cents (compose_verify); all held now (402 when the wallet or the spend ceiling cannot cover them,
    and nothing is queued), charged once on delivery; a failure, or an evaluator that does not answer,
    is not charged.

    Args:
        id (str):
        body (VerifyCompositionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | VerifyCompositionResponse202]
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
    body: VerifyCompositionBody,
) -> ErrorEnvelope | VerifyCompositionResponse202 | None:
    """Score (verify) a composition: durable verification by every critic, citing evidence stills

     Freezes the active composition (or a compose session's scratch) now and answers 202 with a job
    receipt of kind verify; poll GET /v1/jobs/{jobId} (or wait_job) until it succeeds, or subscribe to
    verify.completed. The result lists each critic's score, floor, pass and findings (the second, a
    sentence, the measured value and the signed link of the still that shows it), and a verdict.
    Evidence times: shot midpoints, text onsets and caption changes, or `timestamps`. Critics read the
    project's brief (GET /v1/projects/{id}/brief) when it has one. Priced: the evidence stills as the
    still endpoint prices them (one compose_capture), and each org critic's evaluator at its declared
    cents (compose_verify); all held now (402 when the wallet or the spend ceiling cannot cover them,
    and nothing is queued), charged once on delivery; a failure, or an evaluator that does not answer,
    is not charged.

    Args:
        id (str):
        body (VerifyCompositionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | VerifyCompositionResponse202
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
