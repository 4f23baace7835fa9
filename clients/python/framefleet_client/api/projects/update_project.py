from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.update_project_body import UpdateProjectBody
from ...models.update_project_response_200 import UpdateProjectResponse200
from ...models.update_project_response_400 import UpdateProjectResponse400
from ...models.update_project_response_401 import UpdateProjectResponse401
from ...models.update_project_response_403 import UpdateProjectResponse403
from ...models.update_project_response_404 import UpdateProjectResponse404
from ...types import Response


def _get_kwargs(
    id: str,
    *,
    body: UpdateProjectBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/v1/projects/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    UpdateProjectResponse200
    | UpdateProjectResponse400
    | UpdateProjectResponse401
    | UpdateProjectResponse403
    | UpdateProjectResponse404
    | None
):
    if response.status_code == 200:
        response_200 = UpdateProjectResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = UpdateProjectResponse400.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = UpdateProjectResponse401.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = UpdateProjectResponse403.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = UpdateProjectResponse404.from_dict(response.json())

        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    UpdateProjectResponse200
    | UpdateProjectResponse400
    | UpdateProjectResponse401
    | UpdateProjectResponse403
    | UpdateProjectResponse404
]:
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
    body: UpdateProjectBody,
) -> Response[
    UpdateProjectResponse200
    | UpdateProjectResponse400
    | UpdateProjectResponse401
    | UpdateProjectResponse403
    | UpdateProjectResponse404
]:
    """Rename or describe a project

    Args:
        id (str):
        body (UpdateProjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateProjectResponse200 | UpdateProjectResponse400 | UpdateProjectResponse401 | UpdateProjectResponse403 | UpdateProjectResponse404]
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
    body: UpdateProjectBody,
) -> (
    UpdateProjectResponse200
    | UpdateProjectResponse400
    | UpdateProjectResponse401
    | UpdateProjectResponse403
    | UpdateProjectResponse404
    | None
):
    """Rename or describe a project

    Args:
        id (str):
        body (UpdateProjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateProjectResponse200 | UpdateProjectResponse400 | UpdateProjectResponse401 | UpdateProjectResponse403 | UpdateProjectResponse404
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
    body: UpdateProjectBody,
) -> Response[
    UpdateProjectResponse200
    | UpdateProjectResponse400
    | UpdateProjectResponse401
    | UpdateProjectResponse403
    | UpdateProjectResponse404
]:
    """Rename or describe a project

    Args:
        id (str):
        body (UpdateProjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateProjectResponse200 | UpdateProjectResponse400 | UpdateProjectResponse401 | UpdateProjectResponse403 | UpdateProjectResponse404]
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
    body: UpdateProjectBody,
) -> (
    UpdateProjectResponse200
    | UpdateProjectResponse400
    | UpdateProjectResponse401
    | UpdateProjectResponse403
    | UpdateProjectResponse404
    | None
):
    """Rename or describe a project

    Args:
        id (str):
        body (UpdateProjectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateProjectResponse200 | UpdateProjectResponse400 | UpdateProjectResponse401 | UpdateProjectResponse403 | UpdateProjectResponse404
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
        )
    ).parsed
