from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RenderTemplateBodyFormat")


@_attrs_define
class RenderTemplateBodyFormat:
    """overrides of the timeline's output size and rate (positions stay in the timeline's pixels)

    Attributes:
        width (int | Unset):
        height (int | Unset):
        fps (float | Unset):
    """

    width: int | Unset = UNSET
    height: int | Unset = UNSET
    fps: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        width = self.width

        height = self.height

        fps = self.fps

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if width is not UNSET:
            field_dict["width"] = width
        if height is not UNSET:
            field_dict["height"] = height
        if fps is not UNSET:
            field_dict["fps"] = fps

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        width = d.pop("width", UNSET)

        height = d.pop("height", UNSET)

        fps = d.pop("fps", UNSET)

        render_template_body_format = cls(
            width=width,
            height=height,
            fps=fps,
        )

        return render_template_body_format
