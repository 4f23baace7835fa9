from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MulticamGroupSyncAnglesItem")


@_attrs_define
class MulticamGroupSyncAnglesItem:
    """
    Attributes:
        media_id (str):
        offset_sec (float): where the angle's first frame sits on the group's timeline
        confidence (float): the GCC-PHAT peak over its side lobes, in standard deviations (1 when given)
        measured (bool):
    """

    media_id: str
    offset_sec: float
    confidence: float
    measured: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        offset_sec = self.offset_sec

        confidence = self.confidence

        measured = self.measured

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaId": media_id,
                "offsetSec": offset_sec,
                "confidence": confidence,
                "measured": measured,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_id = d.pop("mediaId")

        offset_sec = d.pop("offsetSec")

        confidence = d.pop("confidence")

        measured = d.pop("measured")

        multicam_group_sync_angles_item = cls(
            media_id=media_id,
            offset_sec=offset_sec,
            confidence=confidence,
            measured=measured,
        )

        multicam_group_sync_angles_item.additional_properties = d
        return multicam_group_sync_angles_item

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
