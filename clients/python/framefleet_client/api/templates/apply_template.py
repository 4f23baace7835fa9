from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.apply_template_body import ApplyTemplateBody
from ...models.apply_template_response_200 import ApplyTemplateResponse200
from ...models.apply_template_response_202 import ApplyTemplateResponse202
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: ApplyTemplateBody,
    version: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["if-match"] = if_match

    params: dict[str, Any] = {}

    params["version"] = version

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/templates/{id}/apply".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = ApplyTemplateResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = ApplyTemplateResponse202.from_dict(response.json())

        return response_202

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

    if response.status_code == 412:
        response_412 = ErrorEnvelope.from_dict(response.json())

        return response_412

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
) -> Response[ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope]:
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
    body: ApplyTemplateBody,
    version: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope]:
    """Apply a template to a project: bind values and media, and save the result as the project's active
    composition

     The component placements are pinned to their catalog versions and the brand kit (brandKitId, else
    the preset's, else the template's) is written onto the composition; the save has a new ETag and
    emits composition.updated once. With If-Match it only replaces that version (412 otherwise). 202
    with pendingMediaIds while an imported or sample item is not ready: nothing is saved; call again.

    Args:
        id (str):
        version (str | Unset):
        if_match (str | Unset):
        body (ApplyTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        version=version,
        if_match=if_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ApplyTemplateBody,
    version: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope | None:
    """Apply a template to a project: bind values and media, and save the result as the project's active
    composition

     The component placements are pinned to their catalog versions and the brand kit (brandKitId, else
    the preset's, else the template's) is written onto the composition; the save has a new ETag and
    emits composition.updated once. With If-Match it only replaces that version (412 otherwise). 202
    with pendingMediaIds while an imported or sample item is not ready: nothing is saved; call again.

    Args:
        id (str):
        version (str | Unset):
        if_match (str | Unset):
        body (ApplyTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        version=version,
        if_match=if_match,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ApplyTemplateBody,
    version: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> Response[ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope]:
    """Apply a template to a project: bind values and media, and save the result as the project's active
    composition

     The component placements are pinned to their catalog versions and the brand kit (brandKitId, else
    the preset's, else the template's) is written onto the composition; the save has a new ETag and
    emits composition.updated once. With If-Match it only replaces that version (412 otherwise). 202
    with pendingMediaIds while an imported or sample item is not ready: nothing is saved; call again.

    Args:
        id (str):
        version (str | Unset):
        if_match (str | Unset):
        body (ApplyTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        version=version,
        if_match=if_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ApplyTemplateBody,
    version: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
) -> ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope | None:
    """Apply a template to a project: bind values and media, and save the result as the project's active
    composition

     The component placements are pinned to their catalog versions and the brand kit (brandKitId, else
    the preset's, else the template's) is written onto the composition; the save has a new ETag and
    emits composition.updated once. With If-Match it only replaces that version (412 otherwise). 202
    with pendingMediaIds while an imported or sample item is not ready: nothing is saved; call again.

    Args:
        id (str):
        version (str | Unset):
        if_match (str | Unset):
        body (ApplyTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApplyTemplateResponse200 | ApplyTemplateResponse202 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            version=version,
            if_match=if_match,
        )
    ).parsed
