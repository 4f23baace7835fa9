"""The framefleet API client for Python.

``framefleet_client`` is generated from the service's OpenAPI document (one module per
operation, one model per body); this package adds what a program would otherwise write by hand:
a configured client, the spec's error envelope as a typed exception, waiting for a job, uploading
a media file and verifying a webhook.
"""

from .errors import FieldProblem, FramefleetApiError, unwrap
from .helpers import (
    JobWaitTimeout,
    create_client,
    download,
    media_content_type,
    upload_media,
    verify_webhook,
    wait_for_job,
)

__all__ = [
    "FieldProblem",
    "FramefleetApiError",
    "JobWaitTimeout",
    "create_client",
    "download",
    "media_content_type",
    "unwrap",
    "upload_media",
    "verify_webhook",
    "wait_for_job",
]
