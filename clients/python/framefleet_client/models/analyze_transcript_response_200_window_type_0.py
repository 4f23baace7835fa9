from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AnalyzeTranscriptResponse200WindowType0")


@_attrs_define
class AnalyzeTranscriptResponse200WindowType0:
    """
    Attributes:
        start_sec (float): seconds from the media start
        end_sec (float): seconds from the media start, after startSec
    """

    start_sec: float
    end_sec: float

    def to_dict(self) -> dict[str, Any]:
        start_sec = self.start_sec

        end_sec = self.end_sec

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "startSec": start_sec,
                "endSec": end_sec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        analyze_transcript_response_200_window_type_0 = cls(
            start_sec=start_sec,
            end_sec=end_sec,
        )

        return analyze_transcript_response_200_window_type_0
