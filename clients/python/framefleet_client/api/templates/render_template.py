from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_envelope import ErrorEnvelope
from ...models.render_template_body import RenderTemplateBody
from ...models.render_template_response_202_type_1 import RenderTemplateResponse202Type1
from ...models.template_render import TemplateRender
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: RenderTemplateBody,
    version: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["idempotency-key"] = idempotency_key

    params: dict[str, Any] = {}

    params["version"] = version

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/templates/{id}/renders".format(
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
) -> ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender | None:
    if response.status_code == 202:

        def _parse_response_202(
            data: object,
        ) -> RenderTemplateResponse202Type1 | TemplateRender:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_202_type_0 = TemplateRender.from_dict(data)

                return response_202_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_202_type_1 = RenderTemplateResponse202Type1.from_dict(data)

            return response_202_type_1

        response_202 = _parse_response_202(response.json())

        return response_202

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

    if response.status_code == 503:
        response_503 = ErrorEnvelope.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender]:
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
    body: RenderTemplateBody,
    version: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender]:
    """Render a template straight to MP4, without a project (priced as a render: holds the quote, 402 when
    the wallet cannot cover it)

     Values and media are bound before anything is created: a 422 (template_values_invalid,
    template_parameter_undeclared, template_media_kind_mismatch; details.fields names each parameter)
    imports nothing and charges nothing. Idempotency-Key: the same key and request return the same
    render; the same key with a changed request starts a new one. Answers with the render (projectId
    null, templateId and templateVersion set), its shareUrl and its posterUrl; or with pendingMediaIds
    while imports run (nothing queued: call again).

    Args:
        id (str):
        version (str | Unset):
        idempotency_key (str | Unset):
        body (RenderTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        version=version,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: RenderTemplateBody,
    version: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender | None:
    """Render a template straight to MP4, without a project (priced as a render: holds the quote, 402 when
    the wallet cannot cover it)

     Values and media are bound before anything is created: a 422 (template_values_invalid,
    template_parameter_undeclared, template_media_kind_mismatch; details.fields names each parameter)
    imports nothing and charges nothing. Idempotency-Key: the same key and request return the same
    render; the same key with a changed request starts a new one. Answers with the render (projectId
    null, templateId and templateVersion set), its shareUrl and its posterUrl; or with pendingMediaIds
    while imports run (nothing queued: call again).

    Args:
        id (str):
        version (str | Unset):
        idempotency_key (str | Unset):
        body (RenderTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        version=version,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: RenderTemplateBody,
    version: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender]:
    """Render a template straight to MP4, without a project (priced as a render: holds the quote, 402 when
    the wallet cannot cover it)

     Values and media are bound before anything is created: a 422 (template_values_invalid,
    template_parameter_undeclared, template_media_kind_mismatch; details.fields names each parameter)
    imports nothing and charges nothing. Idempotency-Key: the same key and request return the same
    render; the same key with a changed request starts a new one. Answers with the render (projectId
    null, templateId and templateVersion set), its shareUrl and its posterUrl; or with pendingMediaIds
    while imports run (nothing queued: call again).

    Args:
        id (str):
        version (str | Unset):
        idempotency_key (str | Unset):
        body (RenderTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        version=version,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: RenderTemplateBody,
    version: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender | None:
    """Render a template straight to MP4, without a project (priced as a render: holds the quote, 402 when
    the wallet cannot cover it)

     Values and media are bound before anything is created: a 422 (template_values_invalid,
    template_parameter_undeclared, template_media_kind_mismatch; details.fields names each parameter)
    imports nothing and charges nothing. Idempotency-Key: the same key and request return the same
    render; the same key with a changed request starts a new one. Answers with the render (projectId
    null, templateId and templateVersion set), its shareUrl and its posterUrl; or with pendingMediaIds
    while imports run (nothing queued: call again).

    Args:
        id (str):
        version (str | Unset):
        idempotency_key (str | Unset):
        body (RenderTemplateBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorEnvelope | RenderTemplateResponse202Type1 | TemplateRender
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            version=version,
            idempotency_key=idempotency_key,
        )
    ).parsed
