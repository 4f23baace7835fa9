from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.mcp_call_response_200_type_0 import McpCallResponse200Type0
from ...models.mcp_call_response_200_type_1_item import McpCallResponse200Type1Item
from ...models.mcp_call_response_400_type_1 import McpCallResponse400Type1
from ...models.mcp_call_response_406 import McpCallResponse406
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/mcp",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | ErrorEnvelope
    | McpCallResponse400Type1
    | McpCallResponse406
    | list[McpCallResponse200Type1Item]
    | McpCallResponse200Type0
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> list[McpCallResponse200Type1Item] | McpCallResponse200Type0:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = McpCallResponse200Type0.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            response_200_type_1 = []
            _response_200_type_1 = data
            for response_200_type_1_item_data in _response_200_type_1:
                response_200_type_1_item = McpCallResponse200Type1Item.from_dict(
                    response_200_type_1_item_data
                )

                response_200_type_1.append(response_200_type_1_item)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = cast(Any, None)
        return response_202

    if response.status_code == 400:

        def _parse_response_400(
            data: object,
        ) -> ErrorEnvelope | McpCallResponse400Type1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_400_type_0 = ErrorEnvelope.from_dict(data)

                return response_400_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_400_type_1 = McpCallResponse400Type1.from_dict(data)

            return response_400_type_1

        response_400 = _parse_response_400(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorEnvelope.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorEnvelope.from_dict(response.json())

        return response_403

    if response.status_code == 406:
        response_406 = McpCallResponse406.from_dict(response.json())

        return response_406

    if response.status_code == 413:
        response_413 = ErrorEnvelope.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorEnvelope.from_dict(response.json())

        return response_415

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[
    Any
    | ErrorEnvelope
    | McpCallResponse400Type1
    | McpCallResponse406
    | list[McpCallResponse200Type1Item]
    | McpCallResponse200Type0
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | ErrorEnvelope
    | McpCallResponse400Type1
    | McpCallResponse406
    | list[McpCallResponse200Type1Item]
    | McpCallResponse200Type0
]:
    """MCP endpoint (Streamable HTTP, JSON-RPC): the API's operations as tools, skills as resources

     Send an OAuth access token issued for this resource (or an API key) as Authorization: Bearer.
    Without one the 401 names the protected-resource metadata (RFC 9728) that leads to the authorization
    server.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorEnvelope | ErrorEnvelope | McpCallResponse400Type1 | McpCallResponse406 | list[McpCallResponse200Type1Item] | McpCallResponse200Type0]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | ErrorEnvelope
    | McpCallResponse400Type1
    | McpCallResponse406
    | list[McpCallResponse200Type1Item]
    | McpCallResponse200Type0
    | None
):
    """MCP endpoint (Streamable HTTP, JSON-RPC): the API's operations as tools, skills as resources

     Send an OAuth access token issued for this resource (or an API key) as Authorization: Bearer.
    Without one the 401 names the protected-resource metadata (RFC 9728) that leads to the authorization
    server.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorEnvelope | ErrorEnvelope | McpCallResponse400Type1 | McpCallResponse406 | list[McpCallResponse200Type1Item] | McpCallResponse200Type0
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[
    Any
    | ErrorEnvelope
    | McpCallResponse400Type1
    | McpCallResponse406
    | list[McpCallResponse200Type1Item]
    | McpCallResponse200Type0
]:
    """MCP endpoint (Streamable HTTP, JSON-RPC): the API's operations as tools, skills as resources

     Send an OAuth access token issued for this resource (or an API key) as Authorization: Bearer.
    Without one the 401 names the protected-resource metadata (RFC 9728) that leads to the authorization
    server.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorEnvelope | ErrorEnvelope | McpCallResponse400Type1 | McpCallResponse406 | list[McpCallResponse200Type1Item] | McpCallResponse200Type0]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> (
    Any
    | ErrorEnvelope
    | McpCallResponse400Type1
    | McpCallResponse406
    | list[McpCallResponse200Type1Item]
    | McpCallResponse200Type0
    | None
):
    """MCP endpoint (Streamable HTTP, JSON-RPC): the API's operations as tools, skills as resources

     Send an OAuth access token issued for this resource (or an API key) as Authorization: Bearer.
    Without one the 401 names the protected-resource metadata (RFC 9728) that leads to the authorization
    server.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorEnvelope | ErrorEnvelope | McpCallResponse400Type1 | McpCallResponse406 | list[McpCallResponse200Type1Item] | McpCallResponse200Type0
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
