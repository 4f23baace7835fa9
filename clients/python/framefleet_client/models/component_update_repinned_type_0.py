from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ComponentUpdateRepinnedType0")


@_attrs_define
class ComponentUpdateRepinnedType0:
    """
    Attributes:
        composition_id (str):
        placements_moved (int):
        etag (str): the composition's new ETag
    """

    composition_id: str
    placements_moved: int
    etag: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        composition_id = self.composition_id

        placements_moved = self.placements_moved

        etag = self.etag

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "compositionId": composition_id,
                "placementsMoved": placements_moved,
                "etag": etag,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        composition_id = d.pop("compositionId")

        placements_moved = d.pop("placementsMoved")

        etag = d.pop("etag")

        component_update_repinned_type_0 = cls(
            composition_id=composition_id,
            placements_moved=placements_moved,
            etag=etag,
        )

        component_update_repinned_type_0.additional_properties = d
        return component_update_repinned_type_0

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
