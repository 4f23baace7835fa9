from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AnalyzeTranscriptResponse200MomentsItem")


@_attrs_define
class AnalyzeTranscriptResponse200MomentsItem:
    """
    Attributes:
        start_sec (float): a transcript line start, seconds from the media start (lines are about 15 s apart: treat as
            approximate)
        end_sec (float):
        title (str):
    """

    start_sec: float
    end_sec: float
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start_sec = self.start_sec

        end_sec = self.end_sec

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "startSec": start_sec,
                "endSec": end_sec,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        title = d.pop("title")

        analyze_transcript_response_200_moments_item = cls(
            start_sec=start_sec,
            end_sec=end_sec,
            title=title,
        )

        analyze_transcript_response_200_moments_item.additional_properties = d
        return analyze_transcript_response_200_moments_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
