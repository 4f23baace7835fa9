from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FactProgress")


@_attrs_define
class FactProgress:
    """while pending, once a node has started

    Attributes:
        frames_done (int):
        frame_count (int):
    """

    frames_done: int
    frame_count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        frames_done = self.frames_done

        frame_count = self.frame_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "framesDone": frames_done,
                "frameCount": frame_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        frames_done = d.pop("framesDone")

        frame_count = d.pop("frameCount")

        fact_progress = cls(
            frames_done=frames_done,
            frame_count=frame_count,
        )

        fact_progress.additional_properties = d
        return fact_progress

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
