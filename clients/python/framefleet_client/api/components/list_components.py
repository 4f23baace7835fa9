from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.list_components_category_type_0 import ListComponentsCategoryType0
from ...models.list_components_category_type_1 import ListComponentsCategoryType1
from ...models.list_components_category_type_2 import ListComponentsCategoryType2
from ...models.list_components_category_type_3 import ListComponentsCategoryType3
from ...models.list_components_category_type_4 import ListComponentsCategoryType4
from ...models.list_components_category_type_5 import ListComponentsCategoryType5
from ...models.list_components_category_type_6 import ListComponentsCategoryType6
from ...models.list_components_kind_type_0 import ListComponentsKindType0
from ...models.list_components_kind_type_1 import ListComponentsKindType1
from ...models.list_components_kind_type_2 import ListComponentsKindType2
from ...models.list_components_response_200 import ListComponentsResponse200
from ...models.list_components_tier_type_0 import ListComponentsTierType0
from ...models.list_components_tier_type_1 import ListComponentsTierType1
from ...models.list_components_tier_type_2 import ListComponentsTierType2
from ...models.list_components_use_case_type_0 import ListComponentsUseCaseType0
from ...models.list_components_use_case_type_1 import ListComponentsUseCaseType1
from ...models.list_components_use_case_type_2 import ListComponentsUseCaseType2
from ...models.list_components_use_case_type_3 import ListComponentsUseCaseType3
from ...models.list_components_use_case_type_4 import ListComponentsUseCaseType4
from ...models.list_components_use_case_type_5 import ListComponentsUseCaseType5
from ...models.list_components_use_case_type_6 import ListComponentsUseCaseType6
from ...models.list_components_use_case_type_7 import ListComponentsUseCaseType7
from ...models.list_components_use_case_type_8 import ListComponentsUseCaseType8
from ...models.list_components_use_case_type_9 import ListComponentsUseCaseType9
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    category: ListComponentsCategoryType0
    | ListComponentsCategoryType1
    | ListComponentsCategoryType2
    | ListComponentsCategoryType3
    | ListComponentsCategoryType4
    | ListComponentsCategoryType5
    | ListComponentsCategoryType6
    | Unset = UNSET,
    kind: ListComponentsKindType0
    | ListComponentsKindType1
    | ListComponentsKindType2
    | Unset = UNSET,
    tier: ListComponentsTierType0
    | ListComponentsTierType1
    | ListComponentsTierType2
    | Unset = UNSET,
    use_case: ListComponentsUseCaseType0
    | ListComponentsUseCaseType1
    | ListComponentsUseCaseType2
    | ListComponentsUseCaseType3
    | ListComponentsUseCaseType4
    | ListComponentsUseCaseType5
    | ListComponentsUseCaseType6
    | ListComponentsUseCaseType7
    | ListComponentsUseCaseType8
    | ListComponentsUseCaseType9
    | Unset = UNSET,
    mood: str | Unset = UNSET,
    q: str | Unset = UNSET,
    intent: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_category: str | Unset
    if isinstance(category, Unset):
        json_category = UNSET
    elif (
        isinstance(category, ListComponentsCategoryType0)
        or isinstance(category, ListComponentsCategoryType1)
        or isinstance(category, ListComponentsCategoryType2)
        or isinstance(category, ListComponentsCategoryType3)
        or isinstance(category, ListComponentsCategoryType4)
        or isinstance(category, ListComponentsCategoryType5)
    ):
        json_category = category.value
    else:
        json_category = category.value

    params["category"] = json_category

    json_kind: str | Unset
    if isinstance(kind, Unset):
        json_kind = UNSET
    elif isinstance(kind, ListComponentsKindType0) or isinstance(
        kind, ListComponentsKindType1
    ):
        json_kind = kind.value
    else:
        json_kind = kind.value

    params["kind"] = json_kind

    json_tier: str | Unset
    if isinstance(tier, Unset):
        json_tier = UNSET
    elif isinstance(tier, ListComponentsTierType0) or isinstance(
        tier, ListComponentsTierType1
    ):
        json_tier = tier.value
    else:
        json_tier = tier.value

    params["tier"] = json_tier

    json_use_case: str | Unset
    if isinstance(use_case, Unset):
        json_use_case = UNSET
    elif (
        isinstance(use_case, ListComponentsUseCaseType0)
        or isinstance(use_case, ListComponentsUseCaseType1)
        or isinstance(use_case, ListComponentsUseCaseType2)
        or isinstance(use_case, ListComponentsUseCaseType3)
        or isinstance(use_case, ListComponentsUseCaseType4)
        or isinstance(use_case, ListComponentsUseCaseType5)
        or isinstance(use_case, ListComponentsUseCaseType6)
        or isinstance(use_case, ListComponentsUseCaseType7)
        or isinstance(use_case, ListComponentsUseCaseType8)
    ):
        json_use_case = use_case.value
    else:
        json_use_case = use_case.value

    params["useCase"] = json_use_case

    params["mood"] = mood

    params["q"] = q

    params["intent"] = intent

    params["limit"] = limit

    params["cursor"] = cursor

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/components",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | ListComponentsResponse200 | None:
    if response.status_code == 200:
        response_200 = ListComponentsResponse200.from_dict(response.json())

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
) -> Response[ErrorEnvelope | ListComponentsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    category: ListComponentsCategoryType0
    | ListComponentsCategoryType1
    | ListComponentsCategoryType2
    | ListComponentsCategoryType3
    | ListComponentsCategoryType4
    | ListComponentsCategoryType5
    | ListComponentsCategoryType6
    | Unset = UNSET,
    kind: ListComponentsKindType0
    | ListComponentsKindType1
    | ListComponentsKindType2
    | Unset = UNSET,
    tier: ListComponentsTierType0
    | ListComponentsTierType1
    | ListComponentsTierType2
    | Unset = UNSET,
    use_case: ListComponentsUseCaseType0
    | ListComponentsUseCaseType1
    | ListComponentsUseCaseType2
    | ListComponentsUseCaseType3
    | ListComponentsUseCaseType4
    | ListComponentsUseCaseType5
    | ListComponentsUseCaseType6
    | ListComponentsUseCaseType7
    | ListComponentsUseCaseType8
    | ListComponentsUseCaseType9
    | Unset = UNSET,
    mood: str | Unset = UNSET,
    q: str | Unset = UNSET,
    intent: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[ErrorEnvelope | ListComponentsResponse200]:
    """List the component catalog (the built-ins, then the org's own components at their newest versions);
    with any filter set, recommended tier first

    Args:
        category (ListComponentsCategoryType0 | ListComponentsCategoryType1 |
            ListComponentsCategoryType2 | ListComponentsCategoryType3 | ListComponentsCategoryType4 |
            ListComponentsCategoryType5 | ListComponentsCategoryType6 | Unset):
        kind (ListComponentsKindType0 | ListComponentsKindType1 | ListComponentsKindType2 |
            Unset):
        tier (ListComponentsTierType0 | ListComponentsTierType1 | ListComponentsTierType2 |
            Unset):
        use_case (ListComponentsUseCaseType0 | ListComponentsUseCaseType1 |
            ListComponentsUseCaseType2 | ListComponentsUseCaseType3 | ListComponentsUseCaseType4 |
            ListComponentsUseCaseType5 | ListComponentsUseCaseType6 | ListComponentsUseCaseType7 |
            ListComponentsUseCaseType8 | ListComponentsUseCaseType9 | Unset):
        mood (str | Unset):
        q (str | Unset):
        intent (str | Unset):
        limit (str | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ListComponentsResponse200]
    """

    kwargs = _get_kwargs(
        category=category,
        kind=kind,
        tier=tier,
        use_case=use_case,
        mood=mood,
        q=q,
        intent=intent,
        limit=limit,
        cursor=cursor,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    category: ListComponentsCategoryType0
    | ListComponentsCategoryType1
    | ListComponentsCategoryType2
    | ListComponentsCategoryType3
    | ListComponentsCategoryType4
    | ListComponentsCategoryType5
    | ListComponentsCategoryType6
    | Unset = UNSET,
    kind: ListComponentsKindType0
    | ListComponentsKindType1
    | ListComponentsKindType2
    | Unset = UNSET,
    tier: ListComponentsTierType0
    | ListComponentsTierType1
    | ListComponentsTierType2
    | Unset = UNSET,
    use_case: ListComponentsUseCaseType0
    | ListComponentsUseCaseType1
    | ListComponentsUseCaseType2
    | ListComponentsUseCaseType3
    | ListComponentsUseCaseType4
    | ListComponentsUseCaseType5
    | ListComponentsUseCaseType6
    | ListComponentsUseCaseType7
    | ListComponentsUseCaseType8
    | ListComponentsUseCaseType9
    | Unset = UNSET,
    mood: str | Unset = UNSET,
    q: str | Unset = UNSET,
    intent: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> ErrorEnvelope | ListComponentsResponse200 | None:
    """List the component catalog (the built-ins, then the org's own components at their newest versions);
    with any filter set, recommended tier first

    Args:
        category (ListComponentsCategoryType0 | ListComponentsCategoryType1 |
            ListComponentsCategoryType2 | ListComponentsCategoryType3 | ListComponentsCategoryType4 |
            ListComponentsCategoryType5 | ListComponentsCategoryType6 | Unset):
        kind (ListComponentsKindType0 | ListComponentsKindType1 | ListComponentsKindType2 |
            Unset):
        tier (ListComponentsTierType0 | ListComponentsTierType1 | ListComponentsTierType2 |
            Unset):
        use_case (ListComponentsUseCaseType0 | ListComponentsUseCaseType1 |
            ListComponentsUseCaseType2 | ListComponentsUseCaseType3 | ListComponentsUseCaseType4 |
            ListComponentsUseCaseType5 | ListComponentsUseCaseType6 | ListComponentsUseCaseType7 |
            ListComponentsUseCaseType8 | ListComponentsUseCaseType9 | Unset):
        mood (str | Unset):
        q (str | Unset):
        intent (str | Unset):
        limit (str | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ListComponentsResponse200
    """

    return sync_detailed(
        client=client,
        category=category,
        kind=kind,
        tier=tier,
        use_case=use_case,
        mood=mood,
        q=q,
        intent=intent,
        limit=limit,
        cursor=cursor,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    category: ListComponentsCategoryType0
    | ListComponentsCategoryType1
    | ListComponentsCategoryType2
    | ListComponentsCategoryType3
    | ListComponentsCategoryType4
    | ListComponentsCategoryType5
    | ListComponentsCategoryType6
    | Unset = UNSET,
    kind: ListComponentsKindType0
    | ListComponentsKindType1
    | ListComponentsKindType2
    | Unset = UNSET,
    tier: ListComponentsTierType0
    | ListComponentsTierType1
    | ListComponentsTierType2
    | Unset = UNSET,
    use_case: ListComponentsUseCaseType0
    | ListComponentsUseCaseType1
    | ListComponentsUseCaseType2
    | ListComponentsUseCaseType3
    | ListComponentsUseCaseType4
    | ListComponentsUseCaseType5
    | ListComponentsUseCaseType6
    | ListComponentsUseCaseType7
    | ListComponentsUseCaseType8
    | ListComponentsUseCaseType9
    | Unset = UNSET,
    mood: str | Unset = UNSET,
    q: str | Unset = UNSET,
    intent: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> Response[ErrorEnvelope | ListComponentsResponse200]:
    """List the component catalog (the built-ins, then the org's own components at their newest versions);
    with any filter set, recommended tier first

    Args:
        category (ListComponentsCategoryType0 | ListComponentsCategoryType1 |
            ListComponentsCategoryType2 | ListComponentsCategoryType3 | ListComponentsCategoryType4 |
            ListComponentsCategoryType5 | ListComponentsCategoryType6 | Unset):
        kind (ListComponentsKindType0 | ListComponentsKindType1 | ListComponentsKindType2 |
            Unset):
        tier (ListComponentsTierType0 | ListComponentsTierType1 | ListComponentsTierType2 |
            Unset):
        use_case (ListComponentsUseCaseType0 | ListComponentsUseCaseType1 |
            ListComponentsUseCaseType2 | ListComponentsUseCaseType3 | ListComponentsUseCaseType4 |
            ListComponentsUseCaseType5 | ListComponentsUseCaseType6 | ListComponentsUseCaseType7 |
            ListComponentsUseCaseType8 | ListComponentsUseCaseType9 | Unset):
        mood (str | Unset):
        q (str | Unset):
        intent (str | Unset):
        limit (str | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ListComponentsResponse200]
    """

    kwargs = _get_kwargs(
        category=category,
        kind=kind,
        tier=tier,
        use_case=use_case,
        mood=mood,
        q=q,
        intent=intent,
        limit=limit,
        cursor=cursor,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    category: ListComponentsCategoryType0
    | ListComponentsCategoryType1
    | ListComponentsCategoryType2
    | ListComponentsCategoryType3
    | ListComponentsCategoryType4
    | ListComponentsCategoryType5
    | ListComponentsCategoryType6
    | Unset = UNSET,
    kind: ListComponentsKindType0
    | ListComponentsKindType1
    | ListComponentsKindType2
    | Unset = UNSET,
    tier: ListComponentsTierType0
    | ListComponentsTierType1
    | ListComponentsTierType2
    | Unset = UNSET,
    use_case: ListComponentsUseCaseType0
    | ListComponentsUseCaseType1
    | ListComponentsUseCaseType2
    | ListComponentsUseCaseType3
    | ListComponentsUseCaseType4
    | ListComponentsUseCaseType5
    | ListComponentsUseCaseType6
    | ListComponentsUseCaseType7
    | ListComponentsUseCaseType8
    | ListComponentsUseCaseType9
    | Unset = UNSET,
    mood: str | Unset = UNSET,
    q: str | Unset = UNSET,
    intent: str | Unset = UNSET,
    limit: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
) -> ErrorEnvelope | ListComponentsResponse200 | None:
    """List the component catalog (the built-ins, then the org's own components at their newest versions);
    with any filter set, recommended tier first

    Args:
        category (ListComponentsCategoryType0 | ListComponentsCategoryType1 |
            ListComponentsCategoryType2 | ListComponentsCategoryType3 | ListComponentsCategoryType4 |
            ListComponentsCategoryType5 | ListComponentsCategoryType6 | Unset):
        kind (ListComponentsKindType0 | ListComponentsKindType1 | ListComponentsKindType2 |
            Unset):
        tier (ListComponentsTierType0 | ListComponentsTierType1 | ListComponentsTierType2 |
            Unset):
        use_case (ListComponentsUseCaseType0 | ListComponentsUseCaseType1 |
            ListComponentsUseCaseType2 | ListComponentsUseCaseType3 | ListComponentsUseCaseType4 |
            ListComponentsUseCaseType5 | ListComponentsUseCaseType6 | ListComponentsUseCaseType7 |
            ListComponentsUseCaseType8 | ListComponentsUseCaseType9 | Unset):
        mood (str | Unset):
        q (str | Unset):
        intent (str | Unset):
        limit (str | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ListComponentsResponse200
    """

    return (
        await asyncio_detailed(
            client=client,
            category=category,
            kind=kind,
            tier=tier,
            use_case=use_case,
            mood=mood,
            q=q,
            intent=intent,
            limit=limit,
            cursor=cursor,
        )
    ).parsed
