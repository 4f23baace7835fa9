from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.multicam_group_angles_item import MulticamGroupAnglesItem
    from ..models.multicam_group_sync import MulticamGroupSync


T = TypeVar("T", bound="MulticamGroup")


@_attrs_define
class MulticamGroup:
    """
    Attributes:
        project_id (str):
        group_id (str):
        etag (str):
        angles (list[MulticamGroupAnglesItem]):
        created_at (str):
        updated_at (str):
        contract (str): API contract that produced the body
        contract_version (str):
        sync (MulticamGroupSync | Unset): the offsets in use: given, or measured from the sound (read only)
    """

    project_id: str
    group_id: str
    etag: str
    angles: list[MulticamGroupAnglesItem]
    created_at: str
    updated_at: str
    contract: str
    contract_version: str
    sync: MulticamGroupSync | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        project_id = self.project_id

        group_id = self.group_id

        etag = self.etag

        angles = []
        for angles_item_data in self.angles:
            angles_item = angles_item_data.to_dict()
            angles.append(angles_item)

        created_at = self.created_at

        updated_at = self.updated_at

        contract = self.contract

        contract_version = self.contract_version

        sync: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sync, Unset):
            sync = self.sync.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "projectId": project_id,
                "groupId": group_id,
                "etag": etag,
                "angles": angles,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )
        if sync is not UNSET:
            field_dict["sync"] = sync

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.multicam_group_angles_item import MulticamGroupAnglesItem
        from ..models.multicam_group_sync import MulticamGroupSync

        d = dict(src_dict)
        project_id = d.pop("projectId")

        group_id = d.pop("groupId")

        etag = d.pop("etag")

        angles = []
        _angles = d.pop("angles")
        for angles_item_data in _angles:
            angles_item = MulticamGroupAnglesItem.from_dict(angles_item_data)

            angles.append(angles_item)

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        _sync = d.pop("sync", UNSET)
        sync: MulticamGroupSync | Unset
        if isinstance(_sync, Unset):
            sync = UNSET
        else:
            sync = MulticamGroupSync.from_dict(_sync)

        multicam_group = cls(
            project_id=project_id,
            group_id=group_id,
            etag=etag,
            angles=angles,
            created_at=created_at,
            updated_at=updated_at,
            contract=contract,
            contract_version=contract_version,
            sync=sync,
        )

        multicam_group.additional_properties = d
        return multicam_group

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
