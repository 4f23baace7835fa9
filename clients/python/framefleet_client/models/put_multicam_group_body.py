from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.put_multicam_group_body_angles_item import (
        PutMulticamGroupBodyAnglesItem,
    )


T = TypeVar("T", bound="PutMulticamGroupBody")


@_attrs_define
class PutMulticamGroupBody:
    """
    Attributes:
        angles (list[PutMulticamGroupBodyAnglesItem]):
    """

    angles: list[PutMulticamGroupBodyAnglesItem]

    def to_dict(self) -> dict[str, Any]:
        angles = []
        for angles_item_data in self.angles:
            angles_item = angles_item_data.to_dict()
            angles.append(angles_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "angles": angles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.put_multicam_group_body_angles_item import (
            PutMulticamGroupBodyAnglesItem,
        )

        d = dict(src_dict)
        angles = []
        _angles = d.pop("angles")
        for angles_item_data in _angles:
            angles_item = PutMulticamGroupBodyAnglesItem.from_dict(angles_item_data)

            angles.append(angles_item)

        put_multicam_group_body = cls(
            angles=angles,
        )

        return put_multicam_group_body
