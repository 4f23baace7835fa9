from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.extract_brand_kit_body import ExtractBrandKitBody
from ...models.extract_brand_kit_response_202 import ExtractBrandKitResponse202
from ...types import Response


def _get_kwargs(
    *,
    body: ExtractBrandKitBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/brand-kits/extract",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ErrorEnvelope | ExtractBrandKitResponse202 | None:
    if response.status_code == 202:
        response_202 = ExtractBrandKitResponse202.from_dict(response.json())

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
) -> Response[ErrorEnvelope | ExtractBrandKitResponse202]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: ExtractBrandKitBody,
) -> Response[ErrorEnvelope | ExtractBrandKitResponse202]:
    """Extract brand tokens from a website: a job receipt now, the tokens when the job ends (no kit is
    stored)

     Answers 202 with a job receipt of kind brand_kit_extract; poll GET /v1/jobs/{jobId} (or wait on it).
    The page and its linked stylesheets (and their @imports) are read under a 20-second budget for the
    whole inspection, over https to public addresses only. The result: `colors` (hex, rgb() and hsl()
    values as {value #rrggbb[aa], uses, customProperties, themeColor}) ranked by use, a custom property
    counting once per var() use; `fonts` ({family, uses, sources: font-family, font-face, webfont-link})
    ranked by how often they lead a font-family stack; `title`; `description`; `logos` ({url, source:
    img, apple-touch-icon, icon, og:image}); `finalUrl`; `stylesheets` ({read, failed}). A URL that is
    refused (private address, http), answers other than 2xx, is not HTML or is too slow still ends
    succeeded, with empty arrays and `skipped` saying why. A URL's result is reused for 5 minutes. Free.

    Args:
        body (ExtractBrandKitBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ExtractBrandKitResponse202]
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
    body: ExtractBrandKitBody,
) -> ErrorEnvelope | ExtractBrandKitResponse202 | None:
    """Extract brand tokens from a website: a job receipt now, the tokens when the job ends (no kit is
    stored)

     Answers 202 with a job receipt of kind brand_kit_extract; poll GET /v1/jobs/{jobId} (or wait on it).
    The page and its linked stylesheets (and their @imports) are read under a 20-second budget for the
    whole inspection, over https to public addresses only. The result: `colors` (hex, rgb() and hsl()
    values as {value #rrggbb[aa], uses, customProperties, themeColor}) ranked by use, a custom property
    counting once per var() use; `fonts` ({family, uses, sources: font-family, font-face, webfont-link})
    ranked by how often they lead a font-family stack; `title`; `description`; `logos` ({url, source:
    img, apple-touch-icon, icon, og:image}); `finalUrl`; `stylesheets` ({read, failed}). A URL that is
    refused (private address, http), answers other than 2xx, is not HTML or is too slow still ends
    succeeded, with empty arrays and `skipped` saying why. A URL's result is reused for 5 minutes. Free.

    Args:
        body (ExtractBrandKitBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ExtractBrandKitResponse202
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: ExtractBrandKitBody,
) -> Response[ErrorEnvelope | ExtractBrandKitResponse202]:
    """Extract brand tokens from a website: a job receipt now, the tokens when the job ends (no kit is
    stored)

     Answers 202 with a job receipt of kind brand_kit_extract; poll GET /v1/jobs/{jobId} (or wait on it).
    The page and its linked stylesheets (and their @imports) are read under a 20-second budget for the
    whole inspection, over https to public addresses only. The result: `colors` (hex, rgb() and hsl()
    values as {value #rrggbb[aa], uses, customProperties, themeColor}) ranked by use, a custom property
    counting once per var() use; `fonts` ({family, uses, sources: font-family, font-face, webfont-link})
    ranked by how often they lead a font-family stack; `title`; `description`; `logos` ({url, source:
    img, apple-touch-icon, icon, og:image}); `finalUrl`; `stylesheets` ({read, failed}). A URL that is
    refused (private address, http), answers other than 2xx, is not HTML or is too slow still ends
    succeeded, with empty arrays and `skipped` saying why. A URL's result is reused for 5 minutes. Free.

    Args:
        body (ExtractBrandKitBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | ExtractBrandKitResponse202]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: ExtractBrandKitBody,
) -> ErrorEnvelope | ExtractBrandKitResponse202 | None:
    """Extract brand tokens from a website: a job receipt now, the tokens when the job ends (no kit is
    stored)

     Answers 202 with a job receipt of kind brand_kit_extract; poll GET /v1/jobs/{jobId} (or wait on it).
    The page and its linked stylesheets (and their @imports) are read under a 20-second budget for the
    whole inspection, over https to public addresses only. The result: `colors` (hex, rgb() and hsl()
    values as {value #rrggbb[aa], uses, customProperties, themeColor}) ranked by use, a custom property
    counting once per var() use; `fonts` ({family, uses, sources: font-family, font-face, webfont-link})
    ranked by how often they lead a font-family stack; `title`; `description`; `logos` ({url, source:
    img, apple-touch-icon, icon, og:image}); `finalUrl`; `stylesheets` ({read, failed}). A URL that is
    refused (private address, http), answers other than 2xx, is not HTML or is too slow still ends
    succeeded, with empty arrays and `skipped` saying why. A URL's result is reused for 5 minutes. Free.

    Args:
        body (ExtractBrandKitBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | ExtractBrandKitResponse202
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
