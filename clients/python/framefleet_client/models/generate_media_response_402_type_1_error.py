from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.generate_media_response_402_type_1_error_details import (
        GenerateMediaResponse402Type1ErrorDetails,
    )


T = TypeVar("T", bound="GenerateMediaResponse402Type1Error")


@_attrs_define
class GenerateMediaResponse402Type1Error:
    """
    Attributes:
        code (str):
        message (str):
        contract (str):
        contract_version (str):
        details (GenerateMediaResponse402Type1ErrorDetails):
    """

    code: str
    message: str
    contract: str
    contract_version: str
    details: GenerateMediaResponse402Type1ErrorDetails
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        contract = self.contract

        contract_version = self.contract_version

        details = self.details.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "message": message,
                "contract": contract,
                "contractVersion": contract_version,
                "details": details,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.generate_media_response_402_type_1_error_details import (
            GenerateMediaResponse402Type1ErrorDetails,
        )

        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        details = GenerateMediaResponse402Type1ErrorDetails.from_dict(d.pop("details"))

        generate_media_response_402_type_1_error = cls(
            code=code,
            message=message,
            contract=contract,
            contract_version=contract_version,
            details=details,
        )

        generate_media_response_402_type_1_error.additional_properties = d
        return generate_media_response_402_type_1_error

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
