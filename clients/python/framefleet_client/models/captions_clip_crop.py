from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CaptionsClipCrop")


@_attrs_define
class CaptionsClipCrop:
    """fractions of the source cut from each side before fitting

    Attributes:
        left (float | Unset):
        top (float | Unset):
        right (float | Unset):
        bottom (float | Unset):
    """

    left: float | Unset = UNSET
    top: float | Unset = UNSET
    right: float | Unset = UNSET
    bottom: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        left = self.left

        top = self.top

        right = self.right

        bottom = self.bottom

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if left is not UNSET:
            field_dict["left"] = left
        if top is not UNSET:
            field_dict["top"] = top
        if right is not UNSET:
            field_dict["right"] = right
        if bottom is not UNSET:
            field_dict["bottom"] = bottom

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        left = d.pop("left", UNSET)

        top = d.pop("top", UNSET)

        right = d.pop("right", UNSET)

        bottom = d.pop("bottom", UNSET)

        captions_clip_crop = cls(
            left=left,
            top=top,
            right=right,
            bottom=bottom,
        )

        return captions_clip_crop
