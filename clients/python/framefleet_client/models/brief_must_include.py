from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="BriefMustInclude")


@_attrs_define
class BriefMustInclude:
    """
    Attributes:
        texts (list[str]):
        logo_media_id (None | str):
        call_to_action (None | str):
    """

    texts: list[str]
    logo_media_id: None | str
    call_to_action: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        texts = self.texts

        logo_media_id: None | str
        logo_media_id = self.logo_media_id

        call_to_action: None | str
        call_to_action = self.call_to_action

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "texts": texts,
                "logoMediaId": logo_media_id,
                "callToAction": call_to_action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        texts = cast(list[str], d.pop("texts"))

        def _parse_logo_media_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        logo_media_id = _parse_logo_media_id(d.pop("logoMediaId"))

        def _parse_call_to_action(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        call_to_action = _parse_call_to_action(d.pop("callToAction"))

        brief_must_include = cls(
            texts=texts,
            logo_media_id=logo_media_id,
            call_to_action=call_to_action,
        )

        brief_must_include.additional_properties = d
        return brief_must_include

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
