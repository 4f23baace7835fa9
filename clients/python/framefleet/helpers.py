"""Helpers over the generated client: a configured client, waiting for a job, uploading media,
downloading an output and verifying a webhook."""

from __future__ import annotations

import mimetypes
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, cast

import httpx
from standardwebhooks import Webhook

from framefleet_client import AuthenticatedClient
from framefleet_client.api.jobs import get_job
from framefleet_client.models.get_job_response_200 import GetJobResponse200
from framefleet_client.models.upload_media_response_201 import UploadMediaResponse201

from .errors import FramefleetApiError, unwrap

LONGEST_WAIT_SECONDS = 60
"""The longest ``wait`` the service holds a job read for."""

DEFAULT_TIMEOUT = httpx.Timeout(LONGEST_WAIT_SECONDS + 30, connect=10)
"""Longer than the service's longest hold, so a long-poll is never cut short by the client."""


def create_client(
    base_url: str, api_key: str, *, timeout: httpx.Timeout = DEFAULT_TIMEOUT, headers: Mapping[str, str] | None = None
) -> AuthenticatedClient:
    """A client of the API at ``base_url`` (``http://127.0.0.1:8080``, no ``/v1``) that sends
    ``api_key`` (an API key or an OAuth access token) as a bearer token."""
    return AuthenticatedClient(
        base_url=base_url.rstrip("/"), token=api_key, timeout=timeout, headers=dict(headers or {})
    )


class JobWaitTimeout(Exception):
    """The job was still running when the wait's time was up; ``job`` is its last reading."""

    def __init__(self, job: GetJobResponse200, timeout: float) -> None:
        super().__init__(f"job {job.job_id} is still running after {timeout:.0f} s")
        self.job = job


def _status(job: GetJobResponse200) -> str:
    return str(getattr(job.status, "value", job.status))


def wait_for_job(
    client: AuthenticatedClient,
    job_id: str,
    *,
    timeout: float = 600,
    on_progress: Callable[[GetJobResponse200], None] | None = None,
    poll_seconds: int = LONGEST_WAIT_SECONDS,
) -> GetJobResponse200:
    """Waits for a job (any receipt: a render's id, a still's or a transcription's job id) to end
    with the service's long-poll (``GET /v1/jobs/{id}?wait=``) and answers it as it ended:
    status ``succeeded`` (with ``result``), ``failed`` (with ``error``) or ``cancelled``.

    ``on_progress`` is called with the job each time it is read while running (render jobs carry
    ``progress``); ``poll_seconds`` (1 to 60) is the longest single hold. A read refused because
    the replica holds too many waits (429 ``too_many_waits``) is retried after the second it asks
    for; other errors raise ``FramefleetApiError``; ``JobWaitTimeout`` after ``timeout`` seconds.
    """
    hold = min(LONGEST_WAIT_SECONDS, max(1, int(poll_seconds)))
    deadline = time.monotonic() + timeout
    job: GetJobResponse200 | None = None
    while True:
        remaining = max(0, int(deadline - time.monotonic() + 0.999))
        wait = 0 if job is None else min(hold, remaining)
        try:
            answered = unwrap(get_job.sync_detailed(job_id, client=client, wait=str(wait)))
        except FramefleetApiError as err:
            if err.status == 429 and err.code == "too_many_waits":
                time.sleep(float(err.details.get("retryAfterSeconds") or 1))
                continue
            raise
        # unwrap raised for every error status; a 200 parses as the job.
        job = cast(GetJobResponse200, answered)
        if _status(job) != "running":
            return job
        if on_progress is not None:
            on_progress(job)
        if time.monotonic() >= deadline:
            raise JobWaitTimeout(job, timeout)


def media_content_type(path: str | Path) -> str:
    """The content type a media file is sent with, from its extension. The service takes video/*,
    image/*, audio/* or application/octet-stream and probes the bytes whichever is sent, so
    anything else (an unknown extension, ``application/mp4``...) goes as octet-stream."""
    guessed = mimetypes.guess_type(Path(path).name)[0]
    return guessed if guessed and guessed.split("/")[0] in ("video", "image", "audio") else "application/octet-stream"


def upload_media(
    client: AuthenticatedClient,
    path: str | Path,
    *,
    name: str | None = None,
    content_type: str | None = None,
) -> UploadMediaResponse201:
    """Uploads a file as a media item (``POST /v1/media``, the file streamed as the body) and
    answers the item once the service has probed it; its ``ref`` (``media:<id>``) is what
    compositions name. The content type comes from the file's extension unless given
    (``media_content_type``); the name is the file's name unless given. Bytes that are not media raise a 422 ``FramefleetApiError``.
    """
    path = Path(path)
    content_type = content_type or media_content_type(path)
    with path.open("rb") as body:
        # The document describes no body for this operation (the file is the body), so the
        # generated function cannot send one; the client's own connection does, with its auth.
        response = client.get_httpx_client().post(
            "/v1/media",
            params={"name": name or path.name},
            content=body,
            headers={"content-type": content_type},
        )
    if response.status_code >= 400:
        raise FramefleetApiError.from_body(response.status_code, response.content)
    return UploadMediaResponse201.from_dict(response.json())


def download(url: str, path: str | Path, *, timeout: float = 300) -> Path:
    """Downloads a link the API answered (a render's ``output_url``, a still's link) to ``path``."""
    path = Path(path)
    with httpx.stream("GET", url, timeout=timeout, follow_redirects=True) as response:
        if response.status_code >= 400:
            response.read()
            raise FramefleetApiError.from_body(response.status_code, response.content)
        with path.open("wb") as out:
            for chunk in response.iter_bytes():
                out.write(chunk)
    return path


def verify_webhook(payload: str | bytes, headers: Mapping[str, str], secret: str) -> Any:
    """Checks a webhook delivery's Standard Webhooks signature (``webhook-id``,
    ``webhook-timestamp``, ``webhook-signature``) against the endpoint's secret (``whsec_...``,
    shown when the webhook was created or rotated) and answers the parsed event.

    ``payload`` must be the body exactly as received. Raises
    ``standardwebhooks.WebhookVerificationError`` when the signature does not match or the
    timestamp is more than five minutes away.
    """
    body = payload.decode() if isinstance(payload, bytes) else payload
    return Webhook(secret).verify(body, {k.lower(): v for k, v in headers.items()})
