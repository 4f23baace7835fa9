from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.multicam_group_sync_status_type_0 import MulticamGroupSyncStatusType0
from ..models.multicam_group_sync_status_type_1 import MulticamGroupSyncStatusType1
from ..models.multicam_group_sync_status_type_2 import MulticamGroupSyncStatusType2
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.multicam_group_sync_angles_item import MulticamGroupSyncAnglesItem


T = TypeVar("T", bound="MulticamGroupSync")


@_attrs_define
class MulticamGroupSync:
    """the offsets in use: given, or measured from the sound (read only)

    Attributes:
        status (MulticamGroupSyncStatusType0 | MulticamGroupSyncStatusType1 | MulticamGroupSyncStatusType2): pending
            until the candidates have measured every angle
        angles (list[MulticamGroupSyncAnglesItem] | Unset):
        problem (str | Unset):
    """

    status: (
        MulticamGroupSyncStatusType0
        | MulticamGroupSyncStatusType1
        | MulticamGroupSyncStatusType2
    )
    angles: list[MulticamGroupSyncAnglesItem] | Unset = UNSET
    problem: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status: str
        if isinstance(self.status, MulticamGroupSyncStatusType0) or isinstance(
            self.status, MulticamGroupSyncStatusType1
        ):
            status = self.status.value
        else:
            status = self.status.value

        angles: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.angles, Unset):
            angles = []
            for angles_item_data in self.angles:
                angles_item = angles_item_data.to_dict()
                angles.append(angles_item)

        problem = self.problem

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if angles is not UNSET:
            field_dict["angles"] = angles
        if problem is not UNSET:
            field_dict["problem"] = problem

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.multicam_group_sync_angles_item import MulticamGroupSyncAnglesItem

        d = dict(src_dict)

        def _parse_status(
            data: object,
        ) -> (
            MulticamGroupSyncStatusType0
            | MulticamGroupSyncStatusType1
            | MulticamGroupSyncStatusType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = MulticamGroupSyncStatusType0(data)

                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_1 = MulticamGroupSyncStatusType1(data)

                return status_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            status_type_2 = MulticamGroupSyncStatusType2(data)

            return status_type_2

        status = _parse_status(d.pop("status"))

        _angles = d.pop("angles", UNSET)
        angles: list[MulticamGroupSyncAnglesItem] | Unset = UNSET
        if _angles is not UNSET:
            angles = []
            for angles_item_data in _angles:
                angles_item = MulticamGroupSyncAnglesItem.from_dict(angles_item_data)

                angles.append(angles_item)

        problem = d.pop("problem", UNSET)

        multicam_group_sync = cls(
            status=status,
            angles=angles,
            problem=problem,
        )

        multicam_group_sync.additional_properties = d
        return multicam_group_sync

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
