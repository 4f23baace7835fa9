from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.multicam_group_angles_item_role_type_0_type_0 import (
    MulticamGroupAnglesItemRoleType0Type0,
)
from ..models.multicam_group_angles_item_role_type_0_type_1 import (
    MulticamGroupAnglesItemRoleType0Type1,
)
from ..models.multicam_group_angles_item_role_type_0_type_2 import (
    MulticamGroupAnglesItemRoleType0Type2,
)
from ..models.multicam_group_angles_item_role_type_0_type_3 import (
    MulticamGroupAnglesItemRoleType0Type3,
)

T = TypeVar("T", bound="MulticamGroupAnglesItem")


@_attrs_define
class MulticamGroupAnglesItem:
    """
    Attributes:
        media_id (str):
        role (MulticamGroupAnglesItemRoleType0Type0 | MulticamGroupAnglesItemRoleType0Type1 |
            MulticamGroupAnglesItemRoleType0Type2 | MulticamGroupAnglesItemRoleType0Type3 | None):
        offset_sec (float | None):
    """

    media_id: str
    role: (
        MulticamGroupAnglesItemRoleType0Type0
        | MulticamGroupAnglesItemRoleType0Type1
        | MulticamGroupAnglesItemRoleType0Type2
        | MulticamGroupAnglesItemRoleType0Type3
        | None
    )
    offset_sec: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        role: None | str
        if (
            isinstance(self.role, MulticamGroupAnglesItemRoleType0Type0)
            or isinstance(self.role, MulticamGroupAnglesItemRoleType0Type1)
            or isinstance(self.role, MulticamGroupAnglesItemRoleType0Type2)
            or isinstance(self.role, MulticamGroupAnglesItemRoleType0Type3)
        ):
            role = self.role.value
        else:
            role = self.role

        offset_sec: float | None
        offset_sec = self.offset_sec

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaId": media_id,
                "role": role,
                "offsetSec": offset_sec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_id = d.pop("mediaId")

        def _parse_role(
            data: object,
        ) -> (
            MulticamGroupAnglesItemRoleType0Type0
            | MulticamGroupAnglesItemRoleType0Type1
            | MulticamGroupAnglesItemRoleType0Type2
            | MulticamGroupAnglesItemRoleType0Type3
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_0_type_0 = MulticamGroupAnglesItemRoleType0Type0(data)

                return role_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_0_type_1 = MulticamGroupAnglesItemRoleType0Type1(data)

                return role_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_0_type_2 = MulticamGroupAnglesItemRoleType0Type2(data)

                return role_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_0_type_3 = MulticamGroupAnglesItemRoleType0Type3(data)

                return role_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                MulticamGroupAnglesItemRoleType0Type0
                | MulticamGroupAnglesItemRoleType0Type1
                | MulticamGroupAnglesItemRoleType0Type2
                | MulticamGroupAnglesItemRoleType0Type3
                | None,
                data,
            )

        role = _parse_role(d.pop("role"))

        def _parse_offset_sec(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        offset_sec = _parse_offset_sec(d.pop("offsetSec"))

        multicam_group_angles_item = cls(
            media_id=media_id,
            role=role,
            offset_sec=offset_sec,
        )

        multicam_group_angles_item.additional_properties = d
        return multicam_group_angles_item

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
