from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.put_multicam_group_body_angles_item_role_type_0 import (
    PutMulticamGroupBodyAnglesItemRoleType0,
)
from ..models.put_multicam_group_body_angles_item_role_type_1 import (
    PutMulticamGroupBodyAnglesItemRoleType1,
)
from ..models.put_multicam_group_body_angles_item_role_type_2 import (
    PutMulticamGroupBodyAnglesItemRoleType2,
)
from ..models.put_multicam_group_body_angles_item_role_type_3 import (
    PutMulticamGroupBodyAnglesItemRoleType3,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PutMulticamGroupBodyAnglesItem")


@_attrs_define
class PutMulticamGroupBodyAnglesItem:
    """
    Attributes:
        media_id (str): a ready video media item of the org, with sound
        role (PutMulticamGroupBodyAnglesItemRoleType0 | PutMulticamGroupBodyAnglesItemRoleType1 |
            PutMulticamGroupBodyAnglesItemRoleType2 | PutMulticamGroupBodyAnglesItemRoleType3 | Unset):
        offset_sec (float | Unset): where this angle's first frame sits on the group's timeline; leave out to have it
            measured from the sound
    """

    media_id: str
    role: (
        PutMulticamGroupBodyAnglesItemRoleType0
        | PutMulticamGroupBodyAnglesItemRoleType1
        | PutMulticamGroupBodyAnglesItemRoleType2
        | PutMulticamGroupBodyAnglesItemRoleType3
        | Unset
    ) = UNSET
    offset_sec: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        role: str | Unset
        if isinstance(self.role, Unset):
            role = UNSET
        elif (
            isinstance(self.role, PutMulticamGroupBodyAnglesItemRoleType0)
            or isinstance(self.role, PutMulticamGroupBodyAnglesItemRoleType1)
            or isinstance(self.role, PutMulticamGroupBodyAnglesItemRoleType2)
        ):
            role = self.role.value
        else:
            role = self.role.value

        offset_sec = self.offset_sec

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mediaId": media_id,
            }
        )
        if role is not UNSET:
            field_dict["role"] = role
        if offset_sec is not UNSET:
            field_dict["offsetSec"] = offset_sec

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        media_id = d.pop("mediaId")

        def _parse_role(
            data: object,
        ) -> (
            PutMulticamGroupBodyAnglesItemRoleType0
            | PutMulticamGroupBodyAnglesItemRoleType1
            | PutMulticamGroupBodyAnglesItemRoleType2
            | PutMulticamGroupBodyAnglesItemRoleType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_0 = PutMulticamGroupBodyAnglesItemRoleType0(data)

                return role_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_1 = PutMulticamGroupBodyAnglesItemRoleType1(data)

                return role_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_2 = PutMulticamGroupBodyAnglesItemRoleType2(data)

                return role_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            role_type_3 = PutMulticamGroupBodyAnglesItemRoleType3(data)

            return role_type_3

        role = _parse_role(d.pop("role", UNSET))

        offset_sec = d.pop("offsetSec", UNSET)

        put_multicam_group_body_angles_item = cls(
            media_id=media_id,
            role=role,
            offset_sec=offset_sec,
        )

        return put_multicam_group_body_angles_item
