from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReserveExemplarUploadsResponse200ContactSheetUpload")


@_attrs_define
class ReserveExemplarUploadsResponse200ContactSheetUpload:
    """
    Attributes:
        key (str):
        url (str): presigned PUT that accepts exactly sizeBytes bytes (the size is signed; any other body is refused)
        size_bytes (int): the size this slot was reserved for
    """

    key: str
    url: str
    size_bytes: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        url = self.url

        size_bytes = self.size_bytes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "url": url,
                "sizeBytes": size_bytes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        url = d.pop("url")

        size_bytes = d.pop("sizeBytes")

        reserve_exemplar_uploads_response_200_contact_sheet_upload = cls(
            key=key,
            url=url,
            size_bytes=size_bytes,
        )

        reserve_exemplar_uploads_response_200_contact_sheet_upload.additional_properties = d
        return reserve_exemplar_uploads_response_200_contact_sheet_upload

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
