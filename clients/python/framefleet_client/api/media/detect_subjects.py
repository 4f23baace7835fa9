from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.detect_subjects_response_200 import DetectSubjectsResponse200
from ...models.detect_subjects_response_202 import DetectSubjectsResponse202
from ...models.error_envelope import ErrorEnvelope
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    detector: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["detector"] = detector

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/media/{id}/detect-subjects".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope | None:
    if response.status_code == 200:
        response_200 = DetectSubjectsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = DetectSubjectsResponse202.from_dict(response.json())

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
) -> Response[DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope]:
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
    detector: str | Unset = UNSET,
) -> Response[DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope]:
    """Detect the faces (default) or people in a media item, every frame, linked into tracks (asynchronous:
    a fact receipt)

     detector selects what to find: face (the default when the parameter is absent) or person; any other
    value is refused with 422 detector_unknown, never defaulted. A picture is one frame. Priced per
    source minute analysed (quote before spend: held when bought, 402 when the wallet cannot cover it;
    charged once when the fact is delivered; released when it fails). An existing detection of the same
    kind answers 200 with alreadyExisted true and charges nothing. The result (JSON) lists per frame the
    boxes with their track ids.

    Args:
        id (str):
        detector (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        detector=detector,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    detector: str | Unset = UNSET,
) -> DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope | None:
    """Detect the faces (default) or people in a media item, every frame, linked into tracks (asynchronous:
    a fact receipt)

     detector selects what to find: face (the default when the parameter is absent) or person; any other
    value is refused with 422 detector_unknown, never defaulted. A picture is one frame. Priced per
    source minute analysed (quote before spend: held when bought, 402 when the wallet cannot cover it;
    charged once when the fact is delivered; released when it fails). An existing detection of the same
    kind answers 200 with alreadyExisted true and charges nothing. The result (JSON) lists per frame the
    boxes with their track ids.

    Args:
        id (str):
        detector (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope
    """

    return sync_detailed(
        id=id,
        client=client,
        detector=detector,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    detector: str | Unset = UNSET,
) -> Response[DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope]:
    """Detect the faces (default) or people in a media item, every frame, linked into tracks (asynchronous:
    a fact receipt)

     detector selects what to find: face (the default when the parameter is absent) or person; any other
    value is refused with 422 detector_unknown, never defaulted. A picture is one frame. Priced per
    source minute analysed (quote before spend: held when bought, 402 when the wallet cannot cover it;
    charged once when the fact is delivered; released when it fails). An existing detection of the same
    kind answers 200 with alreadyExisted true and charges nothing. The result (JSON) lists per frame the
    boxes with their track ids.

    Args:
        id (str):
        detector (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope]
    """

    kwargs = _get_kwargs(
        id=id,
        detector=detector,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    detector: str | Unset = UNSET,
) -> DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope | None:
    """Detect the faces (default) or people in a media item, every frame, linked into tracks (asynchronous:
    a fact receipt)

     detector selects what to find: face (the default when the parameter is absent) or person; any other
    value is refused with 422 detector_unknown, never defaulted. A picture is one frame. Priced per
    source minute analysed (quote before spend: held when bought, 402 when the wallet cannot cover it;
    charged once when the fact is delivered; released when it fails). An existing detection of the same
    kind answers 200 with alreadyExisted true and charges nothing. The result (JSON) lists per frame the
    boxes with their track ids.

    Args:
        id (str):
        detector (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DetectSubjectsResponse200 | DetectSubjectsResponse202 | ErrorEnvelope
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            detector=detector,
        )
    ).parsed
