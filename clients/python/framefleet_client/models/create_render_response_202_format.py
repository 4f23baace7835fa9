from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreateRenderResponse202Format")


@_attrs_define
class CreateRenderResponse202Format:
    """
    Attributes:
        width (int):
        height (int):
        fps (float):
        frame_count (int):
        duration_sec (float):
    """

    width: int
    height: int
    fps: float
    frame_count: int
    duration_sec: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        width = self.width

        height = self.height

        fps = self.fps

        frame_count = self.frame_count

        duration_sec = self.duration_sec

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "width": width,
                "height": height,
                "fps": fps,
                "frameCount": frame_count,
                "durationSec": duration_sec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        width = d.pop("width")

        height = d.pop("height")

        fps = d.pop("fps")

        frame_count = d.pop("frameCount")

        duration_sec = d.pop("durationSec")

        create_render_response_202_format = cls(
            width=width,
            height=height,
            fps=fps,
            frame_count=frame_count,
            duration_sec=duration_sec,
        )

        create_render_response_202_format.additional_properties = d
        return create_render_response_202_format

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
