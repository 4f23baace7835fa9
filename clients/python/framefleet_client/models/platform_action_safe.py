from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PlatformActionSafe")


@_attrs_define
class PlatformActionSafe:
    """fractions of the frame's height (top, bottom) or width (left, right) from each edge

    Attributes:
        top (float):
        right (float):
        bottom (float):
        left (float):
    """

    top: float
    right: float
    bottom: float
    left: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        top = self.top

        right = self.right

        bottom = self.bottom

        left = self.left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "top": top,
                "right": right,
                "bottom": bottom,
                "left": left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        top = d.pop("top")

        right = d.pop("right")

        bottom = d.pop("bottom")

        left = d.pop("left")

        platform_action_safe = cls(
            top=top,
            right=right,
            bottom=bottom,
            left=left,
        )

        platform_action_safe.additional_properties = d
        return platform_action_safe

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
