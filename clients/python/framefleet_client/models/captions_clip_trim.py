from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CaptionsClipTrim")


@_attrs_define
class CaptionsClipTrim:
    """
    Attributes:
        start (float): transcript seconds shown at the clip start
    """

    start: float

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start": start,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start = d.pop("start")

        captions_clip_trim = cls(
            start=start,
        )

        return captions_clip_trim
