from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_project_renders_response_200 import ListProjectRendersResponse200
from ...models.list_project_renders_sort_type_0 import ListProjectRendersSortType0
from ...models.list_project_renders_sort_type_1 import ListProjectRendersSortType1
from ...models.list_project_renders_sort_type_2 import ListProjectRendersSortType2
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListProjectRendersSortType0
    | ListProjectRendersSortType1
    | ListProjectRendersSortType2
    | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor

    params["status"] = status

    params["minCostUsd"] = min_cost_usd

    params["maxCostUsd"] = max_cost_usd

    json_sort: str | Unset
    if isinstance(sort, Unset):
        json_sort = UNSET
    elif isinstance(sort, ListProjectRendersSortType0) or isinstance(
        sort, ListProjectRendersSortType1
    ):
        json_sort = sort.value
    else:
        json_sort = sort.value

    params["sort"] = json_sort

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/projects/{id}/renders".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | ListProjectRendersResponse200 | None:
    if response.status_code == 200:
        response_200 = ListProjectRendersResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | ListProjectRendersResponse200]:
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
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListProjectRendersSortType0
    | ListProjectRendersSortType1
    | ListProjectRendersSortType2
    | Unset = UNSET,
) -> Response[ErrorEnvelope | ListProjectRendersResponse200]:
    """List a project's renders, newest first or by cost

     Filter by status and by estimated cost (minCostUsd, maxCostUsd), and order by cost (sort=cost_desc
    or cost_asc): the cost of a delivered render is its cost report's estimated infrastructure cost. A
    cursor belongs to the order it was made for; another order refuses it (400).

    Args:
        id (str):
        limit (str | Unset):
        cursor (str | Unset):
        status (str | Unset):
        min_cost_usd (str | Unset):
        max_cost_usd (str | Unset):
        sort (ListProjectRendersSortType0 | ListProjectRendersSortType1 |
            ListProjectRendersSortType2 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ListProjectRendersResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        cursor=cursor,
        status=status,
        min_cost_usd=min_cost_usd,
        max_cost_usd=max_cost_usd,
        sort=sort,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListProjectRendersSortType0
    | ListProjectRendersSortType1
    | ListProjectRendersSortType2
    | Unset = UNSET,
) -> ErrorEnvelope | ListProjectRendersResponse200 | None:
    """List a project's renders, newest first or by cost

     Filter by status and by estimated cost (minCostUsd, maxCostUsd), and order by cost (sort=cost_desc
    or cost_asc): the cost of a delivered render is its cost report's estimated infrastructure cost. A
    cursor belongs to the order it was made for; another order refuses it (400).

    Args:
        id (str):
        limit (str | Unset):
        cursor (str | Unset):
        status (str | Unset):
        min_cost_usd (str | Unset):
        max_cost_usd (str | Unset):
        sort (ListProjectRendersSortType0 | ListProjectRendersSortType1 |
            ListProjectRendersSortType2 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ListProjectRendersResponse200
    """

    return sync_detailed(
        id=id,
        client=client,
        limit=limit,
        cursor=cursor,
        status=status,
        min_cost_usd=min_cost_usd,
        max_cost_usd=max_cost_usd,
        sort=sort,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListProjectRendersSortType0
    | ListProjectRendersSortType1
    | ListProjectRendersSortType2
    | Unset = UNSET,
) -> Response[ErrorEnvelope | ListProjectRendersResponse200]:
    """List a project's renders, newest first or by cost

     Filter by status and by estimated cost (minCostUsd, maxCostUsd), and order by cost (sort=cost_desc
    or cost_asc): the cost of a delivered render is its cost report's estimated infrastructure cost. A
    cursor belongs to the order it was made for; another order refuses it (400).

    Args:
        id (str):
        limit (str | Unset):
        cursor (str | Unset):
        status (str | Unset):
        min_cost_usd (str | Unset):
        max_cost_usd (str | Unset):
        sort (ListProjectRendersSortType0 | ListProjectRendersSortType1 |
            ListProjectRendersSortType2 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ListProjectRendersResponse200]
    """

    kwargs = _get_kwargs(
        id=id,
        limit=limit,
        cursor=cursor,
        status=status,
        min_cost_usd=min_cost_usd,
        max_cost_usd=max_cost_usd,
        sort=sort,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListProjectRendersSortType0
    | ListProjectRendersSortType1
    | ListProjectRendersSortType2
    | Unset = UNSET,
) -> ErrorEnvelope | ListProjectRendersResponse200 | None:
    """List a project's renders, newest first or by cost

     Filter by status and by estimated cost (minCostUsd, maxCostUsd), and order by cost (sort=cost_desc
    or cost_asc): the cost of a delivered render is its cost report's estimated infrastructure cost. A
    cursor belongs to the order it was made for; another order refuses it (400).

    Args:
        id (str):
        limit (str | Unset):
        cursor (str | Unset):
        status (str | Unset):
        min_cost_usd (str | Unset):
        max_cost_usd (str | Unset):
        sort (ListProjectRendersSortType0 | ListProjectRendersSortType1 |
            ListProjectRendersSortType2 | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ListProjectRendersResponse200
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            limit=limit,
            cursor=cursor,
            status=status,
            min_cost_usd=min_cost_usd,
            max_cost_usd=max_cost_usd,
            sort=sort,
        )
    ).parsed
