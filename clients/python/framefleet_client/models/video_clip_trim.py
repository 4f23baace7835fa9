from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="VideoClipTrim")


@_attrs_define
class VideoClipTrim:
    """
    Attributes:
        start (float): source seconds where the clip starts
        end (float | Unset): source seconds where the source ends (default: source end)
    """

    start: float
    end: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        end = self.end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "start": start,
            }
        )
        if end is not UNSET:
            field_dict["end"] = end

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end", UNSET)

        video_clip_trim = cls(
            start=start,
            end=end,
        )

        return video_clip_trim
