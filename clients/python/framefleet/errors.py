"""The spec's error envelope as an exception, and ``unwrap`` to get a call's body or raise it."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any, TypeVar

from framefleet_client.types import Response

T = TypeVar("T")


@dataclass(frozen=True)
class FieldProblem:
    """A field the service refused (``details.fields`` of a 400 ``validation_failed`` or a 422)."""

    path: str
    """Where the field is: ``body.values.title``, ``querystring.wait``..."""
    problem: str
    parameter: str | None = None
    """Template values: the parameter the field belongs to."""


@dataclass(eq=False)
class FramefleetApiError(Exception):
    """A failed call: the HTTP status and the envelope's code, message and details."""

    status: int
    code: str
    message: str
    details: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        super().__init__(f"{self.status} {self.code}: {self.message}")

    def __str__(self) -> str:
        return f"{self.status} {self.code}: {self.message}"

    @property
    def fields(self) -> list[FieldProblem]:
        """The fields refused; empty when the error names none."""
        fields = self.details.get("fields")
        if not isinstance(fields, list):
            return []
        return [
            FieldProblem(
                path=str(f.get("path", "")),
                problem=str(f.get("problem", "")),
                parameter=str(f["parameter"]) if "parameter" in f else None,
            )
            for f in fields
            if isinstance(f, Mapping)
        ]

    @classmethod
    def from_body(cls, status: int, content: bytes) -> FramefleetApiError:
        """The error of a response: its envelope, or what a proxy answered instead of one."""
        try:
            envelope = json.loads(content).get("error")
        except (ValueError, AttributeError):
            envelope = None
        if isinstance(envelope, Mapping) and isinstance(envelope.get("code"), str):
            details = envelope.get("details")
            return cls(
                status=status,
                code=envelope["code"],
                message=str(envelope.get("message", "")),
                details=dict(details) if isinstance(details, Mapping) else {},
            )
        text = content.decode(errors="replace")[:200]
        return cls(
            status=status,
            code="unexpected_response",
            message=f"HTTP {status} without the error envelope" + (f": {text}" if text else ""),
        )


def unwrap(response: Response[T]) -> T:
    """The parsed success body of a generated ``*_detailed`` call, or its error raised.

    The generated functions answer ``Response`` objects whose ``parsed`` is the success model or
    the error model of the status; this raises a ``FramefleetApiError`` for any status from 400 up.
    """
    status = int(response.status_code)
    if status >= HTTPStatus.BAD_REQUEST:
        raise FramefleetApiError.from_body(status, response.content)
    return response.parsed  # type: ignore[return-value]  # parsed is set for every documented success status
