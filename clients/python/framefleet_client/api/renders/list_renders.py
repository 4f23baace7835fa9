from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_renders_response_200 import ListRendersResponse200
from ...models.list_renders_sort_type_0 import ListRendersSortType0
from ...models.list_renders_sort_type_1 import ListRendersSortType1
from ...models.list_renders_sort_type_2 import ListRendersSortType2
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListRendersSortType0
    | ListRendersSortType1
    | ListRendersSortType2
    | Unset = UNSET,
    template_id: str | Unset = UNSET,
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
    elif isinstance(sort, ListRendersSortType0) or isinstance(
        sort, ListRendersSortType1
    ):
        json_sort = sort.value
    else:
        json_sort = sort.value

    params["sort"] = json_sort

    params["templateId"] = template_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/renders",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | ListRendersResponse200 | None:
    if response.status_code == 200:
        response_200 = ListRendersResponse200.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | ListRendersResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListRendersSortType0
    | ListRendersSortType1
    | ListRendersSortType2
    | Unset = UNSET,
    template_id: str | Unset = UNSET,
) -> Response[ErrorEnvelope | ListRendersResponse200]:
    """List the org's renders across every project (and those made without one), newest first or by cost

    Args:
        limit (str | Unset):
        cursor (str | Unset):
        status (str | Unset):
        min_cost_usd (str | Unset):
        max_cost_usd (str | Unset):
        sort (ListRendersSortType0 | ListRendersSortType1 | ListRendersSortType2 | Unset):
        template_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ListRendersResponse200]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        status=status,
        min_cost_usd=min_cost_usd,
        max_cost_usd=max_cost_usd,
        sort=sort,
        template_id=template_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListRendersSortType0
    | ListRendersSortType1
    | ListRendersSortType2
    | Unset = UNSET,
    template_id: str | Unset = UNSET,
) -> ErrorEnvelope | ListRendersResponse200 | None:
    """List the org's renders across every project (and those made without one), newest first or by cost

    Args:
        limit (str | Unset):
        cursor (str | Unset):
        status (str | Unset):
        min_cost_usd (str | Unset):
        max_cost_usd (str | Unset):
        sort (ListRendersSortType0 | ListRendersSortType1 | ListRendersSortType2 | Unset):
        template_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ListRendersResponse200
    """

    return sync_detailed(
        client=client,
        limit=limit,
        cursor=cursor,
        status=status,
        min_cost_usd=min_cost_usd,
        max_cost_usd=max_cost_usd,
        sort=sort,
        template_id=template_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListRendersSortType0
    | ListRendersSortType1
    | ListRendersSortType2
    | Unset = UNSET,
    template_id: str | Unset = UNSET,
) -> Response[ErrorEnvelope | ListRendersResponse200]:
    """List the org's renders across every project (and those made without one), newest first or by cost

    Args:
        limit (str | Unset):
        cursor (str | Unset):
        status (str | Unset):
        min_cost_usd (str | Unset):
        max_cost_usd (str | Unset):
        sort (ListRendersSortType0 | ListRendersSortType1 | ListRendersSortType2 | Unset):
        template_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ListRendersResponse200]
    """

    kwargs = _get_kwargs(
        limit=limit,
        cursor=cursor,
        status=status,
        min_cost_usd=min_cost_usd,
        max_cost_usd=max_cost_usd,
        sort=sort,
        template_id=template_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    status: str | Unset = UNSET,
    min_cost_usd: str | Unset = UNSET,
    max_cost_usd: str | Unset = UNSET,
    sort: ListRendersSortType0
    | ListRendersSortType1
    | ListRendersSortType2
    | Unset = UNSET,
    template_id: str | Unset = UNSET,
) -> ErrorEnvelope | ListRendersResponse200 | None:
    """List the org's renders across every project (and those made without one), newest first or by cost

    Args:
        limit (str | Unset):
        cursor (str | Unset):
        status (str | Unset):
        min_cost_usd (str | Unset):
        max_cost_usd (str | Unset):
        sort (ListRendersSortType0 | ListRendersSortType1 | ListRendersSortType2 | Unset):
        template_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ListRendersResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            limit=limit,
            cursor=cursor,
            status=status,
            min_cost_usd=min_cost_usd,
            max_cost_usd=max_cost_usd,
            sort=sort,
            template_id=template_id,
        )
    ).parsed
