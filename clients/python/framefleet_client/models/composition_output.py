from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CompositionOutput")


@_attrs_define
class CompositionOutput:
    """
    Attributes:
        width (int):
        height (int):
        fps (float):
        background (str | Unset): CSS colour or brand token reference (brand:colors.primary)
        duration_sec (float | Unset): default: end of the last clip
    """

    width: int
    height: int
    fps: float
    background: str | Unset = UNSET
    duration_sec: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        width = self.width

        height = self.height

        fps = self.fps

        background = self.background

        duration_sec = self.duration_sec

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "width": width,
                "height": height,
                "fps": fps,
            }
        )
        if background is not UNSET:
            field_dict["background"] = background
        if duration_sec is not UNSET:
            field_dict["durationSec"] = duration_sec

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        width = d.pop("width")

        height = d.pop("height")

        fps = d.pop("fps")

        background = d.pop("background", UNSET)

        duration_sec = d.pop("durationSec", UNSET)

        composition_output = cls(
            width=width,
            height=height,
            fps=fps,
            background=background,
            duration_sec=duration_sec,
        )

        return composition_output
