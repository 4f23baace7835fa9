from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.generate_media_response_402_type_1_error import (
        GenerateMediaResponse402Type1Error,
    )


T = TypeVar("T", bound="GenerateMediaResponse402Type1")


@_attrs_define
class GenerateMediaResponse402Type1:
    """
    Attributes:
        error (GenerateMediaResponse402Type1Error):
    """

    error: GenerateMediaResponse402Type1Error
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.generate_media_response_402_type_1_error import (
            GenerateMediaResponse402Type1Error,
        )

        d = dict(src_dict)
        error = GenerateMediaResponse402Type1Error.from_dict(d.pop("error"))

        generate_media_response_402_type_1 = cls(
            error=error,
        )

        generate_media_response_402_type_1.additional_properties = d
        return generate_media_response_402_type_1

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
