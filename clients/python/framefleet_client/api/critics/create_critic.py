from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_critic_response_201 import CreateCriticResponse201
from ...models.critic_input import CriticInput
from ...models.error_envelope import ErrorEnvelope
from ...types import Response


def _get_kwargs(
    *,
    body: CriticInput,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/critics",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateCriticResponse201 | ErrorEnvelope | None:
    if response.status_code == 201:
        response_201 = CreateCriticResponse201.from_dict(response.json())

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
) -> Response[CreateCriticResponse201 | ErrorEnvelope]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CriticInput,
) -> Response[CreateCriticResponse201 | ErrorEnvelope]:
    """Create an org critic: rules over the built-in scores, an evaluator, or both (the signing secret is
    shown once)

     Rules name built-in critics only (422 naming the field otherwise). An evaluatorUrl must be https on
    a public address (422 evaluator_url_refused otherwise) and comes with evaluatorCostCents. The
    rubric, rules and evaluatorUrl are write-only: no answer shows them. An org has at most 100 critics
    (409 limit_exceeded).

    Args:
        body (CriticInput): a critic needs rules, an evaluatorUrl, or both (422 otherwise)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCriticResponse201 | ErrorEnvelope]
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
    body: CriticInput,
) -> CreateCriticResponse201 | ErrorEnvelope | None:
    """Create an org critic: rules over the built-in scores, an evaluator, or both (the signing secret is
    shown once)

     Rules name built-in critics only (422 naming the field otherwise). An evaluatorUrl must be https on
    a public address (422 evaluator_url_refused otherwise) and comes with evaluatorCostCents. The
    rubric, rules and evaluatorUrl are write-only: no answer shows them. An org has at most 100 critics
    (409 limit_exceeded).

    Args:
        body (CriticInput): a critic needs rules, an evaluatorUrl, or both (422 otherwise)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCriticResponse201 | ErrorEnvelope
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CriticInput,
) -> Response[CreateCriticResponse201 | ErrorEnvelope]:
    """Create an org critic: rules over the built-in scores, an evaluator, or both (the signing secret is
    shown once)

     Rules name built-in critics only (422 naming the field otherwise). An evaluatorUrl must be https on
    a public address (422 evaluator_url_refused otherwise) and comes with evaluatorCostCents. The
    rubric, rules and evaluatorUrl are write-only: no answer shows them. An org has at most 100 critics
    (409 limit_exceeded).

    Args:
        body (CriticInput): a critic needs rules, an evaluatorUrl, or both (422 otherwise)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCriticResponse201 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CriticInput,
) -> CreateCriticResponse201 | ErrorEnvelope | None:
    """Create an org critic: rules over the built-in scores, an evaluator, or both (the signing secret is
    shown once)

     Rules name built-in critics only (422 naming the field otherwise). An evaluatorUrl must be https on
    a public address (422 evaluator_url_refused otherwise) and comes with evaluatorCostCents. The
    rubric, rules and evaluatorUrl are write-only: no answer shows them. An org has at most 100 critics
    (409 limit_exceeded).

    Args:
        body (CriticInput): a critic needs rules, an evaluatorUrl, or both (422 otherwise)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCriticResponse201 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
