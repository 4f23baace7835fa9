from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.critic_patch import CriticPatch
from ...models.error_envelope import ErrorEnvelope
from ...models.update_critic_response_200 import UpdateCriticResponse200
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: CriticPatch,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/critics/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | UpdateCriticResponse200 | None:
    if response.status_code == 200:
        response_200 = UpdateCriticResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | UpdateCriticResponse200]:
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
    body: CriticPatch,
) -> Response[ErrorEnvelope | UpdateCriticResponse200]:
    """Change an org critic (built-in critics are read-only: 409 critic_read_only)

     A new evaluatorUrl is checked again; an evaluator added where there was none issues a signing
    secret, shown in this answer only; null removes the rubric, the rules or the evaluator (the critic
    must keep rules or an evaluator, 422 otherwise).

    Args:
        id (str):
        body (CriticPatch): null removes the rubric, the rules or the evaluator; the critic must
            keep rules or an evaluator

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | UpdateCriticResponse200]
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
    body: CriticPatch,
) -> ErrorEnvelope | UpdateCriticResponse200 | None:
    """Change an org critic (built-in critics are read-only: 409 critic_read_only)

     A new evaluatorUrl is checked again; an evaluator added where there was none issues a signing
    secret, shown in this answer only; null removes the rubric, the rules or the evaluator (the critic
    must keep rules or an evaluator, 422 otherwise).

    Args:
        id (str):
        body (CriticPatch): null removes the rubric, the rules or the evaluator; the critic must
            keep rules or an evaluator

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | UpdateCriticResponse200
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
    body: CriticPatch,
) -> Response[ErrorEnvelope | UpdateCriticResponse200]:
    """Change an org critic (built-in critics are read-only: 409 critic_read_only)

     A new evaluatorUrl is checked again; an evaluator added where there was none issues a signing
    secret, shown in this answer only; null removes the rubric, the rules or the evaluator (the critic
    must keep rules or an evaluator, 422 otherwise).

    Args:
        id (str):
        body (CriticPatch): null removes the rubric, the rules or the evaluator; the critic must
            keep rules or an evaluator

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | UpdateCriticResponse200]
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
    body: CriticPatch,
) -> ErrorEnvelope | UpdateCriticResponse200 | None:
    """Change an org critic (built-in critics are read-only: 409 critic_read_only)

     A new evaluatorUrl is checked again; an evaluator added where there was none issues a signing
    secret, shown in this answer only; null removes the rubric, the rules or the evaluator (the critic
    must keep rules or an evaluator, 422 otherwise).

    Args:
        id (str):
        body (CriticPatch): null removes the rubric, the rules or the evaluator; the critic must
            keep rules or an evaluator

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | UpdateCriticResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
