from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.consult_body import ConsultBody
from ...models.consult_result import ConsultResult
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    *,
    body: ConsultBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/consult",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ConsultResult | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = ConsultResult.from_dict(response.json())

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
) -> Response[ConsultResult | ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ConsultBody,
) -> Response[ConsultResult | ErrorEnvelope]:
    """Propose templates, components per role (opener, lower third, call to action, background, transition,
    sound) and a draft composition for a brief, with reasons

     Give exactly one of `brief` and `projectId` (a project with a brief), else 422. Deterministic and
    free. A `question` is answered by the language model transcript analysis uses, charged as ai_tokens
    (402 when the wallet cannot cover it); 503 analysis_unavailable when the deployment has none
    (FRAMEFLEET_CHAT_URL).

    Args:
        body (ConsultBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConsultResult | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: ConsultBody,
) -> ConsultResult | ErrorEnvelope | None:
    """Propose templates, components per role (opener, lower third, call to action, background, transition,
    sound) and a draft composition for a brief, with reasons

     Give exactly one of `brief` and `projectId` (a project with a brief), else 422. Deterministic and
    free. A `question` is answered by the language model transcript analysis uses, charged as ai_tokens
    (402 when the wallet cannot cover it); 503 analysis_unavailable when the deployment has none
    (FRAMEFLEET_CHAT_URL).

    Args:
        body (ConsultBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConsultResult | ErrorEnvelope
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ConsultBody,
) -> Response[ConsultResult | ErrorEnvelope]:
    """Propose templates, components per role (opener, lower third, call to action, background, transition,
    sound) and a draft composition for a brief, with reasons

     Give exactly one of `brief` and `projectId` (a project with a brief), else 422. Deterministic and
    free. A `question` is answered by the language model transcript analysis uses, charged as ai_tokens
    (402 when the wallet cannot cover it); 503 analysis_unavailable when the deployment has none
    (FRAMEFLEET_CHAT_URL).

    Args:
        body (ConsultBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConsultResult | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ConsultBody,
) -> ConsultResult | ErrorEnvelope | None:
    """Propose templates, components per role (opener, lower third, call to action, background, transition,
    sound) and a draft composition for a brief, with reasons

     Give exactly one of `brief` and `projectId` (a project with a brief), else 422. Deterministic and
    free. A `question` is answered by the language model transcript analysis uses, charged as ai_tokens
    (402 when the wallet cannot cover it); 503 analysis_unavailable when the deployment has none
    (FRAMEFLEET_CHAT_URL).

    Args:
        body (ConsultBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConsultResult | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
